#ifndef REPETITA_RECORDS_READ_RECORDS_HPP
#define REPETITA_RECORDS_READ_RECORDS_HPP

/// \file
/// Reading every record of one input through a game's adapter, serially: cut by the adapter's
/// splitter (memory: about one chunk), read chunk by chunk, with the records numbered over the whole
/// input as one reader of the whole would number them (a chunk's reader counts from 1). For a caller
/// that wants the records of an input in order on one thread (a claim check, a script, a test);
/// tools that read in parallel hand the chunks to workers instead.

#include <repetita/records/record_adapter.hpp>
#include <repetita/records/record_error.hpp>
#include <repetita/records/record_header.hpp>
#include <repetita/records/record_splitter.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>

namespace repetita {

/// Reads the records of `in` into `record` one after another: `on_record(record, header)` for each
/// record read, `on_error(error)` for each that could not be read, with game numbers (and lines)
/// those of the whole input. Either callback returns false to stop (then `record` holds the record
/// or the error's record it stopped at). Returns the record numbers used so far: the input's count
/// of records, broken ones included, when nothing stopped it.
template <record_adapter A, class OnRecord, class OnError>
std::uint64_t read_records(std::istream& in, const std::string& file, const read_options& options,
                           std::size_t chunk_bytes, typename A::record& record, OnRecord on_record, OnError on_error) {
  typename A::splitter splitter;
  record_chunk chunk;
  record_error error;
  std::uint64_t games_before = 0;  // records in the chunks before this one
  while (splitter.next(in, chunk_bytes, chunk)) {
    typename A::reader reader(chunk.text, file, chunk.first_line, options);
    std::uint64_t games = 0;
    for (;;) {
      const read_status status = reader.read(record, error);
      if (status == read_status::end) break;
      if (status == read_status::error) {
        games = std::max(games, error.game);
        if (error.game != 0) error.game += games_before;
        if (!on_error(error)) return games_before + games;
        continue;
      }
      record_header header;
      record.header(header);
      games = std::max(games, header.game);
      header.game += games_before;
      if (!on_record(record, header)) return games_before + games;
    }
    games_before += games;
  }
  return games_before;
}

}  // namespace repetita

#endif
