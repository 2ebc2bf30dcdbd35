/// Printing violations: exact hex floats, the oracle's exact margin, and one command that
/// replays the case through the replay driver.
#pragma once
#include <cstdio>
#include <string>

#include "claim.hpp"
#include "codec.hpp"

namespace spherebox::ref {

/// A broken promise: who broke which contract on what input, and by how much.
struct violation {
  std::string slug, variant, contract, type;  ///< type: e.g. "float/3"
  std::string what;                           ///< which clause failed, in words
  std::string input;                          ///< the input as exact hex floats
  std::string margin;                         ///< the oracle's exact margin, or "-"
  std::string bytes;                          ///< encode(case) in hex, for the replay command
};

template <class T>
[[nodiscard]] std::string type_name() {
  if constexpr (std::is_integral_v<T>) return "int" + std::to_string(8 * sizeof(T));
  else return sizeof(T) == 4 ? "float" : "double";
}

/// The command that replays a case; drivers set it (e.g. "build/fuzz/fuzz_sphere_aabb").
inline std::string& replay_prefix() {
  static std::string prefix = "build/fuzz/fuzz_<slug>";
  return prefix;
}

template <class T>
[[nodiscard]] std::string hex_float(T x) {
  if constexpr (std::is_integral_v<T>) return std::to_string(x);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%a", static_cast<double>(x));
  return buf;
}

/// "0x1.8p+1 ..." for every value of a case, in flat() order.
template <class Case>
[[nodiscard]] std::string hex_input(const Case& c) {
  std::string s;
  const auto v = c.flat();
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i) s += ' ';
    s += hex_float(v[i]);
  }
  return s;
}

/// A violation for case c, with the common fields filled in.
template <class Case, class T>
[[nodiscard]] violation make_violation(const Case& c, const claim<T>& cl, std::string what, std::string margin) {
  return {std::string(Case::slug), cl.name, std::string(to_string(cl.promise)),
          type_name<T>() + "/" + std::to_string(Case::dims), std::move(what), hex_input(c),
          std::move(margin), to_hex(encode(c))};
}

/// Several lines: what broke, the input, the exact margin D - R, the replay command.
[[nodiscard]] inline std::string show(const violation& v) {
  return "contract violation: " + v.slug + "/" + v.variant + " (" + v.type + ", contract " + v.contract +
         ")\n  " + v.what + "\n  input (" + v.slug + " flat order): " + v.input +
         "\n  exact margin D - R = " + v.margin + "\n  replay: " + replay_prefix() + " --hex=" + v.bytes + "\n";
}

}  // namespace spherebox::ref
