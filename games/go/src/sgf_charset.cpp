#include <repetita/go/sgf_charset.hpp>

#include <repetita/records/valid_utf8.hpp>

#include <iconv.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <memory>

namespace repetita::go::sgf {

namespace {

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

bool ascii(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0x80) == 0; });
}

// The iconv name for a CA value: the supersets servers write, and '_' for '-' (ISO8859_1).
std::string iconv_name(std::string_view charset) {
  std::string name = upper(charset);
  if (name == "GB2312" || name == "GBK" || name == "EUC-CN") return "GB18030";
  if (name == "SHIFT_JIS" || name == "SJIS" || name == "MS_KANJI" || name == "SHIFT-JIS") return "CP932";
  if (name == "EUC-KR" || name == "KS_C_5601-1987") return "CP949";
  return name;
}

struct iconv_closer {
  void operator()(void* cd) const noexcept { iconv_close(static_cast<iconv_t>(cd)); }
};

iconv_t open_from(const std::string& name) {
  iconv_t cd = iconv_open("UTF-8", name.c_str());
  if (cd != reinterpret_cast<iconv_t>(-1)) return cd;
  std::string dashed = name;
  std::replace(dashed.begin(), dashed.end(), '_', '-');
  return iconv_open("UTF-8", dashed.c_str());
}

}  // namespace

std::string to_utf8(std::string_view text, std::string_view charset) {
  const std::string name = upper(charset);
  if (ascii(text) || name.empty() || name == "UTF-8" || name == "UTF8" || name.rfind("UTF-16", 0) == 0 ||
      name == "US-ASCII" || name == "ASCII")
    return valid_utf8(text);
  // Text that is valid UTF-8 stays as it is: files often name a charset they do not use (Sabaki's
  // japanese_bad.sgf), and longer text in a legacy East Asian charset is hardly ever valid UTF-8.
  if (std::string checked = valid_utf8(text); checked == text) return checked;
  iconv_t cd = open_from(iconv_name(charset));
  if (cd == reinterpret_cast<iconv_t>(-1)) return valid_utf8(text);
  const std::unique_ptr<void, iconv_closer> guard(cd);
  std::string in(text);
  std::string out(in.size() * 4 + 4, '\0');
  char* src = in.data();
  std::size_t src_left = in.size();
  char* dst = out.data();
  std::size_t dst_left = out.size();
  if (iconv(cd, &src, &src_left, &dst, &dst_left) == static_cast<std::size_t>(-1)) return valid_utf8(text);
  out.resize(out.size() - dst_left);
  return out;
}

}  // namespace repetita::go::sgf
