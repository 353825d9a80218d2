#ifndef REPETITA_TESTS_RING_DRIVER_HPP
#define REPETITA_TESTS_RING_DRIVER_HPP

// Plays the ring game through a tracker: `d.steps({+1, -1, ...})`, then ask `d.t.verdict_now(i)`.

#include <repetita/ring/game.hpp>
#include <repetita/tracker.hpp>

namespace ring = repetita::ring;

#include <initializer_list>
#include <utility>

template <class Registry>
struct ring_driver {
  repetita::tracker<ring::game, Registry> t;
  ring::position pos;

  explicit ring_driver(Registry rules, ring::position start = {1, ring::player::first, 0},
                       repetita::tracker_options options = {})
      : t(std::move(rules), options), pos(start) {
    t.start(pos);
  }

  void play(ring::move m) { pos = t.play(pos, m); }
  void steps(std::initializer_list<int> steps) {
    for (int s : steps) play(ring::step(s));
  }
  const repetita::verdict& now(std::size_t rs = 0) const { return t.verdict_now(rs); }
};

template <class Registry>
ring_driver(Registry) -> ring_driver<Registry>;
template <class Registry>
ring_driver(Registry, ring::position) -> ring_driver<Registry>;
template <class Registry>
ring_driver(Registry, ring::position, repetita::tracker_options) -> ring_driver<Registry>;

/// A registry with one rule set of one rule over the situation identity.
template <class Rule, class Identity = ring::situation>
auto single_rule(Rule r) {
  return repetita::make_registry(repetita::make_rule_set<Identity>({"test", "one rule", "tests"}, r));
}

#endif
