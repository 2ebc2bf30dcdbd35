/// Known-wrong sphere_obb batch kernels: each claims the kernels' contract (qri's, lane by
/// lane) and must be rejected by the harness.
#pragma once
#include <spherebox/detail/type_list.hpp>
#include <spherebox/sphere_obb/batch.hpp>

#include <cstdint>
#include <string_view>

#include "batch.hpp"  // the case and its checks
#include "../core/known_wrong.hpp"

namespace spherebox::known_wrong {

/// A kernel that reads the wrong axis row: it projects onto axes[k][i] (the columns of the
/// axis matrix) instead of the rows axes[i][k], as a structure-of-arrays layout transposed by
/// mistake would. The transpose of a rotation is its inverse, so every box rotated about an
/// axis that is not a symmetry is tested in the wrong orientation.
struct obb_batch_axis_column : wrong<sphere_obb::batch_promise, "obb_batch_axis_column"> {
  static bool supported() noexcept { return true; }
  template <class T, int N>
  static void mask(const ball<T, N>& s, const obbs_view<T, N>& b, std::uint64_t* words) noexcept {
    batch::fill_scalar(b.size, words, [&](std::size_t j) {
      obb<T, N> o = b[j];
      for (int i = 0; i < N; ++i)
        for (int k = 0; k < N; ++k) o.axes[i][k] = b.axes[k][i][j];  // the defect: axes[i][k][j]
      return sphere_obb::qri::test(s, o);
    });
  }
};

using obb_batch_all = spherebox::detail::type_list<obb_batch_axis_column>;

}  // namespace spherebox::known_wrong
