/// Every slug the campaign checks, in one list: its fuzz target, its case type and its
/// variant registry. The verdict table requires a row for every supported variant of every
/// entry, the seed tool writes a corpus for every fuzz target here, and a user's check
/// (user/select.hpp) finds its slug here. A new slug adds one line to `slugs` and its fuzz
/// target to reference/slugs.cmake.
#pragma once
#include <cstddef>
#include <string_view>
#include <type_traits>

#include <spherebox/batch/kernels.hpp>
#include <spherebox/overlap.hpp>

#include "aabb_aabb/build.hpp"
#include "aabb_point/build.hpp"
#include "sphere_aabb/build.hpp"
#include "sphere_obb/build.hpp"
#include "circle_rect/build.hpp"
#include "segment_sphere/build.hpp"
#include "ellipsoid_aabb/build.hpp"
#include "ellipsoid_obb/build.hpp"
#include "swept_aabb/build.hpp"
#include "sphere_aabb/batch.hpp"
#include "aabb_aabb/batch.hpp"
#include "swept_aabb/batch.hpp"
#include "sphere_obb/batch.hpp"
#include "batch/user.hpp"

namespace spherebox::ref {

/// A fuzz target's name as a template argument (C++20 class-type template parameter).
template <std::size_t L>
struct target_name {
  char text[L];
  constexpr target_name(const char (&s)[L]) {  // NOLINT: implicit, so slug_entry<"fuzz_x", ...> reads well
    for (std::size_t i = 0; i < L; ++i) text[i] = s[i];
  }
};

/// One slug: its fuzz target, CaseT<T, N> its case type, Registry its variants (a
/// detail::type_list).
template <target_name Target, template <class, int> class CaseT, class Registry>
struct slug_entry {
  template <class T, int N>
  using case_type = CaseT<T, N>;
  using registry = Registry;
  static constexpr std::string_view slug = CaseT<float, 2>::slug;
  static constexpr std::string_view target{Target.text, sizeof(Target.text) - 1};
  /// Integer coordinates (swept_aabb_int) rather than float and double.
  static constexpr bool integral = std::is_integral_v<typename CaseT<float, 2>::value_type>;
};

/// Every slug, one line each, in verdict-table order. reference/slugs.cmake lists the same fuzz
/// targets for CMake; the slug_list test checks that the two agree.
using slugs = spherebox::detail::type_list<
    slug_entry<"fuzz_sphere_aabb", sphere_aabb_case, sphere_aabb::all>,
    slug_entry<"fuzz_aabb_aabb", aabb_aabb_case, aabb_aabb::all>,
    slug_entry<"fuzz_aabb_point", aabb_point_case, aabb_point::all>,
    slug_entry<"fuzz_sphere_obb", sphere_obb_case, sphere_obb::all>,
    slug_entry<"fuzz_circle_rect", circle_rect_case, circle_rect::all>,
    slug_entry<"fuzz_segment_sphere", segment_sphere_case, segment_sphere::all>,
    slug_entry<"fuzz_ellipsoid_aabb", ellipsoid_aabb_case, ellipsoid_aabb::all>,
    slug_entry<"fuzz_ellipsoid_obb", ellipsoid_obb_case, ellipsoid_obb::all>,
    slug_entry<"fuzz_swept_aabb", swept_aabb_case, swept_aabb::all>,
    slug_entry<"fuzz_swept_aabb_int", swept_aabb_int_case, swept_aabb::integer>,
    slug_entry<"fuzz_sphere_aabb_batch", sphere_aabb_batch_case, batch::all>,
    slug_entry<"fuzz_aabb_aabb_batch", aabb_aabb_batch_case, aabb_aabb::batch_all>,
    slug_entry<"fuzz_swept_aabb_batch", swept_aabb_batch_case, swept_aabb::batch_all>,
    slug_entry<"fuzz_sphere_obb_batch", sphere_obb_batch_case, sphere_obb::batch_all>>;

/// Calls f(fuzz_target_name, slug_entry<...>{}) for every slug.
template <class F>
void for_each_slug(F&& f) {
  slugs::for_each([&](auto entry) { f(decltype(entry)::target, entry); });
}

}  // namespace spherebox::ref
