# The umbrella header stays light: a translation unit that includes HEADER (and calls overlaps)
# must not see <immintrin.h> nor any SIMD kernel header; the batch header must bring them (the
# negative control runs this script on spherebox/all.hpp with EXPECT=heavy).
#   cmake -DCXX=<compiler> -DINCLUDE=<lib/include> -DHEADER=spherebox/spherebox.hpp
#         -DEXPECT=light|heavy -DWORK=<dir> -P light_include_check.cmake
cmake_minimum_required(VERSION 3.21)
file(MAKE_DIRECTORY ${WORK})
string(MAKE_C_IDENTIFIER "${HEADER}" stem)
set(src ${WORK}/${stem}.cpp)
file(WRITE ${src} "#include <${HEADER}>\n"
  "bool f(const spherebox::ball<float, 3>& s, const spherebox::box<float, 3>& b) {\n"
  "  return spherebox::overlaps(s, b);\n}\n")
execute_process(COMMAND ${CXX} -std=c++17 -O2 -H -fsyntax-only -I${INCLUDE} ${src}
                RESULT_VARIABLE rc ERROR_VARIABLE trace OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "light_include: ${HEADER} does not compile:\n${trace}")
endif()
# -H prints one included file a line, behind dots.
string(REGEX MATCHALL "[^\n]*(immintrin\\.h|/batch/(sse2|avx2|avx512|dispatch)\\.hpp|/[a-z_]+/batch\\.hpp)" heavy "${trace}")
list(LENGTH heavy n)
if(EXPECT STREQUAL "light" AND n GREATER 0)
  string(REPLACE ";" "\n" heavy "${heavy}")
  message(FATAL_ERROR "light_include: ${HEADER} pulls in ${n} SIMD headers:\n${heavy}")
elseif(EXPECT STREQUAL "heavy" AND n EQUAL 0)
  message(FATAL_ERROR "light_include: ${HEADER} was expected to include the SIMD kernels, and the check found none")
endif()
message(STATUS "light_include: ${HEADER}: ${n} SIMD headers (expected ${EXPECT})")
