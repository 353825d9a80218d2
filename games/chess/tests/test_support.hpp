#ifndef REPETITA_TESTS_CHESS_TEST_SUPPORT_HPP
#define REPETITA_TESTS_CHESS_TEST_SUPPORT_HPP

// Helpers shared by the chess tests: data paths, a FEN shortcut, build-speed detection.

#include <repetita/chess/fen.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

namespace repetita::chess::test {

/// True in an optimized build without sanitizers: deep perft and big loops run only there.
inline constexpr bool fast_build =
#if defined(NDEBUG) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_UNDEFINED__)
    true;
#else
    false;
#endif

inline std::filesystem::path data_dir() { return std::filesystem::path(REPETITA_TEST_DATA_DIR) / "chess"; }

/// The full shared corpus (../shared/data/chess beside the checkout), or empty if absent.
inline std::filesystem::path shared_data_dir() {
  if (const char* env = std::getenv("REPETITA_SHARED_DATA"); env && *env) {
    const auto p = std::filesystem::path(env) / "chess";
    if (std::filesystem::is_directory(p)) return p;
  }
  const auto p = std::filesystem::path(REPETITA_SHARED_DATA_DIR) / "chess";
  return std::filesystem::is_directory(p) ? p : std::filesystem::path{};
}

inline std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// A fixed-seed generator for random games (a 64-bit LCG; its high 31 bits): the same games on
/// every machine and build.
class random_moves {
 public:
  explicit random_moves(std::uint64_t seed) : state_(seed) {}
  std::uint64_t operator()() {
    state_ = state_ * 6364136223846793005ull + 1442695040888963407ull;
    return state_ >> 33;
  }

 private:
  std::uint64_t state_;
};

/// Parses a FEN that the test knows to be valid.
inline position fen(std::string_view text, fen_options options = {}) {
  auto p = parse_fen(text, options);
  if (!p) FAIL("bad FEN in a test: " << text << ": " << p.error().message);
  return *p;
}

}  // namespace repetita::chess::test

#endif
