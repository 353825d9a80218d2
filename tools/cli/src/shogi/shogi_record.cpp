#include "shogi_record.hpp"

#include "../utf8.hpp"

#include <algorithm>
#include <string>

namespace repetita::cli::shogi_records {

namespace shogi = repetita::shogi;

bool starts_usi_game(std::string_view line) noexcept {
  const auto b = line.find_first_not_of(" \t");
  if (b == std::string_view::npos) return false;
  line.remove_prefix(b);
  const std::string_view word = line.substr(0, line.find_first_of(" \t\r"));
  return word == "position" || word == "startpos" || word == "sfen";
}

std::string_view chunk_format(std::string_view text, std::uint64_t first_line, std::string_view file) {
  if (first_line > 1) {
    for (std::size_t pos = 0; pos < text.size();) {
      const std::size_t end = std::min(text.find('\n', pos), text.size());
      const std::string_view line = text.substr(pos, end - pos);
      if (line.find_first_not_of(" \t\r") != std::string_view::npos && !line.starts_with('#'))
        return starts_usi_game(line) ? "usi" : "csa";
      pos = end + 1;
    }
    return "csa";
  }
  if (const std::string_view by_content = shogi::detect_format(text); !by_content.empty()) return by_content;
  // Content that looks like no format: the strict readers (CSA, USI) report where it goes wrong.
  // The KIF and KI2 readers skip lines they do not know, so they read only what looks like KIF.
  const auto dot = file.find_last_of("./");
  std::string extension(dot == std::string_view::npos || file[dot] != '.' ? std::string_view{} : file.substr(dot));
  for (char& c : extension) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  if (extension == ".csa") return "csa";
  if (extension == ".usi" || extension == ".sfen") return "usi";
  return "";
}

std::vector<shogi::game_in_text> read_games(std::string_view text, std::string_view format) {
  if (format == "csa") return shogi::read_csa_games(text);
  if (format == "usi") return shogi::read_usi_games(text);
  std::vector<shogi::game_in_text> out;
  std::size_t line = 1;  // the line of the record's first character that is not blank
  for (std::size_t pos = 0; pos < text.size(); ++line) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    if (text.substr(pos, end - pos).find_first_not_of(" \t\r") != std::string_view::npos) break;
    pos = end + 1;
  }
  out.push_back({line, format == "ki2" ? shogi::read_ki2(text) : shogi::read_kif(text)});
  return out;
}

void read_header(const shogi::record& r, game_report& out) {
  out.players[0] = valid_utf8(r.players[0]);
  out.players[1] = valid_utf8(r.players[1]);
  out.title.clear();
  for (const std::string* part : {&r.event, &r.site, &r.date}) {
    if (part->empty()) continue;
    if (!out.title.empty()) out.title += ", ";
    out.title += *part;
  }
  out.title = valid_utf8(out.title);
  out.recorded_result = std::string(shogi::to_string(r.outcome));
  out.plies = static_cast<ply_t>(r.moves.size());
}

read_error to_read_error(const shogi::error& e, const std::string& file, std::uint64_t game) {
  read_error out;
  out.file = file;
  out.line = e.line;
  out.column = e.column;
  out.kind = std::string(shogi::to_string(e.kind));
  out.message = valid_utf8(e.message);
  out.game = game;
  out.text = valid_utf8(e.text);
  return out;
}

std::string move_label(const shogi::record& r, std::size_t index, std::string_view format) {
  std::string out = std::to_string(static_cast<std::uint64_t>(r.start.move_number()) + index);
  out += ' ';
  if (format == "kif") {
    const bool sente_moves = (r.start.side_to_move() == shogi::color::sente) == (index % 2 == 0);
    out += sente_moves ? "▲" : "△";
  }
  out += r.written_move(index);
  return out;
}

}  // namespace repetita::cli::shogi_records
