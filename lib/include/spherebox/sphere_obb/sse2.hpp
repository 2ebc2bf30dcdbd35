/// sse2: the oriented-box test with the box axes in SSE2 lanes: all projections s_i at once
/// (lane i accumulates w_k * a_ik over k), then the branch-free excess max(|s| - h, 0).
/// Source: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap Testing",
/// journal of graphics tools 12(1), 2007, the SSE form and the section on oriented boxes.
#pragma once
#include <array>
#include <string_view>

#include "../batch/cpu.hpp"
#include "../config.hpp"
#include "../detail/sse2.hpp"
#include "../types.hpp"
#include "common.hpp"
#include "qri.hpp"

namespace spherebox::sphere_obb {

/// Semantics: closed ball vs closed parallelepiped; touching overlaps; 2-D and 3-D both run
/// in SSE2 lanes (unused lanes are zero and contribute +0).
/// Contract: bounded as arvo. Lane i computes ((w0*a_i0 + w1*a_i1) + w2*a_i2), the order of
/// the scalar projection; |s| = max(s, 0 - s) is exact; max(fl(|s| - h), 0) is qri's excess
/// where |s| > h and +0 elsewhere (adding +0 to the sum is exact); a lane with excess > r
/// rejects as qri does. So the verdict is bit-identical to qri's with contraction off
/// (twin = qri). Without SSE2 (or with SPHEREBOX_NO_INTRINSICS) supported() is false and
/// test() runs qri.
struct sse2 : detail::projected_promise {
  static constexpr std::string_view name = "sse2";
  using twin = qri;
  /// The instruction set it needs: supported() must be true exactly where the build has it.
  static constexpr batch::kernel instruction_set = batch::kernel::sse2;
  static bool supported() noexcept { return SPHEREBOX_HAS_SSE2 != 0; }

  template <class T, int N>
  [[nodiscard]] static bool test(const ball<T, N>& s, const obb<T, N>& b) noexcept {
    static_assert(N >= 1 && N <= 4, "sse2 handles up to four axes");
#if SPHEREBOX_HAS_SSE2
    using lanes = spherebox::detail::sse2_lanes<T, N>;
    const auto w = detail::offset(s, b);
    auto column = [&b](int k) {  // lane i holds a_ik: the axes transposed
      std::array<T, N> col{};
      for (int i = 0; i < N; ++i) col[i] = b.axes[i][k];
      return lanes::load(col);
    };
    auto splat = [](T x) {
      std::array<T, N> v{};
      v.fill(x);
      return lanes::load(v);
    };
    auto proj = lanes::mul(splat(w[0]), column(0));
    for (int k = 1; k < N; ++k) proj = lanes::add(proj, lanes::mul(splat(w[k]), column(k)));
    const auto zero = lanes::zero();
    const auto abs = lanes::max(proj, lanes::sub(zero, proj));
    const auto e = lanes::max(lanes::sub(abs, lanes::load(b.half)), zero);
    const bool far = lanes::any_greater(e, s.radius);
    const T d2 = lanes::sum_in_order(lanes::mul(e, e));
    return !far & (d2 <= s.radius * s.radius);  // & of two bools: no branch on far
#else
    return qri::test(s, b);
#endif
  }
};

}  // namespace spherebox::sphere_obb
