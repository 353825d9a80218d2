// Xiangqi records: every game of the Fairy-Stockfish files read and replayed with the results and
// repetition plies they record, a constructed repetition at its exact ply, PGN errors with line and
// column, and what tells a xiangqi PGN from a chess one.
#include <repetita/tracker.hpp>
#include <repetita/xiangqi/adapter.hpp>

#include "xiangqi_test_support.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <range/v3/range/conversion.hpp>

namespace {

using namespace repetita::xiangqi;
using repetita::read_status;
using repetita::record_error;
using repetita::verdict_kind;

using xiangqi_test::contents;
using xiangqi_test::read_all;
using xiangqi_test::read_result;
using xiangqi_test::replay;

}  // namespace

TEST_CASE("xiangqi records: every Fairy-Stockfish game reads, with its recorded result and threefold ply",
          "[xiangqi][records]") {
  const std::string file = GENERATE(as<std::string>{}, "xiangqi_fsf.pgn", "xiangqi_fsf_b2.pgn");
  CAPTURE(file);
  const std::string text = contents(std::string(REPETITA_TEST_DATA_DIR) + "/xiangqi/" + file);
  CHECK(adapter::owns(text.substr(0, 4096)));
  const read_result read = read_all(text, {.file = file});
  CHECK(read.errors.empty());
  REQUIRE(read.records.size() == 50);
  int checkmates = 0, stalemates = 0, threefolds = 0;
  for (const adapter::record& r : read.records) {
    const pgn_game& g = r.pgn();
    CAPTURE(g.number);
    REQUIRE(g.tag("Result") != nullptr);
    CHECK(*g.tag("Result") == g.result);
    CHECK(std::to_string(r.plies()) == *g.tag("PlyCount"));
    const repetita::verdict end = replay(r);
    const std::string& termination = *g.tag("Termination");
    const std::string& threefold_ply = *g.tag("FirstThreefoldPly");
    if (termination == "checkmate") {
      ++checkmates;
      CHECK(end.kind == verdict_kind::loss);
      CHECK(end.rule == "checkmate");
      CHECK(end.ply == r.plies());
      CHECK(adapter::result_text(end) == g.result);
    } else if (termination == "stalemate (loss)") {
      ++stalemates;
      CHECK(end.kind == verdict_kind::loss);
      CHECK(end.rule == "stalemate");
      CHECK(end.ply == r.plies());
      CHECK(adapter::result_text(end) == g.result);
    } else if (termination == "threefold repetition") {
      ++threefolds;
      CHECK(end.kind == verdict_kind::draw);
      CHECK(end.rule == "threefold");
      CHECK(std::to_string(end.ply) == threefold_ply);
      CHECK(end.ply == r.plies());
      CHECK(adapter::result_text(end) == g.result);
    } else {
      CHECK(termination == "max plies");
      CHECK(threefold_ply == "-");
      CHECK_FALSE(end);
    }
  }
  CHECK(checkmates + stalemates + threefolds > 40);
}

TEST_CASE("xiangqi records: two self-play games scored draws are perpetual chases by Black under AXF",
          "[xiangqi][records][axf]") {
  // Game 50 ends 17... a9b9 18. b7a7 b9a9 19. a7b7 a9b9 20. b7a7 b9a9 21. a7b7: Black's rook steps
  // onto the file of Red's unprotected cannon and follows it, each move a new attack on the same
  // cannon, while the cannon only flees. The AXF chase rules make that a loss for Black, and so does
  // Fairy-Stockfish itself (ffish 0.7.10, asked after each move: 1-0 at the same ply); the
  // self-play driver scored every threefold repetition a draw. Game 33 likewise (ply 56).
  const std::string text = contents(std::string(REPETITA_TEST_DATA_DIR) + "/xiangqi/xiangqi_fsf.pgn");
  const read_result read = read_all(text, {.file = "xiangqi_fsf.pgn"});
  REQUIRE(read.records.size() == 50);
  for (const auto& [number, ply] : {std::pair<std::size_t, repetita::ply_t>{33, 56}, {50, 41}}) {
    CAPTURE(number);
    const adapter::record& r = read.records[number - 1];
    CHECK(r.pgn().result == "1/2-1/2");
    for (std::string_view rs : {"axf", "pikafish", "fairy-stockfish"}) {
      CAPTURE(rs);
      const repetita::verdict end = replay(r, rs);
      CHECK(end.kind == verdict_kind::loss);
      CHECK(end.who == 1);
      CHECK(end.ply == ply);
      CHECK(end.rule == "perpetual-chase");
    }
    CHECK(replay(r, "threefold").kind == verdict_kind::draw);
  }
}

TEST_CASE("xiangqi records: one check one chase, a draw under axf and a loss under cxa", "[xiangqi][records][cxa]") {
  // Game 39 of xiangqi_fsf.pgn ends 66. b2e2+ d9e8 67. e2g2 e8d9 68. g2e2+ f9e8 69. e2g2 e8f9 70.
  // g2e2+ (ICCS): Red's rook checks from e2 and chases from g2 in turn (一将一捉). AXF: "perpetual
  // check+chase is acceptable" (D12), the third occurrence at ply 139 draws; the Chinese rules count
  // checks and chases in turn among the perpetual attacks (長打) that lose (docs/rules/xiangqi.md 5.4).
  // Black's advisor moves threaten mate every other move (a6a0), so Black is no perpetual attacker.
  const std::string text = contents(std::string(REPETITA_TEST_DATA_DIR) + "/xiangqi/xiangqi_fsf.pgn");
  const read_result read = read_all(text, {.file = "xiangqi_fsf.pgn"});
  REQUIRE(read.records.size() == 50);
  const adapter::record& r = read.records[38];
  REQUIRE(r.plies() == 139);
  const repetita::verdict axf = replay(r, "axf");
  CHECK(axf.kind == verdict_kind::draw);
  CHECK(axf.ply == 139);
  CHECK(axf.rule == "threefold");
  const repetita::verdict cxa = replay(r, "cxa");
  CHECK(cxa.kind == verdict_kind::loss);
  CHECK(cxa.who == 0);
  CHECK(cxa.ply == 139);
  CHECK(cxa.rule == "perpetual-attack");
  // The facts the verdict rests on, over the two cycles (plies 132-139): Red chases at 133 and 137
  // and checks at 135 and 139; Black threatens mate at 134 and 138 and is idle at 132 and 136.
  const auto facts_at = [&](std::size_t ply) {
    const position& before = ply == 1 ? r.start() : r.pgn().positions[ply - 2];
    return game::ply_facts(before, r.pgn().moves[ply - 1], r.pgn().positions[ply - 1]);
  };
  for (const std::size_t ply : {133u, 137u}) {
    CHECK_FALSE(facts_at(ply).has(repetita::ply_facts::check));
    CHECK(facts::chased(facts_at(ply)) != 0);
  }
  for (const std::size_t ply : {135u, 139u}) CHECK(facts_at(ply).has(repetita::ply_facts::check));
  for (const std::size_t ply : {134u, 138u}) CHECK(facts_at(ply).has(facts::mate_threat));
  for (const std::size_t ply : {132u, 136u}) {
    CHECK_FALSE(facts_at(ply).has(facts::mate_threat));
    CHECK_FALSE(facts_at(ply).has(repetita::ply_facts::check));
    CHECK(facts::chased(facts_at(ply)) == 0);
  }
}

TEST_CASE("xiangqi threefold (AXF rule 5): a draw at the third occurrence, at its exact ply", "[xiangqi][rules]") {
  // Both right horses go out and back twice: the initial position, Red to move, occurs at plies 0,
  // 4 and 8.
  const std::string text =
      "[Variant \"xiangqi\"]\n[Result \"1/2-1/2\"]\n\n"
      "1. h1g3 h10g8 2. g3h1 g8h10 3. h1g3 h10g8 4. g3h1 g8h10 1/2-1/2\n";
  const read_result read = read_all(text);
  REQUIRE(read.records.size() == 1);
  const adapter::record& r = read.records[0];
  auto t = repetita::make_tracker<game>(adapter::rule_sets());
  t.start(r.start());
  position p = r.start();
  for (std::size_t i = 0; i < r.plies(); ++i) {
    p = r.play(t, p, i);
    if (i + 1 < 8) CHECK_FALSE(t.verdict_now(0));
  }
  const repetita::verdict v = t.verdict_now(0);
  REQUIRE(v.kind == verdict_kind::draw);
  CHECK(v.ply == 8);
  CHECK(v.count == 3);
  CHECK(v.since == 0);
  CHECK(v.who == repetita::no_player);
  CHECK(v.rule == "threefold");
  CHECK(v.citation == "AXF rule 5 (third occurrence)");
  CHECK((t.occurrences(0, 8) | ranges::to<std::vector>) == std::vector<repetita::ply_t>{8, 4, 0});
  std::string written, label;
  r.describe(7, written, label);
  CHECK(written == "g8h10");
  CHECK(label == "4... g8h10");
}

TEST_CASE("xiangqi records: a game from a FEN tag with Black to move", "[xiangqi][records]") {
  const read_result read = read_all(
      "[Variant \"xiangqi\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C4NC1/9/RNBAKAB1R b - - 1 1\"]\n\n"
      "1... h8e8 2. g3h1 *\n");
  REQUIRE(read.errors.empty());
  REQUIRE(read.records.size() == 1);
  const adapter::record& r = read.records[0];
  CHECK(r.start().side_to_move() == color::black);
  std::string written, label;
  r.describe(1, written, label);
  CHECK(label == "2. g3h1");
  CHECK_FALSE(replay(r));
}

TEST_CASE("xiangqi records: errors with line and column, and reading goes on", "[xiangqi][records]") {
  SECTION("an illegal move") {
    const read_result read = read_all("[Variant \"xiangqi\"]\n\n1. a1a5 *\n\n[Variant \"xiangqi\"]\n\n1. h3e3 *\n");
    REQUIRE(read.errors.size() == 1);
    CHECK(read.errors[0].to_string() ==
          "test.pgn:3:4: error: bad_move (illegal_move): the piece on a1 cannot go to a5 (game 1, \"a1a5\")");
    REQUIRE(read.records.size() == 1);
    CHECK(read.records[0].pgn().number == 2);
  }
  SECTION("an illegal move after a repetition: one error at the move, no game and no verdict") {
    // The start position for the third time at ply 8, then a horse that cannot go to h5: the record
    // is one read error at that move, not also a game with a repetition (issue 42).
    const read_result read = read_all(
        "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9 5. h0h5 *\n");
    REQUIRE(read.errors.size() == 1);
    CHECK(read.errors[0].to_string() ==
          "test.pgn:4:56: error: bad_move (illegal_move): the piece on h0 cannot go to h5 (game 1, \"h0h5\")");
    CHECK(read.records.empty());
  }
  SECTION("a move that is not two squares") {
    const read_result read = read_all("[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. C2.5 *\n");
    REQUIRE(read.errors.size() == 1);
    CHECK(read.errors[0].kind == "bad_move (syntax)");
    CHECK(read.errors[0].column == 6);  // where the second square was expected
  }
  SECTION("a variant that is not xiangqi") {
    const read_result read = read_all("[Variant \"chess\"]\n\n1. e2e4 *\n");
    REQUIRE(read.errors.size() == 1);
    CHECK(read.errors[0].to_string() ==
          "test.pgn:1:11: error: unsupported_variant: expected the variant \"xiangqi\", found \"chess\" (game 1, "
          "\"chess\")");
  }
  SECTION("a bad FEN tag: the column of the fault in the file") {
    const std::string board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    const read_result read = read_all("[Variant \"xiangqi\"]\n[FEN \"" + board + " x - - 0 1\"]\n\n*\n");
    REQUIRE(read.errors.size() == 1);
    CHECK(read.errors[0].kind == "bad_fen (bad_side)");
    CHECK(read.errors[0].line == 2);
    CHECK(read.errors[0].column == 7 + board.size() + 1);
  }
  SECTION("a game without a result before the next game's tags") {
    const read_result read = read_all("[Variant \"xiangqi\"]\n\n1. h3e3 h8e8\n[Variant \"xiangqi\"]\n\n1. h3e3 0-1\n");
    REQUIRE(read.errors.size() == 1);
    CHECK(read.errors[0].kind == "missing_result");
    CHECK(read.errors[0].line == 4);
    CHECK(read.errors[0].column == 1);
    REQUIRE(read.records.size() == 1);
    CHECK(read.records[0].pgn().result == "0-1");
  }
  SECTION("comments, NAGs and variations are skipped") {
    const read_result read =
        read_all("[Variant \"xiangqi\"]\n{opening} 1. h3e3 $1 (1. b3e3 {also} h8e8) h8e8 ; central cannons\n2. h1g3 *\n");
    REQUIRE(read.errors.empty());
    REQUIRE(read.records.size() == 1);
    CHECK(read.records[0].plies() == 3);
  }
}

TEST_CASE("xiangqi records: a PGN is xiangqi only when its first tags say so", "[xiangqi][records]") {
  CHECK(adapter::owns("[Event \"x\"]\n[Variant \"xiangqi\"]\n"));
  CHECK(adapter::owns("\xEF\xBB\xBF{c}\n[Variant \"Xiangqi\"]\n"));
  CHECK_FALSE(adapter::owns("[Event \"x\"]\n[White \"a\"]\n\n1. e4 e5 *\n"));
  CHECK_FALSE(adapter::owns("[Variant \"chess960\"]\n"));
  CHECK_FALSE(adapter::owns("1. h3e3 *\n"));
  CHECK_FALSE(adapter::owns(contents(std::string(REPETITA_TEST_DATA_DIR) + "/chess/eco.pgn").substr(0, 4096)));
}
