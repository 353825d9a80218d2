// repetita: the command-line tool. See docs/cli.md for the contract, `repetita --help` for usage.
#include "command_line.hpp"
#include "commands/commands.hpp"
#include "exit_code.hpp"
#include "help.hpp"

#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#ifndef REPETITA_VERSION
#define REPETITA_VERSION "unknown"
#endif

namespace cli = repetita::cli;

namespace {

int dispatch(const cli::command_line& cl) {
  if (cl.version) {
    std::printf("repetita %s\n", REPETITA_VERSION);
    return cli::exit_ok;
  }
  if (cl.command == "help") {
    const std::string text = cli::help_text(cl.arguments.empty() ? std::string_view{} : cl.arguments[0]);
    if (text.empty()) throw cli::usage_error("no help on '" + cl.arguments[0] + "': not a command");
    std::fputs(text.c_str(), stdout);
    return cli::exit_ok;
  }
  if (cl.help) {
    std::fputs(cli::help_text(cl.command_given ? std::string_view(cl.command) : std::string_view{}).c_str(), stdout);
    return cli::exit_ok;
  }
  if (cl.command == "analyze") return cli::run_analyze(cl);
  if (cl.command == "compare") return cli::run_compare(cl);
  if (cl.command == "check") return cli::run_check(cl);
  if (cl.command == "rules") return cli::run_rules(cl);
  if (cl.command == "stats") return cli::run_stats(cl);
  if (cl.command == "report") return cli::run_report(cl);
  throw cli::usage_error("unknown command '" + cl.command + "'");
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::string command;
  try {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    const cli::command_line cl = cli::parse_command_line(args);
    if (cl.command_given) command = cl.command;
    return dispatch(cl);
  } catch (const cli::usage_error& e) {
    std::fflush(stdout);
    std::fprintf(stderr, "repetita: %s\nTry 'repetita %s--help'.\n", e.what(),
                 command.empty() ? "" : (command + " ").c_str());
    return cli::exit_usage;
  } catch (const std::exception& e) {
    std::fflush(stdout);
    std::fprintf(stderr, "repetita: internal error: %s (please report it)\n", e.what());
    return cli::exit_internal;
  } catch (...) {
    std::fflush(stdout);
    std::fprintf(stderr, "repetita: internal error (please report it)\n");
    return cli::exit_internal;
  }
}
