#ifndef REPETITA_BENCH_ENGINE_SEARCH_HPP
#define REPETITA_BENCH_ENGINE_SEARCH_HPP

// A full-width search as an engine runs one (copy-make, depth-limited, a repetition draw is a
// leaf), asking at every node "is this a draw by repetition?" in one of several ways:
//   bare      nothing (the search alone: move generation and copy-make);
//   hand      the few lines an engine writes (Stockfish's): the 64-bit key of every ply in an
//             array, scanned back every two plies up to the halfmove clock; not exact (a key
//             collision would count);
//   exact     the same scan, every hit confirmed on the exact FIDE 9.2.3 identity (board, side to
//             move, castling rights, legal en passant square): the answer repetita must give;
//   tracker   a repetita tracker: push, verdict_now, pop.
// The roots are positions of real games with the game's moves before them, so that the search
// meets the game's earlier positions as well as its own (search_roots).
//
// Used by repetita-search-bench (instruction counts and wall times per node) and by the test
// that the tracker agrees with `exact` at every node (games/chess/tests/engine_search_test.cpp).

#include <repetita/chess/fen.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/game.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/position.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/chess/upcoming_repetition.hpp>
#include <repetita/tracker.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace repetita::bench {

/// What a node's repetition question answers, in the terms an engine uses.
enum class node_class : std::uint8_t {
  open,       ///< nothing: search on
  claimable,  ///< FIDE 9.2.2 / 9.3.2: the player to move may claim a draw (an engine scores it a draw)
  drawn,      ///< FIDE 9.6.1 / 9.6.2: the game is drawn (fivefold, 75 moves)
};

/// A root: the moves of a game that lead to it, from the game's start.
struct search_root {
  chess::position start;
  std::vector<chess::move> moves;  ///< played from `start`; the root is the position after the last
};

/// What a search saw: its nodes, and of them those that ended as claimable or drawn, and a
/// checksum of the classes in visiting order (equal checksums: the same answer at every node).
struct search_counts {
  std::uint64_t nodes = 0;
  std::uint64_t claimable = 0;
  std::uint64_t drawn = 0;
  std::uint64_t checksum = 0;
  friend bool operator==(const search_counts&, const search_counts&) = default;
};

namespace detail {
inline void count(search_counts& c, node_class k) {
  ++c.nodes;
  c.claimable += k == node_class::claimable;
  c.drawn += k == node_class::drawn;
  c.checksum = c.checksum * 0x100000001b3ull + static_cast<std::uint64_t>(k) + 1;
}
}  // namespace detail

/// The search, generic over the check: `check.push(before, m, after)` -> node_class, then
/// `check.pop()` once the node's subtree is done. A node that is not open is a leaf.
template <class Check>
void search(const chess::position& p, int depth, Check& check, search_counts& counts) {
  if (depth == 0) return;
  chess::move_list moves;
  chess::generate_legal_moves(p, moves);
  for (chess::move m : moves) {
    const chess::position child = p.after(m);
    const node_class k = check.push(p, m, child);
    detail::count(counts, k);
    if (k == node_class::open) search(child, depth - 1, check, counts);
    check.pop();
  }
}

/// The class of a repetition count and a halfmove clock under FIDE 2023 (9.2.2, 9.3.2, 9.6.1, 9.6.2).
[[nodiscard]] inline node_class fide_class(std::uint32_t occurrences, std::uint32_t clock) noexcept {
  if (occurrences >= 5 || clock >= 150) return node_class::drawn;
  if (occurrences >= 3 || clock >= 100) return node_class::claimable;
  return node_class::open;
}

/// No check at all.
struct bare_check {
  void begin(const search_root&) {}
  node_class push(const chess::position&, chess::move, const chess::position&) { return node_class::open; }
  void pop() {}
};

/// An engine's own check: keys in an array, scanned back every two plies up to the clock.
struct hand_check {
  std::vector<std::uint64_t> keys;  // one per ply, the root's game first
  void begin(const search_root& root) {
    keys.clear();
    chess::position p = root.start;
    keys.push_back(p.hash());
    for (chess::move m : root.moves) {
      p.play(m);
      keys.push_back(p.hash());
    }
  }
  node_class push(const chess::position&, chess::move, const chess::position& after) {
    const std::uint64_t key = after.hash();
    keys.push_back(key);
    const std::size_t ply = keys.size() - 1;
    const std::size_t back = std::min<std::size_t>(after.halfmove_clock(), ply);
    std::uint32_t occurrences = 1;
    for (std::size_t d = 4; d <= back; d += 2)  // ply - 2 cannot repeat ply: each side moved once
      if (keys[ply - d] == key) ++occurrences;
    return fide_class(occurrences, after.halfmove_clock());
  }
  void pop() { keys.pop_back(); }
};

/// The FIDE 9.2.3 identity of a position, as an engine author writes it to make a check exact.
struct fide_identity {
  chess::board_key board;
  chess::color side;
  chess::bitboard castling;
  std::optional<chess::square> en_passant;
  friend bool operator==(const fide_identity&, const fide_identity&) = default;
  static fide_identity of(const chess::position& p) {
    return fide_identity{p.board(), p.side_to_move(), p.castling_rooks(),
                         p.en_passant_square(chess::en_passant_mode::legal)};
  }
};

/// The engine's own check made exact as an engine author would: the same scan, each key hit
/// confirmed on the FIDE identity, kept per ply beside the key.
struct hand_exact_check {
  struct ply_record {
    std::uint64_t key;
    fide_identity identity;
  };
  std::vector<ply_record> plies;
  void begin(const search_root& root) {
    plies.clear();
    chess::position p = root.start;
    plies.push_back({p.hash(), fide_identity::of(p)});
    for (chess::move m : root.moves) {
      p.play(m);
      plies.push_back({p.hash(), fide_identity::of(p)});
    }
  }
  node_class push(const chess::position&, chess::move, const chess::position& after) {
    const ply_record& now = plies.emplace_back(ply_record{after.hash(), fide_identity::of(after)});
    const std::size_t ply = plies.size() - 1;
    const std::size_t back = std::min<std::size_t>(after.halfmove_clock(), ply);
    std::uint32_t occurrences = 1;
    for (std::size_t d = 2; d <= back; d += 2)  // the same player to move: an even distance
      if (plies[ply - d].key == now.key && plies[ply - d].identity == now.identity) ++occurrences;
    return fide_class(occurrences, after.halfmove_clock());
  }
  void pop() { plies.pop_back(); }
};

/// The slowest and plainest exact check, for tests: every earlier ply of the reversible stretch
/// compared on the FIDE identity, and a position without a legal move left to the search.
struct exact_check {
  using identity = fide_identity;
  static identity identity_of(const chess::position& p) { return fide_identity::of(p); }
  std::vector<std::uint64_t> keys;
  std::vector<identity> identities;
  void begin(const search_root& root) {
    keys.clear();
    identities.clear();
    chess::position p = root.start;
    keys.push_back(p.hash());
    identities.push_back(identity_of(p));
    for (chess::move m : root.moves) {
      p.play(m);
      keys.push_back(p.hash());
      identities.push_back(identity_of(p));
    }
  }
  node_class push(const chess::position&, chess::move, const chess::position& after) {
    keys.push_back(after.hash());
    identities.push_back(identity_of(after));
    // A position without a legal move is the search's own business (mate, stalemate).
    if (!after.has_legal_move()) return node_class::open;
    const std::size_t ply = keys.size() - 1;
    const std::size_t back = std::min<std::size_t>(after.halfmove_clock(), ply);
    std::uint32_t occurrences = 1;
    for (std::size_t d = 1; d <= back; ++d)  // every ply: no assumption on who moves
      if (keys[ply - d] == keys[ply] && identities[ply - d] == identities[ply]) ++occurrences;
    return fide_class(occurrences, after.halfmove_clock());
  }
  void pop() {
    keys.pop_back();
    identities.pop_back();
  }
};

/// repetita's tracker, asking rule set 0 of `Registry` (fide-2023), through the engine's path:
/// push with the facts `wanted` of the game (core_facts: progress and check, the search finding
/// checkmate and stalemate itself; tracker::facts_read(): what `play` computes), verdict_now, pop.
template <class Registry>
struct tracker_check {
  using tracker_type = chess::search_tracker<Registry>;
  tracker_type tracker;
  ply_facts::bits_type wanted;
  explicit tracker_check(Registry r, ply_facts::bits_type facts = core_facts) : tracker(std::move(r)), wanted(facts) {
    tracker.reserve(1024);
  }
  void begin(const search_root& root) {
    chess::position p = root.start;
    tracker.start(p);
    for (chess::move m : root.moves) p = tracker.play(p, m);
  }
  node_class push(const chess::position& before, chess::move m, const chess::position& after) {
    tracker.push(after, tracker_type::input_of(before, m, after, wanted));
    return class_of(tracker.verdict_now(0));
  }
  void pop() { tracker.pop(); }
  // A checkmate or stalemate the tracker reports is the search's own business (the moves it
  // generates at the child say so): only the repetition and move-count rules are compared.
  static node_class class_of(const verdict& v) {
    if (v.kind == verdict_kind::draw && v.rule_index != stalemate_rule) return node_class::drawn;
    if (v.kind == verdict_kind::claimable_draw) return node_class::claimable;
    return node_class::open;
  }
  static constexpr std::uint32_t stalemate_rule = 1;  // fide-2023: checkmate, stalemate, fivefold, ...
};

/// The tracker's check, and at every node also "does a legal move repeat an earlier position?"
/// (chess::has_upcoming_repetition): its cost per call is this mode's minus `tracker`'s.
template <class Registry>
struct upcoming_check : tracker_check<Registry> {
  using tracker_check<Registry>::tracker_check;
  std::uint64_t upcoming = 0;  // nodes where some move repeats
  node_class push(const chess::position& before, chess::move m, const chess::position& after) {
    const node_class k = tracker_check<Registry>::push(before, m, after);
    upcoming += chess::has_upcoming_repetition(this->tracker, 0, after);
    return k;
  }
};

/// Two checks asked at every node, the first's answer searched on; counts the nodes where they
/// differ and keeps the first such node's moves from the root (for a test to print).
template <class A, class B>
struct paired_check {
  A a;
  B b;
  paired_check(A first, B second) : a(std::move(first)), b(std::move(second)) {}
  std::uint64_t disagreements = 0;
  std::vector<chess::move> path, first_disagreement;
  node_class first_a{}, first_b{};
  void begin(const search_root& root) {
    a.begin(root);
    b.begin(root);
  }
  node_class push(const chess::position& before, chess::move m, const chess::position& after) {
    path.push_back(m);
    const node_class ka = a.push(before, m, after);
    const node_class kb = b.push(before, m, after);
    if (ka != kb && disagreements++ == 0) {
      first_disagreement = path;
      first_a = ka;
      first_b = kb;
    }
    return ka;
  }
  void pop() {
    path.pop_back();
    a.pop();
    b.pop();
  }
};

/// The roots of the search benchmark and its test: in each of the first `wanted` games of `text`
/// (PGN), from its 21st ply on, the position that occurred at most twice (a game the rules have not
/// ended), preferring one that occurred twice (its third occurrence is within the search's reach),
/// then the longest reversible stretch below 60 plies; with the game's moves before it.
inline std::vector<search_root> search_roots(const std::string& text, std::size_t wanted) {
  std::vector<search_root> roots;
  std::istringstream in(text);
  chess::pgn_reader reader(in, "roots", {});
  chess::pgn_game g;
  chess::pgn_error e;
  for (chess::pgn_reader::status st; roots.size() < wanted && (st = reader.read(g, e)) != chess::pgn_reader::status::end;) {
    if (st != chess::pgn_reader::status::game) continue;
    chess::position p = g.start;
    std::vector<std::uint64_t> keys{p.hash()};
    std::size_t best = 0;
    std::uint32_t best_score = 0;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
      p.play(g.moves[i].value);
      keys.push_back(p.hash());
      const auto back = static_cast<std::ptrdiff_t>(std::min<std::size_t>(p.halfmove_clock(), keys.size() - 1));
      const auto occurrences = static_cast<std::uint32_t>(std::count(keys.end() - 1 - back, keys.end(), keys.back()));
      const std::uint32_t score = occurrences * 1000 + p.halfmove_clock();
      if (i >= 20 && occurrences <= 2 && p.halfmove_clock() < 60 && score >= best_score && p.has_legal_move()) {
        best = i + 1;
        best_score = score;
      }
    }
    if (best == 0) continue;
    search_root root{g.start, {}};
    for (std::size_t i = 0; i < best; ++i) root.moves.push_back(g.moves[i].value);
    roots.push_back(std::move(root));
  }
  return roots;
}

/// Searches every root to `depth` with `check`.
template <class Check>
search_counts search_all(const std::vector<search_root>& roots, int depth, Check& check) {
  search_counts counts;
  for (const search_root& root : roots) {
    check.begin(root);
    chess::position p = root.start;
    for (chess::move m : root.moves) p.play(m);
    search(p, depth, check, counts);
  }
  return counts;
}

}  // namespace repetita::bench

#endif
