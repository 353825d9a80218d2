#ifndef REPETITA_ARIMAA_NOTATION_HPP
#define REPETITA_ARIMAA_NOTATION_HPP

/// \file
/// The Arimaa game-record notation (arimaa.com long notation): one turn per line, `2g Ee2n Ee3n`,
/// the older side letters `w`/`b`, setups `Ra1`, captures `cf3x` right after the step that caused
/// them, and the archive extras `takeback`, `resign`/`resigns`, `pass`; a record may start from a
/// board diagram (AEI's position files). Reading (syntax), resolving (takebacks, the rules of
/// movement), replaying (under a rule set) and writing. Errors carry the line, the column, the turn
/// and a kind.

#include <repetita/arimaa/board.hpp>
#include <repetita/arimaa/move.hpp>
#include <repetita/arimaa/result.hpp>
#include <repetita/verdict.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::arimaa::notation {

/// What kind of problem a record has (the tool prints it as the error's kind).
enum class error_kind : std::uint8_t {
  bad_label,        ///< a line that does not start with a turn label such as 2g
  bad_token,        ///< a token that is not a placement, a step, a capture or a keyword, or stands wrongly
  bad_diagram,      ///< a start diagram that cannot be read
  unexpected_turn,  ///< a turn out of order, written twice, or after the end of the record
  bad_takeback,     ///< a takeback with no turn to take back
  illegal_setup,    ///< a setup that does not place the 16 pieces of the side on its home rows
  illegal_step,     ///< a step or move that the rules of movement forbid (see check_move)
  bad_capture,      ///< a capture missing, or written where no piece is captured
  bad_archive_line, ///< an arimaa.com archive line without the columns of the archive's first line
  no_rule_set       ///< replay was asked for a rule set that does not exist
};
/// "bad_label", "illegal_step", ...
[[nodiscard]] std::string_view to_string(error_kind k) noexcept;

/// Where and why a record could not be read or replayed. Lines and columns count from 1 (columns
/// in bytes); `turn` is the turn label as written ("3s", "12w"), empty before the first label.
struct error {
  int line = 0;
  int column = 0;
  std::string turn;
  std::string message;
  error_kind kind = error_kind::bad_token;
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

/// A start position written as a board diagram, as AEI's position files write it (Janzert/AEI,
/// pyrimaa/board.py parse_long_pos, example_position.txt): a label line, a border, the ranks 8 to 1,
/// a border and optionally the file letters:
///
///     3w
///      +-----------------+
///     8| r r r r r r r r |
///     ...
///     1| R R R R   R R R |
///      +-----------------+
///        a b c d e f g h
///
/// A cell holds a piece letter, or ' ', '.', 'x' or 'X' for an empty square.
struct diagram {
  position start;          ///< in play, the label's side to move
  int number = 0;          ///< the label's turn number: the first turn line must carry the same label
  bool old_letters = false;
  int line = 0;            ///< of the label
  int column = 0;
};

/// A header line of the arimaa.com game page export (`GameId: 100`, `White: bot_Occam`,
/// `ResultCode: b`): a name of letters, digits and `_` starting with a letter, a colon, the value
/// (blanks around it trimmed). The arimaa.com archive's columns are read into tags too (archive.hpp).
struct tag {
  std::string name;
  std::string value;
  int line = 0;
};

/// A record: header lines (tags), an optional start diagram, then its turn lines in order.
struct record {
  std::vector<tag> tags;
  std::optional<notation::diagram> diagram;
  std::vector<turn_line> turns;
  /// The value of the first tag named `name` (exact case), or nullptr.
  [[nodiscard]] const std::string* tag_value(std::string_view name) const noexcept;
};

/// If `line` is a header line (`GameId: 100`; see `tag`), its name and value.
[[nodiscard]] std::optional<tag> read_tag(std::string_view line);

/// Reads the syntax of a record (one game): header lines (`GameId: 100`, as the arimaa.com game
/// page export writes them before the moves), an optional start diagram, then the turn lines. Blank
/// lines and lines starting with `#` are skipped, and so is a UTF-8 byte order mark. Never throws
/// on bad input.
[[nodiscard]] result<record, error> read(std::string_view text);

/// How replaying or resolving reads the turns.
struct read_options {
  /// A turn label written again right after its turn (a move the referee refused, then the move it
  /// accepted) replaces the earlier turn, as if a takeback line stood between them. Off: an error
  /// (the notation withdraws a turn with a takeback line only).
  bool repeated_turn_replaces = false;
};

/// The turns of a record that stand (takebacks applied), each checked against the rules of
/// movement, but not judged by a rule set (repetition, end of the game).
struct resolved {
  position start;                      ///< the diagram's position, else the start given
  std::vector<move> moves;             ///< the turns that stand, ply 1 first
  std::vector<std::size_t> lines;      ///< per move: the index in record::turns of its line
  std::optional<std::size_t> resignation;  ///< the index in record::turns of a resign line
  /// The last move breaks the rules of moving but could be made on the board (facts::illegal_turn):
  /// its index in `moves`, and why. The turns written after it are void (not read).
  std::optional<std::size_t> illegal_turn;
  std::string illegal_why;
  std::size_t void_turns = 0;  ///< turns written after the illegal one
};

/// Checks the turns of `r` from its diagram, else from `start` (by default the empty board: the
/// record begins with the setups): the labels follow each other, the steps are legal, the captures
/// are written right after the step that caused them; takebacks withdraw turns. After a resign line
/// or a label with no move, only labels with no move may follow.
[[nodiscard]] result<resolved, error> resolve(const record& r, const position& start = position{},
                                              const read_options& options = {});

/// How a replayed game ended.
enum class reason : char {
  none = 0,             ///< not over (the record stops)
  goal = 'g',
  elimination = 'e',
  immobilization = 'm',  ///< including "every move would repeat" (arimaa rule set)
  resignation = 'r',
  illegal_move = 'i'     ///< a third occurrence, an unchanged position or an illegal turn (the mover loses)
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

/// Replays a record from its diagram, else from `start` (by default the empty board: the record
/// begins with the setups), under a rule set of `rule_sets` ("arimaa" or "aei"): resolve(), then
/// every turn through a referee. An illegal move under the rule set (third occurrence, unchanged
/// position) ends the replay with reason `i` (a record that holds one cannot come from the
/// arimaa-server, which refuses the move; AEI ends the game there). Turns after the end of the
/// game are errors.
[[nodiscard]] result<game_result, error> replay(const record& r, std::string_view rule_set = "arimaa",
                                                const position& start = position{}, const read_options& options = {});
/// read() then replay().
[[nodiscard]] result<game_result, error> replay(std::string_view text, std::string_view rule_set = "arimaa",
                                                const position& start = position{}, const read_options& options = {});

/// One turn of the side to move in `before`, typed as a turn line's tokens with or without its
/// label: "Ee2n Ee3n rb3e Hb2n" (captures may be written, "rc3x", or left out), a setup "Ra1 Rb1
/// ...", or "pass". The rules of movement are checked (check_move); an unchanged board (a pass) is
/// not (the rule sets judge it). The error says why, with the column in `text` where it has one.
[[nodiscard]] result<move, std::string> read_turn(const position& before, std::string_view text);

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
/// The board diagram of a position in play (see `diagram`), labelled with `number` and the side to
/// move, followed by a record of `moves` from it: what read() reads back with the same moves.
[[nodiscard]] std::string write_from_diagram(const position& start, int number, const std::vector<move>& moves);

}  // namespace repetita::arimaa::notation

#endif
