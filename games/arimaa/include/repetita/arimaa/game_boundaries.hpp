#ifndef REPETITA_ARIMAA_GAME_BOUNDARIES_HPP
#define REPETITA_ARIMAA_GAME_BOUNDARIES_HPP

/// \file
/// Where the games of an Arimaa text start (docs/cli-arimaa.md, "Several games in one file"). The
/// notation has no separator between games: a game starts at gold's setup line (`1g` or `1w`),
/// unless it follows a takeback line (which withdraws silver's setup), or at a board diagram (its
/// label line, with the diagram's border on the next line), or at the header lines of an arimaa.com
/// game page export (`GameId: 100`, then the moves). An arimaa.com archive (archive.hpp: a column
/// line, then one game per line) is never cut: every line is read with its first. The splitter (splitter.hpp) and the
/// adapter's reader (adapter.hpp) both feed every line through this class, so chunks are cut exactly
/// where the reader starts a record.

#include <string_view>

namespace repetita::arimaa::notation {

/// Where games start, line by line (see the file comment).
class game_boundaries {
 public:
  /// Where the line fed starts a game, if it does.
  enum class cut : unsigned char {
    none,           ///< the line belongs to the current game
    here,           ///< a new game starts at this line
    previous_line,  ///< a new game starts at the line before (a diagram's label)
  };

  /// Feeds the next line (without its line end). Lines before the first game's start belong to
  /// the first game: a cut is only reported once the current game holds a label or diagram.
  cut feed(std::string_view line) noexcept;

  /// True once a label, diagram or header line was fed since the last cut (the text holds a game).
  [[nodiscard]] bool has_game() const noexcept { return content_; }

 private:
  bool content_ = false;                 // the current game holds a label (or diagram)
  bool previous_bare_label_ = false;     // the line before was a label alone
  bool content_before_previous_ = false; // the current game held something before that label
  bool last_was_takeback_ = false;       // the last label line was a takeback
  bool only_tags_ = false;               // the current game holds header lines and nothing else
  bool seen_line_ = false;               // a line was fed
  bool archive_ = false;                 // the input is an arimaa.com archive
};

}  // namespace repetita::arimaa::notation

#endif
