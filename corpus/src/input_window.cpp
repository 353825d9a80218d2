#include "input_window.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <ios>

namespace repetita::corpus {

input_window::~input_window() { close(); }

void input_window::close() noexcept {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  path_.clear();
}

bool input_window::open(const input_spec& input) {
  if (fd_ >= 0 && path_ == input.path) return true;
  close();
  fd_ = ::open(input.path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_ < 0) return false;
  path_ = input.path;
  return true;
}

bool input_window::read(const input_spec& input, std::uint64_t offset, std::uint64_t count) {
  text_ = input.text.get();
  offset_ = text_ != nullptr ? std::min<std::uint64_t>(offset, text_->size()) : offset;
  view_ = {};
  used_ = 0;
  at_end_ = false;
  if (text_ == nullptr && !open(input)) {
    at_end_ = true;
    return false;
  }
  return extend(count);
}

bool input_window::extend(std::uint64_t count) {
  if (at_end_) return true;
  if (text_ != nullptr) {  // a view of the text, not a copy
    const std::uint64_t size = text_->size();
    const std::uint64_t end = offset_ + view_.size() + std::min(count, size - offset_ - view_.size());
    view_ = std::string_view(*text_).substr(static_cast<std::size_t>(offset_), static_cast<std::size_t>(end - offset_));
    at_end_ = end >= size;
    return true;
  }
  // The buffer only grows: resizing it to each window would write every byte twice (zeros, then
  // the file's).
  const auto wanted = static_cast<std::size_t>(count);
  if (buffer_.size() < used_ + wanted) buffer_.resize(used_ + wanted);
  bool ok = true;
  for (std::size_t got = 0; got < wanted;) {
    const ssize_t n = ::pread(fd_, buffer_.data() + used_, wanted - got, static_cast<off_t>(offset_ + used_));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      ok = false;
      break;
    }
    if (n == 0) {  // the file ends here
      at_end_ = true;
      break;
    }
    got += static_cast<std::size_t>(n);
    used_ += static_cast<std::size_t>(n);
  }
  view_ = std::string_view(buffer_.data(), used_);
  return ok;
}

window_istream::window_istream(input_window& window, std::size_t from) : std::istream(nullptr), buf_(window, from) {
  rdbuf(&buf_);
}

window_istream::buffer::buffer(input_window& window, std::size_t from) : window_(window) {
  char* base = const_cast<char*>(window.bytes().data());  // the get area is only read
  const std::size_t size = window.bytes().size();
  setg(base, base + std::min(from, size), base + size);
}

window_istream::buffer::int_type window_istream::buffer::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  const auto at = static_cast<std::size_t>(gptr() - eback());
  if (window_.at_end()) return traits_type::eof();
  // Geometric growth: a record start far past the block is rare, and never read twice.
  if (!window_.extend(std::max<std::uint64_t>(std::uint64_t{1} << 16, window_.bytes().size())))
    throw std::ios_base::failure("input error while reading");  // the istream sets badbit
  char* base = const_cast<char*>(window_.bytes().data());
  const std::size_t size = window_.bytes().size();
  setg(base, base + at, base + size);
  return at < size ? traits_type::to_int_type(*gptr()) : traits_type::eof();
}

}  // namespace repetita::corpus
