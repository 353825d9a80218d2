#include <repetita/records/valid_utf8.hpp>
#include <repetita/xiangqi/adapter.hpp>
#include <repetita/xiangqi/coordinates.hpp>
#include <repetita/xiangqi/encoding.hpp>
#include <repetita/xiangqi/fen.hpp>
#include <repetita/xiangqi/notation.hpp>

#include <array>
#include <string>

namespace repetita::xiangqi {

std::string_view adapter::result_text(const verdict& end) noexcept {
  switch (end.kind) {
    case verdict_kind::draw: return "1/2-1/2";
    case verdict_kind::loss:
      if (end.who == 0) return "0-1";
      if (end.who == 1) return "1-0";
      return "*";
    default: return "*";
  }
}

board_diagram adapter::diagram(const position& p) {
  // Indexed by piece_type: none, king, advisor, elephant, horse, rook, cannon, pawn.
  static constexpr std::array<std::string_view, 8> red{"", "帥", "仕", "相", "傌", "俥", "炮", "兵"};
  static constexpr std::array<std::string_view, 8> black{"", "將", "士", "象", "馬", "車", "砲", "卒"};
  board_diagram d;
  d.resize(files, ranks);
  d.style = board_diagram::grid::intersections;
  d.river_and_palaces = true;
  for (int f = 0; f < files; ++f) d.file_labels.emplace_back(1, static_cast<char>('a' + f));
  for (int r = ranks - 1; r >= 0; --r) {
    d.rank_labels.push_back(std::to_string(r));
    for (int f = 0; f < files; ++f) {
      const piece pc = p.at(make_square(f, r));
      if (pc == no_piece) continue;
      const auto t = static_cast<std::size_t>(type_of(pc));
      const bool is_red = color_of(pc) == color::red;
      d.put(f, ranks - 1 - r, std::string(is_red ? red[t] : black[t]), is_red ? 0 : 1);
    }
  }
  d.caption = "FEN " + to_fen(p);
  return d;
}

std::string adapter::claims_unsupported(const std::string& file) {
  return file + ": the xiangqi rule sets have no draw claims: a repetition ends the game when it occurs "
                "(use `repetita analyze`)";
}

namespace {
bool known(std::string_view s) { return !s.empty() && s != "?" && s != "-"; }
const std::string& tag_or_empty(const pgn_game& g, std::string_view name) {
  static const std::string empty;
  const std::string* v = g.tag(name);
  return v != nullptr ? *v : empty;
}
}  // namespace

void adapter::record::header(record_header& out) const {
  out.game = game_.number;
  out.line = game_.line + line_offset_;
  const std::string* red = game_.tag("Red");
  out.players[0] = valid_utf8(red != nullptr ? *red : tag_or_empty(game_, "White"));
  out.players[1] = valid_utf8(tag_or_empty(game_, "Black"));
  std::string title;
  for (std::string_view part : {std::string_view(tag_or_empty(game_, "Event")),
                                std::string_view(tag_or_empty(game_, "Site")),
                                std::string_view(tag_or_empty(game_, "Date"))}) {
    if (!known(part) || part.find("??") != std::string_view::npos) continue;
    if (!title.empty()) title += ", ";
    title += part;
  }
  out.title = valid_utf8(title);
  out.recorded_result = game_.result;
  out.plies = static_cast<ply_t>(game_.moves.size());
}

void adapter::record::describe(std::size_t i, std::string& text, std::string& label) const {
  text = game_.texts[i];
  const bool black_starts = game_.start.side_to_move() == color::black;
  const std::size_t half = i + (black_starts ? 1 : 0);
  label = std::to_string(game_.start.fullmove_number() + half / 2) + (half % 2 == 0 ? ". " : "... ") + text;
}

namespace {
std::string decoded_or_empty(std::string_view text) {
  if (is_utf8(text)) return {};
  return decode_games(text).value_or(std::string());
}
}  // namespace

adapter::reader::reader(std::string_view text, const std::string& file, std::uint64_t first_line,
                        const read_options& options)
    : decoded_(decoded_or_empty(text)),
      reader_(decoded_.empty() ? text : std::string_view(decoded_), pgn_options{.lenient = options.lenient}),
      file_(file),
      line_offset_(first_line - 1) {}

read_status adapter::reader::read(record& out, record_error& error) {
  switch (reader_.next(out.game_, error_)) {
    case read_status::end: return read_status::end;
    case read_status::error:
      error = to_record_error(error_, file_);
      if (error.line > 0) error.line += line_offset_;
      return read_status::error;
    case read_status::record: break;
  }
  out.in_cycle_ = cycle_plies(out.game_.start, out.game_.positions);
  out.line_offset_ = line_offset_;
  return read_status::record;
}

record_error to_record_error(const pgn_error& error, const std::string& file) {
  record_error out;
  out.file = file;
  out.line = error.line;
  out.column = error.column;
  out.kind = std::string(to_string(error.kind));
  if (error.move_kind) out.kind += " (" + std::string(to_string(*error.move_kind)) + ')';
  if (error.fen_kind) out.kind += " (" + std::string(to_string(*error.fen_kind)) + ')';
  out.message = valid_utf8(error.message);  // bytes of a text that was neither UTF-8 nor GBK
  out.game = error.game;
  out.text = valid_utf8(error.text);
  return out;
}

static_assert(check_record_adapter<adapter>());

static_assert(adapter_draws<adapter>, "the adapter draws its positions for reports");

}  // namespace repetita::xiangqi

namespace repetita::xiangqi {

position adapter::start_position() { return parse_fen(initial_fen).value(); }

result<position, std::string> adapter::read_position(std::string_view text) {
  auto parsed = parse_fen(text);
  if (!parsed)
    return failure{"bad FEN, column " + std::to_string(parsed.error().column) + ": " + parsed.error().message};
  return std::move(parsed).value();
}

std::string adapter::write_position(const position& p) { return to_fen(p); }

result<move, std::string> adapter::read_move(const position& p, std::string_view text) {
  // Each notation in turn; the first that recognises the text's form says what is wrong with it.
  const auto not_its_form = [](const move_error& e) {
    return e.kind == move_error_kind::syntax || e.kind == move_error_kind::unknown_piece;
  };
  const auto why = [&](std::string_view notation, const move_error& e) {
    return failure{std::string(notation) + ", column " + std::to_string(e.column) + ": " + e.message};
  };
  const auto iccs = parse_move(p, text, coordinates::iccs);
  if (iccs) return *iccs;
  if (iccs.error().kind != move_error_kind::syntax) return why("ICCS", iccs.error());
  const auto wxf = parse_wxf(p, text);
  if (wxf) return *wxf;
  if (!not_its_form(wxf.error())) return why("WXF", wxf.error());
  const auto chinese = parse_chinese(p, text);
  if (chinese) return *chinese;
  if (!not_its_form(chinese.error())) return why("Chinese notation", chinese.error());
  return failure{std::string("expected a move in ICCS (h2e2), WXF (C2.5) or Chinese notation (炮二平五)")};
}

std::string adapter::write_move(const position& /*p*/, const move& m) { return xiangqi::write_move(m); }

}  // namespace repetita::xiangqi
