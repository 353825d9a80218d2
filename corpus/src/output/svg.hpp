#ifndef REPETITA_CORPUS_OUTPUT_SVG_HPP
#define REPETITA_CORPUS_OUTPUT_SVG_HPP

/// \file
/// What the report's SVG figures share: the opening of an accessible image (role="img", a title and
/// a description that screen readers read and tooltips show) and numeric attributes.

#include "output/html.hpp"

#include <string>
#include <string_view>

namespace repetita::corpus::svg {

/// ` name="value"`.
inline void attribute(std::string& out, std::string_view name, double value) {
  out += ' ';
  out += name;
  out += "=\"";
  html::coordinate(out, value);
  out += '"';
}

/// Opens `<svg class=... role="img" viewBox="0 0 width height">` with its `<title>` and `<desc>`
/// (plain text, escaped here); `id` makes their ids unique in the page. `extra` is written into the
/// tag as it is (attributes made by the caller).
inline void open_image(std::string& out, std::string_view classes, std::string_view extra, double width,
                       double height, std::string_view id, std::string_view title, std::string_view description) {
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"";
  out += classes;
  out += "\" role=\"img\"";
  out += extra;
  out += " viewBox=\"0 0 ";
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
}

}  // namespace repetita::corpus::svg

#endif
