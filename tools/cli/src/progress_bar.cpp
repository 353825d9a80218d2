#include "progress_bar.hpp"

#include <cmath>
#include <cstdio>

#include <unistd.h>

namespace repetita::cli {

namespace {

// 950, 12.3k, 4.56M
std::string compact(double value) {
  char text[32];
  if (value < 1000.0)
    std::snprintf(text, sizeof text, "%.0f", value);
  else if (value < 1e6)
    std::snprintf(text, sizeof text, "%.1fk", value / 1e3);
  else
    std::snprintf(text, sizeof text, "%.2fM", value / 1e6);
  return text;
}

std::string megabytes(std::uint64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MB", static_cast<double>(bytes) / 1e6);
  return text;
}

std::string duration(double seconds) {
  const auto s = static_cast<long long>(std::llround(seconds));
  char text[32];
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", s / 3600, (s / 60) % 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%lld:%02lld", s / 60, s % 60);
  return text;
}

}  // namespace

bool stderr_is_terminal() noexcept { return ::isatty(2) == 1; }

progress_bar::progress_bar(bool enabled) noexcept : enabled_(enabled), start_(clock::now()), last_(start_) {}

progress_bar::~progress_bar() { clear(); }

std::string progress_bar::line(double seconds, std::uint64_t bytes_done, std::optional<std::uint64_t> bytes_total,
                               std::uint64_t games, std::uint64_t plies) {
  std::string out;
  const double elapsed = seconds > 1e-9 ? seconds : 1e-9;
  if (bytes_total && *bytes_total > 0) {
    const double done = std::min(1.0, static_cast<double>(bytes_done) / static_cast<double>(*bytes_total));
    constexpr int width = 24;
    const auto filled = static_cast<int>(done * width);
    out += '[';
    for (int i = 0; i < width; ++i) out += i < filled ? '#' : ' ';
    char percent[16];
    std::snprintf(percent, sizeof percent, "] %3d%% ", static_cast<int>(done * 100.0));
    out += percent;
    out += megabytes(bytes_done) + " of " + megabytes(*bytes_total) + "  ";
  }
  out += compact(static_cast<double>(games)) + " games  " + compact(static_cast<double>(games) / elapsed) +
         " games/s  " + compact(static_cast<double>(plies) / elapsed) + " plies/s";
  if (bytes_total && *bytes_total > 0 && bytes_done > 0 && bytes_done < *bytes_total) {
    const double rate = static_cast<double>(bytes_done) / elapsed;
    out += "  ETA " + duration(static_cast<double>(*bytes_total - bytes_done) / rate);
  }
  return out;
}

void progress_bar::update(std::uint64_t bytes_done, std::optional<std::uint64_t> bytes_total, std::uint64_t games,
                          std::uint64_t plies) {
  if (!enabled_) return;
  const auto now = clock::now();
  if (now - start_ < std::chrono::milliseconds(250) || (drawn_ && now - last_ < std::chrono::milliseconds(100))) return;
  last_ = now;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const std::string text = line(seconds, bytes_done, bytes_total, games, plies);
  std::fprintf(stderr, "\r\x1b[K%s", text.c_str());
  std::fflush(stderr);
  drawn_ = true;
}

void progress_bar::clear() {
  if (!drawn_) return;
  std::fputs("\r\x1b[K", stderr);
  std::fflush(stderr);
  drawn_ = false;
}

}  // namespace repetita::cli
