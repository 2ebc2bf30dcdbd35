# Cross build for 64-bit Arm Linux (aarch64) with Debian's cross compiler and multiarch :arm64
# dev packages (ci/deps --aarch64 installs them); ctest runs the test programs under qemu-user.
#   cmake -S . -B build-aarch64 --toolchain cmake/toolchains/aarch64-linux-gnu.cmake
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
# Multiarch, not a sysroot: find_library and find_package look in /usr/lib/aarch64-linux-gnu and
# find_path in /usr/include/aarch64-linux-gnu (gmp.h); Boost is headers only, arch-independent.
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)

# ctest, gtest_discover_tests and add_test(COMMAND <target>) prefix every target program with
# this. No -L sysroot: the :arm64 packages put the Arm loader (/lib/ld-linux-aarch64.so.1),
# libstdc++ and libgmp at their multiarch paths, where the program finds them as on an Arm
# machine. (qemu 7.2 with -L /usr/aarch64-linux-gnu hangs in a forked child, which the batch
# dispatcher's abort probe needs.)
find_program(SPHEREBOX_QEMU_AARCH64 NAMES qemu-aarch64 qemu-aarch64-static REQUIRED)
set(CMAKE_CROSSCOMPILING_EMULATOR ${SPHEREBOX_QEMU_AARCH64})
