/// Which variants this build and CPU must run: the instruction set each variant declares, and
/// whether the machine has it, worked out here and not by the library's batch/cpu.hpp. A
/// variant whose supported() says otherwise is wrong: the verdict table expects a row for every
/// variant expected_supported() names, and check_all_test compares the two for every registry.
#pragma once
#include <optional>
#include <string>

#include <spherebox/batch/cpu.hpp>  // the kernel enum and its names only
#include <spherebox/config.hpp>

namespace spherebox::ref {

/// The instruction set V needs: V::id (a batch kernel), else V::instruction_set (a scalar
/// variant with SIMD code), else kernel::scalar (portable, no requirement).
template <class V>
[[nodiscard]] constexpr batch::kernel required_kernel() noexcept {
  if constexpr (requires { V::id; }) return V::id;
  else if constexpr (requires { V::instruction_set; }) return V::instruction_set;
  else return batch::kernel::scalar;
}

/// Whether V::supported() must be true here: always for a portable variant; SSE2 where the build
/// has its intrinsics; AVX2 and AVX-512F where it has x86 target kernels and CPUID reports them.
template <class V>
[[nodiscard]] bool expected_supported() noexcept {
  switch (required_kernel<V>()) {
    case batch::kernel::scalar: return true;
    case batch::kernel::sse2: return SPHEREBOX_HAS_SSE2 != 0;
#if SPHEREBOX_HAS_X86_TARGETS
    case batch::kernel::avx2: return __builtin_cpu_supports("avx2");
    case batch::kernel::avx512: return __builtin_cpu_supports("avx512f");
#else  // no AVX kernels in this build (SPHEREBOX_NO_INTRINSICS, or not x86-64)
    case batch::kernel::avx2:
    case batch::kernel::avx512: return false;
#endif
  }
  return false;
}

/// What is wrong with V's supported() on this machine ("arvo: supported() is false, but it is
/// portable code"), or nothing when it equals expected_supported<V>().
template <class V>
[[nodiscard]] std::optional<std::string> supported_mismatch() {
  const bool claimed = V::supported(), expected = expected_supported<V>();
  if (claimed == expected) return std::nullopt;
  const batch::kernel k = required_kernel<V>();
  const std::string why = k == batch::kernel::scalar
                              ? "it is portable code"
                              : "it needs " + std::string(batch::name(k)) + ", which this build and CPU " +
                                    (expected ? "have" : "lack");
  return std::string(V::name) + ": supported() is " + (claimed ? "true" : "false") + ", but " + why;
}

}  // namespace spherebox::ref
