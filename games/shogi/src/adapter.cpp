#include <repetita/shogi/adapter.hpp>

#include <repetita/records/valid_utf8.hpp>

#include <algorithm>
#include <array>
#include <string>

namespace repetita::shogi {

std::string_view chunk_format(std::string_view text, std::uint64_t first_line, std::string_view file) {
  if (first_line > 1) {
    for (std::size_t pos = 0; pos < text.size();) {
      const std::size_t end = std::min(text.find('\n', pos), text.size());
      switch (classify_usi_line(text.substr(pos, end - pos))) {
        case usi_line::blank:
        case usi_line::comment: break;
        case usi_line::game: return "usi";
        case usi_line::other: return "csa";
      }
      pos = end + 1;
    }
    return "csa";
  }
  if (const std::string_view by_content = detect_format(text); !by_content.empty()) return by_content;
  // Content that looks like no format: the strict readers (CSA, USI) report where it goes wrong.
  // The KIF and KI2 readers skip lines they do not know, so they read only what looks like KIF.
  const auto dot = file.find_last_of("./");
  std::string extension(dot == std::string_view::npos || file[dot] != '.' ? std::string_view{} : file.substr(dot));
  for (char& c : extension) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  if (extension == ".csa") return "csa";
  if (extension == ".usi" || extension == ".sfen") return "usi";
  return "";
}

board_diagram adapter::diagram(const position& p) {
  // Indexed by piece_type: none, pawn ... king, then the promoted kinds (pawn + 8 ... rook + 8).
  static constexpr std::array<std::string_view, 16> kanji{"",   "歩", "香", "桂", "銀", "金", "角", "飛",
                                                          "玉", "と", "杏", "圭", "全", "",   "馬", "龍"};
  static constexpr std::array<std::string_view, 9> numerals{"一", "二", "三", "四", "五", "六", "七", "八", "九"};
  board_diagram d;
  d.resize(9, 9);
  d.turn_second = true;
  for (int f = 9; f >= 1; --f) d.file_labels.push_back(std::to_string(f));
  for (const std::string_view n : numerals) d.rank_labels.emplace_back(n);
  for (int s = 0; s < 81; ++s) {  // SFEN order: the top row first, each from file 9 to file 1
    const piece pc = p.at(static_cast<square>(s));
    if (pc == 0) continue;
    d.put(s % 9, s / 9, std::string(kanji[static_cast<std::size_t>(index(type_of(pc)))]),
          color_of(pc) == color::sente ? 0 : 1);
  }
  for (const color c : {color::sente, color::gote}) {
    std::string hand;
    for (int t = index(piece_type::rook); t >= index(piece_type::pawn); --t) {
      const int n = p.hand(c, static_cast<piece_type>(t));
      if (n == 0) continue;
      hand += std::string(hand.empty() ? "" : " ") + std::string(kanji[static_cast<std::size_t>(t)]);
      if (n > 1) hand += std::to_string(n);
    }
    d.caption += std::string(c == color::sente ? "Sente ☗ in hand: " : "; gote ☖ in hand: ") +
                 (hand.empty() ? std::string("none") : hand);
  }
  d.caption += ". SFEN " + write_sfen(p);
  return d;
}

std::vector<game_in_text> read_games(std::string_view text, std::string_view format) {
  if (format == "csa") return read_csa_games(text);
  if (format == "usi") return read_usi_games(text);
  std::vector<game_in_text> out;
  std::size_t line = 1;  // the line of the record's first character that is not blank
  for (std::size_t pos = 0; pos < text.size(); ++line) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    if (text.substr(pos, end - pos).find_first_not_of(" \t\r") != std::string_view::npos) break;
    pos = end + 1;
  }
  out.push_back({line, format == "ki2" ? read_ki2(text) : read_kif(text)});
  return out;
}

void adapter::record::header(record_header& out) const {
  const shogi::record& r = record_;
  out.game = game_;
  out.line = line_;
  out.players[0] = valid_utf8(r.players[0]);
  out.players[1] = valid_utf8(r.players[1]);
  out.title.clear();
  for (const std::string* part : {&r.event, &r.site, &r.date}) {
    if (part->empty()) continue;
    if (!out.title.empty()) out.title += ", ";
    out.title += *part;
  }
  out.title = valid_utf8(out.title);
  out.recorded_result = std::string(to_string(r.outcome));
  out.plies = static_cast<ply_t>(r.moves.size());
}

record_error to_record_error(const error& e, const std::string& file, std::uint64_t game) {
  record_error out;
  out.file = file;
  out.line = e.line;
  out.column = e.column;
  out.kind = std::string(to_string(e.kind));
  out.message = valid_utf8(e.message);
  out.game = game;
  out.text = valid_utf8(e.text);
  return out;
}

std::string move_label(const shogi::record& r, std::size_t index, std::string_view format) {
  std::string out = std::to_string(static_cast<std::uint64_t>(r.start.move_number()) + index);
  out += ' ';
  if (format == "kif") {
    const bool sente_moves = (r.start.side_to_move() == color::sente) == (index % 2 == 0);
    out += sente_moves ? "▲" : "△";
  }
  out += r.written_move(index);
  return out;
}

std::string_view adapter::result_text(const verdict& end) noexcept {
  switch (end.kind) {
    case verdict_kind::draw: return "draw";
    case verdict_kind::loss: return end.who == 0 ? "gote-win" : end.who == 1 ? "sente-win" : "*";
    default: return "*";
  }
}

std::string adapter::claims_unsupported(const std::string& file) {
  return "shogi has no draw claims: sennichite and the loss for perpetual check end the game by themselves "
         "(JSA 対局規定 第6条 A 1, 第8条 7); 'repetita analyze " +
         (file == "<stdin>" ? std::string("-") : file) + "' lists where each rule set ends each game";
}

void adapter::record::describe(std::size_t i, std::string& text, std::string& label) const {
  text.assign(record_.written_move(i));
  label = move_label(record_, i, format_);
}

adapter::reader::reader(std::string_view text, const std::string& file, std::uint64_t first_line,
                        const read_options& /*options*/)
    : file_(file), line_offset_(first_line - 1), format_(chunk_format(text, first_line, file)) {
  if (format_.empty())
    unknown_ = true;
  else
    games_ = read_games(text, format_);
}

read_status adapter::reader::read(record& out, record_error& error) {
  if (unknown_) {
    unknown_ = false;
    next_ = games_.size();
    error = record_error{};
    error.file = file_;
    error.kind = "unknown_format";
    error.message = "not a shogi record: the content is not KIF, KI2, CSA or USI";
    return read_status::error;
  }
  if (next_ >= games_.size()) return read_status::end;
  game_in_text& g = games_[next_++];
  const std::uint64_t number = next_;
  if (!g.game) {
    error = to_record_error(g.game.error(), file_, number);
    error.line += line_offset_;
    return read_status::error;
  }
  out.record_ = std::move(g.game.value());
  out.format_ = format_;
  out.game_ = number;
  out.line_ = g.line + line_offset_;
  return read_status::record;
}

static_assert(check_record_adapter<adapter>());

static_assert(adapter_draws<adapter>, "the adapter draws its positions for reports");

}  // namespace repetita::shogi
