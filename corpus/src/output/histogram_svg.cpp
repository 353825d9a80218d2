#include "output/histogram_svg.hpp"

#include "output/html.hpp"
#include "output/svg.hpp"

#include <algorithm>
#include <cstddef>

namespace repetita::corpus {

ply_axis ply_axis::covering(std::uint32_t max_ply, std::uint32_t most) {
  ply_axis a;
  if (most == 0) most = 1;
  std::uint64_t step = 1;
  for (int k = 0;; ++k) {  // 1, 2, 5, 10, 20, 50, ...
    const std::uint64_t w = step * (k % 3 == 0 ? 1 : k % 3 == 1 ? 2 : 5);
    if ((std::uint64_t{max_ply} / w) + 1 <= most || w >= (std::uint64_t{1} << 31)) {
      a.width = static_cast<std::uint32_t>(w);
      break;
    }
    if (k % 3 == 2) step *= 10;
  }
  a.bins = max_ply / a.width + 1;
  return a;
}

namespace {

constexpr double plot_width = 320;
constexpr double plot_height = 110;
constexpr double left = 40;    // room for the count labels
constexpr double bottom = 26;  // room for the ply labels
constexpr double top = 8;
constexpr double right = 10;

void rect(std::string& out, double x, double y, double w, double h) {
  out += "<rect";
  svg::attribute(out, "x", x);
  svg::attribute(out, "y", y);
  svg::attribute(out, "width", w);
  svg::attribute(out, "height", h);
  out += "/>";
}

void text_at(std::string& out, double x, double y, std::string_view anchor, std::uint64_t value) {
  out += "<text";
  svg::attribute(out, "x", x);
  svg::attribute(out, "y", y);
  out += " text-anchor=\"";
  out += anchor;
  out += "\">";
  html::number(out, value);
  out += "</text>";
}

}  // namespace

void histogram_svg(std::string& out, const std::vector<std::uint64_t>& counts, const ply_axis& axis,
                   std::string_view id, std::string_view title) {
  std::vector<std::uint64_t> bins(axis.bins, 0);
  for (std::size_t p = 0; p < counts.size(); ++p)
    bins[std::min<std::size_t>(p / axis.width, bins.size() - 1)] += counts[p];
  std::uint64_t highest = 0;
  std::uint64_t total = 0;
  std::size_t fullest = 0;
  for (std::size_t b = 0; b < bins.size(); ++b) {
    total += bins[b];
    if (bins[b] > highest) {
      highest = bins[b];
      fullest = b;
    }
  }
  const double total_width = left + plot_width + right;
  const double total_height = top + plot_height + bottom;
  const double bar = plot_width / static_cast<double>(bins.size());

  std::string description;
  html::number(description, total);
  description += total == 1 ? " game" : " games";
  description += " in bins of ";
  html::number(description, axis.width);
  description += axis.width == 1 ? " ply" : " plies";
  description += " from ply 0 to ";
  html::number(description, std::uint64_t{axis.bins} * axis.width - 1);
  if (highest > 0) {
    description += "; the fullest bin, plies ";
    html::number(description, fullest * axis.width);
    description += " to ";
    html::number(description, (fullest + 1) * axis.width - 1);
    description += ", holds ";
    html::number(description, highest);
  }
  description += '.';
  svg::open_image(out, "histogram", "", total_width, total_height, id, title, description);

  out += "<g class=\"bars\">";
  for (std::size_t b = 0; b < bins.size(); ++b) {
    if (bins[b] == 0 || highest == 0) continue;
    const double h = plot_height * static_cast<double>(bins[b]) / static_cast<double>(highest);
    rect(out, left + static_cast<double>(b) * bar + 0.5, top + plot_height - h, std::max(bar - 1.0, 0.5), h);
  }
  out += "</g><g class=\"axis\">";
  // Axes, ticks every few bins (about six labels), and the count scale (0 and the highest bin).
  out += "<path d=\"M";
  html::coordinate(out, left);
  out += ' ';
  html::coordinate(out, top);
  out += "V";
  html::coordinate(out, top + plot_height);
  out += "H";
  html::coordinate(out, left + plot_width);
  out += "\"/>";
  const std::size_t every = std::max<std::size_t>(1, (bins.size() + 5) / 6);
  for (std::size_t b = 0; b <= bins.size(); b += every) {
    const double x = left + static_cast<double>(b) * bar;
    out += "<path d=\"M";
    html::coordinate(out, x);
    out += ' ';
    html::coordinate(out, top + plot_height);
    out += "v4\"/>";
    text_at(out, x, top + plot_height + 15, "middle", b * axis.width);
  }
  text_at(out, left - 4, top + plot_height, "end", 0);
  text_at(out, left - 4, top + 8, "end", highest);
  out += "<text x=\"";
  html::coordinate(out, left + plot_width);
  out += "\" y=\"";
  html::coordinate(out, total_height - 1);
  out += "\" text-anchor=\"end\">ply</text></g></svg>";
}

}  // namespace repetita::corpus
