// Board, moves and legality: drops, nifu, uchifuzume, dead pieces, forced promotion, check, hashing, SFEN.
#include "test_support.hpp"

#include <random>
#include <vector>

using namespace shogi_test;

namespace {
bool legal(const position& p, std::string_view usi) { return static_cast<bool>(read_usi_move(p, usi)); }
}  // namespace

TEST_CASE("board: the start position has 30 legal moves and writes as the standard SFEN", "[shogi][board]") {
  const position p = position::start();
  std::vector<move> moves;
  p.legal_moves(moves);
  CHECK(moves.size() == 30);
  CHECK(write_sfen(p) == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
  CHECK_FALSE(p.in_check());
}

TEST_CASE("board: nifu / dead pieces and forced promotion", "[shogi][board]") {
  const position p = sfen("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
  CHECK_FALSE(legal(p, "P*5e"));  // nifu: an unpromoted sente pawn on file 5
  CHECK(legal(p, "P*4e"));
  CHECK_FALSE(legal(p, "P*4a"));  // a pawn on the last rank could never move
  const position q = sfen("k8/8P/9/9/9/9/9/9/K8 b NL 1");
  CHECK_FALSE(legal(q, "1b1a"));  // must promote
  CHECK(legal(q, "1b1a+"));
  CHECK_FALSE(legal(q, "N*5b"));
  CHECK(legal(q, "N*5c"));
  CHECK_FALSE(legal(q, "L*5a"));
  CHECK(legal(q, "L*5b"));
  const position r = sfen("k8/9/9/9/9/9/9/9/K3P4 b - 1");
  CHECK_FALSE(legal(r, "5i5h+"));  // no promotion outside the zone
  CHECK(legal(sfen("k8/9/9/4P4/9/9/9/9/K8 b - 1"), "5d5c+"));
  CHECK(legal(sfen("k8/9/9/4P4/9/9/9/9/K8 b - 1"), "5d5c"));
}

TEST_CASE("board: uchifuzume / a pawn drop that mates / is illegal - one that only checks is legal", "[shogi][board]") {
  const position mate = sfen("8k/6G2/7S1/9/9/9/9/9/K8 b P 1");
  CHECK_FALSE(legal(mate, "P*1b"));
  CHECK(legal(mate, "2c2b"));  // other moves are fine
  const position check = sfen("8k/9/7S1/9/9/9/9/9/K8 b P 1");
  REQUIRE(legal(check, "P*1b"));
  CHECK(check.after(read_usi_move(check, "P*1b").value()).in_check());
  // A gold drop that mates is fine.
  const position gold = sfen("8k/6G2/7S1/9/9/9/9/9/K8 b G 1");
  REQUIRE(legal(gold, "G*1b"));
  CHECK(gold.after(read_usi_move(gold, "G*1b").value()).is_checkmate());
}

TEST_CASE("board: check / pins and the own king", "[shogi][board]") {
  const position p = sfen("4k4/9/9/9/4r4/9/4B4/9/4K4 b - 1");
  CHECK_FALSE(p.in_check());
  CHECK_FALSE(legal(p, "5g4f"));  // the bishop is pinned by the rook
  const position q = sfen("4k4/9/9/9/4r4/9/9/9/4K4 b - 1");
  CHECK(q.in_check());
  CHECK_FALSE(legal(q, "5i5h"));
  CHECK(legal(q, "5i4i"));
  CHECK(sfen("4k4/9/9/9/9/9/3n5/9/4K4 b - 1").in_check());  // a gote knight on 6g attacks 5i
  CHECK(legal(sfen("4k4/9/9/9/9/9/9/4g4/4K4 b - 1"), "5i5h"));  // the king takes an unprotected gold
  CHECK_FALSE(legal(sfen("4k4/9/9/9/9/9/4g4/4g4/4K4 b - 1"), "5i5h"));  // but not a protected one
}

TEST_CASE("board: SFEN errors carry a column", "[shogi][sfen]") {
  auto bad = read_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().column == 59);
  CHECK_FALSE(read_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1"));
  CHECK_FALSE(read_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 19P 1"));
  CHECK_FALSE(read_sfen("4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1"));  // two pawns in a file
  CHECK(write_sfen(sfen("4k4/9/9/9/9/9/9/9/4K4 w 2Pb3p 12")) == "4k4/9/9/9/9/9/9/9/4K4 w 2Pb3p 12");
}

TEST_CASE("board: random games keep the incremental hashes equal to the hashes from scratch", "[shogi][hash]") {
  std::mt19937 rng(12345);
  for (int game_no = 0; game_no < 20; ++game_no) {
    position p = position::start();
    for (int ply = 0; ply < 200; ++ply) {
      std::vector<move> moves;
      p.legal_moves(moves);
      if (moves.empty()) break;
      const move m = moves[rng() % moves.size()];
      REQUIRE(p.is_legal(m));
      const std::string u = write_usi_move(m);
      REQUIRE(read_usi_move(p, u).value() == m);
      p = p.after(m);
      const position scratch = sfen(write_sfen(p));
      REQUIRE(scratch.board_hash() == p.board_hash());
      REQUIRE(scratch.hand_hash() == p.hand_hash());
      REQUIRE(scratch == p);
    }
  }
}

TEST_CASE("board: foul_of names the rule of play a move breaks (JSA 対局規定 第8条 1)", "[shogi][board][foul]") {
  const position nifu = sfen("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
  CHECK(nifu.foul_of(read_usi_move(nifu, "P*4e").value()) == foul::none);
  CHECK(nifu.foul_of(move::dropping(piece_type::pawn, make_square(5, 5))) == foul::two_pawns);
  CHECK(nifu.foul_of(move::dropping(piece_type::pawn, make_square(4, 1))) == foul::dead_piece);
  CHECK(nifu.foul_of(move::dropping(piece_type::gold, make_square(4, 5))) == foul::unplayable);  // none in hand
  CHECK(nifu.foul_of(move::dropping(piece_type::pawn, make_square(5, 7))) == foul::unplayable);  // occupied
  // A lance moved to the last rank without promoting; a knight that does not move so.
  const position lance = sfen("4k4/9/8L/9/9/9/9/9/4K4 b - 1");
  CHECK(lance.foul_of(move::board(make_square(1, 3), make_square(1, 1), false)) == foul::dead_piece);
  CHECK(lance.foul_of(move::board(make_square(1, 3), make_square(1, 1), true)) == foul::none);
  CHECK(lance.foul_of(move::board(make_square(1, 3), make_square(2, 2), false)) == foul::unplayable);
  // The king stepping onto the file of the gote rook on 4a.
  const position rook = sfen("4kr3/9/9/9/9/9/9/9/4K4 b - 1");
  CHECK(rook.foul_of(move::board(make_square(5, 9), make_square(4, 8), false)) == foul::king_in_check);
  CHECK(rook.foul_of(move::board(make_square(5, 9), make_square(6, 8), false)) == foul::none);
  // 打ち歩詰め: the pawn on 1b checks the king on 1a, the gold on 2c guards it and 2b, the lance blocks 2a.
  const position mate = sfen("7lk/9/7G1/9/9/9/9/9/4K4 b P 1");
  CHECK(mate.foul_of(move::dropping(piece_type::pawn, make_square(1, 2))) == foul::pawn_drop_mate);
  CHECK(to_string(foul::pawn_drop_mate) == "pawn_drop_mate");
}
