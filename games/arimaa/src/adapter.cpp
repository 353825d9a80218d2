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

namespace {

// The first non-empty value among the tags named (the export's name, then the archive's column).
std::string_view tag_of(const record& r, std::string_view export_name, std::string_view archive_name) {
  for (const std::string_view name : {export_name, archive_name})
    if (const std::string* v = r.tag_value(name); v != nullptr && !v->empty()) return *v;
  return {};
}

}  // namespace

void read_header(const record& r, const resolved& res, record_header& out) {
  out.players = {valid_utf8(tag_of(r, "White", "wusername")), valid_utf8(tag_of(r, "Black", "busername"))};
  out.title.clear();
  for (const std::string_view part : {tag_of(r, "Event", "event"), tag_of(r, "Site", "site"), tag_of(r, "Date", "")}) {
    if (part.empty()) continue;
    if (!out.title.empty()) out.title += ", ";
    out.title += valid_utf8(part);
  }
  if (const std::string_view id = tag_of(r, "GameId", "id"); !id.empty())
    out.title += (out.title.empty() ? "game " : ", game ") + valid_utf8(id);
  if (r.diagram) {
    if (!out.title.empty()) out.title += ", ";
    out.title += "from a diagram, turn " + turn_label(r.diagram->number, r.diagram->start.to_move(), r.diagram->old_letters);
  }
  // The winner as arimaa.com writes it (w or b; g or s since 2008), else the resignation's.
  out.recorded_result.clear();
  const std::string_view code = tag_of(r, "ResultCode", "result");
  if (code == "w" || code == "g") out.recorded_result = player_word(color::gold);
  else if (code == "b" || code == "s") out.recorded_result = player_word(color::silver);
  else if (res.resignation) out.recorded_result = player_word(opponent(r.turns[*res.resignation].side));
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

// Takes the next line of `head` that is neither blank nor a '#' comment into `line` (its leading
// blanks removed) and drops it from `head`; false when none is left.
bool next_significant_line(std::string_view& head, std::string_view& line) noexcept {
  while (!head.empty()) {
    const std::size_t end = std::min(head.find('\n'), head.size());
    line = head.substr(0, end);
    head.remove_prefix(std::min(end + 1, head.size()));
    std::size_t i = 0;
    while (i < line.size() && blank(line[i])) ++i;
    line.remove_prefix(i);
    if (!line.empty() && line.front() != '#') return true;
  }
  return false;
}

}  // namespace

bool adapter::owns(std::string_view head) noexcept {
  if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
  if (notation::is_archive_header(head.substr(0, head.find('\n')))) return true;
  bool tags = false;
  for (std::string_view line; next_significant_line(head, line);) {
    if (notation::read_tag(line)) {
      tags = true;
      continue;
    }
    bool bare = false;
    return tags && is_turn_line(line, bare) && !bare;
  }
  return false;
}

bool adapter::looks_like(std::string_view head) noexcept {
  if (owns(head)) return true;
  if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
  for (std::string_view line; next_significant_line(head, line);) {
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
    : text_(text), file_(file), first_line_(first_line), options_{.repeated_turn_replaces = options.lenient} {
  // An archive is never cut into chunks (game_boundaries), so its column line heads the text.
  archive_ = notation::read_archive_header(text_.substr(0, text_.find('\n')));
  if (archive_) {
    line_start_ = std::min(text_.find('\n'), text_.size()) + 1;
    line_ = 1;
  }
}

read_status adapter::reader::read(record& out, record_error& error) {
  if (archive_) return archive_game(out, error);
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
  return finish(text, {}, first_line, out, error, [&](const notation::error& e) {
    return notation::to_record_error(e, text, first_line, games_, file_);
  });
}

read_status adapter::reader::archive_game(record& out, record_error& error) {
  while (line_start_ < text_.size()) {
    std::size_t end = text_.find('\n', line_start_);
    if (end == std::string_view::npos) end = text_.size();
    const std::string_view line = text_.substr(line_start_, end - line_start_);
    const std::uint64_t line_number = first_line_ + line_;
    line_start_ = end + 1;
    ++line_;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    ++games_;
    const auto fields = notation::archive_fields(line, *archive_);
    if (!fields) {
      const notation::error e{1, 1, "",
                              "an archive line has the " + std::to_string(archive_->names.size()) +
                                  " tab-separated columns of the archive's first line",
                              notation::error_kind::bad_archive_line};
      error = notation::to_record_error(e, line, line_number, games_, file_);
      return read_status::error;
    }
    // The columns as tags, but the moves and the server's log (`events`, most of the archive's bytes,
    // which nothing reads).
    std::vector<notation::tag> tags;
    for (std::size_t c = 0; c < fields->size(); ++c)
      if (c != archive_->movelist && archive_->names[c] != "events")
        tags.push_back({archive_->names[c], std::string((*fields)[c]), 1});
    const std::string_view field = (*fields)[archive_->movelist];
    const notation::archive_moves moves = notation::unescape_moves(field);
    const std::size_t field_offset = static_cast<std::size_t>(field.data() - line.data());
    // An error's line and column in the unescaped moves, as a column of the archive line.
    return finish(moves.text, std::move(tags), line_number, out, error, [&](const notation::error& e) {
      notation::error at = e;
      if (e.line > 0) {
        std::size_t offset = 0;
        for (int l = 1; l < e.line && offset < moves.text.size(); ++l)
          offset = std::min(moves.text.find('\n', offset), moves.text.size()) + 1;
        offset += static_cast<std::size_t>(e.column > 0 ? e.column - 1 : 0);
        const std::size_t in_field = offset < moves.origin.size() ? moves.origin[offset] : field.size();
        at.line = 1;
        at.column = static_cast<int>(field_offset + in_field) + 1;
      }
      return notation::to_record_error(at, line, line_number, games_, file_);
    });
  }
  return read_status::end;
}

template <class ToError>
read_status adapter::reader::finish(std::string_view text, std::vector<notation::tag> tags, std::uint64_t first_line,
                                    record& out, record_error& error, const ToError& to_error) {
  auto parsed = notation::read(text);
  std::optional<notation::error> anomaly;  // the error after which the text is no game
  auto resolved = parsed ? notation::resolve(parsed.value(), position{}, options_)
                         : result<notation::resolved, notation::error>(failure<notation::error>{parsed.error()});
  if (!resolved) {
    // The turns before the error's line may be a game that ended before it (the rule sets judge
    // that: record_anomaly.hpp). Read them alone; the error stays the record's anomaly.
    const notation::error e = resolved.error();
    if (e.line <= 1) {
      error = to_error(e);
      return read_status::error;
    }
    std::size_t end = 0;
    for (int l = 1; l < e.line && end < text.size(); ++l) end = std::min(text.find('\n', end), text.size()) + 1;
    parsed = notation::read(text.substr(0, end));
    resolved = parsed ? notation::resolve(parsed.value(), position{}, options_)
                      : result<notation::resolved, notation::error>(failure<notation::error>{parsed.error()});
    if (!resolved || resolved.value().moves.empty()) {
      error = to_error(e);
      return read_status::error;
    }
    anomaly = e;
  }
  notation::record& r = parsed.value();
  if (!tags.empty()) r.tags = std::move(tags);
  // The record starts at its first header line (an archive's game: its line), else at its first label.
  const int first = !r.tags.empty() ? r.tags.front().line
                    : r.diagram     ? r.diagram->line
                    : r.turns.empty() ? 1
                                      : r.turns.front().line;
  out.line_ = first_line - 1 + static_cast<std::uint64_t>(first);
  out.game_ = games_;
  out.anomaly_.reset();
  if (anomaly) out.anomaly_ = record_anomaly{to_error(*anomaly), static_cast<ply_t>(resolved.value().moves.size() + 1)};
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
