#ifndef REPETITA_BENCH_CHESS_TRACKING_FLOOR_HPP
#define REPETITA_BENCH_CHESS_TRACKING_FLOOR_HPP

// A measuring instrument, not a tracker: the per-ply work that any exact tracker of the 13 chess
// rule sets must do, written by hand for chess alone with nothing generic in the way. Its instruction
// count per ply is the floor of issue #19 ("the generic tracker adds at most 1.1x what the floor
// adds"; docs/perf/tracking.md).
//
// Per ply it does what no exact tracker can skip:
//   - the ply's facts: check, progress, and checkmate or stalemate at the record's last ply;
//   - the hash and the exact key (board, side to move) of the 1928 identity, kept for later plies:
//     every other chess identity refines it, and a hash alone would not be exact;
//   - the previous occurrence of that identity, found by scanning back over the plies since the
//     last capture or pawn move (no earlier position can recur), without a hash table;
//   - the previous ply with the same move, through a direct table of all 2^16 move keys;
//   - one row of what later plies read: the links, the occurrence count, the clock, the move
//     count and repeat run, the castling rights and the en passant square under each of the three
//     conventions the refined identities use (FIDE 9.2.3's legal capture, pseudo-legal, always);
//   - the quiet check: does the trigger of any of the 13 rule sets fire at this ply?
//   - where one does (a loud ply), the verdict of every rule set, exactly as the tracker gives it
//     (kind, player, rule, since, count, period): the occurrences under the refined identities
//     counted by a walk down the 1928 chain, the consecutive fivefolds and the move series checked
//     as their rules say (games/chess/tests/tracking_floor_test.cpp compares every verdict at every ply).
// It leaves out what a generic tracker adds: undo, forgetting, queries at any ply, claims, every
// other game, and the verdict's rule name and citation (the rule index names them).

#include <repetita/chess/game.hpp>
#include <repetita/chess/position.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/verdict.hpp>
#include <repetita/verdict_algebra.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace repetita::bench {

/// A verdict of the floor: a repetita::verdict without the rule's name and citation, which
/// `rule_infos()[rule_index]` of the rule set gives.
struct floor_verdict {
  verdict_kind kind = verdict_kind::none;
  player_index who = no_player;
  rule_index_type rule_index = no_rule_index;
  ply_t ply = no_ply;
  ply_t since = no_ply;
  std::uint32_t count = 0;
  std::uint32_t period = 0;
  [[nodiscard]] explicit operator bool() const noexcept { return kind != verdict_kind::none; }
};

class tracking_floor {
 public:
  /// The rule sets, in the order of chess::rule_sets.
  static constexpr std::size_t rule_set_count = 13;

  tracking_floor() : moves_(std::size_t{1} << 16) { grow(1024); }

  /// Starts a game at `initial`, judged as the tracker judges its start: with its checkmate or
  /// stalemate and its halfmove clock (a FEN).
  void start(const chess::position& initial) {
    ++stamp_;
    window_ = 0;
    null_in_window_ = false;
    size_ = 1;
    row& r = rows_[0];
    r = row{no_move_key, initial.castling_rooks(), no_ply, 0, 1, initial.halfmove_clock(), 0, no_ply, 0, 0};
    r.facts = chess::game::start_facts(initial).bits();
    r.en_passant = en_passant_squares(initial);
    hashes_[0] = hash_of(initial);
    keys_[0] = key{initial.board(), initial.side_to_move()};
    verdicts_ = {};
    ended_ = {};
    last_loud_ = loud_at(r);
    if (last_loud_) judge(0);
  }

  /// The position after `m`; `move_follows` as for chess::recorded_ply (mate and stalemate are
  /// looked for only where no move follows).
  void push(const chess::position& after, chess::move m, bool move_follows) {
    const ply_input record = chess::recorded_ply(m, after, move_follows);
    const auto p = static_cast<ply_t>(size_);
    if (size_ == rows_.size()) grow(2 * size_);
    const std::uint64_t h = hash_of(after);
    if (record.facts.has(ply_facts::irreversible)) {
      window_ = p;
      null_in_window_ = false;
    }
    null_in_window_ = null_in_window_ || m.is_null();
    // The side to move is part of the identity: without a null move in the window, only every
    // other ply can hold the same position.
    const ply_t step = null_in_window_ ? 1 : 2;
    // Raw pointers: the compiler would reload each vector's data after every store.
    std::uint64_t* const hashes = hashes_.data();
    key* const keys = keys_.data();
    row* const rows = rows_.data();
    ply_t previous = no_ply;
    for (ply_t q = p; q >= window_ + step;) {
      q -= step;
      if (hashes[q] == h) [[unlikely]]
        if (keys[q].board == after.board() && keys[q].side == after.side_to_move()) {
          previous = q;
          break;
        }
    }
    hashes[p] = h;
    keys[p].board = after.board();
    keys[p].side = after.side_to_move();
    slot& s = moves_[record.move_key];
    const ply_t previous_move = s.stamp == stamp_ ? s.ply : no_ply;
    s = slot{p, stamp_};
    const row& before = rows[p - 1];
    row& r = rows[p];
    r.move_key = record.move_key;
    r.castling = after.castling_rooks();
    r.previous = previous;
    r.first = previous == no_ply ? p : rows[previous].first;
    r.count = previous == no_ply ? 1 : rows[previous].count + 1;
    r.clock = record.facts.has(ply_facts::progress) ? 0 : before.clock + 1;
    r.facts = record.facts.bits();
    r.previous_move = previous_move;
    r.move_count = previous_move == no_ply ? 1 : rows[previous_move].move_count + 1;
    r.repeat_run = previous_move == no_ply ? 0 : before.repeat_run + 1;
    r.en_passant = en_passant_squares(after);
    ++size_;
    const bool loud = loud_at(r);
    if (loud) [[unlikely]] {
      judge(p);
    } else if (last_loud_) {
      for (std::size_t i = 0; i < rule_set_count; ++i)
        if (!ended_[i]) verdicts_[i] = {};
    }
    last_loud_ = loud;
    loud_ += loud;
  }

  /// Whether some rule set's trigger fired at the last ply pushed (where a tracker is not quiet()).
  [[nodiscard]] bool loud() const noexcept { return last_loud_; }
  /// The plies after a move where some rule set's trigger fired.
  [[nodiscard]] std::size_t loud_plies() const noexcept { return loud_; }
  /// The verdict of rule set `i` (chess::rule_sets' order) at the last ply pushed; once a verdict
  /// ends the game under a rule set, that verdict at every later ply.
  [[nodiscard]] const floor_verdict& verdict_now(std::size_t i) const noexcept { return verdicts_[i]; }

 private:
  static constexpr ply_facts::bits_type mate_or_stalemate = chess::facts::checkmate | chess::facts::stalemate;
  static constexpr std::uint8_t no_square = 64;
  // The en passant conventions of the refined identities, as indices into row::en_passant.
  enum convention : std::uint8_t { legal, pseudo_legal, always, conventions };

  struct row {
    std::uint64_t move_key;
    chess::bitboard castling;
    ply_t previous, first;
    std::uint32_t count;
    ply_t clock;
    ply_facts::bits_type facts;
    ply_t previous_move;
    std::uint32_t move_count, repeat_run;
    std::array<std::uint8_t, conventions> en_passant{no_square, no_square, no_square};
  };
  struct key {
    chess::board_key board;
    chess::color side;
    friend bool operator==(const key&, const key&) noexcept = default;
  };
  struct slot {
    ply_t ply = no_ply;
    std::uint32_t stamp = 0;
  };
  // The occurrences of a position under one identity: how many, and the first.
  struct occurrences {
    std::uint32_t count;
    ply_t first;
  };

  static std::uint64_t hash_of(const chess::position& p) noexcept { return p.piece_hash() ^ p.side_hash(); }

  // The triggers of the 13 rule sets, or-ed: threefold (count 3), fifty moves (clock 100),
  // checkmate or stalemate, a move series (move played 3 times, the last 4 moves repeated).
  static bool loud_at(const row& r) noexcept {
    return r.count >= 3 || r.clock >= 100 || (r.facts & mate_or_stalemate) != 0 ||
           (r.move_count >= 3 && r.repeat_run >= 4);
  }

  static std::uint8_t square_or_none(std::optional<chess::square> s) noexcept {
    return s ? static_cast<std::uint8_t>(*s) : no_square;
  }
  // The "always" square is set after every double push only, so the two others are looked for
  // only then.
  static std::array<std::uint8_t, conventions> en_passant_squares(const chess::position& p) noexcept {
    const auto always_square = p.en_passant_square(chess::en_passant_mode::always);
    if (!always_square) [[likely]]
      return {no_square, no_square, no_square};
    return {square_or_none(p.en_passant_square(chess::en_passant_mode::legal)),
            square_or_none(p.en_passant_square(chess::en_passant_mode::pseudo_legal)),
            static_cast<std::uint8_t>(*always_square)};
  }

  // Plies q and p hold the same position under the identity of board, side to move, castling
  // rights and the en passant square of convention c.
  [[nodiscard]] bool same_refined(ply_t p, ply_t q, convention c) const noexcept {
    return hashes_[q] == hashes_[p] && keys_[q] == keys_[p] && rows_[q].castling == rows_[p].castling &&
           rows_[q].en_passant[c] == rows_[p].en_passant[c];
  }

  // The occurrences of the position at p under convention c's refined identity: the plies of the
  // 1928 chain with the same castling rights and en passant square.
  [[nodiscard]] occurrences refined_occurrences(ply_t p, convention c) const noexcept {
    const row& r = rows_[p];
    occurrences o{1, p};
    for (ply_t q = r.previous; q != no_ply; q = rows_[q].previous)
      if (rows_[q].castling == r.castling && rows_[q].en_passant[c] == r.en_passant[c]) {
        ++o.count;
        o.first = q;
      }
    return o;
  }

  // The rules of one rule set at ply p, offered in their order: the first verdict of the highest
  // severity stands (verdict_algebra.hpp).
  class judgement {
   public:
    judgement(ply_t p, player_index to_move) : p_(p), to_move_(to_move) {}

    // The rule at entry `index` gives `kind` to `who`, or to the party its effect names.
    void offer(rule_index_type index, verdict_kind kind, ply_t since, std::uint32_t count, std::uint32_t period = 0,
               party who = party::by_effect) {
      if (severity(kind) <= severity(result_.kind)) return;
      result_ = floor_verdict{kind, player(kind, who), index, p_, since, count, period};
    }
    // Has a verdict that ends the game: no later rule can change it.
    [[nodiscard]] bool settled() const noexcept { return severity(result_.kind) >= 2; }
    [[nodiscard]] const floor_verdict& result() const noexcept { return result_; }

   private:
    [[nodiscard]] player_index player(verdict_kind kind, party who) const noexcept {
      if (who == party::by_effect)
        who = kind == verdict_kind::claimable_draw ? party::to_move
              : kind == verdict_kind::loss         ? party::mover
                                                   : party::nobody;
      if (who == party::to_move) return to_move_;
      if (who == party::mover) return static_cast<player_index>(1 - to_move_);
      return no_player;
    }
    ply_t p_;
    player_index to_move_;
    floor_verdict result_;
  };

  // FIDE 2014 9.6a and USCF 14K1: the position (FIDE identity) equals those 4, 8, 12 and 16 plies
  // earlier.
  [[nodiscard]] bool five_consecutive(ply_t p) const noexcept {
    for (ply_t q = p, n = 1; n < 5; ++n) {
      if (q < 4) return false;
      q -= 4;
      if (!same_refined(p, q, legal)) return false;
    }
    return true;
  }

  // London 1883, Bilguer 1843 (3 repeats) and Steinitz-Zukertort 1886 (6): the smallest block of
  // k >= 2 plies, k the distance to an earlier ply with the same move, whose `repeats` copies end
  // at p. 0 if none.
  [[nodiscard]] ply_t series_period(ply_t p, std::uint32_t repeats) const noexcept {
    const row* const rows = rows_.data();
    for (ply_t q = rows[p].previous_move; q != no_ply; q = rows[q].previous_move) {
      const ply_t k = p - q;
      if (std::uint64_t{k} * repeats > p) break;
      if (k < 2) continue;
      bool periodic = true;
      for (ply_t i = p - k * (repeats - 1) + 1; periodic && i <= p; ++i)
        periodic = rows[i].move_key == rows[i - k].move_key;
      if (periodic) return k;
    }
    return 0;
  }

  // Every rule set's verdict at the loud ply p, in the order and with the rule entries of
  // chess::rule_sets (rule_sets.hpp).
  void judge(ply_t p) {
    using enum verdict_kind;
    const row& r = rows_[p];
    const auto to_move = static_cast<player_index>(keys_[p].side == chess::color::white ? 0 : 1);
    const bool mate = (r.facts & chess::facts::checkmate) != 0;
    const bool stalemate = (r.facts & chess::facts::stalemate) != 0;
    const occurrences base{r.count, r.first};
    // A refined identity's count is at most its base's: with fewer than 3, none reaches a threshold.
    const occurrences fide = r.count >= 3 ? refined_occurrences(p, legal) : base;
    const ply_t since_progress = r.clock <= p ? p - r.clock : no_ply;
    // The rules every rule set lists first: checkmate (FIDE 5.1.1), stalemate (FIDE 5.2.1).
    const auto game_ends = [&](judgement& j) {
      if (mate) j.offer(0, loss, p, 1, 0, party::to_move);
      if (stalemate) j.offer(1, draw, p, 1);
    };
    const auto nfold = [&](judgement& j, rule_index_type index, occurrences o, std::uint32_t threshold,
                           verdict_kind kind, party who = party::by_effect) {
      if (!j.settled() && o.count >= threshold) j.offer(index, kind, o.first, o.count, 0, who);
    };
    const auto moves = [&](judgement& j, rule_index_type index, ply_t threshold, verdict_kind kind,
                           party who = party::by_effect) {
      if (!j.settled() && r.clock >= threshold) j.offer(index, kind, since_progress, r.clock, 0, who);
    };
    const auto consecutive = [&](judgement& j, rule_index_type index, verdict_kind kind, party who) {
      if (!j.settled() && fide.count >= 5 && five_consecutive(p)) j.offer(index, kind, p - 16, 5, 0, who);
    };
    const auto series = [&](judgement& j, std::uint32_t repeats) {
      if (j.settled() || r.move_count < repeats || r.repeat_run < (repeats - 1) * 2) return;
      if (const ply_t k = series_period(p, repeats)) j.offer(2, claimable_draw, p - k * repeats, repeats, k);
    };
    const auto decide = [&](std::size_t i, auto rules) {
      if (ended_[i]) return;
      judgement j(p, to_move);
      game_ends(j);
      rules(j);
      verdicts_[i] = j.result();
      ended_[i] = ends_game(verdicts_[i].kind);
    };
    decide(0, [&](judgement& j) {  // fide-2023: 9.6.1, 9.6.2, 9.2.2, 9.3.2
      nfold(j, 2, fide, 5, draw);
      moves(j, 3, 150, draw);
      nfold(j, 4, fide, 3, claimable_draw);
      moves(j, 5, 100, claimable_draw);
    });
    decide(1, [&](judgement& j) {  // fide-2014: 9.6a (five consecutive), 9.6b, 9.2b, 9.3b
      consecutive(j, 2, draw, party::by_effect);
      moves(j, 3, 150, draw);
      nfold(j, 4, fide, 3, claimable_draw);
      moves(j, 5, 100, claimable_draw);
    });
    decide(2, [&](judgement& j) {  // fide-1985: 10.5, 10.8
      nfold(j, 2, fide, 3, claimable_draw);
      moves(j, 3, 100, claimable_draw);
    });
    decide(3, [&](judgement& j) { nfold(j, 2, base, 3, claimable_draw); });  // fide-1928: 15.C
    decide(4, [&](judgement& j) {  // uscf: 14C, 14C4, 14F, 14K1, 14K2
      nfold(j, 2, fide, 3, claimable_draw);
      nfold(j, 3, fide, 3, claimable_draw, party::mover);
      moves(j, 4, 100, claimable_draw);
      consecutive(j, 5, claimable_draw, party::nobody);
      moves(j, 6, 150, claimable_draw, party::nobody);
    });
    decide(5, [&](judgement& j) { nfold(j, 2, fide, 3, draw); });  // online-auto (Chess.com)
    decide(6, [&](judgement& j) {  // lichess
      nfold(j, 2, fide, 5, draw);
      moves(j, 3, 100, draw);
      nfold(j, 4, fide, 3, claimable_draw);
    });
    decide(7, [&](judgement& j) { series(j, 3); });  // london-1883
    decide(8, [&](judgement& j) { series(j, 3); });  // bilguer-1843
    decide(9, [&](judgement& j) { series(j, 6); });  // steinitz-zukertort-1886
    decide(10, [&](judgement& j) { nfold(j, 2, base, 6, claimable_draw); });  // pest-paris-1842
    // The FIDE threefold under the other two en passant conventions.
    decide(11, [&](judgement& j) {
      nfold(j, 2, r.count >= 3 ? refined_occurrences(p, pseudo_legal) : base, 3, claimable_draw);
    });
    decide(12, [&](judgement& j) {
      nfold(j, 2, r.count >= 3 ? refined_occurrences(p, always) : base, 3, claimable_draw);
    });
  }

  void grow(std::size_t n) {
    rows_.resize(n);
    hashes_.resize(n);
    keys_.resize(n);
  }

  std::vector<row> rows_;
  std::vector<std::uint64_t> hashes_;
  std::vector<key> keys_;
  std::vector<slot> moves_;
  std::array<floor_verdict, rule_set_count> verdicts_{};
  std::array<bool, rule_set_count> ended_{};
  std::size_t size_ = 0;
  std::size_t loud_ = 0;
  bool last_loud_ = false;
  ply_t window_ = 0;  // the first ply since the last capture or pawn move
  bool null_in_window_ = false;
  std::uint32_t stamp_ = 0;
};

}  // namespace repetita::bench

#endif
