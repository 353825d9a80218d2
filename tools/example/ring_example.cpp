// repetita-example: replays ring-game records under four rule sets and prints every verdict.
//
//   repetita-example [FILE.ring ...]     (no file: the bundled records)
//
// A record is a text file (games/ring/include/repetita/ring/notation.hpp): an optional line
// `start CELL first|second`, then moves separated by spaces or newlines: a signed step (`+1`,
// `-2`, `0` = pass) or `burn`; `#` starts a comment.
// A malformed record gets one line `file:line:col: error: message` on stderr and exit code 2.
#include <repetita/repetita.hpp>
#include <repetita/ring/game.hpp>
#include <repetita/ring/notation.hpp>
#include <repetita/ring/rule_sets.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace ring = repetita::ring;

// The rule sets (ring/rule_sets.hpp) and the record format (ring/notation.hpp) are the game's:
// `repetita analyze FILE.ring` reads the same records.
const auto& rule_sets = ring::rule_sets;
using record = ring::notation_record;

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
    std::ostringstream text;
    text << in.rdbuf();
    const auto r = ring::read_notation(text.str());
    if (!r) {
      std::fprintf(stderr, "%s:%llu:%llu: error: %s\n", file.string().c_str(),
                   static_cast<unsigned long long>(r.error().line), static_cast<unsigned long long>(r.error().column),
                   r.error().message.c_str());
      return 2;
    }
    report(file.filename().string(), r.value());
  }
  return 0;
}
