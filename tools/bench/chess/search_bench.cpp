// The repetition question asked at every node of an engine's search (engine_search.hpp), in
// instructions and nanoseconds per node:
//   repetita-search-bench MODE [DEPTH [ROOTS [FILE.pgn]]]
// MODE: bare | hand | hand-exact (hand, each hit confirmed on the FIDE identity kept per ply) | exact
// (every ply compared: for tests) | tracker | play (the tracker given the facts `play` computes, checkmate
// and stalemate too) | all (tracker over every chess rule set, asking fide-2023) | compare (exact and
// tracker at every node, root by root: the nodes where they differ) | upcoming (tracker, and
// chess::has_upcoming_repetition at every node: its cost is this mode's minus tracker's).
// The roots: in each of the first ROOTS games of FILE (default: the Stockfish self-play games of
// tests/data/chess), the position of its longest reversible stretch (halfmove clock below 60),
// with the game's moves before it. Prints nodes, the classes seen (which every mode but bare must
// agree on), and the wall time of the search. Per node beyond the search: (MODE - bare) / nodes,
// from callgrind's instruction counts (tools/bench/chess/measure-search.sh) or wall-clock medians.
#include "chess_corpus.hpp"
#include "engine_search.hpp"

#include <repetita/chess/square.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

namespace {

using namespace repetita;

template <class Check>
int run(const char* mode, const std::vector<bench::search_root>& roots, int depth, Check& check) {
  const auto t0 = std::chrono::steady_clock::now();
  const bench::search_counts c = bench::search_all(roots, depth, check);
  const auto t1 = std::chrono::steady_clock::now();
  const double ns = std::chrono::duration<double, std::nano>(t1 - t0).count();
  std::printf("%s: %zu roots, depth %d: %llu nodes, %llu claimable, %llu drawn, checksum %016llx, %.3f s, %.1f ns/node\n",
              mode, roots.size(), depth, static_cast<unsigned long long>(c.nodes),
              static_cast<unsigned long long>(c.claimable), static_cast<unsigned long long>(c.drawn),
              static_cast<unsigned long long>(c.checksum), ns / 1e9, ns / static_cast<double>(c.nodes));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: repetita-search-bench bare|hand|hand-exact|exact|tracker|play|all|upcoming|compare [DEPTH [ROOTS [FILE.pgn]]]\n");
    return 2;
  }
  const std::string_view mode = argv[1];
  const int depth = argc > 2 ? std::atoi(argv[2]) : 4;
  const std::size_t root_count = argc > 3 ? static_cast<std::size_t>(std::atol(argv[3])) : 6;
  const std::string file = argc > 4 ? argv[4] : std::string(REPETITA_TEST_CHESS_DIR) + "/stockfish15-selfplay-200.pgn";
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "repetita-search-bench: cannot open %s\n", file.c_str());
    return 2;
  }
  std::ostringstream s;
  s << in.rdbuf();
  const auto roots = bench::search_roots(s.str(), root_count);
  if (mode == "bare") {
    bench::bare_check c;
    return run(argv[1], roots, depth, c);
  }
  if (mode == "hand") {
    bench::hand_check c;
    return run(argv[1], roots, depth, c);
  }
  if (mode == "hand-exact") {
    bench::hand_exact_check c;
    return run(argv[1], roots, depth, c);
  }
  if (mode == "exact") {
    bench::exact_check c;
    return run(argv[1], roots, depth, c);
  }
  if (mode == "tracker") {
    bench::tracker_check c(standard_registry(chess::rule_sets));
    return run(argv[1], roots, depth, c);
  }
  if (mode == "all") {
    bench::tracker_check c(chess::rule_sets);
    return run(argv[1], roots, depth, c);
  }
  if (mode == "upcoming") {  // tracker, and chess::has_upcoming_repetition at every node
    bench::upcoming_check<chess::fide_2023_registry> c(chess::fide_2023);
    const int rc = run(argv[1], roots, depth, c);
    std::printf("upcoming: a legal move repeats an earlier position at %llu nodes\n",
                static_cast<unsigned long long>(c.upcoming));
    return rc;
  }
  if (mode == "play") {  // the facts `play` computes: checkmate and stalemate too
    bench::tracker_check c(standard_registry(chess::rule_sets));
    c.wanted = c.tracker.facts_read();
    return run(argv[1], roots, depth, c);
  }
  if (mode == "compare") {  // exact and tracker at every node: where they differ
    using registry = standard_registry_t<std::remove_cvref_t<decltype(chess::rule_sets)>>;
    bench::paired_check<bench::exact_check, bench::tracker_check<registry>> c(
        bench::exact_check{}, bench::tracker_check<registry>(standard_registry(chess::rule_sets)));
    for (std::size_t r = 0; r < roots.size(); ++r) {
      c.disagreements = 0;
      const auto counts = bench::search_all({roots[r]}, depth, c);
      std::printf("root %zu (%zu plies): %llu nodes, %llu disagreements", r, roots[r].moves.size(),
                  static_cast<unsigned long long>(counts.nodes), static_cast<unsigned long long>(c.disagreements));
      if (c.disagreements) {
        std::printf("; first: exact %d, tracker %d after", static_cast<int>(c.first_a), static_cast<int>(c.first_b));
        for (chess::move m : c.first_disagreement) {
          char name[5] = {};
          chess::write_square(m.from(), name);
          chess::write_square(m.to(), name + 2);
          std::printf(" %s", name);
        }
      }
      std::printf("\n");
    }
    return 0;
  }
  std::fprintf(stderr, "repetita-search-bench: unknown mode %s\n", argv[1]);
  return 2;
}
