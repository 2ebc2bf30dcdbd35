// Every circle–rectangle variant on every input: contract, metamorphic images, checked API.
#include <spherebox/circle_rect/variants.hpp>
#include <spherebox_ref/circle_rect/build.hpp>
#include <spherebox_ref/core/fuzz.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::with_decoded<spherebox::ref::circle_rect_case>(data, size, [](const auto& c) {
    spherebox::ref::abort_on(spherebox::ref::check_all<spherebox::circle_rect::all>(c));
  });
  return 0;
}
