/// GMP's memory from a pool of recycled blocks. The exact oracles build and drop many small
/// GMP integers and rationals per case; with the default functions each one is a malloc and a
/// free, and under AddressSanitizer those (redzones, quarantine, a stack trace per call) cost
/// far more than the arithmetic. Here a freed block goes back on a free list for its size
/// class and the next request of that class takes it.
///
/// Scope: only GMP's limb buffers, which no harness code reads directly (the harness uses
/// them through Boost.Multiprecision); GMP itself is not built with the sanitizers, so ASan
/// never checked its accesses to them. Every harness object, every case and all of lib/
/// keep ASan's allocator. Blocks over 64 KiB, and any block GMP got before the pool was
/// installed (it does not lie in the pool's arena), go to malloc/free as before.
#pragma once
#include <gmp.h>

#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <vector>

#if defined(__unix__)
#include <sys/mman.h>
#endif

namespace spherebox::ref::detail {

class gmp_pool {
 public:
  static void* allocate(std::size_t size) {
    const int c = size_class(size);
    if (c >= 0) {
      lock_guard lock;
      if (void* p = take(c)) return p;
    }
    return checked(std::malloc(size));  // a big block, or the arena is full
  }
  static void* reallocate(void* p, std::size_t old_size, std::size_t new_size) {
    const bool mine = owns(p);
    if (mine && size_class(new_size) == size_class(old_size)) return p;  // the block has room
    if (!mine && size_class(new_size) < 0) return checked(std::realloc(p, new_size));
    void* q = allocate(new_size);
    std::memcpy(q, p, old_size < new_size ? old_size : new_size);
    release(p, old_size);
    return q;
  }
  static void release(void* p, std::size_t size) {
    if (!owns(p)) return std::free(p);  // from malloc: big, or GMP's before install()
    lock_guard lock;
    the().free[size_class(size)].push_back(static_cast<char*>(p));
  }

  /// Makes GMP allocate through the pool (done once, before main, by including this header).
  static bool install() {
    if (the().base) mp_set_memory_functions(&allocate, &reallocate, &release);
    return true;
  }

 private:
  static constexpr int min_log = 4, max_log = 16;                 // classes 16 B .. 64 KiB
  static constexpr std::size_t arena_bytes = std::size_t(1) << 30;  // address space, not memory

  struct state {
    std::atomic_flag busy = ATOMIC_FLAG_INIT;
    std::array<std::vector<char*>, max_log - min_log + 1> free;
    char* base = nullptr;  // one reservation: a block is the pool's iff it lies inside
    char* cursor = nullptr;
    char* limit = nullptr;
    state() {
#if defined(__unix__) && defined(MAP_NORESERVE)
      // Pages are committed only when first used, so the pool costs its peak, not 1 GiB.
      void* m = mmap(nullptr, arena_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (m != MAP_FAILED) base = cursor = static_cast<char*>(m), limit = base + arena_bytes;
#endif
    }
  };
  static state& the() {
    static state* s = new state;  // never destroyed: GMP may free during static destruction
    return *s;
  }
  struct lock_guard {  // GMP's functions are process-wide; the harness may run on threads
    lock_guard() {
      while (the().busy.test_and_set(std::memory_order_acquire)) {
      }
    }
    ~lock_guard() { the().busy.clear(std::memory_order_release); }
  };

  /// The class (a block of 2^(min_log + c) bytes) for a request, or -1 for a big one.
  static int size_class(std::size_t size) {
    const int log = size <= (std::size_t(1) << min_log) ? min_log : static_cast<int>(std::bit_width(size - 1));
    return log <= max_log ? log - min_log : -1;
  }
  static void* checked(void* p) {
    if (!p) std::abort();  // as GMP's own functions do: GMP cannot report a failed allocation
    return p;
  }
  static bool owns(const void* p) {
    const char* at = static_cast<const char*>(p);
    return at >= the().base && at < the().limit;
  }
  /// A free block of class c, or nullptr when the arena is used up. Every block size is a
  /// multiple of 16 and the arena is page-aligned, so every block is 16-aligned.
  static void* take(int c) {
    state& s = the();
    auto& list = s.free[c];
    if (!list.empty()) {
      char* p = list.back();
      list.pop_back();
      return p;
    }
    const std::size_t bytes = std::size_t(1) << (c + min_log);
    if (static_cast<std::size_t>(s.limit - s.cursor) < bytes) return nullptr;
    char* p = s.cursor;
    s.cursor += bytes;
    return p;
  }
};

inline const bool gmp_pool_installed = gmp_pool::install();

}  // namespace spherebox::ref::detail
