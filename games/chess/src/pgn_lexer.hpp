#ifndef REPETITA_CHESS_PGN_LEXER_HPP
#define REPETITA_CHESS_PGN_LEXER_HPP

/// \file
/// The PGN lexer (internal to games/chess): bytes from a stream in blocks, lines and columns as PGN
/// readers count them, blanks, comments, escape lines and tokens. The reader (pgn.cpp) and the
/// splitter (pgn_splitter.cpp) are its two consumers, so where a game may start is decided on the
/// same tokens the reader parses, by one lexer.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <istream>
#include <memory>
#include <string>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace repetita::chess::detail {

inline constexpr int end_of_input = -1;
inline constexpr std::size_t buffer_size = std::size_t{1} << 16;
inline constexpr std::size_t max_token = 64;

// Character classes, one table lookup per byte in the lexer's hot loops.
enum : unsigned char {
  cc_blank = 1,         // space, tab, VT, FF, CR, LF
  cc_symbol = 2,        // may appear in a move token
  cc_comment_stop = 4,  // ends the fast scan of a comment: '}', '\\', CR, LF
  cc_continuation = 8,  // a UTF-8 continuation byte (does not advance the column)
  cc_value_stop = 16,   // ends the fast scan of a tag value: '"', '\\', CR, LF
  cc_name = 32,         // may appear in a tag name: letters, digits, '_'
  cc_aside = 64,        // starts a comment or an escape line: '{', ';', '%'
  cc_raw_stop = 128,    // ends a raw run (a token read without parsing it): a blank, '{', '[', ';', '"', '(', ')', ']'
};
constexpr std::array<unsigned char, 256> make_char_classes() {
  std::array<unsigned char, 256> t{};
  for (int c = 0; c < 256; ++c) {
    unsigned char k = 0;
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') k |= cc_blank;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' || c == '#' ||
        c == '=' || c == ':' || c == '/' || c == '-' || c == '.' || c == '!' || c == '?' || c == '_' || c == '~')
      k |= cc_symbol;
    if (c == '}' || c == '\\' || c == '\n' || c == '\r') k |= cc_comment_stop;
    if ((c & 0xC0) == 0x80) k |= cc_continuation;
    if (c == '"' || c == '\\' || c == '\n' || c == '\r') k |= cc_value_stop;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_') k |= cc_name;
    if (c == '{' || c == ';' || c == '%') k |= cc_aside;
    if ((k & cc_blank) || c == '{' || c == '[' || c == ';' || c == '"' || c == '(' || c == ')' || c == ']') k |= cc_raw_stop;
    t[static_cast<std::size_t>(c)] = k;
  }
  return t;
}
inline constexpr std::array<unsigned char, 256> char_classes = make_char_classes();
constexpr unsigned char char_class(char c) { return char_classes[static_cast<unsigned char>(c)]; }

// Eight bytes at a time (SWAR) for the long plain runs of comments and tag values. Flags bytes
// with 0x80; a word is read in memory order on a little-endian machine (elsewhere the scans go
// byte by byte).
inline constexpr bool scan_words = std::endian::native == std::endian::little;
constexpr std::uint64_t repeated(unsigned char b) { return 0x0101010101010101ull * b; }
inline std::uint64_t load_word(const char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, sizeof w);
  return w;
}
// The bytes of `w` that the fast scans stop at: a control character (line ends, tabs), a non-ASCII
// byte (a UTF-8 continuation does not advance the column), `a` or `b`. Only the first flagged
// byte is exact (a borrow runs towards later bytes), which is all a scan needs.
constexpr std::uint64_t special_bytes(std::uint64_t w, unsigned char a, unsigned char b) {
  const auto zero_bytes = [](std::uint64_t x) { return (x - repeated(1)) & ~x & repeated(0x80); };
  return zero_bytes(w ^ repeated(a)) | zero_bytes(w ^ repeated(b)) | (((w - repeated(0x20)) | w) & repeated(0x80));
}
// How many bytes precede the first flagged one (8 if none).
constexpr std::size_t plain_prefix(std::uint64_t special) {
  return special ? static_cast<std::size_t>(std::countr_zero(special)) / 8 : 8;
}
// The first n (< 8) bytes of a word, the others zeroed.
constexpr std::uint64_t first_bytes(std::uint64_t w, std::size_t n) { return w & ((std::uint64_t{1} << (8 * n)) - 1); }

constexpr bool is_blank(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }
constexpr bool is_digit(int c) { return c >= '0' && c <= '9'; }
constexpr bool is_letter(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
// Characters a move token may contain ("Nbxd7+!?", "e8=Q#", "exd6e.p.", "0-0-0").
constexpr bool is_symbol(int c) { return c >= 0 && (char_classes[static_cast<std::size_t>(c)] & cc_symbol) != 0; }
/// A termination marker.
inline bool is_result(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

/// The lexer's state and operations; its consumers derive from it (the reader's hot loops call
/// these inline, as when they were the reader's own).
struct pgn_lexer {
  std::istream* in;
  std::unique_ptr<char[]> buffer{new char[buffer_size]};
  const char* base = nullptr;  // the first byte held: buffer's, or the text's when read in place
  const char* cur = nullptr;  // next unread byte
  const char* lim = nullptr;  // end of the bytes read
  char byte_before_buffer = 0;  // the byte before buffer[0] (to join a CR LF split by a refill)
  bool input_done = false;
  bool first_fill = true;
  std::uint32_t line = 1;
  // Newlines since the last non-blank character: 2 or more means an empty line was crossed. The
  // start of the input counts as following an empty line.
  int blank_newlines = 2;
  // Not beside `line`: g++ copies two adjacent fields with one 8-byte load, and when `column` has
  // just been stored alone (after every token) that load cannot be forwarded from the store
  // buffer and waits for the cache; it was a third of the reader's game loop (perf, lichess-style PGN).
  std::uint32_t column = 1;
  std::string* copy_into = nullptr;  // where the bytes consumed are copied (those from copied_from on)
  const char* copied_from = nullptr;

  // The current token: a view of the input buffer while it lies within one fill of it (no copy),
  // else a copy in token_copy (a token cut by a refill, or one read a character at a time).
  const char* token_begin = nullptr;
  std::size_t token_len = 0;  // at most max_token
  bool token_copied = false;
  bool token_truncated = false;
  std::array<char, max_token> token_copy{};
  std::uint32_t token_line = 0;
  std::uint32_t token_column = 0;

  explicit pgn_lexer(std::istream& stream) : in(&stream) { cur = lim = base = buffer.get(); }
  /// Reads `text` in place, with no copy into a buffer (`text` must outlive the lexer): the input
  /// is all there, so nothing is ever refilled.
  explicit pgn_lexer(std::string_view text) : in(nullptr), buffer(nullptr), input_done(true), first_fill(false) {
    cur = base = text.data();
    lim = cur + text.size();
    if (text.starts_with("\xEF\xBB\xBF")) cur += 3;  // a UTF-8 BOM, as the first fill drops it
  }

  // --- bytes -----------------------------------------------------------------------------------

  bool fill() {
    if (input_done) return false;
    if (copy_into) copy_into->append(copied_from, lim);
    copy_token();  // the refill overwrites the buffer the token may view
    if (lim != buffer.get()) byte_before_buffer = lim[-1];
    in->read(buffer.get(), static_cast<std::streamsize>(buffer_size));
    const auto n = static_cast<std::size_t>(in->gcount());
    cur = buffer.get();
    lim = cur + n;
    copied_from = cur;
    if (first_fill) {
      first_fill = false;
      if (n >= 3 && cur[0] == '\xEF' && cur[1] == '\xBB' && cur[2] == '\xBF') cur += 3;  // UTF-8 BOM
    }
    if (n == 0) {
      input_done = true;
      return false;
    }
    return cur < lim || fill();
  }

  // Makes at least `n` bytes (n <= buffer_size) readable from cur, unless the input ends first: the
  // unread bytes move to the front of the buffer and more are read after them. For the rare
  // look-ahead across a refill (not inlined: kept out of the hot loops).
  [[gnu::noinline]] bool ensure(std::size_t n) {
    if (static_cast<std::size_t>(lim - cur) >= n) return true;
    if (input_done) return false;
    if (copy_into) copy_into->append(copied_from, cur);
    copy_token();
    if (cur != buffer.get()) byte_before_buffer = cur[-1];
    const auto left = static_cast<std::size_t>(lim - cur);
    std::memmove(buffer.get(), cur, left);
    in->read(buffer.get() + left, static_cast<std::streamsize>(buffer_size - left));
    const auto n_read = static_cast<std::size_t>(in->gcount());
    cur = buffer.get();
    lim = cur + left + n_read;
    copied_from = cur;
    if (n_read == 0) input_done = true;
    return static_cast<std::size_t>(lim - cur) >= n;
  }

  // A UTF-8 byte order mark at the start of a line outside a game, where concatenated files put
  // it (the one at the start of the input is dropped by the first fill): skipped, in no column.
  [[gnu::noinline]] bool skip_byte_order_mark() {
    if (!ensure(3) || std::memcmp(cur, "\xEF\xBB\xBF", 3) != 0) return false;
    cur += 3;
    return true;
  }

  // The same mark in a game's movetext, where it is skipped only before a '[' or the end of the
  // input: the next file's tags, or an empty file, after a game with no termination marker (which
  // either ends). Elsewhere it is text.
  [[gnu::noinline]] bool skip_byte_order_mark_before_tags() {
    const bool fourth = ensure(4);
    if (static_cast<std::size_t>(lim - cur) < 3 || std::memcmp(cur, "\xEF\xBB\xBF", 3) != 0) return false;
    if (fourth && cur[3] != '[') return false;
    cur += 3;
    return true;
  }

  char byte_before(const char* p) const { return p == base ? byte_before_buffer : p[-1]; }

  int peek() {
    if (cur == lim && !fill()) return end_of_input;
    return static_cast<unsigned char>(*cur);
  }

  void newline() {
    ++line;
    column = 1;
    ++blank_newlines;
  }

  // Consumes one byte. CR, LF and CR LF are one line end each; the byte is returned as read.
  int get() {
    if (cur == lim && !fill()) return end_of_input;
    const char* p = cur++;
    const int c = static_cast<unsigned char>(*p);
    if (c == '\n') {
      if (byte_before(p) != '\r') newline();
    } else if (c == '\r') {
      newline();
    } else {
      if ((c & 0xC0) != 0x80) ++column;
      if (c != ' ' && c != '\t') blank_newlines = 0;
    }
    return c;
  }

  void skip_blanks() {
    if (lim - cur >= 2 && cur[0] == ' ' && !(char_class(cur[1]) & cc_blank)) {  // the usual: one space
      ++cur;
      ++column;
      return;
    }
    for (;;) {
      if (cur == lim && !fill()) return;
      // Locals: `*p` may alias the members, which would then be stored at every byte.
      const char* p = cur;
      std::uint32_t at_line = line;
      std::uint32_t col = column;
      int newlines = blank_newlines;
      for (; p < lim; ++p) {
        const char c = *p;
        if (c == ' ') {
          ++col;
        } else if (!(char_class(c) & cc_blank)) {
          break;
        } else if (c == '\r' || (c == '\n' && byte_before(p) != '\r')) {
          ++at_line;
          col = 1;
          ++newlines;
        } else if (c != '\n') {
          ++col;
        }
      }
      cur = p;
      line = at_line;
      column = col;
      blank_newlines = newlines;
      if (p < lim) return;
    }
  }

  void skip_line() {
    for (int c = peek(); c != end_of_input; c = peek()) {
      get();
      if (c == '\n' || c == '\r') {
        if (c == '\r' && peek() == '\n') get();
        return;
      }
    }
  }

  // A '[' in column 1 after an empty line: the tag section of a new game.
  bool at_new_game_start() { return column == 1 && blank_newlines >= 2 && peek() == '['; }

  void start_copying(std::string* target) {
    copy_into = target;
    copied_from = cur;
  }
  // Stops copying; the last `drop` bytes consumed (the closing ')') are not kept.
  void stop_copying(std::size_t drop) {
    if (!copy_into) return;
    copy_into->append(copied_from, cur);
    copy_into->resize(copy_into->size() - drop);
    copy_into = nullptr;
  }

  // --- tokens ----------------------------------------------------------------------------------

  // A token starts at the next byte.
  void mark_token() {
    token_line = line;
    token_column = column;
    token_len = 0;
    token_copied = false;
    token_truncated = false;
    blank_newlines = 0;
  }
  // Moves the token into token_copy, so that it no longer depends on the buffer's contents.
  void copy_token() {
    if (token_copied) return;
    if (token_len != 0) std::memcpy(token_copy.data(), token_begin, token_len);
    token_begin = token_copy.data();
    token_copied = true;
  }
  // Appends the bytes [from, to) of the buffer to the token; past max_token it is truncated.
  void extend_token(const char* from, const char* to) {
    const auto n = static_cast<std::size_t>(to - from);
    if (token_len == 0 && !token_copied && n <= max_token) {  // the usual case: a new token, viewed where it lies
      token_begin = from;
      token_len = n;
    } else {
      append_to_token(from, n);
    }
  }
  void append_to_token(const char* from, std::size_t n) {
    if (n > max_token - token_len) {
      n = max_token - token_len;
      token_truncated = true;
    }
    if (n == 0) return;
    if (token_len == 0 && !token_copied) {
      token_begin = from;
    } else if (token_copied || token_begin + token_len != from) {  // not right after the viewed part
      copy_token();
      std::memcpy(token_copy.data() + token_len, from, n);
    }
    token_len += n;
  }
  // Appends the ASCII bytes accepted by `accept` to the token.
  template <class Accept>
  void read_run(Accept accept) {
    for (;;) {
      const char* p = cur;
      while (p < lim && accept(static_cast<unsigned char>(*p))) ++p;
      extend_token(cur, p);
      column += static_cast<std::uint32_t>(p - cur);
      cur = p;
      if (p < lim || !fill()) return;  // the run goes on after a refill
    }
  }
  std::string_view token_text() const { return {token_begin, token_len}; }
  // A raw token: the bytes up to a blank or a structural character (cc_raw_stop), read without
  // parsing them (after a broken game, and by the splitter, which only looks for termination markers).
  // Not inlined: the cold paths of the reader's game loop call it, and inlined there it cost the
  // loop 2% more instructions (callgrind, count_chess_tracking).
  [[gnu::noinline]] void read_raw_run() { raw_run<true>(); }
  // The same bytes, not kept (text on the line, as a token is: the line is not blank).
  void skip_raw_run() {
    blank_newlines = 0;
    raw_run<false>();
  }
  template <bool keep>
  void raw_run() {
    for (;;) {
      const char* p = cur;
      std::uint32_t col = column;  // a local: `*p` may alias a member, then stored at every byte
      for (; p < lim; ++p) {
        const unsigned char k = char_class(*p);
        if (k & cc_raw_stop) break;
        col += (k & cc_continuation) == 0;
      }
      if constexpr (keep) extend_token(cur, p);
      column = col;
      cur = p;
      if (p < lim || !fill()) return;
    }
  }
  // A string in double quotes whose '"' is next, read as a tag value is: \" and \\ are escapes; it
  // ends at its closing quote or, unterminated, before the end of its line.
  void skip_string() {
    get();  // '"'
    for (;;) {
      if (cur == lim && !fill()) return;
      bool content = false;
      cur = scan_plain(cur, cc_value_stop, '"', column, content);  // up to '"', '\\' or a line end
      if (cur == lim) continue;
      if (*cur == '\n' || *cur == '\r') return;
      const int c = get();
      if (c == '"') return;
      if (peek() == '"' || peek() == '\\') get();  // after a backslash
    }
  }

#if defined(__SSE2__)
  // scan_plain sixteen bytes at a time (SSE2, in every x86-64): up to the first `quote`, '\\' or
  // line end (`stopped` becomes true: those are the callers' stop bytes), or to the last 16 bytes
  // before lim (the word and byte loops finish). Comments of engine tournaments and lichess
  // (~40-150 bytes after every move) are most of such files' bytes.
  const char* scan_plain_sse2(const char* p, char quote, std::uint32_t& col, bool& content, bool& stopped) const {
    const __m128i quotes = _mm_set1_epi8(quote);
    const __m128i backslashes = _mm_set1_epi8('\\');
    const __m128i line_feeds = _mm_set1_epi8('\n');
    const __m128i returns = _mm_set1_epi8('\r');
    while (lim - p >= 16) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
      const __m128i stops = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quotes), _mm_cmpeq_epi8(v, backslashes)),
                                         _mm_or_si128(_mm_cmpeq_epi8(v, line_feeds), _mm_cmpeq_epi8(v, returns)));
      const auto stop_bits = static_cast<unsigned>(_mm_movemask_epi8(stops));
      const unsigned n = stop_bits != 0 ? static_cast<unsigned>(std::countr_zero(stop_bits)) : 16;
      const unsigned before = (1u << n) - 1;  // the bytes passed
      if (!content) {
        // Blanks other than line ends (a stop): space, tab, VT, FF (9, 11, 12).
        const __m128i blanks = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')),
                                            _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\t')),
                                                         _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\v')),
                                                                      _mm_cmpeq_epi8(v, _mm_set1_epi8('\f')))));
        content = (~static_cast<unsigned>(_mm_movemask_epi8(blanks)) & before) != 0;
      }
      std::uint32_t columns = n;
      if ((static_cast<unsigned>(_mm_movemask_epi8(v)) & before) != 0) {  // non-ASCII: continuations take no column
        const __m128i continuations = _mm_cmpeq_epi8(_mm_and_si128(v, _mm_set1_epi8(static_cast<char>(0xC0))),
                                                     _mm_set1_epi8(static_cast<char>(0x80)));
        columns -= static_cast<std::uint32_t>(std::popcount(static_cast<unsigned>(_mm_movemask_epi8(continuations)) & before));
      }
      col += columns;
      p += n;
      if (n < 16) {
        stopped = true;
        break;
      }
    }
    return p;
  }
#endif

  // Skips plain bytes from `p` up to the first byte of class `stop` (or up to lim), counting columns
  // in `column_out`; `content` becomes true if a non-blank byte is passed. Eight bytes at a time
  // while they are printable ASCII other than `quote` and '\\' (`stop` holds those and line ends).
  const char* scan_plain(const char* p, unsigned char stop, char quote, std::uint32_t& column_out,
                         bool& content) const {
    std::uint32_t col = column_out;  // a local: `*p` may alias a member, then stored at every byte
#if defined(__SSE2__)
    bool stopped = false;
    p = scan_plain_sse2(p, quote, col, content, stopped);
    if (stopped) {  // at a stop byte: the loops below would only find it again (one word a comment)
      column_out = col;
      return p;
    }
#endif
    for (;;) {
      if (scan_words && lim - p >= 8) {
        const std::uint64_t w = load_word(p);
        const std::size_t n = plain_prefix(special_bytes(w, static_cast<unsigned char>(quote), '\\'));
        if (n != 0) {
          const std::uint64_t not_spaces = w ^ repeated(' ');
          content |= (n == 8 ? not_spaces : first_bytes(not_spaces, n)) != 0;
          p += n;
          col += static_cast<std::uint32_t>(n);
          continue;
        }
      }
      if (p == lim) break;
      const unsigned char k = char_class(*p);
      if (k & stop) break;
      content |= (k & cc_blank) == 0;
      col += (k & cc_continuation) == 0;
      ++p;
    }
    column_out = col;
    return p;
  }

  // Reads a brace comment whose '{' is next. Returns false if it is unterminated: at the end of
  // input, or at a '[' in column 1 after an empty line (the next game's tags; left unread).
  // Inside a comment "\}" and "\\" are escapes (kokopu's convention).
  bool read_comment() {
    get();  // '{'
    blank_newlines = 0;
    for (;;) {
      if (cur == lim && !fill()) return false;
      bool content = false;
      const char* const p = scan_plain(cur, cc_comment_stop, '}', column, content);
      if (content) blank_newlines = 0;
      cur = p;
      if (p == lim) continue;
      if (*p == '}') {
        ++cur;
        ++column;
        blank_newlines = 0;
        return true;
      }
      const int c = get();  // the line end or the backslash, through the slow path
      if (c == '\\') {
        if (peek() == '}' || peek() == '\\') get();
      } else if (at_new_game_start()) {
        return false;
      }
    }
  }

  // Consumes `c` if it is next (an ASCII character other than a line end).
  bool eat(char c) {
    if (peek() != static_cast<unsigned char>(c)) return false;
    ++cur;
    ++column;
    return true;
  }
  void skip_spaces() {
    while (peek() == ' ' || peek() == '\t') {
      ++cur;
      ++column;
    }
  }
};

}  // namespace repetita::chess::detail

#endif
