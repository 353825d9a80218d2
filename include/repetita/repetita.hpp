#ifndef REPETITA_REPETITA_HPP
#define REPETITA_REPETITA_HPP

/// \file
/// The umbrella header of the core: everything a game plug-in or a user of the core needs.

#include <repetita/game.hpp>
#include <repetita/hash.hpp>
#include <repetita/history.hpp>
#include <repetita/history_fact.hpp>
#include <repetita/history_view.hpp>
#include <repetita/identity.hpp>
#include <repetita/occurrence_index.hpp>
#include <repetita/ply.hpp>
#include <repetita/ply_facts.hpp>
#include <repetita/registry.hpp>
#include <repetita/result.hpp>
#include <repetita/rule.hpp>
#include <repetita/rule_context.hpp>
#include <repetita/rule_info.hpp>
#include <repetita/rule_set.hpp>
#include <repetita/rules/cycle_override.hpp>
#include <repetita/rules/move_series.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/on_fact.hpp>
#include <repetita/rules/progress_counter.hpp>
#include <repetita/rules/repetition_start.hpp>
#include <repetita/session.hpp>
#include <repetita/tracker.hpp>
#include <repetita/verdict.hpp>
#include <repetita/verdict_algebra.hpp>

#endif
