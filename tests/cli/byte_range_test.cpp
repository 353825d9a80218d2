// Byte ranges of an input (record_range.hpp, input_spec::range): the shards of one file, read each
// on its own and joined as the Python package's Dask partitions join them, must read every record
// once, with the numbers and lines of the whole file, whatever the shard size; a guessed start that
// text inside a record fakes is caught and read again.
#include "cli_test_support.hpp"
#include <repetita/corpus/output/analyze_csv.hpp>
#include <repetita/corpus/output/analyze_json.hpp>
#include <repetita/corpus/output/analyze_table.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

namespace {

using namespace repetita::corpus;

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string write_temp(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("repetita-byte-range-" + name);
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

struct shard_run {
  test::collecting_sink sink;
  range_outcome outcome;
  int code = 0;
};

shard_run run_range(const std::string& file, byte_range range, const std::vector<std::string>& rules,
                    std::size_t chunk_bytes) {
  input_spec in{file, file};
  in.range = range;
  in.outcome = std::make_shared<range_outcome>();
  pipeline_options o;
  o.rules = rules;
  o.keep_going = true;
  o.chunk_bytes = chunk_bytes;
  shard_run r;
  r.code = static_cast<int>(run_pipeline(std::span<const input_spec>(&in, 1), o, r.sink));
  r.outcome = *in.outcome;
  return r;
}

/// Reads `file` in shards of `shard_bytes` and joins them: each guessed start is checked against
/// the end of the shard before (and the shard read again from there when they differ), then game
/// numbers and lines are shifted by those of the shards before. `guesses_wrong` counts the retries.
test::collecting_sink read_in_shards(const std::string& file, std::uint64_t shard_bytes,
                                     const std::vector<std::string>& rules, std::size_t chunk_bytes,
                                     int& guesses_wrong) {
  const std::uint64_t size = std::filesystem::file_size(file);
  test::collecting_sink joined;
  std::uint64_t games = 0;
  std::uint64_t lines = 0;
  std::uint64_t previous_end = 0;
  for (std::uint64_t begin = 0; begin < size || begin == 0; begin += shard_bytes) {
    const std::uint64_t end = std::min(begin + shard_bytes, size);
    shard_run shard = run_range(file, {begin, end, begin == 0}, rules, chunk_bytes);
    if (shard.outcome.start != previous_end) {
      // Wrong, unless the shard holds no record (the one before read past it): then the retry,
      // exact, reads nothing either.
      if (previous_end <= end) ++guesses_wrong;
      shard = run_range(file, {previous_end, end, true}, rules, chunk_bytes);
    }
    REQUIRE(shard.outcome.start == previous_end);
    for (auto& item : shard.sink.items) {
      if (auto* g = std::get_if<game_report>(&item.value)) {
        g->game += games;
        g->line += lines;
      } else {
        auto& e = std::get<read_error>(item.value);
        if (e.game > 0) e.game += games;
        if (e.line > 0) e.line += lines;
      }
      joined.items.push_back(std::move(item));
    }
    games += shard.outcome.games;
    lines += shard.outcome.lines;
    previous_end = shard.outcome.end;
    if (size == 0) break;
  }
  CHECK(previous_end == size);
  return joined;
}

std::string concatenation(const std::string& folder, const std::string& extension) {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(folder))
    if (entry.path().extension() == extension) files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  std::string text;
  for (const auto& f : files) (text += slurp(f)) += '\n';
  return text;
}

}  // namespace

TEST_CASE("shards of any size read the games and errors of the whole file, with its numbers and lines",
          "[cli][range]") {
  const std::string real = std::string(REPETITA_TEST_DATA) + "/real";
  const std::vector<std::string> files{
      test::chess_data_dir() + "/lichess-2012-12-31-100.pgn",
      test::data_dir() + "/three-games-one-bad.pgn",
      test::data_dir() + "/unterminated-comment.pgn",
      test::data_dir() + "/crlf.pgn",
      write_temp("go.sgf", concatenation(real + "/go", ".sgf")),
      std::string(REPETITA_TEST_DATA) + "/xiangqi/xiangqi_fsf_b2.pgn",
      real + "/arimaa/KEAArimaaProject-arimaa-analyzer--allgames202602-games-1-100.txt",
      real + "/arimaa/iankronquist-arimaa--100.pgn",
  };
  for (const auto& file : files) {
    CAPTURE(file);
    const auto whole = test::summary(test::run({file}, {"all"}, 1));
    REQUIRE(!whole.empty());
    const std::uint64_t size = std::filesystem::file_size(file);
    for (const std::uint64_t shard : {std::uint64_t{997}, size / 7 + 1, size / 2 + 1, size + 1}) {
      for (const std::size_t chunk : {std::size_t{64}, std::size_t{1} << 15}) {
        CAPTURE(shard, chunk);
        int wrong = 0;
        CHECK(test::summary(read_in_shards(file, shard, {"all"}, chunk, wrong)) == whole);
      }
    }
  }
}

TEST_CASE("a record start faked inside a comment misleads the guess, and the join reads that shard again",
          "[cli][range]") {
  // The comment of game 2 holds a termination marker alone on its line: a splitter that starts
  // reading inside the comment (at the line before) takes the next line for the next game's start
  // (pgn_splitter.hpp).
  const std::string game1 = "[Event \"one\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n";
  const std::string game2_head = "[Event \"two\"]\n\n1. d4 { a comment over lines\n";
  const std::string fake = "what follows is no result:\n1-0\n";
  const std::string game2_tail = "that goes on } 1... d5 1/2-1/2\n\n";
  const std::string game3 = "[Event \"three\"]\n\n1. c4 c5 *\n";
  const std::string text = game1 + game2_head + fake + game2_tail + game3;
  const std::string file = write_temp("fake.pgn", text);
  const auto whole = test::summary(test::run({file}, {"all"}, 1));
  REQUIRE(whole.size() == 3);

  // A shard that begins inside the comment, a line before the fake marker.
  const std::uint64_t inside = game1.size() + game2_head.size();
  const shard_run guessed = run_range(file, {inside, text.size(), false}, {"all"}, 1 << 15);
  CHECK(guessed.outcome.start == inside + fake.size());  // the line after "1-0": a wrong guess
  const shard_run first = run_range(file, {0, inside, true}, {"all"}, 1 << 15);
  // Game 2 ends after the line of its result; the empty line after it is game 3's.
  CHECK(first.outcome.end == game1.size() + game2_head.size() + fake.size() + game2_tail.size() - 1);
  CHECK(first.outcome.games == 2);
  CHECK(first.outcome.lines == 10);

  int wrong = 0;
  CHECK(test::summary(read_in_shards(file, inside, {"all"}, 1 << 15, wrong)) == whole);
  CHECK(wrong == 1);
}

TEST_CASE("a guess reads on past its shard and the bytes read after it until it finds the first record start",
          "[cli][range]") {
  // A shard that begins inside a comment of 300 KB holds no record start, and the first one after
  // it lies far past the 64 KiB read after the shard (pipeline.cpp, window_margin): the search
  // reads on until it finds it, so the shard ends exactly where the shard before it ends.
  const std::string head = "[Event \"one\"]\n\n1. e4 e5 1-0\n\n[Event \"two\"]\n\n1. d4 {";
  std::string text = head;
  for (int i = 0; i < 20000; ++i) text += "a long comment ";
  text += "} d5 2. c4 1/2-1/2\n";
  const std::uint64_t third = text.size();  // after the line of game 2's result (the empty line is game 3's)
  text += "\n[Event \"three\"]\n\n1. Nf3 Nf6 *\n";
  const std::string file = write_temp("long-comment.pgn", text);
  const shard_run inside = run_range(file, {head.size() + 1000, head.size() + 2000, false}, {"all"}, 1 << 15);
  CHECK(inside.outcome.start == third);
  CHECK(inside.outcome.end == third);
  CHECK(inside.sink.items.empty());
  const shard_run before = run_range(file, {0, head.size() + 1000, true}, {"all"}, 1 << 15);
  CHECK(before.outcome.end == third);
  CHECK(before.outcome.games == 2);
}

TEST_CASE("a shard that holds no record start reads nothing and ends where it starts", "[cli][range]") {
  const std::string file = test::data_dir() + "/three-games-one-bad.pgn";
  const std::uint64_t size = std::filesystem::file_size(file);
  const shard_run last = run_range(file, {size - 2, size, false}, {}, 1 << 15);
  CHECK(last.sink.items.empty());
  CHECK(last.outcome.start == size);
  CHECK(last.outcome.end == size);
  CHECK(last.outcome.games == 0);
  CHECK(last.code == 0);
}

TEST_CASE("byte ranges need an uncompressed input, and one that ends before it begins is empty", "[cli][range]") {
  const std::string pgn = test::data_dir() + "/three-games-one-bad.pgn";
  const shard_run backwards = run_range(pgn, {100, 10, true}, {}, 1 << 15);
  CHECK(backwards.code == 0);
  CHECK(backwards.sink.items.empty());
  CHECK(backwards.outcome.start == 100);
  CHECK(backwards.outcome.end == 100);
  const shard_run compressed = run_range(test::data_dir() + "/compressed/four-games.pgn.gz", {0, 100, true}, {}, 1 << 15);
  CHECK(compressed.code == 4);
  REQUIRE(compressed.sink.items.size() == 1);
  CHECK(std::get<read_error>(compressed.sink.items[0].value).message ==
        "a byte range needs an uncompressed file or text");
}

namespace {

std::vector<std::string> range_test_files() {
  const std::string real = std::string(REPETITA_TEST_DATA) + "/real";
  const std::string fake = "[Event \"one\"]\n\n1. e4 e5 1-0\n\n[Event \"two\"]\n\n1. d4 { over lines\n1-0\n} d5 *\n\n";
  std::string fakes;
  for (int i = 0; i < 40; ++i) fakes += fake;
  return {test::chess_data_dir() + "/lichess-2012-12-31-100.pgn",
          test::data_dir() + "/three-games-one-bad.pgn",
          test::data_dir() + "/crlf.pgn",
          write_temp("fakes.pgn", fakes),
          write_temp("go-blocks.sgf", concatenation(real + "/go", ".sgf")),
          std::string(REPETITA_TEST_DATA) + "/go/utf16le.sgf",
          std::string(REPETITA_TEST_DATA) + "/xiangqi/xiangqi_fsf_b2.pgn",
          real + "/arimaa/KEAArimaaProject-arimaa-analyzer--allgames202602-games-1-100.txt"};
}

std::vector<input_spec> inputs_of(const std::vector<std::string>& files) {
  std::vector<input_spec> inputs;
  for (const std::string& f : files) inputs.push_back({f, f});
  return inputs;
}

pipeline_options block_options(unsigned jobs, std::uint64_t block_bytes, std::size_t chunk_bytes) {
  pipeline_options o;
  o.rules = {"all"};
  o.jobs = jobs;
  o.keep_going = true;
  o.block_bytes = block_bytes;
  o.chunk_bytes = chunk_bytes;
  return o;
}

test::collecting_sink run_blocks(const std::vector<std::string>& files, unsigned jobs, std::uint64_t block_bytes,
                                 std::size_t chunk_bytes) {
  const auto inputs = inputs_of(files);
  const pipeline_options o = block_options(jobs, block_bytes, chunk_bytes);
  test::collecting_sink sink;
  run_pipeline(inputs, o, sink);
  return sink;
}

}  // namespace

TEST_CASE("the workers find the records of their blocks: any block size and any number of workers read the same",
          "[cli][range]") {
  // With worker threads the blocks after the first are guessed before the one before is delivered
  // (fakes.pgn misleads the guess in most blocks); without, each starts where the one before ended.
  const auto files = range_test_files();
  const auto whole = test::summary(run_blocks(files, 1, std::uint64_t{1} << 40, std::size_t{1} << 30));
  REQUIRE(whole.size() > 400);
  for (const unsigned jobs : {1U, 2U, 3U}) {
    for (const std::uint64_t block : {std::uint64_t{97}, std::uint64_t{4096}, std::uint64_t{1} << 20}) {
      CAPTURE(jobs, block);
      CHECK(test::summary(run_blocks(files, jobs, block, 512)) == whole);
    }
  }
}

TEST_CASE("a block's reader reads past its end as far as its last record needs, and where it cannot tell where "
          "its records end, the splitter cuts the block",
          "[cli][range]") {
  // The workers read a block of PGN with the reader alone (pipeline.cpp, read_range_by_reader):
  // - a comment longer than the bytes read past a block's end makes the worker read more;
  // - a game with no termination marker, or with text after it on its line, ends where the
  //   reader cannot resume afresh: that block is read chunk by chunk, as a splitter cuts it.
  std::string long_record = "[Event \"short\"]\n\n1. e4 e5 1-0\n\n[Event \"long\"]\n\n1. d4 {";
  for (int i = 0; i < 20000; ++i) long_record += "a long comment ";
  long_record += "} d5 2. c4 1/2-1/2\n\n";
  std::string unmarked;
  std::string text_after;
  for (int i = 0; i < 40; ++i) {
    long_record += "[Event \"after " + std::to_string(i) + "\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n\n";
    unmarked += "[Event \"" + std::to_string(i) + "\"]\n\n1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8\n\n";
    text_after += "[Event \"" + std::to_string(i) + "\"]\n\n1. d4 d5 0-1 {over}\n\n";
  }
  const std::vector<std::string> files{write_temp("long-record.pgn", long_record),
                                       write_temp("unmarked.pgn", unmarked),
                                       write_temp("text-after.pgn", text_after)};
  const auto whole = test::summary(run_blocks(files, 1, std::uint64_t{1} << 40, std::size_t{1} << 30));
  REQUIRE(whole.size() == 42 + 40 + 40);
  for (const unsigned jobs : {1U, 2U}) {
    for (const std::uint64_t block : {std::uint64_t{97}, std::uint64_t{4096}, std::uint64_t{1} << 16}) {
      CAPTURE(jobs, block);
      CHECK(test::summary(run_blocks(files, jobs, block, 512)) == whole);
    }
  }
}

namespace {

std::string contents(std::FILE* f) {
  std::fflush(f);
  std::rewind(f);
  std::string out;
  char buf[4096];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) out.append(buf, n);
  return out;
}

template <class Writer, class... Args>
std::string written_by_workers(const std::vector<std::string>& files, unsigned jobs, Args... args) {
  const auto inputs = inputs_of(files);
  const pipeline_options o = block_options(jobs, 4096, 512);
  std::FILE* out = std::tmpfile();
  {
    Writer writer(args..., out);
    run_pipeline(inputs, o, writer);
  }
  std::string text = contents(out);
  std::fclose(out);
  return text;
}

template <class Writer, class... Args>
std::string written_game_by_game(const test::collecting_sink& games, Args... args) {
  std::FILE* out = std::tmpfile();
  {
    Writer writer(args..., out);
    for (const auto& item : games.items)
      if (const auto* g = std::get_if<game_report>(&item.value)) writer.game(*g, item.file);
    writer.finish();
  }
  std::string text = contents(out);
  std::fclose(out);
  return text;
}

}  // namespace

TEST_CASE("the workers write the text each writer writes game by game: JSON, CSV with its header, the table",
          "[cli][range]") {
  const auto files = range_test_files();
  const auto games = run_blocks(files, 1, std::uint64_t{1} << 40, std::size_t{1} << 30);
  const std::string json = written_game_by_game<analyze_json_writer>(games);
  const std::string csv = written_game_by_game<analyze_csv_writer>(games, false);
  const std::string table = written_game_by_game<analyze_table_writer>(games);
  REQUIRE(std::count(json.begin(), json.end(), '\n') > 4000);
  CHECK(csv.starts_with("file,game,line,ruleset,white,black,"));
  for (const unsigned jobs : {1U, 3U}) {
    CAPTURE(jobs);
    CHECK(written_by_workers<analyze_json_writer>(files, jobs) == json);
    CHECK(written_by_workers<analyze_csv_writer>(files, jobs, false) == csv);
    CHECK(written_by_workers<analyze_table_writer>(files, jobs) == table);
  }
}

TEST_CASE("an input that cannot be opened is reported after the problems of the inputs before it, whatever -j",
          "[cli][range]") {
  const std::vector<std::string> files{test::data_dir() + "/three-games-one-bad.pgn",
                                       test::data_dir() + "/no-such-file.pgn",
                                       test::chess_data_dir() + "/lichess-2012-12-31-100.pgn"};
  const auto one = test::summary(test::run(files, {}, 1));
  REQUIRE(one.size() > 100);
  CHECK(one[1].find("three-games-one-bad.pgn:13:13: error: bad_move") != std::string::npos);
  CHECK(one[3].find("no-such-file.pgn: error: cannot_open") != std::string::npos);
  for (const unsigned jobs : {2U, 3U}) CHECK(test::summary(test::run(files, {}, jobs)) == one);
}
