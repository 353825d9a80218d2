// Record formats (CSA, KIF, KI2, USI) and the corpus: every record of ../shared/data/shogi (or of
// the copies in tests/data/shogi) reads, replays legally under every rule set, and keeps its hashes.
#include "test_support.hpp"

#include <iconv.h>

#include <filesystem>
#include <fstream>
#include <array>
#include <iterator>
#include <vector>

using namespace shogi_test;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

fs::path corpus_root() {
  const fs::path shared = fs::path(REPETITA_SHARED_DATA_DIR) / "shogi";
  if (fs::exists(shared)) return shared;
  return fs::path(REPETITA_TEST_DATA_DIR) / "shogi";
}

std::vector<fs::path> files_of(const fs::path& root) {
  std::vector<fs::path> out;
  for (const auto& e : fs::recursive_directory_iterator(root))
    if (e.is_regular_file() && !format_of(e.path().filename().string()).empty()) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

// Replays a record under every rule set; returns the final position.
position replay(const record& r) {
  repetita::tracker<game, registry_type> t(rule_sets);
  position p = r.start;
  t.start(p);
  for (const move& m : r.moves) {
    REQUIRE(p.is_legal(m));
    p = t.play(p, m);
  }
  const position scratch = sfen(write_sfen(p));
  CHECK(scratch.board_hash() == p.board_hash());
  CHECK(scratch.hand_hash() == p.hand_hash());
  return p;
}

std::string to_sjis(const std::string& utf8) {
  iconv_t cd = iconv_open("CP932", "UTF-8");
  REQUIRE(cd != reinterpret_cast<iconv_t>(-1));
  std::string out(utf8.size() * 2 + 4, '\0');
  char* in = const_cast<char*>(utf8.data());
  std::size_t in_left = utf8.size();
  char* o = out.data();
  std::size_t out_left = out.size();
  REQUIRE(iconv(cd, &in, &in_left, &o, &out_left) != static_cast<std::size_t>(-1));
  iconv_close(cd);
  out.resize(out.size() - out_left);
  return out;
}

}  // namespace

TEST_CASE("csa: setup / moves / times / endings", "[shogi][csa]") {
  const auto r = read_csa("V2.2\nN+a\nN-b\n'comment, with a comma\nPI\n+\n+7776FU,T3\n-3334FU\nT2\n+8822UM\n%TORYO\n");
  REQUIRE(r);
  CHECK(r->moves.size() == 3);
  CHECK(r->moves[2].promote);
  CHECK(r->end == ending::resignation);
  CHECK(write_usi(r.value()) == "position startpos moves 7g7f 3c3d 8h2b+");
  const auto setup = read_csa("P1 *  *  *  *  * -OU *  *  * \nP2 *  *  *  *  *  *  *  *  * \nP3 *  *  *  *  *  *  *  *  * \n"
                              "P4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n"
                              "P7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  * +HI *  *  *  * \nP9+OU *  *  *  *  *  *  *  * \n"
                              "P+00FU\n+\n+5848HI\n%SENNICHITE\n");
  REQUIRE(setup);
  CHECK(write_sfen(setup->start) == "5k3/9/9/9/9/9/9/4R4/K8 b P 1");
  CHECK(setup->end == ending::sennichite);
  const auto bad = read_csa("PI\n+\n+7776FU\n-7776FU\n");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().line == 4);
  CHECK(bad.error().column == 2);  // no gote piece on 77
  const auto illegal = read_csa("PI\n+\n+7775FU\n");
  REQUIRE_FALSE(illegal);
  CHECK(illegal.error().line == 3);
  CHECK(read_csa("PI82HI22KA\n-\n-5142OU\n%+ILLEGAL_ACTION\n")->end == ending::foul);
}

TEST_CASE("kif and ki2: moves / 同 / promotions / drops / handicaps / the summary line", "[shogi][kif]") {
  const std::string kif =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)   (00:00/00:00:00)\n"
      "   2 ３四歩(33)   (00:00/00:00:00)\n   3 ２二角成(88) (00:00/00:00:00)\n   4 同　銀(31)   (00:00/00:00:00)\n"
      "   5 ５五角打     (00:00/00:00:00)\n   6 投了\nまで5手で先手の勝ち\n";
  const auto r = read_kif(kif);
  REQUIRE(r);
  CHECK(write_usi(r.value()) == "position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*5e");
  CHECK(r->end == ending::resignation);
  // The same in Shift_JIS.
  const auto s = read_kif(to_sjis(kif));
  REQUIRE(s);
  CHECK(s->moves == r->moves);
  // KI2 with relative words: ▲５八金左 / ▲４八金直 style.
  const auto k = read_ki2("手合割：平手\n▲７六歩    △３四歩    ▲２二角成  △同　銀    ▲５八金右  △８四歩\n▲６八銀\nまで7手で中断\n");
  REQUIRE(k);
  CHECK(write_usi(k.value()) == "position startpos moves 7g7f 3c3d 8h2b+ 3a2b 4i5h 8c8d 7i6h");
  const auto ambiguous = read_ki2("▲７六歩    △３四歩    ▲５八金\n");
  REQUIRE_FALSE(ambiguous);
  CHECK(ambiguous.error().line == 1);
  const auto h = read_kif("手合割：香落ち\n   1 ３四歩(33)\n");
  REQUIRE(h);
  CHECK(write_sfen(h->start) == "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  const auto sennichite = read_ki2("▲５八玉 △５二玉 ▲５九玉 △５一玉\nまで4手で千日手\n");
  REQUIRE(sennichite);
  CHECK(sennichite->end == ending::sennichite);
  CHECK_FALSE(to_utf8("\x81"));  // a lone Shift_JIS lead byte
}

TEST_CASE("usi: position lines", "[shogi][usi]") {
  const auto r = read_usi("position sfen 5k3/9/9/9/9/9/9/4R4/K8 b - 1 moves 5h4h 4a5a");
  REQUIRE(r);
  CHECK(r->moves.size() == 2);
  CHECK(write_usi(r.value()) == "position sfen 5k3/9/9/9/9/9/9/4R4/K8 b - 1 moves 5h4h 4a5a");
  const auto bad = read_usi("position startpos moves 7g7f 7g7f");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().column == 30);
}

TEST_CASE("fouls: a record may end with a move that breaks a rule of play, the moves after it void",
          "[shogi][foul]") {
  // USI: each foul, then a move that is void.
  struct usi_case {
    std::string_view line;
    foul expected;
  };
  static constexpr usi_case usi[] = {
      {"position sfen 4k4/9/9/9/9/9/4P4/9/4K4 b P 1 moves P*5e 5a5b", foul::two_pawns},
      {"position sfen 4k4/9/9/9/9/9/9/9/4K4 b P 1 moves P*4a 5a5b", foul::dead_piece},
      {"position sfen 4kr3/9/9/9/9/9/9/9/4K4 b - 1 moves 5i4h 5a5b", foul::king_in_check},
      {"position sfen 7lk/9/7G1/9/9/9/9/9/4K4 b P 1 moves P*1b 1a1b", foul::pawn_drop_mate},
  };
  for (const auto& c : usi) {
    INFO(c.line);
    const auto r = read_usi(c.line);
    REQUIRE(r);
    CHECK(r.value().foul == c.expected);
    CHECK(r.value().moves.size() == 1);
    CHECK(r.value().void_moves == 1);
  }
  CHECK_FALSE(read_usi("position sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1 moves 5i3g"));  // no king moves so: an error
  CHECK(read_usi("position startpos moves 7g7f").value().foul == foul::none);

  // The same game in CSA, KIF and KI2: 9 ▲７六歩打 is 二歩 (a sente pawn stands on 7g).
  const std::string csa =
      "PI\n+\n+2726FU\n-8384FU\n+2625FU\n-8485FU\n+2524FU\n-2324FU\n+2824HI\n-8586FU\n+0076FU\n-3334FU\n"
      "%ILLEGAL_MOVE\n";
  const std::string kif =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ２六歩(27)\n   2 ８四歩(83)\n   3 ２五歩(26)\n"
      "   4 ８五歩(84)\n   5 ２四歩(25)\n   6 同　歩(23)\n   7 同　飛(28)\n   8 ８六歩(85)\n   9 ７六歩打\n"
      "  10 反則勝ち\n";
  const std::string ki2 =
      "手合割：平手\n▲２六歩 △８四歩 ▲２五歩 △８五歩 ▲２四歩 △同　歩 ▲同　飛 △８六歩 ▲７六歩打 △３四歩\n"
      "まで9手で先手の反則負け\n";
  const auto from_csa = read_csa(csa);
  const auto from_kif = read_kif(kif);
  const auto from_ki2 = read_ki2(ki2);
  for (const auto* r : {&from_csa, &from_kif, &from_ki2}) {
    REQUIRE(*r);
    CHECK(r->value().moves.size() == 9);
    CHECK(r->value().foul == foul::two_pawns);
    CHECK(r->value().moves[8] == move::dropping(piece_type::pawn, make_square(7, 6)));
  }
  CHECK(from_csa.value().void_moves == 1);
  CHECK(from_ki2.value().void_moves == 1);
  // %ILLEGAL_MOVE after a written foul names its mover (sente), not the side to move.
  CHECK(from_csa.value().outcome == outcome::gote_wins);
  CHECK(read_csa("PI\n+\n+7776FU\n%ILLEGAL_MOVE\n").value().outcome == outcome::sente_wins);  // as the server writes it
}

TEST_CASE("corpus: every shogi record replays", "[shogi][corpus]") {
  const fs::path root = corpus_root();
  INFO("corpus " << root);
  std::size_t records = 0, plies = 0;
  for (const fs::path& f : files_of(root)) {
    INFO(f.string());
    const std::string text = slurp(f);
    const std::string_view format = format_of(f.filename().string());
    std::vector<record> recs;
    if (format == "usi") {
      auto r = read_usi_lines(text);
      if (!r) FAIL(r.error().line << ":" << r.error().column << " " << r.error().message);
      recs = r.value();
    } else {
      auto r = format == "csa" ? read_csa(text) : format == "kif" ? read_kif(text) : read_ki2(text);
      if (!r) FAIL(r.error().line << ":" << r.error().column << " " << r.error().message);
      recs.push_back(r.value());
      // A KIF and its KI2 twin give the same game.
      if (format == "kif") {
        fs::path twin = f;
        twin.replace_extension(".KI2");
        if (fs::exists(twin)) {
          auto k = read_ki2(slurp(twin));
          if (!k) FAIL(twin.string() << " " << k.error().line << ":" << k.error().column << " " << k.error().message);
          CHECK(k->moves == r->moves);
          CHECK(k->start == r->start);
        }
      }
    }
    // The content tells the same format as the name (KI2 twins of a KIF included).
    CHECK(detect_format(text) == format);
    for (const record& r : recs) {
      REQUIRE(r.written_ends.size() == r.moves.size());
      const position last = replay(r);
      if (r.end == ending::checkmate) CHECK(last.is_checkmate());
      ++records;
      plies += r.moves.size();
    }
  }
  CHECK(records > 0);
  WARN("replayed " << records << " records, " << plies << " plies from " << root.string());
}

TEST_CASE("csa: an impossible start position is refused even when the record ends before any move", "[shogi][csa]") {
  // Found by the CSA fuzz target: a sente knight set on rank 2 (it could never move), then an ending.
  const auto r = repetita::shogi::read_csa("PI\nP2+KE\n%TORYO\n");
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().line == 3);
  CHECK(r.error().column == 1);
  CHECK(r.error().message.find("impossible position") != std::string::npos);
}

TEST_CASE("csa: several games in one file, separated by a '/' line", "[shogi][csa]") {
  const std::string text =
      "'the first game\n"           // 1
      "V2.2\nN+Alice\nN-Bob\n"     // 2-4
      "$EVENT:Test cup\n"           // 5
      "PI\n+\n+5958OU\n-5152OU\n" // 6-9
      "%TORYO\n"                    // 10
      "/\n"                         // 11
      "V2.2\nPI\n+\n"              // 12-14
      "+7776FU\n-7776FU\n"          // 15-16: no gote piece on 77
      "/\n"                         // 17
      "'a part with comments only\n\n" // 18-19
      "/\n"                         // 20
      "\nPI\n+\n+2726FU\n%CHUDAN\n"; // 21-25
  const std::vector<game_in_text> games = read_csa_games(text);
  REQUIRE(games.size() == 3);
  CHECK(games[0].line == 1);
  REQUIRE(games[0].game);
  const record& first = games[0].game.value();
  CHECK(first.players[0] == "Alice");
  CHECK(first.players[1] == "Bob");
  CHECK(first.event == "Test cup");
  REQUIRE(first.moves.size() == 2);
  CHECK(first.written_move(0) == "+5958OU");
  CHECK(first.written_move(1) == "-5152OU");
  CHECK(first.outcome == outcome::gote_wins);  // sente, to move after two moves, resigned
  CHECK(games[1].line == 12);
  REQUIRE_FALSE(games[1].game);
  CHECK(games[1].game.error().line == 16);
  CHECK(games[1].game.error().column == 2);
  CHECK(games[1].game.error().kind == error_kind::illegal_move);
  CHECK(games[1].game.error().text == "-7776FU");
  CHECK(games[2].line == 22);
  REQUIRE(games[2].game);
  CHECK(games[2].game->moves.size() == 1);
  CHECK(games[2].game->outcome == outcome::unfinished);
  // read_csa still reads the first game only.
  REQUIRE(read_csa(text));
  CHECK(read_csa(text)->moves == first.moves);
}

TEST_CASE("csa: the corpus games joined into one file read as they do one by one", "[shogi][csa][corpus]") {
  const fs::path root = corpus_root() / "fairy-stockfish-selfplay" / "csa";
  REQUIRE(fs::exists(root));
  std::vector<fs::path> files = files_of(root);
  REQUIRE(files.size() >= 2);  // the copy in tests/data has 2, ../shared/data/shogi more
  std::string joined;
  std::vector<record> one_by_one;
  for (const fs::path& f : files) {
    const std::string text = slurp(f);
    auto r = read_csa(text);
    REQUIRE(r);
    one_by_one.push_back(r.value());
    if (!joined.empty()) joined += "/\n";
    joined += text;
  }
  const std::vector<game_in_text> games = read_csa_games(joined);
  REQUIRE(games.size() == one_by_one.size());
  for (std::size_t i = 0; i < games.size(); ++i) {
    REQUIRE(games[i].game);
    CHECK(games[i].game->moves == one_by_one[i].moves);
    CHECK(games[i].game->written == one_by_one[i].written);
    CHECK(games[i].game->players == one_by_one[i].players);
  }
}

TEST_CASE("kif: the main line is kept and the variations after it are skipped", "[shogi][kif]") {
  const std::string kif =
      "手合割：平手\n先手：伊藤\n後手：大橋\n棋戦：練習\n開始日時：1709/10/29\n"
      "手数----指手---------消費時間--\n"
      "   1 ７六歩(77)   ( 0:00/00:00:00)\n"
      "   2 ３四歩(33)   ( 0:00/00:00:00)+\n"
      "   3 ２二角成(88) ( 0:00/00:00:00)\n"
      "   4 同　銀(31)   ( 0:00/00:00:00)\n"
      "   5 投了\n"
      "まで4手で後手の勝ち\n"
      "\n"
      "変化：2手\n"
      "   2 ８四歩(83)   ( 0:00/00:00:00)\n"
      "   3 ９九角成(88) ( 0:00/00:00:00)\n"  // illegal, but a variation is never read
      "   4 中断\n";
  const auto r = read_kif(kif);
  REQUIRE(r);
  CHECK(write_usi(r.value()) == "position startpos moves 7g7f 3c3d 8h2b+ 3a2b");
  CHECK(r->written_move(0) == "７六歩(77)");
  CHECK(r->written_move(3) == "同　銀(31)");
  CHECK(r->end == ending::resignation);
  CHECK(r->outcome == outcome::gote_wins);
  CHECK(r->players == std::array<std::string, 2>{"伊藤", "大橋"});
  CHECK(r->event == "練習");
  CHECK(r->date == "1709/10/29");
  // Without a terminal word, the first 変化 line ends the main line.
  const auto open = read_kif("   1 ７六歩(77)\n   2 ３四歩(33)+\n変化：2手\n   2 ８四歩(83)\n   3 ２六歩(27)\n");
  REQUIRE(open);
  CHECK(write_usi(open.value()) == "position startpos moves 7g7f 3c3d");
  CHECK(open->outcome == outcome::none);
  // KI2 likewise; its moves are written with their marks.
  const auto ki2 = read_ki2("▲７六歩 △３四歩 ▲２二角成 △同　銀\nまで4手で中断\n\n変化：3手\n▲２六歩 △８四歩\n");
  REQUIRE(ki2);
  CHECK(write_usi(ki2.value()) == "position startpos moves 7g7f 3c3d 8h2b+ 3a2b");
  CHECK(ki2->written_move(3) == "△同　銀");
  CHECK(ki2->outcome == outcome::unfinished);
}

TEST_CASE("outcome: what the written ending says", "[shogi][records]") {
  const auto csa = [](std::string_view text) { return read_csa(text).value().outcome; };
  CHECK(csa("PI\n+\n+7776FU\n%TORYO\n") == outcome::sente_wins);  // gote to move resigns
  CHECK(csa("PI\n+\n%TORYO\n") == outcome::gote_wins);
  CHECK(csa("PI\n+\n+7776FU\n%TSUMI\n") == outcome::sente_wins);
  CHECK(csa("PI\n+\n+7776FU\n%-ILLEGAL_ACTION\n") == outcome::sente_wins);  // gote's foul
  CHECK(csa("PI\n+\n+7776FU\n%+ILLEGAL_ACTION\n") == outcome::gote_wins);   // sente's foul
  CHECK(csa("PI\n+\n+7776FU\n%SENNICHITE\n") == outcome::draw);
  CHECK(csa("PI\n+\n+7776FU\n%KACHI\n") == outcome::gote_wins);  // gote to move declares
  CHECK(csa("PI\n+\n+7776FU\n%CHUDAN\n") == outcome::unfinished);
  CHECK(csa("PI\n+\n+7776FU\n") == outcome::none);
  // KIF: the terminal word speaks of the player to move when it is written.
  CHECK(read_kif("   1 ７六歩(77)\n   2 反則勝ち\n")->outcome == outcome::gote_wins);
  CHECK(read_kif("   1 ７六歩(77)\n   2 反則負け\n")->outcome == outcome::sente_wins);
  CHECK(read_kif("   1 ７六歩(77)\n   2 千日手\n")->outcome == outcome::draw);
  CHECK(read_kif("   1 ７六歩(77)\n   2 連続王手の千日手\n")->outcome == outcome::unfinished);  // names no loser
  // KI2: the summary names the winner.
  CHECK(read_ki2("▲７六歩\nまで1手で先手の反則負け\n")->outcome == outcome::gote_wins);
  CHECK(read_ki2("▲７六歩\nまで1手で後手の勝ち\n")->outcome == outcome::gote_wins);
  CHECK(read_ki2("▲７六歩\nまで1手で持将棋\n")->outcome == outcome::draw);
  CHECK(to_string(outcome::sente_wins) == "sente-win");
  CHECK(to_string(outcome::gote_wins) == "gote-win");
  CHECK(to_string(outcome::draw) == "draw");
  CHECK(to_string(outcome::unfinished) == "*");
  CHECK(to_string(outcome::none).empty());
}

TEST_CASE("usi: every line of a text is a game of its own", "[shogi][usi]") {
  const auto games = read_usi_games("# a comment\nposition startpos moves 7g7f\n\n"
                                    "position startpos moves 7g7f 7g7f\nstartpos moves 2g2f\n");
  REQUIRE(games.size() == 3);
  CHECK(games[0].line == 2);
  REQUIRE(games[0].game);
  CHECK(games[0].game->written_move(0) == "7g7f");
  CHECK(games[1].line == 4);
  REQUIRE_FALSE(games[1].game);
  CHECK(games[1].game.error().line == 4);
  CHECK(games[1].game.error().column == 30);
  CHECK(games[1].game.error().kind == error_kind::illegal_move);
  CHECK(games[1].game.error().text == "7g7f");
  REQUIRE(games[2].game);
  CHECK(games[2].game->moves.size() == 1);
}

TEST_CASE("errors: each names its kind and the offending move", "[shogi][records]") {
  const auto kif = read_kif("   1 ７六歩(77)\n   2 ５五角打\n");  // gote has no bishop in hand
  REQUIRE_FALSE(kif);
  CHECK(kif.error().kind == error_kind::illegal_move);
  CHECK(kif.error().text == "５五角打");
  CHECK(kif.error().line == 2);
  CHECK(kif.error().column == 6);  // code points
  const auto ambiguous = read_ki2("▲７六歩    △３四歩    ▲５八金\n");
  REQUIRE_FALSE(ambiguous);
  CHECK(ambiguous.error().kind == error_kind::ambiguous_move);
  CHECK(ambiguous.error().text == "▲５八金");
  const auto impossible = read_csa("PI\nP2+KE\n+\n");
  REQUIRE_FALSE(impossible);
  CHECK(impossible.error().kind == error_kind::impossible_position);
  const auto encoding = read_kif("\x81");
  REQUIRE_FALSE(encoding);
  CHECK(encoding.error().kind == error_kind::encoding);
  const auto syntax = read_usi("position startpos moves 7g7x");
  REQUIRE_FALSE(syntax);
  CHECK(syntax.error().kind == error_kind::syntax);
  CHECK(syntax.error().text == "7g7x");
  CHECK(to_string(error_kind::illegal_move) == "illegal_move");
}

TEST_CASE("format: told from the content", "[shogi][format]") {
  const std::string kif = "# ---- Kifu for Windows ----\n手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n";
  CHECK(detect_format(kif) == "kif");
  CHECK(detect_format(to_sjis(kif)) == "kif");
  CHECK(detect_format("開始日時：1709/10/29\n▲７六歩    △３四歩\n") == "ki2");
  CHECK(detect_format("後手の持駒：なし\n先手番\n") == "kif");  // a position without moves
  CHECK(detect_format("# game 1\nposition startpos moves 7g7f\n") == "usi");
  CHECK(detect_format("  startpos moves 7g7f\n") == "usi");
  CHECK(detect_format("'CSA encoding=UTF-8\nV3.0\nPI\n+\n") == "csa");
  CHECK(detect_format("N+Alice\n") == "csa");
  CHECK(detect_format("'only a comment\n/\nPI\n") == "csa");  // a part without a game, then one
  CHECK(detect_format("+7776FU\n") == "csa");
  CHECK(detect_format("This is not a game record.\nJust text.\n").empty());
  CHECK(detect_format("[Event \"x\"]\n1. e4 e5\n").empty());
  CHECK(detect_format("(;GM[1]SZ[19])").empty());
  // An Arimaa board diagram is not a KIF one.
  CHECK(detect_format("2g\n +-----------------+\n8| . . . . . . . . |\n").empty());
  CHECK(detect_format("後手の持駒：なし\n+---------------------------+\n") == "kif");
  CHECK(detect_format("").empty());
  // A head cut inside a character (UTF-8, or Shift_JIS) still tells the format.
  const std::string long_kif = std::string(4000, '#') + "\n" + kif;
  for (std::size_t cut = 1; cut <= 3; ++cut) {
    const std::string_view head = std::string_view(long_kif).substr(0, long_kif.find("歩") + cut);
    CHECK(detect_format(head) == "kif");
  }
  const std::string sjis = to_sjis("先手：伊藤\n");
  CHECK(detect_format(std::string_view(sjis).substr(0, sjis.size() - 2)) == "kif");  // cut inside 藤
}

// ---- what real files contain (#20) ----------------------------------------------------------------

TEST_CASE("csa: blanks after moves and other lines are read as absent", "[shogi][csa][tolerant]") {
  const auto r = read_csa("V2.2 \nN+a\t\nPI  \n+ \n+7776FU   \n-3334FU\t\n+8822UM ,T2 \n%TORYO \n");
  REQUIRE(r);
  CHECK(write_usi(r.value()) == "position startpos moves 7g7f 3c3d 8h2b+");
  CHECK(r->players[0] == "a");
  CHECK(r->end == ending::resignation);
  CHECK(r->outcome == outcome::sente_wins);
  // A board line whose last " * " lost its blank with the trailing blanks of the line.
  const auto board = read_csa("P1-KY-KE-GI-KI-OU-KI-GI-KE-KY \nP2 * -HI *  *  *  *  * -KA * \nP3-FU-FU-FU-FU-FU-FU-FU-FU-FU\n"
                              "P4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n"
                              "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI * \nP9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n"
                              "+\n+7776FU \n");
  REQUIRE(board);
  CHECK(board->start.board_hash() == position::start().board_hash());
  CHECK(board->moves.size() == 1);
  // Several games, the separator with a blank after it.
  const auto games = read_csa_games("PI\n+\n+7776FU \n/ \nPI\n+\n+2726FU\n");
  REQUIRE(games.size() == 2);
  REQUIRE(games[1].game);
  CHECK(write_usi(games[1].game.value()) == "position startpos moves 2g2f");
  // Text that is really malformed is still refused where it stands.
  const auto bad = read_csa("PI\n+\n+7776FUX \n");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().line == 3);
  CHECK(bad.error().column == 1);
}

TEST_CASE("kif: terminal words in English", "[shogi][kif][tolerant]") {
  const auto end_of = [](std::string_view word) {
    const std::string kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:01/00:00:01)\n   2 " +
                            std::string(word) + "   ( 0:02/00:00:02)\n";
    auto r = read_kif(kif);
    REQUIRE(r);
    CHECK(r->moves.size() == 1);
    return std::pair{r->end, r->outcome};
  };
  // Gote is to move at the terminal line.
  CHECK(end_of("Resigns") == std::pair{ending::resignation, outcome::sente_wins});
  CHECK(end_of("Resign") == std::pair{ending::resignation, outcome::sente_wins});
  CHECK(end_of("resigned") == std::pair{ending::resignation, outcome::sente_wins});
  CHECK(end_of("Time-up") == std::pair{ending::other, outcome::sente_wins});
  CHECK(end_of("Time up") == std::pair{ending::other, outcome::sente_wins});
  CHECK(end_of("Sennichite") == std::pair{ending::sennichite, outcome::draw});
  CHECK(end_of("Illegal move") == std::pair{ending::foul, outcome::sente_wins});
  CHECK(end_of("Jishogi") == std::pair{ending::other, outcome::draw});
  CHECK(end_of("Interrupt") == std::pair{ending::other, outcome::unfinished});
  CHECK(end_of("Abort") == std::pair{ending::other, outcome::unfinished});
  CHECK(end_of("CHECKMATE") == std::pair{ending::checkmate, outcome::sente_wins});
  CHECK(end_of("Perpetual check") == std::pair{ending::foul, outcome::unfinished});
  const auto r = read_kif("   1 ７六歩(77)\n   2 Resigns\n");
  REQUIRE(r);
  CHECK(r->end_text == "Resigns");
  // A word that only begins like one is no terminal word, and no move either.
  const auto bad = read_kif("   1 ７六歩(77)\n   2 Resignsx\n");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().line == 2);
  CHECK(bad.error().column == 6);
}

TEST_CASE("ki2: moves written without a separator", "[shogi][ki2][tolerant]") {
  const auto r = read_ki2("手合割：平手\n▲７六歩▽３四歩▲２二角成△同　銀▲２六歩▽４四歩\n▲２五歩\nまで7手で中断\n");
  REQUIRE(r);
  CHECK(write_usi(r.value()) == "position startpos moves 7g7f 3c3d 8h2b+ 3a2b 2g2f 4c4d 2f2e");
  CHECK(r->written_move(1) == "▽３四歩");
  CHECK(r->end == ending::other);
  const auto mixed = read_ki2("☗７六歩☖３四歩 ▲２六歩△８四歩\n");
  REQUIRE(mixed);
  CHECK(write_usi(mixed.value()) == "position startpos moves 7g7f 3c3d 2g2f 8c8d");
  CHECK(detect_format("開始日時：1709/10/29\n▲７六歩▽３四歩\n") == "ki2");
  const auto wrong_side = read_ki2("▲７六歩▲３四歩\n");
  REQUIRE_FALSE(wrong_side);
  CHECK(wrong_side.error().line == 1);
  CHECK(wrong_side.error().column == 5);
}

TEST_CASE("kif: 手合割：その他 with a board diagram", "[shogi][kif][tolerant]") {
  const std::string bod =
      "手合割：その他\n"
      "後手の持駒：なし\n"
      "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
      "+---------------------------+\n"
      "|v香v桂v銀v金v玉v金v銀v桂v香|一\n"
      "| ・v飛 ・ ・ ・ ・ ・v角 ・|二\n"
      "|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
      "| 歩 歩 歩 歩 歩 歩 歩 歩 歩|七\n"
      "| ・ 角 ・ ・ ・ ・ ・ ・ ・|八\n"
      "| 香 桂 銀 金 玉 金 銀 桂 香|九\n"
      "+---------------------------+\n"
      "先手の持駒：飛\n"
      "後手番\n"
      "手数----指手---------消費時間--\n"
      "   1 ３四歩(33)   ( 0:00/00:00:00)\n"
      "   2 ７六歩(77)   ( 0:00/00:00:00)\n";
  const auto r = read_kif(bod);
  REQUIRE(r);
  CHECK(write_sfen(r->start) == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL w R 1");
  CHECK(write_usi(r.value()) == "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL w R 1 moves 3c3d 7g7f");
  CHECK(detect_format(bod) == "kif");
  // The same in Shift_JIS, as Kifu for Windows writes it.
  const auto s = read_kif(to_sjis(bod));
  REQUIRE(s);
  CHECK(s->start.board_hash() == r->start.board_hash());
  // Without a diagram there is no position: the handicap line is named.
  const auto none = read_kif("手合割：その他\n   1 ７六歩(77)\n");
  REQUIRE_FALSE(none);
  CHECK(none.error().line == 1);
  CHECK(none.error().column == 5);
  CHECK_FALSE(read_kif("手合割：その他\n"));
  // Any other unknown handicap is still an error.
  const auto unknown = read_kif("手合割：駒落ち\n   1 ７六歩(77)\n");
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error().line == 1);
}

TEST_CASE("usi: lines are classified once for where games are (the reader and the splitter)", "[shogi][usi]") {
  using repetita::shogi::classify_usi_line;
  using repetita::shogi::usi_line;
  CHECK(classify_usi_line("") == usi_line::blank);
  CHECK(classify_usi_line(" \t\r") == usi_line::blank);
  CHECK(classify_usi_line("# a comment") == usi_line::comment);
  CHECK(classify_usi_line("  # indented") == usi_line::comment);
  CHECK(classify_usi_line("position startpos moves 7g7f") == usi_line::game);
  CHECK(classify_usi_line("\tstartpos") == usi_line::game);
  CHECK(classify_usi_line("sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\r") == usi_line::game);
  CHECK(classify_usi_line("positions startpos") == usi_line::other);
  CHECK(classify_usi_line("7g7f 3c3d") == usi_line::other);
  // Every game or other line is one game of read_usi_games; other text is a broken one.
  const auto games = repetita::shogi::read_usi_games("# c\nstartpos moves 7g7f\n\nnot usi\r\nposition startpos\n");
  REQUIRE(games.size() == 3);
  CHECK(games[0].line == 2);
  CHECK(games[1].line == 4);
  CHECK_FALSE(games[1].game);
  CHECK(games[2].line == 5);
  CHECK(games[2].game);
}

TEST_CASE("csa: lines are classified once for where games begin and end (CSA standard 2.2, 複数棋譜)",
          "[shogi][csa]") {
  using repetita::shogi::classify_csa_line;
  using repetita::shogi::csa_line;
  CHECK(classify_csa_line("/") == csa_line::separator);
  CHECK(classify_csa_line("/ \t\r") == csa_line::separator);  // blanks after the separator, as real files write it
  CHECK(classify_csa_line("\xEF\xBB\xBF/") == csa_line::separator);
  CHECK(classify_csa_line("//") == csa_line::statement);
  CHECK(classify_csa_line(" /") == csa_line::statement);  // not a separator: read_csa reports it where it stands
  CHECK(classify_csa_line("") == csa_line::blank);
  CHECK(classify_csa_line(" \t\r") == csa_line::blank);
  CHECK(classify_csa_line("'a comment") == csa_line::comment);
  CHECK(classify_csa_line("+7776FU") == csa_line::statement);
  CHECK(classify_csa_line(" 'x") == csa_line::statement);
  // A part with comments only is no game; the separator's blanks do not make one.
  const auto games = repetita::shogi::read_csa_games("'only a comment\n/ \nPI\n+\n+7776FU\n");
  REQUIRE(games.size() == 1);
  CHECK(games[0].line == 3);
}

// json-kifu-format test/files/csa/2005_YAMADA_GPS.csa (na2hiro/json-kifu-format; copied to
// tests/data/real/shogi): GPS writes comments after its moves, each statement after a comma that
// starts with ' being a comment to the end of the line.
TEST_CASE("csa: a comment statement after a comma ends the line", "[shogi][csa]") {
  const auto r = read_csa("PI\n+\n+7776FU  ,T0       ,'T0      ,'7776   ,'   1\n-3334FU  ,T1       ,'T1\n%TORYO\n");
  REQUIRE(r);
  CHECK(r->moves.size() == 2);
}
