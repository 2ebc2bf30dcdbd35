/// The machine's read bandwidth, measured on the batch benchmark's own coordinate arrays: each
/// reader streams the arrays side by side (the batch kernels' access pattern) with one load and
/// one integer add per register and no other work. The six-array readers (the bandwidth rows)
/// keep six independent sums; the set readers stream exactly the arrays one kernel reads (6 box
/// arrays, 10 for ball-box pairs, 12 for box-box pairs, 15 for OBBs: the reference a streaming
/// kernel is paired with) into one sum, which from memory costs nothing (one add per 64 bytes).
/// Integer adds, because the bytes are floats or doubles and a float add on arbitrary bits
/// could meet subnormals. The fastest reader the CPU runs gives the reference bandwidth (not
/// always the widest: docs/performance.md).
/// AVX2 and AVX-512 readers are compiled with function-level target attributes (no global
/// -m flag), like the library's kernels, and run only where the CPU supports them.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define SPHEREBOX_BENCH_X86 1
#else
#define SPHEREBOX_BENCH_X86 0
#endif

namespace spherebox::bench {

enum class reader { avx512, avx2, sse2 };
inline constexpr reader all_readers[] = {reader::avx512, reader::avx2, reader::sse2};

inline const char* reader_name(reader r) noexcept {
  switch (r) {
    case reader::avx512: return "read_avx512";
    case reader::avx2: return "read_avx2";
    case reader::sse2: return "read_sse2";
  }
  return "?";
}

using streams6 = std::array<const void*, 6>;

/// The arrays one kernel reads, at most 16, streamed side by side by read_streams.
struct stream_set {
  std::array<const void*, 16> p{};
  int count = 0;
  stream_set& add(const void* s) noexcept {
    if (count == static_cast<int>(p.size())) {  // a kernel reading more arrays needs a larger set
      std::fprintf(stderr, "stream_set: more than %zu arrays\n", p.size());
      std::abort();
    }
    p[count++] = s;
    return *this;
  }
};

#if SPHEREBOX_BENCH_X86
inline bool reader_supported(reader r) noexcept {
  switch (r) {
    case reader::avx512: return __builtin_cpu_supports("avx512f");
    case reader::avx2: return __builtin_cpu_supports("avx2");
    case reader::sse2: return true;
  }
  return false;
}

/// Sums `bytes` bytes of each stream as 32-bit lanes; the tail (bytes % W) byte by byte.
/// Written out by hand: six named accumulators stay in registers (GCC 12 at -O2 does not unroll
/// a loop over an array of six accumulators and keeps them on the stack).
#define SPHEREBOX_BENCH_READER(fn, attr, W, reg, zero, load, add, reduce)                     \
  attr inline std::uint64_t fn(const streams6& s, std::size_t bytes) noexcept {              \
    const char *p0 = static_cast<const char*>(s[0]), *p1 = static_cast<const char*>(s[1]);   \
    const char *p2 = static_cast<const char*>(s[2]), *p3 = static_cast<const char*>(s[3]);   \
    const char *p4 = static_cast<const char*>(s[4]), *p5 = static_cast<const char*>(s[5]);   \
    reg a0 = zero, a1 = zero, a2 = zero, a3 = zero, a4 = zero, a5 = zero;                      \
    std::size_t j = 0;                                                                         \
    for (; j + W <= bytes; j += W) {                                                           \
      a0 = add(a0, load(reinterpret_cast<const reg*>(p0 + j)));                                \
      a1 = add(a1, load(reinterpret_cast<const reg*>(p1 + j)));                                \
      a2 = add(a2, load(reinterpret_cast<const reg*>(p2 + j)));                                \
      a3 = add(a3, load(reinterpret_cast<const reg*>(p3 + j)));                                \
      a4 = add(a4, load(reinterpret_cast<const reg*>(p4 + j)));                                \
      a5 = add(a5, load(reinterpret_cast<const reg*>(p5 + j)));                                \
    }                                                                                          \
    std::uint64_t tail = 0;                                                                    \
    for (; j < bytes; ++j)                                                                     \
      for (const char* p : {p0, p1, p2, p3, p4, p5}) tail += static_cast<unsigned char>(p[j]); \
    return tail + static_cast<std::uint32_t>(reduce(add(add(add(a0, a1), add(a2, a3)), add(a4, a5)))); \
  }

/// The same loads over the arrays of a stream_set, one register of each per step, into one sum.
#define SPHEREBOX_BENCH_SET_READER(fn, attr, W, reg, zero, load, add, reduce)                      \
  attr inline std::uint64_t fn(const stream_set& s, std::size_t bytes) noexcept {                \
    reg a = zero;                                                                                  \
    std::size_t j = 0;                                                                             \
    for (; j + W <= bytes; j += W)                                                                 \
      for (int k = 0; k < s.count; ++k)                                                            \
        a = add(a, load(reinterpret_cast<const reg*>(static_cast<const char*>(s.p[k]) + j)));      \
    std::uint64_t tail = 0;                                                                        \
    for (; j < bytes; ++j)                                                                         \
      for (int k = 0; k < s.count; ++k) tail += static_cast<const unsigned char*>(s.p[k])[j];      \
    return tail + static_cast<std::uint32_t>(reduce(a));                                           \
  }

inline int reduce_sse2(__m128i v) noexcept {
  alignas(16) int lanes[4];
  _mm_store_si128(reinterpret_cast<__m128i*>(lanes), v);
  return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}
// Reductions through memory: GCC 12's _mm512_reduce_add_epi32 trips -Wuninitialized.
__attribute__((target("avx2"))) inline int reduce_avx2(__m256i v) noexcept {
  alignas(32) int lanes[8];
  _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), v);
  int sum = 0;
  for (int x : lanes) sum += x;
  return sum;
}
__attribute__((target("avx512f"))) inline int reduce_avx512(__m512i v) noexcept {
  alignas(64) int lanes[16];
  _mm512_store_si512(lanes, v);
  int sum = 0;
  for (int x : lanes) sum += x;
  return sum;
}

SPHEREBOX_BENCH_READER(read_sse2, , 16, __m128i, _mm_setzero_si128(), _mm_loadu_si128, _mm_add_epi32, reduce_sse2)
SPHEREBOX_BENCH_READER(read_avx2, __attribute__((target("avx2"))), 32, __m256i, _mm256_setzero_si256(),
                       _mm256_loadu_si256, _mm256_add_epi32, reduce_avx2)
SPHEREBOX_BENCH_READER(read_avx512, __attribute__((target("avx512f"))), 64, __m512i, _mm512_setzero_si512(),
                       _mm512_loadu_si512, _mm512_add_epi32, reduce_avx512)
SPHEREBOX_BENCH_SET_READER(read_sse2, , 16, __m128i, _mm_setzero_si128(), _mm_loadu_si128, _mm_add_epi32, reduce_sse2)
SPHEREBOX_BENCH_SET_READER(read_avx2, __attribute__((target("avx2"))), 32, __m256i, _mm256_setzero_si256(),
                           _mm256_loadu_si256, _mm256_add_epi32, reduce_avx2)
SPHEREBOX_BENCH_SET_READER(read_avx512, __attribute__((target("avx512f"))), 64, __m512i, _mm512_setzero_si512(),
                           _mm512_loadu_si512, _mm512_add_epi32, reduce_avx512)
#undef SPHEREBOX_BENCH_READER
#undef SPHEREBOX_BENCH_SET_READER

/// Reads `bytes` of every stream of s (a streams6 or a stream_set) with reader r.
template <class Streams>
inline std::uint64_t read_streams(reader r, const Streams& s, std::size_t bytes) noexcept {
  switch (r) {
    case reader::avx512: return read_avx512(s, bytes);
    case reader::avx2: return read_avx2(s, bytes);
    case reader::sse2: return read_sse2(s, bytes);
  }
  return 0;
}
#else
inline bool reader_supported(reader) noexcept { return false; }
inline std::uint64_t read_streams(reader, const streams6&, std::size_t) noexcept { return 0; }
inline std::uint64_t read_streams(reader, const stream_set&, std::size_t) noexcept { return 0; }
#endif

}  // namespace spherebox::bench
