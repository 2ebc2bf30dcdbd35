/// The claim a user states in spherebox_add_check, without reading docs/contracts.md: the
/// contract, and where the slug documents them, its constants and domain as defaults.
#pragma once
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>

#include "../core/claim.hpp"

namespace spherebox::ref::user {

/// What spherebox_add_check passes (the generated driver writes it). Negative numbers and empty
/// strings keep the documented default.
struct options {
  const char* name = "function";        ///< NAME: reports and verdict rows call the function this
  const char* contract = "bounded";     ///< exact | bounded | conservative | classify
  int k = -1, a = -1;                   ///< bounded: |D - R| <= k*u*S + a*eta (default: the slug's)
  bool open_sets = false;               ///< OPEN: touching is not overlap
  double max_magnitude = -1;            ///< domain: every |input| <= this (default: the slug's)
  bool degenerate = true;               ///< domain: flat boxes (zero-length segments) included
  const char* nan = "any";              ///< any (no promise) | true | false: the answer on NaN input
  int reject_k = -1, reject_a = 0;      ///< conservative: the rejection clause (default: none)
  double axis_tolerance = -1;           ///< oriented boxes: accepted |a_i . a_j - delta_ij|
  bool domain_required = false;         ///< DOMAIN_REQUIRED: inputs outside the domain are not passed to the function
};

[[noreturn]] inline void refuse(const std::string& why) {
  std::fprintf(stderr, "spherebox check: %s\n", why.c_str());
  std::exit(2);
}

/// The claim of o for value type T in N dimensions. Defaults come from the slug's registry: the
/// first variant (in dispatch order) declaring the same contract gives the error constants
/// (bounded), the magnitude limit and the axis tolerance; with no such variant the magnitude is
/// unlimited and bounded needs K. classify claims the slug's bounded domain and constants (for
/// the ratio it reports), or the first variant's domain when the slug has no bounded variant.
template <class Registry, class T, int N>
[[nodiscard]] claim<T> make_claim(const options& o) {
  const std::string c = o.contract, nan = o.nan;
  const bool classify = c == "classify";
  if (!classify && c != "exact" && c != "bounded" && c != "conservative")
    refuse("CONTRACT must be exact, bounded, conservative or classify, not '" + c + "'");
  if (nan != "any" && nan != "true" && nan != "false") refuse("NAN must be any, true or false, not '" + nan + "'");
  const contract promise = c == "exact" ? contract::exact : c == "conservative" ? contract::conservative : contract::bounded;
  std::optional<claim<T>> documented, first;
  Registry::for_each([&](auto tag) {
    using V = decltype(tag);
    if (!first) first = claim_of<V, T, N>();
    if (!documented && V::promise == promise) documented = claim_of<V, T, N>();
  });
  claim<T> out = documented ? *documented : *first;
  out.name = o.name, out.promise = promise, out.open_sets = o.open_sets;
  out.nan_gives_true = nan == "true", out.nan_gives_false = nan == "false";
  out.allow_degenerate = o.degenerate;
  if (!documented && !(classify && first)) out.max_magnitude = std::numeric_limits<T>::max();
  if (o.max_magnitude > 0)
    out.max_magnitude = o.max_magnitude >= double(std::numeric_limits<T>::max()) ? std::numeric_limits<T>::max()
                                                                                  : static_cast<T>(o.max_magnitude);
  if (o.axis_tolerance >= 0) out.axis_tolerance = static_cast<T>(o.axis_tolerance);
  if (promise != contract::bounded) out.bound = {0, 0};
  if (!documented && promise == contract::bounded) out.bound = {0, 0};
  if (o.k >= 0) out.bound = {o.k, o.a >= 0 ? o.a : out.bound.a};
  else if (o.a >= 0) out.bound.a = o.a;
  if (promise == contract::bounded && !classify && !documented && o.k < 0)
    refuse("this slug documents no bounded error constants: state K (and A) for a bounded claim");
  out.reject = promise == contract::conservative && o.reject_k >= 0 ? error_bound{o.reject_k, o.reject_a}
                                                                     : error_bound{-1, 0};
  return out;
}

/// The claim in words, for the line a check prints when it starts.
template <class T>
[[nodiscard]] std::string describe(const claim<T>& cl, bool classify) {
  char buf[256];
  std::string s = classify ? "classify (no contract asked; answers counted)" : std::string(to_string(cl.promise));
  if (cl.promise == contract::bounded || classify) {
    std::snprintf(buf, sizeof buf, "%s k = %d, a = %d", classify ? "; ratios with" : ",", cl.bound.k, cl.bound.a);
    s += buf;
  }
  if (cl.reject.k >= 0) s += ", rejection clause k = " + std::to_string(cl.reject.k) + ", a = " + std::to_string(cl.reject.a);
  int e = 0;
  const double m = std::frexp(static_cast<double>(cl.max_magnitude), &e);
  if (cl.max_magnitude == std::numeric_limits<T>::max()) std::snprintf(buf, sizeof buf, "; domain: finite");
  else if (m == 0.5) std::snprintf(buf, sizeof buf, "; domain: finite, |x| <= 2^%d", e - 1);
  else std::snprintf(buf, sizeof buf, "; domain: finite, |x| <= %g", static_cast<double>(cl.max_magnitude));
  s += buf;
  s += cl.allow_degenerate ? ", degenerate shapes included" : ", degenerate shapes excluded";
  s += cl.open_sets ? "; open sets" : "; closed sets (touching overlaps)";
  s += cl.nan_gives_true ? "; NaN gives true" : cl.nan_gives_false ? "; NaN gives false" : "; NaN: no promise";
  return s;
}

}  // namespace spherebox::ref::user
