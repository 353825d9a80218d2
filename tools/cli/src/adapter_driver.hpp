#ifndef REPETITA_CLI_ADAPTER_DRIVER_HPP
#define REPETITA_CLI_ADAPTER_DRIVER_HPP

/// \file
/// The one game driver of the tool, over any game's record adapter (repetita::record_adapter,
/// games/<game>/include/repetita/<game>/adapter.hpp): format names and sniffing, chunking,
/// reading and replaying, players and results come from the adapter; the processor, the timeline
/// and the claim check (claim_check.hpp) are the same for every game.

#include "game_driver.hpp"
#include "record_replayer.hpp"
#include "report.hpp"
#include "rule_evidence.hpp"

#include <repetita/records/record_adapter.hpp>
#include <repetita/registry.hpp>

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace repetita::cli {

/// Reads and replays the records of a chunk. One per worker thread.
template <record_adapter A>
class record_processor final : public chunk_processor {
 public:
  record_processor(const game_driver& driver, const replay_options& options) : driver_(driver), options_(options) {
    if (options_.rule_sets.size() == 1 && options_.rule_sets[0] == 0)
      standard_ = std::make_unique<record_replayer<A, standard_registry_type>>(standard_rule_sets(), options_.rule_sets,
                                                                               options_.fold);
    else
      full_ = std::make_unique<record_replayer<A, typename A::registry_type>>(A::rule_sets(), options_.rule_sets,
                                                                              options_.fold);
  }

  void process(const record_chunk& chunk, const std::string& file, batch_report& out) override {
    out.items.clear();
    out.games = 0;
    out.plies = 0;
    out.bytes = chunk.text.size();
    const read_options reading{.lenient = options_.lenient, .strict = options_.strict};
    typename A::reader reader(chunk.text, file, chunk.first_line, reading);
    for (;;) {
      const read_status status = reader.read(record_, error_);
      if (status == read_status::end) break;
      if (status == read_status::error) {
        out.games = std::max(out.games, error_.game);
        out.items.emplace_back(std::move(error_));
        error_ = read_error{};
        continue;
      }
      game_report report;
      record_.header(report);
      report.driver = &driver_;
      out.games = std::max(out.games, report.game);
      if (standard_)
        standard_->replay(record_, report.rule_sets);
      else
        full_->replay(record_, report.rule_sets);
      out.plies += report.plies;
      out.items.emplace_back(std::move(report));
    }
  }

 private:
  using standard_registry_type = standard_registry_t<typename A::registry_type>;

  static const standard_registry_type& standard_rule_sets() {
    static const standard_registry_type registry = standard_registry(A::rule_sets());
    return registry;
  }

  const game_driver& driver_;
  replay_options options_;
  typename A::record record_;  // reused from one record to the next (its buffers too)
  read_error error_;
  // Exactly one is set: the standard rule set alone is the fast path of the default run.
  std::unique_ptr<record_replayer<A, standard_registry_type>> standard_;
  std::unique_ptr<record_replayer<A, typename A::registry_type>> full_;
};

/// `repetita check` for the records of adapter `A` (claim_check.hpp): defined for each game of the
/// list in a generated translation unit of its own.
template <record_adapter A>
claim_outcome check_record_claim(std::istream& in, const std::string& file, const claim_query& query);

/// The game driver of adapter `A`.
template <record_adapter A>
class adapter_driver final : public game_driver {
 public:
  adapter_driver() {
    for (const auto& info : A::rule_sets().infos()) entries_.push_back({info.name, info.description, info.source});
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
    return std::make_unique<record_processor<A>>(*this, options);
  }
  [[nodiscard]] claim_outcome check_claim(std::istream& in, const std::string& file,
                                          const claim_query& query) const override {
    return check_record_claim<A>(in, file, query);
  }

 private:
  std::vector<rule_set_entry> entries_;
};

/// The driver of adapter `A`: defined for each game of the list in a generated translation unit of
/// its own (tools/cli/CMakeLists.txt, game_driver_of.cpp.in).
template <record_adapter A>
const game_driver& driver_of();

}  // namespace repetita::cli

#endif
