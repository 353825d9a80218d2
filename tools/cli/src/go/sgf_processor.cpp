#include "sgf_processor.hpp"

#include <repetita/records/memory_stream.hpp>
#include "sgf_scanner.hpp"

#include <repetita/go/main_line.hpp>
#include <repetita/go/sgf.hpp>

namespace repetita::cli::go_sgf {

sgf_processor::sgf_processor(const game_driver& driver, const replay_options& options)
    : driver_(driver), options_(options) {
  if (options_.rule_sets.size() == 1 && options_.rule_sets[0] == 0)
    standard_ = std::make_unique<sgf_replayer<standard_registry>>(standard_rule_sets(), options_.rule_sets,
                                                                    options_.fold);
  else
    full_ = std::make_unique<sgf_replayer<full_registry>>(go::rule_sets, options_.rule_sets, options_.fold);
}

void sgf_processor::process(const record_chunk& chunk, const std::string& file, batch_report& out) {
  out.items.clear();
  out.games = 0;
  out.plies = 0;
  out.bytes = chunk.text.size();
  const std::string_view text = chunk.text;
  tree_scanner scanner;
  tree_origin origin;
  std::uint64_t line = chunk.first_line;
  std::uint64_t column = 0;  // characters before the current one on its line
  std::size_t begin = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const tree_scanner::event e = scanner.feed(c);
    if (e == tree_scanner::event::tree_begins) {
      begin = i;
      origin = tree_origin{++out.games, line, column + 1};
    } else if (e == tree_scanner::event::tree_ends) {
      process_tree(text.substr(begin, i + 1 - begin), origin, file, out);
    }
    // Lines end with LF, CRLF or CR; columns count characters (not UTF-8 continuation bytes).
    if (c == '\n' || (c == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'))) {
      ++line;
      column = 0;
    } else if (c != '\r' && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
      ++column;
    }
  }
  if (!scanner.between_trees()) process_tree(text.substr(begin), origin, file, out);  // left open at the end
}

void sgf_processor::process_tree(std::string_view text, const tree_origin& origin, const std::string& file,
                                 batch_report& out) {
  memory_istream in(text);
  sgf::reader reader(in, sgf::reader_options{.close_at_end = options_.lenient});
  auto tree = reader.next();
  if (!tree) {
    out.items.emplace_back(to_read_error(tree.error(), file, origin));
    return;
  }
  if (!tree.value()) return;  // not reached: the text begins with '(', so there is a tree or an error
  const sgf::tree& t = *tree.value();
  auto line = sgf::read_main_line(t);
  if (!line) {
    out.items.emplace_back(to_read_error(line.error(), file, origin));
    return;
  }
  game_report report;
  report.driver = &driver_;
  report.game = origin.game;
  report.line = origin.line;
  read_header(t, line.value(), report);
  if (standard_)
    standard_->replay(line.value(), report.rule_sets);
  else
    full_->replay(line.value(), report.rule_sets);
  out.plies += report.plies;
  out.items.emplace_back(std::move(report));
}

}  // namespace repetita::cli::go_sgf
