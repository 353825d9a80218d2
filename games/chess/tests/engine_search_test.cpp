// repetita inside an engine's search (issue 41, docs/chess-engine.md "In a search"): the tracker's
// answer at every node of a full-width search agrees with a plain exact check of FIDE 9.2.3; the
// search tracker (a scan of the recent plies) and the replay tracker (a hash index) agree; the
// API an engine author expects works (search scopes with forget_irreversible, claims now or by a
// move, the game's own colour, one rule set's registry).
#include "engine_search.hpp"

#include <repetita/chess/chess.hpp>

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

using namespace repetita;
using repetita::bench::node_class;

namespace {

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

chess::move san(const chess::position& p, std::string_view text) {
  const auto m = chess::parse_san(p, text);
  REQUIRE(m.has_value());
  return *m;
}

chess::position fen(std::string_view text) {
  auto p = chess::parse_fen(text);
  REQUIRE(p.has_value());
  return *p;
}

template <class Check>
std::uint64_t disagreements(const std::vector<bench::search_root>& roots, int depth, Check check,
                            bench::search_counts& counts) {
  bench::paired_check<bench::exact_check, Check> both(bench::exact_check{}, std::move(check));
  counts = bench::search_all(roots, depth, both);
  return both.disagreements;
}

}  // namespace

TEST_CASE("engine search: the tracker agrees with an exact check at every node", "[chess][engine]") {
  const auto roots = bench::search_roots(file_text(REPETITA_TEST_DATA_DIR "/chess/stockfish15-selfplay-200.pgn"), 6);
  REQUIRE(roots.size() == 6);
  bench::search_counts counts;
  SECTION("FIDE 2023 alone, the search tracker (a scan of the recent plies)") {
    CHECK(disagreements(roots, 3, bench::tracker_check<chess::fide_2023_registry>(chess::fide_2023), counts) == 0);
    CHECK(counts.nodes > 100000);
    CHECK(counts.claimable > 0);  // third occurrences within the search's reach: the roots were chosen so
  }
  SECTION("every chess rule set tracked, fide-2023 asked") {
    CHECK(disagreements(roots, 3, bench::tracker_check<chess::registry_type>(chess::rule_sets), counts) == 0);
    CHECK(counts.claimable > 0);
  }
  SECTION("the facts `play` computes (checkmate and stalemate too)") {
    bench::tracker_check<chess::fide_2023_registry> check(chess::fide_2023);
    check.wanted = check.tracker.facts_read();
    CHECK(disagreements(roots, 3, std::move(check), counts) == 0);
  }
}

TEST_CASE("engine search: after a double push, the en passant square counts only when the capture is legal (FIDE 9.2.3.1)",
          "[chess][engine]") {
  // Black's d4 pawn stands beside the pushed e4 pawn, but d4xe3 would expose Black's king on a4 to
  // the rook on h4: no legal capture, so the position after e4 is the same as after the king walks.
  for (const bool search_policy : {true, false}) {
    INFO("search tracker: " << search_policy);
    const chess::position start = fen("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1");
    auto run = [&](auto& t) {
      chess::position p = start;
      t.start(p);
      for (std::string_view m : {"e4", "Ka5", "Ke2", "Ka4", "Ke1", "Ka5", "Ke2", "Ka4", "Ke1"})
        p = t.play(p, san(p, m));
      // Plies 1, 5 and 9 have the same FIDE position: the third occurrence at ply 9.
      CHECK(t.count(0, 9) == 3);
      CHECK(t.can_claim(0, chess::color::black));
      CHECK_FALSE(t.can_claim(0, chess::color::white));
    };
    if (search_policy) {
      chess::search_tracker<> t{chess::fide_2023};
      run(t);
    } else {
      repetita::tracker<chess::game, chess::fide_2023_registry> t{chess::fide_2023};
      run(t);
    }
  }
  // With a legal capture, the position after e4 is another one: the walk makes only two.
  chess::search_tracker<> t{chess::fide_2023};
  chess::position p = fen("8/8/8/8/k2p4/8/4P3/4K2R w - - 0 1");
  t.start(p);
  for (std::string_view m : {"e4", "Ka5", "Ke2", "Ka4", "Ke1", "Ka5", "Ke2", "Ka4", "Ke1"}) p = t.play(p, san(p, m));
  CHECK(t.count(0, 9) == 2);
  CHECK_FALSE(t.can_claim(0, chess::color::black));
}

TEST_CASE("engine search: a search scope keeps forget_irreversible from breaking pops", "[chess][engine]") {
  chess::search_tracker<> t{chess::fide_2023, tracker_options{.forget_irreversible = true}};
  chess::position p;
  t.start(p);
  for (std::string_view m : {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3"}) p = t.play(p, san(p, m));
  {
    auto scope = t.search();
    CHECK(scope.root() == 5);
    chess::position q = t.play(p, san(p, "e5"));  // a pawn move: irreversible
    CHECK(t.hist().first() == 0);                 // nothing forgotten inside the search
    q = t.play(q, san(q, "e4"));
    t.pop();
    t.pop();  // back to the root, past the pawn move
    CHECK(t.ply() == 5);
    const chess::position r = t.play(p, san(p, "Nf6"));
    CHECK(t.count(0, 6) == 2);  // as after 1. Nf3 Nf6: the earlier plies are all there
    static_cast<void>(t.play(r, san(r, "Ng1")));
  }
  CHECK(t.ply() == 5);  // the scope popped back to its root
  p = t.play(p, san(p, "e5"));
  CHECK(t.hist().first() == 6);  // outside a search, the pawn move forgets what came before it
  CHECK_THROWS_AS(t.pop(), std::logic_error);
}

TEST_CASE("engine search: claims now or by writing a move, and one rule set's registry", "[chess][engine]") {
  chess::search_tracker<> t{chess::fide_2023};
  chess::position p;
  t.start(p);
  for (std::string_view m : {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"}) p = t.play(p, san(p, m));
  CHECK_FALSE(t.can_claim(0, p.side_to_move()));
  CHECK(t.claim_available(0, p, chess::legal_moves(p)));  // ...Ng8 would make the third occurrence (9.2.1)
  p = t.play(p, san(p, "Nc6"));
  CHECK_FALSE(t.claim_available(0, p, chess::legal_moves(p)));
  p = t.play(p, san(p, "Nf3"));
  p = t.play(p, san(p, "Nb8"));  // the position after 1. Nf3 Nf6 (plies 2 and 6), a third time
  CHECK(t.count(0, t.ply()) == 3);
  CHECK(t.can_claim(0, chess::color::white));  // the game's own colour (FIDE 9.2.2)
  CHECK_FALSE(t.can_claim(0, chess::color::black));

  STATIC_REQUIRE(registry_of_t<2, chess::registry_type>::size == 1);
  CHECK(registry_of<2>(chess::rule_sets).infos()[0].name == "fide-1985");
  CHECK(chess::fide_2023.infos()[0].name == "fide-2023");
}

namespace {

// Brute force: some reversible legal move of `p` makes a position of `line` (FIDE 9.2.3).
bool repeats_by_brute_force(const chess::position& p, const std::vector<bench::fide_identity>& line) {
  for (chess::move m : chess::legal_moves(p)) {
    if (p.is_progress(m)) continue;
    const auto id = bench::fide_identity::of(p.after(m));
    for (const auto& earlier : line)
      if (earlier == id) return true;
  }
  return false;
}

// At every node of a search to `depth`, has_upcoming_repetition agrees with the brute force.
template <class Tracker>
void check_upcoming(Tracker& t, const chess::position& p, std::vector<bench::fide_identity>& line, int depth,
                    long& nodes, long& found) {
  const bool upcoming = chess::has_upcoming_repetition(t, 0, p);
  REQUIRE(upcoming == repeats_by_brute_force(p, line));
  ++nodes;
  found += upcoming;
  if (depth == 0) return;
  for (chess::move m : chess::legal_moves(p)) {
    const chess::position child = p.after(m);
    t.push(child, Tracker::input_of(p, m, child, core_facts));
    line.push_back(bench::fide_identity::of(child));
    check_upcoming(t, child, line, depth - 1, nodes, found);
    line.pop_back();
    t.pop();
  }
}

}  // namespace

TEST_CASE("engine search: an upcoming repetition is found exactly (Stockfish's has_game_cycle)", "[chess][engine]") {
  const auto roots = bench::search_roots(file_text(REPETITA_TEST_DATA_DIR "/chess/stockfish15-selfplay-200.pgn"), 3);
  long nodes = 0;
  long found = 0;
  for (const auto& root : roots) {
    chess::search_tracker<> fide{chess::fide_2023};
    repetita::tracker<chess::game, chess::registry_type> all(chess::rule_sets);  // FIDE refines 1928 there
    chess::position p = root.start;
    fide.start(p);
    all.start(p);
    std::vector<bench::fide_identity> line{bench::fide_identity::of(p)};
    for (chess::move m : root.moves) {
      const chess::position after = p.after(m);
      static_cast<void>(fide.play(p, m));
      static_cast<void>(all.play(p, m));
      p = after;
      line.push_back(bench::fide_identity::of(p));
    }
    check_upcoming(fide, p, line, 2, nodes, found);
    check_upcoming(all, p, line, 1, nodes, found);
  }
  CHECK(nodes > 1000);
  CHECK(found > 0);
  // The start: no earlier position at all.
  chess::search_tracker<> t{chess::fide_2023};
  t.start(chess::position{});
  CHECK_FALSE(chess::has_upcoming_repetition(t, 0, chess::position{}));
  // After 1. Nf3 Nf6 2. Ng1: Black's ...Ng8 makes the start position again.
  chess::position p;
  for (std::string_view m : {"Nf3", "Nf6", "Ng1"}) p = t.play(p, san(p, m));
  CHECK(chess::has_upcoming_repetition(t, 0, p));
}
