#ifndef REPETITA_IO_COMPRESSION_HPP
#define REPETITA_IO_COMPRESSION_HPP

/// \file
/// The compressed formats an input may come in, told by their magic bytes (the name of a file may
/// lie, and standard input has none), and the file name suffixes they are usually given.

#include <cstddef>
#include <string_view>

namespace repetita::io {

enum class compression {
  none,   ///< not compressed (or not in a format read here): the bytes are the records
  gzip,   ///< RFC 1952, one or more members (gzip, pigz)
  bzip2,  ///< one or more bzip2 streams (bzip2, pbzip2)
  xz,     ///< one or more .xz streams (xz, pixz)
  zstd,   ///< one or more Zstandard frames, skippable frames included (zstd, pzstd; the lichess database)
};

/// The bytes of an input's start that detect_compression looks at, at most.
inline constexpr std::size_t compression_magic_bytes = 10;

/// The compression of an input whose first bytes are `head` (all of them when the input is shorter
/// than compression_magic_bytes), by the formats' magic numbers; `none` if none matches.
[[nodiscard]] compression detect_compression(std::string_view head) noexcept;

/// "gzip", "bzip2", "xz", "zstd"; "none".
[[nodiscard]] std::string_view name_of(compression c) noexcept;

/// `path` without its compression suffix (`.gz`, `.bz2`, `.xz`, `.zst`, any case), so that the
/// extension under it names the record format: "games.pgn.zst" gives "games.pgn". Other paths are
/// returned whole. The suffix only names the file: detect_compression decides how it is read.
[[nodiscard]] std::string_view without_compression_suffix(std::string_view path) noexcept;

}  // namespace repetita::io

#endif
