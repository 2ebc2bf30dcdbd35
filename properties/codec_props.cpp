// The case codec: encode() then decode() reproduces every case bit for bit (NaN payloads and
// signs of zero included), and any byte string decodes to a case that round-trips.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "driver.hpp"
#include "gen.hpp"

namespace {

using namespace spherebox::prop;

/// decode(encode(c)) is c, bit for bit, and encode wrote the raw mode and c's kind.
template <class Case>
void round_trips(const Case& c) {
  using T = typename Case::value_type;
  const auto bytes = ref::encode(c);
  RC_ASSERT(bytes.size() == 2 + Case::count * sizeof(T));
  RC_ASSERT(bytes[0] == std::uint8_t(ref::mode::raw));
  RC_ASSERT(bytes[1] == (ref::kind_of<T, Case::dims>));
  const auto back = ref::decode<Case>(bytes.data(), bytes.size());
  RC_ASSERT(back.has_value());
  RC_ASSERT(ref::same_bits(*back, c));
}

/// Round trip of a case of a random kind, NaNs of any payload in about a quarter of its values.
template <template <class, int> class CaseT>
void round_trips_with_nans() {
  auto one = [](auto t, auto n) {
    using Case = CaseT<decltype(t), decltype(n)::value>;
    const Case c = *gen_with_nans<Case>();
    RC_CLASSIFY(!ref::all_finite(c), "contains NaN or inf");
    round_trips(c);
  };
  spherebox::prop::with_random_kind(one);
}

}  // namespace

RC_GTEST_PROP(Codec, sphereAabbRoundTrips, ()) { round_trips_with_nans<ref::sphere_aabb_case>(); }
RC_GTEST_PROP(Codec, aabbAabbRoundTrips, ()) { round_trips_with_nans<ref::aabb_aabb_case>(); }
RC_GTEST_PROP(Codec, aabbPointRoundTrips, ()) { round_trips_with_nans<ref::aabb_point_case>(); }

// Any bytes (every mode, short and long inputs) decode to a case that itself round-trips:
// what the fuzzer found can always be kept as a raw-mode corpus file.
RC_GTEST_PROP(Codec, decodedBytesRoundTrip, (const std::vector<std::uint8_t>& bytes)) {
  RC_PRE(!bytes.empty());
  ref::with_decoded<ref::sphere_aabb_case>(bytes.data(), bytes.size(), [](const auto& c) { round_trips(c); });
  ref::with_decoded<ref::aabb_aabb_case>(bytes.data(), bytes.size(), [](const auto& c) { round_trips(c); });
}
