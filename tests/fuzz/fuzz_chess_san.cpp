// libFuzzer target: the SAN parser. The input is "FEN\nSAN": a FEN line (or, if it does not
// parse, one of a few fixed positions chosen by its first byte) and a SAN token. Parsing must
// give a legal move or an error; an accepted move must write back to SAN that reads the same move.
#include "fuzz_check.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

constexpr std::string_view fixed_positions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1",
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace repetita::chess;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t newline = input.find('\n');
  std::string_view san = input;
  position pos;
  if (newline != std::string_view::npos) {
    san = input.substr(newline + 1);
    if (auto p = parse_fen(input.substr(0, newline), {false, true}))
      pos = *p;
    else
      pos = *parse_fen(fixed_positions[static_cast<std::size_t>(size ? data[0] : 0) % std::size(fixed_positions)]);
  }
  for (const san_mode mode : {san_mode::strict, san_mode::lenient, san_mode::tolerant}) {
    const auto m = parse_san(pos, san, mode);
    if (!m) {
      fuzz::require(m.error().column >= 1, "error column is 1-based");
      continue;
    }
    if (m->is_null()) {
      fuzz::require(!pos.in_check(), "a null move only when not in check");
      continue;
    }
    fuzz::require(legal_moves(pos).contains(*m), "a parsed move is legal");
    const auto back = parse_san(pos, write_san(pos, *m));
    fuzz::require(back.has_value() && *back == *m, "canonical SAN reads back to the same move");
    if (mode == san_mode::strict) {
      // Strict input is canonical up to move-quality marks.
      std::string_view bare = san;
      while (!bare.empty() && (bare.back() == '!' || bare.back() == '?')) bare.remove_suffix(1);
      fuzz::require(write_san(pos, *m) == bare, "strict SAN is canonical");
    }
  }
  return 0;
}
