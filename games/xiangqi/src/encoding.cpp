#include <repetita/records/valid_utf8.hpp>
#include <repetita/xiangqi/encoding.hpp>

#include <iconv.h>

#include <cerrno>
#include <cstddef>

namespace repetita::xiangqi {

bool is_utf8(std::string_view text, bool may_be_cut) noexcept {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_sequence_length(text, i);
    if (n == 0) return may_be_cut && text.size() - i < 4 && (static_cast<unsigned char>(text[i]) & 0xC0u) == 0xC0u;
    i += n;
  }
  return true;
}

std::optional<std::string> decode_gbk(std::string_view text) {
  iconv_t cd = iconv_open("UTF-8", "GB18030");
  if (cd == reinterpret_cast<iconv_t>(-1)) return std::nullopt;
  std::string out(text.size() * 2 + 16, '\0');
  std::string in(text);  // iconv takes a non-const input pointer
  char* src = in.data();
  std::size_t src_left = in.size();
  std::size_t done = 0;
  bool ok = true;
  while (src_left > 0) {
    char* dst = out.data() + done;
    std::size_t dst_left = out.size() - done;
    const std::size_t r = iconv(cd, &src, &src_left, &dst, &dst_left);
    done = out.size() - dst_left;
    if (r != static_cast<std::size_t>(-1)) break;
    if (errno == E2BIG) {
      out.resize(out.size() * 2);
      continue;
    }
    ok = false;  // EILSEQ or EINVAL: not GB18030
    break;
  }
  iconv_close(cd);
  if (!ok) return std::nullopt;
  out.resize(done);
  return out;
}

namespace {
// Where the game that starts at or after `from` ends: the start of the next line that begins with
// `[` after a line that does not (blank lines do not count either way), or the end of the text.
std::size_t game_end(std::string_view text, std::size_t from) noexcept {
  bool in_tags = true;  // the lines so far since `from` were tags (or blank)
  std::size_t line = from;
  while (line < text.size()) {
    const std::size_t eol = text.find('\n', line);
    const std::size_t next = eol == std::string_view::npos ? text.size() : eol + 1;
    std::size_t first = line;
    while (first < next && (text[first] == ' ' || text[first] == '\t' || text[first] == '\r')) ++first;
    const bool blank = first == next || text[first] == '\n';
    if (!blank) {
      const bool tag = text[line] == '[';
      if (tag && !in_tags) return line;
      in_tags = tag;
    }
    line = next;
  }
  return text.size();
}
}  // namespace

std::optional<std::string> decode_games(std::string_view text) {
  std::string out;
  out.reserve(text.size() * 3 / 2);
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = game_end(text, at);
    const std::string_view game = text.substr(at, end - at);
    if (is_utf8(game)) {
      out += game;
    } else {
      std::optional<std::string> decoded = decode_gbk(game);
      if (!decoded) return std::nullopt;
      out += *decoded;
    }
    at = end;
  }
  return out;
}

}  // namespace repetita::xiangqi
