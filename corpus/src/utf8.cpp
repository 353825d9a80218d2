#include "utf8.hpp"

#include <repetita/records/valid_utf8.hpp>

#include <cstddef>
#include <cstdint>

namespace repetita::corpus {

namespace {

bool is_wide(std::uint32_t cp) noexcept {
  return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E) || (cp >= 0x3041 && cp <= 0x33FF) ||
         (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xA000 && cp <= 0xA4CF) ||
         (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) ||
         (cp >= 0xFF00 && cp <= 0xFF60) || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
}

}  // namespace

std::size_t display_width(std::string_view text) noexcept {
  std::size_t width = 0;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_sequence_length(text, i);
    if (n <= 1) {  // ASCII, or a stray byte (not expected here): one column
      ++width;
      ++i;
      continue;
    }
    std::uint32_t cp = static_cast<std::uint8_t>(text[i]) & (0xFFu >> (n + 1u));
    for (std::size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<std::uint8_t>(text[i + k]) & 0x3Fu);
    width += is_wide(cp) ? 2u : 1u;
    i += n;
  }
  return width;
}

}  // namespace repetita::corpus
