#ifndef REPETITA_HASH_HPP
#define REPETITA_HASH_HPP

/// \file
/// How component hashes are folded into one identity hash, and the default hash of an integer key.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

namespace repetita {

/// Folds one more component hash into `seed`. Order matters (components are not interchangeable),
/// and a component hash of 0 still changes the result. One multiply: cheap enough for every ply.
[[nodiscard]] constexpr std::uint64_t hash_combine(std::uint64_t seed, std::uint64_t component) noexcept {
  return (std::rotl(seed, 23) ^ component) * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
}

/// The splitmix64 finaliser: every bit of `x` changes about half the bits of the result, and
/// distinct inputs give distinct outputs (it is a bijection of 64-bit integers).
[[nodiscard]] constexpr std::uint64_t mix64(std::uint64_t x) noexcept {
  x ^= x >> 30;
  x *= 0xBF58476D1CE4E5B9ull;
  x ^= x >> 27;
  x *= 0x94D049BB133111EBull;
  x ^= x >> 31;
  return x;
}

namespace detail {
template <class K>
struct integer_key_of : std::bool_constant<std::is_integral_v<K> || std::is_enum_v<K>> {};
template <class T, std::size_t N>
struct integer_key_of<std::array<T, N>> : integer_key_of<std::remove_cv_t<T>> {};
template <class A, class B>
struct integer_key_of<std::pair<A, B>>
    : std::bool_constant<integer_key_of<std::remove_cv_t<A>>::value && integer_key_of<std::remove_cv_t<B>>::value> {};
template <class... Ts>
struct integer_key_of<std::tuple<Ts...>> : std::bool_constant<(integer_key_of<std::remove_cv_t<Ts>>::value && ...)> {};
}  // namespace detail

/// A key made of integers: an integer or enumeration type, or a `std::array`, `std::pair` or
/// `std::tuple` of such keys (nested ones too). Such a key has a default hash, key_hash.
template <class K>
concept integer_key = detail::integer_key_of<std::remove_cv_t<K>>::value;

/// The default hash of an integer key, used for an identity component that gives no `hash` of its
/// own (identity.hpp): an integer (an enumeration by its value) through mix64; the elements of an
/// array, pair or tuple folded in order with hash_combine, then mixed. Equal keys give equal hashes.
/// Not a Zobrist hash: an identity with such a component mixes its components' hashes.
template <integer_key K>
[[nodiscard]] constexpr std::uint64_t key_hash(const K& key) noexcept {
  if constexpr (std::is_enum_v<K>) {
    return mix64(static_cast<std::uint64_t>(static_cast<std::underlying_type_t<K>>(key)));
  } else if constexpr (std::is_integral_v<K>) {
    return mix64(static_cast<std::uint64_t>(key));
  } else {
    std::uint64_t h = 0;
    if constexpr (requires { key.size(); key[0]; }) {  // std::array: a loop, however long
      for (const auto& element : key) h = hash_combine(h, key_hash(element));
    } else {
      std::apply([&h](const auto&... element) { ((h = hash_combine(h, key_hash(element))), ...); }, key);
    }
    return mix64(h);
  }
}

}  // namespace repetita

#endif
