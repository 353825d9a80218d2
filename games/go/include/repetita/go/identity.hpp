#ifndef REPETITA_GO_IDENTITY_HPP
#define REPETITA_GO_IDENTITY_HPP

/// \file
/// What makes two Go positions "the same" for each repetition rule: identity components (each a
/// Zobrist-style hash and an exact key) and the identities of the Go rule sets. See docs/rules/go.md.

#include <repetita/go/game.hpp>
#include <repetita/hash.hpp>
#include <repetita/identity.hpp>

#include <cstdint>

namespace repetita::go {

namespace component {

/// The stones on the board ("grid coloring", Tromp-Taylor; "board position", AGA Rule 6). The key
/// is the exact set of black and white stones: a hash hit is always confirmed on it.
struct board {
  static constexpr bool zobrist = true;  // identity.hpp: combined by XOR
  static std::uint64_t hash(const position& p) noexcept { return p.board().hash(); }
  static const board_key& key(const position& p) noexcept { return p.board().key(); }
};

/// The player to move ("with the same player to play", AGA Rule 6). With players alternating, the
/// player to move after a move is the opponent of its mover, so this also tells who made it (the
/// NZ wording: "after any of that player's previous moves").
struct to_move {
  static constexpr bool zobrist = true;  // identity.hpp: combined by XOR
  static std::uint64_t hash(const position& p) noexcept {
    return p.to_move() == color::white ? 0x2F0F8A7B6E5D4C3Bull : 0x51D3C2B1A0F9E8D7ull;
  }
  static color key(const position& p) noexcept { return p.to_move(); }
};

/// Whether the position was made by a board play (not by a pass, not the start or setup board).
/// NSSK: "A player may not use a board play to recreate a position, if the player used a board play
/// to create it" (Sensei's Library, NaturalSituationalSuperko).
struct made_by_play {
  static constexpr bool zobrist = true;  // identity.hpp: combined by XOR
  static std::uint64_t hash(const position& p) noexcept {
    return p.made() == made_by::play ? 0x3C6EF372FE94F82Bull : 0xA54FF53A5F1D36F1ull;
  }
  static bool key(const position& p) noexcept { return p.made() == made_by::play; }
};

/// The number of passes so far: positions match only within one phase, i.e. with no pass between
/// them. Spight's ko rule ("passes lift bans", KataGo KO_SPIGHT) and the Japanese no-result convention.
struct phase {
  static std::uint64_t hash(const position& p) noexcept {
    std::uint64_t s = p.passes();
    return detail::splitmix64(s);
  }
  static std::uint32_t key(const position& p) noexcept { return p.passes(); }
};

/// Captures by Black minus captures by White. Under territory scoring a cycle that costs one side
/// prisoners (sending two returning one) does not recur "the same"; a balanced one (triple ko,
/// eternal life, round-robin ko) does.
struct prisoner_balance {
  static std::uint64_t hash(const position& p) noexcept {
    std::uint64_t s = static_cast<std::uint64_t>(static_cast<std::int64_t>(p.prisoner_balance())) ^ std::uint64_t{0x7E57};
    return detail::splitmix64(s);
  }
  static std::int32_t key(const position& p) noexcept { return p.prisoner_balance(); }
};

}  // namespace component

/// Positional superko (PSK): the board alone.
using position_identity = repetita::identity<component::board>;
/// Situational superko (SSK), the NZ wording and simple ko: the board and the player to move.
using situation_identity = repetita::identity<component::board, component::to_move>;
/// NSSK: the board, the player to move (hence who made it), and whether a board play made it.
using natural_identity = repetita::identity<component::board, component::to_move, component::made_by_play>;
/// Spight: the situation within one phase (passes lift every ban).
using phase_situation_identity = repetita::identity<component::board, component::to_move, component::phase>;
/// The Japanese and Korean rule sets: the situation, the prisoner balance and the phase. Simple ko
/// reads it with a window of 2 plies (the same verdicts as on situation_identity when suicide is
/// forbidden, see docs/rules/go.md), the no-result rule reads it unrestricted.
using long_cycle_identity = repetita::identity<component::board, component::to_move, component::prisoner_balance,
                                               component::phase>;

}  // namespace repetita::go

#endif
