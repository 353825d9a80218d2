#ifndef REPETITA_CORPUS_OUTPUT_CSV_HPP
#define REPETITA_CORPUS_OUTPUT_CSV_HPP

/// \file
/// CSV fields (RFC 4180): a field with a comma, a double quote or a line break is quoted, and its
/// double quotes doubled. Rows end with "\n".

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

namespace repetita::corpus::csv {

inline void field(std::string& out, std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) {
    out += text;
    return;
  }
  out += '"';
  for (const char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
}

inline void number(std::string& out, std::uint64_t value) {
  char text[24];
  const auto r = std::to_chars(text, text + sizeof text, value);
  out.append(text, r.ptr);
}

}  // namespace repetita::corpus::csv

#endif
