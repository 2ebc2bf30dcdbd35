/// Printing violations: exact hex floats, the oracle's exact margin, and one command that
/// replays the case through the replay driver.
#pragma once
#include <cstdio>
#include <string>

#include "claim.hpp"
#include "codec.hpp"

namespace spherebox::ref {

/// A broken promise: who broke which contract on what input, and by how much; with what a user
/// needs to act on it (the answer given and the one required, the oracle's exact D and R).
struct violation {
  std::string slug, variant, contract, type;  ///< type: e.g. "float/3"
  std::string what;                           ///< which clause failed, in words
  std::string input;                          ///< the input as exact hex floats
  std::string margin;                         ///< the oracle's exact margin, or "-"
  std::string bytes;                          ///< encode(case) in hex, for the replay command
  std::string layout;                         ///< what the input's values are (Case::layout)
  std::string decimal;                        ///< the input as decimals (9 or 17 digits)
  std::string exact;                          ///< the oracle's D, R and D - R, or ""
  std::string given, expected;                ///< the answer given and the one required, or ""
  std::string shrunk;                         ///< case_lines() of the shrunk case, or ""
  std::string kept;                           ///< where the counterexample file was written, or ""
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

/// The case's values as decimals, in flat() order: 9 significant digits for float and 17 for
/// double (enough to read back the same value), integers as they are.
template <class Case>
[[nodiscard]] std::string decimal_input(const Case& c) {
  using T = typename Case::value_type;
  std::string s;
  for (T x : c.flat()) {
    char buf[48];
    if constexpr (std::is_integral_v<T>) std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(x));
    else std::snprintf(buf, sizeof buf, "%.*g", sizeof(T) == 4 ? 9 : 17, static_cast<double>(x));
    s += (s.empty() ? "" : " ") + std::string(buf);
  }
  return s;
}

/// What a case's flat values are: the case type's `layout` ("center[N] radius ...") if it
/// states one.
template <class Case>
[[nodiscard]] std::string layout_of() {
  if constexpr (requires { Case::layout; }) {
    std::string s(Case::layout);  // "[N]" read as the case's dimension
    for (auto at = s.find("[N]"); at != std::string::npos; at = s.find("[N]", at))
      s.replace(at, 3, "[" + std::to_string(Case::dims) + "]");
    return s;
  } else {
    return std::string(Case::slug) + " flat order";
  }
}

/// A violation for case c, with the common fields filled in.
template <class Case, class T>
[[nodiscard]] violation make_violation(const Case& c, const claim<T>& cl, std::string what, std::string margin) {
  violation v;
  v.slug = Case::slug, v.variant = cl.name, v.contract = to_string(cl.promise);
  v.type = type_name<T>() + "/" + std::to_string(Case::dims);
  v.what = std::move(what), v.input = hex_input(c), v.margin = std::move(margin), v.bytes = to_hex(encode(c));
  if constexpr (requires { c.flat(); }) v.layout = layout_of<Case>(), v.decimal = decimal_input(c);
  return v;
}

/// The lines of a report that describe the case: input (hex and decimal), the answer given and
/// the one required, the oracle's exact values, and the replay command; each line starts with
/// `indent`.
[[nodiscard]] inline std::string case_lines(const violation& v, const std::string& indent) {
  std::string s = indent + "input (" + (v.layout.empty() ? v.slug + " flat order" : v.layout) + "): " + v.input + "\n";
  if (!v.decimal.empty()) s += indent + "decimal: " + v.decimal + "\n";
  if (!v.given.empty()) s += indent + "answer given: " + v.given + "; required: " + v.expected + "\n";
  s += indent + (v.exact.empty() ? "exact margin D - R = " + v.margin : "exact: " + v.exact) + "\n";
  return s + indent + "replay: " + replay_prefix() + " --hex=" + v.bytes + "\n";
}

/// Several lines: what broke, the input, the exact margin D - R, the replay command; then the
/// shrunk case and the kept file when there are.
[[nodiscard]] inline std::string show(const violation& v) {
  std::string s = "contract violation: " + v.slug + "/" + v.variant + " (" + v.type + ", contract " + v.contract +
                  ")\n  " + v.what + "\n" + case_lines(v, "  ");
  if (!v.shrunk.empty()) s += "  shrunk (same clause, simpler values):\n" + v.shrunk;
  if (!v.kept.empty()) s += "  kept as " + v.kept + "\n";
  return s;
}

}  // namespace spherebox::ref
