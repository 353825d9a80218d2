#ifndef REPETITA_PYTHON_BOUNDED_HANDOFF_HPP
#define REPETITA_PYTHON_BOUNDED_HANDOFF_HPP

// A bounded queue between one producer thread (the CLI's pipeline, run in the background) and one
// consumer (Python, iterating over repetita.analyze): the producer waits while `capacity` items
// are waiting, so memory stays bounded whatever the corpus; the consumer waits for items or the
// end. Either side may stop early: the producer by `close` (the run is over), the consumer by
// `cancel` (the loop was left), which wakes a waiting producer and refuses its items from then on.

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

namespace repetita::python {

template <class T>
class bounded_handoff {
 public:
  explicit bounded_handoff(std::size_t capacity) : capacity_(capacity == 0 ? 1 : capacity) {}

  /// Producer: hands `item` over, waiting while the queue is full. False once the consumer has
  /// cancelled (the item is dropped): the producer should stop.
  bool push(T item) {
    std::unique_lock lock(mutex_);
    room_.wait(lock, [this] { return cancelled_ || items_.size() < capacity_; });
    if (cancelled_) return false;
    items_.push_back(std::move(item));
    ready_.notify_one();
    return true;
  }

  /// Producer: no more items.
  void close() {
    const std::lock_guard lock(mutex_);
    closed_ = true;
    ready_.notify_all();
  }

  /// Consumer: waits until an item is there or the producer has closed, then moves up to `max`
  /// items to `out`. False at the end: closed and nothing left.
  bool pop_some(std::vector<T>& out, std::size_t max) {
    std::unique_lock lock(mutex_);
    ready_.wait(lock, [this] { return closed_ || !items_.empty(); });
    if (items_.empty()) return false;
    for (std::size_t i = 0; i < max && !items_.empty(); ++i) {
      out.push_back(std::move(items_.front()));
      items_.pop_front();
    }
    room_.notify_one();
    return true;
  }

  /// Consumer: as pop_some, waiting at most `timeout`: nullopt if nothing came (the caller may look
  /// for a signal, Ctrl-C, and wait again).
  template <class Duration>
  std::optional<bool> pop_some_for(std::vector<T>& out, std::size_t max, Duration timeout) {
    {
      std::unique_lock lock(mutex_);
      if (!ready_.wait_for(lock, timeout, [this] { return closed_ || !items_.empty(); })) return std::nullopt;
    }
    return pop_some(out, max);
  }

  /// Consumer: stops taking items; a producer waiting in push (or pushing later) gets false.
  void cancel() {
    const std::lock_guard lock(mutex_);
    cancelled_ = true;
    room_.notify_all();
  }

  /// Items waiting (for tests: the producer is ahead by at most the capacity).
  [[nodiscard]] std::size_t waiting() const {
    const std::lock_guard lock(mutex_);
    return items_.size();
  }
  [[nodiscard]] std::size_t capacity() const noexcept { return capacity_; }

 private:
  mutable std::mutex mutex_;
  std::condition_variable room_;   // the producer waits for room (or a cancel)
  std::condition_variable ready_;  // the consumer waits for items (or the end)
  std::deque<T> items_;
  std::size_t capacity_;
  bool closed_ = false;
  bool cancelled_ = false;
};

}  // namespace repetita::python

#endif
