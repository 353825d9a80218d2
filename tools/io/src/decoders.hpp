#ifndef REPETITA_IO_SRC_DECODERS_HPP
#define REPETITA_IO_SRC_DECODERS_HPP

/// \file
/// The decoder of each format, each in a unit of its own with its library (private to repetita_io).

#include <repetita/io/decoder.hpp>

namespace repetita::io {

[[nodiscard]] std::unique_ptr<decoder> make_gzip_decoder();
[[nodiscard]] std::unique_ptr<decoder> make_bzip2_decoder();
[[nodiscard]] std::unique_ptr<decoder> make_xz_decoder();
[[nodiscard]] std::unique_ptr<decoder> make_zstd_decoder();

}  // namespace repetita::io

#endif
