// Each REPETITA_CASE_* must fail to compile with the sentence named in CMakeLists.txt.
#include <repetita/repetita.hpp>

#include <repetita/records/record_adapter.hpp>
#include <repetita/ring/adapter.hpp>
#include <repetita/ring/game.hpp>

#include <string>

namespace ring = repetita::ring;

namespace {

[[maybe_unused]] constexpr auto rules = repetita::make_registry(repetita::make_rule_set<ring::situation>(
    {"t", "test", "test"}, repetita::rules::nfold{.name = "threefold", .citation = "test", .threshold = 3}));

#if defined(REPETITA_CASE_not_a_game)
struct not_a_game {
  using position = int;
};
[[maybe_unused]] auto t = repetita::make_tracker<not_a_game>(rules);
#elif defined(REPETITA_CASE_player_not_enum)
struct bad_player {
  using position = int;
  using move = int;
  using player = double;
};
[[maybe_unused]] auto t = repetita::make_tracker<bad_player>(rules);
#elif defined(REPETITA_CASE_no_play)
struct no_play {
  using position = int;
  using move = int;
  using player = int;
  static int side_to_move(int) { return 0; }
};
[[maybe_unused]] auto t = repetita::make_tracker<no_play>(rules);
#elif defined(REPETITA_CASE_not_a_rule)
struct not_a_rule {
  int evaluate(int) const { return 0; }
};
[[maybe_unused]] constexpr auto bad = repetita::make_rule_set<ring::situation>({"t", "t", "t"}, not_a_rule{});
#elif defined(REPETITA_CASE_not_a_component)
// A key that is not made of integers has no default hash: the component must give one.
struct no_hash {
  static std::string key(const ring::position& p) { return std::to_string(p.cell); }
};
[[maybe_unused]] auto h = repetita::identity<no_hash>::hash(ring::position{});
#elif defined(REPETITA_CASE_adapter_without_game)
struct no_game {};
static_assert(repetita::check_record_adapter<no_game>());
#elif defined(REPETITA_CASE_adapter_without_splitter)
// The ring adapter without its splitter: records cannot be cut into chunks.
struct no_splitter : ring::adapter {
  using splitter = int;
};
static_assert(repetita::check_record_adapter<no_splitter>());
#elif defined(REPETITA_CASE_adapter_without_sniffing)
struct no_sniffing {
  using game = ring::game;
  using registry_type = ring::registry_type;
  static const registry_type& rule_sets() { return ring::rule_sets; }
  static constexpr std::string_view name = "x";
  static constexpr std::string_view format = "x";
  static constexpr std::array<std::string_view, 1> extensions{".x"};
};
static_assert(repetita::check_record_adapter<no_sniffing>());
#endif

}  // namespace
