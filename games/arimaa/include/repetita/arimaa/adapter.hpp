#ifndef REPETITA_ARIMAA_ADAPTER_HPP
#define REPETITA_ARIMAA_ADAPTER_HPP

/// \file
/// Arimaa records for tools (repetita::record_adapter): the arimaa.com long notation, optionally
/// from an AEI board diagram or after the header lines of the arimaa.com game page export
/// (notation.hpp), several games to a file, cut where game_boundaries says (splitter.hpp); the
/// arimaa.com archive, one game per line (archive.hpp); the rule sets of rule_sets.hpp; gold and silver; a ply is a whole turn, the
/// setups included; results name the winner (docs/cli-arimaa.md).

#include <repetita/arimaa/archive.hpp>
#include <repetita/arimaa/game.hpp>
#include <repetita/arimaa/game_boundaries.hpp>
#include <repetita/arimaa/notation.hpp>
#include <repetita/arimaa/repetition_immobilization.hpp>
#include <repetita/arimaa/rule_sets.hpp>
#include <repetita/arimaa/splitter.hpp>
#include <repetita/history_fact.hpp>
#include <repetita/ply.hpp>
#include <repetita/records/record_adapter.hpp>
#include <repetita/records/record_anomaly.hpp>
#include <repetita/records/record_error.hpp>
#include <repetita/records/record_header.hpp>
#include <repetita/result.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace repetita::arimaa {

namespace notation {

/// The word for a player, as `by`, the player columns and the results write it.
[[nodiscard]] std::string_view player_word(color c) noexcept;

/// The turn's tokens as written, separated by one blank: "Ee2n Ee3n rb3e rc3x Hb2n", "pass".
[[nodiscard]] std::string turn_text(const turn_line& t);

/// Players (`White`, `Black` header lines; the archive's `wusername`, `busername`), recorded result
/// (the winner `ResultCode` or the archive's `result` names, else the winner of a resignation),
/// plies, title (event, site, date and game id of the header lines, or a diagram start); not the
/// game number and line.
void read_header(const record& r, const resolved& res, record_header& out);

/// The reader's error as tools print it. `text` is the game's text, whose line 1 is line
/// `first_line` of the input; columns become characters (UTF-8), and the token at the error is the
/// error's text.
[[nodiscard]] record_error to_record_error(const error& e, std::string_view text, std::uint64_t first_line,
                                           std::uint64_t game, const std::string& file);

}  // namespace notation

struct adapter {
  using game = arimaa::game;
  using registry_type = arimaa::registry_type;
  using splitter = notation::splitter;

  static constexpr std::string_view name = "arimaa";
  static constexpr std::string_view format = "arimaa";
  /// What it reads, for help (record_adapter.hpp).
  static constexpr std::string_view reads =
      "Arimaa (.arimaa; and arimaa.com's game page exports and archives, told by content)";
  static constexpr std::array<std::string_view, 1> extensions{".arimaa"};
  /// Gold moves first: players[0] is gold, players[1] silver, as repetita::arimaa::color.
  static constexpr std::array<std::string_view, 2> players{"gold", "silver"};

  /// The first line that is not blank or a '#' comment (after a byte order mark) is a turn line,
  /// or a label alone with a diagram border on the next line; or `owns`.
  [[nodiscard]] static bool looks_like(std::string_view head) noexcept;
  /// What only arimaa.com writes, whatever the extension (its game page export is saved as .pgn):
  /// an archive's column line (archive.hpp), or header lines (`GameId: 100`) followed by a turn line.
  [[nodiscard]] static bool owns(std::string_view head) noexcept;
  [[nodiscard]] static const registry_type& rule_sets() noexcept { return arimaa::rule_sets; }
  /// Arimaa has no draw: a game-ending verdict is a loss, and the result names the winner ("gold",
  /// "silver"); "*" otherwise.
  [[nodiscard]] static std::string_view result_text(const verdict& end) noexcept;
  /// Arimaa has no draw claim (the repetition rule forbids the move instead): why `repetita check`
  /// is a usage error for an Arimaa record.
  [[nodiscard]] static std::string claims_unsupported(const std::string& file);
  /// The board for people (reports): E M H D C R for gold (player 0), lower case for silver, the
  /// traps c3, f3, c6, f6 marked, rank 8 on top.
  [[nodiscard]] static board_diagram diagram(const position& p);

  // ---- the play hooks (record_adapter.hpp, adapter_plays): a game played turn by turn -----------

  /// Check 6 of the end of the game (a player whose only moves are third-time repetitions loses),
  /// computed for the chosen rule set as the records' replay computes it (record::play).
  using play_history_fact = repetition_immobilization;
  /// The empty board, gold to set up (a game begins with the two setups).
  [[nodiscard]] static position start_position() noexcept { return position{}; }
  /// A record's text, as the reader reads it (notation.hpp): an optional AEI board diagram, then
  /// turn lines; the position after its turns. "" is the start; "1g Ra2 Rb2 ..." gold's setup made.
  [[nodiscard]] static result<position, std::string> read_position(std::string_view text);
  /// What read_position reads back: "" before the setups, gold's setup line during silver's, a
  /// board diagram labelled 2g or 2s in play (the turn number is not part of a position).
  [[nodiscard]] static std::string write_position(const position& p);
  /// One turn of the player to move (notation::read_turn): "Ee2n Ee3n", captures written or not,
  /// a setup "Ra1 Rb1 ...", or "pass"; a turn the rules of movement forbid is refused, one a rule
  /// set forbids (a third occurrence, an unchanged board) is judged.
  [[nodiscard]] static result<move, std::string> read_move(const position& p, std::string_view text) {
    return notation::read_turn(p, text);
  }
  /// The turn's tokens, captures included ("Ee2n Ee3n rb3e rc3x Hb2n"), "pass" for none.
  [[nodiscard]] static std::string write_move(const position& p, const move& m) { return notation::write_move(p, m); }

  /// One game: its turn lines and the turns that stand (takebacks applied), and the state of check 6
  /// while it is replayed.
  class record {
   public:
    /// Game number, line of its first label (or diagram), and what notation::read_header says.
    void header(record_header& out) const;
    /// The diagram's position, else the empty board (the record begins with the setups).
    [[nodiscard]] const position& start() const noexcept { return resolved_.start; }
    /// The turns that stand.
    [[nodiscard]] std::size_t plies() const noexcept { return resolved_.moves.size(); }

    /// Plays turn i and pushes it with its facts; check 6 of the end of the game ("the only moves
    /// player B has are 3rd time repetitions", Arimaa Game Rules) is added by
    /// repetition_immobilization for the first rule set of the tracker's registry that makes it
    /// (makes_repetition_immobilization: `arimaa`, index 0, in the full registry and in the
    /// standard one). Not const: the watcher of check 6 is per-replay state, restarted at turn 0.
    template <class Tracker>
    position play(Tracker& t, const position& before, std::size_t i) {
      if (i == 0) {
        watched_ = watched_rule_set(t.rule_sets());
        watcher_.clear();
      }
      const position after = arimaa::play(before, resolved_.moves[i]);
      ply_input input{no_move_key, turn_facts(before, after)};
      if (resolved_.illegal_turn == i) input.facts.set(facts::illegal_turn);  // judged by the reader
      if (watched_)
        push_judged(t, watcher_, *watched_, before, after, input);
      else
        t.push(after, input);
      return after;
    }
    /// Arimaa has no draw to claim by writing a move.
    [[nodiscard]] const move* announceable(std::size_t /*i*/) const noexcept { return nullptr; }
    /// The turn as written ("Ee2n Ee3n"), and with its label ("12g Ee2n Ee3n").
    void describe(std::size_t i, std::string& text, std::string& label) const;

    /// Where the text stopped being a game, after the turns this record holds (a wrong turn label,
    /// a token that is no step...), or nullptr: the turns before the line of the anomaly stand
    /// (record_anomaly.hpp; docs/cli-arimaa.md, section 7).
    [[nodiscard]] const record_anomaly* anomaly() const noexcept { return anomaly_ ? &*anomaly_ : nullptr; }

    /// The turn lines as read (takebacks included).
    [[nodiscard]] const notation::record& lines() const noexcept { return record_; }
    /// The turns that stand, their start and their lines.
    [[nodiscard]] const notation::resolved& turns() const noexcept { return resolved_; }

   private:
    friend struct adapter;

    /// The first rule set of `registry` whose rules read facts::only_repetitions (check 6), if any.
    template <class Registry>
    [[nodiscard]] static std::optional<std::size_t> watched_rule_set(const Registry& registry) noexcept {
      for (std::size_t rs = 0; rs < std::remove_cvref_t<Registry>::size; ++rs)
        if (registry.reads_facts(rs, facts::only_repetitions)) return rs;
      return std::nullopt;
    }

    notation::record record_;
    notation::resolved resolved_;
    std::optional<record_anomaly> anomaly_;  // where the text stopped being a game
    std::uint64_t game_ = 0;  // 1-based, in the reader's text
    std::uint64_t line_ = 0;  // of the first label (or the diagram's label) in the input
    std::optional<std::size_t> watched_;   // the rule set check 6 is made for in this replay
    repetition_immobilization watcher_;    // the turns seen in this replay, for check 6
  };

  /// Reads the games of a text (a chunk of an input), one at a time: the lines go through
  /// game_boundaries, as the splitter's, and each game's text is read (notation::read) and its
  /// turns resolved (notation::resolve) on its own, so a broken game is reported and the next one
  /// is read.
  class reader {
   public:
    /// `options.lenient`: a turn written again right after its turn replaces it
    /// (notation::read_options::repeated_turn_replaces), as the CLI's `--lenient`.
    reader(std::string_view text, const std::string& file, std::uint64_t first_line, const read_options& options);
    /// The next game of the text, numbered from 1 (broken games count): `record` with `out` set,
    /// `error` with `error` set (a game that does not read or whose turns do not resolve), or `end`.
    read_status read(record& out, record_error& error);

   private:
    /// Reads the game text_[begin, end), whose first line is line `line` (0-based) of text_.
    read_status game(std::size_t begin, std::size_t end, std::uint64_t line, record& out, record_error& error);
    /// Reads the next game of an archive (one per line).
    read_status archive_game(record& out, record_error& error);
    /// Reads, resolves and stores one game's long notation; `to_error` turns the notation's error
    /// into the tool's.
    template <class ToError>
    read_status finish(std::string_view text, std::vector<notation::tag> tags, std::uint64_t line, record& out,
                       record_error& error, const ToError& to_error);

    std::string_view text_;
    std::string file_;
    std::uint64_t first_line_;
    notation::read_options options_;
    notation::game_boundaries boundaries_;
    std::size_t game_start_ = 0;           // byte where the current game's text starts
    std::uint64_t game_line_ = 0;          // its line in text_ (0-based)
    std::size_t line_start_ = 0;           // the next line to feed
    std::size_t previous_line_start_ = 0;  // the line fed before it
    std::uint64_t line_ = 0;               // the next line's number in text_ (0-based)
    std::uint64_t games_ = 0;              // games begun
    bool done_ = false;                    // the last game was read
    std::optional<notation::archive_columns> archive_;  // the text is an arimaa.com archive
  };
};

}  // namespace repetita::arimaa

#endif
