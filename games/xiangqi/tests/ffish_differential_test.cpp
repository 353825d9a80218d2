// The Fairy-Stockfish differential: where ffish 0.7.10 (Fairy-Stockfish compiled to WebAssembly)
// ends each game of tests/data/xiangqi, against repetita's rule sets. The peer's outputs are
// committed (tests/data/xiangqi/peers/ffish-<file>.jsonl, written by
// tools/peers/xiangqi_games_ffish.py with ../shared/peers/peer_ffish.js, and for the two games set up
// from a FEN (xiang.js) with tools/peers/xiangqi_fen_games_ffish.js: the first ply at which
// `isGameOver(true)` holds, draw claims included, and `result(true)` there; and the first ply of a
// mandatory end, `isGameOver(false)`).
//
// - `fairy-stockfish` ends every game where ffish does, with its result: 237 games (112 ended by
//   ffish, 125 not, among them the two set up from a FEN), 6 of them by the 50-move rule with Fairy-Stockfish's check allowance, 2 by its
//   insufficient material (games 25 and 48 of xiangqi_fsf_b2.pgn: only kings, advisors and elephants
//   left; docs/rules/xiangqi.md 6).
// - `axf` and `pikafish` differ from ffish on 7 games, each for one of two reasons the rule texts
//   give: ffish draws at once when only kings, advisors and elephants are left (the AXF texts have no
//   such rule: the game goes on to its repetition), and ffish draws after 100 plies without a capture
//   (UCI's 50-move rule with its 2-plies-per-check allowance) where the Asian thumb rule lets a player
//   claim after 120 (../shared/rules/xiangqi.md 1.1) and Pikafish draws after 120.
#include <repetita/xiangqi/fen.hpp>

#include "xiangqi_test_support.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace repetita::xiangqi;
using repetita::ply_t;

// A JSON line's field as text: a number, a string without its quotes, or "null"; nothing when absent.
std::optional<std::string> field(const std::string& line, const std::string& name) {
  const auto at = line.find("\"" + name + "\": ");
  if (at == std::string::npos) return std::nullopt;
  const std::size_t begin = at + name.size() + 4;
  if (line[begin] == '"') return line.substr(begin + 1, line.find('"', begin + 1) - begin - 1);
  return line.substr(begin, line.find_first_of(",}", begin) - begin);
}

std::optional<ply_t> ply_field(const std::string& line, const std::string& name) {
  const auto text = field(line, name);
  REQUIRE(text);
  if (*text == "null") return std::nullopt;
  return static_cast<ply_t>(std::stoul(*text));
}

struct end_of_game {
  std::optional<ply_t> ply;
  std::string result = "*";
  std::string rule;
};

end_of_game ours(const adapter::record& r, std::string_view rule_set) {
  const repetita::verdict v = xiangqi_test::replay(r, rule_set);
  if (!v) return {};
  return {v.ply, std::string(adapter::result_text(v)), std::string(v.rule)};
}

const std::vector<std::string> peer_files{
    "hu-ronghua-60-iccs", "xiangjs-qianli-duxing", "xiangjs-xu-nie-1999", "xiangqi_fsf", "xiangqi_fsf_b2",
    "xqdb-chinese-gbk",   "xqdb-chinese-mixed",    "xqdb-chinese",        "xqdb-iccs",   "xqdb-wxf"};

}  // namespace

TEST_CASE("Fairy-Stockfish differential: ffish 0.7.10 and the xiangqi rule sets on every real game",
          "[xiangqi][differential]") {
  const std::string dir = std::string(REPETITA_TEST_DATA_DIR) + "/xiangqi/";
  std::size_t compared = 0, from_fen = 0;
  std::map<std::string, std::size_t> fairy_ends;  // ffish's ends by repetita's rule
  std::set<std::pair<std::string, std::uint64_t>> axf_differs, pikafish_material_first;
  for (const std::string& file : peer_files) {
    const xiangqi_test::read_result read = xiangqi_test::read_data_file(file + ".pgn", /*lenient=*/true);
    REQUIRE(read.errors.empty());
    std::map<std::uint64_t, const adapter::record*> by_number;
    for (const adapter::record& r : read.records) by_number[r.pgn().number] = &r;
    std::istringstream peer(xiangqi_test::contents(dir + "peers/ffish-" + file + ".jsonl"));
    std::size_t lines = 0;
    for (std::string line; std::getline(peer, line);) {
      if (line.empty()) continue;
      ++lines;
      const std::uint64_t game = std::stoull(*field(line, "game"));
      CAPTURE(file, game);
      REQUIRE(by_number.contains(game));
      const adapter::record& r = *by_number.at(game);
      if (to_fen(r.start()) != initial_fen) ++from_fen;
      CHECK_FALSE(field(line, "error"));  // ffish played every move repetita read
      CHECK(ply_field(line, "plies") == r.plies());
      const std::optional<ply_t> over = ply_field(line, "first_game_over_with_claim_ply");
      const std::optional<ply_t> mandatory = ply_field(line, "first_game_over_ply");
      const std::string result = over ? *field(line, "result_with_claim") : "*";
      ++compared;

      // fairy-stockfish: the same end, the same result, and an end of the same kind (a mandatory end
      // is checkmate, stalemate or insufficient material; another is a repetition or the move count).
      const end_of_game fairy = ours(r, "fairy-stockfish");
      CHECK(fairy.ply == over);
      CHECK(fairy.result == result);
      if (over) {
        ++fairy_ends[fairy.rule];
        const bool game_end = fairy.rule == "checkmate" || fairy.rule == "stalemate" || fairy.rule == "insufficient-material";
        CHECK(game_end == (mandatory == over));
      }

      // axf and pikafish: where they end otherwise, the reason is one of the two the texts give.
      for (const std::string_view rs : {"axf", "pikafish"}) {
        const end_of_game other = ours(r, rs);
        if (other.ply == over && other.result == result) continue;
        CAPTURE(rs, fairy.rule, other.rule);
        if (rs == "axf") axf_differs.insert({file, game});
        // Pikafish draws some material ffish plays on with (a cannon without screens): earlier.
        if (rs == "pikafish" && other.rule == "insufficient-material") {
          pikafish_material_first.insert({file, game});
          CHECK(other.result == "1/2-1/2");
          CHECK((!over || *other.ply < *over));
          continue;
        }
        // ffish drew at once: only kings, advisors and elephants, or 100 plies without a capture.
        CHECK(result == "1/2-1/2");
        CHECK((fairy.rule == "insufficient-material" || fairy.rule == "move-count"));
        // Those draws are not in the AXF and Pikafish readings: the game goes on, to a later
        // repetition (a draw) or to its end.
        CHECK((!other.ply || *other.ply > *over));
        CHECK((other.result == "*" || other.result == "1/2-1/2"));
      }
    }
    CHECK(lines == read.records.size());
  }
  CHECK(compared == 237);
  CHECK(from_fen == 2);
  CHECK(fairy_ends == std::map<std::string, std::size_t>{{"checkmate", 76}, {"stalemate", 7}, {"threefold", 17},
                                                         {"perpetual-chase", 3}, {"perpetual-check", 1},
                                                         {"move-count", 6}, {"insufficient-material", 2}});
  // docs/rules/xiangqi.md 6: the games on which axf (and pikafish) end otherwise than ffish.
  CHECK(axf_differs == std::set<std::pair<std::string, std::uint64_t>>{{"xiangqi_fsf", 48},
                                                                       {"xiangqi_fsf_b2", 12},
                                                                       {"xiangqi_fsf_b2", 15},
                                                                       {"xiangqi_fsf_b2", 25},
                                                                       {"xiangqi_fsf_b2", 31},
                                                                       {"xiangqi_fsf_b2", 34},
                                                                       {"xiangqi_fsf_b2", 48}});
  // Game 15 of b2: Pikafish's material draw at ply 183 (a cannon and two elephants against a bare
  // king), ffish's move count at 283. Games 25 and 48: both draw for material at ffish's ply.
  CHECK(pikafish_material_first == std::set<std::pair<std::string, std::uint64_t>>{{"xiangqi_fsf_b2", 15}});
}

TEST_CASE("Fairy-Stockfish's insufficient material: only kings, advisors and elephants left, a draw at once",
          "[xiangqi][rules]") {
  // Game 25 of xiangqi_fsf_b2.pgn: 51. e3g1 (ply 101) takes Black's last rook; left are Red's king,
  // advisors and an elephant and Black's king, advisor and elephants. ffish draws there (insufficient
  // material, before checkmate and stalemate are looked at); the AXF texts have no such rule and the
  // game goes on to a threefold repetition at ply 209, which the driver recorded.
  const xiangqi_test::read_result read = xiangqi_test::read_data_file("xiangqi_fsf_b2.pgn");
  REQUIRE(read.records.size() == 50);
  const adapter::record& g25 = read.records[24];
  CHECK(to_fen(g25.pgn().positions[99]).starts_with("2baka3/9/4b4/9/9/9/9/4B4/9/3AKAr2 w"));
  CHECK(only_palace_and_home_pieces(g25.pgn().positions[100]));
  CHECK_FALSE(only_palace_and_home_pieces(g25.pgn().positions[99]));
  const end_of_game fairy = ours(g25, "fairy-stockfish");
  CHECK(fairy.ply == 101u);
  CHECK(fairy.rule == "insufficient-material");
  CHECK(fairy.result == "1/2-1/2");
  const end_of_game axf = ours(g25, "axf");
  CHECK(axf.ply == 209u);
  CHECK(axf.rule == "threefold");
  // A session (game::ply_facts) sets the fact at the same ply as a record's replay.
  auto t = repetita::make_tracker<game>(rule_sets);
  t.start(g25.start());
  position p = g25.start();
  for (const move m : g25.pgn().moves) p = t.play(p, m);
  CHECK(t.end(*rule_sets.find("fairy-stockfish")).ply == 101u);
  // A start with only palace and home pieces is a draw at ply 0.
  const auto bare = parse_fen("3ak4/4a4/9/9/9/9/9/9/4A4/3AK4 w - - 0 1");
  REQUIRE(bare);
  auto s = repetita::make_tracker<game>(rule_sets);
  s.start(*bare);
  CHECK(s.verdict_now(*rule_sets.find("fairy-stockfish")).rule == "insufficient-material");
  CHECK(s.verdict_now(*rule_sets.find("fairy-stockfish")).ply == 0u);
  CHECK_FALSE(s.verdict_now(*rule_sets.find("axf")));
}
