#include <repetita/chess/fen.hpp>

#include <array>
#include <charconv>
#include <optional>
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

// A letter of the castling field: KQkq, or a rook's file (Shredder-FEN and X-FEN).
constexpr bool is_castling_letter(char c) {
  return c == 'K' || c == 'Q' || c == 'k' || c == 'q' || (c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h');
}

// A FEN whose syntax is valid, before make_position checks it: the builder holds the placement;
// the other fields wait here, with the columns their errors report.
struct fen_fields {
  position_builder builder;
  std::size_t placement_column = 1;
  color side = color::white;
  std::size_t side_column = 0;
  std::string_view castling;  // "-" or letters
  std::size_t castling_column = 0;
  std::optional<square> en_passant;
  std::size_t en_passant_column = 0;
  std::uint32_t halfmove = 0;
  std::uint32_t fullmove = 1;
};

// The general reader of the fields: every spelling the options allow, and an error for every
// syntax fault (the field count first, then the fields in order).
result<bool, fen_error> read_fields(std::string_view text, fen_options options, fen_fields& out) {
  field_list fields;
  if (auto split = split_fields(text, options.lenient, fields); !split) return failure{std::move(split).error()};
  out.placement_column = fields[0].column;
  out.side_column = fields[1].column;

  // Field 1: placement, rank 8 first.
  position_builder& builder = out.builder;
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
  {
    const field& f = fields[1];
    if (f.text == "w")
      out.side = color::white;
    else if (f.text == "b")
      out.side = color::black;
    else
      return fail(fen_error_kind::bad_side_to_move, f.column, "side to move must be 'w' or 'b'");
  }

  // Field 3 (syntax only here; rooks are resolved after the kings are checked).
  const field& castling_field = fields[2];
  out.castling = castling_field.text;
  out.castling_column = castling_field.column;
  if (castling_field.text != "-") {
    for (std::size_t i = 0; i < castling_field.text.size(); ++i) {
      const char c = castling_field.text[i];
      if (!is_castling_letter(c)) return fail(fen_error_kind::bad_castling, castling_field.column + i, "unexpected character " + quoted(c) + " in the castling rights");
    }
  }

  // Field 4 (syntax).
  const field& ep_field = fields[3];
  out.en_passant_column = ep_field.column;
  if (ep_field.text != "-") {
    const auto ep = parse_square(ep_field.text);
    if (!ep || (rank_of(*ep) != 2 && rank_of(*ep) != 5))
      return fail(fen_error_kind::bad_en_passant, ep_field.column, "en passant square must be '-' or a square on the 3rd or 6th rank");
    out.en_passant = ep;
  }

  // Fields 5 and 6.
  if (fields.size() == 6) {
    auto h = parse_counter(fields[4], fen_error_kind::bad_halfmove_clock, "the halfmove clock");
    if (!h) return failure{std::move(h).error()};
    auto m = parse_counter(fields[5], fen_error_kind::bad_fullmove_number, "the fullmove number");
    if (!m) return failure{std::move(m).error()};
    out.halfmove = *h;
    out.fullmove = *m;
  }
  return true;
}

// The piece each placement letter stands for (piece::none for other characters): one lookup.
constexpr std::array<piece, 256> piece_letters = [] {
  std::array<piece, 256> t{};
  for (int c = 0; c < 256; ++c)
    t[static_cast<std::size_t>(c)] = piece_from_char(static_cast<char>(c)).value_or(piece::none);
  return t;
}();

// The FEN as programs write it, in one pass: single spaces, six fields, no two digits in a row,
// counters of at most 9 digits. Returns false for anything else, errors included: read_fields
// then reads the text again and reports the error, so both readers accept the same texts.
bool read_usual_fields(std::string_view text, fen_fields& out) {
  const char* const begin = text.data();
  const char* const end = begin + text.size();
  const char* p = begin;
  const auto column = [begin](const char* at) { return static_cast<std::size_t>(at - begin) + 1; };
  // Field 1: placement, rank 8 first.
  int rank = 7;
  int file = 0;
  bool previous_digit = false;
  for (; p != end && *p != ' '; ++p) {
    const char c = *p;
    if (c == '/') {
      if (file != 8 || rank == 0) return false;
      --rank;
      file = 0;
      previous_digit = false;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
      if (previous_digit || file > 8) return false;
      previous_digit = true;
    } else if (const piece letter = piece_letters[static_cast<unsigned char>(c)]; letter != piece::none && file < 8) {
      out.builder.put(letter, make_square(file++, rank));
      previous_digit = false;
    } else {
      return false;
    }
  }
  if (rank != 0 || file != 8 || end - p < 3) return false;
  // Field 2: side to move.
  ++p;
  if ((p[0] != 'w' && p[0] != 'b') || p[1] != ' ') return false;
  out.side = p[0] == 'w' ? color::white : color::black;
  out.side_column = column(p);
  p += 2;
  // Field 3: castling rights, "-" or letters (checked against the board by make_position).
  const char* field = p;
  while (p != end && *p != ' ') ++p;
  out.castling = std::string_view(field, static_cast<std::size_t>(p - field));
  out.castling_column = column(field);
  if (out.castling.empty() || p == end) return false;
  if (out.castling != "-") {
    for (const char c : out.castling)
      if (!is_castling_letter(c)) return false;
  }
  ++p;
  // Field 4: en passant, "-" or a square on the 3rd or 6th rank.
  out.en_passant_column = column(p);
  if (end - p >= 2 && p[0] == '-' && p[1] == ' ') {
    p += 2;
  } else if (end - p >= 3 && p[0] >= 'a' && p[0] <= 'h' && (p[1] == '3' || p[1] == '6') && p[2] == ' ') {
    out.en_passant = make_square(p[0] - 'a', p[1] - '1');
    p += 3;
  } else {
    return false;
  }
  // Fields 5 and 6: the counters.
  const auto counter = [&p, end](std::uint32_t& value) {
    const char* const first = p;
    value = 0;
    for (; p != end && *p >= '0' && *p <= '9'; ++p) value = value * 10 + static_cast<std::uint32_t>(*p - '0');
    return p != first && p - first <= 9;
  };
  if (!counter(out.halfmove) || p == end || *p != ' ') return false;
  ++p;
  return counter(out.fullmove) && p == end;
}

// The checks of a FEN whose syntax is valid (kings, pawns, castling rooks, en passant, checks),
// then the position.
result<position, fen_error> make_position(fen_fields& fields, fen_options options) {
  position_builder& builder = fields.builder;
  const color side = fields.side;
  const std::uint32_t fullmove = fields.fullmove == 0 ? 1 : fields.fullmove;  // 0 is common in the wild
  builder.side_to_move(side).halfmove_clock(fields.halfmove).fullmove_number(fullmove);
  const position& board = builder.current();
  const std::size_t placement_column = fields.placement_column;
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
  if (fields.castling != "-") {
    for (std::size_t i = 0; i < fields.castling.size(); ++i) {
      const char c = fields.castling[i];
      const std::size_t column = fields.castling_column + i;
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

  const std::optional<square> ep = fields.en_passant;
  if (ep) {
    const int up = side == color::white ? 8 : -8;
    const piece their_pawn = make_piece(~side, piece_type::pawn);
    if (rank_of(*ep) != (side == color::white ? 5 : 2))
      return fail(fen_error_kind::impossible_en_passant, fields.en_passant_column, "en passant square on the wrong rank for the side to move");
    if (board.piece_on(offset(*ep, -up)) != their_pawn)
      return fail(fen_error_kind::impossible_en_passant, fields.en_passant_column, "no pawn that has just made a double push in front of the en passant square");
    if (board.piece_on(*ep) != piece::none || board.piece_on(offset(*ep, up)) != piece::none)
      return fail(fen_error_kind::impossible_en_passant, fields.en_passant_column, "the en passant square or the square the pawn came from is occupied");
  }
  builder.en_passant(ep);

  position pos = builder.finish();
  if (pos.is_attacked(pos.king_square(~side), side, pos.occupied()))
    return fail(fen_error_kind::opponent_in_check, fields.side_column, "the side not to move is in check");
  if (popcount(pos.checkers()) > 2)
    return fail(fen_error_kind::too_many_checkers, fields.side_column, "the side to move is in check from more than two pieces");
  return pos;
}

}  // namespace

result<position, fen_error> parse_fen(std::string_view text, fen_options options) {
  fen_fields fields;
  if (!read_usual_fields(text, fields)) {
    fields = fen_fields{};  // the pieces the fast reader placed before it gave up
    if (auto read = read_fields(text, options, fields); !read) return failure{std::move(read).error()};
  }
  return make_position(fields, options);
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
