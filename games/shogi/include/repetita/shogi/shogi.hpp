#ifndef REPETITA_SHOGI_SHOGI_HPP
#define REPETITA_SHOGI_SHOGI_HPP

/// \file
/// The shogi plug-in in one include: position and moves, the game traits, identities, rule sets,
/// and the record readers and writers.

#include <repetita/shogi/game.hpp>
#include <repetita/shogi/identity.hpp>
#include <repetita/shogi/position.hpp>
#include <repetita/shogi/record.hpp>
#include <repetita/shogi/result.hpp>
#include <repetita/shogi/rule_sets.hpp>

#endif
