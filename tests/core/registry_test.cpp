#include <repetita/ring/game.hpp>

namespace ring = repetita::ring;

#include <catch2/catch.hpp>

using repetita::verdict_kind;

namespace {
constexpr repetita::rules::nfold threefold{.name = "threefold", .citation = "FIDE 9.2.2", .threshold = 3};
constexpr repetita::rules::nfold fourfold{.name = "sennichite", .citation = "JSA", .threshold = 4,
                                          .effect = verdict_kind::draw};
constexpr auto rules = repetita::make_registry(
    repetita::make_rule_set<ring::situation>({"three", "threefold claim", "source A"}, threefold),
    repetita::make_rule_set<ring::board_only>({"four", "fourfold draw", "source B"}, fourfold));
}  // namespace

TEST_CASE("registry: lookup by name and listing, at compile time and at run time", "[core][registry]") {
  static_assert(rules.size == 2);
  static_assert(rules.find("four") == 1);
  CHECK(rules.find("three") == 0);
  CHECK_FALSE(rules.find("five").has_value());
  const auto infos = rules.infos();
  CHECK(infos[0].name == "three");
  CHECK(infos[1].description == "fourfold draw");
  CHECK(infos[1].source == "source B");
}

TEST_CASE("registry: visit gives the rule set of a run-time index with its static type", "[core][registry]") {
  std::string_view first_rule;
  rules.visit(1, [&](const auto& rs) {
    boost::hana::for_each(rs.rules, [&](const auto& r) { first_rule = r.name; });
  });
  CHECK(first_rule == "sennichite");
  bool called = false;
  rules.visit(7, [&](const auto&) { called = true; });  // out of range: nothing
  CHECK_FALSE(called);
}

TEST_CASE("registry: two rule sets with one name are refused", "[core][registry]") {
  const auto make = [] {
    return repetita::make_registry(repetita::make_rule_set<ring::situation>({"same", "", ""}, threefold),
                                   repetita::make_rule_set<ring::situation>({"same", "", ""}, fourfold));
  };
  CHECK_THROWS_AS(make(), std::invalid_argument);
}
