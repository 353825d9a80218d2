#ifndef REPETITA_CORPUS_ADAPTER_DRIVER_HPP
#define REPETITA_CORPUS_ADAPTER_DRIVER_HPP

/// \file
/// The one game driver of the tool, over any game's record adapter (repetita::record_adapter,
/// games/<game>/include/repetita/<game>/adapter.hpp): format names and sniffing, chunking,
/// reading and replaying, players and results come from the adapter; the processor, the timeline
/// and the claim check (claim_check.hpp) are the same for every game.

#include <repetita/corpus/disagreement.hpp>
#include <repetita/corpus/game_driver.hpp>
#include "record_replayer.hpp"
#include <repetita/corpus/report.hpp>
#include <repetita/corpus/rule_evidence.hpp>

#include <repetita/records/record_adapter.hpp>
#include <repetita/records/record_anomaly.hpp>
#include <repetita/registry.hpp>
#include <repetita/tracker.hpp>

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace repetita::corpus {

/// Reads and replays the records of a chunk. One per worker thread.
template <record_adapter A>
class record_processor final : public chunk_processor {
 public:
  using standard_registry_type = standard_registry_t<typename A::registry_type>;

  /// `full`, `standard`: the driver's registries (the game's own, or those composed for a run),
  /// which outlive the processor.
  record_processor(const game_driver& driver, const typename A::registry_type& full,
                   const standard_registry_type& standard, const replay_options& options)
      : driver_(driver), options_(options) {
    if constexpr (adapter_draws<A>)
      if (options_.diagrams) drawing_ = std::make_unique<tracker<typename A::game, standard_registry_type>>(standard);
    if (options_.rule_sets.size() == 1 && options_.rule_sets[0] == 0)
      standard_ = std::make_unique<record_replayer<A, standard_registry_type>>(standard, options_.rule_sets,
                                                                               options_.fold, options_.summary_events);
    else
      full_ = std::make_unique<record_replayer<A, typename A::registry_type>>(full, options_.rule_sets,
                                                                              options_.fold, options_.summary_events);
  }

  void process(const record_chunk& chunk, const std::string& file, batch_report& out) override {
    file_ = &file;
    begin(out, chunk.text.size());
    typename A::reader reader(chunk.text, file, chunk.first_line, reading());
    while (read_next(reader, out)) {
    }
  }

  [[nodiscard]] bool reads_ranges() const noexcept override { return adapter_reads_ranges<A>; }

  std::optional<range_read> read_range(std::string_view text, std::uint64_t end, const std::string& file,
                                       batch_report& out) override {
    if constexpr (adapter_reads_ranges<A>) {
      begin(out, 0);
      file_ = &file;
      typename A::reader reader(text, file, 1, reading());
      for (;;) {
        const bool more = read_next(reader, out);
        const reading_place at = reader.place();
        // At the text's end the next read says so, with a resumable place (the caller may have more).
        if (!more || (at.offset > end && at.offset < text.size())) {
          out.bytes = at.offset;
          return range_read{at.offset, at.line - 1, at.resumable};
        }
      }
    } else {
      static_cast<void>(text), static_cast<void>(end), static_cast<void>(file), static_cast<void>(out);
      return std::nullopt;
    }
  }

 private:
  void begin(batch_report& out, std::uint64_t bytes) const {
    out.clear();
    out.bytes = bytes;
  }

  [[nodiscard]] read_options reading() const {
    return {.lenient = options_.lenient, .strict = options_.strict, .annotations = options_.annotations};
  }

  // Reads the next record and replays it into `out` (or reports it not read); false at the end.
  bool read_next(typename A::reader& reader, batch_report& out) {
    const read_status status = reader.read(record_, error_);
    if (status == read_status::end) return false;
    if (status == read_status::error) {
      out.games = std::max(out.games, error_.game);
      out.items.emplace_back(std::move(error_));
      error_ = read_error{};
      return true;
    }
    game_report report;
    record_.header(report);
    report.driver = &driver_;
    out.games = std::max(out.games, report.game);
    if (options_.max_plies != 0 && record_.plies() > options_.max_plies) {
      out.items.emplace_back(too_many_plies(report));
      return true;
    }
    if (standard_)
      standard_->replay(record_, report.rule_sets);
    else
      full_->replay(record_, report.rule_sets);
    if constexpr (adapter_keeps_anomalies<A>)
      if (const record_anomaly* anomaly = record_.anomaly()) {
        // Text after the game's end that is no game is a warning; a rule set that reaches it with
        // the game going needs that text, and the record is the read error it would have been.
        if (!ended_before(report, anomaly->ply)) {
          out.games = std::max(out.games, anomaly->error.game);
          out.items.emplace_back(anomaly->error);
          return true;
        }
        report.warnings.push_back(warning_text(*anomaly));
        report.anomalies.push_back(*anomaly);
      }
    if constexpr (adapter_draws<A>)
      if (options_.diagrams && rule_sets_disagree(report)) draw(report);
    out.plies += report.plies;
    out.items.emplace_back(std::move(report));
    return true;
  }

  // The figure of a game the rule sets disagree on (disagreement.hpp): the board at the focus and
  // the moves from a little before its first occurrence to a little after the event; a long span
  // keeps its start and its end.
  void draw(game_report& report) {
    const figure_focus focus = focus_of(report);
    position_figure& figure = report.figure.emplace();
    figure.ply = focus.ply;
    figure.board = A::diagram(position_at<A>(record_, *drawing_, focus.ply));
    constexpr ply_t before = 2, after = 4, head = 12, tail = 36;
    const ply_t plies = static_cast<ply_t>(record_.plies());
    const ply_t low = focus.first > before ? focus.first - before : 1;
    const ply_t high = std::min<ply_t>(plies, focus.last + after);
    std::string text;
    std::string label;
    for (ply_t p = low; p <= high; ++p) {
      if (high - low + 1 > head + tail && p == low + head) p = high - tail + 1;  // the middle is left out
      text.clear();
      label.clear();
      record_.describe(p - 1, text, label);
      figure.moves.emplace_back(p, label.empty() ? text : label);
    }
  }

  // The error for a record longer than --max-plies: at its first line, naming the first ply past
  // the limit as written.
  read_error too_many_plies(const game_report& report) const {
    read_error e;
    e.file = file_ != nullptr ? *file_ : std::string();
    e.line = report.line;
    e.column = 1;
    e.kind = "too_many_plies";
    const std::uint64_t limit = options_.max_plies;
    e.message = "the game has " + std::to_string(record_.plies()) + " plies, more than --max-plies " +
                std::to_string(limit) + "; not replayed from ply " + std::to_string(limit + 1) + " on";
    e.game = report.game;
    std::string label;
    record_.describe(static_cast<std::size_t>(limit), e.text, label);
    if (!label.empty()) e.text = label;
    return e;
  }

  // Every rule set judged ended the game before `ply`.
  static bool ended_before(const game_report& report, ply_t ply) {
    return std::all_of(report.rule_sets.begin(), report.rule_sets.end(),
                       [&](const rule_set_report& rs) { return rs.ended() && rs.end.ply < ply; });
  }

  const game_driver& driver_;
  replay_options options_;
  typename A::record record_;  // reused from one record to the next (its buffers too)
  read_error error_;
  const std::string* file_ = nullptr;  // the input being read (process, read_range)
  // Exactly one is set: the standard rule set alone is the fast path of the default run.
  std::unique_ptr<record_replayer<A, standard_registry_type>> standard_;
  std::unique_ptr<record_replayer<A, typename A::registry_type>> full_;
  std::unique_ptr<tracker<typename A::game, standard_registry_type>> drawing_;  // replays the games drawn
};

/// `repetita check` for the records of adapter `A` (claim_check.hpp): defined for each game of the
/// list in a generated translation unit of its own.
template <record_adapter A>
claim_outcome check_record_claim(std::istream& in, const std::string& file, const claim_query& query);

/// The game driver of adapter `A`.
template <record_adapter A>
class adapter_driver final : public game_driver {
 public:
  using registry_type = typename A::registry_type;
  using standard_registry_type = standard_registry_t<registry_type>;

  /// The driver of the game's own rule sets (A::rule_sets()).
  adapter_driver() : full_(&A::rule_sets()) {
    static const standard_registry_type standard = standard_registry(A::rule_sets());
    standard_ = &standard;
    fill_entries();
  }
  /// A driver whose rule sets are `composed` (a registry copy made for a run: composed()).
  explicit adapter_driver(registry_type composed)
      : owned_(std::make_unique<owned>(std::move(composed))), full_(&owned_->full), standard_(&owned_->standard) {
    fill_entries();
  }

  [[nodiscard]] std::string_view game() const noexcept override { return A::name; }
  [[nodiscard]] std::string_view format() const noexcept override { return A::format; }
  [[nodiscard]] bool has_extension(std::string_view extension) const noexcept override {
    return std::find(A::extensions.begin(), A::extensions.end(), extension) != A::extensions.end();
  }
  [[nodiscard]] bool looks_like(std::string_view head) const noexcept override { return A::looks_like(head); }
  [[nodiscard]] bool owns(std::string_view head) const noexcept override {
    if constexpr (requires { { A::owns(head) } -> std::same_as<bool>; })
      return A::owns(head);
    else
      return false;
  }
  [[nodiscard]] std::span<const rule_set_entry> rule_sets() const noexcept override { return entries_; }
  [[nodiscard]] std::string_view player_label(player_index player) const noexcept override {
    return player < A::players.size() ? A::players[player] : std::string_view{};
  }
  [[nodiscard]] std::string_view result_of(const verdict& end) const noexcept override { return A::result_text(end); }
  [[nodiscard]] std::unique_ptr<chunk_splitter> make_splitter() const override {
    return std::make_unique<typename A::splitter>();
  }
  [[nodiscard]] std::unique_ptr<chunk_processor> make_processor(const replay_options& options) const override {
    return std::make_unique<record_processor<A>>(*this, *full_, *standard_, options);
  }

  [[nodiscard]] std::span<const record_option> options() const noexcept override {
    if constexpr (requires { A::options; })
      return A::options;
    else
      return {};
  }
  [[nodiscard]] std::string_view reads() const noexcept override { return reads_; }
  [[nodiscard]] std::string_view rules_help() const noexcept override {
    if constexpr (requires { { A::rules_help } -> std::convertible_to<std::string_view>; })
      return A::rules_help;
    else
      return {};
  }

  [[nodiscard]] const game_driver* composed(std::span<const std::string> names,
                                            const rule_options& options) const override {
    static_assert(adapter_composes<A> || !requires { A::options; },
                  "a game with options composes its rule sets: A::compose(names, record_option_values)");
    if constexpr (adapter_composes<A>) {
      std::optional<registry_type> registry = A::compose(names, options);
      if (!registry) return nullptr;
      // One driver per composition, kept for the program's life (reports and sinks point to it):
      // its rule set names tell it.
      std::string key;
      for (const auto& info : registry->infos()) (key += info.name) += '\n';
      static std::mutex guard;
      static std::map<std::string, std::unique_ptr<const adapter_driver>, std::less<>> made;
      const std::lock_guard<std::mutex> lock(guard);
      auto& slot = made[key];
      if (!slot) slot = std::make_unique<const adapter_driver>(std::move(*registry));
      return slot.get();
    } else {
      static_cast<void>(names);
      static_cast<void>(options);
      return nullptr;
    }
  }
  [[nodiscard]] std::optional<std::size_t> rule_set_asked(std::string_view name) const noexcept override {
    if (const auto i = A::rule_sets().find(name)) return i;
    if constexpr (requires { { A::rule_set_index(name) } -> std::same_as<std::optional<std::size_t>>; })
      return A::rule_set_index(name);
    else
      return std::nullopt;
  }
  [[nodiscard]] claim_outcome check_claim(std::istream& in, const std::string& file,
                                          const claim_query& query) const override {
    return check_record_claim<A>(in, file, query);
  }

 private:
  void fill_entries() {
    for (const auto& info : full_->infos()) entries_.push_back({info.name, info.description, info.source});
    if constexpr (requires { { A::reads } -> std::convertible_to<std::string_view>; }) {
      reads_ = A::reads;
    } else {  // "ring ring (.ring)"
      ((reads_ = A::name) += ' ') += A::format;
      std::string_view separator = " (";
      for (const std::string_view e : A::extensions) (reads_ += separator) += e, separator = " ";
      if (!A::extensions.empty()) reads_ += ')';
    }
  }

  struct owned {
    explicit owned(registry_type r) : full(std::move(r)), standard(standard_registry(full)) {}
    registry_type full;
    standard_registry_type standard;
  };
  std::unique_ptr<owned> owned_;  // a composed driver's registries
  std::string reads_;
  const registry_type* full_;
  const standard_registry_type* standard_;
  std::vector<rule_set_entry> entries_;
};

/// The driver of adapter `A`: defined for each game of the list in a generated translation unit of
/// its own (tools/cli/CMakeLists.txt, game_driver_of.cpp.in).
template <record_adapter A>
const game_driver& driver_of();

}  // namespace repetita::corpus

#endif
