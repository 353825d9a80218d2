#ifndef REPETITA_RECORDS_RECORD_SPLITTER_HPP
#define REPETITA_RECORDS_RECORD_SPLITTER_HPP

/// \file
/// Cutting an input into chunks of whole records, so that worker threads (or machines) read and
/// judge chunks in parallel while game numbers and lines stay those of the whole input. Each
/// game's record adapter has a splitter that cuts exactly where its reader starts a new record.

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace repetita {

/// Whole records cut from an input, with where they start.
struct record_chunk {
  std::string text;
  std::uint64_t first_line = 1;  ///< line number of text[0] in the input
};

/// What a splitter finds of the first record start in a text held in memory
/// (record_splitter::first_record_in_place).
struct record_start_search {
  /// False when the text ends before the splitter can tell and more of the input follows it: the
  /// answer may change with more of the input.
  bool known = false;
  /// Where first_record_after (record_range.hpp) finds the first record start, as an offset in
  /// the text; nullopt when it finds none (what is left is the end of a record, or blanks).
  std::optional<std::uint64_t> start;
};

/// Cuts an input stream into chunks of whole records, reading it once (memory: about one chunk).
class record_splitter {
 public:
  virtual ~record_splitter() = default;
  /// The next chunk of about `target_bytes` or more (whole records; the last chunk may be
  /// smaller); false at the end of the input.
  virtual bool next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) = 0;
  /// Bytes of input consumed so far (for a progress bar, and where the next chunk starts).
  [[nodiscard]] virtual std::uint64_t bytes_consumed() const noexcept = 0;
  /// The line the next chunk starts on (1 before the first chunk): line ends consumed + 1.
  [[nodiscard]] virtual std::uint64_t next_line() const noexcept = 0;
  /// Tells a splitter that has read nothing yet that its input starts in the middle of a text
  /// (record_range.hpp), perhaps inside a record, at the start of a line or not: its first cut
  /// should be the first record start after its first byte it can tell. By default it reads as
  /// from a text's start.
  virtual void resume(bool at_line_start) { static_cast<void>(at_line_start); }
  /// first_record_after (record_range.hpp) for a text held in memory, read where it lies (no
  /// copy, and no record read past the one found): `text` runs from a place in the middle of an
  /// input to its end when `input_ends`, else to some place before it. Not known when the search
  /// reaches the text's end and the input goes on: the caller asks again with more of it. nullopt
  /// from a splitter that reads only streams (by default).
  [[nodiscard]] virtual std::optional<record_start_search> first_record_in_place(std::string_view text,
                                                                                bool at_line_start,
                                                                                bool input_ends) const {
    static_cast<void>(text);
    static_cast<void>(at_line_start);
    static_cast<void>(input_ends);
    return std::nullopt;
  }
  /// Whether an input whose first bytes are `head` may be read from a record start in its middle
  /// by a splitter that has read nothing before (record_range.hpp); false when its start decides
  /// how all of it is read (an SGF in UTF-16, transcoded as it is read).
  [[nodiscard]] virtual bool resumable(std::string_view head) const noexcept {
    static_cast<void>(head);
    return true;
  }
};

}  // namespace repetita

#endif
