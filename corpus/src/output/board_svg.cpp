#include "output/board_svg.hpp"

#include "output/html.hpp"
#include "output/svg.hpp"

#include <algorithm>
#include <cstddef>

namespace repetita::corpus {

namespace {

constexpr double cell = 40;    // one point's square, in SVG units
constexpr double margin = 22;  // room for the coordinates

using svg::attribute;

// A circle of class `cls` and the owner's class `side`.
void circle(std::string& out, std::string_view cls, std::string_view side, double x, double y, double r) {
  out += "<circle class=\"";
  out += cls;
  out += ' ';
  out += side;
  out += '"';
  attribute(out, "cx", x);
  attribute(out, "cy", y);
  attribute(out, "r", r);
  out += "/>";
}

void line(std::string& out, double x1, double y1, double x2, double y2) {
  out += "<line";
  attribute(out, "x1", x1);
  attribute(out, "y1", y1);
  attribute(out, "x2", x2);
  attribute(out, "y2", y2);
  out += "/>";
}

void label(std::string& out, double x, double y, std::string_view text, std::string_view cls) {
  out += "<text class=\"";
  out += cls;
  out += '"';
  attribute(out, "x", x);
  attribute(out, "y", y);
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
  std::string classes = on_points ? "board points" : "board squares";
  if (d.turn_second) classes += " turned";
  if (d.river_and_palaces) classes += " river";
  std::string width_attribute = " width=\"";  // small boards stay small
  html::number(width_attribute, static_cast<std::uint64_t>(d.files) * 30 + 33);
  width_attribute += '"';
  svg::open_image(out, classes, width_attribute, width, height, id, title, description);

  // The board, its lines and its marked points.
  out += "<rect class=\"wood\"";
  attribute(out, "x", left);
  attribute(out, "y", top);
  attribute(out, "width", d.files * cell);
  attribute(out, "height", d.ranks * cell);
  out += "/>";
  for (const int m : d.marked) {
    if (m < 0 || m >= d.files * d.ranks) continue;
    out += "<rect class=\"mark\"";
    attribute(out, "x", left + (m % d.files) * cell);
    attribute(out, "y", top + (m / d.files) * cell);
    attribute(out, "width", cell);
    attribute(out, "height", cell);
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
      circle(out, "stone", side, x, y, cell * 0.46);
      continue;
    }
    if (!d.turn_second) circle(out, "disc", side, x, y, cell * 0.42);  // a disc under the label
    out += "<text class=\"piece ";
    out += side;
    out += '"';
    attribute(out, "x", x);
    attribute(out, "y", y);
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

}  // namespace repetita::corpus
