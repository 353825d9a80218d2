// repetita-perft FEN DEPTH [--divide]
// Prints the number of leaf nodes of the legal move tree (and, with --divide, the count under
// each first move in UCI notation). Exit codes: 0 success, 2 bad usage or bad FEN.
#include <repetita/chess/fen.hpp>
#include <repetita/chess/perft.hpp>
#include <repetita/chess/uci.hpp>

#include <charconv>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>

namespace {

int usage() {
  std::fputs("usage: repetita-perft FEN DEPTH [--divide] [--chess960]\n"
             "  FEN may be 'startpos'. Prints the perft node count.\n",
             stderr);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace repetita::chess;
  if (argc < 3) return usage();
  std::string_view fen_text = argv[1];
  bool divide = false;
  fen_options options;
  for (int i = 3; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--divide")
      divide = true;
    else if (arg == "--chess960")
      options.chess960 = true;
    else
      return usage();
  }
  int depth = 0;
  const std::string_view depth_text = argv[2];
  const auto [end, ec] = std::from_chars(depth_text.data(), depth_text.data() + depth_text.size(), depth);
  if (ec != std::errc{} || end != depth_text.data() + depth_text.size() || depth < 0 || depth > 20) {
    std::fprintf(stderr, "repetita-perft: error: DEPTH must be an integer from 0 to 20, got '%s'\n", argv[2]);
    return 2;
  }
  if (fen_text == "startpos") fen_text = initial_fen;
  const auto pos = parse_fen(fen_text, options);
  if (!pos) {
    const fen_error& e = pos.error();
    std::fprintf(stderr, "repetita-perft: error: invalid FEN: %s at column %zu: %s\n",
                 std::string(to_string(e.kind)).c_str(), e.column, e.message.c_str());
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  if (divide) {
    for (const auto& [m, count] : perft_divide(*pos, depth)) {
      std::printf("%s: %llu\n", write_uci(*pos, m).c_str(), static_cast<unsigned long long>(count));
      nodes += count;
    }
    std::printf("\n");
  } else {
    nodes = perft(*pos, depth);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%llu\n", static_cast<unsigned long long>(nodes));
  std::fprintf(stderr, "%.3f s, %.1f Mnodes/s\n", seconds, seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0);
  return 0;
}
