#include <repetita/xiangqi/pgn.hpp>

#include <string>
#include <string_view>

namespace repetita::xiangqi {

std::string_view to_string(pgn_error_kind k) noexcept {
  switch (k) {
    case pgn_error_kind::syntax: return "syntax";
    case pgn_error_kind::unsupported_variant: return "unsupported_variant";
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

void pgn_reader::skip_blanks() noexcept {
  if (c_.at == 0 && text_.substr(0, 3) == "\xEF\xBB\xBF") c_.at = 3;  // a byte order mark
  while (!done() && blank(peek())) advance();
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

bool pgn_reader::set_up(pgn_game& game, const cursor& variant_at, const cursor& fen_at, pgn_error& error) {
  if (const std::string* v = game.tag("Variant")) {
    const std::string l = lower(*v);
    if (l != "xiangqi" && l != "chinese chess") {
      fail(error, pgn_error_kind::unsupported_variant, variant_at,
           "expected the variant \"xiangqi\", found \"" + *v + "\"", *v);
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

void pgn_reader::skip_game() {
  bool in_movetext = false;
  for (;;) {
    skip_blanks();
    if (done()) return;
    const char ch = peek();
    if (ch == '[') {
      if (in_movetext) return;
      while (!done() && peek() != ']' && peek() != '\n') advance();
      if (!done() && peek() == ']') advance();
      continue;
    }
    if (ch == '{' || ch == ';' || (ch == '%' && c_.column == 1)) {
      pgn_error ignored;
      if (!skip_comment_or_escape(ignored)) return;
      continue;
    }
    if (ends_token(ch)) {
      advance();
      continue;
    }
    if (is_result(token())) return;
    in_movetext = true;
  }
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
  cursor variant_at, fen_at;
  for (;;) {  // the tag section
    skip_blanks();
    const char ch = peek();
    if (ch == '{' || ch == ';' || (ch == '%' && c_.column == 1)) {
      if (!skip_comment_or_escape(error)) return read_status::error;
      continue;
    }
    if (ch != '[') break;
    if (!read_tag(game, error)) {
      skip_game();
      return read_status::error;
    }
    const pgn_tag& t = game.tags.back();
    if (t.name == "Variant") variant_at = value_at_;
    if (t.name == "FEN") fen_at = value_at_;
  }
  if (!set_up(game, variant_at, fen_at, error)) {
    skip_game();
    return read_status::error;
  }
  position current = game.start;
  for (;;) {  // movetext
    skip_blanks();
    if (done()) {
      fail(error, pgn_error_kind::missing_result, c_,
           "expected a result (1-0, 0-1, 1/2-1/2 or *) to end the game, found the end of the input", "");
      return read_status::error;
    }
    const char ch = peek();
    if (ch == '{' || ch == ';' || (ch == '%' && c_.column == 1)) {
      if (!skip_comment_or_escape(error)) return read_status::error;
      continue;
    }
    if (ch == '[') {
      fail(error, pgn_error_kind::missing_result, c_,
           "expected a result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags", "[");
      return read_status::error;
    }
    if (ch == '(') {  // a variation: skipped, with the comments inside it
      const cursor open = c_;
      int depth = 0;
      do {
        const char v = peek();
        if (v == '{') {
          if (!skip_comment_or_escape(error)) return read_status::error;
          continue;
        }
        if (v == '(') ++depth;
        if (v == ')') --depth;
        advance();
      } while (depth > 0 && !done());
      if (depth > 0) {
        fail(error, pgn_error_kind::syntax, open, "expected ')' to end the variation, found the end of the input", "(");
        return read_status::error;
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
      fail(error, pgn_error_kind::syntax, at,
           std::string("expected a move, a move number, a comment or a result, found '") + ch + "'",
           std::string(1, ch));
      advance();
      skip_game();
      return read_status::error;
    }
    if (is_result(t)) {
      game.result = t;
      return read_status::record;
    }
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
    auto m = parse_move(current, written, coordinates::fairy);
    if (!m) {
      move_at.column += m.error().column - 1;
      fail(error, pgn_error_kind::bad_move, move_at, m.error().message, std::string(written));
      error.move_kind = m.error().kind;
      skip_game();
      return read_status::error;
    }
    game.moves.push_back(*m);
    game.texts.emplace_back(written);
    current = current.after(*m);
    game.positions.push_back(current);
  }
}

bool starts_xiangqi_pgn(std::string_view head) noexcept {
  std::size_t i = head.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  for (;;) {
    while (i < head.size() && blank(head[i])) ++i;
    if (i >= head.size()) return false;
    if (head[i] == '{') {
      i = head.find('}', i);
      if (i == std::string_view::npos) return false;
      ++i;
      continue;
    }
    if (head[i] == ';' || head[i] == '%') {
      i = head.find('\n', i);
      if (i == std::string_view::npos) return false;
      continue;
    }
    if (head[i] != '[') return false;
    ++i;
    while (i < head.size() && (head[i] == ' ' || head[i] == '\t')) ++i;
    const std::size_t name_begin = i;
    while (i < head.size() && name_char(head[i])) ++i;
    const std::string_view name = head.substr(name_begin, i - name_begin);
    while (i < head.size() && (head[i] == ' ' || head[i] == '\t')) ++i;
    if (i >= head.size() || head[i] != '"') return false;
    const std::size_t value_begin = ++i;
    while (i < head.size() && head[i] != '"' && head[i] != '\n') i += head[i] == '\\' ? std::size_t{2} : std::size_t{1};
    if (i >= head.size() || head[i] != '"') return false;
    if (name == "Variant") return lower(head.substr(value_begin, i - value_begin)) == "xiangqi";
    i = head.find(']', i);
    if (i == std::string_view::npos) return false;
    ++i;
  }
}

}  // namespace repetita::xiangqi
