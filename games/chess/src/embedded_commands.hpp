#ifndef REPETITA_CHESS_EMBEDDED_COMMANDS_HPP
#define REPETITA_CHESS_EMBEDDED_COMMANDS_HPP

/// \file
/// The embedded commands of a PGN comment that say what the clock and the engine said after a move:
/// `[%clk]` as the PGN Specification Supplement (2001) defines it, `[%eval]` in the same
/// embedded-command syntax as lichess and ChessBase write it: `[%clk 0:02:58]`, `[%clk 1:05:07.3]`, `[%eval 0.17]`, `[%eval -1.52,23]` (with the depth),
/// `[%eval #-3]`. A comment is text: a command that does not read as one of these is left alone,
/// never an error.

#include <repetita/records/ply_annotation.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace repetita::chess::detail {

class embedded_command_reader {
 public:
  explicit embedded_command_reader(std::string_view text) : text_(text) {}

  /// Reads every `[%clk ...]` and `[%eval ...]` of the text into `out` (a later one wins).
  void read(ply_annotation& out) {
    for (std::size_t found = text_.find("[%"); found != std::string_view::npos; found = text_.find("[%", at_)) {
      at_ = found + 2;
      const std::string_view rest = text_.substr(at_);
      if (rest.starts_with("clk") && (rest.size() == 3 || rest[3] == ' ' || rest[3] == '\t')) {
        at_ += 3;
        double seconds = 0;
        if (clock(seconds)) out.clock = seconds;
      } else if (rest.starts_with("eval") && (rest.size() == 4 || rest[4] == ' ' || rest[4] == '\t')) {
        at_ += 4;
        ply_annotation value = out;
        if (eval(value)) out = value;
      }
    }
  }

 private:
  // A run of digits as a number (at most 9 of them), its digit count in `digits`.
  bool number(std::int64_t& out, int& digits) {
    out = 0;
    digits = 0;
    while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9' && digits < 9) {
      out = out * 10 + (text_[at_++] - '0');
      ++digits;
    }
    return digits > 0;
  }
  // The digits after a '.', if there is one (none otherwise).
  std::string_view fraction_digits() {
    if (!eat('.')) return {};
    const std::size_t begin = at_;
    while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') ++at_;
    return text_.substr(begin, at_ - begin);
  }
  // `whole`.`digits` as the nearest double: std::from_chars rounds correctly, where adding up
  // 0.1 * d does not ("-0.30" read as -0.30000000000000004). Digits past the 24th cannot matter.
  static double decimal(std::int64_t whole, std::string_view digits) {
    std::array<char, 48> text{};
    char* end = std::to_chars(text.data(), text.data() + 20, whole).ptr;
    *end++ = '.';
    digits = digits.substr(0, 24);
    if (digits.empty()) digits = "0";
    end = std::copy(digits.begin(), digits.end(), end);
    double out = 0;
    std::from_chars(text.data(), end, out, std::chars_format::fixed);
    return out;
  }
  bool eat(char c) {
    if (at_ < text_.size() && text_[at_] == c) {
      ++at_;
      return true;
    }
    return false;
  }
  void skip_spaces() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t')) ++at_;
  }
  // The command ends here: spaces, then ']'.
  bool closes() {
    skip_spaces();
    return eat(']');
  }
  // After "[%clk": [H:]MM:SS[.f] as seconds.
  bool clock(double& seconds) {
    skip_spaces();
    std::int64_t parts[3]{};
    int count = 0, digits = 0;
    do {
      if (!number(parts[count], digits)) return false;
      ++count;
    } while (count < 3 && eat(':'));
    if (count < 2) return false;
    const std::string_view fraction = fraction_digits();
    std::int64_t whole = 0;
    for (int i = 0; i < count; ++i) whole = whole * 60 + parts[i];
    seconds = decimal(whole, fraction);
    return closes();
  }
  // After "[%eval": a signed decimal in pawns, or '#' and a signed mate distance; ",depth" ignored.
  bool eval(ply_annotation& out) {
    skip_spaces();
    const bool mate = eat('#');
    const bool negative = eat('-');
    if (!negative) eat('+');
    std::int64_t whole = 0;
    int digits = 0;
    const bool has_whole = number(whole, digits);
    if (mate) {
      if (!has_whole) return false;
      std::int64_t depth = 0;
      if (eat(',') && !number(depth, digits)) return false;
      if (!closes()) return false;
      out.mate = static_cast<std::int32_t>(negative ? -whole : whole);
      out.eval.reset();
      return true;
    }
    if (!has_whole && !(at_ < text_.size() && text_[at_] == '.')) return false;
    const double value = decimal(whole, fraction_digits());
    std::int64_t depth = 0;
    if (eat(',') && !number(depth, digits)) return false;
    if (!closes()) return false;
    out.eval = negative ? -value : value;
    out.mate.reset();
    return true;
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

/// The clock and evaluation that the embedded commands of `comment` give, added to `out`.
inline void read_embedded_commands(std::string_view comment, ply_annotation& out) {
  embedded_command_reader(comment).read(out);
}

}  // namespace repetita::chess::detail

#endif
