// The board, captures, suicide, setup, hashing, and the referee's queries.
#include "test_support.hpp"

#include <catch2/catch.hpp>

using namespace go_test;

TEST_CASE("board: sizes from 1x1 to 25x25, rectangular", "[go][board]") {
  CHECK(board(1, 1).points() == 1);
  CHECK(board(25, 25).points() == 625);
  const board b(7, 3);
  CHECK(b.width() == 7);
  CHECK(b.height() == 3);
  CHECK(b.get(6, 2) == color::empty);
  CHECK(b.x_of(b.at(6, 2)) == 6);
  CHECK(b.y_of(b.at(6, 2)) == 2);
  CHECK_THROWS_AS(board(26, 1), std::invalid_argument);
  CHECK_THROWS_AS(board(0, 5), std::invalid_argument);
}

TEST_CASE("board: captures, then the player's own group", "[go][board]") {
  SECTION("a two-stone capture") {
    position p = diagram({".OO.", "OXXO", ".O.."});
    const play_effect e = p.apply(play_at(2, 2, color::white));
    CHECK(e.captured == 2);
    CHECK(e.suicided == 0);
    CHECK(p.board().diagram() == ".OO.\nO..O\n.OO.\n");
    CHECK(p.captured_by(color::white) == 2);
    CHECK(p.prisoner_balance() == -2);
  }
  SECTION("capturing comes first: a play without liberties that captures is not a suicide") {
    position p = diagram({"XO.", "O..", "..."});
    p.set_to_move(color::black);
    const play_effect e = p.apply(play_at(0, 0, color::white));  // occupied: replaces the black stone
    CHECK(e.occupied);
    CHECK(p.last_facts().has(facts::occupied));
  }
  SECTION("single-stone and multi-stone suicide") {
    position p = diagram({".O.", "O..", "..."});
    const play_effect e = p.apply(play_at(0, 0, color::black));
    CHECK(e.suicided == 1);
    CHECK(p.last_facts().has(facts::suicide | facts::single_suicide));
    CHECK(p.board().get(0, 0) == color::empty);
    position q = diagram({"X.O", "OO.", "..."});
    const play_effect f = q.apply(play_at(1, 0, color::black));
    CHECK(f.suicided == 2);
    CHECK(q.last_facts().has(facts::suicide));
    CHECK_FALSE(q.last_facts().has(facts::single_suicide));
    CHECK(q.captured_by(color::white) == 0);  // self-captures are not prisoners of the opponent
  }
}

TEST_CASE("board: setup never captures, and keeps stones without liberties", "[go][board]") {
  position p(3, 3);
  p.setup(0, 0, color::black);
  p.setup(1, 0, color::white);
  p.setup(0, 1, color::white);
  CHECK(p.board().get(0, 0) == color::black);
  CHECK(p.board().stones(color::white) == 2);
  CHECK(p.made() == made_by::start);
  CHECK(p.ever_occupied(p.board().at(0, 0)));
  CHECK_FALSE(p.ever_occupied(p.board().at(2, 2)));
}

TEST_CASE("board: the incremental Zobrist hash equals the hash from scratch after every move", "[go][board][property]") {
  const auto seed = GENERATE(take(5, random(1u, 1000000u)));
  std::uint64_t s = seed;
  position p(9, 7);
  for (int i = 0; i < 2000; ++i) {
    const int v = static_cast<int>(repetita::go::detail::splitmix64(s) % 64);
    const move m = v == 63 ? pass(p.to_move()) : play_at(v % 9, (v / 9) % 7, p.to_move());
    p.apply(m);
    REQUIRE(p.board().hash() == p.board().hash_from_scratch());
  }
}

TEST_CASE("referee: is a move legal, and every banned point now", "[go][referee]") {
  // the ko of cycles_test: Black takes at (2,1); White may not retake at (1,1) at once
  referee ref(diagram({".XO..", "XO.O.", ".XO.."}), "japanese");
  CHECK(ref.is_legal(play_at(2, 1, color::black)));
  ref.play(play_at(2, 1, color::black));
  const verdict v = ref.check(play_at(1, 1, color::white));
  CHECK(v.kind == verdict_kind::illegal_move);
  CHECK(v.rule == "simple-ko");
  CHECK(v.since == 0);
  CHECK(ref.check(play_at(2, 1, color::white)).rule == "occupied");
  CHECK(ref.is_legal(pass(color::white)));
  // the ko point, and the two corners where White would capture itself
  const auto banned = ref.banned_points();
  REQUIRE(banned.size() == 3);
  CHECK((banned[0].x == 0 && banned[0].y == 0 && banned[0].why.rule == "suicide"));
  CHECK((banned[1].x == 1 && banned[1].y == 1 && banned[1].why.rule == "simple-ko"));
  CHECK((banned[2].x == 0 && banned[2].y == 2 && banned[2].why.rule == "suicide"));
  ref.play(pass(color::white));
  ref.play(pass(color::black));
  CHECK(ref.is_over());
  CHECK(ref.banned_points().size() == 2);  // the pass lifted the ko ban; the corners stay suicides
  CHECK_THROWS_AS(ref.check(play_at(5, 0, color::black)), std::invalid_argument);
  CHECK_THROWS_AS(referee(position(3, 3), "no-such-rules"), std::invalid_argument);
}

TEST_CASE("referee: suicide policies of the named rule sets", "[go][referee]") {
  const position p = diagram({".O.", "O..", "..."});
  for (const auto& info : rule_sets.infos()) {
    CAPTURE(info.name);
    referee ref(p, info.name);
    const bool forbidden = suicide_policy_of(*rule_sets.find(info.name)) == suicide_policy::forbidden;
    // Under PSK a single-stone suicide recreates the board before it: illegal even where suicide is allowed.
    const bool positional = info.name == "tromp-taylor" || info.name == "ing" || info.name == "psk";
    CHECK(ref.check(play_at(0, 0, color::black)).rule == (forbidden ? "suicide" : positional ? "psk" : ""));
  }
  // A multi-stone suicide makes a new board: legal under Tromp-Taylor, not under the Chinese rules.
  const position q = diagram({"X.O", "OO.", "..."});
  CHECK(referee(q, "tromp-taylor").is_legal(play_at(1, 0, color::black)));
  CHECK(referee(q, "chinese").check(play_at(1, 0, color::black)).rule == "suicide");
}

TEST_CASE("rule sets: the suicide policy follows from the rules", "[go][rule_sets]") {
  // Japanese 1989 Art. 4 and the Chinese, AGA and Korean rules forbid suicide; Tromp-Taylor, NZ and
  // Ing allow it, as do the bare repetition rules (they restrict only repetition and occupied points).
  for (const std::string_view name : {"japanese", "korean", "chinese", "aga"})
    CHECK(suicide_policy_of(*rule_sets.find(name)) == suicide_policy::forbidden);
  for (const std::string_view name : {"nz", "tromp-taylor", "ing", "simple-ko", "psk", "ssk", "ssk-nz", "nssk", "spight"})
    CHECK(suicide_policy_of(*rule_sets.find(name)) == suicide_policy::allowed);
  // KataGo's "multi": a rule set that forbids only single-stone suicide.
  constexpr auto multi = repetita::make_rule_set<position_identity>({"multi", "test", "KataGo multiStoneSuicideLegal"},
                                                           rules::occupied, rules::no_single_suicide,
                                                           rules::positional_superko);
  STATIC_REQUIRE(suicide_policy_of(multi) == suicide_policy::multi_only);
  // The array kept for source compatibility is computed from the same rules.
  for (std::size_t i = 0; i < registry_type::size; ++i) CHECK(suicide_policies[i] == suicide_policy_of(i));
}

TEST_CASE("referee: banned points equal a check of every empty point", "[go][referee][property]") {
  const auto seed = GENERATE(take(5, random(1u, 1000000u)));
  CAPTURE(seed);
  std::uint64_t s = seed;
  for (std::string_view name : {"japanese", "chinese", "aga", "nz", "nssk", "spight"}) {
    CAPTURE(name);
    referee ref(position(5, 5), name);
    for (int i = 0; i < 300 && !ref.is_over(); ++i) {
      std::vector<std::pair<int, int>> slow;
      for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x)
          if (ref.current().board().get(x, y) == color::empty &&
              ref.check(play_at(x, y, ref.current().to_move())).kind == verdict_kind::illegal_move)
            slow.emplace_back(x, y);
      std::vector<std::pair<int, int>> fast;
      for (const banned_point& b : ref.banned_points()) fast.emplace_back(b.x, b.y);
      REQUIRE(fast == slow);
      // a random legal move, or a pass
      const int v = static_cast<int>(repetita::go::detail::splitmix64(s) % 26);
      const move m = v == 25 ? pass(ref.current().to_move()) : play_at(v % 5, v / 5, ref.current().to_move());
      if (ref.is_legal(m)) ref.play(m);
    }
  }
}

TEST_CASE("rule sets composed at run time: a repetition rule with another suicide policy", "[go][rule_sets][compose]") {
  // Black's corner stone at a1 is a single-stone suicide; b1 after a1 (X at a1) a two-stone one.
  const position single = diagram({".O.", "O..", "..."});
  const position multi = diagram({"X.O", "OO.", "..."});
  const std::size_t ssk = *rule_sets.find("ssk");
  struct composed_case {
    suicide_policy policy;
    std::string_view name;
    bool single_illegal;
    bool multi_illegal;
  };
  static constexpr composed_case cases[] = {
      {suicide_policy::forbidden, "ssk+suicide=forbidden", true, true},
      {suicide_policy::multi_only, "ssk+suicide=multi-stone", true, false},
      {suicide_policy::allowed, "ssk+suicide=allowed", false, false},
  };
  for (const auto& c : cases) {
    CAPTURE(c.name);
    registry_type composed = rule_sets;
    set_suicide(composed, ssk, c.policy);
    CHECK(composed.infos()[ssk].name == c.name);
    CHECK(composed.find(c.name) == ssk);
    composed.visit(ssk, [&](const auto& set) { CHECK(suicide_policy_of(set) == c.policy); });
    basic_referee<registry_type> a(composed, single, c.name);
    const auto va = a.check(play_at(0, 0, color::black));
    CHECK((va.kind == repetita::verdict_kind::illegal_move) == c.single_illegal);
    if (c.single_illegal) CHECK(va.rule == "suicide");
    basic_referee<registry_type> b(composed, multi, c.name);
    const auto vb = b.check(play_at(1, 0, color::black));
    CHECK((vb.kind == repetita::verdict_kind::illegal_move) == c.multi_illegal);
  }
  // Composing again replaces the policy; the other rule sets are untouched; the original registry too.
  registry_type twice = rule_sets;
  set_suicide(twice, ssk, suicide_policy::forbidden);
  set_suicide(twice, ssk, suicide_policy::allowed);
  CHECK(twice.infos()[ssk].name == "ssk+suicide=allowed");
  CHECK(twice.infos()[0].name == "japanese");
  CHECK(rule_sets.infos()[ssk].name == "ssk");
  CHECK_THROWS_AS(set_suicide(twice, registry_type::size, suicide_policy::allowed), std::out_of_range);
  // The names of the policies, as --suicide takes them.
  CHECK(suicide_policy_named("multi-stone") == suicide_policy::multi_only);
  CHECK_FALSE(suicide_policy_named("multi"));
}

TEST_CASE("KataGo rules strings: the ko rule and the suicide policy", "[go][rule_sets][katago]") {
  const auto full = parse_katago_rules("koPOSITIONALscoreAREAtaxNONEsui1");
  REQUIRE(full);
  CHECK(rule_sets.infos()[full->rule_set].name == "psk");
  CHECK(full->suicide == suicide_policy::multi_only);  // sui1: multi-stone suicide legal, single-stone never
  const auto partial = parse_katago_rules("koSITUATIONALsui0");
  REQUIRE(partial);
  CHECK(rule_sets.infos()[partial->rule_set].name == "ssk");
  CHECK(partial->suicide == suicide_policy::forbidden);
  const auto no_suicide_field = parse_katago_rules("koSIMPLEscoreTERRITORYtaxSEKI");
  REQUIRE(no_suicide_field);
  CHECK(rule_sets.infos()[no_suicide_field->rule_set].name == "simple-ko");
  CHECK_FALSE(no_suicide_field->suicide);
  CHECK(rule_sets.infos()[parse_katago_rules("koSPIGHTsui1")->rule_set].name == "spight");
  for (const std::string_view bad : {"", "ko", "koNONE", "koPOSITIONALsui2", "koPOSITIONAL score", "japanese"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_katago_rules(bad));
  }
}

TEST_CASE("rule set names and the registry of a run", "[go][rule_sets][compose]") {
  // Registry names, composed names and KataGo strings: the base rule set and the policy asked.
  CHECK(parse_rule_set_name("psk")->rule_set == *rule_sets.find("psk"));
  CHECK_FALSE(parse_rule_set_name("psk")->suicide);
  const auto composed_name = parse_rule_set_name("chinese+suicide=multi-stone");
  REQUIRE(composed_name);
  CHECK(composed_name->rule_set == *rule_sets.find("chinese"));
  CHECK(composed_name->suicide == suicide_policy::multi_only);
  CHECK(parse_rule_set_name("koSITUATIONALsui0")->suicide == suicide_policy::forbidden);
  for (const std::string_view bad : {"psk+suicide=", "psk+suicide=multi", "nope+suicide=allowed", "fide-2023", ""}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_rule_set_name(bad));
  }

  const auto compose = [](std::vector<std::string> names, std::optional<suicide_policy> p = std::nullopt) {
    return compose_rule_sets(names, p);
  };
  // Nothing to compose: the run uses rule_sets itself.
  CHECK_FALSE(compose({}));
  CHECK_FALSE(compose({"all"}));
  CHECK_FALSE(compose({"psk", "fide-2023", "koPOSITIONAL", "psk+suicide=allowed", "japanese+suicide=forbidden"}));
  // A KataGo string with another policy than its base's composes that base alone.
  const auto katago = compose({"aga", "koSITUATIONALsui0", "koPOSITIONALscoreAREAtaxNONEsui1"});
  REQUIRE(katago);
  const std::size_t ssk = *rule_sets.find("ssk");
  const std::size_t psk = *rule_sets.find("psk");
  CHECK(katago->infos()[ssk].name == "ssk+suicide=forbidden");
  CHECK(katago->infos()[psk].name == "psk+suicide=multi-stone");
  CHECK(katago->infos()[*rule_sets.find("aga")].name == "aga");
  katago->visit(psk, [&](const auto& set) { CHECK(suicide_policy_of(set) == suicide_policy::multi_only); });
  // --suicide: every rule set, named as composed, whatever a name asks (no conflict then).
  const auto all = compose({"psk", "koPOSITIONALsui0"}, suicide_policy::forbidden);
  REQUIRE(all);
  for (std::size_t rs = 0; rs < registry_type::size; ++rs) {
    CAPTURE(rs);
    CHECK(all->infos()[rs].name == std::string(rule_sets.infos()[rs].name) + "+suicide=forbidden");
    all->visit(rs, [&](const auto& set) { CHECK(suicide_policy_of(set) == suicide_policy::forbidden); });
  }
  // One base asked with two policies: an error that names both names.
  for (const std::vector<std::string>& names : std::vector<std::vector<std::string>>{
           {"psk", "koPOSITIONALsui0"}, {"all", "koSITUATIONALsui1"}, {"koSIMPLEsui0", "koSIMPLEsui1"}}) {
    CAPTURE(names);
    CHECK_THROWS_AS(compose(names), std::invalid_argument);
  }
  try {
    static_cast<void>(compose({"psk", "koPOSITIONALsui0"}));
  } catch (const std::invalid_argument& e) {
    CHECK(std::string(e.what()) ==
          "rule sets 'psk' and 'koPOSITIONALsui0' ask for psk with two suicide policies (allowed, forbidden): a run "
          "holds each rule set once; run them separately");
  }
}
