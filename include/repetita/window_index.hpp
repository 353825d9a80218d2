#ifndef REPETITA_WINDOW_INDEX_HPP
#define REPETITA_WINDOW_INDEX_HPP

/// \file
/// Window index: the earlier occurrences of each position found as an engine finds them, by a
/// scan of the recent plies of the window since the last irreversible ply, the older plies of the
/// window in a hash index (occurrence_policy.hpp).

#include <repetita/detail/hash_table.hpp>
#include <repetita/detail/inline.hpp>
#include <repetita/detail/ply_rows.hpp>
#include <repetita/occurrence_index.hpp>
#include <repetita/ply.hpp>

#include <cstddef>
#include <cstdint>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace repetita {

/// The links of an identity (occurrence_chain), found by a scan and a hash index.
///
/// Every ply's row holds its link, hash and exact key. The plies of the *window* (from the last
/// ply pushed as irreversible) are in two parts:
/// - the *tier*: the newest plies of the window, at most `ScanPlies` of them after a push. A push
///   compares its hash with every `Stride`-th ply of the tier back from it, and the key on a hash
///   hit; the first equal one is the previous occurrence, whose link counts the older ones.
/// - the *indexed* plies: the window's plies before the tier, each in a hash table (hash -> the
///   newest identity entry with that hash; entries with one hash are chained), found by one lookup
///   when the scan found nothing. A push that makes the tier longer than `ScanPlies` moves its
///   oldest ply there: a ply is indexed at most once per push that reached past it.
/// A pop drops the last ply: from the tier (no table is touched) or, if the tier is empty, from
/// the table (LIFO). The tier is not refilled by a pop, so a search that goes up and down at one
/// depth indexes nothing.
///
/// Plies before the window are never compared: `irreversible` promises that no earlier position
/// recurs (ply_facts::irreversible). Costs per push: O(ScanPlies / Stride) hash comparisons and at
/// most one table lookup and one table insert; per pop O(1).
///
/// Laws: for every retained ply, the links are those an occurrence_index of the same positions
/// gives, when irreversible plies keep their promise (tests/core/window_index_test.cpp).
template <class Key, std::uint32_t ScanPlies, std::uint32_t Stride>
class window_index : public occurrence_chain {
  static_assert(ScanPlies > 0 && Stride > 0, "repetita::window_index: a scan of no ply is occurrence_index");

 public:
  /// A ply's record in a row: its link, hash and key (laid out by the owner of the rows).
  using layout = detail::row_layout<link, std::uint64_t, Key>;
  static constexpr std::size_t link_at = layout::offsets[0];
  static constexpr std::size_t hash_at = layout::offsets[1];
  static constexpr std::size_t key_at = layout::offsets[2];

  /// An index that keeps its records in rows of its own.
  window_index() { attach_own(); }
  window_index(const window_index& other)
      : occurrence_chain(other),
        hashes_(other.hashes_),
        keys_(other.keys_),
        table_(other.table_),
        entries_(other.entries_),
        windows_(other.windows_),
        window_(other.window_),
        tier_(other.tier_),
        own_(other.own_),
        attached_(other.attached_) {
    reattach();
  }
  window_index(window_index&& other) noexcept : window_index() { *this = std::move(other); }
  window_index& operator=(const window_index& other) {
    if (this != &other) *this = window_index(other);
    return *this;
  }
  window_index& operator=(window_index&& other) noexcept {
    if (this == &other) return *this;
    occurrence_chain::operator=(std::move(other));
    hashes_ = other.hashes_;
    keys_ = other.keys_;
    table_ = std::move(other.table_);
    entries_ = std::move(other.entries_);
    windows_ = std::move(other.windows_);
    window_ = other.window_;
    tier_ = other.tier_;
    own_ = std::move(other.own_);
    attached_ = other.attached_;
    reattach();
    other.reattach();
    return *this;
  }
  ~window_index() = default;

  /// Keeps the records in the rows of `rows` at offset `at` (the record's layout), rows that the
  /// owner appends to before each push, trims after each pop and drops before forget_before.
  void attach(std::byte* rows, std::size_t at, std::size_t stride) noexcept {
    base_links_ = detail::ply_column<link>(rows, at + link_at, stride);
    hashes_ = detail::ply_column<std::uint64_t>(rows, at + hash_at, stride);
    keys_ = detail::ply_column<Key>(rows, at + key_at, stride);
    attached_ = true;
  }

  /// Clears the index (keeping its storage) and records the start position at `ply`.
  void start(std::uint64_t hash, const Key& key, ply_t ply = 0) {
    table_.clear();
    entries_.clear();
    windows_.clear();
    if (!attached_) own_.clear();
    first_ = ply;
    last_ = ply - 1;
    window_ = ply;
    tier_ = ply;
    push(hash, key);
  }

  /// Records the position of the next ply; returns its previous occurrence (`no_ply` if new).
  ply_t push(std::uint64_t hash, const Key& key, bool irreversible = false) {
    if (!attached_) push_own();
    link_made(hash, [&key]() -> const Key& { return key; }, irreversible, true, record(last_ + 1));
    return base_links_[last_ - first_].previous;
  }

  /// For an owner of the rows (identity_set), whose new row holds this ply's record at `record`:
  /// stores the hash and the key (`make_key()`), makes the link, returns the count.
  /// `irreversible`: no earlier position recurs from this ply on. `index_old`: a ply pushed for
  /// good (false: a question about one move, popped at once, which indexes nothing).
  template <class MakeKey>
  REPETITA_ALWAYS_INLINE std::uint32_t link_made(std::uint64_t hash, MakeKey&& make_key, bool irreversible,
                                                 bool index_old, void* record) {
    std::byte* const r = static_cast<std::byte*>(record);
    const ply_t ply = last_ + 1;
    last_ = ply;
    if (irreversible) [[unlikely]]
      open_window(ply);
    ::new (r + hash_at) std::uint64_t(hash);
    // Made where it is kept (a prvalue: no copy of a key that may be large).
    const Key& key = *::new (r + key_at) Key(make_key());
    const link l = find(hash, key, ply, r + hash_at);
    ::new (r + link_at) link(l);
    if (index_old && ply - tier_ >= ScanPlies) [[unlikely]]
      index_oldest();
    return l.count;
  }

  /// The count the next ply would have if its position were pushed (1: new), reading only: the
  /// scan of the tier, then the table; the key made by `make_key()` only on a hash hit.
  template <class MakeKey>
  [[nodiscard]] std::uint32_t count_if_pushed(std::uint64_t hash, MakeKey&& make_key, bool irreversible) const {
    if (irreversible) return 1;
    const ply_t ply = last_ + 1;
    for (ply_t back = Stride; back <= ply - tier_; back += Stride) {
      const std::size_t at = ply - back - first_;
      if (hashes_[at] == hash && keys_[at] == make_key()) return base_links_[at].count + 1;
    }
    if (tier_ == window_) return 1;
    const link l = find_indexed(hash, make_key(), ply);
    return l.count;
  }

  /// Removes the last ply (the first retained ply stays).
  void pop() {
    if (last_ == first_) throw std::logic_error("repetita::window_index::pop: no ply left to undo");
    const ply_t ply = last_;
    if (ply < tier_) [[unlikely]]
      unindex(ply);
    if (ply == window_ && !windows_.empty()) [[unlikely]]
      close_window();
    if (!attached_) own_.pop();
    --last_;
  }

  /// Forgets the plies before `ply`. Costs O(plies retained).
  void forget_before(ply_t ply) {
    if (attached_) throw std::logic_error("repetita::window_index::forget_before: the owner of the rows forgets");
    if (ply < first_ || ply > last_ply()) throw std::out_of_range("repetita::window_index::forget_before");
    if (ply == first_) return;
    own_.erase_front(ply - first_);
    first_ = ply;
    attach_own();
    relink();
  }

  /// forget_before in two steps, for an owner of the rows (identity_set): nothing to keep (the
  /// records stay in the rows), then, once the owner has dropped the rows before `ply`, the
  /// retained plies linked again as one window.
  bool retain_from(ply_t ply) {
    if (ply < first_ || ply > last_ply()) throw std::out_of_range("repetita::window_index::forget_before");
    if (ply == first_) return false;
    first_ = ply;
    return true;
  }
  void rebuild() { relink(); }

  void reserve(std::size_t plies) {
    if (!attached_) {
      own_.reserve(plies);
      attach_own();
    }
  }

  /// The exact key of the position at a retained ply.
  [[nodiscard]] const Key& key(ply_t ply) const noexcept { return keys_[ply - first_]; }

 private:
  // An identity in the table: its newest indexed ply (whose row has the key), the number of its
  // indexed plies, and an older identity with the same hash.
  struct entry {
    std::uint64_t hash;
    ply_t latest;
    std::uint32_t count;
    std::uint32_t next_in_bucket;
  };

  // The previous occurrence of (hash, key) at `ply`, whose hash is stored at `stored_hash`: the
  // scan of the tier, then the table.
  REPETITA_ALWAYS_INLINE link find(std::uint64_t hash, const Key& key, ply_t ply, const std::byte* stored_hash) const {
    const ply_t tier = tier_;
    // The hashes of the tier's plies ply - Stride, ply - 2 Stride, ... by pointer: one load and one
    // comparison each.
    const std::size_t step = Stride * hashes_.stride();
    const std::byte* h = stored_hash;
    const std::byte* const end = stored_hash - (ply - tier) / Stride * step;
    while (h != end) {
      h -= step;
      if (*std::launder(reinterpret_cast<const std::uint64_t*>(h)) == hash) [[unlikely]] {
        const auto q = static_cast<ply_t>(ply - Stride * static_cast<std::size_t>(stored_hash - h) / step);
        const std::size_t at = q - first_;
        if (keys_[at] == key) {
          const link& before = base_links_[at];
          return link{q, before.first, before.count + 1, before.entry};
        }
      }
    }
    if (tier == window_) return link{no_ply, ply, 1, 0};
    return find_indexed(hash, key, ply);
  }

  // The table's part of `find`: the newest indexed ply of the identity, if it is in the window.
  REPETITA_NOINLINE link find_indexed(std::uint64_t hash, const Key& key, ply_t ply) const {
    for (std::uint32_t id = table_.find(hash); id != detail::hash_table::empty; id = entries_[id].next_in_bucket) {
      const entry& e = entries_[id];
      if (e.latest < window_ || !(keys_[e.latest - first_] == key)) continue;
      const link& before = base_links_[e.latest - first_];
      return link{e.latest, before.first, before.count + 1, id};
    }
    return link{no_ply, ply, 1, 0};
  }

  // Moves the tier's oldest ply into the table.
  REPETITA_NOINLINE void index_oldest() {
    const ply_t ply = tier_++;
    link& l = base_links_[ply - first_];
    // The previous occurrence is older, in the window: indexed already, with its entry.
    if (l.previous != no_ply) {
      entry& e = entries_[base_links_[l.previous - first_].entry];
      e.latest = ply;
      ++e.count;
      l.entry = base_links_[l.previous - first_].entry;
      return;
    }
    const auto id = static_cast<std::uint32_t>(entries_.size());
    auto [head, inserted] = table_.try_emplace(hashes_[ply - first_], id);
    entries_.push_back(entry{hashes_[ply - first_], ply, 1, inserted ? detail::hash_table::empty : head});
    head = id;
    l.entry = id;
  }

  // Takes the newest indexed ply `ply` out of the table; the tier starts there (empty).
  void unindex(ply_t ply) {
    const link& l = base_links_[ply - first_];
    entry& e = entries_[l.entry];
    tier_ = ply;
    if (--e.count != 0) {
      e.latest = l.previous;
      return;
    }
    // This ply made the entry, the newest one: the head of its bucket.
    if (e.next_in_bucket == detail::hash_table::empty)
      table_.erase(e.hash);
    else
      table_.assign(e.hash, e.next_in_bucket);
    entries_.pop_back();
  }

  // A window starts at `ply`: the one before it is kept for a pop past `ply`.
  void open_window(ply_t ply) {
    windows_.push_back(saved_window{window_, tier_});
    window_ = ply;
    tier_ = ply;
  }
  void close_window() {
    window_ = windows_.back().window;
    tier_ = windows_.back().tier;
    windows_.pop_back();
  }

  // Links every retained ply again, as one window from the first (forget_before).
  void relink() {
    table_.clear();
    entries_.clear();
    windows_.clear();
    window_ = first_;
    tier_ = first_;
    const ply_t last = last_;
    for (last_ = first_ - 1; last_ != last;) {
      const ply_t ply = ++last_;
      const std::size_t at = ply - first_;
      ::new (base_links_.slot(at)) link(find(hashes_[at], keys_[at], ply, static_cast<const std::byte*>(hashes_.slot(at))));
      if (ply - tier_ >= ScanPlies) index_oldest();
    }
  }

  void attach_own() noexcept {
    attach_columns(own_.data(), sizeof(typename own_layout::row));
    attached_ = false;
  }
  // The record of `ply` (a retained ply, or the next one once its row is appended).
  [[nodiscard]] void* record(ply_t ply) const noexcept {
    return static_cast<std::byte*>(hashes_.slot(ply - first_)) - hash_at;
  }
  void attach_columns(std::byte* rows, std::size_t stride) noexcept {
    base_links_ = detail::ply_column<link>(rows, link_at, stride);
    hashes_ = detail::ply_column<std::uint64_t>(rows, hash_at, stride);
    keys_ = detail::ply_column<Key>(rows, key_at, stride);
  }
  void push_own() {
    own_.push();
    attach_own();
  }
  void reattach() noexcept {
    if (!attached_) attach_own();
  }

  struct saved_window {
    ply_t window;
    ply_t tier;
  };
  using own_layout = layout;

  detail::ply_column<std::uint64_t> hashes_;
  detail::ply_column<Key> keys_;
  detail::hash_table table_;
  std::vector<entry> entries_;
  std::vector<saved_window> windows_;  // the windows before the current one, for pops past its start
  ply_t window_ = 0;  // the window's first ply: the last ply pushed as irreversible, or the first
  ply_t tier_ = 0;    // the tier's first ply: the plies of the window before it are indexed
  detail::ply_rows<own_layout> own_;  // the records, when not attached
  bool attached_ = false;
};

}  // namespace repetita

#endif
