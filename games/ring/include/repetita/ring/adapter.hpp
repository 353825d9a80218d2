#ifndef REPETITA_RING_ADAPTER_HPP
#define REPETITA_RING_ADAPTER_HPP

/// \file
/// Ring records for tools (repetita::record_adapter): the worked example of the plug-in guide
/// (docs/writing-a-plugin.md, "Records"). With this header and the game's line in the top-level
/// CMakeLists.txt, `repetita analyze game.ring` reads ring records: nothing in tools/ changes.

#include <repetita/records/record_adapter.hpp>
#include <repetita/records/record_error.hpp>
#include <repetita/records/record_header.hpp>
#include <repetita/records/whole_input_splitter.hpp>
#include <repetita/result.hpp>
#include <repetita/ring/game.hpp>
#include <repetita/ring/notation.hpp>
#include <repetita/ring/rule_sets.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace repetita::ring {

struct adapter {
  using game = ring::game;
  using registry_type = ring::registry_type;
  using splitter = whole_input_splitter;  // one record per file

  static constexpr std::string_view name = "ring";
  static constexpr std::string_view format = "ring";
  /// What it reads, for help (record_adapter.hpp).
  static constexpr std::string_view reads = "the ring tutorial game (.ring)";
  static constexpr std::array<std::string_view, 1> extensions{".ring"};
  static constexpr std::array<std::string_view, 2> players{"first", "second"};

  /// Ring records have no signature to sniff: only the extension tells them.
  [[nodiscard]] static bool looks_like(std::string_view /*head*/) noexcept { return false; }
  [[nodiscard]] static const registry_type& rule_sets() noexcept { return ring::rule_sets; }
  /// The format writes no results; the tools write "draw", or the winner.
  [[nodiscard]] static std::string_view result_text(const verdict& end) noexcept {
    switch (end.kind) {
      case verdict_kind::draw: return "draw";
      case verdict_kind::loss: return end.who == 0 ? "second-wins" : end.who == 1 ? "first-wins" : "*";
      default: return "*";
    }
  }

  class record {
   public:
    void header(record_header& out) const {
      out = record_header{};
      out.game = 1;
      out.line = notation_.line;
      out.plies = static_cast<ply_t>(notation_.moves.size());
    }
    [[nodiscard]] const position& start() const noexcept { return notation_.start; }
    [[nodiscard]] std::size_t plies() const noexcept { return notation_.moves.size(); }
    template <class Tracker>
    position play(Tracker& t, const position& before, std::size_t i) const {
      return t.play(before, notation_.moves[i]);
    }
    [[nodiscard]] const move* announceable(std::size_t i) const noexcept { return &notation_.moves[i]; }
    /// Ply i as written ("+1") and with its number ("3. +1").
    void describe(std::size_t i, std::string& text, std::string& label) const {
      text = notation_.texts[i];
      label = move_label(i, text);
    }
    [[nodiscard]] std::string move_label(std::size_t i, std::string_view text) const {
      return std::to_string(i + 1) + ". " + std::string(text);
    }

   private:
    friend struct adapter;
    notation_record notation_;
  };

  /// Reads the one record of a text.
  class reader {
   public:
    reader(std::string_view text, const std::string& file, std::uint64_t first_line, const read_options& /*options*/)
        : text_(text), file_(file), first_line_(first_line) {}

    read_status read(record& out, record_error& error) {
      if (done_) return read_status::end;
      done_ = true;
      auto r = read_notation(text_, first_line_);
      if (!r) {
        const notation_error& e = r.error();
        error = record_error{file_, e.line, e.column, "bad_record", e.message, 1, e.text};
        return read_status::error;
      }
      out.notation_ = std::move(r.value());
      return read_status::record;
    }

   private:
    std::string_view text_;
    std::string file_;
    std::uint64_t first_line_;
    bool done_ = false;
  };

  // Claims (`repetita check`): a move is written as in the record.
  [[nodiscard]] static result<move, std::string> parse_move(const position& /*p*/, std::string_view text) {
    if (const auto m = parse_move_token(text)) return *m;
    return failure{std::string("expected a step from -11 to +11 or `burn`")};
  }
  [[nodiscard]] static std::string write_move(const position& /*p*/, const move& m) { return write_move_token(m); }

  // Reports draw positions (`repetita report`): the twelve cells in a row, the check cells marked,
  // the token in its cell, owned by the player to move.
  [[nodiscard]] static board_diagram diagram(const position& p) {
    board_diagram d;
    d.resize(cells, 1);
    for (int c = 0; c < cells; ++c) {
      d.file_labels.push_back(std::to_string(c));
      if (is_check_cell(c)) d.marked.push_back(c);
    }
    d.put(p.cell, 0, "T", p.to_move == player::first ? 0 : 1);
    d.caption = std::string(p.to_move == player::first ? "first" : "second") + " to move, " +
                std::to_string(p.stage) + (p.stage == 1 ? " burn" : " burns");
    return d;
  }
};

static_assert(check_record_adapter<adapter>());
static_assert(adapter_draws<adapter>);

}  // namespace repetita::ring

#endif
