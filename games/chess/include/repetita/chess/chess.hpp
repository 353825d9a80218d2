#ifndef REPETITA_CHESS_CHESS_HPP
#define REPETITA_CHESS_CHESS_HPP

/// \file
/// Everything of the chess engine in one include (see docs/chess-engine.md).

#include <repetita/chess/attacks.hpp>
#include <repetita/chess/bitboard.hpp>
#include <repetita/chess/fen.hpp>
#include <repetita/chess/move.hpp>
#include <repetita/chess/move_list.hpp>
#include <repetita/chess/movegen.hpp>
#include <repetita/chess/perft.hpp>
#include <repetita/chess/pgn.hpp>
#include <repetita/chess/piece.hpp>
#include <repetita/chess/position.hpp>
#include <repetita/chess/result.hpp>
#include <repetita/chess/san.hpp>
#include <repetita/chess/square.hpp>
#include <repetita/chess/uci.hpp>
#include <repetita/chess/zobrist.hpp>

#endif
