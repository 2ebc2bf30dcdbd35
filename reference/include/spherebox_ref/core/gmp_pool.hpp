/// GMP's memory from a pool of recycled blocks. The exact oracles build and drop many small
/// GMP integers and rationals per case; with the default functions each one is a malloc and a
/// free, and under AddressSanitizer those (redzones, quarantine, a stack trace per call) cost
/// far more than the arithmetic. Here a freed block goes back on a free list for its size
/// class and the next request of that class takes it.
///
/// Scope: only GMP's limb buffers, which no harness code reads directly (the harness uses
/// them through Boost.Multiprecision); GMP itself is not built with the sanitizers, so ASan
/// never checked its accesses to them. Every harness object, every case and all of lib/
/// keep ASan's allocator. The pool's own few lines are built without sanitizer or coverage
/// instrumentation (they are allocator plumbing, called on every GMP operation). Blocks over 64 KiB, and any block GMP got before the pool was
/// installed (it does not lie in the pool's arena), go to malloc/free as before.
///
/// Threads: each thread keeps its own free lists (a block freed by a thread goes on that
/// thread's lists, whichever thread took it), and a new block is cut from the shared arena with
/// one atomic addition; so the path GMP takes on every operation has no atomic instruction.
/// (Until the lists were per thread, one spin lock guarded them: its two fences per allocation
/// were 15 % of a property test's run time.) The free blocks of a thread that ends stay unused;
/// when the arena is used up, blocks come from malloc.
///
/// The pool replaces GMP's memory functions for the whole process. A program that sets its own
/// (mp_set_memory_functions) or frees GMP memory with its own functions defines
/// SPHEREBOX_REF_NO_GMP_POOL before including the harness; the oracles then allocate as GMP
/// does by default (same answers, slower).
#pragma once
#include <gmp.h>

#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdlib>
#include <cstring>

#if defined(__unix__)
#include <sys/mman.h>
#endif

#if defined(__clang__)
#define SPHEREBOX_REF_PLUMBING __attribute__((no_sanitize("address", "undefined", "coverage")))
#elif defined(__GNUC__) && __GNUC__ >= 12
#define SPHEREBOX_REF_PLUMBING __attribute__((no_sanitize("address", "undefined"), no_sanitize_coverage))
#else
#define SPHEREBOX_REF_PLUMBING
#endif

namespace spherebox::ref::detail {

inline constexpr int gmp_pool_min_log = 4, gmp_pool_max_log = 16;  // classes 16 B .. 64 KiB

struct gmp_pool_block {
  gmp_pool_block* next;  // while free: the next free block of its class
};
/// Constant-initialized (no guard, no order problem): empty until gmp_pool::install() runs.
struct gmp_pool_state {
  char* base = nullptr;
  std::atomic<char*> cursor = nullptr;  // the arena's unused part (shared by every thread)
  char* limit = nullptr;
};
inline constinit gmp_pool_state the_gmp_pool;
/// The calling thread's free blocks, one list per size class.
inline constinit thread_local gmp_pool_block* gmp_pool_free[gmp_pool_max_log - gmp_pool_min_log + 1] = {};

class gmp_pool {
 public:
  SPHEREBOX_REF_PLUMBING static void* allocate(std::size_t size) {
    const int c = size_class(size);
    if (c >= 0) {
      if (void* p = take(c)) return p;
    }
    return checked(std::malloc(size));  // a big block, or the arena is full
  }
  SPHEREBOX_REF_PLUMBING static void* reallocate(void* p, std::size_t old_size, std::size_t new_size) {
    const bool mine = owns(p);
    if (mine && size_class(new_size) == size_class(old_size)) return p;  // the block has room
    if (!mine && size_class(new_size) < 0) return checked(std::realloc(p, new_size));
    void* q = allocate(new_size);
    std::memcpy(q, p, old_size < new_size ? old_size : new_size);
    release(p, old_size);
    return q;
  }
  SPHEREBOX_REF_PLUMBING static void release(void* p, std::size_t size) {
    if (!owns(p)) {
      std::free(p);  // from malloc: big, or GMP's before install()
      return;
    }
    block* b = static_cast<block*>(p);
    block*& head = gmp_pool_free[size_class(size)];
    b->next = head, head = b;
  }

  /// Makes GMP allocate through the pool (done once, before main, by including this header).
  static bool install() {
#if defined(__unix__) && defined(MAP_NORESERVE) && !defined(SPHEREBOX_REF_NO_GMP_POOL)
    // One reservation of address space; pages are committed only when first used, so the
    // pool costs its peak, not 1 GiB. A block is the pool's iff it lies inside.
    void* m = mmap(nullptr, arena_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED) return false;
    pool.base = static_cast<char*>(m), pool.limit = pool.base + arena_bytes;
    pool.cursor.store(pool.base, std::memory_order_relaxed);
    mp_set_memory_functions(&allocate, &reallocate, &release);
    return true;
#else
    return false;  // GMP keeps its own functions
#endif
  }

 private:
  static constexpr int min_log = gmp_pool_min_log, max_log = gmp_pool_max_log;
  static constexpr std::size_t arena_bytes = std::size_t(1) << 30;  // address space, not memory

  using block = gmp_pool_block;
  static constexpr gmp_pool_state& pool = the_gmp_pool;

  /// The class (a block of 2^(min_log + c) bytes) for a request, or -1 for a big one.
  SPHEREBOX_REF_PLUMBING static int size_class(std::size_t size) {
    const int log = size <= (std::size_t(1) << min_log) ? min_log : static_cast<int>(std::bit_width(size - 1));
    return log <= max_log ? log - min_log : -1;
  }
  SPHEREBOX_REF_PLUMBING static void* checked(void* p) {
    if (!p) std::abort();  // as GMP's own functions do: GMP cannot report a failed allocation
    return p;
  }
  SPHEREBOX_REF_PLUMBING static bool owns(const void* p) {
    const char* at = static_cast<const char*>(p);
    return at >= pool.base && at < pool.limit;
  }
  /// A free block of class c (the calling thread's, else a new one cut from the arena), or
  /// nullptr when the arena is used up. Every block size is a multiple of 16 and the arena is
  /// page-aligned, so every block is 16-aligned.
  SPHEREBOX_REF_PLUMBING static void* take(int c) {
    block*& head = gmp_pool_free[c];
    if (block* b = head) {
      head = b->next;
      return b;
    }
    const std::ptrdiff_t bytes = std::ptrdiff_t(1) << (c + min_log);
    char* p = pool.cursor.load(std::memory_order_relaxed);
    do {
      if (pool.limit - p < bytes) return nullptr;
    } while (!pool.cursor.compare_exchange_weak(p, p + bytes, std::memory_order_relaxed));
    return p;
  }
};

inline const bool gmp_pool_installed = gmp_pool::install();

}  // namespace spherebox::ref::detail
