#ifndef REPETITA_TESTS_XIANGQI_TEST_SUPPORT_HPP
#define REPETITA_TESTS_XIANGQI_TEST_SUPPORT_HPP

// What the xiangqi record tests share: a file's contents, every record and error of a text as the
// adapter reads it, and a record replayed under a rule set.
#include <repetita/tracker.hpp>
#include <repetita/xiangqi/adapter.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace xiangqi_test {

inline std::string contents(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct read_result {
  std::vector<repetita::xiangqi::adapter::record> records;
  std::vector<repetita::record_error> errors;
};

struct read_setup {
  std::string file = "test.pgn";
  bool lenient = false;
  std::uint64_t first_line = 1;
};

inline read_result read_all(std::string_view text, const read_setup& setup = {}) {
  using repetita::xiangqi::adapter;
  read_result out;
  repetita::read_options options;
  options.lenient = setup.lenient;
  adapter::reader reader(text, setup.file, setup.first_line, options);
  for (;;) {
    adapter::record r;
    repetita::record_error e;
    const repetita::read_status s = reader.read(r, e);
    if (s == repetita::read_status::end) break;
    if (s == repetita::read_status::error)
      out.errors.push_back(e);
    else
      out.records.push_back(std::move(r));
  }
  return out;
}

// Every record and error of tests/data/xiangqi/<name>, read as the file named so.
inline read_result read_data_file(const std::string& name, bool lenient = false) {
  return read_all(contents(std::string(REPETITA_TEST_DATA_DIR) + "/xiangqi/" + name), {.file = name, .lenient = lenient});
}

// Replays a record under the xiangqi rule sets; the tracker's end under the rule set named.
inline repetita::verdict replay(const repetita::xiangqi::adapter::record& r, std::string_view rule_set = "threefold") {
  using namespace repetita::xiangqi;
  auto t = repetita::make_tracker<game>(adapter::rule_sets());
  t.start(r.start());
  position p = r.start();
  for (std::size_t i = 0; i < r.plies(); ++i) p = r.play(t, p, i);
  return t.end(*adapter::rule_sets().find(rule_set));
}

}  // namespace xiangqi_test

#endif
