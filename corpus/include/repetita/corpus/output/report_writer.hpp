#ifndef REPETITA_CORPUS_OUTPUT_REPORT_WRITER_HPP
#define REPETITA_CORPUS_OUTPUT_REPORT_WRITER_HPP

/// \file
/// `report`: one self-contained HTML page comparing rule sets over a corpus (docs/report.md). A
/// sink like `stats`: it keeps bounded state while the games stream by (counters, ply counts, the
/// pairwise disagreements with a capped list of games per pair, and a bounded sample of the games
/// where rule sets disagree), and writes the page at the end. Its size follows from the caps.

#include <repetita/corpus/report_sink.hpp>
#include <repetita/corpus/output/outcome.hpp>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace repetita::corpus {

class game_driver;

/// What a report says about how it was made, so that it can be cited.
struct report_provenance {
  std::string command;  ///< the command line, as typed (quoted for a shell)
  std::string version;  ///< repetita's version
};

/// The bounded state of a report, per game (driver) in the order met.
class report_tally {
 public:
  static constexpr std::size_t links_per_pair = 200;  ///< games listed per pair of rule sets
  static constexpr std::size_t top_games = 12;        ///< the most interesting disagreements shown
  static constexpr std::size_t sampled_games = 12;    ///< and a uniform sample of the others
  static constexpr std::size_t events_kept = 24;      ///< per rule set of a game shown
  static constexpr std::uint32_t ply_cap = 1u << 16;  ///< plies counted beyond it count at it

  struct game_ref {
    std::uint32_t file = 0;    ///< index into files()
    std::uint64_t game = 0;    ///< in its file
    std::uint64_t order = 0;   ///< among the games of its group, from 0
  };
  struct rule_set_counts {
    std::size_t rule_set = 0;
    std::uint64_t claims = 0;         ///< games with a claimable draw
    std::uint64_t ends = 0;           ///< games ended by a rule (automatic ends, losses)
    std::uint64_t illegal_games = 0;  ///< games with an illegal move
    std::uint64_t illegal_moves = 0;
    std::vector<std::uint64_t> first_claim;  ///< [ply]: games whose first claimable draw is at ply
    std::vector<std::uint64_t> end;          ///< [ply]: games ended at ply
  };
  /// A game shown in full: its report (events cut to events_kept per rule set) and its focus event.
  struct kept_game {
    game_ref ref;
    game_report report;
    std::size_t focus_rule_set = 0;  ///< index into report.rule_sets
    event focus;                     ///< focus_of (disagreement.hpp); kind none if there is none
    std::uint64_t score = 0;         ///< how interesting (see `score_of`)
  };
  struct group {
    const game_driver* driver = nullptr;
    std::string id;                      ///< the game's name, unique in the page
    std::vector<std::size_t> rule_sets;  ///< as the first game's report lists them
    std::uint64_t games = 0;
    std::uint64_t plies = 0;
    std::uint64_t disagreeing = 0;       ///< games some pair of rule sets ends differently
    std::vector<rule_set_counts> counts;
    std::vector<std::uint64_t> differ;        ///< [i * n + j], i < j: games rule sets i and j end differently
    std::vector<std::vector<game_ref>> which; ///< [i * n + j]: the first links_per_pair of them
    std::vector<kept_game> top;               ///< the highest scores, best first
    std::vector<kept_game> sample;            ///< a reservoir sample of every disagreeing game
    std::uint64_t sample_seen = 0;
    std::uint64_t random = 0x9E3779B97F4A7C15ull;  ///< the sample's generator (fixed seed: the same page each run)
  };

  void add(const game_report& report, const std::string& file);
  void error() { ++errors_; }
  [[nodiscard]] const std::vector<group>& groups() const noexcept { return groups_; }
  [[nodiscard]] const std::vector<std::string>& files() const noexcept { return files_; }
  [[nodiscard]] std::uint64_t errors() const noexcept { return errors_; }
  /// The distinct ends among the game's rule sets times 1000, plus the pairs that differ.
  [[nodiscard]] static std::uint64_t score_of(const game_report& report);
  [[nodiscard]] static std::uint64_t score_of(const std::vector<rule_set_outcome>& outcomes);

 private:
  group& group_for(const game_report& report);
  static kept_game keep(const game_report& report, game_ref ref, std::uint64_t score);

  std::vector<group> groups_;
  std::vector<std::string> files_;
  std::vector<rule_set_outcome> outcomes_;  // of the game being added
  std::uint64_t errors_ = 0;
};

/// Writes the page of a tally.
[[nodiscard]] std::string report_html(const report_tally& tally, const report_provenance& provenance);

class report_writer final : public report_sink {
 public:
  /// Writes the page to `stream` at the end.
  report_writer(std::FILE* stream, report_provenance provenance)
      : stream_(stream), provenance_(std::move(provenance)) {}
  void game(const game_report& report, const std::string& file) override { tally_.add(report, file); }
  void error(const read_error&) override { tally_.error(); }
  void flush() override {}
  void finish() override;

 private:
  std::FILE* stream_;
  report_provenance provenance_;
  report_tally tally_;
};

}  // namespace repetita::corpus

#endif
