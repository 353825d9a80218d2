#ifndef REPETITA_GO_SGF_SCANNER_HPP
#define REPETITA_GO_SGF_SCANNER_HPP

/// \file
/// Where the game trees of an SGF text begin and end, found byte by byte without parsing them: a
/// '(' outside any tree begins one (the reader skips everything else between trees), parentheses
/// outside property values nest, and a property value runs from '[' to the next ']' that is not
/// escaped by '\'. For valid SGF these are exactly the reader's game trees; after a broken tree the
/// adapter's reader resumes where this scan says the tree ends (docs/cli-go.md). The splitter and
/// the adapter's reader (adapter.hpp) share it, so chunks end only where a record ends.

#include <cstdint>

namespace repetita::go::sgf {

/// The game trees of an SGF text, byte by byte (one per reader or splitter).
class tree_scanner {
 public:
  /// What a byte does.
  enum class event : std::uint8_t {
    none,
    tree_begins,  ///< this byte is the '(' that begins a game tree
    tree_ends,    ///< this byte is the ')' that closes a game tree
  };

  /// Feeds the next byte of the text.
  event feed(char c) noexcept {
    if (in_value_) {
      if (escaped_)
        escaped_ = false;
      else if (c == '\\')
        escaped_ = true;
      else if (c == ']')
        in_value_ = false;
      return event::none;
    }
    if (depth_ == 0) {
      if (c != '(') return event::none;
      depth_ = 1;
      return event::tree_begins;
    }
    if (c == '[') {
      in_value_ = true;
    } else if (c == '(') {
      ++depth_;
    } else if (c == ')') {
      if (--depth_ == 0) return event::tree_ends;
    }
    return event::none;
  }

  /// True between game trees (nothing begun and left open).
  [[nodiscard]] bool between_trees() const noexcept { return depth_ == 0; }

 private:
  std::uint32_t depth_ = 0;
  bool in_value_ = false;
  bool escaped_ = false;
};

}  // namespace repetita::go::sgf

#endif
