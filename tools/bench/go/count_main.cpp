// repetita-go-count: exhaustive Go game counts on tiny boards (the "perft" of Go).
//
//   repetita-go-count [WxH] [psk|ssk|ssk-nz|nssk] [forbidden|multi|allowed] [--tracker] [--max-plies N]
//   repetita-go-count --published     every 1x4 count of ../shared/rules/go.md, with times
//
// Prints "<board> <rule> suicide=<policy>: <games> games in <seconds> s" per count; exits 1 when a
// --published count differs from the published value.
#include <repetita/go/count.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

using namespace repetita::go;

namespace {

std::optional<superko_rule> parse_rule(std::string_view s) {
  for (auto r : {superko_rule::psk, superko_rule::ssk, superko_rule::nz, superko_rule::nssk})
    if (to_string(r) == s || (s == "nz" && r == superko_rule::nz)) return r;
  return std::nullopt;
}
std::optional<suicide_policy> parse_suicide(std::string_view s) {
  for (auto p : {suicide_policy::forbidden, suicide_policy::multi_only, suicide_policy::allowed})
    if (to_string(p) == s) return p;
  return std::nullopt;
}

std::uint64_t run(const count_options& o, bool tracker) {
  const auto t0 = std::chrono::steady_clock::now();
  const std::uint64_t n = tracker ? count_games_tracker(o) : count_games(o);
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%dx%d %s suicide=%s%s: %llu games in %.2f s\n", o.height, o.width, std::string(to_string(o.rule)).c_str(),
              std::string(to_string(o.suicide)).c_str(), tracker ? " (tracker)" : "",
              static_cast<unsigned long long>(n), s);
  std::fflush(stdout);
  return n;
}

}  // namespace

int main(int argc, char** argv) {
  count_options o{4, 1, superko_rule::psk, suicide_policy::forbidden, 0};
  bool tracker = false, published = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    int w = 0, h = 0;
    if (a == "--tracker") {
      tracker = true;
    } else if (a == "--published") {
      published = true;
    } else if (a == "--max-plies" && i + 1 < argc) {
      o.max_plies = std::atoi(argv[++i]);
    } else if (std::sscanf(argv[i], "%dx%d", &h, &w) == 2) {  // rows x columns: "1x4" is one row of four
      o.width = w;
      o.height = h;
    } else if (auto r = parse_rule(a)) {
      o.rule = *r;
    } else if (auto s = parse_suicide(a)) {
      o.suicide = *s;
    } else {
      std::fprintf(stderr, "usage: repetita-go-count [HxW] [psk|ssk|ssk-nz|nssk] [forbidden|multi|allowed] "
                           "[--tracker] [--max-plies N] | --published\n");
      return 2;
    }
  }
  try {
    if (!published) {
      run(o, tracker);
      return 0;
    }
    struct expected {
      superko_rule rule;
      suicide_policy suicide;
      std::uint64_t games;
    };
    // ../shared/rules/go.md section 7 (the first is the timed target).
    const expected table[] = {
        {superko_rule::psk, suicide_policy::forbidden, 719178893ull},
        {superko_rule::psk, suicide_policy::allowed, 2098407841ull},
        {superko_rule::ssk, suicide_policy::forbidden, 1359471437ull},
        {superko_rule::nz, suicide_policy::forbidden, 1359471437ull},
        {superko_rule::nssk, suicide_policy::forbidden, 2522225257ull},
    };
    int bad = 0;
    for (const expected& e : table) {
      const std::uint64_t n = run(count_options{4, 1, e.rule, e.suicide, 0}, false);
      if (n != e.games) {
        std::printf("  MISMATCH: published %llu\n", static_cast<unsigned long long>(e.games));
        ++bad;
      }
    }
    return bad == 0 ? 0 : 1;
  } catch (const std::exception& ex) {
    std::fprintf(stderr, "repetita-go-count: %s\n", ex.what());
    return 2;
  }
}
