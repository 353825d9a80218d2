#include <repetita/xiangqi/encoding.hpp>
#include <repetita/xiangqi/pgn.hpp>
#include <repetita/xiangqi/pgn_splitter.hpp>

#include <algorithm>
#include <string_view>

namespace repetita::xiangqi {

void pgn_splitter::begin(std::istream& in) {
  fill(in);
  utf8_ = is_utf8(buf_, !eof_);
}

std::size_t pgn_splitter::scan(std::size_t target) {
  if (!utf8_) return npos;
  const std::size_t from = std::max(resume_, head_);
  const std::string_view text = std::string_view(buf_).substr(from);
  pgn_reader reader(text, pgn_options{.lenient = false, .scan_only = true});
  pgn_game game;
  pgn_error error;
  std::size_t previous_end = npos;  // where the game before ended (none before the first: a cut already)
  for (;;) {
    if (reader.next(game, error) == read_status::end) return npos;
    const std::size_t start = from + game.offset;
    std::size_t line = start;
    while (line > from && (buf_[line - 1] == ' ' || buf_[line - 1] == '\t')) --line;
    if (previous_end != npos && previous_end <= line && buf_[line - 1] == '\n') {
      resume_ = line;
      if (line >= target && line > head_) return line;
    }
    if (!eof_ && reader.offset() >= text.size()) return npos;  // the game may go on in what is not read yet
    previous_end = from + reader.offset();
  }
}

}  // namespace repetita::xiangqi
