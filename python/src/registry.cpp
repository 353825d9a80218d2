#include "run_functions.hpp"

#include <repetita/corpus/bundled_examples.hpp>
#include <repetita/corpus/drivers.hpp>

namespace repetita::python {

namespace py = pybind11;
namespace corpus = repetita::corpus;

py::list rules(const std::string& game) {
  py::list out;
  bool found = game.empty();
  for (const corpus::game_driver* d : corpus::all_drivers()) {
    if (!game.empty() && d->game() != game) continue;
    found = true;
    const auto sets = d->rule_sets();
    for (std::size_t i = 0; i < sets.size(); ++i)
      out.append(py::make_tuple(d->game(), sets[i].name, i == 0, sets[i].description, sets[i].source));
  }
  if (!found) {
    std::string known;
    for (const corpus::game_driver* d : corpus::all_drivers()) known += (known.empty() ? "" : ", ") + std::string(d->game());
    throw py::value_error("unknown game '" + game + "'; known games: " + known);
  }
  return out;
}

py::list games() {
  py::list out;
  for (const corpus::game_driver* d : corpus::all_drivers()) {
    py::dict options;  // name: (values, help)
    for (const repetita::record_option& o : d->options()) {
      py::tuple values(o.values.size());
      for (std::size_t i = 0; i < o.values.size(); ++i) values[i] = py::str(o.values[i]);
      options[py::str(o.name)] = py::make_tuple(values, o.help);
    }
    out.append(py::make_tuple(d->game(), d->format(), d->player_label(0), d->player_label(1), options));
  }
  return out;
}

py::list bundled_examples() {
  const auto dir = corpus::examples_directory();
  if (!dir) throw py::value_error("the bundled examples were not found (give a path or record text)");
  py::list out;
  for (const corpus::input_spec& spec : corpus::bundled_examples(*dir)) out.append(py::make_tuple(spec.path, spec.name));
  return out;
}

}  // namespace repetita::python
