#include "board_svg.hpp"

#include "html.hpp"

#include <algorithm>
#include <cstddef>

namespace repetita::cli {

namespace {

constexpr double cell = 40;    // one point's square, in SVG units
constexpr double margin = 22;  // room for the coordinates

void attr(std::string& out, std::string_view name, double value) {
  out += ' ';
  out += name;
  out += "=\"";
  html::coordinate(out, value);
  out += '"';
}

void line(std::string& out, double x1, double y1, double x2, double y2) {
  out += "<line";
  attr(out, "x1", x1);
  attr(out, "y1", y1);
  attr(out, "x2", x2);
  attr(out, "y2", y2);
  out += "/>";
}

void label(std::string& out, double x, double y, std::string_view text, std::string_view cls) {
  out += "<text class=\"";
  out += cls;
  out += '"';
  attr(out, "x", x);
  attr(out, "y", y);
  out += '>';
  html::text(out, text);
  out += "</text>";
}

}  // namespace

void board_svg(std::string& out, const board_diagram& d, std::string_view id, std::string_view title,
               std::string_view description) {
  const bool on_points = d.style == board_diagram::grid::intersections;
  const double width = margin + d.files * cell + margin / 2;
  const double height = margin + d.ranks * cell + margin / 2;
  const double left = margin;
  const double top = margin;
  // The centre of point (f, r).
  const auto cx = [&](int f) { return left + (f + 0.5) * cell; };
  const auto cy = [&](int r) { return top + (r + 0.5) * cell; };

  // The classes say how to colour it (the page's style sheet): the grid, the turned labels, the river.
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board";
  out += on_points ? " points" : " squares";
  if (d.turn_second) out += " turned";
  if (d.river_and_palaces) out += " river";
  out += "\" role=\"img\" width=\"";
  html::number(out, static_cast<std::uint64_t>(d.files) * 30 + 33);  // small boards stay small
  out += "\" viewBox=\"0 0 ";
  html::coordinate(out, width);
  out += ' ';
  html::coordinate(out, height);
  out += "\" aria-labelledby=\"";
  html::text(out, id);
  out += "-t ";
  html::text(out, id);
  out += "-d\"><title id=\"";
  html::text(out, id);
  out += "-t\">";
  html::text(out, title);
  out += "</title><desc id=\"";
  html::text(out, id);
  out += "-d\">";
  html::text(out, description);
  out += "</desc>";

  // The board, its lines and its marked points.
  out += "<rect class=\"wood\"";
  attr(out, "x", left);
  attr(out, "y", top);
  attr(out, "width", d.files * cell);
  attr(out, "height", d.ranks * cell);
  out += "/>";
  for (const int m : d.marked) {
    if (m < 0 || m >= d.files * d.ranks) continue;
    out += "<rect class=\"mark\"";
    attr(out, "x", left + (m % d.files) * cell);
    attr(out, "y", top + (m / d.files) * cell);
    attr(out, "width", cell);
    attr(out, "height", cell);
    out += "/>";
  }
  out += "<g class=\"grid\">";
  if (on_points) {
    const int river = d.river_and_palaces ? d.ranks / 2 - 1 : -1;  // the row above the river
    for (int r = 0; r < d.ranks; ++r) line(out, cx(0), cy(r), cx(d.files - 1), cy(r));
    for (int f = 0; f < d.files; ++f) {
      if (river >= 0 && f > 0 && f < d.files - 1) {  // inner files stop at the river
        line(out, cx(f), cy(0), cx(f), cy(river));
        line(out, cx(f), cy(river + 1), cx(f), cy(d.ranks - 1));
      } else {
        line(out, cx(f), cy(0), cx(f), cy(d.ranks - 1));
      }
    }
    if (d.river_and_palaces && d.files >= 6 && d.ranks >= 6) {
      const int mid = d.files / 2;
      for (const int r0 : {0, d.ranks - 3}) {
        line(out, cx(mid - 1), cy(r0), cx(mid + 1), cy(r0 + 2));
        line(out, cx(mid + 1), cy(r0), cx(mid - 1), cy(r0 + 2));
      }
    }
  } else {
    for (int r = 0; r <= d.ranks; ++r) line(out, left, top + r * cell, left + d.files * cell, top + r * cell);
    for (int f = 0; f <= d.files; ++f) line(out, left + f * cell, top, left + f * cell, top + d.ranks * cell);
  }
  out += "</g>";

  // Coordinates.
  for (std::size_t f = 0; f < d.file_labels.size() && f < static_cast<std::size_t>(d.files); ++f)
    label(out, cx(static_cast<int>(f)), margin / 2, d.file_labels[f], "coord");
  for (std::size_t r = 0; r < d.rank_labels.size() && r < static_cast<std::size_t>(d.ranks); ++r)
    label(out, margin / 2, cy(static_cast<int>(r)), d.rank_labels[r], "coord");

  // Pieces.
  const std::size_t points = std::min(d.cells.size(), d.owner.size());
  for (std::size_t i = 0; i < points; ++i) {
    const std::uint8_t who = d.owner[i];
    if (who == board_diagram::no_owner && d.cells[i].empty()) continue;
    const double x = cx(static_cast<int>(i % static_cast<std::size_t>(d.files)));
    const double y = cy(static_cast<int>(i / static_cast<std::size_t>(d.files)));
    const std::string_view side = who == 0 ? "p0" : "p1";
    if (d.drawn == board_diagram::pieces::stones) {
      out += "<circle class=\"stone ";
      out += side;
      out += '"';
      attr(out, "cx", x);
      attr(out, "cy", y);
      attr(out, "r", cell * 0.46);
      out += "/>";
      continue;
    }
    if (!d.turn_second) {  // a disc under the label
      out += "<circle class=\"disc ";
      out += side;
      out += '"';
      attr(out, "cx", x);
      attr(out, "cy", y);
      attr(out, "r", cell * 0.42);
      out += "/>";
    }
    out += "<text class=\"piece ";
    out += side;
    out += '"';
    attr(out, "x", x);
    attr(out, "y", y);
    if (d.turn_second && who == 1) {
      out += " transform=\"rotate(180 ";
      html::coordinate(out, x);
      out += ' ';
      html::coordinate(out, y);
      out += ")\"";
    }
    out += '>';
    html::text(out, d.cells[i]);
    out += "</text>";
  }
  out += "</svg>";
}

}  // namespace repetita::cli
