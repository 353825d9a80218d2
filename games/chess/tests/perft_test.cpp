// Perft: leaf counts of the legal move tree against published values (cross-checked with
// Stockfish 15.1's "go perft"). Deep counts run only in optimized builds without sanitizers.
#include "test_support.hpp"

#include <repetita/chess/perft.hpp>

#include <cstdint>
#include <string_view>

using namespace repetita::chess;
using repetita::chess::test::fast_build;

namespace {

struct perft_case {
  std::string_view name;
  std::string_view fen;
  int depth;
  std::uint64_t nodes;
  bool deep;  // seconds in Release, too slow under sanitizers
};

void check(const perft_case& c) {
  if (c.deep && !fast_build) return;
  INFO(c.name << ": " << c.fen << " depth " << c.depth);
  CHECK(perft(test::fen(c.fen), c.depth) == c.nodes);
}

}  // namespace

TEST_CASE("perft of the standard suite", "[chess][perft]") {
  static constexpr perft_case cases[] = {
      {"initial", initial_fen, 1, 20, false},
      {"initial", initial_fen, 2, 400, false},
      {"initial", initial_fen, 3, 8902, false},
      {"initial", initial_fen, 4, 197281, false},
      {"initial", initial_fen, 5, 4865609, true},
      {"initial", initial_fen, 6, 119060324, true},
      {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 1, 48, false},
      {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2039, false},
      {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862, false},
      {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603, true},
      {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690, true},
      {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238, false},
      {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624, false},
      {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178633661, true},
      {"position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467, false},
      {"position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15833292, true},
      {"position 4 mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 3, 9467, false},
      {"position 4 mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 5, 15833292, true},
      {"position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379, false},
      {"position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89941194, true},
      {"position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89890, false},
      {"position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 164075551, true},
  };
  for (const auto& c : cases) check(c);
}

TEST_CASE("perft of en passant / pin / castling and promotion edge cases", "[chess][perft]") {
  static constexpr perft_case cases[] = {
      {"ep discovered check", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1440467, true},
      {"ep discovered check", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 4, 13931, false},
      {"ep into pin", "8/5bk1/8/2Pp4/8/1K6/8/8 w - d6 0 1", 6, 824064, true},
      {"ep capture checker", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1015133, true},
      {"horizontal ep pin", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1134888, true},
      {"horizontal ep pin", "8/8/8/8/k1p4R/8/3P4/3K4 w - - 0 1", 6, 1134888, true},
      {"castling through attacked squares", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1274206, true},
      {"castling through attacked squares", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 3, 27826, false},
      {"castling rights lost by capture", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1720476, true},
      {"promotion out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3821001, true},
      {"self stalemate", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 5, 1004658, true},
      {"underpromotion", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217342, true},
      {"promotion", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92683, false},
      {"stalemate and checkmate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217, false},
      {"double check", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, 567584, true},
      {"double check", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527, false},
  };
  for (const auto& c : cases) check(c);
}

TEST_CASE("perft of Chess960 positions", "[chess][perft][chess960]") {
  static constexpr perft_case cases[] = {
      {"960 a", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 4, 326672, false},
      {"960 a", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 5, 8146062, true},
      {"960 b", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", 4, 667366, false},
      {"960 b", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", 5, 16253601, true},
      {"960 c", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", 4, 273318, false},
      {"960 c", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", 5, 6417013, true},
      {"960 d", "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", 4, 382958, false},
      {"960 d", "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", 5, 9183776, true},
      {"960 e", "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9", 4, 1171749, true},
      {"960 f", "1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9", 4, 287739, false},
      {"960 f", "1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9", 5, 8652810, true},
      {"960 g", "rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 9", 4, 890435, false},
      {"960 g", "rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 9", 5, 26302461, true},
  };
  for (const auto& c : cases) check(c);
}

TEST_CASE("perft_divide sums to perft and names every legal move once", "[chess][perft]") {
  const position kiwipete = test::fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  const auto split = perft_divide(kiwipete, 3);
  CHECK(split.size() == 48);
  std::uint64_t total = 0;
  for (const auto& [m, n] : split) total += n;
  CHECK(total == 97862);
  CHECK(perft(kiwipete, 0) == 1);
}
