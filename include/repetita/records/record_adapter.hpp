#ifndef REPETITA_RECORDS_RECORD_ADAPTER_HPP
#define REPETITA_RECORDS_RECORD_ADAPTER_HPP

/// \file
/// The record adapter concept: how a game's records (games as written in files) are recognised,
/// cut into chunks, read, described and replayed. A game's folder brings one
/// (`games/<game>/include/repetita/<game>/adapter.hpp`, `repetita::<game>::adapter`); the CLI, and
/// anything else that reads corpora, is written once over this concept.

#include <repetita/game.hpp>
#include <repetita/history_fact.hpp>
#include <repetita/ply.hpp>
#include <repetita/records/board_diagram.hpp>
#include <repetita/records/record_anomaly.hpp>
#include <repetita/records/record_error.hpp>
#include <repetita/records/record_option.hpp>
#include <repetita/records/record_header.hpp>
#include <repetita/records/record_range.hpp>
#include <repetita/records/record_splitter.hpp>
#include <repetita/tracker.hpp>
#include <repetita/verdict.hpp>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace repetita {

/// How a reader reads records.
struct read_options {
  bool lenient = false;  ///< accept the common non-standard notation the game's lenient reader knows
  /// Reject what the standard forbids even where readers commonly accept it (chess: over-
  /// disambiguated SAN, which the default reading accepts and counts in
  /// record_header::nonstandard_moves). Other games may ignore it. Not together with `lenient`.
  bool strict = false;
  /// Keep what records say of each ply besides its move (record::annotation: the clock, the
  /// engine's evaluation), which readers otherwise skip as comments.
  bool annotations = false;
};

/// What `reader::read` found.
enum class read_status : std::uint8_t {
  record,  ///< a record was read
  error,   ///< a record could not be read (the error says where); reading goes on with the next one
  end,     ///< no more records
};

/// A record adapter.
///
/// Minimal complete definition, for an adapter `A` of game `A::game`:
///
///     static constexpr std::string_view name;       // the game on the command line: "chess"
///     static constexpr std::string_view format;     // the record format's name: "pgn"
///     static constexpr std::array<std::string_view, N> extensions;  // lower case, with the dot: {".pgn"}
///     static constexpr std::array<std::string_view, 2> players;     // player_index 0 and 1: {"white", "black"}
///     static bool looks_like(std::string_view head);                // an input's first bytes are this format
///     using registry_type = ...;                                   // the game's rule-set registry
///     static const registry_type& rule_sets();                     // index 0 is the standard rule set
///     static std::string_view result_text(const verdict& end);     // the record notation's result ("1-0")
///     using splitter = ...;   // a record_splitter that cuts where `reader` starts a new record
///     using record = ...;     // one record read (see below)
///     using reader = ...;     // reader(std::string_view text, const std::string& file,
///                             //        std::uint64_t first_line, const read_options&);
///                             // read_status read(record&, record_error&);
///
/// A record gives: `header(record_header&) const`; `start() const` (the start position);
/// `plies() const`; `play(tracker, before, i)`, which pushes ply i onto the tracker and returns
/// the position after it (a reference where the record keeps it); `announceable(i) const`, the move
/// a player could write to claim a draw (FIDE 9.2.1), or nullptr; `describe(i, text, label) const`,
/// ply i as written and with its number for people ("Bc7", "22...Bc7").
///
/// Optional: `A::owns(head) -> bool`, true when an input's first bytes are this format whatever its
/// file extension says (a PGN whose first tags say `[Variant "xiangqi"]` is xiangqi, not chess):
/// tools ask it before extensions, so a game can share an extension with another by content;
/// `record::anomaly() const -> const record_anomaly*` (record_anomaly.hpp), where the record's
/// text stopped being a game after the plies it holds, or nullptr: tools report such a record as
/// a game only when every rule set they judge ended it before the anomaly;
/// `record::mover_of(i) const`, the player who made ply i when the record says so (an
/// SGF move of the colour that just moved); claims (`repetita check`) by `A::parse_move(position,
/// text) -> result<move, std::string>`, `A::write_move(position, move) -> std::string` and
/// `record::move_label(i, text) const`, else `A::claims_unsupported(file) -> std::string` says why;
/// `A::diagram(position) -> board_diagram` (board_diagram.hpp), the position drawn for people: tools
/// that show boards (the CLI's `report`) ask it only for the few positions they draw;
/// `record::annotation(i) const -> ply_annotation` (ply_annotation.hpp), the clock and evaluation the
/// record gives after ply i, when read with read_options::annotations (else empty);
/// `A::reads`, what it reads in words for help ("chess PGN (.pgn)"; default: name, format and
/// extensions); rule sets composed at run time: `A::options`, a `std::array<record_option, N>`
/// (record_option.hpp) of the game's options, which tools parse (`--option NAME=VALUE`, `--NAME
/// VALUE`, Python keywords) and list in their help, and `A::compose(std::span<const std::string>
/// names, const record_option_values& values) -> std::optional<registry_type>`, the registry of one
/// run for the `--rules` names and the values given to its own options (nullopt: rule_sets()
/// serves; std::invalid_argument for a bad value), with `A::rules_help`, help on the names it
/// reads beyond its rule sets' (Go: KataGo rules strings);
/// `reader::place() const -> reading_place` (record_range.hpp), where a reader of its text stands
/// after a read: tools then read a byte range of a big input with the reader alone, without the
/// splitter scanning the range first.
///
/// Laws: the reader numbers records from 1 in its text and counts broken ones; its lines are those
/// of the whole input when `first_line` is the text's first line; the splitter cuts only where the
/// reader would start a new record, so reading chunk by chunk gives the records of reading the whole.
///
/// Models: repetita::chess::adapter (PGN), repetita::go::adapter (SGF), repetita::shogi::adapter
/// (KIF, KI2, CSA, USI), repetita::arimaa::adapter, repetita::xiangqi::adapter (PGN told by its first
/// tags: `owns`), repetita::ring::adapter (the tutorial format).
/// An adapter that composes its rule sets at run time (the optional `A::compose(names, values)`
/// above): tools test this rather than the call, so that a changed signature is an error where
/// the game declares options, not a silent fallback to its own rule sets.
template <class A>
concept adapter_composes = requires(std::span<const std::string> names, const record_option_values& values) {
  { A::compose(names, values) } -> std::same_as<std::optional<typename A::registry_type>>;
};

template <class A>
concept record_adapter =
    requires {
      typename A::game;
      typename A::registry_type;
      typename A::splitter;
      typename A::record;
      typename A::reader;
    } && game_plugin<typename A::game> && std::derived_from<typename A::splitter, record_splitter> &&
    std::default_initializable<typename A::splitter> && std::default_initializable<typename A::record> &&
    std::constructible_from<typename A::reader, std::string_view, const std::string&, std::uint64_t, const read_options&> &&
    requires(std::string_view head, const verdict& v) {
      { A::name } -> std::convertible_to<std::string_view>;
      { A::format } -> std::convertible_to<std::string_view>;
      { std::span<const std::string_view>(A::extensions) };
      { A::players[0] } -> std::convertible_to<std::string_view>;
      { A::looks_like(head) } -> std::same_as<bool>;
      { A::rule_sets() } -> std::same_as<const typename A::registry_type&>;
      { A::result_text(v) } -> std::convertible_to<std::string_view>;
    } &&
    requires(typename A::reader& r, typename A::record& rec, const typename A::record& crec, record_error& e,
             record_header& h, std::size_t i, std::string& text,
             tracker<typename A::game, typename A::registry_type>& t, const typename A::game::position& before) {
      { r.read(rec, e) } -> std::same_as<read_status>;
      { crec.header(h) };
      { crec.start() } -> std::convertible_to<const typename A::game::position&>;
      { crec.plies() } -> std::convertible_to<std::size_t>;
      { rec.play(t, before, i) } -> std::convertible_to<const typename A::game::position&>;
      { crec.announceable(i) } -> std::same_as<const typename A::game::move*>;
      { crec.describe(i, text, text) };
    };

/// Can a record of adapter `A` hold plies read before an anomaly (`record::anomaly()`)?
template <class A>
inline constexpr bool adapter_keeps_anomalies = requires(const typename A::record& r) {
  { r.anomaly() } -> std::same_as<const record_anomaly*>;
};

/// Can a reader of adapter `A` say where it may resume (`reader::place()`, record_range.hpp)?
template <class A>
inline constexpr bool adapter_reads_ranges = requires(const typename A::reader& r) {
  { r.place() } -> std::same_as<reading_place>;
};

/// Does adapter `A` judge draw claims (`repetita check`)?
template <class A>
inline constexpr bool adapter_checks_claims =
    requires(const typename A::game::position& p, const typename A::game::move& m, std::string_view text,
             const typename A::record& r, std::size_t i) {
      { A::parse_move(p, text) };
      { A::write_move(p, m) } -> std::convertible_to<std::string>;
      { r.move_label(i, text) } -> std::convertible_to<std::string>;
    };

/// Does adapter `A` let tools play a game move by move from text (the Python package's tracker)?
/// The play hooks, all optional together: `A::start_position()`, the game's usual start;
/// `A::read_position(text) -> result<position, std::string>` and `A::write_position(position) ->
/// std::string`, a position as the game writes it (chess: FEN); `A::read_move(position, text) ->
/// result<move, std::string>`, a legal move in any of the game's notations (chess: SAN or UCI), and
/// `A::write_move(position, move)`, the move as the game writes it; optionally
/// `using play_history_fact = ...;` (adapter_history_fact_t below). `read_move` refuses what the
/// rules of movement forbid; what a rule set forbids (a superko, a third occurrence) is a verdict.
template <class A>
inline constexpr bool adapter_plays =
    requires(const typename A::game::position& p, const typename A::game::move& m, std::string_view text) {
      { A::start_position() } -> std::convertible_to<typename A::game::position>;
      { A::read_position(text) };
      { A::write_position(p) } -> std::convertible_to<std::string>;
      { A::read_move(p, text) };
      { A::write_move(p, m) } -> std::convertible_to<std::string>;
    };

/// The history fact (history_fact.hpp) a session playing adapter `A`'s game from text must compute:
/// `A::play_history_fact` when the adapter names one (Arimaa's "the only moves are third-time
/// repetitions", which its records' replay computes too), else none. Part of the play hooks: a
/// game whose rule sets read a fact that only the history tells names it here, so that a tool
/// playing move by move judges as the replay of a record does.
template <class A>
struct adapter_history_fact {
  using type = no_history_fact;
};
template <class A>
  requires requires { typename A::play_history_fact; }
struct adapter_history_fact<A> {
  using type = typename A::play_history_fact;
};
template <class A>
using adapter_history_fact_t = typename adapter_history_fact<A>::type;

/// Does adapter `A` draw its positions (`A::diagram`, for reports)?
template <class A>
inline constexpr bool adapter_draws = requires(const typename A::game::position& p) {
  { A::diagram(p) } -> std::convertible_to<board_diagram>;
};

/// Static checks with one readable sentence per missing piece: a type that is not an adapter gets
/// "a record adapter must ..." instead of a page of template errors.
template <class A>
consteval bool check_record_adapter() {
  if constexpr (!requires { typename A::game; }) {
    static_assert(requires { typename A::game; },
                  "repetita: a record adapter must name its game: `using game = my_game;` (a repetita::game_plugin)");
    return false;
  } else if constexpr (!requires { typename A::registry_type; } ||
                       !requires { { A::rule_sets() } -> std::same_as<const typename A::registry_type&>; }) {
    static_assert(false && sizeof(A),
                  "repetita: a record adapter must name its rule sets: `using registry_type = ...;` and "
                  "`static const registry_type& rule_sets();` (index 0 is the standard rule set)");
    return false;
  } else if constexpr (!requires {
                         { A::name } -> std::convertible_to<std::string_view>;
                         { A::format } -> std::convertible_to<std::string_view>;
                         { std::span<const std::string_view>(A::extensions) };
                       }) {
    static_assert(false && sizeof(A),
                  "repetita: a record adapter must say what it reads: `static constexpr std::string_view name` "
                  "(the game), `format`, and `static constexpr std::array<std::string_view, N> extensions`");
    return false;
  } else if constexpr (!requires(std::string_view head) { { A::looks_like(head) } -> std::same_as<bool>; }) {
    static_assert(false && sizeof(A),
                  "repetita: a record adapter must recognise its format by content: "
                  "`static bool looks_like(std::string_view head)`");
    return false;
  } else if constexpr (!requires(const verdict& v) {
                         { A::players[0] } -> std::convertible_to<std::string_view>;
                         { A::result_text(v) } -> std::convertible_to<std::string_view>;
                       }) {
    static_assert(false && sizeof(A),
                  "repetita: a record adapter must say how players and results are written for people: "
                  "`static constexpr std::array<std::string_view, 2> players` and "
                  "`static std::string_view result_text(const verdict&)`");
    return false;
  } else if constexpr (!requires { typename A::splitter; } ||
                       !std::derived_from<typename A::splitter, record_splitter>) {
    static_assert(false && sizeof(A),
                  "repetita: a record adapter must cut inputs into whole records: `using splitter = ...;`, "
                  "a repetita::record_splitter (see buffered_splitter.hpp)");
    return false;
  } else if constexpr (!requires { typename A::record; typename A::reader; } ||
                       !std::constructible_from<typename A::reader, std::string_view, const std::string&,
                                                std::uint64_t, const read_options&>) {
    static_assert(false && sizeof(A),
                  "repetita: a record adapter must read records: `using record = ...;` and `using reader = ...;`, "
                  "constructible from (std::string_view text, const std::string& file, std::uint64_t first_line, "
                  "const read_options&), with `read_status read(record&, record_error&)`");
    return false;
  } else {
    static_assert(record_adapter<A>,
                  "repetita: this type does not model repetita::record_adapter: check the record's header, "
                  "start, plies, play, announceable and describe members (see record_adapter.hpp)");
    return true;
  }
}

}  // namespace repetita

#endif
