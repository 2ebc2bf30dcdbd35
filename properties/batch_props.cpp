// Batch kernel properties: every kernel this machine runs keeps every clause (each lane's
// contract, bit-for-bit agreement with branchless, the mask's tail, indices, checked entry
// point) on batches of every length 0..2W+1 and longer, at any alignment, in both forms; and
// batches round-trip through the codec (tests/batch_test.cpp checks the generator's claims).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <spherebox/batch/kernels.hpp>
#include <spherebox_ref/batch/check.hpp>
#include <string>

#include "driver.hpp"
#include "gen.hpp"

namespace {

namespace ref = spherebox::ref;
namespace batch = spherebox::batch;

template <class T, int N>
using batch_case = ref::sphere_aabb_batch_case<T, N>;

/// Which tail a length leaves for each register width.
template <class T, int N>
std::string length_class(const batch_case<T, N>& c) {
  const std::size_t n = c.size();
  if (n == 0) return "empty";
  if (n > ref::max_batch_length) return "longer than 2W+1";
  if (n % 16 == 0) return "whole 16-lane registers";
  return n < 16 ? "shorter than one 16-lane register" : "16-lane registers and a tail";
}

}  // namespace

RC_GTEST_PROP(SphereAabbBatch, everyKernelKeepsEveryClause, ()) {
  spherebox::prop::with_random_kind([](auto t, auto n) {
    const auto c = *rc::gen::arbitrary<batch_case<decltype(t), decltype(n)::value>>();
    RC_TAG(length_class(c));
    RC_TAG(c.pairs ? "pairs" : "one ball");
    spherebox::prop::fail_on(ref::check_all<batch::all>(c));
  });
}

RC_GTEST_PROP(SphereAabbBatch, roundTripsThroughTheCodec, ()) {
  spherebox::prop::with_random_kind([](auto t, auto n) {
    const auto c = *rc::gen::arbitrary<batch_case<decltype(t), decltype(n)::value>>();
    const auto bytes = ref::encode(c);
    const auto back = ref::decode<batch_case<decltype(t), decltype(n)::value>>(bytes.data(), bytes.size());
    RC_ASSERT(back.has_value());
    RC_ASSERT(ref::same_bits(*back, c));
  });
}
