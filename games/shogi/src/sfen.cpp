#include <repetita/shogi/record.hpp>

#include "detail.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <vector>

namespace repetita::shogi {
namespace {

constexpr std::string_view letters = " PLNSGBRK";  // index = piece_type

piece_type type_of_letter(char c) {
  const char u = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const auto i = letters.find(u);
  return i == std::string_view::npos || i == 0 ? piece_type::none : static_cast<piece_type>(i);
}

// Splits on single spaces, remembering where each word begins (0-based byte offset).
struct word {
  std::string_view text;
  std::size_t offset;
};
std::vector<word> words_of(std::string_view s) {
  std::vector<word> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n')) ++i;
    const std::size_t b = i;
    while (i < s.size() && !(s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n')) ++i;
    if (i > b) out.push_back({s.substr(b, i - b), b});
  }
  return out;
}

failure<error> fail(std::size_t column, std::string message, error_kind kind = error_kind::syntax,
                    std::string_view text = {}) {
  return failure{error{1, column, std::move(message), kind, std::string(text)}};
}

result<position, error> parse_sfen_words(const std::vector<word>& w, std::size_t first, std::size_t& used) {
  if (first + 3 > w.size()) return fail(w.empty() ? 1 : w.back().offset + 1, "an SFEN needs a board, a side and hands");
  position p;
  // Board.
  const word& b = w[first];
  int x = 0, y = 0;
  bool plus = false;
  for (std::size_t i = 0; i < b.text.size(); ++i) {
    const char c = b.text[i];
    const std::size_t col = b.offset + i + 1;
    if (c == '/') {
      if (x != 9 || plus) return fail(col, "a rank of the SFEN board does not have 9 squares");
      if (++y > 8) return fail(col, "the SFEN board has more than 9 ranks");
      x = 0;
    } else if (c >= '1' && c <= '9') {
      if (plus) return fail(col, "'+' must precede a piece");
      x += c - '0';
      if (x > 9) return fail(col, "a rank of the SFEN board has more than 9 squares");
    } else if (c == '+') {
      if (plus) return fail(col, "two '+' in a row");
      plus = true;
    } else {
      piece_type t = type_of_letter(c);
      if (t == piece_type::none) return fail(col, std::string("unknown piece letter '") + c + "'");
      if (x >= 9) return fail(col, "a rank of the SFEN board has more than 9 squares");
      if (plus) {
        if (!can_promote(t)) return fail(col, "this piece cannot be promoted");
        t = promoted(t);
        plus = false;
      }
      const color col_ = std::isupper(static_cast<unsigned char>(c)) ? color::sente : color::gote;
      p.put(static_cast<square>(y * 9 + x), make_piece(col_, t));
      ++x;
    }
  }
  if (y != 8 || x != 9 || plus) return fail(b.offset + b.text.size() + 1, "the SFEN board must have 9 ranks of 9 squares");
  // Side.
  const word& s = w[first + 1];
  if (s.text == "b") p.set_side_to_move(color::sente);
  else if (s.text == "w") p.set_side_to_move(color::gote);
  else return fail(s.offset + 1, "the side to move must be 'b' or 'w'");
  // Hands.
  const word& h = w[first + 2];
  if (h.text != "-") {
    int count = 0;
    bool have_count = false;
    for (std::size_t i = 0; i < h.text.size(); ++i) {
      const char c = h.text[i];
      const std::size_t col = h.offset + i + 1;
      if (c >= '0' && c <= '9') {
        count = count * 10 + (c - '0');
        have_count = true;
        if (count > 18) return fail(col, "too many pieces in hand");
        continue;
      }
      const piece_type t = type_of_letter(c);
      if (!is_hand_type(t)) return fail(col, std::string("not a piece that can be in hand: '") + c + "'");
      const color owner = std::isupper(static_cast<unsigned char>(c)) ? color::sente : color::gote;
      const int n = have_count ? count : 1;
      if (n == 0) return fail(col, "a count of 0 in the hands");
      if (p.hand(owner, t) + n > 18) return fail(col, "too many pieces in hand");
      p.set_hand(owner, t, p.hand(owner, t) + n);
      count = 0;
      have_count = false;
    }
    if (have_count) return fail(h.offset + h.text.size() + 1, "a count without a piece in the hands");
  }
  used = 3;
  // Move number (optional).
  if (first + 3 < w.size()) {
    const word& n = w[first + 3];
    bool digits = !n.text.empty() && n.text.size() <= 6;
    for (char c : n.text) digits = digits && c >= '0' && c <= '9';
    if (digits) {
      p.set_move_number(std::stoi(std::string(n.text)));
      used = 4;
    }
  }
  if (const setup_problem problem = p.validate(); problem != setup_problem::none)
    return fail(b.offset + 1, std::string("impossible position: ") + detail::to_string(problem),
                error_kind::impossible_position);
  return p;
}

}  // namespace

namespace detail {
std::string to_string(setup_problem p) {
  switch (p) {
    case setup_problem::none: return "none";
    case setup_problem::too_many_pieces: return "more pieces of a kind than the game has";
    case setup_problem::two_kings: return "two kings of one side";
    case setup_problem::dead_piece: return "a piece that can never move again";
    case setup_problem::two_pawns_in_file: return "two unpromoted pawns of one side in a file";
  }
  return "?";
}

error illegal_move_error(std::size_t line, std::size_t column, std::string_view text) {
  return error{line, column, "illegal move '" + std::string(text) + "'", error_kind::illegal_move, std::string(text)};
}
}  // namespace detail

result<position, error> read_sfen(std::string_view sfen) {
  const auto w = words_of(sfen);
  std::size_t used = 0;
  auto r = parse_sfen_words(w, 0, used);
  if (!r) return r;
  if (used < w.size()) return fail(w[used].offset + 1, "unexpected text after the SFEN");
  return r;
}

std::string write_sfen(const position& p, bool with_move_number) {
  std::string out;
  for (int y = 0; y < 9; ++y) {
    int empty = 0;
    for (int x = 0; x < 9; ++x) {
      const piece pc = p.at(static_cast<square>(y * 9 + x));
      if (pc == 0) {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      const piece_type t = type_of(pc);
      if (is_promoted(t)) out += '+';
      char c = letters[static_cast<std::size_t>(index(unpromoted(t)))];
      if (color_of(pc) == color::gote) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      out += c;
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (y < 8) out += '/';
  }
  out += p.side_to_move() == color::sente ? " b " : " w ";
  std::string hands;
  for (color c : {color::sente, color::gote})
    for (piece_type t : {piece_type::rook, piece_type::bishop, piece_type::gold, piece_type::silver, piece_type::knight,
                         piece_type::lance, piece_type::pawn}) {
      const int n = p.hand(c, t);
      if (n == 0) continue;
      if (n > 1) hands += std::to_string(n);
      char l = letters[static_cast<std::size_t>(index(t))];
      if (c == color::gote) l = static_cast<char>(std::tolower(static_cast<unsigned char>(l)));
      hands += l;
    }
  out += hands.empty() ? "-" : hands;
  if (with_move_number) {
    out.push_back(' ');
    out.append(std::to_string(p.move_number()));
  }
  return out;
}

namespace {

// A USI move's text as a move, not yet checked against the position.
result<move, error> parse_usi_move(std::string_view t) {
  auto sq = [](char f, char r) -> square {
    if (f < '1' || f > '9' || r < 'a' || r > 'i') return no_square;
    return make_square(f - '0', r - 'a' + 1);
  };
  move m;
  if (t.size() == 4 && t[1] == '*') {
    const piece_type pt = type_of_letter(t[0]);
    if (!std::isupper(static_cast<unsigned char>(t[0])) || !is_hand_type(pt))
      return fail(1, "a USI drop needs an upper-case piece letter", error_kind::syntax, t);
    m = move::dropping(pt, sq(t[2], t[3]));
  } else if (t.size() == 4 || (t.size() == 5 && t[4] == '+')) {
    m = move::board(sq(t[0], t[1]), sq(t[2], t[3]), t.size() == 5);
    if (m.from == no_square) return fail(1, "bad square in a USI move", error_kind::syntax, t);
  } else {
    return fail(1, "not a USI move: '" + std::string(t) + "'", error_kind::syntax, t);
  }
  if (m.to == no_square) return fail(3, "bad square in a USI move", error_kind::syntax, t);
  return m;
}

}  // namespace

result<move, error> read_usi_move(const position& p, std::string_view t) {
  auto m = parse_usi_move(t);
  if (m && !p.is_legal(m.value())) return failure{detail::illegal_move_error(1, 1, t)};
  return m;
}

std::string write_usi_move(const move& m) {
  std::string out;
  auto sq = [&](square s) {
    out += static_cast<char>('0' + file_of(s));
    out += static_cast<char>('a' + rank_of(s) - 1);
  };
  if (m.is_drop()) {
    out += letters[static_cast<std::size_t>(index(m.drop))];
    out += '*';
  } else {
    sq(m.from);
  }
  sq(m.to);
  if (m.promote) out += '+';
  return out;
}

result<record, error> read_usi(std::string_view line) {
  const auto w = words_of(line);
  std::size_t i = 0;
  if (i < w.size() && w[i].text == "position") ++i;
  if (i >= w.size()) return fail(1, "expected 'startpos' or 'sfen'");
  record r;
  if (w[i].text == "startpos") {
    r.start = position::start();
    ++i;
  } else if (w[i].text == "sfen") {
    std::size_t used = 0;
    auto p = parse_sfen_words(w, i + 1, used);
    if (!p) return failure{p.error()};
    r.start = p.value();
    i += 1 + used;
  } else {
    return fail(w[i].offset + 1, "expected 'startpos' or 'sfen'");
  }
  if (i < w.size()) {
    if (w[i].text != "moves") return fail(w[i].offset + 1, "expected 'moves'");
    ++i;
  }
  position p = r.start;
  for (; i < w.size(); ++i) {
    if (r.foul != foul::none) {  // moves after a foul are void
      ++r.void_moves;
      continue;
    }
    auto m = parse_usi_move(w[i].text);
    const foul f = m ? p.foul_of(m.value()) : foul::unplayable;
    if (f == foul::unplayable) {
      error e = m ? detail::illegal_move_error(1, 1, w[i].text) : std::move(m).error();
      e.column += w[i].offset;
      return failure{std::move(e)};
    }
    r.add_move(m.value(), w[i].text);
    r.foul = f;
    p = p.after(m.value());
  }
  return r;
}

std::string write_usi(const record& r) {
  std::string out = "position ";
  if (r.start == position::start() && r.start.move_number() == 1) out += "startpos";
  else out.append("sfen ").append(write_sfen(r.start));
  if (!r.moves.empty()) {
    out += " moves";
    for (const move& m : r.moves) {
      out.push_back(' ');
      out.append(write_usi_move(m));
    }
  }
  return out;
}

usi_line classify_usi_line(std::string_view line) noexcept {
  const auto b = line.find_first_not_of(" \t\r");
  if (b == std::string_view::npos) return usi_line::blank;
  if (line[b] == '#') return usi_line::comment;
  line.remove_prefix(b);
  const std::string_view word = line.substr(0, line.find_first_of(" \t\r"));
  return word == "position" || word == "startpos" || word == "sfen" ? usi_line::game : usi_line::other;
}

result<std::vector<record>, error> read_usi_lines(std::string_view text) {
  std::vector<record> out;
  std::size_t line = 0;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    std::string_view l = text.substr(pos, end - pos);
    ++line;
    pos = end + 1;
    if (const usi_line kind = classify_usi_line(l); kind == usi_line::game || kind == usi_line::other) {
      auto r = read_usi(l);
      if (!r) {
        error e = std::move(r).error();
        e.line = line;
        return failure{std::move(e)};
      }
      out.push_back(std::move(r.value()));
    }
    if (end == text.size()) break;
  }
  return out;
}

std::vector<game_in_text> read_usi_games(std::string_view text) {
  std::vector<game_in_text> out;
  std::size_t line = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view l = text.substr(pos, end - pos);
    ++line;
    pos = end + 1;
    if (const usi_line kind = classify_usi_line(l); kind == usi_line::blank || kind == usi_line::comment) continue;
    auto r = read_usi(l);
    if (!r) {
      error e = std::move(r).error();
      e.line = line;
      out.push_back({line, failure{std::move(e)}});
    } else {
      out.push_back({line, std::move(r)});
    }
  }
  return out;
}

std::string_view format_of(std::string_view name) noexcept {
  const auto dot = name.rfind('.');
  if (dot == std::string_view::npos) return "";
  std::string ext;
  for (char c : name.substr(dot + 1)) ext += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ext == "csa") return "csa";
  if (ext == "kif" || ext == "kifu") return "kif";
  if (ext == "ki2" || ext == "ki2u") return "ki2";
  if (ext == "usi" || ext == "sfen" || ext == "txt") return "usi";
  return "";
}

}  // namespace repetita::shogi
