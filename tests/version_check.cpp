// Compiled, not run (tests/CMakeLists.txt): the version macros of spherebox/version.hpp must
// equal the CMake package version passed in as EXPECTED_*; build.version_mismatch_refused
// compiles it with a wrong expectation and must fail, so the check is shown to bite.
#include <spherebox/spherebox.hpp>

#include <string_view>

static_assert(SPHEREBOX_VERSION_MAJOR == EXPECTED_MAJOR, "SPHEREBOX_VERSION_MAJOR differs from the CMake project version");
static_assert(SPHEREBOX_VERSION_MINOR == EXPECTED_MINOR, "SPHEREBOX_VERSION_MINOR differs from the CMake project version");
static_assert(SPHEREBOX_VERSION_PATCH == EXPECTED_PATCH, "SPHEREBOX_VERSION_PATCH differs from the CMake project version");
static_assert(std::string_view(SPHEREBOX_VERSION_STRING) == EXPECTED_STRING,
              "SPHEREBOX_VERSION_STRING differs from the CMake project version");
static_assert(SPHEREBOX_VERSION == EXPECTED_MAJOR * 10000 + EXPECTED_MINOR * 100 + EXPECTED_PATCH,
              "SPHEREBOX_VERSION is not MAJOR * 10000 + MINOR * 100 + PATCH");
