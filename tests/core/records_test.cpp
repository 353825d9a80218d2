// What record adapters share (include/repetita/records/): splitters hand out whole records with the
// lines they start on, whatever the chunk size; the standard registry; a record adapter read end
// to end (the ring game's, the plug-in guide's worked example).
#include <repetita/records/buffered_splitter.hpp>
#include <repetita/records/memory_stream.hpp>
#include <repetita/records/record_adapter.hpp>
#include <repetita/records/whole_input_splitter.hpp>
#include <repetita/registry.hpp>
#include <repetita/ring/adapter.hpp>
#include <repetita/tracker.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace ring = repetita::ring;

namespace {

// Records separated by a line holding only "--": a chunk may end after such a line.
class dash_splitter final : public repetita::buffered_splitter {
  std::size_t scan(std::size_t target) override {
    for (std::size_t at = buf_.find("--\n", scan_); at != std::string::npos; at = buf_.find("--\n", at + 1)) {
      if ((at == 0 || buf_[at - 1] == '\n') && at + 3 > head_ && at + 3 >= target) {
        scan_ = at + 3;
        return at + 3;
      }
    }
    scan_ = buf_.size() < 2 ? 0 : buf_.size() - 2;  // a separator may straddle the next read
    return npos;
  }
};

template <class Splitter>
std::vector<std::pair<std::string, std::uint64_t>> chunks(const std::string& text, std::size_t target) {
  Splitter splitter;
  repetita::memory_istream in(text);
  repetita::record_chunk chunk;
  std::vector<std::pair<std::string, std::uint64_t>> out;
  while (splitter.next(in, target, chunk)) out.emplace_back(chunk.text, chunk.first_line);
  CHECK(splitter.bytes_consumed() == text.size());
  return out;
}

}  // namespace

TEST_CASE("records: a buffered splitter hands out whole records with their first lines", "[core][records]") {
  const std::string text = "a\nb\n--\nc\n--\n\nd\ne\nf\n--\ng\n";
  for (const std::size_t target : {std::size_t{1}, std::size_t{5}, std::size_t{9}, std::size_t{1000}}) {
    CAPTURE(target);
    const auto got = chunks<dash_splitter>(text, target);
    std::string joined;
    for (const auto& [chunk, line] : got) {
      // Each chunk starts on the line its first byte is on in the whole input.
      const auto offset = joined.size();
      CHECK(line == 1 + static_cast<std::uint64_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n')));
      joined += chunk;
    }
    CHECK(joined == text);
  }
  const auto one_each = chunks<dash_splitter>(text, 1);
  REQUIRE(one_each.size() == 4);
  CHECK(one_each[0] == std::pair<std::string, std::uint64_t>{"a\nb\n--\n", 1});
  CHECK(one_each[1] == std::pair<std::string, std::uint64_t>{"c\n--\n", 4});
  CHECK(one_each[3] == std::pair<std::string, std::uint64_t>{"g\n", 11});
}

TEST_CASE("records: the whole-input splitter gives one chunk, and none for blanks", "[core][records]") {
  CHECK(chunks<repetita::whole_input_splitter>(" \n\t\r\n", 1).empty());
  const auto got = chunks<repetita::whole_input_splitter>("+1 -1\n+1\n", 1);
  REQUIRE(got.size() == 1);
  CHECK(got[0].first == "+1 -1\n+1\n");
  CHECK(got[0].second == 1);
}

TEST_CASE("records: the standard registry holds the first rule set alone", "[core][records]") {
  const auto standard = repetita::standard_registry(ring::rule_sets);
  STATIC_REQUIRE(decltype(standard)::size == 1);
  CHECK(standard.infos()[0].name == ring::rule_sets.infos()[0].name);
  CHECK(standard.infos()[0].name == "fide-like");
}

TEST_CASE("records: the ring adapter reads a record, its moves and its errors", "[core][records][ring]") {
  STATIC_REQUIRE(repetita::record_adapter<ring::adapter>);
  const std::string text = "# a comment\nstart 1 first\n+1 -1 +1 -1 burn\n";
  ring::adapter::reader reader(text, "game.ring", 10, repetita::read_options{});
  ring::adapter::record record;
  repetita::record_error error;
  REQUIRE(reader.read(record, error) == repetita::read_status::record);
  repetita::record_header header;
  record.header(header);
  CHECK(header.game == 1);
  CHECK(header.line == 11);  // `start` is on the text's second line, the input's 11th
  CHECK(header.plies == 5);
  std::string move, label;
  record.describe(4, move, label);
  CHECK(move == "burn");
  CHECK(label == "5. burn");
  CHECK(reader.read(record, error) == repetita::read_status::end);

  // Replayed through a tracker: the start position recurs a third time at ply 4, a threefold
  // claim for the first player (as FIDE 9.2.2), which writing ply 4's move would also give (9.2.1).
  repetita::tracker<ring::game, ring::registry_type> t(ring::adapter::rule_sets());
  t.start(record.start());
  ring::position pos = record.start();
  for (std::size_t i = 0; i < 4; ++i) pos = record.play(t, pos, i);
  CHECK(t.can_claim(0, 0));
  CHECK(t.verdict_now(0).count == 3);
  REQUIRE(record.announceable(3) != nullptr);
  CHECK(ring::adapter::write_move(pos, *record.announceable(3)) == "-1");

  ring::adapter::reader bad("start 1 first\n+1 -1 x2\n", "bad.ring", 1, repetita::read_options{});
  REQUIRE(bad.read(record, error) == repetita::read_status::error);
  CHECK(error.to_string() ==
        "bad.ring:2:7: error: bad_record: expected a step from -11 to +11, `burn` or `start`, found `x2` (game 1, \"x2\")");
  CHECK(bad.read(record, error) == repetita::read_status::end);
}
