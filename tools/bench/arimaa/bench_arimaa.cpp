// Arimaa benchmarks: distinct legal moves generated per second from middle-game positions (random
// games from a standard setup, turns 8 to 40), and turns per second for a replay with tracking
// (every turn: the steps checked, the end-of-turn facts, both rule sets' verdicts). Noisy on a
// shared machine: report medians (--benchmark_repetitions=5 --benchmark_report_aggregates_only=true).
// `bench_arimaa --survey N` plays N random games (seeds 1..N) and prints the largest number of
// distinct moves met in any position, with the position. `bench_arimaa --records N` prints N random
// games (seeds 1..N, up to 80 turns each) as records, one after another: a corpus for timing the
// `repetita` CLI on Arimaa records (docs/rules/arimaa.md, section 6).
#include <repetita/arimaa/arimaa.hpp>

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace repetita::arimaa;
namespace nt = repetita::arimaa::notation;

namespace {

move standard_setup(color c) {
  move m;
  m.is_setup = true;
  const char* order = c == color::gold ? "RRRRRRRRHDCEMCDH" : "rrrrrrrrhdcmecdh";
  const int back = c == color::gold ? 0 : 7;
  const int front = c == color::gold ? 1 : 6;
  for (int i = 0; i < 16; ++i) {
    const square s = (i % 8) + 8 * (i < 8 ? back : front);
    m.push_back(make_step(*piece_of_letter(order[i]), s, s));
  }
  return m;
}

// A random game from the standard setups: the moves and the positions before each move.
struct random_game {
  std::vector<move> moves;
  std::vector<position> before;
};
random_game play_random(std::uint32_t seed, int turns) {
  std::mt19937 rng(seed);
  referee ref;
  random_game g;
  for (color c : {color::gold, color::silver}) {
    g.before.push_back(ref.current());
    g.moves.push_back(standard_setup(c));
    ref.play(g.moves.back());
  }
  for (int t = 0; t < turns && !ref.outcome(); ++t) {
    const auto legal = ref.legal_moves();
    if (legal.empty()) break;
    g.before.push_back(ref.current());
    g.moves.push_back(legal[rng() % legal.size()].m);
    ref.play(g.moves.back());
  }
  return g;
}

const std::vector<position>& middle_game_positions() {
  static const std::vector<position> positions = [] {
    std::vector<position> out;
    for (std::uint32_t seed = 1; seed <= 8; ++seed) {
      const random_game g = play_random(seed, 40);
      for (std::size_t i = 10; i < g.before.size(); i += 8) out.push_back(g.before[i]);
    }
    return out;
  }();
  return positions;
}

void BM_distinct_moves(benchmark::State& state) {
  const auto& positions = middle_game_positions();
  move_generator gen;
  std::size_t i = 0;
  std::uint64_t moves = 0;
  std::uint64_t searched = 0;
  for (auto _ : state) {
    const std::size_t n = gen.count(positions[i++ % positions.size()]);
    benchmark::DoNotOptimize(n);
    moves += n;
    ++searched;
  }
  state.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(searched), benchmark::Counter::kIsRate);
  state.counters["moves/position"] = static_cast<double>(moves) / static_cast<double>(searched);
}
BENCHMARK(BM_distinct_moves)->Unit(benchmark::kMicrosecond);

void BM_has_changing_move(benchmark::State& state) {
  const auto& positions = middle_game_positions();
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(has_changing_move(positions[i++ % positions.size()]));
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(i), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_has_changing_move);

// Replays the moves of a 200-turn random game through the referee (tracking under the chosen rule
// set, facts, the immobilization check): turns per second.
void BM_replay_tracking(benchmark::State& state) {
  static const random_game g = play_random(77, 200);
  const auto rs = static_cast<std::size_t>(state.range(0));
  std::uint64_t turns = 0;
  for (auto _ : state) {
    basic_referee<registry_type> ref(rule_sets, position{}, rs);
    for (const move& m : g.moves) benchmark::DoNotOptimize(ref.play(m));
    turns += g.moves.size();
  }
  state.counters["turns/s"] = benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
  state.SetLabel(std::string(rule_sets.infos()[rs].name) + ", " + std::to_string(g.moves.size()) + " turns");
}
BENCHMARK(BM_replay_tracking)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// The same game from its text: reading, checking every step and capture, and tracking.
void BM_replay_text(benchmark::State& state) {
  static const std::string text = nt::write(play_random(77, 200).moves);
  std::uint64_t turns = 0;
  for (auto _ : state) {
    auto r = nt::replay(text, "arimaa");
    if (!r) state.SkipWithError(r.error().to_string().c_str());
    turns += r.value().moves.size();
  }
  state.counters["turns/s"] = benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_replay_text)->Unit(benchmark::kMicrosecond);

int survey(int games) {
  move_generator gen;
  std::size_t worst = 0;
  std::size_t worst_nodes = 0;
  std::string where;
  std::uint64_t total = 0;
  std::uint64_t count = 0;
  for (int seed = 1; seed <= games; ++seed) {
    const random_game g = play_random(static_cast<std::uint32_t>(seed), 80);
    for (std::size_t i = 2; i < g.before.size(); ++i) {
      const std::size_t n = gen.count(g.before[i]);
      total += n;
      ++count;
      if (n > worst) {
        worst = n;
        worst_nodes = gen.nodes();
        where = "seed " + std::to_string(seed) + ", before ply " + std::to_string(i + 1) + ":\n" +
                nt::write(std::vector<move>(g.moves.begin(), g.moves.begin() + static_cast<std::ptrdiff_t>(i)));
      }
    }
  }
  std::printf("positions: %llu, mean distinct moves: %.1f, largest: %zu (search nodes %zu) at %s\n",
              static_cast<unsigned long long>(count), static_cast<double>(total) / static_cast<double>(count), worst,
              worst_nodes, where.c_str());
  return 0;
}

int records(int games) {
  for (int seed = 1; seed <= games; ++seed) {
    const random_game g = play_random(static_cast<std::uint32_t>(seed), 80);
    std::printf("# random game, seed %d\n%s", seed, nt::write(g.moves).c_str());
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 3 && std::strcmp(argv[1], "--survey") == 0) return survey(std::atoi(argv[2]));
  if (argc >= 3 && std::strcmp(argv[1], "--records") == 0) return records(std::atoi(argv[2]));
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
