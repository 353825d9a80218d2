#include "shogi_driver.hpp"

#include "shogi_processor.hpp"
#include "shogi_splitter.hpp"

#include <repetita/shogi/record.hpp>
#include <repetita/shogi/rule_sets.hpp>

#include <vector>

namespace repetita::cli {

namespace {

class shogi_records_driver final : public game_driver {
 public:
  shogi_records_driver() {
    for (const auto& info : repetita::shogi::rule_sets.infos())
      entries_.push_back({info.name, info.description, info.source});
  }

  [[nodiscard]] std::string_view game() const noexcept override { return "shogi"; }
  /// One name for the four record formats: which one an input is comes from its content
  /// (`--input-format shogi` reads any input as a shogi record).
  [[nodiscard]] std::string_view format() const noexcept override { return "shogi"; }
  /// .kif and .kifu (KIF), .ki2 and .ki2u (KI2), .csa, .usi and .sfen (USI `position` lines).
  /// Not .txt, which many formats use: a .txt input is recognised by its content.
  [[nodiscard]] bool has_extension(std::string_view extension) const noexcept override {
    return extension == ".kif" || extension == ".kifu" || extension == ".ki2" || extension == ".ki2u" ||
           extension == ".csa" || extension == ".usi" || extension == ".sfen";
  }
  [[nodiscard]] bool looks_like(std::string_view head) const noexcept override {
    return !repetita::shogi::detect_format(head).empty();
  }
  [[nodiscard]] std::span<const rule_set_entry> rule_sets() const noexcept override { return entries_; }
  [[nodiscard]] std::string_view player_label(player_index player) const noexcept override {
    return player == 0 ? "sente" : player == 1 ? "gote" : "";
  }
  [[nodiscard]] std::string_view result_of(const verdict& end) const noexcept override {
    switch (end.kind) {
      case verdict_kind::draw: return "draw";
      case verdict_kind::loss: return end.who == 0 ? "gote-win" : end.who == 1 ? "sente-win" : "*";
      default: return "*";
    }
  }
  [[nodiscard]] std::unique_ptr<chunk_splitter> make_splitter() const override {
    return std::make_unique<shogi_records::shogi_splitter>();
  }
  [[nodiscard]] std::unique_ptr<chunk_processor> make_processor(const replay_options& options) const override {
    return std::make_unique<shogi_records::shogi_processor>(*this, options);
  }
  /// Shogi has no draw claims (JSA 対局規定 第6条 A 1: sennichite ends the game when the position
  /// occurs the 4th time; 第8条 7: the perpetual checker loses at that point), so a claim is a
  /// usage error that points to `analyze`.
  [[nodiscard]] claim_outcome check_claim(std::istream&, const std::string& file,
                                          const claim_query&) const override {
    return claim_problem{"shogi has no draw claims: sennichite and the loss for perpetual check end the game "
                         "by themselves (JSA 対局規定 第6条 A 1, 第8条 7); 'repetita analyze " +
                         (file == "<stdin>" ? std::string("-") : file) + "' lists where each rule set ends each game"};
  }

 private:
  std::vector<rule_set_entry> entries_;
};

}  // namespace

const game_driver& shogi_driver() {
  static const shogi_records_driver driver;
  return driver;
}

}  // namespace repetita::cli
