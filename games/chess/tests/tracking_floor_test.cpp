// The tracking floor of issue #19 (tools/bench/chess/tracking_floor.hpp; docs/perf/tracking.md
// 1) is a measuring instrument: its instruction count bounds what exact tracking of the
// 13 chess rule sets costs. It only bounds it if it does all the work: it must be loud at exactly
// the plies where the tracker is not quiet, and give there every rule set's verdict as the tracker
// does (kind, player, rule entry, since, count, period).
#include "test_support.hpp"
#include "tracking_floor.hpp"

#include <repetita/chess/game.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/tracker.hpp>

#include <array>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

using namespace repetita::chess;
using repetita::bench::tracking_floor;

namespace {

using chess_tracker = repetita::tracker<game, std::remove_cvref_t<decltype(rule_sets)>>;
static_assert(tracking_floor::rule_set_count == chess_tracker::rule_set_count);

/// The tracker of every chess rule set and the floor, fed the same games ply by ply.
struct side_by_side {
  chess_tracker tracker{rule_sets};
  tracking_floor floor;
  std::size_t games = 0;
  std::size_t plies = 0;
  std::size_t loud = 0;
  std::size_t loud_mismatches = 0;     // plies where the floor is loud and the tracker quiet, or the reverse
  std::size_t verdict_mismatches = 0;  // (ply, rule set) where the verdicts differ
  std::array<std::size_t, tracking_floor::rule_set_count> spoke{};  // plies with a verdict, per rule set
  std::array<std::size_t, tracking_floor::rule_set_count> ended{};  // games a verdict ended, per rule set
  static constexpr std::size_t entries = 8;  // the most rule entries of a chess rule set (uscf: 7)
  std::array<std::array<std::size_t, entries>, tracking_floor::rule_set_count> by_entry{};  // plies per rule entry

  // Both counts of mismatches are 0, or the first mismatches are shown.
  void check_agreement() const {
    std::string shown;
    for (const auto& n : notes) shown += n + "\n";
    INFO(shown);
    CHECK(loud_mismatches == 0);
    CHECK(verdict_mismatches == 0);
  }

  // positions[i] is the position after moves[i].
  void feed(const position& start, const std::vector<move>& moves, const std::vector<position>& positions,
            const std::string& what) {
    ++games;
    tracker.start(start);
    floor.start(start);
    for (std::size_t r = 0; r < tracking_floor::rule_set_count; ++r) compare(r, 0, what);
    const std::size_t n = moves.size();
    for (std::size_t i = 0; i < n; ++i) {
      const bool move_follows = i + 1 < n && !moves[i + 1].is_null();
      tracker.push(positions[i], recorded_ply(moves[i], positions[i], move_follows));
      floor.push(positions[i], moves[i], move_follows);
      ++plies;
      loud += floor.loud();
      if (floor.loud() == tracker.quiet()) {
        ++loud_mismatches;
        note(what + ", ply " + std::to_string(i + 1) + ": the floor is " + (floor.loud() ? "loud" : "quiet") +
             ", the tracker " + (tracker.quiet() ? "quiet" : "not quiet"));
      }
      for (std::size_t r = 0; r < tracking_floor::rule_set_count; ++r) compare(r, i + 1, what);
    }
    for (std::size_t r = 0; r < tracking_floor::rule_set_count; ++r)
      ended[r] += repetita::ends_game(floor.verdict_now(r).kind);
  }

  void compare(std::size_t r, std::size_t ply, const std::string& what) {
    const repetita::verdict t = tracker.verdict_now(r);
    const repetita::bench::floor_verdict& f = floor.verdict_now(r);
    spoke[r] += f.kind != repetita::verdict_kind::none;
    if (f.kind != repetita::verdict_kind::none && f.rule_index < entries) ++by_entry[r][f.rule_index];
    if (t.kind == f.kind && t.who == f.who && t.rule_index == f.rule_index && t.ply == f.ply && t.since == f.since &&
        t.count == f.count && t.period == f.period)
      return;
    ++verdict_mismatches;
    std::ostringstream s;
    s << what << ", ply " << ply << ", " << rule_sets.infos()[r].name << ": tracker " << static_cast<int>(t.kind)
      << " who " << int{t.who} << " rule " << int{t.rule_index} << " ply " << t.ply << " since " << t.since << " count "
      << t.count << " period " << t.period << "; floor " << static_cast<int>(f.kind) << " who " << int{f.who}
      << " rule " << int{f.rule_index} << " ply " << f.ply << " since " << f.since << " count " << f.count
      << " period " << f.period;
    note(s.str());
  }

  // The first few mismatches, for the failure message.
  std::vector<std::string> notes;
  void note(std::string text) {
    if (notes.size() < 8) notes.push_back(std::move(text));
  }

  // Every game of a PGN file, read with its positions.
  void feed_pgn(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    REQUIRE(in);
    pgn_options options;
    options.keep_positions = true;
    pgn_reader reader(in, file.string(), options);
    pgn_game g;
    pgn_error e;
    std::vector<move> moves;
    for (pgn_reader::status s; (s = reader.read(g, e)) != pgn_reader::status::end;) {
      INFO(file.filename().string() << ": " << e.message);
      REQUIRE(s == pgn_reader::status::game);
      moves.clear();
      for (const auto& m : g.moves) moves.push_back(m.value);
      feed(g.start, moves, g.positions, file.filename().string() + " game " + std::to_string(g.game_number));
    }
  }
};

// A game that repeats itself: mostly the move played four plies earlier (shuffles that make
// threefolds, five consecutive repetitions and move series), else any legal move (double pushes
// that give the en passant conventions something to differ on, lost castling rights, captures),
// now and then a null move. Ends at mate, stalemate or 240 plies.
void random_game(std::mt19937& rng, const position& start, std::vector<move>& moves, std::vector<position>& positions) {
  moves.clear();
  positions.clear();
  position pos = start;
  std::uniform_int_distribution<int> percent(0, 99);
  for (int ply = 0; ply < 240; ++ply) {
    const move_list legal = legal_moves(pos);
    if (legal.size() == 0) break;
    move m = move::null();
    const bool can_pass = !pos.in_check() && ply > 0;
    if (const int roll = percent(rng); roll < 90 && moves.size() >= 4 && !moves[moves.size() - 4].is_null() &&
                                       pos.is_legal(moves[moves.size() - 4])) {
      m = moves[moves.size() - 4];
    } else if (!(roll >= 97 && can_pass)) {
      m = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
    }
    if (m.is_null())
      pos.play_null();
    else
      pos.play(m);
    moves.push_back(m);
    positions.push_back(pos);
  }
}

}  // namespace

TEST_CASE("the tracking floor is loud where the tracker is not quiet, and gives its verdicts, on 200 Stockfish games",
          "[chess][tracking_floor]") {
  // Stockfish self-play: mates, stalemates, threefold and fivefold repetitions, fifty-move endings.
  side_by_side both;
  both.feed_pgn(test::data_dir() / "stockfish15-selfplay-200.pgn");
  CHECK(both.games == 200);
  CHECK(both.plies == 31617);
  CHECK(both.loud == both.floor.loud_plies());
  // The games end in 104 mates, 3 stalemates, 55 repetitions and 8 fifty-move counts; with every
  // earlier ply whose position had occurred three times or whose clock had reached 100, 493 plies.
  CHECK(both.loud == 493);
  both.check_agreement();
  // The comparison compared verdicts, not nothing with nothing: the 104 mates and 3 stalemates
  // end the game under every rule set, and the repetitions under those that end it on one.
  for (std::size_t r = 0; r < tracking_floor::rule_set_count; ++r) {
    INFO(rule_sets.infos()[r].name);
    CHECK(both.ended[r] >= 107);
  }
  CHECK(both.ended[*rule_sets.find("online-auto")] == 164);
  CHECK(both.spoke[*rule_sets.find("fide-2023")] == 320);
  CHECK(both.spoke[*rule_sets.find("london-1883")] == 143);
}

TEST_CASE("the tracking floor gives the tracker's verdicts on real games of humans and engines",
          "[chess][tracking_floor]") {
  side_by_side both;
  both.feed_pgn(test::data_dir() / "lichess-2012-12-31-100.pgn");
  for (const char* name : {"tcecgames--TCEC_Cup_6_Bronze.pgn", "tcecgames--TCEC_Tournament_4.pgn",
                           "pgn-parser--twic-01-232games.pgn", "python-chess--kasparov-deep-blue-1997.pgn"})
    both.feed_pgn(std::filesystem::path(REPETITA_TEST_DATA_DIR) / "real" / "chess" / name);
  both.check_agreement();
  CHECK(both.loud > 0);
}

TEST_CASE("the tracking floor gives the tracker's verdicts on random games that repeat themselves",
          "[chess][tracking_floor]") {
  // Starts with castling rights to lose, pawns beside each other for en passant (legal, pinned,
  // or only pseudo-legal), and clocks close to 100 and 150 plies.
  const std::vector<position> starts = {
      position{},
      test::fen("r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1"),
      test::fen("4k3/8/8/r7/1p1p4/8/2P1P3/4K2R w K - 92 60"),
      test::fen("6k1/5ppp/8/K2p3r/8/8/4P3/7R w - - 140 90"),
  };
  side_by_side both;
  std::vector<move> moves;
  std::vector<position> positions;
  for (std::uint32_t seed = 1; seed <= 120; ++seed) {
    std::mt19937 rng(seed);
    const position& start = starts[seed % starts.size()];
    random_game(rng, start, moves, positions);
    both.feed(start, moves, positions, "seed " + std::to_string(seed));
  }
  both.check_agreement();
  // Every rule that can give a rule set's verdict gave one here, the rules that the real games
  // above never reach too: the FIDE 2014 fivefold of five consecutive repetitions, the 1886 series
  // of six, the sixfold of 1842, the 75-move rule. (USCF's 14C4, 14K1 and 14K2 never give the
  // verdict: 14C and 14F, listed before them, speak at every ply where they do.)
  const auto gave = [&both](std::string_view set, std::size_t entry) {
    INFO(set << ", rule entry " << entry);
    CHECK(both.by_entry[*rule_sets.find(set)][entry] > 0);
  };
  for (const auto& info : rule_sets.infos()) {
    gave(info.name, 0);  // checkmate
    gave(info.name, 1);  // stalemate
    gave(info.name, 2);
  }
  gave("fide-2023", 3);  // 9.6.2
  gave("fide-2023", 4);  // 9.2.2
  gave("fide-2023", 5);  // 9.3.2
  gave("fide-2014", 3);
  gave("fide-2014", 4);
  gave("fide-2014", 5);
  gave("fide-1985", 3);
  gave("uscf", 4);
  gave("lichess", 3);
  gave("lichess", 4);
  // The en passant conventions disagree at some ply.
  CHECK(both.by_entry[*rule_sets.find("threefold-pseudo-ep")][2] !=
        both.by_entry[*rule_sets.find("threefold-always-ep")][2]);
}
