#include <repetita/arimaa/splitter.hpp>

#include <string_view>

namespace repetita::arimaa::notation {

void splitter::shifted(std::size_t at) { previous_line_ = previous_line_ >= at ? previous_line_ - at : 0; }

std::size_t splitter::scan(std::size_t target) {
  while (scan_ < buf_.size()) {
    const std::size_t end = buf_.find('\n', scan_);
    if (end == std::string::npos) return npos;  // wait for the rest of the line
    const std::size_t start = scan_;
    const auto c = boundaries_.feed(std::string_view(buf_).substr(start, end - start));
    const std::size_t at = c == game_boundaries::cut::here            ? start
                           : c == game_boundaries::cut::previous_line ? previous_line_
                                                                      : npos;
    previous_line_ = start;
    scan_ = end + 1;
    if (at != npos && at > head_ && at >= target) {
      // The new game's first line(s) are scanned already: the next chunk starts with them, so the
      // boundaries state (a game with content) carries over as it should.
      return at;
    }
  }
  return npos;
}

}  // namespace repetita::arimaa::notation
