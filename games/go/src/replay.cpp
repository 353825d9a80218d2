#include <repetita/go/referee.hpp>

namespace repetita::go {

std::vector<replay_event> replay(const position& start, const std::vector<move>& moves) {
  replayer r;
  r.start(start);
  std::vector<replay_event> events;
  for (const move& m : moves) r.play(m, events);
  return events;
}

}  // namespace repetita::go
