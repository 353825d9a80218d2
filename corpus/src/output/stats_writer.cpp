#include <repetita/corpus/output/stats_writer.hpp>

#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/output/csv.hpp>
#include <repetita/corpus/output/json.hpp>
#include <repetita/corpus/output/outcome.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace repetita::corpus {

void ply_distribution::sort() { std::sort(plies.begin(), plies.end()); }

ply_t ply_distribution::quantile(double q) const {
  if (plies.empty()) return 0;
  const auto n = static_cast<double>(plies.size());
  auto rank = static_cast<std::size_t>(std::ceil(q * n));
  if (rank == 0) rank = 1;
  return plies[std::min(rank, plies.size()) - 1];
}

double ply_distribution::mean() const {
  if (plies.empty()) return 0.0;
  double sum = 0.0;
  for (const ply_t p : plies) sum += p;
  return sum / static_cast<double>(plies.size());
}

std::vector<std::uint64_t> ply_distribution::histogram() const {
  std::vector<std::uint64_t> out;
  for (const ply_t p : plies) {
    const std::size_t b = p / bucket;
    if (b >= out.size()) out.resize(b + 1, 0);
    ++out[b];
  }
  return out;
}

void stats_writer::game(const game_report& report, const std::string&) { tally_.add(report); }

void stats_tally::add(const game_report& report) {
  for (const rule_set_report& rs : report.rule_sets) {
    counts* c = nullptr;
    for (counts& k : counts_)
      if (k.driver == report.driver && k.rule_set == rs.rule_set) c = &k;
    if (c == nullptr) {
      c = &counts_.emplace_back();
      c->driver = report.driver;
      c->rule_set = rs.rule_set;
    }
    ++c->games;
    c->plies += report.plies;
    bool any_claim = false;
    bool repetition = false;
    for (const event& e : rs.events) {
      if (e.kind != verdict_kind::claimable_draw) continue;
      any_claim = true;
      if ((e.evidence == evidence_kind::positions || e.evidence == evidence_kind::move_series) && !repetition) {
        repetition = true;
        c->claimable_repetition.plies.push_back(e.ply);
      }
    }
    if (any_claim) ++c->claimable_draw;
    if (report.nonstandard_moves > 0) {
      ++c->nonstandard_games;
      c->nonstandard_moves += report.nonstandard_moves;
    }
    const rule_set_outcome o = outcome_of(report, rs);
    if (!o.ended) {
      ++c->not_ended;
      continue;
    }
    c->void_plies += o.void_moves;
    end_count* ec = nullptr;
    for (end_count& k : c->ends)
      if (k.rule == rs.end.rule) ec = &k;
    if (ec == nullptr) {
      ec = &c->ends.emplace_back();
      ec->rule = rs.end.rule;
    }
    ec->at.plies.push_back(o.end_ply);
  }
}

namespace {

std::string percent(std::uint64_t part, std::uint64_t whole) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f%%", whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole));
  return text;
}

std::string mean_text(double mean) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", mean);
  return text;
}

std::string summary_text(const ply_distribution& d) {
  if (d.plies.empty()) return "";
  return "at ply min " + std::to_string(d.quantile(0.0)) + ", quartiles " + std::to_string(d.quantile(0.25)) + "/" +
         std::to_string(d.quantile(0.5)) + "/" + std::to_string(d.quantile(0.75)) + ", max " +
         std::to_string(d.quantile(1.0));
}

void json_distribution(std::string& out, const ply_distribution& d) {
  out += '{';
  json::key(out, "min", true);
  json::number(out, d.quantile(0.0));
  json::key(out, "q1");
  json::number(out, d.quantile(0.25));
  json::key(out, "median");
  json::number(out, d.quantile(0.5));
  json::key(out, "q3");
  json::number(out, d.quantile(0.75));
  json::key(out, "max");
  json::number(out, d.quantile(1.0));
  json::key(out, "mean");
  out += mean_text(d.mean());
  json::key(out, "histogram");
  out += "{\"bucket\":";
  json::number(out, ply_distribution::bucket);
  out += ",\"counts\":[";
  const auto h = d.histogram();
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (i > 0) out += ',';
    json::number(out, h[i]);
  }
  out += "]}}";
}

void csv_row(std::string& out, std::string_view rule_set, std::string_view category, std::string_view rule,
             std::uint64_t games, const ply_distribution* d) {
  csv::field(out, rule_set);
  out += ',';
  out += category;
  out += ',';
  csv::field(out, rule);
  out += ',';
  csv::number(out, games);
  if (d != nullptr && !d->plies.empty()) {
    for (const double q : {0.0, 0.25, 0.5, 0.75, 1.0}) {
      out += ',';
      csv::number(out, d->quantile(q));
    }
    out += ',';
    out += mean_text(d->mean());
  } else {
    out += ",,,,,,";
  }
  out += '\n';
}

}  // namespace

std::vector<stats_tally::counts>& stats_tally::finish() {
  for (counts& c : counts_) {
    c.claimable_repetition.sort();
    std::sort(c.ends.begin(), c.ends.end(), [](const end_count& a, const end_count& b) {
      return a.at.plies.size() != b.at.plies.size() ? a.at.plies.size() > b.at.plies.size() : a.rule < b.rule;
    });
    for (end_count& e : c.ends) e.at.sort();
  }
  return counts_;
}

void stats_writer::finish() {
  std::string& out = out_.text();
  if (format_ == output_format::csv) out += "ruleset,category,rule,games,ply_min,ply_q1,ply_median,ply_q3,ply_max,ply_mean\n";
  bool first = true;
  for (const stats_tally::counts& c : tally_.finish()) {
    const std::string_view name = c.driver->rule_sets()[c.rule_set].name;
    if (format_ == output_format::json) {
      out += '{';
      json::key(out, "ruleset", true);
      json::string(out, name);
      json::key(out, "game_type");
      json::string(out, c.driver->game());
      json::key(out, "games");
      json::number(out, c.games);
      json::key(out, "plies");
      json::number(out, c.plies);
      json::key(out, "claimable_repetition");
      out += "{\"games\":";
      json::number(out, c.claimable_repetition.plies.size());
      json::key(out, "first_ply");
      if (c.claimable_repetition.plies.empty()) out += "null"; else json_distribution(out, c.claimable_repetition);
      out += '}';
      json::key(out, "claimable_draw");
      out += "{\"games\":";
      json::number(out, c.claimable_draw);
      out += '}';
      json::key(out, "ends");
      out += '[';
      for (std::size_t i = 0; i < c.ends.size(); ++i) {
        if (i > 0) out += ',';
        out += '{';
        json::key(out, "rule", true);
        json::string(out, c.ends[i].rule);
        json::key(out, "games");
        json::number(out, c.ends[i].at.plies.size());
        json::key(out, "ply");
        json_distribution(out, c.ends[i].at);
        out += '}';
      }
      out += ']';
      json::key(out, "not_ended");
      json::number(out, c.not_ended);
      json::key(out, "void_plies");
      json::number(out, c.void_plies);
      json::key(out, "nonstandard_moves");
      out += "{\"games\":";
      json::number(out, c.nonstandard_games);
      json::key(out, "moves");
      json::number(out, c.nonstandard_moves);
      out += "}}\n";
      continue;
    }
    if (format_ == output_format::csv) {
      csv_row(out, name, "claimable_repetition", "", c.claimable_repetition.plies.size(), &c.claimable_repetition);
      csv_row(out, name, "claimable_draw", "", c.claimable_draw, nullptr);
      for (const stats_tally::end_count& e : c.ends) csv_row(out, name, "end", e.rule, e.at.plies.size(), &e.at);
      csv_row(out, name, "not_ended", "", c.not_ended, nullptr);
      csv_row(out, name, "nonstandard_moves", "", c.nonstandard_games, nullptr);
      continue;
    }
    if (!first) out += '\n';
    first = false;
    out += std::string(name) + " (" + std::string(c.driver->game()) + "): " + std::to_string(c.games) +
           (c.games == 1 ? " game, " : " games, ") + std::to_string(c.plies) + " plies\n";
    // Label column: "  ended by " and the longest rule name of any game ("immobilization-by-repetition").
    const auto line = [&](const std::string& what, std::uint64_t games, const std::string& rest) {
      std::string text = "  " + what;
      if (text.size() < 40) text.append(40 - text.size(), ' ');
      std::string count = std::to_string(games);
      if (count.size() < 8) text.append(8 - count.size(), ' ');
      text += count + "  " + percent(games, c.games);
      if (!rest.empty()) {
        if (text.size() < 62) text.append(62 - text.size(), ' ');
        text += rest;
      }
      out += text + '\n';
    };
    line("claimable repetition", c.claimable_repetition.plies.size(),
         c.claimable_repetition.plies.empty() ? "" : "first " + summary_text(c.claimable_repetition));
    line("any claimable draw", c.claimable_draw, "");
    for (const stats_tally::end_count& e : c.ends) line("ended by " + std::string(e.rule), e.at.plies.size(), summary_text(e.at));
    line("not ended by a rule", c.not_ended, "");
    if (c.void_plies > 0) out += "  void plies after the ends: " + std::to_string(c.void_plies) + '\n';
    if (c.nonstandard_moves > 0)
      line("with non-standard moves", c.nonstandard_games,
           std::to_string(c.nonstandard_moves) + (c.nonstandard_moves == 1 ? " move" : " moves") +
               " (rejected by --strict)");
  }
  out_.flush();
}

}  // namespace repetita::corpus
