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
/// - conservative: never reports "no overlap" for inputs that overlap; false positives allowed.
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
