/// sphere_obb's batch kernels: one ball against many oriented boxes, on structure-of-arrays
/// spans (batch/soa.hpp: obbs_view, obb_soa), answering a bitmask. Entry points: batch_api.hpp;
/// lanes: batch_lanes.ipp.
///
/// Contract of every kernel, lane by lane: that of sphere_obb::qri (bounded, k = 32N +
/// 2(N+1)ceil(sqrt N) + N + 3, a = N+1, S = |c - centre|^2 + |h|^2 + r^2, for axes within
/// tau = 32u of orthonormal and |values| <= 2^60 float / 2^508 double; docs/contracts.md,
/// "Sphere vs OBB"). Each lane performs qri's operations in its order, so with contraction off
/// every kernel's bits equal qri's answers on every input, NaN and infinities included
/// (twin = qri).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "../batch/dispatch.hpp"
#include "../detail/type_list.hpp"
#include "common.hpp"
#include "qri.hpp"

#define SPHEREBOX_BATCH_LANES "../sphere_obb/batch_lanes.ipp"
#include "../batch/each_isa.ipp"
#undef SPHEREBOX_BATCH_LANES

namespace spherebox::sphere_obb {

/// The kernels' promise: qri's, lane by lane (its constants, magnitude and axis tolerance).
struct batch_promise : detail::projected_promise {
  using twin = qri;
};

/// The portable kernel: qri on each box, in a loop.
struct batch_scalar : batch_promise {
  static constexpr std::string_view name = "batch_scalar";
  static constexpr batch::kernel id = batch::kernel::scalar;
  static bool supported() noexcept { return true; }
  template <class T, int N>
  static void mask(const ball<T, N>& s, const obbs_view<T, N>& b, std::uint64_t* words) noexcept {
    batch::fill_scalar(b.size, words, [&](std::size_t j) { return qri::test(s, b[j]); });
  }
};

/// The SIMD lanes (batch_lanes.ipp) of one instruction set.
struct batch_lanes {
  template <class Isa, class T, int N>
  static void mask(Isa isa, const ball<T, N>& s, const obbs_view<T, N>& b, std::uint64_t* words) noexcept {
    sphere_obb_mask(isa, s, b, words);
  }
};

/// The kernel of instruction set Id (where this build lacks Id, supported() is false and
/// mask() runs the scalar kernel).
template <batch::kernel Id>
struct batch_kernel : batch_promise, batch::isa_kernel<Id, batch_scalar, batch_lanes> {};

/// SSE2 (4 float / 2 double lanes), AVX2 (8 / 4), AVX-512F (16 / 8; call the last two only
/// where supported()), and the kernel chosen at run time.
struct batch_sse2 : batch_kernel<batch::kernel::sse2> {
  static constexpr std::string_view name = "batch_sse2";
};
struct batch_avx2 : batch_kernel<batch::kernel::avx2> {
  static constexpr std::string_view name = "batch_avx2";
};
struct batch_avx512 : batch_kernel<batch::kernel::avx512> {
  static constexpr std::string_view name = "batch_avx512";
};
struct batch_dispatch : batch_promise, batch::dispatched<batch_kernel> {
  static constexpr std::string_view name = "batch_dispatch";
};

/// Every sphere_obb batch kernel tag, the harness's registry (widest first, dispatch last).
using batch_all = spherebox::detail::type_list<batch_avx512, batch_avx2, batch_sse2, batch_scalar, batch_dispatch>;

}  // namespace spherebox::sphere_obb
