#include <repetita/arimaa/game_boundaries.hpp>

#include <repetita/arimaa/archive.hpp>
#include <repetita/arimaa/notation.hpp>

#include <cstddef>

namespace repetita::arimaa::notation {

namespace {

bool blank(char c) noexcept { return c == ' ' || c == '\t' || c == '\r'; }

enum class line_kind : unsigned char { blank_or_comment, border, label, tag, other };

struct classified {
  line_kind kind = line_kind::other;
  bool gold_setup = false;  // the label is 1g or 1w
  bool bare = false;        // the label stands alone
  bool takeback = false;    // the label's line is a takeback
};

// As the notation reader reads lines (games/arimaa notation::read): blanks, '#' comments, a
// border '+---+', a label "<number><g|s|w|b>" followed by a blank or the end, a header line
// "Name: value".
classified classify(std::string_view line) noexcept {
  std::size_t i = 0;
  if (line.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
  while (i < line.size() && blank(line[i])) ++i;
  std::size_t end = line.size();
  while (end > i && blank(line[end - 1])) --end;
  if (i == end || line[i] == '#') return {line_kind::blank_or_comment};
  const std::string_view text = line.substr(i, end - i);
  if (text.size() >= 3 && text.front() == '+' && text.back() == '+' &&
      text.substr(1, text.size() - 2).find_first_not_of('-') == std::string_view::npos)
    return {line_kind::border};
  if (read_tag(text)) return {line_kind::tag};
  std::size_t d = 0;
  while (d < text.size() && text[d] >= '0' && text[d] <= '9') ++d;
  if (d == 0 || d == text.size()) return {line_kind::other};
  const char side = text[d];
  if (side != 'g' && side != 's' && side != 'w' && side != 'b') return {line_kind::other};
  if (d + 1 < text.size() && !blank(text[d + 1])) return {line_kind::other};
  classified c{line_kind::label};
  const std::string_view number = text.substr(0, d);
  c.gold_setup = number.find_first_not_of('0') == d - 1 && number.back() == '1' && (side == 'g' || side == 'w');
  std::size_t t = d + 1;
  while (t < text.size() && blank(text[t])) ++t;
  c.bare = t == text.size();
  std::size_t token_end = t;
  while (token_end < text.size() && !blank(text[token_end])) ++token_end;
  c.takeback = text.substr(t, token_end - t) == "takeback";
  return c;
}

}  // namespace

game_boundaries::cut game_boundaries::feed(std::string_view line) noexcept {
  if (archive_) return cut::none;  // one chunk: every line needs the archive's column line
  if (!content_ && !seen_line_) {
    seen_line_ = true;
    if (is_archive_header(line)) {
      archive_ = true;
      content_ = true;
      return cut::none;
    }
  }
  const classified c = classify(line);
  const bool after_tags = only_tags_;  // the game holds header lines and nothing else yet
  if (c.kind != line_kind::blank_or_comment && c.kind != line_kind::tag) only_tags_ = false;
  switch (c.kind) {
    case line_kind::blank_or_comment:
      previous_bare_label_ = false;
      return cut::none;
    case line_kind::border: {
      // A label alone and a border right below it: a board diagram starts at the label.
      const bool diagram = previous_bare_label_ && content_before_previous_;
      previous_bare_label_ = false;
      last_was_takeback_ = false;
      content_ = true;
      return diagram ? cut::previous_line : cut::none;
    }
    case line_kind::tag: {
      // The header lines of a game page export start a game, unless the game holds only header
      // lines so far.
      const bool starts = content_ && !only_tags_;
      content_ = true;
      only_tags_ = true;
      previous_bare_label_ = false;
      last_was_takeback_ = false;
      return starts ? cut::here : cut::none;
    }
    case line_kind::label: {
      const bool starts = c.gold_setup && content_ && !last_was_takeback_ && !after_tags;
      content_before_previous_ = content_ && !starts && !after_tags;
      content_ = true;
      previous_bare_label_ = c.bare;
      last_was_takeback_ = c.takeback;
      return starts ? cut::here : cut::none;
    }
    case line_kind::other:
      content_ = true;
      previous_bare_label_ = false;
      last_was_takeback_ = false;
      return cut::none;
  }
  return cut::none;
}

}  // namespace repetita::arimaa::notation
