// The superko question a Monte Carlo engine asks of every candidate play, in instructions per
// candidate (callgrind) beside the few lines it would write itself:
//   repetita-go-probe-bench bare|hand|tracker [SIZE [GAMES]]
// Random playouts (made first, the same for every mode) on a SIZE x SIZE board; at every ply every
// empty point is a candidate: its board is made (`bare`), then
//   hand     looked up in an std::unordered_set of the hashes of the boards so far (not exact);
//   tracker  asked repetita's tracker under `chinese` (positional superko, no suicide), verdict_if
//            with the play's facts: a read-only probe, exact (a hash hit is confirmed on the board).
// Per candidate beyond the board play: (MODE - bare) / candidates (tools/bench/go/measure-probe.sh).
#include <repetita/go/go.hpp>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace {

using namespace repetita;

std::vector<std::vector<go::move>> playouts(int size, int games) {
  std::mt19937 random(20261128u);
  std::vector<std::vector<go::move>> out;
  for (int g = 0; g < games; ++g) {
    go::referee referee(go::position(size, size), "chinese");
    std::vector<go::move> moves;
    int passes = 0;
    while (passes < 2 && static_cast<int>(moves.size()) < 2 * size * size) {
      const go::position& now = referee.current();
      go::move chosen = go::pass(now.to_move());
      for (int tries = 0; tries < 16; ++tries) {
        const go::move m = go::play_at(static_cast<int>(random() % static_cast<unsigned>(size)),
                                       static_cast<int>(random() % static_cast<unsigned>(size)), now.to_move());
        if (now.board().get(m.x, m.y) == go::color::empty && referee.is_legal(m)) {
          chosen = m;
          break;
        }
      }
      passes = chosen.is_pass() ? passes + 1 : 0;
      static_cast<void>(referee.play(chosen));
      moves.push_back(chosen);
    }
    out.push_back(std::move(moves));
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: repetita-go-probe-bench bare|hand|tracker [SIZE [GAMES]]\n");
    return 2;
  }
  const std::string_view mode = argv[1];
  const int size = argc > 2 ? std::atoi(argv[2]) : 9;
  const int games = argc > 3 ? std::atoi(argv[3]) : 20;
  if (mode != "bare" && mode != "hand" && mode != "tracker") {
    std::fprintf(stderr, "repetita-go-probe-bench: unknown mode %s\n", argv[1]);
    return 2;
  }
  const auto records = playouts(size, games);
  std::size_t chinese = 0;
  for (const auto& info : go::rule_sets.infos()) {
    if (info.name == "chinese") break;
    ++chinese;
  }
  // registry_of needs the index at compile time: find it, then check the name.
  constexpr std::size_t chinese_index = 2;
  if (chinese != chinese_index) {
    std::fprintf(stderr, "repetita-go-probe-bench: `chinese` is rule set %zu, not %zu\n", chinese, chinese_index);
    return 2;
  }
  repetita::tracker<go::game, registry_of_t<chinese_index, go::registry_type>> tracker(
      registry_of<chinese_index>(go::rule_sets));
  std::unordered_set<std::uint64_t> seen;
  long candidates = 0;
  long answers = 0;  // illegal (tracker) or seen (hand): the work is not optimized away
  for (const auto& moves : records) {
    go::position p(size, size);
    tracker.start(p);
    seen.clear();
    seen.insert(p.board().hash());
    for (const go::move& played : moves) {
      for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
          if (p.board().get(x, y) != go::color::empty) continue;
          const go::move m = go::play_at(x, y, p.to_move());
          const go::position after = go::game::play(p, m);
          ++candidates;
          if (mode == "hand") {
            answers += seen.count(after.board().hash()) != 0;
          } else if (mode == "tracker") {
            answers += tracker.verdict_if(0, after, ply_input{go::game::move_key(m), after.last_facts()}).kind ==
                       verdict_kind::illegal_move;
          } else {
            answers += after.board().hash() == 0;
          }
        }
      p = tracker.play(p, played);
      seen.insert(p.board().hash());
    }
  }
  std::printf("%s: %dx%d, %d games, %ld candidates, %ld answers\n", argv[1], size, size, games, candidates, answers);
  return 0;
}
