#ifndef REPETITA_GO_RULE_SETS_HPP
#define REPETITA_GO_RULE_SETS_HPP

/// \file
/// The Go rule sets: the repetition rules by themselves (simple ko, PSK, SSK, the NZ wording, NSSK,
/// Spight) and the named rules of play (Japanese, Korean, Chinese, AGA, NZ, Tromp-Taylor, Ing), each
/// with its suicide policy. Texts, interpretations and sources: docs/rules/go.md.

#include <repetita/go/game.hpp>
#include <repetita/go/identity.hpp>
#include <repetita/registry.hpp>
#include <repetita/rule_set.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/on_fact.hpp>
#include <repetita/verdict.hpp>
#include <repetita/trigger.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/rule_context.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace repetita::go {

/// Which self-captures a rule set allows.
enum class suicide_policy : std::uint8_t {
  forbidden,   ///< no play may remove the player's own stones (Japanese, Chinese, AGA, Korean)
  multi_only,  ///< a multi-stone self-capture is legal, a single-stone one is not (KataGo's "multi")
  allowed,     ///< every self-capture is legal (Tromp-Taylor, NZ, Ing)
};

namespace rules {
using repetita::party;
using repetita::verdict_kind;
using repetita::rules::nfold;
using repetita::rules::on_fact;
inline constexpr ply_facts::bits_type pass = ply_facts::pass;

// ---- the repetition rules --------------------------------------------------------------------
/// A play may not recreate the position before the opponent's last turn: the same situation two
/// plies back (a pass by either side lifts the ban). Japanese 1989 Art. 6; KataGo "the state at the
/// start of the opponent's previous turn".
inline constexpr nfold simple_ko{.name = "simple-ko", .citation = "Japanese Rules of Go 1989, Art. 6",
                                 .threshold = 2, .effect = verdict_kind::illegal_move, .window = 2,
                                 .except_after = pass};
/// "A turn is either a pass; or a move that doesn't repeat an earlier grid coloring" (Tromp-Taylor).
inline constexpr nfold positional_superko{.name = "psk", .citation = "Tromp-Taylor rules", .threshold = 2,
                                          .effect = verdict_kind::illegal_move, .except_after = pass};
/// "It is illegal to play in such a way as to recreate a previous board position from the game, with
/// the same player to play" (AGA Rules of Go, Rule 6). The start situation counts.
inline constexpr nfold situational_superko{.name = "ssk", .citation = "AGA Rules of Go, Rule 6", .threshold = 2,
                                           .effect = verdict_kind::illegal_move, .except_after = pass};
/// "...so that the resulting board position does not repeat the whole board position as it was
/// after any of that player's previous moves" (New Zealand Rules of Go): passes are moves, the start
/// board is not "after a move".
inline constexpr nfold nz_superko{.name = "ssk-nz", .citation = "New Zealand Rules of Go", .threshold = 2,
                                  .effect = verdict_kind::illegal_move, .count_start = false, .except_after = pass};
/// "A player may not use a board play to recreate a position, if the player used a board play to
/// create it" (Sensei's Library, NaturalSituationalSuperko), on natural_identity.
inline constexpr nfold natural_superko{.name = "nssk", .citation = "Sensei's Library, NaturalSituationalSuperko",
                                       .threshold = 2, .effect = verdict_kind::illegal_move, .except_after = pass};
/// Situational superko within a phase: a pass clears the history (KataGo KO_SPIGHT), on
/// phase_situation_identity.
inline constexpr nfold spight_superko{.name = "spight", .citation = "KataGo rules, KO_SPIGHT (B. Spight)",
                                      .threshold = 2, .effect = verdict_kind::illegal_move, .except_after = pass};
/// Japanese 1989 Art. 12: "When the same whole-board position is repeated during a game, if the
/// players agree, the game ends without result." The convention: after a play, the same board with
/// the same player to move and the same prisoner balance for the third time since the last pass
/// (the players went round the cycle twice without deviating), on long_cycle_identity.
inline constexpr nfold long_cycle{.name = "no-result", .citation = "Japanese Rules of Go 1989, Art. 12",
                                  .threshold = 3, .effect = verdict_kind::no_result, .except_after = pass};
inline constexpr nfold long_cycle_korean{.name = "no-result", .citation = "Korean rules as the Japanese 1989 Art. 12",
                                         .threshold = 3, .effect = verdict_kind::no_result, .except_after = pass};

// ---- the rules of play that are not repetition rules ------------------------------------------
/// The suicide rule: which self-captures are illegal moves. Its policy is a run-time member, so a
/// rule set can be composed with another policy than its own (set_suicide) while its repetition
/// rule stays; `allowed` never speaks.
struct suicide_rule {
  suicide_policy policy = suicide_policy::allowed;
  std::string_view name = "suicide";
  std::string_view citation = "suicide allowed";

  [[nodiscard]] static constexpr suicide_rule of(suicide_policy p) noexcept {
    suicide_rule r;
    r.set_policy(p);
    return r;
  }
  constexpr void set_policy(suicide_policy p) noexcept {
    policy = p;
    citation = p == suicide_policy::forbidden    ? "suicide forbidden (e.g. Japanese 1989 Art. 4)"
               : p == suicide_policy::multi_only ? "single-stone suicide forbidden (KataGo multiStoneSuicideLegal)"
                                                 : "suicide allowed";
  }
  /// The fact that makes the move illegal: any self-capture, a single-stone one, or none.
  [[nodiscard]] constexpr ply_facts::bits_type illegal_facts() const noexcept {
    return policy == suicide_policy::forbidden    ? facts::suicide
           : policy == suicide_policy::multi_only ? facts::single_suicide
                                                  : 0;
  }

  /// Its verdicts rest on a fact of the ply itself.
  static constexpr evidence_kind evidence = evidence_kind::fact;
  [[nodiscard]] constexpr trigger when() const noexcept { return trigger{no_ply, no_ply, illegal_facts()}; }
  [[nodiscard]] verdict evaluate(const rule_context& ctx) const noexcept {
    const ply_facts::bits_type f = illegal_facts();
    if (f == 0 || !ctx.hist.facts(ctx.ply).has(f)) return {};
    return verdict{.kind = verdict_kind::illegal_move,
                   .who = ctx.player_for(verdict_kind::illegal_move, party::by_effect),
                   .ply = ctx.ply, .since = ctx.ply, .count = 1, .rule = name, .citation = citation};
  }
};
/// Any self-capture is illegal (the suicide policy `forbidden`).
inline constexpr suicide_rule no_suicide = suicide_rule::of(suicide_policy::forbidden);
/// A single-stone self-capture is illegal (`multi_only`).
inline constexpr suicide_rule no_single_suicide = suicide_rule::of(suicide_policy::multi_only);
/// Every self-capture is legal (`allowed`): the rule never speaks, but a composition can change it.
inline constexpr suicide_rule suicide_allowed = suicide_rule::of(suicide_policy::allowed);
/// A play on a point that is not empty (every rule set).
inline constexpr on_fact occupied{.name = "occupied", .citation = "a play is on an empty point",
                                  .facts = facts::occupied, .effect = verdict_kind::illegal_move};
}  // namespace rules

/// Every Go rule set. The first is the most common standard, `japanese` (KGS and OGS default, most
/// professional records); then the other named rules of play, then the bare repetition rules (which
/// allow every suicide: they restrict only repetition and occupied points).
inline constexpr auto rule_sets = repetita::make_registry(
    make_rule_set<long_cycle_identity>(
        {"japanese", "simple ko; a long cycle (triple ko, eternal life, round-robin ko) gives no result; no suicide",
         "Japanese Rules of Go 1989, Art. 4, 6, 12"},
        rules::occupied, rules::no_suicide, rules::simple_ko, rules::long_cycle),
    make_rule_set<long_cycle_identity>(
        {"korean", "as japanese: simple ko, no result on a long cycle, no suicide",
         "Korean Baduk Association rules, as KataGo and OGS read them (like Japanese 1989)"},
        rules::occupied, rules::no_suicide, rules::simple_ko, rules::long_cycle_korean),
    make_rule_set<position_identity>({"chinese", "positional superko, no suicide",
                                      "Chinese Rules of Weiqi 1988 ch. 1 s. 6 and 2002 Art. 6 (read as PSK)"},
                                     rules::occupied, rules::no_suicide, rules::positional_superko),
    make_rule_set<situation_identity>({"aga", "situational superko, no suicide", "AGA Rules of Go, Rule 6"},
                                      rules::occupied, rules::no_suicide, rules::situational_superko),
    make_rule_set<situation_identity>(
        {"nz", "the NZ superko wording (SSK without the start board, passes count); suicide allowed",
         "New Zealand Rules of Go"},
        rules::occupied, rules::suicide_allowed, rules::nz_superko),
    make_rule_set<position_identity>({"tromp-taylor", "positional superko; suicide allowed",
                                      "Tromp-Taylor rules (J. Tromp)"},
                                     rules::occupied, rules::suicide_allowed, rules::positional_superko),
    make_rule_set<position_identity>(
        {"ing", "approximation: positional superko, suicide allowed (as KataGo and OGS); the SST fighting/disturbing "
                "ko rules are not modelled",
         "Ing's SST Rules of Go (1991/1996), approximated"},
        rules::occupied, rules::suicide_allowed, rules::positional_superko),
    make_rule_set<situation_identity>({"simple-ko", "a play may not recreate the position before the opponent's last turn",
                                       "Japanese Rules of Go 1989, Art. 6; KataGo KO_SIMPLE"},
                                      rules::occupied, rules::suicide_allowed, rules::simple_ko),
    make_rule_set<position_identity>({"psk", "positional superko", "Tromp-Taylor rules"}, rules::occupied,
                                     rules::suicide_allowed, rules::positional_superko),
    make_rule_set<situation_identity>({"ssk", "situational superko (the start situation counts)",
                                       "AGA Rules of Go, Rule 6"},
                                      rules::occupied, rules::suicide_allowed, rules::situational_superko),
    make_rule_set<situation_identity>({"ssk-nz", "the NZ superko wording", "New Zealand Rules of Go"},
                                      rules::occupied, rules::suicide_allowed, rules::nz_superko),
    make_rule_set<natural_identity>({"nssk", "natural situational superko",
                                     "Sensei's Library, NaturalSituationalSuperko"},
                                    rules::occupied, rules::suicide_allowed, rules::natural_superko),
    make_rule_set<phase_situation_identity>({"spight", "situational superko; a pass lifts every ban",
                                             "KataGo rules, KO_SPIGHT"},
                                            rules::occupied, rules::suicide_allowed, rules::spight_superko));

using registry_type = std::remove_cvref_t<decltype(rule_sets)>;

/// The suicide policy of a rule set, from its rules: `forbidden` if a rule reads facts::suicide
/// (rules::no_suicide), `multi_only` if one reads only facts::single_suicide (rules::no_single_suicide),
/// else `allowed`.
template <class RuleSet>
[[nodiscard]] constexpr suicide_policy suicide_policy_of(const RuleSet& set) noexcept {
  const ply_facts::bits_type read = set.when().facts;
  if ((read & facts::suicide) != 0) return suicide_policy::forbidden;
  if ((read & facts::single_suicide) != 0) return suicide_policy::multi_only;
  return suicide_policy::allowed;
}

/// The suicide policy of the rule set at index `rs` of `rule_sets`.
[[nodiscard]] constexpr suicide_policy suicide_policy_of(std::size_t rs) noexcept {
  suicide_policy p = suicide_policy::allowed;
  rule_sets.visit(rs, [&](const auto& set) { p = suicide_policy_of(set); });
  return p;
}

/// suicide_policy_of each rule set of `rule_sets`, in registry order (computed from the rules).
inline constexpr std::array<suicide_policy, registry_type::size> suicide_policies = [] {
  std::array<suicide_policy, registry_type::size> out{};
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = suicide_policy_of(i);
  return out;
}();

/// How a composed rule set names its suicide policy: "forbidden", "multi-stone", "allowed"
/// (the values of the CLI's --suicide).
[[nodiscard]] std::string_view suicide_name(suicide_policy p) noexcept;
/// The policy a --suicide value names, or nullopt.
[[nodiscard]] std::optional<suicide_policy> suicide_policy_named(std::string_view name) noexcept;

/// Composes rule set `rs` of `r` (a copy of `rule_sets`, before a tracker takes it) with suicide
/// policy `p`: its suicide rule follows `p`, its repetition rules stay, and it is named
/// "<name>+suicide=<policy>" ("psk+suicide=forbidden"). Throws std::out_of_range for no such `rs`.
void set_suicide(registry_type& r, std::size_t rs, suicide_policy p);

/// A KataGo rules string ("koPOSITIONALscoreAREAtaxNONEsui1", also partial: "koSITUATIONALsui0"):
/// its ko rule as the bare repetition rule set (SIMPLE: simple-ko, POSITIONAL: psk, SITUATIONAL:
/// ssk, SPIGHT: spight) and, if it says, its suicide policy (sui0: forbidden; sui1: multi-stone, as
/// KataGo's multiStoneSuicideLegal never makes a single-stone suicide legal). Scoring and tax do
/// not bear on repetition and are ignored. Nullopt if it is no such string.
struct katago_rules {
  std::size_t rule_set = 0;
  std::optional<suicide_policy> suicide;
};
[[nodiscard]] std::optional<katago_rules> parse_katago_rules(std::string_view text) noexcept;

/// A rule set name as tools take it (`--rules`): a name of `rule_sets` ("psk"), a composed name
/// ("psk+suicide=forbidden", as set_suicide names it) or a KataGo rules string
/// ("koSITUATIONALsui0", parse_katago_rules): its base rule set and the suicide policy it asks for
/// (nullopt: the base's own). Nullopt if it is none of them.
[[nodiscard]] std::optional<katago_rules> parse_rule_set_name(std::string_view name) noexcept;

/// The registry of one run of a tool, for rule set names (`names`, as parse_rule_set_name reads
/// them; "all" asks every rule set with its own policy; other names, e.g. other games', are skipped)
/// and a suicide policy for every rule set (`suicide`, the CLI's --suicide; nullopt: none).
/// With `suicide`, every rule set is composed with it (set_suicide), whatever policy a name asks.
/// Without, a name that asks a base rule set with another policy than its own composes that base;
/// a name that asks the base's own policy ("koPOSITIONAL", "psk+suicide=allowed") is the base
/// itself, under its plain name. Nullopt when nothing is composed (`rule_sets` serves). Throws
/// std::invalid_argument, naming both, if two names ask one base rule set with two policies (a
/// registry holds each rule set once: "psk,koPOSITIONALsui0", or "all,koPOSITIONALsui0").
[[nodiscard]] std::optional<registry_type> compose_rule_sets(std::span<const std::string> names,
                                                             std::optional<suicide_policy> suicide);

/// The index of a rule set by name, or nullopt.
[[nodiscard]] inline std::optional<std::size_t> find_rule_set(std::string_view name) noexcept {
  return rule_sets.find(name);
}

/// The rule set an SGF RU value names (AGA, GOE, Japanese, NZ, Chinese; Korean, Tromp-Taylor, Ing
/// and the spellings found in real files, KataGo's "ko...sui..." strings), or nullopt if unknown.
/// Case and surrounding spaces do not matter.
[[nodiscard]] std::optional<std::string_view> rule_set_for_ru(std::string_view ru);

}  // namespace repetita::go

#endif
