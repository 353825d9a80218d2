#include <repetita/xiangqi/fen.hpp>

#include <charconv>
#include <optional>
#include <string>
#include <vector>

namespace repetita::xiangqi {

std::string_view to_string(fen_error_kind k) noexcept {
  switch (k) {
    case fen_error_kind::bad_board: return "bad_board";
    case fen_error_kind::bad_side: return "bad_side";
    case fen_error_kind::bad_field: return "bad_field";
    case fen_error_kind::illegal_position: return "illegal_position";
  }
  return "?";
}

namespace {

std::optional<piece> piece_of(char c) {
  const bool upper = c >= 'A' && c <= 'Z';
  const char l = upper ? static_cast<char>(c - 'A' + 'a') : c;
  piece_type t = piece_type::none;
  switch (l) {
    case 'k': t = piece_type::king; break;
    case 'a': t = piece_type::advisor; break;
    case 'b': case 'e': t = piece_type::elephant; break;
    case 'n': case 'h': t = piece_type::horse; break;
    case 'r': t = piece_type::rook; break;
    case 'c': t = piece_type::cannon; break;
    case 'p': t = piece_type::pawn; break;
    default: return std::nullopt;
  }
  return make_piece(upper ? color::red : color::black, t);
}

fen_error error(fen_error_kind k, std::size_t column, std::string message) {
  return fen_error{k, column, std::move(message)};
}

std::string shown(char c) {
  if (c >= 0x21 && c <= 0x7e) return std::string("'") + c + "'";
  return "byte " + std::to_string(static_cast<unsigned char>(c));
}

}  // namespace

result<position, fen_error> parse_fen(std::string_view text) {
  struct field {
    std::string_view text;
    std::size_t column;  // 1-based
  };
  std::vector<field> fields;
  std::size_t i = 0;
  while (i <= text.size()) {
    const std::size_t end = std::min(text.find(' ', i), text.size());
    if (end == i) {
      if (text.empty()) return failure{error(fen_error_kind::bad_board, 1, "expected a FEN, found an empty text")};
      return failure{error(fen_error_kind::bad_field, i + 1,
                           "expected one space between fields, found a space at the start, end or twice")};
    }
    fields.push_back({text.substr(i, end - i), i + 1});
    if (end == text.size()) break;
    i = end + 1;
    if (i == text.size())
      return failure{error(fen_error_kind::bad_field, i, "expected one space between fields, found one at the end")};
  }
  // Board.
  board_array board{};
  int rank = 9, file = 0;
  const field& b = fields[0];
  for (std::size_t k = 0; k < b.text.size(); ++k) {
    const char c = b.text[k];
    const std::size_t col = b.column + k;
    if (c == '/') {
      if (file != files)
        return failure{error(fen_error_kind::bad_board, col,
                             "expected 9 points in rank " + std::to_string(rank) + ", found " + std::to_string(file))};
      if (rank == 0) return failure{error(fen_error_kind::bad_board, col, "expected 10 ranks, found more")};
      --rank;
      file = 0;
    } else if (c >= '1' && c <= '9') {
      file += c - '0';
      if (file > files)
        return failure{error(fen_error_kind::bad_board, col,
                             "expected 9 points in rank " + std::to_string(rank) + ", found " + std::to_string(file))};
    } else if (const auto p = piece_of(c)) {
      if (file >= files)
        return failure{error(fen_error_kind::bad_board, col,
                             "expected '/' after the 9 points of rank " + std::to_string(rank) + ", found " + shown(c))};
      board[make_square(file, rank)] = *p;
      ++file;
    } else {
      return failure{error(fen_error_kind::bad_board, col,
                           "expected a piece letter (KABENHRCP, black in lower case), a digit 1-9 or '/', found " +
                               shown(c))};
    }
  }
  const std::size_t board_end = b.column + b.text.size();
  if (rank != 0) return failure{error(fen_error_kind::bad_board, board_end, "expected 10 ranks, found " +
                                                                                 std::to_string(10 - rank))};
  if (file != files)
    return failure{error(fen_error_kind::bad_board, board_end,
                         "expected 9 points in rank 0, found " + std::to_string(file))};
  // Side to move.
  if (fields.size() < 2) return failure{error(fen_error_kind::bad_side, board_end, "expected the side to move after the board")};
  const field& s = fields[1];
  color side = color::red;
  if (s.text == "w" || s.text == "r") side = color::red;
  else if (s.text == "b") side = color::black;
  else
    return failure{error(fen_error_kind::bad_side, s.column,
                         "expected the side to move: 'w' or 'r' (Red) or 'b' (Black), found '" + std::string(s.text) + "'")};
  // Fields 3-6: both dashes, then both counters, each pair optional.
  if (fields.size() == 3 || fields.size() == 5 || fields.size() > 6) {
    const field& f = fields.size() > 6 ? fields[6] : fields.back();
    return failure{error(fen_error_kind::bad_field, f.column,
                         fields.size() > 6 ? "expected at most 6 fields, found more"
                                           : "expected fields 3 and 4 together, and 5 and 6 together")};
  }
  std::uint32_t counters[2] = {0, 1};
  if (fields.size() >= 4)
    for (std::size_t k = 2; k < 4; ++k)
      if (fields[k].text != "-")
        return failure{error(fen_error_kind::bad_field, fields[k].column,
                             "expected '-' in field " + std::to_string(k + 1) +
                                 " (xiangqi has no castling or en passant), found '" + std::string(fields[k].text) + "'")};
  if (fields.size() == 6)
    for (std::size_t k = 4; k < 6; ++k) {
      const field& f = fields[k];
      std::uint32_t v = 0;
      const auto [end, ec] = std::from_chars(f.text.data(), f.text.data() + f.text.size(), v);
      if (ec != std::errc{} || end != f.text.data() + f.text.size() || (k == 5 && v == 0))
        return failure{error(fen_error_kind::bad_field, f.column,
                             std::string("expected ") + (k == 4 ? "the plies since the last capture (0 or more)"
                                                                : "the move number (1 or more)") +
                                 ", found '" + std::string(f.text) + "'")};
      counters[k - 4] = v;
    }
  position p(board, side, counters[0], counters[1]);
  if (auto why = p.validate()) return failure{error(fen_error_kind::illegal_position, 1, *why)};
  return p;
}

std::string to_fen(const position& p) {
  static constexpr char letters[] = " kabnrcp";
  std::string out;
  for (int r = 9; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < files; ++f) {
      const piece q = p.at(make_square(f, r));
      if (q == no_piece) {
        ++empty;
        continue;
      }
      if (empty > 0) out += static_cast<char>('0' + empty);
      empty = 0;
      char c = letters[static_cast<std::size_t>(type_of(q))];
      if (color_of(q) == color::red) c = static_cast<char>(c - 'a' + 'A');
      out += c;
    }
    if (empty > 0) out += static_cast<char>('0' + empty);
    if (r > 0) out += '/';
  }
  out += p.side_to_move() == color::red ? " w - - " : " b - - ";
  out += std::to_string(p.halfmove_clock()) + ' ' + std::to_string(p.fullmove_number());
  return out;
}

}  // namespace repetita::xiangqi
