/// Wrong variants kept next to the exhaustive run (negative controls of its own, beside the
/// known-wrong variants of the harness, spherebox_ref/<slug>/known_wrong.hpp): each is a
/// product variant with one edit of the kind the run must notice: a strict comparison made
/// non-strict, a dropped term, a lost clamp.
/// Each keeps the product's declared contract, so the run judges it by the promise it breaks.
#pragma once
#include <array>
#include <string_view>

#include <spherebox/aabb_aabb/closed.hpp>
#include <spherebox/aabb_aabb/open.hpp>
#include <spherebox/aabb_point/clamp.hpp>
#include <spherebox/ellipsoid_aabb/conservative.hpp>
#include <spherebox/segment_sphere/conservative.hpp>
#include <spherebox/sphere_aabb/arvo.hpp>
#include <spherebox/sphere_aabb/qri.hpp>

namespace spherebox::formal::mutant {

/// qri with its quick rejections non-strict (e <= -r, e >= r): rejects exact tangencies,
/// where no operation rounds (bounded contract (b)).
struct qri_nonstrict_reject : sphere_aabb::qri {
  static constexpr std::string_view name = "qri_nonstrict_reject";
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    const T r = s.radius;
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T c = s.center[i];
      if (c < b.min[i]) {
        const T e = c - b.min[i];
        if (e <= -r) return false;
        d2 += e * e;
      } else if (c > b.max[i]) {
        const T e = c - b.max[i];
        if (e >= r) return false;
        d2 += e * e;
      }
    }
    return d2 <= r * r;
  }
};

/// arvo that drops the last axis's term when the centre lies above the box on it.
struct arvo_dropped_term : sphere_aabb::arvo {
  static constexpr std::string_view name = "arvo_dropped_term";
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      const T c = s.center[i];
      if (c < b.min[i]) {
        const T e = c - b.min[i];
        d2 += e * e;
      } else if (c > b.max[i] && i + 1 < N) {
        const T e = c - b.max[i];
        d2 += e * e;
      }
    }
    return d2 <= s.radius * s.radius;
  }
};

/// aabb_aabb::closed with strict comparisons: touching boxes read as disjoint.
struct closed_strict : aabb_aabb::closed {
  static constexpr std::string_view name = "closed_strict";
  template <class T, int N>
  static bool test(const box<T, N>& a, const box<T, N>& b) noexcept {
    bool all = true;
    for (int i = 0; i < N; ++i) all = all && a.min[i] < b.max[i] && b.min[i] < a.max[i];
    return all;
  }
};

/// aabb_aabb::open with non-strict comparisons: touching boxes read as overlapping.
struct open_nonstrict : aabb_aabb::open {
  static constexpr std::string_view name = "open_nonstrict";
  template <class T, int N>
  static bool test(const box<T, N>& a, const box<T, N>& b) noexcept {
    bool all = true;
    for (int i = 0; i < N; ++i) all = all && a.min[i] <= b.max[i] && b.min[i] <= a.max[i];
    return all;
  }
};

/// aabb_point::clamp that only clamps from below.
struct clamp_lower_only : aabb_point::clamp {
  static constexpr std::string_view name = "clamp_lower_only";
  template <class T, int N>
  static std::array<T, N> point(const box<T, N>& b,
                                const spherebox::detail::no_deduce_t<std::array<T, N>>& p) noexcept {
    std::array<T, N> q{};
    for (int i = 0; i < N; ++i) q[i] = p[i] < b.min[i] ? b.min[i] : p[i];
    return q;
  }
};

/// ellipsoid_aabb::conservative with non-strict rejections (c <= min - rho): a false negative
/// at an exact tangency.
struct ellipsoid_conservative_nonstrict : ellipsoid_aabb::conservative {
  static constexpr std::string_view name = "ellipsoid_conservative_nonstrict";
  template <class T, int N>
  static bool test(const ellipsoid<T, N>& e, const box<T, N>& b) noexcept {
    bool separated = false, nan = false;
    for (int i = 0; i < N; ++i) {
      const T c = e.center[i], r = e.radii[i];
      separated = separated || c <= b.min[i] - r || c >= b.max[i] + r;
      nan = nan || c != c || r != r || b.min[i] != b.min[i] || b.max[i] != b.max[i];
    }
    return nan || !separated;
  }
};

/// segment_sphere::conservative that widens the segment's slab by r only below: the upper
/// rejection compares with hi, not hi + r, a false negative.
struct segment_conservative_no_upper_radius : segment_sphere::conservative {
  static constexpr std::string_view name = "segment_conservative_no_upper_radius";
  template <class T, int N>
  static bool test(const segment<T, N>& s, const ball<T, N>& b) noexcept {
    const T r = b.radius;
    bool separated = false;
    bool nan = r != r;
    for (int i = 0; i < N; ++i) {
      const T lo = s.a[i] < s.b[i] ? s.a[i] : s.b[i];
      const T hi = s.a[i] < s.b[i] ? s.b[i] : s.a[i];
      const T c = b.center[i];
      separated |= c < lo - r;
      separated |= c > hi;
      nan |= c != c;
      nan |= s.a[i] != s.a[i];
      nan |= s.b[i] != s.b[i];
    }
    return nan || !separated;
  }
};

}  // namespace spherebox::formal::mutant
