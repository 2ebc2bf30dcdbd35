/// Structure-of-arrays spans for the batch tests: one array per coordinate, so a SIMD register
/// loads the same coordinate of W shapes at once. Views do not own; the *_soa containers do.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "../types.hpp"
#include "obb_soa.hpp"  // obbs_view, obb_soa

namespace spherebox {

/// N boxes, box j being { x : min[i][j] <= x[i] <= max[i][j] }. Each pointer addresses `size`
/// elements (any alignment); pointers may be null only when size == 0.
template <class T, int N>
struct boxes_view {
  std::array<const T*, N> min{};
  std::array<const T*, N> max{};
  std::size_t size = 0;

  [[nodiscard]] box<T, N> operator[](std::size_t j) const noexcept {
    box<T, N> b;
    for (int i = 0; i < N; ++i) b.min[i] = min[i][j], b.max[i] = max[i][j];
    return b;
  }
  /// Elements [first, first + count) (first + count <= size).
  [[nodiscard]] boxes_view subspan(std::size_t first, std::size_t count) const noexcept {
    boxes_view v = *this;
    for (int i = 0; i < N; ++i) v.min[i] = min[i] + first, v.max[i] = max[i] + first;
    v.size = count;
    return v;
  }
  /// size <= 2^32 - 1 and no null pointer (unless size == 0): what checked calls require.
  [[nodiscard]] bool spans_ok() const noexcept {
    bool ok = size <= std::numeric_limits<std::uint32_t>::max();
    for (int i = 0; i < N; ++i) ok = ok && (size == 0 || (min[i] && max[i]));
    return ok;
  }
};

/// N balls, ball j having centre (center[0][j], ..., center[N-1][j]) and radius radius[j].
template <class T, int N>
struct balls_view {
  std::array<const T*, N> center{};
  const T* radius = nullptr;
  std::size_t size = 0;

  [[nodiscard]] ball<T, N> operator[](std::size_t j) const noexcept {
    ball<T, N> s;
    for (int i = 0; i < N; ++i) s.center[i] = center[i][j];
    s.radius = radius[j];
    return s;
  }
  [[nodiscard]] balls_view subspan(std::size_t first, std::size_t count) const noexcept {
    balls_view v = *this;
    for (int i = 0; i < N; ++i) v.center[i] = center[i] + first;
    v.radius = radius + first;
    v.size = count;
    return v;
  }
  [[nodiscard]] bool spans_ok() const noexcept {
    bool ok = size <= std::numeric_limits<std::uint32_t>::max() && (size == 0 || radius);
    for (int i = 0; i < N; ++i) ok = ok && (size == 0 || center[i]);
    return ok;
  }
};

/// Owning structure-of-arrays boxes.
template <class T, int N>
class box_soa {
 public:
  box_soa() = default;
  explicit box_soa(const std::vector<box<T, N>>& boxes) {
    reserve(boxes.size());
    for (const auto& b : boxes) push_back(b);
  }
  void reserve(std::size_t n) {
    for (int i = 0; i < N; ++i) min_[i].reserve(n), max_[i].reserve(n);
  }
  void push_back(const box<T, N>& b) {
    for (int i = 0; i < N; ++i) min_[i].push_back(b.min[i]), max_[i].push_back(b.max[i]);
  }
  [[nodiscard]] std::size_t size() const noexcept { return min_[0].size(); }
  [[nodiscard]] boxes_view<T, N> view() const noexcept {
    boxes_view<T, N> v;
    for (int i = 0; i < N; ++i) v.min[i] = min_[i].data(), v.max[i] = max_[i].data();
    v.size = size();
    return v;
  }

 private:
  std::array<std::vector<T>, N> min_, max_;
};

/// Owning structure-of-arrays balls.
template <class T, int N>
class ball_soa {
 public:
  ball_soa() = default;
  explicit ball_soa(const std::vector<ball<T, N>>& balls) {
    reserve(balls.size());
    for (const auto& s : balls) push_back(s);
  }
  void reserve(std::size_t n) {
    for (int i = 0; i < N; ++i) center_[i].reserve(n);
    radius_.reserve(n);
  }
  void push_back(const ball<T, N>& s) {
    for (int i = 0; i < N; ++i) center_[i].push_back(s.center[i]);
    radius_.push_back(s.radius);
  }
  [[nodiscard]] std::size_t size() const noexcept { return radius_.size(); }
  [[nodiscard]] balls_view<T, N> view() const noexcept {
    balls_view<T, N> v;
    for (int i = 0; i < N; ++i) v.center[i] = center_[i].data();
    v.radius = radius_.data();
    v.size = size();
    return v;
  }

 private:
  std::array<std::vector<T>, N> center_;
  std::vector<T> radius_;
};

/// Number of 64-bit words a bitmask of n results occupies: bit j of word j / 64 is result j.
[[nodiscard]] constexpr std::size_t mask_words(std::size_t n) noexcept { return (n + 63) / 64; }

}  // namespace spherebox
