// Every batch kernel this machine runs (scalar, SSE2, AVX2, AVX-512 and the dispatcher) on
// every input: each lane's contract, bit-for-bit agreement with branchless, the mask's tail,
// the indices form and the checked entry point, for batch lengths 0..33 (and up to 130) at
// any alignment.
#include <spherebox/batch/kernels.hpp>
#include <spherebox_ref/sphere_aabb/batch.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::sphere_aabb_batch_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::batch::all>(c));
  });
  return 0;
}
