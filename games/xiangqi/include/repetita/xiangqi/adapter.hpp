#ifndef REPETITA_XIANGQI_ADAPTER_HPP
#define REPETITA_XIANGQI_ADAPTER_HPP

/// \file
/// Xiangqi records for tools (repetita::record_adapter): PGN with ICCS, WXF, Chinese or
/// Fairy-Stockfish's a1-i10 moves, in UTF-8 or GBK (pgn.hpp, encoding.hpp), cut into chunks by
/// pgn_splitter.hpp; players Red (the Red tag, or White) and Black; results in PGN notation; moves as
/// written with their numbers. A .pgn input is chess unless its first tag section says it is
/// xiangqi (`[Game "Chinese Chess"]`, `[Variant "xiangqi"]`, a Format tag of ICCS, WXF or Chinese,
/// a Red tag: `owns`, asked before extensions).

#include <repetita/records/record_adapter.hpp>
#include <repetita/records/record_error.hpp>
#include <repetita/records/record_header.hpp>
#include <repetita/result.hpp>
#include <repetita/xiangqi/cycle_plies.hpp>
#include <repetita/xiangqi/game.hpp>
#include <repetita/xiangqi/pgn.hpp>
#include <repetita/xiangqi/pgn_splitter.hpp>
#include <repetita/xiangqi/position.hpp>
#include <repetita/xiangqi/rule_sets.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::xiangqi {

struct adapter {
  using game = xiangqi::game;
  using registry_type = xiangqi::registry_type;
  using splitter = pgn_splitter;

  static constexpr std::string_view name = "xiangqi";
  static constexpr std::string_view format = "xiangqi";
  /// What it reads, for help (record_adapter.hpp).
  static constexpr std::string_view reads =
      "xiangqi PGN (a .pgn whose tags say so: Variant \"xiangqi\", Game \"Chinese Chess\", Format "
      "ICCS/WXF/Chinese; moves in ICCS, WXF, Chinese)";
  /// None of its own: .pgn is chess's, and a xiangqi PGN is told by its content (`owns`).
  static constexpr std::array<std::string_view, 0> extensions{};
  static constexpr std::array<std::string_view, 2> players{"red", "black"};

  /// The first tag section says xiangqi (starts_xiangqi_pgn): whatever the file's extension.
  [[nodiscard]] static bool owns(std::string_view head) noexcept { return starts_xiangqi_pgn(head); }
  [[nodiscard]] static bool looks_like(std::string_view head) noexcept { return starts_xiangqi_pgn(head); }
  [[nodiscard]] static const registry_type& rule_sets() noexcept { return xiangqi::rule_sets; }
  /// "1/2-1/2" for a draw, "1-0" or "0-1" for a loss, "*" otherwise.
  [[nodiscard]] static std::string_view result_text(const verdict& end) noexcept;
  /// The xiangqi rule sets have no draw claims (the third occurrence ends the game).
  [[nodiscard]] static std::string claims_unsupported(const std::string& file);
  /// The board for people (reports): 帥仕相傌俥炮兵 for Red (player 0), 將士象馬車砲卒 for Black, on
  /// the intersections with the river and the palaces; files a to i, ranks 9 (Black's side) to 0.
  [[nodiscard]] static board_diagram diagram(const position& p);

  // ---- the play hooks (record_adapter.hpp, adapter_plays): a game played move by move ----------
  // Check, checkmate, stalemate and the chase of each move come from game::ply_facts.

  /// The usual start (initial_fen).
  [[nodiscard]] static position start_position();
  /// A FEN (fen.hpp): "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1".
  [[nodiscard]] static result<position, std::string> read_position(std::string_view text);
  /// The FEN, in UCCI letters.
  [[nodiscard]] static std::string write_position(const position& p);
  /// A legal move in ICCS ("h2e2", "H2-E2"), WXF ("C2.5") or Chinese ("炮二平五") notation.
  [[nodiscard]] static result<move, std::string> read_move(const position& p, std::string_view text);
  /// The move in ICCS ("h2e2").
  [[nodiscard]] static std::string write_move(const position& p, const move& m);

  class record {
   public:
    /// Players (White or Red, Black tags), title (Event, Site, Date), recorded result, plies, game, line.
    void header(record_header& out) const;
    [[nodiscard]] const position& start() const noexcept { return game_.start; }
    [[nodiscard]] std::size_t plies() const noexcept { return game_.moves.size(); }
    /// Pushes move i from the positions the reader made.
    template <class Tracker>
    const position& play(Tracker& t, const position& before, std::size_t i) const {
      const position& after = game_.positions[i];
      t.push(after, recorded_ply(before, game_.moves[i], after, i + 1 < game_.moves.size(), in_cycle_[i], t.facts_read()));
      return after;
    }
    [[nodiscard]] const move* announceable(std::size_t i) const noexcept { return &game_.moves[i]; }
    /// Move i as written ("h3e3") and with its number ("1. h3e3", "1... h8e8").
    void describe(std::size_t i, std::string& text, std::string& label) const;

    [[nodiscard]] const pgn_game& pgn() const noexcept { return game_; }

   private:
    friend struct adapter;
    pgn_game game_;
    std::vector<bool> in_cycle_;  // the plies whose chase a rule may read (cycle_plies.hpp)
    std::uint64_t line_offset_ = 0;
  };

  class reader {
   public:
    /// `text` is decoded from GBK first when it is not UTF-8; `options.lenient` reads games without
    /// a result.
    reader(std::string_view text, const std::string& file, std::uint64_t first_line, const read_options& options);
    read_status read(record& out, record_error& error);

   private:
    std::string decoded_;  // the text decoded from GBK, when it was not UTF-8
    pgn_reader reader_;
    pgn_error error_;
    std::string file_;
    std::uint64_t line_offset_;
  };
};

/// The reader's error as tools print it: kind `bad_move (illegal_move)`, `bad_fen (bad_board)`, ...
[[nodiscard]] record_error to_record_error(const pgn_error& error, const std::string& file);

}  // namespace repetita::xiangqi

#endif
