// repetita-example: replays ring-game records under four rule sets and prints every verdict.
//
//   repetita-example [FILE.ring ...]     (no file: the bundled records)
//
// A record is a text file: an optional line `start CELL first|second`, then moves separated by
// spaces or newlines: a signed step (`+1`, `-2`, `0` = pass) or `burn`; `#` starts a comment.
// A malformed record gets one line `file:line:col: error: message` on stderr and exit code 2.
#include <repetita/repetita.hpp>
#include <repetita/ring/game.hpp>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace ring = repetita::ring;
using repetita::verdict_kind;
namespace rules = repetita::rules;

// ---- rule sets, modelled on real ones ------------------------------------------------------------
constexpr rules::nfold threefold{.name = "threefold", .citation = "as FIDE 9.2.2", .threshold = 3};
constexpr rules::nfold fivefold{.name = "fivefold", .citation = "as FIDE 9.6.1", .threshold = 5,
                                .effect = verdict_kind::draw};
constexpr rules::progress_counter fifty{.name = "fifty-moves", .citation = "as FIDE 9.3", .threshold = 100};
constexpr rules::nfold superko{.name = "psk", .citation = "as Tromp-Taylor", .threshold = 2,
                               .effect = verdict_kind::illegal_move, .except_after = repetita::ply_facts::pass};
constexpr rules::cycle_override<rules::nfold> perpetual{
    rules::nfold{.name = "sennichite", .citation = "as JSA 対局規定 第6条 A 1", .threshold = 4, .effect = verdict_kind::draw},
    "perpetual-check", "as JSA 対局規定 第8条 7", repetita::ply_facts::check, rules::mutual_policy::keep_inner};
constexpr rules::move_series series{.name = "move-series", .citation = "as London 1883", .repeats = 3};

const auto rule_sets = repetita::make_registry(
    repetita::make_rule_set<ring::situation>({"fide-like", "threefold and fifty claims, fivefold draw", "FIDE 9.2-9.6"},
                                             fivefold, threefold, fifty),
    repetita::make_rule_set<ring::board_only>({"superko", "a move may not recreate an earlier board", "Go PSK"},
                                              superko),
    repetita::make_rule_set<ring::situation>({"sennichite", "fourfold draw, perpetual check loses", "JSA"}, perpetual),
    repetita::make_rule_set<ring::situation>({"london-1883", "a series of moves three times", "London 1883"}, series));

// ---- the record format -------------------------------------------------------------------------
struct record {
  ring::position start{1, ring::player::first, 0};
  std::vector<ring::move> moves;
  std::vector<std::string> texts;
};

struct parse_error {
  int line;
  int column;
  std::string message;
};

std::optional<parse_error> parse(std::istream& in, record& out) {
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (const auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    std::size_t pos = 0;
    const auto next_token = [&]() -> std::optional<std::pair<std::size_t, std::string>> {
      while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t' || line[pos] == '\r')) ++pos;
      if (pos >= line.size()) return std::nullopt;
      const std::size_t begin = pos;
      while (pos < line.size() && line[pos] != ' ' && line[pos] != '\t' && line[pos] != '\r') ++pos;
      return std::pair{begin, line.substr(begin, pos - begin)};
    };
    while (const auto token = next_token()) {
      const auto& [column, text] = *token;
      const int col = static_cast<int>(column) + 1;
      if (text == "start") {
        if (!out.moves.empty()) return parse_error{number, col, "`start` must come before the moves"};
        const auto cell = next_token();
        const auto side = next_token();
        int value = 0;
        if (!cell || std::from_chars(cell->second.data(), cell->second.data() + cell->second.size(), value).ec != std::errc{} ||
            value < 0 || value >= ring::cells)
          return parse_error{number, cell ? static_cast<int>(cell->first) + 1 : col,
                             "expected a cell from 0 to 11 after `start`"};
        if (!side || (side->second != "first" && side->second != "second"))
          return parse_error{number, side ? static_cast<int>(side->first) + 1 : col,
                             "expected `first` or `second` (the player to move)"};
        out.start = ring::position{value, side->second == "first" ? ring::player::first : ring::player::second, 0};
      } else if (text == "burn") {
        out.moves.push_back(ring::burn());
        out.texts.push_back(text);
      } else {
        int step = 0;
        const char* first = text.data() + (text[0] == '+' ? 1 : 0);
        const auto [end, ec] = std::from_chars(first, text.data() + text.size(), step);
        if (ec != std::errc{} || end != text.data() + text.size() || step < -11 || step > 11)
          return parse_error{number, col, "expected a step from -11 to +11, `burn` or `start`, found `" + text + "`"};
        out.moves.push_back(ring::step(step));
        out.texts.push_back(text);
      }
    }
  }
  return std::nullopt;
}

const char* player_name(repetita::player_index p) { return p == 0 ? "first" : p == 1 ? "second" : "-"; }

void report(const std::string& name, const record& r) {
  std::printf("== %s: %zu plies\n", name.c_str(), r.moves.size());
  auto tracker = repetita::make_tracker<ring::game>(rule_sets);
  const auto infos = rule_sets.infos();
  for (std::size_t rs = 0; rs < infos.size(); ++rs) {
    std::printf("  %-12s %s (%s)\n", std::string(infos[rs].name).c_str(), std::string(infos[rs].description).c_str(),
                std::string(infos[rs].source).c_str());
    ring::position pos = r.start;
    tracker.start(pos);
    bool any = false;
    for (std::size_t i = 0; i <= r.moves.size(); ++i) {
      if (i > 0) pos = tracker.play(pos, r.moves[i - 1]);
      if (tracker.is_void(rs, tracker.ply())) {
        std::printf("    ply %-3u %-5s void: the game ended at ply %u\n", tracker.ply(), r.texts[i - 1].c_str(),
                    tracker.end(rs).ply);
        continue;
      }
      tracker.for_each_rule_verdict(rs, [&](const repetita::verdict& v) {
        // Evidence, by the kind the rule declares: a move series names its block; a progress
        // counter its last reset; the rest list the plies where the position occurred.
        const repetita::evidence_kind kind = rule_sets.rule_info_at(rs, v.rule_index).kind;
        std::string evidence;
        if (kind == repetita::evidence_kind::move_series) {
          evidence = "; a block of " + std::to_string(v.period) + " plies " + std::to_string(v.count) +
                     " times from ply " + std::to_string(v.since);
        } else if (kind == repetita::evidence_kind::progress) {
          evidence = "; " + std::to_string(v.count) + " plies without progress";
        } else {
          for (repetita::ply_t q : tracker.occurrences(rs, v.ply))
            evidence = std::to_string(q) + (evidence.empty() ? "" : ", ") + evidence;
          evidence = "; occurrences at plies " + evidence;
        }
        std::printf("    ply %-3u %-5s %-14s %-6s %s (%s)%s\n", v.ply, i == 0 ? "start" : r.texts[i - 1].c_str(),
                    std::string(to_string(v.kind)).c_str(), player_name(v.who), std::string(v.rule).c_str(),
                    std::string(v.citation).c_str(), evidence.c_str());
        any = true;
      });
      if (tracker.end(rs) && tracker.end(rs).ply == tracker.ply()) {
        std::printf("    game over at ply %u\n", tracker.ply());
      }
    }
    if (!any) std::printf("    no verdict\n");
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::filesystem::path> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      std::puts("usage: repetita-example [FILE.ring ...]\n"
                "Replays ring-game records (no file: the bundled ones) under four rule sets and prints every verdict.");
      return 0;
    }
    files.emplace_back(arg);
  }
  if (files.empty()) {
    for (const auto& entry : std::filesystem::directory_iterator(REPETITA_EXAMPLE_RECORDS))
      if (entry.path().extension() == ".ring") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
  }
  for (const auto& file : files) {
    std::ifstream in(file);
    if (!in) {
      std::fprintf(stderr, "%s: error: cannot open the file\n", file.string().c_str());
      return 2;
    }
    record r;
    if (const auto error = parse(in, r)) {
      std::fprintf(stderr, "%s:%d:%d: error: %s\n", file.string().c_str(), error->line, error->column,
                   error->message.c_str());
      return 2;
    }
    report(file.filename().string(), r);
  }
  return 0;
}
