// Each chess rule set and each of its rules, on positions of our own making (FEN + moves).
#include <repetita/chess/fen.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/chess/san.hpp>
#include <repetita/tracker.hpp>

#include <catch2/catch.hpp>

#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace chess = repetita::chess;
using repetita::verdict_kind;

constexpr repetita::player_index white = 0;
constexpr repetita::player_index black = 1;

std::size_t rs(std::string_view name) {
  const auto i = chess::rule_sets.find(name);
  REQUIRE(i.has_value());
  return *i;
}

struct game {
  repetita::tracker<chess::game, std::remove_cvref_t<decltype(chess::rule_sets)>> t{chess::rule_sets};
  chess::position pos;

  explicit game(std::string_view fen = {}) {
    if (!fen.empty()) {
      auto parsed = chess::parse_fen(fen);
      REQUIRE(parsed.has_value());
      pos = *parsed;
    }
    t.start(pos);
  }
  void play(std::string_view moves) {
    std::istringstream in{std::string(moves)};
    for (std::string san; in >> san;) {
      auto m = chess::parse_san(pos, san);
      INFO(san);
      REQUIRE(m.has_value());
      pos = t.play(pos, *m);
    }
  }
  repetita::verdict claim(std::size_t set, std::string_view san) {
    auto m = chess::parse_san(pos, san);
    REQUIRE(m.has_value());
    return t.claim_by_move(set, pos, *m);
  }
  std::vector<std::string> rules_now(std::size_t set) const {
    std::vector<std::string> names;
    t.for_each_rule_verdict(set, [&](const repetita::verdict& v) {
      names.push_back(std::string(v.rule) + "/" + std::string(v.citation));
    });
    return names;
  }
};

const std::string shuffle_twice = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";  // the start position at plies 4 and 8

}  // namespace

TEST_CASE("chess rule sets: names, descriptions and sources", "[chess][rules]") {
  const auto infos = chess::rule_sets.infos();
  CHECK(infos.size() == 13);
  CHECK(infos[0].name == "fide-2023");  // the standard rule set comes first
  std::set<std::string_view> names;
  for (const auto& info : infos) {
    CHECK_FALSE(info.description.empty());
    CHECK_FALSE(info.source.empty());
    names.insert(info.name);
  }
  CHECK(names.size() == infos.size());
  for (const auto name : {"fide-2023", "fide-2014", "fide-1985", "fide-1928", "uscf", "online-auto", "lichess",
                          "london-1883", "bilguer-1843", "steinitz-zukertort-1886", "pest-paris-1842"})
    CHECK(chess::rule_sets.find(name).has_value());
}

TEST_CASE("chess rule sets: checkmate and stalemate end the game first", "[chess][rules]") {
  SECTION("a mate on the 150th ply without progress beats the 75-move rule (FIDE 9.6.2)") {
    game g("7k/5Q2/6K1/8/8/8/8/8 w - - 149 100");
    g.play("Qg7#");
    const auto v = g.t.verdict_now(rs("fide-2023"));
    CHECK(v.kind == verdict_kind::loss);
    CHECK(v.rule == "checkmate");
    CHECK(v.who == black);
    CHECK(g.rules_now(rs("fide-2023")) == std::vector<std::string>{"checkmate/FIDE 5.1.1", "seventy-five-moves/FIDE 9.6.2", "fifty-moves/FIDE 9.3.2"});
  }
  SECTION("a quiet move on the 150th ply: the 75-move rule draws automatically") {
    game g("7k/5Q2/6K1/8/8/8/8/8 w - - 149 100");
    g.play("Qf1");
    const auto v = g.t.verdict_now(rs("fide-2023"));
    CHECK(v.kind == verdict_kind::draw);
    CHECK(v.rule == "seventy-five-moves");
    CHECK(v.ply == 1);
    CHECK(v.count == 150);
    CHECK(g.t.verdict_now(rs("fide-1985")).kind == verdict_kind::claimable_draw);  // no automatic rule in 1985
  }
  SECTION("stalemate") {
    game g("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
    g.play("Qf7");
    const auto v = g.t.verdict_now(rs("fide-2023"));
    CHECK(v.kind == verdict_kind::draw);
    CHECK(v.rule == "stalemate");
  }
  SECTION("a start position that is already mate") {
    game g("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    CHECK(g.t.verdict_now(rs("fide-2023")).kind == verdict_kind::loss);
    CHECK(g.t.verdict_now(rs("fide-2023")).ply == 0);
  }
}

TEST_CASE("chess rule sets: the fifty-move claims (FIDE 9.3.1 and 9.3.2)", "[chess][rules]") {
  game g("7k/8/6K1/8/8/8/8/5Q2 w - - 99 80");
  const auto ahead = g.claim(rs("fide-2023"), "Qf2");
  CHECK(ahead.kind == verdict_kind::claimable_draw);
  CHECK(ahead.who == white);
  CHECK(ahead.citation == "FIDE 9.3.1");
  // A claim announcing a move that stalemates is still a correct 9.3.1 claim (the arbiters quoted in
  // python-chess issue #1188; python-chess itself rejects it).
  CHECK(g.claim(rs("fide-2023"), "Qf7").kind == verdict_kind::claimable_draw);
  CHECK_FALSE(g.claim(rs("fide-2014"), "Qf7").citation.empty());
  g.play("Qf2");
  const auto now = g.t.verdict_now(rs("fide-2023"));
  CHECK(now.kind == verdict_kind::claimable_draw);
  CHECK(now.who == black);
  CHECK(now.citation == "FIDE 9.3.2");
  SECTION("Lichess draws automatically at 100 plies") {
    CHECK(g.t.verdict_now(rs("lichess")).kind == verdict_kind::draw);
    CHECK(g.t.verdict_now(rs("lichess")).rule == "fifty-moves");
  }
}

TEST_CASE("chess rule sets: claims in FIDE, USCF and online", "[chess][rules]") {
  game g;
  g.play(shuffle_twice);  // ply 8: the start position for the third time, White to move
  CHECK(g.t.verdict_now(rs("fide-2023")).kind == verdict_kind::claimable_draw);
  CHECK(g.t.can_claim(rs("fide-2023"), white));
  CHECK_FALSE(g.t.can_claim(rs("fide-2023"), black));
  SECTION("USCF 14C4: the player who just moved may also claim before pressing the clock") {
    CHECK(g.rules_now(rs("uscf")) == std::vector<std::string>{"threefold/USCF 14C", "threefold/USCF 14C4"});
    std::vector<repetita::player_index> claimants;
    g.t.for_each_rule_verdict(rs("uscf"), [&](const repetita::verdict& v) { claimants.push_back(v.who); });
    CHECK(claimants == std::vector<repetita::player_index>{white, black});
  }
  SECTION("Chess.com: the third occurrence ends the game") {
    const auto v = g.t.verdict_now(rs("online-auto"));
    CHECK(v.kind == verdict_kind::draw);
    CHECK(v.ply == 8);
    CHECK(g.t.end(rs("online-auto")).ply == 8);
  }
  SECTION("Lichess: a claim, the game goes on") {
    CHECK(g.t.verdict_now(rs("lichess")).kind == verdict_kind::claimable_draw);
    CHECK_FALSE(g.t.end(rs("lichess")));
  }
  SECTION("fivefold at ply 16 ends fide-2023; fide-1985 goes on") {
    g.play(shuffle_twice);
    CHECK(g.t.verdict_now(rs("fide-2023")).kind == verdict_kind::draw);
    CHECK(g.t.verdict_now(rs("fide-2023")).ply == 16);
    CHECK(g.t.verdict_now(rs("fide-2014")).kind == verdict_kind::draw);  // every 4 plies: consecutive too
    CHECK(g.t.verdict_now(rs("fide-1985")).kind == verdict_kind::claimable_draw);
    CHECK(g.t.verdict_now(rs("lichess")).kind == verdict_kind::draw);
  }
}

TEST_CASE("chess rule sets: the 19th-century rules", "[chess][rules]") {
  SECTION("Pest-Paris: the sixth occurrence of a position may be claimed") {
    game g;
    g.play(shuffle_twice + " " + shuffle_twice + " Nf3 Nf6 Ng1");
    CHECK_FALSE(g.t.verdict_now(rs("pest-paris-1842")));
    g.play("Ng8");  // ply 20: the start position for the sixth time
    const auto v = g.t.verdict_now(rs("pest-paris-1842"));
    CHECK(v.kind == verdict_kind::claimable_draw);
    CHECK(v.rule == "sixfold");
    CHECK(v.ply == 20);
  }
  SECTION("Steinitz-Zukertort 1886: six times in succession") {
    game g;
    g.play(shuffle_twice + " " + shuffle_twice + " " + shuffle_twice);  // 24 plies: the block of 4 six times
    const auto v = g.t.verdict_now(rs("steinitz-zukertort-1886"));
    CHECK(v.kind == verdict_kind::claimable_draw);
    CHECK(v.period == 4);
    CHECK(v.count == 6);
    CHECK(v.since == 0);
  }
  SECTION("London 1883: three times, by the moves") {
    game g;
    g.play("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    CHECK_FALSE(g.t.verdict_now(rs("london-1883")));
    g.play("Ng8");
    CHECK(g.t.verdict_now(rs("london-1883")).period == 4);
  }
}

TEST_CASE("chess rule sets: en passant conventions (FIDE 9.2.3.1)", "[chess][rules]") {
  // After 1.e4 (ply 1) the FEN square e3 is set, but no black pawn could take: FIDE and chess.js
  // ignore it, pgn-extract's convention does not. The knights then bring back the position of ply 1
  // at plies 5, 9 and 13, each without an en passant square.
  game g;
  g.play("e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1 Nf6");
  CHECK(g.t.verdict_now(rs("fide-2023")).kind == verdict_kind::claimable_draw);  // plies 2, 6, 10
  g.play("Nf3 Ng8 Ng1");
  // FIDE and pseudo-legal: plies 1, 5, 9, 13; "always": 5, 9, 13 only.
  CHECK(g.t.verdict_now(rs("fide-2023")).count == 4);
  CHECK(g.t.verdict_now(rs("threefold-always-ep")).count == 3);
  CHECK(g.t.verdict_now(rs("threefold-pseudo-ep")).count == 4);
}

TEST_CASE("chess rule sets: forgetting before irreversible moves changes no verdict (1928 across a lost castling right)",
          "[chess][rules]") {
  // The king's walk loses the castling right at ply 1: FIDE positions before it cannot recur, but
  // the 1928 identity (board and side to move) can, so that ply is not irreversible for the core.
  // The start board comes back at plies 4 and 8: a 1928 threefold at ply 8, none under FIDE.
  const std::string fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
  const std::string walk = "Kf1 Kd8 Ke1 Ke8 Kf1 Kd8 Ke1 Ke8";
  game kept(fen);
  kept.play(walk);
  game forgetting(fen);
  forgetting.t = repetita::tracker<chess::game, std::remove_cvref_t<decltype(chess::rule_sets)>>(
      chess::rule_sets, repetita::tracker_options{.forget_irreversible = true});
  forgetting.t.start(forgetting.pos);
  forgetting.play(walk);
  CHECK(kept.t.verdict_now(rs("fide-1928")).kind == verdict_kind::claimable_draw);
  CHECK(kept.t.verdict_now(rs("fide-1928")).since == 0);
  CHECK_FALSE(kept.t.verdict_now(rs("fide-2023")));
  for (std::size_t i = 0; i < decltype(kept.t)::rule_set_count; ++i) {
    CAPTURE(i);
    CHECK(forgetting.t.verdict_now(i) == kept.t.verdict_now(i));
  }
  // A capture is irreversible: forgetting keeps only the plies from it.
  forgetting.play("Rh8+ Kd7");
  CHECK(forgetting.t.hist().first() == 0);  // Rh8+ captures nothing
  game capture("4k2r/8/8/8/8/8/8/4K2R w Kk - 0 1");
  capture.t = repetita::tracker<chess::game, std::remove_cvref_t<decltype(chess::rule_sets)>>(
      chess::rule_sets, repetita::tracker_options{.forget_irreversible = true});
  capture.t.start(capture.pos);
  capture.play("Kf1 Kd8 Rxh8+");
  CHECK(capture.t.hist().first() == 3);
}
