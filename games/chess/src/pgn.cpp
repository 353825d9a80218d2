#include <repetita/chess/pgn.hpp>

#include <array>
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
    t[static_cast<std::size_t>(c)] = k;
  }
  return t;
}
constexpr std::array<unsigned char, 256> char_classes = make_char_classes();
constexpr unsigned char char_class(char c) { return char_classes[static_cast<unsigned char>(c)]; }

// Eight bytes at a time: true if none of them is a '"', a '\\', a line end, or a non-ASCII byte
// (which may be a UTF-8 continuation: the column must then be counted byte by byte). Tag values
// are mostly plain ASCII, so their scan takes a few instructions per 8 bytes.
constexpr std::uint64_t byte_mask(unsigned char b) { return 0x0101010101010101ull * b; }
inline bool plain_value_word(const char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, sizeof w);
  const auto has = [w](unsigned char b) {
    const std::uint64_t x = w ^ byte_mask(b);
    return ((x - byte_mask(1)) & ~x & byte_mask(0x80)) != 0;
  };
  return (w & byte_mask(0x80)) == 0 && !has('"') && !has('\\') && !has('\n') && !has('\r');
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
  std::string* record = nullptr;  // variation text being recorded
  const char* record_from = nullptr;

  // Token scratch.
  std::array<char, max_token> token{};
  std::size_t token_len = 0;
  bool token_truncated = false;
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
    for (;;) {
      if (cur == lim && !fill()) return;
      const char* p = cur;
      for (; p < lim; ++p) {
        const char c = *p;
        if (!(char_class(c) & cc_blank)) {
          cur = p;
          return;
        }
        if (c == '\n') {
          if (byte_before(p) != '\r') newline();
        } else if (c == '\r') {
          newline();
        } else {
          ++column;
        }
      }
      cur = p;
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
    token_truncated = false;
    blank_newlines = 0;
  }
  void push_token_char(char c) {
    if (token_len < max_token)
      token[token_len++] = c;
    else
      token_truncated = true;
  }
  // Appends the ASCII bytes accepted by `accept` to the token.
  template <class Accept>
  void read_run(Accept accept) {
    for (;;) {
      if (cur == lim && !fill()) return;
      const char* p = cur;
      for (; p < lim && accept(static_cast<unsigned char>(*p)); ++p) push_token_char(*p);
      column += static_cast<std::uint32_t>(p - cur);
      cur = p;
      if (p < lim) return;
    }
  }
  std::string_view token_text() const { return {token.data(), token_len}; }

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

  // Reads a brace comment whose '{' is next. Returns false if it is unterminated: at the end of
  // input, or at a '[' in column 1 after an empty line (the next game's tags; left unread).
  // Inside a comment "\}" and "\\" are escapes (kokopu's convention).
  bool read_comment() {
    get();  // '{'
    blank_newlines = 0;
    for (;;) {
      if (cur == lim && !fill()) return false;
      const char* p = cur;
      bool resync = false;
      bool content = false;
      for (; p < lim; ++p) {
        const unsigned char k = char_class(*p);
        if (k & cc_comment_stop) {
          if (*p == '}') {
            cur = p + 1;
            ++column;
            blank_newlines = 0;
            return true;
          }
          resync = true;
          break;
        }
        content |= (k & cc_blank) == 0;
        column += (k & cc_continuation) == 0;
      }
      if (content) blank_newlines = 0;
      cur = p;
      if (!resync) continue;
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

  // The tag slot to fill: g.tags keeps its strings from game to game (no allocation once warm).
  pgn_tag& next_tag(pgn_game& g) {
    if (tag_count == g.tags.size()) {
      if (spare_tags.empty()) {
        g.tags.emplace_back();
      } else {
        g.tags.push_back(std::move(spare_tags.back()));
        spare_tags.pop_back();
      }
    }
    pgn_tag& t = g.tags[tag_count++];
    t.name.clear();
    t.value.clear();
    return t;
  }

  tag_outcome read_tag(pgn_game& g, pgn_error& e) {
    blank_newlines = 0;
    eat('[');
    skip_spaces();
    const std::size_t index = tag_count;
    pgn_tag& tag = next_tag(g);
    std::string& name = tag.name;
    std::string& value = tag.value;
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
      const char* p = cur;
      for (; lim - p >= 8 && plain_value_word(p); p += 8) column += 8;
      for (unsigned char k = 0; p < lim && !((k = char_class(*p)) & cc_value_stop); ++p) column += (k & cc_continuation) == 0;
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

  // Remembers where the FEN and Variant tags are (set_up reads them).
  tag_outcome finish_tag(const std::string& name, std::size_t index, std::uint32_t value_line,
                         std::uint32_t value_column) {
    if (name.size() == 3 && name == "FEN") {
      fen_line = value_line;
      fen_column = value_column + 1;
      if (fen_tag == no_tag) fen_tag = index;
    } else if (name.size() == 7 && name == "Variant") {
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

  // Decodes a main-line move token.
  bool play_move(pgn_game& g, pgn_error& e) {
    const std::string_view text = token_text();
    const auto fail = [&](const san_error& se) {
      set_error(e, pgn_error_kind::bad_move, token_line, token_column, std::string(text), se.message, g);
      e.san_kind = se.kind;
      return false;
    };
    if (token_truncated) return fail(san_error{san_error_kind::bad_syntax, 1, "a move token longer than 64 characters"});
    move quick;
    san_token quick_token;
    if (detail::decode_common_san(g.end, text, options.san, quick, quick_token)) {  // the common path
      g.end.play(quick);
      if (options.san == san_mode::strict && !mark_fits(g.end, quick_token)) {
        const auto mark = check_san_mark(g.end, quick_token, options.san);
        return fail(mark.error());
      }
      record_move(g, quick, text);
      return true;
    }
    const auto tok = read_san_token(text, options.san);
    if (!tok) return fail(tok.error());
    const auto m = resolve_san(g.end, *tok, options.san);
    if (!m) return fail(m.error());
    if (m->is_null())
      g.end.play_null();
    else
      g.end.play(*m);
    if (options.san == san_mode::strict) {
      const auto mark = check_san_mark(g.end, *tok, options.san);
      if (!mark) return fail(mark.error());
    }
    record_move(g, *m, text);
    return true;
  }

  static bool mark_fits(const position& after, const san_token& t) {
    using mark = san_token::check_mark;
    if (!after.in_check()) return t.mark == mark::none;
    return t.mark == (after.has_legal_move() ? mark::check : mark::mate);
  }

  void record_move(pgn_game& g, move m, std::string_view text) {
    pgn_move pm;
    pm.value = m;
    pm.line = token_line;
    pm.column = token_column;
    pm.san_offset = static_cast<std::uint32_t>(g.san_text.size());
    pm.san_length = static_cast<std::uint16_t>(text.size());
    for (const char c : text) g.san_text.push_back(c);  // a few bytes: cheaper than append's memcpy call
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
    const status s = read_game(g, e);
    while (g.tags.size() > tag_count) {  // keep the strings of unused slots for later games
      spare_tags.push_back(std::move(g.tags.back()));
      g.tags.pop_back();
    }
    return s;
  }

  status read_game(pgn_game& g, pgn_error& e) {
    g.moves.clear();
    g.positions.clear();
    g.san_text.clear();
    g.result.clear();
    g.variations.clear();
    g.game_number = 0;
    g.line = g.column = 0;
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
      // Moves first: the most frequent token.
      if (is_letter(c) || c == '-') {
        read_run(is_symbol);
        const std::string_view t = token_text();
        if (is_annotation_word(t)) continue;
        if (c == '-' && t != "--" && is_annotation_run(t)) continue;  // '-+' and '-/+'
        if (options.san == san_mode::lenient && previous_token_was_move && t == "e.p.") continue;
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
