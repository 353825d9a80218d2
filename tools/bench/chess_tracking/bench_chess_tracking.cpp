// What tracking every chess rule set costs, beside the bare replay, in one run.
//
//   bare:    PGN read + SAN decode + legality (the engine's replay), over the corpus in memory;
//   tracked: the same, the reader keeping the positions it made (pgn_options::keep_positions), then
//            every game pushed through one tracker for all 13 chess rule sets (4 identities) with
//            its per-ply facts (chess::recorded_ply), as the CLI does;
//   tracker: the tracker alone on decoded games (positions and facts computed before timing).
//
// The corpus: the .pgn files of $REPETITA_CHESS_CORPUS, else ../shared/data/chess, else tests/data/chess
// (the deliberately broken kokopu parser tests are skipped), repeated to at least 2 million plies.
//   build/release/tools/bench/chess_tracking/bench_chess_tracking --benchmark_repetitions=3
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/tracker.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

namespace {

namespace chess = repetita::chess;
namespace fs = std::filesystem;

class memory_buffer : public std::streambuf {
 public:
  explicit memory_buffer(std::string& text) { setg(text.data(), text.data(), text.data() + text.size()); }
};

fs::path corpus_dir() {
  if (const char* env = std::getenv("REPETITA_CHESS_CORPUS"); env && *env) return env;
  if (fs::is_directory(REPETITA_SHARED_CHESS_DIR)) return REPETITA_SHARED_CHESS_DIR;
  return REPETITA_TEST_CHESS_DIR;
}

std::string& corpus() {
  static std::string text = [] {
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(corpus_dir()))
      if (entry.path().extension() == ".pgn" && entry.path().parent_path().filename() != "kokopu-parser-tests")
        files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::string one;
    for (const auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      std::ostringstream s;
      s << in.rdbuf();
      one += s.str();
      one += "\n\n";
    }
    std::string all;
    // Repeat until one pass has at least 2 million plies (counted by a first read).
    std::size_t plies = 0;
    {
      memory_buffer buffer(one);
      std::istream in(&buffer);
      chess::pgn_reader reader(in, "corpus");
      chess::pgn_game g;
      chess::pgn_error e;
      for (chess::pgn_reader::status st; (st = reader.read(g, e)) != chess::pgn_reader::status::end;)
        if (st == chess::pgn_reader::status::game) plies += g.moves.size();
    }
    const std::size_t copies = plies == 0 ? 1 : (2'000'000 + plies - 1) / plies;
    for (std::size_t i = 0; i < copies; ++i) all += one;
    return all;
  }();
  return text;
}

using tracker_type = repetita::tracker<chess::game, std::remove_cvref_t<decltype(chess::rule_sets)>>;

template <bool Track>
void replay(benchmark::State& state) {
  std::string& text = corpus();
  tracker_type tracker(chess::rule_sets);
  tracker.reserve(1024);
  chess::pgn_game g;
  chess::pgn_error e;
  std::size_t plies = 0;
  std::size_t claims = 0;
  for (auto _ : state) {
    memory_buffer buffer(text);
    std::istream in(&buffer);
    chess::pgn_options options;
    options.keep_positions = Track;
    chess::pgn_reader reader(in, "corpus", options);
    for (chess::pgn_reader::status st; (st = reader.read(g, e)) != chess::pgn_reader::status::end;) {
      if (st != chess::pgn_reader::status::game) continue;
      plies += g.moves.size();
      if constexpr (Track) {
        tracker.start(g.start);
        const std::size_t n = g.moves.size();
        for (std::size_t i = 0; i < n; ++i) {
          const bool move_follows = i + 1 < n && !g.moves[i + 1].value.is_null();
          tracker.push(g.positions[i], chess::recorded_ply(i == 0 ? g.start : g.positions[i - 1], g.moves[i].value,
                                                           g.positions[i], move_follows));
        }
        claims += tracker.verdict_now(0).kind != repetita::verdict_kind::none;
      }
    }
  }
  state.counters["plies"] = benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
  state.counters["ended_or_claimable"] = static_cast<double>(claims);
}

// The tracker alone: positions, moves and facts prepared before timing.
void tracker_only(benchmark::State& state) {
  struct game_plies {
    chess::position start;
    std::vector<chess::position> positions;
    std::vector<repetita::ply_record> records;
  };
  static const std::vector<game_plies> games = [] {
    std::vector<game_plies> out;
    std::string text = corpus();
    memory_buffer buffer(text);
    std::istream in(&buffer);
    chess::pgn_reader reader(in, "corpus");
    chess::pgn_game g;
    chess::pgn_error e;
    for (chess::pgn_reader::status st; (st = reader.read(g, e)) != chess::pgn_reader::status::end && out.size() < 4000;) {
      if (st != chess::pgn_reader::status::game) continue;
      game_plies gp{g.start, {}, {}};
      chess::position p = g.start;
      for (const chess::pgn_move& m : g.moves) {
        const chess::position next = p.after(m.value);
        gp.records.push_back(tracker_type::record_of(p, m.value, next));
        gp.positions.push_back(next);
        p = next;
      }
      out.push_back(std::move(gp));
    }
    return out;
  }();
  tracker_type tracker(chess::rule_sets);
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
BENCHMARK(tracker_only)->Name("chess/tracker-only/all-13-rule-sets")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
