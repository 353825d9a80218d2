#ifndef REPETITA_TESTS_ADAPTER_RECORDS_HPP
#define REPETITA_TESTS_ADAPTER_RECORDS_HPP

// What every game's adapter test checks the same way: an input cut by the adapter's splitter into
// chunks of about `chunk_bytes` and read chunk by chunk gives the records of reading it whole
// (repetita::record_adapter's law). Game numbers are counted over the whole input
// (repetita::read_records); each record is one line, written by the test's
// `describe(record, header, game)`, followed by the record's anomaly if it has one; a broken
// record is its error as tools print it.

#include <repetita/records/read_records.hpp>
#include <repetita/records/record_adapter.hpp>

#include <cstddef>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace repetita::test {

/// The bytes of `file`.
inline std::string contents(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

template <record_adapter A, class Describe>
std::vector<std::string> read_records(const std::string& input, const std::string& file, std::size_t chunk_bytes,
                                      const read_options& options, Describe describe) {
  std::istringstream in(input);
  typename A::record record;
  std::vector<std::string> out;
  repetita::read_records<A>(
      in, file, options, chunk_bytes, record,
      [&](const typename A::record& r, const record_header& h) {
        out.push_back(describe(r, h, h.game));
        // Where the text stopped being a game, after the plies the record holds (the tools judge
        // whether that is a warning or the record's error).
        if constexpr (adapter_keeps_anomalies<A>)
          if (const record_anomaly* a = r.anomaly())
            out.back() += " | anomaly at ply " + std::to_string(a->ply) + ": " + warning_text(*a);
        return true;
      },
      [&](const record_error& e) {
        out.push_back(e.to_string());
        return true;
      });
  return out;
}

}  // namespace repetita::test

#endif
