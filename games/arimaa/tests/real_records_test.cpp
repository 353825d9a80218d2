// Real Arimaa records (tests/data/real/arimaa, tests/data/real/SOURCES.md) as arimaa.com wrote
// them: the game page export (header lines, then the long notation) and the archive (a column
// line, then one game per line, the moves in the `movelist` column with `\n` between turns). The
// verdicts are checked against what arimaa.com recorded: the winner and the reason of the archive's
// `result` and `termination` columns, and the server's own log of the game (`events` column).
#include <repetita/arimaa/adapter.hpp>
#include <repetita/arimaa/archive.hpp>
#include <repetita/arimaa/notation.hpp>

#include <catch2/catch.hpp>

#include <adapter_records.hpp>

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace nt = repetita::arimaa::notation;
using repetita::arimaa::adapter;
using repetita::arimaa::color;

const std::string real_dir = std::string(REPETITA_TEST_DATA_DIR) + "/real/arimaa/";
const std::string archive_file = real_dir + "KEAArimaaProject-arimaa-analyzer--allgames202602-games-1-100.txt";

// The archive's games: per line after the first, its columns by name.
std::vector<std::map<std::string, std::string>> archive_games(const std::string& text) {
  std::size_t end = text.find('\n');
  const auto columns = nt::read_archive_header(std::string_view(text).substr(0, end));
  REQUIRE(columns);
  std::vector<std::map<std::string, std::string>> games;
  while (end + 1 < text.size()) {
    const std::size_t begin = end + 1;
    end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    const auto fields = nt::archive_fields(std::string_view(text).substr(begin, end - begin), *columns);
    REQUIRE(fields);
    std::map<std::string, std::string> game;
    for (std::size_t c = 0; c < fields->size(); ++c) game[columns->names[c]] = std::string((*fields)[c]);
    games.push_back(std::move(game));
  }
  return games;
}

}  // namespace

TEST_CASE("arimaa real records: the game page export of arimaa.com game 100 ends by a goal at ply 55",
          "[arimaa][real]") {
  const std::string file = real_dir + "iankronquist-arimaa--100.pgn";
  const std::string text = repetita::test::contents(file);
  // A .pgn that only arimaa.com writes: the Arimaa adapter owns it, whatever the extension says.
  CHECK(adapter::owns(text));
  adapter::reader reader(text, file, 1, repetita::read_options{});
  adapter::record record;
  repetita::record_error error;
  REQUIRE(reader.read(record, error) == repetita::read_status::record);
  repetita::record_header h;
  record.header(h);
  CHECK(h.line == 1);
  CHECK(h.players[0] == "bot_Occam (Don Dailey)");
  CHECK(h.players[1] == "bot_ShallowBlue (Omar Syed)");
  CHECK(h.title == "Casual game, Over the Net, 2003.01.26, game 100");
  CHECK(h.recorded_result == "silver");  // ResultCode: b
  CHECK(h.plies == 55);                  // 28 turns of gold, 27 of silver (PlyCount: 28 counts gold's turns)
  CHECK(reader.read(record, error) == repetita::read_status::end);
  // Reason: Goal. Gold's 28w pushes silver's rabbit to h1, silver's goal row: gold loses (Arimaa
  // Game Rules, end of game 2), under both rule sets.
  for (const char* rs : {"arimaa", "aei"}) {
    CAPTURE(rs);
    const auto r = nt::replay(text, rs);
    REQUIRE(r);
    CHECK(r.value().why == nt::reason::goal);
    CHECK(r.value().winner == color::silver);
    CHECK(r.value().ply == 55);
  }
}

TEST_CASE("arimaa real records: every archive game that arimaa.com ended by goal, elimination or immobilization "
          "ends so at its last turn",
          "[arimaa][real]") {
  const auto games = archive_games(repetita::test::contents(archive_file));
  REQUIRE(games.size() == 100);
  std::size_t judged = 0;
  for (const auto& g : games) {
    const std::string& termination = g.at("termination");
    if (termination != "g" && termination != "e" && termination != "m") continue;
    CAPTURE(g.at("id"), termination);
    const nt::archive_moves moves = nt::unescape_moves(g.at("movelist"));
    for (const char* rs : {"arimaa", "aei"}) {
      CAPTURE(rs);
      const auto r = nt::replay(moves.text, rs);
      REQUIRE(r);
      CHECK(static_cast<char>(r.value().why) == termination[0]);
      REQUIRE(r.value().winner);
      CHECK((*r.value().winner == color::gold ? "w" : "b") == g.at("result"));
      CHECK(r.value().ply == r.value().moves.size());  // the last turn that stands
    }
    ++judged;
  }
  CHECK(judged == 60);  // 52 goals, 3 eliminations, 5 immobilizations
}

TEST_CASE("arimaa real records: the move the server refused as a third occurrence in game 669192 is one",
          "[arimaa][real]") {
  // Game 669192 (termination i, gold wins): the server's log says "gameserver rejected move [cb3n
  // rc3w rb3s cb4s]; position repeats for the 3rd time" for 31b, and the movelist ends with the bare
  // label 31b. Written into the record, the refused move is a third occurrence at ply 62: illegal
  // under `arimaa`, a loss for silver under `aei` (AEI result i).
  const auto games = archive_games(repetita::test::contents(archive_file));
  const auto it = std::find_if(games.begin(), games.end(), [](const auto& g) { return g.at("id") == "669192"; });
  REQUIRE(it != games.end());
  CHECK(it->at("termination") == "i");
  CHECK(it->at("result") == "w");
  std::string text = nt::unescape_moves(it->at("movelist")).text;
  REQUIRE(text.ends_with("\n31b"));
  const auto as_recorded = nt::replay(text, "arimaa");
  REQUIRE(as_recorded);
  CHECK(as_recorded.value().why == nt::reason::none);  // the refused move is not in the movelist
  CHECK(as_recorded.value().moves.size() == 61);
  text += " cb3n rc3w rb3s cb4s\n";
  for (const char* rs : {"arimaa", "aei"}) {
    CAPTURE(rs);
    const auto r = nt::replay(text, rs);
    REQUIRE(r);
    CHECK(r.value().why == nt::reason::illegal_move);
    CHECK(r.value().winner == color::gold);
    CHECK(r.value().ply == 62);
    CHECK(r.value().decisive.rule == "repetition");
    CHECK(r.value().decisive.count == 3);
    CHECK(r.value().decisive.ply == 62);
  }
}

TEST_CASE("arimaa real records: the archive's games, players, results and lines", "[arimaa][real]") {
  const std::string text = repetita::test::contents(archive_file);
  CHECK(adapter::owns(text.substr(0, 4096)));
  CHECK(adapter::looks_like(text.substr(0, 4096)));
  adapter::reader reader(text, archive_file, 1, repetita::read_options{});
  adapter::record record;
  repetita::record_error error;
  REQUIRE(reader.read(record, error) == repetita::read_status::record);
  repetita::record_header h;
  record.header(h);
  CHECK(h.game == 1);
  CHECK(h.line == 2);
  CHECK(h.players[0] == "bot_dolores_v1");
  CHECK(h.players[1] == "browni3141");
  CHECK(h.title == "Casual game, Over the Net, game 669122");
  CHECK(h.recorded_result == "gold");
  CHECK(h.plies == 73);  // 37 turns of gold and 36 of silver; the bare label 37b ends the record
  std::size_t n = 1;
  while (reader.read(record, error) == repetita::read_status::record) ++n;
  CHECK(n == 100);
}
