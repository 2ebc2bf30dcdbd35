/// max0(x) = (x > 0 ? x : +0) for every x: NaN gives +0, -0 gives +0. Internal.
/// For float and double with SSE2 it is one maxss / maxsd: MAXSS(x, 0) returns its first
/// operand when it is greater and its second otherwise (unordered and equal included), which is
/// exactly the ternary. g++ 12 -O2 compiles the ternary inside a loop to a compare and a
/// branch per axis (unpredictable on mixed data); clang already selects without branching.
#pragma once
#include "../config.hpp"
#if SPHEREBOX_HAS_SSE2
#include <emmintrin.h>
#endif
#include <type_traits>

namespace spherebox::detail {

template <class T>
[[nodiscard]] SPHEREBOX_ALWAYS_INLINE T max0(T x) noexcept {
#if SPHEREBOX_HAS_SSE2
  // set1, not set_ss: only lane 0 matters, and g++ 12 builds _mm_set_ss(x) from a register by
  // a round trip through a general register (movd, movd: 4 more instructions per axis, on the
  // critical path), where set1 is one shuffle or none.
  if constexpr (std::is_same_v<T, float>) return _mm_cvtss_f32(_mm_max_ss(_mm_set1_ps(x), _mm_setzero_ps()));
  else if constexpr (std::is_same_v<T, double>) return _mm_cvtsd_f64(_mm_max_sd(_mm_set1_pd(x), _mm_setzero_pd()));
  else return x > 0 ? x : T(0);
#else
  return x > 0 ? x : T(0);
#endif
}

}  // namespace spherebox::detail
