#ifndef REPETITA_PYTHON_RUN_FUNCTIONS_HPP
#define REPETITA_PYTHON_RUN_FUNCTIONS_HPP

/// \file
/// The module's functions over whole runs, each in a file of its own: the pandas frames and the
/// shards of repetita.dask (frames.cpp), compare and stats (summaries.cpp), the games, their rule
/// sets and the bundled examples (registry.cpp).

#include "run.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>

namespace repetita::python {

namespace py = pybind11;
namespace corpus = repetita::corpus;

/// The columns of the events and games frames, the player labels, the errors and the exit code.
[[nodiscard]] py::tuple frames(const py::list& inputs, const run_options& options, bool want_events, bool want_games);

/// One shard of repetita.dask (frames.cpp).
[[nodiscard]] py::tuple shard(const py::list& inputs, const run_options& options, bool want_events, bool want_games,
                              const std::string& text,
                              const std::optional<std::tuple<std::uint64_t, std::uint64_t, bool>>& range);

/// What the planning of repetita.dask needs to know of an input (frames.cpp).
[[nodiscard]] py::object input_info(const py::tuple& input, const std::string& game);

/// repetita.compare: rows, summaries, errors and exit code (docs/cli.md 4).
[[nodiscard]] py::tuple compare(const py::list& inputs, const run_options& options);

/// repetita.stats: one tuple per rule set, errors and exit code (docs/cli.md 7).
[[nodiscard]] py::tuple stats(const py::list& inputs, const run_options& options);

/// The rule sets of a game ("" for every game), the games and their options, the bundled examples.
[[nodiscard]] py::list rules(const std::string& game);
[[nodiscard]] py::list games();
[[nodiscard]] py::list bundled_examples();

}  // namespace repetita::python

#endif
