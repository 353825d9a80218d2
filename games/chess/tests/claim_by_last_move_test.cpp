// tracker::claim_by_last_move (FIDE 9.2.1, 9.3.1; USCF 14C2) on real games: after every ply, the
// claim the mover could have made by writing the move just played equals what claim_by_move said at
// the ply before, under every chess rule set, and names its rule by index. The arbiter's rule
// questions, which find their rules by what they are and match verdicts by index, give what the
// rule names say (FIDE 5.1.1, 5.2.1, 9.2.2, 9.3.2, 9.6.1, 9.6.2).
#include "test_support.hpp"

#include <repetita/chess/arbiter.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/tracker.hpp>

#include <array>
#include <filesystem>
#include <fstream>
#include <string_view>

using namespace repetita::chess;
using repetita::verdict;
using repetita::verdict_kind;

namespace {

using registry_type = std::remove_cvref_t<decltype(rule_sets)>;
constexpr std::size_t set_count = registry_type::size;

// Calls f(game) for every game of the test's PGN files.
template <class F>
void for_each_game(F&& f) {
  for (const char* name : {"stockfish15-selfplay-200.pgn", "lichess-2012-12-31-100.pgn"}) {
    std::ifstream in(test::data_dir() / name, std::ios::binary);
    REQUIRE(in);
    pgn_reader reader(in, name, pgn_options{});
    pgn_game g;
    pgn_error e;
    while (reader.read(g, e) != pgn_reader::status::end) f(g);
  }
}

// Does a rule called `name` give a verdict of `kind` (any kind if none) at the arbiter's ply?
bool named(const arbiter& a, std::string_view name, verdict_kind kind = verdict_kind::none) {
  bool found = false;
  a.tracker().for_each_rule_verdict(a.rule_set(), [&](const verdict& v) {
    found = found || (v.rule == name && (kind == verdict_kind::none || v.kind == kind));
  });
  return found;
}

bool claimable_named(const arbiter& a, std::string_view name) {
  if (a.is_game_over()) return false;
  const auto to_move = repetita::index_of<game>(a.current().side_to_move());
  bool found = false;
  a.tracker().for_each_rule_verdict(a.rule_set(), [&](const verdict& v) {
    found = found || (v.rule == name && v.kind == verdict_kind::claimable_draw && v.who == to_move);
  });
  return found;
}

}  // namespace

TEST_CASE("claim_by_last_move equals claim_by_move one ply earlier on every ply of real games",
          "[chess][tracker][claim]") {
  repetita::tracker<game, registry_type> t(rule_sets);
  std::size_t plies = 0;
  std::size_t claims = 0;
  for_each_game([&](const pgn_game& g) {
    position pos = g.start;
    t.start(pos);
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
      const move m = g.moves[i].value;
      if (m.is_null()) break;  // a null move cannot be written (and claim_by_move cannot play it)
      std::array<verdict, set_count> expected{};
      for (std::size_t rs = 0; rs < set_count; ++rs) expected[rs] = t.claim_by_move(rs, pos, m);
      pos = t.play(pos, m);
      ++plies;
      for (std::size_t rs = 0; rs < set_count; ++rs) {
        const verdict v = t.claim_by_last_move(rs);
        INFO("game " << g.game_number << ", ply " << t.ply() << ", rule set " << rule_sets.infos()[rs].name);
        REQUIRE(v == expected[rs]);
        if (!v) continue;
        ++claims;
        const repetita::rule_info r = rule_sets.rule_info_at(rs, v.rule_index);
        CHECK(r.name == v.rule);
        CHECK(r.move_claim_citation == v.citation);
      }
    }
  });
  CHECK(plies > 30000);
  CHECK(claims > 0);
}

TEST_CASE("the arbiter's rule questions agree with the rule names on real games", "[chess][arbiter][claim]") {
  for (const auto& info : rule_sets.infos()) {
    std::size_t said = 0;
    for_each_game([&](const pgn_game& g) {
      arbiter a(g.start, info.name);
      for (std::size_t i = 0; i < g.moves.size(); ++i) {
        if (g.moves[i].value.is_null()) break;
        a.play(g.moves[i].value);
        INFO(info.name << ", game " << g.game_number << ", ply " << a.ply());
        REQUIRE(a.is_checkmate() == named(a, "checkmate"));
        REQUIRE(a.is_stalemate() == named(a, "stalemate"));
        REQUIRE(a.is_fivefold_repetition() == named(a, "fivefold", verdict_kind::draw));
        REQUIRE(a.is_seventyfive_moves() == named(a, "seventy-five-moves", verdict_kind::draw));
        REQUIRE(a.can_claim_threefold_repetition_now() == claimable_named(a, "threefold"));
        REQUIRE(a.can_claim_fifty_moves_now() == claimable_named(a, "fifty-moves"));
        if (a.is_checkmate() || a.can_claim_threefold_repetition_now()) ++said;
      }
    });
    CHECK(said > 0);
  }
}
