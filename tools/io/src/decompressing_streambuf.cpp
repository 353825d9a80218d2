#include <repetita/io/decompressing_streambuf.hpp>

#include <algorithm>
#include <cstring>
#include <utility>

namespace repetita::io {

decompressing_streambuf::decompressing_streambuf(std::unique_ptr<decoder> codec, std::streambuf* source,
                                                 std::string_view already_read, std::size_t buffer_size)
    : codec_(std::move(codec)),
      source_(source),
      in_(std::max(buffer_size, already_read.size())),
      out_(buffer_size) {
  std::memcpy(in_.data(), already_read.data(), already_read.size());
  in_end_ = already_read.size();
  read_ = already_read.size();
}

void decompressing_streambuf::fail(bool truncated, std::string message) {
  ended_ = true;
  error_ = decompression_error{codec_->format(), truncated, truncated ? read_ : consumed_, std::move(message)};
}

std::size_t decompressing_streambuf::decode_into(char* out, std::size_t size) {
  while (!ended_) {
    if (in_begin_ == in_end_ && !source_ended_) {
      const std::streamsize got =
          source_ == nullptr ? 0 : source_->sgetn(in_.data(), static_cast<std::streamsize>(in_.size()));
      in_begin_ = 0;
      in_end_ = got > 0 ? static_cast<std::size_t>(got) : 0;
      read_ += in_end_;
      source_ended_ = got <= 0;
    }
    const bool input_ends = source_ended_ && in_begin_ == in_end_;
    if (input_ends && codec_->at_boundary()) {
      ended_ = true;
      break;
    }
    decoder::step s = codec_->decode({in_.data() + in_begin_, in_end_ - in_begin_}, {out, size}, input_ends);
    in_begin_ += s.consumed;
    consumed_ += s.consumed;
    produced_ += s.produced;
    if (!s.error.empty())
      fail(false, std::move(s.error));  // the bytes decoded before the error are still served
    else if (s.produced == 0 && s.consumed == 0 && input_ends && codec_->at_boundary())
      ended_ = true;  // xz: the end confirmed
    else if (s.produced == 0 && s.consumed == 0 && input_ends)
      fail(true, "the input ends inside a " + std::string(codec_->unit()));
    else if (s.produced == 0 && s.consumed == 0 && in_begin_ != in_end_)
      fail(false, "the decoder makes no progress");  // never seen: a guard against looping forever
    if (s.produced > 0) return s.produced;
  }
  return 0;
}

decompressing_streambuf::int_type decompressing_streambuf::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  const std::size_t n = decode_into(out_.data(), out_.size());
  if (n == 0) {
    setg(nullptr, nullptr, nullptr);
    return traits_type::eof();
  }
  setg(out_.data(), out_.data(), out_.data() + n);
  return traits_type::to_int_type(*gptr());
}

std::streamsize decompressing_streambuf::xsgetn(char_type* s, std::streamsize count) {
  std::streamsize done = 0;
  if (const std::streamsize buffered = egptr() - gptr(); buffered > 0) {
    done = std::min(buffered, count);
    std::memcpy(s, gptr(), static_cast<std::size_t>(done));
    gbump(static_cast<int>(done));
  }
  while (done < count) {
    const auto want = static_cast<std::size_t>(count - done);
    if (want < out_.size() / 4) {  // a small read: through the get area
      if (traits_type::eq_int_type(underflow(), traits_type::eof())) break;
      const std::streamsize n = std::min(egptr() - gptr(), count - done);
      std::memcpy(s + done, gptr(), static_cast<std::size_t>(n));
      gbump(static_cast<int>(n));
      done += n;
      continue;
    }
    const std::size_t n = decode_into(s + done, want);
    if (n == 0) break;
    done += static_cast<std::streamsize>(n);
  }
  return done;
}

}  // namespace repetita::io
