#ifndef REPETITA_RECORDS_PLY_ANNOTATION_HPP
#define REPETITA_RECORDS_PLY_ANNOTATION_HPP

/// \file
/// What a record says of a ply besides its move: the clock and the engine's evaluation, as
/// servers and engine tournaments write them after every move (PGN: `{ [%eval 0.17] [%clk 0:02:58] }`).
/// Researchers who study repetitions ask what they said at the repeated plies (`--annotations`).

#include <cstdint>
#include <optional>

namespace repetita {

struct ply_annotation {
  /// Time left on the mover's clock after the move, in seconds.
  std::optional<double> clock;
  /// The engine's evaluation after the move, in pawns from the first player's point of view
  /// (White's in chess); absent when the record gives a mate distance instead.
  std::optional<double> eval;
  /// Moves to mate after the move: positive if the first player mates, negative if the second.
  std::optional<std::int32_t> mate;

  [[nodiscard]] bool empty() const noexcept { return !clock && !eval && !mate; }
  friend bool operator==(const ply_annotation&, const ply_annotation&) = default;
};

}  // namespace repetita

#endif
