/// The promise each variant makes, in a form the verification harness reads.
/// docs/contracts.md defines the contracts and derives every constant used here.
#pragma once
#include <limits>
#include <string_view>

namespace spherebox {

/// What a variant promises for every input in its domain.
/// - exact: the answer equals the exact (real-number) answer.
/// - bounded: (a) it may differ from the exact answer only where |D - R| <= k*u*S + a*eta,
///   with D the exact compared quantity, R the exact threshold, S the scale stated with the
///   slug, u the unit roundoff and eta the smallest positive subnormal of T; (b) it is exact
///   whenever every intermediate value of the computation is representable.
/// - conservative: (a) never reports "no overlap" for inputs that overlap; false positives
///   allowed; (b) reports "no overlap" for every input its rejection clause names (the variant's
///   reject_bound(N), below), so a variant that always answers "overlap" is not conservative.
enum class contract { exact, bounded, conservative };

[[nodiscard]] constexpr std::string_view to_string(contract c) noexcept {
  switch (c) {
    case contract::exact: return "exact";
    case contract::bounded: return "bounded";
    case contract::conservative: return "conservative";
  }
  return "?";
}

/// Error bound of a bounded variant: |D - R| <= k*u*S + a*eta (see contract above).
struct error_bound {
  int k;  ///< multiple of the unit roundoff u, relative to the scale S
  int a;  ///< multiple of eta, the smallest positive subnormal, covering underflow
};

namespace detail {

/// The declarations every conservative variant shares: the contract, no error bound, no twin,
/// no magnitude limit, supported everywhere. A variant adds its name, test() and
/// reject_bound(N), the margin of its rejection clause (contract (b)): on some axis the centre
/// lies outside the slab [lo - rho, hi + rho] that the other shape's extent rho widens the box
/// to, by more than k*u*|edge| + a*eta (edge = lo - rho or hi + rho, exact; the slug's harness
/// hook must_reject states the axis quantities exactly, docs/contracts.md "Conservative").
struct conservative_promise {
  static constexpr contract promise = contract::conservative;
  using twin = void;
  static constexpr error_bound bound(int) noexcept { return {0, 0}; }
  template <class T>
  static constexpr T max_magnitude() noexcept { return std::numeric_limits<T>::max(); }
  static bool supported() noexcept { return true; }
};

/// Largest power of two M such that every intermediate of a sum of N <= 4 squared
/// differences of values in [-M, M] stays finite: 4*(2M)^2 = 16 M^2 <= 2^(emax-2).
/// float: 2^61, double: 2^509 (derivation in docs/contracts.md, "Domain").
template <class T>
[[nodiscard]] constexpr T square_safe_magnitude() noexcept {
  T m = 1;
  for (int i = 0; i < (std::numeric_limits<T>::max_exponent - 6) / 2; ++i) m *= 2;
  return m;
}

}  // namespace detail
}  // namespace spherebox
