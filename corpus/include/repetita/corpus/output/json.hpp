#ifndef REPETITA_CORPUS_OUTPUT_JSON_HPP
#define REPETITA_CORPUS_OUTPUT_JSON_HPP

/// \file
/// The few JSON pieces the writers need, appended to a string (no allocation of their own).

#include <bit>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace repetita::corpus::json {

namespace detail {

constexpr std::uint64_t repeated(unsigned char b) { return 0x0101010101010101ull * b; }
constexpr std::uint64_t zero_bytes(std::uint64_t x) { return (x - repeated(1)) & ~x & repeated(0x80); }

constexpr bool plain(char c) { return c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20; }

/// How many bytes of `text` need no escape before the first one that does (the whole length if
/// none): eight bytes at a time, flagging '"', '\\' and control characters. Only the first
/// flagged byte of a word is exact (a borrow runs towards later bytes), which is all this needs.
inline std::size_t plain_prefix(std::string_view text) {
  std::size_t i = 0;
  if constexpr (std::endian::native == std::endian::little) {
    for (; i + 8 <= text.size(); i += 8) {
      std::uint64_t w;
      std::memcpy(&w, text.data() + i, sizeof w);
      const std::uint64_t flagged =
          zero_bytes(w ^ repeated('"')) | zero_bytes(w ^ repeated('\\')) | ((w - repeated(0x20)) & ~w & repeated(0x80));
      if (flagged != 0) return i + static_cast<std::size_t>(std::countr_zero(flagged)) / 8;
    }
  }
  while (i < text.size() && plain(text[i])) ++i;
  return i;
}

}  // namespace detail

/// A JSON string: quotes, backslashes and control characters escaped; UTF-8 passed through.
inline void string(std::string& out, std::string_view text) {
  static constexpr char hex[] = "0123456789abcdef";
  // Most strings need no escape: append them whole, with their quotes, in one piece.
  const std::size_t run = detail::plain_prefix(text);
  if (run == text.size() && text.size() <= 126) {
    char piece[128];
    piece[0] = '"';
    std::memcpy(piece + 1, text.data(), text.size());
    piece[text.size() + 1] = '"';
    out.append(piece, text.size() + 2);
    return;
  }
  out += '"';
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

/// A finite number in its shortest exact decimal form ("178", "-0.25", "177.4").
inline void decimal(std::string& out, double value) {
  char text[32];
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

/// `"key":` after a comma unless `first`, appended in one piece (names are plain and short).
inline void key(std::string& out, std::string_view name, bool first = false) {
  char piece[64];
  if (name.size() > sizeof piece - 4) {
    if (!first) out += ',';
    string(out, name);
    out += ':';
    return;
  }
  std::size_t n = 0;
  if (!first) piece[n++] = ',';
  piece[n++] = '"';
  std::memcpy(piece + n, name.data(), name.size());
  n += name.size();
  piece[n++] = '"';
  piece[n++] = ':';
  out.append(piece, n);
}

}  // namespace repetita::corpus::json

#endif
