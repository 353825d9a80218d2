#ifndef REPETITA_GO_GO_HPP
#define REPETITA_GO_GO_HPP

/// \file
/// Everything of the Go plug-in.

#include <repetita/go/board.hpp>
#include <repetita/go/count.hpp>
#include <repetita/go/game.hpp>
#include <repetita/go/identity.hpp>
#include <repetita/go/main_line.hpp>
#include <repetita/go/referee.hpp>
#include <repetita/go/result.hpp>
#include <repetita/go/rule_sets.hpp>
#include <repetita/go/sgf.hpp>

#endif
