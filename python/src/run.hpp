#ifndef REPETITA_PYTHON_RUN_HPP
#define REPETITA_PYTHON_RUN_HPP

/// \file
/// A run of the corpus engine from Python: the arguments as the Python half gives them, the
/// pipeline's options, and the sink every run function's own sink derives from.

#include <pybind11/pybind11.h>

#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/input.hpp>
#include <repetita/corpus/pipeline.hpp>
#include <repetita/corpus/report_sink.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace repetita::python {

namespace py = pybind11;
namespace corpus = repetita::corpus;

struct run_options {
  std::vector<std::string> rules;
  std::string game;  // a game's name or a record format's name: read every input as that; empty: detect
  unsigned jobs = 0;  // 0: every core
  bool keep_going = false;
  bool lenient = false;
  bool strict = false;
  bool fold = true;
  corpus::rule_options game_options;  // the games' options (--option NAME=VALUE)
  bool annotations = false;             // --annotations: events carry the record's clock and evaluation
  std::uint64_t max_plies = corpus::default_max_plies;  // --max-plies (0: no limit)
  bool summary = false;  // compare, stats: replay_options::summary_events
};

/// The run options of the arguments of a run function (the Python half's _args).
[[nodiscard]] run_options options_of(std::vector<std::string> rules, std::string game, unsigned jobs, bool keep_going,
                                     bool lenient, bool strict, bool fold, corpus::rule_options game_options,
                                     bool annotations, std::uint64_t max_plies);

/// The inputs: (path, name, text or None) tuples, made by the Python half.
[[nodiscard]] std::vector<corpus::input_spec> inputs_of(const py::list& inputs);

/// The driver of a game or record format name (`game=`); nullptr for ""; ValueError for another.
[[nodiscard]] const corpus::game_driver* driver_named(const std::string& name);

/// The pipeline's options (ValueError for unknown rule sets, options or values).
[[nodiscard]] corpus::pipeline_options pipeline_options_of(const run_options& o);

// Every sink below keeps the errors, in input order, beside what it collects.
class python_sink : public corpus::report_sink {
 public:
  void error(const corpus::read_error& e) override { errors.push_back({e, games_before}); }
  void flush() override {}
  void finish() override {}

  struct error_at {
    corpus::read_error error;
    std::size_t position;  // the number of items delivered before it (for keep_going: where it goes)
  };
  std::vector<error_at> errors;
  std::size_t games_before = 0;
};

/// Runs the pipeline with the GIL released; returns its status as the CLI's exit code (corpus::run_status).
int run(const py::list& inputs, const run_options& options, python_sink& sink);

/// The sink's errors: (error tuple, position) each.
[[nodiscard]] py::list errors_of(const python_sink& sink);

}  // namespace repetita::python

#endif
