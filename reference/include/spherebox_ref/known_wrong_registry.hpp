/// Every known-wrong variant, grouped by slug: the self-test stage (fuzz_known_wrong, the
/// KnownWrong properties) runs each one on its slug's cases and must catch it. A slug's known-wrong
/// variants are named by its entry in reference/slugs.cmake (KNOWN_WRONG).
#pragma once
#include <spherebox/detail/type_list.hpp>
namespace spherebox::known_wrong {

/// The known-wrong variants of one slug: CaseT<T, N> is the slug's case type.
template <template <class, int> class CaseT, class Variants>
struct set {
  template <class T, int N>
  using case_type = CaseT<T, N>;
  using variants = Variants;
};

}  // namespace spherebox::known_wrong

// `sets`: the KNOWN_WRONG set of every entry of reference/slugs.cmake that has one, in list
// order, with the headers that declare them.
#include <spherebox_ref/known_wrong_list.hpp>
