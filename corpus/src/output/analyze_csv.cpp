#include <repetita/corpus/output/analyze_csv.hpp>

#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/output/csv.hpp>
#include <repetita/corpus/output/json.hpp>
#include <repetita/corpus/output/outcome.hpp>

namespace repetita::corpus {

void analyze_csv_writer::format(const game_report& report, const std::string& file, bool first_of_run,
                                std::string& out) const {
  const game_driver& driver = *report.driver;
  if (first_of_run) {
    out += "file,game,line,ruleset,";
    out += driver.player_label(0);
    out += ',';
    out += driver.player_label(1);
    out += ",plies,recorded_result,result,end_ply,end_rule,void_moves,"
           "ply,kind,by,move,announced,occurrences,count,period,rule,citation";
    // occurrences_total last, after the annotation columns: every earlier column keeps its place.
    out += annotations_ ? ",clock,eval,mate,occurrences_total\n" : ",occurrences_total\n";
  }
  for (const rule_set_report& rs : report.rule_sets) {
    const rule_set_outcome outcome = outcome_of(report, rs);
    const auto game_columns = [&] {
      csv::field(out, file);
      out += ',';
      csv::number(out, report.game);
      out += ',';
      csv::number(out, report.line);
      out += ',';
      csv::field(out, driver.rule_sets()[rs.rule_set].name);
      out += ',';
      csv::field(out, report.players[0]);
      out += ',';
      csv::field(out, report.players[1]);
      out += ',';
      csv::number(out, report.plies);
      out += ',';
      csv::field(out, report.recorded_result);
      out += ',';
      csv::field(out, outcome.result);
      out += ',';
      if (outcome.ended) csv::number(out, outcome.end_ply);
      out += ',';
      if (outcome.ended) csv::field(out, rs.end.rule);
      out += ',';
      csv::number(out, outcome.void_moves);
    };
    if (rs.events.empty()) {
      game_columns();
      out += annotations_ ? ",,,,,,,,,,,,,,\n" : ",,,,,,,,,,,\n";
      continue;
    }
    for (const event& e : rs.events) {
      game_columns();
      out += ',';
      csv::number(out, e.ply);
      out += ',';
      out += to_string(e.kind);
      out += ',';
      csv::field(out, driver.label_or_empty(e.by));
      out += ',';
      csv::field(out, e.move);
      out += ',';
      out += e.announced ? "true" : "false";
      out += ',';
      for (std::size_t i = 0; i < e.occurrences.size(); ++i) {
        if (i > 0) out += ' ';
        csv::number(out, e.occurrences[i]);
      }
      out += ',';
      csv::number(out, e.count);
      out += ',';
      csv::number(out, e.period);
      out += ',';
      csv::field(out, e.rule);
      out += ',';
      csv::field(out, e.citation);
      if (annotations_) {
        out += ',';
        if (e.annotation.clock) json::decimal(out, *e.annotation.clock);
        out += ',';
        if (e.annotation.eval) json::decimal(out, *e.annotation.eval);
        out += ',';
        if (e.annotation.mate) out += std::to_string(*e.annotation.mate);
      }
      out += ',';
      csv::number(out, e.occurrences_total);
      out += '\n';
    }
  }
}

}  // namespace repetita::corpus
