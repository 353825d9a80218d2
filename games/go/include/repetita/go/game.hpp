#ifndef REPETITA_GO_GAME_HPP
#define REPETITA_GO_GAME_HPP

/// \file
/// Go as a repetita game plug-in: positions (board, player to move, and the little history that
/// the Go identities need), moves (plays and passes, with their colour), the traits type the core's
/// tracker works with, and the per-ply facts Go rule sets read (pass, suicide, occupied point).

#include <repetita/game.hpp>
#include <repetita/go/board.hpp>
#include <repetita/ply_facts.hpp>

#include <cstdint>
#include <string_view>

namespace repetita::go {

/// Go's own per-ply facts, beside the core's `ply_facts::pass`.
namespace facts {
/// The play removed some of the player's own stones (self-capture).
inline constexpr ply_facts::bits_type suicide = ply_facts::first_game_fact;
/// The play removed exactly the played stone and nothing else of the player's (a single-stone suicide).
inline constexpr ply_facts::bits_type single_suicide = ply_facts::first_game_fact << 1;
/// The play was on a point that was not empty (a broken record; the stone replaced it).
inline constexpr ply_facts::bits_type occupied = ply_facts::first_game_fact << 2;
/// The play captured opponent stones.
inline constexpr ply_facts::bits_type capture = ply_facts::first_game_fact << 3;
}  // namespace facts

/// How the position at a ply was made: the start (or setup) board, a board play, or a pass.
enum class made_by : std::uint8_t { start = 0, play = 1, pass = 2 };

/// A move: a play at (x, y) or a pass, by `player`. Coordinates are 0-based from the top left, as in
/// SGF (column first). The colour is part of the move, so a record that has the same colour move
/// twice is replayed as written (the core's `mover` then still names the player to move before).
struct move {
  static constexpr std::uint8_t pass_coordinate = 255;
  std::uint8_t x = pass_coordinate;
  std::uint8_t y = pass_coordinate;
  color player = color::black;

  [[nodiscard]] constexpr bool is_pass() const noexcept { return x == pass_coordinate; }
  friend constexpr bool operator==(const move&, const move&) noexcept = default;
};
[[nodiscard]] constexpr move play_at(int x, int y, color c) noexcept {
  return move{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y), c};
}
[[nodiscard]] constexpr move pass(color c) noexcept { return move{move::pass_coordinate, move::pass_coordinate, c}; }

/// The ply facts of a play's effect.
[[nodiscard]] inline ply_facts facts_of(const move& m, const play_effect& e) noexcept {
  ply_facts f;
  if (m.is_pass()) return f.set(ply_facts::pass);
  if (e.suicided != 0) f.set(facts::suicide);
  if (e.suicided == 1) f.set(facts::single_suicide);
  if (e.occupied) f.set(facts::occupied);
  if (e.captured != 0) f.set(facts::capture);
  return f;
}

/// The state of a game at one moment: the board, the player to move, and what the Go identities
/// read besides: how the position was made (NSSK, the NZ wording), the number of passes so far
/// (a phase: Spight, the Japanese no-result convention), the stones each player has captured (the
/// prisoner balance) and the points that ever held a stone (a fast filter for banned points).
class position {
 public:
  explicit position(int width = 19, int height = 19, color to_move = color::black)
      : board_(width, height), to_move_(to_move) {}
  explicit position(const go::board& b, color to_move = color::black) : board_(b), to_move_(to_move) {
    for (int y = 0; y < b.height(); ++y)
      for (int x = 0; x < b.width(); ++x)
        if (b.get(x, y) != color::empty) ever_.set(b.at(x, y));
  }

  [[nodiscard]] const go::board& board() const noexcept { return board_; }
  [[nodiscard]] color to_move() const noexcept { return to_move_; }
  [[nodiscard]] made_by made() const noexcept { return made_; }
  [[nodiscard]] std::uint32_t passes() const noexcept { return passes_; }
  [[nodiscard]] int consecutive_passes() const noexcept { return consecutive_passes_; }
  /// Stones captured by `c` so far (prisoners it holds), self-captures not included.
  [[nodiscard]] std::int32_t captured_by(color c) const noexcept { return captured_[c == color::white ? 1 : 0]; }
  /// Captures by Black minus captures by White.
  [[nodiscard]] std::int32_t prisoner_balance() const noexcept { return captured_[0] - captured_[1]; }
  /// True if the point ever held a stone in this game (the start board included).
  [[nodiscard]] bool ever_occupied(vertex v) const noexcept { return ever_.test(v); }
  /// The facts of the move that made this position (none for a start position).
  [[nodiscard]] ply_facts last_facts() const noexcept { return last_facts_; }
  [[nodiscard]] bool on_board(const move& m) const noexcept { return m.is_pass() || board_.on_board(m.x, m.y); }

  /// Setup (SGF AB, AW, AE): puts `c` on (x, y), no capture; the position counts as a start.
  void setup(int x, int y, color c) {
    const vertex v = board_.at(x, y);
    board_.set(v, c);
    if (c != color::empty) ever_.set(v);
    made_ = made_by::start;
    last_facts_ = {};
  }
  /// Setup (SGF PL): the player to move.
  void set_to_move(color c) noexcept { to_move_ = c; }

  /// Executes `m` (tolerantly: a play on an occupied point replaces the stone) and returns what
  /// the play did. Afterwards the opponent of `m.player` is to move.
  play_effect apply(const move& m) noexcept {
    play_effect e;
    if (m.is_pass()) {
      ++passes_;
      if (consecutive_passes_ < 255) ++consecutive_passes_;
      made_ = made_by::pass;
    } else {
      const vertex v = board_.at(m.x, m.y);
      e = board_.play(v, m.player);
      captured_[m.player == color::white ? 1 : 0] += e.captured;
      ever_.set(v);
      consecutive_passes_ = 0;
      made_ = made_by::play;
    }
    to_move_ = opponent(m.player);
    last_facts_ = facts_of(m, e);
    return e;
  }

 private:
  go::board board_;
  color to_move_;
  made_by made_ = made_by::start;
  std::uint8_t consecutive_passes_ = 0;
  std::uint32_t passes_ = 0;
  std::int32_t captured_[2] = {0, 0};
  ply_facts last_facts_{};
  vertex_set ever_{};
};

/// The traits type: `repetita::make_tracker<repetita::go::game>(repetita::go::rule_sets)`.
struct game {
  using position = go::position;
  using move = go::move;
  using player = go::color;  // black = 0, white = 1

  [[nodiscard]] static position play(const position& p, const move& m) noexcept {
    position next = p;
    next.apply(m);
    return next;
  }
  [[nodiscard]] static player side_to_move(const position& p) noexcept { return p.to_move(); }

  /// pass, suicide, single_suicide, occupied, capture: recorded by `position::apply`.
  [[nodiscard]] static repetita::ply_facts ply_facts(const position&, const move&, const position& after) noexcept {
    return after.last_facts();
  }
  /// Exact: x, y and the colour.
  [[nodiscard]] static std::uint64_t move_key(const move& m) noexcept {
    return std::uint64_t{m.x} | (std::uint64_t{m.y} << 8) | (std::uint64_t(static_cast<std::uint8_t>(m.player)) << 16);
  }
};

static_assert(repetita::game_plugin<game>);

}  // namespace repetita::go

#endif
