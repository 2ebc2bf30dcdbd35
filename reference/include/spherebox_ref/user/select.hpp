/// A user's check names its slug by the case type's key (sphere_aabb, aabb_aabb, aabb_point,
/// sphere_obb, circle_rect, segment_sphere, ellipsoid_aabb, ellipsoid_obb, swept_aabb,
/// sphere_aabb_batch, or any slug added to registries.hpp later); this finds its entry in
/// registries.hpp's `slugs` and the form of the function it checks.
#pragma once
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>
#include <tuple>
#include <type_traits>

#include "../registries.hpp"

namespace spherebox::ref::user {

template <target_name Key, bool Integral, class List>
struct find_slug {
  using type = void;
};
template <target_name Key, bool Integral, class E, class... Rest>
struct find_slug<Key, Integral, ::spherebox::detail::type_list<E, Rest...>> {
  static constexpr bool match =
      E::slug == std::string_view(Key.text, sizeof(Key.text) - 1) && E::integral == Integral;
  using type = std::conditional_t<match, E, typename find_slug<Key, Integral, ::spherebox::detail::type_list<Rest...>>::type>;
};

/// The registry entry of slug Key: the one with float and double cases, or with Integral the one
/// with integer coordinates (swept_aabb with int32). void when there is none.
template <target_name Key, bool Integral = false>
using slug_of = typename find_slug<Key, Integral, slugs>::type;

/// Every slug key, for the message when a check names an unknown one.
[[nodiscard]] inline std::string slug_keys() {
  std::vector<std::string> keys;
  slugs::for_each([&](auto e) {
    const std::string key(decltype(e)::slug);
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
  });
  std::string out;
  for (const auto& k : keys) out += " " + k;
  return out;
}

template <class Args>
struct bool_function;
template <class... A>
struct bool_function<std::tuple<A...>> {
  using type = bool(A...);
};

/// The function a check of Case calls: the slug's user_signature hook where it has one (a point
/// for aabb_point, a mask for the batch), else bool taking the case's args() in slug order (for
/// sphere_aabb: bool(const ball<T, N>&, const box<T, N>&)).
template <class Case>
struct signature {
  using type = typename bool_function<decltype(std::declval<const Case&>().args())>::type;
};
template <class Case>
  requires requires { user_signature(std::type_identity<Case>{}); }
struct signature<Case> {
  using type = typename decltype(user_signature(std::type_identity<Case>{}))::type;
};

/// The declaration of a user's function for slug entry E in T, N: `signature_t<E, float, 3> f;`
/// declares f with the parameters the check passes.
template <class E, class T, int N>
using signature_t = typename signature<typename E::template case_type<T, N>>::type;

/// One value type and dimension a function is checked in.
template <class T, int N>
struct kind {
  using value_type = T;
  static constexpr int dims = N;
};

/// The first kind of a kind list (a detail::type_list of kind<T, N>).
template <class List>
struct first_kind;
template <class K, class... Rest>
struct first_kind<::spherebox::detail::type_list<K, Rest...>> {
  using type = K;
};

}  // namespace spherebox::ref::user
