#ifndef REPETITA_GO_BOARD_HPP
#define REPETITA_GO_BOARD_HPP

/// \file
/// The Go board: 1x1 to 25x25, rectangular boards too; stones, captures and suicide as the SGF FF[4]
/// specification executes a move ("place the stone, remove opponent groups without liberties, then
/// the player's own group if it has none"); an incremental Zobrist hash and an exact board key.
///
/// Layout: a padded array with one border row above and below and one border column shared between
/// rows, so that the four neighbours of a vertex are v - 1, v + 1, v - stride and v + stride.

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace repetita::go {

/// The contents of a point. `black` and `white` are also the players (0 and 1, in turn order).
enum class color : std::uint8_t { black = 0, white = 1, empty = 2, edge = 3 };

[[nodiscard]] constexpr color opponent(color c) noexcept { return c == color::black ? color::white : color::black; }
[[nodiscard]] constexpr char to_char(color c) noexcept {
  return c == color::black ? 'X' : c == color::white ? 'O' : c == color::empty ? '.' : '#';
}

inline constexpr int max_size = 25;                               ///< the largest width and height
inline constexpr int max_stride = max_size + 1;
inline constexpr int max_vertices = (max_size + 2) * max_stride;  ///< 702 padded vertices
inline constexpr int key_words = (max_vertices + 63) / 64;        ///< 11 words per colour

using vertex = std::uint16_t;

/// A set of vertices (used for the board key and for "points that ever held a stone").
struct vertex_set {
  std::array<std::uint64_t, key_words> words{};
  [[nodiscard]] constexpr bool test(vertex v) const noexcept { return ((words[v >> 6] >> (v & 63)) & 1u) != 0; }
  constexpr void set(vertex v) noexcept { words[v >> 6] |= std::uint64_t{1} << (v & 63); }
  constexpr void reset(vertex v) noexcept { words[v >> 6] &= ~(std::uint64_t{1} << (v & 63)); }
  friend constexpr bool operator==(const vertex_set&, const vertex_set&) noexcept = default;
};

/// The exact key of a board: the set of black stones and the set of white stones. Two boards of one
/// game (one size) are the same position exactly when their keys are equal.
struct board_key {
  vertex_set black;
  vertex_set white;
  friend constexpr bool operator==(const board_key&, const board_key&) noexcept = default;
};

namespace detail {
[[nodiscard]] constexpr std::uint64_t splitmix64(std::uint64_t& state) noexcept {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
struct zobrist_table {
  std::array<std::array<std::uint64_t, max_vertices>, 2> stone{};
};
[[nodiscard]] constexpr zobrist_table make_zobrist() noexcept {
  zobrist_table t;
  std::uint64_t s = 0x60BEE2BEE120FC15ull;
  for (auto& colour : t.stone)
    for (auto& h : colour) h = splitmix64(s);
  return t;
}
}  // namespace detail

/// Zobrist keys of a stone of each colour on each padded vertex (fixed: the same in every run).
inline constexpr detail::zobrist_table zobrist = detail::make_zobrist();

/// What one play did to the board.
struct play_effect {
  std::uint16_t captured = 0;  ///< opponent stones removed
  std::uint16_t suicided = 0;  ///< own stones removed (self-capture), the played stone included
  bool occupied = false;       ///< the point was not empty (the stone replaced what was there)
};

/// A rectangular Go board with its stones, their Zobrist hash and their exact key.
class board {
 public:
  /// An empty board `width` columns by `height` rows (each 1 to 25).
  explicit board(int width = 19, int height = 19) : width_(check_size(width)), height_(check_size(height)) {
    stride_ = static_cast<std::uint8_t>(width_ + 1);
    cells_.fill(color::edge);
    for (int y = 0; y < height_; ++y)
      for (int x = 0; x < width_; ++x) cells_[at(x, y)] = color::empty;
  }

  [[nodiscard]] int width() const noexcept { return width_; }
  [[nodiscard]] int height() const noexcept { return height_; }
  [[nodiscard]] int stride() const noexcept { return stride_; }
  [[nodiscard]] int points() const noexcept { return width_ * height_; }
  [[nodiscard]] bool on_board(int x, int y) const noexcept { return x >= 0 && y >= 0 && x < width_ && y < height_; }
  /// The padded vertex of column x, row y (0-based from the top left, as in SGF).
  [[nodiscard]] vertex at(int x, int y) const noexcept { return static_cast<vertex>((y + 1) * stride_ + x); }
  [[nodiscard]] int x_of(vertex v) const noexcept { return v % stride_; }
  [[nodiscard]] int y_of(vertex v) const noexcept { return v / stride_ - 1; }

  [[nodiscard]] color operator[](vertex v) const noexcept { return cells_[v]; }
  [[nodiscard]] color get(int x, int y) const noexcept { return cells_[at(x, y)]; }

  /// The Zobrist hash of the stones (0 for the empty board).
  [[nodiscard]] std::uint64_t hash() const noexcept { return hash_; }
  /// The exact key of the stones.
  [[nodiscard]] const board_key& key() const noexcept { return key_; }
  /// The hash computed from scratch (tests: it must equal hash()).
  [[nodiscard]] std::uint64_t hash_from_scratch() const noexcept {
    std::uint64_t h = 0;
    for (int y = 0; y < height_; ++y)
      for (int x = 0; x < width_; ++x) {
        const color c = get(x, y);
        if (c == color::black || c == color::white) h ^= zobrist.stone[static_cast<int>(c)][at(x, y)];
      }
    return h;
  }
  [[nodiscard]] int stones(color c) const noexcept {
    int n = 0;
    const vertex_set& s = c == color::black ? key_.black : key_.white;
    for (std::uint64_t w : s.words) n += __builtin_popcountll(w);
    return n;
  }

  /// Puts `c` (black, white or empty) on a point without any capture: SGF setup (AB, AW, AE).
  void set(vertex v, color c) noexcept {
    remove(v);
    if (c == color::black || c == color::white) place(v, c);
  }

  /// True if the point has an empty neighbour.
  [[nodiscard]] bool has_empty_neighbour(vertex v) const noexcept {
    return cells_[v - 1] == color::empty || cells_[v + 1] == color::empty || cells_[v - stride_] == color::empty ||
           cells_[v + stride_] == color::empty;
  }

  /// Plays a stone of colour `c` on `v`: places it (replacing whatever was there), removes the
  /// opponent groups left without liberties, then the player's own group if it has none.
  play_effect play(vertex v, color c) noexcept {
    play_effect e;
    if (cells_[v] != color::empty) {
      e.occupied = true;
      remove(v);
    }
    place(v, c);
    const color them = opponent(c);
    const int n[4] = {-1, 1, -static_cast<int>(stride_), static_cast<int>(stride_)};
    for (int d : n) {
      const auto w = static_cast<vertex>(v + d);
      if (cells_[w] == them) e.captured = static_cast<std::uint16_t>(e.captured + remove_if_dead(w));
    }
    if (!has_empty_neighbour(v)) e.suicided = remove_if_dead(v);
    return e;
  }

  /// The number of stones in the group at `v` if it has no liberty, after removing it; else 0.
  std::uint16_t remove_if_dead(vertex v) noexcept {
    std::array<vertex, max_vertices> stack;
    std::array<vertex, max_vertices> group;
    vertex_set seen;
    const color c = cells_[v];
    std::size_t top = 0, size = 0;
    stack[top++] = v;
    seen.set(v);
    const int n[4] = {-1, 1, -static_cast<int>(stride_), static_cast<int>(stride_)};
    while (top != 0) {
      const vertex u = stack[--top];
      group[size++] = u;
      for (int d : n) {
        const auto w = static_cast<vertex>(u + d);
        const color cw = cells_[w];
        if (cw == color::empty) return 0;
        if (cw == c && !seen.test(w)) {
          seen.set(w);
          stack[top++] = w;
        }
      }
    }
    for (std::size_t i = 0; i < size; ++i) remove(group[i]);
    return static_cast<std::uint16_t>(size);
  }

  /// Rows top to bottom, 'X' black, 'O' white, '.' empty, separated by '\n'.
  [[nodiscard]] std::string diagram() const {
    std::string s;
    for (int y = 0; y < height_; ++y) {
      for (int x = 0; x < width_; ++x) s += to_char(get(x, y));
      s += '\n';
    }
    return s;
  }

 private:
  static std::uint8_t check_size(int n) {
    if (n < 1 || n > max_size) throw std::invalid_argument("repetita::go::board: width and height must be 1 to 25");
    return static_cast<std::uint8_t>(n);
  }
  void place(vertex v, color c) noexcept {
    cells_[v] = c;
    hash_ ^= zobrist.stone[static_cast<int>(c)][v];
    (c == color::black ? key_.black : key_.white).set(v);
  }
  void remove(vertex v) noexcept {
    const color c = cells_[v];
    if (c != color::black && c != color::white) return;
    cells_[v] = color::empty;
    hash_ ^= zobrist.stone[static_cast<int>(c)][v];
    (c == color::black ? key_.black : key_.white).reset(v);
  }

  std::uint8_t width_;
  std::uint8_t height_;
  std::uint8_t stride_ = 0;
  std::uint64_t hash_ = 0;
  board_key key_{};
  std::array<color, max_vertices> cells_{};
};

}  // namespace repetita::go

#endif
