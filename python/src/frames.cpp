#include "columns.hpp"
#include "results.hpp"
#include "run_functions.hpp"

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <repetita/corpus/drivers.hpp>
#include <repetita/corpus/output/analyze_csv.hpp>
#include <repetita/corpus/output/analyze_json.hpp>
#include <repetita/corpus/output/formatted_writer.hpp>

#include <limits>
#include <memory>
#include <unordered_map>
#include <variant>

namespace repetita::python {

namespace py = pybind11;
namespace corpus = repetita::corpus;

namespace {

// A column of Python objects, filled with the GIL held after the run: the run appends native values.
class frame_sink final : public python_sink {
 public:
  /// `formatter`: the CLI's writer whose text of each game (`analyze --format json` or `csv`) a
  /// shard of repetita.dask writes beside (or instead of) the columns; null: no text.
  /// `with_annotations`: the events' columns end with clock, eval and mate (--annotations).
  frame_sink(bool with_events, bool with_games, bool with_annotations,
             std::unique_ptr<corpus::formatted_writer> formatter = nullptr)
      : want_events_(with_events),
        want_games_(with_games),
        want_annotations_(with_annotations),
        formatter_(std::move(formatter)) {}

  [[nodiscard]] bool annotations() const noexcept { return want_annotations_; }

  void game(const corpus::game_report& report, const std::string& file) override {
    const corpus::game_driver& driver = *report.driver;
    if (formatter_) {
      formatter_->format(report, file, first_text_, text);
      first_text_ = false;
    }
    if (labels.first.empty()) labels = {std::string(driver.player_label(0)), std::string(driver.player_label(1))};
    const std::size_t file_index = file_index_of(file);
    for (const corpus::rule_set_report& rs : report.rule_sets) {
      const std::string_view ruleset = driver.rule_sets()[rs.rule_set].name;
      if (want_games_) {
        const corpus::rule_set_outcome o = corpus::outcome_of(report, rs);
        games.file.push_back(file_index);
        games.game.push_back(report.game);
        games.line.push_back(report.line);
        games.ruleset.push_back(ruleset);
        games.game_type.push_back(driver.game());
        games.player0.push_back(report.players[0]);
        games.player1.push_back(report.players[1]);
        games.plies.push_back(report.plies);
        games.recorded_result.push_back(report.recorded_result);
        games.result.push_back(std::string(o.result));
        games.end_ply.push_back(o.ended ? std::optional<ply_t>(o.end_ply) : std::nullopt);
        games.end_rule.push_back(o.ended ? rs.end.rule : std::string_view{});
        games.void_moves.push_back(o.void_moves);
        games.n_events.push_back(rs.events.size());
        games.warnings.push_back(report.warnings);
      }
      if (want_events_) {
        for (const corpus::event& e : rs.events) {
          events.file.push_back(file_index);
          events.game.push_back(report.game);
          events.ruleset.push_back(ruleset);
          events.game_type.push_back(driver.game());
          events.ply.push_back(e.ply);
          events.kind.push_back(e.kind);
          events.by.push_back(driver.label_or_empty(e.by));
          events.move.push_back(e.move);
          events.announced.push_back(e.announced);
          events.occurrences.push_back(e.occurrences);
          events.count.push_back(e.count);
          events.period.push_back(e.period);
          events.rule.push_back(e.rule);
          events.citation.push_back(e.citation);
          if (want_annotations_) {
            events.clock.push_back(e.annotation.clock);
            events.eval.push_back(e.annotation.eval);
            events.mate.push_back(e.annotation.mate);
          }
          events.occurrences_total.push_back(e.occurrences_total);
        }
      }
    }
    ++games_before;
  }

  struct game_columns {
    std::vector<std::size_t> file;
    std::vector<std::uint64_t> game, line;
    std::vector<std::string_view> ruleset, game_type;  // static storage (the registries)
    std::vector<std::string> player0, player1, recorded_result, result;
    std::vector<ply_t> plies, void_moves;
    std::vector<std::optional<ply_t>> end_ply;
    std::vector<std::string_view> end_rule;
    std::vector<std::size_t> n_events;
    std::vector<std::vector<std::string>> warnings;
  } games;
  struct event_columns {
    std::vector<std::size_t> file;
    std::vector<std::uint64_t> game;
    std::vector<std::string_view> ruleset, game_type, by, rule, citation;
    std::vector<ply_t> ply;
    std::vector<verdict_kind> kind;
    std::vector<std::string> move;
    std::vector<bool> announced;
    std::vector<std::vector<ply_t>> occurrences;
    std::vector<std::uint32_t> count, period, occurrences_total;
    std::vector<std::optional<double>> clock, eval;  // annotations only
    std::vector<std::optional<std::int32_t>> mate;
  } events;
  std::vector<std::string> files;
  std::pair<std::string, std::string> labels;
  std::string text;  ///< the formatter's text, in input order

 private:
  // The `file` category of an input's name; two inputs of one name (record text, '<text>', given
  // twice) share it, as categories must be unique.
  std::size_t file_index_of(const std::string& file) {
    if (!files.empty() && files[last_file_] == file) return last_file_;
    const auto [at, added] = file_indices_.try_emplace(file, files.size());
    if (added) files.push_back(file);
    last_file_ = at->second;
    return last_file_;
  }
  std::unordered_map<std::string, std::size_t> file_indices_;
  std::size_t last_file_ = 0;
  bool want_events_;
  bool want_games_;
  bool want_annotations_;
  std::unique_ptr<corpus::formatted_writer> formatter_;  // only its format() is called: it writes nothing
  bool first_text_ = true;
};

// Columns for pandas, made after the run with the GIL held: numpy arrays for numbers and booleans,
// codes and categories for words (pandas.Categorical.from_codes), lists for free text and
// occurrences. Each is a tuple whose first item says which (python/repetita/__init__.py, _column).

py::tuple frames_of(const frame_sink& sink, int code, bool want_events, bool want_games) {
  const auto file_column = [&](const std::vector<std::size_t>& index) {
    py::array_t<std::int32_t> codes(static_cast<py::ssize_t>(index.size()));
    std::int32_t* c = codes.mutable_data();
    for (std::size_t i = 0; i < index.size(); ++i) c[i] = static_cast<std::int32_t>(index[i]);
    return py::make_tuple("category", codes, py::cast(sink.files));
  };
  py::dict games;
  if (want_games) {
    const auto& g = sink.games;
    const std::size_t n = g.game.size();
    games["file"] = file_column(g.file);
    games["game"] = int_column(n, [&](std::size_t i) { return g.game[i]; });
    games["line"] = int_column(n, [&](std::size_t i) { return g.line[i]; });
    games["ruleset"] = categorical_column(n, [&](std::size_t i) { return g.ruleset[i]; });
    games["game_type"] = categorical_column(n, [&](std::size_t i) { return g.game_type[i]; });
    games["player0"] = text_column(n, [&](std::size_t i) { return std::string_view(g.player0[i]); });
    games["player1"] = text_column(n, [&](std::size_t i) { return std::string_view(g.player1[i]); });
    games["plies"] = int_column(n, [&](std::size_t i) { return g.plies[i]; });
    games["recorded_result"] = text_column(n, [&](std::size_t i) { return std::string_view(g.recorded_result[i]); });
    games["result"] = text_column(n, [&](std::size_t i) { return std::string_view(g.result[i]); });
    games["end_ply"] = nullable_int_column(n, [&](std::size_t i) { return g.end_ply[i]; });
    games["end_rule"] = categorical_column(n, [&](std::size_t i) { return g.end_rule[i]; });
    games["void_moves"] = int_column(n, [&](std::size_t i) { return g.void_moves[i]; });
    games["n_events"] = int_column(n, [&](std::size_t i) { return g.n_events[i]; });
    py::list warnings(n);  // a list of texts per row, as GameResult.warnings
    for (std::size_t i = 0; i < n; ++i) warnings[i] = py::cast(g.warnings[i]);
    games["warnings"] = py::make_tuple("object", warnings);
  }
  py::dict events;
  if (want_events) {
    const auto& e = sink.events;
    const std::size_t n = e.ply.size();
    events["file"] = file_column(e.file);
    events["game"] = int_column(n, [&](std::size_t i) { return e.game[i]; });
    events["ruleset"] = categorical_column(n, [&](std::size_t i) { return e.ruleset[i]; });
    events["game_type"] = categorical_column(n, [&](std::size_t i) { return e.game_type[i]; });
    events["ply"] = int_column(n, [&](std::size_t i) { return e.ply[i]; });
    events["kind"] = categorical_column(n, [&](std::size_t i) { return repetita::to_string(e.kind[i]); });
    events["by"] = categorical_column(n, [&](std::size_t i) { return e.by[i]; });
    events["move"] = text_column(n, [&](std::size_t i) { return std::string_view(e.move[i]); });
    events["announced"] = bool_column(n, [&](std::size_t i) { return static_cast<bool>(e.announced[i]); });
    events["occurrences"] =
        list_column(n, [&](std::size_t i) -> const std::vector<ply_t>& { return e.occurrences[i]; });
    events["count"] = int_column(n, [&](std::size_t i) { return e.count[i]; });
    events["period"] = int_column(n, [&](std::size_t i) { return e.period[i]; });
    events["rule"] = categorical_column(n, [&](std::size_t i) { return e.rule[i]; });
    events["citation"] = categorical_column(n, [&](std::size_t i) { return e.citation[i]; });
    if (sink.annotations()) {  // after the columns above: a frame without them is the same as before
      events["clock"] = float_column(n, [&](std::size_t i) { return e.clock[i]; });
      events["eval"] = float_column(n, [&](std::size_t i) { return e.eval[i]; });
      events["mate"] = nullable_int_column(n, [&](std::size_t i) { return e.mate[i]; });
    }
    // Last, as in the CLI's CSV: every earlier column keeps its place.
    events["occurrences_total"] = int_column(n, [&](std::size_t i) { return e.occurrences_total[i]; });
  }
  return py::make_tuple(events, games, py::make_tuple(sink.labels.first, sink.labels.second), errors_of(sink), code);
}

}  // namespace

py::tuple frames(const py::list& inputs, const run_options& options, bool want_events, bool want_games) {
  frame_sink sink(want_events, want_games, options.annotations);
  const int code = run(inputs, options, sink);
  return frames_of(sink, code, want_events, want_games);
}

// --- shards of repetita.dask (python/repetita/dask.py) -----------------------------------------------

/// One shard: the columns of frames(), and the text of `analyze --format json` (`csv`) for the same
/// games when `text` is "json" ("csv"): (events, games, labels, errors, exit code, text as bytes or
/// None, outcome of the range or None).
/// `range`: (begin, end, exact) of the one input, read as record_range.hpp says; its outcome is
/// returned as (start, end, games, lines), game and line numbers in the columns and the text
/// counted from 1 at `start` (the Python half shifts them).
py::tuple shard(const py::list& inputs, const run_options& options, bool want_events, bool want_games,
                const std::string& text, const std::optional<std::tuple<std::uint64_t, std::uint64_t, bool>>& range) {
  std::unique_ptr<corpus::formatted_writer> formatter;
  if (text == "json")
    formatter = std::make_unique<corpus::analyze_json_writer>();
  else if (text == "csv")
    formatter = std::make_unique<corpus::analyze_csv_writer>(options.annotations);
  else if (!text.empty())
    throw py::value_error("unknown text format '" + text + "' (json, csv)");
  const bool with_text = formatter != nullptr;
  std::vector<corpus::input_spec> specs = inputs_of(inputs);
  std::shared_ptr<corpus::range_outcome> outcome;
  if (range) {
    if (specs.size() != 1) throw py::value_error("a byte range is a part of one input");
    const auto [begin, end, exact] = *range;
    specs[0].range = corpus::byte_range{begin, end, exact};
    outcome = std::make_shared<corpus::range_outcome>();
    specs[0].outcome = outcome;
  }
  const corpus::pipeline_options p = pipeline_options_of(options);
  frame_sink sink(want_events, want_games, options.annotations, std::move(formatter));
  int code = 0;
  {
    py::gil_scoped_release release;
    code = static_cast<int>(corpus::run_pipeline(specs, p, sink));
  }
  py::tuple columns = frames_of(sink, code, want_events, want_games);
  py::object text_out = py::none();
  if (with_text) text_out = py::bytes(sink.text);
  py::object outcome_out = py::none();
  if (outcome) outcome_out = py::make_tuple(outcome->start, outcome->end, outcome->games, outcome->lines);
  return py::make_tuple(columns[0], columns[1], columns[2], columns[3], columns[4], text_out, outcome_out);
}

/// What the planning of repetita.dask needs to know of an input before any run, read from its
/// head: (game, first player's word, second player's word, compressed) of the game it is read as
/// (`game` forces one, as --input-format), or None when it cannot be opened or its format is unknown.
py::object input_info(const py::tuple& input, const std::string& game) {
  corpus::input_spec spec;
  spec.path = input[0].cast<std::string>();
  spec.name = input[1].cast<std::string>();
  if (!input[2].is_none()) spec.text = std::make_shared<const std::string>(input[2].cast<std::string>());
  const corpus::game_driver* forced = driver_named(game);
  auto opened = corpus::input_stream::open(spec);
  if (std::holds_alternative<corpus::read_error>(opened)) return py::none();
  const auto& stream = std::get<std::unique_ptr<corpus::input_stream>>(opened);
  const corpus::game_driver* driver = forced != nullptr ? forced : corpus::detect_driver(spec.path, stream->head());
  if (driver == nullptr) return py::none();
  return py::make_tuple(driver->game(), driver->player_label(0), driver->player_label(1),
                        stream->compression() != repetita::io::compression::none);
}

}  // namespace repetita::python
