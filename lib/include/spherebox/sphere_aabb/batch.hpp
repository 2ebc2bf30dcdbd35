/// sphere_aabb's batch kernels: one ball against many boxes, or many ball–box pairs, on
/// structure-of-arrays spans (batch/soa.hpp), answering a bitmask or the indices of the hits.
/// Each tag has the name, promise, bound, domain and twin the harness reads, like every
/// single-pair variant; batch::all is their registry.
///
/// Contract of every kernel, and of `dispatch`: that of sphere_aabb::branchless, lane by lane
/// (bounded, k = N+3, a = N+1, |values| <= 2^61 float / 2^509 double; docs/contracts.md).
/// Each lane performs branchless's operations in its order (batch_lanes.ipp), so with
/// contraction off every kernel's bits equal branchless's answers on every input, NaN and
/// infinities included (twin = branchless), and the kernels agree with each other bit for bit.
///
/// The exact kernels (batch_exact_*) promise sphere_aabb::exact's contract, lane by lane: exact
/// on every finite input. A SIMD filter in T's precision decides most lanes; the lanes it
/// cannot decide are answered by sphere_aabb::exact::test (twin = sphere_aabb::exact).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "../batch/dispatch.hpp"
#include "../batch/entry.hpp"
#include "../detail/filter.hpp"
#include "../detail/type_list.hpp"
#include "branchless.hpp"
#include "exact.hpp"

#define SPHEREBOX_BATCH_LANES "../sphere_aabb/batch_lanes.ipp"
#include "../batch/each_isa.ipp"
#undef SPHEREBOX_BATCH_LANES

namespace spherebox::batch {

/// Shared declaration of the kernels' promise: branchless's, lane by lane.
struct kernel_promise : sphere_aabb::detail::sum_of_squares_promise {
  using twin = sphere_aabb::branchless;
};

/// Shared declaration of the exact kernels' promise: sphere_aabb::exact's, lane by lane (exact
/// on every finite input with r >= 0 and min <= max), so their bits equal its answers.
struct exact_kernel_promise {
  static constexpr contract promise = contract::exact;
  using twin = sphere_aabb::exact;
  template <class T>
  static constexpr T max_magnitude() noexcept {
    return sphere_aabb::exact::max_magnitude<T>();
  }
};

/// The portable kernels: the twin on each pair, in a loop (Exact: sphere_aabb::exact, else
/// branchless).
template <bool Exact>
struct scalar_kernel : std::conditional_t<Exact, exact_kernel_promise, kernel_promise> {
  static constexpr kernel id = kernel::scalar;
  static bool supported() noexcept { return true; }
  using test = std::conditional_t<Exact, sphere_aabb::exact, sphere_aabb::branchless>;
  template <class T, int N>
  static void mask(const ball<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    fill_scalar(b.size, words, [&](std::size_t j) { return test::test(s, b[j]); });
  }
  template <class T, int N>
  static void mask(const balls_view<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    fill_scalar(b.size, words, [&](std::size_t j) { return test::test(s[j], b[j]); });
  }
};

struct scalar : scalar_kernel<false> {
  static constexpr std::string_view name = "batch_scalar";
};
struct exact_scalar : scalar_kernel<true> {
  static constexpr std::string_view name = "batch_exact_scalar";
};

/// The SIMD lanes (batch_lanes.ipp), branchless's bits or the exact bits.
template <bool Exact>
struct sphere_aabb_lanes {
  template <class Isa, class Spheres, class T, int N>
  static void mask(Isa isa, const Spheres& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    sphere_aabb_mask(isa, std::bool_constant<Exact>{}, s, b, words);
  }
};

/// A SIMD kernel: the lanes compiled for instruction set Id (where this build lacks Id,
/// supported() is false and mask() runs the scalar kernel, never called by dispatch).
template <kernel Id, bool Exact = false>
struct simd_kernel : std::conditional_t<Exact, exact_kernel_promise, kernel_promise>,
                     isa_kernel<Id, scalar_kernel<Exact>, sphere_aabb_lanes<Exact>> {};

/// SSE2 (x86-64 baseline): 4 float / 2 double lanes, tails loaded through a zeroed copy.
struct sse2 : simd_kernel<kernel::sse2> {
  static constexpr std::string_view name = "batch_sse2";
};
/// AVX2: 8 float / 4 double lanes. Call only where supported() (else: illegal instruction).
struct avx2 : simd_kernel<kernel::avx2> {
  static constexpr std::string_view name = "batch_avx2";
};
/// AVX-512F: 16 float / 8 double lanes, masked tails. Call only where supported().
struct avx512 : simd_kernel<kernel::avx512> {
  static constexpr std::string_view name = "batch_avx512";
};

/// The exact kernels: SSE2, AVX2 and AVX-512 filters (call the last two only where supported()).
struct exact_sse2 : simd_kernel<kernel::sse2, true> {
  static constexpr std::string_view name = "batch_exact_sse2";
};
struct exact_avx2 : simd_kernel<kernel::avx2, true> {
  static constexpr std::string_view name = "batch_exact_avx2";
};
struct exact_avx512 : simd_kernel<kernel::avx512, true> {
  static constexpr std::string_view name = "batch_exact_avx512";
};

template <kernel Id>
using approximate_at = simd_kernel<Id, false>;
template <kernel Id>
using exact_at = simd_kernel<Id, true>;

/// Runs the kernel chosen at run time (active_kernel()): branchless's bits.
struct dispatch : kernel_promise, dispatched<approximate_at> {
  static constexpr std::string_view name = "batch_dispatch";
};
/// The exact answers with the kernel chosen at run time.
struct exact_dispatch : exact_kernel_promise, dispatched<exact_at> {
  static constexpr std::string_view name = "batch_exact_dispatch";
};

/// Every sphere_aabb batch kernel tag, the harness's registry (widest first, dispatch last).
using all = spherebox::detail::type_list<avx512, avx2, sse2, scalar, dispatch, exact_avx512, exact_avx2, exact_sse2,
                                          exact_scalar, exact_dispatch>;

}  // namespace spherebox::batch
