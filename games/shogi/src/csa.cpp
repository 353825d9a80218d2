#include <repetita/shogi/record.hpp>

#include "detail.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace repetita::shogi {
namespace {

// CSA piece names, indexed by piece_type (13 unused).
constexpr std::array<std::string_view, 16> csa_names{"", "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU",
                                                     "TO", "NY", "NK", "NG", "", "UM", "RY"};

piece_type csa_piece(std::string_view s) {
  if (s.size() != 2) return piece_type::none;
  for (std::size_t i = 1; i < csa_names.size(); ++i)
    if (!csa_names[i].empty() && csa_names[i] == s) return static_cast<piece_type>(i);
  return piece_type::none;
}

// The square of the f-th board column (0 = file 9) of a P1...P9 line of the given rank.
square sq_of(int f, int rank) { return make_square(9 - f, rank); }

// The text without the blanks (spaces, tabs) that end it. Real files carry them after moves and
// endings ("+7776FU   ", "%TORYO "); the CSA standard (2.2, 3.0) does not allow them, but they
// carry nothing, so they are read as if absent.
std::string_view without_trailing_blanks(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

square csa_square(char f, char r) {
  if (f < '1' || f > '9' || r < '1' || r > '9') return no_square;
  return make_square(f - '0', r - '0');
}

struct csa_reader {
  record rec;
  position setup;       // the position being set up
  position current;     // the position after the moves read so far
  bool board_started = false;
  bool setup_done = false;
  bool ended = false;
  std::size_t line = 0;

  failure<error> fail(std::size_t column, std::string message, error_kind kind = error_kind::syntax,
                      std::string_view text = {}) const {
    return failure{error{line, column, std::move(message), kind, std::string(text)}};
  }
  failure<error> impossible(std::size_t column, setup_problem p) const {
    return fail(column, std::string("impossible position: ") + detail::to_string(p), error_kind::impossible_position);
  }

  // Header values may be Shift_JIS (the default encoding of CSA 2.2) or UTF-8.
  static std::string text_of(std::string_view value) {
    auto utf8 = to_utf8(value);
    return utf8 ? std::move(utf8.value()) : std::string(value);
  }

  void ending_of(std::string_view s) {
    rec.end_text = std::string(s);
    const color to_move = current.side_to_move();
    const outcome to_move_loses = to_move == color::sente ? outcome::gote_wins : outcome::sente_wins;
    const outcome to_move_wins = to_move == color::sente ? outcome::sente_wins : outcome::gote_wins;
    rec.end = ending::other;
    rec.outcome = outcome::unfinished;
    if (s == "%TORYO") rec.end = ending::resignation, rec.outcome = to_move_loses;
    else if (s == "%TSUMI") rec.end = ending::checkmate, rec.outcome = to_move_loses;
    else if (s == "%SENNICHITE") rec.end = ending::sennichite, rec.outcome = outcome::draw;
    // The server writes %ILLEGAL_MOVE without the move: the side to move loses. A record that
    // wrote the illegal move (record::foul) names its mover, the last one.
    else if (s == "%ILLEGAL_MOVE") rec.end = ending::foul, rec.outcome = rec.foul != foul::none ? to_move_wins : to_move_loses;
    else if (s == "%+ILLEGAL_ACTION") rec.end = ending::foul, rec.outcome = outcome::gote_wins;
    else if (s == "%-ILLEGAL_ACTION") rec.end = ending::foul, rec.outcome = outcome::sente_wins;
    else if (s == "%TIME_UP") rec.outcome = to_move_loses;
    else if (s == "%KACHI") rec.outcome = to_move_wins;  // an entering-king declaration, as declared
    else if (s == "%JISHOGI" || s == "%HIKIWAKE" || s == "%MAX_MOVES") rec.outcome = outcome::draw;
  }

  void finish_setup(color side) {
    setup.set_side_to_move(side);
    rec.start = setup;
    current = setup;
    setup_done = true;
  }

  result<bool, error> statement(std::string_view s, std::size_t col) {
    if (s.empty()) return true;
    const char c = s[0];
    if (c == 'N' && s.size() >= 2 && (s[1] == '+' || s[1] == '-')) {
      rec.players[s[1] == '+' ? 0 : 1] = text_of(s.substr(2));
      return true;
    }
    if (c == '$') {
      const auto colon = s.find(':');
      const std::string_view key = s.substr(1, colon == std::string_view::npos ? s.size() : colon - 1);
      const std::string_view value = colon == std::string_view::npos ? std::string_view{} : s.substr(colon + 1);
      if (key == "EVENT") rec.event = text_of(value);
      else if (key == "SITE") rec.site = text_of(value);
      else if (key == "START_TIME") rec.date = text_of(value);
      return true;
    }
    if (c == 'V' || c == 'N' || c == 'T') return true;
    if (c == '%') {
      if (!setup_done) {  // an ending before any move: the position still has to be possible
        if (const setup_problem p = setup.validate(); p != setup_problem::none) return impossible(col, p);
        finish_setup(setup.side_to_move());
      }
      ending_of(s);
      ended = true;
      return true;
    }
    if (c == 'P') return setup_line(s, col);
    if (c == '+' || c == '-') {
      const color side = c == '+' ? color::sente : color::gote;
      if (s.size() == 1) {
        if (setup_done) return fail(col, "the side to move is given after the moves began");
        if (const setup_problem p = setup.validate(); p != setup_problem::none) return impossible(col, p);
        finish_setup(side);
        return true;
      }
      if (!setup_done) {
        if (const setup_problem p = setup.validate(); p != setup_problem::none) return impossible(col, p);
        finish_setup(side);
      }
      return move_statement(s, col, side);
    }
    return fail(col, "unknown CSA statement '" + std::string(s.substr(0, 8)) + "'");
  }

  result<bool, error> move_statement(std::string_view s, std::size_t col, color side) {
    if (s.size() != 7) return fail(col, "a CSA move is like +7776FU", error_kind::syntax, s);
    if (rec.foul != foul::none) {  // moves after a foul are void
      ++rec.void_moves;
      return true;
    }
    if (side != current.side_to_move()) return fail(col, "a move by the player not to move", error_kind::illegal_move, s);
    const piece_type name = csa_piece(s.substr(5, 2));
    if (name == piece_type::none) return fail(col + 5, "unknown CSA piece name", error_kind::syntax, s);
    const square to = csa_square(s[3], s[4]);
    if (to == no_square) return fail(col + 3, "bad destination square", error_kind::syntax, s);
    move m;
    if (s[1] == '0' && s[2] == '0') {
      m = move::dropping(name, to);
    } else {
      const square from = csa_square(s[1], s[2]);
      if (from == no_square) return fail(col + 1, "bad origin square", error_kind::syntax, s);
      const piece pc = current.at(from);
      if (pc == 0 || color_of(pc) != side)
        return fail(col + 1, "no piece of the mover on the origin square", error_kind::illegal_move, s);
      const piece_type t = type_of(pc);
      if (name == t) m = move::board(from, to, false);
      else if (!is_promoted(t) && name == promoted(t)) m = move::board(from, to, true);
      else return fail(col + 5, "the piece name does not match the piece on the origin square", error_kind::illegal_move, s);
    }
    const foul f = current.foul_of(m);
    if (f == foul::unplayable) return failure{detail::illegal_move_error(line, col, s)};
    rec.add_move(m, s);
    rec.foul = f;  // a foul ends the game: the mover loses (the server writes %ILLEGAL_MOVE)
    current = current.after(m);
    return true;
  }

  result<bool, error> setup_line(std::string_view s, std::size_t col) {
    if (setup_done) return fail(col, "a position line after the moves began");
    if (s.size() < 2) return fail(col, "bad position line");
    const char k = s[1];
    if (k == 'I') {  // PI: the even start, then removed pieces (82HI ...)
      setup = position::start();
      board_started = true;
      for (std::size_t i = 2; i + 4 <= s.size(); i += 4) {
        const square sq = csa_square(s[i], s[i + 1]);
        const piece_type t = csa_piece(s.substr(i + 2, 2));
        if (sq == no_square || t == piece_type::none || setup.at(sq) == 0 || type_of(setup.at(sq)) != t)
          return fail(col + i, "bad piece to remove from the start position");
        setup.put(sq, 0);
      }
      if ((s.size() - 2) % 4 != 0) return fail(col + s.size(), "bad PI line");
      return true;
    }
    if (k >= '1' && k <= '9') {
      if (!board_started) {
        setup = position{};
        board_started = true;
      }
      const int rank = k - '0';
      for (int f = 0; f < 9; ++f) {
        const std::size_t i = 2 + static_cast<std::size_t>(f) * 3;
        if (i + 3 > s.size()) {
          if (i >= s.size()) break;  // trailing empty squares may be cut
          if (s.substr(i) == " *") {  // " * " whose last blank went with the line's trailing blanks
            setup.put(sq_of(f, rank), 0);
            break;
          }
          return fail(col + i, "a board square is 3 characters");
        }
        const std::string_view cell = s.substr(i, 3);
        const square sq = make_square(9 - f, rank);
        if (cell == " * ") {
          setup.put(sq, 0);
          continue;
        }
        const piece_type t = csa_piece(cell.substr(1, 2));
        if ((cell[0] != '+' && cell[0] != '-') || t == piece_type::none || index(t) == 13)
          return fail(col + i, "bad board square '" + std::string(cell) + "'");
        setup.put(sq, make_piece(cell[0] == '+' ? color::sente : color::gote, t));
      }
      if (s.size() > 29) return fail(col + 29, "a board line has 9 squares");
      return true;
    }
    if (k == '+' || k == '-') {  // P+ / P-: pieces placed on squares or in hand ("00"), "00AL" the rest
      if (!board_started) {
        setup = position{};
        board_started = true;
      }
      const color owner = k == '+' ? color::sente : color::gote;
      if ((s.size() - 2) % 4 != 0) return fail(col + 2, "P+ and P- items are 4 characters");
      for (std::size_t i = 2; i + 4 <= s.size(); i += 4) {
        const std::string_view name = s.substr(i + 2, 2);
        if (s[i] == '0' && s[i + 1] == '0' && name == "AL") {
          for (int ti = 1; ti <= 7; ++ti) {
            const auto t = static_cast<piece_type>(ti);
            int used = setup.hand(color::sente, t) + setup.hand(color::gote, t);
            for (square sq = 0; sq < 81; ++sq)
              if (setup.at(sq) != 0 && unpromoted(type_of(setup.at(sq))) == t) ++used;
            if (used < standard_count(t)) setup.set_hand(owner, t, setup.hand(owner, t) + standard_count(t) - used);
          }
          continue;
        }
        const piece_type t = csa_piece(name);
        if (t == piece_type::none) return fail(col + i + 2, "unknown CSA piece name");
        if (s[i] == '0' && s[i + 1] == '0') {
          if (!is_hand_type(t)) return fail(col + i + 2, "not a piece that can be in hand");
          if (setup.hand(owner, t) >= 18) return fail(col + i, "too many pieces in hand");
          setup.set_hand(owner, t, setup.hand(owner, t) + 1);
        } else {
          const square sq = csa_square(s[i], s[i + 1]);
          if (sq == no_square || index(t) == 13) return fail(col + i, "bad square");
          setup.put(sq, make_piece(owner, t));
        }
      }
      return true;
    }
    return fail(col, "bad position line");
  }
};

}  // namespace

result<record, error> read_csa(std::string_view text) {
  csa_reader r;
  r.setup = position::start();
  std::size_t pos = 0;
  while (pos <= text.size() && !r.ended) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    std::string_view l = text.substr(pos, end - pos);
    pos = end + 1;
    ++r.line;
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    if (r.line == 1 && l.starts_with("\xEF\xBB\xBF")) l.remove_prefix(3);
    l = without_trailing_blanks(l);
    if (!l.empty() && l[0] == '\'') {
      if (end == text.size()) break;
      continue;  // a comment (also "'CSA encoding=UTF-8")
    }
    if (l == "/") break;  // the next game of a multi-game file
    std::size_t b = 0;
    while (b <= l.size() && !r.ended) {
      // A statement that starts with ' is a comment to the end of the line, as GPS writes after its
      // moves ("+7776FU  ,T0       ,'T0      ,'7776 ..."; json-kifu-format test/files/csa/2005_YAMADA_GPS.csa);
      // tsshogi and json-kifu-format read it so.
      if (b < l.size() && l[b] == '\'') break;
      // Position lines keep their commas-free layout; other lines may hold several statements.
      std::size_t e = (!l.empty() && l[0] == 'P') || (b < l.size() && (l[b] == 'N' || l[b] == '$'))
                          ? l.size()
                          : std::min(l.find(',', b), l.size());
      // A blank before a comma ("+7776FU ,T12") is trailing too.
      const std::string_view st = e == l.size() ? l.substr(b) : without_trailing_blanks(l.substr(b, e - b));
      auto s = r.statement(st, b + 1);
      if (!s) return failure{s.error()};
      if (e >= l.size()) break;
      b = e + 1;
    }
    if (end == text.size()) break;
  }
  if (!r.setup_done) {
    if (const setup_problem p = r.setup.validate(); p != setup_problem::none) return r.impossible(1, p);
    r.finish_setup(r.setup.side_to_move());
  }
  return std::move(r.rec);
}

csa_line classify_csa_line(std::string_view l) noexcept {
  if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
  if (l.starts_with("\xEF\xBB\xBF")) l.remove_prefix(3);
  if (without_trailing_blanks(l) == "/") return csa_line::separator;
  if (l.find_first_not_of(" \t") == std::string_view::npos) return csa_line::blank;
  return l[0] == '\'' ? csa_line::comment : csa_line::statement;
}

std::vector<game_in_text> read_csa_games(std::string_view text) {
  std::vector<game_in_text> out;
  std::size_t begin = 0;       // the current part's first byte
  std::size_t begin_line = 1;  // and its line
  std::size_t first = 0;       // the part's first line that is not blank, 0 if none yet
  bool content = false;        // the part holds a line that is neither blank nor a comment
  std::size_t line = 1;
  const auto close = [&](std::size_t end) {
    if (content) {
      auto game = read_csa(text.substr(begin, end - begin));
      if (!game) {
        error e = std::move(game).error();
        e.line += begin_line - 1;
        out.push_back({first, failure{std::move(e)}});
      } else {
        out.push_back({first, std::move(game)});
      }
    }
    content = false;
    first = 0;
  };
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    switch (classify_csa_line(text.substr(pos, end - pos))) {
      case csa_line::separator:
        close(pos);
        begin = std::min(end + 1, text.size());
        begin_line = line + 1;
        break;
      case csa_line::statement:
        content = true;
        [[fallthrough]];
      case csa_line::comment:
        if (first == 0) first = line;
        break;
      case csa_line::blank:
        break;
    }
    pos = end + 1;
    ++line;
  }
  close(text.size());
  return out;
}

}  // namespace repetita::shogi
