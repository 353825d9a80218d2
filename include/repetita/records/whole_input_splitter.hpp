#ifndef REPETITA_RECORDS_WHOLE_INPUT_SPLITTER_HPP
#define REPETITA_RECORDS_WHOLE_INPUT_SPLITTER_HPP

/// \file
/// The splitter of a format that holds one record per input (a KIF file, a ring record): the whole
/// input is one chunk, and an input of blanks only is none.

#include <repetita/records/buffered_splitter.hpp>

#include <cstddef>

namespace repetita {

class whole_input_splitter final : public buffered_splitter {
 private:
  std::size_t scan(std::size_t /*target*/) override { return npos; }  // never cut before the end
};

}  // namespace repetita

#endif
