// repetita-xiangqi-perft FEN DEPTH [--divide]
// Prints the number of leaf nodes of the legal move tree (with --divide, the count under each
// first move in ICCS coordinates), the time and the nodes per second on stderr. Exit codes: 0
// success, 2 bad usage or bad FEN.
#include <repetita/xiangqi/coordinates.hpp>
#include <repetita/xiangqi/fen.hpp>
#include <repetita/xiangqi/position.hpp>

#include <charconv>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>

int main(int argc, char** argv) {
  using namespace repetita::xiangqi;
  if (argc < 3 || argc > 4 || (argc == 4 && std::string_view(argv[3]) != "--divide")) {
    std::fputs("usage: repetita-xiangqi-perft FEN DEPTH [--divide]\n  FEN may be 'startpos'.\n", stderr);
    return 2;
  }
  std::string_view fen_text = argv[1];
  if (fen_text == "startpos") fen_text = initial_fen;
  int depth = 0;
  const std::string_view depth_text = argv[2];
  const auto [end, ec] = std::from_chars(depth_text.data(), depth_text.data() + depth_text.size(), depth);
  if (ec != std::errc{} || end != depth_text.data() + depth_text.size() || depth < 0 || depth > 20) {
    std::fprintf(stderr, "repetita-xiangqi-perft: error: DEPTH must be an integer from 0 to 20, got '%s'\n", argv[2]);
    return 2;
  }
  const auto pos = parse_fen(fen_text);
  if (!pos) {
    std::fprintf(stderr, "repetita-xiangqi-perft: error: invalid FEN: %s at column %zu: %s\n",
                 std::string(to_string(pos.error().kind)).c_str(), pos.error().column, pos.error().message.c_str());
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  if (argc == 4 && depth > 0) {
    move_list moves;
    pos->legal_moves(moves);
    for (move m : moves) {
      const std::uint64_t n = perft(pos->after(m), depth - 1);
      std::printf("%s: %llu\n", write_move(m).c_str(), static_cast<unsigned long long>(n));
      nodes += n;
    }
  } else {
    nodes = perft(*pos, depth);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%llu\n", static_cast<unsigned long long>(nodes));
  std::fprintf(stderr, "%.3f s, %.1f M nodes/s\n", seconds, seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0);
  return 0;
}
