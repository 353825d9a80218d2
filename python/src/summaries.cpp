#include "columns.hpp"
#include "run_functions.hpp"

#include <pybind11/stl.h>

#include <repetita/corpus/output/compare_writer.hpp>
#include <repetita/corpus/output/outcome.hpp>
#include <repetita/corpus/output/stats_writer.hpp>

namespace repetita::python {

namespace py = pybind11;
namespace corpus = repetita::corpus;

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

}  // namespace repetita::python
