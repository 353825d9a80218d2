// The worked chess cases of ../shared/rules/chess-cases.md, each at exactly the plies it gives, for
// every rule set it names. Ply p is the position after the p-th half-move; ply 0 is the start.
#include <repetita/chess/fen.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/chess/san.hpp>
#include <repetita/tracker.hpp>

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace chess = repetita::chess;
using repetita::ply_t;
using repetita::verdict_kind;

constexpr repetita::player_index white = 0;
constexpr repetita::player_index black = 1;

std::size_t rule_set(std::string_view name) {
  const auto i = chess::rule_sets.find(name);
  REQUIRE(i.has_value());
  return *i;
}

/// A game replayed under every chess rule set, keeping the position at every ply.
struct replay {
  repetita::tracker<chess::game, std::remove_cvref_t<decltype(chess::rule_sets)>> t{chess::rule_sets};
  std::vector<chess::position> positions;  // positions[p]: the position at ply p
  std::vector<std::string> sans;           // sans[p - 1]: the move that led to ply p

  replay(std::string_view fen, std::string_view movetext) {
    chess::position start;
    if (fen != "startpos") {
      auto parsed = chess::parse_fen(fen);
      REQUIRE(parsed.has_value());
      start = *parsed;
    }
    positions.push_back(start);
    t.start(start);
    std::istringstream in{std::string(movetext)};
    for (std::string token; in >> token;) {
      const auto dot = token.find_last_of('.');
      if (dot != std::string::npos) token = token.substr(dot + 1);  // "12.Kd2" or "30...Qe5"
      if (token.empty()) continue;
      auto m = chess::parse_san(positions.back(), token);
      INFO("ply " << positions.size() << ": " << token);
      REQUIRE(m.has_value());
      positions.push_back(t.play(positions.back(), *m));
      sans.push_back(token);
    }
  }

  [[nodiscard]] ply_t plies() const { return static_cast<ply_t>(positions.size() - 1); }

  /// Replays up to ply p (taking back later plies) and returns the verdict of rule set `rs` there.
  repetita::verdict at(std::size_t rs, ply_t p) {
    go_to(p);
    return t.verdict_now(rs);
  }
  /// Every rule verdict of rule set `rs` at ply p whose rule is `rule`.
  repetita::verdict rule_at(std::size_t rs, ply_t p, std::string_view rule) {
    go_to(p);
    repetita::verdict found;
    t.for_each_rule_verdict(rs, [&](const repetita::verdict& v) {
      if (v.rule == rule && !found) found = v;
    });
    return found;
  }
  /// The claim (FIDE 9.2.1) by the player to move at ply p who writes `san`.
  repetita::verdict claim_with(std::size_t rs, ply_t p, std::string_view san) {
    go_to(p);
    auto m = chess::parse_san(positions[p], san);
    REQUIRE(m.has_value());
    return t.claim_by_move(rs, positions[p], *m);
  }
  /// The occurrence plies (oldest first) of the position at ply p under rule set `rs`.
  std::vector<ply_t> occurrences(std::size_t rs, ply_t p) {
    go_to(p);
    std::vector<ply_t> result;
    for (ply_t q : t.occurrences(rs, p)) result.insert(result.begin(), q);
    return result;
  }
  /// The first ply at which rule `rule` of rule set `rs` speaks, or no_ply.
  ply_t first(std::size_t rs, std::string_view rule) {
    for (ply_t p = 0; p <= plies(); ++p)
      if (rule_at(rs, p, rule)) return p;
    return repetita::no_ply;
  }

 private:
  // Pops back to p, or replays forward from the recorded moves.
  void go_to(ply_t p) {
    while (t.ply() > p) t.pop();
    while (t.ply() < p) {
      const ply_t q = t.ply();
      auto m = chess::parse_san(positions[q], sans[q]);
      REQUIRE(m.has_value());
      static_cast<void>(t.play(positions[q], *m));
    }
  }
};

}  // namespace

TEST_CASE("chess case 1: Pest vs Paris 1842-45, sixfold era", "[chess][rules][cases]") {
  replay g("startpos",
           "1.e4 e5 2.Nf3 Nf6 3.Nxe5 d6 4.Nf3 Nxe4 5.d4 d5 6.Bd3 Bd6 7.O-O O-O 8.c4 Be6 9.Qc2 f5 10.Qb3 dxc4 "
           "11.Qxb7 c6 12.Bxe4 fxe4 13.Ng5 Bf5 14.Nc3 Qd7 15.Qxd7 Nxd7 16.Ngxe4 Bc7 17.Re1 Rab8 18.Re2 Nb6 "
           "19.Nc5 Bd6 20.N5e4 Bc7 21.Nc5 Bd6 22.N5e4 Bc7 23.Nc5 Bd6 24.N5e4 Bc7 25.Nc5 Bd6 26.N5e4 Bc7 27.Nc5 Bd3");
  REQUIRE(g.plies() == 54);
  const auto fide = rule_set("fide-2023");
  SECTION("FIDE 2023: claims at plies 43 (by writing 22...Bc7) and 44, fivefold at ply 52") {
    CHECK(g.occurrences(fide, 52) == std::vector<ply_t>{36, 40, 44, 48, 52});
    CHECK_FALSE(g.rule_at(fide, 40, "threefold"));
    const auto b = g.at(fide, 44);
    CHECK(b.kind == verdict_kind::claimable_draw);
    CHECK(b.who == white);
    CHECK(b.citation == "FIDE 9.2.2");
    const auto a = g.claim_with(fide, 43, "Bc7");
    CHECK(a.kind == verdict_kind::claimable_draw);
    CHECK(a.who == black);
    CHECK(a.ply == 44);
    CHECK(a.citation == "FIDE 9.2.1");
    CHECK_FALSE(g.claim_with(fide, 43, "Be7"));
    const auto end = g.at(fide, 54);
    CHECK(end.kind == verdict_kind::draw);
    CHECK(end.rule == "fivefold");
    CHECK(end.ply == 52);
    CHECK(g.t.is_void(fide, 53));
    CHECK(g.t.is_void(fide, 54));
    CHECK(g.first(fide, "fivefold") == 52);
  }
  SECTION("FIDE 1985: claimable from ply 44, the game goes on to ply 54") {
    const auto rs = rule_set("fide-1985");
    CHECK(g.at(rs, 44).kind == verdict_kind::claimable_draw);
    CHECK(g.at(rs, 44).who == white);
    CHECK(g.first(rs, "threefold") <= 44);
    CHECK(g.at(rs, 52).kind == verdict_kind::claimable_draw);
    g.at(rs, 54);
    CHECK_FALSE(g.t.end(rs));
  }
  SECTION("Pest-Paris sixfold: never reached") {
    CHECK(g.first(rule_set("pest-paris-1842"), "sixfold") == repetita::no_ply);
  }
  SECTION("Move series: three times first at ply 48, six times never") {
    for (const auto name : {"london-1883", "bilguer-1843"}) {
      const auto rs = rule_set(name);
      CHECK(g.first(rs, "move-series") == 48);
      CHECK(g.at(rs, 48).period == 4);
    }
    CHECK(g.first(rule_set("steinitz-zukertort-1886"), "move-series") == repetita::no_ply);
  }
}

TEST_CASE("chess case 2: Pillsbury vs Burn, Vienna 1898: positions repeat, moves do not", "[chess][rules][cases]") {
  replay g("8/5pk1/1p4p1/p3p2p/P6P/1P2qPP1/2Q3K1/8 w - - 0 43",
           "43.Qb2 Kh6 44.Qc2 Kh7 45.Qb2 Kg8 46.Qc2 Kg7 47.Qb2 Kh7 48.Qc2 Kh6 49.Qb2 Kh7 50.Qc2 Kg7 51.Qb2");
  REQUIRE(g.plies() == 17);
  const auto fide = rule_set("fide-2023");
  CHECK(g.occurrences(fide, 16) == std::vector<ply_t>{0, 8, 16});
  const auto a = g.claim_with(fide, 15, "Kg7");
  CHECK(a.kind == verdict_kind::claimable_draw);
  CHECK(a.who == black);
  CHECK(g.at(fide, 16).who == white);
  CHECK(g.at(fide, 16).kind == verdict_kind::claimable_draw);
  CHECK(g.occurrences(fide, 17) == std::vector<ply_t>{1, 9, 17});
  CHECK(g.at(fide, 17).who == black);
  CHECK(g.first(fide, "threefold") == 16);
  for (const auto name : {"london-1883", "bilguer-1843", "steinitz-zukertort-1886"})
    CHECK(g.first(rule_set(name), "move-series") == repetita::no_ply);
}

TEST_CASE("chess case 3: Fischer vs Petrosian 1971: a claim by writing the move", "[chess][rules][cases]") {
  replay g("8/pp3p1k/2p2q1p/3r1P2/5R2/7P/P1P1QP2/7K b - - 0 30", "30...Qe5 31.Qh5 Qf6 32.Qe2 Re5 33.Qd3 Rd5");
  REQUIRE(g.plies() == 7);
  const auto fide = rule_set("fide-2023");
  const auto a = g.claim_with(fide, 7, "Qe2");
  REQUIRE(a.kind == verdict_kind::claimable_draw);
  CHECK(a.who == white);
  CHECK(a.ply == 8);
  g.at(fide, 7);
  CHECK_FALSE(g.t.can_claim(fide, white));  // 9.2.2 at ply 7 is incorrect: the position occurred once
  CHECK(g.occurrences(fide, 4) == std::vector<ply_t>{0, 4});
}

TEST_CASE("chess case 4: Capablanca vs Lasker 1921: a nominal en passant square", "[chess][rules][cases]") {
  replay g("5k2/p4p2/1p2q3/5RQp/6n1/4P3/PP6/6K1 w - h6 0 35", "35.Qd8+ Kg7 36.Qg5+ Kf8 37.Qd8+ Kg7 38.Qg5+ Kf8");
  REQUIRE(g.plies() == 8);
  for (const auto name : {"fide-2023", "threefold-pseudo-ep"}) {
    const auto rs = rule_set(name);
    CHECK(g.occurrences(rs, 8) == std::vector<ply_t>{0, 4, 8});
    CHECK(g.at(rs, 8).kind == verdict_kind::claimable_draw);
    CHECK(g.at(rs, 8).who == white);
    CHECK(g.claim_with(rs, 7, "Kf8").who == black);
  }
  const auto always = rule_set("threefold-always-ep");
  CHECK(g.occurrences(always, 8) == std::vector<ply_t>{4, 8});
  CHECK_FALSE(g.rule_at(always, 8, "threefold"));
}

TEST_CASE("chess case 5: Karpov vs Miles 1986: a castling right lost in between", "[chess][rules][cases]") {
  replay g("r3kb1r/5ppp/4p3/1N6/4P3/8/Pn1BK1PP/R6R b kq - 0 22", "22...Ra4 23.Nc3 Ra8 24.Nb5 Ra4 25.Nc3 Ra8");
  REQUIRE(g.plies() == 7);
  CHECK_FALSE(g.claim_with(rule_set("fide-2023"), 7, "Nb5"));  // only the 2nd occurrence (9.2.3.2)
  const auto old = g.claim_with(rule_set("fide-1928"), 7, "Nb5");
  CHECK(old.kind == verdict_kind::claimable_draw);
  CHECK(old.who == white);
}

TEST_CASE("chess case 6: Portisch vs Korchnoi 1970", "[chess][rules][cases]") {
  replay g("2b1nrk1/p2p1npp/4p3/1qN5/5P2/P5P1/1P3QBP/R3K2R w KQ - 0 22", "22.Bf1 Qc6 23.Bg2 Qb5 24.Bf1 Qc6 25.Bg2");
  REQUIRE(g.plies() == 7);
  const auto a = g.claim_with(rule_set("fide-2023"), 7, "Qb5");
  CHECK(a.kind == verdict_kind::claimable_draw);
  CHECK(a.who == black);
  CHECK(a.ply == 8);
}

TEST_CASE("chess case 7: Kasparov vs Deep Blue 1997, the drawing line", "[chess][rules][cases]") {
  const auto moves = GENERATE(as<std::string>{}, "50.g8=Q Rd1+ 51.Ka2 Rd2+ 52.Kb1 Rd1+ 53.Kc2 Rd2+ 54.Kb1",
                              "50.g8=Q Rd1+ 51.Kb2 Rd2+ 52.Kb1 Rd1+ 53.Ka2 Rd2+ 54.Kb1",
                              "50.g8=Q Rd1+ 51.Kc2 Rd2+ 52.Kb1 Rd1+ 53.Kb2 Rd2+ 54.Kb1");
  CAPTURE(moves);
  replay g("8/pp4P1/8/8/1kp2N2/1n2R1P1/3r4/1K6 w - - 0 50", moves);
  REQUIRE(g.plies() == 9);
  const auto fide = rule_set("fide-2023");
  CHECK(g.occurrences(fide, 9) == std::vector<ply_t>{1, 5, 9});
  CHECK(g.at(fide, 9).who == black);
  CHECK(g.claim_with(fide, 8, "Kb1").who == white);
}

TEST_CASE("chess case 8: the Austrian Attack, castling rights kept while in check", "[chess][rules][cases]") {
  replay g("startpos",
           "1.e4 d6 2.d4 Nf6 3.Nc3 g6 4.f4 Bg7 5.Nf3 c5 6.Bb5+ Bd7 7.e5 Ng4 8.e6 fxe6 9.Ng5 Bxb5 10.Nxe6 Bxd4 "
           "11.Nxd8 Bf2+ 12.Kd2 Be3+ 13.Ke1 Bf2+ 14.Kd2 Be3+ 15.Ke1 Bf2+ 16.Kd2");
  REQUIRE(g.plies() == 31);
  const auto fide = rule_set("fide-2023");
  CHECK(g.occurrences(fide, 30) == std::vector<ply_t>{26, 30});  // at ply 22 White could still castle
  CHECK_FALSE(g.rule_at(fide, 30, "threefold"));
  CHECK(g.occurrences(fide, 31) == std::vector<ply_t>{23, 27, 31});
  CHECK(g.at(fide, 31).who == black);
  CHECK(g.claim_with(fide, 30, "Kd2").who == white);
  const auto old = rule_set("fide-1928");
  CHECK(g.first(old, "threefold") == 30);
  CHECK(g.occurrences(old, 30) == std::vector<ply_t>{22, 26, 30});
}

TEST_CASE("chess case 9: Carlsen vs Nakamura 2021, the Bongcloud", "[chess][rules][cases]") {
  replay g("startpos", "1.e4 e5 2.Ke2 Ke7 3.Ke1 Ke8 4.Ke2 Ke7 5.Ke1 Ke8 6.Ke2 Ke7");
  REQUIRE(g.plies() == 12);
  const auto fide = rule_set("fide-2023");
  CHECK(g.first(fide, "threefold") == 12);
  CHECK(g.occurrences(fide, 12) == std::vector<ply_t>{4, 8, 12});
  CHECK(g.at(fide, 12).who == white);
  CHECK(g.claim_with(fide, 11, "Ke7").who == black);
  CHECK_FALSE(g.rule_at(fide, 10, "threefold"));
  const auto old = rule_set("fide-1928");
  CHECK(g.first(old, "threefold") == 10);
  CHECK(g.occurrences(old, 10) == std::vector<ply_t>{2, 6, 10});
}

TEST_CASE("chess case 10: a fivefold not in succession (FIDE 2023 9.6.1 vs FIDE 2014 9.6a)", "[chess][rules][cases]") {
  // The start position recurs at plies 4, 12, 16, 20 (a 4-ply cycle of the g-knights, an 8-ply cycle
  // of the b-knights, then 4-ply cycles): five occurrences at ply 20, but five consecutive alternate
  // moves by each player only at ply 28. No other position occurs five times before.
  replay g("startpos",
           "1.Nf3 Nf6 2.Ng1 Ng8 3.Nc3 Nc6 4.Nb5 Nb4 5.Nc3 Nc6 6.Nb1 Nb8 7.Nf3 Nf6 8.Ng1 Ng8 9.Nf3 Nf6 10.Ng1 Ng8 "
           "11.Nf3 Nf6 12.Ng1 Ng8 13.Nf3 Nf6 14.Ng1 Ng8 15.e4");
  REQUIRE(g.plies() == 29);
  const auto now = rule_set("fide-2023");
  const auto before = rule_set("fide-2014");
  CHECK(g.occurrences(now, 20) == std::vector<ply_t>{0, 4, 12, 16, 20});
  CHECK(g.first(now, "fivefold") == 20);
  CHECK(g.at(now, 29).ply == 20);
  CHECK(g.t.is_void(now, 21));
  CHECK(g.first(before, "fivefold") == 28);
  CHECK(g.at(before, 29).kind == verdict_kind::draw);
  CHECK(g.at(before, 29).ply == 28);
  CHECK(g.first(now, "threefold") == 12);
  // USCF 14K1 uses the consecutive reading too, and only lets the director declare the draw.
  const auto uscf = rule_set("uscf");
  CHECK(g.rule_at(uscf, 28, "fivefold").kind == verdict_kind::claimable_draw);
  CHECK(g.rule_at(uscf, 28, "fivefold").who == repetita::no_player);
  CHECK_FALSE(g.rule_at(uscf, 20, "fivefold"));
  CHECK_FALSE(g.t.end(uscf));
}
