#ifndef REPETITA_GO_SGF_CHARSET_HPP
#define REPETITA_GO_SGF_CHARSET_HPP

/// \file
/// SGF text in the charset its root names (FF[4] CA, default Latin-1 for FF[1-3] and UTF-8 in
/// practice) as UTF-8 for tools (the record adapter's header fields): Go records from Japanese, Chinese and Korean servers name their
/// players in Shift_JIS, GB2312 or EUC-KR.

#include <string>
#include <string_view>

namespace repetita::go::sgf {

/// `text` converted from `charset` (an SGF CA value) to UTF-8 with the C library's iconv; the
/// superset a server really writes is used for the common East Asian names (GB2312 and GBK as
/// GB18030, Shift_JIS as CP932, EUC-KR as CP949). Text that is already valid UTF-8 is kept (files
/// often name a charset they do not use). Text that is not valid in the named charset, or a charset
/// iconv does not know, is kept as valid UTF-8 (a stray byte read as Latin-1, as repetita::valid_utf8
/// does); so is text whose charset is UTF-8, UTF-16 (already transcoded) or unnamed.
[[nodiscard]] std::string to_utf8(std::string_view text, std::string_view charset);

}  // namespace repetita::go::sgf

#endif
