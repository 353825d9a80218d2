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

}  // namespace repetita::xiangqi
