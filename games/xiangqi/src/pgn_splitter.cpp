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
  std::size_t from = std::max(resume_, head_);
  // Where the game before ended (none before the first: a cut already).
  std::size_t previous_end = npos;
  if (resuming_ && !at_line_start_ && from == 0) {
    // In the middle of a line, what is left of it may be the end of a tag pair, a comment or a
    // token: reading starts at the next line, after a game's end if the line ends with a
    // termination marker.
    const std::size_t line_end = buf_.find_first_of("\r\n");
    if (line_end == std::string::npos || (line_end + 1 == buf_.size() && !eof_)) return npos;
    from = line_end + (buf_[line_end] == '\r' && line_end + 1 < buf_.size() && buf_[line_end + 1] == '\n' ? 2 : 1);
    std::string_view line = std::string_view(buf_).substr(0, line_end);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
    const std::string_view last = line.substr(line.find_last_of(" \t") + 1);  // npos + 1 == 0
    if (last == "1-0" || last == "0-1" || last == "1/2-1/2" || last == "*") previous_end = from;
  }
  const std::string_view text = std::string_view(buf_).substr(from);
  pgn_reader reader(text, pgn_options{.lenient = false, .scan_only = true});
  pgn_game game;
  pgn_error error;
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
