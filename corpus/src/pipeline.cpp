#include <repetita/corpus/pipeline.hpp>

#include "block_plan.hpp"
#include <repetita/corpus/drivers.hpp>
#include <repetita/corpus/game_driver.hpp>
#include "input_window.hpp"
#include "ordered_workers.hpp"
#include <repetita/corpus/rule_selection.hpp>

#include <repetita/records/record_range.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>

namespace repetita::corpus {

namespace {

/// Work for the worker threads, in two steps (docs/corpus-engine.md 3):
/// - read: read and replay records, numbered from the start of what is read: a chunk the main
///   thread cut from a stream, or the records of a byte range of a file, which the worker finds
///   itself (record_range.hpp);
/// - format (for sinks with a game_formatter): once the main thread knows how many games and lines
///   came before, number the games as in the whole input and write their text.
/// So the main thread only opens inputs, checks where ranges meet, and writes finished text.
struct chunk_task {
  enum class step : std::uint8_t { read, format };
  step next = step::read;
  const game_driver* driver = nullptr;
  const replay_options* options = nullptr;
  const input_spec* spec = nullptr;
  const std::string* file = nullptr;  // the input's name in the output
  std::size_t input = 0;              // index of the input
  std::uint64_t input_size = 0;       // a range task's input: its size in bytes
  bool cut_short = false;             // the last chunk before a decompression error: its last record may be cut
  record_chunk chunk;                 // read: a chunk cut by the main thread, or
  std::optional<byte_range> range;    // read: the records of this byte range
  bool first_block = false;           // the first range of the input's part read: its start is the caller's
  range_outcome outcome;              // where the range's records were
  batch_report result;
  // format:
  std::uint64_t games_before = 0;  // games and line ends of the input before what was read
  std::uint64_t lines_before = 0;
  bool first_of_run = false;       // no game was reported before this task's
  std::string text;                // the games' text
  std::vector<std::pair<std::size_t, read_error>> errors;  // the records not read, with where they fall in text
};

/// Each worker's processors, one per game met, kept from chunk to chunk, and its window on the
/// input it reads (the file kept open and the buffer kept from block to block).
struct worker_state {
  std::map<const game_driver*, std::unique_ptr<chunk_processor>> processors;
  input_window window;
};

/// Bytes a worker reads past its block: the records that start in the block end in them, but for
/// a long last one (the window then grows).
constexpr std::uint64_t window_margin = std::uint64_t{1} << 16;

/// Where the reading of one input stands, as its tasks are delivered.
struct input_progress {
  std::uint64_t games = 0;        // game numbers used so far
  std::uint64_t lines = 0;        // line ends read so far (byte ranges: their lines count from 1)
  std::uint64_t range_start = 0;  // where the first range's records start
  std::uint64_t range_end = 0;    // where the records of the ranges delivered end
  std::uint64_t blocks_submitted = 0;
  std::uint64_t blocks_delivered = 0;
};

/// The status of a record not read: one of no game and no line concerns the whole input (its
/// content is no record of the game), as for a file of unknown format.
run_status status_of(const read_error& error) {
  return error.game == 0 && error.line == 0 ? run_status::cannot_open : run_status::bad_record;
}

run_observer no_observer;

/// An error about a whole input (no game, no line).
read_error input_error(const std::string& file, std::string kind, std::string message) {
  read_error e;
  e.file = file;
  e.kind = std::move(kind);
  e.message = std::move(message);
  return e;
}

/// Appends the records of `part` (numbered from its own first game) to `into`.
void append(batch_report& into, batch_report& part) {
  for (auto& item : part.items) {
    if (auto* game = std::get_if<game_report>(&item))
      game->game += into.games;
    else if (auto& error = std::get<read_error>(item); error.game > 0)
      error.game += into.games;
    into.items.push_back(std::move(item));
  }
  into.games += part.games;
  into.plies += part.plies;
  into.bytes += part.bytes;
}

class run {
 public:
  run(std::span<const input_spec> inputs, const pipeline_options& options, report_sink& sink)
      : inputs_(inputs),
        options_(options),
        sink_(sink),
        formatter_(sink.formatter()),
        observer_(options.observer != nullptr ? *options.observer : no_observer),
        progress_(inputs.size()),
        workers_(std::max(1u, options.jobs)),
        main_worker_(workers_.size() - 1),
        pool_(static_cast<unsigned>(workers_.size() - 1),  // the main thread is the last worker
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

  run_status go() {
    for (std::size_t i = 0; i < inputs_.size() && !stopped_; ++i) read_input(i);
    while (auto task = pool_.next()) deliver(std::move(task));
    observer_.done();
    sink_.finish();
    return status_;
  }

 private:
  // --- on the worker threads ---------------------------------------------------------------------

  void process(chunk_task& task, std::size_t worker) {
    if (task.next == chunk_task::step::format) {
      format(task);
      return;
    }
    chunk_processor& processor = processor_of(worker, task);
    if (task.range)
      read_range_task(task, processor, workers_[worker].window);
    else
      processor.process(task.chunk, *task.file, task.result);
  }

  chunk_processor& processor_of(std::size_t worker, const chunk_task& task) {
    auto& processor = workers_[worker].processors[task.driver];
    if (!processor) processor = task.driver->make_processor(*task.options);
    return *processor;
  }

  // The records of the task's byte range: its start found (guessed unless exact), then read by
  // the game's reader alone, or else in chunks of about chunk_bytes up to the end of its last
  // record. All from the worker's window on the input: the block and a margin past it, read once.
  void read_range_task(chunk_task& task, chunk_processor& processor, input_window& window) const {
    const byte_range range = *task.range;
    const std::uint64_t size = task.input_size;
    task.result.clear();
    range_outcome& outcome = task.outcome;
    outcome = range_outcome{};
    outcome.start = outcome.end = range.begin;
    // A guessed start needs the byte before the range: it tells whether a line starts there.
    const bool guessed = !range.exact && range.begin > 0;
    const std::uint64_t from = std::min(guessed ? range.begin - 1 : range.begin, size);
    const std::uint64_t wanted = range.end >= from ? range.end - from + window_margin : window_margin;
    if (!window.read(*task.spec, from, wanted)) return cannot_read(task);
    if (guessed) {
      const std::optional<std::uint64_t> start = first_record_start(task, window);
      if (!start) return cannot_read(task);
      outcome.start = outcome.end = *start;
    }
    if (outcome.start > range.end || outcome.start >= size) return;  // no record starts in the range
    if (read_range_by_reader(task, processor, window)) return;
    task.result.clear();
    window_istream in(window, static_cast<std::size_t>(outcome.start - window.offset()));
    auto splitter = task.driver->make_splitter();
    batch_report part;
    outcome.end = outcome.start + read_range(*splitter, in, range.end - outcome.start, options_.chunk_bytes,
                                             [&](const record_chunk& chunk) {
                                               processor.process(chunk, *task.file, part);
                                               append(task.result, part);
                                               return true;
                                             });
    outcome.lines = splitter->next_line() - 1;
    outcome.games = task.result.games;
    if (in.bad()) cannot_read(task);
  }

  // Where the first record after the window's first byte (the byte before the task's range)
  // starts in the input, as first_record_after finds it; the input's size if none does, nullopt
  // on a read error. Searched where the bytes lie when the game's splitter can, the window grown
  // until the search can tell; else through an istream, which grows it as it is read. (Through the
  // istream, PGN's guesses copied 64 KiB and a record each and read one record too far: 1.6% of
  // the instructions of -j 2 on engine PGN, callgrind.)
  static std::optional<std::uint64_t> first_record_start(const chunk_task& task, input_window& window) {
    const std::string_view head = window.bytes();
    const bool line_start = !head.empty() && (head.front() == '\n' || head.front() == '\r');
    const std::uint64_t begin = window.offset() + 1;  // offsets of the search from here
    const auto splitter = task.driver->make_splitter();
    for (std::uint64_t more = window_margin;; more *= 4) {
      const std::string_view text = window.bytes().substr(std::min<std::size_t>(1, window.bytes().size()));
      const auto found = splitter->first_record_in_place(text, line_start, window.at_end());
      if (!found) break;
      if (found->known) return found->start ? begin + *found->start : task.input_size;
      if (!window.extend(more)) return std::nullopt;
    }
    window_istream in(window, 1);
    const std::optional<std::uint64_t> after = first_record_after(*splitter, in, line_start);
    if (in.bad()) return std::nullopt;
    return after ? begin + *after : task.input_size;
  }

  // The records of the task's range, from its start, read by the game's reader from the window's
  // bytes (chunk_processor::read_range): no splitter scans them first and no chunk is copied.
  // They reach a little past the range, more when its last record needs them (the window grows).
  // False when the reader cannot tell where the records end (the caller reads them chunk by
  // chunk).
  bool read_range_by_reader(chunk_task& task, chunk_processor& processor, input_window& window) const {
    if (!processor.reads_ranges()) return false;
    range_outcome& outcome = task.outcome;
    const auto skip = static_cast<std::size_t>(outcome.start - window.offset());
    const std::uint64_t end = task.range->end - outcome.start;  // offsets from the range's start
    for (std::uint64_t more = window_margin;; more *= 4) {
      const std::string_view text = window.bytes().substr(skip);
      const auto read = processor.read_range(text, end, *task.file, task.result);
      if (!read) return false;
      if (read->end >= text.size() && !window.at_end()) {  // the bytes end inside the last record: more
        if (!window.extend(more)) return false;
        continue;
      }
      if (!read->resumable) return false;
      outcome.end = outcome.start + read->end;
      outcome.lines = read->lines;
      outcome.games = task.result.games;
      return true;
    }
  }

  // A read error in the task's input, after what it read.
  static void cannot_read(chunk_task& task) {
    task.result.items.emplace_back(input_error(*task.file, "cannot_read", "input error while reading"));
  }

  // Numbers the games as in the whole input and writes their text; keeps only the records not
  // read (the games' reports are freed here, not on the main thread).
  void format(chunk_task& task) const {
    task.text.clear();
    task.errors.clear();
    bool first = task.first_of_run;
    for (auto& item : task.result.items) {
      if (auto* game = std::get_if<game_report>(&item)) {
        place_in_input(*game, task.games_before, task.lines_before);
        formatter_->format(*game, *task.file, first, task.text);
        first = false;
        continue;
      }
      auto& error = std::get<read_error>(item);
      place_in_input(error, task.games_before, task.lines_before);
      task.errors.emplace_back(task.text.size(), std::move(error));
    }
    task.result.items.clear();  // the capacity stays for the task's next use (run::reused_task)
  }

  // --- on the main thread ------------------------------------------------------------------------

  void problem(run_status status) {
    status_ = std::max(status_, status);
    if (!options_.keep_going) {
      stopped_ = true;
      pool_.cancel();
    }
  }

  void report_error(const read_error& error, run_status status) {
    sink_.error(error);
    sink_.flush();
    observer_.error(error);
    problem(status);
  }

  // A problem of a whole input, found as it is opened: reported after what the inputs before it
  // still have in flight, so that the order of problems does not depend on -j.
  void report_after_earlier_inputs(const read_error& error, run_status status) {
    while (pool_.in_flight() > 0 && !stopped_) deliver(pool_.next());
    if (!stopped_) report_error(error, status);
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
      slot->max_plies = options_.max_plies;
      slot->summary_events = options_.summary_events;
    }
    return slot.get();
  }

  std::unique_ptr<chunk_task> new_task(std::size_t index, const game_driver& driver, const replay_options* replay) {
    auto task = reused_task();
    task->driver = &driver;
    task->options = replay;
    task->spec = &inputs_[index];
    task->file = &names_[index];
    task->input = index;
    return task;
  }

  void read_input(std::size_t index) {
    const input_spec& spec = inputs_[index];
    auto opened = input_stream::open(spec);
    if (auto* error = std::get_if<read_error>(&opened)) {
      report_after_earlier_inputs(*error, run_status::cannot_open);
      return;
    }
    auto& input = std::get<std::unique_ptr<input_stream>>(opened);
    const game_driver* driver = options_.driver != nullptr ? options_.driver : detect_driver(spec.path, input->head());
    const std::string_view head = input->head();
    if (driver == nullptr) {
      if (auto error = input->decompression_error()) {  // nothing recognizable could be decompressed
        report_after_earlier_inputs(*error, run_status::cannot_open);
        return;
      }
    }
    if (driver == nullptr && head.size() < input_stream::head_size &&
        head.find_first_not_of(" \t\r\n\v\f") == std::string_view::npos) {
      if (spec.outcome) *spec.outcome = range_outcome{};
      return;  // an empty input holds no record, whatever its format
    }
    if (driver == nullptr) {
      report_after_earlier_inputs(input_error(spec.name, "unknown_format",
                                              "not a record format repetita reads (use the file extension, "
                                              "e.g. .pgn, or --input-format)"),
                                  run_status::cannot_open);
      return;
    }
    driver = &driver_for_run(options_.composed, *driver);  // a game whose rule sets this run composes
    const replay_options* replay = options_for(*driver);
    const bool compressed = input->compression() != io::compression::none;
    if (spec.range && (compressed || !input->size())) {
      report_after_earlier_inputs(
          input_error(spec.name, "cannot_open", "a byte range needs an uncompressed file or text"), run_status::cannot_open);
      return;
    }
    // A file or text the workers can read from any offset: they find its records themselves.
    if (!compressed && input->size() && driver->make_splitter()->resumable(head)) {
      const std::uint64_t size = *input->size();
      input.reset();
      if (spec.range)
        read_blocks(index, *driver, replay, size, spec.range->begin, spec.range->end,
                    spec.range->exact || spec.range->begin == 0);
      else
        read_blocks(index, *driver, replay, size, 0, size, true);
      return;
    }
    if (spec.range && spec.range->begin > 0) {  // an input read only from its start: none of it is here
      if (spec.outcome) *spec.outcome = range_outcome{*input->size(), *input->size(), 0, 0};
      return;
    }
    read_stream(index, *driver, replay, *input);
  }

  // A stream (standard input, a pipe, a compressed input): the main thread cuts it into chunks.
  void read_stream(std::size_t index, const game_driver& driver, const replay_options* replay, input_stream& input) {
    const input_spec& spec = inputs_[index];
    auto splitter = driver.make_splitter();
    const bool compressed = input.compression() != io::compression::none;  // the progress counts compressed bytes
    for (;;) {
      auto task = new_task(index, driver, replay);
      if (!splitter->next(input.stream(), options_.chunk_bytes, task->chunk)) break;
      task->cut_short = compressed && input.decompression_error() &&
                        splitter->bytes_consumed() >= input.decompressed_bytes();
      reading_bytes_ = compressed ? input.compressed_bytes_read() : splitter->bytes_consumed();
      if (!submit(std::move(task))) return;
    }
    if (input.stream().bad() || input.decompression_error() || spec.outcome) {
      // The records read before the error are reported first, then the error (docs/cli.md 8).
      while (pool_.in_flight() > 0 && !stopped_) deliver(pool_.next());
    }
    if (input.stream().bad() && !stopped_)
      report_error(input_error(spec.name, "cannot_read", "input error while reading"), run_status::cannot_open);
    if (auto error = input.decompression_error()) {
      if (!stopped_) report_error(*error, run_status::cannot_open);
    }
    if (spec.outcome) {  // a byte range from 0 of an input read only whole: all of it
      const std::uint64_t size = input.size().value_or(splitter->bytes_consumed());
      *spec.outcome = range_outcome{0, size, progress_[index].games, splitter->next_line() - 1};
    }
    finished_bytes_ += compressed ? input.compressed_bytes_read() : splitter->bytes_consumed();
    reading_bytes_ = 0;
  }

  // The records of (lo, hi] of a file or text of `size` bytes (lo exact or not), in blocks
  // (block_plan.hpp) that the workers read themselves. A block's start is guessed, unless the block
  // before has been delivered already (always so without worker threads); deliver() checks it.
  void read_blocks(std::size_t index, const game_driver& driver, const replay_options* replay, std::uint64_t size,
                   std::uint64_t lo, std::uint64_t hi, bool exact) {
    const input_spec& spec = inputs_[index];
    input_progress& progress = progress_[index];
    const block_plan blocks(hi > lo ? hi - lo : 0, options_.block_bytes, options_.jobs);
    for (std::uint64_t begin = lo;;) {
      const std::uint64_t end = begin < hi ? begin + blocks.next(hi - begin) : hi;
      auto task = new_task(index, driver, replay);
      task->input_size = size;
      task->first_block = begin == lo;
      task->range = byte_range{begin, end, task->first_block && exact};
      if (!task->first_block && progress.blocks_delivered == progress.blocks_submitted)
        task->range = byte_range{progress.range_end, end, true};  // known: no guess
      ++progress.blocks_submitted;
      reading_bytes_ = begin - std::min(begin, lo);
      if (!submit(std::move(task))) return;
      if (end >= hi) break;
      begin = end;
    }
    if (spec.outcome) {
      while (pool_.in_flight() > 0 && !stopped_) deliver(pool_.next());
      *spec.outcome = range_outcome{progress.range_start, progress.range_end, progress.games, progress.lines};
    }
    finished_bytes_ += hi >= lo ? hi - lo : 0;
    reading_bytes_ = 0;
  }

  /// Queues a task; delivers what is done while too many are in flight. False once stopped.
  bool submit(std::unique_ptr<chunk_task> task) {
    pool_.submit(std::move(task));
    while (pool_.in_flight() >= max_in_flight() && !stopped_) deliver(pool_.next());
    return !stopped_;
  }

  // Tasks submitted and not delivered, at most: each holds the reports of a block until its text
  // is written. A block's format step is queued as soon as the block is delivered, before the
  // blocks still to be read (ordered_workers::requeue), so few tasks wait to be formatted or
  // written; the others are blocks, being read or read and waiting their turn. Six per thread:
  // with -j 2, a thread runs out of work when the main thread, the only one to deliver, is held up
  // for the time of that many blocks (the host takes a core away for milliseconds at times). Threads
  // idle per run, median of 12 runs on the engine corpus: 7.6 ms with three per thread, 4.9 with
  // four, 0.2 with six. With --rules all, the reports held cost 1% more CPU time with six than
  // with three or four, and twelve 2.5% more than six with no less wall time
  // (docs/perf/cli-pipeline.md 5).
  [[nodiscard]] std::size_t max_in_flight() const noexcept {
    return options_.jobs > 1 ? 6 * static_cast<std::size_t>(options_.jobs) : 1;
  }

  // A delivered task, its list of reports kept for the next (memory it grew to).
  std::unique_ptr<chunk_task> reused_task() {
    if (spare_tasks_.empty()) return std::make_unique<chunk_task>();
    auto task = std::move(spare_tasks_.back());
    spare_tasks_.pop_back();
    auto items = std::move(task->result.items);
    items.clear();
    *task = chunk_task{};  // every other field as new
    task->result.items = std::move(items);
    return task;
  }
  void recycle(std::unique_ptr<chunk_task> task) {
    if (spare_tasks_.size() < max_in_flight() + 1) spare_tasks_.push_back(std::move(task));
  }

  // A string for a task's text, from those written out, the last written first. The text of a
  // block's games is a few hundred KB (MBs with --rules all): a new string grown to it cost
  // lichess-style PGN about 5% of its time in reallocation, page faults and heap trimming. A task
  // holds one only from its format step to its writing, so a few serve all the tasks in flight
  // and stay warm in the caches.
  std::string spare_text() {
    if (spare_texts_.empty()) return {};
    std::string text = std::move(spare_texts_.back());
    spare_texts_.pop_back();
    text.clear();
    return text;
  }
  void keep_text(std::string text) {
    if (spare_texts_.size() < max_in_flight() + 1) spare_texts_.push_back(std::move(text));
  }

  void deliver(std::unique_ptr<chunk_task> task) {
    if (!task || stopped_) return;  // after the first problem without --keep-going, later chunks are dropped
    if (task->next == chunk_task::step::format) {
      write_out(*task);
      keep_text(std::move(task->text));
      recycle(std::move(task));
      return;
    }
    input_progress& progress = progress_[task->input];
    if (task->range) {
      if (task->first_block)
        progress.range_start = progress.range_end = task->outcome.start;  // a range's own start is its caller's to check
      else if (task->outcome.start != progress.range_end)
        read_again(*task, progress.range_end);
      progress.range_end = task->outcome.end;
      task->lines_before = progress.lines;
      progress.lines += task->outcome.lines;
      ++progress.blocks_delivered;
    }
    if (task->cut_short) drop_cut_record(task->result);
    task->games_before = progress.games;
    progress.games += task->result.games;
    plies_ += task->result.plies;
    const bool none_before = games_ == 0;
    for (const auto& item : task->result.items) games_ += std::holds_alternative<game_report>(item) ? 1U : 0U;
    observer_.progress({finished_bytes_ + reading_bytes_, total_bytes_, games_, plies_});
    if (formatter_ != nullptr) {
      task->next = chunk_task::step::format;
      task->first_of_run = none_before;
      task->text = spare_text();
      // Before the blocks still to be read, and written as soon as the format steps before it
      // are: few tasks hold a text at a time (with --rules all, MBs per block). The next blocks
      // are delivered meanwhile, without waiting for this one's text.
      pool_.requeue(std::move(task));
      return;
    }
    for (auto& item : task->result.items) {
      if (auto* report = std::get_if<game_report>(&item)) {
        place_in_input(*report, task->games_before, task->lines_before);
        sink_.game(*report, *task->file);
        continue;
      }
      auto& error = std::get<read_error>(item);
      place_in_input(error, task->games_before, task->lines_before);
      report_error(error, status_of(error));
      if (stopped_) return;
    }
    recycle(std::move(task));
  }

  // A block whose guessed start is not where the block before ended (text inside a record that
  // looks like a record start): read again from there, on the main thread, as it is rare.
  void read_again(chunk_task& task, std::uint64_t start) {
    task.range = byte_range{start, task.range->end, true};
    read_range_task(task, processor_of(main_worker_, task), workers_[main_worker_].window);
  }

  // The text of a task's games, with the records not read reported where they fall.
  void write_out(chunk_task& task) {
    std::size_t written = 0;
    for (auto& [at, error] : task.errors) {
      sink_.write(std::string_view(task.text).substr(written, at - written));
      written = at;
      report_error(error, status_of(error));
      if (stopped_) return;
    }
    sink_.write(std::string_view(task.text).substr(written));
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
  const game_formatter* formatter_;  // the sink's, or null: the main thread hands it each game
  run_observer& observer_;
  std::vector<std::string> names_;
  std::vector<input_progress> progress_;
  std::map<const game_driver*, std::unique_ptr<replay_options>> replay_options_;
  std::vector<worker_state> workers_;  // one per worker; the last is the main thread's
  std::size_t main_worker_;
  ordered_workers<chunk_task> pool_;
  std::vector<std::unique_ptr<chunk_task>> spare_tasks_;  // delivered, for new_task to reuse
  std::vector<std::string> spare_texts_;                  // written out, for the next format steps
  std::optional<std::uint64_t> total_bytes_;
  std::uint64_t finished_bytes_ = 0;
  std::uint64_t reading_bytes_ = 0;
  std::uint64_t games_ = 0;
  std::uint64_t plies_ = 0;
  run_status status_ = run_status::ok;
  bool stopped_ = false;
};

}  // namespace

run_status run_pipeline(std::span<const input_spec> inputs, const pipeline_options& options, report_sink& sink) {
  run r(inputs, options, sink);
  return r.go();
}

}  // namespace repetita::corpus
