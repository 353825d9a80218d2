// The arbiter API: automatic ends (is_*), claims (can_claim_*), rulings on claims (FIDE 9.5).
#include <repetita/chess/arbiter.hpp>
#include <repetita/chess/fen.hpp>
#include <repetita/chess/san.hpp>
#include <repetita/chess/uci.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>

namespace {
namespace chess = repetita::chess;

chess::move san(const chess::arbiter& a, std::string_view text) {
  auto m = chess::parse_san(a.current(), text);
  REQUIRE(m.has_value());
  return *m;
}
void play(chess::arbiter& a, std::string_view moves) {
  std::istringstream in{std::string(moves)};
  for (std::string text; in >> text;) a.play(san(a, text));
}
chess::position fen(std::string_view text) {
  auto p = chess::parse_fen(text);
  REQUIRE(p.has_value());
  return *p;
}
}  // namespace

TEST_CASE("arbiter: threefold claims now (9.2.2) and with a move (9.2.1)", "[chess][arbiter]") {
  chess::arbiter a;
  play(a, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
  CHECK_FALSE(a.can_claim_threefold_repetition_now());
  CHECK(a.can_claim_threefold_repetition());  // with Ng8 (9.2.1), as python-chess says
  CHECK(a.can_claim_draw());
  CHECK_FALSE(a.can_claim_fifty_moves());
  CHECK(a.is_repetition(2));  // the position after 1. Nf3 Nf6 2. Ng1 was there after 3. Ng1 too
  CHECK_FALSE(a.is_repetition(3));
  const auto ahead = a.claim_with(san(a, "Ng8"));
  CHECK(ahead.kind == repetita::verdict_kind::claimable_draw);
  CHECK(ahead.citation == "FIDE 9.2.1");
  CHECK(ahead.who == 1);
  const auto moves = a.claiming_moves();
  CHECK(moves.size() == 1);
  CHECK(std::find(moves.begin(), moves.end(), san(a, "Ng8")) != moves.end());
  play(a, "Ng8");
  CHECK(a.can_claim_threefold_repetition_now());
  CHECK(a.can_claim_threefold_repetition());
  CHECK(a.is_repetition(3));
  CHECK_FALSE(a.can_claim_fifty_moves());
  CHECK_FALSE(a.is_game_over());
}

TEST_CASE("arbiter: rulings on claims (FIDE 9.5)", "[chess][arbiter]") {
  chess::arbiter a;
  play(a, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
  SECTION("a correct claim with a move draws at once") {
    const auto r = a.judge_claim(san(a, "Ng8"));
    CHECK(r.correct);
    CHECK(r.evidence.rule == "threefold");
    CHECK(r.penalty.count() == 0);
  }
  SECTION("an incorrect claim with a move: two minutes to the opponent, the move must be played") {
    const auto r = a.judge_claim(san(a, "Nc6"));
    CHECK_FALSE(r.correct);
    CHECK(r.penalty.count() == 2);
    CHECK(r.announced_move_stands);
  }
  SECTION("in rapid and blitz the penalty is one minute") {
    const auto r = a.judge_claim(std::nullopt, chess::time_control::blitz);
    CHECK_FALSE(r.correct);
    CHECK(r.penalty.count() == 1);
    CHECK_FALSE(r.announced_move_stands);
  }
}

TEST_CASE("arbiter: the fivefold ends the game and later moves are void (FIDE 9.6.1)", "[chess][arbiter]") {
  chess::arbiter a;
  play(a, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
  CHECK_FALSE(a.is_fivefold_repetition());
  play(a, "Ng8");
  CHECK(a.is_fivefold_repetition());
  CHECK(a.is_game_over());
  CHECK(a.outcome().rule == "fivefold");
  CHECK(a.outcome().ply == 16);
  CHECK_FALSE(a.can_claim_threefold_repetition());  // the game is over: there is nothing to claim
  play(a, "e4 e5");
  CHECK(a.void_moves() == 2);
  a.pop();
  a.pop();
  CHECK(a.void_moves() == 0);
}

TEST_CASE("arbiter: 75 moves, checkmate first, stalemate (FIDE 9.6.2, 5.1.1, 5.2.1)", "[chess][arbiter]") {
  SECTION("75 moves") {
    chess::arbiter a(fen("7k/5Q2/6K1/8/8/8/8/8 w - - 149 100"));
    CHECK(a.can_claim_fifty_moves());
    play(a, "Qf1");
    CHECK(a.is_seventyfive_moves());
    CHECK(a.outcome().rule == "seventy-five-moves");
  }
  SECTION("a checkmate on the 150th ply takes precedence") {
    chess::arbiter a(fen("7k/5Q2/6K1/8/8/8/8/8 w - - 149 100"));
    play(a, "Qg7#");
    CHECK(a.is_checkmate());
    CHECK(a.outcome().rule == "checkmate");
    CHECK(a.outcome().kind == repetita::verdict_kind::loss);
  }
  SECTION("stalemate") {
    chess::arbiter a(fen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"));
    play(a, "Qf7");
    CHECK(a.is_stalemate());
    CHECK(a.outcome().kind == repetita::verdict_kind::draw);
  }
  SECTION("under fide-1985 nothing ends the game automatically") {
    chess::arbiter a(fen("7k/5Q2/6K1/8/8/8/8/8 w - - 149 100"), "fide-1985");
    play(a, "Qf1");
    CHECK_FALSE(a.is_game_over());
    CHECK(a.can_claim_fifty_moves());
  }
  SECTION("an unknown rule set is refused") {
    CHECK_THROWS_AS(chess::arbiter(chess::position{}, "fide-1066"), std::invalid_argument);
  }
}
