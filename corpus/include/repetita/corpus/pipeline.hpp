#ifndef REPETITA_CORPUS_PIPELINE_HPP
#define REPETITA_CORPUS_PIPELINE_HPP

/// \file
/// Reads inputs in order and replays their records on worker threads: a file (or text) in blocks
/// of bytes whose records the workers find themselves (repetita/records/record_range.hpp), a
/// stream (standard input, a pipe, a compressed input) in chunks of whole records cut by the main
/// thread. Delivers the game reports to a sink in input order, or, for a sink that formats game by
/// game (game_formatter), has the workers write the text and the sink only writes it out; tells a
/// run_observer of each record not read and of its progress (the CLI prints the one and draws the
/// other; Python collects the errors). Memory stays bounded: a few blocks or chunks per worker are
/// in flight at any time.

#include <repetita/corpus/input.hpp>
#include <repetita/corpus/report_sink.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace repetita::corpus {

class game_driver;

/// How a run ended. The values are the CLI's exit codes (docs/cli.md, "Exit codes"), which the
/// Python package also reports (`result_stream.exit_code`): never renumber.
enum class run_status : int {
  ok = 0,
  bad_record = 3,   ///< a record could not be read (with keep_going: some were skipped)
  cannot_open = 4,  ///< an input could not be opened, or its content is no record of a known game
};

/// Where a run stands, for a progress display.
struct run_progress {
  std::uint64_t bytes_done = 0;               ///< of the inputs (compressed bytes for a compressed one)
  std::optional<std::uint64_t> bytes_total;  ///< known when every input is a regular file
  std::uint64_t games = 0;
  std::uint64_t plies = 0;
};

/// What a front-end hears of a run besides its games, on the thread that called run_pipeline.
class run_observer {
 public:
  virtual ~run_observer() = default;
  /// A record or an input that could not be read, in input order, after the sink's flush().
  virtual void error(const read_error& e) { static_cast<void>(e); }
  /// After each delivered piece of work.
  virtual void progress(const run_progress& p) { static_cast<void>(p); }
  /// After the last delivery, before the sink's finish().
  virtual void done() {}
};

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
  run_observer* observer = nullptr;    ///< told of errors and progress (null: nobody listens)
  std::size_t chunk_bytes = std::size_t{1} << 15;  ///< target size of a chunk of records
  /// Size of the blocks of a file the workers read (each block's records are read in chunks).
  std::uint64_t block_bytes = std::uint64_t{1} << 20;
  const game_driver* driver = nullptr;  ///< --input-format: the driver for every input (else detected)
  /// The games whose rule sets this run composes (compose_drivers: the games' options, KataGo rules
  /// strings): their records are replayed by the composed driver. Empty for most runs.
  std::vector<std::pair<const game_driver*, const game_driver*>> composed;
};

/// Runs every input through the sink. Returns ok, or cannot_open if an input could not be opened or
/// recognised, or bad_record if a record could not be read (cannot_open wins over bad_record with
/// keep_going; without it the run stops at the first problem, after the games before it).
run_status run_pipeline(std::span<const input_spec> inputs, const pipeline_options& options, report_sink& sink);

}  // namespace repetita::corpus

#endif
