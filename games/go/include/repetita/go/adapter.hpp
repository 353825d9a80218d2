#ifndef REPETITA_GO_ADAPTER_HPP
#define REPETITA_GO_ADAPTER_HPP

/// \file
/// Go records for tools (repetita::record_adapter): SGF FF[4], cut into chunks of whole game trees
/// by sgf::splitter and read tree by tree by sgf::reader; the main line of each tree (main_line.hpp)
/// is the record's plies; players Black and White (Black moves first); results in SGF RE notation;
/// moves as written ("dd") and with their numbers for people ("12. B Q16") (docs/cli-go.md).

#include <repetita/go/game.hpp>
#include <repetita/go/main_line.hpp>
#include <repetita/go/rule_sets.hpp>
#include <repetita/go/sgf.hpp>
#include <repetita/go/sgf_scanner.hpp>
#include <repetita/go/sgf_splitter.hpp>
#include <repetita/history.hpp>
#include <repetita/ply.hpp>
#include <repetita/records/record_adapter.hpp>
#include <repetita/records/record_error.hpp>
#include <repetita/records/record_option.hpp>
#include <repetita/records/record_header.hpp>
#include <repetita/result.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace repetita::go {

namespace sgf {

/// Where a game tree starts in its input (the '('), for the lines and columns of its errors.
struct tree_origin {
  std::uint64_t game = 0;    ///< 1-based index in the reader's text
  std::uint64_t line = 1;    ///< line of the '(' in the input
  std::uint64_t column = 1;  ///< column (characters) of the '(' on its line
};

/// Players (PB, PW), title (EV, PC, DT; GN if there is no EV; the RU value), recorded result (RE),
/// plies of the main line; text in UTF-8 from the root's charset (CA, sgf_charset.hpp).
void read_header(const tree& t, const main_line& line, record_header& out);

/// The reader's error as tools print it: kind `syntax`, `bad_value`, `unsupported` or `too_deep`;
/// the line and column in the input (the reader counts from the tree's '(').
[[nodiscard]] record_error to_record_error(const error& e, const std::string& file, const tree_origin& origin);

/// A ply as written: the SGF value ("dd", "tt"), "pass" for an empty value, "setup" for a setup node.
[[nodiscard]] std::string_view move_text(const main_line_step& step) noexcept;

/// Ply index + 1 for people on a board `height` rows high: "12. B Q16", "13. W pass", "14. setup"
/// (columns A to Z without I, rows from the bottom).
[[nodiscard]] std::string move_label(const main_line_step& step, std::size_t index, int height);

}  // namespace sgf

/// The values of the `suicide` option (suicide_policy_named reads them).
inline constexpr std::array<std::string_view, 3> suicide_policy_names{"forbidden", "multi-stone", "allowed"};

struct adapter {
  using game = go::game;
  using registry_type = go::registry_type;
  using splitter = sgf::splitter;

  static constexpr std::string_view name = "go";
  static constexpr std::string_view format = "sgf";
  static constexpr std::array<std::string_view, 1> extensions{".sgf"};
  /// Black moves first: players[0] is Black (PB), players[1] White (PW), as repetita::go::color.
  static constexpr std::array<std::string_view, 2> players{"black", "white"};

  /// SGF starts (after a byte order mark and blanks) with a game tree: '(' then ';' (blanks may
  /// stand between them). UTF-16 text is recognised by its byte order mark.
  [[nodiscard]] static bool looks_like(std::string_view head) noexcept;
  [[nodiscard]] static const registry_type& rule_sets() noexcept { return go::rule_sets; }
  /// Rule set names read at run time beyond the registry's (parse_rule_set_name): KataGo rules
  /// strings ("koSITUATIONALsui0") and composed names ("psk+suicide=forbidden"); the index of the
  /// base rule set, or nullopt.
  [[nodiscard]] static std::optional<std::size_t> rule_set_index(std::string_view name) noexcept {
    const auto request = parse_rule_set_name(name);
    return request ? std::optional<std::size_t>{request->rule_set} : std::nullopt;
  }
  /// What it reads, for help.
  static constexpr std::string_view reads = "Go SGF (.sgf)";
  /// Its one option (record_option.hpp): the suicide policy of every chosen rule set.
  static constexpr std::array<record_option, 1> options{{
      {"suicide", "P", suicide_policy_names,
       "every chosen Go rule set with suicide policy P: forbidden, multi-stone (a single-stone suicide is "
       "illegal, a multi-stone one legal) or allowed; named as composed, e.g. psk+suicide=forbidden"}}};
  /// The names it reads at run time beyond its rule sets', for help.
  static constexpr std::string_view rules_help =
      "KataGo rules strings: koPOSITIONALscoreAREAtaxNONEsui1 (psk with suicide multi-stone: "
      "psk+suicide=multi-stone), koSITUATIONALsui0 (ssk+suicide=forbidden), koSIMPLE (simple-ko); and composed "
      "names (psk+suicide=forbidden). A run holds each rule set once: two names asking one rule set with two "
      "suicide policies are a usage error";
  /// The registry of one run for the `--rules` names and the value of `suicide` in `options`
  /// (absent: not given): compose_rule_sets; nullopt when rule_sets() serves. Throws
  /// std::invalid_argument for a suicide value that names no policy and for names that ask one
  /// rule set with two policies.
  [[nodiscard]] static std::optional<registry_type> compose(std::span<const std::string> names,
                                                            const record_option_values& options);
  /// SGF RE values: "Void" for no result (Japanese 1989 Art. 12), "0" for a draw, "B+"/"W+" for a win.
  [[nodiscard]] static std::string_view result_text(const verdict& end) noexcept;
  /// Go rules have no draw claim to check (`repetita check`): why, as a clean usage error
  /// (docs/cli-go.md, "check").
  [[nodiscard]] static std::string claims_unsupported(const std::string& file);
  /// The board for people (reports): Black's stones owned by player 0, the player to move and the
  /// captures below. Columns are lettered A to Z without I, rows numbered from the bottom.
  [[nodiscard]] static board_diagram diagram(const position& p);

  // ---- the play hooks (record_adapter.hpp, adapter_plays): a game played move by move ----------

  /// The empty 19x19 board, Black to move.
  [[nodiscard]] static position start_position() { return position{19, 19}; }
  /// A board size as SGF's SZ writes it ("19", "9", "19:13" for 19 columns and 13 rows), or an SGF
  /// game tree whose root and setup nodes give the start (SZ, AB and AW: handicap stones, AE, PL:
  /// "(;SZ[9]HA[2]AB[cc][gg])"). A tree with moves is refused: a start has none.
  [[nodiscard]] static result<position, std::string> read_position(std::string_view text);
  /// The position as an SGF game tree: SZ, AB, AW and PL ("(;SZ[9]AB[cc]PL[W])"); the captures so
  /// far are not written.
  [[nodiscard]] static std::string write_position(const position& p);
  /// A play of the player to move at an SGF point ("dd", columns then rows from the top left) or at
  /// a GTP vertex ("D16": columns A-T without I, rows from the bottom), or a pass ("pass", "" as SGF
  /// writes it, and "tt" on boards up to 19x19, as FF[3] did). A point off the board or occupied is refused; a
  /// suicide or a superko is not (the rule set judges it: the tracker's verdict_if).
  [[nodiscard]] static result<move, std::string> read_move(const position& p, std::string_view text);
  /// The SGF point ("dd"), or "pass".
  [[nodiscard]] static std::string write_move(const position& p, const move& m);

  /// One SGF game tree and its main line. Movable, not copyable: the main line points into the tree
  /// (a move keeps the tree's nodes where they are).
  class record {
   public:
    record() = default;
    record(const record&) = delete;
    record& operator=(const record&) = delete;
    record(record&&) = default;
    record& operator=(record&&) = default;
    ~record() = default;

    /// Game number and line of the tree's '(', and what its root says (sgf::read_header).
    void header(record_header& out) const;
    /// The root's board and setup, and every setup node before the first move (main_line.hpp).
    [[nodiscard]] const position& start() const noexcept { return line_.info.start; }
    [[nodiscard]] std::size_t plies() const noexcept { return line_.steps.size(); }

    /// Plays ply i. A setup node after the first move edits the board (SGF: "no prisoners nor any
    /// other captures"); it is recorded with the pass fact, so no rule judges it, and later positions
    /// are still compared with the earlier ones. An illegal move is played too (SGF FF[4]: "It
    /// doesn't matter if the move itself is illegal"), and does not end the game.
    template <class Tracker>
    position play(Tracker& t, const position& before, std::size_t i) const {
      const sgf::main_line_step& step = line_.steps[i];
      if (!step.is_setup()) return t.play(before, step.m);
      position after = before;
      static_cast<void>(sgf::apply_setup(*step.setup, after));  // read_main_line checked it
      t.push(after, ply_input{no_move_key, ply_facts{ply_facts::pass}});
      return after;
    }
    /// Go rule sets give no claimable draw: nothing is announced.
    [[nodiscard]] const move* announceable(std::size_t /*i*/) const noexcept { return nullptr; }
    /// Ply i as written ("dd", "pass", "setup") and with its number ("12. B Q16").
    void describe(std::size_t i, std::string& text, std::string& label) const;
    /// The player who made ply i: the move's colour, also when a record has one colour move twice
    /// (the tracker names the player whose turn it was); no_player for a setup node.
    [[nodiscard]] player_index mover_of(std::size_t i) const noexcept {
      const sgf::main_line_step& step = line_.steps[i];
      return step.is_setup() ? no_player : static_cast<player_index>(step.m.player);
    }

    [[nodiscard]] const sgf::tree& tree() const noexcept { return tree_; }
    [[nodiscard]] const sgf::main_line& line() const noexcept { return line_; }

   private:
    friend struct adapter;
    sgf::tree tree_;
    sgf::main_line line_;  // points into tree_
    sgf::tree_origin origin_;
  };

  /// Reads the SGF game trees of a text (a chunk of an input), each by its own sgf::reader, so a
  /// broken tree is reported and the next one is read (sgf::reader itself stops at its first
  /// error). Where a tree ends is sgf::tree_scanner's answer, as the splitter's.
  class reader {
   public:
    reader(std::string_view text, const std::string& file, std::uint64_t first_line, const read_options& options);
    read_status read(record& out, record_error& error);

   private:
    /// Reads the tree text_[begin, end) found at origin_.
    read_status read_tree(std::size_t begin, std::size_t end, record& out, record_error& error);

    std::string_view text_;
    std::string file_;
    sgf::reader_options options_;
    sgf::tree_scanner scanner_;
    sgf::tree_origin origin_;     // of the tree being scanned
    std::size_t at_ = 0;          // bytes of text_ scanned
    std::size_t begin_ = 0;       // where the tree being scanned begins
    std::uint64_t line_;          // of text_[at_]
    std::uint64_t column_ = 0;    // characters before text_[at_] on its line
    std::uint64_t games_ = 0;     // trees begun
    bool done_ = false;
  };
};

}  // namespace repetita::go

#endif
