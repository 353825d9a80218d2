#include <repetita/arimaa/archive.hpp>

#include <cctype>

namespace repetita::arimaa::notation {

namespace {

std::string_view without_line_end(std::string_view line) noexcept {
  if (line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

// Splits at tabs; an empty line has one empty field.
std::vector<std::string_view> split_tabs(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t begin = 0;
  while (true) {
    const std::size_t tab = line.find('\t', begin);
    if (tab == std::string_view::npos) {
      out.push_back(line.substr(begin));
      return out;
    }
    out.push_back(line.substr(begin, tab - begin));
    begin = tab + 1;
  }
}

bool is_column_name(std::string_view name) noexcept {
  if (name.empty()) return false;
  for (const char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

}  // namespace

std::optional<archive_columns> read_archive_header(std::string_view line) {
  line = without_line_end(line);
  const std::vector<std::string_view> names = split_tabs(line);
  if (names.size() < 2) return std::nullopt;
  archive_columns columns;
  bool has_moves = false;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (!is_column_name(names[i])) return std::nullopt;
    if (names[i] == "movelist" && !has_moves) {
      columns.movelist = i;
      has_moves = true;
    }
    columns.names.emplace_back(names[i]);
  }
  if (!has_moves) return std::nullopt;
  return columns;
}

bool is_archive_header(std::string_view line) { return read_archive_header(line).has_value(); }

std::optional<std::vector<std::string_view>> archive_fields(std::string_view line, const archive_columns& columns) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  std::vector<std::string_view> fields = split_tabs(line);
  if (fields.size() != columns.names.size()) return std::nullopt;
  return fields;
}

archive_moves unescape_moves(std::string_view field) {
  archive_moves out;
  out.text.reserve(field.size());
  out.origin.reserve(field.size());
  for (std::size_t i = 0; i < field.size(); ++i) {
    if (field[i] == '\\' && i + 1 < field.size() && field[i + 1] == 'n') {
      out.text.push_back('\n');
      out.origin.push_back(i);
      ++i;
      continue;
    }
    out.text.push_back(field[i]);
    out.origin.push_back(i);
  }
  return out;
}

}  // namespace repetita::arimaa::notation
