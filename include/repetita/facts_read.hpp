#ifndef REPETITA_FACTS_READ_HPP
#define REPETITA_FACTS_READ_HPP

/// \file
/// The facts a rule reads, so that a game computes a costly fact only when some tracked rule reads
/// it (game.hpp: `G::ply_facts(before, m, after, wanted)`; tracker::facts_read).

#include <repetita/ply_facts.hpp>
#include <repetita/trigger.hpp>

#include <concepts>

namespace repetita {

/// The facts the core itself reads or gives meaning to (irreversible, progress, check, pass,
/// repeated_move: every bit below `ply_facts::first_game_fact`): always wanted, as they are cheap
/// and a tracker's history reads some of them whatever its rules are.
inline constexpr ply_facts::bits_type core_facts = ply_facts::first_game_fact - 1;

/// The facts rule `r` reads: those its trigger names and, when it has a `reads()` member, those its
/// judgment reads from the history besides (a perpetual-chase rule reads the chase of every ply of
/// a cycle, though its trigger is an occurrence count). A rule with neither `when()` nor `reads()`
/// may read anything: all facts. So `reads()` is part of a rule's contract: a rule that reads a
/// game's fact its trigger does not name, and does not say so, may judge a ply without it.
template <class Rule>
[[nodiscard]] constexpr ply_facts::bits_type facts_read_by(const Rule& r) noexcept {
  constexpr bool has_reads = requires { { r.reads() } -> std::convertible_to<ply_facts::bits_type>; };
  constexpr bool has_when = requires { { r.when() } -> std::convertible_to<trigger>; };
  if constexpr (has_reads) {
    return trigger_of(r).facts | r.reads();
  } else if constexpr (has_when) {
    return r.when().facts;
  } else {
    return (static_cast<void>(r), ~ply_facts::bits_type{0});
  }
}

}  // namespace repetita

#endif
