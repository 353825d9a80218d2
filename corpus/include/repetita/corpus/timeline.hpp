#ifndef REPETITA_CORPUS_TIMELINE_HPP
#define REPETITA_CORPUS_TIMELINE_HPP

/// \file
/// Replays one record through a tracker and writes the events of every chosen rule set: the game-
/// agnostic heart of `analyze`. One pass serves every rule set of the tracker's registry. The
/// game driver supplies the moves through a small hooks object:
///
///     position hooks.play(Tracker& t, const position& before, std::size_t i)  // plays move i, returns the position after
///                                                                            // (a reference if the hooks keep it)
///     const move* hooks.announceable(std::size_t i)                          // the move a player may write, or nullptr
///     void hooks.describe(std::size_t i, event& e)                           // e.move and e.move_label of move i
///
/// Rules (docs/cli.md, "Events"): after each ply, every rule of a rule set that speaks gives an
/// event; before each move, the claim the player to move could make by writing that move (FIDE
/// 9.2.1; tracker::claim_by_last_move, asked after the move) gives an event at the ply before it;
/// continuing claims are folded; at the ply where the game ends for a rule set the claims at that
/// ply are listed, then the verdict that ended it, and later plies are void.

#include <repetita/corpus/report.hpp>
#include <repetita/corpus/rule_evidence.hpp>

#include <repetita/verdict.hpp>
#include <repetita/verdict_algebra.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

namespace repetita::corpus {

/// The plies an event lists as evidence for verdict `v` of rule `r` (oldest first). The tracker must
/// retain ply v.ply.
template <class Tracker>
void evidence_plies(const Tracker& t, std::size_t rs, const verdict& v, const rule_evidence& r,
                    std::vector<ply_t>& out) {
  out.clear();
  switch (r.kind) {
    case evidence_kind::positions:
      if (v.ply == no_ply) return;
      for (const ply_t q : t.occurrences(rs, v.ply)) {  // newest first
        if (v.since != no_ply && q < v.since) break;
        if (r.consecutive_period != 0 && (v.ply - q) % r.consecutive_period != 0) continue;
        out.push_back(q);
        if (v.count != 0 && out.size() >= v.count) break;
      }
      std::reverse(out.begin(), out.end());
      return;
    case evidence_kind::move_series:
      if (v.since == no_ply) return;
      for (std::uint32_t i = 0; i < v.count; ++i) out.push_back(v.since + i * v.period);
      return;
    case evidence_kind::progress:
      if (v.since != no_ply) out.push_back(v.since);
      return;
    case evidence_kind::fact:
    case evidence_kind::other:
      return;
  }
}

/// How many of the oldest and of the newest evidence plies an event lists when there are more than
/// twice as many (docs/cli.md 3.4): up to 10 plies are listed in full, which holds the whole evidence
/// of every rule's threshold (threefold 3, sennichite 4, fivefold 5, the sixfold of 1886 6, a move
/// series repeated 3 or 6 times); a longer list keeps its first 5 and its last 5, and
/// `occurrences_total` counts them all. So an event costs O(1) to list and to write, however often
/// its position recurred: a 40,000-ply shuffle lists 10,000 claims, not 10,000 lists of up to
/// 10,000 plies each.
inline constexpr std::size_t evidence_edge = 5;

/// How many events of each rule set of a game the summary mode (replay_options::summary_events)
/// keeps before it keeps only the first of each kind and the end (`report` shows 24).
inline constexpr std::size_t summary_events_kept = 32;

/// The evidence of events, bounded (evidence_edge), at O(evidence_edge) per event amortized. The
/// newest plies come from walking the occurrence chain back from the event's ply; the oldest from a
/// cache of the first plies counted since the verdict's `since`, filled by one walk of the chain
/// the first time an event of that position needs it with more than 2 * evidence_edge plies (each
/// position is walked in full at most twice per rule set: once when it had fewer than
/// evidence_edge, once after). A cached list is checked against the chain before it is used (a
/// tracker that popped plies may have reused them), so the collector serves a tracker that pops too.
class evidence_collector {
 public:
  /// Forgets every cached list (a new game).
  void clear() noexcept { first_.clear(); }

  /// The plies an event lists as evidence for verdict `v` of rule `r` of rule set `rs`, oldest first,
  /// into `out` (bounded as above); returns how many there are in all (`occurrences_total`).
  template <class Tracker>
  std::uint32_t collect(const Tracker& t, std::size_t rs, const verdict& v, const rule_evidence& r,
                        std::vector<ply_t>& out) {
    out.clear();
    constexpr std::size_t k = evidence_edge;
    switch (r.kind) {
      case evidence_kind::positions: {
        if (v.ply == no_ply) return 0;
        // The newest, up to 2k + 1 of them: all of them when there are no more than 2k.
        walk(t, rs, v, r, 2 * k + 1, out);
        if (out.size() <= 2 * k) {
          std::reverse(out.begin(), out.end());
          return static_cast<std::uint32_t>(out.size());
        }
        out.resize(k);
        std::reverse(out.begin(), out.end());  // the newest k, oldest first
        std::uint32_t total = v.count;
        const std::vector<ply_t>* oldest = nullptr;
        if (v.since != no_ply && r.consecutive_period == 0 && total != 0) oldest = first_plies(t, rs, v, r);
        if (oldest == nullptr) {  // no cache applies: the whole walk (a rule whose evidence has no `since` or count)
          walk(t, rs, v, r, 0, scratch_);
          total = static_cast<std::uint32_t>(scratch_.size());
          out.assign(scratch_.rbegin(), scratch_.rbegin() + static_cast<std::ptrdiff_t>(k));
          out.insert(out.end(), scratch_.begin(), scratch_.begin() + static_cast<std::ptrdiff_t>(k));
          std::reverse(out.begin() + static_cast<std::ptrdiff_t>(k), out.end());
          return total;
        }
        out.insert(out.begin(), oldest->begin(), oldest->end());
        return total;
      }
      case evidence_kind::move_series: {
        if (v.since == no_ply) return 0;
        for (std::uint32_t i = 0; i < v.count; ++i) {
          if (v.count > 2 * k && i == k) i = v.count - static_cast<std::uint32_t>(k);
          out.push_back(v.since + i * v.period);
        }
        return v.count;
      }
      case evidence_kind::progress:
        if (v.since != no_ply) out.push_back(v.since);
        return static_cast<std::uint32_t>(out.size());
      case evidence_kind::fact:
      case evidence_kind::other:
        return 0;
    }
    return 0;
  }

 private:
  // The counted plies from v.ply back (newest first), as evidence_plies walks them; at most `limit`
  // of them (0: no limit).
  template <class Tracker>
  static void walk(const Tracker& t, std::size_t rs, const verdict& v, const rule_evidence& r, std::size_t limit,
                   std::vector<ply_t>& out) {
    out.clear();
    for (const ply_t q : t.occurrences(rs, v.ply)) {  // newest first
      if (v.since != no_ply && q < v.since) break;
      if (r.consecutive_period != 0 && (v.ply - q) % r.consecutive_period != 0) continue;
      out.push_back(q);
      if (v.count != 0 && out.size() >= v.count) break;
      if (limit != 0 && out.size() >= limit) break;
    }
  }

  // The first evidence_edge plies counted from v.since (v.count of them in all, more than
  // 2 * evidence_edge), oldest first: cached per rule set and `since`.
  template <class Tracker>
  const std::vector<ply_t>* first_plies(const Tracker& t, std::size_t rs, const verdict& v, const rule_evidence& r) {
    const std::uint64_t key = (std::uint64_t{rs} << 32) | v.since;
    std::vector<ply_t>& cached = first_[key];
    if (cached.size() == evidence_edge && still_linked(t, rs, cached, v.ply)) return &cached;
    walk(t, rs, v, r, 0, scratch_);  // newest first, down to since
    if (scratch_.size() < evidence_edge || scratch_.back() != v.since) return nullptr;
    cached.assign(scratch_.rbegin(), scratch_.rbegin() + static_cast<std::ptrdiff_t>(evidence_edge));
    return &cached;
  }

  // Whether `plies` (oldest first) are still consecutive occurrences of one position, all at or
  // before `ply`.
  template <class Tracker>
  static bool still_linked(const Tracker& t, std::size_t rs, const std::vector<ply_t>& plies, ply_t ply) {
    if (plies.back() > ply) return false;
    for (std::size_t i = 1; i < plies.size(); ++i) {
      const auto view = t.occurrences(rs, plies[i]);
      auto it = view.begin();
      if (++it == view.end() || *it != plies[i - 1]) return false;
    }
    return true;
  }

  std::unordered_map<std::uint64_t, std::vector<ply_t>> first_;
  std::vector<ply_t> scratch_;
};

template <class Tracker>
class timeline_builder {
 public:
  using position = typename Tracker::position;
  using move = typename Tracker::move;

  /// `catalogs`: one per rule set of the tracker's registry. `selection`: the registry indices of
  /// the rule sets to report, in output order.
  /// `fold`: leave out claims that merely continue (see `folded`).
  /// `summary`: keep only the events the summary commands read (replay_options::summary_events).
  timeline_builder(std::vector<rule_catalog> catalogs, std::vector<std::size_t> selection, bool fold = true,
                   bool summary = false)
      : catalogs_(std::move(catalogs)),
        selection_(std::move(selection)),
        slots_(selection_.size()),
        fold_(fold),
        summary_(summary) {
    for (slot& s : slots_) {
      s.verdicts.reserve(8);
      s.folds.reserve(8);
    }
  }

  [[nodiscard]] const std::vector<std::size_t>& selection() const noexcept { return selection_; }

  /// Replays `moves` moves from `start` and fills `out` (one report per selected rule set). Stops
  /// early once the game has ended under every selected rule set (the rest is void). Returns the
  /// number of plies replayed.
  template <class Hooks>
  ply_t replay(Tracker& t, const position& start, std::size_t moves, Hooks& hooks, std::vector<rule_set_report>& out) {
    out.resize(selection_.size());
    for (std::size_t s = 0; s < slots_.size(); ++s) {
      out[s].rule_set = selection_[s];
      out[s].end = verdict{};
      out[s].events.clear();
      out[s].events_left_out = 0;
      out[s].illegal_left_out = 0;
      slots_[s].folds.clear();
      slots_[s].done = false;
      slots_[s].kept = 0;
    }
    evidence_.clear();
    out_begin_ = out.data();
    t.start(start);
    open_ = slots_.size();
    if (gather(t) != speech::silent) emit(t, 0, hooks, out);

    position held[2] = {start, start};  // the last two positions, when the hooks return copies (see keep)
    const position* before = &start;
    ply_t played = 0;
    for (std::size_t i = 0; i < moves && open_ > 0; ++i) {
      const position* after = keep(hooks.play(t, *before, i), before, held);
      const auto p = static_cast<ply_t>(i + 1);
      played = p;
      const speech said = gather(t);
      // FIDE 9.2.1: the player to move at p - 1 could have claimed by writing move p, if a move
      // that can be written (not a null move) led here.
      if (said == speech::claim && hooks.announceable(i) != nullptr)
        for (std::size_t s = 0; s < slots_.size(); ++s)
          if (slots_[s].may_claim) slots_[s].claim = t.claim_by_last_move(selection_[s]);
      if (said != speech::silent) emit(t, p, hooks, out);
      before = after;
    }
    return played;
  }

 private:
  struct fold_state {
    std::string_view rule;
    player_index by = no_player;
    ply_t last = 0;
    std::uint64_t value = 0;
  };
  struct slot {
    std::vector<verdict> verdicts;  // the rule verdicts at the current ply
    verdict claim;                  // the claim by writing the move that led to the current ply
    bool may_claim = false;
    bool dirty = false;             // verdicts, claim or may_claim hold something from a ply
    bool done = false;              // the game ended (at an earlier ply) under this rule set
    std::vector<fold_state> folds;
    std::uint8_t kept = 0;          // summary: the kinds of first events kept (summary_kind bits)
  };

  enum class speech : std::uint8_t { silent, rules, claim };

  // Where the position after a move stays while the next one is played: where the hooks keep it
  // when they return a reference (the PGN reader keeps every position: no copy per ply), else in
  // the one of `held` that does not hold `before`.
  static const position* keep(const position& after, const position* /*before*/, position (& /*held*/)[2]) {
    return &after;
  }
  static const position* keep(position&& after, const position* before, position (&held)[2]) {
    position& slot = before == &held[0] ? held[1] : held[0];
    slot = std::move(after);
    return &slot;
  }

  // Collects the rule verdicts of every open rule set at the current ply. `silent` if no rule of
  // any open rule set speaks (the common case: nothing to emit); `claim` if some rule set has a
  // claimable draw there (then a claim by writing the move that led to the ply may be correct).
  speech gather(const Tracker& t) {
    if (t.quiet() && !dirty_) return speech::silent;  // most plies: nothing to ask, nothing to clear
    speech said = speech::silent;
    dirty_ = false;
    for (std::size_t s = 0; s < slots_.size(); ++s) {
      slot& sl = slots_[s];
      if (sl.done) continue;
      const std::size_t rs = selection_[s];
      if (t.verdict_now(rs).kind == verdict_kind::none) {  // the combined verdict is none iff every rule's is
        if (sl.dirty) {
          sl.verdicts.clear();
          sl.claim = verdict{};
          sl.may_claim = false;
          sl.dirty = false;
        }
        continue;
      }
      sl.verdicts.clear();
      sl.claim = verdict{};
      sl.may_claim = false;
      sl.dirty = true;
      dirty_ = true;
      t.for_each_rule_verdict(rs, [&sl](const verdict& v) { sl.verdicts.push_back(v); });
      for (const verdict& v : sl.verdicts) sl.may_claim |= v.kind == verdict_kind::claimable_draw;
      said = sl.may_claim ? speech::claim : std::max(said, speech::rules);
    }
    return said;
  }

  template <class Hooks>
  void emit(const Tracker& t, ply_t p, Hooks& hooks, std::vector<rule_set_report>& out) {
    for (std::size_t s = 0; s < slots_.size(); ++s) {
      slot& sl = slots_[s];
      if (sl.done) continue;
      const std::size_t rs = selection_[s];
      rule_set_report& report = out[s];
      if (sl.claim.kind == verdict_kind::claimable_draw && p > 0) add_claim(t, rs, sl, p, hooks, report);
      const verdict& end = t.end(rs);
      if (end.kind != verdict_kind::none && end.ply == p) {
        // The game ends here. A claim that falls on the same ply (the 75-move rule ending the game
        // on the ply that completes a threefold) is listed too, so that counting claims counts it;
        // the verdict that ended the game comes last, and the plies after it are void.
        for (const verdict& v : sl.verdicts)
          if (v.kind == verdict_kind::claimable_draw && !folded(sl, rs, v, p)) add(t, rs, v, p, false, hooks, report);
        add(t, rs, end, p, false, hooks, report);
        report.end = end;
        sl.done = true;
        --open_;
        continue;
      }
      for (const verdict& v : sl.verdicts) {
        if (v.kind == verdict_kind::claimable_draw && folded(sl, rs, v, p)) continue;
        add(t, rs, v, p, false, hooks, report);
      }
    }
  }

  template <class Hooks>
  void add_claim(const Tracker& t, std::size_t rs, slot& sl, ply_t p, Hooks& hooks, rule_set_report& report) {
    if (folded(sl, rs, sl.claim, p - 1)) return;
    add(t, rs, sl.claim, p, true, hooks, report);
  }

  // Summary mode: whether the event of verdict v (rule evidence `r`) is one the summary commands
  // read, and if not, counts it as left out.
  enum summary_kind : std::uint8_t { first_claim = 1, first_repetition = 2, first_illegal = 4, first_positions = 8,
                                     first_series = 16 };
  bool kept_in_summary(std::size_t s, const verdict& v, const rule_evidence& r, rule_set_report& report) {
    std::uint8_t& kept = slots_[s].kept;
    const std::uint8_t before = kept;
    const bool repetition = r.kind == evidence_kind::positions || r.kind == evidence_kind::move_series;
    if (v.kind == verdict_kind::claimable_draw) kept |= first_claim;
    if (v.kind == verdict_kind::claimable_draw && repetition) kept |= first_repetition;
    if (v.kind == verdict_kind::illegal_move) kept |= first_illegal;
    if (r.kind == evidence_kind::positions) kept |= first_positions;
    if (r.kind == evidence_kind::move_series) kept |= first_series;
    if (kept != before || ends_game(v.kind) || report.events.size() < summary_events_kept) return true;
    ++report.events_left_out;
    if (v.kind == verdict_kind::illegal_move) ++report.illegal_left_out;
    return false;
  }

  // Adds the event of verdict v. `announced`: v is the claim by writing the move that led to ply p,
  // listed at ply p - 1.
  template <class Hooks>
  void add(const Tracker& t, std::size_t rs, const verdict& v, ply_t p, bool announced, Hooks& hooks,
           rule_set_report& report) {
    if (summary_ && !kept_in_summary(static_cast<std::size_t>(&report - out_begin_), v, catalogs_[rs].rule_of(v), report))
      return;
    event& e = report.events.emplace_back();
    e.ply = announced ? p - 1 : p;
    e.kind = v.kind;
    e.by = v.who;
    e.announced = announced;
    e.count = v.count;
    e.period = v.period;
    if (catalogs_[rs].rule_of(v).kind == evidence_kind::fact) e.count = 0;
    e.rule = v.rule;
    e.citation = v.citation;
    if (p > 0) hooks.describe(static_cast<std::size_t>(p - 1), e);
    const rule_evidence& r = catalogs_[rs].rule_of(v);
    e.evidence = r.kind;
    e.occurrences_total = evidence_.collect(t, rs, v, r, e.occurrences);
  }

  // A claimable draw that merely continues the same claim of the same rule for the same player:
  // the same rule gave the same claimant a claim at ply q - 2, q - 1 or q, with the same evidence
  // value (the count of a repeated position; the repeats and block of a move series; the last
  // progress of a move counter). Records the claim either way.
  bool folded(slot& sl, std::size_t rs, const verdict& v, ply_t q) {
    const rule_evidence& r = catalogs_[rs].rule_of(v);
    std::uint64_t value = v.count;
    if (r.kind == evidence_kind::move_series) value = (std::uint64_t{v.count} << 32) | v.period;
    if (r.kind == evidence_kind::progress) value = v.since;
    for (fold_state& f : sl.folds) {
      if (f.rule != v.rule || f.by != v.who) continue;
      const bool continues = fold_ && f.last + 2 >= q && f.value == value;
      f.last = q;
      f.value = value;
      return continues;
    }
    sl.folds.push_back({v.rule, v.who, q, value});
    return false;
  }

  std::vector<rule_catalog> catalogs_;
  std::vector<std::size_t> selection_;
  std::vector<slot> slots_;
  evidence_collector evidence_;
  std::size_t open_ = 0;
  bool dirty_ = false;  // some slot still holds the verdicts of an earlier ply
  bool fold_ = true;
  bool summary_ = false;
  const rule_set_report* out_begin_ = nullptr;  // replay's `out`: a report's slot is its place in it
};

}  // namespace repetita::corpus

#endif
