// Xiangqi notations as databases write them: the same real games in ICCS, WXF, Chinese (UTF-8 and
// GBK) read to the same moves and verdicts; tandem pieces and pawns; every move of the real games
// written in WXF and Chinese and read back; the errors with their lines and columns; what tells a
// xiangqi PGN; the PGN splitter (chunk by chunk reads what the whole reads).
#include <repetita/tracker.hpp>
#include <repetita/xiangqi/adapter.hpp>
#include <repetita/xiangqi/encoding.hpp>
#include <repetita/xiangqi/fen.hpp>
#include <repetita/xiangqi/notation.hpp>
#include <repetita/xiangqi/pgn_splitter.hpp>

#include "xiangqi_test_support.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace repetita::xiangqi;
using repetita::read_status;
using repetita::record_error;
using repetita::verdict_kind;

using xiangqi_test::read_result;
using xiangqi_test::replay;

std::string data(const std::string& name) {
  return xiangqi_test::contents(std::string(REPETITA_TEST_DATA_DIR) + "/xiangqi/" + name);
}

read_result read_all(std::string_view text, bool lenient = false, std::uint64_t first_line = 1) {
  return xiangqi_test::read_all(text, {.lenient = lenient, .first_line = first_line});
}

// The moves of each record in ICCS: "h2e2 h9g7 ...".
std::vector<std::string> moves_of(const read_result& r) {
  std::vector<std::string> out;
  for (const adapter::record& rec : r.records) {
    std::string moves;
    for (const move m : rec.pgn().moves) moves += write_move(m) + ' ';
    out.push_back(moves);
  }
  return out;
}

position at(std::string_view fen) {
  auto p = parse_fen(fen);
  REQUIRE(p);
  return *p;
}

std::string wxf(std::string_view fen, std::string_view text) {
  const position p = at(fen);
  auto m = parse_wxf(p, text);
  if (!m) return std::string(to_string(m.error().kind)) + "@" + std::to_string(m.error().column);
  return write_move(*m);
}

std::string chinese(std::string_view fen, std::string_view text) {
  const position p = at(fen);
  auto m = parse_chinese(p, text);
  if (!m) return std::string(to_string(m.error().kind)) + "@" + std::to_string(m.error().column);
  return write_move(*m);
}

}  // namespace

TEST_CASE("xiangqi notation: the same real games in ICCS, WXF, Chinese and GBK Chinese", "[xiangqi][notation]") {
  // tests/data/xiangqi/README.md: the 15 games of the wukong-xiangqi sample in three notations; they
  // have no result, which only the lenient reading accepts.
  const read_result iccs = read_all(data("xqdb-iccs.pgn"), true);
  const read_result wxf_games = read_all(data("xqdb-wxf.pgn"), true);
  const read_result utf8 = read_all(data("xqdb-chinese.pgn"), true);
  const std::string gbk_text = data("xqdb-chinese-gbk.pgn");
  REQUIRE_FALSE(is_utf8(gbk_text));
  const read_result gbk = read_all(gbk_text, true);
  for (const read_result* r : {&iccs, &wxf_games, &utf8, &gbk}) {
    for (const record_error& e : r->errors) FAIL_CHECK(e.to_string());
    CHECK(r->records.size() == 15);
  }
  // The WXF and Chinese files were made from the coordinates (tests/data/xiangqi/README.md) and
  // differ from them once: game 2, ply 71, -P+1 / 后兵进一 (the rear pawn, e3e4) where the
  // coordinates move the front pawn (e5e6); both are legal.
  const auto same_but_game_2 = [&](const read_result& r) {
    std::vector<std::string> a = moves_of(r), b = moves_of(iccs);
    CHECK(a[1].substr(0, 70 * 5) == b[1].substr(0, 70 * 5));
    CHECK(a[1].substr(70 * 5, 4) == "e3e4");
    CHECK(b[1].substr(70 * 5, 4) == "e5e6");
    a.erase(a.begin() + 1);
    b.erase(b.begin() + 1);
    CHECK(a == b);
  };
  same_but_game_2(wxf_games);
  same_but_game_2(utf8);
  same_but_game_2(gbk);
  CHECK(gbk.records[0].pgn().texts == utf8.records[0].pgn().texts);  // decoded to the same characters
  CHECK(wxf_games.records[0].pgn().texts[0] == "Ｃ２＝５");
  CHECK(utf8.records[0].pgn().texts[0] == "炮二平五");
  CHECK(wxf_games.records[1].pgn().texts[70] == "－Ｐ＋１");
  CHECK(utf8.records[1].pgn().texts[70] == "后兵进一");
  std::size_t plies = 0;
  for (std::size_t g = 0; g < iccs.records.size(); ++g) {
    plies += iccs.records[g].plies();
    const repetita::verdict v = replay(iccs.records[g], "axf");
    for (const read_result* r : {&wxf_games, &utf8, &gbk}) {
      const repetita::verdict w = replay(r->records[g], "axf");
      CHECK(w.kind == v.kind);
      CHECK(w.ply == v.ply);
    }
  }
  CHECK(plies == 1378);
  CHECK(iccs.records[0].plies() == 127);
  // Game 12 (Ho Shing Kin - Lu Liangcheng, 1998): the third occurrence at ply 115, with no perpetual check
  // or chase: a draw under the Asian rules; game 7 ends in checkmate at ply 43.
  for (const read_result* r : {&iccs, &wxf_games, &utf8, &gbk}) {
    const repetita::verdict draw = replay(r->records[11], "axf");
    CHECK(draw.kind == verdict_kind::draw);
    CHECK(draw.ply == 115);
    const repetita::verdict mate = replay(r->records[6], "axf");
    CHECK(mate.kind == verdict_kind::loss);
    CHECK(mate.ply == 43);
    CHECK(mate.rule == "checkmate");
  }

  SECTION("strict reading: each game lacks its result") {
    const read_result strict = read_all(data("xqdb-wxf.pgn"));
    REQUIRE(strict.errors.size() == 15);
    CHECK(strict.records.empty());
    CHECK(strict.errors[0].kind == "missing_result");
    CHECK(strict.errors[0].line == 7);
    CHECK(strict.errors[0].column == 1);
    CHECK(strict.errors[1].game == 2);
  }
}

TEST_CASE("xiangqi notation: real ICCS games, and a real repetition judged at its ply", "[xiangqi][notation]") {
  const read_result hu = read_all(data("hu-ronghua-60-iccs.pgn"), true);
  CHECK(hu.errors.empty());
  REQUIRE(hu.records.size() == 60);
  // Game 51: the third occurrence at ply 82, with Red chasing on every move of the cycle: Red loses
  // under the Asian rules (a draw under plain threefold); game 36: Red checks perpetually, the
  // third occurrence at ply 116.
  const adapter::record& chase = hu.records[50];
  const repetita::verdict v = replay(chase, "axf");
  CHECK(v.kind == verdict_kind::loss);
  CHECK(v.who == 0);
  CHECK(v.ply == 82);
  CHECK(v.rule == "perpetual-chase");
  CHECK(replay(chase).kind == verdict_kind::draw);
  const repetita::verdict check = replay(hu.records[35], "axf");
  CHECK(check.kind == verdict_kind::loss);
  CHECK(check.who == 0);
  CHECK(check.ply == 116);
  CHECK(check.rule == "perpetual-check");
  // The same game written in WXF and in Chinese by our writers reads back to the same moves and
  // the same verdict.
  std::string as_wxf = "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n";
  std::string as_chinese = "[Game \"Chinese Chess\"]\n\n";
  position p = chase.start();
  for (const move m : chase.pgn().moves) {
    as_wxf += write_wxf(p, m) + ' ';
    as_chinese += write_chinese(p, m) + ' ';
    p = p.after(m);
  }
  as_wxf += "*\n";
  as_chinese += "*\n";
  for (const std::string& text : {as_wxf, as_chinese}) {
    const read_result r = read_all(text);
    REQUIRE(r.errors.empty());
    REQUIRE(r.records.size() == 1);
    CHECK(r.records[0].pgn().moves == chase.pgn().moves);
    const repetita::verdict w = replay(r.records[0], "axf");
    CHECK(w.kind == v.kind);
    CHECK(w.ply == v.ply);
    CHECK(w.rule == v.rule);
  }
}

TEST_CASE("xiangqi notation: Chinese games with a FEN, comments and no result", "[xiangqi][notation]") {
  const read_result xu = read_all(data("xiangjs-xu-nie-1999.pgn"));
  REQUIRE(xu.errors.empty());
  REQUIRE(xu.records.size() == 1);
  CHECK(xu.records[0].plies() == 75);
  CHECK(xu.records[0].pgn().result == "1-0");
  CHECK(xu.records[0].pgn().texts[44] == "前马退二");  // 23. 前马退二: tandem horses
  const read_result strict = read_all(data("xiangjs-qianli-duxing.pgn"));
  REQUIRE(strict.errors.size() == 1);
  CHECK(strict.errors[0].kind == "missing_result");
  const read_result lenient = read_all(data("xiangjs-qianli-duxing.pgn"), true);
  REQUIRE(lenient.records.size() == 1);
  CHECK(lenient.records[0].plies() == 33);
  CHECK(lenient.records[0].pgn().result == "*");
}

TEST_CASE("xiangqi notation: every move of real games written in WXF and Chinese reads back", "[xiangqi][notation]") {
  std::size_t moves = 0, tandem = 0;
  for (const std::string name : {"xiangqi_fsf.pgn", "xiangqi_fsf_b2.pgn", "hu-ronghua-60-iccs.pgn"}) {
    const read_result r = read_all(data(name), true);
    REQUIRE(r.errors.empty());
    for (const adapter::record& rec : r.records) {
      position p = rec.start();
      for (const move m : rec.pgn().moves) {
        const std::string w = write_wxf(p, m);
        const std::string c = write_chinese(p, m);
        auto back_w = parse_wxf(p, w);
        auto back_c = parse_chinese(p, c);
        CAPTURE(to_fen(p), w, c);
        REQUIRE(back_w);
        REQUIRE(back_c);
        CHECK(*back_w == m);
        CHECK(*back_c == m);
        tandem += (w[1] == '+' || w[1] == '-') ? 1U : 0U;
        ++moves;
        p = p.after(m);
      }
    }
  }
  CHECK(moves > 10000);
  CHECK(tandem > 10);
}

TEST_CASE("xiangqi notation: WXF and Chinese forms", "[xiangqi][notation]") {
  const std::string start(initial_fen);
  SECTION("the opening moves, every spelling") {
    CHECK(wxf(start, "C2.5") == "h2e2");
    CHECK(wxf(start, "C2=5") == "h2e2");
    CHECK(wxf(start, "c2.5") == "h2e2");
    CHECK(wxf(start, "Ｃ２＝５") == "h2e2");
    CHECK(wxf(start, "H2+3") == "h0g2");
    CHECK(wxf(start, "N2+3") == "h0g2");
    CHECK(wxf(start, "E3+5") == "g0e2");
    CHECK(wxf(start, "B3+5") == "g0e2");
    CHECK(wxf(start, "A4+5") == "f0e1");
    CHECK(wxf(start, "R1+1") == "i0i1");
    CHECK(wxf(start, "P7+1") == "c3c4");
    CHECK(wxf(start, "K5+1") == "e0e1");
    CHECK(chinese(start, "炮二平五") == "h2e2");
    CHECK(chinese(start, "砲二平五") == "h2e2");
    CHECK(chinese(start, "车一进一") == "i0i1");
    CHECK(chinese(start, "車一進一") == "i0i1");
    CHECK(chinese(start, "俥一進一") == "i0i1");
    CHECK(chinese(start, "傌二進三") == "h0g2");
    CHECK(chinese(start, "相三进五") == "g0e2");
    CHECK(chinese(start, "仕四进五") == "f0e1");
    CHECK(chinese(start, "帅五进一") == "e0e1");
    CHECK(chinese(start, "帥五進一") == "e0e1");
    CHECK(chinese(start, "兵七进一") == "c3c4");
    const std::string black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    CHECK(chinese(black, "马８进７") == "h9g7");
    CHECK(chinese(black, "馬8進7") == "h9g7");
    CHECK(chinese(black, "炮８平５") == "h7e7");
    CHECK(chinese(black, "包8平5") == "h7e7");
    CHECK(chinese(black, "将５进１") == "e9e8");
    CHECK(chinese(black, "將5進1") == "e9e8");
    CHECK(chinese(black, "象３进５") == "c9e7");
    CHECK(chinese(black, "士４进５") == "d9e8");
    CHECK(chinese(black, "卒３进１") == "c6c5");
    CHECK(wxf(black, "H8+7") == "h9g7");
    CHECK(wxf(black, "C8.5") == "h7e7");
    CHECK(wxf(black, "R1+1") == "a9a8");
  }
  SECTION("two rooks on a file: front and rear, both sides") {
    const std::string red = "4k4/9/9/9/9/9/9/7R1/9/3K3R1 w - - 0 1";
    CHECK(wxf(red, "R+.3") == "h2g2");
    CHECK(wxf(red, "+R.3") == "h2g2");
    CHECK(wxf(red, "R-.3") == "h0g0");
    CHECK(wxf(red, "-R.3") == "h0g0");
    CHECK(wxf(red, "R2.3") == "ambiguous@1");
    CHECK(wxf(red, "R2+7") == "h2h9");  // only the front rook can go 7 forward
    CHECK(chinese(red, "前车平三") == "h2g2");
    CHECK(chinese(red, "后车平三") == "h0g0");
    CHECK(chinese(red, "後車平三") == "h0g0");
    CHECK(chinese(red, "车二平三") == "ambiguous@1");
    const position p = at(red);
    CHECK(write_wxf(p, move(make_square(7, 2), make_square(6, 2))) == "R+.3");
    CHECK(write_chinese(p, move(make_square(7, 0), make_square(6, 0))) == "后车平三");
    const std::string black = "1r2k4/9/1r7/9/9/9/9/9/9/3K5 b - - 0 1";
    CHECK(wxf(black, "R+.3") == "b7c7");
    CHECK(wxf(black, "R-.3") == "b9c9");
    CHECK(chinese(black, "前车平３") == "b7c7");
    CHECK(chinese(black, "后车平3") == "b9c9");
  }
  SECTION("three pawns on a file") {
    const std::string three = "4k4/9/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1";
    CHECK(wxf(three, "P+.6") == "c7d7");
    CHECK(wxf(three, "P7.6") == "c6d6");
    CHECK(wxf(three, "P-.6") == "c5d5");
    CHECK(chinese(three, "前兵平六") == "c7d7");
    CHECK(chinese(three, "中兵平六") == "c6d6");
    CHECK(chinese(three, "后兵平六") == "c5d5");
    const position p = at(three);
    CHECK(write_wxf(p, move(make_square(2, 6), make_square(3, 6))) == "P7.6");
    CHECK(write_chinese(p, move(make_square(2, 6), make_square(3, 6))) == "中兵平六");
  }
  SECTION("four pawns on a file: ++, P+, P-, -- and 一 to 四") {
    const std::string four = "4k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1";
    CHECK(wxf(four, "++.6") == "c8d8");
    CHECK(wxf(four, "P+.6") == "c7d7");
    CHECK(wxf(four, "P-.6") == "c6d6");
    CHECK(wxf(four, "--.6") == "c5d5");
    CHECK(chinese(four, "一兵平六") == "c8d8");
    CHECK(chinese(four, "二兵平六") == "c7d7");
    CHECK(chinese(four, "三兵平六") == "c6d6");
    CHECK(chinese(four, "四兵平六") == "c5d5");
    CHECK(chinese(four, "五兵平六") == "missing_piece@1");
    const position p = at(four);
    CHECK(write_wxf(p, move(make_square(2, 8), make_square(3, 8))) == "++.6");
    CHECK(write_chinese(p, move(make_square(2, 5), make_square(3, 5))) == "四兵平六");
  }
  SECTION("pawns on two files: the file before the sign") {
    const std::string two = "4k4/9/9/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1";
    CHECK(wxf(two, "7+.6") == "c6d6");
    CHECK(wxf(two, "7-.6") == "c5d5");
    CHECK(wxf(two, "3+.4") == "g6f6");
    CHECK(wxf(two, "P+.6") == "c6d6");  // the front pawn of file 3 cannot go to file 6
    CHECK(chinese(two, "前七平六") == "c6d6");
    CHECK(chinese(two, "后三平四") == "g5f5");
    const position p = at(two);
    CHECK(write_wxf(p, move(make_square(6, 6), make_square(5, 6))) == "3+.4");
    CHECK(write_chinese(p, move(make_square(2, 5), make_square(3, 5))) == "后七平六");
  }
  SECTION("errors, with their columns in characters") {
    CHECK(wxf(start, "X2.5") == "unknown_piece@1");
    CHECK(wxf(start, "+X.5") == "unknown_piece@2");
    CHECK(wxf(start, "C2*5") == "syntax@3");
    CHECK(wxf(start, "C2.") == "syntax@4");
    CHECK(wxf(start, "C2.0") == "syntax@4");
    CHECK(wxf(start, "R5+1") == "missing_piece@1");
    CHECK(wxf(start, "H2.3") == "illegal_move@1");
    CHECK(wxf(start, "C2+9") == "illegal_move@1");
    CHECK(chinese(start, "龙二平五") == "unknown_piece@1");
    CHECK(chinese(start, "炮2平5") == "bad_numeral@2");
    CHECK(chinese(start, "炮二平5") == "bad_numeral@4");
    CHECK(chinese(start, "炮二走五") == "syntax@3");
    CHECK(chinese(start, "炮二平") == "syntax@4");
    CHECK(chinese(start, "炮二进九") == "illegal_move@1");
    CHECK(chinese(start, "前七平六") == "missing_piece@1");
    const std::string black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    CHECK(chinese(black, "马八进七") == "bad_numeral@2");
    const std::string check = "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1";  // black in check from the rook
    CHECK(chinese(check, "将５平４") == "illegal_move@1");  // to face the red king
    CHECK(chinese(check, "将５平６") == "e9f9");
  }
}

TEST_CASE("xiangqi notation: PGN errors keep line and column", "[xiangqi][notation]") {
  SECTION("an unknown piece in Chinese, the column in characters") {
    const read_result r =
        read_all("[Game \"Chinese Chess\"]\n\n1. 炮二平五 马８进７ 2. 龙二进三 *\n");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].to_string().substr(0, 52) == "test.pgn:3:17: error: bad_move (unknown_piece): expe");
    CHECK(r.errors[0].text == "龙二进三");
  }
  SECTION("a bad numeral") {
    const read_result r = read_all("[Game \"Chinese Chess\"]\n\n1. 炮二平五 马八进七 *\n");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].kind == "bad_move (bad_numeral)");
    CHECK(r.errors[0].line == 3);
    CHECK(r.errors[0].column == 10);
  }
  SECTION("an ambiguous WXF move, and the next game is read") {
    const read_result r = read_all(
        "[Game \"Chinese Chess\"]\n[FEN \"4k4/9/9/9/9/9/9/7R1/9/3K3R1 w - - 0 1\"]\n\n1. R2.3 *\n\n"
        "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n1. C2.5 H8+7 1-0\n");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].kind == "bad_move (ambiguous)");
    CHECK(r.errors[0].line == 4);
    CHECK(r.errors[0].column == 4);
    REQUIRE(r.records.size() == 1);
    CHECK(r.records[0].plies() == 2);
  }
  SECTION("an illegal move in GBK: columns in characters of the original text") {
    // "1. 炮二平五 马８进７ 2. 炮五进九 *" in GBK (iconv -t GBK)
    const std::string gbk =
        "[Game \"Chinese Chess\"]\n\n1. \xc5\xda\xb6\xfe\xc6\xbd\xce\xe5 \xc2\xed\xa3\xb8\xbd\xf8\xa3\xb7 2. "
        "\xc5\xda\xce\xe5\xbd\xf8\xbe\xc5 *\n";
    REQUIRE_FALSE(is_utf8(gbk));
    const read_result r = read_all(gbk);
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].kind == "bad_move (illegal_move)");
    CHECK(r.errors[0].line == 3);
    CHECK(r.errors[0].column == 17);
    CHECK(r.errors[0].text == "炮五进九");
    const read_result g = read_all(data("xqdb-chinese-gbk.pgn"));  // strict: the results are missing
    REQUIRE(g.errors.size() == 15);
    CHECK(g.errors[0].line == 7);
  }
  SECTION("a Format the reader does not know") {
    const read_result r = read_all("[Game \"Chinese Chess\"]\n[Format \"DhtmlXQ\"]\n\n1. h2e2 *\n");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].to_string() ==
          "test.pgn:2:10: error: unsupported_format: expected the format \"ICCS\", \"WXF\" or \"Chinese\", found "
          "\"DhtmlXQ\" (game 1, \"DhtmlXQ\")");
  }
  SECTION("the Format tag decides: squares are not WXF") {
    const read_result r = read_all("[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n1. h2e2 *\n");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].kind == "bad_move (syntax)");
    CHECK(r.errors[0].column == 6);
  }
  SECTION("ICCS as some write it, by look and by tag") {
    const read_result r = read_all(
        "[Game \"Chinese Chess\"]\n\n1. H2-E2 H9-G7 *\n\n[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. h2e2 h9g7 *\n");
    REQUIRE(r.errors.empty());
    REQUIRE(r.records.size() == 2);
    CHECK(r.records[0].pgn().moves == r.records[1].pgn().moves);
  }
}

TEST_CASE("xiangqi notation: what tells a xiangqi PGN", "[xiangqi][notation]") {
  CHECK(adapter::owns("[Game \"Chinese Chess\"]\n[Event \"x\"]\n"));
  CHECK(adapter::owns("[Event \"x\"]\n[Format \"WXF\"]\n"));
  CHECK(adapter::owns("[Event \"x\"]\n[Format \"ICCS\"]\n"));
  CHECK(adapter::owns("[Event \"x\"]\n[Red \"ZHAO GuoRong\"]\n"));
  CHECK(adapter::owns(data("xqdb-chinese-gbk.pgn").substr(0, 200)));
  CHECK(adapter::owns(data("xiangjs-xu-nie-1999.pgn").substr(0, 200)));
  CHECK_FALSE(adapter::owns("[Game \"Chinese Chess\"]\n[Variant \"chess960\"]\n"));
  CHECK_FALSE(adapter::owns("[Event \"x\"]\n[Format \"SAN\"]\n[White \"a\"]\n\n1. e4 *\n"));
  CHECK_FALSE(adapter::owns("[Event \"x\"]\n\n1. e4 *\n\n[Red \"a\"]\n"));  // only the first tag section
}

namespace {

struct item {
  std::uint64_t line;
  std::string what;
  friend bool operator==(const item&, const item&) = default;
  friend std::ostream& operator<<(std::ostream& os, const item& i) { return os << i.line << ' ' << i.what; }
};

// Records and errors of a text read chunk by chunk (target bytes per chunk), by their lines.
std::vector<item> read_chunked(const std::string& text, std::size_t target) {
  std::vector<item> out;
  pgn_splitter splitter;
  std::istringstream in(text);
  repetita::record_chunk chunk;
  std::size_t chunks = 0;
  while (splitter.next(in, target, chunk)) {
    ++chunks;
    const read_result r = read_all(chunk.text, true, chunk.first_line);
    for (const adapter::record& rec : r.records) {
      repetita::record_header h;
      rec.header(h);
      std::string moves;
      for (const move m : rec.pgn().moves) moves += write_move(m);
      out.push_back({h.line, rec.pgn().result + ' ' + moves});
    }
    for (const record_error& e : r.errors) out.push_back({e.line, e.kind + ':' + std::to_string(e.column) + e.message});
  }
  std::sort(out.begin(), out.end(), [](const item& a, const item& b) { return a.line < b.line; });
  if (target == 1) out.push_back({0, std::to_string(chunks)});
  return out;
}

// `text` read chunk by chunk (targets of 1 B: a chunk per game, 100 B and 5 kB) gives `whole`.
void check_chunked(const std::string& text, const std::vector<item>& whole) {
  for (const std::size_t target : {std::size_t{1}, std::size_t{100}, std::size_t{5000}}) {
    CAPTURE(target);
    std::vector<item> chunked = read_chunked(text, target);
    if (target == 1) chunked.pop_back();  // the count of chunks
    CHECK(chunked == whole);
  }
}

}  // namespace

TEST_CASE("xiangqi PGN splitter: chunk by chunk reads what the whole reads", "[xiangqi][notation][chunks]") {
  const std::string text = data("xqdb-iccs.pgn") + "\n" + data("xqdb-wxf.pgn") + "\n" + data("xiangqi_fsf.pgn") +
                           "\n" + data("xiangjs-xu-nie-1999.pgn") + "\n" + data("hu-ronghua-60-iccs.pgn");
  std::vector<item> whole = read_chunked(text, std::size_t{1} << 30);
  REQUIRE(whole.size() == 15 + 15 + 50 + 1 + 60);
  CHECK(read_chunked(text, 1).back().what == std::to_string(whole.size()));  // a chunk per game
  check_chunked(text, whole);
  SECTION("broken text: random bytes changed, the same records and errors") {
    std::mt19937 random(20241124);
    for (int round = 0; round < 40; ++round) {
      std::string mutated = text.substr(0, 30000);
      for (int k = 0; k < 8; ++k) {
        const std::size_t i = random() % mutated.size();
        const char pool[] = "[]{}()\";%\n 1-0*$.";
        mutated[i] = pool[random() % (sizeof pool - 1)];
      }
      CAPTURE(round);
      CHECK(read_chunked(mutated, 1 << 12).size() + 0 == read_chunked(mutated, std::size_t{1} << 30).size());
      std::vector<item> small = read_chunked(mutated, 1);
      small.pop_back();
      CHECK(small == read_chunked(mutated, std::size_t{1} << 30));
    }
  }
  SECTION("UTF-8 games, then games in UTF-8 and GBK by turns: cut only where the text is UTF-8") {
    // More UTF-8 than the splitter's first read (256 KiB), so that it starts cutting.
    const std::string games = data("hu-ronghua-60-iccs.pgn");
    std::string mixed;
    for (int k = 0; k < 7; ++k) {
      mixed += games;
      mixed += '\n';
    }
    REQUIRE(mixed.size() > (std::size_t{1} << 18));
    mixed += data("xqdb-chinese-mixed.pgn");
    // A GBK game whose comment holds a character with the second byte '}' (0x81 0x7D) and then a line
    // that looks like a tag: read as bytes, the comment would end early and a game start there.
    mixed += "\n[Game \"Chinese Chess\"]\n\n1. \xc5\xda\xb6\xfe\xc6\xbd\xce\xe5 {\x81\x7d\n[Event \"x\"]\n} *\n";
    mixed += "\n[Game \"Chinese Chess\"]\n\n1. h2e2 *\n";
    const std::vector<item> whole_mixed = read_chunked(mixed, std::size_t{1} << 30);
    REQUIRE(whole_mixed.size() == 7 * 60 + 15 + 2);
    check_chunked(mixed, whole_mixed);
  }
  SECTION("files joined by cat, each with its byte order mark: every game read, whole or chunk by chunk") {
    // Found by fuzzing: a chunk that began with the mark read its game, the whole text failed on it.
    const std::string bom = "\xEF\xBB\xBF";
    const std::string joined = bom + data("xqdb-iccs.pgn") + "\n" + bom + data("xiangqi_fsf.pgn") + "\n\n" + bom +
                               "1. h2e2 h9g7 *\n";
    const std::vector<item> whole_joined = read_chunked(joined, std::size_t{1} << 30);
    REQUIRE(whole_joined.size() == 15 + 50 + 1);
    CHECK(whole_joined.back().what == "* h2e2h9g7");
    check_chunked(joined, whole_joined);
  }
  SECTION("a GBK text is one chunk") {
    const std::string gbk = data("xqdb-chinese-gbk.pgn");
    pgn_splitter splitter;
    std::istringstream in(gbk);
    repetita::record_chunk chunk;
    REQUIRE(splitter.next(in, 1, chunk));
    CHECK(chunk.text == gbk);
    CHECK_FALSE(splitter.next(in, 1, chunk));
  }
}

TEST_CASE("xiangqi notation: WXF check marks, the piece letters G and M", "[xiangqi][notation]") {
  const std::string start(initial_fen);
  // Red: king e1, rook i0; Black: king d9. R1.6 (i0d0) mates: d8 is on the rook's file and e9 faces
  // the red king. R1+9 (i0i9) checks along rank 9 and the king escapes to d8.
  const std::string rook = "3k5/9/9/9/9/9/9/9/4K4/8R w - - 0 1";
  // Two red rooks on file i (front i4, rear i0): R+.6 (i4d4) mates the same way.
  const std::string rooks = "3k5/9/9/9/9/8R/9/9/4K4/8R w - - 0 1";
  SECTION("a move is four characters; + after them says check, ++ checkmate (the File Format draft's remarks)") {
    CHECK(wxf(rook, "R1+9+") == "i0i9");
    CHECK(wxf(rook, "R1.6++") == "i0d0");
    CHECK(wxf(rook, "R1.6+") == "i0d0");  // a mate is a check
    CHECK(wxf(rook, "R1.6") == "i0d0");   // the remark may be left out
    CHECK(wxf(rook, "Ｒ１＝６＋＋") == "i0d0");
    CHECK(wxf(rooks, "R+.6++") == "i4d4");  // the tandem sign is the second character, the remark the fifth
    CHECK(wxf(rooks, "+R.6+") == "i4d4");
  }
  SECTION("a remark that is not true, or not a remark") {
    CHECK(wxf(start, "C2.5+") == "check_mark@5");    // no check: the pawns on e3 and e6 are two screens
    CHECK(wxf(rook, "R1+1+") == "check_mark@5");     // i0i1 gives no check
    CHECK(wxf(rook, "R1+9++") == "check_mark@5");    // a check, not a mate: d8 is free
    CHECK(wxf(rook, "R1.6+-") == "syntax@5");
    CHECK(wxf(rook, "R1.6#") == "syntax@5");
    CHECK(wxf(rook, "R1.6+++") == "syntax@5");
    CHECK(wxf(rook, "R1.") == "syntax@4");
  }
  SECTION("G (guard) for the advisor, M (minister) for the elephant") {
    CHECK(wxf(start, "G4+5") == "f0e1");
    CHECK(wxf(start, "g6+5") == "d0e1");
    CHECK(wxf(start, "M3+5") == "g0e2");
    CHECK(wxf(start, "M7+9") == "c0a2");
    CHECK(wxf(start, "G5+4") == "missing_piece@1");
    CHECK(wxf(start, "L2.5") == "unknown_piece@1");
  }
  SECTION("in a PGN: the error's line and column in the file") {
    const read_result r = read_all(
        "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n[FEN \"" + rook + "\"]\n\n1. R1+1+ k4+1 *\n\n"
        "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n[FEN \"" + rook + "\"]\n\n1. R1.6++ 1-0\n");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].to_string() ==
          "test.pgn:5:8: error: bad_move (check_mark): 'R1+1+' is marked + (check) but does not give check "
          "(game 1, \"R1+1+\")");
    CHECK(r.errors[0].text == "R1+1+");
    REQUIRE(r.records.size() == 1);
    CHECK(r.records[0].pgn().texts[0] == "R1.6++");
    const repetita::verdict v = replay(r.records[0], "axf");
    CHECK(v.kind == verdict_kind::loss);
    CHECK(v.rule == "checkmate");
    CHECK(v.ply == 1);
  }
}

TEST_CASE("xiangqi notation: a file whose games are in UTF-8 and in GBK by turns", "[xiangqi][notation]") {
  // tests/data/xiangqi/README.md: xqdb-chinese.pgn with its even games encoded in GBK.
  const std::string mixed = data("xqdb-chinese-mixed.pgn");
  REQUIRE_FALSE(is_utf8(mixed));
  REQUIRE_FALSE(decode_gbk(mixed));  // as a whole it is neither: each game must be decoded by itself
  const read_result r = read_all(mixed, true);
  for (const record_error& e : r.errors) FAIL_CHECK(e.to_string());
  const read_result utf8 = read_all(data("xqdb-chinese.pgn"), true);
  REQUIRE(r.records.size() == 15);
  CHECK(moves_of(r) == moves_of(utf8));
  for (std::size_t g = 0; g < 15; ++g) {
    CAPTURE(g);
    CHECK(r.records[g].pgn().texts == utf8.records[g].pgn().texts);
    CHECK(*r.records[g].pgn().tag("Red") == *utf8.records[g].pgn().tag("Red"));
  }
  SECTION("strict: the lines of the errors are those of the file") {
    const read_result strict = read_all(mixed);
    const read_result strict_utf8 = read_all(data("xqdb-chinese.pgn"));
    REQUIRE(strict.errors.size() == 15);
    for (std::size_t g = 0; g < 15; ++g) CHECK(strict.errors[g].line == strict_utf8.errors[g].line);
  }
  SECTION("an illegal move in the GBK game after a UTF-8 one: line and column in characters") {
    // Game 2 is "1. 炮二平五 马８进７ 2. 炮五进九 *" in GBK.
    const std::string text =
        "[Game \"Chinese Chess\"]\n[Red \"胡荣华\"]\n\n1. 炮二平五 马８进７ *\n\n"
        "[Game \"Chinese Chess\"]\n[Red \"\xba\xfa\xc8\xd9\xbb\xaa\"]\n\n1. \xc5\xda\xb6\xfe\xc6\xbd\xce\xe5 "
        "\xc2\xed\xa3\xb8\xbd\xf8\xa3\xb7 2. \xc5\xda\xce\xe5\xbd\xf8\xbe\xc5 *\n";
    const read_result m = read_all(text);
    REQUIRE(m.records.size() == 1);
    CHECK(*m.records[0].pgn().tag("Red") == "胡荣华");
    REQUIRE(m.errors.size() == 1);
    CHECK(m.errors[0].kind == "bad_move (illegal_move)");
    CHECK(m.errors[0].line == 9);
    CHECK(m.errors[0].column == 17);
    CHECK(m.errors[0].text == "炮五进九");
  }
  SECTION("a game neither UTF-8 nor GBK: the text is not decoded, and the error says where") {
    const read_result m = read_all("[Game \"Chinese Chess\"]\n\n1. h2e2 *\n\n[Game \"Chinese Chess\"]\n\n1. \xff\xff *\n");
    REQUIRE(m.records.size() == 1);
    REQUIRE(m.errors.size() == 1);
    CHECK(m.errors[0].line == 7);
    CHECK(m.errors[0].column == 4);
  }
}
