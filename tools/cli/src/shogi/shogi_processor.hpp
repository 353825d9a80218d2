#ifndef REPETITA_CLI_SHOGI_SHOGI_PROCESSOR_HPP
#define REPETITA_CLI_SHOGI_SHOGI_PROCESSOR_HPP

/// \file
/// Reads the shogi games of a chunk (KIF, KI2, CSA or USI: shogi_record.hpp, chunk_format) and
/// replays each under the chosen shogi rule sets.

#include "../game_driver.hpp"
#include "shogi_replayer.hpp"

#include <string>

namespace repetita::cli::shogi_records {

class shogi_processor final : public chunk_processor {
 public:
  shogi_processor(const game_driver& driver, const replay_options& options);
  void process(const record_chunk& chunk, const std::string& file, batch_report& out) override;

 private:
  const game_driver& driver_;
  shogi_replayer replayer_;
};

}  // namespace repetita::cli::shogi_records

#endif
