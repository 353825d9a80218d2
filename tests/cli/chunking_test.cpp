// Cutting inputs into chunks of whole games must not change what is read: the games, their
// numbers and lines, the errors with their lines and columns, whatever the chunk size and the
// number of worker threads.
#include "cli_test_support.hpp"

#include <repetita/chess/pgn_splitter.hpp>

#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>

namespace {

using namespace repetita::cli;

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
