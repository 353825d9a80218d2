// Every record in tests/data/chess (copies from ../shared/data/chess) replays: per move, the
// decoded move is legal, its canonical SAN reads back to it (and equals the text of the file in
// strict mode), and the incremental Zobrist hash equals the hash from scratch. Broken games give
// exactly the expected errors. The full shared corpus is replayed too when it is present.
// The positions the reader keeps (pgn_options::keep_positions) are those of the replay, and the
// ply records built from them (chess::recorded_ply, what the CLI feeds its tracker) have exactly
// the facts the engine computes from scratch (game::ply_facts).
#include "test_support.hpp"

#include <repetita/chess/game.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/pgn.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

using namespace repetita::chess;
namespace fs = std::filesystem;

namespace {

struct expected_error {
  std::uint64_t game;
  pgn_error_kind kind;
  std::uint32_t line;
  std::uint32_t column;
};

struct replay_summary {
  std::size_t games = 0;
  std::size_t plies = 0;
  std::uint64_t overdisambiguated = 0;  ///< over-disambiguated moves of the games read
  std::vector<pgn_error> errors;
};

std::string_view without_annotation(std::string_view san) {
  while (!san.empty() && (san.back() == '!' || san.back() == '?')) san.remove_suffix(1);
  return san;
}

void check_game(const pgn_game& g, bool strict) {
  REQUIRE(g.positions.size() == g.moves.size());
  position p = g.start;
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    const move m = g.moves[i].value;
    INFO("game " << g.game_number << ", move " << i + 1 << " \"" << g.san(i) << "\" at line " << g.moves[i].line);
    if (m.is_null()) {
      p.play_null();
      REQUIRE(p == g.positions[i]);
      continue;
    }
    REQUIRE(legal_moves(p).contains(m));
    const std::string san = write_san(p, m);
    const auto back = parse_san(p, san);
    REQUIRE(back);
    REQUIRE(*back == m);
    if (strict) REQUIRE(san == without_annotation(g.san(i)));
    const position before = p;
    p.play(m);
    REQUIRE(p == g.positions[i]);
    const bool move_follows = i + 1 < g.moves.size() && !g.moves[i + 1].value.is_null();
    const repetita::ply_input record = recorded_ply(m, p, move_follows);
    REQUIRE(record.move_key == game::move_key(m));
    REQUIRE(record.facts.bits() == game::ply_facts(before, m, p).bits());
    REQUIRE(p.piece_hash() == p.piece_hash_from_scratch());
    for (const auto mode : {en_passant_mode::always, en_passant_mode::pseudo_legal, en_passant_mode::legal})
      REQUIRE(p.hash(mode) == p.hash_from_scratch(mode));
  }
  REQUIRE(p == g.end);
}

replay_summary replay(const fs::path& file, pgn_options options) {
  options.keep_positions = true;
  std::ifstream in(file, std::ios::binary);
  REQUIRE(in);
  pgn_reader reader(in, file.filename().string(), options);
  replay_summary out;
  pgn_game g;
  pgn_error e;
  for (;;) {
    const auto status = reader.read(g, e);
    if (status == pgn_reader::status::end) break;
    if (status == pgn_reader::status::error) {
      out.errors.push_back(e);
      continue;
    }
    ++out.games;
    out.plies += g.moves.size();
    out.overdisambiguated += g.overdisambiguated;
    // Tolerant input is canonical too, in the games with no over-disambiguated move.
    check_game(g, options.san == san_mode::strict || (options.san == san_mode::tolerant && g.overdisambiguated == 0));
  }
  return out;
}

void check_errors(const replay_summary& s, const std::vector<expected_error>& expected) {
  REQUIRE(s.errors.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    INFO(s.errors[i].to_string());
    CHECK(s.errors[i].game_number == expected[i].game);
    CHECK(to_string(s.errors[i].kind) == to_string(expected[i].kind));
    CHECK(s.errors[i].line == expected[i].line);
    CHECK(s.errors[i].column == expected[i].column);
  }
}

}  // namespace

TEST_CASE("corpus: engine self-play / lichess games and the ECO file replay in strict mode", "[chess][pgn][corpus]") {
  struct file_case {
    const char* name;
    std::size_t games;
    std::size_t plies;
  };
  static constexpr file_case files[] = {
      {"stockfish15-selfplay-200.pgn", 200, 31617},
      {"lichess-2012-12-31-100.pgn", 100, 0},
      {"eco.pgn", 2014, 0},
  };
  for (const auto& f : files) {
    INFO(f.name);
    const auto s = replay(test::data_dir() / f.name, {});
    for (const auto& e : s.errors) INFO(e.to_string());
    CHECK(s.errors.empty());
    CHECK(s.games == f.games);
    if (f.plies) CHECK(s.plies == f.plies);
  }
}

TEST_CASE("corpus: lichess studies and puzzles", "[chess][pgn][corpus]") {
  const fs::path dir = test::data_dir() / "pychess-studies";
  SECTION("strict mode reports the malformed tags and the over-disambiguated move") {
    check_errors(replay(dir / "mate_in_3.pgn", pgn_options::strict()),
                 {{205, pgn_error_kind::bad_tag, 2861, 10}, {211, pgn_error_kind::bad_tag, 2945, 10}});
    const auto four = replay(dir / "mate_in_4.pgn", pgn_options::strict());
    check_errors(four, {{184, pgn_error_kind::bad_tag, 2567, 10},
                        {201, pgn_error_kind::bad_tag, 2805, 10},
                        {202, pgn_error_kind::bad_tag, 2819, 10},
                        {245, pgn_error_kind::bad_move, 3429, 8}});
    CHECK(four.errors[3].san_kind == san_error_kind::wrong_disambiguation);
    CHECK(four.errors[3].move_text == "Nce7");
  }
  SECTION("the default (tolerant) mode reads the over-disambiguated move and counts it") {
    const auto three = replay(dir / "mate_in_3.pgn", {});
    check_errors(three, {{205, pgn_error_kind::bad_tag, 2861, 10}, {211, pgn_error_kind::bad_tag, 2945, 10}});
    CHECK(three.overdisambiguated == 0);
    const auto strict_four = replay(dir / "mate_in_4.pgn", pgn_options::strict());
    const auto four = replay(dir / "mate_in_4.pgn", {});
    check_errors(four, {{184, pgn_error_kind::bad_tag, 2567, 10},
                        {201, pgn_error_kind::bad_tag, 2805, 10},
                        {202, pgn_error_kind::bad_tag, 2819, 10}});
    CHECK(four.overdisambiguated == 1);  // Nce7, game 245
    CHECK(four.games == strict_four.games + 1);
  }
  SECTION("lenient mode reads them; the one game whose FEN does not fit its moves stays broken") {
    CHECK(replay(dir / "mate_in_3.pgn", pgn_options::lenient()).errors.empty());
    CHECK(replay(dir / "mate_in_4.pgn", pgn_options::lenient()).errors.empty());
    CHECK(replay(dir / "mate_in_2.pgn", {}).errors.empty());
    CHECK(replay(dir / "lichess_study_beautiful-chess-studies-2_by_thijscom_2018.04.17.pgn", {}).errors.empty());
    const auto fork = replay(dir / "lichess_study_lichess-practice-the-fork_by_arex_2017.01.29.pgn", pgn_options::lenient());
    check_errors(fork, {{1, pgn_error_kind::bad_move, 15, 6}});
    CHECK(fork.errors[0].san_kind == san_error_kind::no_such_move);
    CHECK(fork.errors[0].move_text == "Nxg5");
  }
}

TEST_CASE("corpus: kokopu parser tests give the expected games and errors", "[chess][pgn][corpus][errors]") {
  using k = pgn_error_kind;
  struct file_case {
    const char* name;
    std::size_t games;
    std::vector<expected_error> errors;
    bool lenient = false;
  };
  const fs::path dir = test::data_dir() / "kokopu-parser-tests";
  const std::vector<file_case> files = {
      {"pgns_bom_database.pgn", 1, {}},
      {"pgns_chess960_database.pgn", 4, {}},
      {"pgns_empty_database.pgn", 0, {}},
      {"pgns_headers_database.pgn", 16, {}},
      {"pgns_mini1_database.pgn", 1, {}},
      {"pgns_mini2_database.pgn", 2, {}},
      {"pgns_missing-last-end-of-game_database.pgn", 2, {}},
      {"pgns_tag-name-token-collision_database.pgn", 6, {}},
      {"pgns_misc_database.pgn", 13, {{7, k::bad_move, 89, 6}, {12, k::bad_move, 131, 35}}},
      {"pgns_misc_database.pgn", 15, {}, true},
      {"games_null-moves_database.pgn", 0, {{1, k::bad_move, 9, 7}}},
      {"games_null-moves_database.pgn", 1, {}, true},
      {"pgns_linebreak-linux_database.pgn", 0, {{1, k::bad_move, 3, 4}}},
      {"pgns_linebreak-mac_database.pgn", 0, {{1, k::bad_move, 3, 4}}},
      {"pgns_linebreak-windows_database.pgn", 0, {{1, k::bad_move, 3, 4}}},
      {"pgns_antichess_database.pgn", 0, {{1, k::unsupported_variant, 9, 10}, {2, k::unsupported_variant, 24, 10}}},
      {"pgns_horde_database.pgn", 0, {{1, k::unsupported_variant, 7, 10}}},
      {"pgns_optional-kings_database.pgn", 0,
       {{1, k::unsupported_variant, 5, 10}, {2, k::unsupported_variant, 15, 10}, {3, k::unsupported_variant, 25, 10}}},
      {"pgns_redos-comment_database.pgn", 0, {{1, k::unterminated_comment, 3, 7}}},
      {"pgns_redos-header_database.pgn", 0, {{1, k::unterminated_tag_value, 2, 7}}},
      {"pgns_semantic-error_database.pgn", 0,
       {{1, k::bad_move, 3, 4},
        {2, k::bad_move, 8, 7},
        {3, k::bad_fen, 13, 24},
        {4, k::unsupported_variant, 19, 10},
        {5, k::missing_fen, 27, 10},
        {6, k::bad_move, 37, 4},
        {7, k::bad_move, 42, 18}}},
      {"pgns_syntactic-error-1_database.pgn", 3,
       {{1, k::bad_move, 3, 4},
        {2, k::bad_move, 8, 4},
        {3, k::bad_tag, 12, 2},
        {4, k::bad_tag, 18, 6},
        {5, k::unterminated_tag_value, 24, 7},
        {6, k::bad_tag, 31, 20},
        {7, k::bad_move, 38, 50},
        {8, k::bad_move, 44, 4},
        {9, k::unterminated_tag_value, 48, 7},
        {10, k::bad_move, 58, 13},
        {11, k::bad_move, 64, 4},
        {12, k::bad_move, 71, 1},
        {13, k::unterminated_variation, 76, 10},
        {14, k::variation_without_move, 81, 11},
        {15, k::unbalanced_parenthesis, 86, 10},
        {18, k::bad_move, 98, 1},
        {19, k::bad_tag, 103, 38},
        {20, k::bad_tag, 109, 2},
        {21, k::bad_tag, 115, 19}}},
      {"pgns_syntactic-error-2_database.pgn", 0, {{1, k::bad_move, 1, 1}}},
      {"pgns_syntactic-error-3_database.pgn", 0, {{1, k::unexpected_character, 1, 1}}},
      {"pgns_syntactic-error-4_database.pgn", 1, {{1, k::unterminated_comment, 3, 7}}},
      {"pgns_syntactic-error-5_database.pgn", 1, {{1, k::unterminated_tag_value, 2, 7}}},
      {"games_variant-antichess_database.pgn", 0, {{1, k::unsupported_variant, 8, 10}}},
      {"games_variant-horde_database.pgn", 0, {{1, k::unsupported_variant, 8, 10}}},
      {"games_variant-no-king_database.pgn", 0, {{1, k::unsupported_variant, 10, 10}}},
  };
  for (const auto& f : files) {
    INFO(f.name << (f.lenient ? " (lenient)" : ""));
    const auto s = replay(dir / f.name, f.lenient ? pgn_options::lenient() : pgn_options{});
    CHECK(s.games == f.games);
    check_errors(s, f.errors);
  }
  SECTION("every other kokopu file is a valid game") {
    for (const auto& entry : fs::directory_iterator(dir)) {
      const std::string name = entry.path().filename().string();
      const bool listed = std::any_of(files.begin(), files.end(), [&](const file_case& f) { return name == f.name; });
      if (listed) continue;
      INFO(name);
      const auto s = replay(entry.path(), {});
      CHECK(s.errors.empty());
      CHECK(s.games == 1);
    }
  }
}

TEST_CASE("corpus: the full shared corpus / when present / replays in lenient mode", "[chess][pgn][corpus]") {
  const fs::path shared = test::shared_data_dir();
  if (shared.empty()) {
    WARN("../shared/data/chess not found: only the copies in tests/data were replayed");
    return;
  }
  std::size_t games = 0;
  std::size_t errors = 0;
  for (const auto& entry : fs::recursive_directory_iterator(shared)) {
    if (entry.path().extension() != ".pgn") continue;
    if (entry.path().parent_path().filename() == "kokopu-parser-tests") continue;  // checked above
    const auto s = replay(entry.path(), pgn_options::lenient());
    games += s.games;
    for (const auto& e : s.errors) {
      INFO(e.to_string());
      // The only broken game: a lichess study whose FEN does not fit its first move.
      CHECK(entry.path().filename() == "lichess_study_lichess-practice-the-fork_by_arex_2017.01.29.pgn");
      ++errors;
    }
  }
  CHECK(errors == 1);
  CHECK(games > 3000);
}
