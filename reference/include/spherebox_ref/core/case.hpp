/// The cases the drivers exchange: one plain struct per slug (<slug>/case.hpp), each viewable
/// as a flat array of T so that coding, display and bit-exact comparison are written once.
/// Every hook a slug provides around its case is listed in core/hooks.hpp. A case struct
/// names its members and then its field list once, with SPHEREBOX_REF_CASE below; value_type,
/// dims, slug, layout, count, flat() and from_flat() all derive from that one line.
#pragma once
#include <array>
#include <cstring>
#include <string_view>
#include <utility>

#include <spherebox/types.hpp>

namespace spherebox::ref {

/// One entry of a known-answer table: an input, its exact answer and why it is there.
template <class Case>
struct known_answer {
  Case input;
  bool overlap;     ///< the exact answer (closed sets: touching is overlap)
  const char* why;  ///< what the entry pins down
};

/// The number of values a layout string describes in n dimensions: each word is one value,
/// times n for every "[N]" it carries ("center[N] radius box.axes[N][N]" is n + 1 + n * n).
[[nodiscard]] constexpr int layout_count(std::string_view layout, int n) {
  int total = 0;
  for (std::size_t at = 0; at < layout.size();) {
    if (layout[at] == ' ') {
      ++at;
      continue;
    }
    int word = 1;
    for (; at < layout.size() && layout[at] != ' '; ++at)
      if (layout.substr(at, 3) == "[N]") word *= n;
    total += word;
  }
  return total;
}

namespace detail {
/// Visits the scalars of a field (a T, an array of T or an array of arrays) in index order.
template <class T, class X, class F>
constexpr void each_value(X& x, F& f) {
  if constexpr (std::is_same_v<std::remove_const_t<X>, T>) f(x);
  else for (auto& y : x) each_value<T>(y, f);
}
}  // namespace detail

/// How many scalars the field list of Case holds (checked against layout_count).
template <class Case>
[[nodiscard]] constexpr int field_count() {
  int n = 0;
  auto one = [&](const typename Case::value_type&) { ++n; };
  Case c{};
  c.fields([&](auto&... x) { (detail::each_value<typename Case::value_type>(x, one), ...); });
  return n;
}

/// The values of a case in flat() order: its field list, scalar by scalar.
template <class Case>
[[nodiscard]] constexpr std::array<typename Case::value_type, Case::count> flatten(Case c) {
  static_assert(field_count<Case>() == Case::count, "the field list and the layout disagree");
  std::array<typename Case::value_type, Case::count> v{};
  int at = 0;
  auto put = [&](const typename Case::value_type& x) { v[at++] = x; };
  c.fields([&](auto&... x) { (detail::each_value<typename Case::value_type>(x, put), ...); });
  return v;
}

/// The case whose flat() is v (the inverse of flatten).
template <class Case>
[[nodiscard]] constexpr Case unflatten(const std::array<typename Case::value_type, Case::count>& v) {
  Case c{};
  int at = 0;
  auto take = [&](typename Case::value_type& x) { x = v[at++]; };
  c.fields([&](auto&... x) { (detail::each_value<typename Case::value_type>(x, take), ...); });
  return c;
}

/// The members every case struct has, from its name, its slug, its layout (the flat() order
/// for reports) and its field list in that order. Used inside `template <class T, int N>
/// struct NAME { ...members...; SPHEREBOX_REF_CASE(NAME, "slug", "layout", fields...) };`.
#define SPHEREBOX_REF_CASE(NAME, SLUG, LAYOUT, ...)                                           \
  using value_type = T;                                                                       \
  static constexpr int dims = N;                                                              \
  static constexpr std::string_view slug = SLUG;                                              \
  static constexpr std::string_view layout = LAYOUT; /* flat() order, for reports */          \
  static constexpr int count = ::spherebox::ref::layout_count(LAYOUT, N);                     \
  template <class F>                                                                          \
  constexpr void fields(F&& f) { f(__VA_ARGS__); }                                            \
  [[nodiscard]] std::array<T, count> flat() const { return ::spherebox::ref::flatten(*this); } \
  static NAME from_flat(const std::array<T, count>& v) { return ::spherebox::ref::unflatten<NAME>(v); }

/// Bit-exact equality (NaN payloads and the sign of zero included).
template <class Case>
[[nodiscard]] bool same_bits(const Case& x, const Case& y) {
  const auto a = x.flat(), b = y.flat();
  return std::memcmp(a.data(), b.data(), sizeof(a)) == 0;
}

/// Is a box flat on some axis (min == max, or a half extent of 0)? The degenerate() hooks.
template <class T, int N>
[[nodiscard]] bool flat_on_an_axis(const box<T, N>& b) {
  for (int i = 0; i < N; ++i)
    if (b.min[i] == b.max[i]) return true;
  return false;
}
template <class B>
[[nodiscard]] bool flat_on_an_axis(const B& b) {  // centered_box, obb: a half extent of 0
  for (const auto& h : b.half)
    if (h == 0) return true;
  return false;
}

/// Swaps min and max where inverted (builders use it; raw cases stay as decoded).
template <class T, int N>
void order_bounds(box<T, N>& b) {
  for (int i = 0; i < N; ++i)
    if (b.min[i] > b.max[i]) std::swap(b.min[i], b.max[i]);
}

}  // namespace spherebox::ref
