#include <repetita/chess/pgn_splitter.hpp>

#include <algorithm>
#include <array>
#include <cstring>
#include <string_view>

namespace repetita::chess {

namespace {

// Byte classes for the scan (top level): most bytes are plain token characters.
enum : std::uint8_t { plain, blank, line_break, structural, marker };

constexpr std::array<std::uint8_t, 256> classes = [] {
  std::array<std::uint8_t, 256> t{};
  for (const char c : {' ', '\t', '\v', '\f'}) t[static_cast<unsigned char>(c)] = blank;
  t['\n'] = line_break;
  t['\r'] = line_break;
  for (const char c : {'{', '}', '(', ')', '[', ']', ';', '"', '%'}) t[static_cast<unsigned char>(c)] = structural;
  for (const char c : {'-', '/', '*'}) t[static_cast<unsigned char>(c)] = marker;
  return t;
}();

bool is_termination(std::string_view t) noexcept { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

}  // namespace

void pgn_splitter::at_end() {
  if (in_token_) end_token(buf_.size());
}

std::uint64_t pgn_splitter::line_ends(std::size_t from, std::size_t to) const {
  const char* begin = buf_.data() + from;
  const char* end = buf_.data() + to;
  auto lines = static_cast<std::uint64_t>(std::count(begin, end, '\n'));
  // A CR ends a line unless an LF follows (CRLF counts once).
  for (const char* p = static_cast<const char*>(std::memchr(begin, '\r', to - from)); p != nullptr;
       p = static_cast<const char*>(std::memchr(p + 1, '\r', static_cast<std::size_t>(end - p - 1)))) {
    if (p + 1 >= end || p[1] != '\n') ++lines;
    if (p + 1 >= end) break;
  }
  return lines;
}

void pgn_splitter::shifted(std::size_t at) { token_start_ = token_start_ >= at ? token_start_ - at : 0; }

void pgn_splitter::end_token(std::size_t end) {
  if (marker_char_ && depth_ == 0 && end - token_start_ <= 7 &&
      is_termination(std::string_view(buf_).substr(token_start_, end - token_start_))) {
    mode_ = mode::after_result;
  } else {
    movetext_ = true;
  }
  in_token_ = false;
  marker_char_ = false;
}

std::size_t pgn_splitter::line_end(std::size_t i) {
  std::size_t after = i + 1;
  if (buf_[i] == '\r') {
    if (after == buf_.size() && !eof_) return npos;  // CR or CRLF: wait for the next byte
    if (after < buf_.size() && buf_[after] == '\n') ++after;
  }
  blank_before_ = line_blank_;
  line_blank_ = true;
  line_start_ = true;
  return after;
}

std::size_t pgn_splitter::scan(std::size_t target) {
  std::size_t i = scan_;
  const std::size_t n = buf_.size();
  const char* data = buf_.data();
  while (i < n) {
    // The fast path: token characters and blanks at the top level (most of the movetext).
    if (mode_ == mode::top && !line_start_) {
      while (i < n) {
        const std::uint8_t k = classes[static_cast<unsigned char>(data[i])];
        if (k == plain) {
          if (!in_token_) {
            in_token_ = true;
            token_start_ = i;
            line_blank_ = false;
          }
          ++i;
        } else if (k == blank) {
          if (in_token_) {
            end_token(i);
            if (mode_ != mode::top) break;
          }
          ++i;
        } else {
          break;
        }
      }
      if (i == n) break;
    }
    const char c = data[i];
    const std::uint8_t k = classes[static_cast<unsigned char>(c)];
    const bool column_one = line_start_;
    line_start_ = false;
    if (k == line_break) {
      if (in_token_) end_token(i);
      const std::size_t after = line_end(i);
      if (after == npos) {
        line_start_ = column_one;
        break;
      }
      if (mode_ == mode::after_result) {
        // A termination marker alone at the end of its line: a game may start on the next line.
        mode_ = mode::top;
        movetext_ = false;
        depth_ = 0;
        if (after >= target) {
          scan_ = after;
          return after;
        }
      } else if (mode_ == mode::line_comment || mode_ == mode::tag || mode_ == mode::tag_string ||
                 mode_ == mode::tag_escape) {
        mode_ = mode::top;  // the reader reports an unterminated tag value; tags end with their line
      } else if (mode_ == mode::comment_escape) {
        mode_ = mode::comment;
      }
      i = after;
      continue;
    }
    if (k != blank) line_blank_ = false;
    // The next game's tags: a '[' in column 1 after an empty line, once movetext was seen (the
    // reader also ends an unterminated comment there).
    if (c == '[' && column_one && blank_before_ && movetext_ && (mode_ == mode::top || mode_ == mode::comment)) {
      mode_ = mode::top;
      movetext_ = false;
      depth_ = 0;
      if (i >= target && i > head_) {
        scan_ = i;
        return i;
      }
    }
    switch (mode_) {
      case mode::after_result:
        if (k == blank) break;
        mode_ = mode::top;
        movetext_ = true;
        [[fallthrough]];
      case mode::top:
        if (k == plain || k == marker || (c == '%' && !column_one)) {
          if (!in_token_) {
            in_token_ = true;
            token_start_ = i;
          }
          marker_char_ |= k == marker;
          break;
        }
        if (in_token_) end_token(i);
        if (mode_ == mode::after_result) {
          if (k == blank) break;
          mode_ = mode::top;
          movetext_ = true;
        }
        if (c == '{') {
          mode_ = mode::comment;
        } else if (c == ';' || c == '%') {
          mode_ = mode::line_comment;
        } else if (c == '[') {
          mode_ = mode::tag;
        } else if (c == '(') {
          ++depth_;
          movetext_ = true;
        } else if (c == ')') {
          if (depth_ > 0) --depth_;
          movetext_ = true;
        } else if (k == structural) {
          movetext_ = true;  // '"', ']' or '}' out of place: the reader reports it
        }
        break;
      case mode::tag:
        if (c == '"') mode_ = mode::tag_string;
        else if (c == ']') mode_ = mode::top;
        break;
      case mode::tag_string:
        if (c == '\\') mode_ = mode::tag_escape;
        else if (c == '"') mode_ = mode::tag;
        break;
      case mode::tag_escape:
        mode_ = mode::tag_string;
        break;
      case mode::comment:
        if (c == '}') mode_ = mode::top;
        else if (c == '\\') mode_ = mode::comment_escape;
        break;
      case mode::comment_escape:
        mode_ = mode::comment;
        break;
      case mode::line_comment:
        break;
    }
    ++i;
  }
  scan_ = i;
  return npos;
}

}  // namespace repetita::chess
