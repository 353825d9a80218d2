#include <repetita/arimaa/notation.hpp>
#include <repetita/arimaa/referee.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstddef>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

namespace repetita::arimaa::notation {

std::string_view to_string(error_kind k) noexcept {
  switch (k) {
    case error_kind::bad_label: return "bad_label";
    case error_kind::bad_token: return "bad_token";
    case error_kind::bad_diagram: return "bad_diagram";
    case error_kind::unexpected_turn: return "unexpected_turn";
    case error_kind::bad_takeback: return "bad_takeback";
    case error_kind::illegal_setup: return "illegal_setup";
    case error_kind::illegal_step: return "illegal_step";
    case error_kind::bad_capture: return "bad_capture";
    case error_kind::bad_archive_line: return "bad_archive_line";
    case error_kind::no_rule_set: return "no_rule_set";
  }
  return "bad_token";
}

std::string error::to_string() const {
  std::string s = "line " + std::to_string(line) + ", column " + std::to_string(column);
  if (!turn.empty()) s += " (turn " + turn + ")";
  return s + ": " + message;
}

std::string square_name(square s) {
  return std::string{static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}
namespace {
std::string piece_square(piece p, square s, char suffix = 0) {
  std::string out(1, letter(p));
  out += square_name(s);
  if (suffix != 0) out += suffix;
  return out;
}
}  // namespace

std::string write_step(const step& s) {
  std::string out{letter(s.piece())};
  out += square_name(s.from);
  out += letter(direction_of(s.from, s.to));
  return out;
}
std::string turn_label(int number, color side, bool old_letters) {
  const char c = side == color::gold ? (old_letters ? 'w' : 'g') : (old_letters ? 'b' : 's');
  return std::to_string(number) + c;
}
std::string turn_line::label() const { return turn_label(number, side, old_letters); }

std::string write_move(const position& before, const move& m) {
  std::string out;
  auto add = [&](const std::string& token) {
    if (!out.empty()) out += ' ';
    out += token;
  };
  if (m.is_setup) {
    for (const step& s : m.steps()) add(piece_square(s.piece(), s.to));
    return out;
  }
  if (m.count == 0) return "pass";
  position q = before;
  for (const step& s : m.steps()) {
    add(write_step(s));
    if (const capture c = q.apply_step(s)) add(piece_square(c.what, c.where, 'x'));
  }
  return out;
}

namespace {

std::string write_turns(const std::vector<move>& moves, const position& start, int number) {
  std::string out;
  color side = start.to_move();
  position p = start;
  for (const move& m : moves) {
    out += turn_label(number, side) + " " + write_move(p, m) + "\n";
    p = arimaa::play(p, m);
    if (side == color::silver) ++number;
    side = opponent(side);
  }
  return out;
}

}  // namespace

std::string write(const std::vector<move>& moves, const position& start) {
  return write_turns(moves, start, start.in_setup() ? 1 : 2);
}

std::string write_from_diagram(const position& start, int number, const std::vector<move>& moves) {
  // As AEI's board_to_str("long") draws it: '.' for an empty square, 'x' for an empty trap.
  std::string out = turn_label(number, start.to_move()) + "\n +-----------------+\n";
  for (int rank = 7; rank >= 0; --rank) {
    out += static_cast<char>('1' + rank);
    out += "| ";
    for (int file = 0; file < 8; ++file) {
      const square s = file + 8 * rank;
      const auto p = start.at(s);
      out += p ? letter(*p) : ((traps & bit(s)) != 0 ? 'x' : '.');
      out += ' ';
    }
    out += "|\n";
  }
  out += " +-----------------+\n   a b c d e f g h\n";
  return out + write_turns(moves, start, number);
}

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }
std::optional<square> parse_square(char f, char r) {
  if (f < 'a' || f > 'h' || r < '1' || r > '8') return std::nullopt;
  return (f - 'a') + 8 * (r - '1');
}
std::string quoted(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  out.push_back('\'');
  out.append(s);
  out.push_back('\'');
  return out;
}

// The lines of a text (split at '\n'; a '\r' before it is a blank like any other). The first line
// keeps a UTF-8 byte order mark, which the readers skip as a blank.
std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t pos = 0;
  while (true) {
    const std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) {
      lines.push_back(text.substr(pos));
      break;
    }
    lines.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  return lines;
}

// The index of the first character of a line that is not a blank (or the BOM on line 1).
std::size_t first_non_blank(std::string_view line, bool first_line) {
  std::size_t i = 0;
  if (first_line && line.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
  while (i < line.size() && is_space(line[i])) ++i;
  return i;
}

bool is_border(std::string_view line, std::size_t i) {
  std::size_t end = line.size();
  while (end > i && is_space(line[end - 1])) --end;
  const std::string_view b = line.substr(i, end - i);
  return b.size() >= 3 && b.front() == '+' && b.back() == '+' &&
         b.substr(1, b.size() - 2).find_first_not_of('-') == std::string_view::npos;
}

using failure_t = failure<error>;

// Reads the label at line[i] ("12g"); on success i is just after it.
std::optional<error> read_label(std::string_view line, int line_no, std::size_t& i, turn_line& t) {
  const std::size_t label_start = i;
  auto fail = [&](std::string message) {
    return error{line_no, static_cast<int>(label_start) + 1, "", std::move(message), error_kind::bad_label};
  };
  long number = 0;
  while (i < line.size() && line[i] >= '0' && line[i] <= '9') {
    number = number * 10 + (line[i] - '0');
    if (number > 1000000) return fail("the turn number is too large");
    ++i;
  }
  if (i == label_start || i == line.size() || (line[i] != 'g' && line[i] != 's' && line[i] != 'w' && line[i] != 'b') ||
      (i + 1 < line.size() && !is_space(line[i + 1])))
    return fail("a turn line starts with a turn number and a side (g, s, w or b), as in 2g");
  if (number == 0) return fail("turn numbers start at 1");
  t.number = static_cast<int>(number);
  t.side = (line[i] == 'g' || line[i] == 'w') ? color::gold : color::silver;
  t.old_letters = line[i] == 'w' || line[i] == 'b';
  t.line = line_no;
  t.column = static_cast<int>(label_start) + 1;
  ++i;
  return std::nullopt;
}

bool rest_is_blank(std::string_view line, std::size_t i) {
  while (i < line.size() && is_space(line[i])) ++i;
  return i == line.size();
}

// Reads the diagram whose label is on lines[k] (a bare label, `label` read into t); k is left on
// the diagram's last line.
std::optional<error> read_diagram(const std::vector<std::string_view>& lines, std::size_t& k, const turn_line& t,
                                  diagram& out) {
  const std::string label = t.label();
  auto fail = [&](std::size_t line_index, std::size_t column, std::string message) {
    return error{static_cast<int>(line_index) + 1, static_cast<int>(column) + 1, label, std::move(message),
                 error_kind::bad_diagram};
  };
  out.start = position::empty_in_play(t.side);
  out.number = t.number;
  out.old_letters = t.old_letters;
  out.line = t.line;
  out.column = t.column;
  std::array<int, 12> counts{};
  std::array<std::pair<int, int>, 64> where{};  // line and column of each piece placed
  std::size_t n = k + 1;                        // the border line
  const auto border_error = [&](std::size_t at) {
    const std::size_t i = at < lines.size() ? first_non_blank(lines[at], false) : 0;
    return fail(std::min(at, lines.size() - 1), i, "a board diagram has a border line ' +-----------------+' above and below its ranks");
  };
  if (n >= lines.size() || !is_border(lines[n], first_non_blank(lines[n], false))) return border_error(n);
  for (int rank = 7; rank >= 0; --rank) {
    ++n;
    if (n >= lines.size()) return fail(lines.size() - 1, 0, "a board diagram has 8 ranks, 8 down to 1");
    const std::string_view line = lines[n];
    const std::size_t i = first_non_blank(line, false);
    if (i + 1 >= line.size() || line[i] != static_cast<char>('1' + rank) || line[i + 1] != '|')
      return fail(n, i, std::string("expected rank ") + static_cast<char>('1' + rank) + " of the board diagram, as in " +
                            static_cast<char>('1' + rank) + "| r r r r r r r r |");
    // Cells at offsets 3, 5, ..., 17 from the rank digit; blanks between them; a closing '|'.
    for (std::size_t o = 2; o < 19 && i + o < line.size(); ++o) {
      const char c = line[i + o];
      if (o % 2 == 0) {
        if (c != ' ') return fail(n, i + o, "the squares of a diagram rank are one character each, separated by blanks");
        continue;
      }
      const square s = static_cast<int>((o - 3) / 2) + 8 * rank;
      if (c == ' ' || c == '.' || c == 'x' || c == 'X') continue;
      const auto p = piece_of_letter(c);
      if (!p) return fail(n, i + o, "unknown piece " + quoted(std::string_view(&c, 1)) + " in the board diagram (E M H D C R, lower case for silver; ., x or a blank for an empty square)");
      const auto code = static_cast<std::size_t>(p->code());
      if (++counts[code] > setup_counts[static_cast<std::size_t>(p->t)])
        return fail(n, i + o, "a board diagram holds at most 1 E, 1 M, 2 H, 2 D, 2 C and 8 R of each side");
      out.start.put(*p, s);
      where[static_cast<std::size_t>(s)] = {static_cast<int>(n), static_cast<int>(i + o)};
    }
    if (i + 19 < line.size() && (line[i + 19] != '|' || !rest_is_blank(line, i + 20)))
      return fail(n, i + 19, "a diagram rank ends with '|' after its 8 squares");
  }
  ++n;
  if (n >= lines.size() || !is_border(lines[n], first_non_blank(lines[n], false))) return border_error(n);
  if (n + 1 < lines.size()) {
    const std::size_t i = first_non_blank(lines[n + 1], false);
    std::string_view letters = lines[n + 1].substr(i);
    while (!letters.empty() && is_space(letters.back())) letters.remove_suffix(1);
    if (letters == "a b c d e f g h") ++n;
  }
  // A piece on a trap with no friendly piece beside it would have been captured: no turn starts so.
  for (int c = 0; c < 2; ++c) {
    const bitboard own = out.start.pieces(static_cast<color>(c));
    const bitboard lost = traps & own & ~neighbours(own);
    if (lost != 0) {
      const square s = std::countr_zero(lost);
      const auto [line_index, column] = where[static_cast<std::size_t>(s)];
      return fail(static_cast<std::size_t>(line_index), static_cast<std::size_t>(column),
                  "the piece on " + square_name(s) + " stands on a trap with no friendly piece beside it");
    }
  }
  k = n;
  return std::nullopt;
}

}  // namespace

const std::string* record::tag_value(std::string_view name) const noexcept {
  for (const tag& t : tags)
    if (t.name == name) return &t.value;
  return nullptr;
}

std::optional<tag> read_tag(std::string_view line) {
  std::size_t i = first_non_blank(line, true);
  const std::size_t name_start = i;
  if (i == line.size() || !std::isalpha(static_cast<unsigned char>(line[i]))) return std::nullopt;
  while (i < line.size() && (std::isalnum(static_cast<unsigned char>(line[i])) || line[i] == '_')) ++i;
  if (i == line.size() || line[i] != ':') return std::nullopt;
  tag t;
  t.name = std::string(line.substr(name_start, i - name_start));
  std::size_t v = i + 1;
  while (v < line.size() && is_space(line[v])) ++v;
  std::size_t end = line.size();
  while (end > v && is_space(line[end - 1])) --end;
  t.value = std::string(line.substr(v, end - v));
  return t;
}

result<record, error> read(std::string_view text) {
  record rec;
  const std::vector<std::string_view> lines = lines_of(text);
  bool content = false;           // a diagram or a turn line was read
  bool after_bare_label = false;  // the last turn line was a label alone
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const std::string_view line = lines[k];
    const int line_no = static_cast<int>(k) + 1;
    std::size_t i = first_non_blank(line, k == 0);
    if (i == line.size() || line[i] == '#') continue;
    auto fail = [&](std::size_t col, std::string turn, std::string message, error_kind kind) {
      return failure_t{error{line_no, static_cast<int>(col) + 1, std::move(turn), std::move(message), kind}};
    };
    // Header lines stand before the moves (the arimaa.com game page export).
    if (!content) {
      if (std::optional<tag> h = read_tag(line)) {
        h->line = line_no;
        rec.tags.push_back(std::move(*h));
        continue;
      }
    }
    if (line[i] == '+' && after_bare_label && is_border(line, i))
      return fail(i, rec.turns.back().label(), "a board diagram stands only at the start of a record", error_kind::bad_diagram);
    turn_line t;
    if (auto e = read_label(line, line_no, i, t)) return failure_t{std::move(*e)};
    const std::string label = t.label();
    // A label alone on the first line, with a border below it: the start diagram.
    if (!content && rest_is_blank(line, i) && k + 1 < lines.size() &&
        is_border(lines[k + 1], first_non_blank(lines[k + 1], false))) {
      diagram d;
      if (auto e = read_diagram(lines, k, t, d)) return failure_t{std::move(*e)};
      rec.diagram = std::move(d);
      content = true;
      continue;
    }
    content = true;
    std::string_view keyword;
    while (true) {
      while (i < line.size() && is_space(line[i])) ++i;
      if (i == line.size()) break;
      const std::size_t start = i;
      while (i < line.size() && !is_space(line[i])) ++i;
      const std::string_view tok = line.substr(start, i - start);
      if (!keyword.empty()) return fail(start, label, quoted(keyword) + " stands alone on its line", error_kind::bad_token);
      if (tok == "takeback" || tok == "resign" || tok == "resigns" || tok == "pass") {
        if (!t.items.empty()) return fail(start, label, quoted(tok) + " stands alone on its line", error_kind::bad_token);
        t.k = tok == "takeback" ? turn_line::kind::takeback
              : tok == "pass"   ? turn_line::kind::pass
                                : turn_line::kind::resign;
        keyword = tok;
        continue;
      }
      const auto p = tok.empty() ? std::nullopt : piece_of_letter(tok[0]);
      const auto sq = tok.size() >= 3 ? parse_square(tok[1], tok[2]) : std::nullopt;
      if (!p || !sq || tok.size() > 4)
        return fail(start, label,
                    "unknown token " + quoted(tok) +
                        " (expected a placement such as Ra1, a step such as Ee2n or a capture such as cf3x)",
                    error_kind::bad_token);
      item it;
      it.what = *p;
      it.where = *sq;
      it.column = static_cast<int>(start) + 1;
      if (tok.size() == 3) {
        it.k = item::kind::placement;
      } else if (tok[3] == 'x') {
        it.k = item::kind::capture;
      } else if (tok[3] == 'n' || tok[3] == 's' || tok[3] == 'e' || tok[3] == 'w') {
        it.k = item::kind::step;
        it.dir = tok[3] == 'n' ? direction::north : tok[3] == 's' ? direction::south : tok[3] == 'e' ? direction::east : direction::west;
      } else {
        return fail(start + 3, label, "a step ends with n, s, e or w, a capture with x", error_kind::bad_token);
      }
      if (!t.items.empty() && ((t.items.front().k == item::kind::placement) != (it.k == item::kind::placement)))
        return fail(start, label, "a line holds either placements (a setup) or steps, not both", error_kind::bad_token);
      t.items.push_back(it);
    }
    after_bare_label = t.k == turn_line::kind::moves && t.items.empty();
    rec.turns.push_back(std::move(t));
  }
  // Header lines belong to the turns after them: alone, they are no game (and no line to skip).
  if (!content && !rec.tags.empty())
    return failure_t{error{rec.tags.back().line, 1, "",
                           "header lines such as 'GameId: 100' stand before the turns of their game, and no turn follows",
                           error_kind::bad_label}};
  return rec;
}

namespace {

std::pair<int, color> next_label(int number, color side) {
  return side == color::gold ? std::pair{number, color::silver} : std::pair{number + 1, color::gold};
}

// A setup the rules refuse that can still be laid out on the board: the mover's pieces, each on
// its own square, in the mover's setup turn (more or fewer than 16 pieces, or off the home rows:
// what AEI's strict setup refuses).
bool can_be_laid(const position& before, const move& m) {
  if (!before.in_setup()) return false;
  bitboard used = 0;
  for (const step& s : m.steps()) {
    if (s.piece().c != before.to_move() || (used & bit(s.to)) != 0) return false;
    used |= bit(s.to);
  }
  return true;
}

// Builds the move of a turn line from `before` and checks it against the rules of movement. A turn
// the rules forbid that can be made on the board (more than 4 steps each possible on the board,
// steps that are no simple step, push or pull, a setup that can be laid out) is no error: `illegal`
// receives why (the turn ends the record: facts::illegal_turn).
// `captures_written`: a capture must be written right after the step that caused it (records);
// off, it may be left out (a turn typed by hand: the board tells).
std::optional<error> move_of(const turn_line& t, const position& before, move& m, std::string& illegal,
                             bool captures_written = true) {
  const std::string label = t.label();
  auto fail = [&](int column, std::string message, error_kind kind) {
    return error{t.line, column, label, std::move(message), kind};
  };
  m = move{};
  if (t.k == turn_line::kind::pass) {
    if (before.in_setup()) return fail(t.column, "the first turn of each side is a setup", error_kind::illegal_setup);
    return std::nullopt;
  }
  if (t.items.front().k == item::kind::placement) {
    m.is_setup = true;
    for (const item& it : t.items) {
      if (m.count == 16) return fail(it.column, "a setup places 16 pieces", error_kind::illegal_setup);
      m.push_back(make_step(it.what, it.where, it.where));
    }
    if (std::string e = check_move(before, m); !e.empty()) {
      if (!can_be_laid(before, m)) return fail(t.items.front().column, "illegal setup: " + e, error_kind::illegal_setup);
      illegal = "illegal setup: " + e;
    }
    return std::nullopt;
  }
  if (before.in_setup())
    return fail(t.items.front().column, "the first turn of each side is a setup", error_kind::illegal_setup);
  position sim = before;
  std::array<int, std::tuple_size_v<decltype(m.items)>> columns{};
  for (std::size_t j = 0; j < t.items.size(); ++j) {
    const item& it = t.items[j];
    if (it.k == item::kind::capture)
      return fail(it.column, "no piece is captured on " + square_name(it.where) + " here", error_kind::bad_capture);
    if (m.count == m.items.size()) return fail(it.column, "a move has at most 4 steps", error_kind::illegal_step);
    const square to = neighbour(it.where, it.dir);
    if (to < 0) return fail(it.column, "the step leaves the board", error_kind::illegal_step);
    const step s = make_step(it.what, it.where, to);
    if (std::string e = check_step_geometry(sim, s); !e.empty()) return fail(it.column, e, error_kind::illegal_step);
    columns[m.count] = it.column;
    m.push_back(s);
    if (const capture c = sim.apply_step(s)) {
      const std::string expected_token = piece_square(c.what, c.where, 'x');
      const bool written = j + 1 < t.items.size() && t.items[j + 1].k == item::kind::capture;
      if (!written && !captures_written) continue;
      if (!written || !(t.items[j + 1].what == c.what) || t.items[j + 1].where != c.where) {
        const int col = j + 1 < t.items.size() ? t.items[j + 1].column : it.column;
        return fail(col, "the capture " + expected_token + " must be written right after " + write_step(s),
                    error_kind::bad_capture);
      }
      ++j;
    }
  }
  // Every step was possible on the board: a turn the rules forbid is an illegal turn, not an error.
  if (std::string e = check_move(before, m); !e.empty()) illegal = "illegal move: " + e;
  return std::nullopt;
}

}  // namespace

result<move, std::string> read_turn(const position& before, std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && is_space(text[i])) ++i;
  const bool labelled = i < text.size() && text[i] >= '0' && text[i] <= '9';
  // A label of the side to move stands before the tokens when none is written (its number is not checked).
  const std::string prefix = labelled ? "" : turn_label(1, before.to_move()) + " ";
  const std::string line = prefix + std::string(text);
  if (line.find_first_of("\n\r") != std::string::npos) return failure{std::string("a turn is one line")};
  const auto fail = [&](const error& e) {
    const int column = e.column - static_cast<int>(prefix.size());
    return failure{(column > 0 ? "column " + std::to_string(column) + ": " : std::string()) + e.message};
  };
  auto rec = read(line);
  if (!rec) return fail(rec.error());
  if (rec->turns.size() != 1 || rec->diagram) return failure{std::string("expected one turn")};
  const turn_line& t = rec->turns.front();
  if (t.side != before.to_move())
    return failure{std::string("the label names the side not to move")};
  if (t.k == turn_line::kind::takeback) return failure{std::string("a takeback is no turn (pop() takes a turn back)")};
  if (t.k == turn_line::kind::resign) return failure{std::string("a resignation is no turn")};
  if (t.k == turn_line::kind::moves && t.items.empty())
    return failure{std::string("expected the steps of a turn (Ee2n Ee3n), a setup (Ra1 Rb1 ...) or pass")};
  move m;
  std::string illegal;
  if (auto e = move_of(t, before, m, illegal, false)) return fail(*e);
  if (!illegal.empty()) return failure{std::move(illegal)};
  return m;
}

result<resolved, error> resolve(const record& r, const position& start, const read_options& options) {
  resolved out;
  out.start = r.diagram ? r.diagram->start : start;
  std::optional<std::pair<int, color>> expected;
  if (r.diagram) expected = std::pair{r.diagram->number, r.diagram->start.to_move()};
  else if (start.in_setup()) expected = std::pair{1, start.to_move()};
  std::vector<position> before{out.start};   // the position before each standing move, and the last
  std::vector<std::pair<int, color>> labels;  // the label of each standing move
  bool resigned = false;
  std::optional<std::size_t> stopped;  // a label with no move was read (its index)
  for (std::size_t index = 0; index < r.turns.size(); ++index) {
    const turn_line& t = r.turns[index];
    const std::string label = t.label();
    auto fail = [&](int column, std::string message, error_kind kind) {
      return failure_t{error{t.line, column, label, std::move(message), kind}};
    };
    const bool bare = t.k == turn_line::kind::moves && t.items.empty();
    if (out.illegal_turn) {  // the turns after an illegal one are void
      if (!bare) ++out.void_turns;
      continue;
    }
    if (resigned || stopped) {
      if (bare) continue;
      return fail(t.column,
                  resigned ? "a turn after the end of the game"
                           : "a turn after turn " + r.turns[*stopped].label() + ", which has no move",
                  error_kind::unexpected_turn);
    }
    const std::pair<int, color> here{t.number, t.side};
    // The same label again: a refused or withdrawn move followed by the one that stands.
    if (expected && here != *expected && !labels.empty() && here == labels.back() &&
        t.k != turn_line::kind::takeback) {
      if (!options.repeated_turn_replaces)
        return fail(t.column,
                    "expected turn " + turn_label(expected->first, expected->second, t.old_letters) + ", found " +
                        label + " written again (first on line " + std::to_string(r.turns[out.lines.back()].line) +
                        "); the notation withdraws a turn with a takeback line",
                    error_kind::unexpected_turn);
      out.moves.pop_back();
      out.lines.pop_back();
      before.pop_back();
      expected = labels.back();
      labels.pop_back();
    }
    if (expected) {
      if (here != *expected)
        return fail(t.column, "expected turn " + turn_label(expected->first, expected->second, t.old_letters) + ", found " + label,
                    error_kind::unexpected_turn);
    } else if (t.side != start.to_move()) {
      return fail(t.column, "the first turn must be " + std::string(start.to_move() == color::gold ? "gold's" : "silver's"),
                  error_kind::unexpected_turn);
    }
    if (t.k == turn_line::kind::takeback) {
      if (labels.empty()) return fail(t.column, "there is no turn to take back", error_kind::bad_takeback);
      out.moves.pop_back();
      out.lines.pop_back();
      before.pop_back();
      expected = labels.back();
      labels.pop_back();
      continue;
    }
    if (t.k == turn_line::kind::resign) {
      out.resignation = index;
      resigned = true;
      continue;
    }
    if (bare) {
      stopped = index;
      continue;
    }
    move m;
    std::string illegal;
    if (auto e = move_of(t, before.back(), m, illegal)) return failure_t{std::move(*e)};
    if (!illegal.empty()) {
      out.illegal_turn = out.moves.size();
      out.illegal_why = std::move(illegal);
    }
    before.push_back(arimaa::play(before.back(), m));
    out.moves.push_back(m);
    out.lines.push_back(index);
    labels.push_back(here);
    expected = next_label(t.number, t.side);
  }
  return out;
}

namespace {

// Why the game ended with verdict `v` of rule set `rs`, from the rule that gave it (its entry, not
// its name): a goal or elimination fact; a third occurrence or an unchanged position, for which aei
// makes the mover lose (result i); else an immobilization.
reason reason_of(std::size_t rs, const verdict& v) {
  reason why = reason::immobilization;
  rule_sets.visit(rs, [&](const auto& set) {
    set.for_each_rule_entry([&](std::size_t i, const auto& rule) {
      using rule_type = std::remove_cvref_t<decltype(rule)>;
      if (i != v.rule_index) return;
      if constexpr (std::is_same_v<rule_type, repetita::rules::nfold>) {
        why = reason::illegal_move;
      } else if constexpr (std::is_same_v<rule_type, repetita::rules::on_fact>) {
        if ((rule.facts & (facts::mover_goal | facts::to_move_goal)) != 0) why = reason::goal;
        if ((rule.facts & (facts::mover_no_rabbit | facts::to_move_no_rabbit)) != 0) why = reason::elimination;
        if ((rule.facts & (facts::unchanged | facts::illegal_turn)) != 0) why = reason::illegal_move;
      }
    });
  });
  return why;
}

}  // namespace

result<game_result, error> replay(const record& r, std::string_view rule_set, const position& start,
                                  const read_options& options) {
  const auto rs = find_rule_set(rule_set);
  if (!rs) return failure_t{error{0, 0, "", "no Arimaa rule set is called " + quoted(rule_set), error_kind::no_rule_set}};
  auto resolved_turns = resolve(r, start, options);
  if (!resolved_turns) return failure_t{resolved_turns.error()};
  const resolved& res = resolved_turns.value();
  basic_referee<registry_type> ref(rule_sets, res.start, *rs);
  game_result out;
  const auto after_the_end = [&](std::size_t index) {
    const turn_line& t = r.turns[index];
    return failure_t{error{t.line, t.column, t.label(), "a turn after the end of the game", error_kind::unexpected_turn}};
  };
  for (std::size_t k = 0; k < res.moves.size(); ++k) {
    if (out.winner) return after_the_end(res.lines[k]);
    const color mover = ref.current().to_move();
    const verdict v = ref.play(res.moves[k], ply_facts(res.illegal_turn == k ? facts::illegal_turn : 0));
    out.moves.push_back(res.moves[k]);
    if (v.kind == verdict_kind::illegal_move) {
      out.winner = opponent(mover);
      out.why = reason::illegal_move;
      out.ply = ref.ply();
      out.decisive = v;
    } else if (const verdict& end = ref.outcome()) {
      out.winner = opponent(static_cast<color>(end.who));
      out.why = reason_of(*rs, end);
      out.ply = end.ply;
      out.decisive = end;
    }
  }
  if (res.resignation) {
    if (out.winner) return after_the_end(*res.resignation);
    out.winner = opponent(r.turns[*res.resignation].side);
    out.why = reason::resignation;
    out.ply = ref.ply();
  }
  out.final_position = ref.current();
  return out;
}

result<game_result, error> replay(std::string_view text, std::string_view rule_set, const position& start,
                                  const read_options& options) {
  auto r = read(text);
  if (!r) return failure_t{r.error()};
  return replay(r.value(), rule_set, start, options);
}

}  // namespace repetita::arimaa::notation
