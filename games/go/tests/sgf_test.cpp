// The SGF FF[4] reader: grammar, errors with line and column, the Go meaning, variations.
#include <repetita/go/main_line.hpp>
#include <repetita/go/sgf.hpp>

#include <catch2/catch.hpp>

#include <sstream>
#include <utility>

using namespace repetita::go;

TEST_CASE("sgf: several game trees, variations, escapes, soft line breaks", "[go][sgf]") {
  auto r = sgf::read_all("junk before (;GM[1]FF[4]C[a \\] b\\\\ c\\\nd];B[aa](;W[bb])(;W[cc];B[dd]))\n(;SZ[9])");
  REQUIRE(r);
  REQUIRE(r->size() == 2);
  const sgf::tree& t = r->front();
  REQUIRE(t.nodes.size() == 2);
  CHECK(t.nodes[0].find("C")->values[0] == "a ] b\\ cd");
  REQUIRE(t.children.size() == 2);
  CHECK(t.children[1].nodes.size() == 2);
  CHECK(r->back().nodes[0].find("SZ")->values[0] == "9");
  // FF[3] property names with lower-case letters
  auto old = sgf::read_all("(;AddBlack[aa]Black[bb])");
  REQUIRE(old);
  CHECK(old->front().nodes[0].properties[0].id == "AB");
}

TEST_CASE("sgf: errors with line and column", "[go][sgf]") {
  auto check = [](std::string_view text, sgf::error::kind kind, std::size_t line, std::size_t column,
                  std::string_view message) {
    auto r = sgf::read_all(text);
    REQUIRE_FALSE(r);
    CHECK(r.error().what == kind);
    CHECK(r.error().line == line);
    CHECK(r.error().column == column);
    CHECK(r.error().message == message);
  };
  check("(;B[aa]\n;W[bb", sgf::error::kind::syntax, 2, 3, "unterminated property value: missing ']'");
  check("(;B[aa]", sgf::error::kind::syntax, 1, 7, "unexpected end of input: missing ')'");
  check("(B[aa])", sgf::error::kind::syntax, 1, 1, "expected ';' to start a node");
  check("(;B[aa]\n  W[bb] ;C)", sgf::error::kind::syntax, 2, 10, "property C has no value");
  check("(;B[aa](;W[bb]);C[x])", sgf::error::kind::syntax, 1, 16, "a node cannot follow the variations of a game tree");
  std::string deep(2000, '(');
  auto d = sgf::read_all("(;" + deep);
  REQUIRE_FALSE(d);
  CHECK(d.error().what == sgf::error::kind::syntax);  // "expected ';'" comes first
  std::string nested = "(;";
  for (int i = 0; i < 1100; ++i) nested += "(;";
  auto n = sgf::read_all(nested);
  REQUIRE_FALSE(n);
  CHECK(n.error().what == sgf::error::kind::too_deep);
  // lenient: a truncated file closes its trees
  CHECK(sgf::read_all("(;B[aa];W[bb]", sgf::reader_options{.close_at_end = true}));
}

TEST_CASE("sgf: the Go meaning of the root and of moves", "[go][sgf]") {
  auto t = sgf::read_all("(;GM[1]SZ[5:3]KM[6.5]HA[2]RU[Japanese]AB[aa:ba][ec]AW[cb];W[tt];B[];W[dc];B[ab])");
  REQUIRE(t);
  auto info = sgf::read_info(t->front());
  REQUIRE(info);
  CHECK(info->start.board().width() == 5);
  CHECK(info->start.board().height() == 3);
  CHECK(info->start.board().diagram() == "XX...\n..O..\n....X\n");
  CHECK(info->start.to_move() == color::black);  // a setup with both colours and no PL: Black first
  // a handicap (AB only, no PL): White first
  CHECK(sgf::read_info(sgf::read_all("(;HA[2]AB[dd][pp])").value().front())->start.to_move() == color::white);
  CHECK(info->komi == 6.5);
  CHECK(info->handicap == 2);
  CHECK(info->rule_set == std::string_view("japanese"));
  auto rp = sgf::replay_tree(t->front());
  REQUIRE(rp);
  CHECK(rp->moves == 4);
  // [tt] is a pass on boards up to 19x19, a point on larger ones
  auto big = sgf::read_all("(;SZ[21];B[tt])");
  REQUIRE(big);
  auto moves = sgf::read_moves(big->front().nodes[1], board(21, 21));
  REQUIRE(moves);
  CHECK(moves->front() == play_at(19, 19, color::black));
  // errors of meaning, with the property's position
  auto off = sgf::replay_tree(sgf::read_all("(;SZ[3]\n;B[dd])").value().front());
  REQUIRE_FALSE(off);
  CHECK(off.error().what == sgf::error::kind::value);
  CHECK(off.error().line == 2);
  CHECK(off.error().column == 2);
  CHECK(off.error().message == "B: point off the board: 'dd'");
  auto chess = sgf::read_info(sgf::read_all("(;GM[3])").value().front());
  REQUIRE_FALSE(chess);
  CHECK(chess.error().what == sgf::error::kind::unsupported);
  CHECK_FALSE(sgf::read_info(sgf::read_all("(;SZ[30])").value().front()));
}

TEST_CASE("sgf: each variation has the history from the root to its node only", "[go][sgf]") {
  // The ko of cycles_test.cpp. The first variation takes the ko, passes twice, and White retakes.
  // The second variation has White retake at once after Black's take: illegal under simple ko; the
  // first variation's history does not leak into it (nor the other way round).
  const char* text = "(;SZ[5:3]AB[ba][ab][bc]AW[ca][bb][db][cc]PL[B];B[cb]"
                     "(;W[];B[];W[bb])"
                     "(;W[bb]))";
  auto t = sgf::read_all(text);
  REQUIRE(t);
  auto rp = sgf::replay_tree(t->front());
  REQUIRE(rp);
  CHECK(rp->variations == 2);
  std::size_t jp = *rule_sets.find("japanese");
  std::vector<std::size_t> japanese_variations;
  for (const auto& e : rp->events)
    if (e.event.rule_set == jp) japanese_variations.push_back(e.variation);
  CHECK(japanese_variations == std::vector<std::size_t>{1});
}

TEST_CASE("sgf: RU values map to rule sets", "[go][sgf]") {
  CHECK(rule_set_for_ru("Japanese") == std::string_view("japanese"));
  CHECK(rule_set_for_ru(" chinese, pair go ") == std::string_view("chinese"));
  CHECK(rule_set_for_ru("AGA") == std::string_view("aga"));
  CHECK(rule_set_for_ru("NZ") == std::string_view("nz"));
  CHECK(rule_set_for_ru("New Zealand") == std::string_view("nz"));
  CHECK(rule_set_for_ru("GOE") == std::string_view("ing"));
  CHECK(rule_set_for_ru("Tromp/Taylor") == std::string_view("tromp-taylor"));
  CHECK(rule_set_for_ru("TT--") == std::string_view("tromp-taylor"));
  CHECK(rule_set_for_ru("Korean") == std::string_view("korean"));
  CHECK(rule_set_for_ru("koPOSITIONALscoreAREAtaxNONEsui1") == std::string_view("tromp-taylor"));
  CHECK(rule_set_for_ru("koSITUATIONALscoreAREAtaxNONEsui0") == std::string_view("aga"));
  CHECK(rule_set_for_ru("koSIMPLEscoreTERRITORYtaxSEKIsui0") == std::string_view("japanese"));
  CHECK_FALSE(rule_set_for_ru("ingo"));
  CHECK_FALSE(rule_set_for_ru(""));
}

TEST_CASE("sgf: UTF-16 and UTF-8 byte order marks", "[go][sgf]") {
  std::string utf16 = "\xFF\xFE";
  for (char c : std::string("(;C[\xE9])")) {  // not ASCII: a Latin-1 byte read as a code unit
    utf16 += c;
    utf16 += '\0';
  }
  auto r = sgf::read_all(utf16);
  REQUIRE(r);
  CHECK(r->front().nodes[0].find("C")->values[0] == "\xC3\xA9");  // U+00E9 in UTF-8
  auto bom = sgf::read_all("\xEF\xBB\xBF(;B[aa])");
  REQUIRE(bom);
}

TEST_CASE("sgf: lines end with LF or CRLF or CR and columns count characters", "[go][sgf]") {
  const auto where = [](std::string_view text) {
    auto r = sgf::read_all(text);
    REQUIRE_FALSE(r);
    return std::pair{r.error().line, r.error().column};
  };
  CHECK(where("(;B[aa]\n;W[bb]x)") == std::pair<std::size_t, std::size_t>{2, 7});
  CHECK(where("(;B[aa]\r\n;W[bb]x)") == std::pair<std::size_t, std::size_t>{2, 7});
  CHECK(where("(;B[aa]\r;W[bb]x)") == std::pair<std::size_t, std::size_t>{2, 7});
  CHECK(where("(;B[aa]\r\r;W[bb]x)") == std::pair<std::size_t, std::size_t>{3, 7});
  // "é" and "碁" are one column each, though two and three bytes in UTF-8
  CHECK(where("(;C[\xC3\xA9\xE7\xA2\x81]x)") == std::pair<std::size_t, std::size_t>{1, 8});
  // the end of input after a line break is column 1 of the next line
  CHECK(where("(;B[aa]\n") == std::pair<std::size_t, std::size_t>{2, 1});
}

TEST_CASE("sgf: the main line with its start position and its plies", "[go][sgf]") {
  SECTION("setup before the first move belongs to the start; the first move says who starts") {
    // GNU Go regression files: the handicap stones in the first node after the root, White first.
    auto t = sgf::read_all("(;SZ[5]HA[2];AB[aa][ee];W[cc];B[];W[tt](;B[bb])(;B[dd]))");
    REQUIRE(t);
    auto line = sgf::read_main_line(t->front());
    REQUIRE(line);
    CHECK(line->info.start.board().diagram() == "X....\n.....\n.....\n.....\n....X\n");
    CHECK(line->info.start.to_move() == color::white);
    REQUIRE(line->steps.size() == 4);  // the first variation at each node
    CHECK(line->steps[0].m == play_at(2, 2, color::white));
    CHECK(line->steps[0].written == "cc");
    CHECK(line->steps[1].m == pass(color::black));
    CHECK(line->steps[1].written.empty());
    CHECK(line->steps[2].m == pass(color::white));
    CHECK(line->steps[2].written == "tt");
    CHECK(line->steps[3].m == play_at(1, 1, color::black));
    CHECK(line->steps[3].line == 1);
    CHECK(line->steps[3].column == 42);
  }
  SECTION("PL decides over the first move; a setup after the first move is a ply of its own") {
    auto t = sgf::read_all("(;SZ[5]PL[W];B[aa];AE[aa]AB[bb];W[cc]B[dd])");
    REQUIRE(t);
    auto line = sgf::read_main_line(t->front());
    REQUIRE(line);
    CHECK(line->info.start.to_move() == color::white);
    REQUIRE(line->steps.size() == 4);
    CHECK(line->steps[0].m == play_at(0, 0, color::black));
    REQUIRE(line->steps[1].is_setup());
    position p = line->info.start;
    p.apply(line->steps[0].m);
    REQUIRE(sgf::apply_setup(*line->steps[1].setup, p));
    CHECK(p.board().diagram() == ".....\n.X...\n.....\n.....\n.....\n");
    // a node with both colours (GNU Go's "B[tt]W[tt]") gives two plies, in the order written
    CHECK(line->steps[2].m == play_at(2, 2, color::white));
    CHECK(line->steps[3].m == play_at(3, 3, color::black));
  }
  SECTION("errors of the main line carry the property's line and column") {
    auto t = sgf::read_all("(;SZ[5];B[aa]\n(;W[ff])(;W[zz]))");
    REQUIRE(t);
    auto line = sgf::read_main_line(t->front());
    REQUIRE_FALSE(line);
    CHECK(line.error().what == sgf::error::kind::value);
    CHECK(line.error().line == 2);
    CHECK(line.error().column == 3);
    // the second variation is not read: its bad point is no error of the main line
    auto ok = sgf::read_all("(;SZ[5];B[aa](;W[bb])(;W[zz]))");
    REQUIRE(ok);
    CHECK(sgf::read_main_line(ok->front()));
  }
}

TEST_CASE("sgf: setup before the first move is the start of every variation", "[go][sgf]") {
  // Sending two returning one (cycles_test.cpp) with the stones in the first node after the root,
  // as GNU Go's regression files write them, and PL beside a move (as Sabaki writes it). PSK forbids
  // the returning capture at ply 3: it recreates the setup board, ply 0.
  const char* text = "(;GM[1]SZ[5:3];AB[aa][ca][ab][bb][bc]AW[ea][cb][db][eb][cc]"
                     "(;B[da];W[ba]PL[B];B[ca])"
                     "(;W[dc];B[da]))";
  auto t = sgf::read_all(text);
  REQUIRE(t);
  auto rp = sgf::replay_tree(t->front());
  REQUIRE(rp);
  CHECK(rp->moves == 5);
  CHECK(rp->setup_nodes == 0);
  const std::size_t psk = *rule_sets.find("psk");
  std::vector<std::pair<std::size_t, repetita::ply_t>> seen;
  for (const auto& e : rp->events)
    if (e.event.rule_set == psk) seen.emplace_back(e.variation, e.event.ply);
  CHECK(seen == std::vector<std::pair<std::size_t, repetita::ply_t>>{{0, 3}});
  // the main line reads the same start: no PL, Black moves first
  auto line = sgf::read_main_line(t->front());
  REQUIRE(line);
  CHECK(line->steps.size() == 3);
  CHECK(line->info.start.to_move() == color::black);
  CHECK(line->info.start.board().diagram() == "X.X.O\nXXOOO\n.XO..\n");
}
