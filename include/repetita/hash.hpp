#ifndef REPETITA_HASH_HPP
#define REPETITA_HASH_HPP

/// \file
/// How component hashes are folded into one identity hash.

#include <bit>
#include <cstdint>

namespace repetita {

/// Folds one more component hash into `seed`. Order matters (components are not interchangeable),
/// and a component hash of 0 still changes the result. One multiply: cheap enough for every ply.
[[nodiscard]] constexpr std::uint64_t hash_combine(std::uint64_t seed, std::uint64_t component) noexcept {
  return (std::rotl(seed, 23) ^ component) * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
}

}  // namespace repetita

#endif
