#include <repetita/corpus/output/analyze_json.hpp>

#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/output/json.hpp>
#include <repetita/corpus/output/outcome.hpp>

namespace repetita::corpus {

namespace {

void append_event(std::string& out, const game_driver& driver, const event& e) {
  json::key(out, "ply", true);
  json::number(out, e.ply);
  json::key(out, "kind");
  json::string(out, to_string(e.kind));
  json::key(out, "by");
  json::string_or_null(out, driver.label_or_empty(e.by));
  json::key(out, "move");
  json::string_or_null(out, e.move);
  json::key(out, "announced");
  out += e.announced ? "true" : "false";
  json::key(out, "occurrences");
  out += '[';
  for (std::size_t i = 0; i < e.occurrences.size(); ++i) {
    if (i > 0) out += ',';
    json::number(out, e.occurrences[i]);
  }
  out += ']';
  json::key(out, "count");
  json::number(out, e.count);
  json::key(out, "period");
  json::number(out, e.period);
  json::key(out, "rule");
  json::string(out, e.rule);
  json::key(out, "citation");
  json::string(out, e.citation);
  json::key(out, "occurrences_total");
  json::number(out, e.occurrences_total);
  // --annotations: only what the record gives (docs/cli.md 3.4).
  if (e.annotation.clock) {
    json::key(out, "clock");
    json::decimal(out, *e.annotation.clock);
  }
  if (e.annotation.eval) {
    json::key(out, "eval");
    json::decimal(out, *e.annotation.eval);
  }
  if (e.annotation.mate) {
    json::key(out, "mate");
    out += std::to_string(*e.annotation.mate);
  }
}

}  // namespace

void append_analysis_json(std::string& out, const game_report& game, std::size_t index, const std::string& file) {
  const game_driver& driver = *game.driver;
  const rule_set_report& rs = game.rule_sets[index];
  const rule_set_outcome outcome = outcome_of(game, rs);
  out += '{';
  json::key(out, "file", true);
  json::string(out, file);
  json::key(out, "game");
  json::number(out, game.game);
  json::key(out, "line");
  json::number(out, game.line);
  json::key(out, "ruleset");
  json::string(out, driver.rule_sets()[rs.rule_set].name);
  json::key(out, driver.player_label(0));
  json::string_or_null(out, game.players[0]);
  json::key(out, driver.player_label(1));
  json::string_or_null(out, game.players[1]);
  json::key(out, "plies");
  json::number(out, game.plies);
  json::key(out, "recorded_result");
  json::string_or_null(out, game.recorded_result);
  json::key(out, "result");
  json::string_or_null(out, outcome.result);
  json::key(out, "end_ply");
  if (outcome.ended)
    json::number(out, outcome.end_ply);
  else
    out += "null";
  json::key(out, "end_rule");
  if (outcome.ended)
    json::string(out, rs.end.rule);
  else
    out += "null";
  json::key(out, "void_moves");
  json::number(out, outcome.void_moves);
  json::key(out, "events");
  out += '[';
  for (std::size_t i = 0; i < rs.events.size(); ++i) {
    if (i > 0) out += ',';
    out += '{';
    append_event(out, driver, rs.events[i]);
    out += '}';
  }
  out += ']';
  json::key(out, "warnings");
  out += '[';
  for (std::size_t i = 0; i < game.warnings.size(); ++i) {
    if (i > 0) out += ',';
    json::string(out, game.warnings[i]);
  }
  out += "]}\n";
}

void analyze_json_writer::format(const game_report& report, const std::string& file, bool /*first_of_run*/,
                                 std::string& out) const {
  for (std::size_t i = 0; i < report.rule_sets.size(); ++i) append_analysis_json(out, report, i, file);
}

}  // namespace repetita::corpus
