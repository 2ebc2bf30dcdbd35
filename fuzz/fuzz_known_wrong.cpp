// Self-test target: checks one known-wrong variant (SPHEREBOX_KNOWN_WRONG=<name>); the
// campaign passes only if this target finds a violation for each of them.
#include <spherebox_ref/core/fuzz.hpp>
#include <spherebox_ref/known_wrong_select.hpp>

// The variant is chosen as the program starts, not at the first input: an unknown name (or
// "--slugs") then exits before the fuzzing engine runs, and leaves no crash file behind.
[[maybe_unused]] static const bool chosen_at_start = !spherebox::ref::selected_known_wrong().empty();

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  spherebox::ref::abort_on(spherebox::ref::check_selected_known_wrong(data, size));
  return 0;
}
