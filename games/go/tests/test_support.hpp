#ifndef REPETITA_TESTS_GO_TEST_SUPPORT_HPP
#define REPETITA_TESTS_GO_TEST_SUPPORT_HPP

#include <repetita/go/go.hpp>

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace go_test {

using namespace repetita::go;
using repetita::ply_t;
using repetita::verdict;
using repetita::verdict_kind;

/// A position from rows top to bottom: 'X' black, 'O' white, '.' empty (the start or setup board).
inline position diagram(std::initializer_list<std::string_view> rows, color to_move = color::black) {
  const int h = static_cast<int>(rows.size());
  const int w = static_cast<int>(rows.begin()->size());
  position p(w, h, to_move);
  int y = 0;
  for (std::string_view row : rows) {
    for (int x = 0; x < w; ++x) {
      const char c = row[static_cast<std::size_t>(x)];
      if (c == 'X') p.setup(x, y, color::black);
      if (c == 'O') p.setup(x, y, color::white);
    }
    ++y;
  }
  return p;
}

/// A move in the colour of the player to move: "b2" style is not used; (x, y) or pass.
struct step {
  int x = -1;
  int y = -1;
};
inline constexpr step pass_step{};

/// Plays a sequence under every rule set (tolerantly) and keeps every verdict of every ply.
class cycle_run {
 public:
  cycle_run(const position& start, std::initializer_list<step> steps) {
    r_.start(start);
    verdicts_.push_back(now());
    for (const step& s : steps) {
      const color c = r_.current().to_move();
      const move m = s.x < 0 ? pass(c) : play_at(s.x, s.y, c);
      r_.play(m, events_);
      verdicts_.push_back(now());
    }
  }
  /// The verdict of rule set `name` at ply `p` (as the tracker had it then).
  [[nodiscard]] const verdict& at(std::string_view name, ply_t p) const { return verdicts_.at(p).at(index(name)); }
  /// The first ply at which rule set `name` says anything, or 0 if it never does.
  [[nodiscard]] ply_t first(std::string_view name) const {
    for (ply_t p = 1; p < verdicts_.size(); ++p)
      if (verdicts_[p][index(name)]) return p;
    return 0;
  }
  [[nodiscard]] const verdict& first_verdict(std::string_view name) const { return at(name, first(name)); }
  [[nodiscard]] const std::vector<replay_event>& events() const { return events_; }
  [[nodiscard]] const position& current() const { return r_.current(); }
  [[nodiscard]] static std::size_t index(std::string_view name) { return rule_sets.find(name).value(); }

 private:
  std::vector<verdict> now() const {
    std::vector<verdict> v;
    for (std::size_t i = 0; i < registry_type::size; ++i) v.push_back(r_.tracker().verdict_now(i));
    return v;
  }
  replayer r_;
  std::vector<replay_event> events_;
  std::vector<std::vector<verdict>> verdicts_;
};

inline std::string summary(const cycle_run& run) {
  std::string s;
  for (const auto& info : rule_sets.infos()) {
    const ply_t p = run.first(info.name);
    s += std::string(info.name) + "=";
    if (p == 0) {
      s += "none ";
      continue;
    }
    const verdict& v = run.at(info.name, p);
    s += std::to_string(p) + ":" + std::string(repetita::to_string(v.kind)) + ":" + std::string(v.rule) + " ";
  }
  return s;
}

}  // namespace go_test

#endif
