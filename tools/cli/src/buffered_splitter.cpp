#include "buffered_splitter.hpp"

#include <algorithm>
#include <istream>

namespace repetita::cli {

namespace {
constexpr std::size_t read_block = std::size_t{1} << 18;
}  // namespace

bool buffered_splitter::next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) {
  if (target_bytes == 0) target_bytes = 1;
  if (!begun_) {
    begun_ = true;
    begin(in);
  }
  for (;;) {
    if (const std::size_t at = scan(head_ + target_bytes); at != npos) {
      cut(at, chunk);
      return true;
    }
    if (eof_) {
      if (buf_.find_first_not_of(" \t\v\f\r\n", head_) == std::string::npos) {  // only blanks are left: no record
        consumed_ += buf_.size() - head_;
        compact();
        buf_.clear();
        scan_ = 0;
        return false;
      }
      at_end();
      cut(buf_.size(), chunk);
      return true;
    }
    compact();
    fill(in);
  }
}

void buffered_splitter::compact() {
  if (head_ == 0) return;
  buf_.erase(0, head_);
  scan_ -= head_;
  shifted(head_);
  head_ = 0;
}

void buffered_splitter::fill(std::istream& in) {
  if (eof_) return;
  const std::size_t old = buf_.size();
  buf_.resize(old + read_block);
  in.read(buf_.data() + old, static_cast<std::streamsize>(read_block));
  const auto got = static_cast<std::size_t>(in.gcount());
  buf_.resize(old + got);
  if (got == 0 || !in) eof_ = true;
}

std::uint64_t buffered_splitter::line_ends(std::size_t from, std::size_t to) const {
  return static_cast<std::uint64_t>(std::count(buf_.begin() + static_cast<std::ptrdiff_t>(from),
                                               buf_.begin() + static_cast<std::ptrdiff_t>(to), '\n'));
}

void buffered_splitter::cut(std::size_t at, record_chunk& chunk) {
  chunk.text.assign(buf_, head_, at - head_);
  chunk.first_line = line_;
  line_ += line_ends(head_, at);
  consumed_ += at - head_;
  head_ = at;
  scan_ = std::max(scan_, at);
  chunk_cut();
}

}  // namespace repetita::cli
