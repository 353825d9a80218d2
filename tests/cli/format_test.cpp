// The small pieces of the output contract: text encoding, JSON and CSV quoting, the error line,
// the command line, the progress line.
#include "command_line.hpp"
#include <repetita/corpus/output/csv.hpp>
#include <repetita/corpus/output/json.hpp>
#include "progress_bar.hpp"
#include <repetita/corpus/report.hpp>
#include <repetita/corpus/drivers.hpp>
#include <repetita/corpus/rule_selection.hpp>
#include "utf8.hpp"

#include <repetita/chess/adapter.hpp>
#include <repetita/records/valid_utf8.hpp>

#include <catch2/catch.hpp>

namespace {

using namespace repetita::cli;
using namespace repetita::corpus;
using repetita::valid_utf8;

command_line parse(std::initializer_list<std::string_view> args) { return parse_command_line(std::vector<std::string_view>(args)); }

}  // namespace

TEST_CASE("text from records becomes valid UTF-8", "[cli][format]") {
  CHECK(valid_utf8("Capablanca") == "Capablanca");
  CHECK(valid_utf8("J\xC3\xA9r\xC3\xB4me") == "J\xC3\xA9r\xC3\xB4me");  // already UTF-8
  CHECK(valid_utf8("J\xE9r\xF4me") == "J\xC3\xA9r\xC3\xB4me");          // Latin-1
  CHECK(valid_utf8("\xC0\xAF") == "\xC3\x80\xC2\xAF");                   // an overlong form is not UTF-8
  CHECK(valid_utf8("\xED\xA0\x80") == "\xC3\xAD\xC2\xA0\xC2\x80");       // nor is a surrogate
  CHECK(valid_utf8("\xF0\x9F\x98\x80") == "\xF0\x9F\x98\x80");
}

TEST_CASE("JSON strings and CSV fields are quoted as their standards say", "[cli][format]") {
  std::string out;
  json::string(out, "a\"b\\c\nd\x01");
  CHECK(out == R"("a\"b\\c\nd\u0001")");
  out.clear();
  csv::field(out, "plain");
  out += ',';
  csv::field(out, "Carlsen, Magnus");
  out += ',';
  csv::field(out, "say \"hi\"");
  CHECK(out == R"(plain,"Carlsen, Magnus","say ""hi""")");
}

TEST_CASE("JSON strings are escaped wherever the special byte falls (the scan reads eight bytes at a time)",
          "[cli][format]") {
  // The reference: byte by byte, as RFC 8259 section 7 says.
  const auto reference = [](std::string_view text) {
    std::string r = "\"";
    for (const char c : text) {
      const auto u = static_cast<unsigned char>(c);
      if (c == '"' || c == '\\') {
        r += '\\';
        r += c;
      } else if (c == '\n') {
        r += "\\n";
      } else if (c == '\r') {
        r += "\\r";
      } else if (c == '\t') {
        r += "\\t";
      } else if (u < 0x20) {
        static constexpr char hex[] = "0123456789abcdef";
        r += "\\u00";
        r += hex[u >> 4];
        r += hex[u & 15];
      } else {
        r += c;
      }
    }
    r += '"';
    return r;
  };
  // The bytes that need an escape, and some beside them that pass unchanged.
  const std::string specials("\"\\\n\x01\x1f\t\0\x20\x7f\x80\xc3\xa9~!", 14);
  for (std::size_t length : {0u, 1u, 7u, 8u, 9u, 15u, 16u, 17u, 40u, 130u}) {
    for (std::size_t at = 0; at <= length; ++at) {
      for (const char special : specials) {
        std::string text(length, 'x');
        if (at < length) text[at] = special;
        std::string out = "[";
        json::string(out, text);
        std::string expected = "[";
        expected += reference(text);
        CHECK(out == expected);
      }
    }
  }
  std::string out;
  json::key(out, "ply", true);
  json::key(out, "kind");
  CHECK(out == R"("ply":,"kind":)");
}

TEST_CASE("the error line is the PGN reader's own", "[cli][format]") {
  repetita::chess::pgn_error e;
  e.kind = repetita::chess::pgn_error_kind::bad_move;
  e.san_kind = repetita::chess::san_error_kind::no_such_move;
  e.file = "games.pgn";
  e.line = 13;
  e.column = 13;
  e.game_number = 2;
  e.move_text = "Ke3";
  e.message = "no king can move to e3";
  CHECK(repetita::chess::to_record_error(e).to_string() == e.to_string());
  CHECK(e.to_string() == "games.pgn:13:13: error: bad_move (no_such_move): no king can move to e3 (game 2, \"Ke3\")");
  read_error file_level;
  file_level.file = "missing.pgn";
  file_level.kind = "cannot_open";
  file_level.message = "No such file or directory";
  CHECK(file_level.to_string() == "missing.pgn: error: cannot_open: No such file or directory");
  // A control character the record holds is written visibly, and the error stays one line.
  e.kind = repetita::chess::pgn_error_kind::unexpected_character;
  e.san_kind.reset();
  e.move_text = "\x01";
  e.message = "unexpected character '\x01'";
  CHECK(e.to_string() == "games.pgn:13:13: error: unexpected_character: unexpected character '\\x01' (game 2, \"\\x01\")");
  CHECK(repetita::chess::to_record_error(e).to_string() == e.to_string());
  read_error broken_line = file_level;
  broken_line.message = "a\nb\tc\x7F";
  CHECK(broken_line.to_string() == "missing.pgn: error: cannot_open: a\\x0Ab\\x09c\\x7F");
}

TEST_CASE("the command line", "[cli][options]") {
  SECTION("no arguments: analyze the bundled examples as a table") {
    const auto cl = parse({});
    CHECK(cl.command == "analyze");
    CHECK_FALSE(cl.command_given);
    CHECK(cl.arguments.empty());
    CHECK(cl.format == output_format::table);
  }
  SECTION("a file without a command is analyzed") {
    const auto cl = parse({"games.pgn", "--format=json", "-j2"});
    CHECK(cl.command == "analyze");
    CHECK(cl.arguments == std::vector<std::string>{"games.pgn"});
    CHECK(cl.format == output_format::json);
    CHECK(cl.jobs == 2);
  }
  SECTION("options before and after the command") {
    const auto cl = parse({"-j", "3", "compare", "a.pgn", "--rules", "fide-2023,fide-1928", "-", "--keep-going"});
    CHECK(cl.command == "compare");
    CHECK(cl.jobs == 3);
    CHECK(cl.arguments == std::vector<std::string>{"a.pgn", "-"});
    CHECK(cl.rules == std::vector<std::string>{"fide-2023", "fide-1928"});
    CHECK(cl.keep_going);
  }
  SECTION("check") {
    const auto cl = parse({"check", "g.pgn", "--ply", "7", "--move", "Qe2", "--game", "2"});
    CHECK(cl.ply == 7u);
    CHECK(cl.move == "Qe2");
    CHECK(cl.game == 2u);
  }
  SECTION("a command name after a file is a file") {
    CHECK(parse({"a.pgn", "stats"}).arguments == std::vector<std::string>{"a.pgn", "stats"});
    CHECK(parse({"--", "rules"}).arguments == std::vector<std::string>{"rules"});
  }
  SECTION("usage errors") {
    CHECK_THROWS_AS(parse({"--frobnicate"}), usage_error);
    CHECK_THROWS_AS(parse({"--format", "xml"}), usage_error);
    CHECK_THROWS_AS(parse({"-j", "0"}), usage_error);
    CHECK_THROWS_AS(parse({"-j"}), usage_error);
    CHECK_THROWS_AS(parse({"--ply", "3"}), usage_error);  // only check has --ply
    CHECK_THROWS_AS(parse({"--keep-going=yes"}), usage_error);
  }
}

TEST_CASE("the games' options: --option NAME=VALUE, --NAME VALUE, and what composes with them", "[cli][options]") {
  // The first option some game declares (record_option.hpp); the test names none itself.
  const game_driver* owner = nullptr;
  const repetita::record_option* option = nullptr;
  for (const game_driver* d : all_drivers())
    if (!d->options().empty() && option == nullptr) owner = d, option = &d->options().front();
  REQUIRE(option != nullptr);  // Go's suicide today
  REQUIRE(!option->values.empty());
  const std::string name(option->name);
  const std::string value(option->values.front());
  const std::string long_name = "--" + name;
  const std::string spelled = name + "=" + value;

  const auto by_option = parse({"a.sgf", "--option", spelled});
  const auto by_name = parse({"a.sgf", long_name, value});
  CHECK(by_option.game_options == rule_options{{name, value}});
  CHECK(by_name.game_options == by_option.game_options);
  CHECK(by_option.game_option_word == "--option");
  CHECK(by_name.game_option_word == long_name);

  // The game that declares it composes its rule sets with it; the others do not see it.
  const composed_drivers composed = compose_drivers({"all"}, by_option.game_options);
  REQUIRE(composed.size() == 1);
  CHECK(composed.front().first == owner);
  CHECK(composed.front().second->rule_sets().front().name.find(value) != std::string_view::npos);

  CHECK_THROWS_AS(compose_drivers({}, rule_options{{name, "no-such-value"}}), std::invalid_argument);
  CHECK_THROWS_WITH(compose_drivers({}, rule_options{{"no-such-option", "1"}}),
                    Catch::Matchers::StartsWith("unknown option 'no-such-option'; the games' options: " + name));
  CHECK_THROWS_AS(parse({"--option", "no-such-option=1"}), usage_error);
  CHECK_THROWS_AS(parse({"--option", name}), usage_error);       // no value
  CHECK_THROWS_AS(parse({"--option", "=" + value}), usage_error);  // no name
  CHECK_THROWS_AS(parse({"check", "a.sgf", "--ply", "1", "--option", spelled}), usage_error);
  CHECK_THROWS_AS(parse({"rules", long_name, value}), usage_error);
}

TEST_CASE("rule set names", "[cli][options]") {
  CHECK(split_list(" a, b,,c ") == std::vector<std::string>{"a", "b", "c"});
  CHECK_FALSE(unknown_rule_sets({"fide-2023", "all", "lichess"}));
  const auto problem = unknown_rule_sets({"fide-2023", "fide-2099"});
  REQUIRE(problem);
  CHECK(problem->find("unknown rule set 'fide-2099'") == 0);
  CHECK(problem->find("fide-2023, fide-2014") != std::string::npos);
}

TEST_CASE("the progress line", "[cli][progress]") {
  CHECK(progress_bar::line(2.0, 0, std::nullopt, 3000, 240000) == "3.0k games  1.5k games/s  120.0k plies/s");
  const std::string bar = progress_bar::line(10.0, 25000000, 100000000, 1000, 2000000);
  CHECK(bar.find("25%") != std::string::npos);
  CHECK(bar.find("25.0 MB of 100.0 MB") != std::string::npos);
  CHECK(bar.find("ETA 0:30") != std::string::npos);
}

TEST_CASE("display_width: wide characters take two terminal columns", "[cli][format]") {
  // The table aligns its columns by terminal width: shogi moves and names are mostly wide.
  CHECK(repetita::corpus::display_width("Bc7") == 3);
  CHECK(repetita::corpus::display_width("Lasker, Emanuel") == 15);
  CHECK(repetita::corpus::display_width("\xE2\x96\xB3") == 1);                          // △ (ambiguous): 1
  CHECK(repetita::corpus::display_width("\xE2\x96\xB3\xEF\xBC\x94\xE4\xB8\x80\xE7\x8E\x89(51)") == 11);  // △４一玉(51)
  CHECK(repetita::corpus::display_width("\xEC\x9D\xB4\xEC\x84\xB8\xEB\x8F\x8C") == 6);  // 이세돌
  CHECK(repetita::corpus::display_width("Caf\xC3\xA9") == 4);                           // é: one column
  CHECK(repetita::corpus::display_width("") == 0);
}
