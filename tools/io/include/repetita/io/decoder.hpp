#ifndef REPETITA_IO_DECODER_HPP
#define REPETITA_IO_DECODER_HPP

/// \file
/// The one interface over the decompression libraries (zstd, zlib, bzip2, liblzma): a decoder
/// turns a block of compressed bytes into a block of decompressed bytes, one call per block, and
/// reads concatenated frames, members or streams as one input, as zstdcat and zcat do.

#include "compression.hpp"

#include <cstddef>
#include <memory>
#include <span>
#include <string>

namespace repetita::io {

class decoder {
 public:
  /// What one call did.
  struct step {
    std::size_t consumed = 0;  ///< bytes of the input block used
    std::size_t produced = 0;  ///< bytes written to the output block
    std::string error;         ///< not empty: the data is corrupt; the library's words for why
  };

  virtual ~decoder() = default;

  /// Decodes from the start of `in` into the start of `out` (not empty). `input_ends`: `in` is
  /// the rest of the input (the decoder may then flush what it holds). A step without progress
  /// and without error means the decoder needs more input than there is.
  virtual step decode(std::span<const char> in, std::span<char> out, bool input_ends) = 0;

  /// True when everything given so far forms whole frames (members, streams), all of it
  /// produced: the input may end here. (xz learns it only when told that the input ends.)
  [[nodiscard]] virtual bool at_boundary() const noexcept = 0;

  /// What the format calls the unit whose end is missing in a truncated input: "frame", "member",
  /// "stream".
  [[nodiscard]] virtual std::string_view unit() const noexcept = 0;

  [[nodiscard]] virtual compression format() const noexcept = 0;
};

/// A decoder of format `c`; nullptr for compression::none. Throws std::bad_alloc if the library
/// cannot allocate its state.
[[nodiscard]] std::unique_ptr<decoder> make_decoder(compression c);

}  // namespace repetita::io

#endif
