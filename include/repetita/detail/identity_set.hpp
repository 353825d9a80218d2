#ifndef REPETITA_DETAIL_IDENTITY_SET_HPP
#define REPETITA_DETAIL_IDENTITY_SET_HPP

/// \file
/// The occurrence indices of a tracker: one per distinct identity of its rule sets. An identity
/// whose components extend another identity's (chess FIDE = 1928 + castling + en passant) is a
/// refinement: it is indexed through the coarser one (refined_index), so a ply is hashed and probed
/// once per *base* identity only. A ply's records share one row: its history entry (the set
/// owns the history) and each identity's member.

#include <repetita/detail/inline.hpp>
#include <repetita/detail/ply_rows.hpp>
#include <repetita/identity.hpp>
#include <repetita/occurrence_index.hpp>
#include <repetita/ply.hpp>
#include <repetita/refined_index.hpp>

#include <boost/hana/append.hpp>
#include <boost/hana/at.hpp>
#include <boost/hana/contains.hpp>
#include <boost/hana/drop_front.hpp>
#include <boost/hana/equal.hpp>
#include <boost/hana/fold_left.hpp>
#include <boost/hana/for_each.hpp>
#include <boost/hana/length.hpp>
#include <boost/hana/range.hpp>
#include <boost/hana/take_front.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>
#include <boost/hana/unpack.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

namespace repetita::detail {

namespace hana = boost::hana;

/// The distinct identities in order of first use.
template <class... Identities>
constexpr auto distinct(hana::basic_type<Identities>...) {
  return hana::fold_left(hana::tuple_t<Identities...>, hana::tuple_t<>, [](auto acc, auto identity) {
    if constexpr (decltype(hana::contains(acc, identity))::value)
      return acc;
    else
      return hana::append(acc, identity);
  });
}

template <class Identity>
inline constexpr std::size_t component_count = decltype(hana::length(Identity::components))::value;

/// True if identity `Fine` lists all of `Coarse`'s components first, and more after them.
template <class Coarse, class Fine>
constexpr bool refines() {
  if constexpr (component_count<Coarse> >= component_count<Fine>)
    return false;
  else
    return decltype(hana::equal(hana::take_front(Fine::components, hana::size_c<component_count<Coarse>>),
                                Coarse::components))::value;
}

/// Index I's base: the shortest identity of the list that identity I refines, or I itself.
template <std::size_t I, class... Identities>
constexpr std::size_t base_of() {
  using fine = std::tuple_element_t<I, std::tuple<Identities...>>;
  constexpr std::array<bool, sizeof...(Identities)> refined_by{refines<Identities, fine>()...};
  constexpr std::array<std::size_t, sizeof...(Identities)> length{component_count<Identities>...};
  std::size_t best = I;
  for (std::size_t j = 0; j < sizeof...(Identities); ++j)
    if (refined_by[j] && length[j] < length[best]) best = j;
  return best;
}

/// The key of the components of `Fine` after those of `Coarse` (a tuple; empty for Fine = Coarse).
template <class Position, class Types>
struct component_keys;
template <class Position, class... Types>
struct component_keys<Position, hana::tuple<Types...>> {
  using type = std::tuple<component_key_t<typename Types::type, Position>...>;
};
template <class Position, class Coarse, class Fine>
using extra_key_t = typename component_keys<
    Position, std::remove_cvref_t<decltype(hana::drop_front(Fine::components, hana::size_c<component_count<Coarse>>))>>::type;

/// The index types of an identity_set (kept out of the class, which needs them complete).
template <class Position, class Lead, class... Identities>
struct identity_set_types {
  template <std::size_t I>
  using identity = std::tuple_element_t<I, std::tuple<Identities...>>;
  template <std::size_t I>
  static constexpr std::size_t base = base_of<I, Identities...>();
  template <std::size_t I>
  using extra_key = extra_key_t<Position, identity<base<I>>, identity<I>>;
  template <std::size_t I>
  using index = std::conditional_t<base<I> == I, occurrence_index<typename identity<I>::template key_type<Position>>,
                                   refined_index<extra_key<I>>>;
  template <std::size_t... I>
  static hana::tuple<index<I>...> make(std::index_sequence<I...>);
  using indices = decltype(make(std::index_sequence_for<Identities...>{}));
  // Each identity's member of a ply's row: a base's link, a refinement's extra key; after the
  // lead's (the history's entry), which is first.
  template <std::size_t I>
  using row_member = std::conditional_t<base<I> == I, occurrence_chain::link, extra_key<I>>;
  template <std::size_t... I>
  static row_layout<typename Lead::entry, row_member<I>...> make_layout(std::index_sequence<I...>);
  using layout = decltype(make_layout(std::index_sequence_for<Identities...>{}));
};

/// The occurrence indices for a list of distinct identities over positions of type `Position`,
/// and the `Lead` (a history) whose entry comes first in each ply's row. A ply costs one row
/// append for all of them; the set appends and trims the rows, the lead is told to push its own
/// member into the row the set has appended (and to pop before the set drops it).
template <class Position, class Lead, class... Identities>
class identity_set {
  using types = identity_set_types<Position, Lead, Identities...>;
  static constexpr std::size_t size = sizeof...(Identities);
  // Identity I's member of a row; the lead's is at offset 0.
  template <std::size_t I>
  static constexpr std::size_t offset = types::layout::offsets[I + 1];

  template <std::size_t I>
  using identity_at = typename types::template identity<I>;
  template <std::size_t I>
  static constexpr std::size_t base = types::template base<I>;
  template <std::size_t I>
  static constexpr bool is_base = base<I> == I;

  // The components identity I adds to its base's (none for a base).
  template <std::size_t I>
  static constexpr auto extra_components() {
    return hana::drop_front(identity_at<I>::components, hana::size_c<component_count<identity_at<base<I>>>>);
  }

  template <std::size_t I>
  static typename types::template extra_key<I> extra_of(const Position& p) {
    return hana::unpack(extra_components<I>(),
                        [&](auto... cs) { return typename types::template extra_key<I>{decltype(cs)::type::key(p)...}; });
  }

  using indices_type = typename types::indices;

  // Pushes p into index I, its member of the ply's row made in place at `row` (for a refinement,
  // from its components' keys). Returns a base's count (for the tracker's quiet check); a
  // refinement's is 0 (its link is found when asked: link_last).
  template <std::size_t I>
  REPETITA_ALWAYS_INLINE std::uint32_t push_into(std::byte* row, const Position& p) {
    std::byte* const at = row + offset<I>;
    if constexpr (is_base<I>) {
      return hana::at_c<I>(indices_).link_made(
          identity_at<I>::hash(p), [&p]() REPETITA_INLINE_LAMBDA { return identity_at<I>::template key<Position>(p); }, at);
    } else {
      hana::unpack(extra_components<I>(), [&](auto... cs) REPETITA_INLINE_LAMBDA {
        ::new (static_cast<void*>(at)) typename types::template extra_key<I>(decltype(cs)::type::key(p)...);
      });
      hana::at_c<I>(indices_).next();
      return 0;
    }
  }

  // Calls f(size_c<I>) for the bases first, then for the refinements (a refinement's start and
  // forget_before read its base's chain).
  // A fold, not hana::for_each: g++ left hana's per-element wrapper out of line in a ply's push.
  template <class F>
  REPETITA_ALWAYS_INLINE static void in_order(F&& f) {
    in_order(f, std::make_index_sequence<size>{});
  }
  template <class F, std::size_t... I>
  REPETITA_ALWAYS_INLINE static void in_order(F& f, std::index_sequence<I...>) {
    (call_if<is_base<I>, I>(f), ...);
    (call_if<!is_base<I>, I>(f), ...);
  }
  template <bool Call, std::size_t I, class F>
  REPETITA_ALWAYS_INLINE static void call_if(F& f) {
    if constexpr (Call) f(hana::size_c<I>);
  }

 public:
  static constexpr std::size_t identity_count = size;

  // The indices keep their per-ply members in this set's rows, and a refined index reads its base's
  // chain through a pointer: copies and moves point them at their own rows and bases.
  identity_set() { rebase(); }
  identity_set(const identity_set& other) : lead_(other.lead_), indices_(other.indices_), rows_(other.rows_) { rebase(); }
  identity_set(identity_set&& other) noexcept
      : lead_(std::move(other.lead_)), indices_(std::move(other.indices_)), rows_(std::move(other.rows_)) {
    rebase();
  }
  identity_set& operator=(const identity_set& other) {
    lead_ = other.lead_;
    indices_ = other.indices_;
    rows_ = other.rows_;
    rebase();
    return *this;
  }
  identity_set& operator=(identity_set&& other) noexcept {
    lead_ = std::move(other.lead_);
    indices_ = std::move(other.indices_);
    rows_ = std::move(other.rows_);
    rebase();
    return *this;
  }
  ~identity_set() = default;

  /// The index of identity type `Identity` in the list.
  template <class Identity>
  static constexpr std::size_t position_of() {
    std::size_t found = size;
    hana::for_each(hana::make_range(hana::size_c<0>, hana::size_c<size>), [&](auto i) {
      if constexpr (std::is_same_v<identity_at<decltype(i)::value>, Identity>) found = decltype(i)::value;
    });
    return found;
  }

  /// Whether identity `I` is indexed through a coarser one (for tests and docs).
  template <std::size_t I>
  static constexpr bool refined = !is_base<I>;
  /// The identity that identity `I` is indexed through (I itself for a base).
  template <std::size_t I>
  static constexpr std::size_t base_identity = base<I>;

  template <std::size_t I>
  [[nodiscard]] const occurrence_chain& chain() const noexcept {
    return hana::at_c<I>(indices_);
  }
  /// Identity I's link at the last ply; a refinement keeps it for later queries (refined_index).
  template <std::size_t I>
  [[nodiscard]] occurrence_chain::link link_last() {
    if constexpr (is_base<I>)
      return chain<I>().link_at(chain<I>().last_ply());
    else
      return hana::at_c<I>(indices_).link_last();
  }

  /// The lead, whose entries are in this set's rows: started after `start`, pushed after `push`
  /// (into the row the set appended), popped before `pop`; `forget_before` forgets for it too.
  [[nodiscard]] Lead& lead() noexcept { return lead_; }
  [[nodiscard]] const Lead& lead() const noexcept { return lead_; }

  void start(const Position& p) {
    rows_.clear();
    push_row();
    in_order([&](auto i) {
      constexpr std::size_t I = decltype(i)::value;
      if constexpr (is_base<I>)
        hana::at_c<I>(indices_).start(identity_at<I>::hash(p), identity_at<I>::template key<Position>(p));
      else
        hana::at_c<I>(indices_).start(chain<base<I>>(), extra_of<I>(p));
    });
  }

  /// Occurrence counts at the last ply, for each identity: exact for a base, 0 for a refinement.
  using base_counts = std::array<std::uint32_t, size>;

  /// Pushes `p` into every index; returns each base's count at the new ply (what push knows
  /// already, which the tracker's quiet check need not read again from the rows).
  REPETITA_ALWAYS_INLINE base_counts push(const Position& p) {
    std::byte* const row = push_row();
    base_counts counts{};
    in_order([&](auto i) REPETITA_INLINE_LAMBDA {
      constexpr std::size_t I = decltype(i)::value;
      counts[I] = push_into<I>(row, p);
    });
    return counts;
  }

  /// Each base's count at ply `p`, read from the chains.
  [[nodiscard]] base_counts counts_at(ply_t p) const {
    base_counts counts{};
    for_each_base_chain([&](auto k, const occurrence_chain& c) { counts[k] = c.count(p); });
    return counts;
  }

  void pop() {
    hana::for_each(indices_, [](auto& index) { index.pop(); });
    rows_.pop();
  }

  /// Pushes `p` into identity I's index only (and its base's, which it reads): for a question
  /// about one rule set (tracker::verdict_if), the other identities need not be hashed. Until
  /// pop_one<I>, only identity I (and its base) may be read.
  template <std::size_t I>
  void push_one(const Position& p) {
    std::byte* const row = push_row();
    if constexpr (!is_base<I>) push_into<base<I>>(row, p);
    push_into<I>(row, p);
  }
  template <std::size_t I>
  void pop_one() {
    hana::at_c<I>(indices_).pop();
    if constexpr (!is_base<I>) hana::at_c<base<I>>(indices_).pop();
    rows_.pop();
  }

  void forget_before(ply_t ply) {
    const ply_t first = hana::at_c<0>(indices_).first_ply();
    if (ply == first) return;
    // The bases keep what they need of the plies from `ply` on, the rows before it go, and every
    // index links the remaining rows again.
    in_order([&](auto i) {
      if constexpr (is_base<decltype(i)::value>) static_cast<void>(hana::at_c<decltype(i)::value>(indices_).retain_from(ply));
    });
    rows_.erase_front(ply - first);
    lead_.forget_before(ply);
    in_order([&](auto i) {
      constexpr std::size_t I = decltype(i)::value;
      if constexpr (is_base<I>)
        hana::at_c<I>(indices_).rebuild();
      else
        hana::at_c<I>(indices_).forget_before(chain<base<I>>(), ply);
    });
  }

  void reserve(std::size_t plies) {
    rows_.reserve(plies);
    rebase();
    lead_.reserve(plies);
    hana::for_each(indices_, [&](auto& index) { index.reserve(plies); });
  }

  /// Calls f(size_c<I>, chain) for every base identity I (a refined count never exceeds its
  /// base's: the bases bound every count).
  template <class F>
  void for_each_base_chain(F&& f) const {
    hana::for_each(hana::make_range(hana::size_c<0>, hana::size_c<size>), [&](auto i) {
      if constexpr (is_base<decltype(i)::value>) f(i, chain<decltype(i)::value>());
    });
  }

 private:
  // Appends a row; when the rows move (they grew), every column into them is made again.
  REPETITA_ALWAYS_INLINE std::byte* push_row() {
    std::byte* const before = rows_.data();
    std::byte* const row = rows_.push();
    if (rows_.data() != before) [[unlikely]]
      rebase();
    return row;
  }

  // Points the lead and every index at this set's rows (its member of each row) and each refinement
  // at its base.
  void rebase() noexcept {
    using layout = typename types::layout;
    lead_.attach(ply_column<typename Lead::entry>(rows_.data(), 0, sizeof(typename layout::row)));
    hana::for_each(hana::make_range(hana::size_c<0>, hana::size_c<size>), [&](auto i) {
      constexpr std::size_t I = decltype(i)::value;
      using member = typename types::template row_member<I>;
      hana::at_c<I>(indices_).attach(ply_column<member>(rows_.data(), offset<I>, sizeof(typename layout::row)));
      if constexpr (!is_base<I>) hana::at_c<I>(indices_).rebase(chain<base<I>>());
    });
  }

  Lead lead_;
  indices_type indices_;
  ply_rows<typename types::layout> rows_;  // one row per retained ply: every index's member of it
};

/// identity_set for a Hana tuple of identity types (what `distinct` returns).
template <class Position, class Lead, class Types>
struct identity_set_for;
template <class Position, class Lead, class... Types>
struct identity_set_for<Position, Lead, hana::tuple<Types...>> {
  using type = identity_set<Position, Lead, typename Types::type...>;
};

}  // namespace repetita::detail

#endif
