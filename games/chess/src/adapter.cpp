#include <repetita/chess/adapter.hpp>

#include <repetita/chess/fen.hpp>
#include <repetita/chess/san.hpp>
#include <repetita/chess/uci.hpp>
#include <repetita/records/valid_utf8.hpp>

#include <utility>

namespace repetita::chess {

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

bool adapter::looks_like(std::string_view head) noexcept {
  if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
  const auto start = head.find_first_not_of(" \t\r\n\v\f");
  if (start == std::string_view::npos) return false;
  head.remove_prefix(start);
  const char c = head.front();
  if (c == '[' || c == '{' || c == ';' || c == '%' || c == '*') return true;
  std::size_t digits = 0;
  while (digits < head.size() && head[digits] >= '0' && head[digits] <= '9') ++digits;
  return digits > 0 && digits < head.size() && (head[digits] == '.' || head[digits] == '-' || head[digits] == '/');
}

std::string_view adapter::result_text(const verdict& end) noexcept {
  switch (end.kind) {
    case verdict_kind::draw: return "1/2-1/2";
    case verdict_kind::loss: return end.who == 0 ? "0-1" : end.who == 1 ? "1-0" : "*";
    default: return "*";
  }
}

result<move, std::string> adapter::parse_move(const position& p, std::string_view text) {
  auto parsed = parse_san(p, text, san_mode::lenient);
  if (!parsed) return failure{parsed.error().message};
  if (parsed->is_null()) return failure{std::string("a null move cannot be written to claim")};
  return *parsed;
}

std::string adapter::write_move(const position& p, move m) { return write_san(p, m); }

result<position, std::string> adapter::read_position(std::string_view text) {
  auto parsed = parse_fen(text, fen_options{.lenient = true});
  if (!parsed)
    return failure{"bad FEN: " + std::string(to_string(parsed.error().kind)) + " at column " +
                   std::to_string(parsed.error().column) + ": " + parsed.error().message};
  return *parsed;
}

std::string adapter::write_position(const position& p) { return write_fen(p); }

board_diagram adapter::diagram(const position& p) {
  board_diagram d;
  d.resize(8, 8);
  for (int f = 0; f < 8; ++f) d.file_labels.emplace_back(1, file_char(f));
  for (int r = 7; r >= 0; --r) {
    d.rank_labels.emplace_back(1, rank_char(r));
    for (int f = 0; f < 8; ++f) {
      const piece pc = p.piece_on(make_square(f, r));
      if (pc != piece::none) d.put(f, 7 - r, std::string(1, piece_char(pc)), color_of(pc) == color::white ? 0 : 1);
    }
  }
  d.caption = write_fen(p);
  return d;
}

result<move, std::string> adapter::read_move(const position& p, std::string_view text) {
  auto san = parse_move(p, text);
  if (san) return san;
  if (auto uci = parse_uci(p, text)) return *uci;
  return san;
}

std::string title_of(const pgn_game& game) {
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

void adapter::record::header(record_header& out) const {
  out.game = game_.game_number;
  out.line = game_.line + line_offset_;
  out.players[0] = valid_utf8(game_.tag("White").value_or(""));
  out.players[1] = valid_utf8(game_.tag("Black").value_or(""));
  out.title = title_of(game_);
  out.recorded_result = game_.result;
  out.plies = static_cast<ply_t>(game_.moves.size());
  out.nonstandard_moves = game_.overdisambiguated;
}

std::string adapter::record::move_label(std::size_t i, std::string_view text) const {
  const bool black_starts = game_.start.side_to_move() == color::black;
  const std::size_t half = i + (black_starts ? 1 : 0);
  const std::size_t number = game_.start.fullmove_number() + half / 2;
  std::string out = std::to_string(number);
  out += half % 2 == 0 ? "." : "...";
  out += text;
  return out;
}

namespace {
pgn_options reading(const read_options& options) {
  // The default (tolerant) accepts over-disambiguated SAN; strict rejects it as the standard does.
  pgn_options out = options.lenient ? pgn_options::lenient() : options.strict ? pgn_options::strict() : pgn_options{};
  out.keep_positions = true;  // record::play pushes them
  out.keep_annotations = options.annotations;
  return out;
}
}  // namespace

adapter::reader::reader(std::string_view text, const std::string& file, std::uint64_t first_line,
                        const read_options& options)
    : reader_(text, file, reading(options)), line_offset_(first_line - 1) {}

read_status adapter::reader::read(record& out, record_error& error) {
  switch (reader_.read(out.game_, error_)) {
    case pgn_reader::status::end: return read_status::end;
    case pgn_reader::status::error:
      error = to_record_error(error_);
      if (error.line > 0) error.line += line_offset_;
      return read_status::error;
    case pgn_reader::status::game: break;
  }
  out.line_offset_ = line_offset_;
  return read_status::record;
}

reading_place adapter::reader::place() const {
  reading_place at = *reader_.place();  // the reader reads a text in place
  at.line += line_offset_;
  return at;
}

record_error to_record_error(const pgn_error& error) {
  record_error out;
  out.file = error.file;
  out.line = error.line;
  out.column = error.column;
  out.kind = std::string(to_string(error.kind));
  if (error.san_kind) out.kind += " (" + std::string(to_string(*error.san_kind)) + ')';
  if (error.fen_kind) out.kind += " (" + std::string(to_string(*error.fen_kind)) + ')';
  out.message = error.message;
  out.game = error.game_number;
  out.text = error.move_text;
  return out;
}

static_assert(check_record_adapter<adapter>());

static_assert(adapter_draws<adapter>, "the adapter draws its positions for reports");
static_assert(adapter_reads_ranges<adapter>, "the CLI reads byte ranges of PGN with the reader alone");

}  // namespace repetita::chess
