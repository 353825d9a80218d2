#ifndef REPETITA_GO_MAIN_LINE_HPP
#define REPETITA_GO_MAIN_LINE_HPP

/// \file
/// The main line of an SGF game tree (the first variation at each node, FF[4]: "the first child is
/// the main line") as a start position and a list of plies, for tools that replay one line of play
/// per record (the repetita CLI). Setup nodes before the first move belong to the start position;
/// a node that edits the board (AB, AW, AE) after it is a ply of its own that no rule judges; PL
/// after the first move makes no ply (each move's colour says who moved).

#include <repetita/go/game.hpp>
#include <repetita/go/result.hpp>
#include <repetita/go/sgf.hpp>

#include <cstddef>
#include <string_view>
#include <vector>

namespace repetita::go::sgf {

/// One ply of a main line: a move (a play or a pass), or a setup node after the first move.
struct main_line_step {
  move m{};                     ///< the move, when `setup` is null
  const node* setup = nullptr;  ///< a node that edits the board (AB, AW, AE) after the first move: apply_setup
  std::string_view written;     ///< the move's value as written, blanks trimmed: "dd", "tt", "" for "[]"; empty for a setup
  std::size_t line = 0;         ///< of the move's property (B or W), or of the setup node's ';'
  std::size_t column = 0;

  [[nodiscard]] bool is_setup() const noexcept { return setup != nullptr; }
};

/// A game tree's main line. Its steps point into the tree, which must outlive it.
struct main_line {
  /// The root's information; `info.start` is the start position (ply 0): the root's setup and every
  /// setup node before the first move, with the player to move from PL if one of those nodes has
  /// it, else the colour of the first move (a record says who moved first), else read_info's guess.
  game_info info;
  std::vector<main_line_step> steps;  ///< one per ply, in order
};

/// Reads the main line of `t`: the root's information, setup and moves (errors as read_info,
/// apply_setup and read_moves give them, with the property's line and column).
[[nodiscard]] result<main_line, error> read_main_line(const tree& t);

}  // namespace repetita::go::sgf

#endif
