/// Picks the known-wrong variant named by $SPHEREBOX_KNOWN_WRONG for the self-test target.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../../../tests/known_wrong/sphere_aabb.hpp"
#include "contract_check.hpp"

namespace spherebox::ref {

/// The name in $SPHEREBOX_KNOWN_WRONG; exits with a list of valid names if it is unknown.
inline const std::string& selected_known_wrong() {
  static const std::string name = [] {
    const char* env = std::getenv("SPHEREBOX_KNOWN_WRONG");
    std::string n = env ? env : "";
    bool found = false;
    std::string names;
    known_wrong::all::for_each([&](auto tag) {
      names += " " + std::string(decltype(tag)::name);
      found = found || n == decltype(tag)::name;
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

template <class Case>
[[nodiscard]] std::optional<violation> check_selected_known_wrong(const Case& c) {
  std::optional<violation> out;
  known_wrong::all::for_each([&](auto tag) {
    using V = decltype(tag);
    if (selected_known_wrong() == V::name) out = check<V>(c);
  });
  return out;
}

}  // namespace spherebox::ref
