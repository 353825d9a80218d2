#include <repetita/corpus/output/compare_writer.hpp>

#include <repetita/corpus/drivers.hpp>
#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/output/csv.hpp>
#include <repetita/corpus/output/json.hpp>
#include <repetita/corpus/output/outcome.hpp>

#include <algorithm>

namespace repetita::corpus {

namespace {

void pad(std::string& out, std::string_view text, std::size_t width) {
  out += text;
  if (text.size() < width) out.append(width - text.size(), ' ');
}
void pad_left(std::string& out, std::string_view text, std::size_t width) {
  if (text.size() < width) out.append(width - text.size(), ' ');
  out += text;
}

// Fixed so that rows can be written as they come: "12345 " and the longest rule name of any game
// ("immobilization-by-repetition", 28 characters) fit; a longer one only shifts its own row.
constexpr std::size_t claim_width = 30;
constexpr std::size_t end_width = 34;
constexpr std::size_t result_width = 10;  // "sente-win", "W+Resign" and a space

}  // namespace

comparison_row comparison_row_of(const rule_set_report& rs) {
  comparison_row r;
  for (const event& e : rs.events) {
    if (e.kind == verdict_kind::claimable_draw && r.first_claim == nullptr) r.first_claim = &e;
    if (e.kind == verdict_kind::illegal_move) {
      if (r.first_illegal == nullptr) r.first_illegal = &e;
      ++r.illegal;
    }
  }
  r.illegal += rs.illegal_left_out;  // summary_events: the illegal moves not kept
  return r;
}

bool same_claim(const comparison_row& a, const comparison_row& b) {
  if ((a.first_claim == nullptr) != (b.first_claim == nullptr)) return false;
  return a.first_claim == nullptr || (a.first_claim->ply == b.first_claim->ply && a.first_claim->by == b.first_claim->by);
}

comparison_tally::summary& comparison_tally::summary_for(const game_driver& driver, std::size_t rule_set,
                                                         std::size_t baseline) {
  for (summary& s : summaries_)
    if (s.driver == &driver && s.rule_set == rule_set && s.baseline == baseline) return s;
  summary& s = summaries_.emplace_back();
  s.driver = &driver;
  s.rule_set = rule_set;
  s.baseline = baseline;
  return s;
}

void comparison_tally::add(const game_report& report, const std::string& file) {
  if (report.rule_sets.empty()) return;
  const rule_set_report& base = report.rule_sets.front();
  const rule_set_outcome base_outcome = outcome_of(report, base);
  const comparison_row base_row = comparison_row_of(base);
  for (const rule_set_report& rs : report.rule_sets) {
    summary& s = summary_for(*report.driver, rs.rule_set, base.rule_set);
    ++s.games;
    if (!same_end(outcome_of(report, rs), base_outcome)) {
      ++s.ends_differently;
      s.which.push_back({file, report.game});
    }
    if (!same_claim(comparison_row_of(rs), base_row)) ++s.claims_differently;
  }
}

compare_writer::compare_writer(output_format format, const std::vector<std::string>& names) : format_(format) {
  for (const std::string& n : names) file_width_ = std::max(file_width_, n.size());
  for (const game_driver* d : all_drivers())
    for (const rule_set_entry& e : d->rule_sets()) rule_set_width_ = std::max(rule_set_width_, e.name.size());
}

void compare_writer::header() {
  if (header_) return;
  header_ = true;
  std::string& out = out_.text();
  if (format_ == output_format::csv) {
    out += "file,game,ruleset,first_claim_ply,first_claim_by,first_claim_rule,first_claim_citation,"
           "first_claim_move,first_claim_announced,end_ply,end_rule,result,recorded_result,illegal_moves,"
           "first_illegal_ply\n";
  } else if (format_ == output_format::table) {
    pad(out, "file", file_width_ + 2);
    pad_left(out, "game", 5);
    out += "  ";
    pad(out, "rule set", rule_set_width_ + 2);
    pad(out, "first claim", claim_width + 2);
    pad(out, "end", end_width + 2);
    pad(out, "result", result_width);
    out += "illegal\n";
  }
}

void compare_writer::game(const game_report& report, const std::string& file) {
  header();
  std::string& out = out_.text();
  const game_driver& driver = *report.driver;
  if (report.rule_sets.empty()) return;
  tally_.add(report, file);
  for (const rule_set_report& rs : report.rule_sets) {
    const rule_set_outcome o = outcome_of(report, rs);
    const comparison_row r = comparison_row_of(rs);
    const std::string_view name = driver.rule_sets()[rs.rule_set].name;

    if (format_ == output_format::json) {
      out += '{';
      json::key(out, "type", true);
      json::string(out, "row");
      json::key(out, "file");
      json::string(out, file);
      json::key(out, "game");
      json::number(out, report.game);
      json::key(out, "ruleset");
      json::string(out, name);
      json::key(out, "first_claim_ply");
      if (r.first_claim) json::number(out, r.first_claim->ply); else out += "null";
      json::key(out, "first_claim_by");
      json::string_or_null(out, r.first_claim ? driver.label_or_empty(r.first_claim->by) : "");
      json::key(out, "first_claim_rule");
      json::string_or_null(out, r.first_claim ? r.first_claim->rule : "");
      json::key(out, "first_claim_citation");
      json::string_or_null(out, r.first_claim ? r.first_claim->citation : "");
      json::key(out, "first_claim_move");
      json::string_or_null(out, r.first_claim ? std::string_view(r.first_claim->move) : "");
      json::key(out, "first_claim_announced");
      out += r.first_claim && r.first_claim->announced ? "true" : "false";
      json::key(out, "end_ply");
      if (o.ended) json::number(out, o.end_ply); else out += "null";
      json::key(out, "end_rule");
      json::string_or_null(out, o.ended ? rs.end.rule : "");
      json::key(out, "result");
      json::string_or_null(out, o.result);
      json::key(out, "recorded_result");
      json::string_or_null(out, report.recorded_result);
      json::key(out, "illegal_moves");
      json::number(out, r.illegal);
      json::key(out, "first_illegal_ply");
      if (r.first_illegal) json::number(out, r.first_illegal->ply); else out += "null";
      out += "}\n";
    } else if (format_ == output_format::csv) {
      csv::field(out, file);
      out += ',';
      csv::number(out, report.game);
      out += ',';
      csv::field(out, name);
      out += ',';
      if (r.first_claim) {
        csv::number(out, r.first_claim->ply);
        out += ',';
        csv::field(out, driver.label_or_empty(r.first_claim->by));
        out += ',';
        csv::field(out, r.first_claim->rule);
        out += ',';
        csv::field(out, r.first_claim->citation);
        out += ',';
        csv::field(out, r.first_claim->move);
        out += ',';
        out += r.first_claim->announced ? "true" : "false";
      } else {
        out += ",,,,,";
      }
      out += ',';
      if (o.ended) csv::number(out, o.end_ply);
      out += ',';
      if (o.ended) csv::field(out, rs.end.rule);
      out += ',';
      csv::field(out, o.result);
      out += ',';
      csv::field(out, report.recorded_result);
      out += ',';
      csv::number(out, r.illegal);
      out += ',';
      if (r.first_illegal) csv::number(out, r.first_illegal->ply);
      out += '\n';
    } else {
      pad(out, file, file_width_ + 2);
      pad_left(out, std::to_string(report.game), 5);
      out += "  ";
      pad(out, name, rule_set_width_ + 2);
      std::string claim = "-";
      if (r.first_claim) {
        claim = std::to_string(r.first_claim->ply) + ' ';
        const std::string_view by = driver.label_or_empty(r.first_claim->by);
        claim += by.empty() ? std::string_view("nobody") : by;
        claim += ' ';
        claim += r.first_claim->rule;
        if (r.first_claim->announced) claim += " (writing)";
      }
      pad(out, claim, claim_width + 2);
      std::string end = "-";
      if (o.ended) end = std::to_string(o.end_ply) + ' ' + std::string(rs.end.rule);
      pad(out, end, end_width + 2);
      pad(out, o.result.empty() ? std::string_view("?") : o.result, result_width);
      out += std::to_string(r.illegal);
      out += '\n';
    }
  }
  out_.maybe_flush();
}

void compare_writer::finish() {
  std::string& out = out_.text();
  if (format_ == output_format::csv) {
    out_.flush();
    return;
  }
  bool title = false;
  for (const comparison_tally::summary& s : tally_.summaries()) {
    if (s.rule_set == s.baseline) continue;
    const std::string_view name = s.driver->rule_sets()[s.rule_set].name;
    const std::string_view base = s.driver->rule_sets()[s.baseline].name;
    if (format_ == output_format::json) {
      out += '{';
      json::key(out, "type", true);
      json::string(out, "summary");
      json::key(out, "ruleset");
      json::string(out, name);
      json::key(out, "baseline");
      json::string(out, base);
      json::key(out, "games");
      json::number(out, s.games);
      json::key(out, "ends_differently");
      json::number(out, s.ends_differently);
      json::key(out, "first_claim_differently");
      json::number(out, s.claims_differently);
      json::key(out, "games_ending_differently");
      out += '[';
      for (std::size_t i = 0; i < s.which.size(); ++i) {
        if (i > 0) out += ',';
        out += '{';
        json::key(out, "file", true);
        json::string(out, s.which[i].file);
        json::key(out, "game");
        json::number(out, s.which[i].game);
        out += '}';
      }
      out += "]}\n";
      out_.maybe_flush();
      continue;
    }
    if (!title) {
      out += "\nCompared with " + std::string(base) + " (" + std::to_string(s.games) +
             (s.games == 1 ? " game" : " games") + "):\n";
      title = true;
    }
    out += "  ";
    pad(out, name, rule_set_width_ + 2);
    out += "ends " + std::to_string(s.ends_differently) + (s.ends_differently == 1 ? " game" : " games") +
           " differently, first claim differs in " + std::to_string(s.claims_differently);
    if (!s.which.empty()) {
      out += ": ";
      constexpr std::size_t shown = 8;
      for (std::size_t i = 0; i < s.which.size() && i < shown; ++i) {
        if (i > 0) out += ", ";
        out += s.which[i].file + " #" + std::to_string(s.which[i].game);
      }
      if (s.which.size() > shown) out += ", ... (" + std::to_string(s.which.size() - shown) + " more)";
    }
    out += '\n';
  }
  out_.flush();
}

}  // namespace repetita::corpus
