#ifndef REPETITA_HISTORY_HPP
#define REPETITA_HISTORY_HPP

/// \file
/// History: per-ply facts of one game, the part of the game every rule may read.

#include <repetita/detail/hash_table.hpp>
#include <repetita/detail/inline.hpp>
#include <repetita/detail/ply_rows.hpp>
#include <repetita/ply.hpp>
#include <repetita/ply_facts.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <new>
#include <stdexcept>
#include <utility>
#include <vector>

namespace repetita {

/// "No move": the start position, or a caller that does not report moves.
inline constexpr std::uint64_t no_move_key = std::numeric_limits<std::uint64_t>::max();

/// What one ply adds to a history besides its position: the move (as an exact key) and its facts.
struct ply_input {
  std::uint64_t move_key = no_move_key;  ///< exact (injective) key of the move; equal keys mean equal moves
  ply_facts facts{};
  /// Who made the move; `no_player`: the player to move at the ply before (records where one side
  /// moves twice in a row, as some SGF files do, say so here).
  player_index mover = no_player;
};

/// The per-ply facts of one game, from its start (ply 0) or from the last ply it was told to forget
/// before. Positions themselves live in the occurrence indices, one per identity.
///
/// Its entries live in rows of its own, or in a column of rows that an owner appends to (a
/// tracker keeps a ply's entry in the same row as its identities' links: detail/identity_set.hpp).
class history {
 public:
  struct entry {
    std::uint64_t move_key;  ///< the move that led to this ply (`no_move_key` at the start)
    ply_facts facts;         ///< facts of that move / position
    ply_t clock;             ///< plies since the last ply with `ply_facts::progress` (the start counts as given)
    ply_t previous_same_move;  ///< the previous retained ply with the same move key (when moves are linked)
    std::uint32_t move_count;  ///< retained plies up to this one with this move key (when linked; else 0)
    std::uint32_t repeat_run;  ///< consecutive plies up to this one whose move was played before (when linked)
    player_index to_move;    ///< the player to move at this ply
    player_index mover;      ///< the player who made the move that led here (`no_player` at the start)
  };

  /// A history that keeps its entries in rows of its own.
  history() { attach_own(); }
  history(const history& other)
      : entries_(other.entries_),
        own_(other.own_),
        attached_(other.attached_),
        moves_(other.moves_),
        direct_(other.direct_),
        direct_size_(other.direct_size_),
        stamp_(other.stamp_),
        link_moves_(other.link_moves_),
        started_(other.started_),
        first_(other.first_),
        last_(other.last_) {
    reattach();
  }
  // An empty history (which allocates nothing), then the move assignment.
  history(history&& other) noexcept : history() { *this = std::move(other); }
  history& operator=(const history& other) {
    if (this != &other) *this = history(other);
    return *this;
  }
  history& operator=(history&& other) noexcept {
    if (this == &other) return *this;
    entries_ = other.entries_;
    own_ = std::move(other.own_);
    attached_ = other.attached_;
    moves_ = std::move(other.moves_);
    direct_ = std::move(other.direct_);
    direct_size_ = other.direct_size_;
    other.direct_size_ = 0;  // its direct table went
    stamp_ = other.stamp_;
    link_moves_ = other.link_moves_;
    started_ = other.started_;
    first_ = other.first_;
    last_ = other.last_;
    reattach();
    other.reattach();
    return *this;
  }
  ~history() = default;

  /// Keeps the entries in `entries`, a column of rows that the owner appends to before each push,
  /// trims after each pop, and whose rows before a ply it drops before forget_before.
  void attach(detail::ply_column<entry> entries) noexcept {
    entries_ = entries;
    attached_ = true;
  }

  /// Clears the history and records the start position as ply 0.
  /// `clock` is the progress counter the record starts with (a FEN's halfmove clock).
  void start(player_index to_move, ply_facts facts = {}, ply_t clock = 0) {
    if (!attached_) {
      own_.clear();
      push_own();
    }
    clear_moves();
    first_ = 0;
    last_ = 0;
    started_ = true;
    entries_.construct(0, entry{no_move_key, facts, clock, no_ply, 0, 0, to_move, no_player});
  }

  /// Appends the next ply; returns its entry (a copy: what a caller reads next, without reading
  /// back the row just written).
  REPETITA_ALWAYS_INLINE entry push(player_index to_move, const ply_input& input) {
    if (!attached_) push_own();
    const ply_t at = last_ + 1 - first_;
    return push_linked(to_move, input, entries_.slot(at), entries_[at - 1],
                       [this](std::uint64_t key, ply_t ply, ply_t& previous) {
                         if (!links(key)) return false;
                         previous = link_move(key, ply);
                         return true;
                       });
  }

  /// What an owner of the rows knows of its history when it is built (a tracker: attached, its
  /// rule sets link moves or not, the game's move keys below 2^key_bits). Structural, for `push<Plan>`.
  struct push_plan {
    bool links_moves = false;  ///< link_moves(true, key_bits) was called, and not undone
    unsigned key_bits = 64;    ///< as given to link_moves
  };
  /// `push` for an owner of the rows (attach) whose plan holds: the choices the plan settles are
  /// not made at run time (a tracker's every ply). `slot` is the new ply's entry in the row the
  /// owner appended, `before` the entry of the row before it (the owner knows both addresses
  /// without a multiplication by the row's size). A move key the plan's direct table cannot hold (a
  /// game breaking its `move_key_bits`) still goes to the hashed table: exact either way.
  template <push_plan Plan>
  REPETITA_ALWAYS_INLINE entry push(player_index to_move, const ply_input& input, void* slot, const entry& before) {
    return push_linked(to_move, input, slot, before, [this](std::uint64_t key, ply_t ply, ply_t& previous) {
      return link_planned<Plan>(key, ply, previous);
    });
  }

  /// Adds facts to the last ply (a fact the game knows only after the ply was pushed). `progress`
  /// restarts its clock; no later ply exists whose clock would depend on it.
  void add_facts(ply_facts added) noexcept {
    entry& e = entries_[last_ - first_];
    e.facts.set(added.bits());
    if (added.has(ply_facts::progress)) e.clock = 0;
  }

  /// Removes the last ply. The first retained ply cannot be removed.
  void pop() {
    if (last_ == first_) throw std::logic_error("repetita::history::pop: no ply left to undo");
    const entry& e = entries_[last_ - first_];
    if (link_moves_ && e.move_key != no_move_key) {
      if (is_direct(e.move_key))
        direct_[e.move_key] = e.previous_same_move == no_ply ? direct_slot{} : direct_slot{e.previous_same_move, stamp_};
      else if (e.previous_same_move == no_ply)
        moves_.erase(e.move_key);
      else
        moves_.assign(e.move_key, e.previous_same_move);
    }
    if (!attached_) own_.pop();
    --last_;
  }

  /// Forgets every ply before `ply` (which must be retained). Plies keep their numbers. An owner
  /// of the rows (attach) has dropped the rows before `ply` already.
  void forget_before(ply_t ply) {
    if (ply < first_ || ply > last()) throw std::out_of_range("repetita::history::forget_before: ply not retained");
    if (!attached_) own_.erase_front(ply - first_);
    first_ = ply;
    if (link_moves_) {  // relink the retained plies: links into forgotten plies must go
      clear_moves();
      for (ply_t p = first_; p <= last_; ++p) {
        entry& e = entries_[p - first_];
        e.previous_same_move = links(e.move_key) ? link_move(e.move_key, p) : no_ply;
        e.move_count = count_after(e.previous_same_move, e.move_key);
        e.repeat_run = e.previous_same_move == no_ply ? 0 : (p == first_ ? 0 : entries_[p - 1 - first_].repeat_run) + 1;
        e.facts = ply_facts(e.facts.bits() & ~ply_facts::repeated_move);
        if (e.previous_same_move != no_ply) e.facts.set(ply_facts::repeated_move);
      }
    }
  }

  /// Links every ply to the previous ply with the same move (for move-series rules): one table
  /// probe per ply. Off unless a rule asks for it (the tracker sets it); takes effect from `start`.
  /// `key_bits`: the game's move keys are below 2^key_bits (game.hpp, `G::move_key_bits`); up to
  /// 16, the table is a direct one indexed by the key (one load, no hashing: chess, xiangqi).
  void link_moves(bool on, unsigned key_bits = 64) {
    link_moves_ = on;
    if (on && key_bits <= max_direct_key_bits)
      direct_.resize(std::size_t{1} << key_bits);
    else
      direct_.clear();
    direct_size_ = direct_.size();
  }
  [[nodiscard]] bool links_moves() const noexcept { return link_moves_; }
  /// The previous retained ply whose move has the same key as the move of `ply`, or `no_ply`
  /// (always `no_ply` when moves are not linked).
  [[nodiscard]] ply_t previous_same_move(ply_t ply) const noexcept { return at(ply).previous_same_move; }
  /// How many retained plies up to `ply` have the move of `ply` (1 for a new move; 0 when moves are
  /// not linked or the ply has no move).
  [[nodiscard]] std::uint32_t move_count(ply_t ply) const noexcept { return at(ply).move_count; }
  /// How many consecutive plies up to and including `ply` have a move played earlier in the retained
  /// history (0 when moves are not linked). A series of r blocks of k plies ending at `ply` needs
  /// at least (r - 1) * k.
  [[nodiscard]] std::uint32_t repeat_run(ply_t ply) const noexcept { return at(ply).repeat_run; }

  /// True before the first `start`.
  [[nodiscard]] bool empty() const noexcept { return !started_; }
  /// The first retained ply (0 unless something was forgotten).
  [[nodiscard]] ply_t first() const noexcept { return first_; }
  /// The current ply.
  [[nodiscard]] ply_t last() const noexcept { return last_; }
  [[nodiscard]] bool retains(ply_t ply) const noexcept { return ply >= first_ && ply <= last(); }

  [[nodiscard]] const entry& at(ply_t ply) const noexcept { return entries_[ply - first_]; }
  [[nodiscard]] player_index to_move(ply_t ply) const noexcept { return at(ply).to_move; }
  [[nodiscard]] player_index mover(ply_t ply) const noexcept { return at(ply).mover; }
  [[nodiscard]] ply_facts facts(ply_t ply) const noexcept { return at(ply).facts; }
  [[nodiscard]] std::uint64_t move_key(ply_t ply) const noexcept { return at(ply).move_key; }
  [[nodiscard]] ply_t clock(ply_t ply) const noexcept { return at(ply).clock; }

  /// Keeps the storage of a finished game for the next one (no allocation per game).
  void reserve(std::size_t plies) {
    if (!attached_) {
      own_.reserve(plies);
      attach_own();
    }
  }

 private:
  using own_layout = detail::row_layout<entry>;

  void attach_own() noexcept {
    entries_ = detail::ply_column<entry>(own_.data(), 0, sizeof(typename own_layout::row));
    attached_ = false;
  }
  // Appends an own row; the rows may move (ply_rows), so the column is made again.
  void push_own() {
    own_.push();
    attach_own();
  }
  // After a copy or move: own rows are this history's own; attached ones, the owner re-attaches.
  void reattach() noexcept {
    if (!attached_) attach_own();
  }

  // push after the row is appended, into `slot`: `link(key, ply, previous)` links the ply's move
  // (setting `previous`, the last ply with that move) and says whether it did.
  template <class Link>
  REPETITA_ALWAYS_INLINE entry push_linked(player_index to_move, const ply_input& input, void* slot, const entry& before,
                                           Link link) {
    // Locals: a store into a row may alias any member, so members are read once, before it.
    const ply_t first = first_;
    const ply_t ply = last_ + 1;
    const ply_t clock = input.facts.has(ply_facts::progress) ? 0 : before.clock + 1;
    const player_index mover = input.mover != no_player ? input.mover : before.to_move;
    const std::uint32_t before_run = before.repeat_run;
    ply_t previous = no_ply;
    std::uint32_t count = 0;
    if (link(input.move_key, ply, previous)) count = previous == no_ply ? 1 : entries_[previous - first].move_count + 1;
    ply_facts facts = input.facts;
    if (previous != no_ply) facts.set(ply_facts::repeated_move);
    const std::uint32_t run = previous != no_ply ? before_run + 1 : 0;
    last_ = ply;
    const entry e{input.move_key, facts, clock, previous, count, run, to_move, mover};
    ::new (slot) entry(e);
    return e;
  }

  // Links the move `key` of `ply` as `Plan` says (push<Plan>), setting `previous`; false when the
  // move is not linked.
  template <push_plan Plan>
  REPETITA_ALWAYS_INLINE bool link_planned([[maybe_unused]] std::uint64_t key, [[maybe_unused]] ply_t ply,
                                           [[maybe_unused]] ply_t& previous) {
    if constexpr (!Plan.links_moves) {
      return false;
    } else {
      if constexpr (Plan.key_bits <= max_direct_key_bits) {
        if (key < (std::uint64_t{1} << Plan.key_bits)) [[likely]] {
          previous = link_direct(key, ply);
          return true;
        }
      }
      if (key == no_move_key) return false;
      previous = link_hashed(key, ply);
      return true;
    }
  }

  // Whether the move `key` is linked.
  [[nodiscard]] bool links(std::uint64_t key) const noexcept { return link_moves_ && key != no_move_key; }

  // The previous ply with move `key` (linked), and `ply` becomes the newest one.
  REPETITA_ALWAYS_INLINE ply_t link_move(std::uint64_t key, ply_t ply) {
    return is_direct(key) ? link_direct(key, ply) : link_hashed(key, ply);
  }
  REPETITA_ALWAYS_INLINE ply_t link_direct(std::uint64_t key, ply_t ply) noexcept {
    direct_slot& s = direct_[key];
    const ply_t previous = s.stamp == stamp_ ? s.ply : no_ply;
    s = direct_slot{ply, stamp_};
    return previous;
  }
  ply_t link_hashed(std::uint64_t key, ply_t ply) {
    auto [newest, inserted] = moves_.try_emplace(key, ply);
    if (inserted) return no_ply;
    const ply_t previous = newest;
    newest = ply;
    return previous;
  }

  // The move count of a ply whose previous ply with the same move is `previous`.
  [[nodiscard]] std::uint32_t count_after(ply_t previous, std::uint64_t key) const noexcept {
    if (!links(key)) return 0;
    return previous == no_ply ? 1 : at(previous).move_count + 1;
  }

  // Move keys below 2^16 index a direct table; a slot is live when it carries the current stamp,
  // so a new game empties it in O(1) (as detail::hash_table does).
  static constexpr unsigned max_direct_key_bits = 16;
  // An empty slot is all zeros (stamp 0 is never live): the 2^16 slots of a new table are made
  // by one memset, not a store of each field.
  struct direct_slot {
    ply_t ply = 0;
    std::uint32_t stamp = 0;
  };
  [[nodiscard]] bool is_direct(std::uint64_t key) const noexcept { return key < direct_size_; }
  void clear_moves() noexcept {
    moves_.clear();
    if (++stamp_ != 0) return;
    for (direct_slot& s : direct_) s = direct_slot{};
    stamp_ = 1;
  }

  detail::ply_column<entry> entries_;  // per retained ply
  detail::ply_rows<own_layout> own_;   // the entries, when not attached
  bool attached_ = false;
  detail::hash_table moves_;  // move key -> newest ply with that move (when linking)
  std::vector<direct_slot> direct_;  // the same, for a game whose keys all fit in max_direct_key_bits
  std::uint64_t direct_size_ = 0;    // direct_.size(), kept: read at every ply
  std::uint32_t stamp_ = 1;
  bool link_moves_ = false;
  bool started_ = false;
  ply_t first_ = 0;
  ply_t last_ = 0;  // cached: asked for at every ply
};

}  // namespace repetita

#endif
