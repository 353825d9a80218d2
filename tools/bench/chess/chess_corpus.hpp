#ifndef REPETITA_BENCH_CHESS_CORPUS_HPP
#define REPETITA_BENCH_CHESS_CORPUS_HPP

// The chess benchmarks' corpus: every .pgn under $REPETITA_CHESS_CORPUS, else ../shared/data/chess,
// else tests/data/chess, skipping kokopu-parser-tests (deliberately broken files and other
// variants), concatenated in file-name order and held in memory, repeated until one pass has at
// least `min_plies` plies (so that a pass takes long enough to time).

#include <repetita/chess/pgn.hpp>

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

namespace repetita::bench {

/// An istream over memory, without copying.
class memory_buffer : public std::streambuf {
 public:
  explicit memory_buffer(const std::string& text) {
    char* begin = const_cast<char*>(text.data());  // read-only use: setg wants char*
    setg(begin, begin, begin + text.size());
  }
};

struct chess_corpus {
  std::string text;  ///< the files, repeated `copies` times
  std::size_t copies = 0;
  std::size_t plies_per_copy = 0;
  std::size_t games_per_copy = 0;
};

/// Reads every game of `text`; calls `on_game(game)` for each one read.
template <class OnGame>
void for_each_game(const std::string& text, chess::pgn_options options, OnGame on_game) {
  memory_buffer buffer(text);
  std::istream in(&buffer);
  chess::pgn_reader reader(in, "corpus", options);
  chess::pgn_game g;
  chess::pgn_error e;
  for (chess::pgn_reader::status s; (s = reader.read(g, e)) != chess::pgn_reader::status::end;)
    if (s == chess::pgn_reader::status::game) on_game(g);
}

/// The concatenated .pgn files of `dir` (one copy).
inline std::string read_pgn_files(const std::filesystem::path& dir, std::size_t* file_count = nullptr) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
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
  if (file_count) *file_count = files.size();
  return one;
}

/// The corpus (built once; its size is printed on stderr).
inline const chess_corpus& the_chess_corpus(std::size_t min_plies = 2'000'000) {
  static const chess_corpus c = [min_plies] {
    namespace fs = std::filesystem;
    fs::path dir = REPETITA_TEST_CHESS_DIR;
    if (const char* env = std::getenv("REPETITA_CHESS_CORPUS"); env && *env)
      dir = env;
    else if (fs::is_directory(REPETITA_SHARED_CHESS_DIR))
      dir = REPETITA_SHARED_CHESS_DIR;
    chess_corpus out;
    std::size_t files = 0;
    const std::string one = read_pgn_files(dir, &files);
    for_each_game(one, {}, [&](const chess::pgn_game& g) {
      out.plies_per_copy += g.moves.size();
      ++out.games_per_copy;
    });
    out.copies = out.plies_per_copy ? (min_plies + out.plies_per_copy - 1) / out.plies_per_copy : 1;
    for (std::size_t i = 0; i < out.copies; ++i) out.text += one;
    std::cerr << "corpus: " << dir.string() << ", " << files << " files, " << out.games_per_copy << " games, "
              << out.plies_per_copy << " plies, repeated " << out.copies << " times ("
              << out.plies_per_copy * out.copies << " plies, " << out.text.size() / 1024 << " KiB)\n";
    return out;
  }();
  return c;
}

}  // namespace repetita::bench

#endif
