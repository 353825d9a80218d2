#include "help.hpp"

#include <repetita/corpus/drivers.hpp>

#include <string>

namespace repetita::cli {

namespace {

// The help's lines: options in a column of 23, text wrapped at 99 columns.
constexpr std::size_t option_column = 23;
constexpr std::size_t line_width = 99;

// `text` wrapped after `head` (padded to the option column), its next lines indented to it.
std::string wrapped(std::string head, std::string_view text) {
  std::string out = std::move(head);
  if (out.size() + 1 > option_column) out += '\n' + std::string(option_column, ' ');
  else out.resize(option_column, ' ');
  std::size_t column = option_column;
  bool first = true;
  while (!text.empty()) {
    const std::size_t space = text.find(' ');
    const std::string_view word = text.substr(0, space);
    text = space == std::string_view::npos ? std::string_view{} : text.substr(space + 1);
    if (!first && column + 1 + word.size() > line_width) {
      out += '\n' + std::string(option_column, ' ');
      column = option_column;
      first = true;
    }
    if (!first) out += ' ', ++column;
    out += word;
    column += word.size();
    first = false;
  }
  return out + '\n';
}

// "chess, go, ... and ring": the games, in list order.
std::string game_names() {
  const auto drivers = corpus::all_drivers();
  std::string out;
  for (std::size_t i = 0; i < drivers.size(); ++i)
    (out += i == 0 ? "" : i + 1 == drivers.size() ? " and " : ", ") += drivers[i]->game();
  return out;
}

// "pgn, sgf, shogi, ...": the formats of --input-format.
std::string format_names() {
  std::string out;
  for (const corpus::game_driver* d : corpus::all_drivers()) (out += out.empty() ? "" : ", ") += d->format();
  return out;
}

std::string input_options() {
  std::string files = "game records: ";
  for (const corpus::game_driver* d : corpus::all_drivers()) (files += d->reads()) += ", ";
  files += "or any name with such content; also compressed (gzip, bzip2, xz, zstd: games.pgn.zst), told by "
           "content; '-' reads standard input; no FILE: the bundled example records";
  std::string out = "Input:\n";
  out += wrapped("  FILE...", files);
  out += wrapped("  --input-format FMT",
                 "read every input as FMT (" + format_names() + ") or its game's name instead of detecting it");
  out += R"(  --lenient            accept common non-standard notation (PGN: 0-0, e8Q, missing or wrong
                       check marks, over-disambiguation, null moves "--", unescaped quotes in tags)
  --strict             reject what the standard forbids even where readers commonly accept it
                       (PGN: over-disambiguated SAN such as Qd2c2, read by default); not with --lenient
  --keep-going, -k     report a record that cannot be read and go on with the next
  --max-plies N        a record of more than N plies is an error (too_many_plies), not replayed;
                       the others go on (default 100000; 0: no limit; not for check)
  -j N, --jobs N       worker threads (default: all cores); the output is the same for every N
  --no-progress        no progress bar (it is drawn on stderr only when stderr is a terminal)
  --annotations        analyze: each event also gives the clock and the engine's evaluation
                       after its move, where the record says them (PGN [%clk], [%eval])
)";
  return out;
}

// The options the games declare (record_option.hpp) and the --rules names they read at run time.
std::string game_options() {
  std::string out;
  for (const corpus::game_driver* d : corpus::all_drivers()) {
    for (const record_option& o : d->options())
      out += wrapped("  --" + std::string(o.name) + ' ' + std::string(o.value_name),
                     std::string(d->game()) + ": " + std::string(o.help));
    if (!d->rules_help().empty())
      out += wrapped("  --rules", "also takes, for " + std::string(d->game()) + ", " + std::string(d->rules_help()));
  }
  if (out.empty()) return out;
  return "Game options (each also as --option NAME=VALUE; a game ignores the others'):\n" + out;
}

// "suicide (go), ...": the games' options for the overview.
std::string option_names() {
  std::string out;
  for (const corpus::game_driver* d : corpus::all_drivers())
    for (const record_option& o : d->options())
      (((out += out.empty() ? "" : ", ") += o.name) += " (") += std::string(d->game()) + ')';
  return out.empty() ? "none" : out;
}

constexpr std::string_view exit_codes = R"(Exit codes: 0 ok; 1 (check) the claim is incorrect; 2 usage error; 3 a record could not be
read (with --keep-going: some records were skipped); 4 a file could not be opened or its format
is unknown; 5 internal error. Errors: 'file:line:column: error: kind: message' on stderr.
)";

// The options of the commands that read records: the inputs', then the games'.
void add_reading_options(std::string& out) {
  out += input_options();
  if (const std::string games = game_options(); !games.empty()) (out += '\n') += games;
}

}  // namespace

std::string help_text(std::string_view command) {
  std::string out;
  if (command.empty()) {
    out = "repetita: exact repetition rules over game records of " + game_names() + R"(

Usage: repetita [COMMAND] [OPTION...] [FILE...]

Commands:
  analyze   per game and rule set, the timeline of claimable draws, automatic ends, losses,
            illegal moves (the default command: 'repetita game.pgn' analyzes game.pgn)
  compare   one row per game and rule set (first claim, end, result) and a summary of the games
            each rule set ends differently from the first
  check     would a draw claim at a ply be correct (chess)? exit code 0 if it is, 1 if not
  rules     the rule sets of each game, with a description and source
  stats     counts per rule set over a corpus: claimable repetitions, ends by rule, plies
  report    one self-contained HTML page comparing rule sets: counts, where they disagree,
            histograms, and the repeated positions drawn as boards ('report -o report.html')
  help      'repetita help COMMAND' is 'repetita COMMAND --help'

With no arguments, repetita analyzes the bundled example records, each game's in the order of
'repetita rules' (the worked chess cases first).

Common options:
  --rules LIST         rule sets by name, comma-separated, or 'all' (see 'repetita rules');
                       default: each game's standard rule set (compare, stats, report: all)
  --format FMT         table (default), json (JSON lines), csv
)";
    out += wrapped("  --option NAME=VALUE",
                   "a game's option, also as --NAME VALUE (see 'analyze --help'): " + option_names());
    out += R"(  -h, --help           help; 'repetita COMMAND --help' for a command
  --version            the version

)";
    out += input_options();
    out += '\n';
    out += exit_codes;
    out += "\nThe output formats are a contract: see docs/cli.md.\n";
    return out;
  }
  if (command == "analyze") {
    out = R"(Usage: repetita analyze [OPTION...] [FILE...]

For every game and rule set, the events: each ply where a rule speaks (a claimable draw, an
automatic draw, a loss, an illegal move, no result), and each ply where the player to move could
claim a draw by writing the next move of the record (FIDE 9.2.1). Each event has its ply (0 is the
start position), the move, who may claim or who loses, the plies of the occurrences, the rule and
its citation. A claim that merely continues at the player's next turn is folded. Moves after the
end of a game under a rule set are void and give no events.

Options:
  --rules LIST         rule sets (default: the game's standard one, e.g. fide-2023), or 'all'
  --format FMT         table (default), json (one object per game and rule set), csv (one row
                       per event)
  --no-fold            list every claimable draw, also those that merely continue a claim the
                       same player had at their previous turn with the same count

)";
    add_reading_options(out);
    out += R"(
Examples:
  repetita                                    the bundled examples, as a table
  repetita analyze games.pgn --rules all --format json > events.jsonl
  cat games.pgn | repetita analyze - --rules fide-2023,fide-1928 --format csv
  repetita analyze games.sgf --rules japanese,chinese,nz
  repetita analyze game.kif --rules jsa,csa
  repetita analyze games.sgf --rules psk,ssk --suicide forbidden
  repetita compare games.sgf --rules aga,koSITUATIONALsui0,koPOSITIONALsui1
)";
    return out;
  }
  if (command == "compare") {
    out = R"(Usage: repetita compare [OPTION...] [FILE...]

One row per game and rule set: the first claimable draw (ply, by whom, rule), the end (ply,
rule), the result under the rule set, and the illegal moves; then, for each rule set after the
first, how many games it ends differently from the first (another end ply or result), and which.

Options:
  --rules LIST         rule sets to compare, the first being the baseline (default: all)
  --format FMT         table (default), json (rows, then one summary object per rule set), csv
                       (rows only)

)";
    add_reading_options(out);
    out += R"(
Example:
  repetita compare games.pgn --rules fide-2023,fide-2014,online-auto
  repetita compare games.sgf --rules japanese,chinese,aga,nz,nssk
)";
    return out;
  }
  if (command == "check") {
    out = R"(Usage: repetita check FILE --ply N [--move M] [--game G] [--rules LIST]

Would a draw claim by the player to move at ply N of game G (default 1) be correct? Ply N is the
position after the N-th half-move (0 is the start). Without --move, the claim is about the position
on the board (FIDE 9.2.2, 9.3.2). With --move M (in the game's notation, e.g. SAN: Qe2), the player
writes M and claims before playing it (FIDE 9.2.1, 9.3.1). Prints the verdict and its evidence for
each rule set (default: the game's standard one).

Draw claims exist in chess only: for a Go, shogi or Arimaa record, check is a usage error that
says why ('repetita analyze' lists their illegal moves and ends).

Exit code: 0 if the claim is correct under every rule set asked, 1 if not; 2 for a usage error
(no such game, ply or move), 3 if the game cannot be read, 4 if the file cannot be opened.

Options:
  --ply N              the ply of the claim (required)
  --move M             the move written with the claim
  --game G             the game in the file, counting from 1 (default 1)
  --rules LIST         rule sets (default: the game's standard one), or 'all'
  --format FMT         table (default), json (one object per rule set), csv
  --lenient            read the record with the lenient reader
  --strict             read the record with the strict reader (PGN: no over-disambiguated SAN)
)";
    out += wrapped("  --input-format FMT", "read FILE as FMT (" + format_names() + ")");
    out += R"(
Examples:
  repetita check examples/chess/03-fischer-petrosian-1971.pgn --ply 7 --move Qe2
  repetita check game.pgn --game 3 --ply 44 --rules fide-2023,fide-1928
)";
    return out;
  }
  if (command == "rules") {
    return R"(Usage: repetita rules [GAME] [--format FMT]

The rule sets of GAME (default: every game), each with its name (for --rules), a one-line
description and its source. The first rule set of a game is its standard one.

Options:
  --format FMT         table (default), json (one object per rule set), csv

Example:
  repetita rules chess
)";
  }
  if (command == "stats") {
    out = R"(Usage: repetita stats [OPTION...] [FILE...]

Counts per rule set over every game read: games and plies; games with a claimable repetition (of
positions or of a move series) and with any claimable draw; games ended by each rule; and the
distribution of the plies where the first claimable repetition and the ends happened (minimum,
quartiles, maximum, and a histogram in buckets of 20 plies in JSON).

Options:
  --rules LIST         rule sets (default: all)
  --format FMT         table (default), json (one object per rule set), csv (one row per rule set
                       and rule)

)";
    add_reading_options(out);
    return out;
  }
  if (command == "report") {
    out = R"(Usage: repetita report [OPTION...] [FILE...] [-o FILE]

One self-contained HTML page (inline style and SVG: no script, font or image from elsewhere; it
works offline and prints) comparing rule sets over every game read, grouped by game: per rule set
the games with a claimable draw, ended by a rule, with illegal moves; for each pair of rule sets the
games they end differently (whether, at which ply, with what result), with links to them; the
histograms of the ply of the first claim and of the end, on one axis per game; the games where the
rule sets disagree (the most different first, then a sample), each with the repeated position drawn
as a board, the moves around it, and each rule set's verdict and citation; the command line, the
version and the rule sets' sources. Its size is bounded whatever the corpus (docs/report.md).

Options:
  -o FILE, --output FILE  write the page to FILE (default: standard output)
  --rules LIST         rule sets to compare (default: all)

)";
    add_reading_options(out);
    out += R"(
Example:
  repetita report games.pgn --rules fide-2023,fide-1928,online-auto,london-1883 -o report.html
)";
    return out;
  }
  if (command == "help") return help_text("");
  return out;
}

}  // namespace repetita::cli
