#ifndef REPETITA_CORPUS_UTF8_HPP
#define REPETITA_CORPUS_UTF8_HPP

/// \file
/// How wide UTF-8 text is in a terminal (records make their text valid UTF-8 with
/// repetita::valid_utf8, include/repetita/records/valid_utf8.hpp).

#include <cstddef>
#include <string>
#include <string_view>

namespace repetita::corpus {

/// The columns `text` (valid UTF-8) takes in a terminal: 2 for a wide or fullwidth character
/// (Unicode East Asian Width W or F: kanji, kana, hangul, fullwidth digits such as the "７六" of
/// shogi moves), 1 for any other character. Ambiguous ones (▲, △) count 1, as in a non-CJK locale.
std::size_t display_width(std::string_view text) noexcept;

}  // namespace repetita::corpus

#endif
