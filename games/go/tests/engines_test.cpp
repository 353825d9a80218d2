// What other engines get wrong (../shared/rules/go.md section 6) does not happen here.
#include "test_support.hpp"

#include <catch2/catch.hpp>

using namespace go_test;

namespace {
// A board of 16 kos in two columns of eight (ko blocks as in cycles_test.cpp), odd kos held by White,
// even kos held by Black. Ko k: column c = (k - 1) / 8, row r = 2 * ((k - 1) % 8) + 1.
position sixteen_kos() {
  std::vector<std::string> rows(17);
  for (int r = 0; r < 17; ++r) rows[static_cast<std::size_t>(r)] = r % 2 == 0 ? ".XO..XO." : "XO.OXO.O";
  for (int k = 2; k <= 16; k += 2) {
    const int c = (k - 1) / 8, r = 2 * ((k - 1) % 8) + 1;
    rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(4 * c + 1)] = '.';
    rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(4 * c + 2)] = 'X';
  }
  position p(8, 17);
  for (int y = 0; y < 17; ++y)
    for (int x = 0; x < 8; ++x) {
      const char ch = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      if (ch != '.') p.setup(x, y, ch == 'X' ? color::black : color::white);
    }
  return p;
}
step take(int k, bool black) {
  const int c = (k - 1) / 8, r = 2 * ((k - 1) % 8) + 1;
  return step{4 * c + (black ? 2 : 1), r};
}
}  // namespace

TEST_CASE("engines: a cycle longer than 30 plies is caught (OGS looks back 30 plies)", "[go][engines]") {
  // A round-robin of 16 kos: Black takes the odd kos and White the even ones, then the other way
  // round; the board recurs after 32 plays.
  std::vector<step> cycle;
  for (int k = 1; k <= 16; ++k) cycle.push_back(take(k, k % 2 == 1));
  for (int k = 1; k <= 16; k += 2) {
    cycle.push_back(take(k + 1, true));
    cycle.push_back(take(k, false));
  }
  replayer r;
  const position start = sixteen_kos();
  r.start(start);
  std::vector<replay_event> events;
  for (const step& s : cycle) r.play(play_at(s.x, s.y, r.current().to_move()), events);
  REQUIRE(r.current().board().key() == start.board().key());
  const verdict& psk = r.tracker().verdict_now(*rule_sets.find("psk"));
  CHECK(psk.kind == verdict_kind::illegal_move);
  CHECK(psk.ply == 32);
  CHECK(psk.since == 0);
  for (const replay_event& e : events) CHECK(e.ply == 32);  // nothing earlier
}

TEST_CASE("engines: the start (setup) position is compared (OGS never compares its root)", "[go][engines]") {
  // Sending two returning one from a setup position: the returning capture recreates the setup board.
  referee ref(diagram({"X.X.O", "XXOOO", ".XO.."}), "chinese");
  ref.play(play_at(3, 0, color::black));
  ref.play(play_at(1, 0, color::white));
  const verdict v = ref.check(play_at(2, 0, color::black));
  CHECK(v.kind == verdict_kind::illegal_move);
  CHECK(v.rule == "psk");
  CHECK(v.since == 0);
}

TEST_CASE("engines: the history is not capped (GNU Go folds it at 500 moves)", "[go][engines]") {
  // Black takes a ko; 1,200 passes follow (a record that goes on, replayed tolerantly); White's
  // retake recreates the start board, 1,201 plies after it.
  replayer r;
  r.start(diagram({".XO..", "XO.O.", ".XO.."}));
  std::vector<replay_event> events;
  r.play(play_at(2, 1, color::black), events);
  for (int i = 0; i < 1200; ++i) r.play(pass(r.current().to_move()), events);
  REQUIRE(r.current().to_move() == color::white);
  r.play(play_at(1, 1, color::white), events);
  const verdict& psk = r.tracker().verdict_now(*rule_sets.find("psk"));
  CHECK(psk.kind == verdict_kind::illegal_move);
  CHECK(psk.ply == 1202);
  CHECK(psk.since == 0);
  const verdict& ssk = r.tracker().verdict_now(*rule_sets.find("ssk"));
  CHECK(ssk.kind == verdict_kind::illegal_move);
  CHECK(ssk.since == 0);
  CHECK(r.tracker().verdict_now(*rule_sets.find("simple-ko")).kind == verdict_kind::none);  // passes lifted it
}

namespace {
// A board component whose hash is useless on purpose: every position collides; only keys decide.
struct colliding_board {
  static std::uint64_t hash(const position&) noexcept { return 42; }
  static const board_key& key(const position& p) noexcept { return p.board().key(); }
};
}  // namespace

TEST_CASE("engines: a hash collision never makes a move illegal (hashes are verified on the exact board)",
          "[go][engines][property]") {
  const auto both = repetita::make_registry(
      repetita::make_rule_set<position_identity>({"strong", "", ""}, rules::occupied, rules::positional_superko),
      repetita::make_rule_set<repetita::identity<colliding_board>>({"weak", "", ""}, rules::occupied,
                                                         rules::positional_superko));
  const auto seed = GENERATE(take(5, random(1u, 1000000u)));
  CAPTURE(seed);
  std::uint64_t s = seed;
  auto t = repetita::make_tracker<game>(both);
  position p(3, 3);
  t.start(p);
  int illegal = 0;
  for (int i = 0; i < 400; ++i) {
    const int v = static_cast<int>(repetita::go::detail::splitmix64(s) % 10);
    const move m = v == 9 ? pass(p.to_move()) : play_at(v % 3, v / 3, p.to_move());
    const position after = t.play(p, m);
    REQUIRE(t.verdict_now(0).kind == t.verdict_now(1).kind);
    REQUIRE(t.verdict_now(0).since == t.verdict_now(1).since);
    if (t.verdict_now(0).kind == verdict_kind::illegal_move) {
      ++illegal;
      t.pop();
    } else {
      p = after;
    }
  }
  CHECK(illegal > 0);
}

TEST_CASE("engines: a recorded move keeps its colour also when a pass was not recorded", "[go][engines]") {
  // GNU Go's incident42.sgf and gnugo-goliath3.B+16.sgf have Black move several times in a row (the
  // passes in between are empty nodes). A replay that alternates colours (the OGS goban peer script
  // passes only the point) puts a White stone where Black played, and finds a self-capture that is
  // not in the record. Here Black plays twice: the second stone fills Black's own corner, legal;
  // alternating, it would be a White single-stone suicide.
  auto t = sgf::read_all("(;GM[1]SZ[3]AB[ba][ab]PL[B];B[cc];;B[aa])");
  REQUIRE(t);
  auto rp = sgf::replay_tree(t->front());
  REQUIRE(rp);
  CHECK(rp->moves == 2);
  CHECK(rp->events.empty());  // no rule set finds anything
  auto line = sgf::read_main_line(t->front());
  REQUIRE(line);
  REQUIRE(line->steps.size() == 2);
  CHECK(line->steps[1].m == play_at(0, 0, color::black));
  // the alternated reading is illegal under every rule set that forbids suicide (and under PSK)
  replayer r;
  r.start(line->info.start);
  std::vector<replay_event> events;
  r.play(play_at(2, 2, color::black), events);
  r.play(play_at(0, 0, color::white), events);
  CHECK(events.size() == 7);  // japanese, korean, chinese, aga: suicide; tromp-taylor, ing, psk: psk
}
