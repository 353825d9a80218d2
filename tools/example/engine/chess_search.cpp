// An alpha-beta search that asks repetita, at every node, what the FIDE 2023 rules say of the
// position the move leads to: a draw the player to move may claim (threefold, fifty moves: an
// engine scores it a draw, as the player would claim it) or a draw by the rules (fivefold, 75
// moves). docs/chess-engine.md walks through it.
//
// The game: a real one whose players repeated moves (the roots below), searched to depth 4 from
// several of its plies. Every node's answer is checked against a plain exact check (the earlier
// plies of the reversible stretch compared on the FIDE 9.2.3 identity).
#include <repetita/chess/chess.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <vector>

namespace {

using namespace repetita;
using fide_tracker = chess::search_tracker<>;

// The plain exact check: the FIDE identity of every ply of the line, scanned back.
struct line_check {
  struct identity {
    chess::board_key board;
    chess::color side;
    chess::bitboard castling;
    std::optional<chess::square> en_passant;
    friend bool operator==(const identity&, const identity&) = default;
  };
  std::vector<identity> line;
  void push(const chess::position& p) {
    line.push_back({p.board(), p.side_to_move(), p.castling_rooks(), p.en_passant_square()});
  }
  // Occurrences of the last position within the last `clock` plies.
  [[nodiscard]] unsigned occurrences(unsigned clock) const {
    const std::size_t last = line.size() - 1;
    unsigned n = 1;
    for (std::size_t d = 1; d <= std::min<std::size_t>(clock, last); ++d) n += line[last - d] == line.back();
    return n;
  }
};

struct search_state {
  fide_tracker tracker{chess::fide_2023};
  line_check check;
  long nodes = 0;
  long draws = 0;
  long disagreements = 0;
};

int material(const chess::position& p) {
  static constexpr int value[] = {100, 320, 330, 500, 900, 0};  // pawn .. king
  int score = 0;
  for (int t = 0; t < 6; ++t) {
    const auto type = static_cast<chess::piece_type>(t);
    score += value[t] * (std::popcount(p.pieces(chess::color::white, type)) - std::popcount(p.pieces(chess::color::black, type)));
  }
  return p.side_to_move() == chess::color::white ? score : -score;
}

constexpr int mate = 100000;

int search(search_state& s, const chess::position& p, int depth, int alpha, int beta) {
  chess::move_list moves;
  chess::generate_legal_moves(p, moves);
  if (moves.empty()) return p.in_check() ? -mate : 0;
  if (depth == 0) return material(p);
  for (chess::move m : moves) {
    const chess::position child = p.after(m);
    // The facts an engine knows of its move (capture or pawn move, check); checkmate and
    // stalemate are the search's own (it generates the child's moves).
    s.tracker.push(child, fide_tracker::input_of(p, m, child, core_facts));
    s.check.push(child);
    ++s.nodes;
    // quiet(): nothing to say (almost every node); else the verdict names the rule.
    const verdict& v = s.tracker.verdict_now(0);
    const bool draw = !s.tracker.quiet() && (v.kind == verdict_kind::claimable_draw || v.kind == verdict_kind::draw);
    const unsigned seen = s.check.occurrences(child.halfmove_clock());
    const bool expected = seen >= 3 || child.halfmove_clock() >= 100;
    s.disagreements += draw != expected;
    s.draws += draw;
    const int score = draw ? 0 : -search(s, child, depth - 1, -beta, -alpha);
    s.check.line.pop_back();
    s.tracker.pop();
    if (score >= beta) return score;
    alpha = std::max(alpha, score);
  }
  return alpha;
}

}  // namespace

int main() {
  // Kramnik - Leko, World Championship 2004 game 13 (the opening's moves as played in many games).
  constexpr std::string_view moves[] = {"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6",
                                        "Be3", "e5", "Nb3", "Be6", "f3", "Nbd7", "Qd2", "b5", "Nd5", "Nxd5",
                                        "exd5", "Bf5", "Bd3", "Bxd3", "Qxd3", "Be7", "O-O", "O-O",
                                        // both sides shuffle: the positions recur
                                        "Rfe1", "Re8", "Rf1", "Rf8", "Rfe1", "Re8", "Rf1"};
  search_state s;
  chess::position p;
  s.tracker.start(p);
  s.check.push(p);
  long roots = 0;
  int last_score = 0;
  for (std::string_view san : moves) {
    const auto m = chess::parse_san(p, san);
    if (!m) {
      std::printf("engine example: cannot read %.*s\n", static_cast<int>(san.size()), san.data());
      return 1;
    }
    p = s.tracker.play(p, *m);
    s.check.push(p);
    if (s.tracker.ply() >= 28) {  // the shuffle: search from each ply
      last_score = search(s, p, 4, -mate - 1, mate + 1);
      ++roots;
    }
  }
  std::printf("chess: %ld roots, %ld nodes, %ld draws by the rules found, %ld disagreements; last score %d\n", roots,
              s.nodes, s.draws, s.disagreements, last_score);
  if (s.disagreements != 0 || s.draws == 0) return 1;
  std::puts("engine example: ok");
  return 0;
}
