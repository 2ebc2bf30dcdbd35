/// The exact minimum of a convex quadratic over a box of parameters:
///   min f(t) = (v - A t)^T W (v - A t)  subject to  |t_i| <= e_i,
/// A's columns the axes a_i of an oriented box (any N x N, not necessarily orthonormal or even
/// independent), W a positive diagonal metric, v the query point relative to the box centre.
/// With W = I this is the squared distance from a point to the parallelepiped the axes span
/// (sphere vs OBB); with W = diag(1/rho_k^2) it is the ellipsoid's metric in world space
/// (ellipsoid vs OBB and, with A = I, vs AABB). Exact rational arithmetic throughout.
///
/// Method: enumeration of the 3^N active sets. Each t_i is fixed at -e_i or +e_i, or free;
/// the free ones solve the normal equations of f restricted to that face's affine hull.
/// Why the smallest candidate is the minimum: take a minimiser t* and the smallest face F
/// containing it, so t* lies in F's relative interior and f's gradient along F vanishes there.
/// If f restricted to F had a singular Hessian A_F^T W A_F, f would be constant along a
/// direction of F through t*, and moving along it to F's boundary would give a minimiser in a
/// smaller face, a contradiction. So the Hessian is nonsingular and t* is the unique
/// stationary point of F's hull: a candidate. Every candidate is feasible, so none is below
/// the minimum. Faces whose system is singular are skipped.
#pragma once
#include <array>

#include "exact.hpp"

namespace spherebox::ref {

template <int N>
struct qp_minimum {
  rational value;                ///< f at the minimiser
  std::array<rational, N> t;     ///< a minimiser
};

/// Solves H x = b (n <= N unknowns) by Gaussian elimination; false when H is singular.
template <int N>
[[nodiscard]] bool solve_exact(std::array<std::array<rational, N>, N> h, std::array<rational, N> b, int n,
                               std::array<rational, N>& x) {
  for (int col = 0; col < n; ++col) {
    int pivot = col;
    while (pivot < n && h[pivot][col] == 0) ++pivot;
    if (pivot == n) return false;
    std::swap(h[pivot], h[col]);
    std::swap(b[pivot], b[col]);
    for (int row = col + 1; row < n; ++row) {
      if (h[row][col] == 0) continue;
      const rational f = h[row][col] / h[col][col];
      for (int k = col; k < n; ++k) h[row][k] -= f * h[col][k];
      b[row] -= f * b[col];
    }
  }
  for (int row = n - 1; row >= 0; --row) {
    rational acc = b[row];
    for (int k = row + 1; k < n; ++k) acc -= h[row][k] * x[k];
    x[row] = acc / h[row][row];
  }
  return true;
}

/// The exact minimum described above. axes[i] is a_i (a column of A), w the diagonal of W
/// (every entry > 0), v the point, e the half extents (every entry >= 0).
template <int N>
[[nodiscard]] qp_minimum<N> box_qp(const std::array<std::array<rational, N>, N>& axes,
                                   const std::array<rational, N>& w, const std::array<rational, N>& v,
                                   const std::array<rational, N>& e) {
  auto f = [&](const std::array<rational, N>& t) {
    rational sum = 0;
    for (int k = 0; k < N; ++k) {
      rational r = v[k];
      for (int i = 0; i < N; ++i) r -= axes[i][k] * t[i];
      sum += w[k] * r * r;
    }
    return sum;
  };
  auto inner = [&](const std::array<rational, N>& x, const std::array<rational, N>& y) {
    rational sum = 0;
    for (int k = 0; k < N; ++k) sum += w[k] * x[k] * y[k];
    return sum;
  };
  qp_minimum<N> best;
  bool have = false;
  int patterns = 1;
  for (int i = 0; i < N; ++i) patterns *= 3;
  for (int p = 0; p < patterns; ++p) {
    std::array<int, N> state;  // -1, +1: fixed at -e_i, +e_i; 0: free
    std::array<rational, N> t{};
    std::array<int, N> free_axes{};
    int n_free = 0;
    for (int i = 0, q = p; i < N; ++i, q /= 3) {
      state[i] = q % 3 - 1;
      if (state[i] == 0) free_axes[n_free++] = i;
      else t[i] = state[i] * e[i];
    }
    if (n_free > 0) {
      std::array<rational, N> base = v;  // v minus the fixed axes' contribution
      for (int i = 0; i < N; ++i)
        if (state[i] != 0)
          for (int k = 0; k < N; ++k) base[k] -= axes[i][k] * t[i];
      std::array<std::array<rational, N>, N> h{};
      std::array<rational, N> b{}, x{};
      for (int r = 0; r < n_free; ++r) {
        for (int c = 0; c < n_free; ++c) h[r][c] = inner(axes[free_axes[r]], axes[free_axes[c]]);
        b[r] = inner(axes[free_axes[r]], base);
      }
      if (!solve_exact<N>(h, b, n_free, x)) continue;
      bool feasible = true;
      for (int r = 0; r < n_free; ++r) {
        const rational& ti = x[r];
        const rational& ei = e[free_axes[r]];
        feasible = feasible && -ei <= ti && ti <= ei;
        t[free_axes[r]] = ti;
      }
      if (!feasible) continue;
    }
    rational value = f(t);
    if (!have || value < best.value) best.value = std::move(value), best.t = t, have = true;
  }
  return best;
}

}  // namespace spherebox::ref
