// The tracking floor of docs/rules/chess.md ("Performance", tools/bench/chess/tracking_floor.hpp)
// is a measuring instrument: its instruction count bounds what exact tracking of the 13 chess rule
// sets costs. It only bounds it if it skips none of the work the tracker's quiet check needs, so
// its triggers must fire at exactly the plies where the tracker is not quiet.
#include "test_support.hpp"
#include "tracking_floor.hpp"

#include <repetita/chess/game.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/tracker.hpp>

#include <fstream>
#include <string>
#include <type_traits>

using namespace repetita::chess;

TEST_CASE("the tracking floor fires at exactly the plies where the tracker of all 13 rule sets is not quiet",
          "[chess][tracking_floor]") {
  // Stockfish self-play: mates, stalemates, threefold and fivefold repetitions, fifty-move endings.
  const std::string file = std::string(REPETITA_TEST_DATA_DIR) + "/chess/stockfish15-selfplay-200.pgn";
  std::ifstream in(file, std::ios::binary);
  REQUIRE(in);
  pgn_options options;
  options.keep_positions = true;
  pgn_reader reader(in, file, options);
  repetita::tracker<game, std::remove_cvref_t<decltype(rule_sets)>> tracker(rule_sets);
  repetita::bench::tracking_floor floor;
  pgn_game g;
  pgn_error e;
  std::size_t games = 0, plies = 0, loud = 0, mismatches = 0;
  for (pgn_reader::status s; (s = reader.read(g, e)) != pgn_reader::status::end;) {
    REQUIRE(s == pgn_reader::status::game);
    ++games;
    tracker.start(g.start);
    floor.start(g.start);
    const std::size_t n = g.moves.size();
    for (std::size_t i = 0; i < n; ++i) {
      const bool move_follows = i + 1 < n && !g.moves[i + 1].value.is_null();
      tracker.push(g.positions[i], recorded_ply(g.moves[i].value, g.positions[i], move_follows));
      floor.push(g.positions[i], g.moves[i].value, move_follows);
      ++plies;
      loud += floor.loud();
      if (floor.loud() == tracker.quiet()) {
        ++mismatches;
        UNSCOPED_INFO("game " << g.game_number << ", ply " << i + 1);
      }
    }
  }
  CHECK(games == 200);
  CHECK(plies == 31617);
  CHECK(loud == floor.loud_plies());
  // The games end in 104 mates, 3 stalemates, 55 repetitions and 8 fifty-move counts; with every
  // earlier ply whose position had occurred three times or whose clock had reached 100, 493 plies.
  CHECK(loud == 493);
  CHECK(mismatches == 0);
}
