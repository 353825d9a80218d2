#ifndef REPETITA_CORPUS_ORDERED_WORKERS_HPP
#define REPETITA_CORPUS_ORDERED_WORKERS_HPP

/// \file
/// A pool of worker threads that processes tasks in any order and hands them back in the order
/// they were submitted (each step in that order, for a task requeued for further steps), so the
/// output of N workers is byte-identical to that of one. The caller's thread works too: with 0
/// threads it processes each task when it is submitted (the same code path); with threads, it
/// processes queued tasks while it waits in next(), so that N threads work on N cores rather than
/// N + 1 threads taking turns (a thread that only waited cost -j 2 about 3% in wake-ups and moves
/// between cores; docs/perf/cli-pipeline.md 7 and 6). The threads start on CPUs of their own
/// (cpu_placement.hpp).

#include "cpu_placement.hpp"

#include <compare>
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

namespace repetita::corpus {

template <class Task>
class ordered_workers {
 public:
  /// `process(task, worker)` runs on worker `worker`: 0 .. threads - 1 for the pool's threads, and
  /// `threads` for the caller's thread. Each worker's calls are sequential, so per-worker state
  /// indexed by `worker` needs no lock.
  ordered_workers(unsigned threads, std::function<void(Task&, std::size_t)> process)
      : process_(std::move(process)) {
    for (unsigned i = 0; i < threads; ++i) threads_.emplace_back([this, i] { work(i); });
    placement_.hold(threads_);  // until each thread's first task (cpu_placement.hpp)
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

  /// Queues a task for its first step (or, without threads, processes it now).
  void submit(std::unique_ptr<Task> task) {
    ++in_flight_;
    enqueue(place{0, entered(0)}, std::move(task), any_worker);
  }

  /// Takes back the task next() has just returned, for its next step. Each step hands its tasks
  /// back in the order they entered it, which is the order they were submitted; a task's further
  /// step does not hold back the earlier steps of the tasks after it. (When it did, with -j 2 a
  /// block read by the pool's thread was formatted only after that thread's next block, and
  /// returned only after the caller's thread's own block: one block was delivered in the time two
  /// were read, the tasks in flight filled with blocks waiting, and the pool's thread ran out of
  /// work dozens of times per run; docs/perf/cli-pipeline.md 3.)
  /// The step goes before the new tasks queued, and is left to the worker that processed the
  /// task's step before while other tasks are queued: its data is in that worker's caches and goes
  /// back to that thread's heap (a format step on another thread cost -j 2 about 2% more CPU time;
  /// the caller's thread formatting every block cost --rules all -j 2 18% more wall time). No
  /// worker waits for it, though: one with nothing else queued takes it.
  void requeue(std::unique_ptr<Task> task) {
    ++in_flight_;
    enqueue(place{last_.step + 1, entered(last_.step + 1)}, std::move(task), last_worker_);
  }

  /// Tasks submitted and not yet returned by next() for good (returned and not requeued).
  [[nodiscard]] std::size_t in_flight() const noexcept { return in_flight_; }

  /// A processed task that is the oldest not yet returned at its step; nullptr if none is in
  /// flight. Until one is processed, the caller's thread processes queued tasks (take_queued), or
  /// else waits. Of two steps' tasks ready, the further step's comes first (it is nearer done).
  /// Rethrows an exception its processing threw.
  std::unique_ptr<Task> next() {
    if (in_flight_ == 0) return nullptr;
    entry e;
    {
      std::unique_lock lock(mutex_);
      auto it = done_.end();
      while ((it = ready()) == done_.end()) {
        if (queue_.empty()) {
          result_ready_.wait(lock);
          continue;
        }
        auto job = take_queued(caller());
        lock.unlock();
        std::exception_ptr failure = job.skip ? nullptr : run(*job.task, caller());
        lock.lock();
        done_.emplace(job.at, entry{std::move(job.task), failure, caller()});
      }
      last_ = it->first;
      e = std::move(it->second);
      done_.erase(it);
    }
    placement_.release_caller();  // the threads have been at work since the first task was queued
    ++steps_[last_.step].returned;
    --in_flight_;
    last_worker_ = e.worker;
    if (e.failure) std::rethrow_exception(e.failure);
    return std::move(e.task);
  }

  /// Tasks still queued are skipped (processed no more); next() still returns them.
  void cancel() {
    std::lock_guard lock(mutex_);
    cancelled_ = true;
  }

 private:
  // A task's place: its step, and its rank among the tasks that entered that step.
  struct place {
    std::size_t step = 0;
    std::uint64_t rank = 0;
    auto operator<=>(const place&) const = default;
  };

  struct entry {
    std::unique_ptr<Task> task;
    std::exception_ptr failure;
    std::size_t worker = 0;  // who processed it
  };

  static constexpr std::size_t any_worker = static_cast<std::size_t>(-1);

  struct queue_entry {  // a task in the queue
    place at;
    std::unique_ptr<Task> task;
    std::size_t kept_for = any_worker;  // a requeued task: the worker it is left to
  };

  struct taken {  // a task taken from the queue, to be processed
    place at;
    std::unique_ptr<Task> task;
    bool skip = false;  // cancelled: not to be processed
  };

  [[nodiscard]] std::size_t caller() const noexcept { return threads_.size(); }

  // The rank of the next task to enter `step`, counted (main thread only).
  std::uint64_t entered(std::size_t step) {
    if (steps_.size() <= step) steps_.resize(step + 1);
    return steps_[step].entered++;
  }

  // A processed task next() may return: the oldest not yet returned at its step, the furthest step
  // first; done_.end() if none (the mutex is held).
  typename std::map<place, entry>::iterator ready() {
    for (std::size_t step = steps_.size(); step-- > 0;) {
      if (steps_[step].returned == steps_[step].entered) continue;
      auto it = done_.find(place{step, steps_[step].returned});
      if (it != done_.end()) return it;
    }
    return done_.end();
  }

  // Queues a task: a first step at the back, a further step (kept for a worker) behind the
  // further steps already queued, before the first steps.
  void enqueue(place at, std::unique_ptr<Task> task, std::size_t kept_for) {
    if (threads_.empty()) {
      std::exception_ptr failure = run(*task, caller());
      done_.emplace(at, entry{std::move(task), failure, caller()});
      return;
    }
    {
      std::lock_guard lock(mutex_);
      if (at.step == 0) {
        queue_.push_back(queue_entry{at, std::move(task), any_worker});
      } else {
        auto it = queue_.begin();
        while (it != queue_.end() && it->at.step != 0) ++it;
        queue_.insert(it, queue_entry{at, std::move(task), kept_for});
      }
    }
    work_ready_.notify_one();
  }

  // The task `worker` processes next: the first in the queue not kept for another worker (further
  // steps come first, then the oldest), else the front (the queue is not empty; the mutex is held).
  taken take_queued(std::size_t worker) {
    auto it = queue_.begin();
    while (it != queue_.end() && it->kept_for != any_worker && it->kept_for != worker) ++it;
    if (it == queue_.end()) it = queue_.begin();
    taken job{it->at, std::move(it->task), cancelled_};
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
    for (bool first = true;; first = false) {
      taken job;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
        if (queue_.empty()) return;
        job = take_queued(worker);
      }
      std::exception_ptr failure = job.skip ? nullptr : run(*job.task, worker);
      if (first) placement_.release_this_thread();
      {
        std::lock_guard lock(mutex_);
        done_.emplace(job.at, entry{std::move(job.task), failure, worker});
      }
      result_ready_.notify_all();
    }
  }

  std::function<void(Task&, std::size_t)> process_;
  cpu_placement placement_;
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable work_ready_;
  std::condition_variable result_ready_;
  std::deque<queue_entry> queue_;
  std::map<place, entry> done_;
  // Per step: the tasks that entered it, and those next() returned from it (main thread only).
  struct step_count {
    std::uint64_t entered = 0;
    std::uint64_t returned = 0;
  };
  std::vector<step_count> steps_;
  std::size_t in_flight_ = 0;    // main thread only
  place last_;                   // main thread only: the place of the task next() returned last
  std::size_t last_worker_ = 0;  // main thread only: who processed it
  bool stopping_ = false;
  bool cancelled_ = false;
};

}  // namespace repetita::corpus

#endif
