/// Every slug the campaign checks: its fuzz target, its case type and its variant registry, as
/// `slugs`, a type list of slug_entry written from the one slug list (reference/slugs.cmake) into
/// slug_list.hpp. The verdict table requires a row for every variant of every entry whose
/// declared instruction set this machine has (core/supported.hpp), the seed tool writes a
/// corpus for every fuzz target here, and a user's check (user/select.hpp) finds its slug here.
#pragma once
#include <cstddef>
#include <string_view>
#include <type_traits>

#include <spherebox/detail/type_list.hpp>

#include "batch/user.hpp"  // the batch slugs' user forms (user_signature, judge_user)

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

}  // namespace spherebox::ref

// `slugs`, every entry of reference/slugs.cmake in list order, with the headers that declare them.
#include <spherebox_ref/slug_list.hpp>

namespace spherebox::ref {

/// Calls f(fuzz_target_name, slug_entry<...>{}) for every slug.
template <class F>
void for_each_slug(F&& f) {
  slugs::for_each([&](auto entry) { f(decltype(entry)::target, entry); });
}

}  // namespace spherebox::ref
