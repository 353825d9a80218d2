#include <repetita/chess/movegen.hpp>
#include <repetita/chess/perft.hpp>

namespace repetita::chess {

std::uint64_t perft(const position& pos, int depth) noexcept {
  if (depth <= 0) return 1;
  move_list moves;
  generate_legal_moves(pos, moves);
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (const move m : moves) nodes += perft(pos.after(m), depth - 1);
  return nodes;
}

std::vector<std::pair<move, std::uint64_t>> perft_divide(const position& pos, int depth) {
  std::vector<std::pair<move, std::uint64_t>> out;
  if (depth <= 0) return out;
  for (const move m : legal_moves(pos)) out.emplace_back(m, perft(pos.after(m), depth - 1));
  return out;
}

}  // namespace repetita::chess
