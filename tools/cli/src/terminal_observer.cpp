#include "terminal_observer.hpp"

#include <cstdio>
#include <string>

namespace repetita::cli {

void terminal_observer::error(const corpus::read_error& e) {
  bar_.clear();
  const std::string line = e.to_string() + '\n';
  std::fputs(line.c_str(), stderr);
  std::fflush(stderr);
}

void terminal_observer::progress(const corpus::run_progress& p) {
  bar_.update(p.bytes_done, p.bytes_total, p.games, p.plies);
}

}  // namespace repetita::cli
