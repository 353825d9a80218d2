#ifndef REPETITA_XIANGQI_PGN_SPLITTER_HPP
#define REPETITA_XIANGQI_PGN_SPLITTER_HPP

/// \file
/// Cuts a xiangqi PGN input into chunks of whole games (record_splitter.hpp), so that `-j N` reads
/// a big file in parallel while game numbers and lines stay those of the whole input.
///
/// The splitter runs the reader itself over what it has read, in its scan mode (pgn.hpp,
/// `pgn_options::scan_only`: tags, comments, variations and tokens as the reader reads them, moves
/// not read), which ends every game where a full reading ends it, broken or not. It cuts at the
/// start of the line of a game's first token when nothing but blanks stands before that token on
/// its line and the game before has ended before that line. A game still open at the end of what
/// has been read is scanned again when more has been read. A text that is not UTF-8 (GBK, decoded
/// by the reader: encoding.hpp) is never cut: GBK's second bytes may be '[', '{' or '}'.

#include <repetita/records/buffered_splitter.hpp>

#include <cstddef>
#include <istream>

namespace repetita::xiangqi {

class pgn_splitter final : public buffered_splitter {
 public:
  /// Reading from the middle of a text: a line begun before is skipped, and a game may start after
  /// it when it ends with a termination marker.
  void resume(bool at_line_start) override {
    resuming_ = true;
    at_line_start_ = at_line_start;
  }

 private:
  std::size_t scan(std::size_t target) override;
  void begin(std::istream& in) override;
  void chunk_cut() override {
    resume_ = head_;
    resuming_ = false;
  }
  void shifted(std::size_t at) override { resume_ = resume_ >= at ? resume_ - at : 0; }

  std::size_t resume_ = 0;  // where a scan may start: a chunk's start or a place to cut
  bool utf8_ = true;
  bool resuming_ = false;
  bool at_line_start_ = true;
};

}  // namespace repetita::xiangqi

#endif
