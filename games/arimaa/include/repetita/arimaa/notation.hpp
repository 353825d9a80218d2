#ifndef REPETITA_ARIMAA_NOTATION_HPP
#define REPETITA_ARIMAA_NOTATION_HPP

/// \file
/// The Arimaa game-record notation (arimaa.com long notation): one turn per line, `2g Ee2n Ee3n`,
/// the older side letters `w`/`b`, setups `Ra1`, captures `cf3x` right after the step that caused
/// them, and the archive extras `takeback`, `resign`/`resigns`, `pass`. Reading (syntax), replaying
/// (legality, under a rule set) and writing. Errors carry the line, the column and the turn.

#include <repetita/arimaa/board.hpp>
#include <repetita/arimaa/move.hpp>
#include <repetita/arimaa/result.hpp>
#include <repetita/verdict.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::arimaa::notation {

/// Where and why a record could not be read or replayed. Lines and columns count from 1; `turn`
/// is the turn label as written ("3s", "12w"), empty before the first label.
struct error {
  int line = 0;
  int column = 0;
  std::string turn;
  std::string message;
  /// "line 3, column 7 (turn 2g): message"
  [[nodiscard]] std::string to_string() const;
  friend bool operator==(const error&, const error&) = default;
};

/// One token of a turn line: a placement `Ra1`, a step `Ee2n` or a capture `cf3x`.
struct item {
  enum class kind : std::uint8_t { placement, step, capture };
  kind k = kind::step;
  piece what;
  square where = 0;
  direction dir = direction::north;  ///< for a step
  int column = 0;
};

/// One line of a record.
struct turn_line {
  enum class kind : std::uint8_t {
    moves,     ///< placements or steps (possibly none: a label alone, as at the end of archive records)
    takeback,  ///< withdraws the previous turn
    resign,    ///< the side of this line resigns
    pass       ///< the side passes the whole turn (illegal under both rule sets)
  };
  int number = 0;
  color side = color::gold;
  bool old_letters = false;  ///< written with w/b
  kind k = kind::moves;
  std::vector<item> items;
  int line = 0;
  int column = 0;  ///< of the label
  [[nodiscard]] std::string label() const;
};

/// A record: its turn lines in order.
struct record {
  std::vector<turn_line> turns;
};

/// Reads the syntax of a record. Blank lines and lines starting with `#` are skipped. Never throws
/// on bad input.
[[nodiscard]] result<record, error> read(std::string_view text);

/// How a replayed game ended.
enum class reason : char {
  none = 0,             ///< not over (the record stops)
  goal = 'g',
  elimination = 'e',
  immobilization = 'm',  ///< including "every move would repeat" (arimaa rule set)
  resignation = 'r',
  illegal_move = 'i'     ///< a third occurrence or an unchanged position (the mover loses)
};

/// The result of replaying a record.
struct game_result {
  std::vector<move> moves;          ///< the turns that stand (takebacks applied), ply 1 first
  position final_position;
  std::optional<color> winner;      ///< nullopt: not over
  notation::reason why = reason::none;
  ply_t ply = 0;                    ///< the ply that decided it
  verdict decisive;                 ///< the verdict that decided it (kind none for a resignation)
};

/// Replays a record from `start` (by default the empty board: the record begins with the setups)
/// under a rule set of `rule_sets` ("arimaa" or "aei"). Steps must be legal, captures must be
/// recorded exactly where they happen, turn labels must follow each other. An illegal move under
/// the rule set (third occurrence, unchanged position) ends the replay with reason `i`. Lines after
/// the end of the game, other than a bare label, are errors.
[[nodiscard]] result<game_result, error> replay(const record& r, std::string_view rule_set = "arimaa",
                                                const position& start = position{});
/// read() then replay().
[[nodiscard]] result<game_result, error> replay(std::string_view text, std::string_view rule_set = "arimaa",
                                                const position& start = position{});

/// "e2"
[[nodiscard]] std::string square_name(square s);
/// "Ee2n"
[[nodiscard]] std::string write_step(const step& s);
/// The move as a line's tokens: "Ra1 Rb1 ..." or "Ee2n Ee3n rb3e rc3x Hb2n" (captures included,
/// computed on `before`); "pass" for a move with no steps.
[[nodiscard]] std::string write_move(const position& before, const move& m);
/// "12g" (or "12w" with old letters).
[[nodiscard]] std::string turn_label(int number, color side, bool old_letters = false);
/// A whole record from `start` (a turn per line, "\n" after each; the first turn is 1g when the
/// start is the empty board, else 2 and the side to move).
[[nodiscard]] std::string write(const std::vector<move>& moves, const position& start = position{});

}  // namespace repetita::arimaa::notation

#endif
