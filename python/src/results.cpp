#include "results.hpp"

#include <pybind11/stl.h>

namespace repetita::python {

namespace py = pybind11;
namespace corpus = repetita::corpus;

std::optional<std::string> text_or_none(std::string_view text) {
  if (text.empty()) return std::nullopt;
  return std::string(text);
}

py_event event_of(const corpus::game_driver& driver, const corpus::event& e) {
  py_event out;
  out.ply = e.ply;
  out.kind = std::string(repetita::to_string(e.kind));
  out.by = text_or_none(driver.label_or_empty(e.by));
  out.move = text_or_none(e.move);
  out.move_label = e.move_label;
  out.announced = e.announced;
  out.occurrences = e.occurrences;
  out.occurrences_total = e.occurrences_total;
  out.count = e.count;
  out.period = e.period;
  out.rule = std::string(e.rule);
  out.citation = std::string(e.citation);
  out.clock = e.annotation.clock;
  out.eval = e.annotation.eval;
  out.mate = e.annotation.mate;
  return out;
}

py::tuple error_tuple(const corpus::read_error& e) {
  return py::make_tuple(e.file, e.line, e.column, e.kind, e.message, e.game, e.text);
}

py::object result_object(result_and_events&& r) {
  auto& [result, events] = r;
  py::tuple tuple(events.size());
  for (std::size_t i = 0; i < events.size(); ++i) tuple[i] = py::cast(std::move(events[i]));
  result.events = std::move(tuple);
  return py::cast(std::move(result));
}

py::dict result_dict(const py_result& r) {
  py::dict d;
  d["file"] = r.file;
  d["game"] = r.game;
  d["line"] = r.line;
  d["ruleset"] = r.ruleset;
  d[py::str(r.player_labels.first)] = py::cast(r.players.first);
  d[py::str(r.player_labels.second)] = py::cast(r.players.second);
  d["plies"] = r.plies;
  d["recorded_result"] = py::cast(r.recorded_result);
  d["result"] = py::cast(r.result);
  d["end_ply"] = py::cast(r.end_ply);
  d["end_rule"] = py::cast(r.end_rule);
  d["void_moves"] = r.void_moves;
  py::list events;
  for (const py::handle e : r.events) events.append(e.attr("to_dict")());
  d["events"] = events;
  d["warnings"] = py::cast(r.warnings);
  return d;
}

py::dict event_dict(const py_event& e) {
  py::dict d;
  d["ply"] = e.ply;
  d["kind"] = e.kind;
  d["by"] = py::cast(e.by);
  d["move"] = py::cast(e.move);
  d["announced"] = e.announced;
  d["occurrences"] = py::cast(e.occurrences);
  d["count"] = e.count;
  d["period"] = e.period;
  d["rule"] = e.rule;
  d["citation"] = e.citation;
  d["occurrences_total"] = e.occurrences_total;
  // annotations=True: only what the record gives, as the CLI's JSON (docs/cli.md 3.4)
  if (e.clock) d["clock"] = *e.clock;
  if (e.eval) d["eval"] = *e.eval;
  if (e.mate) d["mate"] = *e.mate;
  return d;
}

std::string result_repr(const py_result& r) {
  std::string out = "<GameResult " + r.file + " #" + std::to_string(r.game) + " " + r.ruleset + ": " +
                    r.result.value_or("?");
  if (r.end_ply) out += ", ended at ply " + std::to_string(*r.end_ply) + " (" + r.end_rule.value_or("") + ")";
  out += ", " + std::to_string(py::len(r.events)) + (py::len(r.events) == 1 ? " event>" : " events>");
  return out;
}

std::string event_repr(const py_event& e) {
  std::string out = "<Event ply " + std::to_string(e.ply) + " " + e.kind;
  if (e.by) out += " by " + *e.by;
  if (e.move) out += (e.announced ? " writing " : " after ") + *e.move;
  out += " (" + e.rule + ", " + e.citation + ") occurrences [";
  for (std::size_t i = 0; i < e.occurrences.size(); ++i) {
    if (i > 0) out += ' ';
    if (e.occurrences_total > e.occurrences.size() && i == e.occurrences.size() / 2) out += "... ";
    out += std::to_string(e.occurrences[i]);
  }
  if (e.occurrences_total > e.occurrences.size()) return out + "] of " + std::to_string(e.occurrences_total) + ">";
  return out + "]>";
}

}  // namespace repetita::python
