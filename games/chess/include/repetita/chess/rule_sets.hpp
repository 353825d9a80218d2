#ifndef REPETITA_CHESS_RULE_SETS_HPP
#define REPETITA_CHESS_RULE_SETS_HPP

/// \file
/// The chess rule sets, from Pest-Paris 1842 to the FIDE Laws of 2023, with their sources.
/// Rule texts, history and interpretations: docs/rules/chess.md and ../shared/rules/chess.md.

#include <repetita/chess/game.hpp>
#include <repetita/chess/identity.hpp>
#include <repetita/registry.hpp>
#include <repetita/rule_set.hpp>
#include <repetita/tracker.hpp>
#include <repetita/rules/move_series.hpp>
#include <repetita/rules/nfold.hpp>
#include <repetita/rules/on_fact.hpp>
#include <repetita/rules/progress_counter.hpp>

#include <type_traits>

namespace repetita::chess {

namespace rules {
using repetita::party;
using repetita::verdict_kind;
using repetita::rules::move_series;
using repetita::rules::nfold;
using repetita::rules::on_fact;
using repetita::rules::progress_counter;

// The game's own ends, listed first: FIDE 9.6.2 lets a checkmate take precedence.
inline constexpr on_fact checkmate{.name = "checkmate", .citation = "FIDE 5.1.1", .facts = facts::checkmate,
                                   .effect = verdict_kind::loss, .who = party::to_move};
inline constexpr on_fact stalemate{.name = "stalemate", .citation = "FIDE 5.2.1", .facts = facts::stalemate,
                                   .effect = verdict_kind::draw};

// FIDE Laws 2023 (the same rules since 2018).
inline constexpr nfold threefold{.name = "threefold", .citation = "FIDE 9.2.2", .threshold = 3,
                                 .move_claim_citation = "FIDE 9.2.1"};
inline constexpr nfold fivefold{.name = "fivefold", .citation = "FIDE 9.6.1", .threshold = 5,
                                .effect = verdict_kind::draw};
inline constexpr progress_counter fifty_moves{.name = "fifty-moves", .citation = "FIDE 9.3.2", .threshold = 100,
                                              .move_claim_citation = "FIDE 9.3.1"};
inline constexpr progress_counter seventy_five_moves{.name = "seventy-five-moves", .citation = "FIDE 9.6.2",
                                                     .threshold = 150, .effect = verdict_kind::draw};

// FIDE Laws 2014: "the same position has appeared ... for at least five consecutive alternate moves by
// each player", read as: the position equals those 4, 8, 12 and 16 plies earlier (python-chess 0.23).
inline constexpr nfold fivefold_2014{.name = "fivefold", .citation = "FIDE 2014 9.6a", .threshold = 5,
                                     .effect = verdict_kind::draw, .consecutive_period = 4};
inline constexpr progress_counter seventy_five_moves_2014{.name = "seventy-five-moves", .citation = "FIDE 2014 9.6b",
                                                          .threshold = 150, .effect = verdict_kind::draw};
inline constexpr nfold threefold_2014{.name = "threefold", .citation = "FIDE 2014 9.2b", .threshold = 3,
                                      .move_claim_citation = "FIDE 2014 9.2a"};
inline constexpr progress_counter fifty_moves_2014{.name = "fifty-moves", .citation = "FIDE 2014 9.3b",
                                                   .threshold = 100, .move_claim_citation = "FIDE 2014 9.3a"};

// FIDE Laws 1985 (art. 10.5) and 1928 (par. 15.C).
inline constexpr nfold threefold_1985{.name = "threefold", .citation = "FIDE 1985 10.5", .threshold = 3,
                                      .move_claim_citation = "FIDE 1985 10.5(a)"};
inline constexpr progress_counter fifty_moves_1985{.name = "fifty-moves", .citation = "FIDE 1985 10.8",
                                                   .threshold = 100};
// The 1928 text knows no claim by writing a move; it is allowed here so that the 1928 identity can be
// compared with FIDE's on the worked cases (case 5 of chess-cases.md), and documented as such.
inline constexpr nfold threefold_1928{.name = "threefold", .citation = "FIDE 1928 15.C", .threshold = 3,
                                      .move_claim_citation = "FIDE 1928 15.C (claim with a move, as 9.2.1)"};

// USCF Official Rules, 7th edition. 14K is at the director's discretion: a draw the director may
// declare (a claimable draw that names nobody), not an end of the game.
inline constexpr nfold threefold_uscf{.name = "threefold", .citation = "USCF 14C", .threshold = 3,
                                      .move_claim_citation = "USCF 14C2"};
inline constexpr nfold threefold_uscf_after_move{.name = "threefold", .citation = "USCF 14C4", .threshold = 3,
                                                 .who = party::mover};
inline constexpr progress_counter fifty_moves_uscf{.name = "fifty-moves", .citation = "USCF 14F", .threshold = 100,
                                                   .move_claim_citation = "USCF 14F"};
inline constexpr nfold fivefold_uscf{.name = "fivefold", .citation = "USCF 14K1", .threshold = 5,
                                     .consecutive_period = 4, .who = party::nobody};
inline constexpr progress_counter seventy_five_moves_uscf{.name = "seventy-five-moves", .citation = "USCF 14K2",
                                                          .threshold = 150, .who = party::nobody};

// Online servers.
inline constexpr nfold threefold_chess_com{.name = "threefold", .citation = "Chess.com support 8573042",
                                           .threshold = 3, .effect = verdict_kind::draw};
inline constexpr nfold threefold_lichess{.name = "threefold", .citation = "Lichess FAQ", .threshold = 3};
inline constexpr nfold fivefold_lichess{.name = "fivefold", .citation = "scalachess Variant.autoDraw", .threshold = 5,
                                        .effect = verdict_kind::draw};
inline constexpr progress_counter fifty_moves_lichess{.name = "fifty-moves", .citation = "scalachess Variant.autoDraw",
                                                      .threshold = 100, .effect = verdict_kind::draw};

// The nineteenth century.
inline constexpr move_series series_london{.name = "move-series", .citation = "London 1883", .repeats = 3};
inline constexpr move_series series_bilguer{.name = "move-series", .citation = "Bilguer 1843", .repeats = 3};
inline constexpr move_series series_1886{.name = "move-series", .citation = "Steinitz-Zukertort 1886", .repeats = 6};
inline constexpr nfold sixfold{.name = "sixfold", .citation = "Pest-Paris 1842", .threshold = 6};

// For comparison with other software: the FIDE threefold under other en passant conventions.
inline constexpr nfold threefold_software{.name = "threefold", .citation = "FIDE 9.2.2", .threshold = 3,
                                          .move_claim_citation = "FIDE 9.2.1"};
}  // namespace rules

/// Every chess rule set, the first being the standard one (`fide-2023`).
inline const auto rule_sets = repetita::make_registry(
    make_rule_set<fide_identity>(
        {"fide-2023", "threefold and fifty-move claims; fivefold and 75 moves end the game; checkmate first",
         "FIDE Laws of Chess 2023, 5.1.1, 5.2.1, 9.2, 9.3, 9.6"},
        rules::checkmate, rules::stalemate, rules::fivefold, rules::seventy_five_moves, rules::threefold,
        rules::fifty_moves),
    make_rule_set<fide_identity>(
        {"fide-2014", "as fide-2023, but the fivefold needs five consecutive alternate moves by each player",
         "FIDE Laws of Chess 2014, 9.2, 9.3, 9.6"},
        rules::checkmate, rules::stalemate, rules::fivefold_2014, rules::seventy_five_moves_2014,
        rules::threefold_2014, rules::fifty_moves_2014),
    make_rule_set<fide_identity>({"fide-1985", "threefold and fifty-move claims, no automatic draw",
                                  "FIDE Laws of Chess 1985, art. 10.5 and the fifty-move rule"},
                                 rules::checkmate, rules::stalemate, rules::threefold_1985, rules::fifty_moves_1985),
    make_rule_set<identity_1928>({"fide-1928", "threefold claim; the position is the board and the player to move",
                                  "FIDE Laws of Chess 1928, par. 15.C"},
                                 rules::checkmate, rules::stalemate, rules::threefold_1928),
    make_rule_set<fide_identity>(
        {"uscf", "triple occurrence claims, also after moving; 14K draws the director may declare",
         "US Chess Official Rules, 7th edition, 14C, 14F, 14K"},
        rules::checkmate, rules::stalemate, rules::threefold_uscf, rules::threefold_uscf_after_move,
        rules::fifty_moves_uscf, rules::fivefold_uscf, rules::seventy_five_moves_uscf),
    make_rule_set<fide_identity>({"online-auto", "the third occurrence draws automatically (Chess.com)",
                                  "Chess.com support article 8573042"},
                                 rules::checkmate, rules::stalemate, rules::threefold_chess_com),
    make_rule_set<fide_identity>(
        {"lichess", "threefold by claim; fivefold and fifty moves draw automatically",
         "Lichess FAQ; lichess-org/scalachess Variant.autoDraw"},
        rules::checkmate, rules::stalemate, rules::fivefold_lichess, rules::fifty_moves_lichess,
        rules::threefold_lichess),
    make_rule_set<identity_1928>({"london-1883", "a series of moves repeated three times may be claimed",
                                  "London 1883 tournament rules"},
                                 rules::checkmate, rules::stalemate, rules::series_london),
    make_rule_set<identity_1928>({"bilguer-1843", "a move or a sequence of moves repeated three times",
                                  "Bilguer, Handbuch des Schachspiels, 1843"},
                                 rules::checkmate, rules::stalemate, rules::series_bilguer),
    make_rule_set<identity_1928>({"steinitz-zukertort-1886", "the same series of moves six times in succession",
                                  "World Championship match rules, 1886"},
                                 rules::checkmate, rules::stalemate, rules::series_1886),
    make_rule_set<identity_1928>({"pest-paris-1842", "a sixfold repetition of a position may be claimed",
                                  "Pest-Paris correspondence match 1842-45 (MegaCorr notes)"},
                                 rules::checkmate, rules::stalemate, rules::sixfold),
    make_rule_set<pseudo_ep_identity>({"threefold-pseudo-ep", "FIDE threefold, en passant counted as chess.js does",
                                       "FIDE 9.2 with chess.js's en passant convention"},
                                      rules::checkmate, rules::stalemate, rules::threefold_software),
    make_rule_set<always_ep_identity>({"threefold-always-ep", "FIDE threefold, en passant after every double push",
                                       "FIDE 9.2 with the FEN (pgn-extract) en passant convention"},
                                      rules::checkmate, rules::stalemate, rules::threefold_software));

/// The type of the registry of every chess rule set.
using registry_type = std::remove_cvref_t<decltype(rule_sets)>;

/// FIDE 2023 alone (`fide-2023`, the standard rule set): the registry of an engine's tracker. Any
/// other rule set alone: `repetita::registry_of<I>(chess::rule_sets)`.
using fide_2023_registry = repetita::standard_registry_t<registry_type>;
inline const fide_2023_registry fide_2023 = repetita::standard_registry(rule_sets);

/// The tracker of an engine's search over `Registry` (repetita::search_tracker_t): FIDE 2023 alone
/// by default, `chess::search_tracker<> t{chess::fide_2023};`.
template <class Registry = fide_2023_registry>
using search_tracker = repetita::search_tracker_t<game, Registry>;

}  // namespace repetita::chess

#endif
