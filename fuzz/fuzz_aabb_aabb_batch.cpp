// Every aabb_aabb batch kernel this machine runs (closed and open sets; scalar, SSE2, AVX2,
// AVX-512 and the dispatchers) on every input: each lane's exact contract, bit-for-bit agreement
// with closed / open, the mask's tail, the indices form and the checked entry point, one box
// against 0..33 (and up to 130) boxes and box-box pairs, at any alignment.
#include <spherebox_ref/aabb_aabb/batch.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::aabb_aabb_batch_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::aabb_aabb::batch_all>(c));
  });
  return 0;
}
