// What the audit's adapters share: a check with TYPES float double declares its function once
// per value type (spherebox_add_check), so each adapter defines both overloads, each calling the
// adapter's own template. First and Second name the slug's two shapes (the aliases below).
#pragma once
#include <spherebox/types.hpp>

// AUDIT_FLOAT_AND_DOUBLE(name, impl, First, Second): bool audit::name(const First<T>&, const
// Second<T>&) for T = float and double, returning impl(a, b).
#define AUDIT_FLOAT_AND_DOUBLE(name, impl, First, Second)                                  \
  namespace audit {                                                                         \
  bool name(const First<float>& a, const Second<float>& b) { return impl(a, b); }           \
  bool name(const First<double>& a, const Second<double>& b) { return impl(a, b); }         \
  }

namespace audit {
template <class T>
using ball2 = spherebox::ball<T, 2>;
template <class T>
using ball3 = spherebox::ball<T, 3>;
template <class T>
using box2 = spherebox::box<T, 2>;
template <class T>
using box3 = spherebox::box<T, 3>;
template <class T>
using centered_box3 = spherebox::centered_box<T, 3>;
}  // namespace audit
