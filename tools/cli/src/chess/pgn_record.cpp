#include "pgn_record.hpp"

#include "../utf8.hpp"

#include <repetita/chess/fen.hpp>

namespace repetita::cli::chess_pgn {

namespace chess = repetita::chess;

namespace {

bool known(std::string_view value) { return !value.empty() && value != "?" && value != "-"; }

// "1898.??.??" -> "1898", "2012.12.31" -> "2012.12.31", "????.??.??" -> "".
std::string date_of(std::string_view date) {
  std::string out;
  std::size_t begin = 0;
  while (begin <= date.size()) {
    std::size_t end = date.find('.', begin);
    if (end == std::string_view::npos) end = date.size();
    const std::string_view part = date.substr(begin, end - begin);
    if (part.empty() || part.find('?') != std::string_view::npos) break;
    if (!out.empty()) out += '.';
    out += part;
    begin = end + 1;
  }
  return out;
}

}  // namespace

std::string title_of(const chess::pgn_game& game) {
  std::string out;
  const auto add = [&out](std::string_view part) {
    if (part.empty()) return;
    if (!out.empty()) out += ", ";
    out += part;
  };
  const std::string_view event = game.tag("Event").value_or("");
  const std::string_view site = game.tag("Site").value_or("");
  if (known(event)) add(event);
  if (known(site) && site != event) add(site);
  add(date_of(game.tag("Date").value_or("")));
  return valid_utf8(out);
}

void read_header(const chess::pgn_game& game, game_report& out) {
  out.game = game.game_number;
  out.line = game.line;
  out.players[0] = valid_utf8(game.tag("White").value_or(""));
  out.players[1] = valid_utf8(game.tag("Black").value_or(""));
  out.title = title_of(game);
  out.recorded_result = game.result;
  out.plies = static_cast<ply_t>(game.moves.size());
}

read_error to_read_error(const chess::pgn_error& error) {
  read_error out;
  out.file = error.file;
  out.line = error.line;
  out.column = error.column;
  out.kind = std::string(chess::to_string(error.kind));
  if (error.san_kind) out.kind += " (" + std::string(chess::to_string(*error.san_kind)) + ')';
  if (error.fen_kind) out.kind += " (" + std::string(chess::to_string(*error.fen_kind)) + ')';
  out.message = error.message;
  out.game = error.game_number;
  out.text = error.move_text;
  return out;
}

std::string move_label(const chess::position& start, std::size_t index, std::string_view san) {
  const bool black_starts = start.side_to_move() == chess::color::black;
  const std::size_t half = index + (black_starts ? 1 : 0);
  const std::size_t number = start.fullmove_number() + half / 2;
  std::string out = std::to_string(number);
  out += half % 2 == 0 ? "." : "...";
  out += san;
  return out;
}

}  // namespace repetita::cli::chess_pgn
