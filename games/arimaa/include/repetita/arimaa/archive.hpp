#ifndef REPETITA_ARIMAA_ARCHIVE_HPP
#define REPETITA_ARIMAA_ARCHIVE_HPP

/// \file
/// The arimaa.com game archive (`allgames200801.txt` and the like): a first line naming the
/// columns, tab-separated (`id`, `wusername`, `busername`, `event`, `result`, `termination`,
/// `movelist`, `events`, ...), then one game per line. The `movelist` column holds the long
/// notation with its line ends written as the two characters `\n` (docs/cli-arimaa.md, section 1).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::arimaa::notation {

/// The columns of an archive, from its first line.
struct archive_columns {
  std::vector<std::string> names;
  std::size_t movelist = 0;  ///< the index of the `movelist` column
};

/// The columns, if `line` (a UTF-8 byte order mark allowed) is an archive's first line: at least
/// two tab-separated names of letters, digits and `_`, one of them `movelist`.
[[nodiscard]] std::optional<archive_columns> read_archive_header(std::string_view line);
/// read_archive_header(line) holds.
[[nodiscard]] bool is_archive_header(std::string_view line);

/// The fields of one archive line (a '\r' before the line end removed), or nullopt when the line
/// has not as many fields as there are columns.
[[nodiscard]] std::optional<std::vector<std::string_view>> archive_fields(std::string_view line,
                                                                          const archive_columns& columns);

/// A `movelist` field with its `\n` turned into line ends, and where each byte came from.
struct archive_moves {
  std::string text;                ///< the long notation, one turn per line
  std::vector<std::size_t> origin;  ///< per byte of `text`, its offset in the field
};
/// Undoes the archive's escape: `\n` is a line end; any other character stands for itself.
[[nodiscard]] archive_moves unescape_moves(std::string_view field);

}  // namespace repetita::arimaa::notation

#endif
