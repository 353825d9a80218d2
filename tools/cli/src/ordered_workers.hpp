#ifndef REPETITA_CLI_ORDERED_WORKERS_HPP
#define REPETITA_CLI_ORDERED_WORKERS_HPP

/// \file
/// A pool of worker threads that processes tasks in any order and hands them back in the order
/// they were submitted, so the output of N workers is byte-identical to that of one. The caller's
/// thread works too: with 0 threads it processes each task when it is submitted (the same code
/// path); with threads, it processes queued tasks while it waits in next(), so that N threads
/// work on N cores rather than N + 1 threads taking turns (a thread that only waited cost -j 2
/// about 3% in wake-ups and moves between cores; docs/cli.md 12.4 and 12.5).

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

  /// Queues a task (or, without threads, processes it now). An urgent task is processed before
  /// those queued (the tasks are still handed back in the order they were submitted).
  void submit(std::unique_ptr<Task> task, bool urgent = false) {
    const std::uint64_t seq = submitted_++;
    if (threads_.empty()) {
      std::exception_ptr failure = run(*task, caller());
      done_.emplace(seq, entry{std::move(task), failure});
      return;
    }
    {
      std::lock_guard lock(mutex_);
      if (urgent)
        queue_.emplace_front(seq, std::move(task));
      else
        queue_.emplace_back(seq, std::move(task));
    }
    work_ready_.notify_one();
  }

  /// Tasks submitted and not yet returned by next().
  [[nodiscard]] std::size_t in_flight() const noexcept { return static_cast<std::size_t>(submitted_ - returned_); }

  /// The oldest task not yet returned, once processed; nullptr if none is in flight. Until it is
  /// processed, the caller's thread processes queued tasks (urgent ones first, then the oldest),
  /// or else waits.
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
        auto job = take_queued();
        lock.unlock();
        std::exception_ptr failure = job.skip ? nullptr : run(*job.task, caller());
        lock.lock();
        done_.emplace(job.seq, entry{std::move(job.task), failure});
      }
      auto it = done_.find(returned_);
      e = std::move(it->second);
      done_.erase(it);
    }
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
  };

  struct queued {
    std::uint64_t seq = 0;
    std::unique_ptr<Task> task;
    bool skip = false;  // cancelled: not to be processed
  };

  [[nodiscard]] std::size_t caller() const noexcept { return threads_.size(); }

  // The task at the queue's front: an urgent one, else the oldest (the queue is not empty; the
  // mutex is held).
  queued take_queued() {
    queued job{queue_.front().first, std::move(queue_.front().second), cancelled_};
    queue_.pop_front();
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
      queued job;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
        if (queue_.empty()) return;
        job = take_queued();
      }
      std::exception_ptr failure = job.skip ? nullptr : run(*job.task, worker);
      {
        std::lock_guard lock(mutex_);
        done_.emplace(job.seq, entry{std::move(job.task), failure});
      }
      result_ready_.notify_all();
    }
  }

  std::function<void(Task&, std::size_t)> process_;
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable work_ready_;
  std::condition_variable result_ready_;
  std::deque<std::pair<std::uint64_t, std::unique_ptr<Task>>> queue_;
  std::map<std::uint64_t, entry> done_;
  std::uint64_t submitted_ = 0;  // main thread only
  std::uint64_t returned_ = 0;   // main thread only
  bool stopping_ = false;
  bool cancelled_ = false;
};

}  // namespace repetita::cli

#endif
