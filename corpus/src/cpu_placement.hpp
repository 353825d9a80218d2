#ifndef REPETITA_CORPUS_CPU_PLACEMENT_HPP
#define REPETITA_CORPUS_CPU_PLACEMENT_HPP

/// \file
/// Starts a pool's threads on distinct CPUs, and then lets the scheduler move them as it likes.
///
/// Why: the pool's thread, started while the calling thread works and woken when the first task
/// is queued, was placed by Linux on the caller's CPU in most -j 2 runs on this project's 2-CPU
/// benchmark host, the other CPU idle. The two threads then took turns until the scheduler's load
/// balancing moved one, 2 to 4 ms, up to 7% of a run of 50 ms (docs/perf/cli-pipeline.md 3). Two
/// processes started together do not meet it: the kernel places a process anew when it starts a
/// program.
/// So each thread is held to a CPU of its own until it has processed its first task; by then both
/// are busy where they are. After that it may run on every CPU it was allowed, as before: a thread
/// held for good could not leave a CPU that another program comes to use.
///
/// Only a placement: on systems without CPU affinity, with fewer than two CPUs allowed, or when a
/// call fails (a container's limits), the scheduler alone places the threads.

#include <cstddef>
#include <thread>
#include <vector>

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#endif

namespace repetita::corpus {

class cpu_placement {
 public:
  cpu_placement() = default;
  ~cpu_placement() { release_caller(); }
  cpu_placement(const cpu_placement&) = delete;
  cpu_placement& operator=(const cpu_placement&) = delete;

  /// Holds the calling thread to the CPU it runs on, and each of `threads` to another allowed CPU
  /// (as far as there are CPUs). Call once, before the threads are given work.
  void hold(std::vector<std::thread>& threads) noexcept {
#if defined(__linux__)
    if (threads.empty() || sched_getaffinity(0, sizeof allowed_, &allowed_) != 0 || CPU_COUNT(&allowed_) < 2)
      return;
    const int here = sched_getcpu();
    if (here < 0 || !CPU_ISSET(static_cast<std::size_t>(here), &allowed_)) return;
    caller_ = pthread_self();
    if (!hold_to_cpu(caller_, static_cast<std::size_t>(here))) return;
    caller_held_ = true;
    std::size_t cpu = 0;
    for (std::thread& thread : threads) {
      while (cpu < CPU_SETSIZE && (!CPU_ISSET(cpu, &allowed_) || cpu == static_cast<std::size_t>(here))) ++cpu;
      if (cpu == CPU_SETSIZE) break;
      hold_to_cpu(thread.native_handle(), cpu++);
    }
    holding_ = true;
#else
    (void)threads;
#endif
  }

  /// Lets the calling thread, one of the pool's, run on every CPU it was allowed. It is called
  /// after each thread's first task, so it reads what hold() wrote before the first task was queued.
  void release_this_thread() const noexcept {
#if defined(__linux__)
    if (holding_) pthread_setaffinity_np(pthread_self(), sizeof allowed_, &allowed_);
#endif
  }

  /// The same for the thread that called hold(); calls after the first do nothing (the main
  /// thread's only).
  void release_caller() noexcept {
#if defined(__linux__)
    if (!caller_held_) return;
    caller_held_ = false;
    pthread_setaffinity_np(caller_, sizeof allowed_, &allowed_);
#endif
  }

 private:
#if defined(__linux__)
  static bool hold_to_cpu(pthread_t thread, std::size_t cpu) noexcept {
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    return pthread_setaffinity_np(thread, sizeof one, &one) == 0;
  }

  cpu_set_t allowed_{};  // the caller's CPUs before hold()
  pthread_t caller_{};
#endif
  bool holding_ = false;      // written by hold() only
  bool caller_held_ = false;  // the caller's thread's only
};

}  // namespace repetita::corpus

#endif
