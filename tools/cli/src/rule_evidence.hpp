#ifndef REPETITA_CLI_RULE_EVIDENCE_HPP
#define REPETITA_CLI_RULE_EVIDENCE_HPP

/// \file
/// What kind of evidence a rule's verdict rests on, found from the rule's type (any game): the
/// plies of a repeated position, the blocks of a repeated move series, the last progress of a move
/// counter, or a fact of the ply itself (checkmate). It decides what an event's `occurrences` list
/// and when a continuing claim is folded (docs/cli.md).

#include "report.hpp"

#include <repetita/rules/cycle_override.hpp>
#include <repetita/rules/move_series.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/on_fact.hpp>
#include <repetita/rules/progress_counter.hpp>
#include <repetita/verdict.hpp>

#include <boost/hana/for_each.hpp>

#include <cstdint>
#include <string_view>
#include <vector>

namespace repetita::cli {

/// One rule of a rule set, as the tool needs to know it.
struct rule_evidence {
  std::string_view name;
  std::string_view citation;
  std::string_view move_claim_citation;  ///< the citation claim_by_move gives (FIDE 9.2.1), if any
  evidence_kind kind = evidence_kind::other;
  ply_t consecutive_period = 0;          ///< an n-fold rule that counts every period-th ply only
};

namespace detail {
inline void describe_rule(const rules::nfold& r, std::vector<rule_evidence>& out) {
  out.push_back({r.name, r.citation, r.move_claim_citation, evidence_kind::positions, r.consecutive_period});
}
inline void describe_rule(const rules::move_series& r, std::vector<rule_evidence>& out) {
  out.push_back({r.name, r.citation, {}, evidence_kind::move_series, 0});
}
inline void describe_rule(const rules::progress_counter& r, std::vector<rule_evidence>& out) {
  out.push_back({r.name, r.citation, r.move_claim_citation, evidence_kind::progress, 0});
}
inline void describe_rule(const rules::on_fact& r, std::vector<rule_evidence>& out) {
  out.push_back({r.name, r.citation, {}, evidence_kind::fact, 0});
}
template <class Inner>
void describe_rule(const rules::cycle_override<Inner>& r, std::vector<rule_evidence>& out) {
  describe_rule(r.inner, out);  // when the cycle predicate does not hold, the inner verdict stands
  out.push_back({r.name, r.citation, {}, evidence_kind::positions, 0});
}
template <class Rule>
void describe_rule(const Rule& r, std::vector<rule_evidence>& out) {
  out.push_back({r.name, r.citation, {}, evidence_kind::other, 0});
}
}  // namespace detail

/// The rules of one rule set, in rule order.
class rule_catalog {
 public:
  rule_catalog() = default;
  template <class RuleSet>
  explicit rule_catalog(const RuleSet& set) {
    boost::hana::for_each(set.rules, [this](const auto& r) { detail::describe_rule(r, rules_); });
  }

  /// The rule that gave `v` (matched by name, then citation; claim_by_move replaces the citation).
  [[nodiscard]] const rule_evidence& rule_of(const verdict& v) const noexcept {
    const rule_evidence* by_name = nullptr;
    for (const rule_evidence& r : rules_) {
      if (r.name != v.rule) continue;
      if (r.citation == v.citation || (!r.move_claim_citation.empty() && r.move_claim_citation == v.citation))
        return r;
      if (by_name == nullptr) by_name = &r;
    }
    return by_name != nullptr ? *by_name : unknown_;
  }
  [[nodiscard]] const std::vector<rule_evidence>& rules() const noexcept { return rules_; }

 private:
  std::vector<rule_evidence> rules_;
  static inline const rule_evidence unknown_{};
};

/// A catalog per rule set of a registry, in registry order.
template <class Registry>
std::vector<rule_catalog> catalogs_of(const Registry& registry) {
  std::vector<rule_catalog> result;
  boost::hana::for_each(registry.rule_sets, [&](const auto& set) { result.emplace_back(set); });
  return result;
}

}  // namespace repetita::cli

#endif
