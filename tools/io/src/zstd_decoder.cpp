#include "decoders.hpp"

#include <new>

#include <zstd.h>

namespace repetita::io {

namespace {

class zstd_decoder final : public decoder {
 public:
  zstd_decoder() : stream_(ZSTD_createDStream()) {
    if (stream_ == nullptr) throw std::bad_alloc();
  }
  ~zstd_decoder() override { ZSTD_freeDStream(stream_); }
  zstd_decoder(const zstd_decoder&) = delete;
  zstd_decoder& operator=(const zstd_decoder&) = delete;

  step decode(std::span<const char> in, std::span<char> out, bool) override {
    ZSTD_inBuffer input{in.data(), in.size(), 0};
    ZSTD_outBuffer output{out.data(), out.size(), 0};
    // Reads one frame after another; returns 0 when a frame is whole and all of it written out.
    const std::size_t hint = ZSTD_decompressStream(stream_, &output, &input);
    step s{input.pos, output.pos, {}};
    if (ZSTD_isError(hint) != 0U)
      s.error = ZSTD_getErrorName(hint);
    else
      boundary_ = hint == 0;
    return s;
  }

  [[nodiscard]] bool at_boundary() const noexcept override { return boundary_; }
  [[nodiscard]] std::string_view unit() const noexcept override { return "frame"; }
  [[nodiscard]] compression format() const noexcept override { return compression::zstd; }

 private:
  ZSTD_DStream* stream_;
  bool boundary_ = true;
};

}  // namespace

std::unique_ptr<decoder> make_zstd_decoder() { return std::make_unique<zstd_decoder>(); }

}  // namespace repetita::io
