#include "decoders.hpp"

#include <cstdint>
#include <new>

#include <lzma.h>

namespace repetita::io {

namespace {

class xz_decoder final : public decoder {
 public:
  xz_decoder() {
    // No memory limit (as xz -d); LZMA_CONCATENATED: read streams (and stream padding) until the
    // input ends, as xz -d does, which liblzma then confirms with LZMA_STREAM_END under LZMA_FINISH.
    if (lzma_stream_decoder(&stream_, UINT64_MAX, LZMA_CONCATENATED) != LZMA_OK) throw std::bad_alloc();
  }
  ~xz_decoder() override { lzma_end(&stream_); }
  xz_decoder(const xz_decoder&) = delete;
  xz_decoder& operator=(const xz_decoder&) = delete;

  step decode(std::span<const char> in, std::span<char> out, bool input_ends) override {
    if (ended_) return {};
    stream_.next_in = reinterpret_cast<const std::uint8_t*>(in.data());
    stream_.avail_in = in.size();
    stream_.next_out = reinterpret_cast<std::uint8_t*>(out.data());
    stream_.avail_out = out.size();
    const lzma_ret status = lzma_code(&stream_, input_ends ? LZMA_FINISH : LZMA_RUN);
    step s{in.size() - stream_.avail_in, out.size() - stream_.avail_out, {}};
    switch (status) {
      case LZMA_OK:
      case LZMA_BUF_ERROR: break;  // no progress possible: more input is needed
      case LZMA_STREAM_END: ended_ = true; break;
      case LZMA_FORMAT_ERROR: s.error = "not an xz stream (bad header)"; break;
      case LZMA_OPTIONS_ERROR: s.error = "unsupported compression options"; break;
      case LZMA_DATA_ERROR: s.error = "compressed data is corrupt"; break;
      case LZMA_MEM_ERROR: s.error = "out of memory"; break;
      default: s.error = "internal error " + std::to_string(static_cast<int>(status)); break;
    }
    return s;
  }

  [[nodiscard]] bool at_boundary() const noexcept override { return ended_; }
  [[nodiscard]] std::string_view unit() const noexcept override { return "stream"; }
  [[nodiscard]] compression format() const noexcept override { return compression::xz; }

 private:
  lzma_stream stream_ = LZMA_STREAM_INIT;
  bool ended_ = false;
};

}  // namespace

std::unique_ptr<decoder> make_xz_decoder() { return std::make_unique<xz_decoder>(); }

}  // namespace repetita::io
