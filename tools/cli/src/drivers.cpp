#include "drivers.hpp"

#include "chess/chess_driver.hpp"
// One include per further game here (guarded by REPETITA_CLI_WITH_<GAME>).
#ifdef REPETITA_CLI_WITH_GO
#include "go/go_driver.hpp"
#endif
#ifdef REPETITA_CLI_WITH_SHOGI
#include "shogi/shogi_driver.hpp"
#endif
#ifdef REPETITA_CLI_WITH_ARIMAA
#include "arimaa/arimaa_driver.hpp"
#endif

#include <cctype>
#include <string>

namespace repetita::cli {

std::span<const game_driver* const> all_drivers() {
  // In the order `repetita rules` lists them; one line per game.
  static const game_driver* const drivers[] = {
      &chess_driver(),
#ifdef REPETITA_CLI_WITH_GO
      &go_driver(),
#endif
#ifdef REPETITA_CLI_WITH_SHOGI
      &shogi_driver(),
#endif
#ifdef REPETITA_CLI_WITH_ARIMAA
      &arimaa_driver(),
#endif
  };
  return drivers;
}

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
