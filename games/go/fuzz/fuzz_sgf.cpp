// libFuzzer target for the SGF reader: any input either reads or returns an error with a line and a
// column; every tree read is replayed under every Go rule set (which must not crash either), and its
// main line is read as the repetita CLI reads it.
#include <repetita/go/main_line.hpp>
#include <repetita/go/sgf.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (bool lenient : {false, true}) {
    std::istringstream in(text);
    repetita::go::sgf::reader reader(in, repetita::go::sgf::reader_options{.close_at_end = lenient});
    for (int trees = 0; trees < 64; ++trees) {
      auto t = reader.next();
      if (!t) {
        if (t.error().line == 0 || t.error().message.empty()) std::abort();
        break;
      }
      if (!t.value()) break;
      auto r = repetita::go::sgf::replay_tree(*t.value());
      if (!r && (r.error().line == 0 || r.error().message.empty())) std::abort();
      auto line = repetita::go::sgf::read_main_line(*t.value());
      if (!line && (line.error().line == 0 || line.error().message.empty())) std::abort();
      if (line && r && line->steps.size() < r->moves && t.value()->children.empty()) std::abort();
    }
  }
  return 0;
}
