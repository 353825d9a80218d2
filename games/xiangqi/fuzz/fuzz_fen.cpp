// libFuzzer target for the xiangqi FEN reader and the move notations: a FEN either reads or returns
// an error with a column and a message; a FEN read is written back and reads to the same position;
// every legal move there reads back from ICCS, WXF and Chinese; the rest of the input (after a
// newline) is read as a move in each notation, which must be legal or an error with a column.
#include <repetita/xiangqi/coordinates.hpp>
#include <repetita/xiangqi/fen.hpp>
#include <repetita/xiangqi/notation.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace repetita::xiangqi;
  const std::string input(reinterpret_cast<const char*>(data), size);
  const std::size_t newline = input.find('\n');
  const std::string fen = input.substr(0, newline);
  const std::string text = newline == std::string::npos ? std::string() : input.substr(newline + 1);
  auto p = parse_fen(fen);
  if (!p) {
    if (p.error().column == 0 || p.error().message.empty()) std::abort();
    return 0;
  }
  auto again = parse_fen(to_fen(*p));
  if (!again || !(*again == *p)) std::abort();
  move_list moves;
  p->legal_moves(moves);
  for (const move m : moves) {
    auto i = parse_move(*p, write_move(m));
    auto w = parse_wxf(*p, write_wxf(*p, m));
    auto c = parse_chinese(*p, write_chinese(*p, m));
    if (!i || *i != m || !w || *w != m || !c || *c != m) std::abort();
  }
  for (int how = 0; how < 4; ++how) {
    const auto m = how == 0   ? parse_move(*p, text)
                   : how == 1 ? parse_move(*p, text, coordinates::fairy)
                   : how == 2 ? parse_wxf(*p, text)
                              : parse_chinese(*p, text);
    if (m && !p->is_legal(*m)) std::abort();
    if (!m && (m.error().column == 0 || m.error().message.empty())) std::abort();
  }
  return 0;
}
