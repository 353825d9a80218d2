#ifndef REPETITA_CORPUS_RULE_EVIDENCE_HPP
#define REPETITA_CORPUS_RULE_EVIDENCE_HPP

/// \file
/// What kind of evidence a rule's verdict rests on (any game): the plies of a repeated position, the
/// blocks of a repeated move series, the last progress of a move counter, or a fact of the ply
/// itself (checkmate). Each rule type declares it (include/repetita/rule_info.hpp) and a verdict
/// says which rule entry of its rule set gave it (`verdict::rule_index`). It decides what an
/// event's `occurrences` list and when a continuing claim is folded (docs/cli.md).

#include <repetita/rule_info.hpp>
#include <repetita/verdict.hpp>

#include <cstddef>
#include <utility>
#include <vector>

namespace repetita::corpus {

/// One rule entry of a rule set, as the tool needs to know it (the core's plain description).
using rule_evidence = rule_info;

/// The rule entries of one rule set, in entry order.
class rule_catalog {
 public:
  rule_catalog() = default;
  explicit rule_catalog(std::vector<rule_evidence> rules) : rules_(std::move(rules)) {}

  /// The rule entry that gave `v` (by its `rule_index`); an empty entry of kind `other` for a
  /// verdict no rule of the set gave.
  [[nodiscard]] const rule_evidence& rule_of(const verdict& v) const noexcept {
    return v.rule_index < rules_.size() ? rules_[v.rule_index] : unknown_;
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
  result.reserve(Registry::size);
  for (std::size_t rs = 0; rs < Registry::size; ++rs) result.emplace_back(registry.rule_infos(rs));
  return result;
}

}  // namespace repetita::corpus

#endif
