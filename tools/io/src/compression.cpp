#include <repetita/io/compression.hpp>

#include <array>
#include <cctype>

namespace repetita::io {

namespace {

bool starts_with(std::string_view head, std::initializer_list<unsigned char> magic) noexcept {
  if (head.size() < magic.size()) return false;
  std::size_t i = 0;
  for (const unsigned char byte : magic)
    if (static_cast<unsigned char>(head[i++]) != byte) return false;
  return true;
}

// A zstd frame (RFC 8878 3.1.1) or a skippable frame (3.1.2: 0x184D2A50 to 0x184D2A5F, which pzstd
// writes first), little-endian.
bool is_zstd(std::string_view head) noexcept {
  if (starts_with(head, {0x28, 0xB5, 0x2F, 0xFD})) return true;
  return head.size() >= 4 && (static_cast<unsigned char>(head[0]) & 0xF0) == 0x50 &&
         starts_with(head.substr(1), {0x2A, 0x4D, 0x18});
}

// "BZh", the block size '1' to '9', then the magic of a block (pi) or of the end of the stream
// (sqrt(pi)): ten bytes, so that a text starting "BZh9" is not taken for bzip2.
bool is_bzip2(std::string_view head) noexcept {
  if (!starts_with(head, {'B', 'Z', 'h'}) || head.size() < 10 || head[3] < '1' || head[3] > '9') return false;
  const std::string_view block = head.substr(4, 6);
  return starts_with(block, {0x31, 0x41, 0x59, 0x26, 0x53, 0x59}) ||
         starts_with(block, {0x17, 0x72, 0x45, 0x38, 0x50, 0x90});
}

}  // namespace

compression detect_compression(std::string_view head) noexcept {
  if (is_zstd(head)) return compression::zstd;
  if (starts_with(head, {0x1F, 0x8B, 0x08})) return compression::gzip;  // RFC 1952 2.3.1: deflate is method 8
  if (starts_with(head, {0xFD, '7', 'z', 'X', 'Z', 0x00})) return compression::xz;
  if (is_bzip2(head)) return compression::bzip2;
  return compression::none;
}

std::string_view name_of(compression c) noexcept {
  switch (c) {
    case compression::gzip: return "gzip";
    case compression::bzip2: return "bzip2";
    case compression::xz: return "xz";
    case compression::zstd: return "zstd";
    case compression::none: break;
  }
  return "none";
}

std::string_view without_compression_suffix(std::string_view path) noexcept {
  static constexpr std::array<std::string_view, 4> suffixes{".gz", ".bz2", ".xz", ".zst"};
  for (const std::string_view suffix : suffixes) {
    if (path.size() <= suffix.size()) continue;
    const std::string_view end = path.substr(path.size() - suffix.size());
    bool same = true;
    for (std::size_t i = 0; i < suffix.size(); ++i)
      same = same && std::tolower(static_cast<unsigned char>(end[i])) == suffix[i];
    if (same) return path.substr(0, path.size() - suffix.size());
  }
  return path;
}

}  // namespace repetita::io
