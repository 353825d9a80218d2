#include <repetita/chess/attacks.hpp>

#include <array>
#include <bit>
#include <cstdint>

namespace repetita::chess::attacks {

using detail::leaper_tables;
using detail::magic_entry;
using detail::bishop_slots;
using detail::rook_slots;
using detail::slider_tables;

namespace {

constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

constexpr bitboard step_set(square s, const int (&steps)[8][2]) {
  bitboard b = 0;
  for (const auto& d : steps) {
    const int f = file_of(s) + d[0];
    const int r = rank_of(s) + d[1];
    if (on_board(f, r)) b |= square_bb(make_square(f, r));
  }
  return b;
}

constexpr int knight_steps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int king_steps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr int rook_dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int bishop_dirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

constexpr bitboard ray_attacks(square s, bitboard occupied, const int (&dirs)[4][2]) {
  bitboard b = 0;
  for (const auto& d : dirs) {
    int f = file_of(s) + d[0];
    int r = rank_of(s) + d[1];
    while (on_board(f, r)) {
      const bitboard sq = square_bb(make_square(f, r));
      b |= sq;
      if (occupied & sq) break;
      f += d[0];
      r += d[1];
    }
  }
  return b;
}

constexpr leaper_tables make_leapers() {
  leaper_tables t{};
  for (int i = 0; i < 64; ++i) {
    const square s = square_at(i);
    const auto u = static_cast<std::size_t>(i);
    t.knight[u] = step_set(s, knight_steps);
    t.king[u] = step_set(s, king_steps);
    t.rook_empty[u] = ray_attacks(s, 0, rook_dirs);
    t.bishop_empty[u] = ray_attacks(s, 0, bishop_dirs);
    const int f = file_of(s);
    const int r = rank_of(s);
    for (int df : {-1, 1}) {
      if (on_board(f + df, r + 1)) t.pawn[0][u] |= square_bb(make_square(f + df, r + 1));
      if (on_board(f + df, r - 1)) t.pawn[1][u] |= square_bb(make_square(f + df, r - 1));
    }
  }
  for (int a = 0; a < 64; ++a) {
    const square sa = square_at(a);
    for (const auto* dirs : {&rook_dirs, &bishop_dirs}) {
      for (const auto& d : *dirs) {
        // Walk from a in direction d; every square met gets its between set and the full line.
        bitboard full = square_bb(sa);
        for (int f = file_of(sa) + d[0], r = rank_of(sa) + d[1]; on_board(f, r); f += d[0], r += d[1])
          full |= square_bb(make_square(f, r));
        for (int f = file_of(sa) - d[0], r = rank_of(sa) - d[1]; on_board(f, r); f -= d[0], r -= d[1])
          full |= square_bb(make_square(f, r));
        bitboard passed = 0;
        for (int f = file_of(sa) + d[0], r = rank_of(sa) + d[1]; on_board(f, r); f += d[0], r += d[1]) {
          const auto b = static_cast<std::size_t>(index_of(make_square(f, r)));
          t.between[static_cast<std::size_t>(a)][b] = passed;
          t.line[static_cast<std::size_t>(a)][b] = full;
          passed |= square_bb(make_square(f, r));
        }
      }
    }
  }
  return t;
}

constexpr bitboard relevant_mask(square s, const int (&dirs)[4][2]) {
  bitboard b = 0;
  for (const auto& d : dirs) {
    int f = file_of(s) + d[0];
    int r = rank_of(s) + d[1];
    // Stop one square before the edge: a piece on the edge never blocks anything further.
    while (on_board(f + d[0], r + d[1])) {
      b |= square_bb(make_square(f, r));
      f += d[0];
      r += d[1];
    }
  }
  return b;
}

// Magics found once by a search for sparse multipliers (xorshift64* from seed 0x9d39247e33776d41,
// candidates the AND of three draws); make_sliders checks each of them when it compiles.
constexpr std::uint64_t known_rook_magics[64] = {
    0x0A80008010400021ull, 0x6240044020001000ull, 0x0480100280200008ull, 0x2500100008450020ull,
    0x02000802004420D0ull, 0x0580040080010200ull, 0x0180060041000280ull, 0x4100004C23000882ull,
    0x000880008C614010ull, 0x01A0400020005001ull, 0x0301802001805000ull, 0x0102000812402200ull,
    0x2201000500080010ull, 0x4029000400230008ull, 0x0004000890010402ull, 0x0005000040910002ull,
    0x008000C000200050ull, 0x0000820020410200ull, 0x4011010010200840ull, 0x0022090010002300ull,
    0x0028004004020040ull, 0x3202008004008002ull, 0x0900040048015002ull, 0x004402000B440481ull,
    0x0280014340002000ull, 0x8110004040002010ull, 0x0000410100200012ull, 0x0000080080801000ull,
    0x0060040080080080ull, 0x4086000200040810ull, 0x86B0509400052608ull, 0x0005240200004081ull,
    0x0500400584800220ull, 0x0030002000C00150ull, 0x4840200080801002ull, 0x0004210009001000ull,
    0x00A8800801800400ull, 0x2182040080800200ull, 0x00420004D2000118ull, 0x6411090042000884ull,
    0xD080400020808001ull, 0x4080810040010020ull, 0x0408120080420020ull, 0x888512004122000Aull,
    0x8807001008010004ull, 0x2015020004008080ull, 0x002A011008040002ull, 0x210090A100C2000Cull,
    0x0014804108221200ull, 0x1020100040002040ull, 0x0020012D80100080ull, 0x5024080080100480ull,
    0x2000080004110100ull, 0x0928702420406801ull, 0x8000010810824400ull, 0x1086009420410200ull,
    0x4040410080022053ull, 0x0A00108021004001ull, 0x0490200104401009ull, 0x0086002008400412ull,
    0x040200080411E002ull, 0x3012000108841002ull, 0x4600080090010204ull, 0x0008042241059402ull,
};
constexpr std::uint64_t known_bishop_magics[64] = {
    0x00200404082260E3ull, 0x0845212202020000ull, 0x411854C102000420ull, 0x0111040080481002ull,
    0x93020210A6040040ull, 0x4322082405700600ull, 0x0D24010803100880ull, 0x8D028400484C0400ull,
    0x0004920490040040ull, 0x8000100108108882ull, 0x0046040404A600C0ull, 0x4104080A00200A02ull,
    0x0444020210A04808ull, 0x04040208022A0002ull, 0x0200020092A01040ull, 0x800243441C240221ull,
    0x1009006052108209ull, 0x2620200401842900ull, 0x5090042045082020ull, 0xA808205404021011ull,
    0x3004001211040044ull, 0x0080200200842000ull, 0x8304241201010824ull, 0x0001100045080101ull,
    0x0820200304840440ull, 0x0102100602041800ull, 0x0038040402002A04ull, 0x011C090018010500ull,
    0x0400840004802002ull, 0x2009120003008080ull, 0x0062009400480803ull, 0x0801020000420090ull,
    0x000248040A202140ull, 0x0008040210040820ull, 0xA080180202040C00ull, 0x0002004040040100ull,
    0x88028C0240140100ull, 0x300A100042060811ull, 0x1010010A04010081ull, 0x4001085608010100ull,
    0x2401240241082028ull, 0x1044008410080500ull, 0x286081C1404A0808ull, 0x9000002011001800ull,
    0x0488010214000200ull, 0x0120014202880200ull, 0x0010100101220840ull, 0x5208110900200200ull,
    0x204880B038201000ull, 0x1080289808081021ull, 0x088005048824200Aull, 0x0020020084040000ull,
    0x6801024030818582ull, 0x0010454910010243ull, 0x0442040802244100ull, 0x8010018204004025ull,
    0x1012010048040400ull, 0x2080005C01915100ull, 0x0E00410022011002ull, 0x910254400046080Bull,
    0x1400000004050400ull, 0x0008002085410200ull, 0x04C2400401040121ull, 0x0040480881144500ull,
};

// The squares from `s` to the edge in direction `d`, `s` left out.
constexpr bitboard ray(square s, const int (&d)[2]) {
  bitboard b = 0;
  for (int f = file_of(s) + d[0], r = rank_of(s) + d[1]; on_board(f, r); f += d[0], r += d[1])
    b |= square_bb(make_square(f, r));
  return b;
}

// Fills `entries` and their slots of `attacks` from `first_slot` on, with the known magics; returns
// the slot after the last. Every subset of a square's relevant mask maps to a slot that holds its
// attacks; a slot is never shared by two different attack sets (an attack set is never empty, so
// 0 marks a free slot). A magic that fails stops the compilation (a throw in a constant expression).
// Written for the compiler's evaluator, where each call and step counts: plain arrays, and in each
// direction the ray cut at its first blocker (the lowest square of a ray that goes up the board,
// the highest of one that goes down) instead of a walk square by square.
constexpr std::uint32_t fill_magics(std::array<magic_entry, 64>& entries, bitboard* attacks, const int (&dirs)[4][2],
                                    std::uint32_t first_slot, const std::uint64_t (&known)[64]) {
  bitboard rays[4][64] = {};  // [direction][square]: the ray from the square, the square left out
  bool up[4] = {};
  for (int d = 0; d < 4; ++d) {
    up[d] = dirs[d][1] > 0 || (dirs[d][1] == 0 && dirs[d][0] > 0);
    for (int sq = 0; sq < 64; ++sq) rays[d][sq] = ray(square_at(sq), dirs[d]);
  }
  std::uint32_t offset = first_slot;
  for (int i = 0; i < 64; ++i) {
    magic_entry& e = entries[static_cast<std::size_t>(i)];
    e.mask = relevant_mask(square_at(i), dirs);
    e.magic = known[i];
    e.shift = static_cast<std::uint32_t>(64 - popcount(e.mask));
    e.offset = offset;
    bitboard* const slots = attacks + offset;
    // Carry-rippler: enumerate every subset of the mask.
    bitboard subset = 0;
    do {
      bitboard reference = 0;
      for (int d = 0; d < 4; ++d) {
        const bitboard blockers = rays[d][i] & subset;
        if (blockers == 0) {
          reference |= rays[d][i];
          continue;
        }
        const int first = up[d] ? std::countr_zero(blockers) : 63 - std::countl_zero(blockers);
        reference |= rays[d][i] & ~rays[d][first];
      }
      bitboard& cell = slots[(subset * e.magic) >> e.shift];
      if (cell != 0 && cell != reference) throw "a recorded magic maps two attack sets to one slot";
      cell = reference;
      subset = (subset - e.mask) & e.mask;
    } while (subset != 0);
    offset += std::uint32_t{1} << (64 - e.shift);
  }
  return offset;
}

constexpr slider_tables make_sliders() {
  slider_tables t{};
  const std::uint32_t rooks_end = fill_magics(t.rook, t.attacks.data(), rook_dirs, 0, known_rook_magics);
  if (rooks_end != rook_slots) throw "the rook table's size";
  if (fill_magics(t.bishop, t.attacks.data(), bishop_dirs, rooks_end, known_bishop_magics) != rook_slots + bishop_slots)
    throw "the bishop table's size";
  return t;
}

}  // namespace

namespace detail {

constinit const slider_tables sliders = make_sliders();  // NOLINT
constinit const leaper_tables leapers = make_leapers();  // NOLINT

}  // namespace detail

bitboard slow_rook(square s, bitboard occupied) noexcept { return ray_attacks(s, occupied, rook_dirs); }
bitboard slow_bishop(square s, bitboard occupied) noexcept { return ray_attacks(s, occupied, bishop_dirs); }

}  // namespace repetita::chess::attacks
