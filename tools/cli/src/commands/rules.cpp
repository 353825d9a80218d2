#include <repetita/corpus/drivers.hpp>
#include <repetita/corpus/output/rules_writer.hpp>
#include "commands.hpp"

#include <cstdio>

namespace repetita::cli {

using namespace corpus;

int run_rules(const command_line& cl) {
  if (cl.arguments.size() > 1) throw usage_error("'repetita rules' takes at most one GAME");
  std::vector<const game_driver*> drivers(all_drivers().begin(), all_drivers().end());
  if (!cl.arguments.empty()) {
    const game_driver* d = find_driver(cl.arguments[0]);
    if (d == nullptr) {
      std::string known;
      for (const game_driver* g : all_drivers()) known += (known.empty() ? "" : ", ") + std::string(g->game());
      throw usage_error("unknown game '" + cl.arguments[0] + "'; known games: " + known);
    }
    drivers = {d};
  }
  const std::string out = rules_output(drivers, cl.format);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace repetita::cli
