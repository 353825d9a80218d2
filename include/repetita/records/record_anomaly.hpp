#ifndef REPETITA_RECORDS_RECORD_ANOMALY_HPP
#define REPETITA_RECORDS_RECORD_ANOMALY_HPP

/// \file
/// Where a record's text stops being a game: a reader that meets text it cannot read after some
/// plies it could (AEI's test game writes `5g` where `5s` is due, after the third occurrence that
/// ended it) keeps those plies and this anomaly. Whether the record is a game then depends on the
/// rule set judged: when every rule set judged ended the game before `ply`, the text after the end
/// is no part of the game, and tools report the game with the anomaly as a warning
/// (record_header::warnings); when a rule set reaches `ply` with the game still going, the record
/// is the read error `error`, as a reader without this would have reported it.

#include <repetita/ply.hpp>
#include <repetita/records/record_error.hpp>

#include <string>

namespace repetita {

struct record_anomaly {
  record_error error;  ///< what the reader found, where, and what it expected
  ply_t ply = 0;       ///< the first ply the text does not give: the record holds plies 1 to ply - 1
};

/// The anomaly as a game's warning: `file:line:column: warning: kind: message ("text")` (no game
/// number: the warning belongs to a game whose number is given beside it).
[[nodiscard]] inline std::string warning_text(const record_anomaly& a) {
  const record_error& e = a.error;
  std::string out = e.file;
  if (e.line > 0) out += ':' + std::to_string(e.line) + ':' + std::to_string(e.column);
  out += ": warning: " + e.kind + ": " + e.message;
  if (!e.text.empty()) out += " (\"" + e.text + "\")";
  return out;
}

}  // namespace repetita

#endif
