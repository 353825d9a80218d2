#include <repetita/go/adapter.hpp>

#include <repetita/go/sgf_charset.hpp>
#include <repetita/records/memory_stream.hpp>
#include <repetita/records/valid_utf8.hpp>

#include <cctype>
#include <stdexcept>
#include <string>
#include <utility>

namespace repetita::go {

namespace sgf {

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())) != 0) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())) != 0) s.remove_suffix(1);
  return s;
}

// The first value of a root property, blanks trimmed; empty if absent.
std::string_view value_of(const node& root, std::string_view id) {
  const property* p = root.find(id);
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

void read_header(const tree& t, const main_line& line, record_header& out) {
  const node& root = t.nodes.front();
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

record_error to_record_error(const error& e, const std::string& file, const tree_origin& origin) {
  record_error out;
  out.file = file;
  out.line = origin.line + (e.line > 0 ? e.line - 1 : 0);
  out.column = e.line <= 1 ? origin.column - 1 + e.column : e.column;
  switch (e.what) {
    case error::kind::syntax: out.kind = "syntax"; break;
    case error::kind::value: out.kind = "bad_value"; break;
    case error::kind::unsupported: out.kind = "unsupported"; break;
    case error::kind::too_deep: out.kind = "too_deep"; break;
  }
  out.message = valid_utf8(e.message);
  out.game = origin.game;
  return out;
}

std::string_view move_text(const main_line_step& step) noexcept {
  if (step.is_setup()) return "setup";
  if (step.written.empty()) return "pass";
  return step.written;
}

std::string move_label(const main_line_step& step, std::size_t index, int height) {
  std::string out = std::to_string(index + 1) + ". ";
  if (step.is_setup()) return out + "setup";
  out += step.m.player == color::black ? "B " : "W ";
  if (step.m.is_pass()) return out + "pass";
  static constexpr std::string_view columns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";  // no I: it looks like J and 1
  out += columns[step.m.x];
  out += std::to_string(height - step.m.y);
  return out;
}

}  // namespace sgf

bool adapter::looks_like(std::string_view head) noexcept {
  if (head.substr(0, 2) == "\xFF\xFE" || head.substr(0, 2) == "\xFE\xFF") {
    // UTF-16: the same test on the code units that are ASCII (NUL bytes dropped).
    std::string ascii;
    for (const char c : head.substr(2))
      if (c != '\0') ascii += c;
    return looks_like(ascii);
  }
  if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
  const auto blanks = " \t\r\n\v\f";
  auto at = head.find_first_not_of(blanks);
  if (at == std::string_view::npos || head[at] != '(') return false;
  at = head.find_first_not_of(blanks, at + 1);
  return at != std::string_view::npos && head[at] == ';';
}

std::string_view adapter::result_text(const verdict& end) noexcept {
  switch (end.kind) {
    case verdict_kind::no_result: return "Void";
    case verdict_kind::draw: return "0";
    case verdict_kind::loss: return end.who == 0 ? "W+" : end.who == 1 ? "B+" : "?";
    default: return "?";
  }
}

std::optional<registry_type> adapter::compose(std::span<const std::string> names,
                                              const record_option_values& options) {
  std::optional<suicide_policy> policy;
  if (const auto suicide = options.find("suicide"); suicide != options.end()) {
    policy = suicide_policy_named(suicide->second);
    if (!policy)
      throw std::invalid_argument("unknown suicide policy '" + suicide->second +
                                  "'; known: forbidden, multi-stone, allowed");
  }
  return compose_rule_sets(names, policy);
}

board_diagram adapter::diagram(const position& p) {
  const go::board& b = p.board();
  board_diagram d;
  d.resize(b.width(), b.height());
  d.style = board_diagram::grid::intersections;
  d.drawn = board_diagram::pieces::stones;
  static constexpr std::string_view letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  for (int x = 0; x < b.width(); ++x) d.file_labels.emplace_back(1, letters[static_cast<std::size_t>(x) % letters.size()]);
  for (int y = 0; y < b.height(); ++y) {
    d.rank_labels.push_back(std::to_string(b.height() - y));
    for (int x = 0; x < b.width(); ++x) {
      const color c = b.get(x, y);
      if (c == color::black || c == color::white) d.put(x, y, c == color::black ? "B" : "W", c == color::black ? 0 : 1);
    }
  }
  d.caption = std::string(p.to_move() == color::black ? "Black" : "White") + " to move; captures: Black " +
              std::to_string(p.captured_by(color::black)) + ", White " + std::to_string(p.captured_by(color::white));
  return d;
}

std::string adapter::claims_unsupported(const std::string& /*file*/) {
  return "'repetita check' judges draw claims, and Go has none: its rule sets forbid moves (ko, superko, "
         "suicide) or end the game without result; 'repetita analyze FILE --rules all' lists both for each "
         "recorded move";
}

void adapter::record::header(record_header& out) const {
  out.game = origin_.game;
  out.line = origin_.line;
  sgf::read_header(tree_, line_, out);
}

void adapter::record::describe(std::size_t i, std::string& text, std::string& label) const {
  const sgf::main_line_step& step = line_.steps[i];
  text.assign(sgf::move_text(step));
  label = sgf::move_label(step, i, line_.info.start.board().height());
}

adapter::reader::reader(std::string_view text, const std::string& file, std::uint64_t first_line,
                        const read_options& options)
    : text_(text), file_(file), options_{.close_at_end = options.lenient}, line_(first_line) {}

read_status adapter::reader::read(record& out, record_error& error) {
  while (!done_) {
    while (at_ < text_.size()) {
      const std::size_t i = at_++;
      const char c = text_[i];
      const sgf::tree_scanner::event e = scanner_.feed(c);
      if (e == sgf::tree_scanner::event::tree_begins) {
        begin_ = i;
        origin_ = sgf::tree_origin{++games_, line_, column_ + 1};
      }
      // Lines end with LF, CRLF or CR; columns count characters (not UTF-8 continuation bytes).
      if (c == '\n' || (c == '\r' && (i + 1 == text_.size() || text_[i + 1] != '\n'))) {
        ++line_;
        column_ = 0;
      } else if (c != '\r' && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
        ++column_;
      }
      if (e == sgf::tree_scanner::event::tree_ends)
        if (const read_status s = read_tree(begin_, i + 1, out, error); s != read_status::end) return s;
    }
    done_ = true;
    if (!scanner_.between_trees()) {  // a tree the text leaves open
      if (const read_status s = read_tree(begin_, text_.size(), out, error); s != read_status::end) return s;
    }
  }
  return read_status::end;
}

read_status adapter::reader::read_tree(std::size_t begin, std::size_t end, record& out, record_error& error) {
  memory_istream in(text_.substr(begin, end - begin));
  sgf::reader trees(in, options_);
  auto parsed = trees.next();
  if (!parsed) {
    error = sgf::to_record_error(parsed.error(), file_, origin_);
    return read_status::error;
  }
  if (!parsed.value()) return read_status::end;  // not reached: the text begins with '(', so there is a tree or an error
  sgf::tree& t = *parsed.value();
  auto line = sgf::read_main_line(t);
  if (!line) {
    error = sgf::to_record_error(line.error(), file_, origin_);
    return read_status::error;
  }
  // Moving the tree keeps its nodes where they are: the main line's pointers stay valid.
  out.tree_ = std::move(t);
  out.line_ = std::move(line.value());
  out.origin_ = origin_;
  return read_status::record;
}

static_assert(check_record_adapter<adapter>());

static_assert(adapter_draws<adapter>, "the adapter draws its positions for reports");

}  // namespace repetita::go

namespace repetita::go {

namespace {

constexpr std::string_view gtp_columns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";  // no I

// An SGF point coordinate: a-z are 0-25, A-Z 26-51 (FF[4]).
int sgf_coordinate(char c) {
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
  return -1;
}
char sgf_letter(int i) { return static_cast<char>(i < 26 ? 'a' + i : 'A' + (i - 26)); }

bool all_digits(std::string_view s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}

}  // namespace

result<position, std::string> adapter::read_position(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())) != 0) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())) != 0) text.remove_suffix(1);
  const std::size_t colon = text.find(':');
  const bool size_only = colon == std::string_view::npos
                             ? all_digits(text)
                             : all_digits(text.substr(0, colon)) && all_digits(text.substr(colon + 1));
  std::string tree_text;
  if (size_only) tree_text.append("(;SZ[").append(text).append("])");
  else tree_text.assign(text);
  auto trees = sgf::read_all(tree_text);
  const auto fail = [&](const std::string& why) {
    std::string message("bad Go start '");
    message.append(valid_utf8(std::string(text.substr(0, 80)))).append("': ").append(why);
    message.append(" (a board size such as 19 or 19:13, or an SGF game tree such as (;SZ[9]AB[cc][gg]))");
    return failure{std::move(message)};
  };
  if (!trees) {
    const sgf::error& e = trees.error();
    std::string where;
    if (!size_only) where.append("line ").append(std::to_string(e.line)).append(", column ").append(std::to_string(e.column)).append(": ");
    return fail(where + e.message);
  }
  if (trees->size() != 1) return fail("expected one game tree, found " + std::to_string(trees->size()));
  auto line = sgf::read_main_line(trees->front());
  if (!line) return fail(line.error().message);
  if (!line->steps.empty()) return fail("the game tree has moves; a start has none (push them)");
  return line->info.start;
}

std::string adapter::write_position(const position& p) {
  const go::board& b = p.board();
  std::string out("(;SZ[");
  out.append(std::to_string(b.width()));
  if (b.height() != b.width()) out.append(1, ':').append(std::to_string(b.height()));
  out += ']';
  for (const color c : {color::black, color::white}) {
    bool first = true;
    for (int y = 0; y < b.height(); ++y)
      for (int x = 0; x < b.width(); ++x) {
        if (b.get(x, y) != c) continue;
        if (first) out += c == color::black ? "AB" : "AW";
        first = false;
        out += {'[', sgf_letter(x), sgf_letter(y), ']'};
      }
  }
  out += p.to_move() == color::black ? "PL[B])" : "PL[W])";
  return out;
}

result<move, std::string> adapter::read_move(const position& p, std::string_view text) {
  const go::board& b = p.board();
  const color mover = p.to_move();
  if (text.empty() || text == "pass" || text == "PASS" || text == "Pass" ||
      (text == "tt" && b.width() <= 19 && b.height() <= 19))
    return go::pass(mover);
  int x = -1;
  int y = -1;
  if (text.size() == 2 && sgf_coordinate(text[0]) >= 0 && sgf_coordinate(text[1]) >= 0) {
    x = sgf_coordinate(text[0]);
    y = sgf_coordinate(text[1]);
  } else if (text.size() >= 2 && text.size() <= 3 && std::isalpha(static_cast<unsigned char>(text[0])) != 0 &&
             all_digits(text.substr(1))) {
    const char column = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    const std::size_t at = gtp_columns.find(column);
    if (at == std::string_view::npos) return failure{std::string("GTP columns are A to Z without I")};
    x = static_cast<int>(at);
    y = b.height() - std::stoi(std::string(text.substr(1)));
  } else {
    return failure{std::string("expected an SGF point such as dd, a GTP vertex such as D16, or pass")};
  }
  if (!b.on_board(x, y))
    return failure{"the point is off the " + std::to_string(b.width()) + "x" + std::to_string(b.height()) + " board"};
  if (b.get(x, y) != color::empty) return failure{std::string("the point is occupied")};
  return play_at(x, y, mover);
}

std::string adapter::write_move(const position& /*p*/, const move& m) {
  if (m.is_pass()) return "pass";
  return {sgf_letter(m.x), sgf_letter(m.y)};
}

}  // namespace repetita::go
