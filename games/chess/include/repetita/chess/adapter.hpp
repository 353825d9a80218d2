#ifndef REPETITA_CHESS_ADAPTER_HPP
#define REPETITA_CHESS_ADAPTER_HPP

/// \file
/// Chess records for tools (repetita::record_adapter): PGN, read by pgn_reader and cut by
/// pgn_splitter; players White and Black; results in PGN notation; moves in SAN with their numbers.

#include <repetita/chess/game.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/pgn_splitter.hpp>
#include <repetita/chess/position.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/records/record_adapter.hpp>
#include <repetita/records/record_error.hpp>
#include <repetita/records/record_header.hpp>
#include <repetita/result.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

namespace repetita::chess {

struct adapter {
  using game = chess::game;
  using registry_type = std::remove_cvref_t<decltype(chess::rule_sets)>;
  using splitter = pgn_splitter;

  static constexpr std::string_view name = "chess";
  static constexpr std::string_view format = "pgn";
  /// What it reads, for help (record_adapter.hpp).
  static constexpr std::string_view reads = "chess PGN (.pgn)";
  static constexpr std::array<std::string_view, 1> extensions{".pgn"};
  static constexpr std::array<std::string_view, 2> players{"white", "black"};

  /// PGN starts (after a byte order mark and blanks) with a tag pair, a comment, an escape line,
  /// or movetext beginning with a move number ("1." or "1...") or a termination marker.
  [[nodiscard]] static bool looks_like(std::string_view head) noexcept;
  [[nodiscard]] static const registry_type& rule_sets() noexcept { return chess::rule_sets; }
  /// "1/2-1/2" for a draw, "1-0" or "0-1" for a loss, "*" otherwise.
  [[nodiscard]] static std::string_view result_text(const verdict& end) noexcept;

  /// One PGN game, with the positions the reader kept (pgn_options::keep_positions).
  class record {
   public:
    /// Players (White, Black tags), title (Event, Site, Date), recorded result, plies, game number, line.
    void header(record_header& out) const;
    [[nodiscard]] const position& start() const noexcept { return game_.start; }
    [[nodiscard]] std::size_t plies() const noexcept { return game_.moves.size(); }

    /// Plays move i from the positions the reader kept: the reader has made every move already,
    /// so only the tracker's work is done here. A null move ("--", lenient PGN only) passes the
    /// turn: neither progress nor irreversible.
    template <class Tracker>
    const position& play(Tracker& t, const position& /*before*/, std::size_t i) const {
      const move m = game_.moves[i].value;
      const position& after = game_.positions[i];
      const bool move_follows = i + 1 < game_.moves.size() && !game_.moves[i + 1].value.is_null();
      t.push(after, recorded_ply(m, after, move_follows));
      return after;
    }
    /// The move a player may write to claim (FIDE 9.2.1); none for a null move.
    [[nodiscard]] const move* announceable(std::size_t i) const noexcept {
      const move& m = game_.moves[i].value;
      return m.is_null() ? nullptr : &m;
    }
    /// Move i as written ("Bc7") and with its number ("22...Bc7").
    void describe(std::size_t i, std::string& text, std::string& label) const {
      text.assign(game_.san(i));
      label = move_label(i, game_.san(i));
    }
    /// `text` written as move i, with its number: "22.Nc5", "22...Bc7".
    [[nodiscard]] std::string move_label(std::size_t i, std::string_view text) const;
    /// The [%clk] and [%eval] of the comments after ply i (read_options::annotations).
    [[nodiscard]] ply_annotation annotation(std::size_t i) const {
      return i < game_.annotations.size() ? game_.annotations[i] : ply_annotation{};
    }

    [[nodiscard]] const pgn_game& pgn() const noexcept { return game_; }

   private:
    friend struct adapter;
    pgn_game game_;
    std::uint64_t line_offset_ = 0;  // lines of the input before the reader's text
  };

  /// Reads the PGN games of a text (a chunk of an input).
  class reader {
   public:
    reader(std::string_view text, const std::string& file, std::uint64_t first_line, const read_options& options);
    read_status read(record& out, record_error& error);
    /// Where the reader stands (record_range.hpp), its line as in the input.
    [[nodiscard]] reading_place place() const;

   private:
    pgn_reader reader_;
    pgn_error error_;
    std::uint64_t line_offset_;
  };

  // `repetita check`: claims by writing a move are judged (FIDE 9.2.1, 9.3.1).
  /// The SAN `text` as a legal move from `p` (lenient: over-disambiguated and the like).
  [[nodiscard]] static result<move, std::string> parse_move(const position& p, std::string_view text);
  [[nodiscard]] static std::string write_move(const position& p, move m);

  // Playing a game move by move (the Python package's tracker; record_adapter.hpp, "play hooks").
  /// The standard initial position.
  [[nodiscard]] static position start_position() noexcept { return position::initial(); }
  /// A position from FEN (X-FEN and Shredder-FEN too; read leniently: 4 fields, extra blanks).
  [[nodiscard]] static result<position, std::string> read_position(std::string_view text);
  /// The position as FEN (the en passant square only when a legal capture exists).
  [[nodiscard]] static std::string write_position(const position& p);
  /// A legal move from `p` in SAN (read leniently, as parse_move) or in UCI ("e2e4", "e7e8q").
  [[nodiscard]] static result<move, std::string> read_move(const position& p, std::string_view text);

  /// The board for people (reports): FEN letters, White's pieces owned by player 0, the FEN below.
  [[nodiscard]] static board_diagram diagram(const position& p);
};

/// The reader's error as tools print it (the same text as pgn_error::to_string).
[[nodiscard]] record_error to_record_error(const pgn_error& error);

/// "Vienna, 1898" from the Event, Site and Date tags ("?" and unknown date parts left out).
[[nodiscard]] std::string title_of(const pgn_game& game);

}  // namespace repetita::chess

#endif
