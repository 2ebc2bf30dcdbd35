// Prints the constants the headers declare, for the proof scripts that are filled in from them
// (formal/gappa/*/fill): a proof is checked against the constant the code uses, so cutting a
// constant in a header makes its proof fail. One line per constant:
//   <slug> <variant> <N> k <k> a <a>            every bounded variant of every slug, N = 1..5
//                                               (its declared bound(N): |D - R| <= k u S + a eta)
//   filter <slug> <variant> <W> <N> C <C> mu <mu>  every exact filter: the relative constant C
//                                               and the absolute term mu in the computation
//                                               type W (float or double), as hex floats
//   expansion double lo <lo> veltkamp <bits> factor <bits>  the expansion path in double
//                                               (detail/expansion.hpp, eft.hpp): square_range's
//                                               lo, Veltkamp's constant and dominant_sign's
//                                               factor as IEEE bit patterns (decimal)
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string_view>

#include <spherebox/sphere_aabb/batch.hpp>
#include <spherebox/overlap.hpp>

namespace {

template <class Registry>
void print_bounded(std::string_view slug) {
  Registry::for_each([&](auto tag) {
    using V = decltype(tag);
    if constexpr (V::promise == spherebox::contract::bounded) {
      for (int n = 1; n <= 5; ++n)
        std::printf("%s %s %d k %d a %d\n", slug.data(), V::name.data(), n, V::bound(n).k, V::bound(n).a);
    }
  });
}

template <class W>
void print_filter(const char* slug, const char* variant, const char* w, int n, W c) {
  std::printf("filter %s %s %s %d C %a mu %a\n", slug, variant, w, n, double(c),
              double(spherebox::detail::filter_absolute<W>(n)));
}

unsigned long long bits_of(double x) {
  std::uint64_t u = 0;
  std::memcpy(&u, &x, sizeof u);
  return static_cast<unsigned long long>(u);
}

}  // namespace

int main() {
  namespace sb = spherebox;
  print_bounded<sb::sphere_aabb::all>("sphere_aabb");
  print_bounded<sb::sphere_obb::all>("sphere_obb");
  print_bounded<sb::circle_rect::all>("circle_rect");
  print_bounded<sb::segment_sphere::all>("segment_sphere");
  print_bounded<sb::ellipsoid_aabb::all>("ellipsoid_aabb");
  print_bounded<sb::ellipsoid_obb::all>("ellipsoid_obb");
  print_bounded<sb::swept_aabb::all>("swept_aabb");
  for (int n = 1; n <= 5; ++n) {
    print_filter("sphere_aabb", "exact", "double", n, sb::sphere_aabb::exact::relative_bound<double>(n));
    print_filter("sphere_aabb", "exact", "float", n, sb::sphere_aabb::exact::relative_bound<float>(n));
    print_filter("circle_rect", "exact", "double", n, sb::circle_rect::exact::relative_bound<double>(n));
  }
  // The exact batch kernels' filter in the lane type T (lib/include/spherebox/sphere_aabb/batch_lanes.ipp).
  for (int n = 2; n <= 3; ++n) {
    print_filter("batch", "batch_exact", "float", n, sb::detail::filter_relative<float>(n + 2));
    print_filter("batch", "batch_exact", "double", n, sb::detail::filter_relative<double>(n + 2));
  }
  std::printf("expansion double lo %d veltkamp %llu factor %llu\n", sb::detail::square_range<double>::lo,
              bits_of(sb::detail::veltkamp<double>()), bits_of(double(sb::detail::dominance_factor)));
  return 0;
}
