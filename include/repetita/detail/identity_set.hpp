#ifndef REPETITA_DETAIL_IDENTITY_SET_HPP
#define REPETITA_DETAIL_IDENTITY_SET_HPP

/// \file
/// The occurrence indices of a tracker: one per distinct identity of its rule sets. An identity
/// whose components extend another identity's (chess FIDE = 1928 + castling + en passant) is a
/// refinement: it is indexed through the coarser one (refined_index), so a ply is hashed and probed
/// once per *base* identity only. A ply's records share one row: its history entry (the set
/// owns the history), each base identity's link, and the key of each component that some
/// refinement adds, once however many refinements add it.

#include <repetita/detail/inline.hpp>
#include <repetita/detail/ply_rows.hpp>
#include <repetita/identity.hpp>
#include <repetita/occurrence_index.hpp>
#include <repetita/occurrence_policy.hpp>
#include <repetita/ply.hpp>
#include <repetita/refined_index.hpp>
#include <repetita/window_index.hpp>

#include <boost/hana/append.hpp>
#include <boost/hana/at.hpp>
#include <boost/hana/contains.hpp>
#include <boost/hana/drop_front.hpp>
#include <boost/hana/equal.hpp>
#include <boost/hana/flatten.hpp>
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
#include <new>
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

/// The position of type `T` in `types`, a Hana tuple of distinct types (its length if absent).
template <class T, class Types>
constexpr std::size_t position_in(Types types) {
  std::size_t found = decltype(hana::length(types))::value;
  std::size_t i = 0;
  hana::for_each(types, [&](auto t) {
    if (std::is_same_v<typename decltype(t)::type, T>) found = i;
    ++i;
  });
  return found;
}

/// The positions in `In` (a Hana tuple of distinct types) of the types of `Found` (another), as an
/// index sequence. A struct, not a lambda in `decltype`: clang 14 crashes on that in an alias template.
template <class Found, class In>
struct positions_in;
template <class... Found, class In>
struct positions_in<hana::tuple<Found...>, In> {
  using type = std::index_sequence<position_in<typename Found::type>(In{})...>;
};

/// The components identity `Fine` adds to those of `Coarse` (a Hana tuple of types; empty for
/// Fine = Coarse).
template <class Coarse, class Fine>
constexpr auto added_components() {
  return hana::drop_front(Fine::components, hana::size_c<component_count<Coarse>>);
}

/// The refined index of an identity that adds the components `Types` (a Hana tuple of types).
template <class Position, class Types>
struct refined_index_for;
template <class Position, class... Types>
struct refined_index_for<Position, hana::tuple<Types...>> {
  using type = refined_index<component_key_t<typename Types::type, Position>...>;
};

/// The index of a base identity with key `Key` under `Policy` (occurrence_policy.hpp), and the
/// record of it that each ply's row holds.
template <class Key, occurrence_policy Policy, bool Scan = (Policy.scan_plies > 0)>
struct base_index_for {
  using type = occurrence_index<Key>;
  using record = occurrence_chain::link;
};
template <class Key, occurrence_policy Policy>
struct base_index_for<Key, Policy, true> {
  using type = window_index<Key, Policy.scan_plies, Policy.stride>;
  using record = typename type::layout::row;
};

/// The index types and the row layout of an identity_set (kept out of the class, which needs them
/// complete).
template <class Position, class Lead, occurrence_policy Policy, class... Identities>
struct identity_set_types {
  static constexpr std::size_t size = sizeof...(Identities);
  template <std::size_t I>
  using identity = std::tuple_element_t<I, std::tuple<Identities...>>;
  template <std::size_t I>
  static constexpr std::size_t base = base_of<I, Identities...>();

  // The components identity I adds to its base's (none for a base).
  template <std::size_t I>
  static constexpr auto extra_components() {
    return added_components<identity<base<I>>, identity<I>>();
  }

  template <std::size_t I>
  using base_index = base_index_for<typename identity<I>::template key_type<Position>, Policy>;
  template <std::size_t I>
  using index = typename std::conditional_t<base<I> == I, base_index<I>,
                                            refined_index_for<Position, std::remove_cvref_t<decltype(extra_components<I>())>>>::type;
  template <std::size_t... I>
  static hana::tuple<index<I>...> make(std::index_sequence<I...>);
  using indices = decltype(make(std::index_sequence_for<Identities...>{}));

  // The row's components: every component that some refinement adds, each once, in order of first
  // use. A row holds each one's key once, read by every refinement that adds it (chess: castling
  // rights once for three identities, then the en passant square under each convention).
  template <std::size_t... I>
  static constexpr auto all_extra_components(std::index_sequence<I...>) {
    return hana::unpack(hana::flatten(hana::make_tuple(extra_components<I>()...)),
                        [](auto... c) { return distinct(c...); });
  }
  using row_components = decltype(all_extra_components(std::index_sequence_for<Identities...>{}));
  static constexpr std::size_t component_total = decltype(hana::length(row_components{}))::value;
  template <std::size_t J>
  using component = typename decltype(+hana::at_c<J>(row_components{}))::type;
  template <std::size_t J>
  using component_key = component_key_t<component<J>, Position>;

  // The places among the row's components of the components identity I adds, in its order.
  template <std::size_t I>
  using slots_of = typename positions_in<std::remove_cvref_t<decltype(extra_components<I>())>, row_components>::type;
  using all_slots = std::make_index_sequence<component_total>;

  // The bases in order: base I's link is the row's (1 + base_rank<I>)-th member.
  static constexpr std::array<bool, size> is_base = [] {
    std::array<bool, size> result{};
    hana::for_each(hana::make_range(hana::size_c<0>, hana::size_c<size>),
                   [&](auto i) { result[decltype(i)::value] = base<decltype(i)::value> == decltype(i)::value; });
    return result;
  }();
  template <std::size_t I>
  static constexpr std::size_t base_rank = [] {
    std::size_t n = 0;
    for (std::size_t j = 0; j < I; ++j) n += is_base[j] ? 1u : 0u;
    return n;
  }();
  static constexpr std::size_t base_count = base_rank<size>;

  // The bases' identity indices, in order (base_rank).
  static constexpr std::array<std::size_t, base_count> bases = [] {
    std::array<std::size_t, base_count> result{};
    for (std::size_t i = 0, n = 0; i < size; ++i)
      if (is_base[i]) result[n++] = i;
    return result;
  }();
  template <std::size_t B>
  using base_record = typename base_index<bases[B]>::record;

  // A ply's row: the lead's entry (the history's), each base's record (its link; with a scan, also
  // its hash and key), each row component's key.
  template <std::size_t... B, std::size_t... J>
  static row_layout<typename Lead::entry, base_record<B>..., component_key<J>...> make_layout(std::index_sequence<B...>,
                                                                                               std::index_sequence<J...>);
  using layout = decltype(make_layout(std::make_index_sequence<base_count>{}, all_slots{}));
  // Base I's record, and its link (first in a record).
  template <std::size_t I>
  static constexpr std::size_t record_offset = layout::offsets[1 + base_rank<I>];
  template <std::size_t I>
  static constexpr std::size_t link_offset = record_offset<I>;
  template <std::size_t J>
  static constexpr std::size_t component_offset = layout::offsets[1 + base_count + J];
};

/// The occurrence indices for a list of distinct identities over positions of type `Position`,
/// and the `Lead` (a history) whose entry comes first in each ply's row. A ply costs one row
/// append for all of them; the set appends and trims the rows, the lead is told to push its own
/// member into the row the set has appended (and to pop before the set drops it).
template <class Position, class Lead, occurrence_policy Policy, class... Identities>
class identity_set {
  using types = identity_set_types<Position, Lead, Policy, Identities...>;
  static constexpr std::size_t size = sizeof...(Identities);
  static constexpr std::size_t stride = sizeof(typename types::layout::row);

  template <std::size_t I>
  using identity_at = typename types::template identity<I>;
  template <std::size_t I>
  static constexpr std::size_t base = types::template base<I>;
  template <std::size_t I>
  static constexpr bool is_base = base<I> == I;

  using indices_type = typename types::indices;

  // Pushes p into index I: a base's link made in place in the ply's row, whose count it returns (for
  // the tracker's quiet check); a refinement's 0 (its extra keys are the row's components, stored
  // by `store_components`, and its link is found when asked: link_last).
  // `irreversible`: no earlier position recurs from this ply on; `for_good`: not a question
  // about one move, popped at once (a window index then indexes nothing).
  template <std::size_t I>
  REPETITA_ALWAYS_INLINE std::uint32_t push_into(std::byte* row, const Position& p, [[maybe_unused]] bool irreversible,
                                                 [[maybe_unused]] bool for_good) {
    if constexpr (is_base<I> && scans) {
      return hana::at_c<I>(indices_).link_made(
          identity_at<I>::hash(p), [&p]() REPETITA_INLINE_LAMBDA { return identity_at<I>::template key<Position>(p); },
          irreversible, for_good, row + types::template record_offset<I>);
    } else if constexpr (is_base<I>) {
      const auto make_key = [&p]() REPETITA_INLINE_LAMBDA { return identity_at<I>::template key<Position>(p); };
      if (!for_good)
        return hana::at_c<I>(indices_).link_probed(identity_at<I>::hash(p), make_key, row + types::template link_offset<I>);
      return hana::at_c<I>(indices_).link_made(identity_at<I>::hash(p), make_key, row + types::template link_offset<I>);
    } else {
      hana::at_c<I>(indices_).next();
      return 0;
    }
  }

  // Stores the keys of row components J... of p in the ply's row. The keys are all read before any
  // is stored: a store through the row may alias the position, and each key read after one would
  // read the position again (chess's three en passant squares test the same field).
  template <std::size_t... J>
  REPETITA_ALWAYS_INLINE static void store_components(std::byte* row, const Position& p, std::index_sequence<J...>) {
    store_keys<J...>(row, types::template component<J>::key(p)...);
  }
  template <std::size_t... J, class... Keys>
  REPETITA_ALWAYS_INLINE static void store_keys([[maybe_unused]] std::byte* row, const Keys&... keys) {
    (::new (static_cast<void*>(row + types::template component_offset<J>)) Keys(keys), ...);
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
  /// Whether the base identities are found by a scan of the window (window_index) or by a hash
  /// index of the whole history (occurrence_index): the game's occurrence_policy.
  static constexpr bool scans = Policy.scan_plies > 0;

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
    return position_in<Identity>(hana::tuple_t<Identities...>);
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
    store_components(push_row(), p, typename types::all_slots{});
    in_order([&](auto i) {
      constexpr std::size_t I = decltype(i)::value;
      if constexpr (is_base<I>)
        hana::at_c<I>(indices_).start(identity_at<I>::hash(p), identity_at<I>::template key<Position>(p));
      else
        hana::at_c<I>(indices_).start(chain<base<I>>());
    });
  }

  /// Occurrence counts at the last ply, for each identity: exact for a base, 0 for a refinement.
  using base_counts = std::array<std::uint32_t, size>;

  /// A ply pushed: each base's count at the new ply (what push knows already, which the tracker's
  /// quiet check need not read again from the rows), and the ply's row, whose lead entry the owner
  /// of the set constructs next (lead_slot).
  struct pushed_row {
    base_counts counts;
    std::byte* row;
  };

  /// Pushes `p` into every index. `irreversible`: no earlier position recurs from this ply on
  /// (ply_facts::irreversible), which a window index's scan stops at.
  REPETITA_ALWAYS_INLINE pushed_row push(const Position& p, bool irreversible = false) {
    std::byte* const row = push_row();
    base_counts counts{};
    in_order([&](auto i) REPETITA_INLINE_LAMBDA {
      constexpr std::size_t I = decltype(i)::value;
      counts[I] = push_into<I>(row, p, irreversible, true);
    });
    store_components(row, p, typename types::all_slots{});
    return pushed_row{counts, row};
  }

  /// The storage of the lead's entry in `row`, and the lead's entry in the row before it (the rows
  /// are contiguous: constant offsets, no multiplication by the row's size).
  [[nodiscard]] static void* lead_slot(std::byte* row) noexcept { return row + types::layout::offsets[0]; }
  [[nodiscard]] static const typename Lead::entry& lead_before(const std::byte* row) noexcept {
    return *std::launder(reinterpret_cast<const typename Lead::entry*>(row - stride + types::layout::offsets[0]));
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

  /// The count the next ply would have under identity I's base if `p` were pushed (1: new),
  /// reading only: a bound of identity I's count (its exact count for a base).
  template <std::size_t I>
  [[nodiscard]] REPETITA_ALWAYS_INLINE std::uint32_t count_if_pushed(const Position& p, bool irreversible) const {
    constexpr std::size_t B = base<I>;
    return hana::at_c<B>(indices_).count_if_pushed(
        identity_at<B>::hash(p), [&p]() REPETITA_INLINE_LAMBDA { return identity_at<B>::template key<Position>(p); },
        irreversible);
  }

  // Takes back base I's ply pushed by push_one: a probe of a hash index, a window's unindexed ply.
  template <std::size_t I>
  void unprobe() {
    if constexpr (scans)
      hana::at_c<I>(indices_).pop();
    else
      hana::at_c<I>(indices_).unprobe();
  }

  /// Pushes `p` into identity I's index only (and its base's, which it reads): for a question
  /// about one rule set (tracker::verdict_if), the other identities need not be hashed. Until
  /// pop_one<I>, only identity I (and its base) may be read. Returns the ply's row (lead_slot).
  template <std::size_t I>
  std::byte* push_one(const Position& p, bool irreversible = false) {
    std::byte* const row = push_row();
    if constexpr (!is_base<I>) {
      push_into<base<I>>(row, p, irreversible, false);
      store_components(row, p, typename types::template slots_of<I>{});
    }
    push_into<I>(row, p, irreversible, false);
    return row;
  }
  template <std::size_t I>
  void pop_one() {
    if constexpr (!is_base<I>) {
      hana::at_c<I>(indices_).pop();
      unprobe<base<I>>();
    } else {
      unprobe<I>();
    }
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
    lead_.attach(ply_column<typename Lead::entry>(rows_.data(), 0, stride));
    hana::for_each(hana::make_range(hana::size_c<0>, hana::size_c<size>), [&](auto i) {
      constexpr std::size_t I = decltype(i)::value;
      if constexpr (is_base<I> && scans) {
        hana::at_c<I>(indices_).attach(rows_.data(), types::template record_offset<I>, stride);
      } else if constexpr (is_base<I>) {
        hana::at_c<I>(indices_).attach(ply_column<occurrence_chain::link>(rows_.data(), types::template link_offset<I>, stride));
      } else {
        attach_components<I>(typename types::template slots_of<I>{});
        hana::at_c<I>(indices_).rebase(chain<base<I>>());
      }
    });
  }
  // Points refinement I at the row components it adds, J....
  template <std::size_t I, std::size_t... J>
  void attach_components(std::index_sequence<J...>) noexcept {
    hana::at_c<I>(indices_).attach(
        ply_column<typename types::template component_key<J>>(rows_.data(), types::template component_offset<J>, stride)...);
  }

  Lead lead_;
  indices_type indices_;
  ply_rows<typename types::layout> rows_;  // one row per retained ply: every index's member of it
};

/// identity_set for a Hana tuple of identity types (what `distinct` returns).
template <class Position, class Lead, occurrence_policy Policy, class Types>
struct identity_set_for;
template <class Position, class Lead, occurrence_policy Policy, class... Types>
struct identity_set_for<Position, Lead, Policy, hana::tuple<Types...>> {
  using type = identity_set<Position, Lead, Policy, typename Types::type...>;
};

}  // namespace repetita::detail

#endif
