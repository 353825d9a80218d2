// The SGF FF[4] reader: grammar, errors with line and column, the Go meaning, variations.
#include <repetita/go/sgf.hpp>

#include <catch2/catch.hpp>

#include <sstream>

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
