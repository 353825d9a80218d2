// Shogi benchmarks on the Fairy-Stockfish self-play corpus (the USI files and the CSA games):
// - BM_replay_tracking: replays every game with legality checks and the check fact, tracked under
//   every shogi rule set (jsa, csa, jsa-pre-1983); counter plies/s;
// - BM_replay_only: the same replay without a tracker (the board's share);
// - BM_read_and_replay: reading the records (USI and CSA text) as well.
// Wall-clock figures are noisy on a shared machine: report medians
// (--benchmark_repetitions=5 --benchmark_report_aggregates_only=true).
#include <repetita/shogi/shogi.hpp>
#include <repetita/tracker.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

using namespace repetita::shogi;
namespace fs = std::filesystem;

namespace {

struct corpus {
  std::vector<std::string> texts;  // one USI line or one CSA file each
  std::vector<bool> is_csa;
  std::vector<record> records;
  std::size_t plies = 0;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

const corpus& load() {
  static const corpus c = [] {
    corpus out;
    fs::path root = REPETITA_SHOGI_CORPUS;
    if (!fs::exists(root)) root = REPETITA_SHOGI_CORPUS_COPY;
    std::vector<fs::path> files;
    for (const auto& e : fs::recursive_directory_iterator(root))
      if (e.is_regular_file()) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files) {
      const std::string text = slurp(f);
      if (format_of(f.filename().string()) == "usi") {
        auto recs = read_usi_lines(text);
        if (!recs) throw std::runtime_error(f.string() + ": " + recs.error().message);
        for (record& r : recs.value()) {
          out.texts.push_back(write_usi(r));
          out.is_csa.push_back(false);
          out.plies += r.moves.size();
          out.records.push_back(std::move(r));
        }
      } else if (format_of(f.filename().string()) == "csa") {
        auto r = read_csa(text);
        if (!r) throw std::runtime_error(f.string() + ": " + r.error().message);
        out.texts.push_back(text);
        out.is_csa.push_back(true);
        out.plies += r->moves.size();
        out.records.push_back(std::move(r.value()));
      }
    }
    return out;
  }();
  return c;
}

void BM_replay_tracking(benchmark::State& state) {
  const corpus& c = load();
  auto t = repetita::make_tracker<game>(rule_sets);
  t.reserve(1024);
  std::size_t events = 0;
  for (auto _ : state) {
    for (const record& r : c.records) {
      position p = r.start;
      t.start(p);
      for (const move& m : r.moves) {
        if (!p.is_legal(m)) state.SkipWithError("illegal move");
        p = t.play(p, m);
      }
      for (std::size_t rs = 0; rs < registry_type::size; ++rs) events += t.end(rs) ? 1u : 0u;
    }
  }
  benchmark::DoNotOptimize(events);
  state.counters["plies/s"] = benchmark::Counter(static_cast<double>(c.plies) * static_cast<double>(state.iterations()),
                                                 benchmark::Counter::kIsRate);
  state.counters["games"] = static_cast<double>(c.records.size());
}
BENCHMARK(BM_replay_tracking)->Unit(benchmark::kMillisecond);

void BM_replay_only(benchmark::State& state) {
  const corpus& c = load();
  std::size_t checks = 0;
  for (auto _ : state) {
    for (const record& r : c.records) {
      position p = r.start;
      for (const move& m : r.moves) {
        if (!p.is_legal(m)) state.SkipWithError("illegal move");
        p = p.after(m);
        checks += p.in_check() ? 1u : 0u;
      }
    }
  }
  benchmark::DoNotOptimize(checks);
  state.counters["plies/s"] = benchmark::Counter(static_cast<double>(c.plies) * static_cast<double>(state.iterations()),
                                                 benchmark::Counter::kIsRate);
}
BENCHMARK(BM_replay_only)->Unit(benchmark::kMillisecond);

void BM_read_and_replay(benchmark::State& state) {
  const corpus& c = load();
  auto t = repetita::make_tracker<game>(rule_sets);
  for (auto _ : state) {
    for (std::size_t i = 0; i < c.texts.size(); ++i) {
      auto r = c.is_csa[i] ? read_csa(c.texts[i]) : read_usi(c.texts[i]);
      if (!r) state.SkipWithError("read error");
      position p = r->start;
      t.start(p);
      for (const move& m : r->moves) p = t.play(p, m);
    }
  }
  state.counters["plies/s"] = benchmark::Counter(static_cast<double>(c.plies) * static_cast<double>(state.iterations()),
                                                 benchmark::Counter::kIsRate);
}
BENCHMARK(BM_read_and_replay)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
