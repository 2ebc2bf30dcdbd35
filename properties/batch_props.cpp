// Batch kernel properties, for every pair with batch kernels (sphere_aabb, aabb_aabb,
// swept_aabb, sphere_obb): every kernel this machine runs keeps every clause (each lane's
// contract, bit-for-bit agreement with its scalar twin, the mask's tail, indices, the checked
// entry point, and swept_aabb's earliest hit) on batches of every length 0..2W+1 and longer, at
// any alignment, in both forms; and batches round-trip through the codec
// (tests/batch_test.cpp and batch_pairs_test.cpp check the generator's claims).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <spherebox/batch.hpp>
#include <spherebox_ref/aabb_aabb/batch.hpp>
#include <spherebox_ref/sphere_aabb/batch.hpp>
#include <spherebox_ref/sphere_obb/batch.hpp>
#include <spherebox_ref/swept_aabb/batch.hpp>
#include <string>

#include "driver.hpp"
#include "gen.hpp"

namespace {

namespace ref = spherebox::ref;
namespace batch = spherebox::batch;

/// Which tail a length leaves for each register width.
template <class Lane>
std::string length_class(const ref::batch_case<Lane>& c) {
  const std::size_t n = c.size();
  if (n == 0) return "empty";
  if (n > ref::max_batch_length) return "longer than 2W+1";
  if (n % 16 == 0) return "whole 16-lane registers";
  return n < 16 ? "shorter than one 16-lane register" : "16-lane registers and a tail";
}

/// Every kernel of Registry on one batch of CaseT of a random kind.
template <template <class, int> class CaseT, class Registry>
void keeps_every_clause() {
  spherebox::prop::for_random_kind([]<class T, int N>() {
    const auto c = *rc::gen::arbitrary<CaseT<T, N>>();
    RC_TAG(length_class(c));
    RC_TAG(c.pairs ? "pairs" : "one query");
    spherebox::prop::fail_on(ref::check_all<Registry>(c));
  });
}

/// decode(encode(c)) reproduces a batch of CaseT bit for bit.
template <template <class, int> class CaseT>
void round_trips() {
  spherebox::prop::for_random_kind([]<class T, int N>() {
    using C = CaseT<T, N>;
    const auto c = *rc::gen::arbitrary<C>();
    const auto bytes = ref::encode(c);
    const auto back = ref::decode<C>(bytes.data(), bytes.size());
    RC_ASSERT(back.has_value());
    RC_ASSERT(ref::same_bits(*back, c));
  });
}

}  // namespace

RC_GTEST_PROP(SphereAabbBatch, everyKernelKeepsEveryClause, ()) {
  keeps_every_clause<ref::sphere_aabb_batch_case, batch::all>();
}
RC_GTEST_PROP(SphereAabbBatch, roundTripsThroughTheCodec, ()) { round_trips<ref::sphere_aabb_batch_case>(); }

RC_GTEST_PROP(AabbAabbBatch, everyKernelKeepsEveryClause, ()) {
  keeps_every_clause<ref::aabb_aabb_batch_case, spherebox::aabb_aabb::batch_all>();
}
RC_GTEST_PROP(AabbAabbBatch, roundTripsThroughTheCodec, ()) { round_trips<ref::aabb_aabb_batch_case>(); }

RC_GTEST_PROP(SweptAabbBatch, everyKernelKeepsEveryClause, ()) {
  keeps_every_clause<ref::swept_aabb_batch_case, spherebox::swept_aabb::batch_all>();
}
RC_GTEST_PROP(SweptAabbBatch, roundTripsThroughTheCodec, ()) { round_trips<ref::swept_aabb_batch_case>(); }

RC_GTEST_PROP(SphereObbBatch, everyKernelKeepsEveryClause, ()) {
  keeps_every_clause<ref::sphere_obb_batch_case, spherebox::sphere_obb::batch_all>();
}
RC_GTEST_PROP(SphereObbBatch, roundTripsThroughTheCodec, ()) { round_trips<ref::sphere_obb_batch_case>(); }
