#include "go_driver.hpp"

#include "sgf_processor.hpp"
#include "sgf_splitter.hpp"

#include <repetita/go/rule_sets.hpp>

#include <vector>

namespace repetita::cli {

namespace {

class go_sgf_driver final : public game_driver {
 public:
  go_sgf_driver() {
    for (const auto& info : repetita::go::rule_sets.infos()) entries_.push_back({info.name, info.description, info.source});
  }

  [[nodiscard]] std::string_view game() const noexcept override { return "go"; }
  [[nodiscard]] std::string_view format() const noexcept override { return "sgf"; }
  [[nodiscard]] bool has_extension(std::string_view extension) const noexcept override { return extension == ".sgf"; }

  /// SGF starts (after a byte order mark and blanks) with a game tree: '(' then ';' (blanks may
  /// stand between them). UTF-16 text is recognised by its byte order mark.
  [[nodiscard]] bool looks_like(std::string_view head) const noexcept override {
    if (head.substr(0, 2) == "\xFF\xFE" || head.substr(0, 2) == "\xFE\xFF") {
      // UTF-16: the same test on the code units that are ASCII (NUL bytes dropped).
      std::string ascii;
      for (const char c : head.substr(2))
        if (c != '\0') ascii += c;
      return looks_like(ascii);
    }
    if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
    const auto blanks = " \t\r\n\v\f";
    auto at = head.find_first_not_of(blanks);
    if (at == std::string_view::npos || head[at] != '(') return false;
    at = head.find_first_not_of(blanks, at + 1);
    return at != std::string_view::npos && head[at] == ';';
  }

  [[nodiscard]] std::span<const rule_set_entry> rule_sets() const noexcept override { return entries_; }
  /// Black moves first: players[0] is Black (PB), players[1] White (PW), as repetita::go::color.
  [[nodiscard]] std::string_view player_label(player_index player) const noexcept override {
    return player == 0 ? "black" : player == 1 ? "white" : "";
  }
  /// SGF RE values: "Void" for no result (Japanese 1989 Art. 12), "0" for a draw, "B+"/"W+" for a win.
  [[nodiscard]] std::string_view result_of(const verdict& end) const noexcept override {
    switch (end.kind) {
      case verdict_kind::no_result: return "Void";
      case verdict_kind::draw: return "0";
      case verdict_kind::loss: return end.who == 0 ? "W+" : end.who == 1 ? "B+" : "?";
      default: return "?";
    }
  }
  [[nodiscard]] std::unique_ptr<chunk_splitter> make_splitter() const override {
    return std::make_unique<go_sgf::sgf_splitter>();
  }
  [[nodiscard]] std::unique_ptr<chunk_processor> make_processor(const replay_options& options) const override {
    return std::make_unique<go_sgf::sgf_processor>(*this, options);
  }
  /// Go rules have no draw claim to check: a clean usage error (docs/cli-go.md, "check").
  [[nodiscard]] claim_outcome check_claim(std::istream&, const std::string&, const claim_query&) const override {
    return claim_problem{
        "'repetita check' judges draw claims, and Go has none: its rule sets forbid moves (ko, superko, "
        "suicide) or end the game without result; 'repetita analyze FILE --rules all' lists both for each "
        "recorded move"};
  }

 private:
  std::vector<rule_set_entry> entries_;
};

}  // namespace

const game_driver& go_driver() {
  static const go_sgf_driver driver;
  return driver;
}

}  // namespace repetita::cli
