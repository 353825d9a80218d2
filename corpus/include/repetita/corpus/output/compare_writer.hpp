#ifndef REPETITA_CORPUS_OUTPUT_COMPARE_WRITER_HPP
#define REPETITA_CORPUS_OUTPUT_COMPARE_WRITER_HPP

/// \file
/// `compare`: one row per game and rule set, then per rule set after the first (the baseline) the
/// games it ends differently (docs/cli.md, "compare").

#include <repetita/corpus/output/output_format.hpp>
#include <repetita/corpus/report_sink.hpp>
#include <repetita/corpus/output/outcome.hpp>
#include <repetita/corpus/output/output_buffer.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace repetita::corpus {

class game_driver;

/// What a `compare` row says about a game under one rule set besides its outcome (outcome.hpp).
struct comparison_row {
  const event* first_claim = nullptr;    ///< the first claimable_draw event, or null
  std::uint64_t illegal = 0;             ///< illegal_move events
  const event* first_illegal = nullptr;  ///< the first of them, or null
};

[[nodiscard]] comparison_row comparison_row_of(const rule_set_report& rs);
/// Is the first claim at the same ply by the same player (or is there none under both)?
[[nodiscard]] bool same_claim(const comparison_row& a, const comparison_row& b);

/// The summaries of `compare`: per game, rule set and baseline (the first rule set asked), the
/// games counted, those ended differently and those whose first claim differs, in the order met.
class comparison_tally {
 public:
  struct game_ref {
    std::string file;
    std::uint64_t game = 0;
  };
  struct summary {
    const game_driver* driver = nullptr;
    std::size_t rule_set = 0;
    std::size_t baseline = 0;
    std::uint64_t games = 0;
    std::uint64_t ends_differently = 0;
    std::uint64_t claims_differently = 0;
    std::vector<game_ref> which;  ///< the games ended differently
  };

  /// Counts every rule set of `report` against its first.
  void add(const game_report& report, const std::string& file);
  [[nodiscard]] const std::vector<summary>& summaries() const noexcept { return summaries_; }

 private:
  summary& summary_for(const game_driver& driver, std::size_t rule_set, std::size_t baseline);
  std::vector<summary> summaries_;
};

class compare_writer final : public report_sink {
 public:
  /// `names`: the inputs' names (for the table's column width).
  compare_writer(output_format format, const std::vector<std::string>& names);
  void game(const game_report& report, const std::string& file) override;
  void flush() override { out_.flush(); }
  void finish() override;

 private:
  void header();

  output_format format_;
  output_buffer out_;
  std::size_t file_width_ = 4;
  std::size_t rule_set_width_ = 8;
  bool header_ = false;
  comparison_tally tally_;
};

}  // namespace repetita::corpus

#endif
