#include <repetita/io/compression.hpp>
#include <repetita/io/decoder.hpp>
#include <repetita/io/decompressing_streambuf.hpp>

#include <catch2/catch.hpp>

#include <bzlib.h>
#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include <cstdint>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using repetita::io::compression;

namespace {

// Compresses `text` into one frame (member, stream) of format `c`, with the format's library.
std::string compress(compression c, const std::string& text) {
  std::string out;
  switch (c) {
    case compression::zstd: {
      out.resize(ZSTD_compressBound(text.size()));
      ZSTD_CCtx* cctx = ZSTD_createCCtx();
      ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, 1);  // as the zstd tool writes
      const std::size_t n = ZSTD_compress2(cctx, out.data(), out.size(), text.data(), text.size());
      ZSTD_freeCCtx(cctx);
      if (ZSTD_isError(n) != 0U) throw std::runtime_error("zstd");
      out.resize(n);
      return out;
    }
    case compression::gzip: {
      z_stream s{};
      if (deflateInit2(&s, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) throw std::runtime_error("zlib");
      out.resize(deflateBound(&s, static_cast<uLong>(text.size())) + 32);
      s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
      s.avail_in = static_cast<uInt>(text.size());
      s.next_out = reinterpret_cast<Bytef*>(out.data());
      s.avail_out = static_cast<uInt>(out.size());
      if (deflate(&s, Z_FINISH) != Z_STREAM_END) throw std::runtime_error("zlib");
      out.resize(s.total_out);
      deflateEnd(&s);
      return out;
    }
    case compression::bzip2: {
      auto size = static_cast<unsigned>(text.size() + text.size() / 100 + 700);
      out.resize(size);
      if (BZ2_bzBuffToBuffCompress(out.data(), &size, const_cast<char*>(text.data()),
                                   static_cast<unsigned>(text.size()), 9, 0, 0) != BZ_OK)
        throw std::runtime_error("bzip2");
      out.resize(size);
      return out;
    }
    case compression::xz: {
      out.resize(lzma_stream_buffer_bound(text.size()));
      std::size_t pos = 0;
      if (lzma_easy_buffer_encode(6, LZMA_CHECK_CRC64, nullptr, reinterpret_cast<const std::uint8_t*>(text.data()),
                                  text.size(), reinterpret_cast<std::uint8_t*>(out.data()), &pos,
                                  out.size()) != LZMA_OK)
        throw std::runtime_error("xz");
      out.resize(pos);
      return out;
    }
    case compression::none: break;
  }
  return text;
}

// Records-like text: lines of words, some repetition (so that it compresses), fixed seed.
std::string sample_text(std::size_t size, unsigned seed) {
  std::mt19937 random(seed);
  static const char* const words[] = {"[Event \"x\"]", "1.", "e4", "e5", "Nf3", "Nc6", "{ comment }", "1-0", "\n"};
  std::string text;
  while (text.size() < size) {
    text += words[random() % 9];
    text += random() % 7 == 0 ? '\n' : ' ';
  }
  text.resize(size);
  return text;
}

struct decoded {
  std::string text;
  std::optional<repetita::io::decompression_error> error;
};

// Reads `compressed` whole through a decompressing_streambuf, the way the CLI does: its first
// bytes already read (to detect the format), then read() in blocks of `block` bytes.
decoded decompress(const std::string& compressed, std::size_t buffer_size = 1 << 18, std::size_t block = 1 << 18,
                   std::size_t already = repetita::io::compression_magic_bytes) {
  const compression c = repetita::io::detect_compression(compressed);
  REQUIRE(c != compression::none);
  already = std::min(already, compressed.size());
  std::stringbuf source(compressed.substr(already));
  repetita::io::decompressing_streambuf buffer(repetita::io::make_decoder(c), &source,
                                              std::string_view(compressed).substr(0, already), buffer_size);
  std::istream in(&buffer);
  decoded out;
  std::string chunk(block, '\0');
  while (in.read(chunk.data(), static_cast<std::streamsize>(chunk.size())) || in.gcount() > 0)
    out.text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
  out.error = buffer.error();
  CHECK(buffer.decompressed_bytes() == out.text.size());
  if (!out.error || out.error->truncated) CHECK(buffer.compressed_bytes_read() == compressed.size());
  return out;
}

const compression formats[] = {compression::zstd, compression::gzip, compression::bzip2, compression::xz};

}  // namespace

TEST_CASE("detect_compression reads the magic bytes", "[io]") {
  using repetita::io::detect_compression;
  const std::string text = sample_text(1000, 1);
  for (const compression c : formats) {
    CAPTURE(repetita::io::name_of(c));
    const std::string packed = compress(c, text);
    CHECK(detect_compression(packed) == c);
    CHECK(detect_compression(std::string_view(packed).substr(0, repetita::io::compression_magic_bytes)) == c);
    CHECK(detect_compression(compress(c, "")) == c);  // an empty frame is still compressed
  }
  CHECK(detect_compression(text) == compression::none);
  CHECK(detect_compression("") == compression::none);
  CHECK(detect_compression("BZh9 is not a bzip2 header") == compression::none);
  CHECK(detect_compression(std::string("\x1f\x8b", 2)) == compression::none);  // no method byte
  CHECK(detect_compression(std::string("\x50\x2a\x4d\x18\x04\x00\x00\x00", 8)) == compression::zstd);  // skippable
}

TEST_CASE("without_compression_suffix leaves the record format's extension", "[io]") {
  using repetita::io::without_compression_suffix;
  CHECK(without_compression_suffix("games.pgn.zst") == "games.pgn");
  CHECK(without_compression_suffix("dir.gz/GAME.KIF.GZ") == "dir.gz/GAME.KIF");
  CHECK(without_compression_suffix("x.sgf.xz") == "x.sgf");
  CHECK(without_compression_suffix("x.ki2.bz2") == "x.ki2");
  CHECK(without_compression_suffix("games.pgn") == "games.pgn");
  CHECK(without_compression_suffix(".gz") == ".gz");
  CHECK(without_compression_suffix("games.tgz") == "games.tgz");
}

TEST_CASE("decompressing_streambuf gives back the text, whatever the buffer and read sizes", "[io]") {
  const std::string text = sample_text(600'000, 2);
  for (const compression c : formats) {
    CAPTURE(repetita::io::name_of(c));
    const std::string packed = compress(c, text);
    for (const auto& [buffer_size, block, already] :
         std::vector<std::tuple<std::size_t, std::size_t, std::size_t>>{
             {1 << 18, 1 << 18, 10}, {1 << 18, 4096, 4096}, {1 << 18, 1 << 20, 0}, {7, 13, 10}, {4096, 1, 3}}) {
      CAPTURE(buffer_size, block, already);
      const decoded out = decompress(packed, buffer_size, block, already);
      CHECK(!out.error);
      CHECK(out.text == text);
    }
  }
}

TEST_CASE("concatenated frames, members and streams are read whole", "[io]") {
  const std::string a = sample_text(70'000, 3), b = sample_text(50'000, 4);
  for (const compression c : formats) {
    CAPTURE(repetita::io::name_of(c));
    const std::string packed = compress(c, a) + compress(c, "") + compress(c, b);
    const decoded out = decompress(packed);
    CHECK(!out.error);
    CHECK(out.text == a + b);
  }
}

TEST_CASE("an empty frame decodes to nothing, without error", "[io]") {
  for (const compression c : formats) {
    CAPTURE(repetita::io::name_of(c));
    const decoded out = decompress(compress(c, ""));
    CHECK(!out.error);
    CHECK(out.text.empty());
  }
}

TEST_CASE("a truncated input is an error at its end, after a prefix of the text", "[io]") {
  const std::string text = sample_text(20'000, 5);
  for (const compression c : formats) {
    CAPTURE(repetita::io::name_of(c));
    const std::string packed = compress(c, text);
    for (std::size_t cut = repetita::io::compression_magic_bytes; cut < packed.size(); cut += 1 + cut / 8) {
      CAPTURE(cut);
      const decoded out = decompress(packed.substr(0, cut), 4096, 1000);
      REQUIRE(out.error);
      CHECK(out.error->format == c);
      CHECK(text.compare(0, out.text.size(), out.text) == 0);
      if (out.error->truncated) CHECK(out.error->offset == cut);
    }
    // Cut inside the data: "the input ends inside a frame (member, stream)".
    const decoded half = decompress(packed.substr(0, packed.size() / 2));
    REQUIRE(half.error);
    CHECK(half.error->truncated);
    CHECK(half.error->to_string().find(" at compressed byte " + std::to_string(packed.size() / 2)) !=
          std::string::npos);
  }
}

TEST_CASE("a flipped bit or trailing garbage never crashes and ends in the text or an error", "[io]") {
  const std::string text = sample_text(30'000, 6);
  for (const compression c : formats) {
    CAPTURE(repetita::io::name_of(c));
    const std::string packed = compress(c, text);
    std::mt19937 random(7);
    for (int i = 0; i < 200; ++i) {
      std::string broken = packed;
      const std::size_t at = random() % broken.size();
      broken[at] = static_cast<char>(broken[at] ^ (1 << (random() % 8)));
      CAPTURE(at);
      if (repetita::io::detect_compression(broken) != c) continue;  // the magic number itself
      const decoded out = decompress(broken, 4096, 1000);
      if (out.error) {
        CHECK(!out.error->message.empty());
        CHECK(out.error->offset <= broken.size());
      }
    }
    const decoded trailing = decompress(packed + "garbage after the end");
    REQUIRE(trailing.error);
    CHECK(!trailing.error->truncated);
    CHECK(trailing.text == text);
    CHECK(trailing.error->offset >= packed.size());
  }
}
