// Benchmarks of the chess engine.
//
// BM_pgn_replay: PGN read + SAN decode + legality (every move checked, check marks verified in
// strict mode) over the corpus, held in memory and repeated until one pass has at least 2 million
// plies. The corpus is every .pgn under $REPETITA_CHESS_CORPUS, else ../shared/data/chess, else
// tests/data/chess, skipping kokopu-parser-tests (deliberately broken files and other variants).
// The counter "plies" is plies per second.
#include <repetita/chess/fen.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/perft.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/san.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <istream>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

namespace {

using namespace repetita::chess;
namespace fs = std::filesystem;

// An istream over memory, without copying.
class memory_buffer : public std::streambuf {
 public:
  explicit memory_buffer(const std::string& text) {
    char* begin = const_cast<char*>(text.data());  // read-only use: setg wants char*
    setg(begin, begin, begin + text.size());
  }
};

fs::path corpus_dir() {
  if (const char* env = std::getenv("REPETITA_CHESS_CORPUS"); env && *env) return env;
  if (fs::is_directory(REPETITA_SHARED_CHESS_DIR)) return REPETITA_SHARED_CHESS_DIR;
  return REPETITA_TEST_CHESS_DIR;
}

struct corpus {
  std::string text;           // the corpus repeated `copies` times
  std::size_t copies = 0;
  std::size_t plies_per_copy = 0;
  std::size_t games_per_copy = 0;
};

std::size_t count_plies(const std::string& text, pgn_options options, std::size_t* games) {
  memory_buffer buffer(text);
  std::istream in(&buffer);
  pgn_reader reader(in, "corpus", options);
  pgn_game g;
  pgn_error e;
  std::size_t plies = 0;
  *games = 0;
  for (pgn_reader::status s; (s = reader.read(g, e)) != pgn_reader::status::end;) {
    if (s == pgn_reader::status::game) {
      plies += g.moves.size();
      ++*games;
    }
  }
  return plies;
}

const corpus& the_corpus() {
  static const corpus c = [] {
    corpus out;
    std::vector<fs::path> files;
    const fs::path dir = corpus_dir();
    for (const auto& entry : fs::recursive_directory_iterator(dir))
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
    out.plies_per_copy = count_plies(one, {}, &out.games_per_copy);
    out.copies = out.plies_per_copy ? (2'000'000 + out.plies_per_copy - 1) / out.plies_per_copy : 1;
    for (std::size_t i = 0; i < out.copies; ++i) out.text += one;
    std::cerr << "corpus: " << dir.string() << ", " << files.size() << " files, " << out.games_per_copy << " games, "
              << out.plies_per_copy << " plies, repeated " << out.copies << " times ("
              << out.plies_per_copy * out.copies << " plies, " << out.text.size() / 1024 << " KiB)\n";
    return out;
  }();
  return c;
}

void replay(benchmark::State& state, pgn_options options) {
  const corpus& c = the_corpus();
  std::size_t plies = 0;
  for (auto _ : state) {
    memory_buffer buffer(c.text);
    std::istream in(&buffer);
    pgn_reader reader(in, "corpus", options);
    pgn_game g;
    pgn_error e;
    for (pgn_reader::status s; (s = reader.read(g, e)) != pgn_reader::status::end;)
      if (s == pgn_reader::status::game) plies += g.moves.size();
    benchmark::DoNotOptimize(g.end);
  }
  state.counters["plies"] = benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
}

void BM_pgn_replay_strict(benchmark::State& state) { replay(state, {}); }
void BM_pgn_replay_lenient(benchmark::State& state) { replay(state, pgn_options::lenient()); }

void BM_perft_kiwipete(benchmark::State& state) {
  const position p = *parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(p, 4);
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

void BM_write_san(benchmark::State& state) {
  const position p = *parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  const move_list moves = legal_moves(p);
  std::size_t n = 0;
  for (auto _ : state)
    for (const move m : moves) {
      benchmark::DoNotOptimize(write_san(p, m));
      ++n;
    }
  state.counters["moves"] = benchmark::Counter(static_cast<double>(n), benchmark::Counter::kIsRate);
}

}  // namespace

BENCHMARK(BM_pgn_replay_strict)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_pgn_replay_lenient)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_perft_kiwipete)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_write_san);

BENCHMARK_MAIN();
