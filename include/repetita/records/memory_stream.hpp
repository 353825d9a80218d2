#ifndef REPETITA_RECORDS_MEMORY_STREAM_HPP
#define REPETITA_RECORDS_MEMORY_STREAM_HPP

/// \file
/// An std::istream over bytes already in memory (a chunk of records), without copying them.

#include <istream>
#include <streambuf>
#include <string_view>

namespace repetita {

class memory_streambuf : public std::streambuf {
 public:
  explicit memory_streambuf(std::string_view bytes) {
    char* begin = const_cast<char*>(bytes.data());  // the get area is only read
    setg(begin, begin, begin + bytes.size());
  }
};

class memory_istream : public std::istream {
 public:
  explicit memory_istream(std::string_view bytes) : std::istream(nullptr), buf_(bytes) { rdbuf(&buf_); }

 private:
  memory_streambuf buf_;
};

}  // namespace repetita

#endif
