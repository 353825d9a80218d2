#ifndef REPETITA_RECORDS_BOARD_DIAGRAM_HPP
#define REPETITA_RECORDS_BOARD_DIAGRAM_HPP

/// \file
/// A board as people draw it, described without knowing the game: a grid of squares or of
/// intersections, a label per point, the owner of each piece, marked points and a caption. A
/// game's record adapter may describe its positions so (`A::diagram(position)`, see
/// record_adapter.hpp); tools draw any game's boards from it (the CLI's `report` writes SVG).

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace repetita {

struct board_diagram {
  /// Where pieces stand: in squares (chess, shogi, Arimaa) or on the lines' intersections (Go, xiangqi).
  enum class grid : std::uint8_t { squares, intersections };
  /// How a piece is drawn: its label (a letter, a kanji) in the owner's colour, or a stone of the
  /// owner's colour (Go; the label is then ignored).
  enum class pieces : std::uint8_t { labels, stones };

  static constexpr std::uint8_t no_owner = 255;

  int files = 0;  ///< columns
  int ranks = 0;  ///< rows
  grid style = grid::squares;
  pieces drawn = pieces::labels;
  /// files * ranks points, row by row from the top row as drawn, each from left to right: the
  /// piece's label (UTF-8), "" for an empty point.
  std::vector<std::string> cells;
  /// Per point, the player (0 or 1) owning its piece, no_owner for an empty point.
  std::vector<std::uint8_t> owner;
  /// Points drawn marked (Arimaa's traps), as indices into `cells`.
  std::vector<int> marked;
  /// The second player's labels are drawn turned by 180 degrees (shogi).
  bool turn_second = false;
  /// Intersections: a river between the two middle rows, and each side's palace (the 3x3 points in
  /// the middle of the first and last three rows) crossed by its diagonals (xiangqi).
  bool river_and_palaces = false;
  /// Coordinates along the top edge (one per file) and the left edge (one per rank); may be empty.
  std::vector<std::string> file_labels;
  std::vector<std::string> rank_labels;
  /// Text under the board: the position in the game's notation (FEN, SFEN), pieces in hand.
  std::string caption;

  /// Makes an empty board of `f` x `r` points.
  void resize(int f, int r) {
    files = f;
    ranks = r;
    cells.assign(static_cast<std::size_t>(f * r), std::string());
    owner.assign(static_cast<std::size_t>(f * r), no_owner);
  }
  /// Puts `label` of `player` on the point at column `file` and row `row` (0 = top).
  void put(int file, int row, std::string label, std::uint8_t player) {
    const auto i = static_cast<std::size_t>(row * files + file);
    cells[i] = std::move(label);
    owner[i] = player;
  }
};

}  // namespace repetita

#endif
