// Random playouts on a 9x9 board, every candidate play tested for legality under positional
// superko and the no-suicide rule (rule set `chinese`) by repetita's referee, as a Monte Carlo
// engine asks it: a read-only probe, nothing recorded until the move is played. Every answer is
// checked against a plain exact check (the set of every board seen, and the play's own effect).
#include <repetita/go/go.hpp>

#include <cstdio>
#include <random>
#include <set>
#include <string>

namespace {

using namespace repetita;

std::string text_of(const go::board& b) {
  std::string s;
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) s += go::to_char(b.get(x, y));
  return s;
}

}  // namespace

int main() {
  constexpr int size = 9;
  std::mt19937 random(20261128u);
  long candidates = 0;
  long illegal = 0;
  long disagreements = 0;
  long plies = 0;
  for (int game = 0; game < 40; ++game) {
    go::referee referee(go::position(size, size), "chinese");
    std::set<std::string> boards{text_of(referee.current().board())};  // positional superko: boards alone
    int passes = 0;
    while (passes < 2 && referee.ply() < 3 * size * size) {
      const go::position& now = referee.current();
      const go::color me = now.to_move();
      // Candidates in random order; the first legal one is played, else a pass.
      std::vector<go::move> tries;
      for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
          if (now.board().get(x, y) == go::color::empty) tries.push_back(go::play_at(x, y, me));
      std::shuffle(tries.begin(), tries.end(), random);
      bool played = false;
      for (const go::move& m : tries) {
        ++candidates;
        const bool legal = referee.is_legal(m);
        const go::position after = go::game::play(now, m);
        const bool suicide = go::game::ply_facts(now, m, after).has(go::facts::suicide);
        const bool expected = !suicide && !boards.contains(text_of(after.board()));
        disagreements += legal != expected;
        if (!legal) {
          ++illegal;
          continue;
        }
        static_cast<void>(referee.play(m));
        boards.insert(text_of(referee.current().board()));
        played = true;
        break;
      }
      if (!played) static_cast<void>(referee.play(go::pass(me)));
      passes = played ? 0 : passes + 1;
      ++plies;
    }
  }
  std::printf("go: %ld plies, %ld candidates tested, %ld illegal (superko or suicide), %ld disagreements\n", plies,
              candidates, illegal, disagreements);
  if (disagreements != 0 || illegal == 0) return 1;
  std::puts("engine example: ok");
  return 0;
}
