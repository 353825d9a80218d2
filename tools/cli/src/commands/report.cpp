#include <repetita/corpus/output/report_writer.hpp>
#include "commands.hpp"
#include "../exit_code.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>

#ifndef REPETITA_VERSION
#define REPETITA_VERSION "unknown"
#endif

namespace repetita::cli {

using namespace corpus;

namespace {

// A word as a POSIX shell reads it back: bare when it is plain, else in single quotes.
std::string shell_word(const std::string& word) {
  if (!word.empty() && word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                                              "-_./=,:+@%") == std::string::npos)
    return word;
  std::string quoted = "'";
  for (const char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

struct file_closer {
  void operator()(std::FILE* f) const noexcept { std::fclose(f); }
};

}  // namespace

int run_report(const command_line& cl) {
  const auto inputs = inputs_of(cl);
  auto options = pipeline_options_of(cl, true);
  options.diagrams = true;
  options.summary_events = true;  // it reads the first claims, illegal moves and ends, and shows 24 events
  report_provenance provenance;
  provenance.version = REPETITA_VERSION;
  provenance.command = "repetita";
  for (const std::string& w : cl.words) provenance.command += ' ' + shell_word(w);
  std::unique_ptr<std::FILE, file_closer> file;
  if (cl.output) {
    file.reset(std::fopen(cl.output->c_str(), "wb"));
    if (!file) {
      std::fprintf(stderr, "repetita: cannot open '%s' for writing: %s\n", cl.output->c_str(), std::strerror(errno));
      return exit_cannot_open;
    }
  }
  report_writer sink(file ? file.get() : stdout, std::move(provenance));
  const int status = run_inputs(cl, inputs, options, sink);
  if (file && (std::ferror(file.get()) != 0 || std::fclose(file.release()) != 0)) {
    std::fprintf(stderr, "repetita: cannot write '%s'\n", cl.output->c_str());
    return exit_cannot_open;
  }
  return status;
}

}  // namespace repetita::cli
