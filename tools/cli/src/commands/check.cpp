#include <repetita/corpus/drivers.hpp>
#include "../exit_code.hpp"
#include <repetita/corpus/output/claim_writer.hpp>
#include <repetita/corpus/rule_selection.hpp>
#include "commands.hpp"

#include <cstdio>

namespace repetita::cli {

using namespace corpus;

int run_check(const command_line& cl) {
  if (cl.arguments.size() != 1) throw usage_error("'repetita check' needs exactly one FILE (see 'repetita check --help')");
  if (!cl.ply) throw usage_error("'repetita check' needs --ply N (the ply of the claim)");
  if (const auto problem = unknown_rule_sets(cl.rules)) throw usage_error(*problem);
  const input_spec spec{cl.arguments[0], cl.arguments[0] == "-" ? std::string("<stdin>") : cl.arguments[0]};
  auto opened = input_stream::open(spec);
  if (auto* error = std::get_if<read_error>(&opened)) {
    std::fprintf(stderr, "%s\n", error->to_string().c_str());
    return exit_cannot_open;
  }
  auto& input = std::get<std::unique_ptr<input_stream>>(opened);
  const pipeline_options options = pipeline_options_of(cl, false);
  const game_driver* driver = options.driver != nullptr ? options.driver : detect_driver(spec.path, input->head());
  if (driver == nullptr) {
    if (auto error = input->decompression_error()) {
      std::fprintf(stderr, "%s\n", error->to_string().c_str());
      return exit_cannot_open;
    }
    read_error e;
    e.file = spec.name;
    e.kind = "unknown_format";
    e.message = "not a record format repetita reads (use the file extension, e.g. .pgn, or --input-format)";
    std::fprintf(stderr, "%s\n", e.to_string().c_str());
    return exit_cannot_open;
  }
  const std::vector<std::size_t> selection = select_rule_sets(*driver, cl.rules);
  claim_query query;
  query.game = cl.game.value_or(1);
  query.ply = static_cast<ply_t>(*cl.ply);
  query.move = cl.move.value_or("");
  query.rule_sets = selection;
  query.lenient = cl.lenient;
  query.strict = cl.strict;
  const claim_outcome outcome = driver->check_claim(input->stream(), spec.name, query);
  if (auto error = input->decompression_error()) {  // the game may be cut short: no verdict on it
    std::fprintf(stderr, "%s\n", error->to_string().c_str());
    return exit_cannot_open;
  }
  if (const auto* problem = std::get_if<claim_problem>(&outcome)) throw usage_error(problem->message);
  if (const auto* error = std::get_if<read_error>(&outcome)) {
    std::fprintf(stderr, "%s\n", error->to_string().c_str());
    return exit_bad_record;
  }
  claim_report report = std::get<claim_report>(outcome);
  report.game.driver = driver;
  const std::string out = claim_output(report, spec.name, cl.format);
  std::fwrite(out.data(), 1, out.size(), stdout);
  bool all_correct = true;
  for (const claim_verdict& v : report.verdicts) all_correct &= v.correct;
  return all_correct ? exit_ok : exit_incorrect_claim;
}

}  // namespace repetita::cli
