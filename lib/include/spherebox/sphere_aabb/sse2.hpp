/// sse2: the branchless max form with all axes in SSE2 registers (x86-64 baseline).
/// Source: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap Testing",
/// journal of graphics tools 12(1), 2007, section 4 ("SSE").
#pragma once
#include <string_view>

#include "../batch/cpu.hpp"
#include "../config.hpp"
#include "../types.hpp"
#include "branchless.hpp"
#include "common.hpp"
#include "../detail/sse2.hpp"

namespace spherebox::sphere_aabb {

/// Semantics: closed ball vs closed box; touching overlaps; N <= 4.
/// Contract: bounded as arvo. Lanes compute branchless's per-axis terms with the same
/// operations, and the squares are summed lane by lane in axis order, so the verdict is
/// bit-identical to branchless's with contraction off (twin = branchless).
/// Without SSE2 (or with SPHEREBOX_NO_INTRINSICS) supported() is false and test() runs
/// branchless.
struct sse2 : detail::sum_of_squares_promise {
  static constexpr std::string_view name = "sse2";
  using twin = branchless;
  /// The instruction set it needs: supported() must be true exactly where the build has it.
  static constexpr batch::kernel instruction_set = batch::kernel::sse2;
  static bool supported() noexcept { return SPHEREBOX_HAS_SSE2 != 0; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    static_assert(N >= 1 && N <= 4, "sse2 handles up to four axes");
#if SPHEREBOX_HAS_SSE2
    using lanes = spherebox::detail::sse2_lanes<T, N>;
    const auto c = lanes::load(s.center);
    const auto zero = lanes::zero();
    const auto lo = lanes::max(lanes::sub(lanes::load(b.min), c), zero);
    const auto hi = lanes::max(lanes::sub(c, lanes::load(b.max)), zero);
    const auto e = lanes::add(lo, hi);
    const bool far = lanes::any_greater(e, s.radius);
    const T d2 = lanes::sum_in_order(lanes::mul(e, e));
    return !far & (d2 <= s.radius * s.radius);  // & of two bools: no branch on far
#else
    return branchless::test(s, b);
#endif
  }
};

}  // namespace spherebox::sphere_aabb
