/// check_all: one case through every supported variant of a registry: its contract, its twin,
/// its exact metamorphic images, and the checked API's refusal of out-of-domain input.
#pragma once
#include <spherebox/overlap.hpp>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "contract_check.hpp"

namespace spherebox::ref {

/// Twins are bit-identical only when no multiply-add is fused; builds that allow contraction
/// define SPHEREBOX_REF_FUSED=1 and skip that clause (the contracts still hold there).
#if defined(SPHEREBOX_REF_FUSED) && SPHEREBOX_REF_FUSED
inline constexpr bool check_twins = false;
#else
inline constexpr bool check_twins = true;
#endif

/// The checked API of V on case c: the case's call_checked<V>() for slugs with another entry
/// point (swept_aabb: sweep_checked), else overlaps_checked<V> with the case's arguments.
template <class V, class Case>
[[nodiscard]] auto call_checked(const Case& c) {
  if constexpr (requires { c.template call_checked<V>(); }) return c.template call_checked<V>();
  else return std::apply([](const auto&... a) { return overlaps_checked<V>(a...); }, c.args());
}

/// What check_variant calls of V on Case besides variant_calls: its twin and its checked API.
template <class Case, class Answer, class Checked>
struct variant_checks {
  variant_calls<Case, Answer> calls;
  Answer (*twin)(const Case&);        ///< call<V::twin>; nullptr: V has no twin
  std::string_view twin_name;         ///< V::twin::name
  Checked (*checked)(const Case&);    ///< call_checked<V>
};

/// call<V::twin> and its name where V has a twin, else nullptr and "".
template <class V, class Case>
[[nodiscard]] constexpr auto twin_of() {
  using fn = answer_of<V, Case> (*)(const Case&);
  if constexpr (!std::is_void_v<typename V::twin>)
    return std::pair{fn{&call<typename V::twin, Case>}, std::string_view(V::twin::name)};
  else
    return std::pair{fn{nullptr}, std::string_view()};
}

/// The variant_checks of V on Case.
template <class V, class Case>
inline constexpr variant_checks<Case, answer_of<V, Case>, decltype(call_checked<V>(std::declval<const Case&>()))>
    checks_of{calls_of<V, Case>, twin_of<V, Case>().first, twin_of<V, Case>().second, &call_checked<V, Case>};

/// All clauses for one variant (checks_of<V, Case>) on a case of any judged slug
/// (contract_check.hpp):
/// - its contract against the oracle, on the case and on its exact metamorphic images;
/// - its twin, bit-identical where the slug has one;
/// - mirrored(c) and scaled_by(c, k, claim) where the slug defines them (<slug>/domain.hpp): images whose float
///   computations are exactly related to the original's, so V must answer the same (an answer
///   that carries coordinates is mapped back first by the slug's mirrored_answer(c, answer));
/// - the checked API (overlaps_checked<V>, or the case's call_checked<V>() for slugs with
///   another entry point) returns the slug's expected_error(c, claim), and the unchecked answer when
///   that is errc::ok.
/// Returns the first violation. Compiled once per case type (variant_calls says why).
template <judged_case Case, class Answer, class Checked>
[[nodiscard]] std::optional<violation> check_variant_calls(const Case& c,
                                                           const variant_checks<Case, Answer, Checked>& v) {
  if (auto bad = check_calls(c, v.calls)) return bad;
  const auto& cl = v.calls.declared();
  const bool in = in_domain(c, cl);
  const auto got = v.calls.call(c);
  if (v.twin && check_twins && in && got != v.twin(c))
    return make_violation(c, cl, "twin: answer differs from " + std::string(v.twin_name), "-");
  if (in) {
    if constexpr (requires { mirrored(c); }) {
      const auto m = mirrored(c);
      if (auto bad = check_calls(m, v.calls)) return bad;
      auto image_answer = v.calls.call(m);
      if constexpr (requires { mirrored_answer(c, image_answer); }) image_answer = mirrored_answer(c, image_answer);
      if (image_answer != got) return make_violation(c, cl, "metamorphic: mirrored image answers differently", "-");
    }
    if constexpr (requires { scaled_by(c, 1, cl); }) {
      for (int k : {-3, 5}) {
        if (const auto s = scaled_by(c, k, cl)) {
          if (auto bad = check_calls(*s, v.calls)) return bad;
          if (v.calls.call(*s) != got)
            return make_violation(c, cl, "metamorphic: image scaled by 2^" + std::to_string(k) + " answers differently",
                                  "-");
        }
      }
    }
  }
  const auto checked_answer = v.checked(c);
  const errc want = expected_error(c, cl);
  if (checked_answer.error != want)
    return make_violation(c, cl, "checked API: returned '" + std::string(message(checked_answer.error)) +
                          "', expected '" + std::string(message(want)) + "'", "-");
  if (checked_answer.ok() && checked_answer.value != got)
    return make_violation(c, cl, "checked API: value differs from the unchecked call", "-");
  return std::nullopt;
}

/// All clauses for variant V on case c (check_variant_calls).
template <class V, judged_case Case>
[[nodiscard]] std::optional<violation> check_variant(const Case& c) {
  return check_variant_calls(c, checks_of<V, Case>);
}

/// Every supported variant of Registry on case c (any slug: check_variant is overloaded per
/// case type); the first violation, if any.
template <class Registry, class Case>
[[nodiscard]] std::optional<violation> check_all(const Case& c) {
  std::optional<violation> first;
  Registry::for_each([&](auto tag) {
    using V = decltype(tag);
    if (!first && V::supported()) first = check_variant<V>(c);
  });
  return first;
}

}  // namespace spherebox::ref
