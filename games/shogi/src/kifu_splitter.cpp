#include <repetita/shogi/kifu_splitter.hpp>

#include <repetita/shogi/adapter.hpp>
#include <repetita/shogi/record.hpp>

#include <istream>
#include <string_view>

namespace repetita::shogi {

void kifu_splitter::begin(std::istream& in) {
  while (!eof_ && buf_.size() < adapter::sniff_bytes) fill(in);
  const std::string_view format = detect_format(std::string_view(buf_).substr(0, adapter::sniff_bytes));
  mode_ = format == "csa" ? mode::csa : format == "usi" ? mode::usi : mode::whole;
}

std::size_t kifu_splitter::scan(std::size_t target) {
  if (mode_ == mode::whole) return npos;  // KIF and KI2: one game per input
  std::size_t i = scan_;
  while (i < buf_.size()) {
    const std::size_t lf = buf_.find('\n', i);
    if (lf == std::string::npos) break;  // an incomplete line: wait for more input
    const std::string_view line = std::string_view(buf_).substr(i, lf - i);
    if (mode_ == mode::csa) {
      // Where read_csa_games cuts, by the same classification of lines.
      const csa_line kind = classify_csa_line(line);
      if (kind == csa_line::separator) {
        if (game_before_ && lf + 1 >= target) {
          scan_ = lf + 1;
          return lf + 1;  // after the separator: the next game starts on the next line
        }
      } else if (kind == csa_line::statement) {
        game_before_ = true;  // a part with only comments is no game, and is not cut off
      }
    }
    if (mode_ == mode::usi && classify_usi_line(line) == usi_line::game) {
      if (game_before_ && i >= target) {
        scan_ = i;
        // Before a game line, not before other text: a chunk's format is told by its first line
        // (chunk_format). Other text is one broken game in either chunk; comments before the
        // first game stay with it.
        return i;
      }
      game_before_ = true;
    }
    i = lf + 1;
  }
  scan_ = i;
  return npos;
}

void kifu_splitter::chunk_cut() { game_before_ = false; }

}  // namespace repetita::shogi
