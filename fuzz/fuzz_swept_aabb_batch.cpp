// Every swept_aabb batch kernel this machine runs (scalar, SSE2, AVX2, AVX-512 and the
// dispatcher) on every input: each lane's contract (hit and contact times, against the swept
// oracle), bit-for-bit agreement with slab (times included), the mask's tail and the time
// arrays' ends, the indices form, the earliest hit and the checked entry point, one moving box
// against 0..33 (and up to 130) static boxes at any alignment.
#include <spherebox_ref/swept_aabb/batch.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::swept_aabb_batch_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::swept_aabb::batch_all>(c));
  });
  return 0;
}
