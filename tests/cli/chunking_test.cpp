// Cutting inputs into chunks of whole games must not change what is read: the games, their
// numbers and lines, the errors with their lines and columns, whatever the chunk size and the
// number of worker threads.
#include "cli_test_support.hpp"

#include <repetita/chess/pgn_splitter.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>

namespace {

using namespace repetita::corpus;

std::vector<std::string> pgn_files() {
  std::vector<std::string> files{test::chess_data_dir() + "/lichess-2012-12-31-100.pgn",
                                 test::data_dir() + "/three-games-one-bad.pgn", test::data_dir() + "/bad-tag.pgn",
                                 test::data_dir() + "/unterminated-comment.pgn", test::data_dir() + "/crlf.pgn",
                                 test::data_dir() + "/cr.pgn"};
  for (const auto& entry : std::filesystem::directory_iterator(test::chess_data_dir() + "/kokopu-parser-tests"))
    if (entry.path().extension() == ".pgn") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

TEST_CASE("chunks of any size read the same games and errors as one chunk", "[cli][chunks]") {
  const auto files = pgn_files();
  const auto whole = summary(test::run(files, {"all"}, 1, std::size_t{1} << 30));
  REQUIRE(whole.size() > 150);
  for (const std::size_t chunk : {std::size_t{1}, std::size_t{64}, std::size_t{1000}, std::size_t{1} << 15}) {
    CAPTURE(chunk);
    CHECK(summary(test::run(files, {"all"}, 1, chunk)) == whole);
  }
}

TEST_CASE("worker threads deliver in input order", "[cli][chunks]") {
  const auto files = pgn_files();
  const auto one = summary(test::run(files, {}, 1, 512));
  CHECK(summary(test::run(files, {}, 2, 512)) == one);
  CHECK(summary(test::run(files, {}, 3, 100)) == one);
}

TEST_CASE("the PGN splitter cuts after a termination marker alone on its line", "[cli][chunks]") {
  repetita::chess::pgn_splitter splitter;
  std::istringstream in("[Event \"a\"]\n\n1. e4 e5 1-0\n[Event \"b\"]\n\n1. d4 {1-0\n\n} d5 0-1 {x}\n1. c4 *\n");
  repetita::record_chunk chunk;
  std::vector<std::pair<std::string, std::uint64_t>> chunks;
  while (splitter.next(in, 1, chunk)) chunks.emplace_back(chunk.text, chunk.first_line);
  REQUIRE(chunks.size() == 2);
  CHECK(chunks[0].first == "[Event \"a\"]\n\n1. e4 e5 1-0\n");
  CHECK(chunks[0].second == 1);
  CHECK(chunks[1].second == 4);  // the "1-0" in the comment and the "0-1" followed by a comment do not cut
  CHECK(splitter.bytes_consumed() == in.str().size());
}

// Texts where a cut that looks right is not: after a '[' in movetext (or after a termination
// marker with tags on its line) the reader is in a tag section, so tags after an empty line belong
// to that game; a byte order mark where concatenated files put one; a string after a broken game.
TEST_CASE("PGN: chunks cut only where the reader starts a game whatever came before", "[cli][chunks]") {
  static constexpr std::array<std::string_view, 5> texts{
      "[Event \"a\"]\n\n1. e4 e5 [Event \"b\"]\n\n[Site \"c\"]\n\n1. d4 *\n",
      "[Event \"a\"]\n\n1. e4 *[Round \"1\"]\n\n[Event \"b\"]\n\n1. d4 *\n",
      "[Event \"a\"]\n\n1. e4 *\n\xEF\xBB\xBF[Event \"b\"]\n\n1. d4 *\n",
      "1. e4 e5 2. Nf4 \"x \\\" 1-0\n[Event \"b\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n1. c4 *\n",
      "1. e4 e5 2. Nf4 }1-0\n[Event \"b\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n1. c4 *\n",
  };
  static constexpr std::array<std::size_t, 5> games{2, 2, 2, 2, 2};
  const std::string path = (std::filesystem::temp_directory_path() / "repetita-cuts.pgn").string();
  for (std::size_t i = 0; i < texts.size(); ++i) {
    std::ofstream(path, std::ios::binary) << texts[i];
    const auto whole = summary(test::run({path}, {"all"}, 1, std::size_t{1} << 30));
    CAPTURE(texts[i]);
    CHECK(whole.size() == games[i]);
    for (std::size_t chunk = 1; chunk <= texts[i].size(); ++chunk) {
      CAPTURE(chunk);
      REQUIRE(summary(test::run({path}, {"all"}, 1, chunk)) == whole);
    }
  }
  std::filesystem::remove(path);
}

// The PGN splitter reads with the reader's lexer but looks only for its cut points: on broken text,
// where a reader that skips a broken game and one that reads it could disagree, reading in chunks
// must still give the games and errors of reading the whole. Random edits of the test files put comment, tag, string, variation and result characters
// where they break the structure; every chunk size must read what one chunk reads.
TEST_CASE("mutated PGN: chunks of any size read the same games and errors as one chunk", "[cli][chunks]") {
  std::string base;
  for (const char* name : {"three-games-one-bad.pgn", "unterminated-comment.pgn", "bad-tag.pgn", "crlf.pgn",
                           "fifty-moves.pgn", "differential-cases.pgn"}) {
    std::ifstream in(test::data_dir() + "/" + name, std::ios::binary);
    base.append(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    base += "\n";
  }
  REQUIRE(base.size() > 500);
  static constexpr std::array<std::string_view, 22> inserts{
      "{", "}", "[", "]", "\"", "(", ")", ";", "%", "\n", "\r", "\\", " 1-0", " *\n", "\n\n[Event \"x\"]\n", "1. e4 ",
      "\xEF\xBB\xBF", "*", "$", " \"1-0\" ", " [Round \"1\"]", "\n\xEF\xBB\xBF"};
  const std::string path = (std::filesystem::temp_directory_path() / "repetita-mutated.pgn").string();
  std::mt19937 rng(20261124);
  for (int round = 0; round < 120; ++round) {
    std::string text = base;
    for (int edits = 1 + static_cast<int>(rng() % 3); edits > 0; --edits) {
      const std::size_t at = rng() % text.size();
      if (rng() % 3 == 0)
        text.erase(at, 1 + rng() % 12);
      else
        text.insert(at, inserts[rng() % inserts.size()]);
    }
    std::ofstream(path, std::ios::binary) << text;
    const auto whole = summary(test::run({path}, {"all"}, 1, std::size_t{1} << 30));
    for (const std::size_t chunk : {std::size_t{1}, std::size_t{29}, std::size_t{400}}) {
      CAPTURE(round, chunk, text);
      REQUIRE(summary(test::run({path}, {"all"}, 1, chunk)) == whole);
    }
  }
  std::filesystem::remove(path);
}
