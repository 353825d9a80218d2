// libFuzzer target: the FEN parser (strict and lenient). Any input must give a position or an
// error, never a crash; every accepted position must satisfy fuzz::check_position.
#include "fuzz_check.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace repetita::chess;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const bool lenient : {false, true}) {
    for (const bool chess960 : {false, true}) {
      const auto p = parse_fen(text, {chess960, lenient});
      if (!p) {
        fuzz::require(p.error().column >= 1 && p.error().column <= size + 1, "error column inside the text");
        fuzz::require(!p.error().message.empty(), "error has a message");
        continue;
      }
      fuzz::check_position(*p);
    }
  }
  return 0;
}
