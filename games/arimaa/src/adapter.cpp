#include <repetita/arimaa/adapter.hpp>

#include <repetita/records/valid_utf8.hpp>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>

namespace repetita::arimaa {

namespace notation {

std::string_view player_word(color c) noexcept { return c == color::gold ? "gold" : "silver"; }

std::string turn_text(const turn_line& t) {
  switch (t.k) {
    case turn_line::kind::pass: return "pass";
    case turn_line::kind::takeback: return "takeback";
    case turn_line::kind::resign: return "resign";
    case turn_line::kind::moves: break;
  }
  // The reader accepts each token in exactly one spelling, so rebuilding it gives what was written.
  std::string out;
  for (const item& it : t.items) {
    if (!out.empty()) out += ' ';
    out += letter(it.what);
    out += square_name(it.where);
    if (it.k == item::kind::step) out += letter(it.dir);
    if (it.k == item::kind::capture) out += 'x';
  }
  return out;
}

void read_header(const record& r, const resolved& res, record_header& out) {
  out.players = {};
  out.title.clear();
  if (r.diagram) out.title = "from a diagram, turn " + turn_label(r.diagram->number, r.diagram->start.to_move(), r.diagram->old_letters);
  out.recorded_result.clear();
  if (res.resignation) out.recorded_result = player_word(opponent(r.turns[*res.resignation].side));
  out.plies = static_cast<ply_t>(res.moves.size());
}

record_error to_record_error(const error& e, std::string_view text, std::uint64_t first_line, std::uint64_t game,
                             const std::string& file) {
  record_error out;
  out.file = file;
  out.kind = std::string(to_string(e.kind));
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

}  // namespace notation

namespace {

bool blank(char c) noexcept { return c == ' ' || c == '\t' || c == '\r'; }

// True if `line` (blanks trimmed at its start) is a turn line: a label "<number><g|s|w|b>", then
// the end of the line or a token the notation reader knows (a placement, step or capture, or a
// keyword). `bare` is set for a label alone.
bool is_turn_line(std::string_view line, bool& bare) noexcept {
  std::size_t d = 0;
  while (d < line.size() && line[d] >= '0' && line[d] <= '9') ++d;
  if (d == 0 || d == line.size()) return false;
  const char side = line[d];
  if (side != 'g' && side != 's' && side != 'w' && side != 'b') return false;
  std::size_t t = d + 1;
  if (t < line.size() && !blank(line[t])) return false;
  while (t < line.size() && blank(line[t])) ++t;
  bare = t == line.size();
  if (bare) return true;
  std::size_t end = t;
  while (end < line.size() && !blank(line[end])) ++end;
  const std::string_view token = line.substr(t, end - t);
  if (token == "takeback" || token == "resign" || token == "resigns" || token == "pass") return true;
  if (token.size() < 3 || token.size() > 4 || !piece_of_letter(token[0])) return false;
  if (token[1] < 'a' || token[1] > 'h' || token[2] < '1' || token[2] > '8') return false;
  return token.size() == 3 || std::string_view("nsewx").find(token[3]) != std::string_view::npos;
}

}  // namespace

bool adapter::looks_like(std::string_view head) noexcept {
  if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
  while (!head.empty()) {
    const std::size_t end = std::min(head.find('\n'), head.size());
    std::string_view line = head.substr(0, end);
    head.remove_prefix(std::min(end + 1, head.size()));
    std::size_t i = 0;
    while (i < line.size() && blank(line[i])) ++i;
    line.remove_prefix(i);
    if (line.empty() || line.front() == '#') continue;
    bool bare = false;
    if (!is_turn_line(line, bare)) return false;
    if (!bare) return true;
    const std::size_t next = head.find_first_not_of(" \t");
    return next != std::string_view::npos && head.substr(next, 2) == "+-";
  }
  return false;
}

std::string_view adapter::result_text(const verdict& end) noexcept {
  if (end.kind == verdict_kind::loss && end.who <= 1)
    return notation::player_word(end.who == 0 ? color::silver : color::gold);
  return "*";
}

board_diagram adapter::diagram(const position& p) {
  board_diagram d;
  d.resize(8, 8);
  for (int f = 0; f < 8; ++f) d.file_labels.emplace_back(1, static_cast<char>('a' + f));
  for (int r = 7; r >= 0; --r) {
    d.rank_labels.emplace_back(1, static_cast<char>('1' + r));
    for (int f = 0; f < 8; ++f) {
      const square s = r * 8 + f;
      if ((traps & bit(s)) != 0) d.marked.push_back((7 - r) * 8 + f);
      if (const std::optional<piece> pc = p.at(s))
        d.put(f, 7 - r, std::string(1, letter(*pc)), pc->c == color::gold ? 0 : 1);
    }
  }
  d.caption = std::string(p.to_move() == color::gold ? "Gold" : "Silver") + " to move";
  return d;
}

std::string adapter::claims_unsupported(const std::string& file) {
  return "'repetita check' judges draw claims, and Arimaa has none: a third occurrence is an illegal move (" + file +
         " is an Arimaa record); 'repetita analyze' lists the illegal moves and the ends of the game";
}

void adapter::record::header(record_header& out) const {
  out.game = game_;
  out.line = line_;
  notation::read_header(record_, resolved_, out);
}

void adapter::record::describe(std::size_t i, std::string& text, std::string& label) const {
  const notation::turn_line& t = record_.turns[resolved_.lines[i]];
  text = notation::turn_text(t);
  label = t.label() + ' ' + text;
}

adapter::reader::reader(std::string_view text, const std::string& file, std::uint64_t first_line,
                        const read_options& options)
    : text_(text), file_(file), first_line_(first_line), options_{.repeated_turn_replaces = options.lenient} {}

read_status adapter::reader::read(record& out, record_error& error) {
  while (line_start_ < text_.size()) {
    std::size_t end = text_.find('\n', line_start_);
    if (end == std::string_view::npos) end = text_.size();
    const bool had_game = boundaries_.has_game();
    const auto cut = boundaries_.feed(text_.substr(line_start_, end - line_start_));
    const std::size_t line_start = line_start_;
    const std::size_t previous_line_start = previous_line_start_;
    const std::uint64_t line = line_;
    previous_line_start_ = line_start_;
    line_start_ = end + 1;
    ++line_;
    if (cut != notation::game_boundaries::cut::none && had_game) {
      // The boundaries state already counts the new game's first line(s): read the previous game
      // (it has a label or diagram: a cut is only reported then), and the next starts at the cut.
      const bool here = cut == notation::game_boundaries::cut::here;
      const std::size_t at = here ? line_start : previous_line_start;
      const std::size_t begin = game_start_;
      const std::uint64_t begin_line = game_line_;
      game_start_ = at;
      game_line_ = here ? line : line - 1;
      return game(begin, at, begin_line, out, error);
    }
  }
  if (done_) return read_status::end;
  done_ = true;
  if (!boundaries_.has_game()) return read_status::end;  // only blanks and comments
  return game(game_start_, text_.size(), game_line_, out, error);
}

read_status adapter::reader::game(std::size_t begin, std::size_t end, std::uint64_t line, record& out,
                                  record_error& error) {
  ++games_;
  const std::string_view text = text_.substr(begin, end - begin);
  const std::uint64_t first_line = first_line_ + line;
  auto parsed = notation::read(text);
  if (!parsed) {
    error = notation::to_record_error(parsed.error(), text, first_line, games_, file_);
    return read_status::error;
  }
  auto resolved = notation::resolve(parsed.value(), position{}, options_);
  if (!resolved) {
    error = notation::to_record_error(resolved.error(), text, first_line, games_, file_);
    return read_status::error;
  }
  const notation::record& r = parsed.value();
  out.line_ = first_line - 1 +
              static_cast<std::uint64_t>(r.diagram ? r.diagram->line : r.turns.empty() ? 1 : r.turns.front().line);
  out.game_ = games_;
  out.record_ = std::move(parsed.value());
  out.resolved_ = std::move(resolved.value());
  out.watcher_.clear();  // a new game: no turn seen (play restarts it at turn 0 too)
  return read_status::record;
}

static_assert(check_record_adapter<adapter>());

static_assert(adapter_draws<adapter>, "the adapter draws its positions for reports");

}  // namespace repetita::arimaa

namespace repetita::arimaa {

result<position, std::string> adapter::read_position(std::string_view text) {
  const auto fail = [](const notation::error& e) {
    return failure{"bad Arimaa start: " + e.to_string() +
                   " (a record's text: an optional board diagram, then turn lines such as 1g Ra1 Rb1 ...)"};
  };
  auto rec = notation::read(text);
  if (!rec) return fail(rec.error());
  auto turns = notation::resolve(*rec);
  if (!turns) return fail(turns.error());
  if (turns->illegal_turn)
    return failure{"bad Arimaa start: turn " + std::to_string(*turns->illegal_turn + 1) + " is illegal: " +
                   turns->illegal_why};
  position p = turns->start;
  for (const move& m : turns->moves) p = arimaa::play(p, m);
  return p;
}

std::string adapter::write_position(const position& p) {
  switch (p.phase()) {
    case phase::gold_setup: return {};
    case phase::silver_setup: {
      move setup;
      setup.is_setup = true;
      for (square s = 0; s < 64; ++s)
        if (const auto piece = p.at(s)) setup.push_back(make_step(*piece, s, s));
      return notation::turn_label(1, color::gold) + " " + notation::write_move(position{}, setup) + "\n";
    }
    case phase::play: break;
  }
  return notation::write_from_diagram(p, 2, {});
}

}  // namespace repetita::arimaa
