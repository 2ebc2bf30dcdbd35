// Every sphere_obb batch kernel this machine runs (scalar, SSE2, AVX2, AVX-512 and the
// dispatcher) on every input: each lane's contract, bit-for-bit agreement with qri, the mask's
// tail, the indices form and the checked entry point, one ball against 0..33 (and up to 130)
// oriented boxes at any alignment.
#include <spherebox_ref/sphere_obb/batch.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::sphere_obb_batch_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::sphere_obb::batch_all>(c));
  });
  return 0;
}
