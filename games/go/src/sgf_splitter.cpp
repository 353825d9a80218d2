#include <repetita/go/sgf_splitter.hpp>

#include <repetita/go/sgf.hpp>

#include <algorithm>
#include <cstring>
#include <iterator>
#include <string_view>
#include <istream>

namespace repetita::go::sgf {

namespace {

constexpr std::size_t read_block = std::size_t{1} << 18;

}  // namespace

bool splitter::next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) {
  if (target_bytes == 0) target_bytes = 1;
  for (;;) {
    if (const std::size_t at = scan(target_bytes); at != npos) {
      cut(at, chunk);
      return true;
    }
    if (eof_) {
      const bool content = buf_.find_first_not_of(" \t\v\f\r\n") != std::string::npos;
      if (!content) {
        consumed_ = read_;
        buf_.clear();
        scan_ = 0;
        return false;
      }
      cut(buf_.size(), chunk);  // text after the last tree, or a tree the input leaves open
      return true;
    }
    fill(in);
  }
}

void splitter::fill(std::istream& in) {
  std::string& target = encoding_ == encoding::utf8 ? buf_ : raw_;
  const std::size_t old = target.size();
  target.resize(old + read_block);
  in.read(target.data() + old, static_cast<std::streamsize>(read_block));
  const auto got = static_cast<std::size_t>(in.gcount());
  target.resize(old + got);
  read_ += got;
  if (got == 0 || !in) eof_ = true;
  if (encoding_ == encoding::unknown) {
    // The byte order mark decides (only at the start of the input; 3 bytes, or the end, are needed).
    if (raw_.size() < 3 && !eof_) return;
    const auto byte = [this](std::size_t i) { return i < raw_.size() ? static_cast<unsigned char>(raw_[i]) : 0u; };
    if (byte(0) == 0xFF && byte(1) == 0xFE) {
      encoding_ = encoding::utf16le;
      raw_.erase(0, 2);
    } else if (byte(0) == 0xFE && byte(1) == 0xFF) {
      encoding_ = encoding::utf16be;
      raw_.erase(0, 2);
    } else {
      encoding_ = encoding::utf8;
      if (byte(0) == 0xEF && byte(1) == 0xBB && byte(2) == 0xBF) {
        raw_.erase(0, 3);
        dropped_ = 3;
      }
      buf_ += raw_;
      raw_.clear();
      return;
    }
  }
  if (encoding_ != encoding::utf8) transcode(eof_);
}

void splitter::transcode(bool at_end) {
  const bool little = encoding_ == encoding::utf16le;
  const auto unit = [&](std::size_t i) {
    const auto a = static_cast<unsigned char>(raw_[i]), b = static_cast<unsigned char>(raw_[i + 1]);
    return little ? static_cast<std::uint32_t>(a | (b << 8)) : static_cast<std::uint32_t>((a << 8) | b);
  };
  std::size_t i = 0;
  while (i + 1 < raw_.size()) {
    const std::uint32_t u = unit(i);
    if (u >= 0xD800 && u < 0xDC00) {
      if (i + 3 >= raw_.size() && !at_end) break;  // wait for the low surrogate
      const std::uint32_t low = i + 3 < raw_.size() ? unit(i + 2) : 0;
      if (low >= 0xDC00 && low < 0xE000) {
        append_utf8(buf_, 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00));
        i += 4;
      } else {
        append_utf8(buf_, 0xFFFD);  // a lone high surrogate; the next unit stands on its own
        i += 2;
      }
      continue;
    }
    append_utf8(buf_, u >= 0xDC00 && u < 0xE000 ? 0xFFFD : u);
    i += 2;
  }
  raw_.erase(0, i);
  if (at_end) raw_.clear();  // an odd last byte is no character
}

namespace {

enum class tree_line : std::uint8_t { no, yes, if_next_line_has_game_property };

// A line that begins a game tree: `(` `;` and a root or game-information property, blanks between
// (or `(` `;` alone on the line, if the next line starts with such a property: `starts_with_game_property`).
tree_line begins_game_tree(std::string_view line, bool starts_with_game_property = false) {
  std::size_t i = 0;
  const auto blanks = [&] {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  };
  blanks();
  if (!starts_with_game_property) {
    if (i >= line.size() || line[i] != '(') return tree_line::no;
    ++i;
    blanks();
    if (i >= line.size() || line[i] != ';') return tree_line::no;
    ++i;
    blanks();
    if (i == line.size()) return tree_line::if_next_line_has_game_property;
  }
  const std::size_t name = i;
  while (i < line.size() && line[i] >= 'A' && line[i] <= 'Z') ++i;
  const std::string_view id = line.substr(name, i - name);
  blanks();
  if (i >= line.size() || line[i] != '[') return tree_line::no;
  static constexpr std::string_view game_properties[] = {"GM", "FF", "CA", "AP", "ST", "SZ", "GN", "GC", "EV",
                                                         "RO", "DT", "PC", "PB", "PW", "BR", "WR", "RE", "RU",
                                                         "KM", "HA", "TM", "OT", "SO", "US", "AN", "BT", "WT",
                                                         "CP", "ON"};
  return std::find(std::begin(game_properties), std::end(game_properties), id) != std::end(game_properties)
             ? tree_line::yes
             : tree_line::no;
}

}  // namespace

std::size_t splitter::first_tree_start() {
  const std::size_t n = buf_.size();
  for (;;) {
    // The end of the line: LF, CRLF, or CR alone; at the end of the buffer, wait for more.
    const std::size_t line = resync_line_;
    std::size_t end = line;
    while (end < n && buf_[end] != '\n' && buf_[end] != '\r') ++end;
    if (end == n && !eof_) return npos;
    if (end + 1 == n && buf_[end] == '\r' && !eof_) return npos;
    const std::size_t next =
        end == n ? n : end + (buf_[end] == '\r' && end + 1 < n && buf_[end + 1] == '\n' ? 2 : 1);
    const std::string_view text = std::string_view(buf_).substr(line, end - line);
    const bool blank = text.find_first_not_of(" \t\v\f") == std::string_view::npos;
    // A tree's chunk starts after the line with text before it; with no such line after the
    // start, it may have started at the start or before, so the next one is looked for.
    if (!resync_first_line_ && !blank && resync_content_end_ > 0) {
      tree_line begins = begins_game_tree(text);
      if (begins == tree_line::if_next_line_has_game_property) {
        std::size_t after = next;
        while (after < n && buf_[after] != '\n' && buf_[after] != '\r') ++after;
        if (after == n && !eof_) return npos;  // the next line is not read yet
        begins = begins_game_tree(std::string_view(buf_).substr(next, after - next), true);
      }
      if (begins == tree_line::yes) return resync_content_end_;
    }
    if (!blank) resync_content_end_ = next;
    resync_first_line_ = false;
    resync_line_ = next;
    if (next == n) return npos;  // the end of the input
  }
}

std::size_t splitter::scan(std::size_t target) {
  if (resuming_) {
    const std::size_t at = first_tree_start();
    if (at == npos) return npos;
    resuming_ = false;
    scanner_ = tree_scanner{};
    cut_wanted_ = false;
    scan_ = at;
    if (at >= target) return at;
  }
  const std::size_t n = buf_.size();
  for (std::size_t i = scan_; i < n; ++i) {
    const char c = buf_[i];
    if (cut_wanted_ && scanner_.between_trees() && (c == '\n' || c == '\r')) {
      // The end of the line after a tree: the next chunk starts in column 1. A CR ends the line
      // unless an LF follows (then the LF does); at the end of the buffer, wait for the next byte.
      if (c == '\r' && i + 1 == n && !eof_) {
        scan_ = i;
        return npos;
      }
      if (c == '\n' || i + 1 == n || buf_[i + 1] != '\n') {
        cut_wanted_ = false;
        scan_ = i + 1;
        return i + 1;
      }
      continue;
    }
    if (scanner_.feed(c) == tree_scanner::event::tree_ends && i + 1 >= target) cut_wanted_ = true;
  }
  scan_ = n;
  return npos;
}

void splitter::cut(std::size_t at, record_chunk& chunk) {
  resuming_ = false;  // what follows a cut is read as from a text's start
  chunk.text.assign(buf_, 0, at);
  chunk.first_line = line_;
  const char* begin = buf_.data();
  const char* end = begin + at;
  line_ += static_cast<std::uint64_t>(std::count(begin, end, '\n'));
  // A CR ends a line unless an LF follows (CRLF counts once). A cut never falls inside a CRLF: it
  // follows a line break or ends the input.
  for (const char* p = static_cast<const char*>(std::memchr(begin, '\r', at)); p != nullptr;
       p = p + 1 < end ? static_cast<const char*>(std::memchr(p + 1, '\r', static_cast<std::size_t>(end - p - 1)))
                       : nullptr) {
    if (p + 1 >= end || p[1] != '\n') ++line_;
  }
  buf_.erase(0, at);
  scan_ = scan_ >= at ? scan_ - at : 0;
  // Input bytes for the progress bar: exact for UTF-8; for UTF-16 (transcoded), what has been read.
  handed_out_ += at;
  consumed_ = encoding_ == encoding::utf8 ? dropped_ + handed_out_ : read_;
}

}  // namespace repetita::go::sgf
