/// swept_aabb's batch kernels: one moving box against many static boxes over one frame, on
/// structure-of-arrays spans (batch/soa.hpp), answering which boxes it touches (a bitmask) and
/// each one's contact interval [enter, leave] (arrays of times, NaN on a miss). Entry points:
/// batch_api.hpp (the mask, the indices of the hits, the earliest hit); lanes:
/// batch_lanes.ipp.
///
/// Contract of every kernel, lane by lane: that of swept_aabb::slab (bounded, k = 10, a = 2,
/// S = 1, closed sets, |values| <= max/2; docs/contracts.md, "swept AABB") for the box moving
/// by va against the static box (vb = 0). Each lane performs slab's operations in its order, and
/// no multiply-add can be contracted, so the hit bit and both times equal slab's bit for bit
/// on every input, NaN and infinities included (twin = slab).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>

#include "../batch/dispatch.hpp"
#include "../contract.hpp"
#include "../detail/type_list.hpp"
#include "slab.hpp"

#define SPHEREBOX_BATCH_LANES "../swept_aabb/batch_lanes.ipp"
#include "../batch/each_isa.ipp"
#undef SPHEREBOX_BATCH_LANES

namespace spherebox::swept_aabb {

/// The kernels' promise: slab's, lane by lane.
struct batch_promise {
  using twin = slab;
  static constexpr contract promise = slab::promise;
  static constexpr error_bound bound(int n) noexcept { return slab::bound(n); }
  template <class T>
  static constexpr T max_magnitude() noexcept {
    return slab::max_magnitude<T>();
  }
};

/// The portable kernel: slab on each box, in a loop.
struct batch_scalar : batch_promise {
  static constexpr std::string_view name = "batch_scalar";
  static constexpr batch::kernel id = batch::kernel::scalar;
  static bool supported() noexcept { return true; }
  template <class T, int N>
  static void mask(const box<T, N>& a, const velocity_arg<T, N>& va, const boxes_view<T, N>& b, std::uint64_t* words,
                   T* enter, T* leave) noexcept {
    batch::fill_scalar(b.size, words, [&](std::size_t j) {
      const sweep_result<T> r = slab::test(a, va, b[j], velocity<T, N>{});
      if (enter) enter[j] = r.enter;
      if (leave) leave[j] = r.leave;
      return r.hit;
    });
  }
};

/// The SIMD lanes (batch_lanes.ipp) of one instruction set.
struct batch_lanes {
  template <class Isa, class T, int N>
  static void mask(Isa isa, const box<T, N>& a, const velocity_arg<T, N>& va, const boxes_view<T, N>& b,
                   std::uint64_t* words, T* enter, T* leave) noexcept {
    swept_aabb_mask(isa, a, va, b, words, enter, leave);
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

/// Every swept_aabb batch kernel tag, the harness's registry (widest first, dispatch last).
using batch_all = spherebox::detail::type_list<batch_avx512, batch_avx2, batch_sse2, batch_scalar, batch_dispatch>;

}  // namespace spherebox::swept_aabb
