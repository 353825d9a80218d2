#ifndef REPETITA_PYTHON_TRACKER_HPP
#define REPETITA_PYTHON_TRACKER_HPP

// The game API of the Python package (docs/python.md 4): one game played move by move under one
// named rule set, for engines and notebooks. One template over record adapters that have the play
// hooks (repetita::adapter_plays, record_adapter.hpp): a repetita::session over the adapter's
// registry, moves and positions read and written by the adapter, the evidence of a verdict
// computed as the CLI computes an event's (timeline.hpp, evidence_plies). Each game's class is
// bound in a generated translation unit of its own (python/CMakeLists.txt, tracker_of.cpp.in).

#include <repetita/corpus/rule_evidence.hpp>
#include <repetita/corpus/timeline.hpp>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <repetita/records/record_adapter.hpp>
#include <repetita/session.hpp>

#include <cctype>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace repetita::python {

namespace py = pybind11;

/// A verdict with its evidence, as Python sees it.
struct py_verdict {
  std::string kind = "none";
  std::optional<std::string> by;
  std::optional<std::string> rule;
  std::optional<std::string> citation;
  std::optional<ply_t> ply;
  std::uint32_t count = 0;
  std::uint32_t period = 0;
  std::vector<ply_t> occurrences;  ///< the evidence plies, oldest first, as an event's (docs/cli.md 3.4): bounded
  std::uint32_t occurrences_total = 0;  ///< the evidence plies in all
};

/// Binds the Verdict class once (the first game's tracker does it).
void bind_verdict(py::module_& m);

template <record_adapter A>
class py_tracker {
 public:
  using game = typename A::game;
  using position = typename game::position;
  using move = typename game::move;
  using registry = typename A::registry_type;
  // With the history fact the game's records are replayed with (Arimaa's check 6), if any.
  using session_type = repetita::session<game, registry, adapter_history_fact_t<A>>;

  py_tracker(const std::string& rules, const std::optional<std::string>& start)
      : session_(registry_of(rules), start_of(start), index_of_rule_set(rules)),
        catalog_(session_.tracker().rule_sets().rule_infos(session_.rule_set())) {}

  [[nodiscard]] std::string ruleset() const {
    return std::string(session_.tracker().rule_sets().infos()[session_.rule_set()].name);
  }
  [[nodiscard]] ply_t ply() const { return session_.ply(); }
  [[nodiscard]] std::string position_text() const { return A::write_position(session_.current()); }
  [[nodiscard]] std::string_view to_move() const { return label(session_.to_move()); }
  [[nodiscard]] const std::vector<std::string>& moves() const { return moves_; }

  py_verdict push(const std::string& text) {
    const move m = parse(text);
    std::string written = A::write_move(session_.current(), m);
    const verdict v = session_.play(m);
    moves_.push_back(std::move(written));
    return with_evidence(v);
  }

  void pop() {
    if (session_.ply() == 0) throw py::index_error("pop: the tracker is at the start position");
    session_.pop();
    moves_.pop_back();
  }

  [[nodiscard]] py_verdict verdict_now() const { return with_evidence(session_.verdict_now()); }

  [[nodiscard]] std::vector<py_verdict> verdicts() const {
    std::vector<py_verdict> out;
    session_.for_each_rule_verdict([&](const verdict& v) { out.push_back(with_evidence(v)); });
    return out;
  }

  [[nodiscard]] std::optional<py_verdict> outcome() const {
    if (!session_.is_over()) return std::nullopt;
    return with_evidence(session_.outcome());
  }

  [[nodiscard]] bool can_claim(const py::object& player) const {
    const player_index who = player.is_none() ? session_.to_move() : player_of(player);
    bool found = false;
    session_.for_each_rule_verdict([&](const verdict& v) {
      if (v.kind == verdict_kind::claimable_draw && v.who == who) found = true;
    });
    return found;
  }

  /// The claim made by writing `text` before playing it (FIDE 9.2.1): a claimable draw with its
  /// evidence, or a verdict of kind none if the claim would be incorrect.
  py_verdict claim_by_move(const std::string& text) {
    const move m = parse(text);
    const verdict v = session_.claim_by_move(m);
    return after_move(m, v);
  }

  /// What playing `text` would lead to under the rule set (an illegal move under superko, a draw,
  /// ...); nothing changes.
  py_verdict verdict_if(const std::string& text) {
    const move m = parse(text);
    const verdict v = session_.verdict_if_move(m);
    return after_move(m, v);
  }

  [[nodiscard]] std::vector<ply_t> occurrences(const std::optional<ply_t>& at) const {
    const ply_t p = checked_ply(at);
    std::vector<ply_t> out;
    for (const ply_t q : session_.occurrences(p)) out.push_back(q);
    return {out.rbegin(), out.rend()};
  }

  [[nodiscard]] std::string repr() const {
    // A multi-line position (an Arimaa diagram) or an empty one (Arimaa before the setups) is left out.
    const std::string at = position_text();
    const bool shown = !at.empty() && at.find('\n') == std::string::npos;
    return "<" + std::string(A::name) + " tracker " + ruleset() + " at ply " + std::to_string(ply()) +
           (shown ? ": " + at : std::string()) + ">";
  }

 private:
  static position start_of(const std::optional<std::string>& text) {
    if (!text) return A::start_position();
    auto parsed = A::read_position(*text);
    if (!parsed) throw py::value_error(parsed.error());
    return *parsed;
  }

  // The registry a rule set name asks: the game's, or one the adapter composes for a name beyond
  // it (Go: "psk+suicide=forbidden", KataGo's "koSITUATIONALsui0"; cli-go.md 6.1), as the CLI does.
  static registry registry_of(const std::string& name) {
    static_assert(adapter_composes<A> || !requires { A::options; },
                  "a game with options composes its rule sets: A::compose(names, record_option_values)");
    if constexpr (adapter_composes<A>) {
      if (!name.empty() && !A::rule_sets().find(name)) {
        try {
          if (auto composed = A::compose(std::span<const std::string>(&name, 1), record_option_values{}))
            return *composed;
        } catch (const std::invalid_argument& e) {
          throw py::value_error(e.what());
        }
      }
    }
    return A::rule_sets();
  }

  static std::size_t index_of_rule_set(const std::string& name) {
    if (name.empty()) return 0;
    if (const auto i = A::rule_sets().find(name)) return *i;
    if constexpr (requires { { A::rule_set_index(name) } -> std::same_as<std::optional<std::size_t>>; })
      if (const auto i = A::rule_set_index(name)) return *i;
    std::string known;
    for (const auto& info : A::rule_sets().infos()) known += (known.empty() ? "" : ", ") + std::string(info.name);
    throw py::value_error("unknown " + std::string(A::name) + " rule set '" + name + "'; known: " + known);
  }

  static std::string_view label(player_index p) { return p < A::players.size() ? A::players[p] : std::string_view{}; }

  static player_index player_of(const py::object& player) {
    if (py::isinstance<py::int_>(player)) {
      const auto i = player.cast<long>();
      if (i == 0 || i == 1) return static_cast<player_index>(i);
    } else if (py::isinstance<py::str>(player)) {
      const auto name = player.cast<std::string>();
      for (std::size_t i = 0; i < A::players.size(); ++i)
        if (A::players[i] == name) return static_cast<player_index>(i);
    }
    throw py::value_error("a player is 0, 1, '" + std::string(A::players[0]) + "' or '" + std::string(A::players[1]) +
                          "'");
  }

  move parse(const std::string& text) const {
    auto parsed = A::read_move(session_.current(), text);
    if (!parsed)
      throw py::value_error("'" + text + "' is not a legal move at ply " + std::to_string(session_.ply()) + ": " +
                            parsed.error());
    return *parsed;
  }

  ply_t checked_ply(const std::optional<ply_t>& at) const {
    const ply_t p = at.value_or(session_.ply());
    if (p > session_.ply()) throw py::index_error("no ply " + std::to_string(p) + " yet");
    return p;
  }

  // The verdict `v` about the ply after `m`, with its evidence: the move is played and taken back.
  py_verdict after_move(const move& m, const verdict& v) {
    static_cast<void>(session_.play(m));
    py_verdict out = with_evidence(v);
    session_.pop();
    return out;
  }

  py_verdict with_evidence(const verdict& v) const {
    py_verdict out;
    out.kind = std::string(to_string(v.kind));
    if (!v) return out;
    if (v.who != no_player) out.by = std::string(label(v.who));
    out.rule = std::string(v.rule);
    out.citation = std::string(v.citation);
    if (v.ply != no_ply) out.ply = v.ply;
    out.count = v.count;
    out.period = v.period;
    if (v.ply != no_ply && v.ply <= session_.ply())
      out.occurrences_total =
          evidence_.collect(session_.tracker(), session_.rule_set(), v, catalog_.rule_of(v), out.occurrences);
    return out;
  }

  session_type session_;
  corpus::rule_catalog catalog_;
  mutable corpus::evidence_collector evidence_;  // bounded evidence at O(1) per verdict (timeline.hpp)
  std::vector<std::string> moves_;
};

/// Binds py_tracker<A> as `<Game>Tracker` ("ChessTracker"), for adapters with the play hooks.
template <record_adapter A>
void bind_tracker_class(py::module_& m) {
  if constexpr (adapter_plays<A>) {
    using T = py_tracker<A>;
    static const std::string name = [] {
      std::string n(A::name);
      if (!n.empty()) n[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(n[0])));
      return n + "Tracker";
    }();
    static const std::string doc = "A " + std::string(A::name) +
                                   " game played move by move under one rule set (repetita.tracker('" +
                                   std::string(A::name) + "', ...); docs/python.md 4).";
    py::class_<T>(m, name.c_str(), doc.c_str())
        .def(py::init<const std::string&, const std::optional<std::string>&>(), py::arg("rules") = "",
             py::arg("start") = py::none(),
             "Starts at `start` (the game's position notation: chess and xiangqi FEN, shogi SFEN, Go a board size "
             "'19' or an SGF game tree with its setup, Arimaa a record's text; None: the usual start) under the "
             "rule set `rules` ('': the game's standard one).")
        .def_property_readonly_static("game_type", [](const py::object&) { return std::string(A::name); })
        .def_property_readonly("ruleset", &T::ruleset, "The rule set's name.")
        .def_property_readonly("ply", &T::ply, "Plies played from the start.")
        .def_property_readonly("position", &T::position_text,
                               "The current position in the game's notation, as `start` reads it (chess and "
                               "xiangqi: FEN; shogi: SFEN; Go: an SGF game tree; Arimaa: a board diagram).")
        .def_property_readonly("to_move", &T::to_move, "The player to move ('white', ...).")
        .def_property_readonly("moves", &T::moves,
                               "The moves played, as the game writes them (chess: SAN; shogi: USI; Go: SGF "
                               "points and 'pass'; Arimaa: a turn's tokens; xiangqi: ICCS).")
        .def("push", &T::push, py::arg("move"),
             "Plays `move` (chess: SAN or UCI; shogi: USI; Go: an SGF point 'dd', a GTP vertex 'D16' or 'pass'; "
             "Arimaa: a turn's steps 'Ee2n Md2n', a setup 'Ra1 Rb1 ...' or 'pass'; xiangqi: ICCS 'h2e2', WXF "
             "'C2.5' or Chinese '炮二平五') and returns the rule set's verdict at the new ply. ValueError naming "
             "the move and why if it cannot be made in the position (a ban of a rule set, a superko or a third "
             "occurrence, is not checked here: the verdict says it, and verdict_if before the move).")
        .def("pop", &T::pop, "Takes back the last move. IndexError at the start.")
        .def("verdict", &T::verdict_now,
             "The rule set's verdict now (once the game has ended, the verdict that ended it); kind 'none' if "
             "no rule speaks.")
        .def("verdicts", &T::verdicts, "Every rule that speaks at the current ply, in rule order.")
        .def("outcome", &T::outcome, "The verdict that ended the game under the rule set, or None.")
        .def("can_claim", &T::can_claim, py::arg("player") = py::none(),
             "May `player` (default: the player to move) claim a draw now, the position being on the board "
             "(FIDE 9.2.2)?")
        .def("claim_by_move", &T::claim_by_move, py::arg("move"),
             "The claim made by writing `move` before playing it (FIDE 9.2.1): a claimable draw with its "
             "evidence, or kind 'none' if it would be incorrect. Nothing changes.")
        .def("verdict_if", &T::verdict_if, py::arg("move"),
             "What playing `move` would lead to (e.g. 'illegal_move' under a superko rule, a draw); nothing changes.")
        .def("occurrences", &T::occurrences, py::arg("ply") = py::none(),
             "The plies whose position is the same as at `ply` (default: now) under the rule set's identity, "
             "oldest first.")
        .def("__repr__", &T::repr);
  } else {
    static_cast<void>(m);
  }
}

/// Binds the tracker of adapter `A`: defined for each game of the list in a generated translation
/// unit of its own (python/CMakeLists.txt, tracker_of.cpp.in).
template <record_adapter A>
void bind_tracker(py::module_& m);

}  // namespace repetita::python

#endif
