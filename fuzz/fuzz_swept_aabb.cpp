// Every floating-point swept-AABB variant on every input: contract (hit and contact
// interval), metamorphic images, checked API.
#include <spherebox/swept_aabb/variants.hpp>
#include <spherebox_ref/swept_aabb/build.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::swept_aabb_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::swept_aabb::all>(c));
  });
  return 0;
}
