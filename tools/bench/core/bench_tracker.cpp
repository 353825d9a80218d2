// Push + "verdict now" per ply, for (a) a 100-ply reversible window (an irreversible ply every 100
// plies, forgetting on) and (b) 10^6 plies with nothing irreversible; each with 1 and 8 rule sets,
// each on sparse repetitions (a real game) and dense ones (every ply repeats: the worst case).
//
// Positions are computed before timing: what is measured is the tracker alone (hash, index, rules).
// Heap allocations inside the timed loop are counted by replacing global operator new; the counter
// `allocs/ply` must read 0 in the steady state.
//
//   build/release/tools/bench/core/bench_core --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <repetita/repetita.hpp>

#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <random>
#include <string_view>
#include <vector>

// ---- allocation counter ---------------------------------------------------------------------------
namespace {
std::atomic<std::uint64_t> allocations{0};
}
void* operator new(std::size_t n) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

// ---- a walk on a line: big enough state space for a million distinct plies ------------------------
struct walk_game {
  struct position {
    std::int64_t cell;
    std::uint8_t to_move;
    std::uint32_t stage;
  };
  using move = std::int64_t;
  using player = std::uint8_t;
  static position play(const position& p, move m) {
    return {p.cell + m, static_cast<std::uint8_t>(1 - p.to_move), p.stage};
  }
  static player side_to_move(const position& p) { return p.to_move; }
};

std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return x;
}
struct cell {
  static std::uint64_t hash(const walk_game::position& p) { return mix(static_cast<std::uint64_t>(p.cell)); }
  static std::int64_t key(const walk_game::position& p) { return p.cell; }
};
struct side {
  static std::uint64_t hash(const walk_game::position& p) { return p.to_move; }
  static std::uint8_t key(const walk_game::position& p) { return p.to_move; }
};
struct stage {
  static std::uint64_t hash(const walk_game::position& p) { return p.stage; }
  static std::uint32_t key(const walk_game::position& p) { return p.stage; }
};
using situation = repetita::identity<cell, side, stage>;

using repetita::verdict_kind;
using repetita::rules::nfold;
using repetita::rules::progress_counter;

// Rules that never end the game, so that every ply of the run is judged.
constexpr nfold claim(std::uint32_t n) { return nfold{.name = "n-fold", .citation = "", .threshold = n}; }
constexpr progress_counter fifty{.name = "fifty", .citation = "", .threshold = 100};

template <class... Rules>
constexpr auto set(std::string_view name, Rules... rules) {
  return repetita::make_rule_set<situation>({name, "", ""}, rules...);
}

const auto one_rule_set = repetita::make_registry(set("fide-like", claim(3), fifty));
const auto eight_rule_sets = repetita::make_registry(
    set("fide-like", claim(3), fifty), set("five", claim(5)), set("two", claim(2)), set("four", claim(4)),
    set("no-start", nfold{.name = "no-start", .citation = "", .threshold = 3, .count_start = false}),
    set("consecutive", nfold{.name = "consecutive", .citation = "", .threshold = 3, .consecutive_period = 4}),
    set("ko", nfold{.name = "ko", .citation = "", .threshold = 2, .window = 2}), set("six", claim(6), fifty));

struct game_record {
  std::vector<walk_game::position> positions;
  std::vector<repetita::ply_input> records;
};

enum class window_kind { reversible_100, none };
enum class density { sparse, dense };

// Positions at random, or (dense) a random walk that repeats positions at nearly every ply.
// - sparse: like a real game: 95% of plies reach a new position, 5% return to the position of 4
//   plies before, so a threefold is rare;
// - dense: a walk over 16 cells (window) or 2^16 cells (history): the worst case, every ply repeats.
// - reversible_100: every 100th ply is irreversible (the stage goes up; forgetting is on).
game_record make_record(window_kind window, density dense) {
  std::mt19937_64 rng(20261122);
  const std::size_t plies = 1'000'000;
  game_record g;
  g.positions.reserve(plies + 1);
  g.records.reserve(plies + 1);
  walk_game::position p{0, 0, 0};
  g.positions.push_back(p);
  g.records.push_back({});
  std::int64_t fresh = 1 << 20;
  for (std::size_t i = 1; i <= plies; ++i) {
    repetita::ply_input r;
    r.move_key = rng() % 3;
    if (dense == density::dense) {
      p = walk_game::play(p, static_cast<std::int64_t>(r.move_key) - 1);
      p.cell &= window == window_kind::reversible_100 ? 15 : 0xFFFF;
    } else {
      p = walk_game::play(p, 0);
      p.cell = (i >= 4 && rng() % 20 == 0) ? g.positions[i - 4].cell : ++fresh;
    }
    if (window == window_kind::reversible_100 && i % 100 == 0) {
      ++p.stage;
      r.facts.set(repetita::ply_facts::irreversible | repetita::ply_facts::progress);
    }
    g.positions.push_back(p);
    g.records.push_back(r);
  }
  return g;
}

template <class Registry>
void run(benchmark::State& state, const Registry& rules, window_kind window, density dense) {
  const game_record g = make_record(window, dense);
  auto t = repetita::make_tracker<walk_game>(rules, {.forget_irreversible = window == window_kind::reversible_100});
  // Warm-up: one full game grows every vector and table to its final size.
  t.start(g.positions[0]);
  for (std::size_t i = 1; i < g.positions.size(); ++i) t.push(g.positions[i], g.records[i]);
  t.start(g.positions[0]);

  std::size_t i = 1;
  std::uint64_t claims = 0;
  const std::uint64_t allocs_before = allocations.load();
  for (auto _ : state) {
    if (i == g.positions.size()) {
      t.start(g.positions[0]);
      i = 1;
    }
    t.push(g.positions[i], g.records[i]);
    ++i;
    for (std::size_t rs = 0; rs < Registry::size; ++rs) {
      const repetita::verdict& v = t.verdict_now(rs);
      claims += v.kind == verdict_kind::claimable_draw;
      benchmark::DoNotOptimize(v);
    }
  }
  const auto iterations = static_cast<double>(state.iterations());
  state.counters["allocs/ply"] = static_cast<double>(allocations.load() - allocs_before) / iterations;
  state.counters["claims/ply"] = static_cast<double>(claims) / iterations;
  state.SetItemsProcessed(state.iterations());
}

constexpr auto w = window_kind::reversible_100;
constexpr auto h = window_kind::none;
void window_sparse_1(benchmark::State& s) { run(s, one_rule_set, w, density::sparse); }
void window_sparse_8(benchmark::State& s) { run(s, eight_rule_sets, w, density::sparse); }
void history_sparse_1(benchmark::State& s) { run(s, one_rule_set, h, density::sparse); }
void history_sparse_8(benchmark::State& s) { run(s, eight_rule_sets, h, density::sparse); }
void window_dense_1(benchmark::State& s) { run(s, one_rule_set, w, density::dense); }
void window_dense_8(benchmark::State& s) { run(s, eight_rule_sets, w, density::dense); }
void history_dense_1(benchmark::State& s) { run(s, one_rule_set, h, density::dense); }
void history_dense_8(benchmark::State& s) { run(s, eight_rule_sets, h, density::dense); }

}  // namespace

BENCHMARK(window_sparse_1)->Name("push+verdict/100-ply-window/sparse/1-rule-set");
BENCHMARK(window_sparse_8)->Name("push+verdict/100-ply-window/sparse/8-rule-sets");
BENCHMARK(history_sparse_1)->Name("push+verdict/1e6-ply-history/sparse/1-rule-set");
BENCHMARK(history_sparse_8)->Name("push+verdict/1e6-ply-history/sparse/8-rule-sets");
BENCHMARK(window_dense_1)->Name("push+verdict/100-ply-window/dense/1-rule-set");
BENCHMARK(window_dense_8)->Name("push+verdict/100-ply-window/dense/8-rule-sets");
BENCHMARK(history_dense_1)->Name("push+verdict/1e6-ply-history/dense/1-rule-set");
BENCHMARK(history_dense_8)->Name("push+verdict/1e6-ply-history/dense/8-rule-sets");

BENCHMARK_MAIN();
