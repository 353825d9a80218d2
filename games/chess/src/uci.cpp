#include <repetita/chess/movegen.hpp>
#include <repetita/chess/uci.hpp>

namespace repetita::chess {

std::string_view to_string(uci_error_kind kind) noexcept {
  switch (kind) {
    case uci_error_kind::bad_syntax: return "bad_syntax";
    case uci_error_kind::illegal_move: return "illegal_move";
  }
  return "unknown";
}

std::string write_uci(const position& pos, move m) {
  if (m.is_null()) return "0000";
  std::string out(4, ' ');
  write_square(m.from(), out.data());
  const square to = m.is_castling() && !pos.is_chess960() ? position::castling_king_to(m) : m.to();
  write_square(to, out.data() + 2);
  if (m.is_promotion()) out += "nbrq"[index_of(m.promotion_type()) - index_of(piece_type::knight)];
  return out;
}

result<move, uci_error> parse_uci(const position& pos, std::string_view text) {
  const auto fail = [&](uci_error_kind kind, std::size_t column, std::string message) {
    return failure{uci_error{kind, column, std::move(message)}};
  };
  if (text == "0000") {
    if (pos.in_check()) return fail(uci_error_kind::illegal_move, 1, "null move while in check");
    return move::null();
  }
  if (text.size() != 4 && text.size() != 5) return fail(uci_error_kind::bad_syntax, 1, "a UCI move has 4 or 5 characters");
  const auto from = parse_square(text.substr(0, 2));
  if (!from) return fail(uci_error_kind::bad_syntax, 1, "bad origin square");
  const auto to = parse_square(text.substr(2, 2));
  if (!to) return fail(uci_error_kind::bad_syntax, 3, "bad destination square");
  std::optional<piece_type> promotion;
  if (text.size() == 5) {
    switch (text[4]) {
      case 'n': promotion = piece_type::knight; break;
      case 'b': promotion = piece_type::bishop; break;
      case 'r': promotion = piece_type::rook; break;
      case 'q': promotion = piece_type::queen; break;
      default: return fail(uci_error_kind::bad_syntax, 5, "promotion letter must be one of n, b, r, q");
    }
  }
  for (const move m : legal_moves(pos)) {
    if (m.from() != *from) continue;
    if (m.is_castling()) {
      const bool matches = m.to() == *to || (!pos.is_chess960() && position::castling_king_to(m) == *to);
      if (matches && !promotion) return m;
      continue;
    }
    if (m.to() != *to) continue;
    if (m.is_promotion() ? (promotion && m.promotion_type() == *promotion) : !promotion) return m;
  }
  return fail(uci_error_kind::illegal_move, 1, "no legal move " + std::string(text) + " in this position");
}

}  // namespace repetita::chess
