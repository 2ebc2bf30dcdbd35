/// The batch kernels as variant tags: one ball against many boxes, or many ball–box pairs, on
/// structure-of-arrays spans (soa.hpp), answering a bitmask. Each tag has the name, promise,
/// bound, domain and twin the harness reads, like every single-pair variant.
///
/// Contract of every kernel, and of `dispatch`: that of sphere_aabb::branchless, lane by lane
/// (bounded, k = N+3, a = N+1, |values| <= 2^61 float / 2^509 double; docs/contracts.md).
/// Each lane performs branchless's operations in its order, so with contraction off every
/// kernel's bits equal branchless's answers on every input, NaN and infinities included
/// (twin = branchless), and the kernels agree with each other bit for bit.
///
/// The exact kernels (batch_exact_*) promise sphere_aabb::exact's contract, lane by lane: exact
/// on every finite input. A SIMD filter in T's precision decides most lanes; the lanes it
/// cannot decide are answered by sphere_aabb::exact::test (twin = sphere_aabb::exact).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <type_traits>

#include "../detail/type_list.hpp"
#include "../sphere_aabb/branchless.hpp"
#include "../sphere_aabb/exact.hpp"
#include "avx2.hpp"
#include "avx512.hpp"
#include "cpu.hpp"
#include "soa.hpp"
#include "sse2.hpp"

namespace spherebox::batch {

/// Shared declaration of the kernels' promise: branchless's, lane by lane.
struct kernel_promise : sphere_aabb::detail::sum_of_squares_promise {
  using twin = sphere_aabb::branchless;
};

/// The portable kernel: branchless on each pair, in a loop.
struct scalar : kernel_promise {
  static constexpr std::string_view name = "batch_scalar";
  static constexpr kernel id = kernel::scalar;
  static bool supported() noexcept { return true; }
  template <class T, int N>
  static void mask(const ball<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    fill(b.size, words, [&](std::size_t j) { return sphere_aabb::branchless::test(s, b[j]); });
  }
  template <class T, int N>
  static void mask(const balls_view<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    fill(b.size, words, [&](std::size_t j) { return sphere_aabb::branchless::test(s[j], b[j]); });
  }

 private:
  friend struct exact_scalar;
  template <class Hit>
  SPHEREBOX_NOINLINE static void fill(std::size_t n, std::uint64_t* words, Hit&& hit) noexcept {
    for (std::size_t base = 0; base < n; base += 64) {
      std::uint64_t word = 0;
      for (std::size_t j = 0; j < 64 && base + j < n; ++j) word |= std::uint64_t(hit(base + j)) << j;
      words[base / 64] = word;
    }
  }
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

/// The portable exact kernel: sphere_aabb::exact on each pair, in a loop.
struct exact_scalar : exact_kernel_promise {
  static constexpr std::string_view name = "batch_exact_scalar";
  static constexpr kernel id = kernel::scalar;
  static bool supported() noexcept { return true; }
  template <class T, int N>
  static void mask(const ball<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    scalar::fill(b.size, words, [&](std::size_t j) { return sphere_aabb::exact::test(s, b[j]); });
  }
  template <class T, int N>
  static void mask(const balls_view<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    scalar::fill(b.size, words, [&](std::size_t j) { return sphere_aabb::exact::test(s[j], b[j]); });
  }
};

/// A SIMD kernel: body.ipp compiled for instruction set Id, answering branchless's bits
/// (Exact false) or the exact bits (Exact true: the SIMD filter, then sphere_aabb::exact on the
/// lanes it leaves open). Where this build does not compile the set in, supported() is false
/// and mask() runs the scalar kernel (never called by dispatch).
template <kernel Id, bool Exact = false>
struct simd_kernel : std::conditional_t<Exact, exact_kernel_promise, kernel_promise> {
  static constexpr kernel id = Id;
  static bool supported() noexcept { return batch::supported(Id); }
  template <class T, int N, class Spheres>
  static void mask(const Spheres& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
#if SPHEREBOX_HAS_SSE2
    if constexpr (Id == kernel::sse2) return Exact ? sse2_impl::exact_mask(s, b, words) : sse2_impl::mask(s, b, words);
#endif
#if SPHEREBOX_HAS_X86_TARGETS
    if constexpr (Id == kernel::avx2) return Exact ? avx2_impl::exact_mask(s, b, words) : avx2_impl::mask(s, b, words);
    if constexpr (Id == kernel::avx512)
      return Exact ? avx512_impl::exact_mask(s, b, words) : avx512_impl::mask(s, b, words);
#endif
    if constexpr (Exact) exact_scalar::mask(s, b, words);
    else scalar::mask(s, b, words);
  }
};

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

/// The environment variable that forces one kernel: scalar, sse2, avx2, avx512 (or auto).
inline constexpr const char* force_variable = "SPHEREBOX_BATCH_KERNEL";

/// The kernel `dispatch` runs: SPHEREBOX_BATCH_KERNEL when set, else best_kernel(). Decided
/// once per process, on first use. A value that names no kernel, or a kernel this build or
/// CPU cannot run, stops the program with a message on stderr: a forced kernel that silently
/// ran another would make a test or a benchmark report the wrong thing.
[[nodiscard]] inline kernel active_kernel() noexcept {
  static const kernel chosen = [] {
    const char* v = std::getenv(force_variable);
    if (v == nullptr || *v == '\0' || std::strcmp(v, "auto") == 0) return best_kernel();
    for (kernel k : all_kernels) {
      if (name(k) != v) continue;
      if (supported(k)) return k;
      std::fprintf(stderr, "spherebox: %s=%s, but this %s cannot run that kernel\n", force_variable, v,
                   compiled(k) ? "CPU" : "build");
      std::abort();
    }
    std::fprintf(stderr, "spherebox: %s=%s names no kernel (scalar, sse2, avx2, avx512, auto)\n", force_variable, v);
    std::abort();
  }();
  return chosen;
}

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

/// Runs the kernel chosen at run time (active_kernel()): branchless's bits, or the exact bits.
template <bool Exact>
struct dispatch_kernel : std::conditional_t<Exact, exact_kernel_promise, kernel_promise> {
  static bool supported() noexcept { return true; }
  template <class T, int N, class Spheres>
  static void mask(const Spheres& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    switch (active_kernel()) {
      case kernel::avx512: return simd_kernel<kernel::avx512, Exact>::mask(s, b, words);
      case kernel::avx2: return simd_kernel<kernel::avx2, Exact>::mask(s, b, words);
      case kernel::sse2: return simd_kernel<kernel::sse2, Exact>::mask(s, b, words);
      case kernel::scalar: break;
    }
    simd_kernel<kernel::scalar, Exact>::mask(s, b, words);
  }
};

struct dispatch : dispatch_kernel<false> {
  static constexpr std::string_view name = "batch_dispatch";
};

/// The exact answers with the kernel chosen at run time.
struct exact_dispatch : dispatch_kernel<true> {
  static constexpr std::string_view name = "batch_exact_dispatch";
};

/// Every batch kernel tag, the harness's registry (widest first, dispatch last).
using all = spherebox::detail::type_list<avx512, avx2, sse2, scalar, dispatch, exact_avx512, exact_avx2, exact_sse2,
                                          exact_scalar, exact_dispatch>;

}  // namespace spherebox::batch
