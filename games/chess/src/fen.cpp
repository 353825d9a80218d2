#include <repetita/chess/fen.hpp>

#include <array>
#include <charconv>
#include <string>

namespace repetita::chess {

std::string_view to_string(fen_error_kind kind) noexcept {
  switch (kind) {
    case fen_error_kind::empty: return "empty";
    case fen_error_kind::wrong_field_count: return "wrong_field_count";
    case fen_error_kind::bad_placement: return "bad_placement";
    case fen_error_kind::bad_side_to_move: return "bad_side_to_move";
    case fen_error_kind::bad_castling: return "bad_castling";
    case fen_error_kind::bad_en_passant: return "bad_en_passant";
    case fen_error_kind::bad_halfmove_clock: return "bad_halfmove_clock";
    case fen_error_kind::bad_fullmove_number: return "bad_fullmove_number";
    case fen_error_kind::missing_king: return "missing_king";
    case fen_error_kind::too_many_kings: return "too_many_kings";
    case fen_error_kind::pawn_on_back_rank: return "pawn_on_back_rank";
    case fen_error_kind::opponent_in_check: return "opponent_in_check";
    case fen_error_kind::too_many_checkers: return "too_many_checkers";
    case fen_error_kind::castling_without_king: return "castling_without_king";
    case fen_error_kind::castling_without_rook: return "castling_without_rook";
    case fen_error_kind::impossible_en_passant: return "impossible_en_passant";
  }
  return "unknown";
}

namespace {

struct field {
  std::string_view text;
  std::size_t column;  // 1-based
};

failure<fen_error> fail(fen_error_kind kind, std::size_t column, std::string message) {
  return failure{fen_error{kind, column, std::move(message)}};
}

std::string quoted(char c) { return std::string{'\''} + c + '\''; }

struct field_list {
  std::array<field, 7> items;  // a 7th field is kept only to report it
  std::size_t count = 0;
  const field& operator[](std::size_t i) const { return items[i]; }
  std::size_t size() const { return count; }
};

// Splits into fields; strict mode wants single spaces and no blanks around the text. Fills
// `fields` in place (no copy of the list on the hot path of PGN FEN tags).
result<bool, fen_error> split_fields(std::string_view text, bool lenient, field_list& fields) {
  std::size_t i = 0;
  const auto blank = [](char c) { return c == ' ' || c == '\t'; };
  if (lenient)
    while (i < text.size() && blank(text[i])) ++i;
  if (i == text.size()) return fail(fen_error_kind::empty, 1, "empty FEN");
  while (i < text.size()) {
    if (blank(text[i])) {
      return fail(fen_error_kind::wrong_field_count, i + 1,
                  "fields must be separated by one space, with no space before or after the FEN");
    }
    const std::size_t start = i;
    while (i < text.size() && !blank(text[i])) ++i;
    if (fields.count < fields.items.size()) fields.items[fields.count] = {text.substr(start, i - start), start + 1};
    ++fields.count;
    if (i < text.size()) {
      ++i;  // the separator
      if (lenient)
        while (i < text.size() && blank(text[i])) ++i;
      else if (i == text.size())
        return fail(fen_error_kind::wrong_field_count, i, "space after the last field");
    }
  }
  const std::size_t n = fields.size();
  if (n != 6 && !(lenient && n == 4)) {
    return fail(fen_error_kind::wrong_field_count, n > 6 ? fields[6].column : text.size() + 1,
                "expected 6 fields (placement, side, castling, en passant, halfmove clock, fullmove number), got " +
                    std::to_string(n));
  }
  return true;
}

result<std::uint32_t, fen_error> parse_counter(const field& f, fen_error_kind kind, const char* what) {
  std::uint32_t value = 0;
  const char* first = f.text.data();
  const char* last = first + f.text.size();
  for (const char* p = first; p != last; ++p)
    if (*p < '0' || *p > '9')
      return fail(kind, f.column + static_cast<std::size_t>(p - first), std::string(what) + " must be a decimal number");
  const auto [end, ec] = std::from_chars(first, last, value);
  if (ec != std::errc{} || end != last) return fail(kind, f.column, std::string(what) + " is too large");
  return value;
}

}  // namespace

result<position, fen_error> parse_fen(std::string_view text, fen_options options) {
  field_list fields;
  if (auto split = split_fields(text, options.lenient, fields); !split) return failure{std::move(split).error()};

  // Field 1: placement, rank 8 first.
  position_builder builder;
  {
    const field& f = fields[0];
    int rank = 7;
    int file = 0;
    bool previous_digit = false;
    for (std::size_t i = 0; i < f.text.size(); ++i) {
      const char c = f.text[i];
      const std::size_t column = f.column + i;
      if (c == '/') {
        if (file != 8) return fail(fen_error_kind::bad_placement, column, "rank " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, not 8");
        if (rank == 0) return fail(fen_error_kind::bad_placement, column, "more than 8 ranks");
        --rank;
        file = 0;
        previous_digit = false;
      } else if (c >= '1' && c <= '8') {
        if (previous_digit && !options.lenient)
          return fail(fen_error_kind::bad_placement, column, "two digits in a row (write their sum)");
        file += c - '0';
        if (file > 8) return fail(fen_error_kind::bad_placement, column, "rank " + std::to_string(rank + 1) + " is more than 8 squares wide");
        previous_digit = true;
      } else if (const auto p = piece_from_char(c)) {
        if (file >= 8) return fail(fen_error_kind::bad_placement, column, "rank " + std::to_string(rank + 1) + " is more than 8 squares wide");
        builder.put(*p, make_square(file, rank));
        ++file;
        previous_digit = false;
      } else {
        return fail(fen_error_kind::bad_placement, column, "unexpected character " + quoted(c) + " in the placement");
      }
    }
    if (rank != 0) return fail(fen_error_kind::bad_placement, f.column + f.text.size(), "only " + std::to_string(8 - rank) + " ranks");
    if (file != 8) return fail(fen_error_kind::bad_placement, f.column + f.text.size(), "rank 1 has " + std::to_string(file) + " squares, not 8");
  }

  // Field 2: side to move.
  color side = color::white;
  {
    const field& f = fields[1];
    if (f.text == "w")
      side = color::white;
    else if (f.text == "b")
      side = color::black;
    else
      return fail(fen_error_kind::bad_side_to_move, f.column, "side to move must be 'w' or 'b'");
    builder.side_to_move(side);
  }

  // Field 3 (syntax only here; rooks are resolved after the kings are checked).
  const field& castling_field = fields[2];
  if (castling_field.text != "-") {
    for (std::size_t i = 0; i < castling_field.text.size(); ++i) {
      const char c = castling_field.text[i];
      const bool ok = c == 'K' || c == 'Q' || c == 'k' || c == 'q' || (c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h');
      if (!ok) return fail(fen_error_kind::bad_castling, castling_field.column + i, "unexpected character " + quoted(c) + " in the castling rights");
    }
  }

  // Field 4 (syntax).
  std::optional<square> ep;
  const field& ep_field = fields[3];
  if (ep_field.text != "-") {
    ep = parse_square(ep_field.text);
    if (!ep || (rank_of(*ep) != 2 && rank_of(*ep) != 5))
      return fail(fen_error_kind::bad_en_passant, ep_field.column, "en passant square must be '-' or a square on the 3rd or 6th rank");
  }

  // Fields 5 and 6.
  std::uint32_t halfmove = 0;
  std::uint32_t fullmove = 1;
  if (fields.size() == 6) {
    auto h = parse_counter(fields[4], fen_error_kind::bad_halfmove_clock, "the halfmove clock");
    if (!h) return failure{std::move(h).error()};
    auto m = parse_counter(fields[5], fen_error_kind::bad_fullmove_number, "the fullmove number");
    if (!m) return failure{std::move(m).error()};
    halfmove = *h;
    fullmove = *m == 0 ? 1 : *m;
  }
  builder.halfmove_clock(halfmove).fullmove_number(fullmove);

  // --- semantics -------------------------------------------------------------------------------
  const position& board = builder.current();
  const std::size_t placement_column = fields[0].column;
  for (const color c : {color::white, color::black}) {
    const int kings = popcount(board.pieces(c, piece_type::king));
    const char* name = c == color::white ? "White" : "Black";
    if (kings == 0) return fail(fen_error_kind::missing_king, placement_column, std::string(name) + " has no king");
    if (kings > 1) return fail(fen_error_kind::too_many_kings, placement_column, std::string(name) + " has " + std::to_string(kings) + " kings");
  }
  if (board.pieces(piece_type::pawn) & (rank_bb(0) | rank_bb(7)))
    return fail(fen_error_kind::pawn_on_back_rank, placement_column, "a pawn stands on the 1st or 8th rank");

  // Castling rights: each letter names one rook.
  bitboard rooks = 0;
  bool chess960 = options.chess960;
  if (castling_field.text != "-") {
    for (std::size_t i = 0; i < castling_field.text.size(); ++i) {
      const char c = castling_field.text[i];
      const std::size_t column = castling_field.column + i;
      const color owner = (c >= 'A' && c <= 'Z') ? color::white : color::black;
      const int back = owner == color::white ? 0 : 7;
      const char* name = owner == color::white ? "white" : "black";
      const square king = board.king_square(owner);
      if (rank_of(king) != back)
        return fail(fen_error_kind::castling_without_king, column, "castling right " + quoted(c) + " but the " + name + " king is not on its back rank");
      const bitboard back_rooks = board.pieces(owner, piece_type::rook) & rank_bb(back);
      const char upper = static_cast<char>(owner == color::white ? c : c - 'a' + 'A');
      bitboard rook = 0;
      if (upper == 'K' || upper == 'Q') {
        const bool king_side = upper == 'K';
        for (int f = king_side ? 7 : 0; king_side ? f > file_of(king) : f < file_of(king); f += king_side ? -1 : 1) {
          if (contains(back_rooks, make_square(f, back))) {
            rook = square_bb(make_square(f, back));
            break;
          }
        }
        if (!rook)
          return fail(fen_error_kind::castling_without_rook, column, "castling right " + quoted(c) + " but no " + name + " rook on the " + (king_side ? "king" : "queen") + " side");
      } else {
        const square s = make_square(upper - 'A', back);
        if (!contains(back_rooks, s) || s == king)
          return fail(fen_error_kind::castling_without_rook, column, "castling right " + quoted(c) + " but no " + name + " rook on " + std::string{file_char(file_of(s)), rank_char(back)});
        rook = square_bb(s);
        chess960 = chess960 || (file_of(s) != 0 && file_of(s) != 7);
      }
      if (rooks & rook) return fail(fen_error_kind::bad_castling, column, "castling right " + quoted(c) + " given twice");
      const bool king_side = file_of(lowest_square(rook)) > file_of(king);
      const bitboard same_side = rooks & rank_bb(back) &
                                 (king_side ? ~((square_bb(king) << 1) - 1) : (square_bb(king) - 1));
      if (same_side) return fail(fen_error_kind::bad_castling, column, "two castling rights on the same side of the " + std::string(name) + " king");
      rooks |= rook;
      if (file_of(king) != 4 || (file_of(lowest_square(rook)) != 0 && file_of(lowest_square(rook)) != 7)) chess960 = true;
    }
  }
  builder.castling_rooks(rooks).chess960(chess960);

  if (ep) {
    const int up = side == color::white ? 8 : -8;
    const piece their_pawn = make_piece(~side, piece_type::pawn);
    if (rank_of(*ep) != (side == color::white ? 5 : 2))
      return fail(fen_error_kind::impossible_en_passant, ep_field.column, "en passant square on the wrong rank for the side to move");
    if (board.piece_on(offset(*ep, -up)) != their_pawn)
      return fail(fen_error_kind::impossible_en_passant, ep_field.column, "no pawn that has just made a double push in front of the en passant square");
    if (board.piece_on(*ep) != piece::none || board.piece_on(offset(*ep, up)) != piece::none)
      return fail(fen_error_kind::impossible_en_passant, ep_field.column, "the en passant square or the square the pawn came from is occupied");
  }
  builder.en_passant(ep);

  position pos = builder.finish();
  if (pos.is_attacked(pos.king_square(~side), side, pos.occupied()))
    return fail(fen_error_kind::opponent_in_check, fields[1].column, "the side not to move is in check");
  if (popcount(pos.checkers()) > 2)
    return fail(fen_error_kind::too_many_checkers, fields[1].column, "the side to move is in check from more than two pieces");
  return pos;
}

std::string write_fen(const position& pos, fen_write_options options) {
  std::string out;
  out.reserve(90);
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const piece p = pos.piece_on(make_square(file, rank));
      if (p == piece::none) {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      out += piece_char(p);
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank) out += '/';
  }
  out += pos.side_to_move() == color::white ? " w " : " b ";
  const bitboard rooks = pos.castling_rooks();
  if (!rooks) out += '-';
  for (const color c : {color::white, color::black}) {
    const int back = c == color::white ? 0 : 7;
    const bitboard own = rooks & rank_bb(back);
    if (!own) continue;
    const int king_file = file_of(pos.king_square(c));
    const bitboard all_back_rooks = pos.pieces(c, piece_type::rook) & rank_bb(back);
    // King side first (highest file), then queen side.
    for (int f = 7; f >= 0; --f) {
      if (!contains(own, make_square(f, back))) continue;
      const bool king_side = f > king_file;
      bool outermost = true;
      for (int g = f + (king_side ? 1 : -1); g >= 0 && g < 8; g += king_side ? 1 : -1)
        if (contains(all_back_rooks, make_square(g, back))) outermost = false;
      char letter = 0;
      if (options.castling == castling_notation::x_fen && outermost)
        letter = king_side ? 'K' : 'Q';
      else
        letter = static_cast<char>('A' + f);
      out += c == color::white ? letter : static_cast<char>(letter - 'A' + 'a');
    }
  }
  out += ' ';
  if (const auto ep = pos.en_passant_square(options.en_passant)) {
    out += file_char(file_of(*ep));
    out += rank_char(rank_of(*ep));
  } else {
    out += '-';
  }
  out += ' ';
  out += std::to_string(pos.halfmove_clock());
  out += ' ';
  out += std::to_string(pos.fullmove_number());
  return out;
}

}  // namespace repetita::chess
