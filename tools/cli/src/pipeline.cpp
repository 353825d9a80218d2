#include "pipeline.hpp"

#include "drivers.hpp"
#include "exit_code.hpp"
#include "game_driver.hpp"
#include "ordered_workers.hpp"
#include "progress_bar.hpp"
#include "rule_selection.hpp"

#include <repetita/records/memory_stream.hpp>
#include <repetita/records/record_range.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>

namespace repetita::cli {

namespace {

struct chunk_task {
  const game_driver* driver = nullptr;
  const replay_options* options = nullptr;
  const std::string* file = nullptr;  // the input's name in the output
  std::size_t input = 0;              // index of the input
  bool cut_short = false;             // the last chunk before a decompression error: its last record may be cut
  record_chunk chunk;
  batch_report result;
};

/// Each worker's processors, one per game met, kept from chunk to chunk.
struct worker_state {
  std::map<const game_driver*, std::unique_ptr<chunk_processor>> processors;
};

void print_error(const read_error& error) {
  const std::string line = error.to_string() + '\n';
  std::fputs(line.c_str(), stderr);
  std::fflush(stderr);
}

class run {
 public:
  run(std::span<const input_spec> inputs, const pipeline_options& options, report_sink& sink)
      : inputs_(inputs),
        options_(options),
        sink_(sink),
        bar_(options.progress),
        workers_(std::max(1u, options.jobs)),
        pool_(options.jobs > 1 ? options.jobs : 0,
              [this](chunk_task& task, std::size_t worker) { process(task, worker); }) {
    for (const input_spec& in : inputs_) names_.push_back(in.name);
    // The total size is known only if every input is a regular file.
    std::uint64_t total = 0;
    bool known = true;
    for (const input_spec& in : inputs_) {
      std::error_code ec;
      if (in.path == "-") {
        known = false;
        break;
      }
      const auto size = std::filesystem::file_size(in.path, ec);
      if (ec) {
        known = false;
        break;
      }
      total += size;
    }
    if (known) total_bytes_ = total;
  }

  int go() {
    for (std::size_t i = 0; i < inputs_.size() && !stopped_; ++i) read_input(i);
    while (auto task = pool_.next()) deliver(*task);
    bar_.clear();
    sink_.finish();
    return status_;
  }

 private:
  void process(chunk_task& task, std::size_t worker) {
    auto& processor = workers_[worker].processors[task.driver];
    if (!processor) processor = task.driver->make_processor(*task.options);
    processor->process(task.chunk, *task.file, task.result);
  }

  void problem(int code) {
    if (code == exit_usage || status_ == exit_usage)
      status_ = exit_usage;
    else
      status_ = std::max(status_, code);
    if (!options_.keep_going || code == exit_usage) {
      stopped_ = true;
      pool_.cancel();
    }
  }

  void report_error(const read_error& error, int code) {
    sink_.error(error);
    sink_.flush();
    bar_.clear();
    if (options_.print_errors) print_error(error);
    problem(code);
  }

  const replay_options* options_for(const game_driver& driver) {  // never null
    auto& slot = replay_options_[&driver];
    if (!slot) {
      slot = std::make_unique<replay_options>();
      slot->rule_sets = select_rule_sets(driver, options_.rules);
      slot->lenient = options_.lenient;
      slot->strict = options_.strict;
      slot->annotations = options_.annotations;
      slot->fold = options_.fold;
      slot->diagrams = options_.diagrams;
    }
    return slot.get();
  }

  void read_input(std::size_t index) {
    const input_spec& spec = inputs_[index];
    auto opened = input_stream::open(spec);
    if (auto* error = std::get_if<read_error>(&opened)) {
      report_error(*error, exit_cannot_open);
      return;
    }
    auto& input = std::get<std::unique_ptr<input_stream>>(opened);
    const game_driver* driver = options_.driver != nullptr ? options_.driver : detect_driver(spec.path, input->head());
    const std::string_view head = input->head();
    if (driver == nullptr) {
      if (auto error = input->decompression_error()) {  // nothing recognizable could be decompressed
        report_error(*error, exit_cannot_open);
        return;
      }
    }
    if (driver == nullptr && head.size() < input_stream::head_size &&
        head.find_first_not_of(" \t\r\n\v\f") == std::string_view::npos)
      return;  // an empty input holds no record, whatever its format
    if (driver == nullptr) {
      read_error e;
      e.file = spec.name;
      e.kind = "unknown_format";
      e.message = "not a record format repetita reads (use the file extension, e.g. .pgn, or --input-format)";
      report_error(e, exit_cannot_open);
      return;
    }
    driver = &driver_for_run(options_.composed, *driver);  // a game whose rule sets this run composes
    const replay_options* replay = options_for(*driver);
    if (spec.range) {
      read_range_of(index, *driver, replay, *input);
      return;
    }
    auto splitter = driver->make_splitter();
    const bool compressed = input->compression() != io::compression::none;  // the progress counts compressed bytes
    for (;;) {
      auto task = std::make_unique<chunk_task>();
      if (!splitter->next(input->stream(), options_.chunk_bytes, task->chunk)) break;
      task->driver = driver;
      task->options = replay;
      task->file = &names_[index];
      task->input = index;
      task->cut_short = compressed && input->decompression_error() &&
                        splitter->bytes_consumed() >= input->decompressed_bytes();
      reading_bytes_ = compressed ? input->compressed_bytes_read() : splitter->bytes_consumed();
      if (!submit(std::move(task))) return;
    }
    if (input->stream().bad() || input->decompression_error()) {
      // The records read before the error are reported first, then the error (docs/cli.md 8).
      while (pool_.in_flight() > 0 && !stopped_)
        if (auto done = pool_.next()) deliver(*done);
    }
    if (input->stream().bad() && !stopped_) {
      read_error e;
      e.file = spec.name;
      e.kind = "cannot_read";
      e.message = "input error while reading";
      report_error(e, exit_cannot_open);
    }
    if (auto error = input->decompression_error()) {
      if (!stopped_) report_error(*error, exit_cannot_open);
    }
    finished_bytes_ += compressed ? input->compressed_bytes_read() : splitter->bytes_consumed();
    reading_bytes_ = 0;
  }

  /// Queues a chunk; delivers what is done while too many are in flight. False once stopped.
  bool submit(std::unique_ptr<chunk_task> task) {
    const std::size_t max_in_flight = options_.jobs > 1 ? 3 * static_cast<std::size_t>(options_.jobs) : 1;
    pool_.submit(std::move(task));
    while (pool_.in_flight() >= max_in_flight && !stopped_)
      if (auto done = pool_.next()) deliver(*done);
    return !stopped_;
  }

  /// The records of input `index` in its byte range (record_range.hpp), read from a stream of
  /// their own opened at the range; the outcome says where they started and ended.
  void read_range_of(std::size_t index, const game_driver& driver, const replay_options* replay, input_stream& input) {
    const input_spec& spec = inputs_[index];
    const byte_range range = *spec.range;
    if (input.compression() != io::compression::none || !input.size()) {
      read_error e;
      e.file = spec.name;
      e.kind = "cannot_open";
      e.message = "a byte range needs an uncompressed file or text";
      report_error(e, exit_cannot_open);
      return;
    }
    const std::uint64_t size = *input.size();
    auto open_at = [&](std::uint64_t offset) -> std::unique_ptr<std::istream> {
      std::unique_ptr<std::istream> in;
      if (spec.text)
        in = std::make_unique<memory_istream>(std::string_view(*spec.text).substr(std::min<std::uint64_t>(offset, size)));
      else {
        auto file = std::make_unique<std::ifstream>(spec.path, std::ios::in | std::ios::binary);
        file->seekg(static_cast<std::streamoff>(std::min<std::uint64_t>(offset, size)));
        in = std::move(file);
      }
      return in;
    };
    range_outcome outcome;
    outcome.start = range.begin;
    if (!range.exact && range.begin > 0) {
      auto guessed = open_at(range.begin);
      const std::optional<std::uint64_t> after = first_record_after(*driver.make_splitter(), *guessed);
      outcome.start = after ? range.begin + *after : size;
    }
    outcome.end = outcome.start;
    if (outcome.start <= range.end && outcome.start < size) {
      auto in = open_at(outcome.start);
      auto splitter = driver.make_splitter();
      outcome.end = outcome.start + read_range(*splitter, *in, range.end - outcome.start, options_.chunk_bytes,
                                               [&](record_chunk& chunk) {
                                                 auto task = std::make_unique<chunk_task>();
                                                 task->chunk = std::move(chunk);
                                                 task->driver = &driver;
                                                 task->options = replay;
                                                 task->file = &names_[index];
                                                 task->input = index;
                                                 reading_bytes_ = splitter->bytes_consumed();
                                                 return submit(std::move(task));
                                               });
      outcome.lines = splitter->next_line() - 1;
      if (in->bad() && !stopped_) {
        read_error e;
        e.file = spec.name;
        e.kind = "cannot_read";
        e.message = "input error while reading";
        report_error(e, exit_cannot_open);
      }
    }
    // The games are counted as they are delivered (deliver()); the rest is known now.
    while (pool_.in_flight() > 0 && !stopped_)
      if (auto done = pool_.next()) deliver(*done);
    outcome.games = current_input_ == index ? game_offset_ : 0;
    if (spec.outcome) *spec.outcome = outcome;
    finished_bytes_ += outcome.end - outcome.start;
    reading_bytes_ = 0;
  }

  void deliver(chunk_task& task) {
    if (stopped_) return;  // after the first problem without --keep-going, later chunks are dropped
    if (task.input != current_input_) {
      current_input_ = task.input;
      game_offset_ = 0;
    }
    if (task.cut_short) drop_cut_record(task.result);
    for (auto& item : task.result.items) {
      if (auto* report = std::get_if<game_report>(&item)) {
        report->game += game_offset_;
        sink_.game(*report, *task.file);
        ++games_;
        continue;
      }
      auto& error = std::get<read_error>(item);
      if (error.game > 0) error.game += game_offset_;
      // An error of no game and no line concerns the whole input (its content is no record of the
      // game): exit code 4 as for a file of unknown format; else a record could not be read.
      report_error(error, error.game == 0 && error.line == 0 ? exit_cannot_open : exit_bad_record);
      if (stopped_) return;
    }
    game_offset_ += task.result.games;
    plies_ += task.result.plies;
    bar_.update(finished_bytes_ + reading_bytes_, total_bytes_, games_, plies_);
  }

  /// The chunk that ends where a decompression error cut the input: its last record may be cut
  /// short, so it is not reported (neither as a game nor as a reader's error).
  static void drop_cut_record(batch_report& result) {
    if (result.items.empty()) return;
    const auto& last = result.items.back();
    const std::uint64_t game = std::holds_alternative<game_report>(last) ? std::get<game_report>(last).game
                                                                        : std::get<read_error>(last).game;
    if (game != 0 && game == result.games) result.items.pop_back();
  }

  std::span<const input_spec> inputs_;
  const pipeline_options& options_;
  report_sink& sink_;
  progress_bar bar_;
  std::vector<std::string> names_;
  std::map<const game_driver*, std::unique_ptr<replay_options>> replay_options_;
  std::vector<worker_state> workers_;
  ordered_workers<chunk_task> pool_;
  std::optional<std::uint64_t> total_bytes_;
  std::uint64_t finished_bytes_ = 0;
  std::uint64_t reading_bytes_ = 0;
  std::uint64_t games_ = 0;
  std::uint64_t plies_ = 0;
  std::size_t current_input_ = static_cast<std::size_t>(-1);
  std::uint64_t game_offset_ = 0;
  int status_ = exit_ok;
  bool stopped_ = false;
};

}  // namespace

int run_pipeline(std::span<const input_spec> inputs, const pipeline_options& options, report_sink& sink) {
  run r(inputs, options, sink);
  return r.go();
}

}  // namespace repetita::cli
