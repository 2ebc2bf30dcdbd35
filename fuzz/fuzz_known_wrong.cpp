// Self-test target: checks one known-wrong variant (SPHEREBOX_KNOWN_WRONG=<name>); the
// campaign passes only if this target finds a violation for each of them.
#include <spherebox_ref/core/fuzz.hpp>
#include <spherebox_ref/known_wrong_select.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::abort_on(spherebox::ref::check_selected_known_wrong(data, size));
  return 0;
}
