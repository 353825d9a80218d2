#include <repetita/corpus/output/report_writer.hpp>

#include <repetita/corpus/disagreement.hpp>
#include <repetita/corpus/game_driver.hpp>
#include "output/board_svg.hpp"
#include "output/histogram_svg.hpp"
#include "output/html.hpp"
#include <repetita/corpus/output/outcome.hpp>

#include <algorithm>
#include <string_view>
#include <utility>

namespace repetita::corpus {

namespace {

void count_at(std::vector<std::uint64_t>& counts, ply_t ply) {
  const std::size_t p = std::min<std::size_t>(ply, report_tally::ply_cap);
  if (counts.size() <= p) counts.resize(p + 1, 0);
  ++counts[p];
}

const event* first_claim(const rule_set_report& rs) {
  for (const event& e : rs.events)
    if (e.kind == verdict_kind::claimable_draw) return &e;
  return nullptr;
}

const event* first_illegal(const rule_set_report& rs) {
  for (const event& e : rs.events)
    if (e.kind == verdict_kind::illegal_move) return &e;
  return nullptr;
}

std::uint64_t next_random(std::uint64_t& state) {  // splitmix64
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

std::uint64_t report_tally::score_of(const game_report& report) {
  std::vector<rule_set_outcome> outcomes;
  for (const rule_set_report& rs : report.rule_sets) outcomes.push_back(outcome_of(report, rs));
  return score_of(outcomes);
}

std::uint64_t report_tally::score_of(const std::vector<rule_set_outcome>& outcomes) {
  std::uint64_t distinct = 0;
  std::uint64_t pairs = 0;
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    bool seen = false;  // an earlier rule set ends the game as rule set i does
    for (std::size_t j = 0; j < i; ++j) {
      if (same_end(outcomes[i], outcomes[j]))
        seen = true;
      else
        ++pairs;
    }
    if (!seen) ++distinct;
  }
  return distinct * 1000 + pairs;
}

report_tally::group& report_tally::group_for(const game_report& report) {
  for (group& g : groups_)
    if (g.driver == report.driver) return g;
  group& g = groups_.emplace_back();
  g.driver = report.driver;
  const std::string name(report.driver->game());
  g.id = name;
  for (int k = 2; std::count_if(groups_.begin(), groups_.end(), [&](const group& o) { return o.id == g.id; }) > 1; ++k)
    g.id = name + "-" + std::to_string(k);
  const std::size_t n = report.rule_sets.size();
  for (const rule_set_report& rs : report.rule_sets) {
    g.rule_sets.push_back(rs.rule_set);
    g.counts.emplace_back().rule_set = rs.rule_set;
  }
  g.differ.assign(n * n, 0);
  g.which.resize(n * n);
  return g;
}

report_tally::kept_game report_tally::keep(const game_report& report, game_ref ref, std::uint64_t score) {
  kept_game k;
  k.ref = ref;
  k.report = report;
  k.score = score;
  for (rule_set_report& rs : k.report.rule_sets)
    if (rs.events.size() > events_kept) {  // the first ones and the last (the end)
      rs.events.erase(rs.events.begin() + static_cast<std::ptrdiff_t>(events_kept - 1), rs.events.end() - 1);
    }
  const figure_focus focus = focus_of(report);
  if (focus.shown != nullptr) {
    k.focus = *focus.shown;
    for (std::size_t i = 0; i < report.rule_sets.size(); ++i) {
      const auto& events = report.rule_sets[i].events;
      if (focus.shown >= events.data() && focus.shown < events.data() + events.size()) k.focus_rule_set = i;
    }
  }
  return k;
}

void report_tally::add(const game_report& report, const std::string& file) {
  if (report.rule_sets.empty() || report.driver == nullptr) return;
  group& g = group_for(report);
  const std::size_t n = g.rule_sets.size();
  if (report.rule_sets.size() != n) return;  // every game of a driver has the same rule sets
  if (files_.empty() || files_.back() != file) files_.push_back(file);
  const game_ref ref{static_cast<std::uint32_t>(files_.size() - 1), report.game, g.games};
  ++g.games;
  g.plies += report.plies;
  for (std::size_t i = 0; i < n; ++i) {
    const rule_set_report& rs = report.rule_sets[i];
    rule_set_counts& c = g.counts[i];
    if (const event* claim = first_claim(rs)) {
      ++c.claims;
      count_at(c.first_claim, claim->ply);
    }
    if (rs.ended()) {
      ++c.ends;
      count_at(c.end, rs.end.ply);
    }
    std::uint64_t illegal = 0;
    for (const event& e : rs.events) illegal += e.kind == verdict_kind::illegal_move ? 1 : 0;
    illegal += rs.illegal_left_out;  // summary_events: the illegal moves not kept
    c.illegal_moves += illegal;
    c.illegal_games += illegal > 0 ? 1 : 0;
  }
  outcomes_.clear();  // once per rule set: result_of is a virtual call
  for (const rule_set_report& rs : report.rule_sets) outcomes_.push_back(outcome_of(report, rs));
  bool disagree = false;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      if (same_end(outcomes_[i], outcomes_[j])) continue;
      disagree = true;
      ++g.differ[i * n + j];
      if (g.which[i * n + j].size() < links_per_pair) g.which[i * n + j].push_back(ref);
    }
  if (!disagree) return;
  ++g.disagreeing;
  const std::uint64_t score = score_of(outcomes_);
  if (g.top.size() < top_games || score > g.top.back().score) {
    auto at = std::find_if(g.top.begin(), g.top.end(), [&](const kept_game& k) { return k.score < score; });
    g.top.insert(at, keep(report, ref, score));
    if (g.top.size() > top_games) g.top.pop_back();
  }
  ++g.sample_seen;
  if (g.sample.size() < sampled_games) {
    g.sample.push_back(keep(report, ref, score));
  } else {
    const std::uint64_t j = next_random(g.random) % g.sample_seen;
    if (j < sampled_games) g.sample[j] = keep(report, ref, score);
  }
}

namespace {

// The page's style: no font or image from elsewhere; a narrow window stacks, tables scroll; print
// keeps the figures whole.
constexpr std::string_view style = R"(
:root{color-scheme:light}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1a1a1a;background:#fff;
margin:0 auto;max-width:72rem;padding:1rem 1.25rem}
h1{font-size:1.6rem;margin:.4rem 0}h2{font-size:1.35rem;margin-top:2rem;border-bottom:2px solid #ddd}
h3{font-size:1.1rem;margin-top:1.5rem}h4{font-size:1rem;margin:.2rem 0 .5rem}
a{color:#0645ad}nav ul{display:flex;flex-wrap:wrap;gap:.2rem 1rem;list-style:none;padding:0}code{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.9em;word-break:break-all}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;margin:.5rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #c8c8c8;padding:.2rem .5rem;text-align:right;vertical-align:top}
th:first-child,td:first-child,td.text,th.text{text-align:left}thead th{background:#f2f2f2}
td.same{color:#999}td.zero{color:#999}
.plots{display:flex;flex-wrap:wrap;gap:.5rem 1rem}.plots figure{flex:0 1 19rem;margin:0}
figure{margin:.5rem 0}figcaption{font-size:.9rem;color:#333}
svg{max-width:100%;height:auto;display:block}
.histogram .bars rect{fill:#3f6fb5}.histogram text{font-size:11px;fill:#333}.histogram path{stroke:#555;fill:none}
.empty{font-style:italic;color:#666;border:1px dashed #bbb;padding:1rem;margin:0}
.game{border-top:1px solid #ddd;padding-top:.5rem;margin-top:1rem}
.game-body{display:flex;flex-wrap:wrap;gap:1rem}.game-body>figure{flex:0 1 20rem;margin:0}.game-body>div{flex:1 1 22rem;min-width:0}
.game table{font-size:.85rem}.game th,.game td{padding:.15rem .35rem}
.board{width:100%;max-width:24rem}.board .wood{fill:#f0d9a8}.board .mark{fill:#c99a5b}
.board .grid line{stroke:#6b4f2a;stroke-width:1}.board .coord{font-size:11px;fill:#555;text-anchor:middle;dominant-baseline:central}
.board .piece{font-size:22px;font-weight:600;text-anchor:middle;dominant-baseline:central;
font-family:system-ui,"Noto Sans CJK JP","Noto Sans CJK SC","Hiragino Sans","Yu Gothic","Microsoft YaHei",sans-serif}
.board .disc.p0{fill:#fff;stroke:#333}.board .disc.p1{fill:#333;stroke:#111}.board .piece.p0{fill:#111}.board .piece.p1{fill:#fff}
.board.turned .piece.p0,.board.turned .piece.p1{fill:#111}
.board.river .disc.p0,.board.river .disc.p1{fill:#fbf1dc;stroke:#6b4f2a}.board.river .piece.p0{fill:#b3001b}.board.river .piece.p1{fill:#111}
.board .stone.p0{fill:#111;stroke:#000}.board .stone.p1{fill:#fff;stroke:#222}
ol.moves{display:flex;flex-wrap:wrap;gap:.1rem .6rem;list-style:none;padding:0;margin:.3rem 0}
ol.moves li.gap{color:#888}ol.moves mark{background:#ffe58a}
.refs{font-size:.9rem}
@media (max-width:40rem){body{padding:.5rem;font-size:14px}h1{font-size:1.3rem}}
@media print{body{max-width:none;padding:0;font-size:11pt}a{color:inherit;text-decoration:none}
nav{display:none}.scroll{overflow:visible}figure,.game,table{break-inside:avoid}h2,h3{break-after:avoid}}
)";

class page {
 public:
  page(const report_tally& tally, const report_provenance& provenance) : tally_(tally), provenance_(provenance) {}

  std::string write() {
    std::uint64_t games = 0;
    std::uint64_t plies = 0;
    for (const auto& g : tally_.groups()) {
      games += g.games;
      plies += g.plies;
    }
    out_ += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>repetita report: ";
    html::number(out_, games);
    out_ += games == 1 ? " game" : " games";
    out_ += "</title>\n<style>";
    out_ += style;
    out_ += "</style>\n</head>\n<body>\n<header>\n<h1>Repetition rules compared</h1>\n<p>";
    html::number(out_, games);
    out_ += games == 1 ? " game, " : " games, ";
    html::number(out_, plies);
    out_ += " plies, from ";
    html::number(out_, tally_.files().size());
    out_ += tally_.files().size() == 1 ? " input" : " inputs";
    if (tally_.errors() > 0) {
      out_ += "; ";
      html::number(out_, tally_.errors());
      out_ += tally_.errors() == 1 ? " record could not be read" : " records could not be read";
    }
    out_ += ". Two rule sets <em>disagree</em> on a game when they end it differently: one ends it and the "
            "other does not, or at another ply, or with another result.</p>\n";
    out_ += "<nav aria-label=\"Contents\"><ul>";
    for (const auto& g : tally_.groups()) {
      out_ += "<li><a href=\"#";
      html::text(out_, g.id);
      out_ += "\">";
      html::text(out_, g.id);
      out_ += "</a></li>";
    }
    out_ += "<li><a href=\"#provenance\">How this report was made</a></li></ul></nav>\n</header>\n<main>\n";
    overview();
    for (const auto& g : tally_.groups()) group(g);
    provenance();
    out_ += "</main>\n</body>\n</html>\n";
    return std::move(out_);
  }

 private:
  using group_t = report_tally::group;

  std::string_view name_of(const group_t& g, std::size_t i) const { return g.driver->rule_sets()[g.rule_sets[i]].name; }

  void anchor_id(const group_t& g, std::string_view what) {
    html::text(out_, g.id);
    out_ += '-';
    out_ += what;
  }

  void overview() {
    open_labelled("section", "", "overview", "h2");
    out_ += "The corpus at a glance</h2>\n";
    out_ += "<div class=\"scroll\"><table>\n<caption>Games per game type</caption>\n<thead><tr><th scope=\"col\">game"
            "</th><th scope=\"col\">games</th><th scope=\"col\">plies</th><th scope=\"col\">rule sets</th>"
            "<th scope=\"col\">games where rule sets disagree</th></tr></thead>\n<tbody>\n";
    for (const auto& g : tally_.groups()) {
      out_ += "<tr><th scope=\"row\" class=\"text\"><a href=\"#";
      html::text(out_, g.id);
      out_ += "\">";
      html::text(out_, g.id);
      out_ += "</a></th><td>";
      html::number(out_, g.games);
      out_ += "</td><td>";
      html::number(out_, g.plies);
      out_ += "</td><td>";
      html::number(out_, g.rule_sets.size());
      out_ += "</td><td>";
      html::number(out_, g.disagreeing);
      out_ += "</td></tr>\n";
    }
    out_ += "</tbody>\n</table></div>\n";
    if (tally_.groups().empty()) out_ += "<p class=\"empty\">No game was read.</p>\n";
    out_ += "</section>\n";
  }

  // `<section id="ID" aria-labelledby="ID-h">` (or another element) and the opening of its heading,
  // whose text the caller writes.
  void open_labelled(std::string_view element, std::string_view classes, std::string_view id,
                     std::string_view heading) {
    out_ += '<';
    out_ += element;
    if (!classes.empty()) {
      out_ += " class=\"";
      out_ += classes;
      out_ += '"';
    }
    out_ += " id=\"";
    html::text(out_, id);
    out_ += "\" aria-labelledby=\"";
    html::text(out_, id);
    out_ += "-h\">\n<";
    out_ += heading;
    out_ += " id=\"";
    html::text(out_, id);
    out_ += "-h\">";
  }

  void group(const group_t& g) {
    open_labelled("section", "", g.id, "h2");
    html::text(out_, g.id);
    out_ += ": ";
    html::number(out_, g.games);
    out_ += g.games == 1 ? " game" : " games";
    out_ += "</h2>\n";
    summary(g);
    matrix(g);
    distributions(g);
    games(g);
    pairs(g);
    out_ += "</section>\n";
  }

  void summary(const group_t& g) {
    out_ += "<section id=\"";
    anchor_id(g, "summary");
    out_ += "\">\n<h3>Per rule set</h3>\n<div class=\"scroll\"><table>\n<caption>";
    html::text(out_, g.id);
    out_ += ": what each rule set says over ";
    html::number(out_, g.games);
    out_ += g.games == 1 ? " game" : " games";
    out_ += "</caption>\n<thead><tr><th scope=\"col\">rule set</th><th scope=\"col\">games with a claimable draw</th>"
            "<th scope=\"col\">games ended by a rule</th><th scope=\"col\">games with illegal moves</th>"
            "<th scope=\"col\">illegal moves</th></tr></thead>\n<tbody>\n";
    for (std::size_t i = 0; i < g.counts.size(); ++i) {
      const auto& c = g.counts[i];
      out_ += "<tr><th scope=\"row\" class=\"text\">";
      html::text(out_, name_of(g, i));
      out_ += "</th>";
      for (const std::uint64_t v : {c.claims, c.ends, c.illegal_games, c.illegal_moves}) {
        out_ += "<td>";
        html::number(out_, v);
        out_ += "</td>";
      }
      out_ += "</tr>\n";
    }
    out_ += "</tbody>\n</table></div>\n</section>\n";
  }

  // The anchor of a game shown in full, or "" when it is not shown.
  std::string shown_anchor(const group_t& g, std::uint64_t order) const {
    const auto is = [&](const report_tally::kept_game& k) { return k.ref.order == order; };
    if (std::none_of(g.top.begin(), g.top.end(), is) && std::none_of(g.sample.begin(), g.sample.end(), is)) return {};
    return g.id + "-game-" + std::to_string(order);
  }

  void matrix(const group_t& g) {
    const std::size_t n = g.rule_sets.size();
    out_ += "<section id=\"";
    anchor_id(g, "matrix");
    out_ += "\">\n<h3>Where rule sets disagree</h3>\n";
    if (n < 2) {
      out_ += "<p class=\"empty\">One rule set: nothing to compare (give several with --rules).</p>\n</section>\n";
      return;
    }
    out_ += "<div class=\"scroll\"><table class=\"matrix\">\n<caption>";
    html::text(out_, g.id);
    out_ += ": games each pair of rule sets ends differently (of ";
    html::number(out_, g.games);
    out_ += "); a number links to the games</caption>\n<thead><tr><th scope=\"col\">rule set</th>";
    for (std::size_t j = 0; j < n; ++j) {
      out_ += "<th scope=\"col\">";
      html::text(out_, name_of(g, j));
      out_ += "</th>";
    }
    out_ += "</tr></thead>\n<tbody>\n";
    for (std::size_t i = 0; i < n; ++i) {
      out_ += "<tr><th scope=\"row\" class=\"text\">";
      html::text(out_, name_of(g, i));
      out_ += "</th>";
      for (std::size_t j = 0; j < n; ++j) {
        if (i == j) {
          out_ += "<td class=\"same\">–</td>";
          continue;
        }
        const std::size_t a = std::min(i, j);
        const std::size_t b = std::max(i, j);
        const std::uint64_t d = g.differ[a * n + b];
        if (d == 0) {
          out_ += "<td class=\"zero\">0</td>";
          continue;
        }
        out_ += "<td><a href=\"#";
        pair_id(g, a, b);
        out_ += "\">";
        html::number(out_, d);
        out_ += "</a></td>";
      }
      out_ += "</tr>\n";
    }
    out_ += "</tbody>\n</table></div>\n</section>\n";
  }

  // The lists the matrix links to, after the games shown (long lists would push the figures down).
  void pairs(const group_t& g) {
    const std::size_t n = g.rule_sets.size();
    if (n < 2 || g.disagreeing == 0) return;
    out_ += "<section id=\"";
    anchor_id(g, "pairs");
    out_ += "\">\n<h3>The games of each pair of rule sets</h3>\n<p>At most ";
    html::number(out_, report_tally::links_per_pair);
    out_ += " games per pair, the first in input order; a game shown above links to it.</p>\n";
    for (std::size_t a = 0; a < n; ++a)
      for (std::size_t b = a + 1; b < n; ++b) pair_list(g, a, b);
    out_ += "</section>\n";
  }

  void pair_id(const group_t& g, std::size_t a, std::size_t b) {
    anchor_id(g, "pair-");
    html::number(out_, a);
    out_ += '-';
    html::number(out_, b);
  }

  void pair_list(const group_t& g, std::size_t a, std::size_t b) {
    const std::size_t n = g.rule_sets.size();
    const std::uint64_t d = g.differ[a * n + b];
    if (d == 0) return;
    const auto& refs = g.which[a * n + b];
    out_ += "<div class=\"refs\" id=\"";
    pair_id(g, a, b);
    out_ += "\"><h4>";
    html::text(out_, name_of(g, a));
    out_ += " and ";
    html::text(out_, name_of(g, b));
    out_ += ": ";
    html::number(out_, d);
    out_ += d == 1 ? " game" : " games";
    out_ += "</h4><p>";
    // Grouped by file: "games.pgn: #3, #17".
    for (std::size_t k = 0; k < refs.size(); ++k) {
      if (k == 0 || refs[k].file != refs[k - 1].file) {
        if (k > 0) out_ += "; ";
        html::text(out_, tally_.files()[refs[k].file]);
        out_ += ": ";
      } else {
        out_ += ", ";
      }
      const std::string anchor = shown_anchor(g, refs[k].order);
      if (!anchor.empty()) {
        out_ += "<a href=\"#";
        html::text(out_, anchor);
        out_ += "\">";
      }
      out_ += '#';
      html::number(out_, refs[k].game);
      if (!anchor.empty()) out_ += "</a>";
    }
    if (d > refs.size()) {
      out_ += "; and ";
      html::number(out_, d - refs.size());
      out_ += " more";
    }
    out_ += "</p></div>\n";
  }

  void distributions(const group_t& g) {
    std::size_t longest = 1;
    for (const auto& c : g.counts) longest = std::max({longest, c.first_claim.size(), c.end.size()});
    const ply_axis axis = ply_axis::covering(static_cast<std::uint32_t>(longest - 1));
    out_ += "<section id=\"";
    anchor_id(g, "distributions");
    out_ += "\">\n<h3>When it happens</h3>\n<p>Every histogram of this game shares one axis: plies 0 to ";
    html::number(out_, std::uint64_t{axis.bins} * axis.width - 1);
    out_ += " in bins of ";
    html::number(out_, axis.width);
    out_ += axis.width == 1 ? " ply" : " plies";
    out_ += ".</p>\n";
    for (const bool claims : {true, false}) {
      out_ += "<h4>";
      out_ += claims ? "The first claimable draw" : "The end of the game by a rule";
      out_ += "</h4>\n<div class=\"plots\">\n";
      for (std::size_t i = 0; i < g.counts.size(); ++i) {
        const auto& c = g.counts[i];
        const auto& counts = claims ? c.first_claim : c.end;
        std::string title(name_of(g, i));
        title += claims ? ": ply of the first claimable draw" : ": ply of the end by a rule";
        out_ += "<figure>";
        if (counts.empty()) {
          out_ += "<p class=\"empty\">";
          out_ += claims ? "no claims" : "no ends by a rule";
          out_ += "</p>";
        } else {
          std::string id = g.id + (claims ? "-claims-" : "-ends-") + std::to_string(i);
          histogram_svg(out_, counts, axis, id, title);
        }
        out_ += "<figcaption>";
        html::text(out_, name_of(g, i));
        out_ += ": ";
        html::number(out_, claims ? c.claims : c.ends);
        out_ += (claims ? c.claims : c.ends) == 1 ? " game" : " games";
        out_ += "</figcaption></figure>\n";
      }
      out_ += "</div>\n";
    }
    out_ += "</section>\n";
  }

  void games(const group_t& g) {
    out_ += "<section id=\"";
    anchor_id(g, "games");
    out_ += "\">\n<h3>Games where the rule sets disagree</h3>\n";
    if (g.disagreeing == 0) {
      out_ += "<p class=\"empty\">The rule sets end every game alike.</p>\n</section>\n";
      return;
    }
    out_ += "<p>";
    html::number(out_, g.disagreeing);
    out_ += g.disagreeing == 1 ? " game" : " games";
    out_ += ". Shown: the ";
    html::number(out_, g.top.size());
    out_ += " where the rule sets give the most different ends";
    std::vector<const report_tally::kept_game*> others;
    for (const auto& k : g.sample)
      if (std::none_of(g.top.begin(), g.top.end(), [&](const auto& t) { return t.ref.order == k.ref.order; }))
        others.push_back(&k);
    std::sort(others.begin(), others.end(), [](const auto* a, const auto* b) { return a->ref.order < b->ref.order; });
    if (!others.empty()) {
      out_ += ", then ";
      html::number(out_, others.size());
      out_ += " more drawn at random (a uniform sample, the same each run)";
    }
    out_ += ".</p>\n";
    for (const auto& k : g.top) game(g, k);
    for (const auto* k : others) game(g, *k);
    out_ += "</section>\n";
  }

  void game(const group_t& g, const report_tally::kept_game& k) {
    const game_report& r = k.report;
    const game_driver& driver = *g.driver;
    const std::string id = g.id + "-game-" + std::to_string(k.ref.order);
    open_labelled("article", "game", id, "h4");
    html::text(out_, tally_.files()[k.ref.file]);
    out_ += " #";
    html::number(out_, r.game);
    const auto unknown = [](const std::string& name) { return name.empty() || name == "?"; };  // PGN writes "?"
    if (!unknown(r.players[0]) || !unknown(r.players[1])) {
      out_ += ": ";
      html::text(out_, r.players[0].empty() ? std::string_view("?") : std::string_view(r.players[0]));
      out_ += " – ";
      html::text(out_, r.players[1].empty() ? std::string_view("?") : std::string_view(r.players[1]));
    }
    if (!r.title.empty()) {
      out_ += ", ";
      html::text(out_, r.title);
    }
    out_ += " (";
    html::number(out_, r.plies);
    out_ += r.plies == 1 ? " ply" : " plies";
    if (!r.recorded_result.empty()) {
      out_ += ", recorded ";
      html::text(out_, r.recorded_result);
    }
    out_ += ")</h4>\n<div class=\"game-body\">\n";
    const std::vector<ply_t>& occurrences = k.focus.occurrences;
    if (r.figure) {
      out_ += "<figure>";
      std::string title = "The position after ply " + std::to_string(r.figure->ply);
      std::string description = std::to_string(r.figure->board.files) + " by " +
                                std::to_string(r.figure->board.ranks) + " board. " + r.figure->board.caption;
      board_svg(out_, r.figure->board, id + "-board", title, description);
      out_ += "<figcaption>";
      html::text(out_, title);
      if (k.focus.kind != verdict_kind::none) {
        out_ += "; ";
        html::text(out_, name_of(g, k.focus_rule_set));
        out_ += ", ";
        html::text(out_, k.focus.rule);
        if (!occurrences.empty()) {
          out_ += ": it occurs at plies ";
          plies(occurrences);
        }
      }
      out_ += ". ";
      html::text(out_, r.figure->board.caption);
      out_ += "</figcaption></figure>\n";
    } else {
      out_ += "<p class=\"empty\">No board drawing for this game";
      if (!occurrences.empty()) {
        out_ += "; the repetition occurs at plies ";
        plies(occurrences);
      }
      out_ += ".</p>\n";
    }
    out_ += "<div>\n";
    if (r.figure && !r.figure->moves.empty()) {
      out_ += "<p>The moves around it (the occurrences marked):</p>\n<ol class=\"moves\">";
      ply_t previous = 0;
      for (const auto& [ply, label] : r.figure->moves) {
        if (previous != 0 && ply != previous + 1) out_ += "<li class=\"gap\">…</li>";
        previous = ply;
        const bool occurs = std::find(occurrences.begin(), occurrences.end(), ply) != occurrences.end();
        out_ += "<li>";
        if (occurs) out_ += "<mark>";
        html::text(out_, label);
        if (occurs) out_ += "</mark>";
        out_ += "</li>";
      }
      out_ += "</ol>\n";
    }
    verdicts(g, driver, k, id);
    out_ += "</div>\n</div>\n</article>\n";
  }

  void plies(const std::vector<ply_t>& list) {
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (i > 0) out_ += ", ";
      html::number(out_, list[i]);
    }
  }

  void verdicts(const group_t& g, const game_driver& driver, const report_tally::kept_game& k, const std::string& id) {
    const game_report& r = k.report;
    out_ += "<div class=\"scroll\"><table>\n<caption id=\"";
    html::text(out_, id);
    out_ += "-v\">Each rule set's verdict</caption>\n<thead><tr><th scope=\"col\">rule set</th>"
            "<th scope=\"col\" class=\"text\">first claimable draw</th><th scope=\"col\" class=\"text\">first illegal "
            "move</th><th scope=\"col\" class=\"text\">end</th><th scope=\"col\" class=\"text\">result</th>"
            "<th scope=\"col\" class=\"text\">citation</th></tr></thead>\n<tbody>\n";
    for (std::size_t i = 0; i < r.rule_sets.size(); ++i) {
      const rule_set_report& rs = r.rule_sets[i];
      const rule_set_outcome o = outcome_of(r, rs);
      const event* claim = first_claim(rs);
      const event* illegal = first_illegal(rs);
      out_ += "<tr><th scope=\"row\" class=\"text\">";
      html::text(out_, name_of(g, i));
      out_ += "</th><td class=\"text\">";
      if (claim != nullptr) {
        out_ += "ply ";
        html::number(out_, claim->ply);
        if (const std::string_view by = driver.label_or_empty(claim->by); !by.empty()) {
          out_ += " by ";
          html::text(out_, by);
        }
        out_ += ": ";
        html::text(out_, claim->rule);
      } else {
        out_ += "–";
      }
      out_ += "</td><td class=\"text\">";
      if (illegal != nullptr) {
        out_ += "ply ";
        html::number(out_, illegal->ply);
        if (!illegal->move_label.empty()) {
          out_ += " (";
          html::text(out_, illegal->move_label);
          out_ += ')';
        }
        out_ += ": ";
        html::text(out_, illegal->rule);
      } else {
        out_ += "–";
      }
      out_ += "</td><td class=\"text\">";
      if (o.ended) {
        out_ += "ply ";
        html::number(out_, o.end_ply);
        out_ += ": ";
        html::text(out_, rs.end.rule);
      } else {
        out_ += "not ended by a rule";
      }
      out_ += "</td><td class=\"text\">";
      html::text(out_, o.result.empty() ? std::string_view("?") : o.result);
      out_ += "</td><td class=\"text\">";
      // The rule that ended the game, else the first claim's, else the first illegal move's.
      const std::string_view citation = o.ended ? rs.end.citation
                                        : claim != nullptr ? claim->citation
                                        : illegal != nullptr ? illegal->citation
                                                             : "";
      html::text(out_, citation.empty() ? std::string_view("–") : citation);
      out_ += "</td></tr>\n";
    }
    out_ += "</tbody>\n</table></div>\n";
  }

  void provenance() {
    open_labelled("section", "", "provenance", "h2");
    out_ += "How this report was made</h2>\n<p>By repetita ";
    html::text(out_, provenance_.version);
    out_ += ", with the command</p>\n<pre><code>";
    html::text(out_, provenance_.command);
    out_ += "</code></pre>\n";
    for (const auto& g : tally_.groups()) {
      out_ += "<div class=\"scroll\"><table>\n<caption>The ";
      html::text(out_, g.id);
      out_ += " rule sets and their sources</caption>\n<thead><tr><th scope=\"col\">rule set</th>"
              "<th scope=\"col\" class=\"text\">what it says</th><th scope=\"col\" class=\"text\">source</th></tr>"
              "</thead>\n<tbody>\n";
      for (std::size_t i = 0; i < g.rule_sets.size(); ++i) {
        const rule_set_entry& e = g.driver->rule_sets()[g.rule_sets[i]];
        out_ += "<tr><th scope=\"row\" class=\"text\">";
        html::text(out_, e.name);
        out_ += "</th><td class=\"text\">";
        html::text(out_, e.description);
        out_ += "</td><td class=\"text\">";
        html::text(out_, e.source);
        out_ += "</td></tr>\n";
      }
      out_ += "</tbody>\n</table></div>\n";
    }
    out_ += "<p>The rule sets are documented in repetita's docs/rules/; the report itself in docs/report.md.</p>\n"
            "</section>\n";
  }

  const report_tally& tally_;
  const report_provenance& provenance_;
  std::string out_;
};

}  // namespace

std::string report_html(const report_tally& tally, const report_provenance& provenance) {
  return page(tally, provenance).write();
}

void report_writer::finish() {
  const std::string text = report_html(tally_, provenance_);
  std::fwrite(text.data(), 1, text.size(), stream_);
  std::fflush(stream_);
}

}  // namespace repetita::corpus
