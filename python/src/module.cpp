// repetita._repetita: the C++ half of the Python package (docs/python.md), its bindings. The parts:
// results.* (GameResult and Event values), run.* (a run's options and sink), result_stream.hpp
// (analyze, streamed), frames.cpp (pandas columns, repetita.dask's shards), summaries.cpp (compare,
// stats), registry.cpp (games, rule sets, examples), tracker.hpp and verdict.cpp (trackers). They run
// the corpus engine (repetita::corpus) with the GIL released and turn its reports into Python
// objects and columns; the Python half (python/repetita/__init__.py) checks arguments, raises the
// exceptions and builds the pandas frames.

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "result_stream.hpp"
#include "results.hpp"
#include "run.hpp"
#include "run_functions.hpp"
#include "tracker.hpp"

#include <repetita/corpus/output/csv.hpp>

#include <repetita_corpus_games.hpp>  // generated: the record adapters of the games, REPETITA_CORPUS_ADAPTERS

using namespace repetita::python;  // py, corpus and the parts above

namespace {

template <class... Adapters>
void bind_trackers(py::module_& m) {
  (repetita::python::bind_tracker<Adapters>(m), ...);
}

}  // namespace

PYBIND11_MODULE(_repetita, m) {
  m.doc() = "The C++ half of the repetita package: use the functions of `repetita` (docs/python.md).";

  py::class_<py_event>(m, "Event", R"doc(One thing a rule says at one ply of a game (docs/cli.md 3.4).

The attributes are the fields of an event in the CLI's JSON lines:
ply, kind, by, move, announced, occurrences, count, period, rule, citation;
clock, eval and mate with annotations=True (--annotations), None where the record does not give them;
and move_label, the move with its number for people ("22...Bc7").)doc")
      .def_readonly("ply", &py_event::ply,
          "The ply of the event (0 = the start); for an announced claim, the ply before the move.")
      .def_readonly("kind", &py_event::kind, "'claimable_draw', 'draw', 'loss', 'illegal_move' or 'no_result'.")
      .def_readonly("by", &py_event::by,
          "The claimant, the loser or the player whose move is illegal ('white', 'sente', ...), or None.")
      .def_readonly("move", &py_event::move,
          "The move as written in the record (an announced claim: the move that would be written), or None at ply 0.")
      .def_readonly("move_label", &py_event::move_label, "The move with its number for people, e.g. '22...Bc7'.")
      .def_readonly("announced", &py_event::announced,
          "True for a claim made by writing `move` before playing it (FIDE 9.2.1).")
      .def_readonly("occurrences", &py_event::occurrences,
          "The evidence plies, oldest first (a new list on each access); of more than 10, the first 5 and the "
          "last 5 (occurrences_total counts them all).")
      .def_readonly("occurrences_total", &py_event::occurrences_total,
          "How many evidence plies there are in all: len(occurrences) up to 10.")
      .def_readonly("count", &py_event::count,
          "Occurrences counted, repeats of a move series, or plies without progress.")
      .def_readonly("period", &py_event::period, "A move series: the length of the repeated block in plies; else 0.")
      .def_readonly("rule", &py_event::rule, "The rule's name in its rule set ('threefold', 'fivefold', 'psk', ...).")
      .def_readonly("citation", &py_event::citation, "The article ('FIDE 9.2.2', ...).")
      .def_readonly("clock", &py_event::clock,
          "annotations=True: the seconds left on the mover's clock after `move` ([%clk 0:02:58] is 178.0), "
          "or None where the record does not say.")
      .def_readonly("eval", &py_event::eval,
          "annotations=True: the engine's evaluation after `move` in pawns, from the first player's point of "
          "view ([%eval -0.25] is -0.25), or None.")
      .def_readonly("mate", &py_event::mate,
          "annotations=True: moves to mate after `move` where the record gives a mate distance, positive if "
          "the first player mates ([%eval #-3] is -3), or None.")
      .def("to_dict", &event_dict,
          "The event as in the CLI's JSON lines (same keys, same order; clock, eval, mate only where given).")
      .def("__repr__", &event_repr);

  py::class_<py_result>(m, "GameResult", R"doc(One game under one rule set (docs/cli.md 3.5).

The attributes are the fields of a line of the CLI's JSON output: file, game, line, ruleset, the
two players under the game's own words (result.white, result.black for chess; sente, gote for
shogi; also as `players`, in turn order), plies, recorded_result, result, end_ply, end_rule,
void_moves, events (a tuple of Event) and warnings. Added: game_type ('chess', ...), player_labels (the
game's words for its players) and title (event, site and year for people).)doc")
      .def_readonly("file", &py_result::file,
          "The input as named (record text: '<text>'; bundled examples: 'examples/<game>/<file>').")
      .def_readonly("game", &py_result::game, "1-based index of the game in its input (broken records count).")
      .def_readonly("line", &py_result::line, "Line of the game's first character in its input.")
      .def_readonly("ruleset", &py_result::ruleset, "The rule set's name (repetita.rules()).")
      .def_readonly("game_type", &py_result::game_type, "The game: 'chess', 'go', 'shogi', 'arimaa', ...")
      .def_readonly("player_labels", &py_result::player_labels,
          "The game's words for its players, in turn order: ('white', 'black').")
      .def_readonly("players", &py_result::players, "The players' names as recorded, in turn order (None if absent).")
      .def_readonly("title", &py_result::title, "Event, site and year for people, e.g. 'Vienna, 1898'.")
      .def_readonly("plies", &py_result::plies, "Half-moves in the record's main line.")
      .def_readonly("recorded_result", &py_result::recorded_result, "The record's own result ('1-0', ...), or None.")
      .def_readonly("result", &py_result::result,
          "The result under this rule set: the verdict that ended the game, else the recorded result.")
      .def_readonly("end_ply", &py_result::end_ply,
          "The ply of the verdict that ended the game under this rule set, or None.")
      .def_readonly("end_rule", &py_result::end_rule, "That verdict's rule ('fivefold', 'checkmate', ...), or None.")
      .def_readonly("void_moves", &py_result::void_moves,
          "Recorded half-moves after end_ply (void under this rule set).")
      .def_readonly("events", &py_result::events, "The events (Event), in order.")
      .def_readonly("warnings", &py_result::warnings,
          "What the record holds after the game's end that is no game, as 'file:line:column: warning: "
          "kind: message' (docs/cli.md 3.5); usually empty.")
      .def("to_dict", &result_dict,
          "The result as a line of the CLI's JSON output (same keys, same order; events as dicts).")
      .def("__getattr__", [](const py_result& r, const std::string& name) -> py::object {
        if (name == r.player_labels.first) return py::cast(r.players.first);
        if (name == r.player_labels.second) return py::cast(r.players.second);
        throw py::attribute_error("'GameResult' object has no attribute '" + name + "'");
      })
      .def("__repr__", &result_repr);

  // The arguments of a run, as the Python half's _args gives them: inputs, rules, game, jobs,
  // keep_going, lenient, strict, fold, the games' options (a dict: --option NAME=VALUE).
  using options_arg = corpus::rule_options;
  py::class_<result_stream>(m, "_ResultStream",
                            "The run of one repetita.analyze call, in a thread of its own (module.cpp, result_stream).")
      .def("next_batch", &result_stream::next_batch)
      .def("close", &result_stream::close)
      .def_property_readonly("exit_code", &result_stream::exit_code)
      .def_property_readonly("finished", &result_stream::finished)
      .def_property_readonly("waiting", &result_stream::waiting)
      .def_property_readonly("capacity", &result_stream::capacity);
  m.def("_analyze", [](const py::list& inputs, std::vector<std::string> rules, std::string game, unsigned jobs,
                       bool keep_going, bool lenient, bool strict, bool fold, options_arg game_options,
                       std::size_t capacity, bool annotations, std::uint64_t max_plies) {
    return std::make_unique<result_stream>(inputs,
                                           options_of(std::move(rules), std::move(game), jobs, keep_going, lenient,
                                                      strict, fold, std::move(game_options), annotations, max_plies),
                                           capacity);
  }, py::arg("inputs"), py::arg("rules"), py::arg("game"), py::arg("jobs"), py::arg("keep_going"), py::arg("lenient"),
     py::arg("strict"), py::arg("fold"), py::arg("game_options"), py::arg("capacity") = result_stream::default_capacity,
     py::kw_only(), py::arg("annotations") = false, py::arg("max_plies") = corpus::default_max_plies);
  m.def("_frames", [](const py::list& inputs, std::vector<std::string> rules, std::string game, unsigned jobs,
                      bool keep_going, bool lenient, bool strict, bool fold, options_arg game_options, bool want_events,
                      bool want_games, bool annotations, std::uint64_t max_plies) {
    return frames(inputs,
                  options_of(std::move(rules), std::move(game), jobs, keep_going, lenient, strict, fold,
                             std::move(game_options), annotations, max_plies),
                  want_events, want_games);
  }, py::arg("inputs"), py::arg("rules"), py::arg("game"), py::arg("jobs"), py::arg("keep_going"), py::arg("lenient"),
     py::arg("strict"), py::arg("fold"), py::arg("game_options"), py::arg("want_events"), py::arg("want_games"),
     py::kw_only(), py::arg("annotations") = false, py::arg("max_plies") = corpus::default_max_plies);
  m.def("_shard", [](const py::list& inputs, std::vector<std::string> rules, std::string game, unsigned jobs,
                     bool keep_going, bool lenient, bool strict, bool fold, options_arg game_options, bool want_events,
                     bool want_games, const std::string& text,
                     const std::optional<std::tuple<std::uint64_t, std::uint64_t, bool>>& range, bool annotations,
                     std::uint64_t max_plies) {
    return shard(inputs,
                 options_of(std::move(rules), std::move(game), jobs, keep_going, lenient, strict, fold,
                            std::move(game_options), annotations, max_plies),
                 want_events, want_games, text, range);
  }, py::arg("inputs"), py::arg("rules"), py::arg("game"), py::arg("jobs"), py::arg("keep_going"), py::arg("lenient"),
     py::arg("strict"), py::arg("fold"), py::arg("game_options"), py::arg("want_events"), py::arg("want_games"),
     py::arg("text") = "", py::kw_only(), py::arg("range") = py::none(), py::arg("annotations") = false,
     py::arg("max_plies") = corpus::default_max_plies);
  m.def("_input_info", &input_info);
  m.def("_csv_field", [](const std::string& text) {  // a CSV field as the CLI writes it (csv.hpp)
    std::string out;
    corpus::csv::field(out, text);
    return py::bytes(out);
  });
  m.def("_compare", [](const py::list& inputs, std::vector<std::string> rules, std::string game, unsigned jobs,
                       bool keep_going, bool lenient, bool strict, bool fold, options_arg game_options,
                       std::uint64_t max_plies) {
    run_options o = options_of(std::move(rules), std::move(game), jobs, keep_going, lenient, strict, fold,
                               std::move(game_options), false, max_plies);
    o.summary = true;
    return compare(inputs, o);
  }, py::arg("inputs"), py::arg("rules"), py::arg("game"), py::arg("jobs"), py::arg("keep_going"), py::arg("lenient"),
     py::arg("strict"), py::arg("fold"), py::arg("game_options"), py::kw_only(),
     py::arg("max_plies") = corpus::default_max_plies);
  m.def("_stats", [](const py::list& inputs, std::vector<std::string> rules, std::string game, unsigned jobs,
                     bool keep_going, bool lenient, bool strict, bool fold, options_arg game_options,
                     std::uint64_t max_plies) {
    run_options o = options_of(std::move(rules), std::move(game), jobs, keep_going, lenient, strict, fold,
                               std::move(game_options), false, max_plies);
    o.summary = true;
    return stats(inputs, o);
  }, py::arg("inputs"), py::arg("rules"), py::arg("game"), py::arg("jobs"), py::arg("keep_going"), py::arg("lenient"),
     py::arg("strict"), py::arg("fold"), py::arg("game_options"), py::kw_only(),
     py::arg("max_plies") = corpus::default_max_plies);
  m.def("_rules", &rules);
  m.def("_games", &games);
  m.def("_bundled_examples", &bundled_examples);

  repetita::python::bind_verdict(m);
  bind_trackers<REPETITA_CORPUS_ADAPTERS>(m);
}
