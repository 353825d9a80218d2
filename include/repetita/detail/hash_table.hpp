#ifndef REPETITA_DETAIL_HASH_TABLE_HPP
#define REPETITA_DETAIL_HASH_TABLE_HPP

/// \file
/// A small open-addressing map from 64-bit hashes to 32-bit values (linear probing, backward-shift
/// erase). It exists because the occurrence index needs O(1) lookups with no allocation per ply:
/// std::unordered_map allocates a node per insert. Each slot carries the table's stamp when it was
/// filled, so `clear` is O(1): a new stamp makes every slot empty (a tracker clears its tables at
/// every game, and a table sized by a long game would otherwise cost a sweep per short game).

#include <repetita/detail/inline.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace repetita::detail {

class hash_table {
 public:
  using value_type = std::uint32_t;
  static constexpr value_type empty = std::numeric_limits<value_type>::max();

  /// The value stored for `hash`, or `empty`.
  [[nodiscard]] value_type find(std::uint64_t hash) const noexcept {
    if (slots_.empty()) return empty;
    for (std::size_t i = home(hash);; i = next(i)) {
      const slot& s = slots_[i];
      if (!live(s)) return empty;
      if (s.hash == hash) return s.value;
    }
  }

  /// The value stored for `hash`, after storing `value` there if `hash` was absent; and whether it
  /// was. One probe sequence for a lookup that may insert (the occurrence index's push).
  struct emplaced {
    value_type& value;
    bool inserted;
  };
  REPETITA_ALWAYS_INLINE emplaced try_emplace(std::uint64_t hash, value_type value) {
    if (size_ >= max_size_) grow();
    for (std::size_t i = home(hash);; i = next(i)) {
      slot& s = slots_[i];
      if (!live(s)) {
        s = slot{hash, value, stamp_};
        ++size_;
        return {s.value, true};
      }
      if (s.hash == hash) return {s.value, false};
    }
  }

  /// Sets the value for `hash` (inserting it when absent).
  void assign(std::uint64_t hash, value_type value) {
    auto [stored, inserted] = try_emplace(hash, value);
    if (!inserted) stored = value;
  }

  /// Removes `hash` if present. Backward-shift deletion keeps every probe sequence unbroken.
  void erase(std::uint64_t hash) noexcept {
    if (slots_.empty()) return;
    std::size_t i = home(hash);
    for (;; i = next(i)) {
      if (!live(slots_[i])) return;
      if (slots_[i].hash == hash) break;
    }
    for (std::size_t j = next(i);; j = next(j)) {
      if (!live(slots_[j])) break;
      const std::size_t h = home(slots_[j].hash);
      // Move slot j back to the hole at i unless its home lies cyclically in (i, j].
      const bool stays = (i <= j) ? (i < h && h <= j) : (i < h || h <= j);
      if (!stays) {
        slots_[i] = slots_[j];
        i = j;
      }
    }
    slots_[i].stamp = 0;
    --size_;
  }

  /// Empties the table but keeps its capacity (no allocation when the next game starts). O(1)
  /// but once every 2^32 - 1 calls.
  void clear() noexcept {
    if (size_ == 0) return;
    size_ = 0;
    if (++stamp_ != 0) return;
    for (slot& s : slots_) s.stamp = 0;
    stamp_ = 1;
  }

  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] std::size_t capacity() const noexcept { return slots_.size(); }

 private:
  struct slot {
    std::uint64_t hash = 0;
    value_type value = empty;
    std::uint32_t stamp = 0;  ///< live when equal to the table's stamp_ (never 0)
  };

  [[nodiscard]] bool live(const slot& s) const noexcept { return s.stamp == stamp_; }

  // Fibonacci hashing: the high bits of hash * 2^64/phi spread even a weak hash over the table.
  [[nodiscard]] std::size_t home(std::uint64_t hash) const noexcept {
    return static_cast<std::size_t>((hash * 0x9E3779B97F4A7C15ull) >> shift_);
  }
  [[nodiscard]] std::size_t next(std::size_t i) const noexcept { return (i + 1) & (slots_.size() - 1); }

  REPETITA_NOINLINE void grow() {
    std::vector<slot> old(slots_.empty() ? 16 : slots_.size() * 2);
    old.swap(slots_);
    shift_ = 64;
    for (std::size_t n = slots_.size(); n > 1; n >>= 1) --shift_;
    max_size_ = slots_.size() / 2;
    size_ = 0;
    for (const slot& s : old)
      if (live(s)) assign(s.hash, s.value);
  }

  std::vector<slot> slots_;
  std::size_t size_ = 0;
  std::size_t max_size_ = 0;  // at most half full: probe sequences stay short
  unsigned shift_ = 64;
  std::uint32_t stamp_ = 1;
};

}  // namespace repetita::detail

#endif
