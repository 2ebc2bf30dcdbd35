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
///
/// Shortcut (box_qp): most questions need one face, not 3^N. The face whose candidate is
/// smallest in double arithmetic is solved exactly and certified by the optimality condition
/// of a convex function on a box (f is convex: its Hessian 2 A^T W A is positive
/// semidefinite): t is a minimiser iff, for every i, the partial derivative g_i of f at t is
/// 0 where -e_i < t_i < e_i, <= 0 where t_i = e_i and >= 0 where t_i = -e_i (nothing where
/// e_i = 0). That is grad f(t) . (s - t) >= 0 for every s in the box, axis by axis, which for
/// a convex f is necessary and sufficient. The free t_i of a solved face have g_i = 0 by
/// construction; the fixed ones are checked exactly. When the certificate fails (a wrong
/// guess, a singular face, values beyond double's range) the full enumeration answers, so
/// the double guess decides only how fast the answer comes, never what it is.
#pragma once
#include <array>
#include <cmath>
#include <limits>
#include <optional>

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

/// An active set of box_qp: state[i] = -1, +1 (t_i fixed at -e_i, +e_i) or 0 (free).
template <int N>
using qp_face = std::array<int, N>;

/// Calls f(state) for each of the 3^N active sets.
template <int N, class F>
void for_each_face(F&& f) {
  int patterns = 1;
  for (int i = 0; i < N; ++i) patterns *= 3;
  for (int p = 0; p < patterns; ++p) {
    qp_face<N> state;
    for (int i = 0, q = p; i < N; ++i, q /= 3) state[i] = q % 3 - 1;
    f(state);
  }
}

/// A face's start: t_i = state_i e_i on the fixed axes (0 on the free ones), the free axes in
/// order, and base = v minus the fixed axes' contribution (a[i] the axes, in Number).
template <int N, class Number>
struct face_start {
  std::array<Number, N> t{};
  std::array<int, N> free_axes{};
  int n_free = 0;
  std::array<Number, N> base;
};
template <int N, class Number>
[[nodiscard]] face_start<N, Number> start_face(const qp_face<N>& state, const std::array<std::array<Number, N>, N>& a,
                                               const std::array<Number, N>& v, const std::array<Number, N>& e) {
  face_start<N, Number> s;
  for (int i = 0; i < N; ++i) {
    if (state[i] == 0) s.free_axes[s.n_free++] = i;
    else s.t[i] = state[i] * e[i];
  }
  s.base = v;
  for (int i = 0; i < N; ++i)
    if (state[i] != 0)
      for (int k = 0; k < N; ++k) s.base[k] -= a[i][k] * s.t[i];
  return s;
}

/// The exact minimum by enumeration of every active set (the method above). axes[i] is a_i
/// (a column of A), w the diagonal of W (every entry > 0), v the point, e the half extents
/// (every entry >= 0).
template <int N>
[[nodiscard]] qp_minimum<N> box_qp_enumerate(const std::array<std::array<rational, N>, N>& axes,
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
  for_each_face<N>([&](const qp_face<N>& state) {
    auto [t, free_axes, n_free, base] = start_face<N>(state, axes, v, e);
    if (n_free > 0) {
      std::array<std::array<rational, N>, N> h{};
      std::array<rational, N> b{}, x{};
      for (int r = 0; r < n_free; ++r) {
        for (int c = 0; c < n_free; ++c) h[r][c] = inner(axes[free_axes[r]], axes[free_axes[c]]);
        b[r] = inner(axes[free_axes[r]], base);
      }
      if (!solve_exact<N>(h, b, n_free, x)) return;
      bool feasible = true;
      for (int r = 0; r < n_free; ++r) {
        const rational& ti = x[r];
        const rational& ei = e[free_axes[r]];
        feasible = feasible && -ei <= ti && ti <= ei;
        t[free_axes[r]] = ti;
      }
      if (!feasible) return;
    }
    rational value = f(t);
    if (!have || value < best.value) best.value = std::move(value), best.t = t, have = true;
  });
  return best;
}

/// The face whose candidate is smallest in double arithmetic (a guess, never a decision);
/// false when no face gives a finite, nearly feasible candidate.
template <int N>
[[nodiscard]] bool box_qp_guess(const std::array<std::array<rational, N>, N>& axes, const std::array<rational, N>& w,
                                const std::array<rational, N>& v, const std::array<rational, N>& e, qp_face<N>& face) {
  std::array<std::array<double, N>, N> a;
  std::array<double, N> wd, vd, ed;
  for (int i = 0; i < N; ++i) {
    wd[i] = w[i].template convert_to<double>(), vd[i] = v[i].template convert_to<double>();
    ed[i] = e[i].template convert_to<double>();
    for (int k = 0; k < N; ++k) a[i][k] = axes[i][k].template convert_to<double>();
  }
  double best = std::numeric_limits<double>::infinity();
  bool have = false;
  for_each_face<N>([&](const qp_face<N>& state) {
    auto [t, free_axes, n_free, base] = start_face<N>(state, a, vd, ed);
    // The free axes' normal equations [H | b], by elimination with partial pivoting.
    std::array<std::array<double, N + 1>, N> m{};
    for (int r = 0; r < n_free; ++r) {
      for (int c = 0; c < n_free; ++c) {
        double s = 0;
        for (int k = 0; k < N; ++k) s += wd[k] * a[free_axes[r]][k] * a[free_axes[c]][k];
        m[r][c] = s;
      }
      double s = 0;
      for (int k = 0; k < N; ++k) s += wd[k] * a[free_axes[r]][k] * base[k];
      m[r][n_free] = s;
    }
    bool solvable = true;
    for (int col = 0; col < n_free && solvable; ++col) {
      int pivot = col;
      for (int r = col + 1; r < n_free; ++r)
        if (std::fabs(m[r][col]) > std::fabs(m[pivot][col])) pivot = r;
      solvable = std::fabs(m[pivot][col]) > 0;
      if (!solvable) break;
      std::swap(m[pivot], m[col]);
      for (int r = col + 1; r < n_free; ++r) {
        const double f = m[r][col] / m[col][col];
        for (int k = col; k <= n_free; ++k) m[r][k] -= f * m[col][k];
      }
    }
    if (!solvable) return;
    bool feasible = true;
    for (int r = n_free - 1; r >= 0; --r) {
      double acc = m[r][n_free];
      for (int k = r + 1; k < n_free; ++k) acc -= m[r][k] * t[free_axes[k]];
      const int i = free_axes[r];
      t[i] = acc / m[r][r];
      feasible = feasible && std::fabs(t[i]) <= ed[i] * (1 + 1e-9);
    }
    if (!feasible) return;
    double value = 0;
    for (int k = 0; k < N; ++k) {
      double r = vd[k];
      for (int i = 0; i < N; ++i) r -= a[i][k] * t[i];
      value += wd[k] * r * r;
    }
    if (value < best) best = value, face = state, have = true;  // false for NaN and infinity
  });
  return have;
}

/// The face's candidate, solved exactly, when it is a minimiser: feasible and certified by the
/// optimality condition of the convex f on the box (the shortcut in the header comment).
/// nullopt when the face's system is singular, its candidate infeasible, or the condition fails.
template <int N>
[[nodiscard]] std::optional<qp_minimum<N>> box_qp_certify(const std::array<std::array<rational, N>, N>& axes,
                                                         const std::array<rational, N>& w,
                                                         const std::array<rational, N>& v,
                                                         const std::array<rational, N>& e, const qp_face<N>& state) {
  auto [t, free_axes, n_free, base] = start_face<N>(state, axes, v, e);
  if (n_free > 0) {
    std::array<std::array<rational, N>, N> h{};
    std::array<rational, N> b{}, x{};
    for (int r = 0; r < n_free; ++r) {
      for (int c = 0; c < n_free; ++c)
        for (int k = 0; k < N; ++k) h[r][c] += w[k] * axes[free_axes[r]][k] * axes[free_axes[c]][k];
      for (int k = 0; k < N; ++k) b[r] += w[k] * axes[free_axes[r]][k] * base[k];
    }
    if (!solve_exact<N>(h, b, n_free, x)) return std::nullopt;
    for (int r = 0; r < n_free; ++r) {
      if (x[r] < -e[free_axes[r]] || x[r] > e[free_axes[r]]) return std::nullopt;
      t[free_axes[r]] = x[r];
    }
  }
  // res = W (A t - v), so g_i / 2 = a_i . res; f(t) = (A t - v) . res.
  qp_minimum<N> out;
  out.value = 0;
  std::array<rational, N> res;
  for (int k = 0; k < N; ++k) {
    rational r = -v[k];
    for (int i = 0; i < N; ++i) r += axes[i][k] * t[i];
    res[k] = w[k] * r;
    out.value += res[k] * r;
  }
  for (int i = 0; i < N; ++i) {
    if (state[i] == 0 || e[i] == 0) continue;
    rational g = 0;
    for (int k = 0; k < N; ++k) g += axes[i][k] * res[k];
    if (state[i] > 0 ? g > 0 : g < 0) return std::nullopt;
  }
  out.t = t;
  return out;
}

/// The exact minimum (arguments as box_qp_enumerate): the guessed face when its certificate
/// holds, else the full enumeration; the same value either way (tests/ref/box_qp_test.cpp).
template <int N>
[[nodiscard]] qp_minimum<N> box_qp(const std::array<std::array<rational, N>, N>& axes,
                                   const std::array<rational, N>& w, const std::array<rational, N>& v,
                                   const std::array<rational, N>& e) {
  qp_face<N> face{};
  if (box_qp_guess<N>(axes, w, v, e, face))
    if (auto m = box_qp_certify<N>(axes, w, v, e, face)) return std::move(*m);
  return box_qp_enumerate<N>(axes, w, v, e);
}

}  // namespace spherebox::ref
