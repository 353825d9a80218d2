#include <repetita/go/rule_sets.hpp>

#include <algorithm>
#include <cctype>
#include <string>

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

}  // namespace repetita::go
