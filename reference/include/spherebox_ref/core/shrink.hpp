/// Shrinking a counterexample to simpler values that break the same clause, for any slug whose
/// case has flat() and from_flat(): each value in turn is replaced by 0, by another value of the
/// case, by the nearest integer or by itself with fewer significant bits, and the whole case is
/// scaled by a power of two; a change is kept when the candidate reads simpler (complexity) and
/// still violates the contract with the same clause. Greedy passes until nothing changes (or the budget of re-judged
/// candidates runs out). The candidates are judged with the statistics paused, so they never
/// count in the verdict table.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "show.hpp"
#include "stats.hpp"

namespace spherebox::ref {

/// Simpler values to try in place of x, simplest first (x itself is skipped by the caller).
template <class T>
[[nodiscard]] std::vector<T> simpler_values(T x, const std::vector<T>& others) {
  std::vector<T> out{T(0)};
  if constexpr (std::is_integral_v<T>) {
    out.insert(out.end(), {T(1), T(-1), T(x / 2), T(x - (x > 0) + (x < 0))});
    out.insert(out.end(), others.begin(), others.end());
  } else {
    out.insert(out.end(), others.begin(), others.end());
    if (!std::isfinite(x)) return out.push_back(T(1)), out;
    if (std::fabs(x) >= 1 && std::fabs(x) < T(1ull << 52)) out.push_back(std::round(x));
    int e = 0;
    const T m = std::frexp(x, &e);  // |m| in [0.5, 1)
    for (int b = 1; b < std::numeric_limits<T>::digits; ++b) out.push_back(std::ldexp(std::trunc(std::ldexp(m, b)), e - b));
  }
  return out;
}

/// Two values with the same bits (so -0 differs from +0 and a NaN from another payload).
template <class T>
[[nodiscard]] bool same_value_bits(T a, T b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}

/// How complicated a case reads: per value its significant bits and the size of its binary
/// exponent (0 costs nothing, a NaN or infinity the most), plus 50 per distinct value. Every
/// kept change lowers it, so shrinking ends.
template <class Case>
[[nodiscard]] long complexity(const Case& c) {
  using T = typename Case::value_type;
  const auto values = c.flat();
  long sum = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const T x = values[i];
    bool repeated = false;
    for (std::size_t j = 0; j < i; ++j) repeated = repeated || same_value_bits(values[j], x);
    sum += repeated ? 0 : 50;
    if constexpr (std::is_integral_v<T>) {
      for (auto m = x < 0 ? -static_cast<long long>(x) : static_cast<long long>(x); m; m >>= 1) sum += 100;
    } else if (!std::isfinite(x)) {
      sum += 10000;
    } else if (x != 0) {
      int e = 0;
      T m = std::fabs(std::frexp(x, &e));
      int bits = 0;
      while (m != 0) m = std::ldexp(m, 1) - std::trunc(std::ldexp(m, 1)), ++bits;
      sum += 100 * bits + std::min(std::abs(e), 99) + 1 + (std::signbit(x) ? 1 : 0);
    }
  }
  return sum;
}

/// The shrunk case and its violation, or nullopt when no simpler case breaks the same clause.
/// recheck(case) -> optional<violation> judges a candidate the way the original was judged.
template <class Case, class Recheck>
[[nodiscard]] std::optional<std::pair<Case, violation>> shrink(const Case& c, const violation& v, Recheck&& recheck,
                                                               int budget = 4000) {
  using T = typename Case::value_type;
  struct pause_stats {
    pause_stats() { stats_table::get().pause(true); }
    ~pause_stats() { stats_table::get().pause(false); }
  } paused;
  Case best = c;
  violation best_v = v;
  bool changed = false;
  auto keeps_clause = [&](const Case& x) {
    if (complexity(x) >= complexity(best) || budget-- <= 0) return false;
    const std::optional<violation> w = recheck(x);
    if (!w || w->what != v.what) return false;
    best = x, best_v = *w, changed = true;
    return true;
  };
  if constexpr (!std::is_integral_v<T>) {
    // The whole case scaled so that its largest finite magnitude is about 1.
    int top = std::numeric_limits<int>::min();
    for (T x : c.flat())
      if (std::isfinite(x) && x != 0) top = std::max(top, std::ilogb(x));
    if (top != std::numeric_limits<int>::min() && top != 0) {
      auto s = c.flat();
      for (T& x : s) x = std::ldexp(x, -top);
      (void)keeps_clause(Case::from_flat(s));
    }
  }
  for (bool progress = true; progress && budget > 0;) {
    progress = false;
    const auto values = best.flat();
    for (std::size_t i = 0; i < values.size() && !progress; ++i) {
      std::vector<T> others;
      for (std::size_t j = 0; j < values.size(); ++j)
        if (j != i && !same_value_bits(values[j], values[i])) others.push_back(values[j]);
      for (T y : simpler_values(values[i], others)) {
        if (same_value_bits(y, values[i])) continue;
        auto candidate = values;
        candidate[i] = y;
        if (keeps_clause(Case::from_flat(candidate))) {
          progress = true;
          break;
        }
      }
    }
  }
  if (!changed) return std::nullopt;
  return std::pair<Case, violation>(best, best_v);
}

}  // namespace spherebox::ref
