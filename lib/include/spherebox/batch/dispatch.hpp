/// What every pair's batch kernels share: the instruction-set tags their lanes are called
/// with, the kernel template that picks a pair's lanes for one instruction set, and run-time
/// dispatch (SPHEREBOX_BATCH_KERNEL forces a kernel). A pair's kernel tags (<slug>/batch.hpp)
/// are built from isa_kernel and dispatched. Internal to the batch API.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>

#include "avx2.hpp"
#include "avx512.hpp"
#include "cpu.hpp"
#include "soa.hpp"
#include "sse2.hpp"

namespace spherebox::batch {

/// The tag of an instruction set this build does not compile (SPHEREBOX_NO_INTRINSICS, or not
/// x86-64): a kernel for it runs the pair's scalar kernel.
struct no_isa {};

/// isa_t<Id>: the tag the lanes compiled for Id are found by (body.ipp's `isa`), or no_isa.
template <kernel Id>
struct isa_of {
  using type = no_isa;
};
#if SPHEREBOX_HAS_SSE2
template <>
struct isa_of<kernel::sse2> {
  using type = sse2_impl::isa;
};
#endif
#if SPHEREBOX_HAS_X86_TARGETS
template <>
struct isa_of<kernel::avx2> {
  using type = avx2_impl::isa;
};
template <>
struct isa_of<kernel::avx512> {
  using type = avx512_impl::isa;
};
#endif
template <kernel Id>
using isa_t = typename isa_of<Id>::type;

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

/// A pair's kernel for instruction set Id: Lanes::mask(isa_t<Id>{}, args...), the pair's lanes
/// compiled for Id, or Scalar::mask(args...) where this build lacks Id (supported() is then
/// false). Call only where supported(): else the CPU may lack the instructions.
template <kernel Id, class Scalar, class Lanes>
struct isa_kernel {
  static constexpr kernel id = Id;
  static bool supported() noexcept { return batch::supported(Id); }
  template <class... A>
  static void mask(const A&... a) noexcept {
    if constexpr (std::is_same_v<isa_t<Id>, no_isa>) Scalar::mask(a...);
    else Lanes::mask(isa_t<Id>{}, a...);
  }
};

/// Runs Kernel<active_kernel()> (Kernel<kernel::scalar> is the pair's scalar kernel).
template <template <kernel> class Kernel>
struct dispatched {
  static bool supported() noexcept { return true; }
  template <class... A>
  static void mask(const A&... a) noexcept {
    switch (active_kernel()) {
      case kernel::avx512: return Kernel<kernel::avx512>::mask(a...);
      case kernel::avx2: return Kernel<kernel::avx2>::mask(a...);
      case kernel::sse2: return Kernel<kernel::sse2>::mask(a...);
      case kernel::scalar: break;
    }
    Kernel<kernel::scalar>::mask(a...);
  }
};

/// The portable loop of the scalar kernels: bit j of words[j / 64] is hit(j), for j < n.
template <class Hit>
SPHEREBOX_NOINLINE void fill_scalar(std::size_t n, std::uint64_t* words, Hit&& hit) noexcept {
  for (std::size_t base = 0; base < n; base += 64) {
    std::uint64_t word = 0;
    for (std::size_t j = 0; j < 64 && base + j < n; ++j) word |= std::uint64_t(hit(base + j)) << j;
    words[base / 64] = word;
  }
}

}  // namespace spherebox::batch
