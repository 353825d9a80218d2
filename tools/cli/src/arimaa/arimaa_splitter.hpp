#ifndef REPETITA_CLI_ARIMAA_ARIMAA_SPLITTER_HPP
#define REPETITA_CLI_ARIMAA_ARIMAA_SPLITTER_HPP

/// \file
/// Cuts an Arimaa text into chunks of whole games, at the places game_boundaries names (where the
/// processor starts a game too), so that game numbers and lines stay those of the whole input.
/// Lines end with LF or CRLF (as the notation reader reads them).

#include "../game_driver.hpp"
#include "game_boundaries.hpp"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>

namespace repetita::cli::arimaa_text {

class arimaa_splitter final : public chunk_splitter {
 public:
  bool next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) override;
  [[nodiscard]] std::uint64_t bytes_consumed() const noexcept override { return consumed_; }

 private:
  /// Scans whole lines from scan_ on; returns the first cut at or after `target`, or npos.
  std::size_t scan(std::size_t target);
  void cut(std::size_t at, record_chunk& chunk);

  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  std::string buf_;                 // input read and not yet handed out; buf_[0] is on line line_
  std::size_t scan_ = 0;            // bytes of buf_ scanned (always at a line start)
  std::size_t previous_line_ = 0;   // start of the line before scan_
  std::uint64_t line_ = 1;
  std::uint64_t consumed_ = 0;
  bool eof_ = false;
  game_boundaries boundaries_;
};

}  // namespace repetita::cli::arimaa_text

#endif
