#include <repetita/chess/movegen.hpp>
#include <repetita/chess/position.hpp>

namespace repetita::chess {

namespace {

constexpr int back_rank(color c) noexcept { return c == color::white ? 0 : 7; }
constexpr int forward(color c) noexcept { return c == color::white ? 8 : -8; }

}  // namespace

position::position(empty_tag) noexcept { mailbox_.fill(piece::none); }

position::position() noexcept : position(empty_tag{}) {
  constexpr piece_type back[8] = {piece_type::rook, piece_type::knight, piece_type::bishop, piece_type::queen,
                                  piece_type::king, piece_type::bishop, piece_type::knight, piece_type::rook};
  for (int f = 0; f < 8; ++f) {
    put(make_piece(color::white, back[f]), make_square(f, 0));
    put(make_piece(color::white, piece_type::pawn), make_square(f, 1));
    put(make_piece(color::black, piece_type::pawn), make_square(f, 6));
    put(make_piece(color::black, back[f]), make_square(f, 7));
  }
  castling_rooks_ = square_bb(square::a1) | square_bb(square::h1) | square_bb(square::a8) | square_bb(square::h8);
  update_check_info();
}

std::optional<position> position::chess960_initial(int number) noexcept {
  if (number < 0 || number > 959) return std::nullopt;
  std::array<piece_type, 8> rank{};
  std::array<bool, 8> used{};
  int n = number;
  const int light_bishop = 2 * (n % 4) + 1;
  n /= 4;
  const int dark_bishop = 2 * (n % 4);
  n /= 4;
  rank[static_cast<std::size_t>(light_bishop)] = piece_type::bishop;
  rank[static_cast<std::size_t>(dark_bishop)] = piece_type::bishop;
  used[static_cast<std::size_t>(light_bishop)] = used[static_cast<std::size_t>(dark_bishop)] = true;
  // Places `t` on the k-th (0-based) free file.
  auto place_nth_free = [&](int k, piece_type t) {
    for (std::size_t f = 0; f < 8; ++f) {
      if (used[f]) continue;
      if (k-- == 0) {
        rank[f] = t;
        used[f] = true;
        return;
      }
    }
  };
  place_nth_free(n % 6, piece_type::queen);
  n /= 6;
  constexpr int knight_pairs[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
  // The second knight's index counts free files after the first one is placed.
  place_nth_free(knight_pairs[n][0], piece_type::knight);
  place_nth_free(knight_pairs[n][1] - 1, piece_type::knight);
  place_nth_free(0, piece_type::rook);
  place_nth_free(0, piece_type::king);
  place_nth_free(0, piece_type::rook);

  position p{empty_tag{}};
  for (int f = 0; f < 8; ++f) {
    const piece_type t = rank[static_cast<std::size_t>(f)];
    p.put(make_piece(color::white, t), make_square(f, 0));
    p.put(make_piece(color::white, piece_type::pawn), make_square(f, 1));
    p.put(make_piece(color::black, piece_type::pawn), make_square(f, 6));
    p.put(make_piece(color::black, t), make_square(f, 7));
  }
  p.castling_rooks_ = p.pieces(piece_type::rook) & (rank_bb(0) | rank_bb(7));
  p.chess960_ = true;
  p.update_check_info();
  return p;
}

bitboard position::attackers_to(square s, bitboard occ) const noexcept {
  const bitboard diagonal = pieces(piece_type::bishop) | pieces(piece_type::queen);
  const bitboard straight = pieces(piece_type::rook) | pieces(piece_type::queen);
  return (attacks::pawn(color::white, s) & pieces(color::black, piece_type::pawn)) |
         (attacks::pawn(color::black, s) & pieces(color::white, piece_type::pawn)) |
         (attacks::knight(s) & pieces(piece_type::knight)) | (attacks::king(s) & pieces(piece_type::king)) |
         (attacks::bishop(s, occ) & diagonal) | (attacks::rook(s, occ) & straight);
}

bool position::is_attacked(square s, color by, bitboard occ) const noexcept {
  const bitboard them = pieces(by);
  if (attacks::knight(s) & them & pieces(piece_type::knight)) return true;
  if (attacks::pawn(~by, s) & them & pieces(piece_type::pawn)) return true;
  if (attacks::king(s) & them & pieces(piece_type::king)) return true;
  const bitboard queens = pieces(piece_type::queen);
  if (attacks::bishop(s, occ) & them & (pieces(piece_type::bishop) | queens)) return true;
  return (attacks::rook(s, occ) & them & (pieces(piece_type::rook) | queens)) != 0;
}

void position::update_check_info() noexcept {
  const color us = side_;
  const bitboard kings = pieces(us, piece_type::king);
  checkers_ = pinned_ = 0;
  if (!kings) return;  // only while a builder assembles a position; never after FEN validation
  const square k = lowest_square(kings);
  const bitboard them = pieces(~us);
  const bitboard occ = occupied();
  const bitboard queens = pieces(piece_type::queen);
  const bitboard straight = (pieces(piece_type::rook) | queens) & them;
  const bitboard diagonal = (pieces(piece_type::bishop) | queens) & them;
  checkers_ = ((attacks::knight(k) & pieces(piece_type::knight)) | (attacks::pawn(us, k) & pieces(piece_type::pawn))) & them;
  // Sliders on a line through the king: with no piece between they check, with one of ours they
  // pin. Without branches (conditional moves): which case a slider is in follows the game, not a
  // pattern the processor could predict, and this runs after every move.
  const bitboard ours = pieces(us);
  bitboard checkers = checkers_;
  bitboard pinned = 0;
  for (bitboard snipers = (attacks::rook_rays(k) & straight) | (attacks::bishop_rays(k) & diagonal); snipers;) {
    const square s = pop_lowest(snipers);
    const bitboard blockers = attacks::between(k, s) & occ;
    const auto all_if = [](bool b) { return bitboard{0} - static_cast<bitboard>(b); };  // a mask, not a branch
    checkers |= square_bb(s) & all_if(blockers == 0);
    pinned |= blockers & ours & all_if(!more_than_one(blockers));  // no blocker: adds nothing
  }
  checkers_ = checkers;
  pinned_ = pinned;
}

bitboard position::en_passant_attackers() const noexcept {
  if (!en_passant_) return 0;
  return attacks::pawn(~side_, *en_passant_) & pieces(side_, piece_type::pawn);
}

bool position::en_passant_capture_is_legal(square from) const noexcept {
  const color us = side_;
  const square to = *en_passant_;
  const square captured = offset(to, -forward(us));
  const bitboard occ = (occupied() ^ square_bb(from) ^ square_bb(captured)) | square_bb(to);
  const square k = king_square(us);
  const bitboard them = pieces(~us);
  const bitboard queens = pieces(piece_type::queen);
  // Sliders seen through the new occupancy: pins (diagonal or the horizontal two-pawn pin) and
  // discovered checks the capture does not block.
  if (attacks::rook(k, occ) & them & (pieces(piece_type::rook) | queens)) return false;
  if (attacks::bishop(k, occ) & them & (pieces(piece_type::bishop) | queens)) return false;
  // A knight (or pawn other than the captured one) giving check still gives it.
  return (checkers_ & ~square_bb(captured) & (pieces(piece_type::knight) | pieces(piece_type::pawn))) == 0;
}

std::optional<square> position::en_passant_square_after_double_push(en_passant_mode mode) const noexcept {
  if (!en_passant_ || mode == en_passant_mode::always) return en_passant_;
  bitboard attackers = en_passant_attackers();
  if (mode == en_passant_mode::pseudo_legal) return attackers ? en_passant_ : std::nullopt;
  while (attackers)
    if (en_passant_capture_is_legal(pop_lowest(attackers))) return en_passant_;
  return std::nullopt;
}

std::uint64_t position::piece_hash_from_scratch() const noexcept {
  std::uint64_t h = 0;
  for (int i = 0; i < 64; ++i) {
    const piece p = mailbox_[static_cast<std::size_t>(i)];
    if (p != piece::none) h ^= zobrist::piece_key(p, square_at(i));
  }
  return h;
}

std::uint64_t position::hash_from_scratch(en_passant_mode mode) const noexcept {
  std::uint64_t h = piece_hash_from_scratch() ^ zobrist::side_key(side_);
  for (int i = 0; i < 64; ++i)
    if (contains(castling_rooks_, square_at(i))) h ^= zobrist::keys.castling_rook[static_cast<std::size_t>(i)];
  if (const auto ep = en_passant_square(mode)) h ^= zobrist::keys.en_passant_file[static_cast<std::size_t>(file_of(*ep))];
  return h;
}

square position::castling_king_to(move m) noexcept {
  return make_square(file_of(m.to()) > file_of(m.from()) ? 6 : 2, rank_of(m.from()));
}

square position::castling_rook_to(move m) noexcept {
  return make_square(file_of(m.to()) > file_of(m.from()) ? 5 : 3, rank_of(m.from()));
}

bool position::is_legal(move m) const noexcept { return legal_moves(*this).contains(m); }

bool position::is_legal_slow(move m) const noexcept {
  const color us = side_;
  const square from = m.from();
  const square to = m.to();
  const square k = king_square(us);
  if (m.is_castling()) {
    if (checkers_) return false;
    const square king_to = castling_king_to(m);
    const square rook_to = castling_rook_to(m);
    const bitboard without_both = occupied() ^ square_bb(from) ^ square_bb(to);
    const bitboard path = attacks::between(from, king_to) | square_bb(king_to) | attacks::between(to, rook_to) |
                          square_bb(rook_to);
    if (path & without_both) return false;
    // Squares the king crosses, attacked in the current position (FIDE 3.8.2.2) ...
    bitboard transit = attacks::between(from, king_to);
    while (transit)
      if (is_attacked(pop_lowest(transit), ~us, occupied())) return false;
    // ... and its destination in the position after castling (a Chess960 rook may have shielded it).
    return !is_attacked(king_to, ~us, without_both | square_bb(king_to) | square_bb(rook_to));
  }
  if (m.is_en_passant()) return en_passant_capture_is_legal(from);
  if (from == k) return !is_attacked(to, ~us, occupied() ^ square_bb(k));
  if (checkers_) {
    if (more_than_one(checkers_)) return false;
    if (!contains(attacks::between(k, lowest_square(checkers_)) | checkers_, to)) return false;
  }
  return !contains(pinned_, from) || contains(attacks::line(k, from), to);
}

bool position::is_irreversible(move m) const noexcept {
  if (is_progress(m) || m.is_castling()) return true;
  if (castling_rooks_ & (square_bb(m.from()) | square_bb(m.to()))) return true;
  return type_of(moved_piece(m)) == piece_type::king && (castling_rooks_ & rank_bb(back_rank(side_)));
}

void position::play(move m) noexcept {
  const color us = side_;
  const square from = m.from();
  const square to = m.to();
  const piece moving = piece_on(from);
  ++halfmove_clock_;
  en_passant_.reset();
  if (m.is_castling()) {
    const piece rook = piece_on(to);
    remove(from);
    remove(to);
    put(moving, castling_king_to(m));
    put(rook, castling_rook_to(m));
    castling_rooks_ &= ~rank_bb(back_rank(us));
  } else {
    if (m.is_en_passant()) {
      remove(offset(to, -forward(us)));
      halfmove_clock_ = 0;
    } else if (piece_on(to) != piece::none) {
      remove(to);
      halfmove_clock_ = 0;
    }
    const piece_type t = type_of(moving);
    if (m.is_promotion()) {
      remove(from);
      put(make_piece(us, m.promotion_type()), to);
    } else {
      // Move the piece in one step: both squares flip in the type and colour sets.
      const bitboard both = square_bb(from) | square_bb(to);
      board_.by_type[static_cast<std::size_t>(index_of(t))] ^= both;
      board_.by_color[static_cast<std::size_t>(index_of(us))] ^= both;
      mailbox_[static_cast<std::size_t>(index_of(from))] = piece::none;
      mailbox_[static_cast<std::size_t>(index_of(to))] = moving;
      piece_hash_ ^= zobrist::piece_key(moving, from) ^ zobrist::piece_key(moving, to);
    }
    if (t == piece_type::pawn) {
      halfmove_clock_ = 0;
      if (index_of(to) - index_of(from) == 2 * forward(us)) en_passant_ = offset(from, forward(us));
    } else if (t == piece_type::king) {
      castling_rooks_ &= ~rank_bb(back_rank(us));
    }
    castling_rooks_ &= ~(square_bb(from) | square_bb(to));
  }
  if (us == color::black) ++fullmove_number_;
  side_ = ~us;
  update_check_info();
}

void position::play_null() noexcept {
  ++halfmove_clock_;
  en_passant_.reset();
  if (side_ == color::black) ++fullmove_number_;
  side_ = ~side_;
  update_check_info();
}

bool position::has_legal_move() const noexcept {
  // A king move is the usual answer to a check: try those first, without generating the rest.
  const square k = king_square(side_);
  const bitboard occ_without_king = occupied() ^ square_bb(k);
  for (bitboard b = attacks::king(k) & ~pieces(side_); b;)
    if (!is_attacked(pop_lowest(b), ~side_, occ_without_king)) return true;
  move_list list;
  generate_legal_moves(*this, list);
  return !list.empty();
}

// --- builder ---------------------------------------------------------------------------------

position_builder::position_builder() noexcept : pos_(position::empty_tag{}) {}

position_builder& position_builder::side_to_move(color c) noexcept {
  pos_.side_ = c;
  return *this;
}
position_builder& position_builder::castling_rooks(bitboard rooks) noexcept {
  pos_.castling_rooks_ = rooks;
  return *this;
}
position_builder& position_builder::en_passant(std::optional<square> s) noexcept {
  pos_.en_passant_ = s;
  return *this;
}
position_builder& position_builder::halfmove_clock(std::uint32_t n) noexcept {
  pos_.halfmove_clock_ = n;
  return *this;
}
position_builder& position_builder::fullmove_number(std::uint32_t n) noexcept {
  pos_.fullmove_number_ = n;
  return *this;
}
position_builder& position_builder::chess960(bool on) noexcept {
  pos_.chess960_ = on;
  return *this;
}
position position_builder::finish() const noexcept {
  position p = pos_;
  p.update_check_info();
  return p;
}

}  // namespace repetita::chess
