// libFuzzer target for the shogi USI reader: any input reads or fails with a line and a column,
// and what reads replays legally under every rule set.
#include "replay.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  auto r = repetita::shogi::read_usi_lines(text);
  if (!r) shogi_fuzz::check_error(r.error());
  else
    for (const auto& rec : r.value()) shogi_fuzz::check_record(rec);
  shogi_fuzz::check_games(repetita::shogi::read_usi_games(text));
  auto s = repetita::shogi::read_sfen(text);
  if (!s) shogi_fuzz::check_error(s.error());
  else if (!(repetita::shogi::read_sfen(repetita::shogi::write_sfen(s.value())).value() == s.value())) std::abort();
  return 0;
}
