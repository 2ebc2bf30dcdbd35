/// Structure-of-arrays spans of oriented boxes for the batch tests (sphere_obb's kernels): one
/// array per coordinate, per axis component and per half extent, as soa.hpp lays out boxes and
/// balls. The view does not own; obb_soa does.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "../types.hpp"

namespace spherebox {

/// N oriented boxes (obb<T, N>), box j having centre (center[0][j], ...), axis i
/// (axes[i][0][j], ..., axes[i][N-1][j]) and half extent half[i][j].
template <class T, int N>
struct obbs_view {
  std::array<const T*, N> center{};
  std::array<std::array<const T*, N>, N> axes{};  ///< axes[i][k]: component k of axis i
  std::array<const T*, N> half{};
  std::size_t size = 0;

  [[nodiscard]] obb<T, N> operator[](std::size_t j) const noexcept {
    obb<T, N> b;
    for (int i = 0; i < N; ++i) {
      b.center[i] = center[i][j], b.half[i] = half[i][j];
      for (int k = 0; k < N; ++k) b.axes[i][k] = axes[i][k][j];
    }
    return b;
  }
  [[nodiscard]] obbs_view subspan(std::size_t first, std::size_t count) const noexcept {
    obbs_view v = *this;
    for (int i = 0; i < N; ++i) {
      v.center[i] = center[i] + first, v.half[i] = half[i] + first;
      for (int k = 0; k < N; ++k) v.axes[i][k] = axes[i][k] + first;
    }
    v.size = count;
    return v;
  }
  [[nodiscard]] bool spans_ok() const noexcept {
    bool ok = size <= std::numeric_limits<std::uint32_t>::max();
    for (int i = 0; i < N; ++i) {
      ok = ok && (size == 0 || (center[i] && half[i]));
      for (int k = 0; k < N; ++k) ok = ok && (size == 0 || axes[i][k]);
    }
    return ok;
  }
};

/// Owning structure-of-arrays oriented boxes.
template <class T, int N>
class obb_soa {
 public:
  obb_soa() = default;
  explicit obb_soa(const std::vector<obb<T, N>>& boxes) {
    reserve(boxes.size());
    for (const auto& b : boxes) push_back(b);
  }
  void reserve(std::size_t n) {
    for (int i = 0; i < N; ++i) {
      center_[i].reserve(n), half_[i].reserve(n);
      for (int k = 0; k < N; ++k) axes_[i][k].reserve(n);
    }
  }
  void push_back(const obb<T, N>& b) {
    for (int i = 0; i < N; ++i) {
      center_[i].push_back(b.center[i]), half_[i].push_back(b.half[i]);
      for (int k = 0; k < N; ++k) axes_[i][k].push_back(b.axes[i][k]);
    }
  }
  [[nodiscard]] std::size_t size() const noexcept { return center_[0].size(); }
  [[nodiscard]] obbs_view<T, N> view() const noexcept {
    obbs_view<T, N> v;
    for (int i = 0; i < N; ++i) {
      v.center[i] = center_[i].data(), v.half[i] = half_[i].data();
      for (int k = 0; k < N; ++k) v.axes[i][k] = axes_[i][k].data();
    }
    v.size = size();
    return v;
  }

 private:
  std::array<std::vector<T>, N> center_, half_;
  std::array<std::array<std::vector<T>, N>, N> axes_;
};

}  // namespace spherebox
