#ifndef REPETITA_RECORDS_VALID_UTF8_HPP
#define REPETITA_RECORDS_VALID_UTF8_HPP

/// \file
/// Text from records as valid UTF-8: a byte that does not belong to a well-formed UTF-8 sequence
/// is read as ISO 8859-1 (old PGN files often are Latin-1), so JSON output is always valid.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace repetita {

/// Length of the well-formed UTF-8 sequence at text[i] (RFC 3629: no overlong forms, no
/// surrogates, at most U+10FFFF), or 0.
[[nodiscard]] inline std::size_t utf8_sequence_length(std::string_view text, std::size_t i) noexcept {
  const auto byte = [&](std::size_t k) { return static_cast<std::uint8_t>(text[k]); };
  const std::uint8_t b0 = byte(i);
  if (b0 < 0x80) return 1;
  std::size_t n = 0;
  std::uint8_t low = 0x80;
  std::uint8_t high = 0xBF;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3;
    if (b0 == 0xE0) low = 0xA0;
    if (b0 == 0xED) high = 0x9F;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4;
    if (b0 == 0xF0) low = 0x90;
    if (b0 == 0xF4) high = 0x8F;
  } else {
    return 0;
  }
  if (i + n > text.size()) return 0;
  const std::uint8_t b1 = byte(i + 1);
  if (b1 < low || b1 > high) return 0;
  for (std::size_t k = 2; k < n; ++k)
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  return n;
}

/// True if `text` is well-formed UTF-8 throughout.
[[nodiscard]] inline bool is_well_formed_utf8(std::string_view text) noexcept {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_sequence_length(text, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

/// The code points of `text`, or nullopt if it is not well-formed UTF-8 (readers of notations
/// whose characters are not ASCII: KIF, xiangqi's Chinese and WXF moves).
[[nodiscard]] inline std::optional<std::u32string> utf8_code_points(std::string_view text) {
  std::u32string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_sequence_length(text, i);
    if (n == 0) return std::nullopt;
    const std::uint32_t lead_bits = n == 1 ? 0x7Fu : 0xFFu >> (n + 1);
    auto cp = static_cast<char32_t>(static_cast<std::uint8_t>(text[i]) & lead_bits);
    for (std::size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<std::uint8_t>(text[i + k]) & 0x3Fu);
    out.push_back(cp);
    i += n;
  }
  return out;
}

/// Appends code point `cp` (at most U+10FFFF) to `out` in UTF-8.
inline void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

/// `text` unchanged if it is valid UTF-8; otherwise each stray byte as its Latin-1 character.
[[nodiscard]] inline std::string valid_utf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_sequence_length(text, i);
    if (n > 0) {
      out.append(text.substr(i, n));
      i += n;
      continue;
    }
    const auto b = static_cast<std::uint8_t>(text[i]);
    out.push_back(static_cast<char>(0xC0 | (b >> 6)));
    out.push_back(static_cast<char>(0x80 | (b & 0x3F)));
    ++i;
  }
  return out;
}

}  // namespace repetita

#endif
