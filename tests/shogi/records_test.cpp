// Record formats (CSA, KIF, KI2, USI) and the corpus: every record of ../shared/data/shogi (or of
// the copies in tests/data/shogi) reads, replays legally under every rule set, and keeps its hashes.
#include "test_support.hpp"

#include <iconv.h>

#include <filesystem>
#include <fstream>
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
    for (const record& r : recs) {
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
