#include <repetita/corpus/drivers.hpp>

#include "adapter_driver.hpp"

#include <repetita_corpus_games.hpp>  // generated: the record adapters of the games, REPETITA_CORPUS_ADAPTERS

#include <repetita/io/compression.hpp>

#include <array>
#include <cctype>
#include <string>

namespace repetita::corpus {

namespace {

// One driver per adapter, in the order of the list of games (REPETITA_GAME_LIST).
template <class... Adapters>
std::span<const game_driver* const> drivers_of() {
  static const std::array<const game_driver*, sizeof...(Adapters)> list{&driver_of<Adapters>()...};
  return list;
}

}  // namespace

std::span<const game_driver* const> all_drivers() { return drivers_of<REPETITA_CORPUS_ADAPTERS>(); }

const game_driver* find_driver(std::string_view game) noexcept {
  for (const game_driver* d : all_drivers())
    if (d->game() == game) return d;
  return nullptr;
}

const game_driver* detect_driver(std::string_view path, std::string_view head) noexcept {
  path = io::without_compression_suffix(path);  // games.pgn.zst: the extension is .pgn
  for (const game_driver* d : all_drivers())  // content that only one format has comes first
    if (d->owns(head)) return d;
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

}  // namespace repetita::corpus
