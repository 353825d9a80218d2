// The CLI's pool (tools/cli/src/ordered_workers.hpp): tasks come back in the order they were
// submitted whatever thread processed them (each step of requeued tasks in that order), and the
// caller's thread processes tasks too, as worker `threads`, while it waits for one.

#include "ordered_workers.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#endif

using repetita::corpus::ordered_workers;

namespace {

struct numbered_task {
  int number = 0;
  std::size_t worker = 0;  // who processed it
  bool processed = false;
};

// Submits `count` tasks, at most `in_flight` at a time, as the pipeline does; returns them in the
// order next() gave them.
std::vector<numbered_task> run(unsigned threads, int count, std::size_t in_flight,
                               std::chrono::microseconds slow_first = std::chrono::microseconds(0)) {
  ordered_workers<numbered_task> pool(threads, [&](numbered_task& t, std::size_t worker) {
    if (t.number % 16 == 0) std::this_thread::sleep_for(slow_first);  // some tasks are late
    t.worker = worker;
    t.processed = true;
  });
  std::vector<numbered_task> out;
  for (int i = 0; i < count; ++i) {
    auto task = std::make_unique<numbered_task>();
    task->number = i;
    pool.submit(std::move(task));
    while (pool.in_flight() >= in_flight) out.push_back(*pool.next());
  }
  while (auto task = pool.next()) out.push_back(*task);
  return out;
}

}  // namespace

TEST_CASE("ordered workers: tasks come back in the order they were submitted, the caller's thread working too",
          "[cli][pool]") {
  for (const unsigned threads : {0U, 1U, 3U}) {
    CAPTURE(threads);
    const auto out = run(threads, 400, 24, std::chrono::microseconds(300));
    REQUIRE(out.size() == 400);
    std::size_t by_caller = 0;
    for (int i = 0; i < 400; ++i) {
      CHECK(out[static_cast<std::size_t>(i)].number == i);
      CHECK(out[static_cast<std::size_t>(i)].processed);
      CHECK(out[static_cast<std::size_t>(i)].worker <= threads);
      by_caller += out[static_cast<std::size_t>(i)].worker == threads;
    }
    if (threads == 0) CHECK(by_caller == 400);  // each processed as it is submitted
    // With one thread, the caller takes queued tasks while the thread holds the oldest (every
    // 16th sleeps 300 us), instead of waiting with work in the queue.
    if (threads == 1) CHECK(by_caller > 0);
  }
}

TEST_CASE("ordered workers: a task's exception is rethrown by next() at its place, the tasks before it delivered",
          "[cli][pool]") {
  for (const unsigned threads : {0U, 2U}) {
    CAPTURE(threads);
    ordered_workers<numbered_task> pool(threads, [](numbered_task& t, std::size_t) {
      if (t.number == 5) throw std::runtime_error("task 5");
      t.processed = true;
    });
    for (int i = 0; i < 8; ++i) {
      auto task = std::make_unique<numbered_task>();
      task->number = i;
      pool.submit(std::move(task));
    }
    for (int i = 0; i < 5; ++i) CHECK(pool.next()->number == i);
    CHECK_THROWS_WITH(pool.next(), "task 5");
    for (int i = 6; i < 8; ++i) CHECK(pool.next()->number == i);
    CHECK(pool.next() == nullptr);
  }
}

TEST_CASE("ordered workers: after cancel(), tasks still queued are returned unprocessed, in order", "[cli][pool]") {
  std::atomic<bool> release{false};
  ordered_workers<numbered_task> pool(1, [&](numbered_task& t, std::size_t) {
    while (!release) std::this_thread::yield();  // hold the first task until the rest are queued
    t.processed = true;
  });
  for (int i = 0; i < 6; ++i) {
    auto task = std::make_unique<numbered_task>();
    task->number = i;
    pool.submit(std::move(task));
  }
  // The pool's thread holds task 0 (or has not taken it yet); cancel before anything is released.
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  pool.cancel();
  release = true;
  int processed = 0;
  for (int i = 0; i < 6; ++i) {
    auto task = pool.next();
    REQUIRE(task != nullptr);
    CHECK(task->number == i);
    processed += task->processed;
  }
  CHECK(processed <= 1);  // only the task the thread had taken before cancel()
  CHECK(pool.next() == nullptr);
}

TEST_CASE("ordered workers: each step hands its tasks back in the order they were submitted", "[cli][pool]") {
  // As the pipeline does: each task is read, returned, requeued to be formatted, and returned again.
  // A step queued as a new task would come back after every task submitted before it (0, 1, ...,
  // 0', 1', ...), and the tasks in flight would go through in batches.
  for (const unsigned threads : {0U, 1U, 2U}) {
    CAPTURE(threads);
    std::atomic<int> steps{0};
    ordered_workers<numbered_task> pool(threads, [&](numbered_task& t, std::size_t worker) {
      if (t.number % 8 == 3) std::this_thread::sleep_for(std::chrono::microseconds(200));  // some are late
      t.worker = worker;
      t.processed = true;
      ++steps;
    });
    std::vector<int> firsts;   // tasks returned from their first step, in that order
    std::vector<int> seconds;  // and from their second
    std::vector<bool> requeued(40, false);
    const auto take_one = [&] {
      auto task = pool.next();
      REQUIRE(task != nullptr);
      const auto n = static_cast<std::size_t>(task->number);
      if (requeued[n]) {
        seconds.push_back(task->number);
        return;
      }
      firsts.push_back(task->number);
      requeued[n] = true;
      pool.requeue(std::move(task));
    };
    for (int i = 0; i < 40; ++i) {
      auto task = std::make_unique<numbered_task>();
      task->number = i;
      pool.submit(std::move(task));
      while (pool.in_flight() >= 6) take_one();
    }
    while (pool.in_flight() > 0) take_one();
    CHECK(pool.next() == nullptr);
    CHECK(steps == 80);
    REQUIRE(firsts.size() == 40);
    REQUIRE(seconds.size() == 40);
    for (std::size_t i = 0; i < 40; ++i) {
      CHECK(firsts[i] == static_cast<int>(i));
      CHECK(seconds[i] == static_cast<int>(i));
    }
  }
}

TEST_CASE("ordered workers: a task's further step does not hold back the first steps of later tasks",
          "[cli][pool]") {
  // The pipeline delivers a block (it then knows the games before the next one) while the block
  // before is still being formatted. When a block waited for the format step of the one before,
  // with -j 2 the pool's thread ran out of work dozens of times per run
  // (docs/perf/cli-pipeline.md 3).
  std::atomic<bool> first_read{false};
  std::atomic<bool> holding{false};
  std::atomic<bool> release{false};
  ordered_workers<numbered_task> pool(1, [&](numbered_task& t, std::size_t worker) {
    if (t.number == 0 && t.processed) {  // task 0's second step: held until released, or for 10 s
      holding = true;
      const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
      while (!release && std::chrono::steady_clock::now() < until) std::this_thread::yield();
    }
    t.worker = worker;
    t.processed = true;
    if (t.number == 0) first_read = true;
  });
  const auto submit = [&](int number) {
    auto task = std::make_unique<numbered_task>();
    task->number = number;
    pool.submit(std::move(task));
  };
  submit(0);  // only the pool's thread (worker 0) can take it, the caller is not in next()
  while (!first_read) std::this_thread::yield();
  auto zero = pool.next();
  REQUIRE(zero->number == 0);
  pool.requeue(std::move(zero));  // left to worker 0, which is idle and takes it
  while (!holding) std::this_thread::yield();
  submit(1);
  submit(2);
  // The caller reads 1 and 2 itself, and gets them back while worker 0 holds task 0's step.
  for (const int n : {1, 2}) {
    auto task = pool.next();
    REQUIRE(task != nullptr);
    CHECK(task->number == n);
    CHECK(task->worker == 1);
  }
  release = true;
  auto again = pool.next();
  REQUIRE(again != nullptr);
  CHECK(again->number == 0);
  CHECK(again->worker == 0);
  CHECK(pool.next() == nullptr);
}

TEST_CASE("ordered workers: a requeued task is left to the worker that processed it while other tasks are queued",
          "[cli][pool]") {
  // Its further step then finds its data in that worker's caches and frees it to that thread's
  // heap; no worker waits for it, though: when nothing else is queued, the caller takes it.
  std::atomic<bool> a_done{false};
  std::atomic<bool> holding{false};
  std::atomic<bool> release{false};
  std::mutex order_mutex;
  std::vector<std::pair<int, std::size_t>> processed;  // (number, worker), in processing order
  ordered_workers<numbered_task> pool(1, [&](numbered_task& t, std::size_t worker) {
    if (t.number == 100) {  // held until released, or for 10 s if the pool got the order wrong
      holding = true;
      const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
      while (!release && std::chrono::steady_clock::now() < until) std::this_thread::yield();
    }
    {
      std::lock_guard lock(order_mutex);
      processed.emplace_back(t.number, worker);
    }
    if (t.number == 1) a_done = true;
  });
  const auto submit = [&](int number) {
    auto task = std::make_unique<numbered_task>();
    task->number = number;
    pool.submit(std::move(task));
  };
  submit(1);  // A: only the pool's thread (worker 0) can take it, the caller is not in next()
  while (!a_done) std::this_thread::yield();
  submit(100);  // holds worker 0
  while (!holding) std::this_thread::yield();
  submit(2);
  submit(3);
  auto a = pool.next();
  REQUIRE(a->number == 1);
  pool.requeue(std::move(a));
  // The caller processes 2 and 3 first, leaving A's step to worker 0; then, nothing else queued,
  // it takes A's step itself rather than wait.
  auto again = pool.next();
  REQUIRE(again != nullptr);
  CHECK(again->number == 1);
  release = true;
  for (const int n : {100, 2, 3}) CHECK(pool.next()->number == n);
  CHECK(pool.next() == nullptr);
  std::string order;  // "number@worker ..."
  for (const auto& [number, worker] : processed) order += std::to_string(number) + '@' + std::to_string(worker) + ' ';
  CHECK(order == "1@0 2@1 3@1 1@1 100@0 ");
}

#if defined(__linux__)
namespace {

cpu_set_t affinity_of_this_thread() {
  cpu_set_t set;
  CPU_ZERO(&set);
  pthread_getaffinity_np(pthread_self(), sizeof set, &set);
  return set;
}

int only_cpu(const cpu_set_t& set) {  // the one CPU of a set of one, else -1
  if (CPU_COUNT(&set) != 1) return -1;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
    if (CPU_ISSET(static_cast<std::size_t>(cpu), &set)) return cpu;
  return -1;
}

}  // namespace

TEST_CASE("ordered workers: each thread starts on a CPU of its own, then may run on every CPU it was allowed",
          "[cli][pool]") {
  // cpu_placement.hpp: held until each thread's first task (the caller's: until next() first
  // returns), so that the scheduler cannot put the two threads of -j 2 on one CPU as they start.
  const cpu_set_t allowed = affinity_of_this_thread();
  {
    ordered_workers<numbered_task> none(0, [](numbered_task&, std::size_t) {});
    const cpu_set_t now = affinity_of_this_thread();
    CHECK(CPU_EQUAL(&now, &allowed));  // without threads, nothing is held
  }
  std::mutex seen_mutex;
  std::vector<cpu_set_t> seen;  // each task's thread's CPUs, in the order of the tasks
  std::atomic<int> processed{0};
  {
    ordered_workers<numbered_task> pool(1, [&](numbered_task& t, std::size_t worker) {
      t.worker = worker;
      {
        std::lock_guard lock(seen_mutex);
        seen.push_back(affinity_of_this_thread());
      }
      ++processed;
    });
    const cpu_set_t caller_held = affinity_of_this_thread();
    for (int i = 0; i < 2; ++i) {  // both to the pool's thread: the caller is not in next()
      auto task = std::make_unique<numbered_task>();
      task->number = i;
      pool.submit(std::move(task));
      while (processed <= i) std::this_thread::yield();
    }
    const cpu_set_t caller_still = affinity_of_this_thread();
    for (int i = 0; i < 2; ++i) CHECK(pool.next()->worker == 0);
    const cpu_set_t caller_after = affinity_of_this_thread();
    CHECK(CPU_EQUAL(&caller_after, &allowed));
    REQUIRE(seen.size() == 2);
    CHECK(CPU_EQUAL(&seen[1], &allowed));  // the pool's thread, after its first task
    if (CPU_COUNT(&allowed) < 2) {  // one CPU: nothing to place
      CHECK(CPU_EQUAL(&caller_held, &allowed));
      CHECK(CPU_EQUAL(&seen[0], &allowed));
    } else {
      const int caller_cpu = only_cpu(caller_held);
      const int thread_cpu = only_cpu(seen[0]);
      CHECK(caller_cpu >= 0);
      CHECK(thread_cpu >= 0);
      CHECK(thread_cpu != caller_cpu);
      CHECK(CPU_ISSET(static_cast<std::size_t>(caller_cpu), &allowed));
      CHECK(CPU_ISSET(static_cast<std::size_t>(thread_cpu), &allowed));
      CHECK(CPU_EQUAL(&caller_still, &caller_held));  // until next() returns
    }
  }
  const cpu_set_t at_end = affinity_of_this_thread();
  CHECK(CPU_EQUAL(&at_end, &allowed));
}
#endif
