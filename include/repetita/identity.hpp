#ifndef REPETITA_IDENTITY_HPP
#define REPETITA_IDENTITY_HPP

/// \file
/// Identity: what makes two positions "the same" for a rule, as a composition of components.

#include <repetita/hash.hpp>

#include <boost/hana/basic_tuple.hpp>
#include <boost/hana/fold_left.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include <concepts>
#include <cstdint>
#include <string_view>
#include <tuple>
#include <type_traits>

namespace repetita {

/// An identity component: one part of a position that counts for "the same position".
///
/// Minimal complete definition, for a position type `P`:
/// - `C::key(p)`: an exact, equality-comparable key of the part;
/// - `C::hash(p)`: a 64-bit hash of the part (Zobrist keys where the game has them). Optional when
///   the key is an integer_key (an integer or enumeration, or a std::array, std::pair or std::tuple
///   of them): the identity then hashes the key with key_hash (hash.hpp). A component that gives
///   `hash` keeps it.
///
/// Laws: `C::key(a) == C::key(b)` implies `C::hash(a) == C::hash(b)`. The converse need not hold:
/// hashes only filter, keys decide (a hash collision never produces a verdict).
///
/// Optional: `static constexpr bool zobrist = true` says the hash is an XOR of 64-bit keys drawn at
/// random (Zobrist hashing), independently of every other component's keys. An identity whose
/// components all say so (and all give `hash`) combines their hashes by XOR, which keeps them
/// uniform; otherwise it mixes them (hash_combine), which costs two multiplications per component
/// at every ply.
///
/// Models: chess board, side to move, castling rights, "en passant file if a legal capture exists";
/// Go board; shogi hands.
template <class C, class Position>
concept identity_component =
    requires(const Position& p) {
      { C::key(p) } -> std::equality_comparable;
    } && (requires(const Position& p) {
      { C::hash(p) } -> std::convertible_to<std::uint64_t>;
    } || integer_key<std::remove_cvref_t<decltype(C::key(std::declval<const Position&>()))>>);

/// Whether component C gives a hash of its own for positions of type `Position` (else its key's
/// key_hash serves).
template <class C, class Position>
concept component_with_hash = requires(const Position& p) {
  { C::hash(p) } -> std::convertible_to<std::uint64_t>;
};

/// The hash component C gives position `p`: its `C::hash(p)`, else the default hash of its integer
/// key, key_hash(C::key(p)).
template <class C, class Position>
[[nodiscard]] constexpr std::uint64_t component_hash(const Position& p) {
  if constexpr (component_with_hash<C, Position>)
    return static_cast<std::uint64_t>(C::hash(p));
  else
    return key_hash(C::key(p));
}

/// Whether component C's hash is a Zobrist hash (its `zobrist`; false without one).
template <class C>
inline constexpr bool zobrist_component = [] {
  if constexpr (requires { C::zobrist; })
    return static_cast<bool>(C::zobrist);
  else
    return false;
}();

/// The exact key a component contributes for positions of type `Position`.
template <class C, class Position>
using component_key_t = std::remove_cvref_t<decltype(C::key(std::declval<const Position&>()))>;

/// An identity: the components, in order, that make two positions "the same".
///
/// `identity<Components...>` holds its components as a Hana tuple of types and folds them into one
/// 64-bit hash and one exact key (a `std::tuple` of the component keys, compared member by member). Two identities are the same type exactly when they list the same
/// components in the same order, which is how a tracker knows that rule sets can share an
/// occurrence index.
template <class... Components>
struct identity {
  static_assert(sizeof...(Components) > 0, "repetita::identity: an identity needs at least one component");

  /// The components, as a compile-time tuple of types (for tools that list or compare identities).
  static constexpr auto components = boost::hana::tuple_t<Components...>;

  template <class Position>
  using key_type = std::tuple<component_key_t<Components, Position>...>;

  template <class Position>
  [[nodiscard]] static constexpr std::uint64_t hash(const Position& p) {
    static_assert((identity_component<Components, Position> && ...),
                  "repetita::identity: every component C must provide `static K key(const position&)` with an "
                  "equality-comparable K, and `static std::uint64_t hash(const position&)` unless K is an integer, "
                  "an enumeration, or a std::array, std::pair or std::tuple of them (see identity_component)");
    if constexpr (((zobrist_component<Components> && component_with_hash<Components, Position>) && ...)) {
      return (std::uint64_t{0} ^ ... ^ static_cast<std::uint64_t>(Components::hash(p)));
    } else {
      return boost::hana::fold_left(components, std::uint64_t{0}, [&p](std::uint64_t h, auto component) {
        using C = typename decltype(component)::type;
        return hash_combine(h, component_hash<C>(p));
      });
    }
  }

  template <class Position>
  [[nodiscard]] static constexpr key_type<Position> key(const Position& p) {
    static_assert((identity_component<Components, Position> && ...),
                  "repetita::identity: every component C must provide `static K key(const position&)` with an "
                  "equality-comparable K, and `static std::uint64_t hash(const position&)` unless K is an integer, "
                  "an enumeration, or a std::array, std::pair or std::tuple of them (see identity_component)");
    return key_type<Position>{Components::key(p)...};
  }
};

}  // namespace repetita

#endif
