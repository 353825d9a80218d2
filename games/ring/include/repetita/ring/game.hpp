#ifndef REPETITA_RING_GAME_HPP
#define REPETITA_RING_GAME_HPP

/// \file
/// The ring game: the smallest game plug-in, used by the core's tests, the example program and the
/// plug-in walk-through (docs/writing-a-plugin.md).
///
/// One token on a ring of 12 cells, two players moving it in turn.
/// A move steps the token by any number of cells (0 is a pass), or "burns" (the token stays and the
/// stage goes up: an irreversible move that also counts as progress). Landing on a cell that is a
/// multiple of 3 "gives check". Small enough to write every expected verdict by hand, rich enough
/// for every rule.

#include <repetita/repetita.hpp>

#include <cstdint>

namespace repetita::ring {

inline constexpr int cells = 12;

enum class player : std::uint8_t { first = 0, second = 1 };

struct position {
  int cell = 0;
  player to_move = player::first;
  int stage = 0;  // number of burns so far
  friend bool operator==(const position&, const position&) = default;
};

struct move {
  int step = 0;
  bool burn = false;
  friend bool operator==(const move&, const move&) = default;
};

/// Steps the token; a pass-like null move (step 0, no burn) is allowed: some games have passes.
inline constexpr move step(int s) { return move{s, false}; }
inline constexpr move burn() { return move{0, true}; }

[[nodiscard]] constexpr bool is_check_cell(int cell) { return cell % 3 == 0; }

struct game {
  using position = ring::position;
  using move = ring::move;
  using player = ring::player;

  static position play(const position& p, const move& m) {
    position next = p;
    next.cell = ((p.cell + m.step) % cells + cells) % cells;
    if (m.burn) ++next.stage;
    next.to_move = p.to_move == player::first ? player::second : player::first;
    return next;
  }
  static player side_to_move(const position& p) { return p.to_move; }

  static repetita::ply_facts ply_facts(const position&, const move& m, const position& after) {
    repetita::ply_facts f;
    if (m.burn) f.set(repetita::ply_facts::irreversible | repetita::ply_facts::progress);
    if (m.step == 0 && !m.burn) f.set(repetita::ply_facts::pass);
    if (is_check_cell(after.cell)) f.set(repetita::ply_facts::check);
    return f;
  }
  static repetita::ply_facts start_facts(const position& p) {
    return is_check_cell(p.cell) ? repetita::ply_facts(repetita::ply_facts::check) : repetita::ply_facts{};
  }
  /// Exact for every step: the step's 32 bits, and the burn flag above them.
  static std::uint64_t move_key(const move& m) {
    return static_cast<std::uint64_t>(static_cast<std::uint32_t>(m.step)) | (m.burn ? 1ull << 32 : 0ull);
  }
};

// ---- identity components ----------------------------------------------------------------------

inline std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 31;
  x *= 0x7FB5D329728EA185ull;
  x ^= x >> 27;
  return x;
}

struct cell {
  static std::uint64_t hash(const position& p) { return mix(static_cast<std::uint64_t>(p.cell) + 1); }
  static int key(const position& p) { return p.cell; }
};
struct side {
  static std::uint64_t hash(const position& p) { return p.to_move == player::first ? 0 : 0x5bd1e995u; }
  static player key(const position& p) { return p.to_move; }
};
struct stage {
  static std::uint64_t hash(const position& p) { return mix(static_cast<std::uint64_t>(p.stage) + 77); }
  static int key(const position& p) { return p.stage; }
};
/// A deliberately useless hash: every position collides; only the keys tell them apart.
struct colliding_cell {
  static std::uint64_t hash(const position&) { return 42; }
  static int key(const position& p) { return p.cell; }
};

using situation = repetita::identity<cell, side, stage>;            // board + side to move
using board_only = repetita::identity<cell, stage>;                 // positional (Go PSK-like)
using weak_situation = repetita::identity<colliding_cell, side, stage>;

}  // namespace repetita::ring

#endif
