/// Which batch kernels this build contains and this CPU runs. Internal to the batch API.
#pragma once
#include <string_view>

#include "../config.hpp"

namespace spherebox::batch {

/// The batch kernels, from the most portable to the widest.
enum class kernel { scalar, sse2, avx2, avx512 };

inline constexpr kernel all_kernels[] = {kernel::scalar, kernel::sse2, kernel::avx2, kernel::avx512};

[[nodiscard]] constexpr std::string_view name(kernel k) noexcept {
  switch (k) {
    case kernel::scalar: return "scalar";
    case kernel::sse2: return "sse2";
    case kernel::avx2: return "avx2";
    case kernel::avx512: return "avx512";
  }
  return "?";
}

/// True when kernel k is compiled into this build (SPHEREBOX_NO_INTRINSICS leaves only scalar).
[[nodiscard]] constexpr bool compiled(kernel k) noexcept {
  switch (k) {
    case kernel::scalar: return true;
    case kernel::sse2: return SPHEREBOX_HAS_SSE2 != 0;
    case kernel::avx2:
    case kernel::avx512: return SPHEREBOX_HAS_X86_TARGETS != 0;
  }
  return false;
}

/// True when kernel k is compiled in and this CPU (and its operating system) can run it.
/// AVX2 and AVX-512F are read from CPUID with the OS's register-state support (XGETBV).
[[nodiscard]] inline bool supported(kernel k) noexcept {
  if (!compiled(k)) return false;
#if SPHEREBOX_HAS_X86_TARGETS
  if (k == kernel::avx2) return __builtin_cpu_supports("avx2");
  if (k == kernel::avx512) return __builtin_cpu_supports("avx512f");
#endif
  return true;
}

/// The widest kernel supported() on this machine.
[[nodiscard]] inline kernel best_kernel() noexcept {
  kernel best = kernel::scalar;
  for (kernel k : all_kernels)
    if (supported(k)) best = k;
  return best;
}

}  // namespace spherebox::batch
