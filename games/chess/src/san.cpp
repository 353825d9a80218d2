#include <repetita/chess/movegen.hpp>
#include <repetita/chess/san.hpp>
#include <repetita/chess/uci.hpp>

#include <cstdlib>
#include <optional>

namespace repetita::chess {

std::string_view to_string(san_error_kind kind) noexcept {
  switch (kind) {
    case san_error_kind::empty: return "empty";
    case san_error_kind::bad_syntax: return "bad_syntax";
    case san_error_kind::no_such_move: return "no_such_move";
    case san_error_kind::ambiguous: return "ambiguous";
    case san_error_kind::castling_not_allowed: return "castling_not_allowed";
    case san_error_kind::missing_promotion: return "missing_promotion";
    case san_error_kind::bad_promotion: return "bad_promotion";
    case san_error_kind::wrong_capture_mark: return "wrong_capture_mark";
    case san_error_kind::wrong_disambiguation: return "wrong_disambiguation";
    case san_error_kind::wrong_check_mark: return "wrong_check_mark";
    case san_error_kind::non_canonical: return "non_canonical";
    case san_error_kind::null_move: return "null_move";
    case san_error_kind::null_move_in_check: return "null_move_in_check";
  }
  return "unknown";
}

namespace {

failure<san_error> fail(san_error_kind kind, std::size_t column, std::string message) {
  return failure{san_error{kind, column, std::move(message), {}}};
}

// An illegal move (FIDE 3.10.2: it fails a requirement of Articles 3.1-3.9): the message names the
// article it breaks.
failure<san_error> illegal(san_error_kind kind, std::string message, std::string_view law) {
  message += " (FIDE Laws ";
  message += law;
  message += ')';
  return failure{san_error{kind, 1, std::move(message), law}};
}

// How a piece moves: FIDE 3.2-3.6 and 3.8.1 (3.5: the line pieces do not jump).
constexpr std::string_view movement_law(piece_type t) {
  switch (t) {
    case piece_type::bishop: return "3.2, 3.5";
    case piece_type::rook: return "3.3, 3.5";
    case piece_type::queen: return "3.4, 3.5";
    case piece_type::knight: return "3.6";
    case piece_type::king: return "3.8.1";
    default: return "3.7";
  }
}

constexpr bool is_file(char c) { return c >= 'a' && c <= 'h'; }
constexpr bool is_rank(char c) { return c >= '1' && c <= '8'; }

std::optional<piece_type> piece_letter(char c) {
  switch (c) {
    case 'N': return piece_type::knight;
    case 'B': return piece_type::bishop;
    case 'R': return piece_type::rook;
    case 'Q': return piece_type::queen;
    case 'K': return piece_type::king;
    default: return std::nullopt;
  }
}

std::optional<piece_type> promotion_letter(char c, bool lenient) {
  if (lenient && c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  const auto t = piece_letter(c);
  if (t == piece_type::king) return std::nullopt;
  return t;
}

const char* piece_name(piece_type t) {
  switch (t) {
    case piece_type::pawn: return "pawn";
    case piece_type::knight: return "knight";
    case piece_type::bishop: return "bishop";
    case piece_type::rook: return "rook";
    case piece_type::queen: return "queen";
    case piece_type::king: return "king";
  }
  return "piece";
}

std::string square_name(square s) { return std::string{file_char(file_of(s)), rank_char(rank_of(s))}; }

// Pieces of type `t` and colour `c` that could reach `to` (ignoring pins and checks). A slider
// alone of its kind on the lines through `to` (most moves) is tested with the between table,
// not looked up in the magic tables (861 KB, mostly out of the first cache levels): the lookup's
// wait was a fifth of the time of decoding a move.
bitboard reaching(const position& pos, color c, piece_type t, square to) {
  const bitboard own = pos.pieces(c, t);
  bitboard lines = 0;
  switch (t) {
    case piece_type::bishop: lines = attacks::bishop_rays(to); break;
    case piece_type::rook: lines = attacks::rook_rays(to); break;
    case piece_type::queen: lines = attacks::bishop_rays(to) | attacks::rook_rays(to); break;
    default: return attacks::of(t, to, pos.occupied()) & own;
  }
  const bitboard candidates = lines & own;
  if (candidates == 0) return 0;
  if (more_than_one(candidates)) return attacks::of(t, to, pos.occupied()) & own;
  return (attacks::between(lowest_square(candidates), to) & pos.occupied()) == 0 ? candidates : 0;
}

// The subset of `from_set` whose move to `to` is legal.
bitboard legal_origins(const position& pos, bitboard from_set, square to) {
  bitboard legal = 0;
  for (bitboard b = from_set; b;) {
    const square from = pop_lowest(b);
    if (pos.is_legal_pseudo_legal(move::normal(from, to))) legal |= square_bb(from);
  }
  return legal;
}

// The castling move to the king side or the queen side, if the side to move still has that right
// (legality aside).
std::optional<move> castling_move(const position& pos, bool king_side) {
  const square king = pos.king_square(pos.side_to_move());
  const bitboard side = king_side ? ~((square_bb(king) << 1) - 1) : (square_bb(king) - 1);
  const bitboard rooks = pos.castling_rooks() & pos.pieces(pos.side_to_move()) & side;
  if (!rooks) return std::nullopt;
  return move::castling(king, lowest_square(rooks));
}

// Canonical disambiguation of `from` among `movers` (all legal origins of the same piece type).
struct hint {
  bool file = false;
  bool rank = false;
};
hint canonical_hint(square from, bitboard movers) {
  const bitboard others = movers & ~square_bb(from);
  if (!others) return {};
  if (!(others & file_bb(file_of(from)))) return {true, false};
  if (!(others & rank_bb(rank_of(from)))) return {false, true};
  return {true, true};
}

// Whether the disambiguation a token gives (`file`, `rank`) is more than the canonical `h` and
// contains it (PGN standard 8.2.3: the first disambiguating step that suffices, else none).
constexpr bool overdisambiguates(hint h, bool file, bool rank) {
  return (file || !h.file) && (rank || !h.rank) && (file != h.file || rank != h.rank);
}

// The common canonical shapes: [NBRQK][file][rank][x]<square>[=NBRQ][+#]. Read from the end,
// where each part has a fixed place: the check mark is last, the promotion just before it, the
// destination square before that. Anything else (castling, annotations, lenient spellings,
// errors) goes to the general reader. `t` comes in default-constructed.
bool read_common_san(std::string_view text, san_token& t) {
  const char* const s = text.data();
  std::size_t n = text.size();  // the characters not read yet are s[i, n)
  if (n < 2) return false;
  t.mark_column = n + 1;
  if (s[n - 1] == '+' || s[n - 1] == '#') {
    t.mark = s[n - 1] == '+' ? san_token::check_mark::check : san_token::check_mark::mate;
    t.mark_column = n;
    --n;
  }
  std::size_t i = 0;
  if (const auto p = piece_letter(s[0])) {
    t.kind = san_token::shape::piece_move;
    t.piece = *p;
    i = 1;
  }
  if (n >= 2 && s[n - 2] == '=') {
    const auto promoted = promotion_letter(s[n - 1], false);
    if (t.kind != san_token::shape::pawn_move || !promoted) return false;
    t.has_promotion = true;
    t.promotion = *promoted;
    n -= 2;
  }
  if (n < i + 2 || !is_file(s[n - 2]) || !is_rank(s[n - 1])) return false;
  t.to = make_square(s[n - 2] - 'a', s[n - 1] - '1');
  n -= 2;
  if (n > i && s[n - 1] == 'x') {
    t.capture_mark = true;
    --n;
  }
  if (i < n && is_file(s[i])) t.from_file = s[i++] - 'a';
  if (i < n && is_rank(s[i])) t.from_rank = s[i++] - '1';
  if (i != n) return false;
  return !(t.kind == san_token::shape::pawn_move && t.capture_mark && t.from_file < 0);
}

// Castling as SAN writes it, O-O or O-O-O with an optional check mark, read as the general
// reader does. `t` comes in default-constructed.
bool read_common_castling(std::string_view text, san_token& t) {
  t.mark_column = text.size() + 1;
  if (text.ends_with('+') || text.ends_with('#')) {
    t.mark = text.back() == '+' ? san_token::check_mark::check : san_token::check_mark::mate;
    t.mark_column = text.size();
    text.remove_suffix(1);
  }
  if (text != "O-O" && text != "O-O-O") return false;
  t.kind = text.size() == 3 ? san_token::shape::castle_king_side : san_token::shape::castle_queen_side;
  t.piece = piece_type::king;
  return true;
}

// decode_common_san for castling. Out of line: inlined, it makes the path of the other moves
// slower (register pressure), and castling is one move in fifty.
[[gnu::noinline]] bool decode_common_castling(const position& pos, std::string_view text, move& out,
                                              san_token::check_mark& mark) {
  san_token t;
  if (!read_common_castling(text, t)) return false;
  const auto castling = castling_move(pos, t.kind == san_token::shape::castle_king_side);
  if (!castling || !pos.is_legal_pseudo_legal(*castling)) return false;
  out = *castling;
  mark = t.mark;
  return true;
}

}  // namespace

result<san_token, san_error> read_san_token(std::string_view text, san_mode mode) {
  const bool lenient = mode == san_mode::lenient;
  san_token t;
  if (read_common_san(text, t)) return t;
  t = san_token{};  // the fast reader may have filled some fields before giving up
  if (text.empty()) return fail(san_error_kind::empty, 1, "empty move");
  // Move-quality marks ("!", "?!", ...) are allowed after any move (PGN import format).
  while (!text.empty() && (text.back() == '!' || text.back() == '?')) text.remove_suffix(1);
  if (text.empty()) return fail(san_error_kind::bad_syntax, 1, "an annotation without a move");
  // Check marks.
  if (text.size() >= 2 && text.back() == '+' && text[text.size() - 2] == '+') {
    if (!lenient) return fail(san_error_kind::non_canonical, text.size() - 1, "\"++\" is not SAN: use '+' or '#'");
    t.mark = san_token::check_mark::check;
    text.remove_suffix(2);
    t.mark_column = text.size() + 1;
  } else if (text.back() == '+' || text.back() == '#') {
    t.mark = text.back() == '+' ? san_token::check_mark::check : san_token::check_mark::mate;
    text.remove_suffix(1);
    t.mark_column = text.size() + 1;
  } else {
    t.mark_column = text.size() + 1;
  }
  // "e.p." suffix (tested by its last character first: this runs on every move).
  if (text.size() > 4 && (text.back() == '.' || text.back() == 'p')) {
    for (const std::string_view ep : {std::string_view("e.p."), std::string_view("ep")}) {
      if (text.size() > ep.size() + 2 && text.substr(text.size() - ep.size()) == ep &&
          is_rank(text[text.size() - ep.size() - 1])) {
        if (!lenient)
          return fail(san_error_kind::non_canonical, text.size() - ep.size() + 1, "an en passant suffix is not SAN");
        text.remove_suffix(ep.size());
        break;
      }
    }
  }
  if (text.empty()) return fail(san_error_kind::bad_syntax, 1, "a check mark without a move");

  // Castling and the null move.
  if ((text[0] == 'O' || text[0] == '0') && (text == "O-O" || text == "O-O-O" || text == "0-0" || text == "0-0-0")) {
    if (text[0] == '0' && !lenient)
      return fail(san_error_kind::non_canonical, 1, "castling is written with the letter O in SAN");
    t.kind = text.size() == 3 ? san_token::shape::castle_king_side : san_token::shape::castle_queen_side;
    t.piece = piece_type::king;
    return t;
  }
  if ((text[0] == '-' && text == "--") || (text[0] == 'Z' && text == "Z0")) {  // Z0: ChessBase's spelling
    if (!lenient)
      return fail(san_error_kind::null_move, 1,
                  "the null move \"" + std::string(text) + "\" is not SAN (lenient mode accepts it)");
    t.kind = san_token::shape::null_move;
    return t;
  }

  std::size_t pos = 0;  // index of the next unread character of `text`
  if (const auto p = piece_letter(text[0])) {
    t.kind = san_token::shape::piece_move;
    t.piece = *p;
    pos = 1;
  }
  // Promotion at the end: "=Q" (canonical), "Q", "=q", "q", "/Q", "(Q)" (lenient).
  std::string_view body = text.substr(pos);
  if (t.kind == san_token::shape::pawn_move && !body.empty()) {
    std::size_t cut = 0;
    std::optional<piece_type> promoted;
    bool canonical = false;
    if (body.size() >= 2 && body[body.size() - 2] == '=') {
      promoted = promotion_letter(body.back(), lenient);
      canonical = body.back() >= 'A' && body.back() <= 'Z';
      cut = 2;
      if (!promoted) return fail(san_error_kind::bad_syntax, pos + body.size(), "bad promotion piece");
    } else if (body.size() >= 4 && body.back() == ')' && body[body.size() - 3] == '(') {
      promoted = promotion_letter(body[body.size() - 2], lenient);
      cut = 3;
    } else if (body.size() >= 2 && body[body.size() - 2] == '/') {
      promoted = promotion_letter(body.back(), lenient);
      cut = 2;
    } else if (body.size() >= 3 && is_rank(body[body.size() - 2]) && !is_rank(body.back())) {
      promoted = promotion_letter(body.back(), lenient);
      cut = 1;
      if (!promoted && body.back() >= 'A' && body.back() <= 'Z')
        return fail(san_error_kind::bad_syntax, pos + body.size(), "bad promotion piece");
    }
    if (promoted) {
      if (!canonical && !lenient)
        return fail(san_error_kind::non_canonical, pos + body.size() - cut + 1, "a promotion is written \"=Q\" in SAN");
      t.has_promotion = true;
      t.promotion = *promoted;
      body.remove_suffix(cut);
    }
  }
  // Destination: the last two characters.
  if (body.size() < 2 || !is_file(body[body.size() - 2]) || !is_rank(body.back())) {
    const std::size_t col = body.empty() ? pos + 1 : pos + body.size();
    return fail(san_error_kind::bad_syntax, col, "not a move: expected a destination square such as e4");
  }
  t.to = make_square(body[body.size() - 2] - 'a', body.back() - '1');
  body.remove_suffix(2);
  // Capture mark ('x'; lenient also ':' and '-' for long algebraic).
  if (!body.empty() && (body.back() == 'x' || (lenient && (body.back() == ':' || body.back() == '-')))) {
    t.capture_mark = body.back() != '-';
    body.remove_suffix(1);
  }
  // Disambiguation: [file][rank].
  std::size_t i = 0;
  if (i < body.size() && is_file(body[i])) t.from_file = body[i++] - 'a';
  if (i < body.size() && is_rank(body[i])) t.from_rank = body[i++] - '1';
  if (i != body.size()) return fail(san_error_kind::bad_syntax, pos + i + 1, "unexpected character in a move");
  if (t.kind == san_token::shape::pawn_move && t.capture_mark && t.from_file < 0)
    return fail(san_error_kind::bad_syntax, 1, "a pawn capture names the file the pawn comes from");
  return t;
}

result<move, san_error> resolve_san(const position& pos, const san_token& t, san_mode mode) {
  const bool lenient = mode == san_mode::lenient;
  const color us = pos.side_to_move();
  const int up = us == color::white ? 8 : -8;

  switch (t.kind) {
    case san_token::shape::null_move:
      if (pos.in_check()) return fail(san_error_kind::null_move_in_check, 1, "null move while in check");
      return move::null();
    case san_token::shape::castle_king_side:
    case san_token::shape::castle_queen_side: {
      const bool king_side = t.kind == san_token::shape::castle_king_side;
      const auto castling = castling_move(pos, king_side);
      const char* name = king_side ? "O-O" : "O-O-O";
      if (!castling) return illegal(san_error_kind::castling_not_allowed, std::string(name) + ": no castling right on that side", "3.8.2.1");
      const move m = *castling;
      if (!pos.is_legal_pseudo_legal(m))
        return illegal(san_error_kind::castling_not_allowed,
                       std::string(name) + (pos.in_check() ? ": the king is in check" : ": the path is blocked or attacked"),
                       "3.8.2.2");
      return m;
    }
    case san_token::shape::piece_move: {
      if (contains(pos.pieces(us), t.to))
        return illegal(san_error_kind::no_such_move, "the destination " + square_name(t.to) + " holds a piece of the side to move", "3.1");
      const bitboard reach = reaching(pos, us, t.piece, t.to);
      const bitboard legal = legal_origins(pos, reach, t.to);
      bitboard matching = legal;
      if (t.from_file >= 0) matching &= file_bb(t.from_file);
      if (t.from_rank >= 0) matching &= rank_bb(t.from_rank);
      if (!matching) {
        const bitboard reach_hinted =
            reach & (t.from_file >= 0 ? file_bb(t.from_file) : ~bitboard{0}) & (t.from_rank >= 0 ? rank_bb(t.from_rank) : ~bitboard{0});
        if (reach_hinted)
          return illegal(san_error_kind::no_such_move, std::string("the ") + piece_name(t.piece) + " move to " + square_name(t.to) + " would leave the king in check", "3.9.2");
        return illegal(san_error_kind::no_such_move, std::string("no ") + piece_name(t.piece) + " can move to " + square_name(t.to), movement_law(t.piece));
      }
      if (more_than_one(matching))
        return fail(san_error_kind::ambiguous, 1, std::string("several ") + piece_name(t.piece) + "s can move to " + square_name(t.to));
      const square from = lowest_square(matching);
      const bool capture = pos.piece_on(t.to) != piece::none;
      if (!lenient) {
        if (capture != t.capture_mark)
          return fail(san_error_kind::wrong_capture_mark, 1, capture ? "a capture is written with 'x'" : "'x' on a move that captures nothing");
        const hint h = canonical_hint(from, legal);
        const bool file = t.from_file >= 0;
        const bool rank = t.from_rank >= 0;
        if (h.file != file || h.rank != rank) {
          const bool over = overdisambiguates(h, file, rank);
          if (over && mode == san_mode::tolerant) return move::normal(from, t.to);
          return fail(san_error_kind::wrong_disambiguation, 2,
                      over ? (!h.file && !h.rank ? "superfluous disambiguation (tolerant and lenient modes accept it)"
                                                 : "more disambiguation than needed: the file if it suffices, else the "
                                                   "rank (tolerant and lenient modes accept it)")
                           : "the disambiguation is not the canonical one (file if it suffices, else rank, else both)");
        }
      }
      return move::normal(from, t.to);
    }
    case san_token::shape::pawn_move: break;
  }

  // Both squares and no piece letter (`g1f3`, `e2e4`, `e1g1`, `e7e8q`): the move of whatever piece
  // stands on the first square, as python-chess reads it (Board.parse_san: "fully specified moves,
  // even if they are not pawn moves, including castling moves") and as some engines and GUIs write
  // it (python-chess data/pgn/uci-moves.pgn). Read in tolerant and lenient modes, counted by
  // is_overdisambiguated; strict mode reads the token as SAN (a pawn move).
  if (mode != san_mode::strict && t.from_file >= 0 && t.from_rank >= 0) {
    const square from = make_square(t.from_file, t.from_rank);
    if (pos.piece_on(from) != make_piece(us, piece_type::pawn) || t.from_file != file_of(t.to) || !lenient) {
      std::string uci = square_name(from) + square_name(t.to);
      if (t.has_promotion) uci += static_cast<char>(piece_char(make_piece(color::black, t.promotion)));
      auto m = parse_uci(pos, uci);
      if (!m) return illegal(san_error_kind::no_such_move, "no legal move from " + square_name(from) + " to " + square_name(t.to), "3.1-3.9");
      return *m;
    }
  }

  // Pawn moves.
  const piece own_pawn = make_piece(us, piece_type::pawn);
  const bool sideways = t.from_file >= 0 && t.from_file != file_of(t.to);
  const bool wants_capture = t.capture_mark || (lenient && sideways);
  const auto ep = pos.en_passant_square(en_passant_mode::always);
  move m;
  bool capture = false;
  if (wants_capture) {
    if (!sideways)
      return illegal(san_error_kind::no_such_move, "a pawn captures diagonally: the file must differ from the destination's", "3.7.3");
    if (std::abs(t.from_file - file_of(t.to)) != 1 || rank_of(t.to) - up / 8 < 0 || rank_of(t.to) - up / 8 > 7)
      return illegal(san_error_kind::no_such_move, "no pawn can capture on " + square_name(t.to), "3.7.3");
    const square from = make_square(t.from_file, rank_of(t.to) - up / 8);
    if (pos.piece_on(from) != own_pawn || (t.from_rank >= 0 && t.from_rank != rank_of(from)))
      return illegal(san_error_kind::no_such_move, std::string("no pawn on ") + square_name(from) + " to capture on " + square_name(t.to), "3.7.3");
    if (contains(pos.pieces(~us), t.to)) {
      m = move::normal(from, t.to);
    } else if (ep && *ep == t.to) {
      m = move::en_passant(from, t.to);
    } else {
      return illegal(san_error_kind::no_such_move, "nothing to capture on " + square_name(t.to), "3.7.3, 3.7.3.1-2");
    }
    capture = true;
  } else {
    if (sideways && !lenient)
      return fail(san_error_kind::wrong_capture_mark, 1, "a pawn capture is written with 'x'");
    if (sideways) return illegal(san_error_kind::no_such_move, "no pawn can move to " + square_name(t.to), "3.7.1");
    if (pos.piece_on(t.to) != piece::none)
      return illegal(san_error_kind::no_such_move, "a pawn cannot move forward onto the occupied square " + square_name(t.to), "3.7.1");
    const int behind = index_of(t.to) - up;
    if (behind < 0 || behind > 63) return illegal(san_error_kind::no_such_move, "no pawn can move to " + square_name(t.to), "3.7.1");
    square from = square_at(behind);
    const int double_rank = us == color::white ? 3 : 4;
    if (pos.piece_on(from) != own_pawn) {
      if (rank_of(t.to) != double_rank || pos.piece_on(from) != piece::none ||
          pos.piece_on(offset(from, -up)) != own_pawn)
        return illegal(san_error_kind::no_such_move, "no pawn can move to " + square_name(t.to), "3.7.1-2");
      from = offset(from, -up);
    }
    if (t.from_rank >= 0 && t.from_rank != rank_of(from))
      return illegal(san_error_kind::no_such_move, "no pawn on the given rank can move to " + square_name(t.to), "3.7.1-2");
    if ((t.from_rank >= 0 || t.from_file >= 0) && !lenient)
      return fail(san_error_kind::wrong_disambiguation, 1, "superfluous disambiguation (lenient mode accepts it)");
    m = move::normal(from, t.to);
  }
  if (!lenient && capture && t.from_rank >= 0)
    return fail(san_error_kind::wrong_disambiguation, 1, "superfluous disambiguation (lenient mode accepts it)");
  const bool last_rank = rank_of(t.to) == (us == color::white ? 7 : 0);
  if (last_rank && !t.has_promotion)
    return illegal(san_error_kind::missing_promotion, "a pawn that reaches the last rank must promote (e.g. =Q)", "3.7.3.3");
  if (!last_rank && t.has_promotion)
    return illegal(san_error_kind::bad_promotion, "promotion on a move that does not reach the last rank", "3.7.3.3");
  if (last_rank) m = move::promotion(m.from(), m.to(), t.promotion);
  if (!pos.is_legal_pseudo_legal(m))
    return illegal(san_error_kind::no_such_move, "the pawn move to " + square_name(t.to) + " would leave the king in check", "3.9.2");
  return m;
}

result<bool, san_error> check_san_mark(const position& after, const san_token& t, san_mode mode) {
  if (mode == san_mode::lenient || t.kind == san_token::shape::null_move) return true;
  // Both squares and no piece letter (`e6d7`): coordinates, which write no check mark.
  if (mode != san_mode::strict && t.kind == san_token::shape::pawn_move && t.from_file >= 0 && t.from_rank >= 0 &&
      t.mark == san_token::check_mark::none)
    return true;
  using mark = san_token::check_mark;
  const mark actual = !after.in_check() ? mark::none : (after.has_legal_move() ? mark::check : mark::mate);
  if (actual == t.mark) return true;
  static constexpr const char* names[] = {"no check mark", "'+'", "'#'"};
  return fail(san_error_kind::wrong_check_mark, t.mark_column,
              std::string("the move needs ") + names[static_cast<int>(actual)] + ", not " + names[static_cast<int>(t.mark)]);
}

bool detail::decode_common_san(const position& pos, std::string_view text, san_mode mode, move& out,
                               san_token::check_mark& mark) noexcept {
  san_token t;  // a local the compiler keeps in registers
  if (!read_common_san(text, t)) return text.starts_with('O') && decode_common_castling(pos, text, out, mark);
  // Tolerant reads as strict here: an over-disambiguated move goes to the general steps, which
  // accept it (and let the caller count it), so that this path does no more work than strict.
  const bool strict = mode != san_mode::lenient;
  const color us = pos.side_to_move();
  move m;
  if (t.kind == san_token::shape::piece_move) {
    if (contains(pos.pieces(us), t.to)) return false;
    const bitboard legal = legal_origins(pos, reaching(pos, us, t.piece, t.to), t.to);
    bitboard matching = legal;
    if (t.from_file >= 0) matching &= file_bb(t.from_file);
    if (t.from_rank >= 0) matching &= rank_bb(t.from_rank);
    if (!matching || more_than_one(matching)) return false;
    const square from = lowest_square(matching);
    if (strict) {
      if ((pos.piece_on(t.to) != piece::none) != t.capture_mark) return false;
      const hint h = canonical_hint(from, legal);
      if (h.file != (t.from_file >= 0) || h.rank != (t.from_rank >= 0)) return false;
    }
    m = move::normal(from, t.to);
  } else {
    // Pawn moves without promotion or en passant, disambiguated by file only.
    if (t.has_promotion || t.from_rank >= 0) return false;
    const int up = us == color::white ? 8 : -8;
    const int rank = rank_of(t.to);
    if (rank == 0 || rank == 7) return false;
    const piece own_pawn = make_piece(us, piece_type::pawn);
    if (t.capture_mark) {
      const int df = t.from_file - file_of(t.to);
      if (df != 1 && df != -1) return false;
      const square from = make_square(t.from_file, rank - up / 8);
      if (pos.piece_on(from) != own_pawn || !contains(pos.pieces(~us), t.to)) return false;
      m = move::normal(from, t.to);
    } else {
      if (t.from_file >= 0 || pos.piece_on(t.to) != piece::none) return false;
      square from = offset(t.to, -up);
      if (pos.piece_on(from) != own_pawn) {
        if (rank != (us == color::white ? 3 : 4) || pos.piece_on(from) != piece::none) return false;
        from = offset(from, -up);
        if (pos.piece_on(from) != own_pawn) return false;
      }
      m = move::normal(from, t.to);
    }
    if (!pos.is_legal_pseudo_legal(m)) return false;
  }
  out = m;
  mark = t.mark;
  return true;
}

bool is_overdisambiguated(const position& pos, const san_token& t, move m) {
  if (t.kind == san_token::shape::pawn_move && t.from_file >= 0 && t.from_rank >= 0 && !m.is_null())
    return true;  // both squares, no piece letter (`g1f3`, `e2e4`): never SAN
  if (t.kind != san_token::shape::piece_move || (t.from_file < 0 && t.from_rank < 0) || m.is_null() ||
      m.is_castling())
    return false;
  const bitboard legal = legal_origins(pos, reaching(pos, pos.side_to_move(), t.piece, m.to()), m.to());
  return overdisambiguates(canonical_hint(m.from(), legal), t.from_file >= 0, t.from_rank >= 0);
}

result<move, san_error> parse_san(const position& pos, std::string_view text, san_mode mode) {
  auto token = read_san_token(text, mode);
  if (!token) return failure{std::move(token).error()};
  auto m = resolve_san(pos, *token, mode);
  if (!m || mode == san_mode::lenient) return m;
  position after = pos;
  if (m->is_null())
    after.play_null();
  else
    after.play(*m);
  auto mark = check_san_mark(after, *token, mode);
  if (!mark) return failure{std::move(mark).error()};
  return m;
}

std::string write_san(const position& pos, move m) {
  if (m.is_null()) return "--";
  std::string out;
  if (m.is_castling()) {
    out = file_of(m.to()) > file_of(m.from()) ? "O-O" : "O-O-O";
  } else {
    const piece_type t = type_of(pos.moved_piece(m));
    const bool capture = pos.is_capture(m);
    if (t == piece_type::pawn) {
      if (capture) {
        out += file_char(file_of(m.from()));
        out += 'x';
      }
    } else {
      out += piece_type_char(t);
      const bitboard movers = t == piece_type::king
                                  ? square_bb(m.from())
                                  : legal_origins(pos, reaching(pos, pos.side_to_move(), t, m.to()), m.to());
      const hint h = canonical_hint(m.from(), movers);
      if (h.file) out += file_char(file_of(m.from()));
      if (h.rank) out += rank_char(rank_of(m.from()));
      if (capture) out += 'x';
    }
    out += file_char(file_of(m.to()));
    out += rank_char(rank_of(m.to()));
    if (m.is_promotion()) {
      out += '=';
      out += piece_type_char(m.promotion_type());
    }
  }
  const position after = pos.after(m);
  if (after.in_check()) out += after.has_legal_move() ? '+' : '#';
  return out;
}

}  // namespace repetita::chess
