#include <repetita/arimaa/move.hpp>

#include <string>

namespace repetita::arimaa {

namespace {

std::string square_name(square s) {
  return std::string{static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}
std::string step_name(const step& s) {
  std::string out{letter(s.piece())};
  out += square_name(s.from);
  out += letter(direction_of(s.from, s.to));
  return out;
}
bool adjacent(square a, square b) {
  return (bit(b) & neighbours(bit(a))) != 0;
}

// Whether steps [i, n) split into simple steps, pushes and pulls from p; on failure, the deepest
// failing step and why.
struct failure_info {
  std::size_t index = 0;
  std::string why;
};
bool decompose(const position& p, std::span<const step> s, std::size_t i, failure_info& fail) {
  if (i == s.size()) return true;
  const color c = p.to_move();
  const step a = s[i];
  const piece pa = a.piece();
  std::string why;
  if (pa.c == c) {
    const bool frozen = p.frozen(pa, a.from);
    if (frozen) {
      why = "the piece is frozen";
    } else {
      if (pa.t == piece_type::rabbit && direction_of(a.from, a.to) == backward(c)) {
        why = "a rabbit may not step backwards";
      } else {
        position q = p;
        static_cast<void>(q.apply_step(a));
        if (decompose(q, s, i + 1, fail)) return true;
      }
      // a pull: the next step brings a weaker enemy piece into the square just left
      if (i + 1 < s.size()) {
        const step b = s[i + 1];
        const piece pb = b.piece();
        if (pb.c != c && pb.t < pa.t && b.to == a.from && adjacent(b.from, a.from)) {
          position q = p;
          static_cast<void>(q.apply_step(a));
          static_cast<void>(q.apply_step(b));
          if (decompose(q, s, i + 2, fail)) return true;
        }
      }
    }
  } else {
    // a push: the next step moves a stronger unfrozen friendly piece into the square just left
    why = "an enemy piece moves only in a push or a pull";
    if (i + 1 < s.size()) {
      const step b = s[i + 1];
      const piece pb = b.piece();
      if (pb.c == c && pb.t > pa.t && b.to == a.from && adjacent(b.from, a.from)) {
        if (p.frozen(pb, b.from)) {
          why = "the pushing piece is frozen";
        } else {
          position q = p;
          static_cast<void>(q.apply_step(a));
          static_cast<void>(q.apply_step(b));
          if (decompose(q, s, i + 2, fail)) return true;
        }
      } else if (pb.c == c && b.to == a.from && pb.t <= pa.t) {
        why = "a piece may push only a weaker piece";
      }
    }
  }
  if (fail.why.empty() || i >= fail.index) {
    fail.index = i;
    fail.why = why.empty() ? "no legal reading as steps, pushes and pulls" : why;
  }
  return false;
}

}  // namespace

std::string check_step_geometry(const position& p, const step& s) {
  const auto here = p.at(s.from);
  if (!here || !(*here == s.piece()))
    return std::string("there is no ") + letter(s.piece()) + " on " + square_name(s.from);
  if (s.to > 63 || !adjacent(s.from, s.to)) return "the step leaves the board";
  if (p.at(s.to)) return "the square " + square_name(s.to) + " is occupied";
  return {};
}

std::string check_move(const position& before, const move& m, std::size_t* failing_step) {
  if (failing_step != nullptr) *failing_step = 0;
  const color c = before.to_move();
  if (m.is_setup) {
    if (!before.in_setup()) return "a setup is only allowed in the first turn of each side";
    std::array<int, piece_types> counts{};
    bitboard used = 0;
    for (const step& s : m.steps()) {
      const piece p = s.piece();
      if (p.c != c) return std::string("the piece ") + letter(p) + " is not the mover's";
      if ((home_rows(c) & bit(s.to)) == 0) return "the square " + square_name(s.to) + " is not on the mover's home rows";
      if ((used & bit(s.to)) != 0) return "the square " + square_name(s.to) + " is set twice";
      used |= bit(s.to);
      ++counts[static_cast<std::size_t>(p.t)];
    }
    if (counts != setup_counts) return "a setup places exactly 1 E, 1 M, 2 H, 2 D, 2 C and 8 R";
    return {};
  }
  if (before.in_setup()) return "the first turn of each side is a setup";
  if (m.count > 4) return "a move has at most 4 steps";
  position q = before;
  std::size_t i = 0;
  for (const step& s : m.steps()) {
    if (failing_step != nullptr) *failing_step = i;
    ++i;
    if (std::string e = check_step_geometry(q, s); !e.empty()) return "step " + std::to_string(i) + " (" + step_name(s) + "): " + e;
    static_cast<void>(q.apply_step(s));
  }
  failure_info fail;
  if (decompose(before, m.steps(), 0, fail)) return {};
  if (failing_step != nullptr) *failing_step = fail.index;
  return "step " + std::to_string(fail.index + 1) + " (" + step_name(m.items[fail.index]) + "): " + fail.why;
}

}  // namespace repetita::arimaa
