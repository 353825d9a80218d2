#include <repetita/chess/pgn_splitter.hpp>

#include "pgn_lexer.hpp"

#include <algorithm>
#include <cstring>
#include <istream>
#include <string>
#include <string_view>

namespace repetita::chess {

using detail::cc_raw_stop;
using detail::char_class;
using detail::end_of_input;
using detail::is_result;

// The reader's lexer with the cut rule as its consumer.
struct pgn_splitter::scanner : detail::pgn_lexer {
  // Movetext (or anything the reader would read as a game's) was seen since the last termination
  // marker or tag pair: a tag section starting after an empty line now starts a new game.
  bool tags_start_game = false;

  explicit scanner(std::istream& input) : pgn_lexer(input) {}
  explicit scanner(std::string_view text) : pgn_lexer(text) {}

  // Bytes of the chunk copied so far.
  [[nodiscard]] std::size_t copied(const std::string& chunk) const {
    return chunk.size() + static_cast<std::size_t>(cur - copied_from);
  }

  // After a termination marker: true if only blanks follow it on its line, which is then consumed
  // with its line end.
  bool rest_of_line_blank() {
    for (int c = peek(); c == ' ' || c == '\t' || c == '\v' || c == '\f'; c = peek()) get();
    const int c = peek();
    if (c == end_of_input) return true;
    if (c != '\n' && c != '\r') return false;
    get();
    if (c == '\r' && peek() == '\n') get();
    return true;
  }

  // The rest of the line the scanner starts in, with its line end (CR, LF or CR LF); the scanner
  // then stands as a new one at the start of the next line. False if the input ends in the line.
  // An engine's movetext may be one line of 50 KB, which a block starting inside it reads to its
  // end: memchr, not a loop over bytes.
  bool skip_partial_line() {
    for (;;) {
      if (cur == lim && !fill()) return false;
      const auto left = static_cast<std::size_t>(lim - cur);
      const char* end = static_cast<const char*>(std::memchr(cur, '\n', left));
      if (end == nullptr) end = lim;
      if (const void* cr = std::memchr(cur, '\r', static_cast<std::size_t>(end - cur))) end = static_cast<const char*>(cr);
      cur = end;
      if (end < lim) break;
    }
    if (*cur++ == '\r' && peek() == '\n') ++cur;
    line = 1;
    column = 1;
    blank_newlines = 2;  // as at the start of an input
    return true;
  }

  // A tag pair whose '[' is next: up to its ']' or the end of its line (where the reader ends an
  // unterminated one), its value read as a string.
  void skip_tag() {
    get();  // '['
    for (;;) {
      if (cur == lim && !fill()) return;
      const char* p = cur;
      while (p < lim && *p != '"' && *p != ']' && *p != '\n' && *p != '\r') ++p;
      column += static_cast<std::uint32_t>(p - cur);  // a tag name is ASCII; in column 1 or not is all that counts
      cur = p;
      if (p == lim) continue;
      if (*p == '"') {
        skip_string();
      } else {
        if (*p == ']') get();
        return;
      }
    }
  }

  // Scans to the next place where a chunk of at least `target` bytes may end; false at the end of
  // the input (the chunk then holds the rest).
  bool scan(std::size_t target, const std::string& chunk) {
    for (;;) {
      skip_blanks();
      const int c = peek();
      if (c == end_of_input) return false;
      if (tags_start_game && at_new_game_start()) {
        tags_start_game = false;
        if (copied(chunk) >= target) return true;
      }
      switch (c) {
        case '{':
          read_comment();  // unterminated: it ends at the next game's tags, as the reader's does
          continue;
        case ';':
          skip_line();
          continue;
        case '%':
          if (column == 1) {
            skip_line();
            continue;
          }
          break;
        case '"':  // out of place: the reader reports it and skips the string, as a broken game's
          skip_string();
          tags_start_game = true;
          continue;
        case '[':
          skip_tag();
          tags_start_game = false;  // the reader may be in a tag section now (after a '[' in movetext too)
          continue;
        default: break;
      }
      if (char_class(static_cast<char>(c)) & cc_raw_stop) {
        get();  // '(', ')', or a structural character out of place
        tags_start_game = true;
        continue;
      }
      if (c != '1' && c != '0' && c != '*') {  // no termination marker: most tokens
        skip_raw_run();
        tags_start_game = true;
        continue;
      }
      mark_token();
      read_raw_run();
      if (!is_result(token_text())) {
        tags_start_game = true;
        continue;
      }
      // A termination marker (also in a variation, which the reader reports and ends there).
      tags_start_game = false;
      if (rest_of_line_blank() && copied(chunk) >= target) return true;
    }
  }
};

pgn_splitter::pgn_splitter() = default;
pgn_splitter::~pgn_splitter() = default;
pgn_splitter::pgn_splitter(pgn_splitter&&) noexcept = default;
pgn_splitter& pgn_splitter::operator=(pgn_splitter&&) noexcept = default;

namespace {

// Whether a line read from its middle ends with a termination marker, blanks after it aside.
bool ends_with_result(std::string_view line) {
  while (!line.empty() && std::string_view(" \t\v\f\r\n").find(line.back()) != std::string_view::npos)
    line.remove_suffix(1);
  const std::size_t token = line.find_last_of(" \t") + 1;  // npos + 1 == 0: the whole line
  return !line.empty() && is_result(line.substr(token));
}

}  // namespace

// In the middle of a line, what is left of it may be the end of a tag pair, a comment or a token:
// it is read as it is, and when it ends with a termination marker the next game starts after it
// (games start at the beginning of a line).
bool pgn_splitter::resume_after_partial_line(std::istream& in, record_chunk& chunk) {
  if (at_line_start_) return false;
  scanner_ = std::make_unique<scanner>(in);
  scanner& s = *scanner_;
  s.start_copying(&chunk.text);
  if (s.skip_partial_line()) ++next_line_;
  s.stop_copying(0);
  return ends_with_result(chunk.text) && s.peek() != end_of_input;
}

// As resume() then next() twice, on bytes that are all there: the first cut, if a record follows
// it. The lexer never steps back, and it meets the text's end only with `cur` there: a cut with
// bytes after it is the one the whole input gives; a search that reaches the end may find
// otherwise with more of the input.
std::optional<record_start_search> pgn_splitter::first_record_in_place(std::string_view text, bool at_line_start,
                                                                       bool input_ends) const {
  scanner s(text);
  s.copied_from = text.data();  // scan() counts the bytes from the text's first one, as next() does
  bool cut = !at_line_start && s.skip_partial_line() && ends_with_result({text.data(), s.cur});
  if (!cut) cut = s.scan(1, std::string());
  const auto at = static_cast<std::size_t>(s.cur - text.data());
  // A record follows the cut when anything but blanks does (next() would cut a chunk of it).
  if (cut && text.find_first_not_of(" \t\v\f\r\n", at) != std::string_view::npos) return record_start_search{true, at};
  return record_start_search{input_ends, std::nullopt};
}

bool pgn_splitter::next(std::istream& in, std::size_t target_bytes, record_chunk& chunk) {
  chunk.text.clear();
  chunk.first_line = next_line_;
  if (resuming_ && !scanner_) {
    resuming_ = false;
    if (resume_after_partial_line(in, chunk)) {
      consumed_ += chunk.text.size();
      return true;
    }
  }
  if (!scanner_) scanner_ = std::make_unique<scanner>(in);
  scanner& s = *scanner_;
  s.start_copying(&chunk.text);
  const bool cut = s.scan(std::max<std::size_t>(target_bytes, 1), chunk.text);
  s.stop_copying(0);
  consumed_ += chunk.text.size();
  // The lexer counts lines from 1 in each chunk: 32 bits suffice for a chunk, not for an input.
  next_line_ += s.line - 1;
  s.line = 1;
  if (cut) return true;
  return chunk.text.find_first_not_of(" \t\v\f\r\n") != std::string::npos;  // only blanks left: no game
}

}  // namespace repetita::chess
