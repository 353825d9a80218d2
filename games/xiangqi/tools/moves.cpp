// repetita-xiangqi-moves FILE.pgn
// Every game of a xiangqi PGN (any notation, UTF-8 or GBK, games without a result read as `*`) as
// one JSON line: {"game": N, "fen": "...", "moves": ["h3e3", ...]}: the game's number as the reader
// counts it, its start (FEN, UCCI letters) and its moves in Fairy-Stockfish's a1-i10 coordinates.
// The input of the Fairy-Stockfish differential (tools/peers/xiangqi_games_ffish.py). Exit codes: 0
// success, 1 a game that does not read (its error on stderr), 2 bad usage or unreadable file.
#include <repetita/xiangqi/adapter.hpp>
#include <repetita/xiangqi/coordinates.hpp>
#include <repetita/xiangqi/fen.hpp>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

int main(int argc, char** argv) {
  using namespace repetita::xiangqi;
  if (argc != 2) {
    std::fputs("usage: repetita-xiangqi-moves FILE.pgn\n", stderr);
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "repetita-xiangqi-moves: error: cannot read %s\n", argv[1]);
    return 2;
  }
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  repetita::read_options options;
  options.lenient = true;
  adapter::reader reader(text, argv[1], 1, options);
  adapter::record r;
  repetita::record_error e;
  int status = 0;
  for (;;) {
    const repetita::read_status s = reader.read(r, e);
    if (s == repetita::read_status::end) break;
    if (s == repetita::read_status::error) {
      std::fprintf(stderr, "%s:%llu:%llu: %s: %s\n", e.file.c_str(), static_cast<unsigned long long>(e.line),
                   static_cast<unsigned long long>(e.column), e.kind.c_str(), e.message.c_str());
      status = 1;
      continue;
    }
    std::string line = "{\"game\": " + std::to_string(r.pgn().number) + ", \"fen\": \"" + to_fen(r.start()) +
                       "\", \"moves\": [";
    for (std::size_t i = 0; i < r.pgn().moves.size(); ++i) {
      if (i > 0) line += ", ";
      line += '"' + write_move(r.pgn().moves[i], coordinates::fairy) + '"';
    }
    line += "]}\n";
    std::fputs(line.c_str(), stdout);
  }
  return status;
}
