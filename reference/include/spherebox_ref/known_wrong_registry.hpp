/// Every known-wrong variant, grouped by slug: the self-test stage (fuzz_known_wrong, the
/// KnownWrong properties) runs each one on its slug's cases and must catch it. A slug with
/// known-wrong variants adds one line to `sets`.
#pragma once
#include <spherebox/detail/type_list.hpp>
#include "sphere_aabb/known_wrong.hpp"
#include "sphere_obb/known_wrong.hpp"
#include "circle_rect/known_wrong.hpp"
#include "segment_sphere/known_wrong.hpp"
#include "ellipsoid_aabb/known_wrong.hpp"
#include "ellipsoid_obb/known_wrong.hpp"
#include "swept_aabb/known_wrong.hpp"
#include "sphere_aabb/batch_known_wrong.hpp"
#include "aabb_aabb/batch_known_wrong.hpp"
#include "swept_aabb/batch_known_wrong.hpp"
#include "sphere_obb/batch_known_wrong.hpp"

namespace spherebox::known_wrong {

/// The known-wrong variants of one slug: CaseT<T, N> is the slug's case type.
template <template <class, int> class CaseT, class Variants>
struct set {
  template <class T, int N>
  using case_type = CaseT<T, N>;
  using variants = Variants;
};

using sets = spherebox::detail::type_list<set<ref::sphere_aabb_case, all>,
                                          set<ref::sphere_obb_case, sphere_obb_all>,
                                          set<ref::circle_rect_case, circle_rect_all>,
                                          set<ref::segment_sphere_case, segment_sphere_all>,
                                          set<ref::ellipsoid_aabb_case, ellipsoid_aabb_all>,
                                          set<ref::ellipsoid_obb_case, ellipsoid_obb_all>,
                                          set<ref::swept_aabb_case, swept_aabb_all>,
                                          set<ref::sphere_aabb_batch_case, batch_all>,
                                          set<ref::aabb_aabb_batch_case, aabb_batch_all>,
                                          set<ref::swept_aabb_batch_case, swept_batch_all>,
                                          set<ref::sphere_obb_batch_case, obb_batch_all>>;

}  // namespace spherebox::known_wrong
