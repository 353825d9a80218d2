// Helpers for the CLI's unit tests: run the pipeline on files and collect what it delivers.
#ifndef REPETITA_TESTS_CLI_TEST_SUPPORT_HPP
#define REPETITA_TESTS_CLI_TEST_SUPPORT_HPP

#include <repetita/corpus/pipeline.hpp>
#include <repetita/corpus/report_sink.hpp>

#include <string>
#include <variant>
#include <vector>

namespace repetita::corpus::test {

/// Collects every game and error in delivery order.
class collecting_sink final : public report_sink {
 public:
  struct item {
    std::string file;
    std::variant<game_report, read_error> value;
  };
  std::vector<item> items;

  void game(const game_report& report, const std::string& file) override { items.push_back({file, report}); }
  void error(const read_error& e) override { items.push_back({e.file, e}); }
  void flush() override {}
  void finish() override {}

  [[nodiscard]] std::vector<const game_report*> games() const {
    std::vector<const game_report*> out;
    for (const item& i : items)
      if (const auto* g = std::get_if<game_report>(&i.value)) out.push_back(g);
    return out;
  }
};

inline std::string data_dir() { return REPETITA_CLI_TEST_DATA; }
inline std::string chess_data_dir() { return REPETITA_TEST_CHESS_DATA; }
inline std::string examples_dir() { return REPETITA_CLI_EXAMPLES; }

/// Runs `files` through the pipeline.
inline collecting_sink run(const std::vector<std::string>& files, std::vector<std::string> rules = {},
                           unsigned jobs = 1, std::size_t chunk_bytes = 0, bool fold = true, bool keep_going = true,
                           int* exit_code = nullptr) {
  std::vector<input_spec> inputs;
  for (const std::string& f : files) inputs.push_back({f, f});
  pipeline_options o;
  o.rules = std::move(rules);
  o.jobs = jobs;
  o.keep_going = keep_going;
  o.fold = fold;
  if (chunk_bytes != 0) o.chunk_bytes = chunk_bytes;
  collecting_sink sink;
  const int code = static_cast<int>(run_pipeline(inputs, o, sink));
  if (exit_code != nullptr) *exit_code = code;
  return sink;
}

/// Every game and error a run delivered, one line each, with what the writers and the error output
/// depend on: to compare runs (chunk sizes, threads). A game's line starts
/// "FILE #GAME line LINE plies PLIES".
inline std::vector<std::string> summary(const collecting_sink& sink) {
  std::vector<std::string> out;
  for (const auto& item : sink.items) {
    if (const auto* e = std::get_if<read_error>(&item.value)) {
      out.push_back(e->to_string());
      continue;
    }
    const auto& g = std::get<game_report>(item.value);
    std::string line = item.file + " #" + std::to_string(g.game) + " line " + std::to_string(g.line) + " plies " +
                       std::to_string(g.plies) + " " + g.players[0] + "/" + g.players[1] + " " + g.recorded_result;
    for (const auto& rs : g.rule_sets) {
      line += " |" + std::to_string(rs.rule_set) + ':' + std::to_string(rs.end.ply) + std::string(rs.end.rule);
      for (const auto& e : rs.events) {
        line += ' ' + std::to_string(e.ply) + std::string(e.rule) + e.move + '/' + e.move_label + '/' +
                std::to_string(e.by);
        for (const ply_t p : e.occurrences) line += ',' + std::to_string(p);
      }
    }
    out.push_back(line);
  }
  return out;
}

}  // namespace repetita::corpus::test

#endif
