// The CLI's pool (tools/cli/src/ordered_workers.hpp): tasks come back in the order they were
// submitted whatever thread processed them, and the caller's thread processes tasks too, as
// worker `threads`, while it waits for the oldest one.

#include "ordered_workers.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <algorithm>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

using repetita::cli::ordered_workers;

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

TEST_CASE("ordered workers: an urgent task is processed before those queued, and handed back in its place",
          "[cli][pool]") {
  std::atomic<bool> release{false};
  std::mutex order_mutex;
  std::vector<int> processing_order;
  ordered_workers<numbered_task> pool(1, [&](numbered_task& t, std::size_t) {
    while (t.number == 0 && !release) std::this_thread::yield();  // hold task 0 until all are queued
    std::lock_guard lock(order_mutex);
    processing_order.push_back(t.number);
  });
  // The thread takes task 0 (the queue's front) and holds it, or takes nothing, until all are queued.
  for (int i = 0; i < 6; ++i) {
    auto task = std::make_unique<numbered_task>();
    task->number = i;
    pool.submit(std::move(task), i == 5);  // task 5 is urgent
  }
  release = true;
  for (int i = 0; i < 6; ++i) CHECK(pool.next()->number == i);  // handed back in submission order
  REQUIRE(processing_order.size() == 6);
  const auto at = [&](int n) { return std::find(processing_order.begin(), processing_order.end(), n); };
  for (int n = 1; n <= 4; ++n) CHECK(at(5) < at(n));  // processed before the tasks queued before it
}
