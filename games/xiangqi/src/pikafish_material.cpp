#include <repetita/xiangqi/pikafish_material.hpp>

#include <array>
#include <cstddef>

namespace repetita::xiangqi {

material_draw pikafish_material(const position& p) noexcept {
  std::array<int, 2> advisors{}, elephants{}, cannons{};
  for (const piece pc : p.board()) {
    const auto side = static_cast<std::size_t>(color_of(pc));
    switch (type_of(pc)) {
      case piece_type::pawn:
      case piece_type::rook:
      case piece_type::horse: return material_draw::none;
      case piece_type::cannon: ++cannons[side]; break;
      case piece_type::advisor: ++advisors[side]; break;
      case piece_type::elephant: ++elephants[side]; break;
      default: break;
    }
  }
  if (cannons[0] + cannons[1] == 0) return material_draw::direct;
  if (cannons[0] + cannons[1] == 1) {
    const std::size_t own = cannons[0] == 1 ? 0 : 1, other = 1 - own;
    if (advisors[own] == 0) {  // the cannon has no advisor of its own for a screen
      if (advisors[other] == 0) return material_draw::direct;
      if (advisors[other] == 1) return elephants[own] == 0 ? material_draw::direct : material_draw::unless_mate;
      if (elephants[own] == 0) return material_draw::unless_mate;
    }
    return material_draw::none;
  }
  if (cannons[0] == 1 && cannons[1] == 1 && advisors[0] + advisors[1] == 0)
    return elephants[0] + elephants[1] == 0 ? material_draw::direct : material_draw::unless_mate;
  return material_draw::none;
}

bool pikafish_material_draw(const position& p) noexcept {
  switch (pikafish_material(p)) {
    case material_draw::none: return false;
    case material_draw::direct: return true;
    case material_draw::unless_mate: break;
  }
  move_list moves;
  p.legal_moves(moves);
  if (moves.empty()) return false;
  for (const move m : moves)
    if (!p.after(m).has_legal_move()) return false;
  return true;
}

}  // namespace repetita::xiangqi
