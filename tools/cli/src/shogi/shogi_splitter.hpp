#ifndef REPETITA_CLI_SHOGI_SHOGI_SPLITTER_HPP
#define REPETITA_CLI_SHOGI_SHOGI_SPLITTER_HPP

/// \file
/// Cuts a shogi input into chunks of whole games. The input's format is told from its first 4 KiB
/// (repetita::shogi::detect_format, as the driver's content detection). Only the two formats that
/// hold several games in one file are cut: CSA after a line holding only `/` (the games'
/// separator), USI before a line whose first word is `position`, `startpos` or `sfen` (one game a
/// line); a chunk always holds a game, so comments before a game stay with it. A KIF or KI2 input
/// is one game and one chunk, and so is an input of unknown content.
/// Lines end with LF (a CR before it is part of the line end), as the shogi readers count them.

#include "../game_driver.hpp"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>

namespace repetita::cli::shogi_records {

class shogi_splitter final : public chunk_splitter {
 public:
  bool next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) override;
  [[nodiscard]] std::uint64_t bytes_consumed() const noexcept override { return consumed_; }

 private:
  enum class mode : std::uint8_t { undecided, csa, usi, whole };

  /// Reads one block; false at the end of the input.
  bool fill(std::istream& in);
  /// The first cut at or after `target` among the complete lines from scan_ on, or npos.
  std::size_t scan(std::size_t target);
  void cut(std::size_t at, record_chunk& chunk);

  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  std::string buf_;        // input read and not yet handed out; buf_[0] is on line line_
  std::size_t scan_ = 0;   // bytes of buf_ whose lines were looked at
  std::uint64_t line_ = 1;
  std::uint64_t consumed_ = 0;
  bool eof_ = false;
  mode mode_ = mode::undecided;
  bool game_before_ = false;  // a game (CSA: a statement; USI: a game's line) lies before scan_ in buf_
};

}  // namespace repetita::cli::shogi_records

#endif
