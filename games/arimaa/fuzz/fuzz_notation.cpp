// libFuzzer target for the Arimaa notation reader: any input either reads or returns an error with
// a line, a column and a message; every record read is resolved (strict and lenient) and replayed
// under both rule sets (which must not crash either, and must fail with a line); a record that
// replays is written back (from its diagram, if it has one), and the written text replays to the
// same moves. The record adapter's reader reads the same input (arimaa.com exports and archives,
// several games, text after a game that is no game): every game it reads holds its plies, and an
// anomaly comes after them.
#include <repetita/arimaa/adapter.hpp>
#include <repetita/arimaa/notation.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {
namespace nt = repetita::arimaa::notation;

void check_error(const nt::error& e) {
  if (e.line <= 0 || e.column <= 0 || e.message.empty()) std::abort();
}

void read_with_the_adapter(const std::string& text) {
  for (const bool lenient : {false, true}) {
    repetita::arimaa::adapter::reader reader(text, "fuzz", 1, repetita::read_options{.lenient = lenient});
    repetita::arimaa::adapter::record record;
    repetita::record_error error;
    std::uint64_t games = 0;
    for (repetita::read_status s; (s = reader.read(record, error)) != repetita::read_status::end;) {
      if (++games > text.size() + 1) std::abort();  // every game consumes a line
      if (s == repetita::read_status::error) {
        if (error.message.empty() || error.game != games) std::abort();
        continue;
      }
      repetita::record_header h;
      record.header(h);
      if (h.game != games || h.plies != record.plies() || h.line == 0) std::abort();
      if (const repetita::record_anomaly* a = record.anomaly(); a && (a->ply != record.plies() + 1 || a->ply < 2))
        std::abort();
    }
  }
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  read_with_the_adapter(text);
  auto rec = nt::read(text);
  if (!rec) {
    check_error(rec.error());
    return 0;
  }
  const nt::record& r = rec.value();
  for (const bool lenient : {false, true}) {
    const nt::read_options options{.repeated_turn_replaces = lenient};
    auto res = nt::resolve(r, repetita::arimaa::position{}, options);
    if (!res) check_error(res.error());
    for (std::string_view rs : {"arimaa", "aei"}) {
      auto g = nt::replay(r, rs, repetita::arimaa::position{}, options);
      if (!g) {
        check_error(g.error());
        continue;
      }
      if (!res || res.value().moves.size() < g.value().moves.size()) std::abort();
      const std::string written = r.diagram ? nt::write_from_diagram(r.diagram->start, r.diagram->number, g.value().moves)
                                            : nt::write(g.value().moves);
      auto again = nt::replay(written, rs);
      if (!again) std::abort();
      if (again.value().moves != g.value().moves) std::abort();
    }
  }
  return 0;
}
