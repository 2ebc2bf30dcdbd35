/// Every known-wrong variant, grouped by slug: the self-test stage (fuzz_known_wrong, the
/// KnownWrong properties) runs each one on its slug's cases and must catch it. A slug's known-wrong
/// variants are named by its entry in reference/slugs.cmake (KNOWN_WRONG).
#pragma once
#include <cstdio>
#include <string>

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

namespace spherebox::known_wrong {

/// Each set's slug and variants, one line a set ("slug: variant variant ..."), on stdout: what
/// the slug_list test compares with reference/slugs.cmake (spherebox_tests --known-wrong-sets,
/// or fuzz_known_wrong with SPHEREBOX_KNOWN_WRONG=--slugs).
inline void print_sets() {
  sets::for_each([&](auto set) {
    using S = decltype(set);
    std::printf("%s:", std::string(S::template case_type<float, 2>::slug).c_str());
    S::variants::for_each([&](auto tag) { std::printf(" %s", std::string(decltype(tag)::name).c_str()); });
    std::printf("\n");
  });
}

}  // namespace spherebox::known_wrong
