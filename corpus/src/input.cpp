#include <repetita/corpus/input.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <system_error>

namespace repetita::corpus {

namespace {

constexpr std::size_t buffer_size = std::size_t{1} << 18;

std::string read_head(std::streambuf* source) {
  constexpr std::size_t head_size = input_stream::head_size;
  std::string head(head_size, '\0');
  std::size_t got = 0;
  while (got < head_size) {
    const std::streamsize n = source->sgetn(head.data() + got, static_cast<std::streamsize>(head_size - got));
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  head.resize(got);
  return head;
}

read_error cannot_open(const input_spec& spec, const std::string& why) {
  read_error e;
  e.file = spec.name;
  e.kind = "cannot_open";
  e.message = why;
  return e;
}

}  // namespace

prefixed_streambuf::prefixed_streambuf(std::string prefix, std::streambuf* rest)
    : prefix_(std::move(prefix)), rest_(rest) {}

prefixed_streambuf::int_type prefixed_streambuf::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  if (!prefix_served_) {
    prefix_served_ = true;
    if (!prefix_.empty()) {
      setg(prefix_.data(), prefix_.data(), prefix_.data() + prefix_.size());
      return traits_type::to_int_type(*gptr());
    }
  }
  if (rest_ == nullptr) return traits_type::eof();
  if (buffer_.empty()) buffer_.resize(buffer_size);
  const std::streamsize n = rest_->sgetn(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
  if (n <= 0) {
    setg(nullptr, nullptr, nullptr);
    return traits_type::eof();
  }
  setg(buffer_.data(), buffer_.data(), buffer_.data() + n);
  return traits_type::to_int_type(*gptr());
}

input_stream::input_stream(std::unique_ptr<std::streambuf> file, std::streambuf* source,
                           std::optional<std::uint64_t> size, std::string name)
    : file_(std::move(file)),
      name_(std::move(name)),
      head_(read_head_of(source)),
      buffer_(head_, decompressor_ ? decompressor_.get() : source),
      stream_(&buffer_),
      size_(size) {}

std::string input_stream::read_head_of(std::streambuf* source) {
  std::string head = read_head(source);
  const io::compression format = io::detect_compression(head);
  if (format == io::compression::none) return head;
  decompressor_ = std::make_unique<io::decompressing_streambuf>(io::make_decoder(format), source, head);
  return read_head(decompressor_.get());
}

std::optional<read_error> input_stream::decompression_error() const {
  if (!decompressor_ || !decompressor_->error()) return std::nullopt;
  const io::decompression_error& problem = *decompressor_->error();
  read_error e;
  e.file = name_;
  e.kind = problem.truncated ? "truncated_input" : "corrupt_input";
  e.message = problem.to_string();
  return e;
}

input_stream::~input_stream() = default;

std::variant<std::unique_ptr<input_stream>, read_error> input_stream::open(const input_spec& spec) {
  if (spec.text) {
    auto text = std::make_unique<std::stringbuf>(*spec.text, std::ios::in);
    std::streambuf* source = text.get();
    return std::unique_ptr<input_stream>(new input_stream(std::move(text), source, spec.text->size(), spec.name));
  }
  if (spec.path == "-")
    return std::unique_ptr<input_stream>(new input_stream(nullptr, std::cin.rdbuf(), std::nullopt, spec.name));
  std::error_code ec;
  const auto status = std::filesystem::status(spec.path, ec);
  if (ec || !std::filesystem::exists(status))
    return cannot_open(spec, ec ? ec.message() : std::string("No such file or directory"));
  if (std::filesystem::is_directory(status)) return cannot_open(spec, "is a directory");
  auto file = std::make_unique<std::filebuf>();
  errno = 0;
  if (file->open(spec.path, std::ios::in | std::ios::binary) == nullptr)
    return cannot_open(spec, errno != 0 ? std::strerror(errno) : "cannot be read");
  std::optional<std::uint64_t> size;
  if (std::filesystem::is_regular_file(status)) {
    const auto bytes = std::filesystem::file_size(spec.path, ec);
    if (!ec) size = bytes;
  }
  std::streambuf* source = file.get();
  return std::unique_ptr<input_stream>(new input_stream(std::move(file), source, size, spec.name));
}

}  // namespace repetita::corpus
