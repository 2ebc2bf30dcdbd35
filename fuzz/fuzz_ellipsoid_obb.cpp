// Every ellipsoid–OBB variant on every input: contract, metamorphic images, checked API.
#include <spherebox/ellipsoid_obb/variants.hpp>
#include <spherebox_ref/ellipsoid_obb/build.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::ellipsoid_obb_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::ellipsoid_obb::all>(c));
  });
  return 0;
}
