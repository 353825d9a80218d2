#ifndef REPETITA_TESTS_FUZZ_CHECK_HPP
#define REPETITA_TESTS_FUZZ_CHECK_HPP

// Invariants the fuzz targets check on every position they reach. A violation aborts, which
// libFuzzer reports as a crash with the input that caused it.

#include <repetita/chess/fen.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/san.hpp>
#include <repetita/chess/uci.hpp>

#include <cstdio>
#include <cstdlib>

namespace repetita::chess::fuzz {

inline void require(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "invariant violated: %s\n", what);
    std::abort();
  }
}

/// Hashes, FEN round trip, and for every legal move: SAN and UCI round trips, and the hashes after it.
inline void check_position(const position& p) {
  require(p.piece_hash() == p.piece_hash_from_scratch(), "incremental piece hash == from scratch");
  for (const auto mode : {en_passant_mode::always, en_passant_mode::pseudo_legal, en_passant_mode::legal})
    require(p.hash(mode) == p.hash_from_scratch(mode), "incremental hash == from scratch");
  const auto again = parse_fen(write_fen(p, {en_passant_mode::always, castling_notation::shredder}), {p.is_chess960(), false});
  require(again.has_value(), "a written FEN parses");
  require(*again == p, "FEN round trip gives the same position");
  const move_list moves = legal_moves(p);
  require(p.has_legal_move() == !moves.empty(), "has_legal_move agrees with the generator");
  for (const move m : moves) {
    const std::string san = write_san(p, m);
    const auto back = parse_san(p, san);
    require(back.has_value() && *back == m, "SAN round trip");
    const auto uci = parse_uci(p, write_uci(p, m));
    require(uci.has_value() && *uci == m, "UCI round trip");
    const position after = p.after(m);
    require(after.piece_hash() == after.piece_hash_from_scratch(), "hash after a move == from scratch");
    require(!after.is_attacked(after.king_square(p.side_to_move()), after.side_to_move(), after.occupied()),
            "a legal move does not leave its king in check");
  }
}

}  // namespace repetita::chess::fuzz

#endif
