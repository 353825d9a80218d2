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

const game_driver* driver_named(std::string_view name) noexcept {
  for (const game_driver* d : all_drivers())
    if (d->game() == name || d->format() == name) return d;
  return nullptr;
}

const game_driver* driver_by_extension(std::string_view path) noexcept {
  path = io::without_compression_suffix(path);  // games.pgn.zst: the extension is .pgn
  const auto slash = path.find_last_of('/');
  const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
  const auto dot = name.find_last_of('.');
  if (dot == std::string_view::npos || dot == 0) return nullptr;
  std::string extension(name.substr(dot));
  for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const game_driver* d : all_drivers())
    if (d->has_extension(extension)) return d;
  return nullptr;
}

const game_driver* detect_driver(std::string_view path, std::string_view head) noexcept {
  for (const game_driver* d : all_drivers())  // content that only one format has comes first
    if (d->owns(head)) return d;
  if (const game_driver* d = driver_by_extension(path)) return d;
  for (const game_driver* d : all_drivers())
    if (d->looks_like(head)) return d;
  return nullptr;
}

}  // namespace repetita::corpus
