// Prints the constants the headers declare, for the proof scripts that are filled in from them
// (formal/gappa/*/fill): a proof is checked against the constant the code uses, so cutting a
// constant in a header makes its proof fail.
//   sphere_aabb <variant> <N> k <k> a <a>   every bounded sphere–AABB variant that shares the
//                                           sum-of-squares operation sequence (N = 2, 3)
#include <cstdio>
#include <type_traits>

#include <spherebox/sphere_aabb/variants.hpp>

int main() {
  spherebox::sphere_aabb::all::for_each([](auto tag) {
    using V = decltype(tag);
    if constexpr (std::is_base_of_v<spherebox::sphere_aabb::detail::sum_of_squares_promise, V>) {
      for (int n = 2; n <= 3; ++n)
        std::printf("sphere_aabb %s %d k %d a %d\n", V::name.data(), n, V::bound(n).k, V::bound(n).a);
    }
  });
  return 0;
}
