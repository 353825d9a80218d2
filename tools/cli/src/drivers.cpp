#include "drivers.hpp"

#include "adapter_driver.hpp"

#include <repetita_cli_games.hpp>  // generated: the record adapters of the games, REPETITA_CLI_ADAPTERS
// Games whose records are still read by a driver of their own (until they have an adapter).
#ifdef REPETITA_CLI_WITH_SHOGI
#include "shogi/shogi_driver.hpp"
#endif

#include <algorithm>
#include <array>
#include <cstddef>
#include <iterator>
#include <cctype>
#include <string>
#include <string_view>

namespace repetita::cli {

namespace {

// One driver per game: the adapters' and the games' still read by a driver of their own, in the
// game list's order.
template <class... Adapters>
std::span<const game_driver* const> drivers_of() {
  static auto list = [] {
        return std::array<const game_driver*, sizeof...(Adapters) + 1>{&driver_of<Adapters>()...,
#ifdef REPETITA_CLI_WITH_SHOGI
                                                                       &shogi_driver(),
#else
                                                                       nullptr,
#endif
        };
  }();
  static const std::size_t size = static_cast<std::size_t>(std::find(list.begin(), list.end(), nullptr) - list.begin());
  // In the order of the game list (REPETITA_GAME_LIST, "the order tools list them"), the games
  // still read by a driver of their own among the others.
  static const bool sorted = [] {
    static constexpr std::string_view names[] = {REPETITA_CLI_GAME_NAMES};
    const auto rank = [](const game_driver* d) {
      return static_cast<std::size_t>(std::find(std::begin(names), std::end(names), d->game()) - std::begin(names));
    };
    std::stable_sort(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(size),
                     [&](const game_driver* a, const game_driver* b) { return rank(a) < rank(b); });
    return true;
  }();
  static_cast<void>(sorted);
  return std::span<const game_driver* const>(list.data(), size);
}

}  // namespace

std::span<const game_driver* const> all_drivers() { return drivers_of<REPETITA_CLI_ADAPTERS>(); }

const game_driver* find_driver(std::string_view game) noexcept {
  for (const game_driver* d : all_drivers())
    if (d->game() == game) return d;
  return nullptr;
}

const game_driver* detect_driver(std::string_view path, std::string_view head) noexcept {
  const auto slash = path.find_last_of('/');
  const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
  if (const auto dot = name.find_last_of('.'); dot != std::string_view::npos && dot > 0) {
    std::string extension(name.substr(dot));
    for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const game_driver* d : all_drivers())
      if (d->has_extension(extension)) return d;
  }
  for (const game_driver* d : all_drivers())
    if (d->looks_like(head)) return d;
  return nullptr;
}

}  // namespace repetita::cli
