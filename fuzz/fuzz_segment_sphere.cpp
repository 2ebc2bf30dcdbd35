// Every segment–sphere variant on every input: contract, metamorphic images, checked API.
#include <spherebox/segment_sphere/variants.hpp>
#include <spherebox_ref/segment_sphere/build.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::segment_sphere_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::segment_sphere::all>(c));
  });
  return 0;
}
