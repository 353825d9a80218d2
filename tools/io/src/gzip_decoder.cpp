#include "decoders.hpp"

#include <new>

#define ZLIB_CONST  // next_in points to const bytes
#include <zlib.h>

namespace repetita::io {

namespace {

class gzip_decoder final : public decoder {
 public:
  gzip_decoder() {
    // 15: the largest window; + 16: a gzip header and trailer (RFC 1952), not zlib's (RFC 1950).
    if (inflateInit2(&stream_, 15 + 16) != Z_OK) throw std::bad_alloc();
  }
  ~gzip_decoder() override { inflateEnd(&stream_); }
  gzip_decoder(const gzip_decoder&) = delete;
  gzip_decoder& operator=(const gzip_decoder&) = delete;

  step decode(std::span<const char> in, std::span<char> out, bool) override {
    if (in.empty() && boundary_) return {};
    if (boundary_) {  // another member follows (pigz, cat a.gz b.gz)
      if (started_) inflateReset(&stream_);
      started_ = true;
      boundary_ = false;
    }
    stream_.next_in = reinterpret_cast<const Bytef*>(in.data());
    stream_.avail_in = static_cast<uInt>(in.size());
    stream_.next_out = reinterpret_cast<Bytef*>(out.data());
    stream_.avail_out = static_cast<uInt>(out.size());
    const int status = inflate(&stream_, Z_NO_FLUSH);
    step s{in.size() - stream_.avail_in, out.size() - stream_.avail_out, {}};
    switch (status) {
      case Z_OK:
      case Z_BUF_ERROR: break;  // no progress possible: more input is needed
      case Z_STREAM_END: boundary_ = true; break;
      case Z_NEED_DICT: s.error = "the member needs a preset dictionary"; break;
      case Z_MEM_ERROR: s.error = "out of memory"; break;
      default: s.error = stream_.msg != nullptr ? stream_.msg : "invalid compressed data"; break;
    }
    return s;
  }

  [[nodiscard]] bool at_boundary() const noexcept override { return boundary_; }
  [[nodiscard]] std::string_view unit() const noexcept override { return "member"; }
  [[nodiscard]] compression format() const noexcept override { return compression::gzip; }

 private:
  z_stream stream_{};
  bool boundary_ = true;
  bool started_ = false;
};

}  // namespace

std::unique_ptr<decoder> make_gzip_decoder() { return std::make_unique<gzip_decoder>(); }

}  // namespace repetita::io
