#ifndef REPETITA_CLI_COMMAND_LINE_HPP
#define REPETITA_CLI_COMMAND_LINE_HPP

/// \file
/// The command line: `repetita [COMMAND] [OPTION...] [FILE...]` (docs/cli.md). Options may come
/// before or after the command and the files; "--" ends the options.

#include <repetita/corpus/game_driver.hpp>
#include <repetita/corpus/output/output_format.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::cli {

/// A bad command line (exit code 2). The message names the problem; main adds a hint.
class usage_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

using corpus::output_format;

struct command_line {
  std::string command = "analyze";      ///< analyze, compare, check, rules, stats, report, help
  bool command_given = false;
  std::vector<std::string> arguments;   ///< files (rules: the game)
  std::vector<std::string> rules;       ///< --rules, split at commas
  bool rules_given = false;
  output_format format = output_format::table;
  unsigned jobs = 0;                    ///< -j; 0 = not given (all cores)
  bool keep_going = false;
  bool lenient = false;
  bool strict = false;                  ///< --strict (never together with --lenient)
  bool annotations = false;             ///< --annotations (analyze): clock and evaluation at each event
  bool fold = true;                     ///< --no-fold turns it off
  bool progress = true;                 ///< --no-progress turns it off
  bool help = false;
  bool version = false;
  corpus::rule_options game_options;    ///< --option NAME=VALUE, --NAME VALUE: the games' options (Go: suicide)
  std::string game_option_word;         ///< the first of them as written ("--suicide"), for usage errors
  std::string input_format;             ///< --input-format (empty: detect)
  std::optional<std::uint64_t> ply;     ///< check --ply
  std::optional<std::string> move;      ///< check --move
  std::optional<std::uint64_t> game;    ///< check --game
  std::size_t chunk_bytes = 0;          ///< --chunk-bytes (tuning; 0 = default)
  std::optional<std::uint64_t> max_plies;  ///< --max-plies (0: no limit); not given: default_max_plies
  std::optional<std::string> output;    ///< report -o, --output (else standard output)
  bool format_given = false;            ///< --format was given (report writes HTML only)
  std::vector<std::string> words;       ///< the arguments as given (report cites its command line)
};

/// Parses argv[1..]. Throws usage_error.
[[nodiscard]] command_line parse_command_line(const std::vector<std::string_view>& args);

/// The names of the commands, in help order.
[[nodiscard]] const std::vector<std::string_view>& command_names();

}  // namespace repetita::cli

#endif
