#ifndef REPETITA_CLI_GO_SGF_PROCESSOR_HPP
#define REPETITA_CLI_GO_SGF_PROCESSOR_HPP

/// \file
/// Reads the SGF game trees of a chunk and replays the main line of each under the chosen Go rule
/// sets. Each tree is read by its own reader, so a broken tree is reported and the next one is read
/// (the reader itself stops at its first error).

#include "../game_driver.hpp"
#include "sgf_replayer.hpp"

#include <memory>
#include <string>
#include <string_view>

namespace repetita::cli::go_sgf {

class sgf_processor final : public chunk_processor {
 public:
  sgf_processor(const game_driver& driver, const replay_options& options);
  void process(const record_chunk& chunk, const std::string& file, batch_report& out) override;

 private:
  void process_tree(std::string_view text, const tree_origin& origin, const std::string& file, batch_report& out);

  const game_driver& driver_;
  replay_options options_;
  // Exactly one is set: the standard rule set alone is the fast path of the default run.
  std::unique_ptr<sgf_replayer<standard_registry>> standard_;
  std::unique_ptr<sgf_replayer<full_registry>> full_;
};

}  // namespace repetita::cli::go_sgf

#endif
