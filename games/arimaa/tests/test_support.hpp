#ifndef REPETITA_TESTS_ARIMAA_TEST_SUPPORT_HPP
#define REPETITA_TESTS_ARIMAA_TEST_SUPPORT_HPP

#include <repetita/arimaa/arimaa.hpp>

#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace arimaa_test {

using namespace repetita::arimaa;

/// A position in play from placements such as "Ed4 Ra2 rh8" and the side to move.
inline position board(std::string_view placements, color to_move = color::gold) {
  position p = position::empty_in_play(color::gold);
  std::istringstream in{std::string(placements)};
  std::string tok;
  while (in >> tok) {
    const auto pc = piece_of_letter(tok.at(0));
    if (!pc || tok.size() != 3) throw std::invalid_argument("bad placement " + tok);
    p.put(*pc, (tok[1] - 'a') + 8 * (tok[2] - '1'));
  }
  p.set_to_move(to_move);
  return p;
}

/// A move from step tokens ("Ed4n Ed5e"); captures ("cf3x") are skipped.
inline move steps(std::string_view tokens) {
  move m;
  std::istringstream in{std::string(tokens)};
  std::string tok;
  while (in >> tok) {
    if (tok.size() == 4 && tok[3] == 'x') continue;
    const auto pc = piece_of_letter(tok.at(0));
    const square from = (tok[1] - 'a') + 8 * (tok[2] - '1');
    const direction d = tok[3] == 'n' ? direction::north : tok[3] == 's' ? direction::south
                       : tok[3] == 'e' ? direction::east : direction::west;
    m.push_back(make_step(*pc, from, neighbour(from, d)));
  }
  return m;
}

}  // namespace arimaa_test

#endif
