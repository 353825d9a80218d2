#include <repetita/corpus/bundled_examples.hpp>
#include <repetita/corpus/drivers.hpp>
#include "../exit_code.hpp"
#include "../progress_bar.hpp"
#include "../terminal_observer.hpp"
#include <repetita/corpus/rule_selection.hpp>
#include "commands.hpp"

#include <stdexcept>
#include <thread>

namespace repetita::cli {

using namespace corpus;

std::vector<input_spec> inputs_of(const command_line& cl) {
  std::vector<input_spec> inputs;
  for (const std::string& a : cl.arguments) inputs.push_back({a, a == "-" ? std::string("<stdin>") : a});
  if (!inputs.empty()) return inputs;
  const auto dir = examples_directory();
  if (!dir) throw usage_error("no FILE given and the bundled examples were not found (give a file, or '-' for stdin)");
  inputs = bundled_examples(*dir);
  if (inputs.empty()) throw usage_error("no FILE given and the examples directory " + *dir + " holds no records");
  return inputs;
}

pipeline_options pipeline_options_of(const command_line& cl, bool all_by_default) {
  if (const auto problem = unknown_rule_sets(cl.rules)) throw usage_error(*problem);
  pipeline_options o;
  o.rules = cl.rules;
  if (!cl.rules_given && all_by_default) o.rules = {"all"};
  o.lenient = cl.lenient;
  o.strict = cl.strict;
  o.annotations = cl.annotations;
  o.keep_going = cl.keep_going;
  o.fold = cl.fold;
  o.jobs = cl.jobs != 0 ? cl.jobs : std::max(1u, std::thread::hardware_concurrency());
  if (cl.chunk_bytes != 0) o.chunk_bytes = cl.chunk_bytes;
  if (cl.max_plies) o.max_plies = *cl.max_plies;
  try {
    o.composed = compose_drivers(o.rules, cl.game_options);
  } catch (const std::invalid_argument& e) {
    throw usage_error(e.what());
  }
  if (!cl.input_format.empty()) {
    o.driver = driver_named(cl.input_format);  // a format, or its game's name
    if (o.driver == nullptr) {
      std::string known;
      for (const game_driver* d : all_drivers()) known += (known.empty() ? "" : ", ") + std::string(d->format());
      throw usage_error("unknown --input-format '" + cl.input_format + "'; known: " + known);
    }
  }
  return o;
}

int run_inputs(const command_line& cl, std::span<const input_spec> inputs, pipeline_options options,
               report_sink& sink) {
  terminal_observer observer(cl.progress && stderr_is_terminal());
  options.observer = &observer;
  return exit_code_of(run_pipeline(inputs, options, sink));
}

}  // namespace repetita::cli
