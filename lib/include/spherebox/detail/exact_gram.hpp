/// Exact orthonormality check of box axes: decides |a_i . a_j - delta_ij| <= tau without
/// rounding, for the checked API of the oriented-box shape pairs. Internal.
#pragma once
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>

#include "exact_sum.hpp"

namespace spherebox::detail {

/// True when every |axes[i] . axes[j] - delta_ij| <= tau, decided exactly. Requires finite
/// components; tau is a power of two times a small integer (it enters as a product tau * 1).
/// A component beyond 2 in magnitude fails at once (then axes[i] . axes[i] > 4).
template <class T, int N>
[[nodiscard]] bool within_gram_tolerance(const std::array<std::array<T, N>, N>& axes, T tau) noexcept {
  for (const auto& a : axes)
    for (T x : a)
      if (!(x <= 2 && x >= -2)) return false;
  for (int i = 0; i < N; ++i)
    for (int j = i; j < N; ++j) {
      product_sum<N + 2> above, below;  // g = a_i . a_j - delta_ij; g - tau <= 0 and g + tau >= 0
      for (int k = 0; k < N; ++k) {
        above.add(double(axes[i][k]), double(axes[j][k]));
        below.add(double(axes[i][k]), double(axes[j][k]));
      }
      if (i == j) above.add(1.0, 1.0, true), below.add(1.0, 1.0, true);
      above.add(double(tau), 1.0, true);
      below.add(double(tau), 1.0, false);
      if (above.sign() > 0 || below.sign() < 0) return false;
    }
  return true;
}

}  // namespace spherebox::detail
