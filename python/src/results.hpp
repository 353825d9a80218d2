#ifndef REPETITA_PYTHON_RESULTS_HPP
#define REPETITA_PYTHON_RESULTS_HPP

/// \file
/// What Python sees of one game under one rule set (docs/cli.md 3.4, 3.5): the values of
/// GameResult and Event, made from the corpus engine's reports without the Python API (the GIL
/// may be released), and their Python objects, dicts and reprs (with the GIL).

#include <pybind11/pybind11.h>

#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/output/outcome.hpp>
#include <repetita/corpus/report.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace repetita::python {

namespace py = pybind11;
namespace corpus = repetita::corpus;

using repetita::ply_t;

struct py_event {
  ply_t ply = 0;
  std::string kind;
  std::optional<std::string> by;
  std::optional<std::string> move;
  std::string move_label;
  bool announced = false;
  std::vector<ply_t> occurrences;
  std::uint32_t occurrences_total = 0;
  std::uint32_t count = 0;
  std::uint32_t period = 0;
  std::string rule;
  std::string citation;
  // annotations=True (--annotations): what the record gives at `ply`, else None (docs/cli.md 3.4).
  std::optional<double> clock;
  std::optional<double> eval;
  std::optional<std::int32_t> mate;
};

struct py_result {
  std::string file;
  std::uint64_t game = 0;
  std::uint64_t line = 0;
  std::string ruleset;
  std::string game_type;
  std::pair<std::string, std::string> player_labels;
  std::pair<std::optional<std::string>, std::optional<std::string>> players;
  std::string title;
  ply_t plies = 0;
  std::optional<std::string> recorded_result;
  std::optional<std::string> result;
  std::optional<ply_t> end_ply;
  std::optional<std::string> end_rule;
  ply_t void_moves = 0;
  std::vector<std::string> warnings;  ///< the game's (record_header::warnings)
  /// A tuple of Event, set after the run with the GIL held. Null until then: a py::object made
  /// empty calls no Python API, so the sink fills py_result values while the GIL is released.
  py::object events;
};

/// `text`, or None when it is empty.
[[nodiscard]] std::optional<std::string> text_or_none(std::string_view text);

/// The Event values of an event of a game of `driver`.
[[nodiscard]] py_event event_of(const corpus::game_driver& driver, const corpus::event& e);

/// A record or input that could not be read, as the Python half raises it.
[[nodiscard]] py::tuple error_tuple(const corpus::read_error& e);

// One game under one rule set, without its events (made Python objects with the GIL), and its events.
using result_and_events = std::pair<py_result, std::vector<py_event>>;

// The results of one game report, one per rule set, as native values (no Python API: the GIL may
// be released).
template <class F>  // f(result_and_events&&)
void for_each_result(const corpus::game_report& report, const std::string& file, F&& f) {
  const corpus::game_driver& driver = *report.driver;
  for (const corpus::rule_set_report& rs : report.rule_sets) {
    const corpus::rule_set_outcome o = corpus::outcome_of(report, rs);
    result_and_events r;
    r.first.file = file;
    r.first.game = report.game;
    r.first.line = report.line;
    r.first.ruleset = std::string(driver.rule_sets()[rs.rule_set].name);
    r.first.game_type = std::string(driver.game());
    r.first.player_labels = {std::string(driver.player_label(0)), std::string(driver.player_label(1))};
    r.first.players = {text_or_none(report.players[0]), text_or_none(report.players[1])};
    r.first.title = report.title;
    r.first.plies = report.plies;
    r.first.recorded_result = text_or_none(report.recorded_result);
    r.first.result = text_or_none(o.result);
    if (o.ended) {
      r.first.end_ply = o.end_ply;
      r.first.end_rule = std::string(rs.end.rule);
    }
    r.first.void_moves = o.void_moves;
    r.first.warnings = report.warnings;
    r.second.reserve(rs.events.size());
    for (const corpus::event& e : rs.events) r.second.push_back(event_of(driver, e));
    f(std::move(r));
  }
}

/// The GameResult object of a result, its events a tuple of Event (with the GIL).
[[nodiscard]] py::object result_object(result_and_events&& r);

/// GameResult.to_dict() and Event.to_dict(): the objects of the CLI's JSON lines.
[[nodiscard]] py::dict result_dict(const py_result& r);
[[nodiscard]] py::dict event_dict(const py_event& e);
[[nodiscard]] std::string result_repr(const py_result& r);
[[nodiscard]] std::string event_repr(const py_event& e);

}  // namespace repetita::python

#endif
