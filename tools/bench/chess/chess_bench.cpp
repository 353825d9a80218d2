// Benchmarks of the chess engine.
//
// BM_pgn_replay: PGN read + SAN decode + legality (every move checked, check marks verified in
// strict mode) over the corpus of chess_corpus.hpp (at least 2 million plies per pass). The
// counter "plies" is plies per second.
#include "chess_corpus.hpp"

#include <repetita/chess/fen.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/perft.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/san.hpp>

#include <benchmark/benchmark.h>

#include <istream>
#include <string>

namespace {

using namespace repetita;
using namespace repetita::chess;

using bench::memory_buffer;

void replay(benchmark::State& state, pgn_options options) {
  const bench::chess_corpus& c = bench::the_chess_corpus();
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
