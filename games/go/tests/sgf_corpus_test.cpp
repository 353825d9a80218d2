// Every SGF file of the shared corpus (../shared/data/go) replays under every rule set, or the small
// copies in tests/data/go when the shared folder is not there.
#include <repetita/go/sgf.hpp>

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace repetita::go;

namespace {
std::vector<fs::path> sgf_files(const fs::path& root) {
  std::vector<fs::path> files;
  if (!fs::exists(root)) return files;
  for (const auto& e : fs::recursive_directory_iterator(root))
    if (e.is_regular_file() && e.path().extension() == ".sgf") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}
}  // namespace

TEST_CASE("corpus: every SGF file reads and replays under every rule set", "[go][sgf][corpus]") {
  std::vector<fs::path> files = sgf_files(fs::path(REPETITA_SHARED_DATA_DIR) / "go");
  const bool shared = !files.empty();
  if (!shared) files = sgf_files(fs::path(REPETITA_TEST_DATA_DIR) / "go");
  REQUIRE(!files.empty());
  std::size_t trees = 0, moves = 0, illegal = 0, no_result = 0;
  for (const fs::path& f : files) {
    CAPTURE(f.string());
    std::ifstream in(f, std::ios::binary);
    sgf::reader reader(in, sgf::reader_options{.close_at_end = true});
    while (true) {
      auto t = reader.next();
      if (!t) FAIL(f.string() << ":" << t.error().line << ":" << t.error().column << ": " << t.error().message);
      if (!t.value()) break;
      auto r = sgf::replay_tree(*t.value());
      if (!r) FAIL(f.string() << ":" << r.error().line << ":" << r.error().column << ": " << r.error().message);
      ++trees;
      moves += r->moves;
      for (const auto& e : r->events) (e.event.v.kind == repetita::verdict_kind::no_result ? no_result : illegal) += 1;
    }
  }
  INFO("files " << files.size() << " trees " << trees << " moves " << moves);
  CHECK(trees >= files.size());
  CHECK(moves > 0);
  WARN((shared ? "shared" : "local") << " corpus: " << files.size() << " files, " << trees << " game trees, " << moves
                                     << " moves, " << illegal << " illegal-move events, " << no_result << " no results");
}
