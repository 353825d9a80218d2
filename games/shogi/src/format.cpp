// Which shogi record format a text is, from its content; the words for error kinds and outcomes.
#include <repetita/shogi/record.hpp>

#include "detail.hpp"

#include <repetita/records/valid_utf8.hpp>

#include <array>
#include <optional>
#include <string>

namespace repetita::shogi {
namespace {

bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// A CSA statement that can open a record (CSA standard 2.2 and 3.0): version, names, a `$` key,
// a position line, the side to move, a move, an ending.
bool is_csa_statement(std::string_view l) {
  if (l.empty()) return false;
  const char c = l[0];
  if (c == 'V') return l.size() >= 2 && is_digit(l[1]);
  if (c == 'N') return l.size() >= 2 && (l[1] == '+' || l[1] == '-');
  if (c == '$') {
    std::size_t i = 1;
    while (i < l.size() && (is_upper(l[i]) || l[i] == '_')) ++i;
    return i > 1 && i < l.size() && l[i] == ':';
  }
  if (c == 'P') return l.size() >= 2 && (l[1] == 'I' || l[1] == '+' || l[1] == '-' || (l[1] >= '1' && l[1] <= '9'));
  if (c == '+' || c == '-') {
    if (l.size() == 1) return true;
    if (l.size() < 7) return false;
    for (std::size_t i = 1; i < 5; ++i)
      if (!is_digit(l[i])) return false;
    return is_upper(l[5]) && is_upper(l[6]);
  }
  if (c == '%') return l.size() >= 2 && is_upper(l[1]);
  return false;
}

bool is_usi_line(std::string_view l) {
  const auto end = l.find_first_of(" \t");
  const std::string_view word = l.substr(0, end);
  return word == "position" || word == "startpos" || word == "sfen";
}

// The text as UTF-8 when it is UTF-8 or Shift_JIS, allowing a character cut at its end (a head).
std::optional<std::string> decoded(std::string_view t) {
  if (t.starts_with("\xEF\xBB\xBF")) t.remove_prefix(3);
  for (std::size_t cut = 0; cut <= 3 && cut <= t.size(); ++cut)
    if (repetita::is_well_formed_utf8(t.substr(0, t.size() - cut))) return std::string(t.substr(0, t.size() - cut));
  for (std::size_t cut = 0; cut <= 1 && cut <= t.size(); ++cut)
    if (auto r = to_utf8(t.substr(0, t.size() - cut))) return std::move(r.value());
  return std::nullopt;
}

constexpr std::string_view full_width_digits = "１２３４５６７８９";
constexpr std::string_view kanji_digits = "一二三四五六七八九";

// Is the UTF-8 character at the start of s one of `set` (a string of 3-byte characters)?
bool starts_with_one_of(std::string_view s, std::string_view set) {
  if (s.size() < 3) return false;
  for (std::size_t i = 0; i + 3 <= set.size(); i += 3)
    if (s.substr(0, 3) == set.substr(i, 3)) return true;
  return false;
}

std::string_view trim_left(std::string_view s) {
  for (;;) {
    if (s.starts_with(" ") || s.starts_with("\t")) s.remove_prefix(1);
    else if (s.starts_with("\u3000")) s.remove_prefix(3);
    else return s;
  }
}

constexpr std::array<std::string_view, 10> terminal_words{"投了", "詰み", "千日手", "中断", "持将棋", "反則",
                                                          "切れ負け", "入玉勝ち", "宣言勝ち", "王手千日手"};

// "   1 ７六歩(77)", "  12 同　歩(23)", "   5 投了": a number, blanks, a destination or a terminal word.
bool is_kif_move_line(std::string_view l) {
  std::size_t i = 0;
  while (i < l.size() && is_digit(l[i])) ++i;
  if (i == 0) return false;
  const std::string_view rest = trim_left(l.substr(i));
  if (rest.size() == l.size() - i) return false;  // no blank after the number
  if (starts_with_one_of(rest, full_width_digits) || rest.starts_with("同")) return true;
  if (!rest.empty() && rest[0] >= '1' && rest[0] <= '9' && starts_with_one_of(rest.substr(1), kanji_digits)) return true;
  for (const std::string_view w : terminal_words)
    if (rest.starts_with(w)) return true;
  return false;
}

// "▲７六歩", "△同　銀", "☗2六歩", "▽３四歩".
bool is_ki2_move_line(std::string_view l) {
  for (const std::string_view mark : {"▲", "△", "▽", "☗", "☖"}) {
    if (!l.starts_with(mark)) continue;
    const std::string_view rest = l.substr(mark.size());
    return starts_with_one_of(rest, full_width_digits) || rest.starts_with("同") ||
           (!rest.empty() && rest[0] >= '1' && rest[0] <= '9');
  }
  return false;
}

constexpr std::array<std::string_view, 16> kif_keys{
    "手合割", "先手", "後手", "下手", "上手", "開始日時", "終了日時", "棋戦", "場所", "持ち時間",
    "先手の持駒", "後手の持駒", "下手の持駒", "上手の持駒", "表題", "戦型"};

// A line only KIF or KI2 text has: a header, the move table's heading, a board diagram, a summary.
bool is_kif_marker(std::string_view l) {
  if (const auto colon = l.find("："); colon != std::string_view::npos)
    for (const std::string_view k : kif_keys)
      if (l.substr(0, colon) == k) return true;
  return l.starts_with("手数----") || l == "+---------------------------+" || l.starts_with("まで") || l == "先手番" ||
         l == "後手番" || l == "下手番" || l == "上手番";
}

std::string_view line_without_cr(std::string_view l) {
  if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
  return l;
}

}  // namespace

std::string_view detect_format(std::string_view text) noexcept {
  try {
    std::string_view rest = text;
    if (rest.starts_with("\xEF\xBB\xBF")) rest.remove_prefix(3);
    // USI and CSA: the first line that is not blank, a comment or a CSA game separator decides.
    while (!rest.empty()) {
      const std::size_t end = std::min(rest.find('\n'), rest.size());
      const std::string_view raw = line_without_cr(rest.substr(0, end));
      rest.remove_prefix(std::min(end + 1, rest.size()));
      const auto b = raw.find_first_not_of(" \t");
      if (b == std::string_view::npos || raw[b] == '#' || raw[0] == '\'' || raw == "/") continue;
      if (is_usi_line(raw.substr(b))) return "usi";
      if (is_csa_statement(raw)) return "csa";
      break;
    }
    // KIF and KI2: the first move line decides; without one, a line that only they have.
    const auto utf8 = decoded(text);
    if (!utf8) return "";
    std::string_view lines = *utf8;
    bool marker = false;
    while (!lines.empty()) {
      const std::size_t end = std::min(lines.find('\n'), lines.size());
      const std::string_view l = trim_left(line_without_cr(lines.substr(0, end)));
      lines.remove_prefix(std::min(end + 1, lines.size()));
      if (l.starts_with("変化")) break;
      if (is_ki2_move_line(l)) return "ki2";
      if (is_kif_move_line(l)) return "kif";
      marker = marker || is_kif_marker(l);
    }
    return marker ? "kif" : "";
  } catch (...) {  // allocation failure while decoding: not a format we can tell
    return "";
  }
}

std::string_view to_string(error_kind kind) noexcept {
  switch (kind) {
    case error_kind::syntax: return "syntax";
    case error_kind::illegal_move: return "illegal_move";
    case error_kind::ambiguous_move: return "ambiguous_move";
    case error_kind::impossible_position: return "impossible_position";
    case error_kind::encoding: return "encoding";
  }
  return "syntax";
}

std::string_view to_string(outcome o) noexcept {
  switch (o) {
    case outcome::none: return "";
    case outcome::sente_wins: return "sente-win";
    case outcome::gote_wins: return "gote-win";
    case outcome::draw: return "draw";
    case outcome::unfinished: return "*";
  }
  return "";
}

}  // namespace repetita::shogi
