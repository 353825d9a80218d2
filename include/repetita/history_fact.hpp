#ifndef REPETITA_HISTORY_FACT_HPP
#define REPETITA_HISTORY_FACT_HPP

/// \file
/// History fact: a per-ply fact that only the history can tell, so `G::ply_facts` cannot compute it
/// (Arimaa's "the only moves player B has are 3rd time repetitions", Arimaa Game Rules, end of the
/// game 6). A session asks for it after each ply; a caller with a bare tracker uses `push_judged`.

#include <repetita/history.hpp>
#include <repetita/ply_facts.hpp>

#include <concepts>
#include <cstddef>

namespace repetita {

/// A history fact of game positions `Position`, asked through a tracker of type `Tracker`.
///
/// Minimal complete definition: `H::facts`, the fact bits it may add (a rule that reads one of them
/// is what makes a rule set need it: `registry::reads_facts`); `h.clear()` forgets the plies seen
/// (a new game); `h.judge(t, rs, before, after)` is called once the tracker has pushed and judged
/// the ply `before -> after`, and returns the facts to add to it under rule set `rs` (none: an empty
/// `ply_facts`); `h.pop()` is called after the tracker took back a ply that `judge` saw.
///
/// Laws: `judge` leaves the tracker as it found it (it may ask `verdict_if`, which pushes and pops);
/// the facts it returns are added with `tracker::add_facts`, which judges the ply again. Asked after
/// the ply is judged, it can skip plies where an earlier check already ended the game (`t.end(rs)`),
/// so the rules ahead of it in precedence keep their verdicts and the costly search runs rarely.
template <class H, class Tracker>
concept history_fact = requires(H& h, Tracker& t, std::size_t rs, const typename Tracker::position& p) {
  { H::facts } -> std::convertible_to<ply_facts::bits_type>;
  h.clear();
  { h.judge(t, rs, p, p) } -> std::same_as<ply_facts>;
  h.pop();
};

/// No history fact: what a session of a game that has none holds (it is never asked).
struct no_history_fact {
  static constexpr ply_facts::bits_type facts = 0;
  void clear() noexcept {}
  template <class Tracker, class Position>
  [[nodiscard]] ply_facts judge(Tracker&, std::size_t, const Position&, const Position&) noexcept {
    return {};
  }
  void pop() noexcept {}
};

/// Pushes `before -> after` to `t` and adds the facts `h` finds under rule set `rs` (what a session
/// does at each ply, for callers that drive a tracker themselves, as the CLI does).
template <class Tracker, class H>
  requires history_fact<H, Tracker>
void push_judged(Tracker& t, H& h, std::size_t rs, const typename Tracker::position& before,
                 const typename Tracker::position& after, const ply_input& input) {
  t.push(after, input);
  if (const ply_facts f = h.judge(t, rs, before, after); f.bits() != 0) t.add_facts(f);
}

}  // namespace repetita

#endif
