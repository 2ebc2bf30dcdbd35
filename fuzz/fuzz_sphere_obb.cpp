// Every sphere–OBB variant on every input: contract, twin, metamorphic images, checked API.
#include <spherebox/sphere_obb/variants.hpp>
#include <spherebox_ref/sphere_obb/build.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::sphere_obb_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::sphere_obb::all>(c));
  });
  return 0;
}
