#include <repetita/verdict_algebra.hpp>

#include <catch2/catch.hpp>

#include <array>

using repetita::combine;
using repetita::verdict;
using repetita::verdict_kind;

namespace {
verdict make(verdict_kind kind, std::string_view rule) {
  verdict v;
  v.kind = kind;
  v.rule = rule;
  return v;
}
}  // namespace

TEST_CASE("verdict algebra: none is the identity", "[core][verdict]") {
  const verdict none;
  const verdict claim = make(verdict_kind::claimable_draw, "threefold");
  CHECK(combine(none, claim) == claim);
  CHECK(combine(claim, none) == claim);
  CHECK_FALSE(static_cast<bool>(none));
}

TEST_CASE("verdict algebra: illegal beats all, game ends beat claims", "[core][verdict]") {
  const verdict claim = make(verdict_kind::claimable_draw, "threefold");
  const verdict draw = make(verdict_kind::draw, "fivefold");
  const verdict loss = make(verdict_kind::loss, "perpetual-check");
  const verdict none_result = make(verdict_kind::no_result, "long-cycle");
  const verdict illegal = make(verdict_kind::illegal_move, "psk");
  CHECK(combine(claim, draw) == draw);
  CHECK(combine(draw, claim) == draw);
  CHECK(combine(draw, illegal) == illegal);
  CHECK(combine(illegal, loss) == illegal);
  CHECK(combine(claim, none_result) == none_result);
  CHECK(repetita::ends_game(verdict_kind::draw));
  CHECK(repetita::ends_game(verdict_kind::loss));
  CHECK(repetita::ends_game(verdict_kind::no_result));
  CHECK_FALSE(repetita::ends_game(verdict_kind::claimable_draw));
  CHECK_FALSE(repetita::ends_game(verdict_kind::illegal_move));
}

TEST_CASE("verdict algebra: equal severity keeps the earlier rule (precedence)", "[core][verdict]") {
  const verdict mate = make(verdict_kind::loss, "checkmate");
  const verdict seventy_five = make(verdict_kind::draw, "seventy-five-moves");
  CHECK(combine(mate, seventy_five) == mate);
  CHECK(combine(seventy_five, mate) == seventy_five);
}

TEST_CASE("verdict algebra: combine is associative", "[core][verdict]") {
  const std::array all{verdict{}, make(verdict_kind::claimable_draw, "a"), make(verdict_kind::draw, "b"),
                       make(verdict_kind::loss, "c"), make(verdict_kind::no_result, "d"),
                       make(verdict_kind::illegal_move, "e"), make(verdict_kind::draw, "f")};
  for (const verdict& a : all)
    for (const verdict& b : all)
      for (const verdict& c : all) CHECK(combine(combine(a, b), c) == combine(a, combine(b, c)));
}

TEST_CASE("verdict kinds have the CLI's names", "[core][verdict]") {
  CHECK(to_string(verdict_kind::claimable_draw) == "claimable_draw");
  CHECK(to_string(verdict_kind::illegal_move) == "illegal_move");
  CHECK(to_string(verdict_kind::no_result) == "no_result");
  CHECK(to_string(verdict_kind::draw) == "draw");
  CHECK(to_string(verdict_kind::loss) == "loss");
  CHECK(to_string(verdict_kind::none) == "none");
}
