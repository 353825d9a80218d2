#include "pgn_claim.hpp"

#include "pgn_record.hpp"
#include "pgn_replayer.hpp"

#include <repetita/chess/san.hpp>

#include <algorithm>

namespace repetita::cli::chess_pgn {

namespace {

std::vector<ply_t> occurrences_of(const repetita::tracker<chess::game, full_registry>& t, std::size_t rs, ply_t p) {
  std::vector<ply_t> out;
  for (const ply_t q : t.occurrences(rs, p)) out.push_back(q);
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace

claim_outcome check_pgn_claim(std::istream& in, const std::string& file, const claim_query& query) {
  chess::pgn_options reading = query.lenient ? chess::pgn_options::lenient() : chess::pgn_options{};
  reading.keep_positions = true;  // the replay pushes them (pgn_replayer.hpp)
  chess::pgn_reader reader(in, file, reading);
  chess::pgn_game game;
  chess::pgn_error error;
  std::uint64_t games = 0;
  for (;;) {
    const auto status = reader.read(game, error);
    if (status == chess::pgn_reader::status::end)
      return claim_problem{file + " has " + std::to_string(games) + (games == 1 ? " game" : " games") +
                           ": there is no game " + std::to_string(query.game)};
    if (status == chess::pgn_reader::status::error) {
      if (error.game_number == query.game) return to_read_error(error);
      games = std::max(games, error.game_number);
      continue;
    }
    games = std::max(games, game.game_number);
    if (game.game_number == query.game) break;
  }
  const auto plies = static_cast<ply_t>(game.moves.size());
  if (query.ply > plies)
    return claim_problem{"game " + std::to_string(query.game) + " of " + file + " has " + std::to_string(plies) +
                         " plies: --ply must be between 0 and " + std::to_string(plies)};

  repetita::tracker<chess::game, full_registry> t(chess::rule_sets);
  t.start(game.start);
  const pgn_moves moves(game);
  chess::position pos = game.start;
  for (std::size_t i = 0; i < query.ply; ++i) pos = moves.play(t, pos, i);

  claim_report report;
  read_header(game, report.game);
  report.ply = query.ply;
  report.claimant = static_cast<player_index>(chess::index_of(pos.side_to_move()));
  if (query.ply > 0) report.last_move_label = move_label(game.start, query.ply - 1, game.san(query.ply - 1));
  std::optional<chess::move> written;
  if (!query.move.empty()) {
    auto parsed = chess::parse_san(pos, query.move, chess::san_mode::lenient);
    if (!parsed)
      return claim_problem{"--move " + query.move + " is not a legal move at ply " + std::to_string(query.ply) +
                           " of game " + std::to_string(query.game) + ": " + parsed.error().message};
    written = *parsed;
    if (written->is_null()) return claim_problem{"--move: a null move cannot be written to claim"};
    report.move = chess::write_san(pos, *written);
    report.move_label = move_label(game.start, query.ply, report.move);
  }

  const auto catalogs = catalogs_of(chess::rule_sets);
  for (const std::size_t rs : query.rule_sets) {
    claim_verdict& cv = report.verdicts.emplace_back();
    cv.rule_set = rs;
    const verdict& end = t.end(rs);
    if (end.kind != verdict_kind::none && end.ply <= query.ply) {
      cv.ended = end;
      cv.occurrences = occurrences_of(t, rs, query.ply);
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
      cv.occurrences = occurrences_of(t, rs, query.ply + 1);
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
    cv.occurrences = occurrences_of(t, rs, query.ply);
    cv.clock = t.hist().clock(query.ply);
  }
  return report;
}

}  // namespace repetita::cli::chess_pgn
