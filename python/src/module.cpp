// repetita._repetita: the C++ half of the Python package (docs/python.md). It runs the corpus
// engine's pipeline (repetita::corpus: inputs, chunks, worker threads, one driver over every game's
// record adapter) into sinks of its own, with the GIL released, and turns the reports the engine's
// writers read (report.hpp) into Python objects and columns. The Python half (python/repetita/__init__.py) checks arguments,
// raises the exceptions and builds the pandas frames.

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <repetita/corpus/bundled_examples.hpp>
#include <repetita/corpus/drivers.hpp>
#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/output/analyze_csv.hpp>
#include <repetita/corpus/output/analyze_json.hpp>
#include <repetita/corpus/output/csv.hpp>
#include <repetita/corpus/output/compare_writer.hpp>
#include <repetita/corpus/output/outcome.hpp>
#include <repetita/corpus/output/stats_writer.hpp>
#include <repetita/corpus/pipeline.hpp>
#include <repetita/corpus/report_sink.hpp>
#include <repetita/corpus/rule_selection.hpp>
#include "bounded_handoff.hpp"
#include "tracker.hpp"

#include <repetita_corpus_games.hpp>  // generated: the record adapters of the games, REPETITA_CORPUS_ADAPTERS

#include <chrono>
#include <cstdint>
#include <exception>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

namespace py = pybind11;
namespace corpus = repetita::corpus;

namespace {

using repetita::ply_t;
using repetita::verdict_kind;

// --- what Python sees of one game under one rule set (docs/cli.md 3.4, 3.5) -----------------------

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

// A record or input that could not be read, as the Python half raises it.
py::tuple error_tuple(const corpus::read_error& e) {
  return py::make_tuple(e.file, e.line, e.column, e.kind, e.message, e.game, e.text);
}

// --- running the pipeline -------------------------------------------------------------------------

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

std::vector<corpus::input_spec> inputs_of(const py::list& inputs) {
  // (path, name, text or None), made by the Python half
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
  p.progress = false;
  p.driver = driver_named(o.game);
  p.composed = corpus::compose_drivers(p.rules, o.game_options);  // ValueError
  return p;
}

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

// --- analyze: GameResult objects ------------------------------------------------------------------

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

// The GameResult object of a result, its events a tuple of Event (with the GIL).
py::object result_object(result_and_events&& r) {
  auto& [result, events] = r;
  py::tuple tuple(events.size());
  for (std::size_t i = 0; i < events.size(); ++i) tuple[i] = py::cast(std::move(events[i]));
  result.events = std::move(tuple);
  return py::cast(std::move(result));
}

// --- analyze: GameResult objects as the run produces them --------------------------------------------

// The run of one repetita.analyze call: the pipeline on a thread of its own, with the GIL released,
// handing results and errors over in input order through a bounded queue (bounded_handoff.hpp);
// Python takes them in batches (next_batch) as it iterates. Stopping early (close, or the object's
// end when the generator is collected) cancels the queue: the sink's next hand-over throws
// `cancelled`, which unwinds the pipeline (its workers finish the few chunks in flight and are
// joined), and the thread is joined.
class result_stream {
 public:
  static constexpr std::size_t default_capacity = 256;  // results waiting at most (a few chunks' worth)

  result_stream(const py::list& inputs, const run_options& options, std::size_t capacity)
      : specs_(inputs_of(inputs)), pipeline_(pipeline_options_of(options)), queue_(capacity), sink_(queue_) {
    thread_ = std::thread([this] { produce(); });
  }
  result_stream(const result_stream&) = delete;
  result_stream& operator=(const result_stream&) = delete;
  ~result_stream() {
    if (thread_.joinable()) {
      queue_.cancel();
      py::gil_scoped_release release;  // the thread never takes the GIL; joining may take a moment
      thread_.join();
    }
  }

  /// The next results and errors, in order: a list of ('result', GameResult) and ('error', error
  /// tuple), at least one; None at the end of the run. Waits (the GIL released) for the first.
  py::object next_batch() {
    std::vector<item> batch;
    bool more = false;
    for (;;) {  // a wait of a tenth of a second at a time, so that Ctrl-C stops a long wait
      std::optional<bool> got;
      {
        py::gil_scoped_release release;
        got = queue_.pop_some_for(batch, batch_size, std::chrono::milliseconds(100));
      }
      if (got) {
        more = *got;
        break;
      }
      if (PyErr_CheckSignals() != 0) throw py::error_already_set();  // the generator's finally closes the run
    }
    if (!more) {
      close();
      if (failure_) std::rethrow_exception(failure_);
      return py::none();
    }
    py::list out;
    for (item& i : batch) {
      if (auto* r = std::get_if<result_and_events>(&i))
        out.append(py::make_tuple("result", result_object(std::move(*r))));
      else
        out.append(py::make_tuple("error", error_tuple(std::get<corpus::read_error>(i))));
    }
    return out;
  }

  /// Stops the run if it goes on, and waits for its thread.
  void close() {
    if (!thread_.joinable()) return;
    queue_.cancel();
    py::gil_scoped_release release;
    thread_.join();
  }

  /// The run's status as the CLI's exit code (corpus::run_status), once next_batch has said None.
  [[nodiscard]] int exit_code() const noexcept { return code_; }
  /// The run has ended (or was stopped) and its thread is joined.
  [[nodiscard]] bool finished() const noexcept { return !thread_.joinable(); }
  /// Results waiting in the queue, and its capacity (for tests: the run is ahead by at most that).
  [[nodiscard]] std::size_t waiting() const { return queue_.waiting(); }
  [[nodiscard]] std::size_t capacity() const noexcept { return queue_.capacity(); }

 private:
  using item = std::variant<result_and_events, corpus::read_error>;
  static constexpr std::size_t batch_size = 64;
  struct cancelled {};

  class sink final : public corpus::report_sink {
   public:
    explicit sink(repetita::python::bounded_handoff<item>& queue) : queue_(queue) {}
    void game(const corpus::game_report& report, const std::string& file) override {
      for_each_result(report, file, [&](result_and_events&& r) {
        if (!queue_.push(item(std::move(r)))) throw cancelled{};
      });
    }
    void error(const corpus::read_error& e) override {
      if (!queue_.push(item(e))) throw cancelled{};
    }
    void flush() override {}
    void finish() override {}

   private:
    repetita::python::bounded_handoff<item>& queue_;
  };

  void produce() {
    try {
      code_ = static_cast<int>(corpus::run_pipeline(specs_, pipeline_, sink_));
    } catch (const cancelled&) {  // Python stopped iterating
    } catch (...) {
      failure_ = std::current_exception();
    }
    queue_.close();
  }

  std::vector<corpus::input_spec> specs_;
  corpus::pipeline_options pipeline_;
  repetita::python::bounded_handoff<item> queue_;
  sink sink_;
  std::thread thread_;
  int code_ = 0;
  std::exception_ptr failure_;
};

// --- frames: columns of Python lists --------------------------------------------------------------

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

template <class F>
py::tuple int_column(std::size_t n, F&& value) {
  py::array_t<std::int64_t> out(static_cast<py::ssize_t>(n));
  std::int64_t* data = out.mutable_data();
  for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<std::int64_t>(value(i));
  return py::make_tuple("int", out);
}

template <class F>  // value(i) -> std::optional<integer>
py::tuple nullable_int_column(std::size_t n, F&& value) {
  py::array_t<std::int64_t> values(static_cast<py::ssize_t>(n));
  py::array_t<bool> mask(static_cast<py::ssize_t>(n));
  std::int64_t* v = values.mutable_data();
  bool* m = mask.mutable_data();
  for (std::size_t i = 0; i < n; ++i) {
    const auto x = value(i);
    m[i] = !x.has_value();
    v[i] = x ? static_cast<std::int64_t>(*x) : 0;
  }
  return py::make_tuple("nullable_int", values, mask);
}

template <class F>  // value(i) -> std::optional<double>; absent: NaN
py::tuple float_column(std::size_t n, F&& value) {
  py::array_t<double> out(static_cast<py::ssize_t>(n));
  double* data = out.mutable_data();
  for (std::size_t i = 0; i < n; ++i) data[i] = value(i).value_or(std::numeric_limits<double>::quiet_NaN());
  return py::make_tuple("float", out);
}

template <class F>
py::tuple bool_column(std::size_t n, F&& value) {
  py::array_t<bool> out(static_cast<py::ssize_t>(n));
  bool* data = out.mutable_data();
  for (std::size_t i = 0; i < n; ++i) data[i] = value(i);
  return py::make_tuple("bool", out);
}

template <class F>  // value(i) -> std::string_view; empty: missing. Categories in order of first appearance.
py::tuple categorical_column(std::size_t n, F&& value) {
  py::array_t<std::int32_t> codes(static_cast<py::ssize_t>(n));
  std::int32_t* c = codes.mutable_data();
  std::vector<std::string_view> categories;
  for (std::size_t i = 0; i < n; ++i) {
    const std::string_view text = value(i);
    if (text.empty()) {
      c[i] = -1;
      continue;
    }
    std::size_t k = 0;
    while (k < categories.size() && categories[k] != text) ++k;
    if (k == categories.size()) categories.push_back(text);
    c[i] = static_cast<std::int32_t>(k);
  }
  py::list names;
  for (const std::string_view text : categories) names.append(py::str(text.data(), text.size()));
  return py::make_tuple("category", codes, names);
}

template <class F>  // value(i) -> text; empty: None
py::tuple text_column(std::size_t n, F&& value) {
  py::list out(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::string_view text = value(i);
    out[i] = text.empty() ? py::object(py::none()) : py::object(py::str(text.data(), text.size()));
  }
  return py::make_tuple("object", out);
}

template <class F>  // value(i) -> const std::vector<ply_t>&
py::tuple list_column(std::size_t n, F&& value) {
  py::list out(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::vector<ply_t>& plies = value(i);
    py::list l(plies.size());
    for (std::size_t k = 0; k < plies.size(); ++k) l[k] = py::int_(plies[k]);
    out[i] = l;
  }
  return py::make_tuple("object", out);
}

// The columns of a finished run (frame_sink), as the Python half's _frame reads them:
// (events, games, labels, errors, exit code).
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

// --- compare: rows and summaries (docs/cli.md 4) ----------------------------------------------------

class compare_sink final : public python_sink {
 public:
  void game(const corpus::game_report& report, const std::string& file) override {
    if (report.rule_sets.empty()) return;
    tally.add(report, file);
    const corpus::game_driver& driver = *report.driver;
    for (const corpus::rule_set_report& rs : report.rule_sets) {
      const corpus::rule_set_outcome o = corpus::outcome_of(report, rs);
      const corpus::comparison_row r = corpus::comparison_row_of(rs);
      row& out = rows.emplace_back();
      out.file = file;
      out.game = report.game;
      out.ruleset = driver.rule_sets()[rs.rule_set].name;
      out.game_type = driver.game();
      if (r.first_claim != nullptr) {
        out.first_claim_ply = r.first_claim->ply;
        out.first_claim_by = driver.label_or_empty(r.first_claim->by);
        out.first_claim_rule = r.first_claim->rule;
        out.first_claim_citation = r.first_claim->citation;
        out.first_claim_move = r.first_claim->move;
        out.first_claim_announced = r.first_claim->announced;
      }
      if (o.ended) {
        out.end_ply = o.end_ply;
        out.end_rule = rs.end.rule;
      }
      out.result = std::string(o.result);
      out.recorded_result = report.recorded_result;
      out.illegal_moves = r.illegal;
      if (r.first_illegal != nullptr) out.first_illegal_ply = r.first_illegal->ply;
    }
    ++games_before;
  }

  struct row {
    std::string file;
    std::uint64_t game = 0;
    std::string_view ruleset, game_type;
    std::optional<ply_t> first_claim_ply;
    std::string_view first_claim_by, first_claim_rule, first_claim_citation;
    std::string first_claim_move;
    bool first_claim_announced = false;
    std::optional<ply_t> end_ply;
    std::string_view end_rule;
    std::string result, recorded_result;
    std::uint64_t illegal_moves = 0;
    std::optional<ply_t> first_illegal_ply;
  };
  std::vector<row> rows;
  corpus::comparison_tally tally;
};

py::tuple compare(const py::list& inputs, const run_options& options) {
  compare_sink sink;
  const int code = run(inputs, options, sink);
  py::dict rows;
  const auto& r = sink.rows;
  const std::size_t n = r.size();
  rows["file"] = text_column(n, [&](std::size_t i) { return std::string_view(r[i].file); });
  rows["game"] = int_column(n, [&](std::size_t i) { return r[i].game; });
  rows["ruleset"] = categorical_column(n, [&](std::size_t i) { return r[i].ruleset; });
  rows["game_type"] = categorical_column(n, [&](std::size_t i) { return r[i].game_type; });
  rows["first_claim_ply"] = nullable_int_column(n, [&](std::size_t i) { return r[i].first_claim_ply; });
  rows["first_claim_by"] = categorical_column(n, [&](std::size_t i) { return r[i].first_claim_by; });
  rows["first_claim_rule"] = categorical_column(n, [&](std::size_t i) { return r[i].first_claim_rule; });
  rows["first_claim_citation"] = categorical_column(n, [&](std::size_t i) { return r[i].first_claim_citation; });
  rows["first_claim_move"] = text_column(n, [&](std::size_t i) { return std::string_view(r[i].first_claim_move); });
  rows["first_claim_announced"] = bool_column(n, [&](std::size_t i) { return r[i].first_claim_announced; });
  rows["end_ply"] = nullable_int_column(n, [&](std::size_t i) { return r[i].end_ply; });
  rows["end_rule"] = categorical_column(n, [&](std::size_t i) { return r[i].end_rule; });
  rows["result"] = text_column(n, [&](std::size_t i) { return std::string_view(r[i].result); });
  rows["recorded_result"] = text_column(n, [&](std::size_t i) { return std::string_view(r[i].recorded_result); });
  rows["illegal_moves"] = int_column(n, [&](std::size_t i) { return r[i].illegal_moves; });
  rows["first_illegal_ply"] = nullable_int_column(n, [&](std::size_t i) { return r[i].first_illegal_ply; });
  py::list summaries;
  for (const auto& s : sink.tally.summaries()) {
    if (s.rule_set == s.baseline) continue;
    py::list which;
    for (const auto& g : s.which) which.append(py::make_tuple(g.file, g.game));
    summaries.append(py::make_tuple(s.driver->rule_sets()[s.rule_set].name, s.driver->rule_sets()[s.baseline].name,
                                    s.driver->game(), s.games, s.ends_differently, s.claims_differently, which));
  }
  return py::make_tuple(rows, summaries, errors_of(sink), code);
}

// --- stats (docs/cli.md 7) --------------------------------------------------------------------------

class stats_sink final : public python_sink {
 public:
  void game(const corpus::game_report& report, const std::string&) override {
    tally.add(report);
    ++games_before;
  }
  corpus::stats_tally tally;
};

py::object distribution(const corpus::ply_distribution& d) {
  if (d.plies.empty()) return py::none();
  return py::make_tuple(d.quantile(0.0), d.quantile(0.25), d.quantile(0.5), d.quantile(0.75), d.quantile(1.0), d.mean(),
                        d.histogram());
}

py::tuple stats(const py::list& inputs, const run_options& options) {
  stats_sink sink;
  const int code = run(inputs, options, sink);
  // One tuple per rule set: (ruleset, game_type, games, plies, claimable_repetition games and
  // distribution, claimable_draw games, [(rule, games, distribution)], not_ended, void_plies,
  // nonstandard games, nonstandard moves)
  py::list out;
  for (const auto& c : sink.tally.finish()) {
    py::list ends;
    for (const auto& e : c.ends) ends.append(py::make_tuple(e.rule, e.at.plies.size(), distribution(e.at)));
    out.append(py::make_tuple(c.driver->rule_sets()[c.rule_set].name, c.driver->game(), c.games, c.plies,
                              c.claimable_repetition.plies.size(), distribution(c.claimable_repetition),
                              c.claimable_draw, ends, c.not_ended, c.void_plies, c.nonstandard_games,
                              c.nonstandard_moves));
  }
  return py::make_tuple(out, errors_of(sink), code);
}

// --- the registry -----------------------------------------------------------------------------------

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

run_options options_of(std::vector<std::string> rules, std::string game, unsigned jobs, bool keep_going, bool lenient,
                       bool strict, bool fold, corpus::rule_options game_options, bool annotations,
                       std::uint64_t max_plies) {
  return {std::move(rules), std::move(game), jobs, keep_going, lenient, strict, fold, std::move(game_options),
          annotations, max_plies};
}

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
