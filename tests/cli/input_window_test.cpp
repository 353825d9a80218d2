// A worker's window on an input (tools/cli/src/input_window.hpp): the bytes at an offset of a
// file (read with the file kept open) or of a text (a view, not a copy), fewer at the input's
// end, grown on demand, and an istream over it that grows it when read past its end.

#include "input_window.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>

using repetita::corpus::input_spec;
using repetita::corpus::input_window;
using repetita::corpus::window_istream;

namespace {

std::string sample_text() {
  std::string text;
  for (int i = 0; i < 20000; ++i) text += std::to_string(i) + (i % 7 == 0 ? "\r\n" : " ");
  return text;
}

input_spec file_input(const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / "repetita-input-window.txt";
  std::ofstream(path, std::ios::binary) << text;
  return input_spec{path.string(), "window.txt"};
}

input_spec text_input(const std::string& text) {
  input_spec spec{"", "<text>"};
  spec.text = std::make_shared<const std::string>(text);
  return spec;
}

}  // namespace

TEST_CASE("input window: the bytes at an offset of a file or a text, fewer at its end, grown on demand",
          "[cli][range]") {
  const std::string text = sample_text();
  for (const bool in_memory : {false, true}) {
    CAPTURE(in_memory);
    const input_spec spec = in_memory ? text_input(text) : file_input(text);
    input_window window;
    REQUIRE(window.read(spec, 1000, 5000));
    CHECK(window.offset() == 1000);
    CHECK(window.bytes() == text.substr(1000, 5000));
    CHECK_FALSE(window.at_end());
    if (in_memory) CHECK(window.bytes().data() == spec.text->data() + 1000);  // a view of the text
    REQUIRE(window.extend(3000));
    CHECK(window.bytes() == text.substr(1000, 8000));
    // Near the end: fewer bytes, and the window says it reaches the end.
    REQUIRE(window.read(spec, text.size() - 100, 5000));
    CHECK(window.bytes() == text.substr(text.size() - 100));
    CHECK(window.at_end());
    REQUIRE(window.extend(1000));
    CHECK(window.bytes().size() == 100);
    // Past the end: empty.
    REQUIRE(window.read(spec, text.size() + 10, 5000));
    CHECK(window.bytes().empty());
    CHECK(window.at_end());
    // Read again from the start (the file stays open from read to read).
    REQUIRE(window.read(spec, 0, 10));
    CHECK(window.bytes() == text.substr(0, 10));
  }
}

TEST_CASE("input window: its istream reads on past the window's end, growing it", "[cli][range]") {
  const std::string text = sample_text();
  for (const bool in_memory : {false, true}) {
    CAPTURE(in_memory);
    const input_spec spec = in_memory ? text_input(text) : file_input(text);
    input_window window;
    REQUIRE(window.read(spec, 500, 100));
    window_istream in(window, 20);
    const std::string rest((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(rest == text.substr(520));
    CHECK(window.at_end());
    CHECK(window.bytes() == text.substr(500));
  }
}

TEST_CASE("input window: a file that cannot be opened is a failed read, with an empty window", "[cli][range]") {
  input_window window;
  const input_spec missing{"/nonexistent/repetita-window.pgn", "missing.pgn"};
  CHECK_FALSE(window.read(missing, 0, 100));
  CHECK(window.bytes().empty());
}
