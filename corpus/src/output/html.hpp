#ifndef REPETITA_CORPUS_OUTPUT_HTML_HPP
#define REPETITA_CORPUS_OUTPUT_HTML_HPP

/// \file
/// Text in HTML and SVG (`report`): everything from records (players, tags, moves, file names)
/// goes through `text`, which is safe both between tags and inside a quoted attribute.

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

namespace repetita::corpus::html {

inline void text(std::string& out, std::string_view s) {
  for (const char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
}

inline void number(std::string& out, std::uint64_t value) {
  char digits[24];
  const auto r = std::to_chars(digits, digits + sizeof digits, value);
  out.append(digits, r.ptr);
}

/// `value` with one decimal when it has a fraction (coordinates in SVG).
inline void coordinate(std::string& out, double value) {
  char digits[32];
  const auto r = std::to_chars(digits, digits + sizeof digits, value, std::chars_format::fixed, 1);
  std::string_view s(digits, static_cast<std::size_t>(r.ptr - digits));
  if (s.ends_with(".0")) s.remove_suffix(2);
  out += s;
}

}  // namespace repetita::corpus::html

#endif
