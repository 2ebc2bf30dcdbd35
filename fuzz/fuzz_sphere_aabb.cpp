// Every sphere–AABB variant on every input: contract, twin, metamorphic images, checked API.
#include <spherebox/sphere_aabb/variants.hpp>
#include <spherebox_ref/core/fuzz.hpp>
#include <spherebox_ref/sphere_aabb/build.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::sphere_aabb_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::sphere_aabb::all>(c));
  });
  return 0;
}
