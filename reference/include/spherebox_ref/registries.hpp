/// Every slug the campaign checks, in one list: its fuzz target, its case type and its
/// variant registry. The verdict table requires a row for every supported variant of every
/// entry, and the seed tool writes a corpus for every fuzz target here. A new slug adds one
/// line to for_each_slug (and its fuzz target to fuzz/CMakeLists.txt).
#pragma once
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

namespace spherebox::ref {

/// One slug: CaseT<T, N> is its case type, Registry its variants (a detail::type_list).
template <template <class, int> class CaseT, class Registry>
struct slug_entry {
  template <class T, int N>
  using case_type = CaseT<T, N>;
  using registry = Registry;
  static constexpr std::string_view slug = CaseT<float, 2>::slug;
};

/// Calls f(fuzz_target_name, slug_entry<...>{}) for every slug.
template <class F>
void for_each_slug(F&& f) {
  f(std::string_view("fuzz_sphere_aabb"), slug_entry<sphere_aabb_case, sphere_aabb::all>{});
  f(std::string_view("fuzz_aabb_aabb"), slug_entry<aabb_aabb_case, aabb_aabb::all>{});
  f(std::string_view("fuzz_aabb_point"), slug_entry<aabb_point_case, aabb_point::all>{});
  f(std::string_view("fuzz_sphere_obb"), slug_entry<sphere_obb_case, sphere_obb::all>{});
  f(std::string_view("fuzz_circle_rect"), slug_entry<circle_rect_case, circle_rect::all>{});
  f(std::string_view("fuzz_segment_sphere"), slug_entry<segment_sphere_case, segment_sphere::all>{});
  f(std::string_view("fuzz_ellipsoid_aabb"), slug_entry<ellipsoid_aabb_case, ellipsoid_aabb::all>{});
  f(std::string_view("fuzz_ellipsoid_obb"), slug_entry<ellipsoid_obb_case, ellipsoid_obb::all>{});
  f(std::string_view("fuzz_swept_aabb"), slug_entry<swept_aabb_case, swept_aabb::all>{});
  f(std::string_view("fuzz_swept_aabb_int"), slug_entry<swept_aabb_int_case, swept_aabb::integer>{});
  f(std::string_view("fuzz_sphere_aabb_batch"), slug_entry<sphere_aabb_batch_case, batch::all>{});
  f(std::string_view("fuzz_aabb_aabb_batch"), slug_entry<aabb_aabb_batch_case, aabb_aabb::batch_all>{});
  f(std::string_view("fuzz_swept_aabb_batch"), slug_entry<swept_aabb_batch_case, swept_aabb::batch_all>{});
  f(std::string_view("fuzz_sphere_obb_batch"), slug_entry<sphere_obb_batch_case, sphere_obb::batch_all>{});
}

}  // namespace spherebox::ref
