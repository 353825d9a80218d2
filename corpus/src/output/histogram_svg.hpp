#ifndef REPETITA_CORPUS_OUTPUT_HISTOGRAM_SVG_HPP
#define REPETITA_CORPUS_OUTPUT_HISTOGRAM_SVG_HPP

/// \file
/// A histogram of plies as an inline SVG image (`report`): a bar per bin, on an x axis that several
/// histograms share (the same bin width and number of bins), with ticks and labels.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::corpus {

/// The x axis shared by the histograms of one game: `bins` bins of `width` plies from ply 0.
struct ply_axis {
  std::uint32_t width = 1;
  std::uint32_t bins = 1;

  /// An axis from 0 to `max_ply` with at most about `most` bins of a round width (1, 2, 5, 10, 20, ...).
  [[nodiscard]] static ply_axis covering(std::uint32_t max_ply, std::uint32_t most = 40);
};

/// Appends an `<svg role="img">` of `counts` (counts[i]: games at ply i; plies past the axis go to
/// its last bin). `id` makes the title's and description's ids unique; `title` is plain text.
void histogram_svg(std::string& out, const std::vector<std::uint64_t>& counts, const ply_axis& axis,
                   std::string_view id, std::string_view title);

}  // namespace repetita::corpus

#endif
