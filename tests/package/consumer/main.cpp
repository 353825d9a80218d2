// A user's own game and position type, judged by repetita's core: a counter that goes up and down.
#include <repetita/repetita.hpp>

#include <cstdint>
#include <cstdio>

struct counter_game {
  struct position {
    int value;
    int to_move;
  };
  using move = int;
  using player = int;
  static position play(const position& p, move m) { return {p.value + m, 1 - p.to_move}; }
  static player side_to_move(const position& p) { return p.to_move; }
};

struct value_component {
  static std::uint64_t hash(const counter_game::position& p) { return static_cast<std::uint64_t>(p.value); }
  static int key(const counter_game::position& p) { return p.value; }
};
struct side_component {
  static std::uint64_t hash(const counter_game::position& p) { return static_cast<std::uint64_t>(p.to_move); }
  static int key(const counter_game::position& p) { return p.to_move; }
};

int main() {
  using situation = repetita::identity<value_component, side_component>;
  constexpr repetita::rules::nfold threefold{.name = "threefold", .citation = "FIDE 9.2.2", .threshold = 3};
  auto tracker = repetita::make_tracker<counter_game>(
      repetita::make_registry(repetita::make_rule_set<situation>({"threefold", "claim on the 3rd occurrence", "FIDE"}, threefold)));
  counter_game::position p{0, 0};
  tracker.start(p);
  for (int m : {+1, -1, +1, -1}) p = tracker.play(p, m);
  const repetita::verdict& v = tracker.verdict_now(0);
  if (v.kind != repetita::verdict_kind::claimable_draw || v.ply != 4 || v.who != 0) {
    std::puts("consumer: wrong verdict");
    return 1;
  }
  std::puts("consumer: ok (threefold claimable at ply 4)");
  return 0;
}
