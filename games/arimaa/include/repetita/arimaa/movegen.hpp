#ifndef REPETITA_ARIMAA_MOVEGEN_HPP
#define REPETITA_ARIMAA_MOVEGEN_HPP

/// \file
/// Move generation as the set of distinct resulting positions: every board that a legal turn of 1
/// to 4 steps can leave, each exactly once, never the board the turn started from. This is what
/// immobilization and the "every move would repeat" loss need.
///
/// Method: a breadth-first search over *actions* (a simple step, a push or a pull: one or two
/// steps), by steps used, with one table of the boards seen in this turn (exact comparison of the
/// 12 bitboards after a Zobrist-hash probe). A board reached with fewer steps is expanded once, from
/// its smallest step count, which covers every continuation of a later arrival.

#include <repetita/arimaa/board.hpp>
#include <repetita/arimaa/move.hpp>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace repetita::arimaa {

/// True if the side to move has a step (hence a turn that changes the position): an unfrozen piece
/// with an empty square to step to (a rabbit not backwards), or an unfrozen piece next to a weaker
/// enemy piece that has an empty neighbour (a push). A pull needs a step, so it adds nothing.
[[nodiscard]] inline bool has_changing_move(const position& p) noexcept {
  const color c = p.to_move();
  const color o = opponent(c);
  const bitboard empty = ~p.occupied();
  const bitboard mobile = p.pieces(c) & ~p.frozen_pieces(c);
  if (mobile == 0) return false;
  const bitboard rabbits = p.pieces(c, piece_type::rabbit) & mobile;
  const bitboard others = mobile & ~rabbits;
  if ((others & neighbours(empty)) != 0) return true;
  // a rabbit's allowed targets: not backwards
  const bitboard sideways = ((empty & ~file_h) << 1) | ((empty & ~file_a) >> 1);
  const bitboard forward = c == color::gold ? (empty >> 8) : (empty << 8);
  if ((rabbits & (sideways | forward)) != 0) return true;
  const bitboard enemy_can_move = p.pieces(o) & neighbours(empty);
  for (int t = 1; t < piece_types; ++t) {
    const bitboard mine = others & p.pieces(c, static_cast<piece_type>(t));
    if (mine != 0 && (neighbours(mine) & enemy_can_move & p.weaker_than(o, static_cast<piece_type>(t))) != 0)
      return true;
  }
  return false;
}

/// Generates the distinct results of a turn. Reuses its storage: keep one per thread and call it
/// again and again. Not for the setup phase (a setup is not made of steps).
class move_generator {
 public:
  /// Calls `f(after)` for every distinct end-of-turn position (the other side to move) reachable by
  /// a legal move from `p`, until `f` returns false. Returns false if stopped by `f`.
  template <class F>
  bool for_each(const position& p, F&& f) {
    start(p);
    for (std::uint8_t level = 0; level < 4; ++level) {
      for (std::size_t k = 0; k < levels_[level].size(); ++k) {
        const std::uint32_t n = levels_[level][k];
        if (nodes_[n].depth != level) continue;  // reached later with fewer steps
        if (!expand(n, f)) return false;
      }
    }
    return true;
  }

  /// The number of distinct results (the number of legal moves, counted as positions).
  [[nodiscard]] std::size_t count(const position& p) {
    std::size_t n = 0;
    for_each(p, [&](const position&) {
      ++n;
      return true;
    });
    return n;
  }

  /// The distinct results of `p`, in the order found (fewest steps first).
  [[nodiscard]] std::vector<position> results(const position& p) {
    std::vector<position> out;
    for_each(p, [&](const position& a) {
      out.push_back(a);
      return true;
    });
    return out;
  }

  /// One move (the first found, with the fewest steps) per distinct result.
  struct generated {
    position after;
    arimaa::move m;
  };
  [[nodiscard]] std::vector<generated> moves(const position& p) {
    std::vector<generated> out;
    for_each(p, [&](const position& a) {
      out.push_back(generated{a, move_of(static_cast<std::uint32_t>(nodes_.size() - 1))});
      return true;
    });
    return out;
  }

  /// Nodes expanded or found in the last search (for measurements).
  [[nodiscard]] std::size_t nodes() const noexcept { return nodes_.size(); }

 private:
  struct node {
    position pos;  // the mover still to move: the turn is not over
    std::uint32_t parent = 0;
    std::uint8_t depth = 0;
    std::uint8_t nsteps = 0;
    std::array<step, 2> s{};
  };

  void start(const position& p) {
    nodes_.clear();
    for (auto& l : levels_) l.clear();
    if (table_.empty()) table_.assign(1u << 12, 0);
    else std::fill(table_.begin(), table_.end(), 0u);
    used_ = 0;
    nodes_.push_back(node{p, 0, 0, 0, {}});
    insert_slot(0);
    levels_[0].push_back(0);
  }

  [[nodiscard]] arimaa::move move_of(std::uint32_t n) const {
    std::array<std::uint32_t, 5> chain{};
    std::size_t len = 0;
    for (std::uint32_t i = n; i != 0; i = nodes_[i].parent) chain[len++] = i;
    arimaa::move m;
    while (len > 0) {
      const node& x = nodes_[chain[--len]];
      for (std::uint8_t j = 0; j < x.nsteps; ++j) m.push_back(x.s[j]);
    }
    return m;
  }

  void insert_slot(std::uint32_t n) {
    const std::size_t mask = table_.size() - 1;
    std::size_t i = static_cast<std::size_t>(nodes_[n].pos.hash() * 0x9E3779B97F4A7C15ull >> 20) & mask;
    while (table_[i] != 0) i = (i + 1) & mask;
    table_[i] = n + 1;
    ++used_;
  }
  void grow() {
    table_.assign(table_.size() * 2, 0);
    used_ = 0;
    for (std::uint32_t n = 0; n < nodes_.size(); ++n) insert_slot(n);
  }
  // The node holding this board, or none.
  [[nodiscard]] std::uint32_t find(const position& q) const noexcept {
    const std::size_t mask = table_.size() - 1;
    std::size_t i = static_cast<std::size_t>(q.hash() * 0x9E3779B97F4A7C15ull >> 20) & mask;
    while (table_[i] != 0) {
      const std::uint32_t n = table_[i] - 1;
      if (nodes_[n].pos.hash() == q.hash() && nodes_[n].pos.same_board(q)) return n;
      i = (i + 1) & mask;
    }
    return none;
  }

  template <class F>
  bool reach(std::uint32_t parent, std::uint8_t depth, const position& q, std::uint8_t nsteps, step a, step b, F& f) {
    const std::uint32_t found = find(q);
    if (found != none) {
      node& x = nodes_[found];
      if (depth < x.depth) {  // found with fewer steps: expand it from there
        x.depth = depth;
        x.parent = parent;
        x.nsteps = nsteps;
        x.s = {a, b};
        if (depth < 4) levels_[depth].push_back(found);
      }
      return true;
    }
    nodes_.push_back(node{q, parent, depth, nsteps, {a, b}});
    const auto n = static_cast<std::uint32_t>(nodes_.size() - 1);
    if ((used_ + 1) * 2 > table_.size()) grow();
    else insert_slot(n);
    if (depth < 4) levels_[depth].push_back(n);
    position after = q;
    after.end_turn();
    return f(static_cast<const position&>(after));
  }

  template <class F>
  bool expand(std::uint32_t n, F& f) {
    const position p = nodes_[n].pos;  // a copy: nodes_ may grow
    const std::uint8_t depth = nodes_[n].depth;
    const int left = 4 - depth;
    const color c = p.to_move();
    const color o = opponent(c);
    const bitboard empty = ~p.occupied();
    const bitboard mobile = p.pieces(c) & ~p.frozen_pieces(c);
    const direction back = backward(c);
    for (int t = 0; t < piece_types; ++t) {
      const piece mover{c, static_cast<piece_type>(t)};
      const bitboard weaker = left >= 2 ? p.weaker_than(o, mover.t) : 0;
      for (bitboard b = p.pieces(mover) & mobile; b != 0; b &= b - 1) {
        const square from = std::countr_zero(b);
        const bitboard pullable = weaker & neighbours(bit(from));
        for (int d = 0; d < 4; ++d) {
          const auto dir = static_cast<direction>(d);
          const square to = neighbour(from, dir);
          if (to < 0) continue;
          if ((empty & bit(to)) != 0) {
            const step s1 = make_step(mover, from, to);
            position q = p;
            static_cast<void>(q.apply_step(s1));
            if (!(mover.t == piece_type::rabbit && dir == back))
              if (!reach(n, static_cast<std::uint8_t>(depth + 1), q, 1, s1, step{}, f)) return false;
            for (bitboard e = pullable; e != 0; e &= e - 1) {  // pulls
              const square es = std::countr_zero(e);
              const step s2 = make_step(*p.at(es), es, from);
              position r = q;
              static_cast<void>(r.apply_step(s2));
              if (!reach(n, static_cast<std::uint8_t>(depth + 2), r, 2, s1, s2, f)) return false;
            }
          } else if ((weaker & bit(to)) != 0) {  // pushes
            const piece pushed = *p.at(to);
            for (int d2 = 0; d2 < 4; ++d2) {
              const square to2 = neighbour(to, static_cast<direction>(d2));
              if (to2 < 0 || (empty & bit(to2)) == 0) continue;
              const step s1 = make_step(pushed, to, to2);
              const step s2 = make_step(mover, from, to);
              position q = p;
              static_cast<void>(q.apply_step(s1));
              static_cast<void>(q.apply_step(s2));
              if (!reach(n, static_cast<std::uint8_t>(depth + 2), q, 2, s1, s2, f)) return false;
            }
          }
        }
      }
    }
    return true;
  }

  static constexpr std::uint32_t none = 0xFFFFFFFFu;
  std::vector<node> nodes_;
  std::array<std::vector<std::uint32_t>, 5> levels_;
  std::vector<std::uint32_t> table_;
  std::size_t used_ = 0;
};

}  // namespace repetita::arimaa

#endif
