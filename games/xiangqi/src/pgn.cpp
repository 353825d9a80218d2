#include <repetita/xiangqi/pgn.hpp>

#include <string>
#include <string_view>

namespace repetita::xiangqi {

std::string_view to_string(pgn_error_kind k) noexcept {
  switch (k) {
    case pgn_error_kind::syntax: return "syntax";
    case pgn_error_kind::unsupported_variant: return "unsupported_variant";
    case pgn_error_kind::unsupported_format: return "unsupported_format";
    case pgn_error_kind::bad_fen: return "bad_fen";
    case pgn_error_kind::bad_move: return "bad_move";
    case pgn_error_kind::missing_result: return "missing_result";
  }
  return "?";
}

const std::string* pgn_game::tag(std::string_view name) const noexcept {
  for (const pgn_tag& t : tags)
    if (t.name == name) return &t.value;
  return nullptr;
}

namespace {

constexpr bool blank(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }
constexpr bool ends_token(char c) noexcept {
  return blank(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || c == '[' || c == ']' || c == '$' ||
         c == '\0';
}
constexpr bool is_result(std::string_view t) noexcept { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }
constexpr bool name_char(char c) noexcept {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

}  // namespace

void pgn_reader::advance() noexcept {
  const char ch = text_[c_.at++];
  if (ch == '\n') {
    ++c_.line;
    c_.column = 1;
  } else if ((static_cast<unsigned char>(ch) & 0xC0u) != 0x80u) {
    ++c_.column;
  }
}

// A byte order mark is blank where a line starts: files joined by `cat` keep each file's mark.
void pgn_reader::skip_blanks() noexcept {
  for (;;) {
    if (c_.column == 1 && text_.substr(c_.at, 3) == "\xEF\xBB\xBF") c_.at += 3;
    if (done() || !blank(peek())) return;
    advance();
  }
}

void pgn_reader::fail(pgn_error& error, pgn_error_kind kind, const cursor& at, std::string message,
                      std::string text) const {
  error = pgn_error{};
  error.kind = kind;
  error.line = at.line;
  error.column = at.column;
  error.message = std::move(message);
  error.text = std::move(text);
  error.game = games_;
}

// At '{', ';' or a '%' in column 1: skips the comment or escape line.
bool pgn_reader::skip_comment_or_escape(pgn_error& error) {
  const cursor at = c_;
  if (peek() == '{') {
    while (!done() && peek() != '}') advance();
    if (done()) {
      fail(error, pgn_error_kind::syntax, at, "expected '}' to end the comment, found the end of the input", "{");
      return false;
    }
    advance();
    return true;
  }
  while (!done() && peek() != '\n') advance();
  return true;
}

std::string_view pgn_reader::token() noexcept {
  const std::size_t begin = c_.at;
  while (!done() && !ends_token(peek())) advance();
  return text_.substr(begin, c_.at - begin);
}

bool pgn_reader::read_tag(pgn_game& game, pgn_error& error) {
  advance();  // '['
  while (peek() == ' ' || peek() == '\t') advance();
  const cursor name_at = c_;
  const std::size_t name_begin = c_.at;
  while (!done() && name_char(peek())) advance();
  const std::string_view name = text_.substr(name_begin, c_.at - name_begin);
  if (name.empty()) {
    fail(error, pgn_error_kind::syntax, name_at, "expected a tag name after '['", "[");
    return false;
  }
  while (peek() == ' ' || peek() == '\t') advance();
  if (peek() != '"') {
    fail(error, pgn_error_kind::syntax, c_, "expected '\"' to start the value of tag " + std::string(name),
         std::string(name));
    return false;
  }
  advance();
  value_at_ = c_;
  std::string value;
  for (;;) {
    if (done() || peek() == '\n') {
      fail(error, pgn_error_kind::syntax, c_, "expected '\"' to end the value of tag " + std::string(name),
           std::string(name));
      return false;
    }
    char ch = peek();
    if (ch == '"') break;
    if (ch == '\\' && (peek(1) == '"' || peek(1) == '\\')) {
      advance();
      ch = peek();
    }
    value += ch;
    advance();
  }
  advance();  // '"'
  while (peek() == ' ' || peek() == '\t') advance();
  if (peek() != ']') {
    fail(error, pgn_error_kind::syntax, c_, "expected ']' to end tag " + std::string(name), std::string(name));
    return false;
  }
  advance();
  game.tags.push_back({std::string(name), std::move(value)});
  return true;
}

bool pgn_reader::set_up(pgn_game& game, const cursor& variant_at, const cursor& fen_at, const cursor& format_at,
                        pgn_error& error) {
  squares_ = coordinates::iccs;
  if (const std::string* v = game.tag("Variant")) {
    const std::string l = lower(*v);
    if (l != "xiangqi" && l != "chinese chess") {
      fail(error, pgn_error_kind::unsupported_variant, variant_at,
           "expected the variant \"xiangqi\", found \"" + *v + "\"", *v);
      return false;
    }
    squares_ = coordinates::fairy;  // as Fairy-Stockfish writes them
  }
  notation_ = notation::by_look;
  if (const std::string* f = game.tag("Format")) {
    const std::string l = lower(*f);
    if (l == "iccs") {
      notation_ = notation::iccs;
    } else if (l == "wxf") {
      notation_ = notation::wxf;
    } else if (l == "chinese") {
      notation_ = notation::chinese;
    } else {
      fail(error, pgn_error_kind::unsupported_format, format_at,
           "expected the format \"ICCS\", \"WXF\" or \"Chinese\", found \"" + *f + "\"", *f);
      return false;
    }
  }
  if (const std::string* f = game.tag("FEN")) {
    auto parsed = parse_fen(*f);
    if (!parsed) {
      cursor at = fen_at;
      at.column += parsed.error().column - 1;
      fail(error, pgn_error_kind::bad_fen, at, "FEN tag: " + parsed.error().message, *f);
      error.fen_kind = parsed.error().kind;
      return false;
    }
    game.start = *parsed;
  } else {
    static const position initial{};
    game.start = initial;
  }
  return true;
}

namespace {

// A file letter a-i and a rank 0-9 or 10 at t[i]; the characters read, or 0.
std::size_t square_length(std::string_view t, std::size_t i) noexcept {
  if (i + 1 >= t.size()) return 0;
  const char f = static_cast<char>(t[i] | 0x20);
  if (f < 'a' || f > 'i' || t[i + 1] < '0' || t[i + 1] > '9') return 0;
  return t[i + 1] == '1' && i + 2 < t.size() && t[i + 2] == '0' ? 3 : 2;
}

// Two squares, maybe with '-' between them (h2e2, H2-E2, h10h9): coordinates, not WXF.
bool looks_like_squares(std::string_view t) noexcept {
  const std::size_t a = square_length(t, 0);
  if (a == 0) return false;
  std::size_t i = a;
  if (i < t.size() && t[i] == '-') ++i;
  const std::size_t b = square_length(t, i);
  if (b == 0) return false;
  return i + b == t.size();
}

// Full-width forms only (Ｃ２＝５): WXF (or squares) written wide, not Chinese.
bool full_width_ascii(std::string_view t) noexcept {
  for (std::size_t i = 0; i < t.size();) {
    const auto b = static_cast<unsigned char>(t[i]);
    if (b < 0x80) {
      ++i;
      continue;
    }
    // U+FF01-U+FF5E: EF BC 81-BF, EF BD 80-9E
    if (i + 2 >= t.size() || b != 0xEF) return false;
    const auto b1 = static_cast<unsigned char>(t[i + 1]);
    const auto b2 = static_cast<unsigned char>(t[i + 2]);
    if (!((b1 == 0xBC && b2 >= 0x81 && b2 <= 0xBF) || (b1 == 0xBD && b2 >= 0x80 && b2 <= 0x9E))) return false;
    i += 3;
  }
  return true;
}

std::string narrowed(std::string_view t) {
  std::string out;
  for (std::size_t i = 0; i < t.size();) {
    const auto b = static_cast<unsigned char>(t[i]);
    if (b < 0x80) {
      out += t[i++];
      continue;
    }
    const unsigned cp = ((static_cast<unsigned char>(t[i + 1]) & 0x3Fu) << 6) | (static_cast<unsigned char>(t[i + 2]) & 0x3Fu);
    out += static_cast<char>(0xF000u + cp - 0xFF01u + 0x21u);
    i += 3;
  }
  return out;
}

bool has_non_ascii(std::string_view t) noexcept {
  for (const char ch : t)
    if ((static_cast<unsigned char>(ch) & 0x80u) != 0) return true;
  return false;
}

}  // namespace

bool pgn_reader::read_move(pgn_game& game, position& current, std::string_view written, cursor at,
                           pgn_error& error) const {
  notation how = notation_;
  const coordinates coords = how == notation::iccs ? coordinates::iccs : squares_;
  if (how == notation::by_look) {
    if (!has_non_ascii(written))
      how = looks_like_squares(written) ? notation::iccs : notation::wxf;
    else if (full_width_ascii(written))
      how = looks_like_squares(narrowed(written)) ? notation::iccs : notation::wxf;
    else
      how = notation::chinese;
  }
  const std::string wide = has_non_ascii(written) && full_width_ascii(written) ? narrowed(written) : std::string();
  const result<move, move_error> m = how == notation::wxf       ? parse_wxf(current, written)
                                     : how == notation::chinese ? parse_chinese(current, written)
                                     : parse_move(current, wide.empty() ? written : std::string_view(wide), coords);
  if (!m) {
    at.column += m.error().column - 1;
    fail(error, pgn_error_kind::bad_move, at, m.error().message, std::string(written));
    error.move_kind = m.error().kind;
    return false;
  }
  game.moves.push_back(*m);
  game.texts.emplace_back(written);
  current = current.after(*m);
  game.positions.push_back(current);
  return true;
}

read_status pgn_reader::next(pgn_game& game, pgn_error& error) {
  game.tags.clear();
  game.moves.clear();
  game.texts.clear();
  game.positions.clear();
  game.result.clear();
  for (;;) {  // blanks, comments and escape lines between games
    skip_blanks();
    if (done()) return read_status::end;
    const char ch = peek();
    if (ch == '{' || ch == ';' || (ch == '%' && c_.column == 1)) {
      if (!skip_comment_or_escape(error)) {
        error.game = ++games_;
        return read_status::error;
      }
      continue;
    }
    break;
  }
  game.number = ++games_;
  game.line = c_.line;
  game.offset = c_.at;
  // A broken game is read on to its end (result, next tags, input end) without reading its moves,
  // so that it ends where a scan (options_.scan_only) ends it; the first error is reported.
  bool broken = options_.scan_only;
  const auto failed = [&] {
    if (options_.scan_only) error = pgn_error{};
    return read_status::error;
  };
  cursor variant_at, fen_at, format_at;
  for (;;) {  // the tag section
    skip_blanks();
    const char ch = peek();
    if (ch == '{' || ch == ';' || (ch == '%' && c_.column == 1)) {
      if (!skip_comment_or_escape(broken ? ignored_ : error)) return failed();
      continue;
    }
    if (ch != '[') break;
    if (!read_tag(game, broken ? ignored_ : error)) {
      broken = true;
      while (!done() && peek() != '\n') advance();  // the rest of the broken tag's line
      continue;
    }
    const pgn_tag& t = game.tags.back();
    if (t.name == "Variant") variant_at = value_at_;
    if (t.name == "FEN") fen_at = value_at_;
    if (t.name == "Format") format_at = value_at_;
  }
  if (!broken && !set_up(game, variant_at, fen_at, format_at, error)) broken = true;
  position current = game.start;
  const auto ends_without_result = [&](std::string_view found, std::string message) {
    if (broken) return failed();
    if (options_.lenient) {
      game.result.push_back('*');
      return read_status::record;
    }
    fail(error, pgn_error_kind::missing_result, c_, std::move(message), std::string(found));
    return read_status::error;
  };
  for (;;) {  // movetext
    skip_blanks();
    if (done())
      return ends_without_result(
          "", "expected a result (1-0, 0-1, 1/2-1/2 or *) to end the game, found the end of the input");
    const char ch = peek();
    if (ch == '{' || ch == ';' || (ch == '%' && c_.column == 1)) {
      if (!skip_comment_or_escape(broken ? ignored_ : error)) return failed();
      continue;
    }
    if (ch == '[')
      return ends_without_result("[", "expected a result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags");
    if (ch == '(') {  // a variation: skipped, with the comments inside it
      const cursor open = c_;
      int depth = 0;
      do {
        const char v = peek();
        if (v == '{') {
          if (!skip_comment_or_escape(broken ? ignored_ : error)) return failed();
          continue;
        }
        if (v == '(') ++depth;
        if (v == ')') --depth;
        advance();
      } while (depth > 0 && !done());
      if (depth > 0) {
        if (!broken)
          fail(error, pgn_error_kind::syntax, open, "expected ')' to end the variation, found the end of the input", "(");
        return failed();
      }
      continue;
    }
    if (ch == '$') {
      advance();
      while (!done() && peek() >= '0' && peek() <= '9') advance();
      continue;
    }
    const cursor at = c_;
    const std::string_view t = token();
    if (t.empty()) {
      if (!broken)
        fail(error, pgn_error_kind::syntax, at,
             std::string("expected a move, a move number, a comment or a result, found '") + ch + "'",
             std::string(1, ch));
      broken = true;
      advance();
      continue;
    }
    if (is_result(t)) {
      if (broken) return failed();
      game.result = t;
      return read_status::record;
    }
    if (broken) continue;
    // A move number ("12.", "12...", "12"), possibly glued to the move ("12.h3h7").
    std::size_t k = 0;
    while (k < t.size() && t[k] >= '0' && t[k] <= '9') ++k;
    std::size_t skip = 0;
    if (k > 0 && (k == t.size() || t[k] == '.')) {
      while (k < t.size() && t[k] == '.') ++k;
      skip = k;
    }
    std::string_view written = t.substr(skip);
    if (written.empty()) continue;
    cursor move_at = at;
    move_at.column += skip;
    while (!written.empty() && (written.back() == '!' || written.back() == '?')) written.remove_suffix(1);
    if (!read_move(game, current, written, move_at, error)) broken = true;
  }
}

bool starts_xiangqi_pgn(std::string_view head) noexcept {
  std::size_t i = head.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  bool xiangqi = false;
  bool tags = false;
  for (;;) {
    while (i < head.size() && blank(head[i])) ++i;
    if (i >= head.size()) return xiangqi;
    if (head[i] == '{' && !tags) {
      i = head.find('}', i);
      if (i == std::string_view::npos) return false;
      ++i;
      continue;
    }
    if ((head[i] == ';' || head[i] == '%') && !tags) {
      i = head.find('\n', i);
      if (i == std::string_view::npos) return false;
      continue;
    }
    if (head[i] != '[') return xiangqi;
    tags = true;
    ++i;
    while (i < head.size() && (head[i] == ' ' || head[i] == '\t')) ++i;
    const std::size_t name_begin = i;
    while (i < head.size() && name_char(head[i])) ++i;
    const std::string_view name = head.substr(name_begin, i - name_begin);
    while (i < head.size() && (head[i] == ' ' || head[i] == '\t')) ++i;
    if (i >= head.size() || head[i] != '"') return xiangqi;
    const std::size_t value_begin = ++i;
    while (i < head.size() && head[i] != '"' && head[i] != '\n') i += head[i] == '\\' ? std::size_t{2} : std::size_t{1};
    if (i >= head.size() || head[i] != '"') return xiangqi;
    const std::string value = lower(head.substr(value_begin, i - value_begin));
    if (name == "Variant") {
      if (value != "xiangqi" && value != "chinese chess") return false;
      xiangqi = true;
    }
    if (name == "Game" && value == "chinese chess") xiangqi = true;
    if (name == "Format" && (value == "iccs" || value == "wxf" || value == "chinese")) xiangqi = true;
    if (name == "Red") xiangqi = true;
    i = head.find(']', i);
    if (i == std::string_view::npos) return xiangqi;
    ++i;
  }
}

}  // namespace repetita::xiangqi
