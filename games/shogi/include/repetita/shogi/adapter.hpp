#ifndef REPETITA_SHOGI_ADAPTER_HPP
#define REPETITA_SHOGI_ADAPTER_HPP

/// \file
/// Shogi records for tools (repetita::record_adapter): KIF, KI2, CSA and USI/SFEN, one format per
/// input, told by its content (detect_format) or, for CSA and USI, by its extension; players sente
/// and gote; results as the readers write them; moves as written, numbered from the start's move.

#include <repetita/records/record_adapter.hpp>
#include <repetita/records/record_error.hpp>
#include <repetita/records/record_header.hpp>
#include <repetita/shogi/game.hpp>
#include <repetita/shogi/kifu_splitter.hpp>
#include <repetita/shogi/record.hpp>
#include <repetita/shogi/rule_sets.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::shogi {

struct adapter {
  using game = shogi::game;
  using registry_type = shogi::registry_type;
  using splitter = kifu_splitter;

  static constexpr std::string_view name = "shogi";
  /// One name for the four record formats: which one an input is comes from its content
  /// (`--input-format shogi` reads any input as a shogi record).
  static constexpr std::string_view format = "shogi";
  /// What it reads, for help (record_adapter.hpp).
  static constexpr std::string_view reads =
      "shogi KIF, KI2, CSA, USI/SFEN (.kif .kifu .ki2 .ki2u .csa .usi .sfen)";
  /// .kif and .kifu (KIF), .ki2 and .ki2u (KI2), .csa, .usi and .sfen (USI `position` lines).
  /// Not .txt, which many formats use: a .txt input is recognised by its content.
  static constexpr std::array<std::string_view, 7> extensions{".kif", ".kifu", ".ki2", ".ki2u", ".csa", ".usi", ".sfen"};
  static constexpr std::array<std::string_view, 2> players{"sente", "gote"};
  /// The bytes of an input that tell its format (detect_format reads the first 4 KiB).
  static constexpr std::size_t sniff_bytes = 4096;

  [[nodiscard]] static bool looks_like(std::string_view head) noexcept { return !detect_format(head).empty(); }
  [[nodiscard]] static const registry_type& rule_sets() noexcept { return shogi::rule_sets; }
  /// "draw", "gote-win" or "sente-win" (the loser's opponent), "*" otherwise.
  [[nodiscard]] static std::string_view result_text(const verdict& end) noexcept;
  /// Shogi has no draw claims (JSA 対局規定 第6条 A 1: sennichite ends the game when the position
  /// occurs the 4th time; 第8条 7: the perpetual checker loses at that point): `check` points to
  /// `analyze`.
  [[nodiscard]] static std::string claims_unsupported(const std::string& file);
  /// The board for people (reports): kanji (promoted pieces in their promoted forms), gote's turned,
  /// files 9 to 1 and ranks 一 to 九 as printed diagrams have them; the hands and the SFEN below.
  [[nodiscard]] static board_diagram diagram(const position& p);

  // Playing a game move by move (record_adapter.hpp, the play hooks; the Python package's tracker).
  /// The standard start position (平手).
  [[nodiscard]] static position start_position() { return position::start(); }
  /// A position from SFEN (`<board> <b|w> <hands or -> [<move number>]`), or `startpos`.
  [[nodiscard]] static result<position, std::string> read_position(std::string_view text) {
    if (text == "startpos") return position::start();
    auto parsed = read_sfen(text);
    if (!parsed) return failure{"bad SFEN: " + parsed.error().message};
    return *parsed;
  }
  [[nodiscard]] static std::string write_position(const position& p) { return write_sfen(p); }
  /// A legal USI move (`7g7f`, `8h2b+`, `P*5e`).
  [[nodiscard]] static result<move, std::string> read_move(const position& p, std::string_view text) {
    auto parsed = read_usi_move(p, text);
    if (!parsed) return failure{parsed.error().message};
    return *parsed;
  }
  [[nodiscard]] static std::string write_move(const position& /*p*/, const move& m) { return write_usi_move(m); }

  class record {
   public:
    /// Players, title (event, site, date), recorded result, plies, game number, line.
    void header(record_header& out) const;
    [[nodiscard]] const position& start() const noexcept { return record_.start; }
    [[nodiscard]] std::size_t plies() const noexcept { return record_.moves.size(); }
    /// Plays ply i; the foul that ends a record (record::foul) is a fact of its ply.
    template <class Tracker>
    position play(Tracker& t, const position& before, std::size_t i) const {
      const move& m = record_.moves[i];
      if (record_.foul == foul::none || i + 1 != record_.moves.size()) return t.play(before, m);
      position after = game::play(before, m);
      ply_input input = Tracker::input_of(before, m, after, t.facts_read());
      input.facts.set(facts::foul);  // judged by the reader, given with the ply
      t.push(after, input);
      return after;
    }
    /// A claim by writing a move exists only for claimable draws, which no shogi rule gives.
    [[nodiscard]] const move* announceable(std::size_t i) const noexcept { return &record_.moves[i]; }
    /// Move i as written, and with its number: "12 △５一玉(52)", "12 -5251OU".
    void describe(std::size_t i, std::string& text, std::string& label) const;

    [[nodiscard]] const shogi::record& kifu() const noexcept { return record_; }

   private:
    friend struct adapter;
    shogi::record record_;
    std::string_view format_;  // "kif", "ki2", "csa" or "usi"
    std::uint64_t game_ = 0;
    std::uint64_t line_ = 0;
  };

  /// Reads the games of a text (a chunk of an input) in the format the text is told to be.
  class reader {
   public:
    reader(std::string_view text, const std::string& file, std::uint64_t first_line, const read_options& options);
    read_status read(record& out, record_error& error);

   private:
    std::string file_;
    std::uint64_t line_offset_;
    std::string_view format_;
    std::vector<game_in_text> games_;
    std::size_t next_ = 0;
    bool unknown_ = false;  // the format could not be told: one error, then the end
  };
};

/// The format a chunk is read as: "csa", "usi", "kif", "ki2", or "" (none can be told). The first
/// chunk of an input (`first_line` 1) is told by its content, else by the extension of `file` if
/// it is .csa, .usi or .sfen (KIF and KI2 need content that looks like them: their readers skip
/// lines they do not know). A later chunk exists only when the splitter cut a CSA or USI input
/// (kifu_splitter.hpp), and is USI if its first line that is not blank or a comment is a USI game
/// line (classify_usi_line), else CSA.
[[nodiscard]] std::string_view chunk_format(std::string_view text, std::uint64_t first_line, std::string_view file);
/// Every game of a chunk read as `format`, with the line (within the chunk) each starts on.
[[nodiscard]] std::vector<game_in_text> read_games(std::string_view text, std::string_view format);
/// The reader's error as tools print it: kind `illegal_move`, `syntax`, ... and the move as written.
[[nodiscard]] record_error to_record_error(const error& e, const std::string& file, std::uint64_t game);
/// Move `index` (0-based) with its number: the start's move number + index, then the move as
/// written, with ▲ or △ before a KIF move (KI2 and CSA moves carry their side; USI moves have none).
[[nodiscard]] std::string move_label(const shogi::record& r, std::size_t index, std::string_view format);

}  // namespace repetita::shogi

#endif
