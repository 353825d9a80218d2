#include <repetita/corpus/output/analyze_csv.hpp>
#include <repetita/corpus/output/analyze_json.hpp>
#include <repetita/corpus/output/analyze_table.hpp>
#include "commands.hpp"

#include <memory>

namespace repetita::cli {

using namespace corpus;

int run_analyze(const command_line& cl) {
  const auto inputs = inputs_of(cl);
  const auto options = pipeline_options_of(cl, false);
  std::unique_ptr<report_sink> sink;
  switch (cl.format) {
    case output_format::table: sink = std::make_unique<analyze_table_writer>(); break;
    case output_format::json: sink = std::make_unique<analyze_json_writer>(); break;
    case output_format::csv: sink = std::make_unique<analyze_csv_writer>(cl.annotations); break;
  }
  return run_inputs(cl, inputs, options, *sink);
}

}  // namespace repetita::cli
