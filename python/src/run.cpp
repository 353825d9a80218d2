#include "run.hpp"

#include "results.hpp"

#include <repetita/corpus/drivers.hpp>
#include <repetita/corpus/rule_selection.hpp>

#include <algorithm>
#include <thread>

namespace repetita::python {

namespace py = pybind11;
namespace corpus = repetita::corpus;

run_options options_of(std::vector<std::string> rules, std::string game, unsigned jobs, bool keep_going, bool lenient,
                       bool strict, bool fold, corpus::rule_options game_options, bool annotations,
                       std::uint64_t max_plies) {
  return {std::move(rules), std::move(game), jobs, keep_going, lenient, strict, fold, std::move(game_options),
          annotations, max_plies};
}

std::vector<corpus::input_spec> inputs_of(const py::list& inputs) {
  std::vector<corpus::input_spec> out;
  for (const py::handle item : inputs) {
    const auto t = item.cast<py::tuple>();
    corpus::input_spec spec;
    spec.path = t[0].cast<std::string>();
    spec.name = t[1].cast<std::string>();
    if (!t[2].is_none()) spec.text = std::make_shared<const std::string>(t[2].cast<std::string>());
    out.push_back(std::move(spec));
  }
  return out;
}

const corpus::game_driver* driver_named(const std::string& name) {
  if (name.empty()) return nullptr;
  if (const corpus::game_driver* d = corpus::driver_named(name)) return d;
  std::string known;
  for (const corpus::game_driver* d : corpus::all_drivers())
    known += (known.empty() ? "" : ", ") + std::string(d->game()) + " (" + std::string(d->format()) + ")";
  throw py::value_error("unknown game '" + name + "'; known games (and their record formats): " + known);
}

corpus::pipeline_options pipeline_options_of(const run_options& o) {
  if (const auto problem = corpus::unknown_rule_sets(o.rules)) throw py::value_error(*problem);
  if (o.lenient && o.strict) throw py::value_error("lenient and strict cannot be used together");
  corpus::pipeline_options p;
  p.rules = o.rules;
  p.lenient = o.lenient;
  p.strict = o.strict;
  p.keep_going = o.keep_going;
  p.fold = o.fold;
  p.annotations = o.annotations;
  p.max_plies = o.max_plies;
  p.summary_events = o.summary;
  p.jobs = o.jobs != 0 ? o.jobs : std::max(1u, std::thread::hardware_concurrency());
  p.driver = driver_named(o.game);
  p.composed = corpus::compose_drivers(p.rules, o.game_options);  // ValueError
  return p;
}

int run(const py::list& inputs, const run_options& options, python_sink& sink) {
  const std::vector<corpus::input_spec> specs = inputs_of(inputs);
  const corpus::pipeline_options p = pipeline_options_of(options);
  py::gil_scoped_release release;
  return static_cast<int>(corpus::run_pipeline(specs, p, sink));
}

py::list errors_of(const python_sink& sink) {
  py::list out;
  for (const auto& e : sink.errors) out.append(py::make_tuple(error_tuple(e.error), e.position));
  return out;
}

}  // namespace repetita::python
