#include "arimaa_record.hpp"

#include "../utf8.hpp"

#include <algorithm>
#include <cstddef>

namespace repetita::cli::arimaa_text {

namespace nt = repetita::arimaa::notation;
using repetita::arimaa::color;

std::string_view player_word(color c) noexcept { return c == color::gold ? "gold" : "silver"; }

std::string turn_text(const nt::turn_line& t) {
  switch (t.k) {
    case nt::turn_line::kind::pass: return "pass";
    case nt::turn_line::kind::takeback: return "takeback";
    case nt::turn_line::kind::resign: return "resign";
    case nt::turn_line::kind::moves: break;
  }
  // The reader accepts each token in exactly one spelling, so rebuilding it gives what was written.
  std::string out;
  for (const nt::item& it : t.items) {
    if (!out.empty()) out += ' ';
    out += repetita::arimaa::letter(it.what);
    out += nt::square_name(it.where);
    if (it.k == nt::item::kind::step) out += repetita::arimaa::letter(it.dir);
    if (it.k == nt::item::kind::capture) out += 'x';
  }
  return out;
}

void read_header(const nt::record& r, const nt::resolved& res, game_report& out) {
  out.players = {};
  out.title.clear();
  if (r.diagram) out.title = "from a diagram, turn " + nt::turn_label(r.diagram->number, r.diagram->start.to_move(), r.diagram->old_letters);
  out.recorded_result.clear();
  if (res.resignation) out.recorded_result = player_word(opponent(r.turns[*res.resignation].side));
  out.plies = static_cast<ply_t>(res.moves.size());
}

read_error to_read_error(const nt::error& e, std::string_view text, std::uint64_t first_line, std::uint64_t game) {
  read_error out;
  out.kind = std::string(nt::to_string(e.kind));
  out.message = e.turn.empty() ? e.message : "turn " + e.turn + ": " + e.message;
  out.game = game;
  if (e.line <= 0) return out;
  out.line = first_line + static_cast<std::uint64_t>(e.line) - 1;
  // The error's line in the game's text.
  std::size_t begin = 0;
  for (int l = 1; l < e.line && begin != std::string_view::npos; ++l) {
    begin = text.find('\n', begin);
    if (begin != std::string_view::npos) ++begin;
  }
  if (begin == std::string_view::npos) begin = text.size();
  std::string_view line = text.substr(begin, text.find('\n', begin) - begin);
  const auto byte = std::min(static_cast<std::size_t>(e.column > 0 ? e.column - 1 : 0), line.size());
  out.column = 1;
  for (std::size_t i = 0; i < byte; ++i)
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++out.column;
  std::size_t end = byte;
  while (end < line.size() && line[end] != ' ' && line[end] != '\t' && line[end] != '\r') ++end;
  out.text = valid_utf8(line.substr(byte, std::min<std::size_t>(end - byte, 40)));
  return out;
}

}  // namespace repetita::cli::arimaa_text
