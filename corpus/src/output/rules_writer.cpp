#include <repetita/corpus/output/rules_writer.hpp>

#include <repetita/corpus/output/csv.hpp>
#include <repetita/corpus/output/json.hpp>

#include <algorithm>

namespace repetita::corpus {

std::string rules_output(std::span<const game_driver* const> drivers, output_format format) {
  std::string out;
  if (format == output_format::csv) out += "game,ruleset,standard,description,source\n";
  bool first = true;
  for (const game_driver* d : drivers) {
    const auto sets = d->rule_sets();
    if (format == output_format::table) {
      if (!first) out += '\n';
      out += std::string(d->game()) + " (" + std::string(d->format()) + " records; the first rule set is the standard one)\n";
      std::size_t width = 0;
      for (const rule_set_entry& e : sets) width = std::max(width, e.name.size());
      for (const rule_set_entry& e : sets) {
        out += "  " + std::string(e.name);
        out.append(width + 2 - e.name.size(), ' ');
        out += std::string(e.description) + '\n';
        out.append(width + 4, ' ');
        out += "source: " + std::string(e.source) + '\n';
      }
    }
    for (std::size_t i = 0; i < sets.size(); ++i) {
      const rule_set_entry& e = sets[i];
      if (format == output_format::json) {
        out += '{';
        json::key(out, "game_type", true);
        json::string(out, d->game());
        json::key(out, "ruleset");
        json::string(out, e.name);
        json::key(out, "standard");
        out += i == 0 ? "true" : "false";
        json::key(out, "description");
        json::string(out, e.description);
        json::key(out, "source");
        json::string(out, e.source);
        out += "}\n";
      } else if (format == output_format::csv) {
        csv::field(out, d->game());
        out += ',';
        csv::field(out, e.name);
        out += ',';
        out += i == 0 ? "true" : "false";
        out += ',';
        csv::field(out, e.description);
        out += ',';
        csv::field(out, e.source);
        out += '\n';
      }
    }
    first = false;
  }
  return out;
}

}  // namespace repetita::corpus
