#ifndef REPETITA_XIANGQI_ENCODING_HPP
#define REPETITA_XIANGQI_ENCODING_HPP

/// \file
/// The text of a xiangqi record as UTF-8. Chinese databases write their PGN files in UTF-8 or in
/// GBK (code page 936); a text that is not valid UTF-8 is decoded as GB18030 (a superset of GBK) with
/// the C library's iconv. Line ends stay where they are and every GBK character becomes one
/// character, so lines and columns in characters are those of the original text.

#include <optional>
#include <string>
#include <string_view>

namespace repetita::xiangqi {

/// Is `text` valid UTF-8 (valid_utf8.hpp's rules)? A sequence cut by the end of the text counts as
/// valid when `may_be_cut` (a block read from a stream).
[[nodiscard]] bool is_utf8(std::string_view text, bool may_be_cut = false) noexcept;

/// `text` decoded from GB18030 to UTF-8, or nothing when it is not GB18030 either.
[[nodiscard]] std::optional<std::string> decode_gbk(std::string_view text);

}  // namespace repetita::xiangqi

#endif
