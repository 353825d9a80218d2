#ifndef REPETITA_TESTS_SHOGI_TEST_SUPPORT_HPP
#define REPETITA_TESTS_SHOGI_TEST_SUPPORT_HPP

#include <repetita/shogi/shogi.hpp>
#include <repetita/tracker.hpp>

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <string_view>

namespace shogi_test {

using namespace repetita::shogi;
using repetita::verdict;
using repetita::verdict_kind;

inline position sfen(std::string_view s) {
  auto p = read_sfen(s);
  INFO(s);
  REQUIRE(p);
  return p.value();
}

/// Plays USI moves through a tracker over a shogi registry.
struct driver {
  repetita::tracker<game, registry_type> t;
  position pos;
  explicit driver(position start, registry_type reg = rule_sets) : t(std::move(reg)), pos(start) { t.start(pos); }
  void play(std::string_view usi) {
    auto m = read_usi_move(pos, usi);
    INFO(usi << " in " << write_sfen(pos));
    REQUIRE(m);
    pos = t.play(pos, m.value());
  }
  void plays(std::string_view moves, int times = 1) {
    for (int i = 0; i < times; ++i) {
      std::istringstream in{std::string(moves)};
      std::string w;
      while (in >> w) play(w);
    }
  }
  const verdict& now(std::size_t rs) const { return t.verdict_now(rs); }
};

inline constexpr std::size_t jsa = 0;
inline constexpr std::size_t csa = 1;
inline constexpr std::size_t pre_1983 = 2;

}  // namespace shogi_test

#endif
