#ifndef REPETITA_GO_SGF_HPP
#define REPETITA_GO_SGF_HPP

/// \file
/// SGF FF[4] (red-bean.com/sgf) for Go: a streaming reader of game trees over std::istream (several
/// game trees per file, variations, escaped characters, UTF-8 and UTF-16 byte order marks), errors
/// with line and column; and the Go meaning of a tree: size (SZ[19], SZ[w:h]), setup (AB, AW, AE with
/// compressed point lists, PL), moves (B, W; passes as [] and as [tt] on boards up to 19x19), KM,
/// HA, RU mapped to a rule set, and the tolerant replay of every variation under every rule set.

#include <repetita/go/game.hpp>
#include <repetita/go/referee.hpp>
#include <repetita/go/result.hpp>

#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::go::sgf {

/// A reading error: where (1-based line and column; lines end with LF, CRLF or CR, columns count
/// characters of the UTF-8 text) and why.
struct error {
  enum class kind : std::uint8_t {
    syntax,       ///< not SGF: a missing '(' ';' ']' or ')', a property without a value, ...
    value,        ///< a property value that does not mean anything here: a bad point, size or number
    unsupported,  ///< valid SGF that this reader does not handle: another game (GM), a board over 25x25
    too_deep,     ///< variations nested deeper than max_depth
  };
  kind what = kind::syntax;
  std::size_t line = 0;
  std::size_t column = 0;
  std::string message;
};
[[nodiscard]] std::string_view to_string(error::kind k) noexcept;

struct property {
  std::string id;                   ///< upper-case letters only (FF[3] lower-case letters are dropped)
  std::vector<std::string> values;  ///< unescaped (soft line breaks removed)
  std::size_t line = 0;
  std::size_t column = 0;
};

struct node {
  std::vector<property> properties;
  std::size_t line = 0;  ///< of the ';'
  std::size_t column = 0;
  /// The first property with this identifier, or nullptr.
  [[nodiscard]] const property* find(std::string_view id) const noexcept;
};

/// A game tree: a sequence of nodes, then the variations that follow it (the first is the main line).
struct tree {
  std::vector<node> nodes;
  std::vector<tree> children;
};

/// Leniency, off by default (strict FF[4]).
struct reader_options {
  /// Accept input that ends inside a game tree (a truncated file, as some GNU Go regression files
  /// are): the open trees are closed there. Strict: a syntax error "missing ')'" at the end.
  bool close_at_end = false;
};

/// Reads one game tree at a time from a stream, so a collection of any size needs memory for one
/// game only. Text before the first '(' and between game trees is skipped.
class reader {
 public:
  static constexpr std::size_t max_depth = 1000;  ///< nested variations

  explicit reader(std::istream& in, reader_options options = {});
  /// The next game tree, nullopt at the end of the input, or the first error (after which the reader
  /// stops: every later call returns nullopt).
  result<std::optional<tree>, error> next();

 private:
  int get();
  int peek();
  void skip_space();
  result<bool, error> parse_tree(tree& t, std::size_t depth);
  result<bool, error> parse_value(std::string& out);
  // At the last character read (column 1 at the start of a line: the end of input after a line break).
  error fail(error::kind k, std::string message) const {
    return error{k, line_, column_ == 0 ? 1 : column_, std::move(message)};
  }

  std::istream* in_;
  reader_options options_;
  int pending_ = -2;        // -2: nothing peeked
  int utf16_ = 0;           // 0: bytes; 1: UTF-16LE; 2: UTF-16BE
  std::string utf8_;        // decoded bytes not yet returned (UTF-16 input)
  std::size_t utf8_pos_ = 0;
  std::size_t line_ = 1;
  std::size_t column_ = 0;
  bool started_ = false;
  bool done_ = false;
};

/// Appends code point `cp` (at most U+10FFFF, not a surrogate) to `out` as UTF-8: how UTF-16 SGF
/// text (a byte order mark FF FE or FE FF) is read, here and by tools that cut SGF input in chunks.
void append_utf8(std::string& out, std::uint32_t cp);

/// Every game tree of a stream, or the first error.
[[nodiscard]] result<std::vector<tree>, error> read_all(std::istream& in, reader_options options = {});
[[nodiscard]] result<std::vector<tree>, error> read_all(std::string_view text, reader_options options = {});

/// What the root node of a Go game tree says.
struct game_info {
  position start{19, 19};      ///< the size, the setup stones, the player to move (PL, or White after AB handicap)
  std::string ru;              ///< the RU value as written
  std::optional<std::string_view> rule_set;  ///< the rule set RU names (rule_set_for_ru), if any
  std::optional<double> komi;  ///< KM (Fox files write it scaled: KM[375] is 3.75 and is kept as written)
  int handicap = 0;            ///< HA
};

/// Reads the root node: GM (must be 1 if present), SZ, setup, PL, KM, HA, RU.
[[nodiscard]] result<game_info, error> read_info(const tree& t);

/// The moves of a node (B and W properties), in the order written: usually none or one. FF[4] says B
/// and W "must not be mixed within a node", but real records do (GNU Go's "B[tt]W[tt]"): both are
/// played, in order. An error for a malformed or off-board point.
[[nodiscard]] result<std::vector<move>, error> read_moves(const node& n, const board& b);

/// Applies the setup properties of a node (AB, AW, AE, PL) to `p`; true if the node edits the board
/// (AB, AW or AE). PL alone only names the player to move: real records write it beside a move
/// (Sabaki: "W[mo]PL[B]"), where the move's colour already says who moves next.
[[nodiscard]] result<bool, error> apply_setup(const node& n, position& p);

/// What the tolerant replay found at one node.
struct node_event {
  std::size_t line = 0;       ///< of the node
  std::size_t column = 0;
  std::size_t variation = 0;  ///< 0 for the main line; variations are numbered in the order they are met
  replay_event event;
};

/// The replay of one game tree (every variation, each with the history from the root to its node).
struct tree_replay {
  game_info info;
  std::vector<node_event> events;  ///< in tree order (pre-order)
  std::size_t nodes = 0;
  std::size_t moves = 0;
  std::size_t variations = 1;
  std::size_t setup_nodes = 0;     ///< board edits after a move (AB, AW, AE): each is a ply with the pass fact
};

/// Replays every variation of `t` under every Go rule set, tolerantly (illegal moves are played). The
/// start of a variation is the root's board with the setup nodes before its first move (the player
/// to move: PL, else the first move's colour), as read_main_line reads the main line.
[[nodiscard]] result<tree_replay, error> replay_tree(const tree& t);

}  // namespace repetita::go::sgf

#endif
