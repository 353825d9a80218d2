#ifndef REPETITA_BENCH_CHESS_TRACKING_FLOOR_HPP
#define REPETITA_BENCH_CHESS_TRACKING_FLOOR_HPP

// A measuring instrument, not a tracker: the per-ply work that any exact tracker of the chess rule
// sets must do, written by hand for chess alone with nothing generic in the way. Its instruction
// count per ply is a floor for issue #4's "tracking all rule sets adds at most 10% to the bare
// replay" (docs/rules/chess.md, "Performance").
//
// Per ply it does what no exact tracker can skip:
//   - the ply's facts: check, progress, and checkmate or stalemate at the record's last ply;
//   - the hash and the exact key (board, side to move) of the 1928 identity, kept for later plies:
//     every other chess identity refines it, and a hash alone would not be exact;
//   - the previous occurrence of that identity, found by scanning back over the plies since the
//     last capture or pawn move (no earlier position can recur), without a hash table;
//   - the previous ply with the same move, through a direct table of all 2^16 move keys;
//   - one row of what later plies read: the links, the occurrence count, the clock, the move
//     count and repeat run, the castling rights and en passant square the FIDE identities add;
//   - the quiet check: does the trigger of any of the 13 rule sets fire at this ply?
// It leaves out what a real tracker adds: the refined identities' own links (the FIDE en passant
// square is recorded only as the pawn's square), evaluating the rule sets where one speaks, undo,
// forgetting, queries at any ply, and every other game. So the real cost is higher.

#include <repetita/chess/game.hpp>
#include <repetita/chess/position.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace repetita::bench {

class tracking_floor {
 public:
  tracking_floor() : moves_(std::size_t{1} << 16) { grow(1024); }

  void start(const chess::position& initial) {
    ++stamp_;
    window_ = 0;
    null_in_window_ = false;
    size_ = 1;
    rows_[0] = row{no_move_key, initial.castling_rooks(), no_ply, 0, 1, initial.halfmove_clock(), 0, no_ply, 0, 0};
    hashes_[0] = hash_of(initial);
    keys_[0] = key{initial.board(), initial.side_to_move()};
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
    const auto ep = after.en_passant_square(chess::en_passant_mode::always);
    r.en_passant = ep ? static_cast<std::uint8_t>(*ep) : std::uint8_t{64};
    ++size_;
    // The triggers of the 13 rule sets, or-ed: threefold (count 3), fifty moves (clock 100),
    // checkmate or stalemate, a move series (move played 3 times, the last 4 moves repeated).
    last_loud_ =
        r.count >= 3 || r.clock >= 100 || (r.facts & mate_or_stalemate) != 0 || (r.move_count >= 3 && r.repeat_run >= 4);
    loud_ += last_loud_;
  }

  /// Whether some rule set's trigger fired at the last ply pushed (where a tracker is not quiet()).
  [[nodiscard]] bool loud() const noexcept { return last_loud_; }
  /// The plies after a move where some rule set's trigger fired.
  [[nodiscard]] std::size_t loud_plies() const noexcept { return loud_; }

 private:
  static constexpr ply_facts::bits_type mate_or_stalemate = chess::facts::checkmate | chess::facts::stalemate;

  struct row {
    std::uint64_t move_key;
    chess::bitboard castling;
    ply_t previous, first;
    std::uint32_t count;
    ply_t clock;
    ply_facts::bits_type facts;
    ply_t previous_move;
    std::uint32_t move_count, repeat_run;
    std::uint8_t en_passant = 64;
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

  static std::uint64_t hash_of(const chess::position& p) noexcept { return p.piece_hash() ^ p.side_hash(); }

  void grow(std::size_t n) {
    rows_.resize(n);
    hashes_.resize(n);
    keys_.resize(n);
  }

  std::vector<row> rows_;
  std::vector<std::uint64_t> hashes_;
  std::vector<key> keys_;
  std::vector<slot> moves_;
  std::size_t size_ = 0;
  std::size_t loud_ = 0;
  bool last_loud_ = false;
  ply_t window_ = 0;  // the first ply since the last capture or pawn move
  bool null_in_window_ = false;
  std::uint32_t stamp_ = 0;
};

}  // namespace repetita::bench

#endif
