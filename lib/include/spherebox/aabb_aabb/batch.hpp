/// aabb_aabb's batch kernels: one box against many boxes (tree nodes, grid cells), or many
/// box–box pairs, on structure-of-arrays spans (batch/soa.hpp), answering a bitmask. Closed
/// sets (batch_*: touching overlaps) and open sets (batch_open_*: interiors only). Entry
/// points: batch_api.hpp; lanes: batch_lanes.ipp.
///
/// Contract of every kernel, lane by lane: exact, as its twin aabb_aabb::closed (batch_open_*:
/// aabb_aabb::open, domain min < max): the same comparisons, and comparisons do not round, so
/// every lane's bit equals the twin's answer on every input, NaN included, contracted or not.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "../batch/dispatch.hpp"
#include "../contract.hpp"
#include "../detail/type_list.hpp"
#include "closed.hpp"
#include "open.hpp"

#define SPHEREBOX_BATCH_LANES "../aabb_aabb/batch_lanes.ipp"
#include "../batch/each_isa.ipp"
#undef SPHEREBOX_BATCH_LANES

namespace spherebox::aabb_aabb {

/// The kernels' promise: that of closed (Open: open), lane by lane.
template <bool Open>
struct batch_promise {
  using twin = std::conditional_t<Open, open, closed>;
  static constexpr contract promise = contract::exact;
  static constexpr bool open_sets = Open;
  static constexpr bool needs_interior = Open;
};

/// The portable kernel: the twin on each pair, in a loop.
template <bool Open>
struct batch_scalar_kernel : batch_promise<Open> {
  using twin = typename batch_promise<Open>::twin;
  static constexpr batch::kernel id = batch::kernel::scalar;
  static bool supported() noexcept { return true; }
  template <class T, int N>
  static void mask(const box<T, N>& q, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    batch::fill_scalar(b.size, words, [&](std::size_t j) { return twin::test(q, b[j]); });
  }
  template <class T, int N>
  static void mask(const boxes_view<T, N>& q, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    batch::fill_scalar(b.size, words, [&](std::size_t j) { return twin::test(q[j], b[j]); });
  }
};

/// The SIMD lanes (batch_lanes.ipp) of one instruction set.
template <bool Open>
struct batch_lanes {
  template <class Isa, class Query, class T, int N>
  static void mask(Isa isa, const Query& q, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    aabb_aabb_mask(isa, std::bool_constant<Open>{}, q, b, words);
  }
};

/// The kernel of instruction set Id (where this build lacks Id, supported() is false and
/// mask() runs the scalar kernel).
template <batch::kernel Id, bool Open>
struct batch_kernel : batch_promise<Open>, batch::isa_kernel<Id, batch_scalar_kernel<Open>, batch_lanes<Open>> {};
template <batch::kernel Id>
using batch_closed_at = batch_kernel<Id, false>;
template <batch::kernel Id>
using batch_open_at = batch_kernel<Id, true>;

/// Closed sets: scalar, SSE2 (4 float / 2 double lanes), AVX2 (8 / 4), AVX-512F (16 / 8;
/// call the last two only where supported()), and the kernel chosen at run time.
struct batch_scalar : batch_scalar_kernel<false> {
  static constexpr std::string_view name = "batch_scalar";
};
struct batch_sse2 : batch_closed_at<batch::kernel::sse2> {
  static constexpr std::string_view name = "batch_sse2";
};
struct batch_avx2 : batch_closed_at<batch::kernel::avx2> {
  static constexpr std::string_view name = "batch_avx2";
};
struct batch_avx512 : batch_closed_at<batch::kernel::avx512> {
  static constexpr std::string_view name = "batch_avx512";
};
struct batch_dispatch : batch_promise<false>, batch::dispatched<batch_closed_at> {
  static constexpr std::string_view name = "batch_dispatch";
};

/// Open sets (interiors only), the same kernels.
struct batch_open_scalar : batch_scalar_kernel<true> {
  static constexpr std::string_view name = "batch_open_scalar";
};
struct batch_open_sse2 : batch_open_at<batch::kernel::sse2> {
  static constexpr std::string_view name = "batch_open_sse2";
};
struct batch_open_avx2 : batch_open_at<batch::kernel::avx2> {
  static constexpr std::string_view name = "batch_open_avx2";
};
struct batch_open_avx512 : batch_open_at<batch::kernel::avx512> {
  static constexpr std::string_view name = "batch_open_avx512";
};
struct batch_open_dispatch : batch_promise<true>, batch::dispatched<batch_open_at> {
  static constexpr std::string_view name = "batch_open_dispatch";
};

/// Every aabb_aabb batch kernel tag, the harness's registry (widest first, dispatch last).
using batch_all = spherebox::detail::type_list<batch_avx512, batch_avx2, batch_sse2, batch_scalar, batch_dispatch,
                                                batch_open_avx512, batch_open_avx2, batch_open_sse2,
                                                batch_open_scalar, batch_open_dispatch>;

}  // namespace spherebox::aabb_aabb
