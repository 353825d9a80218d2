// Xiangqi benchmarks on the real games (tests/data/xiangqi/*.pgn, and the files of
// ../shared/data/xiangqi that are not copied there), read once up front with the adapter's reader:
// - BM_replay_tracking: every game replayed through a tracker holding every xiangqi rule set (axf,
//   pikafish, fairy-stockfish, threefold), as the CLI replays a record: adapter::record::play pushes
//   the positions the reader made, with the facts of each ply (check; the chase only on plies that lie
//   in a repetition cycle, cycle_plies.hpp); counter plies/s (the target: >= 3 M on one core);
// - BM_session_tracking: the same games played move by move as a session plays them
//   (tracker::play: the move made, and the chase of every reversible ply computed);
// - BM_replay_standard, BM_session_standard: the same with the standard rule set (axf) alone, the
//   CLI's default: no rule of it reads the mate threat, so it is not searched (facts_read.hpp);
//   BM_session_standard_every_fact computes it all the same, as before trackers said what they read;
// - BM_replay_only: the moves made with the check fact, no tracker (the board's share);
// - BM_read_and_replay: reading the PGN text (moves resolved, positions made) and the tracked replay.
// Wall-clock figures are noisy on a shared machine: report medians
// (--benchmark_repetitions=5 --benchmark_report_aggregates_only=true).
#include <repetita/tracker.hpp>
#include <repetita/xiangqi/adapter.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using namespace repetita::xiangqi;
namespace fs = std::filesystem;

namespace {

struct corpus {
  std::vector<std::string> texts;  // one PGN file each
  std::vector<std::string> names;
  std::vector<adapter::record> records;
  std::size_t plies = 0;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The .pgn files of a folder, sorted (not recursive: the rule book's cases are not games).
std::vector<fs::path> pgn_files(const fs::path& dir) {
  std::vector<fs::path> out;
  if (!fs::is_directory(dir)) return out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".pgn") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

// Reads every game of a text, leniently (the database exports end their games without a result);
// a broken game is an error (the corpus is the tests' real games).
std::size_t read_all(const std::string& text, const std::string& name, std::vector<adapter::record>* out) {
  repetita::read_options options;
  options.lenient = true;
  adapter::reader reader(text, name, 1, options);
  adapter::record rec;
  repetita::record_error error;
  std::size_t plies = 0;
  for (;;) {
    switch (reader.read(rec, error)) {
      case repetita::read_status::end: return plies;
      case repetita::read_status::error:
        throw std::runtime_error(name + ":" + std::to_string(error.line) + ":" + std::to_string(error.column) + ": " +
                                 error.message);
      case repetita::read_status::record:
        plies += rec.plies();
        if (out != nullptr) out->push_back(rec);
        break;
    }
  }
}

const corpus& load() {
  static const corpus c = [] {
    corpus out;
    std::vector<fs::path> files = pgn_files(REPETITA_XIANGQI_TEST_DATA);
    std::set<std::string> names;
    for (const fs::path& f : files) names.insert(f.filename().string());
    for (const fs::path& f : pgn_files(REPETITA_XIANGQI_SHARED_DATA))
      if (!names.contains(f.filename().string())) files.push_back(f);  // the tests hold copies of some
    for (const fs::path& f : files) {
      out.texts.push_back(slurp(f));
      out.names.push_back(f.filename().string());
      out.plies += read_all(out.texts.back(), out.names.back(), &out.records);
    }
    if (out.records.empty()) throw std::runtime_error("no xiangqi games found");
    return out;
  }();
  return c;
}

void count_plies(benchmark::State& state, const corpus& c) {
  state.counters["plies/s"] = benchmark::Counter(static_cast<double>(c.plies) * static_cast<double>(state.iterations()),
                                                 benchmark::Counter::kIsRate);
  state.counters["games"] = static_cast<double>(c.records.size());
  state.counters["plies"] = static_cast<double>(c.plies);
}

// The number of rule sets whose verdict ended the game the tracker follows.
template <class Tracker>
std::size_t ends_of(const Tracker& t) {
  std::size_t ends = 0;
  for (std::size_t rs = 0; rs < Tracker::rule_set_count; ++rs) ends += t.end(rs) ? 1u : 0u;
  return ends;
}

// Replays a record as the CLI does (the record's own positions fed to the tracker); the number of
// rule sets that ended the game.
template <class Tracker>
std::size_t replay(Tracker& t, const adapter::record& r) {
  t.start(r.start());
  const position* p = &r.start();
  for (std::size_t i = 0; i < r.plies(); ++i) p = &r.play(t, *p, i);
  return ends_of(t);
}

// The game as it was before a tracker said which facts its rule sets read (facts_read.hpp): every
// reversible ply's chase and mate threat, whoever reads them.
struct game_every_fact : game {
  [[nodiscard]] static repetita::ply_facts ply_facts(const position& before, move m, const position& after) noexcept {
    return game::ply_facts(before, m, after);
  }
};

// A session's play of a record: tracker::play makes each move and asks the game for its facts (the
// chase of every reversible ply); the number of rule sets that ended the game.
template <class Tracker>
std::size_t play_moves(Tracker& t, const adapter::record& r) {
  t.start(r.start());
  position p = r.start();
  for (const move& m : r.pgn().moves) p = t.play(p, m);
  return ends_of(t);
}

// Every game of the corpus through one tracker of `Game` and `registry`, by `run(tracker, record)`.
template <class Game, class Registry, class Run>
void track_corpus(benchmark::State& state, const Registry& registry, Run run) {
  const corpus& c = load();
  auto t = repetita::make_tracker<Game>(registry);
  t.reserve(1024);
  std::size_t ends = 0;
  for (auto _ : state) {
    for (const adapter::record& r : c.records) ends += run(t, r);
  }
  benchmark::DoNotOptimize(ends);
  count_plies(state, c);
}

template <class Game, class Registry>
void replay_tracking(benchmark::State& state, const Registry& registry) {
  track_corpus<Game>(state, registry, [](auto& t, const adapter::record& r) { return replay(t, r); });
}

template <class Game, class Registry>
void session_tracking(benchmark::State& state, const Registry& registry) {
  track_corpus<Game>(state, registry, [](auto& t, const adapter::record& r) { return play_moves(t, r); });
}

void BM_replay_tracking(benchmark::State& state) { replay_tracking<game>(state, rule_sets); }
BENCHMARK(BM_replay_tracking)->Unit(benchmark::kMillisecond);
void BM_replay_standard(benchmark::State& state) { replay_tracking<game>(state, repetita::standard_registry(rule_sets)); }
BENCHMARK(BM_replay_standard)->Unit(benchmark::kMillisecond);

void BM_session_tracking(benchmark::State& state) { session_tracking<game>(state, rule_sets); }
BENCHMARK(BM_session_tracking)->Unit(benchmark::kMillisecond);
void BM_session_standard(benchmark::State& state) { session_tracking<game>(state, repetita::standard_registry(rule_sets)); }
BENCHMARK(BM_session_standard)->Unit(benchmark::kMillisecond);
void BM_session_standard_every_fact(benchmark::State& state) {
  session_tracking<game_every_fact>(state, repetita::standard_registry(rule_sets));
}
BENCHMARK(BM_session_standard_every_fact)->Unit(benchmark::kMillisecond);

void BM_replay_only(benchmark::State& state) {
  const corpus& c = load();
  std::size_t checks = 0;
  for (auto _ : state) {
    for (const adapter::record& r : c.records) {
      position p = r.start();
      for (const move& m : r.pgn().moves) {
        p = p.after(m);
        checks += p.in_check() ? 1u : 0u;
      }
    }
  }
  benchmark::DoNotOptimize(checks);
  count_plies(state, c);
}
BENCHMARK(BM_replay_only)->Unit(benchmark::kMillisecond);

void BM_read_and_replay(benchmark::State& state) {
  const corpus& c = load();
  auto t = repetita::make_tracker<game>(rule_sets);
  t.reserve(1024);
  std::size_t ends = 0;
  std::vector<adapter::record> records;
  for (auto _ : state) {
    for (std::size_t f = 0; f < c.texts.size(); ++f) {
      records.clear();
      read_all(c.texts[f], c.names[f], &records);
      for (const adapter::record& r : records) ends += replay(t, r);
    }
  }
  benchmark::DoNotOptimize(ends);
  count_plies(state, c);
}
BENCHMARK(BM_read_and_replay)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
