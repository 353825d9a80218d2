#include <repetita/records/valid_utf8.hpp>
#include <repetita/xiangqi/notation.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace repetita::xiangqi {

namespace {

// ---------------------------------------------------------------------------------------------
// What a WXF or Chinese move says, whatever its notation.

// Which of the pieces of a kind on one file (counted from the mover's front) is meant.
enum class pick : std::uint8_t {
  by_file,     // the file alone: the only one there, or the middle of three or five
  wxf_front,   // WXF P+ / +P: the front one of two or three, the second of four or five
  wxf_rear,    // WXF P- / -P: the rear one of two or three, the second last of four or five
  front,       // Chinese 前, WXF ++: the foremost
  rear,        // Chinese 后, WXF --: the rearmost
  middle,      // Chinese 中, WXF 33: the middle of three or five
  nth,         // Chinese 一..五: the nth from the front
};

struct words {
  piece_type type = piece_type::none;
  int file = 0;  // 1-9 from the mover's right, 0 when not written
  pick order = pick::by_file;
  int nth = 0;
  char direction = 0;  // '+', '-', '.'
  int number = 0;
  std::size_t piece_column = 1;  // for messages: where the piece (or the tandem sign) is written
};

constexpr int mover_file(color c, int file) noexcept { return c == color::red ? 9 - file : file + 1; }
constexpr int forward_of(color c) noexcept { return c == color::red ? 1 : -1; }
constexpr bool diagonal(piece_type t) noexcept {
  return t == piece_type::horse || t == piece_type::advisor || t == piece_type::elephant;
}

const char* piece_name(piece_type t) noexcept {
  switch (t) {
    case piece_type::king: return "king";
    case piece_type::advisor: return "advisor";
    case piece_type::elephant: return "elephant";
    case piece_type::horse: return "horse";
    case piece_type::rook: return "rook";
    case piece_type::cannon: return "cannon";
    case piece_type::pawn: return "pawn";
    case piece_type::none: break;
  }
  return "piece";
}

const char* side_name(color c) noexcept { return c == color::red ? "red" : "black"; }

// The pieces of `c` and type `t` on board file `file`, from the mover's front to its rear.
std::vector<square> on_file(const position& p, color c, piece_type t, int file) {
  std::vector<square> out;
  for (int k = 0; k < ranks; ++k) {
    const int rank = c == color::red ? ranks - 1 - k : k;
    const square s = make_square(file, rank);
    if (p.at(s) == make_piece(c, t)) out.push_back(s);
  }
  return out;
}

// Does the piece at index i of n on its file fit the pick?
bool fits(pick order, int nth, std::size_t i, std::size_t n) noexcept {
  switch (order) {
    case pick::by_file: return n == 1 || n % 2 == 0 || i == n / 2;
    case pick::wxf_front: return n >= 2 && i == (n <= 3 ? 0 : 1);
    case pick::wxf_rear: return n >= 2 && i == (n <= 3 ? n - 1 : n - 2);
    case pick::front: return n >= 2 && i == 0;
    case pick::rear: return n >= 2 && i == n - 1;
    case pick::middle: return n >= 3 && n % 2 == 1 && i == n / 2;
    case pick::nth: return n >= 2 && i == static_cast<std::size_t>(nth);
  }
  return false;
}

// The direction and number that describe `m` of a piece of type t moved by c.
void describe(color c, piece_type t, move m, char& direction, int& number) {
  const int ranks_forward = (rank_of(m.to()) - rank_of(m.from())) * forward_of(c);
  if (ranks_forward == 0) {
    direction = '.';
    number = mover_file(c, file_of(m.to()));
    return;
  }
  direction = ranks_forward > 0 ? '+' : '-';
  number = diagonal(t) ? mover_file(c, file_of(m.to())) : (ranks_forward > 0 ? ranks_forward : -ranks_forward);
}

std::string said(const words& w) {
  std::string out = std::string(piece_name(w.type));
  if (w.file != 0) out += " on file " + std::to_string(w.file);
  return out;
}

// The legal move of `p` that `w` describes.
result<move, move_error> resolve(const position& p, const words& w, std::string_view text) {
  const color c = p.side_to_move();
  std::vector<square> from;
  for (int file = 0; file < files; ++file) {
    if (w.file != 0 && mover_file(c, file) != w.file) continue;
    const std::vector<square> here = on_file(p, c, w.type, file);
    for (std::size_t i = 0; i < here.size(); ++i)
      if (fits(w.order, w.nth, i, here.size())) from.push_back(here[i]);
  }
  if (from.empty())
    return failure{move_error{move_error_kind::missing_piece, w.piece_column,
                              std::string("no ") + side_name(c) + ' ' + said(w) +
                                  (w.order == pick::by_file ? "" : " in the place written") + " in '" +
                                  std::string(text) + "'"}};
  move_list moves;
  std::vector<move> legal;
  bool pseudo = false;
  for (const square s : from) {
    p.pseudo_legal_moves_from(s, moves);
    for (const move m : moves) {
      char direction = 0;
      int number = 0;
      describe(c, w.type, m, direction, number);
      if (direction != w.direction || number != w.number) continue;
      if (p.is_legal(m))
        legal.push_back(m);
      else
        pseudo = true;
    }
  }
  if (legal.size() == 1) return legal.front();
  if (legal.size() > 1)
    return failure{move_error{move_error_kind::ambiguous, w.piece_column,
                              "'" + std::string(text) + "' fits " + std::to_string(legal.size()) + " legal moves (" +
                                  write_move(legal[0]) + ", " + write_move(legal[1]) +
                                  "): say which piece (front or rear)"}};
  return failure{move_error{move_error_kind::illegal_move, 1,
                            pseudo ? "'" + std::string(text) + "' leaves its own king in check or facing the other king"
                                   : std::string("the ") + side_name(c) + ' ' + said(w) + " cannot make the move '" +
                                         std::string(text) + "'"}};
}

// ---------------------------------------------------------------------------------------------
// Characters.

// Full-width ASCII (U+FF01-U+FF5E) as ASCII; U+2212 (minus sign) as '-'.
constexpr char32_t narrow(char32_t cp) noexcept {
  if (cp >= 0xFF01 && cp <= 0xFF5E) return cp - 0xFF01 + 0x21;
  if (cp == 0x2212) return U'-';
  return cp;
}

constexpr std::array<char32_t, 9> chinese_numerals{U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九'};

// 1-9 for the numerals 一-九, else 0.
int chinese_numeral(char32_t cp) noexcept {
  for (std::size_t i = 0; i < chinese_numerals.size(); ++i)
    if (chinese_numerals[i] == cp) return static_cast<int>(i) + 1;
  return 0;
}
// 0-9 for the digits 0-9 and ０-９, else -1.
int digit(char32_t cp) noexcept {
  cp = narrow(cp);
  return cp >= U'0' && cp <= U'9' ? static_cast<int>(cp - U'0') : -1;
}

piece_type chinese_piece(char32_t cp) noexcept {
  switch (cp) {
    case U'车': case U'車': case U'俥': return piece_type::rook;
    case U'马': case U'馬': case U'傌': return piece_type::horse;
    case U'炮': case U'砲': case U'包': return piece_type::cannon;
    case U'相': case U'象': return piece_type::elephant;
    case U'仕': case U'士': return piece_type::advisor;
    case U'帅': case U'帥': case U'将': case U'將': return piece_type::king;
    case U'兵': case U'卒': return piece_type::pawn;
    default: return piece_type::none;
  }
}

piece_type wxf_piece(char32_t cp) noexcept {
  switch (cp) {
    case U'K': case U'k': return piece_type::king;
    // G (guard) and M (minister): the default piece symbols of the Chinese Chess File Format draft
    // (H. Yang, wxf.org/xq/computer/wxf_format.html), "those used on ICCS".
    case U'A': case U'a': case U'G': case U'g': return piece_type::advisor;
    case U'E': case U'e': case U'B': case U'b': case U'M': case U'm': return piece_type::elephant;
    case U'H': case U'h': case U'N': case U'n': return piece_type::horse;
    case U'R': case U'r': return piece_type::rook;
    case U'C': case U'c': return piece_type::cannon;
    case U'P': case U'p': return piece_type::pawn;
    default: return piece_type::none;
  }
}

bool ascii_letter(char32_t cp) noexcept { return (cp >= U'A' && cp <= U'Z') || (cp >= U'a' && cp <= U'z'); }

move_error syntax_error(std::size_t column, std::string message) {
  return move_error{move_error_kind::syntax, column, std::move(message)};
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// WXF.

result<move, move_error> parse_wxf(const position& p, std::string_view text) {
  const std::optional<std::u32string> d = utf8_code_points(text);
  const std::string expected = "expected a WXF move (a piece, its file or + or -, then +, - or ., then a number: C2.5, "
                               "H8+7, R+.3), found '" + std::string(text) + "'";
  if (!d) return failure{syntax_error(1, expected)};
  std::vector<char32_t> c;
  for (const char32_t cp : *d) c.push_back(narrow(cp));
  // Every WXF move is four characters (the tandem forms too: R+.3, ++.4, 3+.4), so what follows the
  // fourth is a remark: `+` check, `++` checkmate (the Chinese Chess File Format draft's remark
  // symbols; `!` and `?` are dropped by the PGN reader before). A sign in the first four places is
  // the piece's place or the direction, never a remark.
  int mark = 0;  // 0 none, 1 `+`, 2 `++`
  if (c.size() == 5 && c[4] == U'+') mark = 1;
  else if (c.size() == 6 && c[4] == U'+' && c[5] == U'+') mark = 2;
  if (mark > 0) c.resize(4);
  if (c.size() != 4)
    return failure{syntax_error(c.size() < 4 ? c.size() + 1 : 5,
                                c.size() < 4 ? expected : expected + " (after the four characters of a move only + or ++ may follow: check, checkmate)")};
  words w;
  const auto sign = [](char32_t cp) { return cp == U'+' || cp == U'-'; };
  const auto file_digit = [&](char32_t cp) { return digit(cp) >= 1 && digit(cp) <= 9; };
  if (ascii_letter(c[0])) {  // piece first: C2, C+, C-
    w.type = wxf_piece(c[0]);
    if (w.type == piece_type::none)
      return failure{move_error{move_error_kind::unknown_piece, 1,
                                std::string("expected a piece letter (K, A or G, E, B or M, H or N, R, C, P), found '") +
                                    static_cast<char>(c[0]) + "'"}};
    if (file_digit(c[1]))
      w.file = digit(c[1]);
    else if (sign(c[1]))
      w.order = c[1] == U'+' ? pick::wxf_front : pick::wxf_rear;
    else
      return failure{syntax_error(2, "expected the piece's file 1-9, or + or - for the front or rear piece, in '" +
                                         std::string(text) + "'")};
  } else if (sign(c[0])) {  // +C, -C (xqbase), ++, -- (pawns)
    if (sign(c[1])) {
      if (c[1] != c[0]) return failure{syntax_error(2, expected)};
      w.type = piece_type::pawn;
      w.order = c[0] == U'+' ? pick::front : pick::rear;
    } else if (ascii_letter(c[1])) {
      w.type = wxf_piece(c[1]);
      if (w.type == piece_type::none)
        return failure{move_error{move_error_kind::unknown_piece, 2,
                                  std::string("expected a piece letter (K, A or G, E, B or M, H or N, R, C, P), found '") +
                                      static_cast<char>(c[1]) + "'"}};
      w.order = c[0] == U'+' ? pick::wxf_front : pick::wxf_rear;
    } else {
      return failure{syntax_error(2, expected)};
    }
  } else if (file_digit(c[0])) {  // pawns on two files: 3+, 3-, 33
    w.type = piece_type::pawn;
    w.file = digit(c[0]);
    if (sign(c[1]))
      w.order = c[1] == U'+' ? pick::front : pick::rear;
    else if (c[1] == c[0])
      w.order = pick::middle;
    else
      return failure{syntax_error(2, expected)};
  } else {
    return failure{move_error{move_error_kind::unknown_piece, 1, expected}};
  }
  if (c[2] == U'+' || c[2] == U'-')
    w.direction = static_cast<char>(c[2]);
  else if (c[2] == U'.' || c[2] == U'=')
    w.direction = '.';
  else
    return failure{syntax_error(3, "expected +, - or . (or =) for the direction, in '" + std::string(text) + "'")};
  if (!file_digit(c[3])) return failure{syntax_error(4, "expected a number 1-9, in '" + std::string(text) + "'")};
  w.number = digit(c[3]);
  auto m = resolve(p, w, text);
  if (!m || mark == 0) return m;
  // The remark must be true: `+` a move that checks (a mate checks too), `++` one that mates.
  const position after = p.after(*m);
  const bool check = after.in_check();
  const bool mate = check && !after.has_legal_move();
  if (mark == 1 && !check)
    return failure{move_error{move_error_kind::check_mark, 5,
                              "'" + std::string(text) + "' is marked + (check) but does not give check"}};
  if (mark == 2 && !mate)
    return failure{move_error{move_error_kind::check_mark, 5,
                              "'" + std::string(text) + "' is marked ++ (checkmate) but " +
                                  (check ? "the king can escape" : "does not give check")}};
  return m;
}

// ---------------------------------------------------------------------------------------------
// Chinese.

namespace {

// A file or number as side c writes it (Red: 一-九; Black: 1-9 or １-９) at character i, or an error.
result<int, move_error> chinese_number(color c, char32_t cp, std::size_t i, std::string_view text) {
  const int numeral = chinese_numeral(cp);
  const int d = digit(cp);
  if (c == color::red && numeral > 0) return numeral;
  if (c == color::black && d >= 1) return d;
  std::string what;
  append_utf8(what, cp);
  if (numeral > 0 || d >= 0)
    return failure{move_error{move_error_kind::bad_numeral, i + 1,
                              std::string(c == color::red ? "red writes its files and numbers as 一-九"
                                                          : "black writes its files and numbers as digits 1-9 or １-９") +
                                  ", found '" + what + "' in '" + std::string(text) + "'"}};
  return failure{move_error{move_error_kind::syntax, i + 1,
                            "expected a file or number, found '" + what + "' in '" + std::string(text) + "'"}};
}

}  // namespace

result<move, move_error> parse_chinese(const position& p, std::string_view text) {
  const std::optional<std::u32string> d = utf8_code_points(text);
  const std::string expected = "expected a move in Chinese notation (炮二平五, 马８进７, 前车进一), found '" +
                               std::string(text) + "'";
  if (!d) return failure{syntax_error(1, expected)};
  const std::u32string& c = *d;
  if (c.size() != 4) return failure{syntax_error(c.size() < 4 ? c.size() + 1 : 5, expected)};
  const color side = p.side_to_move();
  words w;
  const auto prefix = [](char32_t cp) -> int {  // 1 前, 2 中, 3 后, 10 + n for 一-五
    if (cp == U'前') return 1;
    if (cp == U'中') return 2;
    if (cp == U'后' || cp == U'後') return 3;
    const int n = chinese_numeral(cp);
    return n >= 1 && n <= 5 ? 10 + n : 0;
  };
  if (chinese_piece(c[0]) != piece_type::none) {  // 炮二平五
    w.type = chinese_piece(c[0]);
    auto f = chinese_number(side, c[1], 1, text);
    if (!f) return failure{f.error()};
    w.file = *f;
  } else if (const int pre = prefix(c[0]); pre != 0) {
    w.piece_column = 1;
    if (pre == 1) w.order = pick::front;
    if (pre == 2) w.order = pick::middle;
    if (pre == 3) w.order = pick::rear;
    if (pre > 10) {
      w.order = pick::nth;
      w.nth = pre - 11;
    }
    if (chinese_piece(c[1]) != piece_type::none) {  // 前车进一, 二兵平四
      w.type = chinese_piece(c[1]);
    } else if (pre <= 3) {  // 前七进一: pawns on two files
      w.type = piece_type::pawn;
      auto f = chinese_number(side, c[1], 1, text);
      if (!f) {
        if (f.error().kind == move_error_kind::syntax)
          return failure{move_error{move_error_kind::unknown_piece, 2, "expected a piece after the tandem sign in '" +
                                                                           std::string(text) + "'"}};
        return failure{f.error()};
      }
      w.file = *f;
    } else {
      return failure{move_error{move_error_kind::unknown_piece, 2,
                                "expected a piece after the tandem sign in '" + std::string(text) + "'"}};
    }
  } else {
    std::string what;
    append_utf8(what, c[0]);
    return failure{move_error{move_error_kind::unknown_piece, 1,
                              "expected a piece (车 马 炮 相 仕 帅 兵 and their other forms) or 前, 中, 后, found '" +
                                  what + "' in '" + std::string(text) + "'"}};
  }
  switch (c[2]) {
    case U'进': case U'進': w.direction = '+'; break;
    case U'退': w.direction = '-'; break;
    case U'平': w.direction = '.'; break;
    default:
      return failure{syntax_error(3, "expected 进, 退 or 平 for the direction, in '" + std::string(text) + "'")};
  }
  auto n = chinese_number(side, c[3], 3, text);
  if (!n) return failure{n.error()};
  w.number = *n;
  return resolve(p, w, text);
}

// ---------------------------------------------------------------------------------------------
// Writing.

namespace {

// How the piece that makes `m` is told from its own kind: filled into `w`, with the number of files
// holding two or more pieces of its kind.
words words_of(const position& p, move m, int& crowded_files) {
  words w;
  const color c = p.side_to_move();
  w.type = type_of(p.at(m.from()));
  describe(c, w.type, m, w.direction, w.number);
  w.file = mover_file(c, file_of(m.from()));
  crowded_files = 0;
  for (int f = 0; f < files; ++f)
    if (on_file(p, c, w.type, f).size() >= 2) ++crowded_files;
  const std::vector<square> here = on_file(p, c, w.type, file_of(m.from()));
  std::size_t i = 0;
  while (here[i] != m.from()) ++i;
  w.nth = static_cast<int>(i);
  const std::size_t n = here.size();
  if (n == 1) w.order = pick::by_file;
  else if (n % 2 == 1 && i == n / 2) w.order = pick::middle;
  else if (i == 0) w.order = pick::front;
  else if (i == n - 1) w.order = pick::rear;
  else w.order = i == 1 ? pick::wxf_front : pick::wxf_rear;  // the second (from front or rear) of four or five
  return w;
}

char wxf_letter(piece_type t) noexcept {
  switch (t) {
    case piece_type::king: return 'K';
    case piece_type::advisor: return 'A';
    case piece_type::elephant: return 'E';
    case piece_type::horse: return 'H';
    case piece_type::rook: return 'R';
    case piece_type::cannon: return 'C';
    default: return 'P';
  }
}

}  // namespace

std::string write_wxf(const position& p, move m) {
  int crowded = 0;
  const words w = words_of(p, m, crowded);
  const auto file_char = static_cast<char>('0' + w.file);
  const char letter = wxf_letter(w.type);
  const std::size_t n = on_file(p, p.side_to_move(), w.type, file_of(m.from())).size();
  std::string out;
  if (w.type == piece_type::pawn && crowded >= 2 && n >= 2) {  // 3+, 33, 3-
    out += file_char;
    out += w.order == pick::front ? '+' : w.order == pick::rear ? '-' : file_char;
  } else {
    switch (w.order) {
      case pick::by_file: out = {letter, file_char}; break;
      case pick::middle: out = {letter, file_char}; break;
      case pick::front: out = n <= 3 ? std::string{letter, '+'} : "++"; break;
      case pick::rear: out = n <= 3 ? std::string{letter, '-'} : "--"; break;
      case pick::wxf_front: out = {letter, '+'}; break;
      default: out = {letter, '-'}; break;
    }
  }
  out += w.direction;
  out += static_cast<char>('0' + w.number);
  return out;
}

std::string write_chinese(const position& p, move m) {
  int crowded = 0;
  const words w = words_of(p, m, crowded);
  const color c = p.side_to_move();
  const bool red = c == color::red;
  const auto number = [&](int k, std::string& out) { append_utf8(out, red ? chinese_numerals[static_cast<std::size_t>(k - 1)] : char32_t(0xFF10 + k)); };
  char32_t glyph = 0;
  switch (w.type) {
    case piece_type::king: glyph = red ? U'帅' : U'将'; break;
    case piece_type::advisor: glyph = red ? U'仕' : U'士'; break;
    case piece_type::elephant: glyph = red ? U'相' : U'象'; break;
    case piece_type::horse: glyph = U'马'; break;
    case piece_type::rook: glyph = U'车'; break;
    case piece_type::cannon: glyph = U'炮'; break;
    default: glyph = red ? U'兵' : U'卒'; break;
  }
  const std::size_t n = on_file(p, c, w.type, file_of(m.from())).size();
  std::string out;
  if (n == 1) {
    append_utf8(out, glyph);
    number(w.file, out);
  } else if (w.type == piece_type::pawn && crowded >= 2) {  // 前七: pawns on two files
    append_utf8(out, w.order == pick::front ? U'前' : w.order == pick::rear ? U'后' : U'中');
    number(w.file, out);
  } else if (n <= 3) {
    append_utf8(out, w.order == pick::front ? U'前' : w.order == pick::rear ? U'后' : U'中');
    append_utf8(out, glyph);
  } else {
    append_utf8(out, chinese_numerals[static_cast<std::size_t>(w.nth)]);
    append_utf8(out, glyph);
  }
  append_utf8(out, w.direction == '+' ? U'进' : w.direction == '-' ? U'退' : U'平');
  number(w.number, out);
  return out;
}

}  // namespace repetita::xiangqi
