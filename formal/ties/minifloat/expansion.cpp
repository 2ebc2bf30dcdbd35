// The expansion path's real templates on EVERY input of tiny formats: sphere_aabb::exact and
// circle_rect::exact's expansion_sign<W, E> with inputs T = e4m2 (7 bits, values up to 1 in
// magnitude, every subnormal) and the working type W = e5m4 (p = 5, emax = 15, smallest
// subnormal 2^-18): the roles of float and double in the library, with the ranges shrunk so
// that every kind of case occurs: gaps that are not values of W, squares whose low part would
// underflow (the guard, lo = -4 here, decides them), squares and sums that overflow, exact
// ties, and sums whose fast test cannot decide (the distillation runs). Each answer -1, 0 or
// +1 is judged against the exact sign of D - R, computed here in integers (every value is a
// multiple of T's smallest subnormal 2^-8); 2 (undecided: the C++ then runs its integer sum)
// is counted.
//   usage: spherebox_minifloat_expansion [--expect-violation] sphere_aabb|circle_rect [E]
//          spherebox_minifloat_expansion [--expect-violation] sphere_aabb_face [exact|unchecked]
// E: exact (the library's transformations, default), no_low, fast_two_sum, loose_guard (the
// known-wrong ones of reference/include/spherebox_ref/sphere_aabb/known_wrong.hpp). A product
// run passes with no wrong answer and at least 25 % of the inputs decided (so the check is
// not vacuous); with --expect-violation it passes only if a wrong answer is found, printed.
// sphere_aabb_face runs sphere_aabb::exact's face step (face_sign<W>, the gaps checked, or
// unchecked: the known-wrong step of exact_face_unchecked) on the sets of run_face.
// Domain: N = 1, every c, min <= max and r >= 0 (-0 included) of the values; circle_rect:
// every p, c, h >= 0, r >= 0. sphere_aabb N = 2: the centre (c0, 0), point boxes, values of
// magnitude at most 1/4 (every subnormal and the lowest binades, where the guard and the low
// parts matter).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <spherebox/circle_rect/exact.hpp>
#include <spherebox/sphere_aabb/exact.hpp>
#include <spherebox_ref/sphere_aabb/known_wrong.hpp>

#include "minifloat.hpp"

namespace {

using namespace spherebox;
using T = spherebox::formal::minifloat<4, 2>;
using Tf = spherebox::formal::minifloat<5, 2>;  ///< finer inputs (smallest subnormal 2^-16)
using W = spherebox::formal::minifloat<5, 4>;
__extension__ typedef __int128 i128;

// The value sets: the same in every build (the decided share and the controls depend on them).
constexpr double wide = 1, narrow = 0.25, fine = 0.125;
/// A negative control stops at its first wrong answer.
bool stop_at_first = false;
struct stop {};

struct tally {
  std::uint64_t cases = 0, decided = 0, wrong = 0;
  std::string first;
};

/// The finite values of F with |x| <= limit, and those >= 0.
template <class F = T>
std::vector<F> values(double limit, bool nonneg) {
  std::vector<F> v;
  for (std::uint32_t b = 0; b < (1u << F::bits_total); ++b) {
    const F x = F::from_bits(b);
    if (x.is_finite() && double(x) <= limit && double(x) >= -limit && (!nonneg || !(double(x) < 0))) v.push_back(x);
  }
  return v;
}

i128 u(T x) { return i128(x.units()) << 8; }  // value in units of 2^-16
i128 u(Tf x) { return x.units(); }
int sign3(i128 x) { return x < 0 ? -1 : x > 0 ? 1 : 0; }

template <class F>
std::string show(F x) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%a", double(x));
  return buf;
}

template <class F>
void judge(tally& t, int got, i128 exact, F&& describe) {
  ++t.cases;
  if (got == 2) return;
  ++t.decided;
  if (got == sign3(exact)) return;
  if (t.wrong++ == 0) t.first = describe() + ": answered " + std::to_string(got) + ", exact sign " + std::to_string(sign3(exact));
  if (stop_at_first) throw stop{};
}

template <class F>
i128 sa_gap(F c, F lo, F hi) { return u(c) < u(lo) ? u(lo) - u(c) : u(c) > u(hi) ? u(c) - u(hi) : 0; }
template <class F>
i128 cr_gap(F p, F c, F h) {
  const i128 a = u(p) > u(c) ? u(p) - u(c) : u(c) - u(p);
  return a > u(h) ? a - u(h) : 0;
}

template <class E>
void run_sphere(tally& t) {
  const auto all = values(wide, false), pos = values(wide, true), small = values(narrow, false), spos = values(narrow, true);
  for (T c : all)
    for (T lo : all)
      for (T hi : all) {
        if (u(lo) > u(hi)) continue;
        const ball<T, 1> probe{{c}, T(0)};
        for (T r : pos) {
          ball<T, 1> s = probe;
          s.radius = r;
          const box<T, 1> b{{lo}, {hi}};
          const i128 g = sa_gap(c, lo, hi);
          judge(t, sphere_aabb::exact::expansion_sign<W, E>(s, b), g * g - u(r) * u(r), [&] {
            return "sphere_aabb N=1 c " + show(c) + " min " + show(lo) + " max " + show(hi) + " r " + show(r);
          });
        }
      }
  for (T c0 : small)
    for (T l0 : small)
      for (T l1 : small) {
          const T c1 = T(0), h0 = l0, h1 = l1;  // the centre on an axis, point boxes
          const i128 g0 = sa_gap(c0, l0, h0), g1 = sa_gap(c1, l1, h1);
          for (T r : spos) {
            const ball<T, 2> s{{c0, c1}, r};
            const box<T, 2> b{{l0, l1}, {h0, h1}};
            judge(t, sphere_aabb::exact::expansion_sign<W, E>(s, b), g0 * g0 + g1 * g1 - u(r) * u(r), [&] {
              return "sphere_aabb N=2 c (" + show(c0) + ", " + show(c1) + ") box point (" + show(l0) + ", " + show(l1) +
                     ") r " + show(r);
            });
          }
        }
}

/// The finer inputs: N = 2, the centre at 0, point boxes, |x| <= 1/8: gaps at 2^-16 .. 2^-3,
/// where the guard (2^-4) sends most to the integer sum and a looser one lets low parts of
/// squares fall below W's smallest subnormal.
template <class E>
void run_sphere_fine(tally& t) {
  const auto small = values<Tf>(fine, false), spos = values<Tf>(fine, true);
  for (Tf l0 : small)
    for (Tf l1 : small) {
      const i128 g0 = sa_gap(Tf(0), l0, l0), g1 = sa_gap(Tf(0), l1, l1);
      for (Tf r : spos) {
        const ball<Tf, 2> s{{Tf(0), Tf(0)}, r};
        const box<Tf, 2> b{{l0, l1}, {l0, l1}};
        judge(t, sphere_aabb::exact::expansion_sign<W, E>(s, b), g0 * g0 + g1 * g1 - u(r) * u(r), [&] {
          return "sphere_aabb e5m2 N=2 box point (" + show(l0) + ", " + show(l1) + ") r " + show(r);
        });
      }
    }
}

template <class E>
void run_circle(tally& t) {
  const auto all = values(wide, false), pos = values(wide, true);
  for (T p : all)
    for (T c : all)
      for (T h : pos)
        for (T r : pos) {
          const ball<T, 1> s{{p}, r};
          const centered_box<T, 1> b{{c}, {h}};
          const i128 g = cr_gap(p, c, h);
          judge(t, circle_rect::exact::expansion_sign<W, E>(s, b), g * g - u(r) * u(r), [&] {
            return "circle_rect N=1 p " + show(p) + " c " + show(c) + " h " + show(h) + " r " + show(r);
          });
        }
  const auto small = values(narrow, false), spos = values(narrow, true);
  for (T p0 : small)
    for (T h0 : spos)
      for (T p1 : small) {
        const i128 g0 = cr_gap(p0, T(0), h0), g1 = cr_gap(p1, T(0), T(0));
        for (T r : spos) {
          const ball<T, 2> s{{p0, p1}, r};
          const centered_box<T, 2> b{{T(0), T(0)}, {h0, T(0)}};
          judge(t, circle_rect::exact::expansion_sign<W, E>(s, b), g0 * g0 + g1 * g1 - u(r) * u(r), [&] {
            return "circle_rect N=2 p (" + show(p0) + ", " + show(p1) + ") c 0 h (" + show(h0) + ", 0) r " + show(r);
          });
        }
      }
}

/// sphere_aabb::exact's face step, face_sign<W, CheckGaps>: N = 1 on every c, min <= max and
/// r >= 0 of |x| <= 1 (one gap, a value of W or not); N = 2 with the centre and box on axis 0
/// from |x| <= 1/4 and on axis 1 the centre at 0, 1/8 or -1/8 against the boxes [0, 0],
/// [-1/8, 1/8] and [1/16, 1/8] (inside, on a face, outside: one or two gaps nonzero).
template <bool CheckGaps>
void run_face(tally& t) {
  const auto all = values(wide, false), pos = values(wide, true), small = values(narrow, false), spos = values(narrow, true);
  for (T c : all)
    for (T lo : all)
      for (T hi : all) {
        if (u(lo) > u(hi)) continue;
        const i128 g = sa_gap(c, lo, hi);
        for (T r : pos) {
          const ball<T, 1> s{{c}, r};
          const box<T, 1> b{{lo}, {hi}};
          judge(t, sphere_aabb::exact::face_sign<W, CheckGaps>(s, b), g * g - u(r) * u(r), [&] {
            return "face N=1 c " + show(c) + " min " + show(lo) + " max " + show(hi) + " r " + show(r);
          });
        }
      }
  const T eighth(0.125), sixteenth(0.0625);
  const T axis1_centres[] = {T(0), eighth, -eighth};
  const T axis1_boxes[][2] = {{T(0), T(0)}, {-eighth, eighth}, {sixteenth, eighth}};
  for (T c0 : small)
    for (T l0 : small)
      for (T h0 : small) {
        if (u(l0) > u(h0)) continue;
        for (T c1 : axis1_centres)
          for (const auto& b1 : axis1_boxes) {
            const i128 g0 = sa_gap(c0, l0, h0), g1 = sa_gap(c1, b1[0], b1[1]);
            for (T r : spos) {
              const ball<T, 2> s{{c0, c1}, r};
              const box<T, 2> b{{l0, b1[0]}, {h0, b1[1]}};
              judge(t, sphere_aabb::exact::face_sign<W, CheckGaps>(s, b), g0 * g0 + g1 * g1 - u(r) * u(r), [&] {
                return "face N=2 c (" + show(c0) + ", " + show(c1) + ") min (" + show(l0) + ", " + show(b1[0]) +
                       ") max (" + show(h0) + ", " + show(b1[1]) + ") r " + show(r);
              });
            }
          }
      }
}

template <class E>
tally run(const std::string& slug) {
  tally t;
  try {
    if (slug == "sphere_aabb") run_sphere<E>(t), run_sphere_fine<E>(t);
    else run_circle<E>(t);
  } catch (const stop&) {
  }
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  bool expect = false;
  int i = 1;
  if (i < argc && std::strcmp(argv[i], "--expect-violation") == 0) expect = true, ++i;
  if (i >= argc || (std::strcmp(argv[i], "sphere_aabb") != 0 && std::strcmp(argv[i], "circle_rect") != 0 &&
                    std::strcmp(argv[i], "sphere_aabb_face") != 0)) {
    std::fprintf(stderr,
                 "usage: %s [--expect-violation] sphere_aabb|circle_rect [exact|no_low|fast_two_sum|loose_guard]\n"
                 "       %s [--expect-violation] sphere_aabb_face [exact|unchecked]\n",
                 argv[0], argv[0]);
    return 2;
  }
  const std::string slug = argv[i++], e = i < argc ? argv[i] : "exact";
  stop_at_first = expect;
  tally t;
  if (slug == "sphere_aabb_face") {
    try {
      if (e == "exact") run_face<true>(t);
      else if (e == "unchecked") run_face<false>(t);
      else return std::fprintf(stderr, "unknown face step %s\n", e.c_str()), 2;
    } catch (const stop&) {
    }
  } else if (e == "exact") t = run<detail::eft_exact>(slug);
  else if (e == "no_low") t = run<known_wrong::eft_no_low>(slug);
  else if (e == "fast_two_sum") t = run<known_wrong::eft_fast_two_sum>(slug);
  else if (e == "loose_guard") t = run<known_wrong::eft_loose_guard>(slug);
  else return std::fprintf(stderr, "unknown transformations %s\n", e.c_str()), 2;
  const std::string what = slug == "sphere_aabb_face" ? (e == "exact" ? "gaps checked" : "gaps unchecked")
                                                     : e + " transformations";
  std::printf("%s, %s, T = e4m2, W = e5m4: %llu inputs, %llu decided (%.1f %%), %llu wrong\n", slug.c_str(), what.c_str(), (unsigned long long)t.cases, (unsigned long long)t.decided,
              100.0 * double(t.decided) / double(t.cases ? t.cases : 1), (unsigned long long)t.wrong);
  if (t.wrong) std::printf("first wrong answer: %s\n", t.first.c_str());
  if (expect) return t.wrong ? 0 : 1;
  return t.wrong == 0 && t.decided * 4 >= t.cases ? 0 : 1;
}
