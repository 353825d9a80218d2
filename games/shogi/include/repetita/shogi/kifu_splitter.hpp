#ifndef REPETITA_SHOGI_KIFU_SPLITTER_HPP
#define REPETITA_SHOGI_KIFU_SPLITTER_HPP

/// \file
/// Cuts a shogi input into chunks of whole games. The input's format is told from its first 4 KiB
/// (detect_format, as the adapter's content detection). Only the two formats that
/// hold several games in one file are cut: CSA after the games' separator `/` (where
/// read_csa_games cuts: both ask classify_csa_line), USI before a game line (one game a line;
/// read_usi_games and the splitter both ask classify_usi_line); a chunk always holds a game, so
/// comments before a game stay with it. A KIF or KI2 input is one game and one chunk, and so is an
/// input of unknown content.
/// Lines end with LF (a CR before it is part of the line end), as the shogi readers count them.

#include <repetita/records/buffered_splitter.hpp>

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>

namespace repetita::shogi {

class kifu_splitter final : public repetita::buffered_splitter {
 private:
  enum class mode : std::uint8_t { undecided, csa, usi, whole };

  /// Reads the bytes the adapter's content detection sees and picks the mode.
  void begin(std::istream& in) override;
  /// The first cut at or after `target` among the complete lines from scan_ on, or npos.
  std::size_t scan(std::size_t target) override;
  void chunk_cut() override;

  mode mode_ = mode::undecided;
  bool game_before_ = false;  // a game (CSA: a statement; USI: a game's line) lies in buf_[head_, scan_)
};

}  // namespace repetita::shogi

#endif
