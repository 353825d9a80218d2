// Shared by the shogi fuzz targets: an error must carry a line, a column and a message; a record
// must replay legally under every rule set (but for a foul that ends it), have its moves' texts, and write back to USI that reads
// to the same moves.
#include <repetita/shogi/shogi.hpp>
#include <repetita/tracker.hpp>

#include <cstdlib>
#include <vector>

namespace shogi_fuzz {
inline void check_error(const repetita::shogi::error& e) {
  if (e.line == 0 || e.column == 0 || e.message.empty()) std::abort();
}
inline void check_record(const repetita::shogi::record& r) {
  using namespace repetita::shogi;
  if (r.written_ends.size() != r.moves.size()) std::abort();
  for (std::size_t i = 0; i < r.moves.size(); ++i)
    if (r.written_move(i).empty()) std::abort();
  repetita::tracker<game, registry_type> t(rule_sets);
  position p = r.start;
  t.start(p);
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    // Every move is legal but the last, which may be the foul the record names (record::foul).
    const foul expected = i + 1 == r.moves.size() ? r.foul : foul::none;
    if (p.foul_of(r.moves[i]) != expected) std::abort();
    p = t.play(p, r.moves[i]);
  }
  auto back = read_usi(write_usi(r));
  if (!back || back->moves != r.moves || !(back->start == r.start) || back->foul != r.foul) std::abort();
}
// Every game of a multi-game reader: an error or a record, each checked.
inline void check_games(const std::vector<repetita::shogi::game_in_text>& games) {
  for (const auto& g : games) {
    if (g.line == 0) std::abort();
    if (!g.game) check_error(g.game.error());
    else check_record(g.game.value());
  }
}
}  // namespace shogi_fuzz
