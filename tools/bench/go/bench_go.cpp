// Go benchmarks: 19x19 random legal playouts with PSK and SSK checked on every move, the
// banned-points query, superko legality of candidate moves at every ply of real games, and the replay of the main lines of the SGF corpus (../shared/data/go, or
// $REPETITA_GO_CORPUS) as the repetita CLI replays them. Counters: ns per move or ply (wall clock;
// noisy on a shared machine: report medians, --benchmark_repetitions=5
// --benchmark_report_aggregates_only=true).
#include <repetita/go/go.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

using namespace repetita::go;

namespace {

const auto superko_pair = repetita::make_registry(
    repetita::make_rule_set<position_identity>({"psk", "", ""}, rules::occupied, rules::no_suicide,
                                               rules::positional_superko),
    repetita::make_rule_set<situation_identity>({"ssk", "", ""}, rules::occupied, rules::no_suicide,
                                                rules::situational_superko));

// True if the point is a one-point eye of `c` (all neighbours are c or the edge): playouts never fill
// their own eyes, so they end.
bool own_eye(const board& b, vertex v, color c) {
  const int s = b.stride();
  for (int d : {-1, 1, -s, s}) {
    const color n = b[static_cast<vertex>(v + d)];
    if (n != c && n != color::edge) return false;
  }
  return true;
}

// One random playout on 19x19: each move is tried through the tracker (pushed, PSK and SSK read,
// popped if either forbids it); passes when no candidate is legal; ends after two passes.
std::uint64_t playout(repetita::tracker<game, std::remove_cvref_t<decltype(superko_pair)>>& t, std::uint64_t& seed,
                      std::vector<vertex>& candidates) {
  position p(19, 19);
  t.start(p);
  std::uint64_t moves = 0;
  while (p.consecutive_passes() < 2 && moves < 1000) {
    const board& b = p.board();
    candidates.clear();
    for (int y = 0; y < 19; ++y)
      for (int x = 0; x < 19; ++x) {
        const vertex v = b.at(x, y);
        if (b[v] == color::empty && !own_eye(b, v, p.to_move())) candidates.push_back(v);
      }
    bool played = false;
    while (!candidates.empty()) {
      const std::size_t i = static_cast<std::size_t>(detail::splitmix64(seed) % candidates.size());
      const vertex v = candidates[i];
      candidates[i] = candidates.back();
      candidates.pop_back();
      const position after = t.play(p, play_at(b.x_of(v), b.y_of(v), p.to_move()));
      if (t.verdict_now(0).kind == repetita::verdict_kind::none && t.verdict_now(1).kind == repetita::verdict_kind::none) {
        p = after;
        played = true;
        break;
      }
      t.pop();
    }
    if (!played) p = t.play(p, pass(p.to_move()));
    ++moves;
  }
  return moves;
}

void BM_playout_psk_ssk(benchmark::State& state) {
  auto t = repetita::make_tracker<game>(superko_pair);
  t.reserve(1200);
  std::uint64_t seed = 12345, moves = 0;
  std::vector<vertex> candidates;
  candidates.reserve(361);
  for (auto _ : state) moves += playout(t, seed, candidates);
  state.counters["ns/move"] = benchmark::Counter(static_cast<double>(moves),
                                                 benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["moves/playout"] = static_cast<double>(moves) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_playout_psk_ssk)->Unit(benchmark::kMillisecond);

// The banned-points query (every Go rule set tracked; judged under "chinese"), once per move of a
// random playout.
void BM_banned_points(benchmark::State& state) {
  std::uint64_t seed = 777, moves = 0, banned = 0;
  for (auto _ : state) {
    referee ref(position(19, 19), "chinese");
    for (int i = 0; i < 400 && !ref.is_over(); ++i) {
      banned += ref.banned_points().size();
      ++moves;
      const board& b = ref.current().board();
      bool played = false;
      for (int tries = 0; tries < 20 && !played; ++tries) {
        const int v = static_cast<int>(detail::splitmix64(seed) % 361);
        const move m = play_at(v % 19, v / 19, ref.current().to_move());
        if (b.get(v % 19, v / 19) != color::empty || own_eye(b, b.at(v % 19, v / 19), m.player)) continue;
        if (ref.is_legal(m)) {
          ref.play(m);
          played = true;
        }
      }
      if (!played) ref.play(pass(ref.current().to_move()));
    }
  }
  state.counters["ns/query"] = benchmark::Counter(static_cast<double>(moves),
                                                  benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["banned/query"] = static_cast<double>(banned) / static_cast<double>(moves);
}
BENCHMARK(BM_banned_points)->Unit(benchmark::kMillisecond);

// Every .sgf file of the corpus, read once into memory (sorted by path).
const std::vector<std::string>& corpus() {
  static const std::vector<std::string> texts = [] {
    const char* env = std::getenv("REPETITA_GO_CORPUS");
    const std::filesystem::path dir = env != nullptr ? env : REPETITA_GO_CORPUS_DIR;
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (auto it = std::filesystem::recursive_directory_iterator(dir, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
      if (it->is_regular_file() && it->path().extension() == ".sgf") files.push_back(it->path());
    std::sort(files.begin(), files.end());
    std::vector<std::string> out;
    for (const auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      out.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    return out;
  }();
  return texts;
}

// Reads every game tree of the corpus (lenient: truncated files close their trees), and replays
// each main line through one tracker over `registry`: ns per ply, SGF reading included.
template <class Registry>
void replay_main_lines(benchmark::State& state, const Registry& registry) {
  const auto& texts = corpus();
  if (texts.empty()) {
    state.SkipWithError("no SGF corpus (set REPETITA_GO_CORPUS)");
    return;
  }
  auto t = repetita::make_tracker<game>(registry);
  t.reserve(1024);
  std::uint64_t plies = 0, illegal = 0, bytes = 0;
  for (auto _ : state) {
    for (const std::string& text : texts) {
      bytes += text.size();
      std::istringstream in(text);
      sgf::reader reader(in, sgf::reader_options{.close_at_end = true});
      for (;;) {
        auto tree = reader.next();
        if (!tree || !tree.value()) break;
        auto line = sgf::read_main_line(*tree.value());
        if (!line) continue;
        position p = line->info.start;
        t.start(p);
        for (const sgf::main_line_step& step : line->steps) {
          if (step.is_setup()) {
            position after = p;
            static_cast<void>(sgf::apply_setup(*step.setup, after));
            t.push(after, repetita::ply_input{repetita::no_move_key, repetita::ply_facts{repetita::ply_facts::pass}});
            p = after;
          } else {
            p = t.play(p, step.m);
          }
          for (std::size_t rs = 0; rs < Registry::size; ++rs)
            if (t.verdict_now(rs).kind == repetita::verdict_kind::illegal_move) ++illegal;
          ++plies;
        }
      }
    }
  }
  state.counters["ns/ply"] = benchmark::Counter(static_cast<double>(plies),
                                                benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["plies"] = static_cast<double>(plies) / static_cast<double>(state.iterations());
  state.counters["illegal"] = static_cast<double>(illegal) / static_cast<double>(state.iterations());
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
}

// The superko rule sets of issue #19's per-move figure: positional, situational, natural situational.
const auto superko_three = repetita::make_registry(
    repetita::make_rule_set<position_identity>({"psk", "", ""}, rules::positional_superko),
    repetita::make_rule_set<situation_identity>({"ssk", "", ""}, rules::situational_superko),
    repetita::make_rule_set<natural_identity>({"nssk", "", ""}, rules::natural_superko));

// The 19x19 main lines of the corpus as moves (setups and other sizes left out).
const std::vector<std::vector<move>>& main_lines_19() {
  static const std::vector<std::vector<move>> lines = [] {
    std::vector<std::vector<move>> out;
    for (const std::string& text : corpus()) {
      std::istringstream in(text);
      sgf::reader reader(in, sgf::reader_options{.close_at_end = true});
      for (;;) {
        auto tree = reader.next();
        if (!tree || !tree.value()) break;
        auto line = sgf::read_main_line(*tree.value());
        if (!line || line->info.start.board().width() != 19 || line->info.start.board().height() != 19) continue;
        std::vector<move> moves;
        bool setup = false;
        for (const sgf::main_line_step& step : line->steps) {
          setup = setup || step.is_setup();
          moves.push_back(step.m);
        }
        if (!setup && !moves.empty()) out.push_back(std::move(moves));
      }
    }
    return out;
  }();
  return lines;
}

// Is a candidate move legal under superko, against the whole history? At every ply of the real
// 19x19 games, the eight empty points after the last move's in board order are asked under each of
// PSK, SSK and NSSK (tracker::verdict_if: the position after the play indexed, judged, taken back).
// `judge` false plays the candidates on the board only (game::play, captures included): the
// difference between the two is what superko legality adds to a move generator's own play.
void superko_per_move(benchmark::State& state, bool judge) {
  const auto& lines = main_lines_19();
  if (lines.empty()) {
    state.SkipWithError("no 19x19 SGF main lines (set REPETITA_GO_CORPUS)");
    return;
  }
  auto t = repetita::make_tracker<game>(superko_three);
  t.reserve(1024);
  std::uint64_t queries = 0, illegal = 0;
  for (auto _ : state) {
    for (const std::vector<move>& moves : lines) {
      position p(19, 19);
      t.start(p);
      for (const move& next : moves) {
        const board& b = p.board();
        const int first = next.is_pass() ? 0 : next.y * 19 + next.x;
        int asked = 0;
        for (int i = 0; i < 361 && asked < 8; ++i) {
          const int at = (first + i) % 361;
          const vertex v = b.at(at % 19, at / 19);
          if (b[v] != color::empty) continue;
          const move m = play_at(at % 19, at / 19, p.to_move());
          const position after = game::play(p, m);
          if (judge) {
            const repetita::ply_input input{game::move_key(m), after.last_facts()};
            for (std::size_t rs = 0; rs < 3; ++rs)
              illegal += t.verdict_if(rs, after, input).kind == repetita::verdict_kind::illegal_move;
          } else {
            benchmark::DoNotOptimize(after);
          }
          ++asked;
        }
        queries += static_cast<std::uint64_t>(asked);
        p = t.play(p, next);
      }
    }
  }
  state.counters["ns/candidate"] = benchmark::Counter(static_cast<double>(queries),
                                                      benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["illegal"] = static_cast<double>(illegal) / static_cast<double>(state.iterations());
  state.counters["candidates"] = static_cast<double>(queries) / static_cast<double>(state.iterations());
}

void BM_superko_per_move_board_only(benchmark::State& state) { superko_per_move(state, false); }
BENCHMARK(BM_superko_per_move_board_only)->Unit(benchmark::kMillisecond);
void BM_superko_per_move_psk_ssk_nssk(benchmark::State& state) { superko_per_move(state, true); }
BENCHMARK(BM_superko_per_move_psk_ssk_nssk)->Unit(benchmark::kMillisecond);

void BM_sgf_main_lines_japanese(benchmark::State& state) {
  static const auto japanese = repetita::standard_registry(rule_sets);
  replay_main_lines(state, japanese);
}
BENCHMARK(BM_sgf_main_lines_japanese)->Unit(benchmark::kMillisecond);

void BM_sgf_main_lines_all_rule_sets(benchmark::State& state) { replay_main_lines(state, rule_sets); }
BENCHMARK(BM_sgf_main_lines_all_rule_sets)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
