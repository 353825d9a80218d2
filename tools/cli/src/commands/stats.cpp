#include "../output/stats_writer.hpp"
#include "commands.hpp"

namespace repetita::cli {

int run_stats(const command_line& cl) {
  const auto inputs = inputs_of(cl);
  const auto options = pipeline_options_of(cl, true);
  stats_writer sink(cl.format);
  return run_pipeline(inputs, options, sink);
}

}  // namespace repetita::cli
