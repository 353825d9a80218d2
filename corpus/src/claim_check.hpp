#ifndef REPETITA_CORPUS_CLAIM_CHECK_HPP
#define REPETITA_CORPUS_CLAIM_CHECK_HPP

/// \file
/// `repetita check` over any game's record adapter: the record, replayed to the ply of the claim,
/// and each chosen rule set's verdict on the claim, with its evidence.

#include "adapter_driver.hpp"
#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/report.hpp>
#include <repetita/corpus/rule_evidence.hpp>
#include <repetita/corpus/timeline.hpp>

#include <repetita/records/read_records.hpp>
#include <repetita/records/record_adapter.hpp>
#include <repetita/tracker.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace repetita::corpus {

/// The claim check of an adapter that parses written moves (see check_record_claim).
template <record_adapter A>
claim_outcome check_claim_in_record(std::istream& in, const std::string& file, const claim_query& query) {
  using position = typename A::game::position;
  using tracker_type = repetita::tracker<typename A::game, typename A::registry_type>;
  typename A::record record;
  std::optional<read_error> broken;
  bool found = false;
  const std::uint64_t games = repetita::read_records<A>(
      in, file, read_options{.lenient = query.lenient, .strict = query.strict}, std::size_t{1} << 20, record,
      [&](const typename A::record&, const record_header& header) {
        found = header.game == query.game;
        return !found;  // stop at the game asked for: `record` holds it
      },
      [&](const read_error& e) {
        if (e.game == query.game) broken = e;
        return !broken;
      });
  if (broken) return *broken;
  if (!found)
    return claim_problem{file + " has " + std::to_string(games) + (games == 1 ? " game" : " games") +
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


/// `repetita check` for a game whose adapter judges claims: reads record `query.game` of the
/// input (chunk by chunk, as `analyze` does), replays it to `query.ply` and judges the claim under
/// each rule set of `query.rule_sets`: on the board (FIDE 9.2.2, 9.3.2) when `query.move` is
/// empty, else by writing that move (FIDE 9.2.1, 9.3.1).
template <record_adapter A>
claim_outcome check_record_claim(std::istream& in, const std::string& file, const claim_query& query) {
  if constexpr (!adapter_checks_claims<A>) {
    static_cast<void>(in);
    static_cast<void>(query);
    return claim_problem{A::claims_unsupported(file)};
  } else {
    return check_claim_in_record<A>(in, file, query);
  }
}

}  // namespace repetita::corpus

#endif
