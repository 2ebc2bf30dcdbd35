// Every integer swept-AABB variant (exact contact fractions, the lattice response) on every
// input: exact contract, mirrored image, checked API, over the whole +-2^30 range.
#include <spherebox/swept_aabb/variants.hpp>
#include <spherebox_ref/swept_aabb/build.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::swept_aabb_int_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::swept_aabb::integer>(c));
  });
  return 0;
}
