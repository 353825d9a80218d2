#ifndef REPETITA_CLI_PIPELINE_HPP
#define REPETITA_CLI_PIPELINE_HPP

/// \file
/// Reads inputs in order and replays their records on worker threads: a file (or text) in blocks
/// of bytes whose records the workers find themselves (repetita/records/record_range.hpp), a
/// stream (standard input, a pipe, a compressed input) in chunks of whole records cut by the main
/// thread. Delivers the game reports to a sink in input order, or, for a sink that formats game by
/// game (game_formatter), has the workers write the text and the sink only writes it out; prints
/// errors in the `file:line:column: error: kind: message` form on stderr; drives the progress bar.
/// Memory stays bounded: a few blocks or chunks per worker are in flight at any time.

#include "input.hpp"
#include "report_sink.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace repetita::cli {

class game_driver;

struct pipeline_options {
  std::vector<std::string> rules;      ///< --rules, split (empty: each game's standard rule set)
  bool lenient = false;                ///< --lenient
  bool strict = false;                 ///< --strict
  bool annotations = false;            ///< --annotations
  bool keep_going = false;             ///< --keep-going
  bool fold = true;                    ///< no --no-fold
  bool diagrams = false;               ///< replay_options::diagrams (`report`)
  bool summary_events = false;         ///< replay_options::summary_events (`stats`, `compare`, `report`)
  std::uint64_t max_plies = default_max_plies;  ///< --max-plies (replay_options::max_plies; 0: no limit)
  unsigned jobs = 1;                   ///< -j (1: everything on the main thread)
  bool print_errors = true;            ///< print each problem on stderr (the Python package collects them instead)
  bool progress = false;               ///< draw the progress bar (stderr is a terminal, no --no-progress)
  std::size_t chunk_bytes = std::size_t{1} << 15;  ///< target size of a chunk of records
  /// Size of the blocks of a file the workers read (each block's records are read in chunks).
  std::uint64_t block_bytes = std::uint64_t{1} << 20;
  const game_driver* driver = nullptr;  ///< --input-format: the driver for every input (else detected)
  /// The games whose rule sets this run composes (compose_drivers: --suicide, KataGo rules
  /// strings): their records are replayed by the composed driver. Empty for most runs.
  std::vector<std::pair<const game_driver*, const game_driver*>> composed;
};

/// Runs every input through the sink; returns the exit code (exit_code.hpp): 0, or 4 if an input
/// could not be opened or recognised, or 3 if a record could not be read (the larger wins with
/// --keep-going; without it the run stops at the first problem, after the games before it).
/// A usage problem found late (no --rules name belongs to an input's game) returns 2.
int run_pipeline(std::span<const input_spec> inputs, const pipeline_options& options, report_sink& sink);

}  // namespace repetita::cli

#endif
