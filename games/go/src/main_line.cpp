#include <repetita/go/main_line.hpp>

#include <cctype>

namespace repetita::go::sgf {

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())) != 0) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())) != 0) s.remove_suffix(1);
  return s;
}

bool has_move(const node& n) { return n.find("B") != nullptr || n.find("W") != nullptr; }

}  // namespace

result<main_line, error> read_main_line(const tree& t) {
  main_line out;
  auto info = read_info(t);
  if (!info) return failure{info.error()};
  out.info = std::move(info.value());
  position& start = out.info.start;
  // The board as it stands after the steps so far: setup points are checked against its size, and a
  // later setup is applied to a scratch copy only to validate it.
  position scratch = start;
  bool moved = false;
  bool player_set = t.nodes.front().find("PL") != nullptr;
  bool root = true;
  for (const tree* branch = &t; branch != nullptr;
       branch = branch->children.empty() ? nullptr : &branch->children.front()) {
    for (const node& n : branch->nodes) {
      if (!root) {
        if (!moved) {
          auto s = apply_setup(n, start);
          if (!s) return failure{s.error()};
          player_set |= n.find("PL") != nullptr;
        } else {
          auto s = apply_setup(n, scratch);
          if (!s) return failure{s.error()};
          if (s.value()) out.steps.push_back(main_line_step{move{}, &n, {}, n.line, n.column});
        }
      }
      root = false;
      if (!has_move(n)) continue;
      auto moves = read_moves(n, start.board());
      if (!moves) return failure{moves.error()};
      std::size_t k = 0;
      for (const property& p : n.properties) {
        if (p.id != "B" && p.id != "W") continue;
        const move m = moves.value()[k++];
        if (!moved && !player_set) start.set_to_move(m.player);
        moved = true;
        out.steps.push_back(main_line_step{m, nullptr, trimmed(p.values.front()), p.line, p.column});
      }
    }
  }
  return out;
}

}  // namespace repetita::go::sgf
