#ifndef REPETITA_CLI_UTF8_HPP
#define REPETITA_CLI_UTF8_HPP

/// \file
/// Text from records as valid UTF-8: a byte that does not belong to a well-formed UTF-8 sequence
/// is read as ISO 8859-1 (old PGN files often are Latin-1), so JSON output is always valid.

#include <cstddef>
#include <string>
#include <string_view>

namespace repetita::cli {

/// `text` unchanged if it is valid UTF-8; otherwise each stray byte as its Latin-1 character.
std::string valid_utf8(std::string_view text);

/// The columns `text` (valid UTF-8) takes in a terminal: 2 for a wide or fullwidth character
/// (Unicode East Asian Width W or F: kanji, kana, hangul, fullwidth digits such as the "７六" of
/// shogi moves), 1 for any other character. Ambiguous ones (▲, △) count 1, as in a non-CJK locale.
std::size_t display_width(std::string_view text) noexcept;

}  // namespace repetita::cli

#endif
