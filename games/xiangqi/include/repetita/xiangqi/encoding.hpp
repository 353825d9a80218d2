#ifndef REPETITA_XIANGQI_ENCODING_HPP
#define REPETITA_XIANGQI_ENCODING_HPP

/// \file
/// The text of a xiangqi record as UTF-8. Chinese databases write their PGN files in UTF-8 or in
/// GBK (code page 936); a text that is not valid UTF-8 is decoded as GB18030 (a superset of GBK) with
/// the C library's iconv, game by game, so that a file whose games were appended from sources in
/// both encodings reads too. Line ends stay where they are and every GBK character becomes one
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

/// `text` in UTF-8, each game in it decoded by itself: a game that is valid UTF-8 is kept, another
/// is decoded from GB18030. A game starts at a line that begins with `[` (a tag) after a line that
/// does not; a line start is a character boundary in GBK too (its second bytes are never a line
/// feed). Nothing when some game is neither UTF-8 nor GB18030. Deciding game by game and not line by
/// line: a short GBK line (a tag with a two-character name) can be valid UTF-8 by chance, a whole
/// game practically never.
[[nodiscard]] std::optional<std::string> decode_games(std::string_view text);

}  // namespace repetita::xiangqi

#endif
