#include <repetita/corpus/rule_selection.hpp>

#include <repetita/corpus/drivers.hpp>

#include <algorithm>
#include <stdexcept>

namespace repetita::corpus {

std::vector<std::string> split_list(std::string_view text) {
  std::vector<std::string> out;
  std::size_t begin = 0;
  while (begin <= text.size()) {
    std::size_t end = text.find(',', begin);
    if (end == std::string_view::npos) end = text.size();
    std::string_view item = text.substr(begin, end - begin);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    if (!item.empty()) out.emplace_back(item);
    begin = end + 1;
  }
  return out;
}

std::string rule_set_names(const game_driver& driver) {
  std::string out;
  for (const rule_set_entry& e : driver.rule_sets()) {
    if (!out.empty()) out += ", ";
    out += e.name;
  }
  return out;
}

std::optional<std::string> unknown_rule_sets(const std::vector<std::string>& names) {
  for (const std::string& name : names) {
    if (name == "all") continue;
    const bool known = std::any_of(all_drivers().begin(), all_drivers().end(),
                                   [&](const game_driver* d) { return d->rule_set_asked(name).has_value(); });
    if (known) continue;
    std::string message = "unknown rule set '" + name + "'; known rule sets:";
    for (const game_driver* d : all_drivers()) {
      message += ' ';
      message += d->game();
      message += ": ";
      message += rule_set_names(*d);
      message += ';';
    }
    message += " or 'all'";
    return message;
  }
  return std::nullopt;
}

std::vector<std::size_t> select_rule_sets(const game_driver& driver, const std::vector<std::string>& names) {
  std::vector<std::size_t> out;
  for (const std::string& name : names) {
    if (name == "all") {
      for (std::size_t i = 0; i < driver.rule_sets().size(); ++i)
        if (std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
      continue;
    }
    if (const auto i = driver.rule_set_asked(name); i && std::find(out.begin(), out.end(), *i) == out.end())
      out.push_back(*i);
  }
  if (out.empty()) out.push_back(0);
  return out;
}

composed_drivers compose_drivers(const std::vector<std::string>& names, const rule_options& options) {
  for (const auto& [name, value] : options)
    if (!option_named(name)) throw std::invalid_argument(unknown_option_message(name));
  composed_drivers out;
  for (const game_driver* d : all_drivers()) {
    rule_options own;  // the values of this game's options
    for (const record_option& o : d->options())
      if (const auto it = options.find(o.name); it != options.end()) own.insert(*it);
    if (const game_driver* c = d->composed(names, own)) out.emplace_back(d, c);
  }
  return out;
}

const record_option* option_named(std::string_view name) noexcept {
  for (const game_driver* d : all_drivers())
    for (const record_option& o : d->options())
      if (o.name == name) return &o;
  return nullptr;
}

std::string unknown_option_message(std::string_view name) {
  std::string message = "unknown option '" + std::string(name) + "'; the games' options:";
  bool any = false;
  for (const game_driver* d : all_drivers())
    for (const record_option& o : d->options()) {
      ((((message += any ? ", " : " ") += o.name) += " (") += d->game()) += ')';
      any = true;
    }
  if (!any) message += " none";
  return message;
}

const game_driver& driver_for_run(const composed_drivers& composed, const game_driver& driver) noexcept {
  for (const auto& [from, to] : composed)
    if (from == &driver) return *to;
  return driver;
}

}  // namespace repetita::corpus
