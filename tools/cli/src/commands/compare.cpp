#include <repetita/corpus/output/compare_writer.hpp>
#include "commands.hpp"

namespace repetita::cli {

using namespace corpus;

int run_compare(const command_line& cl) {
  const auto inputs = inputs_of(cl);
  auto options = pipeline_options_of(cl, true);
  options.summary_events = true;  // it reads the first claims, illegal moves and ends only
  std::vector<std::string> names;
  for (const input_spec& in : inputs) names.push_back(in.name);
  compare_writer sink(cl.format, names);
  return run_inputs(cl, inputs, options, sink);
}

}  // namespace repetita::cli
