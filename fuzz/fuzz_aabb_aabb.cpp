// Both AABB–AABB tests (closed and open sets) and their checked API on every input.
#include <spherebox/aabb_aabb/variants.hpp>
#include <spherebox_ref/aabb_aabb/build.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::aabb_aabb_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::aabb_aabb::all>(c));
  });
  return 0;
}
