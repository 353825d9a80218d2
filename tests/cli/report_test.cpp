// `repetita report` (docs/report.md): the games' board diagrams, the SVG writers, escaping of text
// from records, the disagreement counts, and the page's size bound over a large synthetic corpus.
#include <repetita/corpus/disagreement.hpp>
#include <repetita/corpus/drivers.hpp>
#include <repetita/corpus/game_driver.hpp>
#include "output/board_svg.hpp"
#include "output/histogram_svg.hpp"
#include <repetita/corpus/output/report_writer.hpp>

#include <repetita/arimaa/adapter.hpp>
#include <repetita/chess/adapter.hpp>
#include <repetita/go/adapter.hpp>
#include <repetita/shogi/adapter.hpp>
#include <repetita/xiangqi/adapter.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

namespace {

using namespace repetita::corpus;
using repetita::board_diagram;

std::size_t count_of(const std::string& text, std::string_view what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

std::size_t pieces_on(const board_diagram& d) {
  return static_cast<std::size_t>(std::count_if(d.cells.begin(), d.cells.end(), [](const std::string& c) { return !c.empty(); }));
}

// A game under the given rule sets, rule set i ending at ends[i] (0: not ended) with a threefold
// whose occurrences are plies 2, 6 and the end.
game_report synthetic_game(const game_driver& driver, const std::vector<std::size_t>& rule_sets,
                           const std::vector<repetita::ply_t>& ends) {
  game_report g;
  g.driver = &driver;
  g.game = 1;
  g.plies = 120;
  for (std::size_t i = 0; i < rule_sets.size(); ++i) {
    rule_set_report& rs = g.rule_sets.emplace_back();
    rs.rule_set = rule_sets[i];
    if (ends[i] == 0) continue;
    rs.end.kind = repetita::verdict_kind::draw;
    rs.end.ply = ends[i];
    rs.end.rule = "threefold";
    rs.end.citation = "FIDE 9.6.1";
    event& e = rs.events.emplace_back();
    e.ply = ends[i];
    e.kind = repetita::verdict_kind::draw;
    e.rule = "threefold";
    e.citation = "FIDE 9.6.1";
    e.evidence = repetita::evidence_kind::positions;
    e.occurrences = {2, 6, ends[i]};
  }
  return g;
}

}  // namespace

TEST_CASE("every game draws its positions for reports", "[cli][report]") {
  SECTION("chess: FEN letters, White's pieces are player 0's, the FEN below") {
    const board_diagram d = repetita::chess::adapter::diagram(repetita::chess::position::initial());
    CHECK(d.files == 8);
    CHECK(d.ranks == 8);
    CHECK(pieces_on(d) == 32);
    CHECK(d.cells[0] == "r");  // a8, top left
    CHECK(d.owner[0] == 1);
    CHECK(d.cells[63] == "R");  // h1
    CHECK(d.owner[63] == 0);
    CHECK(d.file_labels.front() == "a");
    CHECK(d.rank_labels.front() == "8");
    CHECK(d.caption == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  }
  SECTION("shogi: kanji, gote's pieces turned, files 9 to 1") {
    const board_diagram d = repetita::shogi::adapter::diagram(repetita::shogi::position::start());
    CHECK(pieces_on(d) == 40);
    CHECK(d.turn_second);
    CHECK(d.cells[0] == "香");  // 9a: gote's lance
    CHECK(d.owner[0] == 1);
    CHECK(d.cells[76] == "玉");  // 5i: sente's king
    CHECK(d.owner[76] == 0);
    CHECK(d.file_labels.front() == "9");
    CHECK(d.rank_labels.front() == "一");
    CHECK(d.caption.find("in hand: none") != std::string::npos);
  }
  SECTION("Go: stones on intersections, rows numbered from the bottom") {
    repetita::go::position p(9, 9);
    p = repetita::go::game::play(p, repetita::go::move{2, 0, repetita::go::color::black});
    const board_diagram d = repetita::go::adapter::diagram(p);
    CHECK(d.style == board_diagram::grid::intersections);
    CHECK(d.drawn == board_diagram::pieces::stones);
    CHECK(pieces_on(d) == 1);
    CHECK(d.owner[2] == 0);
    CHECK(d.rank_labels.front() == "9");
    CHECK(d.file_labels[8] == "J");  // no I
  }
  SECTION("Arimaa: the four traps are marked") {
    auto p = repetita::arimaa::position::empty_in_play(repetita::arimaa::color::gold);
    p.put(repetita::arimaa::piece{repetita::arimaa::color::silver, repetita::arimaa::piece_type::elephant}, 63);
    const board_diagram d = repetita::arimaa::adapter::diagram(p);
    CHECK(d.marked.size() == 4);
    CHECK(d.cells[7] == "e");  // h8, top right
    CHECK(d.owner[7] == 1);
  }
  SECTION("xiangqi: the river and the palaces, Red's pieces are player 0's") {
    const board_diagram d = repetita::xiangqi::adapter::diagram(repetita::xiangqi::position{});
    CHECK(d.files == 9);
    CHECK(d.ranks == 10);
    CHECK(d.river_and_palaces);
    CHECK(pieces_on(d) == 32);
    CHECK(d.cells[0] == "車");
    CHECK(d.owner[0] == 1);
    CHECK(d.cells[85] == "帥");  // e0
    CHECK(d.owner[85] == 0);
  }
}

TEST_CASE("boards and histograms are SVG images with a title and a description", "[cli][report]") {
  board_diagram d;
  d.resize(3, 2);
  d.put(0, 0, "<", 0);
  d.put(2, 1, "K", 1);
  d.marked = {4};
  d.caption = "a & b";
  std::string out;
  board_svg(out, d, "b1", "Title <1>", "Desc & more");
  CHECK(out.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board squares\" role=\"img\""));
  CHECK(out.find("<title id=\"b1-t\">Title &lt;1&gt;</title><desc id=\"b1-d\">Desc &amp; more</desc>") != std::string::npos);
  CHECK(count_of(out, "<text class=\"piece") == 2);
  CHECK(out.find(">&lt;</text>") != std::string::npos);
  CHECK(count_of(out, "class=\"mark\"") == 1);

  SECTION("an axis shared by histograms has round bins") {
    CHECK(ply_axis::covering(0).width == 1);
    CHECK(ply_axis::covering(0).bins == 1);
    CHECK(ply_axis::covering(39).width == 1);
    CHECK(ply_axis::covering(39).bins == 40);
    CHECK(ply_axis::covering(40).width == 2);
    CHECK(ply_axis::covering(1000).width == 50);
    CHECK(ply_axis::covering(1000).bins == 21);
  }
  SECTION("a histogram has a bar per bin that holds games, and ticks") {
    out.clear();
    const std::vector<std::uint64_t> counts{0, 2, 0, 0, 5, 1};
    histogram_svg(out, counts, ply_axis{2, 4}, "h1", "plies");
    CHECK(out.find("role=\"img\"") != std::string::npos);
    CHECK(out.find("8 games in bins of 2 plies from ply 0 to 7; the fullest bin, plies 4 to 5, holds 6.") !=
          std::string::npos);
    const auto bars = out.substr(out.find("<g class=\"bars\">"), out.find("</g>") - out.find("<g class=\"bars\">"));
    CHECK(count_of(bars, "<rect") == 2);
  }
}

TEST_CASE("the report escapes text from records", "[cli][report]") {
  const game_driver& chess = *find_driver("chess");
  const std::size_t online = *chess.find_rule_set("online-auto");
  game_report g = synthetic_game(chess, {0, online}, {0, 12});
  g.players = {"<script>alert('x')</script>", "Tom & Jerry"};
  g.title = "\"Quoted\" <b>bold</b>";
  g.figure.emplace();
  g.figure->ply = 12;
  g.figure->board = repetita::chess::adapter::diagram(repetita::chess::position::initial());
  g.figure->moves = {{11, "6.<Nf3>"}, {12, "6...Nf6"}};
  report_tally tally;
  tally.add(g, "odd <name> & co.pgn");
  const std::string page = report_html(tally, {"repetita report '<x>'", "1.0"});
  CHECK(page.find("<script") == std::string::npos);
  CHECK(page.find("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;") != std::string::npos);
  CHECK(page.find("Tom &amp; Jerry") != std::string::npos);
  CHECK(page.find("&quot;Quoted&quot; &lt;b&gt;bold&lt;/b&gt;") != std::string::npos);
  CHECK(page.find("odd &lt;name&gt; &amp; co.pgn") != std::string::npos);
  CHECK(page.find("6.&lt;Nf3&gt;") != std::string::npos);
  CHECK(page.find("repetita report &#39;&lt;x&gt;&#39;") != std::string::npos);
  CHECK(page.find("<b>") == std::string::npos);
}

TEST_CASE("the report counts the games each pair of rule sets ends differently", "[cli][report]") {
  const game_driver& chess = *find_driver("chess");
  const std::vector<std::size_t> sets{0, *chess.find_rule_set("fide-1985"), *chess.find_rule_set("online-auto")};
  report_tally tally;
  tally.add(synthetic_game(chess, sets, {20, 0, 12}), "a.pgn");  // all three differ
  tally.add(synthetic_game(chess, sets, {20, 0, 20}), "a.pgn");  // fide-1985 differs from both others
  tally.add(synthetic_game(chess, sets, {0, 0, 0}), "a.pgn");    // alike
  REQUIRE(tally.groups().size() == 1);
  const auto& g = tally.groups()[0];
  CHECK(g.games == 3);
  CHECK(g.disagreeing == 2);
  CHECK(g.differ[0 * 3 + 1] == 2);
  CHECK(g.differ[0 * 3 + 2] == 1);
  CHECK(g.differ[1 * 3 + 2] == 2);
  CHECK(g.counts[2].ends == 2);
  CHECK(g.counts[2].end[12] == 1);
  CHECK(g.top.size() == 2);
  CHECK(g.top[0].score == 3003);  // three distinct ends, three pairs: shown first
  CHECK(g.top[0].focus.occurrences == std::vector<repetita::ply_t>{2, 6, 12});
  CHECK(report_tally::score_of(synthetic_game(chess, sets, {20, 0, 20})) == 2002);
}

TEST_CASE("the report stays small over a large corpus", "[cli][report][size]") {
  const game_driver& chess = *find_driver("chess");
  std::vector<std::size_t> sets;
  for (std::size_t i = 0; i < chess.rule_sets().size(); ++i) sets.push_back(i);
  std::vector<repetita::ply_t> ends(sets.size());
  game_report g = synthetic_game(chess, sets, std::vector<repetita::ply_t>(sets.size(), 10));
  g.players = {std::string(60, 'W'), std::string(60, 'B')};
  g.figure.emplace();
  g.figure->board = repetita::go::adapter::diagram(repetita::go::position(19, 19));  // the largest board
  for (int i = 0; i < 40; ++i) g.figure->moves.emplace_back(i + 1, "99...Qxh8+");

  const auto page_of = [&](std::uint64_t games) {
    report_tally tally;
    for (std::uint64_t k = 0; k < games; ++k) {
      g.game = k % 100000 + 1;
      for (std::size_t i = 0; i < sets.size(); ++i) {
        auto& rs = g.rule_sets[i];
        const auto end = static_cast<repetita::ply_t>((k * 7 + i * 13) % 300);
        rs.end.kind = (k + i) % 3 == 0 ? repetita::verdict_kind::none : repetita::verdict_kind::draw;
        rs.end.ply = end;
        rs.events[0].ply = end;
      }
      std::string file = "corpus/lichess_db_standard_rated_2023-";  // (one + chain: g++ 12 warns, -Wrestrict)
      file += std::to_string(k / 100000);
      file += ".pgn.zst";
      tally.add(g, file);
    }
    return report_html(tally, {"repetita report", "1.0"});
  };
  const std::string small = page_of(20000);
  const std::string large = page_of(1000000);
  INFO("20000 games: " << small.size() << " bytes; 1000000 games: " << large.size() << " bytes");
  CHECK(large.size() < 10u * 1000 * 1000);
  CHECK(large.size() < small.size() + small.size() / 10);  // bounded: it does not grow with the corpus
  CHECK(large.find(" more</p>") != std::string::npos);      // the lists of games per pair are capped
  CHECK(count_of(large, "<article") <= report_tally::top_games + report_tally::sampled_games);
}
