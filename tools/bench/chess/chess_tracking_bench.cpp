// What tracking every chess rule set costs, beside the bare replay, in one run (issue #4):
//   chess/bare-replay:               PGN read + SAN decode + legality (replay_passes.hpp);
//   chess/replay+all-13-rule-sets:   the same, every game through one tracker for all 13 chess
//                                    rule sets (4 identities), as the CLI does;
//   chess/tracker-only/...:          the tracker alone on positions and records made before timing;
//   chess/replay+tracking-floor:     the replay feeding tracking_floor.hpp, the least per-ply work
//                                    of an exact tracker of these rule sets (a floor, not a tracker).
// Over the corpus of chess_corpus.hpp (at least 2 million plies per pass).
//   build/release/tools/bench/chess/bench_chess_tracking --benchmark_repetitions=5
// Instruction counts of the same passes (stable on a loaded machine): count_chess_tracking.cpp.
#include "chess_corpus.hpp"
#include "replay_passes.hpp"

#include <benchmark/benchmark.h>

#include <vector>

namespace {

namespace chess = repetita::chess;
namespace bench = repetita::bench;

template <bool Track>
void replay(benchmark::State& state) {
  const std::string& text = bench::the_chess_corpus().text;
  bench::chess_tracker tracker(chess::rule_sets);
  tracker.reserve(1024);
  bench::pass_counts total;
  for (auto _ : state) {
    const bench::pass_counts c = Track ? bench::tracked_pass(text, tracker) : bench::bare_pass(text);
    total.plies += c.plies;
    total.decided += c.decided;
  }
  state.counters["plies"] = benchmark::Counter(static_cast<double>(total.plies), benchmark::Counter::kIsRate);
  state.counters["decided_per_pass"] =
      benchmark::Counter(static_cast<double>(total.decided), benchmark::Counter::kAvgIterations);
}

// The replay feeding the floor (tracking_floor.hpp) as the tracked replay feeds the tracker.
void replay_floor(benchmark::State& state) {
  const std::string& text = bench::the_chess_corpus().text;
  std::size_t plies = 0;
  for (auto _ : state) plies += bench::floor_pass(text).plies;
  state.counters["plies"] = benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
}

// The tracker alone: positions, moves and facts prepared before timing.
void tracker_only(benchmark::State& state) {
  struct game_plies {
    chess::position start;
    std::vector<chess::position> positions;
    std::vector<repetita::ply_input> records;
  };
  static const std::vector<game_plies> games = [] {
    std::vector<game_plies> out;
    chess::pgn_options options;
    options.keep_positions = true;
    bench::for_each_game(bench::the_chess_corpus().text, options, [&](const chess::pgn_game& g) {
      if (out.size() >= 4000) return;
      game_plies gp{g.start, g.positions, {}};
      for (std::size_t i = 0; i < g.moves.size(); ++i)
        gp.records.push_back(chess::recorded_ply(g.moves[i].value, g.positions[i], i + 1 < g.moves.size()));
      out.push_back(std::move(gp));
    });
    return out;
  }();
  bench::chess_tracker tracker(chess::rule_sets);
  tracker.reserve(1024);
  std::size_t plies = 0;
  for (auto _ : state) {
    for (const game_plies& gp : games) {
      tracker.start(gp.start);
      for (std::size_t i = 0; i < gp.positions.size(); ++i) tracker.push(gp.positions[i], gp.records[i]);
      plies += gp.positions.size();
      benchmark::DoNotOptimize(tracker.verdict_now(0));
    }
  }
  state.counters["plies"] = benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
}

}  // namespace

BENCHMARK(replay<false>)->Name("chess/bare-replay")->Unit(benchmark::kMillisecond);
BENCHMARK(replay<true>)->Name("chess/replay+all-13-rule-sets")->Unit(benchmark::kMillisecond);
BENCHMARK(replay_floor)->Name("chess/replay+tracking-floor")->Unit(benchmark::kMillisecond);
BENCHMARK(tracker_only)->Name("chess/tracker-only/all-13-rule-sets")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
