#include "arimaa_splitter.hpp"

#include <algorithm>
#include <istream>
#include <string_view>

namespace repetita::cli::arimaa_text {

namespace {
constexpr std::size_t read_block = std::size_t{1} << 18;
}  // namespace

bool arimaa_splitter::next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) {
  if (target_bytes == 0) target_bytes = 1;
  for (;;) {
    if (const std::size_t at = scan(target_bytes); at != npos) {
      cut(at, chunk);
      return true;
    }
    if (eof_) {
      // The rest, whole games up to the end (a last line without a line end included).
      if (buf_.find_first_not_of(" \t\v\f\r\n") == std::string::npos) {
        consumed_ += buf_.size();
        buf_.clear();
        scan_ = previous_line_ = 0;
        return false;
      }
      cut(buf_.size(), chunk);
      return true;
    }
    const std::size_t old = buf_.size();
    buf_.resize(old + read_block);
    in.read(buf_.data() + old, static_cast<std::streamsize>(read_block));
    const auto got = static_cast<std::size_t>(in.gcount());
    buf_.resize(old + got);
    if (got == 0 || !in) eof_ = true;
  }
}

void arimaa_splitter::cut(std::size_t at, record_chunk& chunk) {
  chunk.text.assign(buf_, 0, at);
  chunk.first_line = line_;
  line_ += static_cast<std::uint64_t>(std::count(buf_.begin(), buf_.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
  buf_.erase(0, at);
  scan_ = scan_ >= at ? scan_ - at : 0;
  previous_line_ = previous_line_ >= at ? previous_line_ - at : 0;
  consumed_ += at;
}

std::size_t arimaa_splitter::scan(std::size_t target) {
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
    if (at != npos && at > 0 && at >= target) {
      // The new game's first line(s) are scanned already: the next chunk starts with them, so the
      // boundaries state (a game with content) carries over as it should.
      return at;
    }
  }
  return npos;
}

}  // namespace repetita::cli::arimaa_text
