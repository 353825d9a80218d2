// Pikafish's draw by insufficient material (pikafish_material.hpp; official-pikafish/Pikafish
// src/position.cpp, Position::rule_judge): every branch of its material classes, the mate in one
// that keeps an `unless_mate` game going, and the `pikafish` rule set ending a real game with it.
#include "xiangqi_test_support.hpp"

#include <repetita/tracker.hpp>
#include <repetita/xiangqi/coordinates.hpp>
#include <repetita/xiangqi/fen.hpp>
#include <repetita/xiangqi/pikafish_material.hpp>
#include <repetita/xiangqi/rule_sets.hpp>

#include <catch2/catch.hpp>

#include <string>

using namespace repetita::xiangqi;

namespace {
position at(const std::string& fen) {
  const auto p = parse_fen(fen);
  REQUIRE(p);
  REQUIRE_FALSE(p->validate());
  return *p;
}
}  // namespace

TEST_CASE("Pikafish's material classes: no pawn, and cannons without their screens", "[xiangqi][pikafish]") {
  // No rook, horse or cannon: only kings, advisors and elephants, a draw at once.
  CHECK(pikafish_material(at("3k5/4a4/4b4/9/9/9/9/9/9/3AKA3 w")) == material_draw::direct);
  // One cannon, its side without advisors, none on the other side: elephants do not help it.
  CHECK(pikafish_material(at("3k5/9/4b4/9/9/9/9/4B4/4C4/4K4 w")) == material_draw::direct);
  // Against one advisor: a draw at once without elephants of the cannon's side, unless mate with them.
  CHECK(pikafish_material(at("3k5/4a4/9/9/9/9/9/9/4C4/5K3 w")) == material_draw::direct);
  CHECK(pikafish_material(at("9/9/3ak4/9/9/2B6/9/9/8C/5K3 w")) == material_draw::unless_mate);
  // Against two advisors: unless mate without elephants of the cannon's side; with them, play on.
  CHECK(pikafish_material(at("3k5/4a4/3a5/9/9/9/9/9/4C4/5K3 w")) == material_draw::unless_mate);
  CHECK(pikafish_material(at("3k5/4a4/3a5/9/9/9/9/4B4/4C4/5K3 w")) == material_draw::none);
  // The cannon's side has an advisor of its own (a screen): play on.
  CHECK(pikafish_material(at("3k5/9/9/9/9/9/9/9/4C4/3AK4 w")) == material_draw::none);
  // One cannon a side and no advisor on the board: at once without elephants, unless mate with some;
  // with an advisor, play on.
  CHECK(pikafish_material(at("3kc4/9/9/9/9/9/9/9/4C4/5K3 w")) == material_draw::direct);
  CHECK(pikafish_material(at("3kc4/9/4b4/9/9/9/9/9/8C/5K3 w")) == material_draw::unless_mate);
  CHECK(pikafish_material(at("3kc4/4a4/9/9/9/9/9/9/4C4/5K3 w")) == material_draw::none);
  // A pawn, a rook or a horse anywhere: play on.
  CHECK(pikafish_material(at("3k5/9/9/9/9/9/4P4/9/9/4K4 w")) == material_draw::none);
  CHECK(pikafish_material(at("3k5/9/9/9/9/9/9/9/9/4K3R w")) == material_draw::none);
  CHECK(pikafish_material(at("3k5/9/9/9/9/9/9/9/9/4K3N w")) == material_draw::none);
  CHECK(pikafish_material(at("3k1P3/9/9/9/9/9/9/9/9/4K4 w")) == material_draw::none);
}

TEST_CASE("Pikafish's material draw: unless the side to move mates at once", "[xiangqi][pikafish]") {
  // Red: king f0, cannon e1, elephant c4; Black: king e7, advisor d7. c4e2 puts the elephant between
  // the cannon and the king: check, the king's e8 still on the file, f7 facing the red king, the
  // advisor's one step (e8) no cover. Pikafish plays on.
  const position mate_in_one = at("9/9/3ak4/9/9/2B6/9/9/4C4/5K3 w");
  REQUIRE(pikafish_material(mate_in_one) == material_draw::unless_mate);
  const auto c4e2 = parse_move(mate_in_one, "c4e2");
  REQUIRE(c4e2);
  const position mated = mate_in_one.after(*c4e2);
  CHECK(mated.in_check());
  CHECK_FALSE(mated.has_legal_move());
  CHECK_FALSE(pikafish_material_draw(mate_in_one));
  // The cannon on i1 instead: no mate at once, a draw.
  CHECK(pikafish_material_draw(at("9/9/3ak4/9/9/2B6/9/9/8C/5K3 w")));
  CHECK(pikafish_material_draw(at("3kc4/9/4b4/9/9/9/9/9/8C/5K3 w")));
  CHECK(pikafish_material_draw(at("3k5/4a4/9/9/9/9/9/9/4C4/5K3 w")));  // direct
  CHECK_FALSE(pikafish_material_draw(at("3k5/4a4/3a5/9/9/9/9/4B4/4C4/5K3 w")));  // none
}

TEST_CASE("Pikafish's material draw: the pikafish rule set alone reads it", "[xiangqi][pikafish][facts_read]") {
  const std::size_t pikafish = *rule_sets.find("pikafish");
  for (std::size_t rs = 0; rs < registry_type::size; ++rs)
    CHECK(rule_sets.reads_facts(rs, facts::pikafish_material_draw) == (rs == pikafish));
  auto standard = repetita::make_tracker<game>(repetita::standard_registry(rule_sets));
  auto all = repetita::make_tracker<game>(rule_sets);
  // Red's king takes Black's last rook: a cannon against a bare king (direct).
  const position before = at("5k3/9/9/9/9/9/9/9/4C4/3rK4 w");
  const auto capture = parse_move(before, "e0d0");
  REQUIRE(capture);
  const position after = before.after(*capture);
  REQUIRE(pikafish_material(after) == material_draw::direct);
  CHECK(game::ply_facts(before, *capture, after, all.facts_read()).has(facts::pikafish_material_draw));
  CHECK_FALSE(game::ply_facts(before, *capture, after, standard.facts_read()).has(facts::pikafish_material_draw));
  all.start(before);
  static_cast<void>(all.play(before, *capture));
  CHECK(all.end(pikafish).kind == repetita::verdict_kind::draw);
  CHECK(all.end(pikafish).rule == "insufficient-material");
  CHECK(all.end(pikafish).ply == 1u);
  CHECK_FALSE(all.end(*rule_sets.find("axf")));
  CHECK_FALSE(all.end(*rule_sets.find("fairy-stockfish")));  // a cannon: ffish plays on
  // A start Pikafish draws is drawn at ply 0.
  all.start(after);
  CHECK(all.end(pikafish).ply == 0u);
}

TEST_CASE("Pikafish's material draw in a real game: game 15 of xiangqi_fsf_b2", "[xiangqi][pikafish]") {
  // 92. e1e2 (ply 183) takes Black's last rook: Red's cannon and two elephants against Black's bare
  // king. Pikafish draws there; Fairy-Stockfish counts the cannon as an attacker and plays on to its
  // move-count draw at ply 283; the AXF texts have no such draw.
  const xiangqi_test::read_result read = xiangqi_test::read_data_file("xiangqi_fsf_b2.pgn");
  REQUIRE(read.records.size() == 50);
  const adapter::record& g15 = read.records[14];
  CHECK(to_fen(g15.pgn().positions[181]).starts_with("3C5/5k3/9/9/9/9/9/B8/4r4/2B1K4 w"));
  CHECK(pikafish_material(g15.pgn().positions[181]) == material_draw::none);
  CHECK(pikafish_material(g15.pgn().positions[182]) == material_draw::direct);
  const repetita::verdict pikafish = xiangqi_test::replay(g15, "pikafish");
  CHECK(pikafish.ply == 183u);
  CHECK(pikafish.kind == repetita::verdict_kind::draw);
  CHECK(xiangqi_test::replay(g15, "fairy-stockfish").ply == 283u);
}
