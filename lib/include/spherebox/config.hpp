/// Build-time configuration of spherebox: compiler checks and feature macros.
#pragma once

// Every contract in docs/contracts.md assumes IEEE 754 round-to-nearest arithmetic with
// NaN and infinities honoured. -ffast-math (and -Ofast) lets the compiler reassociate, drop
// NaN checks and flush denormals, which breaks those promises silently, so it is refused.
#if defined(__FAST_MATH__)
#error "spherebox: -ffast-math / -Ofast is not supported; the contracts need IEEE arithmetic (see docs/contracts.md)"
#endif
#if defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
#error "spherebox: -ffinite-math-only is not supported; NaN and infinity handling is part of the contracts"
#endif

/// SPHEREBOX_HAS_SSE2: 1 when SSE2 intrinsics may be used (x86-64 baseline), unless the user
/// defines SPHEREBOX_NO_INTRINSICS to force the scalar code everywhere.
#if !defined(SPHEREBOX_NO_INTRINSICS) && (defined(__SSE2__) || defined(_M_X64))
#define SPHEREBOX_HAS_SSE2 1
#else
#define SPHEREBOX_HAS_SSE2 0
#endif

/// SPHEREBOX_HAS_X86_TARGETS: 1 when kernels for newer x86-64 instruction sets (AVX2, AVX-512)
/// may be compiled with function-level target attributes and chosen at run time (GCC or Clang
/// on x86-64), unless SPHEREBOX_NO_INTRINSICS is defined. No global -mavx flag is needed.
#if !defined(SPHEREBOX_NO_INTRINSICS) && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SPHEREBOX_HAS_X86_TARGETS 1
#else
#define SPHEREBOX_HAS_X86_TARGETS 0
#endif

/// SPHEREBOX_ALWAYS_INLINE: an inline function the compiler must inline (a hot loop's body).
#if defined(__GNUC__) || defined(__clang__)
#define SPHEREBOX_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define SPHEREBOX_ALWAYS_INLINE inline
#endif

/// SPHEREBOX_NOINLINE: a function compiled once per instantiation. The batch loop is: with
/// contraction allowed (-ffp-contract=fast), two inlined copies of one loop may fuse different
/// multiply-adds, and the mask and indices forms of one kernel would then disagree near ties.
#if defined(__GNUC__) || defined(__clang__)
#define SPHEREBOX_NOINLINE __attribute__((noinline))
#else
#define SPHEREBOX_NOINLINE
#endif
