#ifndef REPETITA_ARIMAA_SPLITTER_HPP
#define REPETITA_ARIMAA_SPLITTER_HPP

/// \file
/// Cuts an Arimaa text into chunks of whole games, at the places game_boundaries names (where the
/// adapter's reader starts a record too), so that game numbers and lines stay those of the whole
/// input. Lines end with LF or CRLF (as the notation reader reads them).

#include <repetita/arimaa/game_boundaries.hpp>
#include <repetita/records/buffered_splitter.hpp>

#include <cstddef>
#include <string>

namespace repetita::arimaa::notation {

/// The splitter of repetita::arimaa::adapter.
class splitter final : public repetita::buffered_splitter {
 private:
  /// Scans whole lines from scan_ on; returns the first cut at or after `target`, or npos.
  std::size_t scan(std::size_t target) override;
  /// Shifts previous_line_ with the buffer.
  void shifted(std::size_t at) override;

  std::size_t previous_line_ = 0;   // start of the line before scan_ (scan_ is always at a line start)
  game_boundaries boundaries_;
};

}  // namespace repetita::arimaa::notation

#endif
