#include "arimaa_driver.hpp"

#include "arimaa_processor.hpp"
#include "arimaa_record.hpp"
#include "arimaa_splitter.hpp"

#include <repetita/arimaa/rule_sets.hpp>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace repetita::cli {

namespace {

bool blank(char c) noexcept { return c == ' ' || c == '\t' || c == '\r'; }

// True if `line` (blanks trimmed at its start) is a turn line: a label "<number><g|s|w|b>", then
// the end of the line or a token the notation reader knows (a placement, step or capture, or a
// keyword). `bare` is set for a label alone.
bool is_turn_line(std::string_view line, bool& bare) noexcept {
  std::size_t d = 0;
  while (d < line.size() && line[d] >= '0' && line[d] <= '9') ++d;
  if (d == 0 || d == line.size()) return false;
  const char side = line[d];
  if (side != 'g' && side != 's' && side != 'w' && side != 'b') return false;
  std::size_t t = d + 1;
  if (t < line.size() && !blank(line[t])) return false;
  while (t < line.size() && blank(line[t])) ++t;
  bare = t == line.size();
  if (bare) return true;
  std::size_t end = t;
  while (end < line.size() && !blank(line[end])) ++end;
  const std::string_view token = line.substr(t, end - t);
  if (token == "takeback" || token == "resign" || token == "resigns" || token == "pass") return true;
  if (token.size() < 3 || token.size() > 4 || !repetita::arimaa::piece_of_letter(token[0])) return false;
  if (token[1] < 'a' || token[1] > 'h' || token[2] < '1' || token[2] > '8') return false;
  return token.size() == 3 || std::string_view("nsewx").find(token[3]) != std::string_view::npos;
}

class arimaa_notation_driver final : public game_driver {
 public:
  arimaa_notation_driver() {
    for (const auto& info : repetita::arimaa::rule_sets.infos())
      entries_.push_back({info.name, info.description, info.source});
  }

  [[nodiscard]] std::string_view game() const noexcept override { return "arimaa"; }
  [[nodiscard]] std::string_view format() const noexcept override { return "arimaa"; }
  [[nodiscard]] bool has_extension(std::string_view extension) const noexcept override {
    return extension == ".arimaa";
  }

  /// The first line that is not blank or a '#' comment (after a byte order mark) is a turn line,
  /// or a label alone with a diagram border on the next line.
  [[nodiscard]] bool looks_like(std::string_view head) const noexcept override {
    if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
    while (!head.empty()) {
      const std::size_t end = std::min(head.find('\n'), head.size());
      std::string_view line = head.substr(0, end);
      head.remove_prefix(std::min(end + 1, head.size()));
      std::size_t i = 0;
      while (i < line.size() && blank(line[i])) ++i;
      line.remove_prefix(i);
      if (line.empty() || line.front() == '#') continue;
      bool bare = false;
      if (!is_turn_line(line, bare)) return false;
      if (!bare) return true;
      const std::size_t next = head.find_first_not_of(" \t");
      return next != std::string_view::npos && head.substr(next, 2) == "+-";
    }
    return false;
  }

  [[nodiscard]] std::span<const rule_set_entry> rule_sets() const noexcept override { return entries_; }
  [[nodiscard]] std::string_view player_label(player_index player) const noexcept override {
    return player == 0 ? "gold" : player == 1 ? "silver" : "";
  }
  /// Arimaa has no draw: a game-ending verdict is a loss, and the result names the winner.
  [[nodiscard]] std::string_view result_of(const verdict& end) const noexcept override {
    if (end.kind == verdict_kind::loss && end.who <= 1)
      return arimaa_text::player_word(end.who == 0 ? repetita::arimaa::color::silver : repetita::arimaa::color::gold);
    return "*";
  }
  [[nodiscard]] std::unique_ptr<chunk_splitter> make_splitter() const override {
    return std::make_unique<arimaa_text::arimaa_splitter>();
  }
  [[nodiscard]] std::unique_ptr<chunk_processor> make_processor(const replay_options& options) const override {
    return std::make_unique<arimaa_text::arimaa_processor>(*this, options);
  }
  /// Arimaa has no draw claim (the repetition rule forbids the move instead): a usage error.
  [[nodiscard]] claim_outcome check_claim(std::istream&, const std::string& file, const claim_query&) const override {
    return claim_problem{"'repetita check' judges draw claims, and Arimaa has none: a third occurrence is an illegal "
                         "move (" + file + " is an Arimaa record); 'repetita analyze' lists the illegal moves and the ends "
                         "of the game"};
  }

 private:
  std::vector<rule_set_entry> entries_;
};

}  // namespace

const game_driver& arimaa_driver() {
  static const arimaa_notation_driver driver;
  return driver;
}

}  // namespace repetita::cli
