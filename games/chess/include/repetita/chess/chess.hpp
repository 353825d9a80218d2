#ifndef REPETITA_CHESS_CHESS_HPP
#define REPETITA_CHESS_CHESS_HPP

/// \file
/// Everything of chess in one include (see docs/chess-engine.md): the engine (positions, moves,
/// FEN, SAN, UCI, PGN), the plug-in (`game`), its rule sets (`rule_sets`, `fide_2023`), the
/// arbiter and the core's tracker.

#include <repetita/chess/arbiter.hpp>
#include <repetita/chess/attacks.hpp>
#include <repetita/chess/bitboard.hpp>
#include <repetita/chess/fen.hpp>
#include <repetita/chess/game.hpp>
#include <repetita/chess/move.hpp>
#include <repetita/chess/move_list.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/perft.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/piece.hpp>
#include <repetita/chess/position.hpp>
#include <repetita/chess/result.hpp>
#include <repetita/chess/rule_sets.hpp>
#include <repetita/chess/san.hpp>
#include <repetita/chess/square.hpp>
#include <repetita/chess/uci.hpp>
#include <repetita/chess/upcoming_repetition.hpp>
#include <repetita/chess/zobrist.hpp>
#include <repetita/tracker.hpp>

#endif
