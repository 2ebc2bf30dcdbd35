// The exact predicates (sphere_aabb::exact, circle_rect::exact, the exact batch kernels) and
// their parts:
// 1. product_sum and to_dyadic (detail/exact_sum.hpp) against Boost.Multiprecision integers
//    on random sums of products across the whole double range;
// 2. known answers at the extremes of float and double (tangencies whose squares overflow or
//    underflow, one ulp either side, subnormal radii and gaps, r = 0 with point boxes, the
//    largest finite values), each against a stated answer and the reference oracle, through
//    test(), exact_answer(), the filter where it decides, and every exact batch kernel;
// 3. the filter constants (detail/filter.hpp), pinned from both sides by cases found with
//    tests/tools/exact_filter_search.cpp, and the derivation's sufficient conditions checked
//    in exact rationals.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <spherebox/batch.hpp>
#include <spherebox/circle_rect/exact.hpp>
#include <spherebox/detail/exact_sum.hpp>
#include <spherebox/detail/filter.hpp>
#include <spherebox/sphere_aabb/exact.hpp>
#include <spherebox_ref/sphere_aabb/batch.hpp>
#include <spherebox_ref/core/exact.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>
#include <spherebox_ref/circle_rect/oracle.hpp>
#include <spherebox_ref/core/show.hpp>
#include <string>
#include <utility>
#include <vector>

#include "filter_replicas.hpp"
#include "test_util.hpp"

namespace {

using namespace spherebox;
using ref::integer;
using ref::rational;
template <class T, int N>
using sa_case = ref::sphere_aabb_case<T, N>;
template <class T, int N>
using cr_case = ref::circle_rect_case<T, N>;

/// Contraction lets the compiler fuse the filter's products and sums, which changes x and E
/// (soundly: an FMA only removes roundings). The assertions that pin the filter's exact
/// verdict on a case hold for the unfused operation sequence only; soundness is checked always.
#if defined(SPHEREBOX_REF_FUSED) && SPHEREBOX_REF_FUSED
constexpr bool unfused = false;
#else
constexpr bool unfused = true;
#endif

// =============================================================================================
// 1. product_sum and to_dyadic against Boost.Multiprecision
// =============================================================================================

/// Random finite doubles over the whole range: random bit patterns (every exponent, subnormals
/// included), small integers, powers of two, the extremes, and signed zeros.
double any_double(test::prng& g) {
  const std::uint64_t w = g.next();
  switch (w % 8) {
    case 0: {  // subnormal (or zero)
      const std::uint64_t bits = (g.next() & ((std::uint64_t(1) << 52) - 1)) | (w & (std::uint64_t(1) << 63));
      double x;
      std::memcpy(&x, &bits, sizeof x);
      return x;
    }
    case 1: return std::ldexp(w >> 63 ? -1.0 : 1.0, int(g.next() % 2098) - 1074);  // +-2^(-1074..1023)
    case 2: {
      const double pick[] = {std::numeric_limits<double>::max(), std::numeric_limits<double>::denorm_min(),
                             std::numeric_limits<double>::min(), 0.0, 1.0, 3.0};
      const double v = pick[g.next() % 6];
      return w >> 63 ? -v : v;
    }
    case 3: return double(std::int64_t(g.next() % 2001) - 1000);
    default: {  // any finite bit pattern
      std::uint64_t bits = g.next();
      if (((bits >> 52) & 0x7ff) == 0x7ff) bits ^= std::uint64_t(1) << 62;  // inf/NaN -> finite
      double x;
      std::memcpy(&x, &bits, sizeof x);
      return x;
    }
  }
}

/// A term x * y * 2^k, negated when neg, and its exact value in units of 2^-2148.
struct term {
  double x, y;
  bool neg;
  int k;
};

/// Random factors over the whole range, random sign, k in 0..30.
term random_term(test::prng& g) {
  const double x = any_double(g), y = any_double(g);
  return {x, y, bool(g.next() & 1), int(g.next() % 31)};
}

integer exact_term(const term& t) {
  integer v = ref::on_grid(t.x) * ref::on_grid(t.y);  // x 2^1074 * y 2^1074
  v <<= t.k;
  return t.neg ? integer(-v) : v;
}

template <int M>
int library_sign(const std::vector<term>& ts) {
  detail::product_sum<M> s;
  for (const term& t : ts) s.add(t.x, t.y, t.neg, t.k);
  return s.sign();
}

integer exact_sum(const std::vector<term>& ts) {
  integer v = 0;
  for (const term& t : ts) v += exact_term(t);
  return v;
}

std::string show_terms(const std::vector<term>& ts) {
  std::string s;
  char buf[128];
  for (const term& t : ts) {
    std::snprintf(buf, sizeof buf, "%s%a*%a*2^%d ", t.neg ? "-" : "+", t.x, t.y, t.k);
    s += buf;
  }
  return s;
}

TEST(ExactSum, ToDyadicReadsEveryDoubleExactly) {
  using detail::to_dyadic;
  constexpr double eta = std::numeric_limits<double>::denorm_min();
  // Zeros: m = 0 for either sign.
  EXPECT_EQ(to_dyadic(0.0).m, 0u);
  EXPECT_EQ(to_dyadic(-0.0).m, 0u);
  // Powers of two, normal and subnormal: m = 1, e = the exponent.
  for (int e = -1074; e <= 1023; ++e) {
    const auto d = to_dyadic(std::ldexp(1.0, e));
    ASSERT_EQ(d.m, 1u) << e;
    ASSERT_EQ(d.e, e);
    ASSERT_FALSE(d.neg);
    const auto n = to_dyadic(-std::ldexp(1.0, e));
    ASSERT_EQ(n.m, 1u) << e;
    ASSERT_EQ(n.e, e);
    ASSERT_TRUE(n.neg);
  }
  // Subnormals: odd multiples of eta, even ones reduced, the largest subnormal.
  EXPECT_EQ(to_dyadic(3 * eta).m, 3u);
  EXPECT_EQ(to_dyadic(3 * eta).e, -1074);
  EXPECT_EQ(to_dyadic(12 * eta).m, 3u);
  EXPECT_EQ(to_dyadic(12 * eta).e, -1072);
  const double top_subnormal = std::numeric_limits<double>::min() - eta;
  EXPECT_EQ(to_dyadic(top_subnormal).m, (std::uint64_t(1) << 52) - 1);
  EXPECT_EQ(to_dyadic(top_subnormal).e, -1074);
  EXPECT_EQ(to_dyadic(-top_subnormal).neg, true);
  // The extremes of the normal range and a few plain values.
  EXPECT_EQ(to_dyadic(std::numeric_limits<double>::max()).m, (std::uint64_t(1) << 53) - 1);
  EXPECT_EQ(to_dyadic(std::numeric_limits<double>::max()).e, 971);
  EXPECT_EQ(to_dyadic(std::numeric_limits<double>::min()).m, 1u);
  EXPECT_EQ(to_dyadic(std::numeric_limits<double>::min()).e, -1022);
  EXPECT_EQ(to_dyadic(1.5).m, 3u);
  EXPECT_EQ(to_dyadic(1.5).e, -1);
  EXPECT_EQ(to_dyadic(-40.0).m, 5u);
  EXPECT_EQ(to_dyadic(-40.0).e, 3);
  // Random doubles: (-1)^neg * m * 2^e equals the oracle's exact grid value, m odd.
  test::prng g(0xd1ad1c);
  for (int i = 0; i < 20000; ++i) {
    const double x = any_double(g);
    const auto d = to_dyadic(x);
    const integer want = ref::on_grid(x);
    if (x == 0) {
      ASSERT_EQ(d.m, 0u) << std::hexfloat << x;
      continue;
    }
    ASSERT_EQ(d.m & 1, 1u) << std::hexfloat << x;
    ASSERT_LT(d.m, std::uint64_t(1) << 53);
    ASSERT_EQ(d.neg, std::signbit(x));
    ASSERT_GE(d.e, -1074);
    integer got(d.m);
    got <<= (d.e + 1074);
    ASSERT_EQ(d.neg ? integer(-got) : got, want) << std::hexfloat << x;
  }
}

/// exact_difference(x, y, d) against exact rationals: true exactly when x - y is finite and
/// representable (then d is it), over special pairs, Sterbenz pairs (y/2 <= x <= 2y: always
/// exact) and random bit patterns. A wrong first step (d = x + y) only sends every pair to the
/// slower exact fallback, which no verdict shows; this test does.
template <class T, class Bits>
void exact_difference_is_exactly_representability() {
  using lim = std::numeric_limits<T>;
  std::vector<std::pair<T, T>> pairs{{T(3), T(1)}, {T(1), T(3)}, {T(0), T(0)}, {-T(0), T(0)}, {T(1), T(1)},
                                     {lim::max(), -lim::max()}, {lim::denorm_min(), -lim::denorm_min()},
                                     {T(1), lim::epsilon() / 4}, {lim::infinity(), T(1)},
                                     {lim::quiet_NaN(), T(1)}, {lim::min(), lim::denorm_min()}};
  std::mt19937_64 rng(11);
  for (int i = 0; i < 4000; ++i) {
    Bits a = static_cast<Bits>(rng()), b = static_cast<Bits>(rng());
    T x, y;
    std::memcpy(&x, &a, sizeof x), std::memcpy(&y, &b, sizeof y);
    pairs.emplace_back(x, y);
    const T s = std::ldexp(T(1) + T(rng() % 1024) / 1024, int(rng() % 200) - 100);
    pairs.emplace_back(s, s * (T(0.5) + T(rng() % 1024) / 1024));  // Sterbenz: exact
  }
  int wrong = 0, exact = 0;
  for (const auto& [x, y] : pairs) {
    T d = T(0);
    const bool got = detail::exact_difference(x, y, d);
    const T r = x - y;
    const bool want = std::isfinite(x) && std::isfinite(y) && std::isfinite(r) &&
                      ref::exact_value(x) - ref::exact_value(y) == ref::exact_value(r);
    exact += want;
    if ((got != want || (got && !(d == r))) && wrong++ < 5)
      ADD_FAILURE() << std::hexfloat << "exact_difference(" << x << ", " << y << ") = " << got << " with d = " << d
                    << "; x - y = " << r << " is " << (want ? "" : "not ") << "exact";
  }
  EXPECT_EQ(wrong, 0);
  EXPECT_GT(exact, 4000);  // the Sterbenz pairs at least: the true side is exercised
}

TEST(ExactSum, ExactDifferenceIsTrueExactlyWhenRepresentableFloat) {
  exact_difference_is_exactly_representability<float, std::uint32_t>();
}
TEST(ExactSum, ExactDifferenceIsTrueExactlyWhenRepresentableDouble) {
  exact_difference_is_exactly_representability<double, std::uint64_t>();
}

TEST(ExactSum, MultiplyWideIsTheExact128BitProduct) {
  test::prng g(0x128);
  for (int i = 0; i < 20000; ++i) {
    std::uint64_t x = g.next(), y = g.next();
    if (i % 4 == 1) x = ~std::uint64_t(0);  // the largest operands: carries through every half
    if (i % 4 == 2) y = ~std::uint64_t(0) - (g.next() & 0xff);
    std::uint64_t lo = 0, hi = 0;
    detail::multiply_wide(x, y, lo, hi);
    const integer want = integer(x) * integer(y);
    integer got(hi);
    got <<= 64;
    got += integer(lo);
    ASSERT_EQ(got, want) << x << " * " << y;
  }
}

TEST(ExactSum, SignOfRandomSumsMatchesBoost) {
  test::prng g(0x5e11);
  for (int i = 0; i < 6000; ++i) {
    std::vector<term> ts;
    const int n = 1 + int(g.next() % 16);
    for (int j = 0; j < n; ++j) ts.push_back(random_term(g));
    ASSERT_EQ(library_sign<16>(ts), test::sign_of(exact_sum(ts))) << show_terms(ts);
  }
}

/// Sums that cancel to exactly zero, by writing every term again, negated, in another form
/// (factors swapped, a power of two moved between a factor and k, the sign moved into a
/// factor), in shuffled order; then with one more tiny or huge term, whose sign decides.
TEST(ExactSum, CancellationToExactlyZeroAcrossTheRange) {
  test::prng g(0xca4ce1);
  constexpr double eta = std::numeric_limits<double>::denorm_min();
  constexpr double big = std::numeric_limits<double>::max();
  int moved = 0;
  for (int i = 0; i < 4000; ++i) {
    std::vector<term> ts;
    const int n = 1 + int(g.next() % 8);
    for (int j = 0; j < n; ++j) ts.push_back(random_term(g));
    const std::size_t original = ts.size();
    for (std::size_t j = 0; j < original; ++j) {
      term t = ts[j];
      t.neg = !t.neg;
      if (g.next() & 1) std::swap(t.x, t.y);
      if (g.next() & 1) t.x = -t.x, t.neg = !t.neg;
      // Move 2^s from k into x (x * 2^s exact: its exponent range allows it).
      const int s = int(g.next() % 8);
      if (s <= t.k && t.x != 0 && std::fabs(t.x) * 1024 < big && std::ldexp(std::ldexp(t.x, s), -s) == t.x &&
          std::fabs(std::ldexp(t.x, s)) >= std::numeric_limits<double>::min()) {
        t.x = std::ldexp(t.x, s), t.k -= s;
        ++moved;
      }
      ts.push_back(t);
    }
    for (std::size_t j = ts.size() - 1; j > 0; --j) std::swap(ts[j], ts[g.next() % (j + 1)]);
    ASSERT_EQ(exact_sum(ts), 0) << show_terms(ts);
    ASSERT_EQ(library_sign<32>(ts), 0) << show_terms(ts);
    // One more term decides: the smallest product there is, or the largest.
    auto tipped = ts;
    const bool neg = g.next() & 1;
    tipped.push_back(i % 2 ? term{eta, eta, neg, 0} : term{big, big, neg, 30});
    ASSERT_EQ(library_sign<32>(tipped), neg ? -1 : 1) << show_terms(tipped);
    ASSERT_EQ(test::sign_of(exact_sum(tipped)), neg ? -1 : 1);
  }
  EXPECT_GT(moved, 1000);  // the power-of-two form was exercised
}

/// The integer leaves room for the sign and the carries of up to 128 terms: sums of one sign of
/// many maximal products (mantissas 2^53 - 1, each product just below 2^top), plus a small
/// term that moves the window's low end through every residue modulo 64, at three scales.
TEST(ExactSum, WidthCoversTheCarriesOfEveryTerm) {
  constexpr double m = 0x1.fffffffffffffp+0;  // mantissa 2^53 - 1
  for (int count : {2, 16, 127})
    for (double x : {m, std::ldexp(m, 1000), std::ldexp(m, -560)})
      for (int j = 0; j < 130; ++j)
        for (bool neg : {false, true}) {
          std::vector<term> ts(std::size_t(count), term{x, x, neg, 30});
          ts.push_back({std::ldexp(1.0, -j), std::ldexp(1.0, -400), neg, 0});
          ASSERT_EQ(library_sign<128>(ts), neg ? -1 : 1) << count << " terms, j = " << j << ": " << show_terms(ts);
          ASSERT_EQ(test::sign_of(exact_sum(ts)), neg ? -1 : 1);
        }
}

TEST(ExactSum, ExtremesOfTheRange) {
  constexpr double eta = std::numeric_limits<double>::denorm_min();
  constexpr double big = std::numeric_limits<double>::max();
  // The library's sign, checked against Boost on the way.
  const auto sign = [](const std::vector<term>& ts) {
    const int s = library_sign<8>(ts);
    EXPECT_EQ(s, test::sign_of(exact_sum(ts))) << show_terms(ts);
    return s;
  };
  EXPECT_EQ(sign({}), 0);
  EXPECT_EQ(sign({{0.0, big, false, 30}, {-0.0, eta, true, 0}}), 0);  // zero products are dropped
  EXPECT_EQ(sign({{big, big, false, 30}}), 1);
  EXPECT_EQ(sign({{big, big, true, 30}}), -1);
  EXPECT_EQ(sign({{eta, eta, false, 0}}), 1);
  EXPECT_EQ(sign({{eta, -eta, false, 0}}), -1);
  EXPECT_EQ(sign({{-eta, -eta, true, 30}}), -1);
  // The widest window: 2^-2148 .. 2^2078, one carry or borrow across every word.
  EXPECT_EQ(sign({{big, big, false, 30}, {big, big, true, 30}, {eta, eta, false, 0}}), 1);
  EXPECT_EQ(sign({{big, big, false, 30}, {big, big, true, 30}, {eta, eta, true, 0}}), -1);
  EXPECT_EQ(sign({{big, big, false, 30}, {eta, eta, true, 0}}), 1);
  EXPECT_EQ(sign({{big, big, true, 30}, {eta, eta, false, 0}}), -1);
  EXPECT_EQ(sign({{eta, eta, false, 0}, {big, big, true, 30}, {eta, eta, false, 0}, {big, big, false, 30}}), 1);
  // The same product written with 2^k moved into a factor cancels exactly.
  EXPECT_EQ(sign({{std::ldexp(1.0, 1023), big, false, 0}, {1.0, big, true, 1023}}), 0);
  EXPECT_EQ(sign({{std::ldexp(3.0, -1074), 1.0, false, 30}, {std::ldexp(3.0, -1044), 1.0, true, 0}}), 0);
  // (a - b)^2 = a^2 - 2ab + b^2 (a - b exact: b/2 <= a <= 2b, or subnormal), at the top and
  // the bottom of the range.
  for (double a : {big, std::ldexp(1.5, 1000), 7 * eta, std::ldexp(1.0, -1022) + eta, 1.0 + std::ldexp(1.0, -52)}) {
    const double b = a * 0.75, d = a - b;
    EXPECT_EQ(sign({{a, a, false, 0}, {a, b, true, 1}, {b, b, false, 0}, {d, d, true, 0}}), 0) << a;
    EXPECT_EQ(sign({{a, a, false, 0}, {a, b, true, 1}, {b, b, false, 0}, {d, d, true, 0}, {eta, eta, true, 0}}), -1);
    EXPECT_EQ(sign({{a, a, false, 0}, {a, b, true, 1}, {b, b, false, 0}, {d, std::nextafter(d, 0.0), true, 0}}), 1);
  }
}

// =============================================================================================
// 2. Known answers at the extremes
// =============================================================================================

template <class T>
constexpr T tmax = std::numeric_limits<T>::max();
template <class T>
constexpr T eta_of = std::numeric_limits<T>::denorm_min();

template <class T>
T up(T x) {
  return std::nextafter(x, std::numeric_limits<T>::infinity());
}
template <class T>
T down(T x) {
  return std::nextafter(x, -std::numeric_limits<T>::infinity());
}

/// Legs and hypotenuse: 3-4-5 for N = 2, 2-3-6-7 for N = 3.
template <int N>
constexpr std::array<int, N + 1> triple() {
  if constexpr (N == 2) return {3, 4, 5};
  else return {2, 3, 6, 7};
}

template <class Case>
struct known {
  std::string why;
  Case c;
  bool overlap;
};

/// Highest k with hypotenuse * 2^k finite (7 * 2^k < 2^emax), and the subnormal exponent.
template <class T>
constexpr int top_k = std::numeric_limits<T>::max_exponent - 3;
template <class T>
constexpr int bottom_k = std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits;

/// A case with the centre p and the box's two fields b0, b1 (min and max, or centre and half
/// extent) the same on every axis, and radius r.
template <class C, int N, class T = typename C::value_type>
C uniform(std::type_identity_t<T> p, std::type_identity_t<T> b0, std::type_identity_t<T> b1, std::type_identity_t<T> r) {
  C c{};
  for (int i = 0; i < N; ++i) {
    c.s.center[i] = p;
    if constexpr (requires { c.b.min; }) c.b.min[i] = b0, c.b.max[i] = b1;
    else c.b.center[i] = b0, c.b.half[i] = b1;
  }
  c.s.radius = r;
  return c;
}

template <class T, int N>
std::vector<known<sa_case<T, N>>> sphere_aabb_known() {
  using C = sa_case<T, N>;
  std::vector<known<C>> out;
  constexpr auto t = triple<N>();
  const T M = tmax<T>, eta = eta_of<T>;
  // Exact tangency: centre at the origin, the box's nearest corner at the legs times 2^k; the
  // box reaching to max, or a point box (min == max) at that corner.
  auto tangent = [&](int k, bool point) {
    C c{};
    for (int i = 0; i < N; ++i) {
      c.s.center[i] = 0, c.b.min[i] = std::ldexp(T(t[i]), k);
      c.b.max[i] = point ? c.b.min[i] : M;
    }
    c.s.radius = std::ldexp(T(t[N]), k);
    return c;
  };
  // k near the top (squares overflow), in the middle, where the squares underflow (in double
  // for -540, in float for the batch kernels' float filter at -75), and at the bottom (every
  // value a small multiple of eta).
  for (int k : {top_k<T>, top_k<T> - 1, 0, -540, -75, bottom_k<T> + 1, bottom_k<T>}) {
    if (k < bottom_k<T> || k > top_k<T>) continue;
    for (bool point : {false, true}) {
      const std::string at = std::string(point ? " (point box)" : "") + " at 2^" + std::to_string(k);
      const C c = tangent(k, point);
      out.push_back({"exact tangency" + at, c, true});
      C in = c;
      in.s.radius = up(c.s.radius);
      out.push_back({"radius one ulp above tangency" + at, in, true});
      C o = c;
      o.s.radius = down(c.s.radius);
      out.push_back({"radius one ulp below tangency" + at, o, false});
      C moved = c;
      moved.b.min[N - 1] = up(c.b.min[N - 1]);
      if (point) moved.b.max[N - 1] = moved.b.min[N - 1];
      out.push_back({"a corner one ulp beyond tangency" + at, moved, false});
      C nearer = c;
      nearer.b.min[0] = down(c.b.min[0]);
      out.push_back({"a corner one ulp within tangency" + at, nearer, true});
    }
    // The same tangency mirrored: the box below the centre on every axis.
    const std::string at = " at 2^" + std::to_string(k);
    C m = tangent(k, false);
    for (int i = 0; i < N; ++i) m.b.max[i] = -m.b.min[i], m.b.min[i] = -M;
    out.push_back({"mirrored exact tangency" + at, m, true});
    m.s.radius = down(m.s.radius);
    out.push_back({"mirrored, radius one ulp below" + at, m, false});
  }
  // Subnormal radii and gaps.
  {
    C c{};
    for (int i = 0; i < N; ++i) c.s.center[i] = 0, c.b.min[i] = -1, c.b.max[i] = 1;
    c.b.min[0] = eta, c.b.max[0] = 1, c.s.radius = eta;
    out.push_back({"gap eta, radius eta", c, true});
    c.b.min[0] = 2 * eta;
    out.push_back({"gap 2 eta, radius eta", c, false});
    c.s.radius = 2 * eta;
    out.push_back({"gap 2 eta, radius 2 eta", c, true});
    C d = c;
    for (int i = 0; i < N; ++i) d.b.min[i] = eta, d.b.max[i] = eta;
    d.s.radius = eta;
    out.push_back({"gaps eta on every axis, radius eta", d, false});
    d.s.radius = 2 * eta;
    out.push_back({"gaps eta on every axis, radius 2 eta", d, true});
    // A gap of one ulp of max, between the largest values.
    C e{};
    for (int i = 0; i < N; ++i) e.s.center[i] = M, e.b.min[i] = -M, e.b.max[i] = M;
    e.b.max[0] = down(M), e.s.radius = 0;
    out.push_back({"centre one ulp past the largest box, radius 0", e, false});
    e.s.radius = M - down(M);
    out.push_back({"centre one ulp past the largest box, radius that ulp", e, true});
  }
  // r = 0 against point boxes and boxes containing the centre.
  for (T x : {T(0), eta, T(1.5), M, -M}) {
    C c = uniform<C, N>(x, x, x, 0);
    out.push_back({"r = 0, point box at the centre", c, true});
    c.s.radius = -T(0);
    out.push_back({"r = -0, point box at the centre", c, true});
    c.s.radius = 0;
    C off = c;
    off.b.min[N - 1] = off.b.max[N - 1] = x == M ? down(x) : up(x);
    out.push_back({"r = 0, point box one ulp from the centre", off, false});
    C around = c;
    for (int i = 0; i < N; ++i) around.b.min[i] = x == -M ? x : down(x), around.b.max[i] = x == M ? x : up(x);
    out.push_back({"r = 0, box around the centre", around, true});
  }
  // The largest finite values.
  {
    C c = uniform<C, N>(M, -M, M, 0);
    out.push_back({"centre at the corner of the largest box, r = 0", c, true});
    C far = uniform<C, N>(-M, M, M, M);
    out.push_back({"centre at -max, point box at +max on every axis, r = max", far, false});
    C touch{};
    for (int i = 0; i < N; ++i) touch.s.center[i] = 0, touch.b.min[i] = -M, touch.b.max[i] = M;
    touch.b.min[0] = touch.b.max[0] = M, touch.s.radius = M;
    out.push_back({"gap max on one axis, r = max", touch, true});
    touch.s.radius = down(M);
    out.push_back({"gap max on one axis, r one ulp below max", touch, false});
    C half = uniform<C, N>(-M / 4, M / 4, M, M);
    // gap max/2 on every axis: D = N max^2 / 4 <= max^2 for N <= 4.
    out.push_back({"gaps max/2 on every axis, r = max", half, true});
    C all_far = uniform<C, N>(M, -M, -M / 2, M);
    out.push_back({"centre at +max, box at most -max/2 on every axis, r = max", all_far, false});
    C diag = uniform<C, N>(-M, 0, M, M);
    out.push_back({"gap max on every axis, r = max", diag, false});
  }
  // Values at 1e38 (float) / 1e308 (double).
  if constexpr (sizeof(T) == 4) {
    C c = uniform<C, N>(-1e38f, 1e38f, 3e38f, M);
    // gap 2e38 per axis: D = N 4e76 against max^2 = 1.158e77.
    out.push_back({"gaps 2e38, r = FLT_MAX", c, N == 2});
  } else {
    C c = uniform<C, N>(-5e307, 5e307, M, M);
    // gap 1e308 per axis: D = N 1e616 against max^2 = 3.23e616.
    out.push_back({"gaps 1e308, r = DBL_MAX", c, true});
    c.s.center[0] = -1e308, c.b.min[0] = 1e308;
    // D = 4e616 + (N-1) 1e616 > 3.23e616.
    out.push_back({"gaps 2e308 and 1e308, r = DBL_MAX", c, false});
  }
  return out;
}

template <class T, int N>
std::vector<known<cr_case<T, N>>> circle_rect_known() {
  using C = cr_case<T, N>;
  std::vector<known<C>> out;
  constexpr auto t = triple<N>();
  const T M = tmax<T>, eta = eta_of<T>;
  // Exact tangency, gaps leg * 2^k: ball centre at the origin, box centre 2 leg 2^k, half
  // leg 2^k (so both are finite for k <= top - 1).
  for (int k : {top_k<T> - 1, 0, -540, -75, bottom_k<T>, bottom_k<T> + 2}) {
    if (k < bottom_k<T> || k > top_k<T> - 1) continue;
    const std::string at = " at 2^" + std::to_string(k);
    C c{};
    for (int i = 0; i < N; ++i)
      c.s.center[i] = 0, c.b.center[i] = std::ldexp(T(2 * t[i]), k), c.b.half[i] = std::ldexp(T(t[i]), k);
    c.s.radius = std::ldexp(T(t[N]), k);
    out.push_back({"exact tangency" + at, c, true});
    C o = c;
    o.s.radius = down(c.s.radius);
    out.push_back({"radius one ulp below tangency" + at, o, false});
    C in = c;
    in.s.radius = up(c.s.radius);
    out.push_back({"radius one ulp above tangency" + at, in, true});
    C shrunk = c;
    shrunk.b.half[0] = down(c.b.half[0]);
    out.push_back({"half extent one ulp short of tangency" + at, shrunk, false});
    C grown = c;
    grown.b.half[N - 1] = up(c.b.half[N - 1]);
    out.push_back({"half extent one ulp past tangency" + at, grown, true});
    C mirrored = c;
    for (int i = 0; i < N; ++i) mirrored.b.center[i] = -c.b.center[i];
    out.push_back({"mirrored exact tangency" + at, mirrored, true});
  }
  // Tangency where |p - c| = 2Q overflows (Q = 2^(emax-1)): p = -Q, c = Q, gaps leg * Q/4.
  {
    const T Q = std::ldexp(T(1), std::numeric_limits<T>::max_exponent - 1);
    C c{};
    for (int i = 0; i < N; ++i) c.s.center[i] = -Q, c.b.center[i] = Q, c.b.half[i] = T(8 - t[i]) * (Q / 4);
    c.s.radius = T(t[N]) * (Q / 4);
    out.push_back({"exact tangency, |p - c| overflows", c, true});
    C o = c;
    o.s.radius = down(c.s.radius);
    out.push_back({"|p - c| overflows, radius one ulp below tangency", o, false});
    C s = c;
    s.b.half[0] = down(c.b.half[0]);
    out.push_back({"|p - c| overflows, half extent one ulp short", s, false});
  }
  // Subnormal radii and gaps.
  {
    C c{};
    for (int i = 0; i < N; ++i) c.s.center[i] = 0, c.b.center[i] = 0, c.b.half[i] = 1;
    c.b.center[0] = 2 * eta, c.b.half[0] = eta, c.s.radius = eta;
    out.push_back({"gap eta, radius eta", c, true});
    c.s.radius = 0;
    out.push_back({"gap eta, radius 0", c, false});
    C d = uniform<C, N>(0, -3 * eta, 2 * eta, eta);
    out.push_back({"gaps eta on every axis, radius eta", d, false});
    d.s.radius = 2 * eta;
    out.push_back({"gaps eta on every axis, radius 2 eta", d, true});
  }
  // r = 0, h = 0 (a point box).
  for (T x : {T(0), eta, T(1.5), M, -M}) {
    C c = uniform<C, N>(x, x, 0, 0);
    out.push_back({"r = 0, point box at the centre", c, true});
    C off = c;
    off.b.center[N - 1] = x == M ? down(x) : up(x);
    out.push_back({"r = 0, point box one ulp from the centre", off, false});
    C around = c;
    for (int i = 0; i < N; ++i) around.b.half[i] = eta;
    out.push_back({"r = 0, box of half extent eta around the centre", around, true});
  }
  // The largest finite values.
  {
    C c{};
    for (int i = 0; i < N; ++i) c.s.center[i] = 0, c.b.center[i] = 0, c.b.half[i] = M;
    c.s.center[0] = M, c.b.center[0] = -M, c.s.radius = M;
    // |p - c| = 2 max on axis 0, gap max.
    out.push_back({"gap max from |p - c| = 2 max, r = max", c, true});
    c.s.radius = down(M);
    out.push_back({"gap max from |p - c| = 2 max, r one ulp below", c, false});
    C far = uniform<C, N>(-M, M, 0, M);
    out.push_back({"centre -max, point box at +max on every axis, r = max", far, false});
    C all_far = uniform<C, N>(M, -M, M / 2, M);
    out.push_back({"gaps 1.5 max on every axis, r = max", all_far, false});
    C half = uniform<C, N>(-M / 2, M / 2, M / 2, M);
    out.push_back({"gaps max/2 on every axis, r = max", half, true});
  }
  if constexpr (sizeof(T) == 4) {
    C c = uniform<C, N>(-1e38f, 2e38f, 1e38f, M);
    out.push_back({"gaps 2e38, r = FLT_MAX", c, N == 2});
  } else {
    C c = uniform<C, N>(-5e307, 1e308, 5e307, M);
    out.push_back({"gaps 1e308, r = DBL_MAX", c, true});
  }
  return out;
}

/// V on one known case: test(), exact_answer() and the filter where it decides, against the
/// stated answer and the oracle.
template <class V, class Case>
void expect_known(const known<Case>& k) {
  SCOPED_TRACE(k.why + " " + ref::hex_input(k.c));
  const auto o = ref::oracle(k.c);
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(o->holds(), k.overlap) << "the oracle disagrees with the stated answer";
  EXPECT_EQ(V::test(k.c.s, k.c.b), k.overlap);
  EXPECT_EQ(V::exact_answer(k.c.s, k.c.b), k.overlap);
  const int f = V::filter(k.c.s, k.c.b);
  if (f >= 0) {
    EXPECT_EQ(f == 1, k.overlap) << "the filter decided wrongly";
  }
}

template <class T, int N>
void expect_batch_known(const std::vector<known<sa_case<T, N>>>& cases);

template <class T, int N>
void run_sphere_aabb_known() {
  const auto cases = sphere_aabb_known<T, N>();
  int undecided = 0;
  for (const auto& k : cases) {
    expect_known<sphere_aabb::exact>(k);
    undecided += sphere_aabb::exact::filter(k.c.s, k.c.b) < 0;
  }
  // The table reaches the fallback (tangencies, overflow, underflow) as it is meant to.
  EXPECT_GE(undecided, 10);
  expect_batch_known<T, N>(cases);
}

template <class T, int N>
void run_circle_rect_known() {
  int undecided = 0;
  for (const auto& k : circle_rect_known<T, N>()) {
    expect_known<circle_rect::exact>(k);
    undecided += circle_rect::exact::filter(k.c.s, k.c.b) < 0;
  }
  EXPECT_GE(undecided, 10);
}

TEST(ExactKnown, SphereAabbFloat2) { run_sphere_aabb_known<float, 2>(); }
TEST(ExactKnown, SphereAabbFloat3) { run_sphere_aabb_known<float, 3>(); }
TEST(ExactKnown, SphereAabbDouble2) { run_sphere_aabb_known<double, 2>(); }
TEST(ExactKnown, SphereAabbDouble3) { run_sphere_aabb_known<double, 3>(); }
TEST(ExactKnown, CircleRectFloat2) { run_circle_rect_known<float, 2>(); }
TEST(ExactKnown, CircleRectFloat3) { run_circle_rect_known<float, 3>(); }
TEST(ExactKnown, CircleRectDouble2) { run_circle_rect_known<double, 2>(); }
TEST(ExactKnown, CircleRectDouble3) { run_circle_rect_known<double, 3>(); }

// --- the exact batch kernels on the same cases -------------------------------------------------

/// Calls f(K{}) for every kernel of batch::all that promises the exact contract and that this
/// CPU runs; returns how many.
template <class F>
int for_each_exact_kernel(F&& f) {
  int n = 0;
  batch::all::for_each([&](auto k) {
    using K = decltype(k);
    if constexpr (K::promise == contract::exact) {
      if (K::supported()) f(k), ++n;
    }
  });
  return n;
}


/// Every exact kernel on the known cases: all of them as the lanes of one pairs batch (at two
/// offsets), and each case's ball against 19 copies of its box (whole registers and a tail).
template <class T, int N>
void expect_batch_known(const std::vector<known<sa_case<T, N>>>& cases) {
  std::vector<sa_case<T, N>> lanes;
  for (const auto& k : cases) lanes.push_back(k.c);
  const int kernels = for_each_exact_kernel([&](auto kernel) {
    using K = decltype(kernel);
    SCOPED_TRACE(std::string(K::name));
    for (std::size_t offset : {0u, 5u}) {
      ref::sphere_aabb_batch_case<T, N> b;
      b.pairs = true, b.offset = offset;
      for (const auto& c : lanes) b.queries.push_back(c.s), b.targets.push_back(c.b);
      const ref::batch_columns<sa_case<T, N>> a(b);
      std::vector<std::uint64_t> w(mask_words(lanes.size()) + 1, 0x5a5a5a5a5a5a5a5aull);
      overlaps_mask<K>(a.queries, a.targets, w.data());
      EXPECT_EQ(w.back(), 0x5a5a5a5a5a5a5a5aull) << "a kernel wrote past the mask";
      for (std::size_t j = 0; j < cases.size(); ++j)
        EXPECT_EQ(ref::detail::bit(w, j), cases[j].overlap)
            << "pairs, lane " << j << ": " << cases[j].why << " " << ref::hex_input(cases[j].c);
    }
    for (const auto& k : cases) {
      const std::vector<box<T, N>> boxes(19, k.c.b);
      const box_soa<T, N> soa(boxes);
      std::uint64_t w = 0;
      overlaps_mask<K>(k.c.s, soa.view(), &w);
      EXPECT_EQ(w, k.overlap ? (std::uint64_t(1) << 19) - 1 : 0u)
          << "one ball: " << k.why << " " << ref::hex_input(k.c);
    }
  });
  EXPECT_GE(kernels, 2);  // at least exact_scalar and exact_dispatch
}

// =============================================================================================
// 3. The filter constants
// =============================================================================================

// --- (c) the constants are the derived ones, and the derivation's conditions hold ---------------

TEST(ExactFilter, ConstantsAreTheDerivedOnes) {
  for (int k = 1; k <= 100; ++k) {
    // C = k u (1 + 2^8 u) = k (2^-p + 2^(8-2p)), exact in W.
    EXPECT_EQ(detail::filter_relative<double>(k), std::ldexp(double(k) * (0x1p45 + 1), -98)) << k;
    EXPECT_EQ(detail::filter_relative<float>(k), std::ldexp(float(k) * (0x1p16f + 1), -40)) << k;
  }
  EXPECT_EQ(detail::unit_roundoff<double>(), 0x1p-53);
  EXPECT_EQ(detail::unit_roundoff<float>(), 0x1p-24f);
  for (int n = 1; n <= 8; ++n) {
    EXPECT_EQ(detail::filter_absolute<double>(n), std::ldexp(double(n + 2), -1074)) << n;
    EXPECT_EQ(detail::filter_absolute<float>(n), std::ldexp(float(n + 2), -149)) << n;
    EXPECT_EQ(sphere_aabb::exact::relative_bound<double>(n), detail::filter_relative<double>(n + 2));
    EXPECT_EQ(circle_rect::exact::relative_bound<double>(n), detail::filter_relative<double>(n + 4));
  }
  // The verdict: strict on both sides, x = E = +inf and NaN undecided.
  constexpr double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(detail::filter_verdict(2.0, 1.0), 0);
  EXPECT_EQ(detail::filter_verdict(-2.0, 1.0), 1);
  EXPECT_EQ(detail::filter_verdict(1.0, 1.0), -1);
  EXPECT_EQ(detail::filter_verdict(-1.0, 1.0), -1);
  EXPECT_EQ(detail::filter_verdict(inf, inf), -1);
  EXPECT_EQ(detail::filter_verdict(-inf, inf), -1);
  EXPECT_EQ(detail::filter_verdict(std::nan(""), 1.0), -1);
}

/// 2^-e as a rational.
rational pow2_neg(int e) { return rational(integer(1), integer(1) << e); }

/// filter.hpp's two sufficient conditions, in exact rationals, for the library's own C and mu:
///   (i)  C (1-u)^2 >= (1+u) g / (1-u),           g = k u / (1 - 2 k u),
///   (ii) (mu - eta/2)(1-u) >= (1+u)(1+g) alpha,   alpha = (N+1) eta/2 (1 + gamma_{N-1}),
/// gamma_m = m u / (1 - m u). Returns the slack C / C_needed of (i) - 1.
template <class W>
rational check_filter_conditions(int n, int k) {
  const rational u = pow2_neg(std::numeric_limits<W>::digits);
  const rational eta = ref::exact_value(std::numeric_limits<W>::denorm_min());
  const rational C = ref::exact_value(detail::filter_relative<W>(k));
  const rational mu = ref::exact_value(detail::filter_absolute<W>(n));
  const rational g = k * u / (1 - 2 * k * u);
  const rational gamma = (n - 1) * u / (1 - (n - 1) * u);
  const rational alpha = (n + 1) * eta / 2 * (1 + gamma);
  const rational needed = (1 + u) * g / ((1 - u) * (1 - u) * (1 - u));
  EXPECT_GE(C, needed) << "condition (i) fails for N = " << n << ", k = " << k;
  EXPECT_GE((mu - eta / 2) * (1 - u), (1 + u) * (1 + g) * alpha) << "condition (ii) fails for N = " << n;
  return C / needed - 1;
}

/// The abs-max filter (circle_rect::exact), checked without the O(u^2) hand-waving: per axis
/// |fl(e)^2 - g^2| <= (4 + 6u + 4u^2 + u^3) u a^2, the square and N-1 additions add
/// gamma_N fl(e)^2 <= gamma_N (1 + (2+u) u)^2 a^2, and r2 errs by u R, so
/// |(d - r2) - X| <= K (A + R) with K = (4 + 6u + 4u^2 + u^3) u + gamma_N (1 + (2+u) u)^2;
/// the scale s = fl(r2 + sum fl(a_i)^2) has at most N+3 roundings per term, so
/// A + R <= s / (1-u)^(N+3); and |d - r2| > E / (1+u) >= C s (1-u)^2 / (1+u). The filter is
/// right when  C (1-u)^(N+5) >= (1+u) K  (underflow is condition (ii)'s business).
template <class W>
void check_abs_max_condition(int n) {
  const rational u = pow2_neg(std::numeric_limits<W>::digits);
  const rational C = ref::exact_value(circle_rect::exact::relative_bound<W>(n));
  const rational gamma_n = n * u / (1 - n * u);
  const rational grow = 1 + (2 + u) * u;
  const rational K = (4 + 6 * u + 4 * u * u + u * u * u) * u + gamma_n * grow * grow;
  rational lhs = C;
  for (int i = 0; i < n + 5; ++i) lhs *= (1 - u);
  EXPECT_GE(lhs, (1 + u) * K) << "abs-max condition fails for N = " << n;
}

TEST(ExactFilter, DerivationConditionsHoldForTheLibraryConstants) {
  for (int n = 1; n <= 8; ++n) {
    for (int k : {n + 2, n + 4}) {
      const rational sd = check_filter_conditions<double>(n, k);
      const rational sf = check_filter_conditions<float>(n, k);
      // The slack of (i) is about (2^8 - 2k - 5) u: positive, and small (a constant loosened
      // by more than 2^-40 (double) or 2^-10 (float) relative fails here).
      EXPECT_GT(sd, 0);
      EXPECT_LT(sd, pow2_neg(40));
      EXPECT_GT(sf, 0);
      EXPECT_LT(sf, pow2_neg(10));
    }
    check_abs_max_condition<double>(n);
    check_abs_max_condition<float>(n);
  }
}

// --- replicas of the filters: the same operations in the same order ----------------------------

using estimate = test::filter_estimate;
using test::batch_replica;
using test::replica;

/// The bound E with the relative constant scaled by f (in W's precision, as the filter rounds).
template <class W>
W bound_scaled(W s, W c, W f, W mu) {
  const W scaled = c * f;
  return scaled * s + mu;
}

// --- (a) loosening: decided cases just past the bound -----------------------------------------
//
// Found by tests/tools/exact_filter_search.cpp (search_loosening; deterministic, the same for any
// number of rounds): for each j and binade the radius r whose x = j ulp(r2) / 2 lies just
// past E, then +-20000 radii around it and small moves of a second gap realising d2 = r2 +- x;
// the case with the smallest margin (|x| - E) / E among those the filter decides, for x > E
// (no overlap) and -x > E (overlap). A constant loosened by more than that margin leaves the
// case undecided and the test fails; one tightened moves the margin past 2^-20 and it fails too
// (a deliberate change of the constants or of the filter's operations means re-running the
// search and re-pinning). For double inputs the margins are one or two units in the last
// place of E (2^-51.6 .. 2^-53); for float inputs the 24-bit radius cannot aim E's scale
// 2 r2 finer than about 2^-24, and the margins are 2^-24.8.

template <class V, class Case>
void expect_just_past_bound(const Case& c, bool overlap) {
  SCOPED_TRACE(ref::hex_input(c));
  using W = double;
  const auto o = ref::oracle(c);
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(o->holds(), overlap);
  const int f = V::filter(c.s, c.b);
  EXPECT_EQ(V::test(c.s, c.b), overlap);
  if (f >= 0) {
    EXPECT_EQ(f == 1, overlap) << "the filter decided wrongly";
  }
  if (!unfused) return;  // fused multiply-adds change x and E
  const estimate e = replica(c);
  EXPECT_EQ(e.verdict(), f) << "the replica does not compute what the filter computes";
  EXPECT_NE(f, -1) << "the filter no longer decides a case just past its bound: constant loosened?";
  const W margin = (std::fabs(e.x) - e.e) / e.e;
  EXPECT_GT(margin, 0);
  EXPECT_LT(margin, 0x1p-20);
  // Loosened by twice the margin (or 2^-50, whichever is more), the case is undecided.
  const W c0 = V::template relative_bound<W>(Case::dims), f0 = 1 + std::fmax(2 * margin, 0x1p-50);
  const W looser = bound_scaled<W>(e.s, c0, f0, detail::filter_absolute<W>(Case::dims));
  EXPECT_EQ(detail::filter_verdict(e.x, looser), -1);
}

template <class T, int N>
sa_case<T, N> sa_pin(const std::array<T, 3 * N + 1>& v) {
  return sa_case<T, N>::from_flat(v);
}
template <class T, int N>
cr_case<T, N> cr_pin(const std::array<T, 3 * N + 1>& v) {
  return cr_case<T, N>::from_flat(v);
}

TEST(ExactFilter, LooseningSphereAabb) {
  // Flat order: centre, radius, min, max.
  // float, N = 2, x > E: margin 2^-24.80.
  expect_just_past_bound<sphere_aabb::exact>(
      sa_pin<float, 2>({0x1.69ep-40f, 0x0p+0f, 0x1.6a09e6p+0f, 0x1.6a09e6p+0f, 0x1.0001fap-19f,
                        0x1.6a09e6p+1f, 0x1.0001fap-18f}),
      false);
  // float, N = 2, -x > E: margin 2^-24.80.
  expect_just_past_bound<sphere_aabb::exact>(
      sa_pin<float, 2>({0x1.6a4p-40f, 0x0p+0f, 0x1.6a09e6p+0f, 0x1.6a09e6p+0f, 0x1.0003fap-19f,
                        0x1.6a09e6p+1f, 0x1.0003fap-18f}),
      true);
  // float, N = 3, x > E: margin 2^-24.80.
  expect_just_past_bound<sphere_aabb::exact>(
      sa_pin<float, 3>({0x1.69dp-40f, 0x0p+0f, 0x0p+0f, 0x1.6a09e6p+0f, 0x1.6a09e6p+0f, 0x1.fffffap-20f,
                        -0x1p+0f, 0x1.6a09e6p+1f, 0x1.fffffap-19f, 0x1p+0f}),
      false);
  // float, N = 3, -x > E: margin 2^-24.80.
  expect_just_past_bound<sphere_aabb::exact>(
      sa_pin<float, 3>({0x1.6a5p-40f, 0x0p+0f, 0x0p+0f, 0x1.6a09e6p+0f, 0x1.6a09e6p+0f, 0x1.0003fap-19f,
                        -0x1p+0f, 0x1.6a09e6p+1f, 0x1.0003fap-18f, 0x1p+0f}),
      true);
  // double, N = 2, x > E: margin 2^-52.00.
  expect_just_past_bound<sphere_aabb::exact>(
      sa_pin<double, 2>({0x0p+0, 0x0p+0, 0x1.fffffffffff7dp-1, 0x1.fffffffffdf81p-1, 0x1.6a09e667f3bcap-20,
                         0x1.fffffffffdf81p+0, 0x1.6a09e667f3bcap-19}),
      false);
  // double, N = 2, -x > E: margin 2^-53.00.
  expect_just_past_bound<sphere_aabb::exact>(
      sa_pin<double, 2>({0x0p+0, 0x0p+0, 0x1.6a09e667f3b73p+0, 0x1.6a09e667f24cfp+0, 0x1.0003fff8001fdp-19,
                         0x1.6a09e667f24cfp+1, 0x1.0003fff8001fdp-18}),
      true);
  // double, N = 3, x > E: margin 2^-52.32.
  expect_just_past_bound<sphere_aabb::exact>(
      sa_pin<double, 3>({0x0p+0, 0x0p+0, 0x0p+0, 0x1.fffffffffff7dp-1, 0x1.fffffffffdf82p-1,
                         0x1.6a09e667f3bcap-20, -0x1p+0, 0x1.fffffffffdf82p+0, 0x1.6a09e667f3bcap-19, 0x1p+0}),
      false);
  // double, N = 3, -x > E: margin 2^-52.32.
  expect_just_past_bound<sphere_aabb::exact>(
      sa_pin<double, 3>({0x0p+0, 0x0p+0, 0x0p+0, 0x1.fffffffffff82p-1, 0x1.fffffffffdf7dp-1,
                         0x1.6a09e667f3bcap-20, -0x1p+0, 0x1.fffffffffdf7dp+0, 0x1.6a09e667f3bcap-19, 0x1p+0}),
      true);
}

TEST(ExactFilter, LooseningCircleRect) {
  // Flat order: ball centre, radius, box centre, half extents.
  // float, N = 2, x > E: margin 2^-24.80.
  expect_just_past_bound<circle_rect::exact>(
      cr_pin<float, 2>({0x1.6a09e6p+0f, 0x1.0003fap-19f, 0x1.6a09e6p+0f, 0x1.69dp-40f, 0x0p+0f, 0x0p+0f,
                        0x0p+0f}),
      false);
  // float, N = 2, -x > E: margin 2^-24.80.
  expect_just_past_bound<circle_rect::exact>(
      cr_pin<float, 2>({0x1.6a09e6p+0f, 0x1.fffffap-20f, 0x1.6a09e6p+0f, 0x1.6a5p-40f, 0x0p+0f, 0x0p+0f,
                        0x0p+0f}),
      true);
  // float, N = 3, x > E: margin 2^-24.80.
  expect_just_past_bound<circle_rect::exact>(
      cr_pin<float, 3>({0x1.6a09e6p+0f, 0x1.0002p-19f, 0x0p+0f, 0x1.6a09e6p+0f, 0x1.69cp-40f, 0x0p+0f,
                        0x0p+0f, 0x0p+0f, 0x0p+0f, 0x0p+0f}),
      false);
  // float, N = 3, -x > E: margin 2^-24.80.
  expect_just_past_bound<circle_rect::exact>(
      cr_pin<float, 3>({0x1.6a09e6p+0f, 0x1.0002p-19f, 0x0p+0f, 0x1.6a09e6p+0f, 0x1.6a6p-40f, 0x0p+0f,
                        0x0p+0f, 0x0p+0f, 0x0p+0f, 0x0p+0f}),
      true);
  // double, N = 2, x > E: margin 2^-51.58.
  expect_just_past_bound<circle_rect::exact>(
      cr_pin<double, 2>({0x1.fffffffffdf82p-1, 0x1.6a09e667f3bcap-20, 0x1.fffffffffff7cp-1, 0x0p+0, 0x0p+0,
                         0x0p+0, 0x0p+0}),
      false);
  // double, N = 2, -x > E: margin 2^-51.58.
  expect_just_past_bound<circle_rect::exact>(
      cr_pin<double, 2>({0x1.fffffffffdf7cp-1, 0x1.6a09e667f3bcap-20, 0x1.fffffffffff82p-1, 0x0p+0, 0x0p+0,
                         0x0p+0, 0x0p+0}),
      true);
  // double, N = 3, x > E: margin 2^-52.81.
  expect_just_past_bound<circle_rect::exact>(
      cr_pin<double, 3>({0x1.fffffffffdf83p-1, 0x1.6a09e667f3bcap-20, 0x0p+0, 0x1.fffffffffff7cp-1, 0x0p+0,
                         0x0p+0, 0x0p+0, 0x0p+0, 0x0p+0, 0x0p+0}),
      false);
  // double, N = 3, -x > E: margin 2^-52.81.
  expect_just_past_bound<circle_rect::exact>(
      cr_pin<double, 3>({0x1.fffffffffdf7cp-1, 0x1.6a09e667f3bcap-20, 0x0p+0, 0x1.fffffffffff83p-1, 0x0p+0,
                         0x0p+0, 0x0p+0, 0x0p+0, 0x0p+0, 0x0p+0}),
      true);
}

// --- (b) tightening: the worst wrong-sign estimates found ----------------------------------------
//
// Found by tests/tools/exact_filter_search.cpp (search_resolved, search_pythagorean): hill
// climbing, one or two inputs moved by +-2^j ulps per step, from near-tangent starting points
// (bounds just above a power of two with centres just under half an ulp away, so that every
// rounding errs the same way, and random wide-span values, the radius re-solved around
// sqrt(D); for float inputs filtered in double, whose radius is too coarse to re-solve,
// Pythagorean triples and quadruples of floats pushed off tangency by a tiny vector
// orthogonal to the legs), keeping the case whose estimate x has the wrong sign (or is
// non-zero at an exact tangency) with the largest rho = |x| / E. Pinned: the output of
// `exact_filter_search 150`, and of `exact_filter_search 400 "T=float N=3"` for the three
// float N = 3 filters. The largest rho found (pinned rounded down to 4 digits):
//
//   sphere_aabb::exact::filter   float N=2 0.4790  N=3 0.3450   double N=2 0.5000  N=3 0.5053
//   circle_rect::exact::filter   float N=2 0.4463  N=3 0.3716   double N=2 0.5333  N=3 0.4812
//   exact batch kernels (float)  N=2 0.4999  N=3 0.4840
//
// A relative constant tightened below rho * C decides the pinned case, wrongly, and the test
// fails. None comes near 1 (rho > 1 would be a wrong decision). At a tangency the error is at
// most about ((N+2) D + R) u (sphere_aabb; (N+4) A + R for circle_rect) against E ~ k u (D + R)
// with D ~ R, so no case can exceed about (k+1) / 2k (0.63 / 0.60 for sphere_aabb N = 2 / 3,
// 0.58 / 0.57 for circle_rect); and x is a multiple of half an ulp of d2 while E is k to 2k
// such units, which keeps the attainable values near 1/2.

template <class V, class Case>
void expect_wrong_estimate_left_open(const Case& c, bool overlap, double rho) {
  SCOPED_TRACE(ref::hex_input(c));
  using W = double;
  const auto o = ref::oracle(c);
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(o->holds(), overlap);
  EXPECT_EQ(V::test(c.s, c.b), overlap);
  EXPECT_EQ(V::exact_answer(c.s, c.b), overlap);
  const int f = V::filter(c.s, c.b);
  if (f >= 0) {
    EXPECT_EQ(f == 1, overlap) << "the filter decided wrongly";
  }
  if (!unfused) return;
  const estimate e = replica(c);
  EXPECT_EQ(e.verdict(), f) << "the replica does not compute what the filter computes";
  EXPECT_EQ(f, -1);
  // The estimate is wrong: x != 0 and its sign is not that of D - R (or D - R = 0).
  const integer m = o->margin();
  EXPECT_NE(e.x, 0);
  EXPECT_TRUE(m == 0 || (m > 0) != (e.x > 0)) << "x = " << e.x << ", D - R = " << o->margin_text();
  EXPECT_GE(e.rho(), rho);
  // A constant tightened to rho * C (just below) decides the case, wrongly.
  const W c0 = V::template relative_bound<W>(Case::dims);
  const W tighter = bound_scaled<W>(e.s, c0, W(rho) * (1 - 0x1p-12), detail::filter_absolute<W>(Case::dims));
  const int v = detail::filter_verdict(e.x, tighter);
  EXPECT_NE(v, -1);
  EXPECT_NE(v == 1, overlap);
}

TEST(ExactFilter, TighteningSphereAabb) {
  // Flat order: centre, radius, min, max.
  // float, N = 2: x = -0x1p-5, E = 0x1.0b380b7f64085p-4, D - R > 0; rho = 0.47900799.
  expect_wrong_estimate_left_open<sphere_aabb::exact>(
      sa_pin<float, 2>({-0x1.058284p-11f, 0x1.2318p-17f, 0x1.058cap+23f, 0x1.2318p+17f, 0x1.05828p+23f,
                        0x1.2318p+18f, 0x1.05828p+24f}),
      false, 0.4790);
  // float, N = 3: x = -0x1p+9, E = 0x1.72feed33b21f8p+10, D - R > 0; rho = 0.34501738.
  expect_wrong_estimate_left_open<sphere_aabb::exact>(
      sa_pin<float, 3>({-0x1.02e09p-1f, 0x1.12e8fp-3f, -0x0p+0f, 0x1.13a504p+30f, 0x1.12e8fp+28f,
                        0x1.02e09p+30f, 0x1.046ecp+28f, 0x1.12e8fp+29f, 0x1.02e09p+31f, 0x1.046ecp+29f}),
      false, 0.3450);
  // double, N = 2: x = 0x1p-58, E = 0x1.0000002d41451p-57, D - R < 0; rho = 0.49999999.
  expect_wrong_estimate_left_open<sphere_aabb::exact>(
      sa_pin<double, 2>({0x1.ffd6ad6e4c51p-58, 0x1.f5aeadc2b1cb9p-58, 0x1.6a09e687f3bcfp-4,
                         0x1.0000000000004p-4, 0x1.0000002d413cdp-4, 0x1.00001de88b2e5p-4,
                         0x1.ffffed5688be9p-4}),
      true, 0.4999);
  // double, N = 3: x = 0x1.8p-57, E = 0x1.7bffffa75e023p-56, D - R < 0; rho = 0.50526316.
  expect_wrong_estimate_left_open<sphere_aabb::exact>(
      sa_pin<double, 3>({0x1.fa8fab5901ccdp-57, 0x1.ff23c7463733fp-59, 0x1.fff692edeff7ap-59,
                         0x1.16f83325bc268p-3, 0x1.0000002d42aafp-3, 0x1.6a09e2bf53be5p-5,
                         0x1.000000212b82cp-5, 0x1.0000229493c36p-2, 0x1.6a09f54173974p-4,
                         0x1.00000de2bb9dbp-5}),
      true, 0.5052);
}

TEST(ExactFilter, TighteningCircleRect) {
  // Flat order: ball centre, radius, box centre, half extents.
  // float, N = 2: x = 0x1.8p-15, E = 0x1.ae3308d21dc6cp-14, D - R < 0; rho = 0.44630472.
  expect_wrong_estimate_left_open<circle_rect::exact>(
      cr_pin<float, 2>({0x1.076p+8f, 0x1.0ef66p+18f, 0x1.0ef668p+18f, -0x1.0ef5e4p-12f, -0x1.004708p-19f,
                        0x1.51bbaap-115f, 0x1.2132fcp-19f}),
      true, 0.4463);
  // float, N = 3: x = -0x1.8p-17, E = 0x1.0250d9ad8af71p-15, D - R > 0; rho = 0.37163810.
  expect_wrong_estimate_left_open<circle_rect::exact>(
      cr_pin<float, 3>({0x1.33ba8p+13f, 0x1.087734p+17f, 0x1.2235ap+15f, 0x1.12e91cp+17f, -0x1.6e711ep-14f,
                        0x1.236246p-18f, -0x1.bf207cp-36f, 0x1.97e7dap-16f, 0x1.058406p-22f, 0x1.901688p-63f}),
      false, 0.3716);
  // double, N = 2: x = 0x1p-44, E = 0x1.e00001268be12p-44, D - R < 0; rho = 0.53333331.
  expect_wrong_estimate_left_open<circle_rect::exact>(
      cr_pin<double, 2>({0x1.0000004e72147p+3, 0x1.0000004ef21bap+2, 0x1.1e377a11505ddp+3,
                         0x1.ff5db2d2b51edp-51, 0x1.ffb4dc23d0435p-52, 0x1.ffe54f1ab59c3p-51,
                         0x1.fb31fecf1f74p-52}),
      true, 0.5333);
  // double, N = 3: x = 0x1p-56, E = 0x1.0a00009d43648p-55, D - R < 0; rho = 0.48120299.
  expect_wrong_estimate_left_open<circle_rect::exact>(
      cr_pin<double, 3>({0x1.000000446b93cp-5, 0x1.0000004e629a7p-3, 0x1.6a09e6b97276p-5,
                         0x1.16f83398bc075p-3, 0x1.ffe968ec418ffp-59, 0x1.f5a1f40495fd5p-57,
                         0x1.fc82993641b96p-59, 0x1.ffc2734b7ff28p-59, 0x1.fff8c10b1736ap-57,
                         0x1.ffa7263f55307p-59}),
      true, 0.4812);
}

/// The float-in-float filter of the exact batch kernels on a pinned lane: every exact kernel
/// answers the oracle's answer in both forms (a kernel whose float constant were tightened
/// below rho * C would answer wrongly), and the float estimate is wrong with ratio >= rho.
template <int N>
void expect_batch_wrong_estimate(const sa_case<float, N>& c, bool overlap, double rho) {
  SCOPED_TRACE(ref::hex_input(c));
  const auto o = ref::oracle(c);
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(o->holds(), overlap);
  const int kernels = for_each_exact_kernel([&](auto kernel) {
    using K = decltype(kernel);
    SCOPED_TRACE(std::string(K::name));
    const std::vector<box<float, N>> boxes(1, c.b);
    const box_soa<float, N> soa(boxes);
    std::uint64_t w = 7;
    overlaps_mask<K>(c.s, soa.view(), &w);
    EXPECT_EQ(w, overlap ? 1u : 0u) << "one ball";
    const ball_soa<float, N> balls(std::vector<ball<float, N>>(1, c.s));
    w = 7;
    overlaps_mask<K>(balls.view(), soa.view(), &w);
    EXPECT_EQ(w, overlap ? 1u : 0u) << "pairs";
  });
  EXPECT_GE(kernels, 2);
  if (!unfused) return;
  const estimate e = batch_replica<N>(c);
  EXPECT_FALSE(e.far) << "the lane must reach the filter, not the far rejection";
  EXPECT_EQ(e.verdict(), -1);
  const integer m = o->margin();
  EXPECT_NE(e.x, 0);
  EXPECT_TRUE(m == 0 || (m > 0) != (e.x > 0)) << "x = " << e.x << ", D - R = " << o->margin_text();
  EXPECT_GE(e.rho(), rho);
  const float c0 = detail::filter_relative<float>(N + 2), f0 = float(rho) * (1 - 0x1p-12f);
  const float tighter = bound_scaled<float>(float(e.s), c0, f0, detail::filter_absolute<float>(N));
  const int v = detail::filter_verdict(float(e.x), tighter);
  EXPECT_NE(v, -1);
  EXPECT_NE(v == 1, overlap);
}

TEST(ExactFilter, TighteningBatchFloat) {
  // Flat order: centre, radius, min, max.
  // float, N = 2: x = 0x1p-21, E = 0x1.001106p-20, D - R < 0; rho = 0.49987016.
  expect_batch_wrong_estimate<2>(
      sa_pin<float, 2>({0x1.fd9e88p-25f, 0x1.de2db6p-25f, 0x1.6a153ap+0f, 0x1.000002p+0f, 0x1.001004p+0f,
                        0x1.ac3126p+54f, 0x1.f6786cp+51f}),
      true, 0.4998);
  // float, N = 3: x = 0x1.8p-12, E = 0x1.8cbb4p-11, D - R < 0; rho = 0.48395458.
  expect_batch_wrong_estimate<3>(
      sa_pin<float, 3>({0x1.f285c4p-22f, 0x1.fe2332p-20f, 0x1.f1c892p-22f, 0x1.1d0afp+5f, 0x1.5a1a26p+3f,
                        0x1.00101p+5f, 0x1.6a186ap+3f, 0x1.6a19fp+4f, 0x1.001058p+5f, 0x1.6a17dap+4f}),
      true, 0.4839);
}

}  // namespace
