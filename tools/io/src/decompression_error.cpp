#include <repetita/io/decompression_error.hpp>

namespace repetita::io {

std::string decompression_error::to_string() const {
  return std::string(name_of(format)) + ": " + message + " at compressed byte " + std::to_string(offset);
}

}  // namespace repetita::io
