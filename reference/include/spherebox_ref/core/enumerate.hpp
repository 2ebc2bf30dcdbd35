/// An independent closest-point algorithm, used to cross-check the oracle: enumerate the
/// 3^N faces of the box (each axis pinned to min, pinned to max, or free), keep the
/// candidates whose free coordinates already lie in the box, and take the nearest.
/// It never projects onto an interval, so it shares no step with oracle.hpp.
#pragma once
#include <array>
#include <optional>

#include "exact.hpp"

namespace spherebox::ref {

/// Squared distance (on the grid, scale 2*grid_bits) and the nearest point, by enumeration.
template <int N>
[[nodiscard]] std::pair<integer, std::array<integer, N>> closest_by_enumeration(
    const std::array<integer, N>& lo, const std::array<integer, N>& hi, const std::array<integer, N>& p) {
  std::optional<integer> best;
  std::array<integer, N> best_q{};
  int faces = 1;
  for (int i = 0; i < N; ++i) faces *= 3;
  for (int f = 0; f < faces; ++f) {
    std::array<integer, N> q;
    bool feasible = true;
    int code = f;
    for (int i = 0; i < N; ++i, code /= 3) {
      const int role = code % 3;  // 0: pinned to min, 1: pinned to max, 2: free
      if (role == 0) q[i] = lo[i];
      else if (role == 1) q[i] = hi[i];
      else {
        q[i] = p[i];
        feasible = feasible && lo[i] <= p[i] && p[i] <= hi[i];
      }
    }
    if (!feasible) continue;
    integer d2 = 0;
    for (int i = 0; i < N; ++i) d2 += (p[i] - q[i]) * (p[i] - q[i]);
    if (!best || d2 < *best) best = d2, best_q = q;
  }
  return {*best, best_q};  // the all-pinned corners are always feasible
}

}  // namespace spherebox::ref
