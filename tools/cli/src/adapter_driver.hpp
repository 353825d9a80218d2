#ifndef REPETITA_CLI_ADAPTER_DRIVER_HPP
#define REPETITA_CLI_ADAPTER_DRIVER_HPP

/// \file
/// The one game driver of the tool, over any game's record adapter (repetita::record_adapter,
/// games/<game>/include/repetita/<game>/adapter.hpp): format names and sniffing, chunking,
/// reading and replaying, players and results come from the adapter; the timeline, the rule
/// catalogs and the claim check are the same for every game.

#include "game_driver.hpp"
#include "record_replayer.hpp"
#include "report.hpp"
#include "rule_evidence.hpp"

#include <repetita/records/record_adapter.hpp>
#include <repetita/registry.hpp>

#include <algorithm>
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
    typename A::reader reader(chunk.text, file, chunk.first_line, read_options{.lenient = options_.lenient});
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

/// `repetita check` for a game whose adapter judges claims: reads record `query.game` of the
/// input (chunk by chunk, as `analyze` does), replays it to `query.ply` and judges the claim under
/// each rule set of `query.rule_sets`: on the board (FIDE 9.2.2, 9.3.2) when `query.move` is
/// empty, else by writing that move (FIDE 9.2.1, 9.3.1).
template <record_adapter A>
claim_outcome check_record_claim(std::istream& in, const std::string& file, const claim_query& query) {
  using position = typename A::game::position;
  using tracker_type = repetita::tracker<typename A::game, typename A::registry_type>;
  typename A::splitter splitter;
  record_chunk chunk;
  typename A::record record;
  read_error error;
  std::uint64_t games_before = 0;  // records in the chunks before this one
  bool found = false;
  while (!found && splitter.next(in, std::size_t{1} << 20, chunk)) {
    typename A::reader reader(chunk.text, file, chunk.first_line, read_options{.lenient = query.lenient});
    std::uint64_t games = 0;
    for (;;) {
      const read_status status = reader.read(record, error);
      if (status == read_status::end) break;
      if (status == read_status::error) {
        if (games_before + error.game == query.game) {
          error.game = query.game;
          return error;
        }
        games = std::max(games, error.game);
        continue;
      }
      record_header header;
      record.header(header);
      games = std::max(games, header.game);
      if (games_before + header.game == query.game) {
        found = true;
        break;
      }
    }
    if (!found) games_before += games;
  }
  if (!found)
    return claim_problem{file + " has " + std::to_string(games_before) + (games_before == 1 ? " game" : " games") +
                         ": there is no game " + std::to_string(query.game)};
  const auto plies = static_cast<ply_t>(record.plies());
  if (query.ply > plies)
    return claim_problem{"game " + std::to_string(query.game) + " of " + file + " has " + std::to_string(plies) +
                         " plies: --ply must be between 0 and " + std::to_string(plies)};

  tracker_type t(A::rule_sets());
  t.start(record.start());
  position pos = record.start();
  for (std::size_t i = 0; i < query.ply; ++i) pos = record.play(t, pos, i);

  claim_report report;
  record.header(report.game);
  report.game.game = query.game;
  report.ply = query.ply;
  report.claimant = index_of<typename A::game>(A::game::side_to_move(pos));
  if (query.ply > 0) {
    std::string text;
    record.describe(query.ply - 1, text, report.last_move_label);
  }
  std::optional<typename A::game::move> written;
  if (!query.move.empty()) {
    auto parsed = A::parse_move(pos, query.move);
    if (!parsed)
      return claim_problem{"--move " + query.move + " is not a legal move at ply " + std::to_string(query.ply) +
                           " of game " + std::to_string(query.game) + ": " + parsed.error()};
    written = *parsed;
    report.move = A::write_move(pos, *written);
    report.move_label = record.move_label(query.ply, report.move);
  }

  const auto occurrences_of = [&t](std::size_t rs, ply_t p) {
    std::vector<ply_t> out;
    for (const ply_t q : t.occurrences(rs, p)) out.push_back(q);
    std::reverse(out.begin(), out.end());
    return out;
  };
  const auto catalogs = catalogs_of(A::rule_sets());
  for (const std::size_t rs : query.rule_sets) {
    claim_verdict& cv = report.verdicts.emplace_back();
    cv.rule_set = rs;
    const verdict& end = t.end(rs);
    if (end.kind != verdict_kind::none && end.ply <= query.ply) {
      cv.ended = end;
      cv.occurrences = occurrences_of(rs, query.ply);
      cv.clock = t.hist().clock(query.ply);
      continue;
    }
    if (written) {
      const verdict v = t.claim_by_move(rs, pos, *written);
      static_cast<void>(t.play(pos, *written));
      if (v.kind == verdict_kind::claimable_draw) {
        cv.correct = true;
        cv.evidence = v;
        cv.kind = catalogs[rs].rule_of(v).kind;
        evidence_plies(t, rs, v, catalogs[rs].rule_of(v), cv.evidence_plies);
      }
      cv.occurrences = occurrences_of(rs, query.ply + 1);
      cv.clock = t.hist().clock(query.ply + 1);
      t.pop();
      continue;
    }
    t.for_each_rule_verdict(rs, [&](const verdict& v) {
      if (cv.correct || v.kind != verdict_kind::claimable_draw || v.who != report.claimant) return;
      cv.correct = true;
      cv.evidence = v;
    });
    if (cv.correct) {
      cv.kind = catalogs[rs].rule_of(cv.evidence).kind;
      evidence_plies(t, rs, cv.evidence, catalogs[rs].rule_of(cv.evidence), cv.evidence_plies);
    }
    cv.occurrences = occurrences_of(rs, query.ply);
    cv.clock = t.hist().clock(query.ply);
  }
  return report;
}

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
    if constexpr (adapter_checks_claims<A>) {
      return check_record_claim<A>(in, file, query);
    } else {
      static_cast<void>(in);
      static_cast<void>(query);
      return claim_problem{A::claims_unsupported(file)};
    }
  }

 private:
  std::vector<rule_set_entry> entries_;
};

}  // namespace repetita::cli

#endif
