#ifndef REPETITA_CORPUS_BLOCK_PLAN_HPP
#define REPETITA_CORPUS_BLOCK_PLAN_HPP

/// \file
/// The sizes of the blocks in which the pipeline's workers read the bytes of a file (pipeline.cpp,
/// read_blocks). One thread reads blocks of the size asked for. Threads get about 32 blocks each,
/// of at least 64 KiB, and toward the end smaller ones: the thread that reads the last block
/// works alone meanwhile, so the threads' last blocks are short.

#include <algorithm>
#include <cstdint>

namespace repetita::corpus {

class block_plan {
 public:
  /// The smallest block with threads: a worker reads 64 KiB past each block (pipeline.cpp,
  /// window_margin), which smaller blocks would outweigh.
  static constexpr std::uint64_t smallest = std::uint64_t{1} << 16;

  /// For `total` bytes read by `jobs` threads (1: the caller's alone), in blocks of at most
  /// `block_bytes`.
  block_plan(std::uint64_t total, std::uint64_t block_bytes, unsigned jobs)
      : block_(std::max<std::uint64_t>(block_bytes, 1)), jobs_(std::max(jobs, 1U)) {
    // About 32 blocks each: a MiB of PGN without comments is 8 ms of replay (with -j 2, 19 MB of
    // it ran 7% faster in blocks of 256 KiB than of 1 MiB).
    if (jobs_ > 1) block_ = std::min(block_, std::max(total / (32 * std::uint64_t{jobs_}), smallest));
  }

  /// The size of the block that starts `left` bytes before the end (more than 0): with threads,
  /// at most a quarter of each thread's share of what is left (and at least `smallest`), so that
  /// the blocks shrink toward the end and the threads finish within a small block of each other.
  /// One thread never waits for another: its blocks stay whole.
  [[nodiscard]] std::uint64_t next(std::uint64_t left) const noexcept {
    std::uint64_t size = block_;
    if (jobs_ > 1) size = std::min(size, std::max(left / (4 * std::uint64_t{jobs_}), smallest));
    return std::min(size, left);
  }

 private:
  std::uint64_t block_;
  unsigned jobs_;
};

}  // namespace repetita::corpus

#endif
