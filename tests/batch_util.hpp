// Shared helpers of the batch kernels' tests (batch_test.cpp, batch_pairs_test.cpp): the lengths
// every kernel must handle, and every clause of a kernel on builder-made batches of them.
#pragma once
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <spherebox_ref/batch/case.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <vector>

#include "test_util.hpp"

namespace spherebox::test {

/// The lengths every kernel must handle: 0..2W+1 for every width up to 16, and lengths on both
/// sides of one and two 64-bit mask words.
inline std::vector<std::size_t> batch_lengths() {
  std::vector<std::size_t> out;
  for (std::size_t n = 0; n <= 2 * 16 + 1; ++n) out.push_back(n);
  for (std::size_t n : {63, 64, 65, 127, 128, 129}) out.push_back(n);
  return out;
}

/// Every clause of kernel K on builder-made batches of Lane's pair (ref::build_batch from fresh
/// bytes of prng(seed)) of every length, at offsets 0, 1, 3, 7, 15, in both forms (where the
/// pair has two); the first violation ends the test.
template <class K, class Lane>
void every_length(std::uint64_t seed) {
  prng g(seed);
  const auto modes = all_modes();
  std::size_t k = 0;
  for (std::size_t n : batch_lengths())
    for (std::size_t offset : {0, 1, 3, 7, 15})
      for (bool pairs : {false, true}) {
        if (pairs && !ref::batch_traits<Lane>::has_pairs) continue;  // one form only
        const auto bytes = g.bytes(case_bytes * (n + 1));
        ref::byte_source src(bytes.data(), bytes.size());
        const auto c = ref::build_batch<Lane>(modes[k++ % modes.size()], src, n, pairs, offset);
        const auto v = ref::check_variant<K>(c);
        ASSERT_FALSE(v.has_value()) << ref::show(*v);
      }
}

/// every_length for kernel K on CaseT in float and double, 3-D and 2-D; skipped where this CPU
/// cannot run K.
template <class K, template <class, int> class CaseT>
void every_kind() {
  if (!K::supported()) GTEST_SKIP() << "this CPU cannot run " << K::name;
  every_length<K, CaseT<float, 3>>(1);
  every_length<K, CaseT<double, 3>>(2);
  every_length<K, CaseT<float, 2>>(3);
  every_length<K, CaseT<double, 2>>(4);
}

}  // namespace spherebox::test
