/// Picks the known-wrong variant named by $SPHEREBOX_KNOWN_WRONG (of any slug) for the
/// self-test target, and checks it on the input decoded as a case of its slug.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>

#include "known_wrong_registry.hpp"
#include "core/codec.hpp"
#include "core/contract_check.hpp"

namespace spherebox::ref {

/// The name in $SPHEREBOX_KNOWN_WRONG; exits with a list of valid names if it is unknown, and
/// with each set's slug and variants (one line a set) if it is "--slugs".
inline const std::string& selected_known_wrong() {
  static const std::string name = [] {
    const char* env = std::getenv("SPHEREBOX_KNOWN_WRONG");
    std::string n = env ? env : "";
    if (n == "--slugs") {  // each set's slug and variants, one line each
      known_wrong::print_sets();
      std::exit(0);
    }
    bool found = false;
    std::string names;
    known_wrong::sets::for_each([&](auto set) {
      decltype(set)::variants::for_each([&](auto tag) {
        names += " " + std::string(decltype(tag)::name);
        found = found || n == decltype(tag)::name;
      });
    });
    if (!found) {
      std::fprintf(stderr, "set SPHEREBOX_KNOWN_WRONG to one of:%s\n", names.c_str());
      std::exit(2);
    }
    replay_prefix() = "SPHEREBOX_KNOWN_WRONG=" + n + " " + replay_prefix();
    return n;
  }();
  return name;
}

/// Decodes the input as a case of the selected variant's slug and checks that variant.
[[nodiscard]] inline std::optional<violation> check_selected_known_wrong(const std::uint8_t* data, std::size_t size) {
  std::optional<violation> out;
  known_wrong::sets::for_each([&](auto set) {
    using S = decltype(set);
    S::variants::for_each([&](auto tag) {
      using V = decltype(tag);
      if (selected_known_wrong() != V::name) return;
      with_decoded<S::template case_type>(data, size, [&](const auto& c) { out = check<V>(c); });
    });
  });
  return out;
}

}  // namespace spherebox::ref
