#ifndef REPETITA_IO_DECOMPRESSION_ERROR_HPP
#define REPETITA_IO_DECOMPRESSION_ERROR_HPP

/// \file
/// Why a compressed input could not be read to its end, and where.

#include "compression.hpp"

#include <cstdint>
#include <string>

namespace repetita::io {

struct decompression_error {
  compression format = compression::none;
  /// The input ends inside a frame (member, stream): cut short, e.g. an unfinished download.
  /// Otherwise the data is corrupt.
  bool truncated = false;
  /// Where the decoder stopped, in bytes of the compressed input from its start: the end of the
  /// input when it is truncated.
  std::uint64_t offset = 0;
  /// The library's words (corrupt), or which unit the input ends in (truncated).
  std::string message;

  /// E.g. "zstd: Data corruption detected at compressed byte 12345".
  [[nodiscard]] std::string to_string() const;
};

}  // namespace repetita::io

#endif
