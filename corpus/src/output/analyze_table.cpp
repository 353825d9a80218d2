#include <repetita/corpus/output/analyze_table.hpp>

#include "utf8.hpp"

#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/output/outcome.hpp>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace repetita::corpus {

namespace {

std::string after_move(const event& e) { return e.ply == 0 && !e.announced ? "at the start" : "after " + e.move_label; }

void pad(std::string& out, std::string_view text, std::size_t width) {
  out += text;
  const std::size_t used = display_width(text);
  if (used < width) out.append(width - used, ' ');
}

std::string plies_text(const std::vector<ply_t>& plies) {
  std::string out;
  for (const ply_t p : plies) {
    if (!out.empty()) out += ' ';
    out += std::to_string(p);
  }
  return out;
}

// An event's occurrences; a bounded list (more plies than it holds) shows where plies are left
// out and how many there are: "0 4 8 12 16 ... 39984 39988 39992 39996 40000 (10001 in all)".
std::string occurrences_text(const event& e) {
  if (e.occurrences_total <= e.occurrences.size()) return plies_text(e.occurrences);
  const std::size_t half = e.occurrences.size() / 2;
  std::string out = plies_text(std::vector<ply_t>(e.occurrences.begin(), e.occurrences.begin() + static_cast<std::ptrdiff_t>(half)));
  out += " ... ";
  out += plies_text(std::vector<ply_t>(e.occurrences.begin() + static_cast<std::ptrdiff_t>(half), e.occurrences.end()));
  out += " (" + std::to_string(e.occurrences_total) + " in all)";
  return out;
}

// Display width: UTF-8 continuation bytes take no column.
// Terminal columns: shogi moves and names are mostly wide characters.
std::size_t columns(std::string_view text) { return display_width(text); }

std::string outcome_line(const game_report& game, const rule_set_report& rs) {
  const game_driver& driver = *game.driver;
  const rule_set_outcome o = outcome_of(game, rs);
  std::string out = std::string(driver.rule_sets()[rs.rule_set].name) + ": ";
  if (!o.ended) {
    out += o.result.empty() ? std::string("no result recorded") : std::string(o.result) + " as recorded";
    out += ", no rule ends the game";
  } else {
    out += std::string(o.result) + ", ";
    switch (rs.end.kind) {
      case verdict_kind::draw: out += "drawn"; break;
      case verdict_kind::loss: out += std::string(driver.label_or_empty(rs.end.who)) + " lost"; break;
      default: out += "no result"; break;
    }
    out += " at ply " + std::to_string(o.end_ply) + " (" + std::string(rs.end.rule) + ", " +
           std::string(rs.end.citation) + ")";
    if (o.void_moves == 1) out += "; the recorded ply after it is void";
    if (o.void_moves > 1) out += "; the " + std::to_string(o.void_moves) + " recorded plies after it are void";
  }
  if (rs.events.empty()) out += "; no event";
  return out;
}

// --annotations: " [clock 0:02:58, eval +0.17]" after the event, as the record gives them.
std::string annotation_text(const ply_annotation& a) {
  if (a.empty()) return {};
  std::vector<std::string> parts;
  char text[64];
  if (a.clock) {
    const auto hundredths = static_cast<long long>(*a.clock * 100 + 0.5);
    const long long seconds = hundredths / 100;
    std::snprintf(text, sizeof text, "clock %lld:%02lld:%02lld", seconds / 3600, seconds / 60 % 60, seconds % 60);
    std::string clock = text;
    if (hundredths % 100 != 0) {  // tenths or hundredths, as written
      std::snprintf(text, sizeof text, hundredths % 10 == 0 ? ".%01lld" : ".%02lld",
                    hundredths % 10 == 0 ? hundredths % 100 / 10 : hundredths % 100);
      clock += text;
    }
    parts.push_back(clock);
  }
  if (a.eval) {
    std::snprintf(text, sizeof text, "eval %+.2f", *a.eval);
    parts.push_back(text);
  }
  if (a.mate) {
    std::snprintf(text, sizeof text, "mate %s%d", *a.mate < 0 ? "-" : "", *a.mate < 0 ? -*a.mate : *a.mate);
    parts.push_back(text);
  }
  std::string out = " [";
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i > 0 ? ", " : "") + parts[i];
  return out + "]";
}

}  // namespace

std::string event_sentence(const game_driver& driver, const event& e) {
  const std::string by(driver.label_or_empty(e.by));
  switch (e.kind) {
    case verdict_kind::claimable_draw:
      if (e.announced) return by + " may claim by writing " + e.move_label;
      if (by.empty()) return "the arbiter may declare a draw " + after_move(e);
      return by + " may claim " + after_move(e);
    case verdict_kind::draw: return "drawn " + after_move(e);
    case verdict_kind::loss: return by + " loses " + after_move(e);
    case verdict_kind::illegal_move: return e.move_label + " is illegal" + (by.empty() ? "" : " (" + by + ")");
    case verdict_kind::no_result: return "no result " + after_move(e);
    case verdict_kind::none: break;
  }
  return "";
}

std::string game_description(const game_report& game) {
  std::string out;
  const auto known = [](const std::string& name) { return !name.empty() && name != "?"; };
  if (known(game.players[0]) || known(game.players[1])) {
    out += known(game.players[0]) ? game.players[0] : std::string("?");
    out += " vs ";
    out += known(game.players[1]) ? game.players[1] : std::string("?");
  }
  if (!game.title.empty()) {
    if (!out.empty()) out += ' ';
    out += '(';
    out += game.title;
    out += ')';
  }
  if (!out.empty()) out += ", ";
  out += std::to_string(game.plies) + (game.plies == 1 ? " ply" : " plies");
  out += game.recorded_result.empty() ? ", no recorded result" : ", recorded " + game.recorded_result;
  return out;
}

void analyze_table_writer::format(const game_report& report, const std::string& file, bool first_of_run,
                                  std::string& out) const {
  if (!first_of_run) out += '\n';
  out += file + ", game " + std::to_string(report.game) + ": " + game_description(report) + '\n';
  for (const std::string& warning : report.warnings) out += "  " + warning + '\n';
  for (const rule_set_report& rs : report.rule_sets) {
    out += "  " + outcome_line(report, rs) + '\n';
    if (rs.events.empty()) continue;
    std::vector<std::string> sentences;
    std::size_t ply_w = 3, what_w = 5, rule_w = 4, cite_w = 8;
    for (const event& e : rs.events) {
      sentences.push_back(event_sentence(*report.driver, e) + annotation_text(e.annotation));
      ply_w = std::max(ply_w, std::to_string(e.ply).size());
      what_w = std::max(what_w, columns(sentences.back()));
      rule_w = std::max(rule_w, columns(e.rule));
      cite_w = std::max(cite_w, columns(e.citation));
    }
    out += "    ";
    out.append(ply_w - 3, ' ');
    out += "ply  ";
    pad(out, "event", what_w + 2);
    pad(out, "rule", rule_w + 2);
    pad(out, "citation", cite_w + 2);
    out += "occurrences\n";
    for (std::size_t i = 0; i < rs.events.size(); ++i) {
      const event& e = rs.events[i];
      const std::string ply = std::to_string(e.ply);
      out += "    ";
      out.append(ply_w - ply.size(), ' ');
      out += ply + "  ";
      out += sentences[i];
      out.append(what_w + 2 - columns(sentences[i]), ' ');
      out += e.rule;
      out.append(rule_w + 2 - columns(e.rule), ' ');
      out += e.citation;
      const std::string plies = occurrences_text(e);
      if (!plies.empty()) {
        out.append(cite_w + 2 - columns(e.citation), ' ');
        out += plies;
      }
      out += '\n';
    }
  }
}

}  // namespace repetita::corpus
