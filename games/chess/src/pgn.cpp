#include <repetita/chess/pgn.hpp>
#include <repetita/records/record_error.hpp>

#include "embedded_commands.hpp"
#include "pgn_lexer.hpp"

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
  return printable_line(out);
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
  annotations.clear();
  game_number = 0;
  line = column = 0;
  overdisambiguated = 0;
}

namespace {

using namespace detail;  // the lexer's constants, character classes and predicates

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

constexpr bool is_annotation_char(int c) {
  return c == '!' || c == '?' || c == '+' || c == '-' || c == '=' || c == '/' || c == '~';
}

bool is_annotation_run(std::string_view t) {
  for (const char c : t)
    if (!is_annotation_char(c)) return false;
  return true;
}

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

struct pgn_reader::impl : detail::pgn_lexer {
  std::string file;
  pgn_options options;
  std::uint64_t games = 0;
  // The main line's SAN tokens of the game being read, handed to pgn_game::san_text once per game
  // (one copy, instead of a capacity check per character). Sized to its capacity; san_size is used.
  std::vector<char> san_scratch = std::vector<char>(1024);
  std::size_t san_size = 0;
  std::string comment_text;  // a main-line comment, read for its embedded commands (keep_annotations)

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
  // A '+' on a move that gives check is right unless the player checked has no legal move (then
  // SAN writes '#'). Telling the two apart is a search for a legal move, and the next main-line
  // move, decoded legal from that same position, is one. So such a '+' waits here, and the search
  // is made only if the game ends or an error comes before the next move; a wrong '+' is then
  // reported at its own move, as if found there (settle_check_mark).
  struct waiting_check_mark {
    bool waiting = false;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    std::array<char, detail::max_token> text{};
    std::size_t length = 0;
  } check_mark;
  status last = status::game;     // what the last read returned
  bool ended_by_marker = false;   // the last read returned a game that ended with a termination marker

  impl(std::istream& stream, std::string name, pgn_options opts)
      : pgn_lexer(stream), file(std::move(name)), options(opts) {}
  impl(std::string_view text, std::string name, pgn_options opts)
      : pgn_lexer(text), file(std::move(name)), options(opts) {}

  // place(): the reader stands where the last read stopped; past a termination marker, the
  // splitter's cut (the end of its line when only blanks follow) is found without consuming it, so
  // reading goes on exactly as without the question.
  reading_place where() const {
    const auto offset_of = [&](const char* p) { return static_cast<std::uint64_t>(p - base); };
    if (last == status::end) return {offset_of(lim), line, true};
    if (!ended_by_marker) return {offset_of(cur), line, false};
    const char* p = cur;
    while (p < lim && (*p == ' ' || *p == '\t' || *p == '\v' || *p == '\f')) ++p;
    if (p == lim) return {offset_of(p), line, true};
    if (*p != '\n' && *p != '\r') return {offset_of(cur), line, false};
    if (*p++ == '\r' && p < lim && *p == '\n') ++p;
    return {offset_of(p), std::uint64_t{line} + 1, true};
  }

  // A token starts at the next byte (the lexer's mark, and whether the token before was a move).
  void mark_token() {
    previous_token_was_move = last_token_was_move;
    last_token_was_move = false;
    pgn_lexer::mark_token();
  }

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

  enum class tag_outcome { ok, bad, unterminated };

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
    check_mark.waiting = false;  // a legal move: the player checked had one, the '+' was right
    keep_position_now(g);
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
    if (!settle_check_mark(g, e)) return false;
    if (token_truncated)
      return fail_move(g, e, san_error{san_error_kind::bad_syntax, 1, "a move token longer than 64 characters", {}});
    const std::string_view text = token_text();
    const auto tok = read_san_token(text, options.san);
    if (!tok) return fail_move(g, e, tok.error());
    const auto m = resolve_san(g.end, *tok, options.san);
    if (!m) return fail_move(g, e, m.error());
    // Only this path sees over-disambiguated moves: decode_common_san hands them over.
    if (options.san == san_mode::tolerant && is_overdisambiguated(g.end, *tok, *m)) ++g.overdisambiguated;
    keep_position_now(g);
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
    return fail_move_at(g, e, se, token_line, token_column, token_text());
  }
  bool fail_move_at(const pgn_game& g, pgn_error& e, const san_error& se, std::uint32_t at_line,
                    std::uint32_t at_column, std::string_view text) {
    set_error(e, pgn_error_kind::bad_move, at_line, at_column, std::string(text), se.message, g);
    e.san_kind = se.kind;
    return false;
  }

  // The check mark written on the move just played: true if it fits the position after it, or if
  // it is a '+' on a check, which then waits for the next move (waiting_check_mark).
  bool mark_fits(const position& after, san_token::check_mark written) {
    using mark = san_token::check_mark;
    if (!after.in_check()) return written == mark::none;
    if (written == mark::check) {
      wait_for_next_move(token_text());
      return true;
    }
    return written == (after.has_legal_move() ? mark::check : mark::mate);
  }
  void wait_for_next_move(std::string_view text) {
    check_mark.waiting = true;
    check_mark.line = token_line;
    check_mark.column = token_column;
    check_mark.length = text.size();  // a token is at most max_token bytes
    std::memcpy(check_mark.text.data(), text.data(), text.size());
  }
  // Decides a waiting '+' (the game ends, or an error comes, before the next move): true if the
  // player checked has a legal move; else `e` is the '+''s error, at its move, which is taken
  // back from the game (the ply of the error counts the moves before it, as when found there).
  bool settle_check_mark(pgn_game& g, pgn_error& e) {
    if (!check_mark.waiting) return true;
    check_mark.waiting = false;
    if (g.end.has_legal_move()) return true;
    const std::string_view text(check_mark.text.data(), check_mark.length);
    g.moves.pop_back();
    position_kept_later = false;  // its position was not copied yet: nothing was played after it
    if (options.keep_annotations) g.annotations.pop_back();
    san_size -= text.size();
    const auto token = read_san_token(text, options.san);  // read by decode_common_san before
    return fail_move_at(g, e, check_san_mark(g.end, *token, options.san).error(), check_mark.line, check_mark.column,
                        text);
  }

  // The position after the last move is copied into g.positions just before the next move is
  // played (or when the game is handed over), not at once: right after `play`, the copy's wide
  // loads would read bytes that play's narrow stores have not written to the cache yet, which the
  // processor cannot forward, and it waited for them at every move.
  bool position_kept_later = false;
  void keep_position_now(pgn_game& g) {
    if (!position_kept_later) return;
    g.positions.push_back(g.end);
    position_kept_later = false;
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
    if (options.keep_positions) position_kept_later = true;
    if (options.keep_annotations) g.annotations.emplace_back();
  }

  // After an error: skip the rest of the broken game (up to a termination marker, or up to the
  // tag section of the next game). Comments, escape lines and strings are lexed as everywhere
  // else; the rest is read as raw tokens.
  void skip_broken_game() {
    if (copy_into) stop_copying(0);
    for (;;) {
      skip_blanks();
      if (at_new_game_start()) return;
      const int c = peek();
      if (c == end_of_input) return;
      if (c == '{') {
        if (!read_comment() && peek() == '[') return;
        continue;
      }
      if (c == ';' || (c == '%' && column == 1)) {
        skip_line();
        continue;
      }
      if (c == '"') {
        skip_string();
        continue;
      }
      mark_token();
      read_raw_run();
      if (token_len == 0) {
        get();  // a lone structural character
        continue;
      }
      if (is_result(token_text())) return;
    }
  }

  // After an error: a '+' still waiting is decided first (its error comes before this one).
  status fail_and_skip(pgn_game& g, pgn_error& e) {
    settle_check_mark(g, e);
    skip_broken_game();
    st = state::before;
    return status::error;
  }

  // The game ends at the next game's tags or at the end of the input.
  status finish(pgn_game& g, pgn_error& e) {
    if (st == state::tags && !set_up(g, e)) return fail_and_skip(g, e);
    if (!settle_check_mark(g, e)) return fail_and_skip(g, e);  // skipped as from the '+' (a '[' on no new line)
    st = state::before;
    return status::game;
  }

  // The game ends at its termination marker (read).
  status ends_with_marker(pgn_game& g, pgn_error& e) {
    st = state::before;
    return settle_check_mark(g, e) ? status::game : status::error;
  }

  void begin_game(pgn_game& g) {
    ++games;
    g.game_number = games;
    parens.clear();
    fen_line = fen_column = variant_line = variant_column = 0;
    fen_tag = variant_tag = no_tag;
    last_token_was_move = false;
    check_mark.waiting = false;
  }

  status read(pgn_game& g, pgn_error& e) {
    tag_count = 0;
    san_size = 0;
    const status s = read_game(g, e);
    keep_position_now(g);
    last = s;
    ended_by_marker = s == status::game && !g.result.empty();
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
    g.annotations.clear();
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
          return fail_and_skip(g, e);
        }
        return finish(g, e);
      }
      if (char_class(static_cast<char>(c)) & cc_aside) {  // one test for the three, rare among tokens
        if (c == '{') {
          const std::uint32_t l = line;
          const std::uint32_t col = column;
          // The comments after a main-line move may carry its clock and evaluation.
          const bool annotate = options.keep_annotations && parens.empty() && !g.moves.empty() && copy_into == nullptr;
          if (annotate) {
            comment_text.clear();
            start_copying(&comment_text);
          }
          const bool closed = read_comment();
          if (annotate) {
            stop_copying(0);
            detail::read_embedded_commands(comment_text, g.annotations.back());
          }
          if (!closed) {
            if (st == state::before) begin_game(g);
            set_error(e, pgn_error_kind::unterminated_comment, l, col, "{", "comment not closed", g);
            return fail_and_skip(g, e);
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
        if (c == 0xEF && column == 1 && skip_byte_order_mark()) continue;
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
            return fail_and_skip(g, e);
          }
          return finish(g, e);  // the next game's tags: this game had no termination marker
        }
        if (read_tag(g, e) != tag_outcome::ok) return fail_and_skip(g, e);
        continue;
      }
      // Movetext.
      if (st == state::tags) {
        if (!set_up(g, e)) return fail_and_skip(g, e);
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
        if (!handle_move_token(g, e, in_variation)) return fail_and_skip(g, e);
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
          return ends_with_marker(g, e);
        }
        bool digits_only = true;
        for (const char d : t) digits_only = digits_only && is_digit(d);
        if (digits_only) continue;  // a move number without its period
        if (!handle_move_token(g, e, in_variation)) return fail_and_skip(g, e);
        continue;
      }
      if (c == '(') {
        if (in_variation ? !parens.back().has_move : g.moves.empty()) {
          set_error(e, pgn_error_kind::variation_without_move, line, column, "(",
                    "a variation must follow the move it replaces", g);
          return fail_and_skip(g, e);
        }
        get();
        if (!in_variation && options.keep_variations) {
          g.variations.push_back({g.moves.size() - 1, token_line, token_column, {}});
          start_copying(&g.variations.back().text);
        }
        parens.push_back({token_line, token_column, false});
        continue;
      }
      if (c == ')') {
        if (!in_variation) {
          set_error(e, pgn_error_kind::unbalanced_parenthesis, line, column, ")", "')' without a matching '('", g);
          return fail_and_skip(g, e);
        }
        get();
        parens.pop_back();
        if (parens.empty()) stop_copying(1);
        continue;
      }
      if (c == '$') {
        get();
        if (!is_digit(peek())) {
          set_error(e, pgn_error_kind::unexpected_character, token_line, token_column, "$",
                    "'$' must be followed by a NAG number", g);
          return fail_and_skip(g, e);
        }
        read_run(is_digit);
        continue;
      }
      if (c == '*') {
        get();
        if (in_variation) return unterminated_variation_at_result(g, e, "*");
        g.result = "*";
        return ends_with_marker(g, e);
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
        if (c == 0xEF && column == 1 && skip_byte_order_mark_before_tags()) continue;
        read_raw_run();
        if (is_annotation_glyph(token_text())) continue;
        set_error(e, pgn_error_kind::unexpected_character, token_line, token_column, std::string(token_text()),
                  "unexpected text in the movetext", g);
        return fail_and_skip(g, e);
      }
      // Not consumed: the skip reads it as a broken game's text is read (a raw token, or a string).
      set_error(e, pgn_error_kind::unexpected_character, token_line, token_column, std::string(1, static_cast<char>(c)),
                std::string("unexpected character '") + static_cast<char>(c) + "'", g);
      return fail_and_skip(g, e);
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
    stop_copying(0);
    if (settle_check_mark(g, e))
      set_error(e, pgn_error_kind::unterminated_variation, parens.back().line, parens.back().column, std::move(text),
                "variation not closed when the game ends", g);
    st = state::before;
    return status::error;
  }
};

pgn_reader::pgn_reader(std::istream& in, std::string file_name, pgn_options options)
    : impl_(std::make_unique<impl>(in, std::move(file_name), options)) {}
pgn_reader::pgn_reader(std::string_view text, std::string file_name, pgn_options options)
    : impl_(std::make_unique<impl>(text, std::move(file_name), options)) {}
pgn_reader::~pgn_reader() = default;
pgn_reader::pgn_reader(pgn_reader&&) noexcept = default;
pgn_reader& pgn_reader::operator=(pgn_reader&&) noexcept = default;

pgn_reader::status pgn_reader::read(pgn_game& game, pgn_error& error) { return impl_->read(game, error); }

std::optional<reading_place> pgn_reader::place() const {
  if (impl_->in != nullptr) return std::nullopt;  // a stream: offsets into a buffer, not the input
  return impl_->where();
}

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
