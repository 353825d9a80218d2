#ifndef REPETITA_GO_COUNT_HPP
#define REPETITA_GO_COUNT_HPP

/// \file
/// Exhaustive game counts on tiny boards: the "perft" of Go. A game starts on the empty board with
/// Black to move and is any sequence of legal turns (plays or passes; passes are always legal) that
/// ends at the first two consecutive passes (J. Tromp and G. Farnebaeck, "Combinatorics of Go").
///
/// Two enumerators: `count_games_tracker` plays every game through repetita::tracker with the Go rules
/// (`rules::positional_superko` etc., the occupied-point and suicide rules): the core's semantics,
/// slow. `count_games` is a table-driven depth-first search over board indices with a bitset of the
/// identities seen; the tests show that both give the same counts on every board they can both
/// enumerate, and the published counts.

#include <repetita/go/rule_sets.hpp>

#include <cstdint>
#include <string_view>

namespace repetita::go {

/// The repetition rule of a count.
enum class superko_rule : std::uint8_t { psk, ssk, nz, nssk };

[[nodiscard]] constexpr std::string_view to_string(superko_rule r) noexcept {
  switch (r) {
    case superko_rule::psk: return "psk";
    case superko_rule::ssk: return "ssk";
    case superko_rule::nz: return "ssk-nz";
    case superko_rule::nssk: return "nssk";
  }
  return "?";
}
[[nodiscard]] constexpr std::string_view to_string(suicide_policy s) noexcept {
  switch (s) {
    case suicide_policy::forbidden: return "forbidden";
    case suicide_policy::multi_only: return "multi";
    case suicide_policy::allowed: return "allowed";
  }
  return "?";
}

struct count_options {
  int width = 1;
  int height = 1;
  superko_rule rule = superko_rule::psk;
  suicide_policy suicide = suicide_policy::allowed;
  /// If > 0, a sequence that reaches this many turns counts as one (unfinished) game: a depth limit
  /// that lets both enumerators be compared on boards too large to finish.
  int max_plies = 0;
};

/// The table-driven count (boards of at most 9 points). Throws std::invalid_argument otherwise.
[[nodiscard]] std::uint64_t count_games(const count_options& options);

/// The count through repetita::tracker (any board; exponential, for small ones).
[[nodiscard]] std::uint64_t count_games_tracker(const count_options& options);

}  // namespace repetita::go

#endif
