#include <repetita/corpus/bundled_examples.hpp>

#include <repetita/corpus/drivers.hpp>

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <system_error>
#include <vector>

#ifndef REPETITA_CLI_EXAMPLES_DIR
#define REPETITA_CLI_EXAMPLES_DIR ""
#endif
#ifndef REPETITA_CLI_INSTALLED_EXAMPLES_DIR
#define REPETITA_CLI_INSTALLED_EXAMPLES_DIR ""
#endif

namespace repetita::corpus {

namespace fs = std::filesystem;

std::optional<std::string> examples_directory() {
  std::error_code ec;
  std::vector<fs::path> candidates;
  if (const std::string_view built = REPETITA_CLI_EXAMPLES_DIR; !built.empty()) candidates.emplace_back(built);
  if (const fs::path self = fs::read_symlink("/proc/self/exe", ec); !ec)
    candidates.push_back(self.parent_path().parent_path() / "share" / "repetita" / "examples");
  if (const std::string_view installed = REPETITA_CLI_INSTALLED_EXAMPLES_DIR; !installed.empty())
    candidates.emplace_back(installed);
  for (const fs::path& dir : candidates)
    if (fs::is_directory(dir, ec)) return dir.string();
  return std::nullopt;
}

std::vector<input_spec> bundled_examples(const std::string& directory) {
  std::vector<input_spec> out;
  std::vector<std::size_t> games;  // per input: its driver's index
  std::error_code ec;
  const fs::path root(directory);
  for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    if (!it->is_regular_file(ec)) continue;
    const fs::path& path = it->path();
    if (driver_by_extension(path.string()) == nullptr) continue;  // not a record (README.md)
    std::string head(input_stream::head_size, '\0');
    std::ifstream file(path, std::ios::binary);
    file.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(file.gcount()));
    const auto drivers = all_drivers();
    const auto found = std::find(drivers.begin(), drivers.end(), detect_driver(path.string(), head));
    games.push_back(static_cast<std::size_t>(found - drivers.begin()));
    out.push_back({path.string(), "examples/" + path.lexically_relative(root).generic_string()});
  }
  // The games in the order of `repetita rules` (chess, with the worked cases, first), each game's
  // records by name.
  std::vector<std::size_t> order(out.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return games[a] != games[b] ? games[a] < games[b] : out[a].name < out[b].name;
  });
  std::vector<input_spec> sorted;
  sorted.reserve(out.size());
  for (const std::size_t i : order) sorted.push_back(std::move(out[i]));
  return sorted;
}

}  // namespace repetita::corpus
