// The classic cycles of ../shared/rules/go.md 2.1, as positions of our own making, with the verdict of
// every rule set at the exact ply where it first speaks. Records are replayed tolerantly, so a rule
// set that has forbidden a move still sees the rest of the cycle.
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>

using namespace go_test;

namespace {

struct expected {
  ply_t ply;  // 0: the rule set never speaks
  verdict_kind kind;
  std::string_view rule;
};

void check_all(const cycle_run& run, const std::map<std::string_view, expected>& table) {
  REQUIRE(table.size() == registry_type::size);
  for (const auto& [name, e] : table) {
    CAPTURE(name);
    REQUIRE(run.first(name) == e.ply);
    if (e.ply == 0) continue;
    const verdict& v = run.first_verdict(name);
    CHECK(v.kind == e.kind);
    CHECK(v.rule == e.rule);
    CHECK(v.ply == e.ply);
  }
}

constexpr auto illegal = verdict_kind::illegal_move;
constexpr auto no_result = verdict_kind::no_result;
constexpr expected never{0, verdict_kind::none, ""};

// Four-wide ko blocks stacked: the ko of block k has its points a = (1, 2k - 1) and b = (2, 2k - 1).
// "W-held": a White stone on a, Black captures it by playing b; "B-held": a Black stone on b.
step take_b(int k) { return step{2, 2 * k - 1}; }  // Black captures in ko k
step take_w(int k) { return step{1, 2 * k - 1}; }  // White captures in ko k

}  // namespace

TEST_CASE("triple ko: three kos, the whole board recurs after six plays", "[go][cycle]") {
  // Kos 1 and 2 held by White, ko 3 by Black; each player always has a ko to take.
  const position start = diagram({".XO.", "XO.O", ".XO.", "XO.O", ".XO.", "X.XO", ".XO."});
  const cycle_run run(start, {take_b(1), take_w(3), take_b(2), take_w(1), take_b(3), take_w(2),    // plies 1-6
                              take_b(1), take_w(3), take_b(2), take_w(1), take_b(3), take_w(2)});  // plies 7-12
  REQUIRE(run.current().board().key() == start.board().key());
  check_all(run, {
                     // Art. 12: the start situation for the third time (plies 0, 6, 12), prisoners balanced.
                     {"japanese", {12, no_result, "no-result"}},
                     {"korean", {12, no_result, "no-result"}},
                     // ply 6 (White) recreates the start board with Black to move.
                     {"chinese", {6, illegal, "psk"}},
                     {"aga", {6, illegal, "ssk"}},
                     {"tromp-taylor", {6, illegal, "psk"}},
                     {"ing", {6, illegal, "psk"}},
                     {"psk", {6, illegal, "psk"}},
                     {"ssk", {6, illegal, "ssk"}},
                     {"spight", {6, illegal, "spight"}},
                     // the start board is not "after a move" (NZ) nor made by a play (NSSK): Black's ply 7
                     // is the first to recreate a board that Black made with a play (ply 1).
                     {"nz", {7, illegal, "ssk-nz"}},
                     {"ssk-nz", {7, illegal, "ssk-nz"}},
                     {"nssk", {7, illegal, "nssk"}},
                     {"simple-ko", never},
                 });
  SECTION("the evidence of the no result and of the superko") {
    const verdict& nr = run.at("japanese", 12);
    CHECK(nr.since == 0);
    CHECK(nr.count == 3);
    CHECK(nr.citation == "Japanese Rules of Go 1989, Art. 12");
    const verdict& psk = run.at("psk", 6);
    CHECK(psk.since == 0);
    CHECK(psk.count == 2);
    CHECK(psk.who == 1);  // White made the move
    const verdict& nz = run.at("nz", 7);
    CHECK(nz.since == 1);  // the start does not count
    CHECK(nz.who == 0);
  }
  SECTION("the japanese game is over at ply 12: later plies are void for it") {
    const std::size_t j = cycle_run::index("japanese");
    bool reported = false;
    for (const replay_event& e : run.events())
      if (e.rule_set == j) {
        CHECK(e.ply == 12);
        CHECK(e.v.kind == no_result);
        reported = true;
      }
    CHECK(reported);
  }
}

TEST_CASE("eternal life: a four-ply cycle of throw-ins and two-stone captures, no ko", "[go][cycle]") {
  // Black takes two (2,0), White throws in (4,0), Black plays a two-stone self-atari (1,0), White
  // takes two (3,0): the board recurs, two prisoners each.
  const position start = diagram({"O..OO", ".OOXX", "..OXX", "XO..X"});
  const cycle_run run(start, {{2, 0}, {4, 0}, {1, 0}, {3, 0}, {2, 0}, {4, 0}, {1, 0}, {3, 0}, {2, 0}});
  REQUIRE(run.at("simple-ko", 9).kind == verdict_kind::none);
  check_all(run, {
                     {"japanese", {8, no_result, "no-result"}},
                     {"korean", {8, no_result, "no-result"}},
                     {"chinese", {4, illegal, "psk"}},
                     {"aga", {4, illegal, "ssk"}},
                     {"tromp-taylor", {4, illegal, "psk"}},
                     {"ing", {4, illegal, "psk"}},
                     {"psk", {4, illegal, "psk"}},
                     {"ssk", {4, illegal, "ssk"}},
                     {"spight", {4, illegal, "spight"}},
                     // NSSK bans a later play than PSK/SSK (as in KataGo's example)
                     {"nz", {5, illegal, "ssk-nz"}},
                     {"ssk-nz", {5, illegal, "ssk-nz"}},
                     {"nssk", {5, illegal, "nssk"}},
                     {"simple-ko", never},
                 });
}

TEST_CASE("round-robin ko: four kos taken in turn, the board recurs after eight plays", "[go][cycle]") {
  const position start =
      diagram({".XO.", "XO.O", ".XO.", "X.XO", ".XO.", "XO.O", ".XO.", "X.XO", ".XO."});
  const cycle_run run(start, {take_b(1), take_w(2), take_b(3), take_w(4), take_b(2), take_w(1), take_b(4), take_w(3),
                              take_b(1), take_w(2), take_b(3), take_w(4), take_b(2), take_w(1), take_b(4), take_w(3)});
  REQUIRE(run.current().board().key() == start.board().key());
  check_all(run, {
                     {"japanese", {16, no_result, "no-result"}},
                     {"korean", {16, no_result, "no-result"}},
                     {"chinese", {8, illegal, "psk"}},
                     {"aga", {8, illegal, "ssk"}},
                     {"tromp-taylor", {8, illegal, "psk"}},
                     {"ing", {8, illegal, "psk"}},
                     {"psk", {8, illegal, "psk"}},
                     {"ssk", {8, illegal, "ssk"}},
                     {"spight", {8, illegal, "spight"}},
                     {"nz", {9, illegal, "ssk-nz"}},
                     {"ssk-nz", {9, illegal, "ssk-nz"}},
                     {"nssk", {9, illegal, "nssk"}},
                     {"simple-ko", never},
                 });
}

TEST_CASE("sending two returning one: PSK bans the returning capture, SSK the next sending", "[go][cycle]") {
  // Black sends two (3,0), White takes them (1,0), Black returns one (2,0): the start board with White
  // to move. White passes; Black sends two again.
  const position start = diagram({"X.X.O", "XXOOO", ".XO.."});
  const cycle_run run(start, {{3, 0}, {1, 0}, {2, 0}, pass_step, {3, 0}});
  REQUIRE(run.at("psk", 3).since == 0);  // the start (setup) board counts under PSK
  check_all(run, {
                     // costs Black a prisoner each round, and the pass starts a new phase: no long cycle
                     {"japanese", never},
                     {"korean", never},
                     {"chinese", {3, illegal, "psk"}},
                     {"tromp-taylor", {3, illegal, "psk"}},
                     {"ing", {3, illegal, "psk"}},
                     {"psk", {3, illegal, "psk"}},
                     // the start board recurs with the other player to move: a new situation; the
                     // second sending recreates the situation of ply 1
                     {"aga", {5, illegal, "ssk"}},
                     {"ssk", {5, illegal, "ssk"}},
                     {"nz", {5, illegal, "ssk-nz"}},
                     {"ssk-nz", {5, illegal, "ssk-nz"}},
                     {"nssk", {5, illegal, "nssk"}},
                     // White's pass lifted every ban
                     {"spight", never},
                     {"simple-ko", never},
                 });
}

TEST_CASE("a ko recaptured after a pass", "[go][cycle]") {
  // The ko: a White stone at (1,1) that Black takes by playing (2,1); (4,2) is elsewhere.
  const position start = diagram({".XO..", "XO.O.", ".XO.."});
  SECTION("Black elsewhere, White passes, Black takes, White retakes at once (go.md, NSSK)") {
    const cycle_run run(start, {{4, 2}, pass_step, {2, 1}, {1, 1}});
    // White made the retaken board only by passing: NSSK allows the retake, every other rule forbids it
    check_all(run, {
                       {"japanese", {4, illegal, "simple-ko"}},
                       {"korean", {4, illegal, "simple-ko"}},
                       {"chinese", {4, illegal, "psk"}},
                       {"aga", {4, illegal, "ssk"}},
                       {"nz", {4, illegal, "ssk-nz"}},
                       {"tromp-taylor", {4, illegal, "psk"}},
                       {"ing", {4, illegal, "psk"}},
                       {"simple-ko", {4, illegal, "simple-ko"}},
                       {"psk", {4, illegal, "psk"}},
                       {"ssk", {4, illegal, "ssk"}},
                       {"ssk-nz", {4, illegal, "ssk-nz"}},
                       {"spight", {4, illegal, "spight"}},
                       {"nssk", never},
                   });
    CHECK(run.at("simple-ko", 4).since == 2);  // the board before Black's last turn
  }
  SECTION("Black takes, White passes, Black plays elsewhere, White retakes: legal everywhere") {
    const cycle_run run(start, {{2, 1}, pass_step, {4, 2}, {1, 1}});
    for (const auto& info : rule_sets.infos()) CHECK(run.first(info.name) == 0);
  }
  SECTION("an immediate retake that recreates the start board: legal only under the NZ wording and NSSK") {
    const cycle_run run(start, {{2, 1}, {1, 1}});
    check_all(run, {
                       {"japanese", {2, illegal, "simple-ko"}},
                       {"korean", {2, illegal, "simple-ko"}},
                       {"chinese", {2, illegal, "psk"}},
                       {"aga", {2, illegal, "ssk"}},
                       {"tromp-taylor", {2, illegal, "psk"}},
                       {"ing", {2, illegal, "psk"}},
                       {"simple-ko", {2, illegal, "simple-ko"}},
                       {"psk", {2, illegal, "psk"}},
                       {"ssk", {2, illegal, "ssk"}},
                       {"spight", {2, illegal, "spight"}},
                       {"nz", never},
                       {"ssk-nz", never},
                       {"nssk", never},
                   });
  }
}

TEST_CASE("japanese: simple ko on the long-cycle identity gives the verdicts of simple ko on the situation",
          "[go][cycle][property]") {
  // Random games with suicide forbidden: the japanese rule set's simple-ko rule and the simple-ko rule
  // set (situation identity) forbid exactly the same moves.
  const auto seed = GENERATE(take(10, random(1u, 1000000u)));
  CAPTURE(seed);
  std::uint64_t s = seed;
  replayer r;
  r.start(position(4, 4));
  std::vector<replay_event> events;
  const std::size_t jp = cycle_run::index("japanese"), sk = cycle_run::index("simple-ko");
  for (int ply = 0; ply < 300; ++ply) {
    const color c = r.current().to_move();
    const int v = static_cast<int>(repetita::go::detail::splitmix64(s) % 17);
    const move m = v == 16 ? pass(c) : play_at(v % 4, v / 4, c);
    const position after = game::play(r.current(), m);
    if (after.last_facts().has(facts::occupied) || after.last_facts().has(facts::suicide)) continue;
    r.play(m, events);
    if (r.tracker().end(jp)) break;
    const bool jp_ko = r.tracker().verdict_now(jp).rule == "simple-ko";
    const bool sk_ko = r.tracker().verdict_now(sk).kind == illegal;
    REQUIRE(jp_ko == sk_ko);
    if (sk_ko) r.pop();
  }
}

TEST_CASE("snapback: one stone captured and three taken back on the same point is not a ko and is legal everywhere",
          "[go][cycle]") {
  // Black throws in at (0,0) (one liberty left), White takes it by playing (0,1), and the White
  // group (1,0) (1,1) (0,1) is left with the single liberty (0,0): Black plays there again and takes
  // three stones (go.md 2.1: "Snapback is not a ko").
  const position start = diagram({".OX.", ".OX.", "XX.."});
  const cycle_run run(start, {{0, 0}, {0, 1}, {0, 0}});
  check_all(run, {
                     {"japanese", never},
                     {"korean", never},
                     {"chinese", never},
                     {"aga", never},
                     {"nz", never},
                     {"tromp-taylor", never},
                     {"ing", never},
                     {"simple-ko", never},
                     {"psk", never},
                     {"ssk", never},
                     {"ssk-nz", never},
                     {"nssk", never},
                     {"spight", never},
                 });
  CHECK(run.current().board().diagram() == "X.X.\n..X.\nXX..\n");
  CHECK(run.current().captured_by(color::white) == 1);
  CHECK(run.current().captured_by(color::black) == 3);
  SECTION("the referee of every rule set allows the retake, and bans no point for it") {
    for (const auto& info : rule_sets.infos()) {
      CAPTURE(info.name);
      referee ref(start, info.name);
      ref.play(play_at(0, 0, color::black));
      ref.play(play_at(0, 1, color::white));
      // the point where one stone was just captured, retaken at once: a naive "single stone
      // recaptured" ko test bans it, but the board it makes never occurred
      CHECK(ref.is_legal(play_at(0, 0, color::black)));
      for (const banned_point& b : ref.banned_points()) CHECK_FALSE((b.x == 0 && b.y == 0));
    }
  }
}
