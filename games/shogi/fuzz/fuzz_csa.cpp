// libFuzzer target for the shogi CSA reader: any input reads or fails with a line and a column,
// and what reads replays legally under every rule set.
#include "replay.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  auto r = repetita::shogi::read_csa(text);
  if (!r) shogi_fuzz::check_error(r.error());
  else shogi_fuzz::check_record(r.value());
  shogi_fuzz::check_games(repetita::shogi::read_csa_games(text));
  static_cast<void>(repetita::shogi::detect_format(text));
  return 0;
}
