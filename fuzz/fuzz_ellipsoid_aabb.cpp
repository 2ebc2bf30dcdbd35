// Every ellipsoid–AABB variant on every input: contract, metamorphic images, checked API.
#include <spherebox/ellipsoid_aabb/variants.hpp>
#include <spherebox_ref/ellipsoid_aabb/build.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::ellipsoid_aabb_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::ellipsoid_aabb::all>(c));
  });
  return 0;
}
