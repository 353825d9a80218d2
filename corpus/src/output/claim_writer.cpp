#include <repetita/corpus/output/claim_writer.hpp>

#include <repetita/corpus/output/analyze_table.hpp>
#include <repetita/corpus/output/csv.hpp>
#include <repetita/corpus/output/json.hpp>

namespace repetita::corpus {

namespace {

std::string ordinal(std::size_t n) {
  const std::size_t tens = n % 100;
  const char* suffix = "th";
  if (tens < 11 || tens > 13) {
    if (n % 10 == 1) suffix = "st";
    if (n % 10 == 2) suffix = "nd";
    if (n % 10 == 3) suffix = "rd";
  }
  return std::to_string(n) + suffix;
}

std::string plies_text(const std::vector<ply_t>& plies, char separator = ' ') {
  std::string out;
  for (const ply_t p : plies) {
    if (!out.empty()) out += separator;
    out += std::to_string(p);
  }
  return out;
}

std::string plies_label(const std::vector<ply_t>& plies) {
  return (plies.size() == 1 ? "ply " : "plies ") + plies_text(plies);
}

std::string times(std::size_t n) { return n == 1 ? "once" : n == 2 ? "twice" : std::to_string(n) + " times"; }

std::string verdict_text(const claim_report& r, const claim_verdict& v) {
  const game_driver& driver = *r.game.driver;
  const std::string by(driver.label_or_empty(r.claimant));
  const std::string position = r.move.empty() ? "the position at ply " + std::to_string(r.ply)
                                              : "the position after " + r.move_label;
  if (v.ended.kind != verdict_kind::none) {
    return "incorrect: the game already ended at ply " + std::to_string(v.ended.ply) + " (" +
           std::string(v.ended.rule) + ", " + std::string(v.ended.citation) + "); later moves are void";
  }
  if (!v.correct) {
    std::string out = "incorrect: no rule gives " + by + " a draw; " + position +
                      (r.move.empty() ? " occurs for the " : " would occur for the ") +
                      ordinal(v.occurrences.size()) + " time (" + plies_label(v.occurrences) + "), " +
                      std::to_string(v.clock) + " plies without progress";
    return out;
  }
  std::string out = "correct: " + std::string(v.evidence.rule) + " (" + std::string(v.evidence.citation) + "): ";
  switch (v.kind) {
    case evidence_kind::positions:
      out += position + (r.move.empty() ? " occurs for the " : " would occur for the ") +
             ordinal(v.evidence_plies.size()) + " time (" + plies_label(v.evidence_plies) + ")";
      break;
    case evidence_kind::move_series:
      out += "a block of " + std::to_string(v.evidence.period) + " plies repeated " + times(v.evidence.count) +
             " in succession (from plies " + plies_text(v.evidence_plies) + ")";
      break;
    case evidence_kind::progress:
      out += std::to_string(v.evidence.count) + " plies without progress" +
             (v.evidence_plies.empty() ? " (since before the record's start)"
                                       : " (since ply " + plies_text(v.evidence_plies) + ")");
      break;
    default:
      out += "the rule speaks at ply " + std::to_string(v.evidence.ply);
      break;
  }
  return out;
}

}  // namespace

std::string claim_output(const claim_report& r, const std::string& file, output_format format) {
  const game_driver& driver = *r.game.driver;
  const std::string_view by = driver.label_or_empty(r.claimant);
  std::string out;
  if (format == output_format::table) {
    out += file + ", game " + std::to_string(r.game.game) + ": " + game_description(r.game) + '\n';
    out += "claim at ply " + std::to_string(r.ply) +
           (r.last_move_label.empty() ? std::string(" (the start)") : " (after " + r.last_move_label + ")") + ": " +
           std::string(by) + (r.move.empty() ? " claims a draw" : " writes " + r.move_label + " and claims a draw") +
           '\n';
    for (const claim_verdict& v : r.verdicts)
      out += "  " + std::string(driver.rule_sets()[v.rule_set].name) + ": " + verdict_text(r, v) + '\n';
    return out;
  }
  if (format == output_format::csv)
    out += "file,game,ply,by,move,announced,ruleset,correct,rule,citation,evidence,occurrences,clock,ended_ply,"
           "ended_rule\n";
  for (const claim_verdict& v : r.verdicts) {
    const std::string_view name = driver.rule_sets()[v.rule_set].name;
    const bool ended = v.ended.kind != verdict_kind::none;
    if (format == output_format::json) {
      out += '{';
      json::key(out, "file", true);
      json::string(out, file);
      json::key(out, "game");
      json::number(out, r.game.game);
      json::key(out, "ply");
      json::number(out, r.ply);
      json::key(out, "by");
      json::string_or_null(out, by);
      json::key(out, "move");
      json::string_or_null(out, r.move);
      json::key(out, "announced");
      out += r.move.empty() ? "false" : "true";
      json::key(out, "ruleset");
      json::string(out, name);
      json::key(out, "correct");
      out += v.correct ? "true" : "false";
      json::key(out, "rule");
      json::string_or_null(out, v.correct ? v.evidence.rule : "");
      json::key(out, "citation");
      json::string_or_null(out, v.correct ? v.evidence.citation : "");
      json::key(out, "evidence");
      out += '[' + plies_text(v.evidence_plies, ',') + ']';
      json::key(out, "occurrences");
      out += '[' + plies_text(v.occurrences, ',') + ']';
      json::key(out, "clock");
      json::number(out, v.clock);
      json::key(out, "ended_ply");
      if (ended) json::number(out, v.ended.ply); else out += "null";
      json::key(out, "ended_rule");
      json::string_or_null(out, ended ? v.ended.rule : "");
      out += "}\n";
      continue;
    }
    csv::field(out, file);
    out += ',';
    csv::number(out, r.game.game);
    out += ',';
    csv::number(out, r.ply);
    out += ',';
    csv::field(out, by);
    out += ',';
    csv::field(out, r.move);
    out += ',';
    out += r.move.empty() ? "false" : "true";
    out += ',';
    csv::field(out, name);
    out += ',';
    out += v.correct ? "true" : "false";
    out += ',';
    if (v.correct) csv::field(out, v.evidence.rule);
    out += ',';
    if (v.correct) csv::field(out, v.evidence.citation);
    out += ',';
    out += plies_text(v.evidence_plies);
    out += ',';
    out += plies_text(v.occurrences);
    out += ',';
    csv::number(out, v.clock);
    out += ',';
    if (ended) csv::number(out, v.ended.ply);
    out += ',';
    if (ended) csv::field(out, v.ended.rule);
    out += '\n';
  }
  return out;
}

}  // namespace repetita::corpus
