#ifndef REPETITA_CLI_PROGRESS_BAR_HPP
#define REPETITA_CLI_PROGRESS_BAR_HPP

/// \file
/// A one-line progress display on stderr for long runs: games/s, plies/s, and a bar with an ETA
/// when the total input size is known. Only used when stderr is a terminal; drawn at most ten
/// times a second, and not before a quarter of a second has passed (short runs show nothing).

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace repetita::cli {

class progress_bar {
 public:
  /// `enabled`: draw at all (the caller checks isatty(2) and --no-progress).
  explicit progress_bar(bool enabled) noexcept;
  ~progress_bar();
  progress_bar(const progress_bar&) = delete;
  progress_bar& operator=(const progress_bar&) = delete;

  void update(std::uint64_t bytes_done, std::optional<std::uint64_t> bytes_total, std::uint64_t games,
              std::uint64_t plies);
  /// Erases the line (before an error message is printed, and at the end).
  void clear();

  /// The text of the line (without the carriage return), for tests.
  [[nodiscard]] static std::string line(double seconds, std::uint64_t bytes_done,
                                        std::optional<std::uint64_t> bytes_total, std::uint64_t games,
                                        std::uint64_t plies);

 private:
  using clock = std::chrono::steady_clock;
  bool enabled_;
  bool drawn_ = false;
  clock::time_point start_;
  clock::time_point last_;
};

/// True if file descriptor 2 is a terminal.
[[nodiscard]] bool stderr_is_terminal() noexcept;

}  // namespace repetita::cli

#endif
