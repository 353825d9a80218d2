#ifndef REPETITA_PYTHON_RESULT_STREAM_HPP
#define REPETITA_PYTHON_RESULT_STREAM_HPP

/// \file
/// repetita.analyze's results as the run produces them (docs/python.md 5.1).

#include "bounded_handoff.hpp"
#include "results.hpp"
#include "run.hpp"

#include <chrono>
#include <exception>
#include <optional>
#include <thread>
#include <variant>
#include <vector>

namespace repetita::python {

namespace py = pybind11;
namespace corpus = repetita::corpus;

// The run of one repetita.analyze call: the pipeline on a thread of its own, with the GIL released,
// handing results and errors over in input order through a bounded queue (bounded_handoff.hpp);
// Python takes them in batches (next_batch) as it iterates. Stopping early (close, or the object's
// end when the generator is collected) cancels the queue: the sink's next hand-over throws
// `cancelled`, which unwinds the pipeline (its workers finish the few chunks in flight and are
// joined), and the thread is joined.
class result_stream {
 public:
  static constexpr std::size_t default_capacity = 256;  // results waiting at most (a few chunks' worth)

  result_stream(const py::list& inputs, const run_options& options, std::size_t capacity)
      : specs_(inputs_of(inputs)), pipeline_(pipeline_options_of(options)), queue_(capacity), sink_(queue_) {
    thread_ = std::thread([this] { produce(); });
  }
  result_stream(const result_stream&) = delete;
  result_stream& operator=(const result_stream&) = delete;
  ~result_stream() {
    if (thread_.joinable()) {
      queue_.cancel();
      py::gil_scoped_release release;  // the thread never takes the GIL; joining may take a moment
      thread_.join();
    }
  }

  /// The next results and errors, in order: a list of ('result', GameResult) and ('error', error
  /// tuple), at least one; None at the end of the run. Waits (the GIL released) for the first.
  py::object next_batch() {
    std::vector<item> batch;
    bool more = false;
    for (;;) {  // a wait of a tenth of a second at a time, so that Ctrl-C stops a long wait
      std::optional<bool> got;
      {
        py::gil_scoped_release release;
        got = queue_.pop_some_for(batch, batch_size, std::chrono::milliseconds(100));
      }
      if (got) {
        more = *got;
        break;
      }
      if (PyErr_CheckSignals() != 0) throw py::error_already_set();  // the generator's finally closes the run
    }
    if (!more) {
      close();
      if (failure_) std::rethrow_exception(failure_);
      return py::none();
    }
    py::list out;
    for (item& i : batch) {
      if (auto* r = std::get_if<result_and_events>(&i))
        out.append(py::make_tuple("result", result_object(std::move(*r))));
      else
        out.append(py::make_tuple("error", error_tuple(std::get<corpus::read_error>(i))));
    }
    return out;
  }

  /// Stops the run if it goes on, and waits for its thread.
  void close() {
    if (!thread_.joinable()) return;
    queue_.cancel();
    py::gil_scoped_release release;
    thread_.join();
  }

  /// The run's status as the CLI's exit code (corpus::run_status), once next_batch has said None.
  [[nodiscard]] int exit_code() const noexcept { return code_; }
  /// The run has ended (or was stopped) and its thread is joined.
  [[nodiscard]] bool finished() const noexcept { return !thread_.joinable(); }
  /// Results waiting in the queue, and its capacity (for tests: the run is ahead by at most that).
  [[nodiscard]] std::size_t waiting() const { return queue_.waiting(); }
  [[nodiscard]] std::size_t capacity() const noexcept { return queue_.capacity(); }

 private:
  using item = std::variant<result_and_events, corpus::read_error>;
  static constexpr std::size_t batch_size = 64;
  struct cancelled {};

  class sink final : public corpus::report_sink {
   public:
    explicit sink(bounded_handoff<item>& queue) : queue_(queue) {}
    void game(const corpus::game_report& report, const std::string& file) override {
      for_each_result(report, file, [&](result_and_events&& r) {
        if (!queue_.push(item(std::move(r)))) throw cancelled{};
      });
    }
    void error(const corpus::read_error& e) override {
      if (!queue_.push(item(e))) throw cancelled{};
    }
    void flush() override {}
    void finish() override {}

   private:
    bounded_handoff<item>& queue_;
  };

  void produce() {
    try {
      code_ = static_cast<int>(corpus::run_pipeline(specs_, pipeline_, sink_));
    } catch (const cancelled&) {  // Python stopped iterating
    } catch (...) {
      failure_ = std::current_exception();
    }
    queue_.close();
  }

  std::vector<corpus::input_spec> specs_;
  corpus::pipeline_options pipeline_;
  bounded_handoff<item> queue_;
  sink sink_;
  std::thread thread_;
  int code_ = 0;
  std::exception_ptr failure_;
};

}  // namespace repetita::python

#endif
