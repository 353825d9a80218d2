#ifndef REPETITA_ARIMAA_MOVE_HPP
#define REPETITA_ARIMAA_MOVE_HPP

/// \file
/// A move (one whole turn): a setup (the 16 placements of a side) or 0 to 4 steps; playing it on a
/// position; checking that its steps are legal (pushes, pulls, freezing, rabbits, captures).

#include <repetita/arimaa/board.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

namespace repetita::arimaa {

/// One turn. For a setup, each item is a placement (from == to == the square).
struct move {
  bool is_setup = false;
  std::uint8_t count = 0;
  std::array<step, 16> items{};

  [[nodiscard]] std::span<const step> steps() const noexcept { return {items.data(), count}; }
  void push_back(const step& s) noexcept { items[count++] = s; }

  [[nodiscard]] static move of_steps(std::initializer_list<step> steps) noexcept {
    move m;
    for (const step& s : steps) m.push_back(s);
    return m;
  }
  friend bool operator==(const move& a, const move& b) noexcept {
    if (a.is_setup != b.is_setup || a.count != b.count) return false;
    for (std::size_t i = 0; i < a.count; ++i)
      if (!(a.items[i] == b.items[i])) return false;
    return true;
  }
};

/// Plays a move: places the setup or makes the steps (with their captures), then ends the turn. The
/// move is not checked (see check_move).
[[nodiscard]] inline position play(const position& before, const move& m) noexcept {
  position p = before;
  if (m.is_setup) {
    for (const step& s : m.steps()) p.put(s.piece(), s.to);
  } else {
    for (const step& s : m.steps()) static_cast<void>(p.apply_step(s));
  }
  p.end_turn();
  return p;
}

/// The reason a step sequence or setup is not a legal move, or empty if it is. Checks: each step
/// moves the named piece to an adjacent empty square; the steps split into simple steps (an
/// unfrozen friendly piece; a rabbit never backwards), pushes and pulls (an unfrozen friendly piece
/// moves a weaker enemy piece; both steps in the turn); at most 4 steps; a setup places exactly the
/// 16 pieces of the side on its two home rows. Whether the move changes the position, or repeats
/// one, is for the rule sets (see game.hpp).
/// `failing_step`, if given, receives the index of the step that fails (0 for a setup).
[[nodiscard]] std::string check_move(const position& before, const move& m, std::size_t* failing_step = nullptr);

/// The reason a single step is impossible on this board (no such piece there, the target is off
/// the board or occupied), or empty.
[[nodiscard]] std::string check_step_geometry(const position& p, const step& s);

}  // namespace repetita::arimaa

#endif
