#include <repetita/corpus/output/stats_writer.hpp>
#include "commands.hpp"

namespace repetita::cli {

using namespace corpus;

int run_stats(const command_line& cl) {
  const auto inputs = inputs_of(cl);
  auto options = pipeline_options_of(cl, true);
  options.summary_events = true;  // it reads the first claims, illegal moves and ends only
  stats_writer sink(cl.format);
  return run_inputs(cl, inputs, options, sink);
}

}  // namespace repetita::cli
