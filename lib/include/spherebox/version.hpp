/// The library's version, as the CMake package (project(spherebox VERSION ...)) states it.
/// tests/version_test.cpp fails when the two differ, and the consume tests compare the
/// installed header with the version find_package and pkg-config report.
#pragma once

#define SPHEREBOX_VERSION_MAJOR 0
#define SPHEREBOX_VERSION_MINOR 1
#define SPHEREBOX_VERSION_PATCH 0
/// "MAJOR.MINOR.PATCH".
#define SPHEREBOX_VERSION_STRING "0.1.0"
/// MAJOR * 10000 + MINOR * 100 + PATCH, for `#if SPHEREBOX_VERSION >= 100` (1.0.0).
#define SPHEREBOX_VERSION \
  (SPHEREBOX_VERSION_MAJOR * 10000 + SPHEREBOX_VERSION_MINOR * 100 + SPHEREBOX_VERSION_PATCH)
