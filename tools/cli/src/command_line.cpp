#include "command_line.hpp"

#include <repetita/corpus/rule_selection.hpp>

#include <algorithm>
#include <charconv>

namespace repetita::cli {

namespace {

std::uint64_t parse_number(std::string_view option, std::string_view text, std::uint64_t max) {
  std::uint64_t value = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || r.ec != std::errc{} || r.ptr != text.data() + text.size() || value > max)
    throw usage_error(std::string(option) + " needs a number" + (max < 1000000000 ? " up to " + std::to_string(max) : "") +
                      ", not '" + std::string(text) + "'");
  return value;
}

// A game's option (record_option.hpp), given as `word` (--option or --NAME); the last value given
// wins. Its value is checked by the game that composes its rule sets with it.
void add_game_option(command_line& cl, std::string_view word, std::string_view name, std::string_view value) {
  if (corpus::option_named(name) == nullptr) throw usage_error(corpus::unknown_option_message(name));
  if (cl.game_option_word.empty()) cl.game_option_word = word;
  cl.game_options.insert_or_assign(std::string(name), std::string(value));
}

bool is_command(std::string_view s) {
  const auto& names = command_names();
  return std::find(names.begin(), names.end(), s) != names.end();
}

}  // namespace

const std::vector<std::string_view>& command_names() {
  static const std::vector<std::string_view> names{"analyze", "compare", "check", "rules", "stats", "report", "help"};
  return names;
}

command_line parse_command_line(const std::vector<std::string_view>& args) {
  command_line cl;
  cl.words.assign(args.begin(), args.end());
  bool options_done = false;
  bool positional_seen = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string_view arg = args[i];
    if (options_done || arg == "-" || arg.empty() || arg[0] != '-') {
      if (!positional_seen && !cl.command_given && is_command(arg) && !options_done) {
        cl.command = std::string(arg);
        cl.command_given = true;
        continue;
      }
      positional_seen = true;
      cl.arguments.emplace_back(arg);
      continue;
    }
    if (arg == "--") {
      options_done = true;
      continue;
    }
    // --name=value or --name value; -jN or -j N.
    std::string_view name = arg;
    std::optional<std::string_view> inline_value;
    if (arg.starts_with("--")) {
      if (const auto eq = arg.find('='); eq != std::string_view::npos) {
        name = arg.substr(0, eq);
        inline_value = arg.substr(eq + 1);
      }
    } else if (arg.size() > 2 && arg[1] == 'j') {
      name = "-j";
      inline_value = arg.substr(2);
    }
    const auto value = [&]() -> std::string_view {
      if (inline_value) return *inline_value;
      if (i + 1 >= args.size()) throw usage_error(std::string(name) + " needs a value");
      return args[++i];
    };
    const auto no_value = [&] {
      if (inline_value) throw usage_error(std::string(name) + " takes no value");
    };
    if (name == "-h" || name == "--help") {
      no_value();
      cl.help = true;
    } else if (name == "--version") {
      no_value();
      cl.version = true;
    } else if (name == "--rules" || name == "-r") {
      const std::string_view v = value();
      for (std::string& r : corpus::split_list(v)) cl.rules.push_back(std::move(r));
      cl.rules_given = true;
      if (cl.rules.empty()) throw usage_error("--rules needs at least one rule set name (or 'all')");
    } else if (name == "--format" || name == "-f") {
      const std::string_view v = value();
      cl.format_given = true;
      if (v == "table")
        cl.format = output_format::table;
      else if (v == "json")
        cl.format = output_format::json;
      else if (v == "csv")
        cl.format = output_format::csv;
      else
        throw usage_error("--format must be table, json or csv, not '" + std::string(v) + "'");
    } else if (name == "-j" || name == "--jobs") {
      cl.jobs = static_cast<unsigned>(parse_number(name, value(), 1024));
      if (cl.jobs == 0) throw usage_error(std::string(name) + " needs at least 1 thread");
    } else if (name == "--keep-going" || name == "-k") {
      no_value();
      cl.keep_going = true;
    } else if (name == "--lenient") {
      no_value();
      cl.lenient = true;
    } else if (name == "--strict") {
      no_value();
      cl.strict = true;
    } else if (name == "--annotations") {
      no_value();
      cl.annotations = true;
    } else if (name == "--no-fold") {
      no_value();
      cl.fold = false;
    } else if (name == "--no-progress") {
      no_value();
      cl.progress = false;
    } else if (name == "--option") {  // a game's option: NAME=VALUE
      const std::string_view v = value();
      const auto eq = v.find('=');
      if (eq == std::string_view::npos || eq == 0)
        throw usage_error("--option needs NAME=VALUE, not '" + std::string(v) + "'");
      add_game_option(cl, name, v.substr(0, eq), v.substr(eq + 1));
    } else if (name.starts_with("--") && corpus::option_named(name.substr(2)) != nullptr) {
      add_game_option(cl, name, name.substr(2), value());
    } else if (name == "--input-format") {
      cl.input_format = std::string(value());
    } else if (name == "--ply") {
      cl.ply = parse_number(name, value(), 0xFFFFFFF0u);
    } else if (name == "--move") {
      cl.move = std::string(value());
    } else if (name == "--game") {
      cl.game = parse_number(name, value(), UINT64_MAX);
      if (*cl.game == 0) throw usage_error("--game counts from 1");
    } else if (name == "-o" || name == "--output") {
      cl.output = std::string(value());
      if (cl.output->empty()) throw usage_error(std::string(name) + " needs a file name");
    } else if (name == "--max-plies") {
      cl.max_plies = parse_number(name, value(), UINT64_MAX);
    } else if (name == "--chunk-bytes") {
      cl.chunk_bytes = static_cast<std::size_t>(parse_number(name, value(), std::uint64_t{1} << 30));
    } else {
      throw usage_error("unknown option '" + std::string(arg) + "'");
    }
  }
  if (cl.strict && cl.lenient)
    throw usage_error("--strict and --lenient contradict each other: give one of them (or neither, for the default reading)");
  const bool is_check = cl.command == "check";
  if (!is_check && (cl.ply || cl.move || cl.game))
    throw usage_error("--ply, --move and --game belong to 'repetita check'");
  if (cl.max_plies && (is_check || cl.command == "rules"))
    throw usage_error("--max-plies belongs to 'repetita analyze', 'compare', 'stats' and 'report'");
  if (cl.annotations && cl.command != "analyze")
    throw usage_error("--annotations belongs to 'repetita analyze'");
  if (!cl.game_options.empty() && (is_check || cl.command == "rules"))
    throw usage_error(cl.game_option_word + " belongs to 'repetita analyze', 'compare' and 'stats'");
  const bool is_report = cl.command == "report";
  if (cl.output && !is_report) throw usage_error("-o and --output belong to 'repetita report'");
  if (cl.format_given && is_report) throw usage_error("'repetita report' writes HTML: --format does not apply");
  return cl;
}

}  // namespace repetita::cli
