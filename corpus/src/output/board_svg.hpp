#ifndef REPETITA_CORPUS_OUTPUT_BOARD_SVG_HPP
#define REPETITA_CORPUS_OUTPUT_BOARD_SVG_HPP

/// \file
/// Any game's board (repetita::board_diagram) as an inline SVG image with a title and a text
/// description (`report`).

#include <repetita/records/board_diagram.hpp>

#include <string>
#include <string_view>

namespace repetita::corpus {

/// Appends an `<svg role="img">` of `d`. `id` makes the title's and description's ids unique in
/// the page; `title` and `description` are plain text (escaped here).
void board_svg(std::string& out, const board_diagram& d, std::string_view id, std::string_view title,
               std::string_view description);

}  // namespace repetita::corpus

#endif
