// Checks that set one field of a case at a time to a special value: the checked API's reasons
// for NaN and infinities, and the conservative contract's NaN rule.
#pragma once
#include <gtest/gtest.h>

#include <limits>
#include <spherebox_ref/core/check_all.hpp>

namespace spherebox::test {

/// The checked API of a variant (`checked`, with `call` its unchecked call) on `base`, a case
/// it accepts: errc::ok with the unchecked answer, which is `answer`; then each field in turn
/// set to NaN (errc::not_a_number), +inf and -inf (errc::infinite). A slug's own reasons
/// (signs, order, axes, magnitude) are its test's. Compiled once per case type.
template <class Case, class Checked>
void check_error_codes(const Case& base, bool answer, Checked (*checked)(const Case&), bool (*call)(const Case&)) {
  using L = std::numeric_limits<typename Case::value_type>;
  const auto ok = checked(base);
  EXPECT_EQ(ok.error, errc::ok);
  EXPECT_TRUE(ok.ok());
  EXPECT_EQ(ok.value, answer);
  EXPECT_EQ(ok.value, call(base));
  for (int i = 0; i < Case::count; ++i) {  // one bad value in each field
    auto v = base.flat();
    v[i] = L::quiet_NaN();
    EXPECT_EQ(checked(Case::from_flat(v)).error, errc::not_a_number) << "field " << i;
    v[i] = L::infinity();
    EXPECT_EQ(checked(Case::from_flat(v)).error, errc::infinite) << "field " << i;
    v[i] = -L::infinity();
    EXPECT_EQ(checked(Case::from_flat(v)).error, errc::infinite) << "field " << i;
  }
}

/// check_error_codes for variant V (overlaps_checked<V> with the case's arguments).
template <class V, class Case>
void check_error_codes(const Case& base, bool answer) {
  check_error_codes(base, answer, &ref::call_checked<V, Case>, &ref::call<V, Case>);
}

/// The reason the checked API of variant V gives on case c (errc::ok where it accepts c).
template <class V, class Case>
errc error_of(const Case& c) {
  return ref::call_checked<V>(c).error;
}

/// The checked API's magnitude limit on `field`, a value of c: V::max_magnitude<T>() there is
/// accepted and, where twice it is finite, twice it is out of the domain. Returns whether it was
/// (c then holds twice the limit, for the reasons that outrank magnitude).
template <class V, class Case>
bool beyond_magnitude_limit(Case& c, typename Case::value_type& field) {
  using T = typename Case::value_type;
  const T m = V::template max_magnitude<T>();
  field = m;
  EXPECT_EQ(error_of<V>(c), errc::ok) << "at the limit";
  if (!(m < std::numeric_limits<T>::max())) return false;
  field = 2 * m;
  EXPECT_EQ(error_of<V>(c), errc::out_of_domain);
  return true;
}

/// The conservative NaN rule on `far`, a case variant V rejects: with -NaN in any one field, V
/// answers true (overlap).
template <class V, class Case>
void true_on_any_nan(const Case& far) {
  ASSERT_FALSE(ref::call<V>(far));
  for (int i = 0; i < Case::count; ++i) {
    auto v = far.flat();
    v[i] = -std::numeric_limits<typename Case::value_type>::quiet_NaN();
    EXPECT_TRUE(ref::call<V>(Case::from_flat(v))) << "NaN in field " << i;
  }
}

}  // namespace spherebox::test
