// libFuzzer target for the xiangqi PGN reader (ICCS, Fairy-Stockfish squares, WXF, Chinese; UTF-8
// or GBK): any input either reads or returns errors with a line, a column and a message; every move
// read is legal and reads back from its WXF and Chinese forms; reading chunk by chunk (the
// splitter) gives the records and errors of reading the whole, strict and lenient.
#include <repetita/xiangqi/adapter.hpp>
#include <repetita/xiangqi/notation.hpp>
#include <repetita/xiangqi/pgn_splitter.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace repetita::xiangqi;

// "line:what" for each record and error of a text read from `first_line`.
void read(std::string_view text, std::uint64_t first_line, bool lenient, std::vector<std::string>& out) {
  repetita::read_options options;
  options.lenient = lenient;
  adapter::reader reader(text, "fuzz.pgn", first_line, options);
  for (int n = 0; n < 10000; ++n) {
    adapter::record r;
    repetita::record_error e;
    const repetita::read_status s = reader.read(r, e);
    if (s == repetita::read_status::end) return;
    if (s == repetita::read_status::error) {
      if (e.line == 0 || e.column == 0 || e.message.empty()) std::abort();
      out.push_back(std::to_string(e.line) + ":" + e.kind + ":" + std::to_string(e.column));
      continue;
    }
    repetita::record_header h;
    r.header(h);
    std::string moves;
    position p = r.start();
    for (const move m : r.pgn().moves) {
      if (!p.is_legal(m)) std::abort();
      auto w = parse_wxf(p, write_wxf(p, m));
      auto c = parse_chinese(p, write_chinese(p, m));
      if (!w || *w != m || !c || *c != m) std::abort();
      moves += write_move(m);
      p = p.after(m);
    }
    out.push_back(std::to_string(h.line) + ":" + r.pgn().result + ":" + moves);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (const bool lenient : {false, true}) {
    std::vector<std::string> whole;
    read(text, 1, lenient, whole);
    std::vector<std::string> chunked;
    pgn_splitter splitter;
    std::istringstream in(text);
    repetita::record_chunk chunk;
    while (splitter.next(in, 1, chunk)) read(chunk.text, chunk.first_line, lenient, chunked);
    if (chunked != whole) std::abort();
  }
  static_cast<void>(starts_xiangqi_pgn(text));
  return 0;
}
