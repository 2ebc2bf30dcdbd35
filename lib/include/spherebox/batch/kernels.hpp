/// The batch kernels as variant tags: one ball against many boxes, or many ball–box pairs, on
/// structure-of-arrays spans (soa.hpp), answering a bitmask. Each tag has the name, promise,
/// bound, domain and twin the harness reads, like every single-pair variant.
///
/// Contract of every kernel, and of `dispatch`: that of sphere_aabb::branchless, lane by lane
/// (bounded, k = N+3, a = N+1, |values| <= 2^61 float / 2^509 double; docs/contracts.md).
/// Each lane performs branchless's operations in its order, so with contraction off every
/// kernel's bits equal branchless's answers on every input, NaN and infinities included
/// (twin = branchless), and the kernels agree with each other bit for bit.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include "../detail/type_list.hpp"
#include "../sphere_aabb/branchless.hpp"
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
  template <class Hit>
  static void fill(std::size_t n, std::uint64_t* words, Hit&& hit) noexcept {
    for (std::size_t base = 0; base < n; base += 64) {
      std::uint64_t word = 0;
      for (std::size_t j = 0; j < 64 && base + j < n; ++j) word |= std::uint64_t(hit(base + j)) << j;
      words[base / 64] = word;
    }
  }
};

/// A SIMD kernel: body.ipp compiled for instruction set Id. Where this build does not compile
/// it in, supported() is false and mask() runs the scalar kernel (never called by dispatch).
template <kernel Id>
struct simd_kernel : kernel_promise {
  static constexpr kernel id = Id;
  static bool supported() noexcept { return batch::supported(Id); }
  template <class T, int N, class Spheres>
  static void mask(const Spheres& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
#if SPHEREBOX_HAS_SSE2
    if constexpr (Id == kernel::sse2) return sse2_impl::mask(s, b, words);
#endif
#if SPHEREBOX_HAS_X86_TARGETS
    if constexpr (Id == kernel::avx2) return avx2_impl::mask(s, b, words);
    if constexpr (Id == kernel::avx512) return avx512_impl::mask(s, b, words);
#endif
    scalar::mask(s, b, words);
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

/// Runs the kernel chosen at run time (active_kernel()).
struct dispatch : kernel_promise {
  static constexpr std::string_view name = "batch_dispatch";
  static bool supported() noexcept { return true; }
  template <class T, int N, class Spheres>
  static void mask(const Spheres& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    switch (active_kernel()) {
      case kernel::avx512: return avx512::mask(s, b, words);
      case kernel::avx2: return avx2::mask(s, b, words);
      case kernel::sse2: return sse2::mask(s, b, words);
      case kernel::scalar: break;
    }
    scalar::mask(s, b, words);
  }
};

/// Every batch kernel tag, the harness's registry (widest first, dispatch last).
using all = spherebox::detail::type_list<avx512, avx2, sse2, scalar, dispatch>;

}  // namespace spherebox::batch
