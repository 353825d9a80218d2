#include <repetita/arimaa/notation.hpp>
#include <repetita/arimaa/referee.hpp>

#include <cstddef>
#include <string>
#include <utility>

namespace repetita::arimaa::notation {

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

std::string write(const std::vector<move>& moves, const position& start) {
  std::string out;
  int number = start.in_setup() ? 1 : 2;
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

}  // namespace

result<record, error> read(std::string_view text) {
  record rec;
  int line_no = 0;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view line = text.substr(pos, end - pos);
    ++line_no;
    pos = end + 1;
    std::size_t i = 0;
    while (i < line.size() && is_space(line[i])) ++i;
    if (i == line.size() || line[i] == '#') {
      if (end == text.size()) break;
      continue;
    }
    auto fail = [&](std::size_t col, std::string turn, std::string message) {
      return failure{error{line_no, static_cast<int>(col) + 1, std::move(turn), std::move(message)}};
    };
    turn_line t;
    t.line = line_no;
    t.column = static_cast<int>(i) + 1;
    const std::size_t label_start = i;
    long number = 0;
    while (i < line.size() && line[i] >= '0' && line[i] <= '9') {
      number = number * 10 + (line[i] - '0');
      if (number > 1000000) return fail(label_start, "", "the turn number is too large");
      ++i;
    }
    if (i == label_start || i == line.size() || (line[i] != 'g' && line[i] != 's' && line[i] != 'w' && line[i] != 'b') ||
        (i + 1 < line.size() && !is_space(line[i + 1])))
      return fail(label_start, "", "a turn line starts with a turn number and a side (g, s, w or b), as in 2g");
    if (number == 0) return fail(label_start, "", "turn numbers start at 1");
    t.number = static_cast<int>(number);
    t.side = (line[i] == 'g' || line[i] == 'w') ? color::gold : color::silver;
    t.old_letters = line[i] == 'w' || line[i] == 'b';
    ++i;
    const std::string label = t.label();
    std::string_view keyword;
    while (true) {
      while (i < line.size() && is_space(line[i])) ++i;
      if (i == line.size()) break;
      const std::size_t start = i;
      while (i < line.size() && !is_space(line[i])) ++i;
      const std::string_view tok = line.substr(start, i - start);
      if (!keyword.empty()) return fail(start, label, quoted(keyword) + " stands alone on its line");
      if (tok == "takeback" || tok == "resign" || tok == "resigns" || tok == "pass") {
        if (!t.items.empty()) return fail(start, label, quoted(tok) + " stands alone on its line");
        t.k = tok == "takeback" ? turn_line::kind::takeback
              : tok == "pass"   ? turn_line::kind::pass
                                : turn_line::kind::resign;
        keyword = tok;
        continue;
      }
      const auto p = tok.empty() ? std::nullopt : piece_of_letter(tok[0]);
      const auto sq = tok.size() >= 3 ? parse_square(tok[1], tok[2]) : std::nullopt;
      if (!p || !sq || tok.size() > 4)
        return fail(start, label, "unknown token " + quoted(tok) + " (expected a placement such as Ra1, a step such as Ee2n or a capture such as cf3x)");
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
        return fail(start + 3, label, "a step ends with n, s, e or w, a capture with x");
      }
      if (!t.items.empty() && ((t.items.front().k == item::kind::placement) != (it.k == item::kind::placement)))
        return fail(start, label, "a line holds either placements (a setup) or steps, not both");
      t.items.push_back(it);
    }
    rec.turns.push_back(std::move(t));
    if (end == text.size()) break;
  }
  return rec;
}

namespace {

std::pair<int, color> next_label(int number, color side) {
  return side == color::gold ? std::pair{number, color::silver} : std::pair{number + 1, color::gold};
}

reason reason_of(const verdict& v) {
  if (v.rule == "goal") return reason::goal;
  if (v.rule == "elimination") return reason::elimination;
  return reason::immobilization;
}

}  // namespace

result<game_result, error> replay(const record& r, std::string_view rule_set, const position& start) {
  const auto rs = find_rule_set(rule_set);
  if (!rs) return failure{error{0, 0, "", "no Arimaa rule set is called " + quoted(rule_set)}};
  basic_referee<registry_type> ref(rule_sets, start, *rs, detects_repetition_immobilization[*rs]);
  game_result out;
  std::optional<std::pair<int, color>> expected;
  if (start.in_setup()) expected = std::pair{1, start.to_move()};
  std::vector<std::pair<int, color>> labels;
  bool over = false;
  bool stopped = false;  // a bare label was read
  std::string stopped_at;
  for (const turn_line& t : r.turns) {
    const std::string label = t.label();
    auto fail = [&](int column, std::string message) {
      return failure{error{t.line, column, label, std::move(message)}};
    };
    const bool bare = t.k == turn_line::kind::moves && t.items.empty();
    if (over || stopped) {
      if (bare) continue;
      return fail(t.column, over ? "a turn after the end of the game" : "a turn after turn " + stopped_at + ", which has no move");
    }
    if (expected) {
      if (t.number != expected->first || t.side != expected->second)
        return fail(t.column, "expected turn " + turn_label(expected->first, expected->second, t.old_letters) + ", found " + label);
    } else if (t.side != start.to_move()) {
      return fail(t.column, "the first turn must be " + std::string(start.to_move() == color::gold ? "gold's" : "silver's"));
    }
    if (t.k == turn_line::kind::takeback) {
      if (labels.empty()) return fail(t.column, "there is no turn to take back");
      ref.pop();
      out.moves.pop_back();
      expected = labels.back();
      labels.pop_back();
      continue;
    }
    if (t.k == turn_line::kind::resign) {
      out.winner = opponent(t.side);
      out.why = reason::resignation;
      out.ply = ref.ply();
      over = true;
      continue;
    }
    if (bare) {
      stopped = true;
      stopped_at = label;
      continue;
    }
    move m;
    const position& before = ref.current();
    if (t.k == turn_line::kind::pass) {
      if (before.in_setup()) return fail(t.column, "the first turn of each side is a setup");
    } else if (t.items.front().k == item::kind::placement) {
      m.is_setup = true;
      for (const item& it : t.items) {
        if (m.count == 16) return fail(it.column, "a setup places 16 pieces");
        m.push_back(make_step(it.what, it.where, it.where));
      }
      if (std::string e = check_move(before, m); !e.empty()) return fail(t.items.front().column, "illegal setup: " + e);
    } else {
      if (before.in_setup()) return fail(t.items.front().column, "the first turn of each side is a setup");
      position sim = before;
      std::vector<int> columns;
      for (std::size_t j = 0; j < t.items.size(); ++j) {
        const item& it = t.items[j];
        if (it.k == item::kind::capture)
          return fail(it.column, "no piece is captured on " + square_name(it.where) + " here");
        if (m.count == 4) return fail(it.column, "a move has at most 4 steps");
        const square to = neighbour(it.where, it.dir);
        if (to < 0) return fail(it.column, "the step leaves the board");
        const step s = make_step(it.what, it.where, to);
        if (std::string e = check_step_geometry(sim, s); !e.empty()) return fail(it.column, e);
        m.push_back(s);
        columns.push_back(it.column);
        if (const capture c = sim.apply_step(s)) {
          const std::string expected_token = piece_square(c.what, c.where, 'x');
          if (j + 1 >= t.items.size() || t.items[j + 1].k != item::kind::capture || !(t.items[j + 1].what == c.what) ||
              t.items[j + 1].where != c.where) {
            const int col = j + 1 < t.items.size() ? t.items[j + 1].column : it.column;
            return fail(col, "the capture " + expected_token + " must be written right after " + write_step(s));
          }
          ++j;
        }
      }
      std::size_t bad = 0;
      if (std::string e = check_move(before, m, &bad); !e.empty())
        return fail(columns[bad], "illegal move: " + e);
    }
    const color mover = before.to_move();
    const verdict v = ref.play(m);
    out.moves.push_back(m);
    labels.emplace_back(t.number, t.side);
    expected = next_label(t.number, t.side);
    if (v.kind == verdict_kind::illegal_move) {
      out.winner = opponent(mover);
      out.why = reason::illegal_move;
      out.ply = ref.ply();
      out.decisive = v;
      over = true;
    } else if (const verdict& end = ref.outcome()) {
      out.winner = opponent(static_cast<color>(end.who));
      out.why = reason_of(end);
      out.ply = end.ply;
      out.decisive = end;
      over = true;
    }
  }
  out.final_position = ref.current();
  return out;
}

result<game_result, error> replay(std::string_view text, std::string_view rule_set, const position& start) {
  auto r = read(text);
  if (!r) return failure{r.error()};
  return replay(r.value(), rule_set, start);
}

}  // namespace repetita::arimaa::notation
