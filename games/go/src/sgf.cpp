#include <repetita/go/sgf.hpp>
#include <repetita/records/valid_utf8.hpp>

#include <cctype>
#include <charconv>
#include <cstdlib>
#include <sstream>
#include <utility>

namespace repetita::go::sgf {

std::string_view to_string(error::kind k) noexcept {
  switch (k) {
    case error::kind::syntax: return "syntax";
    case error::kind::value: return "value";
    case error::kind::unsupported: return "unsupported";
    case error::kind::too_deep: return "too-deep";
  }
  return "?";
}

const property* node::find(std::string_view id) const noexcept {
  for (const property& p : properties)
    if (p.id == id) return &p;
  return nullptr;
}

// ---- characters ----------------------------------------------------------------------------------

reader::reader(std::istream& in, reader_options options) : in_(&in), options_(options) {}

void append_utf8(std::string& out, std::uint32_t cp) { repetita::append_utf8(out, cp); }

// One byte of UTF-8 text (UTF-16 input is transcoded), or -1 at the end; no position bookkeeping.
int reader::peek() {
  if (pending_ != -2) return pending_;
  if (!started_) {
    started_ = true;
    const int a = in_->rdbuf()->sgetc();
    if (a == 0xFF || a == 0xFE || a == 0xEF) {
      in_->rdbuf()->sbumpc();
      const int b = in_->rdbuf()->sgetc();
      if (a == 0xFF && b == 0xFE) {
        in_->rdbuf()->sbumpc();
        utf16_ = 1;
      } else if (a == 0xFE && b == 0xFF) {
        in_->rdbuf()->sbumpc();
        utf16_ = 2;
      } else if (a == 0xEF && b == 0xBB) {
        in_->rdbuf()->sbumpc();
        if (in_->rdbuf()->sgetc() == 0xBF) in_->rdbuf()->sbumpc();
      } else {
        utf8_.assign(1, static_cast<char>(a));  // not a byte order mark: give the byte back
        utf8_pos_ = 0;
      }
    }
  }
  if (utf8_pos_ < utf8_.size()) return pending_ = static_cast<unsigned char>(utf8_[utf8_pos_++]);
  if (utf16_ == 0) {
    const int c = in_->rdbuf()->sbumpc();
    return pending_ = (c == std::char_traits<char>::eof() ? -1 : c);
  }
  auto unit = [&]() -> int {
    const int a = in_->rdbuf()->sbumpc();
    if (a == std::char_traits<char>::eof()) return -1;
    const int b = in_->rdbuf()->sbumpc();
    if (b == std::char_traits<char>::eof()) return -1;
    return utf16_ == 1 ? (a | (b << 8)) : ((a << 8) | b);
  };
  const int u = unit();
  if (u < 0) return pending_ = -1;
  std::uint32_t cp = static_cast<std::uint32_t>(u);
  if (u >= 0xD800 && u < 0xDC00) {
    const int low = unit();
    cp = low >= 0xDC00 && low < 0xE000
             ? 0x10000 + ((static_cast<std::uint32_t>(u) - 0xD800) << 10) + (static_cast<std::uint32_t>(low) - 0xDC00)
             : 0xFFFD;
  } else if (u >= 0xDC00 && u < 0xE000) {
    cp = 0xFFFD;
  }
  utf8_.clear();
  append_utf8(utf8_, cp);
  utf8_pos_ = 1;
  return pending_ = static_cast<unsigned char>(utf8_[0]);
}

// Lines end with LF, CRLF or CR; columns count characters (a UTF-8 continuation byte is not one).
int reader::get() {
  const int c = peek();
  pending_ = -2;
  if (c == '\n') {
    ++line_;
    column_ = 0;
  } else if (c == '\r') {
    if (peek() != '\n') {  // a lone CR ends its line; in CRLF the LF does
      ++line_;
      column_ = 0;
    }
  } else if (c >= 0 && (c & 0xC0) != 0x80) {
    ++column_;
  }
  return c;
}

void reader::skip_space() {
  while (true) {
    const int c = peek();
    if (c < 0 || std::isspace(c) == 0) return;
    get();
  }
}

// ---- the grammar ---------------------------------------------------------------------------------

result<std::optional<tree>, error> reader::next() {
  if (done_) return std::optional<tree>{};
  // Anything before the next '(' is not SGF (mail headers, comments): skip it.
  while (true) {
    const int c = peek();
    if (c < 0) {
      done_ = true;
      return std::optional<tree>{};
    }
    if (c == '(') break;
    get();
  }
  get();  // '('
  tree t;
  auto r = parse_tree(t, 1);
  if (!r) {
    done_ = true;
    return failure{r.error()};
  }
  return std::optional<tree>{std::move(t)};
}

// After '(': Sequence GameTree* ')'.
result<bool, error> reader::parse_tree(tree& t, std::size_t depth) {
  if (depth > max_depth) return failure{fail(error::kind::too_deep, "variations nested too deeply")};
  skip_space();
  if (peek() != ';') return failure{fail(error::kind::syntax, "expected ';' to start a node")};
  while (true) {
    skip_space();
    const int c = peek();
    if (c == ';') {
      get();
      node n;
      n.line = line_;
      n.column = column_;
      while (true) {
        skip_space();
        const int d = peek();
        if (d < 0 || !std::isalpha(d)) break;
        property p;
        p.line = line_;
        p.column = column_ + 1;
        while (peek() >= 0 && std::isalpha(peek())) {
          const int letter = get();
          if (std::isupper(letter)) p.id += static_cast<char>(letter);
        }
        if (p.id.empty()) return failure{fail(error::kind::syntax, "a property identifier needs an upper-case letter")};
        skip_space();
        if (peek() != '[') return failure{fail(error::kind::syntax, "property " + p.id + " has no value")};
        while (peek() == '[') {
          get();
          std::string v;
          auto r = parse_value(v);
          if (!r) return failure{r.error()};
          p.values.push_back(std::move(v));
          skip_space();
        }
        n.properties.push_back(std::move(p));
      }
      t.nodes.push_back(std::move(n));
    } else if (c == '(') {
      if (t.nodes.empty()) return failure{fail(error::kind::syntax, "a game tree needs a node before its variations")};
      get();
      tree child;
      auto r = parse_tree(child, depth + 1);
      if (!r) return r;
      t.children.push_back(std::move(child));
    } else if (c == ')') {
      get();
      return true;
    } else if (c < 0) {
      if (options_.close_at_end) return true;
      return failure{fail(error::kind::syntax, "unexpected end of input: missing ')'")};
    } else {
      get();
      return failure{fail(error::kind::syntax, std::string("unexpected character '") + static_cast<char>(c) + "'")};
    }
    if (!t.children.empty()) {
      // After the first variation only more variations or ')' may follow.
      skip_space();
      const int d = peek();
      if (d != '(' && d != ')') {
        if (d < 0) {
          if (options_.close_at_end) return true;
          return failure{fail(error::kind::syntax, "unexpected end of input: missing ')'")};
        }
        get();
        return failure{fail(error::kind::syntax, "a node cannot follow the variations of a game tree")};
      }
    }
  }
}

// After '[': the value up to the matching ']', with '\' escapes and soft line breaks.
result<bool, error> reader::parse_value(std::string& out) {
  const std::size_t line = line_, column = column_;
  while (true) {
    int c = get();
    if (c < 0) return failure{error{error::kind::syntax, line, column, "unterminated property value: missing ']'"}};
    if (c == ']') return true;
    if (c == '\\') {
      c = get();
      if (c < 0) return failure{error{error::kind::syntax, line, column, "unterminated property value: missing ']'"}};
      if (c == '\n') {  // soft line break: "\\\n" (and "\\\r\n") are removed
        if (peek() == '\r') get();
        continue;
      }
      if (c == '\r') {
        if (peek() == '\n') get();
        continue;
      }
    }
    out += static_cast<char>(c);
  }
}

result<std::vector<tree>, error> read_all(std::istream& in, reader_options options) {
  reader r(in, options);
  std::vector<tree> trees;
  while (true) {
    auto t = r.next();
    if (!t) return failure{t.error()};
    if (!t.value()) return trees;
    trees.push_back(std::move(*t.value()));
  }
}

result<std::vector<tree>, error> read_all(std::string_view text, reader_options options) {
  std::istringstream in{std::string(text)};
  return read_all(in, options);
}

// ---- the Go meaning ------------------------------------------------------------------------------

namespace {

error value_error(const property& p, std::string message) {
  return error{error::kind::value, p.line, p.column, p.id + ": " + std::move(message)};
}

int coordinate(char c) {
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
  return -1;
}

struct point {
  int x = 0;
  int y = 0;
};

// "ab" -> (0, 1); nullopt for a malformed value.
std::optional<point> parse_point(std::string_view v) {
  if (v.size() != 2) return std::nullopt;
  const int x = coordinate(v[0]), y = coordinate(v[1]);
  if (x < 0 || y < 0) return std::nullopt;
  return point{x, y};
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())) != 0) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())) != 0) s.remove_suffix(1);
  return s;
}

std::optional<int> parse_int(std::string_view s) {
  s = trim(s);
  int v = 0;
  const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc{} || ptr != s.data() + s.size()) return std::nullopt;
  return v;
}

// Calls f(x, y) for every point of a list value ("aa" or the rectangle "aa:cc").
template <class F>
result<bool, error> for_each_point(const property& p, const board& b, F&& f) {
  for (const std::string& raw : p.values) {
    const std::string_view v = trim(raw);
    const std::size_t colon = v.find(':');
    const auto first = parse_point(v.substr(0, colon));
    const auto last = colon == std::string_view::npos ? first : parse_point(v.substr(colon + 1));
    if (!first || !last) return failure{value_error(p, "not a point: '" + std::string(v) + "'")};
    const int x0 = std::min(first->x, last->x), x1 = std::max(first->x, last->x);
    const int y0 = std::min(first->y, last->y), y1 = std::max(first->y, last->y);
    if (!b.on_board(x0, y0) || !b.on_board(x1, y1))
      return failure{value_error(p, "point off the board: '" + std::string(v) + "'")};
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) f(x, y);
  }
  return true;
}

}  // namespace

result<std::vector<move>, error> read_moves(const node& n, const board& b) {
  std::vector<move> moves;
  for (const property& p : n.properties) {
    if (p.id != "B" && p.id != "W") continue;
    const color c = p.id == "B" ? color::black : color::white;
    const std::string_view v = trim(p.values.front());
    if (v.empty() || (v == "tt" && b.width() <= 19 && b.height() <= 19)) {
      moves.push_back(pass(c));
      continue;
    }
    const auto pt = parse_point(v);
    if (!pt) return failure{value_error(p, "not a point: '" + std::string(v) + "'")};
    if (!b.on_board(pt->x, pt->y)) return failure{value_error(p, "point off the board: '" + std::string(v) + "'")};
    moves.push_back(play_at(pt->x, pt->y, c));
  }
  return moves;
}

result<bool, error> apply_setup(const node& n, position& p) {
  bool any = false;
  for (const property& prop : n.properties) {
    color c;
    if (prop.id == "AB")
      c = color::black;
    else if (prop.id == "AW")
      c = color::white;
    else if (prop.id == "AE")
      c = color::empty;
    else if (prop.id == "PL") {
      const std::string_view v = trim(prop.values.front());
      if (v == "B" || v == "b" || v == "1")
        p.set_to_move(color::black);
      else if (v == "W" || v == "w" || v == "2")
        p.set_to_move(color::white);
      else
        return failure{value_error(prop, "not a colour: '" + std::string(v) + "'")};
      continue;
    } else {
      continue;
    }
    any = true;
    auto r = for_each_point(prop, p.board(), [&](int x, int y) { p.setup(x, y, c); });
    if (!r) return failure{r.error()};
  }
  return any;
}

result<game_info, error> read_info(const tree& t) {
  game_info info;
  if (t.nodes.empty()) return failure{error{error::kind::syntax, 1, 1, "empty game tree"}};
  const node& root = t.nodes.front();
  if (const property* gm = root.find("GM")) {
    const auto g = parse_int(gm->values.front());
    if (!g || *g != 1)
      return failure{error{error::kind::unsupported, gm->line, gm->column, "GM: not a game of Go (GM[1])"}};
  }
  int width = 19, height = 19;
  if (const property* sz = root.find("SZ")) {
    const std::string_view v = trim(sz->values.front());
    const std::size_t colon = v.find(':');
    const auto w = parse_int(v.substr(0, colon));
    const auto h = colon == std::string_view::npos ? w : parse_int(v.substr(colon + 1));
    if (!w || !h || *w < 1 || *h < 1) return failure{value_error(*sz, "not a board size: '" + std::string(v) + "'")};
    if (*w > max_size || *h > max_size)
      return failure{error{error::kind::unsupported, sz->line, sz->column, "SZ: boards larger than 25x25"}};
    width = *w;
    height = *h;
  }
  info.start = position(width, height);
  auto setup = apply_setup(root, info.start);
  if (!setup) return failure{setup.error()};
  // A handicap (AB, HA) without PL: White moves first.
  if (root.find("PL") == nullptr && root.find("AB") != nullptr && root.find("AW") == nullptr &&
      root.find("B") == nullptr)
    info.start.set_to_move(color::white);
  if (const property* ha = root.find("HA"))
    if (const auto h = parse_int(ha->values.front())) info.handicap = *h;
  if (const property* km = root.find("KM")) {
    const std::string s(trim(km->values.front()));
    char* end = nullptr;
    const double k = std::strtod(s.c_str(), &end);
    if (!s.empty() && end == s.c_str() + s.size()) info.komi = k;
  }
  if (const property* ru = root.find("RU")) {
    info.ru = ru->values.front();
    info.rule_set = rule_set_for_ru(info.ru);
  }
  return info;
}

namespace {

// Walks every variation with the history from the root to its node. Setup before the first move
// of a path belongs to that path's start position, and without PL the first move's colour says who
// starts (as read_main_line reads a main line); the start is restored when the walk leaves the
// variation that changed it.
class tree_walker {
 public:
  tree_walker(tree_replay& out, const position& start, bool player_given)
      : out_(out), start_(start), player_given_(player_given) {
    replayer_.start(start_);
  }

  result<bool, error> walk(const tree& t, std::size_t variation, bool root) {
    std::size_t pushed = 0;
    const position saved = start_;
    const bool saved_given = player_given_;
    bool restarted = false;
    for (std::size_t i = 0; i < t.nodes.size(); ++i) {
      const node& n = t.nodes[i];
      ++out_.nodes;
      if (!(root && i == 0)) {
        const bool at_start = replayer_.ply() == 0;  // no move yet on this path
        position after = at_start ? start_ : replayer_.current();
        auto s = apply_setup(n, after);
        if (!s) return failure{s.error()};
        if (at_start && (s.value() || n.find("PL") != nullptr)) {
          start_ = after;
          player_given_ |= n.find("PL") != nullptr;
          replayer_.start(start_);
          restarted = true;
        } else if (s.value()) {
          replayer_.setup(after);
          ++pushed;
          ++out_.setup_nodes;
        }
      }
      auto moves = read_moves(n, replayer_.current().board());
      if (!moves) return failure{moves.error()};
      for (const move& m : moves.value()) {
        if (replayer_.ply() == 0 && !player_given_ && start_.to_move() != m.player) {
          start_.set_to_move(m.player);
          replayer_.start(start_);
          restarted = true;
        }
        events_.clear();
        replayer_.play(m, events_);
        ++pushed;
        ++out_.moves;
        for (const replay_event& e : events_) out_.events.push_back(node_event{n.line, n.column, variation, e});
      }
    }
    for (std::size_t k = 0; k < t.children.size(); ++k) {
      std::size_t child_variation = variation;
      if (k > 0) child_variation = out_.variations++;
      auto r = walk(t.children[k], child_variation, false);
      if (!r) return r;
    }
    for (std::size_t i = 0; i < pushed; ++i) replayer_.pop();
    if (restarted) {  // this path had no move before the restart: ply 0 again, the parent's start
      start_ = saved;
      player_given_ = saved_given;
      replayer_.start(start_);
    }
    return true;
  }

 private:
  tree_replay& out_;
  replayer replayer_;
  position start_;
  bool player_given_ = false;
  std::vector<replay_event> events_;
};

}  // namespace

result<tree_replay, error> replay_tree(const tree& t) {
  tree_replay out;
  auto info = read_info(t);
  if (!info) return failure{info.error()};
  out.info = std::move(info.value());
  tree_walker w(out, out.info.start, t.nodes.front().find("PL") != nullptr);
  auto r = w.walk(t, 0, true);
  if (!r) return failure{r.error()};
  return out;
}

}  // namespace repetita::go::sgf
