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

namespace Catch {
template <>
struct StringMaker<nt::error> {
  static std::string convert(const nt::error& e) {
    return e.to_string() + " [" + std::string(nt::to_string(e.kind)) + "]";
  }
};
}  // namespace Catch

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
// Why the record's last turn is an illegal turn (notation::resolved::illegal_turn), or "".
std::string illegal_why(const std::string& text) {
  const auto record = nt::read(text);
  REQUIRE(record);
  const auto resolved = nt::resolve(record.value());
  REQUIRE(resolved);
  return resolved.value().illegal_turn ? resolved.value().illegal_why : std::string{};
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
  using K = nt::error_kind;
  CHECK(error_of("1g Ra1 Ra1\n") == E{1, 4, "1g", "illegal setup: the square a1 is set twice", K::illegal_setup});
  CHECK(error_of("1g Ra1 rb1\n") == E{1, 4, "1g", "illegal setup: the piece r is not the mover's", K::illegal_setup});
  CHECK(error_of("x1g Ra1\n") ==
        E{1, 1, "", "a turn line starts with a turn number and a side (g, s, w or b), as in 2g", K::bad_label});
  CHECK(error_of("  1q Ra1\n") ==
        E{1, 3, "", "a turn line starts with a turn number and a side (g, s, w or b), as in 2g", K::bad_label});
  CHECK(error_of(gold_setup + "2g Ed2n\n") == E{2, 1, "2g", "expected turn 1s, found 2g", K::unexpected_turn});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Ee2q\n") ==
        E{3, 12, "2g", "a step ends with n, s, e or w, a capture with x", K::bad_token});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Zz9\n") ==
        E{3, 9, "2g", "unknown token 'Zz9' (expected a placement such as Ra1, a step such as Ee2n or a capture such as cf3x)", K::bad_token});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Ra3\n") ==
        E{3, 9, "2g", "a line holds either placements (a setup) or steps, not both", K::bad_token});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Ed3n cf3x\n") ==
        E{3, 14, "2g", "no piece is captured on f3 here", K::bad_capture});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n Ed2n\n") == E{3, 9, "2g", "there is no E on d2", K::illegal_step});
  CHECK(error_of(gold_setup + silver_setup + "2g Ra1n\n") == E{3, 4, "2g", "the square a2 is occupied", K::illegal_step});
  CHECK(error_of(gold_setup + silver_setup + "2g Ra1w\n") == E{3, 4, "2g", "the step leaves the board", K::illegal_step});
  // Steps the rules forbid that can be made on the board are illegal turns, not read errors.
  CHECK(illegal_why(gold_setup + silver_setup + "2g Ha2n Ha3n Ra1n Ra2s\n") ==
        "illegal move: step 4 (Ra2s): a rabbit may not step backwards");
  CHECK(error_of(gold_setup + silver_setup + "2g resign Ed2n\n") == E{3, 11, "2g", "'resign' stands alone on its line", K::bad_token});
  CHECK(error_of(gold_setup + silver_setup + "2g Ed2n\n2s resign\n3g Ed3n\n") ==
        E{5, 1, "3g", "a turn after the end of the game", K::unexpected_turn});
  CHECK(error_of(gold_setup + silver_setup + "2g\n2s ed7s\n") ==
        E{4, 1, "2s", "a turn after turn 2g, which has no move", K::unexpected_turn});
  CHECK(error_of("1g takeback\n") == E{1, 1, "1g", "there is no turn to take back", K::bad_takeback});
  CHECK(illegal_why(gold_setup + silver_setup + "2g Ed2n\n2s ed7s\n3g ed6n\n") ==
        "illegal move: step 1 (ed6n): an enemy piece moves only in a push or a pull");
  CHECK(error_of(gold_setup + "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 Hh7\n") ==
        E{2, 4, "1s", "illegal setup: the piece H is not the mover's", K::illegal_setup});
  CHECK(error_of("1g Ra1", position{}, "fide") == E{0, 0, "", "no Arimaa rule set is called 'fide'", K::no_rule_set});
  // a push into a trap without the capture written
  const position start = board("Ec5 Ra2 rc4 eh5");
  CHECK(error_of("2g rc4s Ec5s\n", start) == E{1, 9, "2g", "the capture rc3x must be written right after rc4s", K::bad_capture});
  CHECK(error_of("2s ec5s\n", start) == E{1, 1, "2s", "the first turn must be gold's", K::unexpected_turn});
}

TEST_CASE("arimaa notation: the error text", "[arimaa][notation][errors]") {
  const nt::error e{3, 9, "2g", "there is no E on d2"};
  CHECK(e.to_string() == "line 3, column 9 (turn 2g): there is no E on d2");
}

namespace {
// Gold: elephant d4, rabbit a2; silver: elephant e7, rabbit h8; gold to move (turn 2g).
const std::string shuttle_diagram =
    "2g\n"
    " +-----------------+\n"
    "8| . . . . . . . r |\n"
    "7| . . . . e . . . |\n"
    "6| . . x . . x . . |\n"
    "5| . . . . . . . . |\n"
    "4| . . . E . . . . |\n"
    "3| . . x . . x . . |\n"
    "2| R . . . . . . . |\n"
    "1| . . . . . . . . |\n"
    " +-----------------+\n"
    "   a b c d e f g h\n";
// The start position recurs after 3s (ply 4) and would a third time after 5s ed7e (ply 8).
const std::string shuttle = "2g Ed4n\n2s ee7w\n3g Ed5s\n3s ed7e\n4g Ed4n\n4s ee7w\n5g Ed5s\n";
}  // namespace

TEST_CASE("arimaa notation: a record that starts from a board diagram", "[arimaa][notation][diagram]") {
  auto rec = nt::read(shuttle_diagram + shuttle);
  REQUIRE(rec);
  REQUIRE(rec.value().diagram);
  const nt::diagram& d = *rec.value().diagram;
  CHECK(d.number == 2);
  CHECK(d.line == 1);
  CHECK(d.start == board("Ed4 Ra2 ee7 rh8"));
  CHECK(rec.value().turns.size() == 7);
  CHECK(rec.value().turns.front().line == 13);
  // The start counts under arimaa (plies 0, 4, 8): the third occurrence is illegal; not under aei.
  const auto official = nt::replay(shuttle_diagram + shuttle + "5s ed7e\n");
  REQUIRE(official);
  CHECK(official.value().why == nt::reason::illegal_move);
  CHECK(official.value().ply == 8);
  const auto aei = nt::replay(shuttle_diagram + shuttle + "5s ed7e\n", "aei");
  REQUIRE(aei);
  CHECK_FALSE(aei.value().winner);
  // AEI's own diagram (example_position.txt): old letters, X on the traps, blank squares.
  const std::string aei_example =
      "3w\n +-----------------+\n8| r r r r r r r r |\n7| h   c   e c h d |\n6| d   X   m X     |\n"
      "5|                 |\n4|         E       |\n3|     X   R X     |\n2| H D C M   C D H |\n"
      "1| R R R R   R R R |\n +-----------------+\n   a b c d e f g h\n3w Ee4n\n";
  auto r = nt::replay(aei_example);
  if (!r) FAIL(r.error().to_string());
  CHECK(r.value().final_position.pieces(color::gold, piece_type::elephant) == bit(36));  // e5
  CHECK(r.value().final_position.to_move() == color::silver);
}

TEST_CASE("arimaa notation: writing a diagram and its moves reads back the same game", "[arimaa][notation][diagram]") {
  const position start = board("Ed4 Ra2 ee7 rh8 cc6 dc5");  // the cat on the c6 trap is guarded by the dog
  const std::vector<move> moves{steps("Ed4n Ed5e"), steps("ee7w")};
  const std::string text = nt::write_from_diagram(start, 7, moves);
  CHECK(text.substr(0, 3) == "7g\n");
  CHECK(text.find("6| . . c . . x . . |") != std::string::npos);
  auto r = nt::replay(text);
  if (!r) FAIL(r.error().to_string() + "\n" + text);
  CHECK(r.value().moves == moves);
}

TEST_CASE("arimaa notation: malformed diagrams and their errors", "[arimaa][notation][diagram][errors]") {
  using E = nt::error;
  using K = nt::error_kind;
  auto with_rank = [](int rank, const std::string& line) {
    std::string text = shuttle_diagram;
    const std::size_t at = text.find(std::to_string(rank) + "| ");
    return text.replace(at, text.find('\n', at) - at, line) + "2g Ed4n\n";
  };
  CHECK(error_of(with_rank(7, "7| . . . . q . . . |")) ==
        E{4, 12, "2g", "unknown piece 'q' in the board diagram (E M H D C R, lower case for silver; ., x or a blank for an empty square)", K::bad_diagram});
  CHECK(error_of(with_rank(7, "6| . . . . e . . . |")) ==
        E{4, 1, "2g", "expected rank 7 of the board diagram, as in 7| r r r r r r r r |", K::bad_diagram});
  CHECK(error_of(with_rank(7, "7| . . . .e. . . . |")) ==
        E{4, 11, "2g", "the squares of a diagram rank are one character each, separated by blanks", K::bad_diagram});
  CHECK(error_of(with_rank(2, "2| R . . . . . . . | x")) ==
        E{9, 20, "2g", "a diagram rank ends with '|' after its 8 squares", K::bad_diagram});
  CHECK(error_of(with_rank(3, "3| . . E . . x . . |")) ==
        E{8, 8, "2g", "a board diagram holds at most 1 E, 1 M, 2 H, 2 D, 2 C and 8 R of each side", K::bad_diagram});
  CHECK(error_of(with_rank(3, "3| . . r . . x . . |")) ==
        E{8, 8, "2g", "the piece on c3 stands on a trap with no friendly piece beside it", K::bad_diagram});
  CHECK(error_of("2g\n +-----------------+\n8| . . . . . . . r |") ==
        E{3, 1, "2g", "a board diagram has 8 ranks, 8 down to 1", K::bad_diagram});
  std::string no_bottom = shuttle_diagram;
  no_bottom.replace(no_bottom.rfind(" +--"), 20, " x-----------------x");
  CHECK(error_of(no_bottom) ==
        E{11, 2, "2g", "a board diagram has a border line ' +-----------------+' above and below its ranks", K::bad_diagram});
  CHECK(error_of(shuttle_diagram + "3g Ed4n\n") == E{13, 1, "3g", "expected turn 2g, found 3g", K::unexpected_turn});
  CHECK(error_of(gold_setup + "1s\n" + shuttle_diagram.substr(3)) ==
        E{3, 2, "1s", "a board diagram stands only at the start of a record", K::bad_diagram});
}

// A real record may hold a move the referee refused, then the player's accepted move. The notation
// withdraws it with a takeback line; a label written again is an error unless read leniently.
TEST_CASE("arimaa notation: a refused move taken back, and a turn written again", "[arimaa][notation][takeback]") {
  const std::string refused = shuttle_diagram + shuttle + "5s ed7e\n";
  SECTION("with a takeback line the refused third occurrence never stands") {
    for (const char* rs : {"arimaa", "aei"}) {
      auto r = nt::replay(refused + "6g takeback\n5s ed7s\n6g Ed4n\n", rs);
      if (!r) FAIL(r.error().to_string());
      CHECK_FALSE(r.value().winner);
      CHECK(r.value().moves.size() == 9);
      CHECK(r.value().moves[7] == steps("ed7s"));
    }
  }
  SECTION("without it the game ends at the third occurrence, and a later turn is an error") {
    CHECK(error_of(refused + "6g Ed4n\n") == nt::error{21, 1, "6g", "a turn after the end of the game", nt::error_kind::unexpected_turn});
  }
  SECTION("the same label again: an error, or with repeated_turn_replaces the later turn stands") {
    const std::string twice = refused + "5s ed7s\n6g Ed4n\n";
    CHECK(error_of(twice) == nt::error{21, 1, "5s",
                                       "expected turn 6g, found 5s written again (first on line 20); the notation withdraws a turn "
                                       "with a takeback line",
                                       nt::error_kind::unexpected_turn});
    auto r = nt::replay(twice, "arimaa", position{}, nt::read_options{.repeated_turn_replaces = true});
    if (!r) FAIL(r.error().to_string());
    CHECK_FALSE(r.value().winner);
    CHECK(r.value().moves.size() == 9);
    auto resolved = nt::resolve(nt::read(twice).value(), position{}, nt::read_options{.repeated_turn_replaces = true});
    REQUIRE(resolved);
    CHECK(resolved.value().lines == std::vector<std::size_t>{0, 1, 2, 3, 4, 5, 6, 8, 9});
  }
  SECTION("takebacks in a row withdraw one turn each") {
    auto r = nt::replay(shuttle_diagram + "2g Ed4n\n2s ee7w\n3g takeback\n2s takeback\n2g Ed4e\n");
    if (!r) FAIL(r.error().to_string());
    REQUIRE(r.value().moves.size() == 1);
    CHECK(r.value().moves[0] == steps("Ed4e"));
  }
}

// A turn the rules forbid that can be made on the board is no read error: it ends the game, an
// illegal move under `arimaa` (the official referee refuses it), a loss for the mover under `aei`
// (result i, as AEI's own tests expect of an extra step and of a setup its strict rules refuse).
TEST_CASE("arimaa notation: a turn the rules forbid that can be made on the board ends the game",
          "[arimaa][notation][illegal]") {
  struct illegal_case {
    std::string text;
    repetita::ply_t ply;
    color loser;
    std::string_view why;
  };
  const illegal_case cases[] = {
      {gold_setup + silver_setup + "2g Ed2n Ed3n Ed4n Ed5n Ed6e\n2s ed7s\n", 3, color::gold,
       "illegal move: a move has at most 4 steps"},
      {gold_setup + silver_setup + "2g Ed2n Ed3n Ed4n Ed5n\n2s dg7s dg6s dg5s\n3g Hh2n Hh3n\n3s dg4w\n4g Ra1n\n", 6,
       color::silver, "illegal move: step 1 (dg4w): the piece is frozen"},
      {"1g Ra1 Ee5\n1s ra8\n", 1, color::gold, "illegal setup: the square e5 is not on the mover's home rows"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    const auto record = nt::read(c.text);
    REQUIRE(record);
    const auto resolved = nt::resolve(record.value());
    REQUIRE(resolved);
    REQUIRE(resolved.value().illegal_turn);
    CHECK(*resolved.value().illegal_turn + 1 == c.ply);
    CHECK(resolved.value().illegal_why == c.why);
    CHECK(resolved.value().void_turns == 1);
    for (const std::string_view rs : {"arimaa", "aei"}) {
      INFO(rs);
      const auto r = nt::replay(c.text, rs);
      REQUIRE(r);
      REQUIRE(r.value().winner);
      CHECK(*r.value().winner == opponent(c.loser));
      CHECK(r.value().why == nt::reason::illegal_move);
      CHECK(r.value().ply == c.ply);
      CHECK(r.value().decisive.rule == "illegal-turn");
      CHECK(r.value().decisive.kind == (rs == "aei" ? repetita::verdict_kind::loss : repetita::verdict_kind::illegal_move));
    }
  }
}

TEST_CASE("arimaa notation: header lines before the moves, as the arimaa.com game page export writes them",
          "[arimaa][notation][export]") {
  const auto t = nt::read_tag("  ResultCode: b \r");
  REQUIRE(t);
  CHECK(t->name == "ResultCode");
  CHECK(t->value == "b");
  CHECK(nt::read_tag("White: bot_Occam (Don Dailey)")->value == "bot_Occam (Don Dailey)");
  CHECK_FALSE(nt::read_tag("1w Ra1"));
  CHECK_FALSE(nt::read_tag("Game Id: 3"));
  CHECK_FALSE(nt::read_tag(": 3"));
  const std::string setups = "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2\n"
                             "1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n";
  const auto r = nt::read("GameId: 100\nEvent: Casual game\n\n" + setups);
  REQUIRE(r);
  REQUIRE(r.value().tags.size() == 2);
  CHECK(r.value().tags[1].line == 2);
  CHECK(*r.value().tag_value("Event") == "Casual game");
  CHECK(r.value().tag_value("event") == nullptr);
  CHECK(r.value().turns.size() == 2);
  // Header lines with no turn after them are no game.
  const auto alone = nt::read("GameId: 100\nEvent: Casual game\n\n");
  REQUIRE_FALSE(alone);
  CHECK(alone.error().kind == nt::error_kind::bad_label);
  CHECK(alone.error().line == 2);
  // After the first turn, a header line is no turn line.
  const auto late = nt::read(setups + "Event: x\n");
  REQUIRE_FALSE(late);
  CHECK(late.error().kind == nt::error_kind::bad_label);
  CHECK(late.error().line == 3);
}
