#ifndef REPETITA_ARIMAA_ARIMAA_HPP
#define REPETITA_ARIMAA_ARIMAA_HPP

/// \file
/// The whole Arimaa plug-in.

#include <repetita/arimaa/board.hpp>
#include <repetita/arimaa/game.hpp>
#include <repetita/arimaa/identity.hpp>
#include <repetita/arimaa/move.hpp>
#include <repetita/arimaa/movegen.hpp>
#include <repetita/arimaa/notation.hpp>
#include <repetita/arimaa/referee.hpp>
#include <repetita/arimaa/repetition_immobilization.hpp>
#include <repetita/arimaa/result.hpp>
#include <repetita/arimaa/rule_sets.hpp>

#endif
