#include "decoders.hpp"

#include <new>

#include <bzlib.h>

namespace repetita::io {

namespace {

class bzip2_decoder final : public decoder {
 public:
  bzip2_decoder() { init(); }
  ~bzip2_decoder() override { BZ2_bzDecompressEnd(&stream_); }
  bzip2_decoder(const bzip2_decoder&) = delete;
  bzip2_decoder& operator=(const bzip2_decoder&) = delete;

  step decode(std::span<const char> in, std::span<char> out, bool) override {
    if (in.empty() && boundary_) return {};
    if (boundary_) {  // another stream follows (pbzip2, cat a.bz2 b.bz2): bzip2 has no reset
      if (started_) {
        BZ2_bzDecompressEnd(&stream_);
        init();
      }
      started_ = true;
      boundary_ = false;
    }
    // bzlib takes non-const pointers but does not write through next_in.
    stream_.next_in = const_cast<char*>(in.data());
    stream_.avail_in = static_cast<unsigned>(in.size());
    stream_.next_out = out.data();
    stream_.avail_out = static_cast<unsigned>(out.size());
    const int status = BZ2_bzDecompress(&stream_);
    step s{in.size() - stream_.avail_in, out.size() - stream_.avail_out, {}};
    switch (status) {
      case BZ_OK: break;
      case BZ_STREAM_END: boundary_ = true; break;
      case BZ_DATA_ERROR: s.error = "data integrity error (a bad block or CRC)"; break;
      case BZ_DATA_ERROR_MAGIC: s.error = "not a bzip2 stream (bad magic number)"; break;
      case BZ_MEM_ERROR: s.error = "out of memory"; break;
      default: s.error = "internal error " + std::to_string(status); break;
    }
    return s;
  }

  [[nodiscard]] bool at_boundary() const noexcept override { return boundary_; }
  [[nodiscard]] std::string_view unit() const noexcept override { return "stream"; }
  [[nodiscard]] compression format() const noexcept override { return compression::bzip2; }

 private:
  void init() {
    stream_ = bz_stream{};
    if (BZ2_bzDecompressInit(&stream_, 0, 0) != BZ_OK) throw std::bad_alloc();
  }

  bz_stream stream_{};
  bool boundary_ = true;
  bool started_ = false;
};

}  // namespace

std::unique_ptr<decoder> make_bzip2_decoder() { return std::make_unique<bzip2_decoder>(); }

}  // namespace repetita::io
