#ifndef REPETITA_CLI_ARIMAA_ARIMAA_PROCESSOR_HPP
#define REPETITA_CLI_ARIMAA_ARIMAA_PROCESSOR_HPP

/// \file
/// Reads the Arimaa games of a chunk (cut where game_boundaries says) and replays each under the
/// chosen rule sets.

#include "../game_driver.hpp"
#include "arimaa_replayer.hpp"

#include <string>
#include <string_view>

namespace repetita::cli::arimaa_text {

class arimaa_processor final : public chunk_processor {
 public:
  arimaa_processor(const game_driver& driver, const replay_options& options);
  void process(const record_chunk& chunk, const std::string& file, batch_report& out) override;

 private:
  /// Reads and replays one game (`text`, whose line 1 is line `first_line` of the file).
  void game(std::string_view text, std::uint64_t first_line, std::uint64_t number, const std::string& file,
            batch_report& out);

  const game_driver& driver_;
  replay_options options_;
  arimaa_replayer replayer_;
};

}  // namespace repetita::cli::arimaa_text

#endif
