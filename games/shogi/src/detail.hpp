#ifndef REPETITA_SHOGI_SRC_DETAIL_HPP
#define REPETITA_SHOGI_SRC_DETAIL_HPP

// Helpers shared by the readers (not installed).

#include <repetita/shogi/record.hpp>

#include <string>
#include <string_view>

namespace repetita::shogi::detail {
[[nodiscard]] std::string to_string(setup_problem p);
[[nodiscard]] error illegal_move_error(std::size_t line, std::size_t column, std::string_view text);
}  // namespace repetita::shogi::detail

#endif
