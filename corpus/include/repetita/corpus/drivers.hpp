#ifndef REPETITA_CORPUS_DRIVERS_HPP
#define REPETITA_CORPUS_DRIVERS_HPP

/// \file
/// The games the tool knows, and how an input finds its game: by file extension, else by content.

#include <repetita/corpus/game_driver.hpp>

#include <span>
#include <string_view>

namespace repetita::corpus {

/// Every game driver, in the order `repetita rules` lists them.
[[nodiscard]] std::span<const game_driver* const> all_drivers();

/// The driver of the game called `game` ("chess"), or nullptr.
[[nodiscard]] const game_driver* find_driver(std::string_view game) noexcept;

/// The driver whose game or record format is `name` ("chess" or "pgn"), or nullptr.
[[nodiscard]] const game_driver* driver_named(std::string_view name) noexcept;

/// The driver that claims the extension of `path` (case-insensitive; under a compression suffix,
/// "x.kif.gz" is a .kif), or nullptr.
[[nodiscard]] const game_driver* driver_by_extension(std::string_view path) noexcept;

/// The driver for an input: the first that owns its content (`head`, the input's first bytes,
/// decompressed: a PGN with `[Variant "xiangqi"]`), else the one that claims the extension of `path`
/// (case-insensitive; under a compression suffix, "x.kif.gz" is a .kif), else the first whose format
/// `head` looks like; nullptr if none.
[[nodiscard]] const game_driver* detect_driver(std::string_view path, std::string_view head) noexcept;

}  // namespace repetita::corpus

#endif
