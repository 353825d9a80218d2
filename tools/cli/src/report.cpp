#include "report.hpp"

namespace repetita::cli {

std::string read_error::to_string() const {
  std::string out = file;
  if (line > 0) out += ':' + std::to_string(line) + ':' + std::to_string(column);
  out += ": error: " + kind + ": " + message;
  if (game > 0) {
    out += " (game " + std::to_string(game);
    if (!text.empty()) out += ", \"" + text + '"';
    out += ')';
  }
  return out;
}

}  // namespace repetita::cli
