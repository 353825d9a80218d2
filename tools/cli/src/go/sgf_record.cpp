#include "sgf_record.hpp"

#include "../utf8.hpp"
#include "sgf_charset.hpp"

#include <cctype>

namespace repetita::cli::go_sgf {

namespace go = repetita::go;

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())) != 0) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())) != 0) s.remove_suffix(1);
  return s;
}

// The first value of a root property, blanks trimmed; empty if absent.
std::string_view value_of(const sgf::node& root, std::string_view id) {
  const sgf::property* p = root.find(id);
  return p == nullptr ? std::string_view{} : trimmed(p->values.front());
}

// SimpleText: line breaks and other blanks become spaces (FF[4]), in UTF-8 from the charset `ca`.
std::string simple_text(std::string_view text, std::string_view ca) {
  std::string out(text);
  for (char& c : out)
    if (c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f') c = ' ';
  return to_utf8(out, ca);
}

bool known(std::string_view value) { return !value.empty() && value != "?" && value != "-"; }

}  // namespace

void read_header(const sgf::tree& tree, const sgf::main_line& line, game_report& out) {
  const sgf::node& root = tree.nodes.front();
  const std::string_view ca = value_of(root, "CA");
  out.players[0] = simple_text(value_of(root, "PB"), ca);
  out.players[1] = simple_text(value_of(root, "PW"), ca);
  std::string title;
  const auto add = [&title](std::string_view part) {
    if (!known(part)) return;
    if (!title.empty()) title += ", ";
    title += part;
  };
  const std::string_view event = value_of(root, "EV");
  add(known(event) ? event : value_of(root, "GN"));
  if (value_of(root, "PC") != event) add(value_of(root, "PC"));
  add(value_of(root, "DT"));
  if (const std::string_view ru = value_of(root, "RU"); known(ru)) add("rules " + std::string(ru));
  out.title = simple_text(title, ca);
  out.recorded_result = root.find("RE") != nullptr ? simple_text(value_of(root, "RE"), ca) : std::string{};
  out.plies = static_cast<ply_t>(line.steps.size());
}

read_error to_read_error(const sgf::error& error, const std::string& file, const tree_origin& origin) {
  read_error out;
  out.file = file;
  out.line = origin.line + (error.line > 0 ? error.line - 1 : 0);
  out.column = error.line <= 1 ? origin.column - 1 + error.column : error.column;
  switch (error.what) {
    case sgf::error::kind::syntax: out.kind = "syntax"; break;
    case sgf::error::kind::value: out.kind = "bad_value"; break;
    case sgf::error::kind::unsupported: out.kind = "unsupported"; break;
    case sgf::error::kind::too_deep: out.kind = "too_deep"; break;
  }
  out.message = valid_utf8(error.message);
  out.game = origin.game;
  return out;
}

std::string_view move_text(const sgf::main_line_step& step) noexcept {
  if (step.is_setup()) return "setup";
  if (step.written.empty()) return "pass";
  return step.written;
}

std::string move_label(const sgf::main_line_step& step, std::size_t index, int height) {
  std::string out = std::to_string(index + 1) + ". ";
  if (step.is_setup()) return out + "setup";
  out += step.m.player == go::color::black ? "B " : "W ";
  if (step.m.is_pass()) return out + "pass";
  static constexpr std::string_view columns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";  // no I: it looks like J and 1
  out += columns[step.m.x];
  out += std::to_string(height - step.m.y);
  return out;
}

}  // namespace repetita::cli::go_sgf
