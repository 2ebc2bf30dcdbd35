// The closest point of an AABB and its checked API on every input.
#include <spherebox/aabb_point/clamp.hpp>
#include <spherebox_ref/aabb_point/build.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::aabb_point_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::aabb_point::all>(c));
  });
  return 0;
}
