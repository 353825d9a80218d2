// libFuzzer target for the Arimaa notation reader: any input either reads or returns an error with
// a line and a column; every record read is replayed under both rule sets (which must not crash
// either, and must fail with a line); a record that replays is written back, and the written text
// replays to the same moves.
#include <repetita/arimaa/notation.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace nt = repetita::arimaa::notation;
  const std::string text(reinterpret_cast<const char*>(data), size);
  auto rec = nt::read(text);
  if (!rec) {
    if (rec.error().line <= 0 || rec.error().column <= 0 || rec.error().message.empty()) std::abort();
    return 0;
  }
  for (std::string_view rs : {"arimaa", "aei"}) {
    auto g = nt::replay(rec.value(), rs);
    if (!g) {
      if (g.error().line <= 0 || g.error().column <= 0 || g.error().message.empty()) std::abort();
      continue;
    }
    const std::string written = nt::write(g.value().moves);
    auto again = nt::replay(written, rs);
    if (!again) std::abort();
    if (again.value().moves != g.value().moves) std::abort();
  }
  return 0;
}
