#include <repetita/go/count.hpp>
#include <repetita/go/game.hpp>
#include <repetita/go/identity.hpp>
#include <repetita/tracker.hpp>

#include <stdexcept>
#include <vector>

namespace repetita::go {

namespace {

// ---- the table-driven enumerator ---------------------------------------------------------------

struct transition {
  std::int32_t next = -1;  // board index after the play; -1: the point is occupied
  bool suicide = false;
  bool single_suicide = false;
};

class fast_counter {
 public:
  explicit fast_counter(const count_options& o) : o_(o), points_(o.width * o.height) {
    if (o.width < 1 || o.height < 1 || points_ > 9)
      throw std::invalid_argument("repetita::go::count_games: at most 9 points");
    boards_ = 1;
    for (int i = 0; i < points_; ++i) boards_ *= 3;
    table_.resize(static_cast<std::size_t>(boards_) * 2 * static_cast<std::size_t>(points_));
    for (int b = 0; b < boards_; ++b)
      for (int c = 0; c < 2; ++c)
        for (int i = 0; i < points_; ++i) table_[index(b, c, i)] = compute(b, c, i);
    seen_.assign((static_cast<std::size_t>(boards_) * 2 + 63) / 64, 0);
  }

  std::uint64_t run() {
    // The start: the empty board (index 0), Black to move. PSK and SSK count it; NZ and NSSK do not.
    if (o_.rule == superko_rule::psk) mark(key(0, 0));
    if (o_.rule == superko_rule::ssk) mark(key(0, 0));
    return dfs(0, 0, false, 0);
  }

 private:
  [[nodiscard]] std::size_t index(int b, int c, int i) const noexcept {
    return (static_cast<std::size_t>(b) * 2 + static_cast<std::size_t>(c)) * static_cast<std::size_t>(points_) +
           static_cast<std::size_t>(i);
  }
  // The identity of (board, player to move) under the rule: the board alone for PSK.
  [[nodiscard]] std::size_t key(int b, int to_move) const noexcept {
    return o_.rule == superko_rule::psk ? static_cast<std::size_t>(b)
                                        : static_cast<std::size_t>(b) * 2 + static_cast<std::size_t>(to_move);
  }
  [[nodiscard]] bool seen(std::size_t k) const noexcept { return ((seen_[k >> 6] >> (k & 63)) & 1u) != 0; }
  void mark(std::size_t k) noexcept { seen_[k >> 6] |= std::uint64_t{1} << (k & 63); }
  void unmark(std::size_t k) noexcept { seen_[k >> 6] &= ~(std::uint64_t{1} << (k & 63)); }

  // The play of colour c at point i on board b, executed by the real engine.
  [[nodiscard]] transition compute(int b, int c, int i) const {
    position p(o_.width, o_.height);
    int digits = b;
    for (int j = 0; j < points_; ++j, digits /= 3) {
      const int d = digits % 3;
      if (d != 0) p.setup(j % o_.width, j / o_.width, d == 1 ? color::black : color::white);
    }
    if (p.board().get(i % o_.width, i / o_.width) != color::empty) return {};
    const play_effect e = p.apply(play_at(i % o_.width, i / o_.width, c == 0 ? color::black : color::white));
    int next = 0;
    for (int j = points_ - 1; j >= 0; --j) {
      const color s = p.board().get(j % o_.width, j / o_.width);
      next = next * 3 + (s == color::black ? 1 : s == color::white ? 2 : 0);
    }
    return transition{next, e.suicided != 0, e.suicided == 1};
  }

  std::uint64_t dfs(int b, int c, bool passed, int depth) {
    if (o_.max_plies > 0 && depth == o_.max_plies) return 1;
    std::uint64_t total = 0;
    const int them = 1 - c;
    if (passed) {
      total += 1;  // the second pass ends the game
    } else {
      // The position after a pass: SSK and NZ record the situation; PSK's board is already there;
      // NSSK records only positions made by plays.
      bool marked = false;
      if (o_.rule == superko_rule::ssk || o_.rule == superko_rule::nz) {
        const std::size_t k = key(b, them);
        if (!seen(k)) {
          mark(k);
          marked = true;
        }
      }
      total += dfs(b, them, true, depth + 1);
      if (marked) unmark(key(b, them));
    }
    const transition* row = &table_[index(b, c, 0)];
    for (int i = 0; i < points_; ++i) {
      const transition& t = row[i];
      if (t.next < 0) continue;
      if (t.suicide && o_.suicide == suicide_policy::forbidden) continue;
      if (t.single_suicide && o_.suicide == suicide_policy::multi_only) continue;
      const std::size_t k = key(t.next, them);
      if (seen(k)) continue;
      mark(k);
      total += dfs(t.next, them, false, depth + 1);
      unmark(k);
    }
    return total;
  }

  count_options o_;
  int points_;
  int boards_ = 1;
  std::vector<transition> table_;
  std::vector<std::uint64_t> seen_;
};

// ---- the tracker enumerator --------------------------------------------------------------------

template <class Identity, class Superko>
auto count_rule_sets(const std::string_view (&names)[3], Superko superko) {
  return std::tuple{
      make_rule_set<Identity>({names[0], "suicide forbidden", ""}, rules::occupied, rules::no_suicide, superko),
      make_rule_set<Identity>({names[1], "multi-stone suicide only", ""}, rules::occupied, rules::no_single_suicide,
                              superko),
      make_rule_set<Identity>({names[2], "suicide allowed", ""}, rules::occupied, superko)};
}
constexpr std::string_view psk_names[3] = {"psk/forbidden", "psk/multi", "psk/allowed"};
constexpr std::string_view ssk_names[3] = {"ssk/forbidden", "ssk/multi", "ssk/allowed"};
constexpr std::string_view nz_names[3] = {"ssk-nz/forbidden", "ssk-nz/multi", "ssk-nz/allowed"};
constexpr std::string_view nssk_names[3] = {"nssk/forbidden", "nssk/multi", "nssk/allowed"};

// 12 rule sets: (psk, ssk, nz, nssk) x (forbidden, multi, allowed), in that order.
inline const auto count_registry = std::apply(
    [](auto... sets) { return repetita::make_registry(sets...); },
    std::tuple_cat(count_rule_sets<position_identity>(psk_names, rules::positional_superko),
                   count_rule_sets<situation_identity>(ssk_names, rules::situational_superko),
                   count_rule_sets<situation_identity>(nz_names, rules::nz_superko),
                   count_rule_sets<natural_identity>(nssk_names, rules::natural_superko)));

class tracker_counter {
 public:
  explicit tracker_counter(const count_options& o)
      : o_(o), tracker_(count_registry),
        rs_(static_cast<std::size_t>(o.rule) * 3 + static_cast<std::size_t>(o.suicide)) {}

  std::uint64_t run() {
    const position start(o_.width, o_.height);
    tracker_.start(start);
    return dfs(start, 0);
  }

 private:
  std::uint64_t dfs(const position& p, int depth) {
    if (o_.max_plies > 0 && depth == o_.max_plies) return 1;
    std::uint64_t total = 0;
    if (p.consecutive_passes() == 1) {
      total += 1;
    } else {
      const position after = tracker_.play(p, pass(p.to_move()));
      total += dfs(after, depth + 1);
      tracker_.pop();
    }
    for (int y = 0; y < o_.height; ++y)
      for (int x = 0; x < o_.width; ++x) {
        const position after = tracker_.play(p, play_at(x, y, p.to_move()));
        if (tracker_.verdict_now(rs_).kind != verdict_kind::illegal_move) total += dfs(after, depth + 1);
        tracker_.pop();
      }
    return total;
  }

  count_options o_;
  repetita::tracker<game, std::remove_cvref_t<decltype(count_registry)>> tracker_;
  std::size_t rs_;
};

}  // namespace

std::uint64_t count_games(const count_options& options) { return fast_counter(options).run(); }

std::uint64_t count_games_tracker(const count_options& options) { return tracker_counter(options).run(); }

}  // namespace repetita::go
