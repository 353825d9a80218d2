// libFuzzer target: the streaming PGN reader. Any byte stream must give games and errors, never a
// crash or a hang; every game must replay from its start position to its end position, and every
// error must name a line and column inside the input.
#include "fuzz_check.hpp"

#include <repetita/chess/pgn.hpp>

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace repetita::chess;
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (int variant = 0; variant < 2; ++variant) {
    std::istringstream in(text);
    pgn_options options = variant == 0 ? pgn_options{} : pgn_options::lenient();
    options.keep_variations = variant == 1;
    pgn_reader reader(in, "fuzz.pgn", options);
    pgn_game g;
    pgn_error e;
    std::uint64_t last_game = 0;
    std::size_t lines = 1;
    for (const char c : text) lines += c == '\n' || c == '\r';
    for (;;) {
      const auto status = reader.read(g, e);
      if (status == pgn_reader::status::end) break;
      if (status == pgn_reader::status::error) {
        fuzz::require(e.game_number == last_game + 1, "errors count as games");
        fuzz::require(e.line >= 1 && e.line <= lines && e.column >= 1, "error position inside the input");
        fuzz::require(!e.message.empty() && !e.to_string().empty(), "error has a message");
        last_game = e.game_number;
        continue;
      }
      fuzz::require(g.game_number == last_game + 1, "games are numbered in order");
      last_game = g.game_number;
      position p = g.start;
      for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const move m = g.moves[i].value;
        fuzz::require(g.moves[i].line >= 1 && g.moves[i].line <= lines && g.moves[i].column >= 1, "move position");
        fuzz::require(!g.san(i).empty(), "a move keeps its SAN text");
        if (m.is_null()) {
          fuzz::require(!p.in_check(), "null move only when not in check");
          p.play_null();
        } else {
          fuzz::require(legal_moves(p).contains(m), "every move of a game is legal");
          p.play(m);
        }
      }
      fuzz::require(p == g.end, "replaying the moves gives the end position");
      fuzz::require(p.hash() == p.hash_from_scratch(), "hash at the end == from scratch");
    }
  }
  return 0;
}
