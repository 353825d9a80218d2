// The notation: reading, replaying and writing records; takeback, resign, old side letters; and
// malformed records with their exact errors (line, column, turn, message).
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <random>
#include <sstream>
#include <string>

using namespace arimaa_test;
namespace nt = repetita::arimaa::notation;

namespace {
std::string slurp(const std::string& name) {
  std::ifstream in(std::string(REPETITA_TEST_DATA_DIR) + "/arimaa/" + name);
  REQUIRE(in);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}
const std::string gold_setup = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2\n";
const std::string silver_setup = "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n";

nt::error error_of(std::string_view text, const position& start = position{}, std::string_view rs = "arimaa") {
  auto r = nt::replay(text, rs, start);
  REQUIRE_FALSE(r);
  return r.error();
}
}  // namespace

TEST_CASE("arimaa notation: a record with setups, a takeback, a push into a trap and a resignation",
          "[arimaa][notation]") {
  auto r = nt::replay(slurp("opening_takeback.txt"));
  if (!r) FAIL(r.error().to_string());
  const nt::game_result& g = r.value();
  CHECK(g.moves.size() == 7);  // 1g 1s 2g 2s 3g 3s 4g (the first 2s was taken back)
  REQUIRE(g.winner == color::gold);
  CHECK(g.why == nt::reason::resignation);
  CHECK(g.final_position.pieces(color::silver, piece_type::dog) == bit(49));  // only db7 is left
  CHECK(g.final_position.pieces(color::silver, piece_type::cat) == (bit(50) | bit(53)));  // cc7 was not lost
  // writing gives the record back without the withdrawn turn and the resignation
  const std::string written = nt::write(g.moves);
  CHECK(written == gold_setup + silver_setup +
                       "2g Ed2n Ed3n Ed4n Ed5n\n2s dg7s dg6s dg5s\n3g Hh2n Hh3n dg4s Hh4w\n3s hh7s hh6s\n"
                       "4g dg3w df3x Hg4s\n");
}

TEST_CASE("arimaa notation: the older side letters w and b, and a bare last label", "[arimaa][notation]") {
  auto r = nt::replay(slurp("old_letters.txt"));
  if (!r) FAIL(r.error().to_string());
  CHECK(r.value().moves.size() == 4);
  CHECK_FALSE(r.value().winner);
  auto rec = nt::read(slurp("old_letters.txt"));
  REQUIRE(rec);
  CHECK(rec.value().turns[2].label() == "2w");
  CHECK(rec.value().turns[2].old_letters);
}

TEST_CASE("arimaa notation: write then read gives the same moves (random games)", "[arimaa][notation][property]") {
  std::mt19937 rng(2024);
  move_generator gen;
  for (int game = 0; game < 4; ++game) {
    referee ref;
    std::vector<move> moves;
    auto setup = [&](color c, int back) {
      move m;
      m.is_setup = true;
      const std::string order = c == color::gold ? "RRRRRRRRHDCEMCDH" : "rrrrrrrrhdcemcdh";
      for (int i = 0; i < 16; ++i) {
        const square s = (i % 8) + 8 * (i < 8 ? back : (c == color::gold ? 1 : 6));
        m.push_back(make_step(*piece_of_letter(order[static_cast<std::size_t>(i)]), s, s));
      }
      return m;
    };
    moves.push_back(setup(color::gold, 0));
    ref.play(moves.back());
    moves.push_back(setup(color::silver, 7));
    ref.play(moves.back());
    for (int turn = 0; turn < 30 && !ref.outcome(); ++turn) {
      const auto legal = ref.legal_moves();
      if (legal.empty()) break;
      moves.push_back(legal[rng() % legal.size()].m);
      ref.play(moves.back());
    }
    const std::string text = nt::write(moves);
    auto r = nt::replay(text);
    if (!r) FAIL(r.error().to_string() + "\n" + text);
    CHECK(r.value().moves == moves);
    CHECK(r.value().final_position == ref.current());
  }
}

TEST_CASE("arimaa notation: malformed records and their exact errors", "[arimaa][notation][errors]") {
  using E = nt::error;
  CHECK(error_of("1g Ra1 Rb1\n") ==
        E{1, 4, "1g", "illegal setup: a setup places exactly 1 E, 1 M, 2 H, 2 D, 2 C and 8 R"});
  CHECK(error_of("x1g Ra1\n") ==
        E{1, 1, "", "a turn line starts with a turn number and a side (g, s, w or b), as in 2g"});
  CHECK(error_of("  1q Ra1\n") ==
        E{1, 3, "", "a turn line starts with a turn number and a side (g, s, w or b), as in 2g"});
  CHECK(error_of(gold_setup + "2g Ed2n\n") == E{2, 1, "2g", "expected turn 1s, found 2g"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Ee2q\n") ==
        E{3, 12, "2g", "a step ends with n, s, e or w, a capture with x"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Zz9\n") ==
        E{3, 9, "2g", "unknown token 'Zz9' (expected a placement such as Ra1, a step such as Ee2n or a capture such as cf3x)"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Ra3\n") ==
        E{3, 9, "2g", "a line holds either placements (a setup) or steps, not both"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Ed3n cf3x\n") ==
        E{3, 14, "2g", "no piece is captured on f3 here"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Ed3n Ed4n Ed5n Ed6w\n") ==
        E{3, 24, "2g", "a move has at most 4 steps"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Ed2n\n") == E{3, 9, "2g", "there is no E on d2"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ra1n\n") == E{3, 4, "2g", "the square a2 is occupied"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ra1w\n") == E{3, 4, "2g", "the step leaves the board"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ha2n Ha3n Ra1n Ra2s\n") ==
        E{3, 19, "2g", "illegal move: step 4 (Ra2s): a rabbit may not step backwards"});
  CHECK(error_of(gold_setup + silver_setup + "2g resign Ed2n\n") == E{3, 11, "2g", "'resign' stands alone on its line"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n\n2s resign\n3g Ed3n\n") ==
        E{5, 1, "3g", "a turn after the end of the game"});
  CHECK(error_of(gold_setup + silver_setup + "2g\n2s ed7s\n") ==
        E{4, 1, "2s", "a turn after turn 2g, which has no move"});
  CHECK(error_of("1g takeback\n") == E{1, 1, "1g", "there is no turn to take back"});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n\n2s ed7s\n3g ed6n\n") ==
        E{5, 4, "3g", "illegal move: step 1 (ed6n): an enemy piece moves only in a push or a pull"});
  CHECK(error_of(gold_setup + "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 Hh7\n") ==
        E{2, 4, "1s", "illegal setup: the piece H is not the mover's"});
  CHECK(error_of("1g Ra1", position{}, "fide") == E{0, 0, "", "no Arimaa rule set is called 'fide'"});
  // a push into a trap without the capture written
  const position start = board("Ec5 Ra2 rc4 eh5");
  CHECK(error_of("2g rc4s Ec5s\n", start) == E{1, 9, "2g", "the capture rc3x must be written right after rc4s"});
  CHECK(error_of("2s ec5s\n", start) == E{1, 1, "2s", "the first turn must be gold's"});
}

TEST_CASE("arimaa notation: the error text", "[arimaa][notation][errors]") {
  const nt::error e{3, 9, "2g", "there is no E on d2"};
  CHECK(e.to_string() == "line 3, column 9 (turn 2g): there is no E on d2");
}
