#ifndef REPETITA_CLI_ORDERED_WORKERS_HPP
#define REPETITA_CLI_ORDERED_WORKERS_HPP

/// \file
/// A pool of worker threads that processes tasks in any order and hands them back in the order
/// they were submitted, so the output of N workers is byte-identical to that of one. The caller's
/// thread works too: with 0 threads it processes each task when it is submitted (the same code
/// path); with threads, it processes queued tasks while it waits in next(), so that N threads
/// work on N cores rather than N + 1 threads taking turns (a thread that only waited cost -j 2
/// about 3% in wake-ups and moves between cores; docs/cli.md 12.4 and 12.5). A task next() has
/// returned can be requeued for a further step, which keeps its place (requeue).

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace repetita::cli {

template <class Task>
class ordered_workers {
 public:
  /// `process(task, worker)` runs on worker `worker`: 0 .. threads - 1 for the pool's threads, and
  /// `threads` for the caller's thread. Each worker's calls are sequential, so per-worker state
  /// indexed by `worker` needs no lock.
  ordered_workers(unsigned threads, std::function<void(Task&, std::size_t)> process)
      : process_(std::move(process)) {
    for (unsigned i = 0; i < threads; ++i) threads_.emplace_back([this, i] { work(i); });
  }
  ~ordered_workers() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    work_ready_.notify_all();
    for (std::thread& t : threads_) t.join();
  }
  ordered_workers(const ordered_workers&) = delete;
  ordered_workers& operator=(const ordered_workers&) = delete;

  /// Queues a task (or, without threads, processes it now).
  void submit(std::unique_ptr<Task> task) { enqueue(submitted_++, std::move(task), any_worker); }

  /// Takes back the task next() has just returned, for a further step, and returns it again in its
  /// place, before any task submitted after it. (Queued as a new task, the step would wait for
  /// every task submitted before it: with -j 2 the tasks in flight went through in batches, and a
  /// thread ran out of work between them for 5-15% of the run.)
  /// The step goes before the tasks queued, and is left to the worker that processed the task's
  /// step before while other tasks are queued: its data is in that worker's caches and goes back
  /// to that thread's heap (a format step on another thread cost -j 2 about 2% more CPU time). No
  /// worker waits for it, though: one with nothing else queued takes it.
  void requeue(std::unique_ptr<Task> task) { enqueue(--returned_, std::move(task), last_worker_); }

  /// Tasks submitted and not yet returned by next().
  [[nodiscard]] std::size_t in_flight() const noexcept { return static_cast<std::size_t>(submitted_ - returned_); }

  /// The oldest task not yet returned, once processed; nullptr if none is in flight. Until it is
  /// processed, the caller's thread processes queued tasks (those requeued first, then the oldest;
  /// take_queued), or else waits.
  /// Rethrows an exception its processing threw.
  std::unique_ptr<Task> next() {
    if (in_flight() == 0) return nullptr;
    entry e;
    {
      std::unique_lock lock(mutex_);
      while (done_.count(returned_) == 0) {
        if (queue_.empty()) {
          result_ready_.wait(lock);
          continue;
        }
        auto job = take_queued(caller());
        lock.unlock();
        std::exception_ptr failure = job.skip ? nullptr : run(*job.task, caller());
        lock.lock();
        done_.emplace(job.seq, entry{std::move(job.task), failure, caller()});
      }
      auto it = done_.find(returned_);
      e = std::move(it->second);
      done_.erase(it);
    }
    last_worker_ = e.worker;
    ++returned_;
    if (e.failure) std::rethrow_exception(e.failure);
    return std::move(e.task);
  }

  /// Tasks still queued are skipped (processed no more); next() still returns them.
  void cancel() {
    std::lock_guard lock(mutex_);
    cancelled_ = true;
  }

 private:
  struct entry {
    std::unique_ptr<Task> task;
    std::exception_ptr failure;
    std::size_t worker = 0;  // who processed it
  };

  static constexpr std::size_t any_worker = static_cast<std::size_t>(-1);

  struct queue_entry {  // a task in the queue
    std::uint64_t seq = 0;
    std::unique_ptr<Task> task;
    std::size_t kept_for = any_worker;  // a requeued task: the worker it is left to
  };

  struct taken {  // a task taken from the queue, to be processed
    std::uint64_t seq = 0;
    std::unique_ptr<Task> task;
    bool skip = false;  // cancelled: not to be processed
  };

  [[nodiscard]] std::size_t caller() const noexcept { return threads_.size(); }

  // Queues a task at the back, or a requeued one (kept for a worker) at the front.
  void enqueue(std::uint64_t seq, std::unique_ptr<Task> task, std::size_t kept_for) {
    if (threads_.empty()) {
      std::exception_ptr failure = run(*task, caller());
      done_.emplace(seq, entry{std::move(task), failure, caller()});
      return;
    }
    {
      std::lock_guard lock(mutex_);
      if (kept_for != any_worker)
        queue_.push_front(queue_entry{seq, std::move(task), kept_for});
      else
        queue_.push_back(queue_entry{seq, std::move(task), any_worker});
    }
    work_ready_.notify_one();
  }

  // The task `worker` processes next: the first in the queue not kept for another worker (those
  // requeued come first, then the oldest), else the front (the queue is not empty; the mutex is
  // held).
  taken take_queued(std::size_t worker) {
    auto it = queue_.begin();
    while (it != queue_.end() && it->kept_for != any_worker && it->kept_for != worker) ++it;
    if (it == queue_.end()) it = queue_.begin();
    taken job{it->seq, std::move(it->task), cancelled_};
    queue_.erase(it);
    return job;
  }

  // Processes a task; what it threw, if anything.
  std::exception_ptr run(Task& task, std::size_t worker) {
    try {
      process_(task, worker);
    } catch (...) {
      return std::current_exception();
    }
    return nullptr;
  }

  void work(std::size_t worker) {
    for (;;) {
      taken job;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
        if (queue_.empty()) return;
        job = take_queued(worker);
      }
      std::exception_ptr failure = job.skip ? nullptr : run(*job.task, worker);
      {
        std::lock_guard lock(mutex_);
        done_.emplace(job.seq, entry{std::move(job.task), failure, worker});
      }
      result_ready_.notify_all();
    }
  }

  std::function<void(Task&, std::size_t)> process_;
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable work_ready_;
  std::condition_variable result_ready_;
  std::deque<queue_entry> queue_;
  std::map<std::uint64_t, entry> done_;
  std::uint64_t submitted_ = 0;  // main thread only
  std::uint64_t returned_ = 0;   // main thread only
  std::size_t last_worker_ = 0;  // main thread only: who processed the task next() returned last
  bool stopping_ = false;
  bool cancelled_ = false;
};

}  // namespace repetita::cli

#endif
