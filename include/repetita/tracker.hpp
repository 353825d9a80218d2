#ifndef REPETITA_TRACKER_HPP
#define REPETITA_TRACKER_HPP

/// \file
/// Tracker: follows one game ply by ply and answers, for every rule set of a registry at once,
/// "what is the verdict now?" and "what would it be after this move?".

#include <repetita/detail/identity_set.hpp>
#include <repetita/detail/inline.hpp>
#include <repetita/facts_read.hpp>
#include <repetita/game.hpp>
#include <repetita/history.hpp>
#include <repetita/history_view.hpp>
#include <repetita/occurrence_index.hpp>
#include <repetita/occurrence_policy.hpp>
#include <repetita/registry.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/trigger.hpp>
#include <repetita/verdict.hpp>
#include <repetita/verdict_algebra.hpp>

#include <boost/hana/at.hpp>
#include <boost/hana/for_each.hpp>
#include <boost/hana/range.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace repetita {

/// Options of a tracker that are not rules.
struct tracker_options {
  /// Forget every ply before a ply whose move is marked `ply_facts::irreversible` (positions before
  /// it can never recur). Saves memory on long games; `pop` can then not go back past that ply, and
  /// move-series rules only see moves since it. Off by default. A search scope
  /// (`tracker::search`) suspends it: a search pops back to its root.
  bool forget_irreversible = false;
};

template <class G, class Registry, occurrence_policy Policy = occurrence_policy_of<G>()>
class tracker;

/// A tracker for game `G` and every rule set of a registry.
///
/// Per ply it computes each distinct identity's hash and key once, finds earlier occurrences as
/// `Policy` says (occurrence_policy.hpp: by default the game's `occurrences`, a hash index of the
/// whole history; an engine's search asks for the game's `search_occurrences`, a scan of the
/// recent plies: search_tracker_t), and evaluates every rule set (cached until the next push or
/// pop). Rule sets that share an identity share that work. A rule set whose verdict ends the game
/// keeps that verdict: the plies after it are void for it (`is_void`), while the others go on.
template <class G, class... RuleSets, occurrence_policy Policy>
class tracker<G, registry<RuleSets...>, Policy> {
  static_assert(check_game<G>());

 public:
  /// How this tracker finds earlier occurrences.
  static constexpr occurrence_policy policy = Policy;
  using game_type = G;
  using position = typename G::position;
  using move = typename G::move;
  using registry_type = registry<RuleSets...>;
  static constexpr std::size_t rule_set_count = sizeof...(RuleSets);

  explicit tracker(registry_type rule_sets, tracker_options options = {})
      : registry_(std::move(rule_sets)), options_(options) {
    identity_min_count_.fill(no_ply);
    std::size_t i = 0;
    own_history().link_moves(history_plan().links_moves, history_plan().key_bits);
    boost::hana::for_each(registry_.rule_sets, [&](const auto& set) {
      triggers_[i] = set.when();
      auto& min_count = identity_min_count_[index_position<std::remove_cvref_t<decltype(set)>>()];
      min_count = std::min(min_count, triggers_[i].min_count);
      any_trigger_ = any_trigger_ | triggers_[i];
      facts_read_ |= set.facts_read();
      ++i;
    });
    // The quiet check reads base counts only: a refined identity's threshold bounds its base's.
    boost::hana::for_each(boost::hana::make_range(boost::hana::size_c<0>, boost::hana::size_c<indices_type::identity_count>),
                          [&](auto k) {
                            constexpr std::size_t base = indices_type::template base_identity<decltype(k)::value>;
                            identity_min_count_[base] = std::min(identity_min_count_[base], identity_min_count_[k]);
                          });
  }

  // ---- following a game ------------------------------------------------------------------------

  /// Starts a game at `start` (ply 0), forgetting any earlier one but keeping storage.
  void start(const position& initial) { start(initial, start_facts_of(initial), progress_clock_of(initial)); }

  /// Starts a game at `start` with the given facts and progress clock.
  void start(const position& initial, ply_facts facts, ply_t clock) {
    indices_.start(initial);
    own_history().start(index_of<G>(G::side_to_move(initial)), facts, clock);
    // Every verdict none again, written only where the last game left some (short games are common):
    // a quiet tracker's current verdicts are none but for the rule sets that ended.
    if (!quiet_ || any_ended_) {
      current_ = {};
      quiet_ = true;
    }
    if (any_ended_) {
      ended_ = {};
      any_ended_ = false;
    }
    loud_.clear();
    evaluate_all();
  }

  /// Records the position after the next move (for callers that make moves with their own engine).
  REPETITA_ALWAYS_INLINE void push(const position& after, const ply_input& input = {}) {
    evaluate_all(push_position(after, input));
    if (forgets() && input.facts.has(ply_facts::irreversible)) forget_before(ply());
  }

  /// Plays `m` from `before` (the current position), records it, and returns the new position.
  position play(const position& before, const move& m) {
    position after = G::play(before, m);
    push(after, input_of(before, m, after, facts_read_));
    return after;
  }

  /// Adds facts to the current ply and judges it again: for a game that learns a fact of a ply only
  /// after pushing it (Arimaa's end-of-turn checks), instead of a pop and a push. A verdict that
  /// ended the game at this ply is judged again too.
  void add_facts(ply_facts facts) {
    own_history().add_facts(facts);
    for (std::size_t i = 0; i < rule_set_count; ++i)
      if (ended_[i] && current_[i].ply == ply()) resume(i);
    quiet_ = false;
    evaluate_all();
    if (forgets() && facts.has(ply_facts::irreversible)) forget_before(ply());
  }

  /// Takes back the last ply. Throws std::logic_error at the first retained ply. The verdicts of
  /// the ply returned to are restored, not judged again: a quiet ply's are none (but for the rule
  /// sets whose game had ended before it), and only a loud one is judged again.
  REPETITA_ALWAYS_INLINE void pop() {
    pop_position();
    const ply_t p = ply();
    if (any_ended_) [[unlikely]]
      for (std::size_t i = 0; i < rule_set_count; ++i)
        if (ended_[i] && current_[i].ply > p) resume(i);
    if (!loud_.empty() && loud_.back() >= p) [[unlikely]] {
      while (!loud_.empty() && loud_.back() > p) loud_.pop_back();
      if (!loud_.empty() && loud_.back() == p) {
        evaluate_all();
        return;
      }
    }
    make_quiet();
  }

  /// A search from the current ply (its root): while the scope lives, `forget_irreversible`
  /// forgets nothing, so every ply the search pushes can be popped; when it ends, the tracker is
  /// popped back to the root. `{ auto scope = t.search(); ... push, pop ... }`. Scopes nest; the
  /// tracker must outlive its scopes and stay where it is (a scope holds its address).
  class search_scope {
   public:
    explicit search_scope(tracker& t) noexcept : tracker_(&t), root_(t.ply()) { ++t.searches_; }
    search_scope(search_scope&& other) noexcept
        : tracker_(std::exchange(other.tracker_, nullptr)), root_(other.root_) {}
    search_scope(const search_scope&) = delete;
    search_scope& operator=(const search_scope&) = delete;
    search_scope& operator=(search_scope&&) = delete;
    ~search_scope() {
      if (tracker_ == nullptr) return;
      while (tracker_->ply() > root_) tracker_->pop();
      --tracker_->searches_;
    }
    /// The ply the search started at.
    [[nodiscard]] ply_t root() const noexcept { return root_; }

   private:
    tracker* tracker_;
    ply_t root_;
  };
  [[nodiscard]] search_scope search() noexcept { return search_scope(*this); }

  /// Forgets the plies before `ply` (see tracker_options::forget_irreversible).
  void forget_before(ply_t p) {
    if (!hist().retains(p)) throw std::out_of_range("repetita::tracker::forget_before: ply not retained");
    indices_.forget_before(p);  // the history's too: its entries are in the indices' rows
    loud_.erase(loud_.begin(), std::lower_bound(loud_.begin(), loud_.end(), p));
  }

  // ---- what is the verdict now? ----------------------------------------------------------------

  [[nodiscard]] ply_t ply() const noexcept { return hist().last(); }
  [[nodiscard]] const history& hist() const noexcept { return indices_.lead(); }
  [[nodiscard]] const registry_type& rule_sets() const noexcept { return registry_; }

  /// The combined verdict of rule set `rs` at the current ply; once the game has ended for `rs`,
  /// the verdict that ended it.
  [[nodiscard]] const verdict& verdict_now(std::size_t rs) const { return current_.at(rs); }

  /// True if no rule set that has not ended says anything at the current ply: the common case,
  /// settled by the tracker's quiet check. False does not promise a verdict (a rule set whose
  /// trigger fired may still say none); `verdict_now` tells.
  [[nodiscard]] bool quiet() const noexcept { return quiet_; }

  /// The verdict that ended the game for rule set `rs`, or a verdict of kind none.
  [[nodiscard]] const verdict& end(std::size_t rs) const { return ended_.at(rs) ? current_[rs] : no_end; }

  /// True if the game ended for `rs` before ply `p`: the move that led to `p` is void.
  [[nodiscard]] bool is_void(std::size_t rs, ply_t p) const { return ended_.at(rs) && p > current_[rs].ply; }

  /// May `player` claim a draw now under rule set `rs` (the position is on the board: FIDE 9.2.2, 9.3.2)?
  [[nodiscard]] bool can_claim(std::size_t rs, player_index player) const {
    const verdict& v = verdict_now(rs);
    return v.kind == verdict_kind::claimable_draw && v.who == player;
  }
  /// The same, with the game's own player (`can_claim(rs, G::side_to_move(pos))`).
  [[nodiscard]] bool can_claim(std::size_t rs, typename G::player player) const
    requires(!std::is_same_v<typename G::player, player_index>)
  {
    return can_claim(rs, index_of<G>(player));
  }

  /// May the player to move at `current` (the current position) claim a draw under rule set `rs`,
  /// now (FIDE 9.2.2, 9.3.2) or by writing one of `moves` (9.2.1, 9.3.1)? What python-chess's
  /// `can_claim_draw` asks; the caller gives the moves (the legal ones, say). O(1) when a claim is
  /// possible now, else one probe per move until one claims (no ply is recorded).
  template <class Moves>
  [[nodiscard]] bool claim_available(std::size_t rs, const position& current, const Moves& moves) {
    if (ended_.at(rs)) return false;
    if (can_claim(rs, index_of<G>(G::side_to_move(current)))) return true;
    for (const move& m : moves)
      if (claim_by_move(rs, current, m)) return true;
    return false;
  }

  /// Calls `f(verdict)` for each rule of rule set `rs` that has something to say at the current
  /// ply, in rule order (the CLI lists a threefold and a fifty-move claim at the same ply). Nothing
  /// when the current ply is void for `rs` (the game ended before it).
  template <class F>
  void for_each_rule_verdict(std::size_t rs, F&& f) const {
    check_rule_set(rs);
    if (is_void(rs, ply())) return;
    registry_.visit(rs, [&](const auto& set) {
      set.for_each_verdict(context_for(set, ply()), f);
    });
  }

  /// The plies with the same identity (under rule set `rs`) as the retained ply `p`, newest first.
  /// The view reads the tracker: it is valid until the next pop, start or forget.
  [[nodiscard]] occurrence_view occurrences(std::size_t rs, ply_t p) const {
    check_rule_set(rs);
    if (!hist().retains(p)) throw std::out_of_range("repetita::tracker::occurrences: ply not retained");
    occurrence_view view;
    registry_.visit(rs, [&](const auto& set) { view = occurrence_view(chain_for(set), p); });
    return view;
  }

  /// How many times the identity (under rule set `rs`) of the retained ply `p` has occurred in the
  /// retained plies up to and including `p`.
  [[nodiscard]] std::uint32_t count(std::size_t rs, ply_t p) const {
    check_rule_set(rs);
    if (!hist().retains(p)) throw std::out_of_range("repetita::tracker::count: ply not retained");
    std::uint32_t n = 0;
    registry_.visit(rs, [&](const auto& set) { n = chain_for(set).count(p); });
    return n;
  }

  /// Reserves room for games of `plies` plies, so that not even the first game allocates per ply.
  void reserve(std::size_t plies) {
    indices_.reserve(plies);  // the history's too
  }

  // ---- what would it be after this move? -------------------------------------------------------

  /// The verdict of rule set `rs` if `after` were the next position; the tracker is left as it was.
  /// This is how a move is tested for superko or Arimaa legality. Once the game has ended for `rs`,
  /// the verdict that ended it (every further move is void).
  /// `input` is required: a move's facts decide some verdicts (Go's suicide, a capture that
  /// starts a new window); `verdict_if_move` computes them from the move.
  [[nodiscard]] verdict verdict_if(std::size_t rs, const position& after, const ply_input& input) {
    check_rule_set(rs);
    if (ended_[rs]) return current_[rs];
    if (silent_if(rs, after, input)) return verdict{};
    verdict v;
    registry_.visit(rs, [&](const auto& set) {
      constexpr std::size_t k = index_position<std::remove_cvref_t<decltype(set)>>();
      // Only this rule set's identity is indexed for the question (Go's banned points ask it for
      // every empty point).
      std::byte* const row = indices_.template push_one<k>(after, input.facts.has(ply_facts::irreversible));
      own_history().template push<history_plan()>(index_of<G>(G::side_to_move(after)), input,
                                                   indices_type::lead_slot(row), indices_type::lead_before(row));
      v = set.evaluate(context_for(set, ply()));
      own_history().pop();
      indices_.template pop_one<k>();
    });
    return v;
  }

  /// How many times the identity (under rule set `rs`) of `after` would have occurred, itself
  /// included, were it the next position (1: a new one); the tracker is left as it was. Exact: one
  /// lookup for a base identity, a push and a pop for a refined one. For questions such as "does
  /// some move repeat a position" (chess::has_upcoming_repetition).
  [[nodiscard]] std::uint32_t count_if(std::size_t rs, const position& after, const ply_input& input) {
    check_rule_set(rs);
    std::uint32_t n = 0;
    registry_.visit(rs, [&](const auto& set) {
      constexpr std::size_t k = index_position<std::remove_cvref_t<decltype(set)>>();
      const bool irreversible = input.facts.has(ply_facts::irreversible);
      if constexpr (!indices_type::template refined<k>) {
        n = indices_.template count_if_pushed<k>(after, irreversible);
      } else {
        static_cast<void>(indices_.template push_one<k>(after, irreversible));
        n = indices_.template link_last<k>().count;
        indices_.template pop_one<k>();
      }
    });
    return n;
  }

  /// The verdict of rule set `rs` if `m` were played from `before` (the current position).
  [[nodiscard]] verdict verdict_if_move(std::size_t rs, const position& before, const move& m) {
    const position after = G::play(before, m);
    return verdict_if(rs, after, input_of(before, m, after, facts_read_));
  }

  /// The verdicts of every rule set if `after` were the next position (for an ended rule set, the
  /// verdict that ended it).
  [[nodiscard]] std::array<verdict, rule_set_count> verdicts_if(const position& after, const ply_input& input) {
    push_position(after, input);
    std::array<verdict, rule_set_count> result{};
    std::size_t i = 0;
    boost::hana::for_each(registry_.rule_sets, [&](const auto& set) {
      result[i] = ended_[i] ? current_[i] : set.evaluate(context_for(set, ply()));
      ++i;
    });
    pop_position();
    return result;
  }

  /// A claim made by announcing move `m` from `before` (the current position) under rule set `rs`:
  /// FIDE 9.2.1 (the position is about to appear for the third time) and 9.3.1. Only rules that
  /// provide such a claim take part: those with a non-empty `move_claim_citation` (London 1883 and
  /// Lichess, say, have none). The verdict is the claimable draw the move would produce, named for
  /// the mover (who claims before moving) and cited with that citation; kind none when the claim
  /// would be incorrect. Its `rule_index` is the rule's entry in the rule set (rule_set::move_claim).
  [[nodiscard]] verdict claim_by_move(std::size_t rs, const position& before, const move& m) {
    check_rule_set(rs);
    if (ended_[rs]) return verdict{};
    const position after = G::play(before, m);
    push_position(after, input_of(before, m, after, facts_read_));
    verdict result;
    registry_.visit(rs, [&](const auto& set) { result = set.move_claim(context_for(set, ply())); });
    pop_position();
    return result;
  }

  /// The claim the mover could have made by writing the move that led to the current ply instead
  /// of playing it (FIDE 9.2.1, USCF 14C2): what `claim_by_move` asked at the previous ply gives for
  /// that move, without taking the ply back. Kind none at the first retained ply and when the game
  /// had ended for `rs` before the current ply (a game that ends at this ply was still going on when
  /// the move was written). The move is the one the tracker was given: a caller whose game has moves
  /// nobody may write (a null move in chess) checks that itself.
  [[nodiscard]] verdict claim_by_last_move(std::size_t rs) const {
    check_rule_set(rs);
    const ply_t p = ply();
    if (p == hist().first() || (ended_[rs] && current_[rs].ply < p)) return verdict{};
    verdict result;
    registry_.visit(rs, [&](const auto& set) { result = set.move_claim(context_for(set, p)); });
    return result;
  }

  /// The facts the tracker's rule sets read, with the core's (facts_read.hpp): what `play` asks
  /// of the game's `ply_facts`, and what a caller that pushes its own facts needs to give.
  [[nodiscard]] ply_facts::bits_type facts_read() const noexcept { return facts_read_; }

  /// The input (move key and facts) the game's hooks give for `before -> m -> after`; a game whose
  /// `ply_facts` takes `wanted` may leave out the facts outside it (game.hpp).
  [[nodiscard]] static ply_input input_of(const position& before, const move& m, const position& after,
                                          ply_facts::bits_type wanted = ~ply_facts::bits_type{0}) {
    ply_input in;
    if constexpr (requires { G::move_key(m); }) in.move_key = static_cast<std::uint64_t>(G::move_key(m));
    if constexpr (requires { G::ply_facts(before, m, after, wanted); })
      in.facts = G::ply_facts(before, m, after, wanted);
    else if constexpr (requires { G::ply_facts(before, m, after); })
      in.facts = G::ply_facts(before, m, after);
    static_cast<void>(wanted);
    static_cast<void>(before);
    static_cast<void>(after);
    return in;
  }

 private:
  // Rule sets with the same identity share one index; an identity that refines another is indexed
  // through it (detail/identity_set.hpp).
  using identity_types = decltype(detail::distinct(boost::hana::type_c<typename RuleSets::identity_type>...));
  // The history is the indices' lead: its entry of a ply is in the same row as the identities'
  // members (one append per ply).
  using indices_type =
      typename detail::identity_set_for<position, history, Policy, identity_types>::type;
  [[nodiscard]] history& own_history() noexcept { return indices_.lead(); }

  template <class RuleSet>
  static constexpr std::size_t index_position() {
    return indices_type::template position_of<typename RuleSet::identity_type>();
  }

  void check_rule_set(std::size_t rs) const {
    if (rs >= rule_set_count) throw std::out_of_range("repetita::tracker: no rule set with that index");
  }

  template <class RuleSet>
  [[nodiscard]] const occurrence_chain& chain_for(const RuleSet&) const {
    return indices_.template chain<index_position<RuleSet>()>();
  }

  template <class RuleSet>
  [[nodiscard]] rule_context context_for(const RuleSet& set, ply_t p) const {
    return rule_context{hist(), chain_for(set), p};
  }

  // What the quiet check reads of a ply just pushed, as values (not read back from its row).
  struct pushed {
    typename indices_type::base_counts counts;  // each base identity's count
    history::entry entry;
  };
  REPETITA_ALWAYS_INLINE pushed push_position(const position& after, const ply_input& input) {
    // Appends the ply's row, which the history's entry goes into.
    const auto [counts, row] = indices_.push(after, input.facts.has(ply_facts::irreversible));
    return pushed{counts, own_history().template push<history_plan()>(index_of<G>(G::side_to_move(after)), input,
                                                                      indices_type::lead_slot(row),
                                                                      indices_type::lead_before(row))};
  }

  void pop_position() {
    own_history().pop();
    indices_.pop();
  }

  // Most moves make a new position with no deciding fact: rule set rs's trigger, fed the count the
  // position would have (its base identity's, a bound of it) and the move's clock and facts, then
  // says it is silent after one index lookup, nothing recorded (a Go engine asks this of every
  // candidate). Rule sets that link moves read more than that: false, they go the long way.
  [[nodiscard]] REPETITA_ALWAYS_INLINE bool silent_if(std::size_t rs, const position& after, const ply_input& input) const {
    if constexpr (history_plan().links_moves) {
      return false;
    } else {
      bool silent = false;
      registry_.visit(rs, [&](const auto& set) REPETITA_INLINE_LAMBDA {
        constexpr std::size_t k = index_position<std::remove_cvref_t<decltype(set)>>();
        const ply_t clock = input.facts.has(ply_facts::progress) ? 0 : hist().at(ply()).clock + 1;
        const std::uint32_t count = indices_.template count_if_pushed<k>(after, input.facts.has(ply_facts::irreversible));
        silent = !triggers_[rs].may_speak(trigger_input{count, clock, input.facts, 0, 0});
      });
      return silent;
    }
  }

  // Whether an irreversible ply makes the tracker forget the plies before it now.
  [[nodiscard]] bool forgets() const noexcept { return options_.forget_irreversible && searches_ == 0; }

  // Judges the current ply under every rule set. Most plies are quiet (no position has recurred
  // often enough, the clock is low, no deciding fact): one check per identity then settles every
  // rule set at once, which is why N rule sets that share an identity cost little more than one.
  // `ply`: each base identity's count and the history's entry at the current ply.
  void evaluate_all() { evaluate_all(pushed{indices_.counts_at(hist().last()), hist().at(hist().last())}); }
  REPETITA_ALWAYS_INLINE void evaluate_all(const pushed& ply) {
    const ply_t p = hist().last();
    const auto& counts = ply.counts;
    const history::entry& e = ply.entry;
    // Some rule set may speak: the clock, a fact or the move count says so, else the count of
    // some base identity reaches the smallest threshold of the rule sets using it or a refinement
    // (which is why the or-ed trigger's own count bound is not tested).
    bool may_speak = any_trigger_.may_speak_uncounted(trigger_input_at(e, 0));
    indices_.for_each_base_chain([&](auto k, const occurrence_chain&) {
      may_speak = may_speak || counts[k] >= identity_min_count_[k];
    });
    if (!may_speak) {
      make_quiet();
      return;
    }
    quiet_ = false;
    if (loud_.empty() || loud_.back() != p) loud_.push_back(p);
    evaluate_speaking(p, e.clock, e.facts, e.move_count, e.repeat_run);
  }

  // Every rule set that has not ended says none.
  REPETITA_ALWAYS_INLINE void make_quiet() {
    if (quiet_) return;
    for (std::size_t i = 0; i < rule_set_count; ++i)
      if (!ended_[i]) current_[i] = verdict{};
    quiet_ = true;
  }

  // The rule sets whose trigger fires at ply p (out of line: quiet plies need none of this). The
  // ply's history entry comes as values: the row it was just written to is not read back (a
  // load across two of the stores that wrote it would wait for both).
  REPETITA_NOINLINE void evaluate_speaking(ply_t p, ply_t clock, ply_facts facts, std::uint32_t move_count,
                                           std::uint32_t repeat_run) {
    const auto links = identity_links();
    // What the triggers read, once per identity: the rule sets using it share it.
    std::array<trigger_input, indices_type::identity_count> inputs;
    for (std::size_t k = 0; k < inputs.size(); ++k)
      inputs[k] = trigger_input{links[k].count, clock, facts, move_count, repeat_run};
    // Rule set i's index known at compile time: its verdict, flag and trigger at constant offsets.
    boost::hana::for_each(boost::hana::make_range(boost::hana::size_c<0>, boost::hana::size_c<rule_set_count>),
                          [&](auto rs) REPETITA_INLINE_LAMBDA {
      constexpr std::size_t i = decltype(rs)::value;
      const auto& set = boost::hana::at_c<i>(registry_.rule_sets);
      constexpr std::size_t k = index_position<std::remove_cvref_t<decltype(set)>>();
      verdict& out = current_[i];
      const trigger_input& in = inputs[k];
      if (ended_[i]) {
        // `out` is the verdict that ended the game: it stands.
      } else if (!triggers_[i].may_speak(in)) {
        if (out) out = verdict{};
      } else {
        // Made where it is kept (the prvalue initialises `out`), not in a temporary copied at
        // once: the copy's wide loads would wait on the narrow stores that wrote its fields.
        ::new (static_cast<void*>(&out)) verdict(set.evaluate(rule_context{hist(), chain_for(set), p, links[k]}, in));
        if (ends_game(out.kind)) {
          ended_[i] = true;
          any_ended_ = true;
        }
      }
    });
  }

  // What a trigger reads at the ply of entry `e`, where the position has occurred `count` times.
  static trigger_input trigger_input_at(const history::entry& e, std::uint32_t count) noexcept {
    return trigger_input{count, e.clock, e.facts, e.move_count, e.repeat_run};
  }

  // The link of every identity at the last ply, each read once (rules read their identity's from
  // the rule_context). A refined identity's is a first occurrence where its base's count is 1 (the
  // common case: no walk).
  [[nodiscard]] std::array<occurrence_chain::link, indices_type::identity_count> identity_links() {
    std::array<occurrence_chain::link, indices_type::identity_count> links;
    boost::hana::for_each(boost::hana::make_range(boost::hana::size_c<0>, boost::hana::size_c<indices_type::identity_count>),
                          [&](auto k) { links[k] = indices_.template link_last<decltype(k)::value>(); });
    return links;
  }

  // What the history is told once (link_moves, in the constructor), so that its push at every ply
  // makes none of those choices at run time.
  static constexpr history::push_plan history_plan() noexcept {
    return history::push_plan{.links_moves = (RuleSets::uses_move_links || ...), .key_bits = move_key_bits()};
  }

  static constexpr unsigned move_key_bits() noexcept {
    if constexpr (requires { G::move_key_bits; })
      return G::move_key_bits;
    else
      return 64;
  }

  static ply_facts start_facts_of(const position& p) {
    if constexpr (requires { G::start_facts(p); })
      return G::start_facts(p);
    else
      return (static_cast<void>(p), ply_facts{});
  }

  static ply_t progress_clock_of(const position& p) {
    if constexpr (requires { G::progress_clock(p); })
      return static_cast<ply_t>(G::progress_clock(p));
    else
      return (static_cast<void>(p), ply_t{0});
  }

  // The game goes on for rule set i: the ply its verdict ended it at was taken back (pop) or is
  // judged again (add_facts). Its verdict is none until evaluate_all judges it.
  void resume(std::size_t i) noexcept {
    ended_[i] = false;
    current_[i] = verdict{};
  }

  static constexpr verdict no_end{};  // end() of a rule set whose game goes on

  registry_type registry_;
  tracker_options options_;
  indices_type indices_;
  // Each rule set's verdict at the current ply; once its game has ended, the verdict that ended it.
  std::array<verdict, rule_set_count> current_{};
  std::array<bool, rule_set_count> ended_{};  // current_[i] ended the game for rule set i
  std::array<trigger, rule_set_count> triggers_{};
  ply_facts::bits_type facts_read_ = core_facts;  // facts_read()
  trigger any_trigger_ = trigger::never();  // every rule set's trigger, or-ed (the counts are per identity:)
  // The smallest count threshold of the rule sets using each identity; for a base identity, also
  // of those using its refinements.
  std::array<std::uint32_t, indices_type::identity_count> identity_min_count_{};
  std::uint32_t searches_ = 0;  // search scopes alive: forget_irreversible waits for them
  bool quiet_ = false;      // every rule set that has not ended says none
  // The retained plies that were judged loud (some trigger fired), ascending: a pop back to one
  // of them judges it again, a pop back to any other ply makes the tracker quiet.
  std::vector<ply_t> loud_;
  bool any_ended_ = false;  // some rule set may have ended
};

/// The tracker an engine's search uses: the game's `search_occurrences` policy when it declares
/// one (a scan of the recent plies since the last irreversible one, cheap pushes and pops), else
/// its default.
template <class G, class Registry>
using search_tracker_t = tracker<G, Registry, search_occurrence_policy_of<G>()>;

/// Makes a tracker for game `G`: `auto t = make_tracker<my_game>(my_registry);`.
template <class G, class Registry>
[[nodiscard]] tracker<G, Registry> make_tracker(Registry rule_sets, tracker_options options = {}) {
  return tracker<G, Registry>(std::move(rule_sets), options);
}

}  // namespace repetita

#endif
