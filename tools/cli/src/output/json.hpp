#ifndef REPETITA_CLI_OUTPUT_JSON_HPP
#define REPETITA_CLI_OUTPUT_JSON_HPP

/// \file
/// The few JSON pieces the writers need, appended to a string (no allocation of their own).

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

namespace repetita::cli::json {

/// A JSON string: quotes, backslashes and control characters escaped; UTF-8 passed through.
inline void string(std::string& out, std::string_view text) {
  static constexpr char hex[] = "0123456789abcdef";
  out += '"';
  // Most strings need no escape: append them whole.
  const auto plain = [](char c) { return c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20; };
  std::size_t run = 0;
  while (run < text.size() && plain(text[run])) ++run;
  out.append(text.substr(0, run));
  text.remove_prefix(run);
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      switch (c) {
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
          out += "\\u00";
          out += hex[u >> 4];
          out += hex[u & 15];
      }
    } else {
      out += c;
    }
  }
  out += '"';
}

inline void number(std::string& out, std::uint64_t value) {
  char text[24];
  const auto r = std::to_chars(text, text + sizeof text, value);
  out.append(text, r.ptr);
}

/// A string, or null when empty.
inline void string_or_null(std::string& out, std::string_view text) {
  if (text.empty())
    out += "null";
  else
    string(out, text);
}

/// `"key":` after a comma unless `first`.
inline void key(std::string& out, std::string_view name, bool first = false) {
  if (!first) out += ',';
  out += '"';
  out += name;
  out += "\":";
}

}  // namespace repetita::cli::json

#endif
