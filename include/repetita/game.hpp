#ifndef REPETITA_GAME_HPP
#define REPETITA_GAME_HPP

/// \file
/// The game_plugin concept: what a plug-in supplies, and the optional hooks the tracker uses if present.

#include <repetita/ply.hpp>
#include <repetita/ply_facts.hpp>

#include <concepts>
#include <cstdint>
#include <type_traits>

namespace repetita {

/// A game plug-in: a traits type (no objects needed) that describes one game.
///
/// Minimal complete definition, for a traits type `G`:
/// - `typename G::position`: the full state at one moment (copyable);
/// - `typename G::move`: one turn;
/// - `typename G::player`: an enumeration or integer whose values are the players in turn order,
///   0 and 1 (the core stores players as `player_index`);
/// - `G::play(p, m)`: the position after move `m` (a new position: `p` is not changed);
/// - `G::side_to_move(p)`: the player to move.
///
/// Optional hooks, used when present:
/// - `G::ply_facts(before, m, after) -> ply_facts`: the facts of a move (irreversible, progress,
///   check, ...); without it a move has no facts. Or `G::ply_facts(before, m, after, wanted)`: the
///   same, but a fact of the game's own (from `ply_facts::first_game_fact` up) that is not in
///   `wanted` may be left out: the tracker passes the facts its rule sets read (facts_read.hpp,
///   tracker::facts_read), so a costly fact is computed only for a rule that reads it (xiangqi's
///   mate threat, read by `cxa` alone);
/// - `G::start_facts(p) -> ply_facts`: the facts of a start position (already in check, mated);
/// - `G::progress_clock(p) -> ply_t`: the progress counter a record starts with (FEN field 5);
/// - `G::move_key(m) -> std::uint64_t`: an exact key of a move (equal keys mean equal moves), for
///   move-series rules; without it moves are unknown and never form a series;
/// - `G::move_key_bits`: a `static constexpr unsigned`, every move key is below 2^move_key_bits;
///   small keys (16 bits) are linked through a direct table instead of a hash table;
/// - `G::occurrences`, `G::search_occurrences`: `static constexpr occurrence_policy`, how a tracker
///   of records and a search's tracker find earlier positions (occurrence_policy.hpp).
///
/// Laws: `play` is deterministic; `side_to_move(play(p, m))` is the next player.
/// Models: repetita::ring::game (games/ring, the tutorial plug-in), games/chess, ...
///
/// Named `game_plugin`, not `game`: every plug-in names its traits type `game`
/// (repetita::chess::game), and a concept repetita::game would make `game` ambiguous where both
/// namespaces are used (`using namespace repetita; using namespace repetita::chess;`).
template <class G>
concept game_plugin = requires { typename G::position; typename G::move; typename G::player; } &&
               (std::is_enum_v<typename G::player> || std::is_integral_v<typename G::player>) &&
               std::copy_constructible<typename G::position> &&
               requires(const typename G::position& p, const typename G::move& m) {
                 { G::play(p, m) } -> std::convertible_to<typename G::position>;
                 { G::side_to_move(p) } -> std::convertible_to<typename G::player>;
               };

/// Static checks with one readable sentence per missing piece; `tracker` runs them so that a type
/// that is not a game gets "a game plug-in must ..." instead of a page of template errors.
template <class G>
consteval bool check_game() {
  if constexpr (!requires { typename G::position; }) {
    static_assert(requires { typename G::position; },
                  "repetita: a game plug-in must name its position type: `using position = ...;`");
    return false;
  } else if constexpr (!requires { typename G::move; }) {
    static_assert(requires { typename G::move; }, "repetita: a game plug-in must name its move type: `using move = ...;`");
    return false;
  } else if constexpr (!requires { typename G::player; }) {
    static_assert(requires { typename G::player; },
                  "repetita: a game plug-in must name its player type: `using player = ...;` (an enum or integer, 0 and 1)");
    return false;
  } else if constexpr (!(std::is_enum_v<typename G::player> || std::is_integral_v<typename G::player>)) {
    static_assert(std::is_enum_v<typename G::player> || std::is_integral_v<typename G::player>,
                  "repetita: a game plug-in's player type must be an enumeration or an integer type");
    return false;
  } else if constexpr (!requires(const typename G::position& p, const typename G::move& m) {
                         { G::play(p, m) } -> std::convertible_to<typename G::position>;
                       }) {
    static_assert(false && sizeof(G),
                  "repetita: a game plug-in must provide `static position play(const position&, const move&)`");
    return false;
  } else if constexpr (!requires(const typename G::position& p) {
                         { G::side_to_move(p) } -> std::convertible_to<typename G::player>;
                       }) {
    static_assert(false && sizeof(G),
                  "repetita: a game plug-in must provide `static player side_to_move(const position&)`");
    return false;
  } else {
    static_assert(game_plugin<G>, "repetita: this type does not model repetita::game_plugin (see game.hpp)");
    return true;
  }
}

/// The player index of a game's player value.
template <game_plugin G>
[[nodiscard]] constexpr player_index index_of(typename G::player p) noexcept {
  return static_cast<player_index>(p);
}

}  // namespace repetita

#endif
