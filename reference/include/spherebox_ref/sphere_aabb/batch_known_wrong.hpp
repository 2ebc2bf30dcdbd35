/// Known-wrong batch kernels: plausible SIMD-loop mistakes that give right answers on the
/// first full registers and wrong ones at a tail, on an unaligned span, or on one form only.
/// Each claims the kernels' contract (branchless's, lane by lane); the harness must reject
/// every one. They compute each lane with branchless itself, so the defect is the loop's.
#pragma once
#include <spherebox/sphere_aabb/batch.hpp>
#include <spherebox/detail/type_list.hpp>
#include "batch.hpp"  // the case and its checks
#include "../core/known_wrong.hpp"
#include <cstdint>
#include <string_view>

namespace spherebox::known_wrong {

namespace batch_detail {
/// Writes the mask from hit(j) for the lanes j < n that `lane_live(j)` admits (others 0).
template <class Hit>
void fill(std::size_t n, std::uint64_t* words, Hit&& hit) noexcept {
  for (std::size_t base = 0; base < n; base += 64) {
    std::uint64_t w = 0;
    for (std::size_t j = 0; j < 64 && base + j < n; ++j) w |= std::uint64_t(hit(base + j)) << j;
    words[base / 64] = w;
  }
}
}  // namespace batch_detail

/// An 8-lane loop with no tail: the last n % 8 lanes are never computed (their bits stay 0),
/// a lost contact for every batch whose length is not a multiple of the width.
struct batch_tail_dropped : wrong<batch::kernel_promise, "batch_tail_dropped"> {
  static bool supported() noexcept { return true; }
  template <class T, int N, class Spheres>
  static void mask(const Spheres& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    const std::size_t full = b.size - b.size % 8;
    batch_detail::fill(b.size, words, [&](std::size_t j) {
      if (j >= full) return false;  // the defect
      if constexpr (std::is_same_v<Spheres, ball<T, N>>) return sphere_aabb::branchless::test(s, b[j]);
      else return sphere_aabb::branchless::test(s[j], b[j]);
    });
  }
};

/// A loop that assumes 16-byte aligned spans: it starts reading at the span's address rounded
/// down to 16 bytes, so on an unaligned span every lane answers for an element before it.
struct batch_assumes_aligned : wrong<batch::kernel_promise, "batch_assumes_aligned"> {
  static bool supported() noexcept { return true; }
  template <class T>
  static const T* aligned_down(const T* p) noexcept {
    return reinterpret_cast<const T*>(reinterpret_cast<std::uintptr_t>(p) & ~std::uintptr_t(15));  // the defect
  }
  template <class T, int N, class Spheres>
  static void mask(const Spheres& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    boxes_view<T, N> a = b;
    for (int i = 0; i < N; ++i)
      if (b.size) a.min[i] = aligned_down(b.min[i]), a.max[i] = aligned_down(b.max[i]);
    if constexpr (std::is_same_v<Spheres, ball<T, N>>) {
      batch_detail::fill(b.size, words, [&](std::size_t j) { return sphere_aabb::branchless::test(s, a[j]); });
    } else {
      balls_view<T, N> t = s;
      for (int i = 0; i < N; ++i)
        if (s.size) t.center[i] = aligned_down(s.center[i]);
      if (s.size) t.radius = aligned_down(s.radius);
      batch_detail::fill(b.size, words, [&](std::size_t j) { return sphere_aabb::branchless::test(t[j], a[j]); });
    }
  }
};

/// The pairs form broadcasting the first ball's radius to every lane (the one-ball loop's
/// set1(radius) left in place): right for the one-ball form, wrong for pairs.
struct batch_pairs_first_radius : wrong<batch::kernel_promise, "batch_pairs_first_radius"> {
  static bool supported() noexcept { return true; }
  template <class T, int N>
  static void mask(const ball<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    batch::scalar::mask(s, b, words);
  }
  template <class T, int N>
  static void mask(const balls_view<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    batch_detail::fill(b.size, words, [&](std::size_t j) {
      ball<T, N> bj = s[j];
      bj.radius = s.radius[0];  // the defect
      return sphere_aabb::branchless::test(bj, b[j]);
    });
  }
};

/// An exact kernel that trusts the float-precision estimate on the lanes its filter leaves
/// open (d2 <= r2 in T) instead of calling the exact fallback: wrong on near tangencies. On
/// the lanes the filter decides that estimate has the right sign, so the kernel is branchless
/// on every lane, which is how it is written.
struct batch_exact_no_fallback : wrong<batch::exact_kernel_promise, "batch_exact_no_fallback"> {
  static bool supported() noexcept { return true; }
  template <class T, int N, class Spheres>
  static void mask(const Spheres& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
    batch_detail::fill(b.size, words, [&](std::size_t j) {
      if constexpr (std::is_same_v<Spheres, ball<T, N>>) return sphere_aabb::branchless::test(s, b[j]);
      else return sphere_aabb::branchless::test(s[j], b[j]);
    });
  }
};

using batch_all = spherebox::detail::type_list<batch_tail_dropped, batch_assumes_aligned, batch_pairs_first_radius,
                                               batch_exact_no_fallback>;

}  // namespace spherebox::known_wrong
