// The move-count draw under its three readings (move_count.hpp), on histories of capture-free plies
// with checks where each reading's allowance decides: the Asian claimant's 10 checks in the last 60
// moves, Pikafish's checks after each side's 10th not counted, Fairy-Stockfish's 2 plies off per
// check beyond 10 of the side with more.
#include <repetita/occurrence_index.hpp>
#include <repetita/xiangqi/rule_sets.hpp>

#include <catch2/catch.hpp>

#include <set>

namespace {

using namespace repetita;
using repetita::xiangqi::check_allowance;
using repetita::xiangqi::move_count;

// A game of `plies` capture-free plies, Red moving first; the plies in `checks` give check. Returns
// the first ply where `rule` speaks, or no_ply.
ply_t first_verdict(const move_count& rule, ply_t plies, const std::set<ply_t>& checks, verdict* out = nullptr) {
  history h;
  h.start(0);
  occurrence_index<int> chain;  // the rule reads no occurrences; every position is new
  chain.start(0, 0);
  for (ply_t p = 1; p <= plies; ++p) {
    ply_input in;
    in.move_key = p;
    if (checks.count(p) != 0) in.facts.set(ply_facts::check);
    h.push(static_cast<player_index>(p % 2), in);
    chain.push(p, static_cast<int>(p));
    const verdict v = rule.evaluate(rule_context{h, chain, p});
    if (v) {
      if (out != nullptr) *out = v;
      return p;
    }
  }
  return no_ply;
}

std::set<ply_t> checks_by_red(int n, ply_t from = 1) {  // Red moves on odd plies
  std::set<ply_t> s;
  for (int i = 0; i < n; ++i) s.insert(from + 2 * static_cast<ply_t>(i));
  return s;
}

}  // namespace

TEST_CASE("move count (Asian thumb rule): a claim after 60 moves without capture, at most 10 checks by the claimant",
          "[xiangqi][rules][move-count]") {
  const move_count& rule = xiangqi::rules::axf_move_count;
  verdict v;
  CHECK(first_verdict(rule, 200, {}, &v) == 120);
  CHECK(v.kind == verdict_kind::claimable_draw);
  CHECK(v.who == 0);  // Red to move at ply 120 claims
  CHECK(v.since == 0);
  // Red gave 11 checks in the last 120 plies: Red may not claim at ply 120; Black, with none, at 121.
  CHECK(first_verdict(rule, 200, checks_by_red(11), &v) == 121);
  CHECK(v.who == 1);
  // Only the claimant's checks count: with Black checking 11 times (plies 2-22), Red claims at 120.
  std::set<ply_t> black_checks;
  for (ply_t p = 2; p <= 22; p += 2) black_checks.insert(p);
  CHECK(first_verdict(rule, 200, black_checks, &v) == 120);
  CHECK(v.who == 0);
  CHECK(first_verdict(rule, 119, {}) == no_ply);
}

TEST_CASE("move count (Pikafish rule 60): each side's checks after its 10th and the replies to them do not count",
          "[xiangqi][rules][move-count]") {
  const move_count& rule = xiangqi::rules::pikafish_move_count;
  verdict v;
  CHECK(first_verdict(rule, 200, {}, &v) == 120);
  CHECK(v.kind == verdict_kind::draw);
  // 10 checks by Red: all count.
  CHECK(first_verdict(rule, 200, checks_by_red(10)) == 120);
  // 13 checks by Red: the 11th-13th and Black's 3 replies are left out: 6 plies later.
  CHECK(first_verdict(rule, 200, checks_by_red(13)) == 126);
}

TEST_CASE("move count (Fairy-Stockfish n-move rule): 100 plies, 2 more per check beyond 10 of the side with more",
          "[xiangqi][rules][move-count]") {
  const move_count& rule = xiangqi::rules::fairy_stockfish_move_count;
  verdict v;
  CHECK(first_verdict(rule, 200, {}, &v) == 100);
  CHECK(v.kind == verdict_kind::draw);
  CHECK(v.count == 100);
  CHECK(first_verdict(rule, 200, checks_by_red(10)) == 100);
  // 13 checks by Red (3 beyond 10): 6 plies later.
  CHECK(first_verdict(rule, 200, checks_by_red(13)) == 106);
}
