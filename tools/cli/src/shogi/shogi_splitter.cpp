#include "shogi_splitter.hpp"

#include "../input.hpp"
#include "shogi_record.hpp"

#include <repetita/shogi/record.hpp>

#include <algorithm>
#include <istream>
#include <string_view>

namespace repetita::cli::shogi_records {

namespace {

constexpr std::size_t read_block = std::size_t{1} << 18;

bool blank(std::string_view text) { return text.find_first_not_of(" \t\v\f\r\n") == std::string_view::npos; }

}  // namespace

bool shogi_splitter::fill(std::istream& in) {
  if (eof_) return false;
  const std::size_t old = buf_.size();
  buf_.resize(old + read_block);
  in.read(buf_.data() + old, static_cast<std::streamsize>(read_block));
  const auto got = static_cast<std::size_t>(in.gcount());
  buf_.resize(old + got);
  if (got == 0 || !in) eof_ = true;
  return got > 0;
}

bool shogi_splitter::next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) {
  if (target_bytes == 0) target_bytes = 1;
  if (mode_ == mode::undecided) {
    // The same bytes the driver's content detection sees.
    while (!eof_ && buf_.size() < input_stream::head_size) fill(in);
    const std::string_view format = repetita::shogi::detect_format(std::string_view(buf_).substr(0, input_stream::head_size));
    mode_ = format == "csa" ? mode::csa : format == "usi" ? mode::usi : mode::whole;
  }
  for (;;) {
    if (mode_ != mode::whole) {
      if (const std::size_t at = scan(target_bytes); at != npos) {
        cut(at, chunk);
        return true;
      }
    }
    if (eof_) {
      if (blank(buf_)) {
        consumed_ += buf_.size();
        buf_.clear();
        scan_ = 0;
        return false;
      }
      cut(buf_.size(), chunk);
      return true;
    }
    fill(in);
  }
}

std::size_t shogi_splitter::scan(std::size_t target) {
  std::size_t i = scan_;
  while (i < buf_.size()) {
    const std::size_t lf = buf_.find('\n', i);
    if (lf == std::string::npos) break;  // an incomplete line: wait for more input
    std::string_view line = std::string_view(buf_).substr(i, lf - i);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (mode_ == mode::csa) {
      if (line == "/") {
        if (game_before_ && lf + 1 >= target) {
          scan_ = lf + 1;
          return lf + 1;  // after the separator: the next game starts on the next line
        }
      } else if (!line.empty() && line[0] != '\'' && line.find_first_not_of(" \t") != std::string_view::npos) {
        game_before_ = true;  // a statement: a part with only comments is no game, and is not cut off
      }
    }
    if (mode_ == mode::usi && starts_usi_game(line)) {
      if (game_before_ && i >= target) {
        scan_ = i;
        return i;  // before the next game's line; comments before the first game stay with it
      }
      game_before_ = true;
    }
    i = lf + 1;
  }
  scan_ = i;
  return npos;
}

void shogi_splitter::cut(std::size_t at, record_chunk& chunk) {
  chunk.text.assign(buf_, 0, at);
  chunk.first_line = line_;
  line_ += static_cast<std::uint64_t>(std::count(buf_.begin(), buf_.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
  buf_.erase(0, at);
  scan_ = scan_ >= at ? scan_ - at : 0;
  game_before_ = false;
  consumed_ += at;
}

}  // namespace repetita::cli::shogi_records
