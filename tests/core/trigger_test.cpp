// Triggers: the cheap necessary condition that lets a tracker skip quiet plies. The union of two
// triggers must speak whenever either does (a tracker asks a rule set when its union fires).
#include <repetita/rules/move_series.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/on_fact.hpp>
#include <repetita/rules/progress_counter.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict_algebra.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <cstdint>
#include <random>

using repetita::trigger;
using repetita::trigger_input;

namespace {
constexpr repetita::rules::nfold threefold{.name = "threefold", .citation = "", .threshold = 3};
constexpr repetita::rules::progress_counter fifty{.name = "fifty", .citation = "", .threshold = 100};
constexpr repetita::rules::on_fact mate{.name = "mate", .citation = "", .facts = repetita::ply_facts::first_game_fact};
constexpr repetita::rules::move_series london{.name = "series", .citation = "", .repeats = 3};
constexpr repetita::rules::move_series six_times{.name = "series", .citation = "", .repeats = 6, .min_block = 4};

// An input around the rules' bounds above: counts to 7, clocks to 159, the fact or not, move
// counts to 7 and repeat runs to 23.
trigger_input random_input(std::mt19937& rng) {
  const auto below = [&rng](std::uint32_t n) { return static_cast<std::uint32_t>(rng() % n); };
  return trigger_input{below(8), below(160), repetita::ply_facts(below(2) != 0 ? repetita::ply_facts::first_game_fact : 0),
                       below(8), below(24)};
}
}  // namespace

TEST_CASE("trigger: each rule's trigger reads its own input", "[core][trigger]") {
  CHECK(threefold.when().may_speak(trigger_input{.count = 3}));
  CHECK_FALSE(threefold.when().may_speak(trigger_input{.count = 2, .clock = 500}));
  CHECK(fifty.when().may_speak(trigger_input{.clock = 100}));
  CHECK_FALSE(fifty.when().may_speak(trigger_input{.count = 9, .clock = 99}));
  CHECK(mate.when().may_speak(trigger_input{.facts = repetita::ply_facts(repetita::ply_facts::first_game_fact)}));
  CHECK_FALSE(mate.when().may_speak(trigger_input{.facts = repetita::ply_facts(repetita::ply_facts::check)}));
  // A series of r blocks of at least min_block plies: the move played r times, and the last
  // (r - 1) * min_block moves each played before.
  CHECK(london.when().may_speak(trigger_input{.move_count = 3, .repeat_run = 4}));
  CHECK_FALSE(london.when().may_speak(trigger_input{.move_count = 3, .repeat_run = 3}));
  CHECK_FALSE(london.when().may_speak(trigger_input{.move_count = 2, .repeat_run = 40}));
  CHECK(six_times.when().may_speak(trigger_input{.move_count = 6, .repeat_run = 20}));
  CHECK_FALSE(six_times.when().may_speak(trigger_input{.move_count = 6, .repeat_run = 19}));
  CHECK_FALSE(repetita::rules::move_series{.name = "", .citation = "", .repeats = 1}.when().may_speak(
      trigger_input{.count = 100, .clock = 100, .move_count = 100, .repeat_run = 100}));
}

TEST_CASE("trigger: a union speaks whenever a part does", "[core][trigger][property]") {
  const std::array<trigger, 6> parts{threefold.when(), fifty.when(), mate.when(), london.when(), six_times.when(),
                                     trigger::never()};
  std::mt19937 rng(20261122);
  for (int i = 0; i < 20000; ++i) {
    const trigger_input in = random_input(rng);
    for (const trigger& a : parts) {
      for (const trigger& b : parts) {
        CAPTURE(i, in.count, in.clock, in.move_count, in.repeat_run);
        if (a.may_speak(in) || b.may_speak(in)) CHECK((a | b).may_speak(in));
        // Without two move conditions to merge, the union is exact.
        if (a.min_move_count == repetita::no_ply || b.min_move_count == repetita::no_ply)
          CHECK((a | b).may_speak(in) == (a.may_speak(in) || b.may_speak(in)));
      }
    }
  }
  CHECK(trigger::always().may_speak(trigger_input{}));
  CHECK_FALSE(trigger::never().may_speak(trigger_input{.count = 1000, .clock = 1000, .move_count = 1000, .repeat_run = 1000}));
}

TEST_CASE("trigger: the folding test agrees with may_speak, and a bound of no_ply is never reached", "[core][trigger][property]") {
  // rule_set::evaluate asks each rule through may_speak_folding: it must ask exactly the rules
  // may_speak would, on every input a tracker gives (no count, clock or move count is no_ply).
  const std::array<trigger, 8> triggers{threefold.when(), fifty.when(), mate.when(), london.when(), six_times.when(),
                                        threefold.when() | fifty.when(), trigger::always(), trigger::never()};
  std::mt19937 rng(20261125);
  for (int i = 0; i < 20000; ++i) {
    const trigger_input in = random_input(rng);
    for (const trigger& t : triggers) {
      CAPTURE(i, in.count, in.clock, in.move_count, in.repeat_run);
      CHECK(t.may_speak_folding(in) == t.may_speak(in));
    }
  }
  // The largest values below no_ply: the bounds of no_ply stay unreached.
  const trigger_input largest{.count = repetita::no_ply - 1, .clock = repetita::no_ply - 1, .move_count = repetita::no_ply - 1,
                              .repeat_run = repetita::no_ply - 1};
  CHECK_FALSE(trigger::never().may_speak_folding(largest));
  CHECK_FALSE(mate.when().may_speak_folding(largest));        // its count, clock and move bounds are no_ply
  CHECK(threefold.when().may_speak_folding(largest));         // its count bound is 3
  CHECK(trigger::always().may_speak_folding(trigger_input{}));
}

TEST_CASE("trigger: the uncounted test is may_speak with the count condition left out", "[core][trigger][property]") {
  // The tracker's quiet check asks the or-ed trigger without its count and compares each identity's
  // count apart: the two together must say what may_speak says.
  const std::array<trigger, 7> triggers{threefold.when(), fifty.when(), mate.when(), london.when(),
                                        threefold.when() | fifty.when() | london.when(), trigger::always(),
                                        trigger::never()};
  std::mt19937 rng(20261124);
  for (int i = 0; i < 20000; ++i) {
    const trigger_input in = random_input(rng);
    for (const trigger& t : triggers) {
      CAPTURE(i, in.count, in.clock, in.move_count, in.repeat_run);
      CHECK(t.may_speak(in) == (in.count >= t.min_count || t.may_speak_uncounted(in)));
    }
  }
  CHECK_FALSE(threefold.when().may_speak_uncounted(trigger_input{.count = 3}));  // its count alone speaks
  CHECK(fifty.when().may_speak_uncounted(trigger_input{.clock = 100}));
  CHECK(london.when().may_speak_uncounted(trigger_input{.move_count = 3, .repeat_run = 4}));
  CHECK_FALSE(trigger::never().may_speak_uncounted(trigger_input{.count = 1000, .clock = 1000, .move_count = 1000,
                                                                  .repeat_run = 1000}));
}

TEST_CASE("strongest: each rule gives its effect or nothing", "[core][trigger][verdict]") {
  using repetita::strongest_of;
  using repetita::verdict_kind;
  CHECK(strongest_of(threefold) == verdict_kind::claimable_draw);
  CHECK(strongest_of(repetita::rules::nfold{.name = "", .citation = "", .effect = verdict_kind::illegal_move}) ==
        verdict_kind::illegal_move);
  CHECK(strongest_of(fifty) == verdict_kind::claimable_draw);
  CHECK(strongest_of(mate) == verdict_kind::draw);
  CHECK(strongest_of(london) == verdict_kind::claimable_draw);
}
