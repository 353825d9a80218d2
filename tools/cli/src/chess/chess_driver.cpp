#include "chess_driver.hpp"

#include "pgn_claim.hpp"
#include "pgn_processor.hpp"
#include "pgn_splitter.hpp"

#include <repetita/chess/rule_sets.hpp>

#include <vector>

namespace repetita::cli {

namespace {

class chess_pgn_driver final : public game_driver {
 public:
  chess_pgn_driver() {
    for (const auto& info : repetita::chess::rule_sets.infos())
      entries_.push_back({info.name, info.description, info.source});
  }

  [[nodiscard]] std::string_view game() const noexcept override { return "chess"; }
  [[nodiscard]] std::string_view format() const noexcept override { return "pgn"; }
  [[nodiscard]] bool has_extension(std::string_view extension) const noexcept override { return extension == ".pgn"; }

  /// PGN starts (after a byte order mark and blanks) with a tag pair, a comment, an escape line,
  /// or movetext beginning with a move number ("1." or "1...") or a termination marker.
  [[nodiscard]] bool looks_like(std::string_view head) const noexcept override {
    if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
    const auto start = head.find_first_not_of(" \t\r\n\v\f");
    if (start == std::string_view::npos) return false;
    head.remove_prefix(start);
    const char c = head.front();
    if (c == '[' || c == '{' || c == ';' || c == '%' || c == '*') return true;
    std::size_t digits = 0;
    while (digits < head.size() && head[digits] >= '0' && head[digits] <= '9') ++digits;
    return digits > 0 && digits < head.size() && (head[digits] == '.' || head[digits] == '-' || head[digits] == '/');
  }

  [[nodiscard]] std::span<const rule_set_entry> rule_sets() const noexcept override { return entries_; }
  [[nodiscard]] std::string_view player_label(player_index player) const noexcept override {
    return player == 0 ? "white" : player == 1 ? "black" : "";
  }
  [[nodiscard]] std::string_view result_of(const verdict& end) const noexcept override {
    switch (end.kind) {
      case verdict_kind::draw: return "1/2-1/2";
      case verdict_kind::loss: return end.who == 0 ? "0-1" : end.who == 1 ? "1-0" : "*";
      default: return "*";
    }
  }
  [[nodiscard]] std::unique_ptr<chunk_splitter> make_splitter() const override {
    return std::make_unique<chess_pgn::pgn_splitter>();
  }
  [[nodiscard]] std::unique_ptr<chunk_processor> make_processor(const replay_options& options) const override {
    return std::make_unique<chess_pgn::pgn_processor>(*this, options);
  }
  [[nodiscard]] claim_outcome check_claim(std::istream& in, const std::string& file,
                                          const claim_query& query) const override {
    return chess_pgn::check_pgn_claim(in, file, query);
  }

 private:
  std::vector<rule_set_entry> entries_;
};

}  // namespace

const game_driver& chess_driver() {
  static const chess_pgn_driver driver;
  return driver;
}

}  // namespace repetita::cli
