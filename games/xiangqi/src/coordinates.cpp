#include <repetita/xiangqi/coordinates.hpp>

#include <optional>
#include <string>

namespace repetita::xiangqi {

std::string_view to_string(move_error_kind k) noexcept {
  switch (k) {
    case move_error_kind::syntax: return "syntax";
    case move_error_kind::empty_square: return "empty_square";
    case move_error_kind::wrong_side: return "wrong_side";
    case move_error_kind::illegal_move: return "illegal_move";
    case move_error_kind::unknown_piece: return "unknown_piece";
    case move_error_kind::missing_piece: return "missing_piece";
    case move_error_kind::ambiguous: return "ambiguous";
    case move_error_kind::bad_numeral: return "bad_numeral";
    case move_error_kind::check_mark: return "check_mark";
  }
  return "?";
}

namespace {

struct read_square {
  std::optional<square> value;
  std::size_t length = 0;  // characters read
};

// A square at text[i]: a file letter a-i (either case), then a rank 0-9 (ICCS) or 1-10 (Fairy-Stockfish).
read_square square_at(std::string_view text, std::size_t i, coordinates c) {
  if (i >= text.size()) return {};
  char f = text[i];
  if (f >= 'A' && f <= 'I') f = static_cast<char>(f - 'A' + 'a');
  if (f < 'a' || f > 'i') return {};
  if (i + 1 >= text.size() || text[i + 1] < '0' || text[i + 1] > '9') return {};
  int rank = text[i + 1] - '0';
  std::size_t length = 2;
  if (c == coordinates::fairy) {
    if (rank == 1 && i + 2 < text.size() && text[i + 2] == '0') {
      rank = 10;
      length = 3;
    } else if (rank == 0) {
      return {};
    }
    --rank;
  }
  return {make_square(f - 'a', rank), length};
}

std::string expected(coordinates c) {
  return c == coordinates::iccs ? "two squares a0-i9 (ICCS, e.g. h2e2)" : "two squares a1-i10 (e.g. h3e3)";
}

}  // namespace

std::string write_square(square s, coordinates c) {
  std::string out(1, static_cast<char>('a' + file_of(s)));
  out += std::to_string(rank_of(s) + (c == coordinates::fairy ? 1 : 0));
  return out;
}

std::string write_move(move m, coordinates c) { return write_square(m.from(), c) + write_square(m.to(), c); }

result<move, move_error> parse_move(const position& p, std::string_view text, coordinates c) {
  const read_square from = square_at(text, 0, c);
  if (!from.value)
    return failure{move_error{move_error_kind::syntax, 1, "expected " + expected(c) + ", found '" + std::string(text) + "'"}};
  std::size_t i = from.length;
  if (i < text.size() && text[i] == '-') ++i;
  const read_square to = square_at(text, i, c);
  if (!to.value || i + to.length != text.size())
    return failure{move_error{move_error_kind::syntax, i + 1,
                              "expected " + expected(c) + ", found '" + std::string(text) + "'"}};
  const piece q = p.at(*from.value);
  if (q == no_piece)
    return failure{move_error{move_error_kind::empty_square, 1, "no piece on " + write_square(*from.value, c)}};
  if (color_of(q) != p.side_to_move())
    return failure{move_error{move_error_kind::wrong_side, 1,
                              "the piece on " + write_square(*from.value, c) + " is " +
                                  (color_of(q) == color::red ? "red" : "black") + "'s, and " +
                                  (p.side_to_move() == color::red ? "red" : "black") + " is to move"}};
  const move m(*from.value, *to.value);
  if (!p.is_legal(m)) {
    return failure{move_error{move_error_kind::illegal_move, 1,
                              p.is_pseudo_legal(m) ? "the move leaves its own king in check or facing the other king"
                                                 : "the piece on " + write_square(*from.value, c) + " cannot go to " +
                                                       write_square(*to.value, c)}};
  }
  return m;
}

}  // namespace repetita::xiangqi
