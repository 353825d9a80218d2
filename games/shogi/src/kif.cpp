#include <repetita/shogi/record.hpp>

#include "detail.hpp"

#include <repetita/records/valid_utf8.hpp>

#include <iconv.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <optional>
#include <string>

namespace repetita::shogi {
namespace {

// ---- encodings -----------------------------------------------------------------------------------

// The code points of text that to_utf8 made (always well-formed; a stray byte would be U+FFFD).
std::u32string decode_utf8(std::string_view s) {
  if (auto code_points = utf8_code_points(s)) return *std::move(code_points);
  return *utf8_code_points(valid_utf8(s));
}

std::string encode_utf8(std::u32string_view s) {
  std::string out;
  for (char32_t c : s) append_utf8(out, c);
  return out;
}

error error_at_byte(std::string_view s, std::size_t offset, std::string message) {
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i < offset && i < s.size(); ++i) {
    if (s[i] == '\n') ++line, column = 1;
    else ++column;
  }
  return error{line, column, std::move(message), error_kind::encoding};
}

// ---- characters ----------------------------------------------------------------------------------

int digit_of(char32_t c) {
  if (c >= U'1' && c <= U'9') return static_cast<int>(c - U'0');
  if (c >= U'\uFF11' && c <= U'\uFF19') return static_cast<int>(c - U'\uFF10');
  constexpr std::u32string_view kanji = U"一二三四五六七八九";
  const auto i = kanji.find(c);
  return i == std::u32string_view::npos ? 0 : static_cast<int>(i) + 1;
}

// A one-character piece name (board diagrams, hands, moves).
piece_type piece_of(char32_t c) {
  switch (c) {
    case U'歩': return piece_type::pawn;
    case U'香': return piece_type::lance;
    case U'桂': return piece_type::knight;
    case U'銀': return piece_type::silver;
    case U'金': return piece_type::gold;
    case U'角': return piece_type::bishop;
    case U'飛': return piece_type::rook;
    case U'玉':
    case U'王': return piece_type::king;
    case U'と': return piece_type::pro_pawn;
    case U'杏': return piece_type::pro_lance;
    case U'圭': return piece_type::pro_knight;
    case U'全': return piece_type::pro_silver;
    case U'馬': return piece_type::horse;
    case U'龍':
    case U'竜': return piece_type::dragon;
    default: return piece_type::none;
  }
}

// The marks that open a KI2 move: ▲ and ☗ for sente, △ ☖ and the ▽ some writers use for gote.
bool is_sente_mark(char32_t c) { return c == U'▲' || c == U'☗'; }
bool is_side_mark(char32_t c) { return is_sente_mark(c) || c == U'△' || c == U'▽' || c == U'☖'; }

bool is_space(char32_t c) { return c == U' ' || c == U'\t' || c == U'\r' || c == U'\u3000'; }

std::u32string_view trim(std::u32string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

// A kanji count in hands: 二 ... 九, 十, 十一 ... 十八; empty = 1.
std::optional<int> count_of(std::u32string_view s) {
  if (s.empty()) return 1;
  int n = 0;
  if (s.front() == U'十') {
    n = 10;
    s.remove_prefix(1);
  }
  if (s.empty()) return n;
  if (s.size() != 1) return std::nullopt;
  const int d = digit_of(s.front());
  if (d == 0) return std::nullopt;
  return n + d;
}

// Handicaps (手合割) as SFEN: the giver (上手) is gote and moves first.
std::optional<std::string_view> handicap_sfen(std::u32string_view name) {
  struct entry {
    std::u32string_view name;
    std::string_view sfen;
  };
  static constexpr std::array<entry, 13> table{{
      {U"平手", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
      {U"香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"飛落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"三枚落ち", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {U"十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
  }};
  for (const entry& e : table)
    if (e.name == name) return e.sfen;
  return std::nullopt;
}

// What a terminal word says about the player to move when it is written.
enum class says : std::uint8_t { to_move_loses, to_move_wins, draw, nothing };

struct terminal {
  std::u32string_view word;
  ending end;
  says result;
};
// Kakinoki's terminal words (kif_format.html), and two GUIs' words for perpetual check, whose
// loser the word does not name.
constexpr std::array<terminal, 16> terminals{{
    {U"投了", ending::resignation, says::to_move_loses},
    {U"詰み", ending::checkmate, says::to_move_loses},
    {U"千日手", ending::sennichite, says::draw},
    {U"反則勝ち", ending::foul, says::to_move_wins},
    {U"反則負け", ending::foul, says::to_move_loses},
    {U"王手千日手", ending::foul, says::nothing},
    {U"連続王手の千日手", ending::foul, says::nothing},
    {U"中断", ending::other, says::nothing},
    {U"持将棋", ending::other, says::draw},
    {U"切れ負け", ending::other, says::to_move_loses},
    {U"入玉勝ち", ending::other, says::to_move_wins},
    {U"不戦勝", ending::other, says::nothing},
    {U"不戦敗", ending::other, says::nothing},
    {U"封じ手", ending::other, says::nothing},
    {U"不詰", ending::other, says::nothing},
    {U"宣言勝ち", ending::other, says::to_move_wins},
}};

// Terminal words written in English by KIF writers outside Japan, each read as the Japanese word
// it translates (Kakinoki's kif_format.html gives only the Japanese ones): the CSA protocol's names
// of the same endings (%TORYO resign, %TSUMI, %SENNICHITE, %ILLEGAL_MOVE, %TIME_UP, %JISHOGI,
// %CHUDAN, %KACHI) and their usual English renderings. Matched without regard to case, as whole
// words: "  87 Resigns", "  40 Time-up   ( 0:10/00:10:00)".
constexpr std::array<terminal, 35> english_terminals{{
    {U"resigns", ending::resignation, says::to_move_loses},
    {U"resigned", ending::resignation, says::to_move_loses},
    {U"resignation", ending::resignation, says::to_move_loses},
    {U"resign", ending::resignation, says::to_move_loses},
    {U"toryo", ending::resignation, says::to_move_loses},
    {U"checkmate", ending::checkmate, says::to_move_loses},
    {U"checkmated", ending::checkmate, says::to_move_loses},
    {U"mate", ending::checkmate, says::to_move_loses},
    {U"tsumi", ending::checkmate, says::to_move_loses},
    {U"perpetual check", ending::foul, says::nothing},
    {U"sennichite", ending::sennichite, says::draw},
    {U"repetition", ending::sennichite, says::draw},
    {U"illegal move", ending::foul, says::to_move_loses},
    {U"illegal", ending::foul, says::to_move_loses},
    {U"foul", ending::foul, says::to_move_loses},
    {U"time-up", ending::other, says::to_move_loses},
    {U"time up", ending::other, says::to_move_loses},
    {U"timeup", ending::other, says::to_move_loses},
    {U"time_up", ending::other, says::to_move_loses},
    {U"time-out", ending::other, says::to_move_loses},
    {U"time out", ending::other, says::to_move_loses},
    {U"timeout", ending::other, says::to_move_loses},
    {U"jishogi", ending::other, says::draw},
    {U"impasse", ending::other, says::draw},
    {U"draw", ending::other, says::draw},
    {U"interrupt", ending::other, says::nothing},
    {U"interrupted", ending::other, says::nothing},
    {U"chudan", ending::other, says::nothing},
    {U"abort", ending::other, says::nothing},
    {U"aborted", ending::other, says::nothing},
    {U"suspended", ending::other, says::nothing},
    {U"no mate", ending::other, says::nothing},
    {U"fuzumi", ending::other, says::nothing},
    {U"entering king", ending::other, says::to_move_wins},
    {U"declaration", ending::other, says::to_move_wins},
}};

char32_t ascii_lower(char32_t c) { return c >= U'A' && c <= U'Z' ? c - U'A' + U'a' : c; }

// The length of the English terminal word `word` (lower case) at the start of s, as a whole word,
// or 0: "Resigns" and "TIME-UP" match, "Resignsx" does not.
std::size_t english_word_at(std::u32string_view s, std::u32string_view word) {
  if (s.size() < word.size()) return 0;
  for (std::size_t i = 0; i < word.size(); ++i)
    if (ascii_lower(s[i]) != word[i]) return 0;
  if (s.size() > word.size()) {
    const char32_t next = s[word.size()];
    if (!is_space(next) && next != U'(' && next != U'.' && next != U'!') return 0;
  }
  return word.size();
}

outcome win_for(color c) { return c == color::sente ? outcome::sente_wins : outcome::gote_wins; }

outcome outcome_of(says what, color to_move) {
  switch (what) {
    case says::to_move_loses: return win_for(opposite(to_move));
    case says::to_move_wins: return win_for(to_move);
    case says::draw: return outcome::draw;
    case says::nothing: break;
  }
  return outcome::unfinished;
}

// A summary line: "まで90手で後手の勝ち", "まで17手で先手の反則負け", "まで49手で千日手", "まで7手で中断".
outcome summary_outcome(std::u32string_view l, color to_move) {
  struct side_word {
    std::u32string_view word;
    color side;
  };
  for (const side_word w : {side_word{U"先手の", color::sente}, side_word{U"下手の", color::sente},
                            side_word{U"後手の", color::gote}, side_word{U"上手の", color::gote}}) {
    const auto at = l.find(w.word);
    if (at == std::u32string_view::npos) continue;
    const std::u32string_view rest = l.substr(at + w.word.size());
    if (rest.find(U"負け") != std::u32string_view::npos) return win_for(opposite(w.side));
    if (rest.find(U"勝ち") != std::u32string_view::npos) return win_for(w.side);
  }
  if (l.find(U"千日手") != std::u32string_view::npos || l.find(U"持将棋") != std::u32string_view::npos ||
      l.find(U"引き分け") != std::u32string_view::npos)
    return outcome::draw;
  if (l.find(U"詰み") != std::u32string_view::npos) return win_for(opposite(to_move));
  return outcome::unfinished;
}

// ---- the reader ----------------------------------------------------------------------------------

struct kifu_reader {
  bool ki2 = false;
  record rec;
  position setup = position::start();
  bool board_started = false;
  int board_rows = 0;
  std::optional<color> side;
  bool moves_started = false;
  bool done = false;
  position current;
  square last_to = no_square;
  std::size_t line = 0;
  std::optional<error> other_handicap;  // "手合割：その他" read, where: the diagram must come

  failure<error> fail(std::size_t column, std::string message, error_kind kind = error_kind::syntax,
                      std::u32string_view text = {}) const {
    return failure{error{line, column, std::move(message), kind, encode_utf8(text)}};
  }

  result<bool, error> begin_moves(std::size_t column) {
    if (moves_started) return true;
    if (other_handicap && !board_started) return failure{*other_handicap};
    if (side) setup.set_side_to_move(*side);
    if (const setup_problem p = setup.validate(); p != setup_problem::none)
      return fail(column, std::string("impossible position: ") + detail::to_string(p), error_kind::impossible_position);
    rec.start = setup;
    current = setup;
    moves_started = true;
    return true;
  }

  void set_ending(ending e, std::u32string_view text, outcome o) {
    if (rec.end != ending::none) return;
    rec.end = e;
    rec.end_text = encode_utf8(text);
    rec.outcome = o;
  }
  // The player to move at the end of the moves read so far.
  [[nodiscard]] color to_move() const {
    return moves_started ? current.side_to_move() : side.value_or(setup.side_to_move());
  }

  result<bool, error> hands_line(color owner, std::u32string_view value, std::size_t col) {
    if (moves_started) return fail(col, "pieces in hand after the moves began");
    for (int t = 1; t <= 7; ++t) setup.set_hand(owner, static_cast<piece_type>(t), 0);
    value = trim(value);
    if (value == U"なし" || value.empty()) return true;
    std::size_t i = 0;
    while (i < value.size()) {
      while (i < value.size() && is_space(value[i])) ++i;
      const std::size_t b = i;
      while (i < value.size() && !is_space(value[i])) ++i;
      if (i == b) break;
      const std::u32string_view item = value.substr(b, i - b);
      const piece_type t = piece_of(item.front());
      const auto n = count_of(item.substr(1));
      if (!is_hand_type(t) || !n || *n == 0) return fail(col + b, "bad piece in hand '" + encode_utf8(item) + "'");
      if (setup.hand(owner, t) + *n > 18) return fail(col + b, "too many pieces in hand");
      setup.set_hand(owner, t, setup.hand(owner, t) + *n);
    }
    return true;
  }

  result<bool, error> board_row(std::u32string_view l) {
    if (moves_started) return fail(1, "a board diagram after the moves began");
    if (!board_started) {
      const hands_array keep = setup.hands();
      setup = position{};
      for (int c = 0; c < 2; ++c)
        for (int t = 1; t <= 7; ++t)
          setup.set_hand(static_cast<color>(c), static_cast<piece_type>(t), keep[static_cast<std::size_t>(c * 8 + t)]);
      board_started = true;
    }
    if (board_rows >= 9) return fail(1, "a board diagram has 9 rows");
    if (l.size() < 19) return fail(l.size() + 1, "a board row has 9 squares");
    for (int x = 0; x < 9; ++x) {
      const std::size_t i = 1 + static_cast<std::size_t>(x) * 2;
      const char32_t mark = l[i];
      const char32_t name = l[i + 1];
      const auto sq = static_cast<square>(board_rows * 9 + x);
      if (name == U'・') {
        setup.put(sq, 0);
        continue;
      }
      const piece_type t = piece_of(name);
      if (t == piece_type::none || (mark != U' ' && mark != U'v' && mark != U'\u3000'))
        return fail(i + 1, "bad board square");
      setup.put(sq, make_piece(mark == U'v' ? color::gote : color::sente, t));
    }
    ++board_rows;
    return true;
  }

  // Parses destination and piece at s[i...]: returns false on a bad text.
  struct parsed {
    square to = no_square;
    piece_type type = piece_type::none;
    bool promote = false;
    bool no_promote = false;
    bool drop = false;
    square from = no_square;
    std::u32string relative;  // KI2: 左右上引寄直
  };

  result<parsed, error> parse_move(std::u32string_view s, std::size_t col) {
    parsed p;
    std::size_t i = 0;
    if (i < s.size() && s[i] == U'同') {
      if (last_to == no_square) return fail(col, "'同' without a previous move", error_kind::syntax, s);
      p.to = last_to;
      ++i;
      while (i < s.size() && is_space(s[i])) ++i;
    } else {
      if (i + 2 > s.size()) return fail(col, "a move needs a destination square", error_kind::syntax, s);
      const int f = digit_of(s[i]);
      const int r = digit_of(s[i + 1]);
      if (f == 0 || r == 0) return fail(col + i, "bad destination square", error_kind::syntax, s);
      p.to = make_square(f, r);
      i += 2;
      if (i < s.size() && s[i] == U'同') ++i;  // "２四同歩" is sometimes written
    }
    if (i >= s.size()) return fail(col + i, "a move needs a piece", error_kind::syntax, s);
    if (s[i] == U'成' && i + 1 < s.size()) {  // 成香 成桂 成銀
      const piece_type base = piece_of(s[i + 1]);
      if (base != piece_type::lance && base != piece_type::knight && base != piece_type::silver)
        return fail(col + i, "bad piece name", error_kind::syntax, s);
      p.type = promoted(base);
      i += 2;
    } else {
      p.type = piece_of(s[i]);
      if (p.type == piece_type::none) return fail(col + i, "bad piece name", error_kind::syntax, s);
      ++i;
    }
    for (; i < s.size(); ++i) {
      const char32_t c = s[i];
      if (c == U'打') p.drop = true;
      else if (c == U'不' && i + 1 < s.size() && s[i + 1] == U'成') p.no_promote = true, ++i;
      else if (c == U'生') p.no_promote = true;
      else if (c == U'成') p.promote = true;
      else if (c == U'左' || c == U'右' || c == U'上' || c == U'引' || c == U'寄' || c == U'直' || c == U'行' ||
               c == U'入')
        p.relative += c;
      else break;
    }
    if (!ki2 && i < s.size() && s[i] == U'(') {
      if (i + 3 >= s.size() || s[i + 3] != U')') return fail(col + i, "bad origin square", error_kind::syntax, s);
      const int f = digit_of(s[i + 1]);
      const int r = digit_of(s[i + 2]);
      if (f == 0 || r == 0) return fail(col + i, "bad origin square", error_kind::syntax, s);
      p.from = make_square(f, r);
      i += 4;
    }
    return p;
  }

  // Plays the parsed move; `written` is the move's text as the record writes it.
  result<bool, error> play(const parsed& p, std::size_t col, std::u32string_view text, std::u32string_view written) {
    if (rec.foul != foul::none) {  // moves after a foul are void
      ++rec.void_moves;
      return true;
    }
    std::vector<move> candidates;
    if (!ki2 && p.from != no_square) {
      const piece pc = current.at(p.from);
      if (pc == 0 || color_of(pc) != current.side_to_move() || type_of(pc) != p.type)
        return fail(col, "no such piece on the origin square", error_kind::illegal_move, written);
      candidates.push_back(move::board(p.from, p.to, p.promote));
    } else {
      std::vector<move> legal;
      current.legal_moves(legal);
      for (const move& m : legal) {
        if (m.to != p.to || m.promote != p.promote) continue;
        if (m.is_drop()) {
          if (m.drop == p.type) candidates.push_back(m);
        } else if (!p.drop && type_of(current.at(m.from)) == p.type) {
          candidates.push_back(m);
        }
      }
      // Board moves take precedence over a drop unless 打 is written.
      const bool any_board = std::any_of(candidates.begin(), candidates.end(), [](const move& m) { return !m.is_drop(); });
      std::erase_if(candidates, [&](const move& m) { return p.drop ? !m.is_drop() : (any_board && m.is_drop()); });
      if (candidates.empty()) fouls_matching(p, candidates);  // no legal move is written so: a foul?
      if (candidates.size() > 1) filter_relative(candidates, p.relative);
      if (candidates.size() > 1)
        return fail(col, "ambiguous move '" + encode_utf8(text) + "'", error_kind::ambiguous_move, written);
    }
    const foul f = candidates.empty() ? foul::unplayable : current.foul_of(candidates.front());
    if (f == foul::unplayable) {
      error e = detail::illegal_move_error(line, col, encode_utf8(text));
      e.text = encode_utf8(written);
      return failure{std::move(e)};
    }
    const move m = candidates.front();
    rec.add_move(m, encode_utf8(written));
    rec.foul = f;
    current = current.after(m);
    last_to = m.to;
    return true;
  }

  // The moves written as `p` that break a rule of play but can be made on the board (a KI2 move, or
  // a KIF drop, names no origin): board moves first, as for legal moves, then the drop.
  void fouls_matching(const parsed& p, std::vector<move>& out) const {
    const color us = current.side_to_move();
    if (!p.drop) {
      for (square s = 0; s < 81; ++s) {
        const piece pc = current.at(s);
        if (pc == 0 || color_of(pc) != us || type_of(pc) != p.type) continue;
        const move m = move::board(s, p.to, p.promote);
        if (current.foul_of(m) != foul::unplayable) out.push_back(m);
      }
    }
    if (out.empty() && !p.promote && is_hand_type(p.type)) {
      const move m = move::dropping(p.type, p.to);
      if (current.foul_of(m) != foul::unplayable) out.push_back(m);
    }
  }

  void filter_relative(std::vector<move>& c, std::u32string_view rel) const {
    const color us = current.side_to_move();
    const int s = us == color::sente ? 1 : -1;
    auto fwd = [&](const move& m) { return s * (rank_of(m.from) - rank_of(m.to)); };  // > 0: forward
    auto left = [&](const move& m) { return s * file_of(m.from); };                    // larger: on the left
    for (char32_t r : rel) {
      if (r == U'上' || r == U'行' || r == U'入') std::erase_if(c, [&](const move& m) { return m.is_drop() || fwd(m) <= 0; });
      if (r == U'引') std::erase_if(c, [&](const move& m) { return m.is_drop() || fwd(m) >= 0; });
      if (r == U'寄') std::erase_if(c, [&](const move& m) { return m.is_drop() || fwd(m) != 0; });
      if (r == U'直')
        std::erase_if(c, [&](const move& m) { return m.is_drop() || fwd(m) != 1 || file_of(m.from) != file_of(m.to); });
    }
    for (char32_t r : rel) {
      if ((r != U'左' && r != U'右') || c.empty()) continue;
      int best = r == U'左' ? -100 : 100;
      for (const move& m : c) best = r == U'左' ? std::max(best, left(m)) : std::min(best, left(m));
      std::erase_if(c, [&](const move& m) { return m.is_drop() || left(m) != best; });
    }
  }

  result<bool, error> header(std::u32string_view key, std::u32string_view value, std::size_t value_col) {
    if (key == U"手合割") {
      if (moves_started) return fail(1, "a handicap after the moves began");
      if (board_started) return true;  // the diagram decides
      // "その他" (other): a board diagram (BOD) gives the position, as kif_format.html describes;
      // it usually follows this line. Without one the record is refused where this line stands.
      if (trim(value) == U"その他") {
        other_handicap = error{line, value_col, "'手合割：その他' needs a board diagram"};
        return true;
      }
      const auto sfen = handicap_sfen(trim(value));
      if (!sfen) return fail(value_col, "unknown handicap '" + encode_utf8(trim(value)) + "'");
      auto p = read_sfen(*sfen);
      if (p) setup = p.value();
      return true;
    }
    if (key == U"先手の持駒" || key == U"下手の持駒") return hands_line(color::sente, value, value_col);
    if (key == U"後手の持駒" || key == U"上手の持駒") return hands_line(color::gote, value, value_col);
    // In a handicap game 下手 (the receiver) is sente and 上手 (the giver) gote.
    if (key == U"先手" || key == U"下手") rec.players[0] = encode_utf8(trim(value));
    else if (key == U"後手" || key == U"上手") rec.players[1] = encode_utf8(trim(value));
    else if (key == U"棋戦") rec.event = encode_utf8(trim(value));
    else if (key == U"場所") rec.site = encode_utf8(trim(value));
    else if (key == U"開始日時") rec.date = encode_utf8(trim(value));
    return true;
  }

  result<bool, error> summary(std::u32string_view l) {
    const outcome o = summary_outcome(l, to_move());
    if (l.find(U"千日手") != std::u32string_view::npos) set_ending(ending::sennichite, l, o);
    else if (l.find(U"反則") != std::u32string_view::npos) set_ending(ending::foul, l, o);
    else if (l.find(U"詰") != std::u32string_view::npos) set_ending(ending::checkmate, l, o);
    else set_ending(ending::other, l, o);
    return true;
  }

  result<bool, error> kif_move_line(std::u32string_view l, std::size_t col) {
    // "  12 ７六歩(77)   ( 0:16/00:00:16)" : the number, then the move or a terminal word.
    std::size_t i = 0;
    while (i < l.size() && l[i] >= U'0' && l[i] <= U'9') ++i;
    while (i < l.size() && is_space(l[i])) ++i;
    std::u32string_view rest = l.substr(i);
    std::size_t e = 0;
    while (e < rest.size() && !is_space(rest[e])) ++e;
    const std::u32string_view text = rest.substr(0, e);
    for (const terminal& t : terminals)
      if (text.starts_with(t.word)) {
        set_ending(t.end, text, outcome_of(t.result, to_move()));
        done = true;
        return true;
      }
    for (const terminal& t : english_terminals)
      if (const std::size_t n = english_word_at(rest, t.word); n != 0) {
        set_ending(t.end, rest.substr(0, n), outcome_of(t.result, to_move()));
        done = true;
        return true;
      }
    if (auto b = begin_moves(col + i); !b) return b;
    // The move text may contain "同　歩": take up to the time field "(" that follows a space.
    std::size_t m = 0;
    if (!rest.empty() && rest[0] == U'同') {
      m = 1;
      while (m < rest.size() && rest[m] == U'\u3000') ++m;
    }
    while (m < rest.size() && !is_space(rest[m])) ++m;
    const std::u32string_view move_text = rest.substr(0, m);
    auto p = parse_move(move_text, col + i);
    if (!p) return failure{p.error()};
    return play(p.value(), col + i, move_text, move_text);
  }

  result<bool, error> ki2_moves_line(std::u32string_view l) {
    std::size_t i = 0;
    while (i < l.size()) {
      if (!is_side_mark(l[i])) {
        if (is_space(l[i])) {
          ++i;
          continue;
        }
        return fail(i + 1, "expected a move beginning with ▲ or △");
      }
      const color who = is_sente_mark(l[i]) ? color::sente : color::gote;
      if (auto b = begin_moves(i + 1); !b) return b;
      std::size_t j = i + 1;
      if (j < l.size() && l[j] == U'同') {
        ++j;
        while (j < l.size() && l[j] == U'\u3000') ++j;
      }
      // A move ends at a blank or at the next side mark: "▲２六歩▽４四歩▲２五歩" has no blanks.
      while (j < l.size() && !is_space(l[j]) && !is_side_mark(l[j])) ++j;
      if (who != current.side_to_move() && rec.foul == foul::none)  // after a foul, moves are void
        return fail(i + 1, "a move by the player not to move", error_kind::illegal_move, l.substr(i, j - i));
      const std::u32string_view text = l.substr(i + 1, j - i - 1);
      auto p = parse_move(text, i + 2);
      if (!p) return failure{p.error()};
      if (auto r = play(p.value(), i + 1, text, l.substr(i, j - i)); !r) return r;
      i = j;
    }
    return true;
  }

  result<bool, error> line_of(std::u32string_view raw) {
    std::u32string_view l = raw;
    while (!l.empty() && is_space(l.back())) l.remove_suffix(1);
    if (l.empty()) return true;
    const char32_t c0 = l.front();
    if (c0 == U'#' || c0 == U'*' || c0 == U'&') return true;
    if (l.starts_with(U"変化")) {
      done = true;
      return true;
    }
    if (c0 == U'|') return board_row(l);
    if (l.starts_with(U"+-") || trim(l).starts_with(U"９ ８") || trim(l).starts_with(U"9 8") || l.starts_with(U"手数")) return true;
    if (const auto colon = l.find(U'：'); colon != std::u32string_view::npos && !(ki2 && is_side_mark(c0)))
      return header(trim(l.substr(0, colon)), l.substr(colon + 1), colon + 2);
    const std::u32string_view t = trim(l);
    if (t == U"後手番" || t == U"上手番") {
      side = color::gote;
      return true;
    }
    if (t == U"先手番" || t == U"下手番") {
      side = color::sente;
      return true;
    }
    if (t.starts_with(U"まで")) {
      done = true;
      return summary(t);
    }
    if (!ki2) {
      std::size_t i = 0;
      while (i < l.size() && is_space(l[i])) ++i;
      if (i < l.size() && l[i] >= U'0' && l[i] <= U'9') return kif_move_line(l.substr(i), i + 1);
      return true;  // other lines (titles, free text) are ignored
    }
    if (is_side_mark(c0)) return ki2_moves_line(l);
    return true;
  }
};

result<record, error> read_kifu(std::string_view bytes, bool ki2) {
  auto text = to_utf8(bytes);
  if (!text) return failure{text.error()};
  const std::u32string all = decode_utf8(text.value());
  kifu_reader r;
  r.ki2 = ki2;
  std::size_t pos = 0;
  while (pos <= all.size() && !r.done) {
    const std::size_t end = std::min(all.find(U'\n', pos), all.size());
    ++r.line;
    auto ok = r.line_of(std::u32string_view(all).substr(pos, end - pos));
    if (!ok) return failure{ok.error()};
    if (end == all.size()) break;
    pos = end + 1;
  }
  if (auto b = r.begin_moves(1); !b) return failure{b.error()};
  return std::move(r.rec);
}

}  // namespace

result<std::string, error> to_utf8(std::string_view bytes) {
  if (bytes.starts_with("\xEF\xBB\xBF")) bytes.remove_prefix(3);
  if (repetita::is_well_formed_utf8(bytes)) return std::string(bytes);
  iconv_t cd = iconv_open("UTF-8", "CP932");
  if (cd == reinterpret_cast<iconv_t>(-1)) return failure{error{1, 1, "no Shift_JIS decoder (iconv CP932)"}};
  std::string out(bytes.size() * 3 + 4, '\0');
  char* in = const_cast<char*>(bytes.data());
  std::size_t in_left = bytes.size();
  char* o = out.data();
  std::size_t out_left = out.size();
  const std::size_t rc = iconv(cd, &in, &in_left, &o, &out_left);
  const int err = errno;
  iconv_close(cd);
  if (rc == static_cast<std::size_t>(-1)) {
    const auto offset = static_cast<std::size_t>(in - bytes.data());
    return failure{error_at_byte(bytes, offset,
                                 err == EINVAL ? "truncated Shift_JIS character" : "neither UTF-8 nor Shift_JIS")};
  }
  out.resize(out.size() - out_left);
  return out;
}

result<record, error> read_kif(std::string_view bytes) { return read_kifu(bytes, false); }
result<record, error> read_ki2(std::string_view bytes) { return read_kifu(bytes, true); }

}  // namespace repetita::shogi
