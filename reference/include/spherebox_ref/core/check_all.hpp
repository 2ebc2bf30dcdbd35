/// check_all: one case through every supported variant of a registry: its contract, its twin,
/// its exact metamorphic images, and the checked API's refusal of out-of-domain input.
#pragma once
#include <spherebox/overlap.hpp>
#include <type_traits>

#include "contract_check.hpp"

namespace spherebox::ref {

/// Twins are bit-identical only when no multiply-add is fused; builds that allow contraction
/// define SPHEREBOX_REF_FUSED=1 and skip that clause (the contracts still hold there).
#if defined(SPHEREBOX_REF_FUSED) && SPHEREBOX_REF_FUSED
inline constexpr bool check_twins = false;
#else
inline constexpr bool check_twins = true;
#endif

/// All clauses for one variant V on a case of any judged slug (contract_check.hpp):
/// - its contract against the oracle, on the case and on its exact metamorphic images;
/// - its twin, bit-identical where the slug has one;
/// - mirrored(c) and scaled_by(c, k, claim) where the slug defines them (<slug>/metamorphic.hpp): images whose float
///   computations are exactly related to the original's, so V must answer the same (an answer
///   that carries coordinates is mapped back first by the slug's mirrored_answer(c, answer));
/// - the checked API (overlaps_checked<V>, or the case's call_checked<V>() for slugs with
///   another entry point) returns the slug's expected_error(c, claim), and the unchecked answer when
///   that is errc::ok.
/// Returns the first violation.
template <class V, judged_case Case>
[[nodiscard]] std::optional<violation> check_variant(const Case& c) {
  using T = typename Case::value_type;
  if (auto v = check<V>(c)) return v;
  const auto& cl = claim_of<V, T, Case::dims>();
  const bool in = in_domain(c, cl);
  const auto got = call<V>(c);
  if constexpr (!std::is_void_v<typename V::twin>) {
    if (check_twins && in && got != call<typename V::twin>(c))
      return make_violation(c, cl, "twin: answer differs from " + std::string(V::twin::name), "-");
  }
  if (in) {
    if constexpr (requires { mirrored(c); }) {
      const auto m = mirrored(c);
      if (auto v = check<V>(m)) return v;
      auto image_answer = call<V>(m);
      if constexpr (requires { mirrored_answer(c, image_answer); }) image_answer = mirrored_answer(c, image_answer);
      if (image_answer != got) return make_violation(c, cl, "metamorphic: mirrored image answers differently", "-");
    }
    if constexpr (requires { scaled_by(c, 1, cl); }) {
      for (int k : {-3, 5}) {
        if (const auto s = scaled_by(c, k, cl)) {
          if (auto v = check<V>(*s)) return v;
          if (call<V>(*s) != got)
            return make_violation(c, cl, "metamorphic: image scaled by 2^" + std::to_string(k) + " answers differently",
                                  "-");
        }
      }
    }
  }
  const auto checked_answer = [&] {
    if constexpr (requires { c.template call_checked<V>(); }) return c.template call_checked<V>();  // e.g. sweep_checked
    else return std::apply([](const auto&... a) { return overlaps_checked<V>(a...); }, c.args());
  }();
  const errc want = expected_error(c, cl);
  if (checked_answer.error != want)
    return make_violation(c, cl, "checked API: returned '" + std::string(message(checked_answer.error)) +
                          "', expected '" + std::string(message(want)) + "'", "-");
  if (checked_answer.ok() && checked_answer.value != got)
    return make_violation(c, cl, "checked API: value differs from the unchecked call", "-");
  return std::nullopt;
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
