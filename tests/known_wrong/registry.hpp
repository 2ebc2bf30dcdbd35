/// Every known-wrong variant, grouped by slug: the self-test stage (fuzz_known_wrong, the
/// KnownWrong properties) runs each one on its slug's cases and must catch it. A slug with
/// known-wrong variants adds one line to `sets`.
#pragma once
#include <spherebox/detail/type_list.hpp>
#include <spherebox_ref/case.hpp>

#include "sphere_aabb.hpp"

namespace spherebox::known_wrong {

/// The known-wrong variants of one slug: CaseT<T, N> is the slug's case type.
template <template <class, int> class CaseT, class Variants>
struct set {
  template <class T, int N>
  using case_type = CaseT<T, N>;
  using variants = Variants;
};

using sets = spherebox::detail::type_list<set<ref::sphere_aabb_case, all>>;

}  // namespace spherebox::known_wrong
