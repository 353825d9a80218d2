#ifndef REPETITA_CORPUS_GAME_DRIVER_HPP
#define REPETITA_CORPUS_GAME_DRIVER_HPP

/// \file
/// The seam between the tool and one game, as the commands see it. A game driver knows its record
/// format (how to recognise it, how to cut a byte stream into chunks of whole records, how to read
/// them), its registry of rule sets, its players' names and its move notation; it replays a chunk
/// of records under the chosen rule sets in one tracker pass per record, and answers a claim.
/// Everything else (inputs, workers, progress, writers, subcommands) knows only this interface and
/// report.hpp.
///
/// There is one implementation, adapter_driver<A>, over a game's record adapter
/// (games/<game>/include/repetita/<game>/adapter.hpp): a new game brings its folder and its line in
/// the list of games (REPETITA_GAME_LIST), and nothing here changes.

#include <repetita/corpus/report.hpp>

#include <repetita/records/record_option.hpp>
#include <repetita/records/record_splitter.hpp>

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace repetita::corpus {

/// A named rule set of a game (index 0 is the game's standard one).
struct rule_set_entry {
  std::string_view name;
  std::string_view description;
  std::string_view source;
};

/// What composes a game's rule sets at run time, beside the `--rules` names: the values of the
/// games' options (record_option.hpp), by option name (docs/cli.md, "Game options").
using rule_options = repetita::record_option_values;

/// Whole records cut from an input, and what cuts them (include/repetita/records/).
using record_chunk = repetita::record_chunk;
using chunk_splitter = repetita::record_splitter;

/// How records are read and which rule sets are reported.
struct replay_options {
  std::vector<std::size_t> rule_sets;  ///< indices into the driver's rule sets, in output order
  bool lenient = false;                ///< accept common non-standard notation (the game's lenient reader)
  bool strict = false;                 ///< reject what the standard forbids even where readers accept it
  bool annotations = false;            ///< events carry the clock and evaluation their record gives (--annotations)
  bool fold = true;                    ///< fold claims that merely continue (docs/cli.md, "Folding")
  /// Draw the repeated position of each game the rule sets end differently (game_report::figure):
  /// `report` asks it; it costs a second replay of those games up to that position.
  bool diagrams = false;
  /// --max-plies: a record with more plies is not replayed but reported as the read error
  /// `too_many_plies` (its file, line, game and the first ply past the limit); 0: no limit.
  std::uint64_t max_plies = 0;
  /// Keep only the events the summary commands read (`stats`, `compare`, `report`): the first
  /// summary_events_kept of each rule set, the first claimable draw, the first claimable repetition,
  /// the first illegal move, the first event of each evidence kind and the end; the others are
  /// counted (rule_set_report::events_left_out, illegal_left_out). So their memory per game does not
  /// grow with its events (issue 42: a 1.28 M-ply shuffle held 1.5 GB of events under `stats`).
  bool summary_events = false;
};

/// Replays chunks of records. One per worker thread: it keeps its tracker and buffers from one
/// record to the next, so the steady state does not allocate per ply.
class chunk_processor {
 public:
  virtual ~chunk_processor() = default;
  /// Reads and replays every record of `chunk`. Game numbers and lines in `out` are as in the
  /// input when `chunk.first_line` is right; game numbers count from 1 within the chunk.
  virtual void process(const record_chunk& chunk, const std::string& file, batch_report& out) = 0;

  /// Whether read_range reads (the game's reader says where it stands: reading_place).
  [[nodiscard]] virtual bool reads_ranges() const noexcept = 0;
  /// Where the records read by read_range end.
  struct range_read {
    std::uint64_t end = 0;    ///< offset in the text: just past the last record read, or where reading stopped
    std::uint64_t lines = 0;  ///< line ends before `end`
    bool resumable = false;   ///< `end` is a place where a reader may start afresh (reading_place)
  };
  /// Reads and replays the records of `text`, which starts at a record start (lines count from 1
  /// there), that start at or before offset `end`, with the game's reader alone (record_range.hpp,
  /// reading_place): they end at the first resumable place after `end`, or at the end of `text`.
  /// When the reader stops past `end` at a place that is not resumable, `out` is to be dropped and
  /// the range read chunk by chunk. nullopt unless reads_ranges().
  virtual std::optional<range_read> read_range(std::string_view text, std::uint64_t end, const std::string& file,
                                               batch_report& out) = 0;
};

/// `repetita check`: a claim by the player to move at `ply`, on the board or by writing `move`.
struct claim_query {
  std::uint64_t game = 1;               ///< 1-based game in the file
  ply_t ply = 0;
  std::string move;                     ///< empty: a claim on the board (FIDE 9.2.2)
  std::vector<std::size_t> rule_sets;   ///< indices into the driver's rule sets
  bool lenient = false;
  bool strict = false;  ///< read_options::strict
};

/// The verdict on a claim under one rule set, with its evidence.
struct claim_verdict {
  std::size_t rule_set = 0;
  bool correct = false;
  verdict evidence;                  ///< correct: the claimable draw (its rule, citation, count)
  evidence_kind kind = evidence_kind::other;  ///< correct: what the claim rests on
  std::vector<ply_t> evidence_plies; ///< correct: the plies the claim rests on, as an event's occurrences
  std::vector<ply_t> occurrences;    ///< every ply with the position claimed about (its identity under the rule set)
  ply_t clock = 0;                   ///< plies without progress at that position
  verdict ended;                     ///< the game had already ended (kind none if not)
};

struct claim_report {
  game_report game;                  ///< the game (rule_sets left empty)
  ply_t ply = 0;
  player_index claimant = no_player;
  std::string move;                  ///< the written move in canonical notation, empty for a claim on the board
  std::string move_label;            ///< e.g. "34.Qe2"
  std::string last_move_label;       ///< the move that led to `ply`, e.g. "33...Rd5"; empty at ply 0
  std::vector<claim_verdict> verdicts;
};

/// A problem with what the user asked for (the CLI's usage error): no such game, ply or move.
struct claim_problem {
  std::string message;
};

using claim_outcome = std::variant<claim_report, read_error, claim_problem>;

class game_driver {
 public:
  virtual ~game_driver() = default;

  /// The game's name on the command line and in `rules` ("chess").
  [[nodiscard]] virtual std::string_view game() const noexcept = 0;
  /// The record format's name ("pgn").
  [[nodiscard]] virtual std::string_view format() const noexcept = 0;
  /// True if a file name ending in `extension` (lower case, with the dot: ".pgn") is this format.
  [[nodiscard]] virtual bool has_extension(std::string_view extension) const noexcept = 0;
  /// True if the first bytes of an input look like this format (for stdin and unknown extensions).
  [[nodiscard]] virtual bool looks_like(std::string_view head) const noexcept = 0;
  /// True if the first bytes of an input are this format whatever its extension (a PGN whose tags
  /// say `[Variant "xiangqi"]`): asked before extensions.
  [[nodiscard]] virtual bool owns(std::string_view head) const noexcept = 0;
  /// The game's rule sets; index 0 is the standard one.
  [[nodiscard]] virtual std::span<const rule_set_entry> rule_sets() const noexcept = 0;
  /// The word for a player in the output: "white", "black".
  [[nodiscard]] virtual std::string_view player_label(player_index player) const noexcept = 0;
  /// The game's result in its record notation after a game-ending verdict: "1/2-1/2" for a draw,
  /// "1-0" or "0-1" for a loss, "*" for no result.
  [[nodiscard]] virtual std::string_view result_of(const verdict& end) const noexcept = 0;

  [[nodiscard]] virtual std::unique_ptr<chunk_splitter> make_splitter() const = 0;
  [[nodiscard]] virtual std::unique_ptr<chunk_processor> make_processor(const replay_options& options) const = 0;
  [[nodiscard]] virtual claim_outcome check_claim(std::istream& in, const std::string& file,
                                                  const claim_query& query) const = 0;

  /// The options of this game (Go: suicide), for option parsing and help; empty for most games.
  [[nodiscard]] virtual std::span<const record_option> options() const noexcept = 0;
  /// What records it reads, for help: "chess PGN (.pgn)".
  [[nodiscard]] virtual std::string_view reads() const noexcept = 0;
  /// Help on the `--rules` names it reads beyond its rule sets' (Go: KataGo rules strings), or "".
  [[nodiscard]] virtual std::string_view rules_help() const noexcept = 0;

  /// A driver of this game for one run whose rule sets are composed at run time from the `--rules`
  /// names (Go: KataGo rules strings) and the values of its own `options` (Go: suicide), its rule sets named as
  /// composed ("psk+suicide=forbidden"); nullptr when the game's own rule sets serve (always, for a
  /// game that composes nothing). Made once per composition: it lives as long as the program.
  /// Throws std::invalid_argument (a bad option value, or names asking one rule set twice composed
  /// differently).
  [[nodiscard]] virtual const game_driver* composed(std::span<const std::string> names,
                                                    const rule_options& options) const = 0;
  /// The index of the rule set a `--rules` name asks for: a name of rule_sets() (for a composed
  /// driver, the name of the rule set it was composed from), or one the game reads at run time
  /// (Go: "koSITUATIONALsui0" asks rule set `ssk`); nullopt if the game knows no such name.
  [[nodiscard]] virtual std::optional<std::size_t> rule_set_asked(std::string_view name) const noexcept = 0;

  /// The index of the rule set called `name`.
  [[nodiscard]] std::optional<std::size_t> find_rule_set(std::string_view name) const noexcept {
    const auto all = rule_sets();
    for (std::size_t i = 0; i < all.size(); ++i)
      if (all[i].name == name) return i;
    return std::nullopt;
  }
  /// "white", "black", or "null"-like empty for no player.
  [[nodiscard]] std::string_view label_or_empty(player_index player) const noexcept {
    return player == no_player ? std::string_view{} : player_label(player);
  }
};

}  // namespace repetita::corpus

#endif
