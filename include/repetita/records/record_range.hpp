#ifndef REPETITA_RECORDS_RECORD_RANGE_HPP
#define REPETITA_RECORDS_RECORD_RANGE_HPP

/// \file
/// The records of an input that start in a byte range: how the shards of one big input (the CLI's
/// worker threads, the partitions of a Dask job) each find theirs, so that together they read
/// every record once and in order, each shard reading only its own bytes and the end of its last
/// record.
///
/// The range (begin, end] holds the records from its start up to the first record start after
/// `end`, so that the ranges (0, b1], (b1, b2], ... of one input hold each record once. Its start is
/// `begin` when `begin` is known to start a record (the input's first
/// byte, or where the range before ended); otherwise it is guessed (first_record_after): knowing it
/// exactly would mean reading everything before `begin`, since a comment opened earlier can hide a
/// record start or fake one. Whoever joins the shards checks each guess against the end of the
/// range before it: equal, the shards meet exactly; different (text inside a record that looks
/// like a record start), the range is read again from the end of the one before, which is exact.
///
/// Joining shards 0, 1, ... of one input (tests/cli/byte_range_test.cpp does it as the Python
/// package's Dask partitions do): shard 0 starts exactly at 0; shard k > 0, guessed, must start
/// where shard k - 1 ended; if not, it is read again with its begin at that end, exact (a range
/// that then ends before it begins holds no record). Game numbers and lines, counted from 1 in each
/// shard, are shifted by the games and line ends of the shards before.

#include <repetita/records/record_splitter.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>

namespace repetita {

/// Where a reader of a text read in place stands after a read (record_adapter.hpp, the optional
/// `reader::place()`). A reader that can say where it may resume reads a byte range by itself:
/// the records from the range's start up to the first resumable place after the range's end,
/// with no splitter scanning the same bytes first (the CLI's workers do so).
struct reading_place {
  std::uint64_t offset = 0;  ///< bytes of the text read
  std::uint64_t line = 1;    ///< the line of the byte at `offset` (the reader's first line counts as given)
  /// A reader started afresh at `offset` reads what this one would read next, and the game's
  /// splitter cuts at `offset` too: the end of the text, or (PGN) just past the line end that
  /// follows a game's termination marker.
  bool resumable = false;
};

/// Where `fresh` (a splitter that has read nothing yet), reading `in` from its first byte (a place
/// in the middle of an input, at the start of a line or not), would first cut: the offset in `in`
/// of the first record start after its first byte, as far as the splitter can tell from there;
/// nullopt when it sees none (what is left is the end of a record, or blanks). Reads one record
/// past the cut.
inline std::optional<std::uint64_t> first_record_after(record_splitter& fresh, std::istream& in, bool at_line_start) {
  fresh.resume(at_line_start);
  record_chunk chunk;
  if (!fresh.next(in, 1, chunk)) return std::nullopt;
  const std::uint64_t cut = fresh.bytes_consumed();
  if (!fresh.next(in, 1, chunk)) return std::nullopt;  // the first chunk was all that is left
  return cut;
}

/// Hands `take` the chunks (of about `chunk_bytes`, whole records, lines counted from 1 at the
/// first byte of `in`) of the records that start in `in` at or before offset `end`; `in` starts at
/// a record start and `fresh` has read nothing yet. `take` returns false to stop early. Returns
/// where those records end: the first record start after `end`, or the input's end.
template <class Take>
std::uint64_t read_range(record_splitter& fresh, std::istream& in, std::uint64_t end, std::size_t chunk_bytes,
                         Take&& take) {
  chunk_bytes = std::max<std::size_t>(chunk_bytes, 1);
  record_chunk chunk;
  while (fresh.bytes_consumed() <= end) {
    // A chunk ends at the first record start at or after its target: aiming one byte past `end`,
    // the last chunk ends where the range does.
    const std::uint64_t left = end + 1 - fresh.bytes_consumed();
    if (!fresh.next(in, static_cast<std::size_t>(std::min<std::uint64_t>(chunk_bytes, left)), chunk)) break;
    if (!take(chunk)) break;
  }
  return fresh.bytes_consumed();
}

}  // namespace repetita

#endif
