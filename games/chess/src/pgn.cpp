#include <repetita/chess/pgn.hpp>

#include <array>
#include <bit>
#include <cstring>
#include <istream>

namespace repetita::chess {

std::string_view to_string(pgn_error_kind kind) noexcept {
  switch (kind) {
    case pgn_error_kind::unexpected_character: return "unexpected_character";
    case pgn_error_kind::bad_tag: return "bad_tag";
    case pgn_error_kind::unterminated_tag_value: return "unterminated_tag_value";
    case pgn_error_kind::unterminated_comment: return "unterminated_comment";
    case pgn_error_kind::unbalanced_parenthesis: return "unbalanced_parenthesis";
    case pgn_error_kind::unterminated_variation: return "unterminated_variation";
    case pgn_error_kind::variation_without_move: return "variation_without_move";
    case pgn_error_kind::bad_move: return "bad_move";
    case pgn_error_kind::bad_fen: return "bad_fen";
    case pgn_error_kind::unsupported_variant: return "unsupported_variant";
    case pgn_error_kind::missing_fen: return "missing_fen";
  }
  return "unknown";
}

std::string pgn_error::to_string() const {
  std::string out = file + ':' + std::to_string(line) + ':' + std::to_string(column) + ": error: " +
                    std::string(chess::to_string(kind));
  if (san_kind) out += " (" + std::string(chess::to_string(*san_kind)) + ')';
  if (fen_kind) out += " (" + std::string(chess::to_string(*fen_kind)) + ')';
  out += ": " + message + " (game " + std::to_string(game_number);
  if (!move_text.empty()) out += ", \"" + move_text + '"';
  out += ')';
  return out;
}

std::optional<std::string_view> pgn_game::tag(std::string_view name) const noexcept {
  for (const pgn_tag& t : tags)
    if (t.name == name) return std::string_view(t.value);
  return std::nullopt;
}

void pgn_game::clear() noexcept {
  tags.clear();
  start = position{};
  end = start;
  moves.clear();
  positions.clear();
  san_text.clear();
  result.clear();
  variations.clear();
  game_number = 0;
  line = column = 0;
  overdisambiguated = 0;
}

namespace {

constexpr int end_of_input = -1;
constexpr std::size_t buffer_size = std::size_t{1} << 16;
constexpr std::size_t max_token = 64;

// Character classes, one table lookup per byte in the lexer's hot loops.
enum : unsigned char {
  cc_blank = 1,         // space, tab, VT, FF, CR, LF
  cc_symbol = 2,        // may appear in a move token
  cc_comment_stop = 4,  // ends the fast scan of a comment: '}', '\\', CR, LF
  cc_continuation = 8,  // a UTF-8 continuation byte (does not advance the column)
  cc_value_stop = 16,   // ends the fast scan of a tag value: '"', '\\', CR, LF
  cc_name = 32,         // may appear in a tag name: letters, digits, '_'
  cc_aside = 64,        // starts a comment or an escape line: '{', ';', '%'
};
constexpr std::array<unsigned char, 256> make_char_classes() {
  std::array<unsigned char, 256> t{};
  for (int c = 0; c < 256; ++c) {
    unsigned char k = 0;
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') k |= cc_blank;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' || c == '#' ||
        c == '=' || c == ':' || c == '/' || c == '-' || c == '.' || c == '!' || c == '?' || c == '_' || c == '~')
      k |= cc_symbol;
    if (c == '}' || c == '\\' || c == '\n' || c == '\r') k |= cc_comment_stop;
    if ((c & 0xC0) == 0x80) k |= cc_continuation;
    if (c == '"' || c == '\\' || c == '\n' || c == '\r') k |= cc_value_stop;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_') k |= cc_name;
    if (c == '{' || c == ';' || c == '%') k |= cc_aside;
    t[static_cast<std::size_t>(c)] = k;
  }
  return t;
}
constexpr std::array<unsigned char, 256> char_classes = make_char_classes();
constexpr unsigned char char_class(char c) { return char_classes[static_cast<unsigned char>(c)]; }

// Eight bytes at a time (SWAR) for the long plain runs of comments and tag values. Flags bytes
// with 0x80; a word is read in memory order on a little-endian machine (elsewhere the scans go
// byte by byte).
constexpr bool scan_words = std::endian::native == std::endian::little;
constexpr std::uint64_t repeated(unsigned char b) { return 0x0101010101010101ull * b; }
inline std::uint64_t load_word(const char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, sizeof w);
  return w;
}
// The bytes of `w` that the fast scans stop at: a control character (line ends, tabs), a non-ASCII
// byte (a UTF-8 continuation does not advance the column), `a` or `b`. Only the first flagged
// byte is exact (a borrow runs towards later bytes), which is all a scan needs.
constexpr std::uint64_t special_bytes(std::uint64_t w, unsigned char a, unsigned char b) {
  const auto zero_bytes = [](std::uint64_t x) { return (x - repeated(1)) & ~x & repeated(0x80); };
  return zero_bytes(w ^ repeated(a)) | zero_bytes(w ^ repeated(b)) | (((w - repeated(0x20)) | w) & repeated(0x80));
}
// How many bytes precede the first flagged one (8 if none).
constexpr std::size_t plain_prefix(std::uint64_t special) {
  return special ? static_cast<std::size_t>(std::countr_zero(special)) / 8 : 8;
}
// The first n (< 8) bytes of a word, the others zeroed.
constexpr std::uint64_t first_bytes(std::uint64_t w, std::size_t n) { return w & ((std::uint64_t{1} << (8 * n)) - 1); }

// memcpy for the few bytes of a SAN token: fixed-size copies (overlapping when n is not a power
// of two) compile to a few moves, where memcpy with a variable length is a library call.
inline void copy_bytes(char* to, const char* from, std::size_t n) {
  if (n >= 4 && n <= 8) {
    std::memcpy(to, from, 4);
    std::memcpy(to + n - 4, from + n - 4, 4);
  } else if (n >= 2 && n < 4) {
    std::memcpy(to, from, 2);
    std::memcpy(to + n - 2, from + n - 2, 2);
  } else if (n == 1) {
    *to = *from;
  } else if (n != 0) {
    std::memcpy(to, from, n);
  }
}

constexpr bool is_blank(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }
constexpr bool is_digit(int c) { return c >= '0' && c <= '9'; }
constexpr bool is_letter(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
// Characters a move token may contain ("Nbxd7+!?", "e8=Q#", "exd6e.p.", "0-0-0").
constexpr bool is_symbol(int c) { return c >= 0 && (char_classes[static_cast<std::size_t>(c)] & cc_symbol) != 0; }
constexpr bool is_annotation_char(int c) {
  return c == '!' || c == '?' || c == '+' || c == '-' || c == '=' || c == '/' || c == '~';
}

bool is_annotation_run(std::string_view t) {
  for (const char c : t)
    if (!is_annotation_char(c)) return false;
  return true;
}

bool is_result(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

// Words that stand for a NAG in movetext written by some programs (ChessBase, Scid).
bool is_annotation_word(std::string_view t) {
  switch (t.size()) {  // by length first: this runs on every move token
    case 1: return t[0] == 'N' || t[0] == 'D';
    case 2: return (t[0] == 'R' && t[1] == 'R') || (t[0] == 'T' && t[1] == 'N');
    case 3: return t[0] == 'i' && t[1] == 'n' && t[2] == 'f';
    default: return false;
  }
}

// Non-ASCII annotation glyphs (UTF-8): ∞ ± ∓ ⩲ ⩱ □ ⨀ ⟳ → ↑ ⇆ ∆ Δ ⊥ ⌓ ○ ⇄.
bool is_annotation_glyph(std::string_view t) {
  static constexpr std::string_view glyphs[] = {"\u221E", "\u00B1", "\u2213", "\u2A72", "\u2A71", "\u25A1",
                                                "\u2A00", "\u27F3", "\u2192", "\u2191", "\u21C6", "\u2206",
                                                "\u0394", "\u22A5", "\u2313", "\u25CB", "\u21C4"};
  for (const auto g : glyphs)
    if (t == g) return true;
  return false;
}

std::string normalized_variant(std::string_view v) {
  std::string out;
  for (const char c : v) {
    if (c >= 'A' && c <= 'Z')
      out += static_cast<char>(c - 'A' + 'a');
    else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
      out += c;
  }
  return out;
}

}  // namespace

struct pgn_reader::impl {
  std::istream* in;
  std::string file;
  pgn_options options;
  std::unique_ptr<char[]> buffer{new char[buffer_size]};
  const char* cur = nullptr;  // next unread byte
  const char* lim = nullptr;  // end of the bytes read
  char byte_before_buffer = 0;  // the byte before buffer[0] (to join a CR LF split by a refill)
  bool input_done = false;
  bool first_fill = true;
  std::uint32_t line = 1;
  std::uint32_t column = 1;
  // Newlines since the last non-blank character: 2 or more means an empty line was crossed. The
  // start of the input counts as following an empty line.
  int blank_newlines = 2;
  std::uint64_t games = 0;
  // The main line's SAN tokens of the game being read, handed to pgn_game::san_text once per game
  // (one copy, instead of a capacity check per character). Sized to its capacity; san_size is used.
  std::vector<char> san_scratch = std::vector<char>(1024);
  std::size_t san_size = 0;
  std::string* record = nullptr;  // variation text being recorded
  const char* record_from = nullptr;

  // The current token: a view of the input buffer while it lies within one fill of it (no copy),
  // else a copy in token_copy (a token cut by a refill, or one read a character at a time).
  const char* token_begin = nullptr;
  std::size_t token_len = 0;  // at most max_token
  bool token_copied = false;
  bool token_truncated = false;
  std::array<char, max_token> token_copy{};
  std::uint32_t token_line = 0;
  std::uint32_t token_column = 0;

  // Per game.
  enum class state { before, tags, movetext } st = state::before;
  struct paren {
    std::uint32_t line;
    std::uint32_t column;
    bool has_move;
  };
  std::vector<paren> parens;
  std::size_t tag_count = 0;  // tags of the current game (g.tags may hold more, reused slots)
  std::vector<pgn_tag> spare_tags;
  std::uint32_t fen_line = 0, fen_column = 0, variant_line = 0, variant_column = 0;
  std::size_t fen_tag = no_tag, variant_tag = no_tag;
  static constexpr std::size_t no_tag = static_cast<std::size_t>(-1);
  bool last_token_was_move = false;
  bool previous_token_was_move = false;  // of the token before the one being read (for "e.p.")

  impl(std::istream& stream, std::string name, pgn_options opts)
      : in(&stream), file(std::move(name)), options(opts) {
    cur = lim = buffer.get();
  }

  // --- bytes -----------------------------------------------------------------------------------

  bool fill() {
    if (input_done) return false;
    if (record) record->append(record_from, lim);
    copy_token();  // the refill overwrites the buffer the token may view
    if (lim != buffer.get()) byte_before_buffer = lim[-1];
    in->read(buffer.get(), static_cast<std::streamsize>(buffer_size));
    const auto n = static_cast<std::size_t>(in->gcount());
    cur = buffer.get();
    lim = cur + n;
    record_from = cur;
    if (first_fill) {
      first_fill = false;
      if (n >= 3 && cur[0] == '\xEF' && cur[1] == '\xBB' && cur[2] == '\xBF') cur += 3;  // UTF-8 BOM
    }
    if (n == 0) {
      input_done = true;
      return false;
    }
    return cur < lim || fill();
  }

  char byte_before(const char* p) const { return p == buffer.get() ? byte_before_buffer : p[-1]; }

  int peek() {
    if (cur == lim && !fill()) return end_of_input;
    return static_cast<unsigned char>(*cur);
  }

  void newline() {
    ++line;
    column = 1;
    ++blank_newlines;
  }

  // Consumes one byte. CR, LF and CR LF are one line end each; the byte is returned as read.
  int get() {
    if (cur == lim && !fill()) return end_of_input;
    const char* p = cur++;
    const int c = static_cast<unsigned char>(*p);
    if (c == '\n') {
      if (byte_before(p) != '\r') newline();
    } else if (c == '\r') {
      newline();
    } else {
      if ((c & 0xC0) != 0x80) ++column;
      if (c != ' ' && c != '\t') blank_newlines = 0;
    }
    return c;
  }

  void skip_blanks() {
    if (lim - cur >= 2 && cur[0] == ' ' && !(char_class(cur[1]) & cc_blank)) {  // the usual: one space
      ++cur;
      ++column;
      return;
    }
    for (;;) {
      if (cur == lim && !fill()) return;
      // Locals: `*p` may alias the members, which would then be stored at every byte.
      const char* p = cur;
      std::uint32_t at_line = line;
      std::uint32_t col = column;
      int newlines = blank_newlines;
      for (; p < lim; ++p) {
        const char c = *p;
        if (c == ' ') {
          ++col;
        } else if (!(char_class(c) & cc_blank)) {
          break;
        } else if (c == '\r' || (c == '\n' && byte_before(p) != '\r')) {
          ++at_line;
          col = 1;
          ++newlines;
        } else if (c != '\n') {
          ++col;
        }
      }
      cur = p;
      line = at_line;
      column = col;
      blank_newlines = newlines;
      if (p < lim) return;
    }
  }

  void skip_line() {
    for (int c = peek(); c != end_of_input; c = peek()) {
      get();
      if (c == '\n' || c == '\r') {
        if (c == '\r' && peek() == '\n') get();
        return;
      }
    }
  }

  // A '[' in column 1 after an empty line: the tag section of a new game.
  bool at_new_game_start() { return column == 1 && blank_newlines >= 2 && peek() == '['; }

  void start_recording(std::string* target) {
    record = target;
    record_from = cur;
  }
  // Stops recording; the last `drop` bytes consumed (the closing ')') are not kept.
  void stop_recording(std::size_t drop) {
    if (!record) return;
    record->append(record_from, cur);
    record->resize(record->size() - drop);
    record = nullptr;
  }

  // --- tokens ----------------------------------------------------------------------------------

  void mark_token() {
    previous_token_was_move = last_token_was_move;
    last_token_was_move = false;
    token_line = line;
    token_column = column;
    token_len = 0;
    token_copied = false;
    token_truncated = false;
    blank_newlines = 0;
  }
  // Moves the token into token_copy, so that it no longer depends on the buffer's contents.
  void copy_token() {
    if (token_copied) return;
    if (token_len != 0) std::memcpy(token_copy.data(), token_begin, token_len);
    token_begin = token_copy.data();
    token_copied = true;
  }
  // Appends the bytes [from, to) of the buffer to the token; past max_token it is truncated.
  void extend_token(const char* from, const char* to) {
    const auto n = static_cast<std::size_t>(to - from);
    if (token_len == 0 && !token_copied && n <= max_token) {  // the usual case: a new token, viewed where it lies
      token_begin = from;
      token_len = n;
    } else {
      append_to_token(from, n);
    }
  }
  void append_to_token(const char* from, std::size_t n) {
    if (n > max_token - token_len) {
      n = max_token - token_len;
      token_truncated = true;
    }
    if (n == 0) return;
    if (token_len == 0 && !token_copied) {
      token_begin = from;
    } else if (token_copied || token_begin + token_len != from) {  // not right after the viewed part
      copy_token();
      std::memcpy(token_copy.data() + token_len, from, n);
    }
    token_len += n;
  }
  void push_token_char(char c) {
    if (token_len == max_token) {
      token_truncated = true;
      return;
    }
    copy_token();
    token_copy[token_len++] = c;
  }
  // Appends the ASCII bytes accepted by `accept` to the token.
  template <class Accept>
  void read_run(Accept accept) {
    for (;;) {
      const char* p = cur;
      while (p < lim && accept(static_cast<unsigned char>(*p))) ++p;
      extend_token(cur, p);
      column += static_cast<std::uint32_t>(p - cur);
      cur = p;
      if (p < lim || !fill()) return;  // the run goes on after a refill
    }
  }
  std::string_view token_text() const { return {token_begin, token_len}; }

  void set_error(pgn_error& e, pgn_error_kind kind, std::uint32_t at_line, std::uint32_t at_column,
                 std::string text, std::string message, const pgn_game& g) {
    e = pgn_error{};
    e.kind = kind;
    e.file = file;
    e.game_number = games;
    e.line = at_line;
    e.column = at_column;
    e.move_text = std::move(text);
    e.ply = g.moves.size();
    e.message = std::move(message);
  }

  // Skips plain bytes from `p` up to the first byte of class `stop` (or up to lim), counting columns
  // in `column_out`; `content` becomes true if a non-blank byte is passed. Eight bytes at a time
  // while they are printable ASCII other than `quote` and '\\' (`stop` holds those and line ends).
  const char* scan_plain(const char* p, unsigned char stop, char quote, std::uint32_t& column_out,
                         bool& content) const {
    std::uint32_t col = column_out;  // a local: `*p` may alias a member, then stored at every byte
    for (;;) {
      if (scan_words && lim - p >= 8) {
        const std::uint64_t w = load_word(p);
        const std::size_t n = plain_prefix(special_bytes(w, static_cast<unsigned char>(quote), '\\'));
        if (n != 0) {
          const std::uint64_t not_spaces = w ^ repeated(' ');
          content |= (n == 8 ? not_spaces : first_bytes(not_spaces, n)) != 0;
          p += n;
          col += static_cast<std::uint32_t>(n);
          continue;
        }
      }
      if (p == lim) break;
      const unsigned char k = char_class(*p);
      if (k & stop) break;
      content |= (k & cc_blank) == 0;
      col += (k & cc_continuation) == 0;
      ++p;
    }
    column_out = col;
    return p;
  }

  // Reads a brace comment whose '{' is next. Returns false if it is unterminated: at the end of
  // input, or at a '[' in column 1 after an empty line (the next game's tags; left unread).
  // Inside a comment "\}" and "\\" are escapes (kokopu's convention).
  bool read_comment() {
    get();  // '{'
    blank_newlines = 0;
    for (;;) {
      if (cur == lim && !fill()) return false;
      bool content = false;
      const char* const p = scan_plain(cur, cc_comment_stop, '}', column, content);
      if (content) blank_newlines = 0;
      cur = p;
      if (p == lim) continue;
      if (*p == '}') {
        ++cur;
        ++column;
        blank_newlines = 0;
        return true;
      }
      const int c = get();  // the line end or the backslash, through the slow path
      if (c == '\\') {
        if (peek() == '}' || peek() == '\\') get();
      } else if (at_new_game_start()) {
        return false;
      }
    }
  }

  enum class tag_outcome { ok, bad, unterminated };

  // Consumes `c` if it is next (an ASCII character other than a line end).
  bool eat(char c) {
    if (peek() != static_cast<unsigned char>(c)) return false;
    ++cur;
    ++column;
    return true;
  }
  void skip_spaces() {
    while (peek() == ' ' || peek() == '\t') {
      ++cur;
      ++column;
    }
  }

  // The tag slot to fill, as the last game left it: g.tags keeps its strings from game to game
  // (no allocation once warm).
  pgn_tag& next_tag(pgn_game& g) {
    if (tag_count == g.tags.size()) {
      if (spare_tags.empty()) {
        g.tags.emplace_back();
      } else {
        g.tags.push_back(std::move(spare_tags.back()));
        spare_tags.pop_back();
      }
    }
    return g.tags[tag_count++];
  }

  tag_outcome read_tag(pgn_game& g, pgn_error& e) {
    blank_newlines = 0;
    const std::size_t index = tag_count;
    pgn_tag& tag = next_tag(g);
    const std::uint32_t tag_line = line;  // a usual tag lies on one line
    if (const std::uint32_t quote_column = read_usual_tag(tag))
      return finish_tag(tag.name, index, tag_line, quote_column);
    std::string& name = tag.name;
    std::string& value = tag.value;
    name.clear();
    value.clear();
    eat('[');
    skip_spaces();
    for (;;) {
      if (cur == lim && !fill()) break;
      const char* p = cur;
      while (p < lim && (char_class(*p) & cc_name)) ++p;
      name.append(cur, p);
      column += static_cast<std::uint32_t>(p - cur);
      cur = p;
      if (p < lim) break;
    }
    if (name.empty()) {
      set_error(e, pgn_error_kind::bad_tag, line, column, "[", "a tag pair needs a name, e.g. [Event \"...\"]", g);
      return tag_outcome::bad;
    }
    skip_spaces();
    const std::uint32_t value_line = line;
    const std::uint32_t value_column = column;
    if (!eat('"')) {
      set_error(e, pgn_error_kind::bad_tag, line, column, name, "tag " + name + " needs a value in double quotes", g);
      return tag_outcome::bad;
    }
    for (;;) {
      // Fast path: plain characters up to the next quote, backslash or line end.
      if (cur == lim) fill();
      bool content = false;
      const char* const p = scan_plain(cur, cc_value_stop, '"', column, content);
      value.append(cur, p);
      cur = p;
      if (p == lim && !input_done && fill()) continue;
      const int c = peek();
      if (c == end_of_input || c == '\n' || c == '\r') {
        set_error(e, pgn_error_kind::unterminated_tag_value, value_line, value_column, name,
                  "the value of tag " + name + " is not closed on its line", g);
        return tag_outcome::unterminated;
      }
      ++cur;  // the quote or the backslash: ASCII, not a line end
      ++column;
      if (c == '"') {
        if (eat(']')) return finish_tag(name, index, value_line, value_column);  // the usual end
        const std::size_t before_blanks = value.size();
        while (peek() == ' ' || peek() == '\t') value.push_back(static_cast<char>(get()));
        if (peek() == ']') {
          value.resize(before_blanks);
          break;
        }
        if (!options.lenient_tags) {
          set_error(e, pgn_error_kind::bad_tag, line, column, name,
                    "tag " + name + ": expected ']' after the value (a '\"' inside a value is written \\\")", g);
          return tag_outcome::bad;
        }
        value.insert(before_blanks, 1, '"');  // an unescaped quote inside the value
        continue;
      }
      // A backslash escapes a quote or a backslash; anything else is kept as is.
      if (peek() == '"' || peek() == '\\')
        value.push_back(static_cast<char>(get()));
      else
        value.push_back('\\');
    }
    eat(']');
    return finish_tag(name, index, value_line, value_column);
  }

  // The usual tag, [Name "value"] with one space, no escape and no line end, when it lies in the
  // buffer: read in one pass into `tag`. Returns the column of the value's opening quote, or 0
  // (nothing consumed) for anything else, which read_tag then reads step by step.
  std::uint32_t read_usual_tag(pgn_tag& tag) {
    const char* const name = cur + 1;  // after the '['
    const char* p = name;
    while (p < lim && (char_class(*p) & cc_name)) ++p;
    const auto name_size = static_cast<std::size_t>(p - name);
    if (name_size == 0 || lim - p < 2 || p[0] != ' ' || p[1] != '"') return 0;
    const char* const value = p + 2;
    const std::uint32_t quote_column = column + static_cast<std::uint32_t>(name_size) + 2;
    std::uint32_t col = quote_column + 1;
    bool content = false;
    p = scan_plain(value, cc_value_stop, '"', col, content);
    if (lim - p < 2 || p[0] != '"' || p[1] != ']') return 0;
    const std::string_view name_text(name, name_size);
    if (tag.name != name_text) tag.name.assign(name_text);  // the slot usually holds this tag already
    tag.value.clear();  // then append: libstdc++'s plain copy (assign also handles a source inside the string)
    tag.value.append(value, static_cast<std::size_t>(p - value));
    cur = p + 2;
    column = col + 2;
    return quote_column;
  }

  // Remembers where the FEN and Variant tags are (set_up reads them).
  tag_outcome finish_tag(const std::string& name, std::size_t index, std::uint32_t value_line,
                         std::uint32_t value_column) {
    const std::string_view tag_name = name;  // compared inline (std::string's == is a library call)
    if (tag_name == "FEN") {
      fen_line = value_line;
      fen_column = value_column + 1;
      if (fen_tag == no_tag) fen_tag = index;
    } else if (tag_name == "Variant") {
      variant_line = value_line;
      variant_column = value_column;
      if (variant_tag == no_tag) variant_tag = index;
    }
    return tag_outcome::ok;
  }

  // Sets the start position from the Variant and FEN tags.
  bool set_up(pgn_game& g, pgn_error& e) {
    bool chess960 = false;
    if (variant_tag != no_tag) {
      const std::string& variant = g.tags[variant_tag].value;
      const std::string v = normalized_variant(variant);
      if (v == "chess960" || v == "fischerandom" || v == "fischerrandom" || v == "fischerrandomchess" || v == "frc" ||
          v == "960") {
        chess960 = true;
      } else if (!(v.empty() || v == "standard" || v == "chess" || v == "regular" || v == "fromposition" ||
                   v == "normal" || v == "classical")) {
        set_error(e, pgn_error_kind::unsupported_variant, variant_line, variant_column, variant,
                  "variant \"" + variant + "\" is not supported (standard chess and Chess960 are)", g);
        return false;
      }
    }
    if (fen_tag != no_tag) {
      const std::string& fen = g.tags[fen_tag].value;
      auto parsed = parse_fen(fen, fen_options{chess960, false});
      if (!parsed) {
        const fen_error& fe = parsed.error();
        set_error(e, pgn_error_kind::bad_fen, fen_line, fen_column + static_cast<std::uint32_t>(fe.column) - 1, fen,
                  "FEN tag: " + fe.message, g);
        e.fen_kind = fe.kind;
        return false;
      }
      g.start = *parsed;
    } else if (chess960) {
      set_error(e, pgn_error_kind::missing_fen, variant_line, variant_column, g.tags[variant_tag].value,
                "a Chess960 game needs a FEN tag with its start position", g);
      return false;
    } else {
      static const position initial{};
      g.start = initial;
    }
    g.end = g.start;
    return true;
  }

  // Decodes a main-line move token and plays it.
  bool play_move(pgn_game& g, pgn_error& e) {
    const std::string_view text = token_text();
    move m;
    san_token::check_mark mark;
    if (!detail::decode_common_san(g.end, text, options.san, m, mark)) return play_uncommon_move(g, e);
    g.end.play(m);
    if (options.san != san_mode::lenient && !mark_fits(g.end, mark)) {
      const auto token = read_san_token(text, options.san);  // reads what decode_common_san read
      return fail_move(g, e, check_san_mark(g.end, *token, options.san).error());
    }
    record_move(g, m, text);
    return true;
  }

  // The general path of play_move (kept apart so that the common one stays small): every SAN
  // shape and every error.
  [[gnu::noinline]] bool play_uncommon_move(pgn_game& g, pgn_error& e) {
    if (token_truncated)
      return fail_move(g, e, san_error{san_error_kind::bad_syntax, 1, "a move token longer than 64 characters"});
    const std::string_view text = token_text();
    const auto tok = read_san_token(text, options.san);
    if (!tok) return fail_move(g, e, tok.error());
    const auto m = resolve_san(g.end, *tok, options.san);
    if (!m) return fail_move(g, e, m.error());
    // Only this path sees over-disambiguated moves: decode_common_san hands them over.
    if (options.san == san_mode::tolerant && is_overdisambiguated(g.end, *tok, *m)) ++g.overdisambiguated;
    if (m->is_null())
      g.end.play_null();
    else
      g.end.play(*m);
    if (options.san != san_mode::lenient) {
      const auto mark = check_san_mark(g.end, *tok, options.san);
      if (!mark) return fail_move(g, e, mark.error());
    }
    record_move(g, *m, text);
    return true;
  }

  bool fail_move(const pgn_game& g, pgn_error& e, const san_error& se) {
    set_error(e, pgn_error_kind::bad_move, token_line, token_column, std::string(token_text()), se.message, g);
    e.san_kind = se.kind;
    return false;
  }

  static bool mark_fits(const position& after, san_token::check_mark written) {
    using mark = san_token::check_mark;
    if (!after.in_check()) return written == mark::none;
    return written == (after.has_legal_move() ? mark::check : mark::mate);
  }

  // Inlined into both play paths: a call costs a fifth of the recording on the common one.
  [[gnu::always_inline]] void record_move(pgn_game& g, move m, std::string_view text) {
    pgn_move pm;
    pm.value = m;
    pm.line = token_line;
    pm.column = token_column;
    pm.san_offset = static_cast<std::uint32_t>(san_size);
    pm.san_length = static_cast<std::uint16_t>(text.size());
    if (san_scratch.size() - san_size < text.size()) san_scratch.resize(2 * san_scratch.size() + text.size());
    copy_bytes(san_scratch.data() + san_size, text.data(), text.size());
    san_size += text.size();
    g.moves.push_back(pm);
    if (options.keep_positions) g.positions.push_back(g.end);
  }

  // After an error: skip the rest of the broken game (up to a termination marker, or up to the
  // tag section of the next game).
  void skip_broken_game() {
    if (record) stop_recording(0);
    for (;;) {
      skip_blanks();
      if (at_new_game_start()) return;
      const int c = peek();
      if (c == end_of_input) return;
      if (c == '{') {
        if (!read_comment() && peek() == '[') return;
        continue;
      }
      if (c == ';') {
        skip_line();
        continue;
      }
      if (c == '"') {
        get();
        for (int d = peek(); d != '"' && d != '\n' && d != '\r' && d != end_of_input; d = peek()) get();
        if (peek() == '"') get();
        continue;
      }
      // A raw run up to a blank or a structural character.
      mark_token();
      for (int d = peek(); d != end_of_input && !is_blank(d) && d != '{' && d != '[' && d != ';' && d != '"' &&
                           d != '(' && d != ')' && d != ']';
           d = peek())
        push_token_char(static_cast<char>(get()));
      if (token_len == 0) {
        get();  // a lone structural character
        continue;
      }
      if (is_result(token_text())) return;
    }
  }

  status fail_and_skip() {
    skip_broken_game();
    st = state::before;
    return status::error;
  }

  status finish(pgn_game& g, pgn_error& e) {
    if (st == state::tags && !set_up(g, e)) return fail_and_skip();
    st = state::before;
    return status::game;
  }

  void begin_game(pgn_game& g) {
    ++games;
    g.game_number = games;
    parens.clear();
    fen_line = fen_column = variant_line = variant_column = 0;
    fen_tag = variant_tag = no_tag;
    last_token_was_move = false;
  }

  status read(pgn_game& g, pgn_error& e) {
    tag_count = 0;
    san_size = 0;
    const status s = read_game(g, e);
    g.san_text.assign(san_scratch.data(), san_size);
    while (g.tags.size() > tag_count) {  // keep the strings of unused slots for later games
      spare_tags.push_back(std::move(g.tags.back()));
      g.tags.pop_back();
    }
    return s;
  }

  status read_game(pgn_game& g, pgn_error& e) {
    g.moves.clear();
    g.positions.clear();
    g.result.clear();
    g.variations.clear();
    g.game_number = 0;
    g.line = g.column = 0;
    g.overdisambiguated = 0;
    st = state::before;
    for (;;) {
      skip_blanks();
      const int c = peek();
      if (c == end_of_input) {
        if (st == state::before) return status::end;
        if (!parens.empty()) {
          set_error(e, pgn_error_kind::unterminated_variation, parens.back().line, parens.back().column, "(",
                    "variation not closed before the end of the input", g);
          return fail_and_skip();
        }
        return finish(g, e);
      }
      if (char_class(static_cast<char>(c)) & cc_aside) {  // one test for the three, rare among tokens
        if (c == '{') {
          const std::uint32_t l = line;
          const std::uint32_t col = column;
          if (!read_comment()) {
            if (st == state::before) begin_game(g);
            set_error(e, pgn_error_kind::unterminated_comment, l, col, "{", "comment not closed", g);
            return fail_and_skip();
          }
          continue;
        }
        if (c == ';') {
          skip_line();
          continue;
        }
        if (c == '%' && column == 1) {
          skip_line();
          continue;
        }
      }
      if (st == state::before) {
        begin_game(g);
        st = state::tags;
        g.line = line;
        g.column = column;
      }
      if (c == '[') {
        if (st == state::movetext) {
          if (!parens.empty()) {
            set_error(e, pgn_error_kind::unterminated_variation, parens.back().line, parens.back().column, "(",
                      "variation not closed when the next game's tags begin", g);
            return fail_and_skip();
          }
          return finish(g, e);  // the next game's tags: this game had no termination marker
        }
        if (read_tag(g, e) != tag_outcome::ok) return fail_and_skip();
        continue;
      }
      // Movetext.
      if (st == state::tags) {
        if (!set_up(g, e)) return fail_and_skip();
        st = state::movetext;
      }
      mark_token();
      const bool in_variation = !parens.empty();
      // Moves first, then move numbers: the most frequent tokens.
      if (is_letter(c) || c == '-') {
        read_run(is_symbol);
        const std::string_view t = token_text();
        if (is_annotation_word(t)) continue;
        if (c == '-' && t != "--" && is_annotation_run(t)) continue;  // '-+' and '-/+'
        if (options.san == san_mode::lenient && previous_token_was_move && t == "e.p.") continue;
        if (!handle_move_token(g, e, in_variation)) return fail_and_skip();
        continue;
      }
      if (is_digit(c)) {
        read_run(is_digit);
        if (peek() == '.') {
          while (eat('.')) {
          }
          continue;  // move number indication
        }
        read_run(is_symbol);
        const std::string_view t = token_text();
        if (t == "1-0" || t == "0-1" || t == "1/2-1/2") {
          if (in_variation) return unterminated_variation_at_result(g, e, std::string(t));
          g.result = std::string(t);
          st = state::before;
          return status::game;
        }
        bool digits_only = true;
        for (const char d : t) digits_only = digits_only && is_digit(d);
        if (digits_only) continue;  // a move number without its period
        if (!handle_move_token(g, e, in_variation)) return fail_and_skip();
        continue;
      }
      if (c == '(') {
        if (in_variation ? !parens.back().has_move : g.moves.empty()) {
          set_error(e, pgn_error_kind::variation_without_move, line, column, "(",
                    "a variation must follow the move it replaces", g);
          return fail_and_skip();
        }
        get();
        if (!in_variation && options.keep_variations) {
          g.variations.push_back({g.moves.size() - 1, token_line, token_column, {}});
          start_recording(&g.variations.back().text);
        }
        parens.push_back({token_line, token_column, false});
        continue;
      }
      if (c == ')') {
        if (!in_variation) {
          set_error(e, pgn_error_kind::unbalanced_parenthesis, line, column, ")", "')' without a matching '('", g);
          return fail_and_skip();
        }
        get();
        parens.pop_back();
        if (parens.empty()) stop_recording(1);
        continue;
      }
      if (c == '$') {
        get();
        if (!is_digit(peek())) {
          set_error(e, pgn_error_kind::unexpected_character, token_line, token_column, "$",
                    "'$' must be followed by a NAG number", g);
          return fail_and_skip();
        }
        read_run(is_digit);
        continue;
      }
      if (c == '*') {
        get();
        if (in_variation) return unterminated_variation_at_result(g, e, "*");
        g.result = "*";
        st = state::before;
        return status::game;
      }
      if (c == '.') {
        while (eat('.')) {  // "..." standing alone
        }
        continue;
      }
      if (is_annotation_char(c)) {  // "!", "?!", "+-", "=", "+/=" ...
        while (is_annotation_char(peek())) get();
        continue;
      }
      if (c >= 0x80) {
        while (peek() != end_of_input && !is_blank(peek()) && peek() != '{' && peek() != '(' && peek() != ')' &&
               peek() != '[' && peek() != ';')
          push_token_char(static_cast<char>(get()));
        if (is_annotation_glyph(token_text())) continue;
        set_error(e, pgn_error_kind::unexpected_character, token_line, token_column, std::string(token_text()),
                  "unexpected text in the movetext", g);
        return fail_and_skip();
      }
      get();
      set_error(e, pgn_error_kind::unexpected_character, token_line, token_column, std::string(1, static_cast<char>(c)),
                std::string("unexpected character '") + static_cast<char>(c) + "'", g);
      return fail_and_skip();
    }
  }

  bool handle_move_token(pgn_game& g, pgn_error& e, bool in_variation) {
    if (in_variation) {
      parens.back().has_move = true;
      return true;
    }
    last_token_was_move = true;
    return play_move(g, e);
  }

  status unterminated_variation_at_result(pgn_game& g, pgn_error& e, std::string text) {
    stop_recording(0);
    set_error(e, pgn_error_kind::unterminated_variation, parens.back().line, parens.back().column, std::move(text),
              "variation not closed when the game ends", g);
    st = state::before;
    return status::error;
  }
};

pgn_reader::pgn_reader(std::istream& in, std::string file_name, pgn_options options)
    : impl_(std::make_unique<impl>(in, std::move(file_name), options)) {}
pgn_reader::~pgn_reader() = default;
pgn_reader::pgn_reader(pgn_reader&&) noexcept = default;
pgn_reader& pgn_reader::operator=(pgn_reader&&) noexcept = default;

pgn_reader::status pgn_reader::read(pgn_game& game, pgn_error& error) { return impl_->read(game, error); }

std::optional<result<pgn_game, pgn_error>> pgn_reader::next() {
  pgn_game game;
  pgn_error error;
  switch (read(game, error)) {
    case status::game: return result<pgn_game, pgn_error>(std::move(game));
    case status::error: return result<pgn_game, pgn_error>(failure{std::move(error)});
    case status::end: break;
  }
  return std::nullopt;
}

}  // namespace repetita::chess
