#ifndef REPETITA_CORPUS_OUTPUT_STATS_WRITER_HPP
#define REPETITA_CORPUS_OUTPUT_STATS_WRITER_HPP

/// \file
/// `stats`: counts per rule set over every game read, printed at the end (docs/cli.md, "stats").

#include <repetita/corpus/output/output_format.hpp>
#include <repetita/corpus/report_sink.hpp>
#include <repetita/corpus/output/output_buffer.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::corpus {

class game_driver;

/// Minimum, quartiles, maximum and mean of a list of plies, and a histogram in fixed buckets.
struct ply_distribution {
  std::vector<ply_t> plies;

  static constexpr ply_t bucket = 20;
  [[nodiscard]] ply_t quantile(double q) const;  ///< nearest rank on the sorted plies (sort() first)
  [[nodiscard]] double mean() const;
  [[nodiscard]] std::vector<std::uint64_t> histogram() const;
  void sort();
};

/// The counts of `stats` per game and rule set, in the order met (docs/cli.md, "stats").
class stats_tally {
 public:
  struct end_count {
    std::string_view rule;
    ply_distribution at;
  };
  struct counts {
    const game_driver* driver = nullptr;
    std::size_t rule_set = 0;
    std::uint64_t games = 0;
    std::uint64_t plies = 0;
    std::uint64_t claimable_draw = 0;
    ply_distribution claimable_repetition;  // the first claimable repetition of each game that has one
    std::vector<end_count> ends;
    std::uint64_t not_ended = 0;
    std::uint64_t void_plies = 0;
    /// Games with moves in a form the standard does not use but the reader accepts by default
    /// (record_header::nonstandard_moves; chess: over-disambiguated SAN), and those moves.
    std::uint64_t nonstandard_games = 0;
    std::uint64_t nonstandard_moves = 0;
  };

  /// Counts every rule set of `report`.
  void add(const game_report& report);
  /// After the last game: sorts the distributions, and the ends (most frequent first, then by rule).
  std::vector<counts>& finish();

 private:
  std::vector<counts> counts_;
};

class stats_writer final : public report_sink {
 public:
  explicit stats_writer(output_format format) : format_(format) {}
  void game(const game_report& report, const std::string& file) override;
  void flush() override { out_.flush(); }
  void finish() override;

 private:
  output_format format_;
  output_buffer out_;
  stats_tally tally_;
};

}  // namespace repetita::corpus

#endif
