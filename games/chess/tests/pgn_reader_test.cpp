// PGN reader on crafted input: every construct of the format, positions of moves, streaming,
// and a table of broken games with the exact error and the recovery that follows.
#include "test_support.hpp"

#include <repetita/chess/pgn.hpp>
#include <repetita/chess/pgn_splitter.hpp>

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

using namespace repetita::chess;

namespace {

struct outcome {
  std::vector<pgn_game> games;
  std::vector<pgn_error> errors;
};

outcome read_with(pgn_reader& reader) {
  outcome out;
  while (auto r = reader.next()) {
    if (*r)
      out.games.push_back(std::move(**r));
    else
      out.errors.push_back(std::move(*r).error());
  }
  return out;
}

outcome read_all(const std::string& text, pgn_options options = {}) {
  std::istringstream in(text);
  pgn_reader reader(in, "test.pgn", options);
  return read_with(reader);
}

// The same text read in place (the CLI's chunks), not through a stream.
outcome read_in_place(std::string_view text, pgn_options options = {}) {
  pgn_reader reader(text, "test.pgn", options);
  return read_with(reader);
}

// The column of the byte at `offset` of its line, as PGN readers count: characters, not bytes.
std::uint32_t column_of(std::string_view line, std::size_t offset) {
  std::uint32_t column = 1;
  for (std::size_t i = 0; i < offset; ++i) column += (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80;
  return column;
}

}  // namespace

TEST_CASE("PGN: tags / comments / NAGs / variations / escapes and results", "[chess][pgn]") {
  const std::string text =
      "% an escape line\n"
      "[Event \"Test \\\"quoted\\\" \\\\ event\"]\n"
      "[Site \"Somewhere\"]\n"
      "\n"
      "{before} 1. e4 $1 e5 ! 2. Nf3 {a (comment) with ; and [brackets]} Nc6 ; rest of line\n"
      "3. Bb5 (3. Bc4 Bc5 (3... Nf6) 4. c3) 3... a6 +/= 4. Ba4 N 1-0\n"
      "\n"
      "[Event \"Second\"]\n"
      "\n"
      "1.d4 d5 2.c4 *\n";
  const auto out = read_all(text);
  REQUIRE(out.errors.empty());
  REQUIRE(out.games.size() == 2);
  const pgn_game& g = out.games[0];
  CHECK(g.game_number == 1);
  CHECK(g.tag("Event") == "Test \"quoted\" \\ event");
  CHECK(g.tag("Site") == "Somewhere");
  CHECK_FALSE(g.tag("Round"));
  CHECK(g.result == "1-0");
  REQUIRE(g.moves.size() == 7);
  CHECK(g.san(0) == "e4");
  CHECK(g.san(6) == "Ba4");
  CHECK(g.moves[2].line == 5);
  CHECK(g.moves[2].column == 27);  // "Nf3"
  CHECK(g.moves[4].line == 6);
  CHECK(g.moves[4].column == 4);  // "Bb5"
  CHECK(g.line == 2);
  CHECK(g.column == 1);
  CHECK(write_fen(g.end) == "r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 4");
  CHECK(out.games[1].game_number == 2);
  CHECK(out.games[1].result == "*");
  CHECK(out.games[1].moves.size() == 3);
}

TEST_CASE("PGN: variations can be kept as text", "[chess][pgn]") {
  pgn_options options;
  options.keep_variations = true;
  const auto out = read_all("1. e4 e5 (1... c5 {Sicilian (open)} 2. Nf3 (2. Nc3)) 2. Nf3 *\n", options);
  REQUIRE(out.games.size() == 1);
  const pgn_game& g = out.games[0];
  REQUIRE(g.variations.size() == 1);
  CHECK(g.variations[0].ply == 1);
  CHECK(g.variations[0].text == "1... c5 {Sicilian (open)} 2. Nf3 (2. Nc3)");
  CHECK(g.variations[0].line == 1);
  CHECK(g.variations[0].column == 10);
}

TEST_CASE("PGN: start positions from FEN and Chess960 tags", "[chess][pgn][chess960]") {
  const std::string text =
      "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 30\"]\n\n30. e4 Kd7 31. e5 *\n\n"
      "[Variant \"Chess960\"]\n[FEN \"r5kr/8/8/8/8/8/8/RK2R3 w EAha - 0 1\"]\n\n"
      "1. O-O O-O *\n";
  const auto out = read_all(text);
  REQUIRE(out.errors.empty());
  REQUIRE(out.games.size() == 2);
  CHECK(out.games[0].start.fullmove_number() == 30);
  CHECK(write_fen(out.games[0].end) == "8/3k4/8/4P3/8/8/8/4K3 b - - 0 31");
  const pgn_game& g = out.games[1];
  CHECK(g.start.is_chess960());
  CHECK(write_fen(g.end) == "r4rk1/8/8/8/8/8/8/R4RK1 w - - 2 2");
  CHECK(g.end.piece_on(square::f1) == piece::white_rook);
}

TEST_CASE("PGN: BOM / CRLF and CR line ends / UTF-8 columns", "[chess][pgn]") {
  for (const std::string eol : {"\n", "\r\n", "\r"}) {
    const std::string text = "\xEF\xBB\xBF[White \"J\xC3\xBCrgen\"]" + eol + eol + "1. e4 {\xC3\xA9t\xC3\xA9} e5" + eol +
                             "2. Nf3 *" + eol;
    const auto out = read_all(text);
    INFO("line end of " << eol.size() << " characters");
    REQUIRE(out.errors.empty());
    REQUIRE(out.games.size() == 1);
    const pgn_game& g = out.games[0];
    CHECK(g.tag("White") == "J\xC3\xBCrgen");
    REQUIRE(g.moves.size() == 3);
    CHECK(g.moves[1].line == 3);
    CHECK(g.moves[1].column == 13);  // after "{été}": columns count characters, not bytes
    CHECK(g.moves[2].line == 4);
    CHECK(g.moves[2].column == 4);
  }
}

TEST_CASE("PGN: a byte order mark at the start of a line between games (concatenated files) is skipped", "[chess][pgn]") {
  const auto out = read_all("[Event \"a\"]\n\n1. e4 *\n\xEF\xBB\xBF[Event \"b\"]\n\n1. d4 *\n");
  REQUIRE(out.errors.empty());
  REQUIRE(out.games.size() == 2);
  CHECK(out.games[1].tag("Event") == "b");
  CHECK(out.games[1].line == 4);
  CHECK(out.games[1].column == 1);  // the mark takes no column
  // Inside a game it is text like any other, also at the start of a line.
  const auto inside = read_all("1. e4 \xEF\xBB\xBF e5 *\n");
  REQUIRE(inside.errors.size() == 1);
  CHECK(inside.errors[0].kind == pgn_error_kind::unexpected_character);
  const auto line_start = read_all("1. e4\n\xEF\xBB\xBF e5 *\n");
  REQUIRE(line_start.errors.size() == 1);
  CHECK(line_start.errors[0].kind == pgn_error_kind::unexpected_character);
  CHECK(line_start.errors[0].line == 2);
  // Before the next game's tags it ends a game with no termination marker, as the tags alone do
  // (a file without results, then a file that begins with the mark).
  const auto unfinished = read_all("[Event \"a\"]\n\n1. e4 e5\n\xEF\xBB\xBF[Event \"b\"]\n\n1. d4 *\n");
  REQUIRE(unfinished.errors.empty());
  REQUIRE(unfinished.games.size() == 2);
  CHECK(unfinished.games[0].result.empty());
  CHECK(unfinished.games[0].moves.size() == 2);
  CHECK(unfinished.games[1].tag("Event") == "b");
  CHECK(unfinished.games[1].line == 4);
  CHECK(unfinished.games[1].column == 1);
  const auto at_end = read_all("1. e4 e5\n\xEF\xBB\xBF");
  REQUIRE(at_end.errors.empty());
  REQUIRE(at_end.games.size() == 1);
  CHECK(at_end.games[0].moves.size() == 2);
}

TEST_CASE("PGN: a game without a termination marker ends at the next tag section or the input's end", "[chess][pgn]") {
  const auto out = read_all("1. e4 e5\n\n[Event \"B\"]\n\n1. d4\n");
  REQUIRE(out.errors.empty());
  REQUIRE(out.games.size() == 2);
  CHECK(out.games[0].result.empty());
  CHECK(out.games[0].moves.size() == 2);
  CHECK(out.games[1].moves.size() == 1);
  CHECK(read_all("").games.empty());
  CHECK(read_all("  \n{only a comment}\n").games.empty());
}

TEST_CASE("PGN: streaming input larger than the buffer", "[chess][pgn]") {
  std::string text;
  for (int i = 0; i < 3000; ++i)
    text += "[Event \"" + std::to_string(i) + "\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 {Ruy Lopez} a6 1/2-1/2\n\n";
  REQUIRE(text.size() > 3 * 65536);
  const auto out = read_all(text);
  CHECK(out.errors.empty());
  REQUIRE(out.games.size() == 3000);
  CHECK(out.games[2999].tag("Event") == "2999");
  CHECK(out.games[2999].game_number == 3000);
  CHECK(out.games[2999].moves.size() == 6);
  CHECK(out.games[2999].moves[5].line == 3000 * 4 - 1);
}

namespace {

struct broken {
  std::string_view text;
  pgn_error_kind kind;
  std::uint32_t line;
  std::uint32_t column;
  std::string_view move_text;
  std::size_t ply;
};

}  // namespace

TEST_CASE("PGN errors: kind / line / column / move text - the next game is still read", "[chess][pgn][errors]") {
  static constexpr broken cases[] = {
      {"1. e4 e5 2. Nf4 Nc6 *", pgn_error_kind::bad_move, 1, 13, "Nf4", 2},
      {"[Event \"x\"]\n\n1. e4\n   e5 2. O-O *", pgn_error_kind::bad_move, 4, 10, "O-O", 2},
      {"1. e4 # *", pgn_error_kind::unexpected_character, 1, 7, "#", 1},
      {"[Event \"x]\n\n*", pgn_error_kind::unterminated_tag_value, 1, 8, "Event", 0},
      {"[Event x]\n\n*", pgn_error_kind::bad_tag, 1, 8, "Event", 0},
      {"[ \"x\"]\n\n*", pgn_error_kind::bad_tag, 1, 3, "[", 0},
      {"[Event \"a\" \"b\"]\n\n*", pgn_error_kind::bad_tag, 1, 12, "Event", 0},
      {"1. e4 {open\n", pgn_error_kind::unterminated_comment, 1, 7, "{", 1},
      {"1. e4 ) *", pgn_error_kind::unbalanced_parenthesis, 1, 7, ")", 1},
      {"1. e4 (1. d4 *", pgn_error_kind::unterminated_variation, 1, 7, "*", 1},
      {"(1. d4) 1. e4 *", pgn_error_kind::variation_without_move, 1, 1, "(", 0},
      {"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*", pgn_error_kind::bad_fen, 1, 7, "8/8/8/8/8/8/8/8 w - - 0 1", 0},
      {"[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1 x\"]\n\n*", pgn_error_kind::bad_fen, 1, 37, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", 0},
      {"[Variant \"Atomic\"]\n\n1. e4 *", pgn_error_kind::unsupported_variant, 1, 10, "Atomic", 0},
      {"[Variant \"Chess960\"]\n\n1. e4 *", pgn_error_kind::missing_fen, 1, 10, "Chess960", 0},
      {"1. e4 $ *", pgn_error_kind::unexpected_character, 1, 7, "$", 1},
      {"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 *", pgn_error_kind::bad_move, 1, 35, "Qxf7", 6},
      // The skip after an error lexes as the reader does: a string with its escapes, an escape line,
      // and the unexpected character itself (in a raw token: "}1-0" is no termination marker).
      {"1. e4 e5 2. Nf4 \"x \\\" 1-0\" Nc6 *", pgn_error_kind::bad_move, 1, 13, "Nf4", 2},
      {"1. e4 e5 2. Nf4\n% 1-0\nNc6 *", pgn_error_kind::bad_move, 1, 13, "Nf4", 2},
      {"1. e4 }1-0 e5 *", pgn_error_kind::unexpected_character, 1, 7, "}", 1},
  };
  for (const auto& c : cases) {
    const std::string text = std::string(c.text) + "\n\n[Event \"next\"]\n\n1. d4 *\n";
    INFO(text);
    const auto out = read_all(text);
    REQUIRE(out.errors.size() == 1);
    const pgn_error& e = out.errors[0];
    CHECK(to_string(e.kind) == to_string(c.kind));
    CHECK(e.file == "test.pgn");
    CHECK(e.game_number == 1);
    CHECK(e.line == c.line);
    CHECK(e.column == c.column);
    CHECK(e.move_text == c.move_text);
    CHECK(e.ply == c.ply);
    REQUIRE(out.games.size() == 1);
    CHECK(out.games[0].game_number == 2);
    CHECK(out.games[0].tag("Event") == "next");
  }
}

TEST_CASE("PGN errors carry the SAN and FEN error kinds and format as file:line:col", "[chess][pgn][errors]") {
  const auto out = read_all("[Event \"a\"]\n\n1. e4 e5 2. Nf3+ *\n");
  REQUIRE(out.errors.size() == 1);
  const pgn_error& e = out.errors[0];
  CHECK(e.san_kind == san_error_kind::wrong_check_mark);
  CHECK(e.to_string() ==
        "test.pgn:3:13: error: bad_move (wrong_check_mark): the move needs no check mark, not '+' (game 1, \"Nf3+\")");
  const auto lenient = read_all("[Event \"a\"]\n\n1. e4 e5 2. Nf3+ *\n", pgn_options::lenient());
  CHECK(lenient.errors.empty());
  const auto fen = read_all("[FEN \"4k3/8/8/8/8/8/8/4K3 w K - 0 1\"]\n\n*\n");
  REQUIRE(fen.errors.size() == 1);
  CHECK(fen.errors[0].fen_kind == fen_error_kind::castling_without_rook);
  CHECK(fen.errors[0].column == 7 + 23 - 1);  // the FEN starts in column 7; K is its 23rd character
}

// A '+' on a move that checks is right unless the player checked has no legal move, where SAN
// writes '#' (PGN standard 8.2.3.5, FIDE 5.1.1). The reader decides it when the next main-line
// move proves a legal move or, if none comes, when the game ends or an error comes first; a wrong
// '+' is reported at its own move whatever follows it (pgn.cpp, waiting_check_mark).
TEST_CASE("PGN: a '+' on a checkmate is reported at its move, whatever follows it", "[chess][pgn][errors]") {
  const std::string head = "[Event \"a\"]\n\n1. f3 e5 2. g4 Qh4+";  // Qh4 mates (the fool's mate)
  const std::string message =
      "test.pgn:3:16: error: bad_move (wrong_check_mark): the move needs '#', not '+' (game 1, \"Qh4+\")";
  struct follow {
    const char* what;
    std::string after;
    std::size_t games_after;  // games read after the broken one
  };
  const follow cases[] = {
      {"its termination marker", " 0-1\n", 0},
      {"a next move, itself illegal", " 3. Kf2 0-1\n", 0},
      {"a comment and the end of the input", " {mate}\n", 0},
      {"the next game's tags", "\n\n[Event \"b\"]\n\n1. e4 *\n", 1},
      {"a variation, then an unbalanced parenthesis", " (2... Qh4#) ) 0-1\n", 0},
      {"a variation the result leaves open", " (2... d5 0-1\n", 0},
      {"a null move (strict: an error itself)", " 3. -- 0-1\n", 0},
      {"a '[' with no empty line before it: skipped as from the '+', up to a termination marker",
       "\n[Event \"b\"]\n\n1. e4 *\n\n[Event \"c\"]\n\n1. d4 *\n", 1},
  };
  for (const follow& c : cases) {
    for (const bool keep : {false, true}) {
      INFO(c.what << (keep ? ", positions and annotations kept" : ""));
      pgn_options options;
      options.keep_positions = keep;
      options.keep_annotations = keep;
      const auto out = read_all(head + c.after, options);
      REQUIRE(out.errors.size() == 1);
      const pgn_error& e = out.errors[0];
      CHECK(e.san_kind == san_error_kind::wrong_check_mark);
      CHECK(e.ply == 3);
      CHECK(e.to_string() == message);
      REQUIRE(out.games.size() == c.games_after);
      if (c.games_after == 1) {
        CHECK(out.games[0].game_number == 2);
        CHECK(out.games[0].moves.size() == 1);
        CHECK(out.games[0].positions.size() == (keep ? 1U : 0U));
      }
    }
  }
  // The same mate written right, and a '+' that the next move proves right before a later error.
  const auto mate = read_all("[Event \"a\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
  CHECK(mate.errors.empty());
  REQUIRE(mate.games.size() == 1);
  CHECK(mate.games[0].moves.size() == 4);
  const auto check_then_error = read_all("[Event \"a\"]\n\n1. e4 f6 2. Qh5+ g6 3. Ke3 1-0\n");
  REQUIRE(check_then_error.errors.size() == 1);
  CHECK(check_then_error.errors[0].san_kind == san_error_kind::no_such_move);
  CHECK(check_then_error.errors[0].ply == 4);
  CHECK(check_then_error.errors[0].move_text == "Ke3");
  // A right '+' on the last move: the player checked has a legal move, found when the game ends.
  pgn_options keeping;
  keeping.keep_positions = true;
  const auto last =
      read_all("[Event \"a\"]\n\n1. e4 f6 2. Qh5+ 1-0\n\n[Event \"b\"]\n\n1. e4 f6 2. Qh5+\n", keeping);
  CHECK(last.errors.empty());
  REQUIRE(last.games.size() == 2);
  for (const pgn_game& g : last.games) {
    CHECK(g.moves.size() == 3);
    REQUIRE(g.positions.size() == 3);  // the last one copied when the game is handed over
    CHECK(g.positions.back() == g.end);
    CHECK(write_fen(g.positions[0]) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  }
}

TEST_CASE("PGN lenient mode: null moves / e.p. tokens / quotes inside tag values", "[chess][pgn][lenient]") {
  const std::string text = "[White \"\"Mephisto\"\"]\n\n1. e4 -- 2. e5 d5 3. exd6 e.p. Nf6 4. dxc7 Nc6 5. cxd8Q Kxd8 *\n";
  const auto strict = read_all(text);
  REQUIRE(strict.errors.size() == 1);
  CHECK(strict.errors[0].kind == pgn_error_kind::bad_tag);
  const auto out = read_all(text, pgn_options::lenient());
  REQUIRE(out.errors.empty());
  REQUIRE(out.games.size() == 1);
  const pgn_game& g = out.games[0];
  CHECK(g.tag("White") == "\"Mephisto\"");
  REQUIRE(g.moves.size() == 10);
  CHECK(g.moves[1].value.is_null());
  CHECK(g.moves[4].value.is_en_passant());
  CHECK(g.san(8) == "cxd8Q");
  CHECK(g.moves[8].value.promotion_type() == piece_type::queen);
}

TEST_CASE("PGN: tags read in one pass and tags read step by step give the same values", "[chess][pgn]") {
  // [Name "value"] with one space is read in one pass; other spellings take the general path.
  const std::string text =
      "[Event \"one pass\"]\n[Site  \"two spaces\"]\n[ Round \"1\" ]\n[White \"a \\\"quote\\\"\"]\n"
      "[Black \"J\xC3\xBCrgen\"]\n[FEN  \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n*\n\n"
      "[FEN \"4k3/8/8/8/8/8/8/4K3 w K - 0 1\"]\n\n*\n\n"
      "[FEN  \"4k3/8/8/8/8/8/8/4K3 w K - 0 1\"]\n\n*\n";
  const auto out = read_all(text);
  REQUIRE(out.games.size() == 1);
  const pgn_game& g = out.games[0];
  CHECK(g.tag("Event") == "one pass");
  CHECK(g.tag("Site") == "two spaces");
  CHECK(g.tag("Round") == "1");
  CHECK(g.tag("White") == "a \"quote\"");
  CHECK(g.tag("Black") == "J\xC3\xBCrgen");
  CHECK(write_fen(g.start) == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  // A bad FEN's column counts from the value's opening quote, whichever path read the tag.
  REQUIRE(out.errors.size() == 2);
  CHECK(out.errors[0].fen_kind == fen_error_kind::castling_without_rook);
  CHECK(out.errors[0].column == 6 + 23);
  CHECK(out.errors[1].fen_kind == fen_error_kind::castling_without_rook);
  CHECK(out.errors[1].column == 7 + 23);
}

TEST_CASE("PGN: castling read by the fast path / its check mark / castling not allowed", "[chess][pgn]") {
  const auto out = read_all(
      "[FEN \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\"]\n\n1. O-O O-O-O 2. a3 Kb8 *\n\n"
      "[FEN \"5k2/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O+ Kg7 *\n\n"
      "[FEN \"5k2/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *\n\n"
      "[FEN \"5k2/8/8/8/8/8/8/4K2R w - - 0 1\"]\n\n1. O-O+ *\n");
  REQUIRE(out.games.size() == 2);
  CHECK(write_fen(out.games[0].end) == "1k1r3r/pppppppp/8/8/8/P7/1PPPPPPP/R4RK1 w - - 1 3");
  CHECK(out.games[0].san(1) == "O-O-O");
  CHECK(write_fen(out.games[1].end) == "8/6k1/8/8/8/8/8/5RK1 w - - 2 2");
  REQUIRE(out.errors.size() == 2);
  CHECK(out.errors[0].san_kind == san_error_kind::wrong_check_mark);
  CHECK(out.errors[0].move_text == "O-O");
  CHECK(out.errors[1].san_kind == san_error_kind::castling_not_allowed);
}

namespace {

// `text` read after a padding comment that ends the first 64 KiB buffer `cut` bytes into it: a
// refill then falls inside a tag, a comment, a token or a variation. A comment after the text
// fills the whole buffer again, so that what was read before the refill is overwritten. Everything
// read must be as without the padding, two lines further down.
void check_refill_at(const std::string& text, std::size_t cut, const outcome& unpadded, pgn_options options) {
  constexpr std::size_t buffer = std::size_t{1} << 16;
  std::string padded = "{";
  padded.append(buffer - cut - 4, 'p');
  padded.append("}\n\n").append(text).append("\n{");
  padded.append(buffer, 'q');
  padded.append("}\n");
  const auto out = read_all(padded, options);
  INFO("refill after byte " << cut << " of the text");
  REQUIRE(out.games.size() == unpadded.games.size());
  REQUIRE(out.errors.size() == unpadded.errors.size());
  for (std::size_t i = 0; i < out.games.size(); ++i) {
    const pgn_game& a = out.games[i];
    const pgn_game& b = unpadded.games[i];
    CHECK(a.game_number == b.game_number);
    CHECK(a.line == b.line + 2);
    CHECK(a.column == b.column);
    REQUIRE(a.tags.size() == b.tags.size());
    for (std::size_t t = 0; t < a.tags.size(); ++t) {
      CHECK(a.tags[t].name == b.tags[t].name);
      CHECK(a.tags[t].value == b.tags[t].value);
    }
    CHECK(a.start == b.start);
    CHECK(a.end == b.end);
    CHECK(a.result == b.result);
    CHECK(a.san_text == b.san_text);
    REQUIRE(a.moves.size() == b.moves.size());
    for (std::size_t m = 0; m < a.moves.size(); ++m) {
      CHECK(a.moves[m].value == b.moves[m].value);
      CHECK(a.moves[m].line == b.moves[m].line + 2);
      CHECK(a.moves[m].column == b.moves[m].column);
      CHECK(a.san(m) == b.san(m));
    }
    CHECK(a.positions == b.positions);
    REQUIRE(a.variations.size() == b.variations.size());
    for (std::size_t v = 0; v < a.variations.size(); ++v) {
      CHECK(a.variations[v].ply == b.variations[v].ply);
      CHECK(a.variations[v].line == b.variations[v].line + 2);
      CHECK(a.variations[v].text == b.variations[v].text);
    }
  }
  for (std::size_t i = 0; i < out.errors.size(); ++i) {
    const pgn_error& a = out.errors[i];
    const pgn_error& b = unpadded.errors[i];
    CHECK(a.kind == b.kind);
    CHECK(a.line == b.line + 2);
    CHECK(a.column == b.column);
    CHECK(a.move_text == b.move_text);
    CHECK(a.ply == b.ply);
    CHECK(a.message == b.message);
  }
}

}  // namespace

TEST_CASE("PGN: a buffer refill anywhere in the text reads the same", "[chess][pgn]") {
  std::string text =
      "[Event \"Refill \\\"test\\\" caf\xC3\xA9\"]\n[Site  \"x\"]\n"
      "[FEN \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\"]\n\n"
      "1. O-O {a comment with \\} an escape, caf\xC3\xA9 and a run of plain text} O-O-O 2. a4 $1 (2. h3 Kb8) a5 *\n\n"
      "\xEF\xBB\xBF[Event \"b\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (3... Nf6 4. O-O (4. d3)) 4. Ba4 Nf6 5. O-O Be7 1-0\n\n"
      "1. e4 e5 2. Nf4 Nc6 *\n\n"
      "1. e4 ";
  text.append(70, 'a');  // a token longer than the 64 characters kept
  text.append(" *\n\n[FEN \"8/P6k/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. a8=Q Kg6 2. Qg8+ Kf5 1/2-1/2\n");
  pgn_options keeping = pgn_options::lenient();
  keeping.keep_variations = true;
  keeping.keep_positions = true;
  for (const pgn_options& options : {pgn_options{}, keeping}) {
    const auto unpadded = read_all(text, options);
    REQUIRE(unpadded.games.size() == 3);
    REQUIRE(unpadded.errors.size() == 2);
    for (std::size_t cut = 0; cut <= text.size(); ++cut) check_refill_at(text, cut, unpadded, options);
  }
}

TEST_CASE("PGN: over-disambiguated SAN is read and counted by default, an error in strict mode", "[chess][pgn][tolerant]") {
  // Ng1f3 (square), Nbc6 (file), Bf1c4 (square), N8f6 (rank), Bf8c5 (square): 5 of them; the next
  // game has none (the count is per game).
  const std::string text =
      "[Event \"over\"]\n\n1. e4 e5 2. Ng1f3 Nbc6 3. Bf1c4 N8f6 4. d3 Bf8c5 *\n\n"
      "[Event \"plain\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n";
  const auto tolerant = read_all(text);
  REQUIRE(tolerant.errors.empty());
  REQUIRE(tolerant.games.size() == 2);
  CHECK(tolerant.games[0].overdisambiguated == 5);
  CHECK(tolerant.games[0].moves.size() == 8);
  CHECK(tolerant.games[0].san(2) == "Ng1f3");
  CHECK(tolerant.games[1].overdisambiguated == 0);
  CHECK(tolerant.games[0].end == read_all("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Bc5 *\n").games.at(0).end);

  // Lenient reads them too, without counting.
  const auto lenient = read_all(text, pgn_options::lenient());
  REQUIRE(lenient.games.size() == 2);
  CHECK(lenient.games[0].overdisambiguated == 0);
  CHECK(lenient.games[0].end == tolerant.games[0].end);

  // Strict: the first one is the error; the next game is still read.
  const auto strict = read_all(text, pgn_options::strict());
  REQUIRE(strict.errors.size() == 1);
  const pgn_error& e = strict.errors[0];
  CHECK(e.kind == pgn_error_kind::bad_move);
  CHECK(e.san_kind == san_error_kind::wrong_disambiguation);
  CHECK(e.line == 3);
  CHECK(e.column == 13);
  CHECK(e.move_text == "Ng1f3");
  CHECK(e.ply == 2);
  REQUIRE(strict.games.size() == 1);
  CHECK(strict.games[0].tag("Event") == "plain");

  // Whatever the mode, a wrong or ambiguous disambiguation stays an error, and so do the other
  // non-standard spellings by default.
  for (const auto& options : {pgn_options{}, pgn_options::strict(), pgn_options::lenient()}) {
    const auto wrong = read_all("1. e4 e5 2. Nh1f3 *\n", options);
    REQUIRE(wrong.errors.size() == 1);
    CHECK(wrong.errors[0].san_kind == san_error_kind::no_such_move);
  }
  const auto castling = read_all("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0 *\n");
  REQUIRE(castling.errors.size() == 1);
  CHECK(castling.errors[0].san_kind == san_error_kind::non_canonical);
}

TEST_CASE("PGN: long comments and tag values, UTF-8 anywhere in them: columns count characters", "[chess][pgn]") {
  // Comments and tag values are scanned 16 bytes at a time (pgn_lexer::scan_plain): a two- or
  // three-byte character, a tab or a backslash escape at every offset of a 16-byte block, and a
  // run ending at every offset, must leave the column of the next move exact.
  const std::vector<std::string> inserts{"\xC3\xA9", "\xE2\x80\x94", "\t", "\\}", "\x01"};
  for (const std::string& insert : inserts) {
    for (std::size_t at = 0; at < 40; ++at) {
      std::string comment(at, 'c');
      comment += insert;
      comment.append(40 - at, 'd');
      std::string value(at, 'v');
      value += insert == "\\}" ? "\\\"" : insert;  // an escaped quote in the value
      const std::string line = "1. e4 {" + comment + "} e5 2. Nf3 *";
      const std::string text = "[Event \"" + value + "\"]\n\n" + line + "\n";
      INFO("insert of " << insert.size() << " bytes at " << at);
      for (const outcome& out : {read_all(text), read_in_place(text)}) {
        REQUIRE(out.errors.empty());
        REQUIRE(out.games.size() == 1);
        const pgn_game& g = out.games[0];
        REQUIRE(g.moves.size() == 3);
        CHECK(g.moves[1].line == 3);
        CHECK(g.moves[1].column == column_of(line, line.find("} e5") + 2));
        CHECK(g.moves[2].column == column_of(line, line.find("Nf3")));
        CHECK(g.tag("Event") == (insert == "\\}" ? std::string(at, 'v') + '"' : value));
      }
    }
  }
}

TEST_CASE("PGN: a text read in place reads as through a stream", "[chess][pgn]") {
  const std::vector<std::string> texts{
      "\xEF\xBB\xBF[White \"J\xC3\xBCrgen\"]\r\n\r\n1. e4 {\xC3\xA9t\xC3\xA9} e5\r\n2. Nf3 *\r\n",
      "[Event \"a\"]\r\r1. e4 e5\r2. Nf3 *\r",
      "1. e4 {open\n",
      "1. e4 {a comment\n\n[Event \"next\"]\n\n1. d4 *\n",
      "[Event \"x\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n[Event \"y\"]\n\n1. d4 ; rest\n% escape\nd5 (1... Nf6) 1-0\n",
      "",
      "\xEF\xBB\xBF",
  };
  for (const std::string& text : texts) {
    INFO(text);
    const outcome streamed = read_all(text);
    const outcome in_place = read_in_place(text);
    REQUIRE(in_place.games.size() == streamed.games.size());
    REQUIRE(in_place.errors.size() == streamed.errors.size());
    for (std::size_t i = 0; i < streamed.games.size(); ++i) {
      CHECK(in_place.games[i].line == streamed.games[i].line);
      CHECK(in_place.games[i].san_text == streamed.games[i].san_text);
      CHECK(in_place.games[i].result == streamed.games[i].result);
      REQUIRE(in_place.games[i].moves.size() == streamed.games[i].moves.size());
      for (std::size_t m = 0; m < streamed.games[i].moves.size(); ++m) {
        CHECK(in_place.games[i].moves[m].line == streamed.games[i].moves[m].line);
        CHECK(in_place.games[i].moves[m].column == streamed.games[i].moves[m].column);
      }
    }
    for (std::size_t i = 0; i < streamed.errors.size(); ++i) {
      CHECK(in_place.errors[i].kind == streamed.errors[i].kind);
      CHECK(in_place.errors[i].line == streamed.errors[i].line);
      CHECK(in_place.errors[i].column == streamed.errors[i].column);
      CHECK(in_place.errors[i].message == streamed.errors[i].message);
    }
  }
}

namespace {

// Every place where pgn_splitter may end a chunk (asked for chunks of one byte, it cuts at each).
std::vector<std::uint64_t> splitter_cuts(const std::string& text) {
  std::istringstream in(text);
  pgn_splitter splitter;
  repetita::record_chunk chunk;
  std::vector<std::uint64_t> cuts;
  while (splitter.next(in, 1, chunk)) cuts.push_back(splitter.bytes_consumed());
  return cuts;
}

// Line ends (LF, CR LF, a lone CR) in the first `n` bytes of `text`.
std::uint64_t line_ends(std::string_view text, std::size_t n) {
  std::uint64_t ends = 0;
  for (std::size_t i = 0; i < n; ++i)
    ends += text[i] == '\r' || (text[i] == '\n' && (i == 0 || text[i - 1] != '\r'));
  return ends;
}

}  // namespace

TEST_CASE("PGN: a reader in place says where it stands, and where a fresh reader may resume", "[chess][pgn][range]") {
  const std::string two = "[Event \"a\"]\n\n1. e4 e5 1-0  \t\n\n[Event \"b\"]\n\n1. d4 *";
  pgn_reader reader(std::string_view(two), "test.pgn");
  pgn_game g;
  pgn_error e;
  REQUIRE(reader.read(g, e) == pgn_reader::status::game);
  auto at = reader.place();
  REQUIRE(at);
  CHECK(at->resumable);  // only blanks after "1-0" on its line: just past its line end
  CHECK(at->offset == two.find("\n\n[Event \"b") + 1);
  CHECK(at->line == 4);
  REQUIRE(reader.read(g, e) == pgn_reader::status::game);
  at = reader.place();
  CHECK((at->resumable && at->offset == two.size() && at->line == 7));  // "*" ends the text
  REQUIRE(reader.read(g, e) == pgn_reader::status::end);
  CHECK((reader.place()->resumable && reader.place()->offset == two.size()));

  const std::string text_after = "1. e4 1-0 {after}\n\n1. d4 *\n";
  pgn_reader after(std::string_view(text_after), "test.pgn");
  REQUIRE(after.read(g, e) == pgn_reader::status::game);
  CHECK_FALSE(after.place()->resumable);  // the splitter does not cut there either
  CHECK(after.place()->offset == text_after.find(" {after}"));

  const std::string no_marker = "[Event \"a\"]\n\n1. e4\n\n[Event \"b\"]\n\n1. d4 *\n";
  pgn_reader unmarked(std::string_view(no_marker), "test.pgn");
  REQUIRE(unmarked.read(g, e) == pgn_reader::status::game);
  CHECK_FALSE(unmarked.place()->resumable);  // it stands at the next game's tags
  CHECK(unmarked.place()->offset == no_marker.find("[Event \"b"));
  CHECK(unmarked.place()->line == 5);

  std::istringstream in(two);
  pgn_reader streamed(in, "test.pgn");
  REQUIRE(streamed.read(g, e) == pgn_reader::status::game);
  CHECK_FALSE(streamed.place());  // a stream's offsets are its buffer's
}

TEST_CASE("PGN: at every resumable place the splitter cuts, and a fresh reader reads on as the reader does",
          "[chess][pgn][range]") {
  std::vector<std::string> texts{
      "[Event \"x\"]\r\n\r\n1. e4 e5 1-0\r\n\r\n[Event \"y\"]\r\n\r\n1. d4 d5 0-1 \r\n",
      "[Event \"a\"]\r\r1. e4 e5 1/2-1/2\r[Event \"b\"]\r\r1. Nf3 *\r\r",
      "1. e4 1-0 {after}\n1. d4 { over lines\n1-0\n} d5 *\n\n1. c4 ( 1. e4 1-0\n1. d4 *\n",
      "[Event \"a\"]\n\n1. e4 Ke7 2. Ke2 *\n\n[Event \"b\"]\n\n1. e4\n\n[Event \"c\"]\n\n1. d4 1-0\n",
      "1. e4 {open\n\n[Event \"next\"]\n\n1. d4 *\n% escape\n; line\n1. Nf3 0-1",
  };
  texts.push_back(test::read_file(test::data_dir() / "lichess-2012-12-31-100.pgn"));
  for (const std::string& text : texts) {
    INFO(text.substr(0, 200));
    const auto cuts = splitter_cuts(text);
    const outcome whole = read_in_place(text);
    pgn_reader reader(std::string_view(text), "test.pgn");
    pgn_game g;
    pgn_error e;
    std::size_t games = 0, errors = 0, resumable = 0;
    for (auto status = reader.read(g, e);; status = reader.read(g, e)) {
      games += status == pgn_reader::status::game;
      errors += status == pgn_reader::status::error;
      const auto at = reader.place();
      REQUIRE(at);
      CHECK(at->line == line_ends(text, at->offset) + 1);
      if (at->resumable) {
        ++resumable;
        CHECK((at->offset == text.size() || std::find(cuts.begin(), cuts.end(), at->offset) != cuts.end()));
        const outcome rest = read_in_place(std::string_view(text).substr(at->offset));
        REQUIRE(rest.games.size() == whole.games.size() - games);
        CHECK(rest.errors.size() == whole.errors.size() - errors);
        for (std::size_t i = 0; i < rest.games.size(); ++i) {
          CHECK(rest.games[i].san_text == whole.games[games + i].san_text);
          CHECK(rest.games[i].result == whole.games[games + i].result);
        }
      }
      if (status == pgn_reader::status::end) break;
    }
    CHECK(resumable > 1);
  }
}

TEST_CASE("PGN: [%clk] and [%eval] of main-line comments are kept as annotations when asked", "[chess][pgn][annotations]") {
  const std::string text =
      "[Event \"x\"]\n\n{ game comment [%clk 9:99:99] } 1. e4 { [%eval 0.17] [%clk 0:02:58] } 1... e5 { [%eval -0.25,23] "
      "[%clk 0:02:57.4] } 2. Nf3 (2. Nc3 { [%eval 9.99] [%clk 0:00:01] }) 2... Nc6 { [%clk 1:00:00] [%eval #-3] }\n"
      "3. Bb5 { [%eval #4,30] text [%clk 59:30] } 3... a6 { [%eval] [%clk 0:0x:01] [%evaluation 3] [%clk 0:01:02]"
      " [%eval +.5] } 4. Ba4 { [%eval 1.2] } { [%clk 0:00:09] } *\n";
  pgn_options keeping;
  keeping.keep_annotations = true;
  for (const outcome& out : {read_all(text, keeping), read_in_place(text, keeping)}) {
    REQUIRE(out.errors.empty());
    REQUIRE(out.games.size() == 1);
    const auto& a = out.games[0].annotations;
    REQUIRE(a.size() == 7);
    CHECK(a[0] == pgn_annotation{178.0, 0.17, std::nullopt});
    CHECK(*a[1].clock == 177.4);  // the nearest double to the decimal written, as JSON prints it back
    CHECK(*a[1].eval == -0.25);
    CHECK(a[2].empty());  // 2. Nf3: the comment in the variation is the variation's
    CHECK(a[3] == pgn_annotation{3600.0, std::nullopt, -3});
    CHECK(a[4] == pgn_annotation{3570.0, std::nullopt, 4});  // minutes:seconds
    CHECK(a[5] == pgn_annotation{62.0, 0.5, std::nullopt});  // malformed commands are text
    CHECK(a[6] == pgn_annotation{9.0, 1.2, std::nullopt});   // two comments after one move
  }
  // Not asked: nothing kept.
  CHECK(read_all(text).games[0].annotations.empty());
  // Decimals read as the nearest double, not by adding up tenths (which made "-0.30" -0.30000000000000004).
  const auto decimals = read_all("1. e4 { [%eval -0.30] [%clk 1:05:07.3] } 1... e5 { [%eval 0.7,20] [%clk 0:00:00.1] }"
                                 " 2. Nf3 { [%eval 12.345678901234567890123] [%clk 0:10:00.29] } *\n", keeping);
  REQUIRE(decimals.games.size() == 1);
  const auto& d = decimals.games[0].annotations;
  REQUIRE(d.size() == 3);
  CHECK(d[0] == pgn_annotation{3907.3, -0.3, std::nullopt});
  CHECK(d[1] == pgn_annotation{0.1, 0.7, std::nullopt});
  CHECK(d[2] == pgn_annotation{600.29, 12.345678901234567890123, std::nullopt});
  // The next game's annotations are its own (the reader reuses the game's buffers).
  const auto two = read_in_place(text + "\n1. d4 d5 { [%clk 0:00:10] } *\n", keeping);
  REQUIRE(two.games.size() == 2);
  REQUIRE(two.games[1].annotations.size() == 2);
  CHECK(two.games[1].annotations[0].empty());
  CHECK(two.games[1].annotations[1] == pgn_annotation{10.0, std::nullopt, std::nullopt});
}
