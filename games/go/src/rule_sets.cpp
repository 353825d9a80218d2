#include <repetita/go/rule_sets.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace repetita::go {

namespace {
std::string normalise(std::string_view s) {
  std::string out;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isspace(u) != 0) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    out += static_cast<char>(std::tolower(u));
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}
bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }
bool contains(std::string_view s, std::string_view part) { return s.find(part) != std::string_view::npos; }
}  // namespace

std::optional<std::string_view> rule_set_for_ru(std::string_view ru) {
  const std::string s = normalise(ru);
  if (s.empty()) return std::nullopt;
  // KataGo's own strings: koSIMPLEscoreAREAtaxSEKIsui0 and the like.
  if (starts_with(s, "ko") && contains(s, "score")) {
    const bool suicide = contains(s, "sui1");
    if (starts_with(s, "kosimple")) return suicide ? std::string_view{"simple-ko"} : std::string_view{"japanese"};
    if (starts_with(s, "kopositional")) return suicide ? std::string_view{"tromp-taylor"} : std::string_view{"chinese"};
    if (starts_with(s, "kosituational")) return suicide ? std::string_view{"ssk"} : std::string_view{"aga"};
    if (starts_with(s, "kospight")) return std::string_view{"spight"};
    return std::nullopt;
  }
  struct alias {
    std::string_view prefix;
    std::string_view rule_set;
  };
  // Longest and most specific first: "chinese, pair go" (GoGoD) is Chinese; "new zealand" is NZ.
  static constexpr alias aliases[] = {
      {"japanese", "japanese"}, {"japan", "japanese"},         {"jp", "japanese"},
      {"nihon", "japanese"},    {"korean", "korean"},          {"korea", "korean"},
      {"kr", "korean"},         {"chinese", "chinese"},        {"china", "chinese"},
      {"cn", "chinese"},        {"aga", "aga"},                {"american", "aga"},
      {"nz", "nz"},             {"new zealand", "nz"},         {"goe", "ing"},
      {"ing", "ing"},           {"tromp-taylor", "tromp-taylor"}, {"tromp/taylor", "tromp-taylor"},
      {"tromp taylor", "tromp-taylor"}, {"tromptaylor", "tromp-taylor"}, {"tt", "tromp-taylor"},
  };
  for (const alias& a : aliases) {
    if (!starts_with(s, a.prefix)) continue;
    // the prefix must end a word: "jp" is Japanese, "jpn" too, but "ingo" is nothing
    const std::string_view rest = std::string_view{s}.substr(a.prefix.size());
    if (rest.empty() || !std::isalpha(static_cast<unsigned char>(rest.front())) || a.prefix == "jp" ||
        a.prefix == "japan" || a.prefix == "korea" || a.prefix == "china")
      return a.rule_set;
  }
  // Bare repetition rule names (as this library writes them).
  if (rule_sets.find(s)) return rule_sets.infos()[*rule_sets.find(s)].name;
  return std::nullopt;
}

std::string_view suicide_name(suicide_policy p) noexcept {
  switch (p) {
    case suicide_policy::forbidden: return "forbidden";
    case suicide_policy::multi_only: return "multi-stone";
    case suicide_policy::allowed: return "allowed";
  }
  return "allowed";
}

std::optional<suicide_policy> suicide_policy_named(std::string_view name) noexcept {
  for (const suicide_policy p : {suicide_policy::forbidden, suicide_policy::multi_only, suicide_policy::allowed})
    if (name == suicide_name(p)) return p;
  return std::nullopt;
}

namespace {
// Composed names live as long as the program: rule_set_info holds views (a node set keeps them put).
std::string_view interned(std::string name) {
  static std::mutex guard;
  static std::set<std::string, std::less<>> names;
  const std::lock_guard<std::mutex> lock(guard);
  return *names.insert(std::move(name)).first;
}
}  // namespace

void set_suicide(registry_type& r, std::size_t rs, suicide_policy p) {
  if (rs >= registry_type::size) throw std::out_of_range("repetita::go::set_suicide: no such rule set");
  r.visit(rs, [&](auto& set) {
    set.visit_rules([&](auto& rule) {
      if constexpr (std::is_same_v<std::remove_cvref_t<decltype(rule)>, rules::suicide_rule>) rule.set_policy(p);
    });
    std::string_view base = set.info.name;
    base = base.substr(0, base.find("+suicide="));  // composing again replaces the policy
    set.info.name = interned(std::string(base) + "+suicide=" + std::string(suicide_name(p)));
  });
}

std::optional<katago_rules> parse_katago_rules(std::string_view text) noexcept {
  if (!starts_with(text, "ko")) return std::nullopt;
  static constexpr std::pair<std::string_view, std::string_view> ko_rules[] = {
      {"koSIMPLE", "simple-ko"}, {"koPOSITIONAL", "psk"}, {"koSITUATIONAL", "ssk"}, {"koSPIGHT", "spight"}};
  katago_rules out;
  std::string_view rest;
  bool found = false;
  for (const auto& [prefix, name] : ko_rules) {
    if (!starts_with(text, prefix)) continue;
    out.rule_set = *rule_sets.find(name);
    rest = text.substr(prefix.size());
    found = true;
    break;
  }
  if (!found) return std::nullopt;
  // The other fields, in KataGo's order, each a lower-case key and an upper-case or digit value.
  while (!rest.empty()) {
    std::size_t key = 0;
    while (key < rest.size() && rest[key] >= 'a' && rest[key] <= 'z') ++key;
    std::size_t value = key;
    while (value < rest.size() && ((rest[value] >= 'A' && rest[value] <= 'Z') || (rest[value] >= '0' && rest[value] <= '9') ||
                                   rest[value] == '-'))
      ++value;
    if (key == 0 || value == key) return std::nullopt;
    const std::string_view k = rest.substr(0, key);
    const std::string_view v = rest.substr(key, value - key);
    if (k == "sui") {
      if (v == "0") out.suicide = suicide_policy::forbidden;
      else if (v == "1") out.suicide = suicide_policy::multi_only;
      else return std::nullopt;
    }
    rest.remove_prefix(value);
  }
  return out;
}

std::optional<katago_rules> parse_rule_set_name(std::string_view name) noexcept {
  if (const auto i = rule_sets.find(name)) return katago_rules{.rule_set = *i, .suicide = std::nullopt};
  if (const auto plus = name.find("+suicide="); plus != std::string_view::npos) {
    const auto base = rule_sets.find(name.substr(0, plus));
    const auto policy = suicide_policy_named(name.substr(plus + std::string_view{"+suicide="}.size()));
    if (!base || !policy) return std::nullopt;
    return katago_rules{.rule_set = *base, .suicide = policy};
  }
  return parse_katago_rules(name);
}

std::optional<registry_type> compose_rule_sets(std::span<const std::string> names,
                                              std::optional<suicide_policy> suicide) {
  if (suicide) {
    registry_type out = rule_sets;
    for (std::size_t rs = 0; rs < registry_type::size; ++rs) set_suicide(out, rs, *suicide);
    return out;
  }
  // The policy each base rule set is asked with, and the first name that asked it.
  std::array<std::optional<suicide_policy>, registry_type::size> asked{};
  std::array<std::string_view, registry_type::size> asked_by{};
  bool composed = false;
  const auto ask = [&](std::size_t rs, suicide_policy p, std::string_view by) {
    if (asked[rs] && *asked[rs] != p)
      throw std::invalid_argument("rule sets '" + std::string(asked_by[rs]) + "' and '" + std::string(by) +
                                  "' ask for " + std::string(rule_sets.infos()[rs].name) +
                                  " with two suicide policies (" + std::string(suicide_name(*asked[rs])) + ", " +
                                  std::string(suicide_name(p)) +
                                  "): a run holds each rule set once; run them separately");
    if (!asked[rs]) {
      asked[rs] = p;
      asked_by[rs] = by;
    }
    if (p != suicide_policies[rs]) composed = true;
  };
  for (const std::string& name : names) {
    if (name == "all") {
      for (std::size_t rs = 0; rs < registry_type::size; ++rs) ask(rs, suicide_policies[rs], name);
      continue;
    }
    const auto request = parse_rule_set_name(name);
    if (!request) continue;
    ask(request->rule_set, request->suicide.value_or(suicide_policies[request->rule_set]), name);
  }
  if (!composed) return std::nullopt;
  registry_type out = rule_sets;
  for (std::size_t rs = 0; rs < registry_type::size; ++rs)
    if (asked[rs] && *asked[rs] != suicide_policies[rs]) set_suicide(out, rs, *asked[rs]);
  return out;
}

}  // namespace repetita::go
