#ifndef REPETITA_CLI_CHESS_PGN_PROCESSOR_HPP
#define REPETITA_CLI_CHESS_PGN_PROCESSOR_HPP

/// \file
/// Reads the PGN games of a chunk and replays each under the chosen chess rule sets.

#include "../game_driver.hpp"
#include "pgn_replayer.hpp"

#include <repetita/chess/pgn.hpp>

#include <memory>
#include <string>

namespace repetita::cli::chess_pgn {

class pgn_processor final : public chunk_processor {
 public:
  pgn_processor(const game_driver& driver, const replay_options& options);
  void process(const record_chunk& chunk, const std::string& file, batch_report& out) override;

 private:
  const game_driver& driver_;
  replay_options options_;
  chess::pgn_game game_;
  chess::pgn_error error_;
  // Exactly one is set: the standard rule set alone is the fast path of the default run.
  std::unique_ptr<pgn_replayer<standard_registry>> standard_;
  std::unique_ptr<pgn_replayer<full_registry>> full_;
};

}  // namespace repetita::cli::chess_pgn

#endif
