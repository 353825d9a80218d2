#ifndef REPETITA_PLY_FACTS_HPP
#define REPETITA_PLY_FACTS_HPP

/// \file
/// Per-ply facts: what a game says about the move that produced a position.

#include <cstdint>

namespace repetita {

/// A small set of facts about one ply ("this move gave check", "this move was irreversible").
///
/// Rules read facts; games write them (game::ply_facts, or the caller of tracker::push).
/// The first bits have a meaning the core knows; games may define their own from `first_game_fact`.
class ply_facts {
 public:
  using bits_type = std::uint32_t;

  /// No position before this ply can recur, under any identity (chess: a pawn move or a capture;
  /// a lost castling right is not enough, as the board alone may recur).
  /// A tracker may forget what came before (tracker_options::forget_irreversible).
  static constexpr bits_type irreversible = 1u << 0;
  /// The move made progress: it resets the progress counter (chess: a pawn move or a capture, FIDE 9.3).
  static constexpr bits_type progress = 1u << 1;
  /// The player to move at this ply is in check: the move that led here gave check.
  static constexpr bits_type check = 1u << 2;
  /// The move was a pass (Go).
  static constexpr bits_type pass = 1u << 3;
  /// The same move was played earlier in the retained history. Set by the history itself when it
  /// links moves (for move-series rules), never by games.
  static constexpr bits_type repeated_move = 1u << 4;
  static constexpr bits_type first_game_fact = 1u << 8;  ///< games define their own facts from here up

  constexpr ply_facts() noexcept = default;
  constexpr explicit ply_facts(bits_type bits) noexcept : bits_(bits) {}

  /// True if every fact in `mask` holds.
  [[nodiscard]] constexpr bool has(bits_type mask) const noexcept { return (bits_ & mask) == mask; }
  [[nodiscard]] constexpr bits_type bits() const noexcept { return bits_; }
  constexpr ply_facts& set(bits_type mask) noexcept {
    bits_ |= mask;
    return *this;
  }

  friend constexpr bool operator==(ply_facts, ply_facts) noexcept = default;

 private:
  bits_type bits_ = 0;
};

}  // namespace repetita

#endif
