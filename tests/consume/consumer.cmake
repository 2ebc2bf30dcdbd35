# Shared by both consumer projects: checks that spherebox::spherebox carries C++17 and no flags
# of spherebox's own, then builds the consumer program from consumer_main.cpp with strict
# warnings (warnings raised inside spherebox's headers count too).
#   spherebox_consumer(<executable name>)
function(spherebox_consumer exe)
  if(NOT TARGET spherebox::spherebox)
    message(FATAL_ERROR "spherebox::spherebox is not defined")
  endif()
  get_target_property(features spherebox::spherebox INTERFACE_COMPILE_FEATURES)
  if(NOT "cxx_std_17" IN_LIST features)
    message(FATAL_ERROR "spherebox::spherebox should require cxx_std_17, has '${features}'")
  endif()
  foreach(prop INTERFACE_COMPILE_OPTIONS INTERFACE_COMPILE_DEFINITIONS INTERFACE_LINK_OPTIONS
               INTERFACE_LINK_LIBRARIES)
    get_target_property(value spherebox::spherebox ${prop})
    if(value)
      message(FATAL_ERROR "spherebox::spherebox must not impose ${prop}: '${value}'")
    endif()
  endforeach()

  add_executable(${exe} ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/consumer_main.cpp)
  target_link_libraries(${exe} PRIVATE spherebox::spherebox)
  # Imported include directories are -isystem by default, which would hide warnings raised in
  # the headers; keep them visible so the strict flags below apply to spherebox too.
  set_target_properties(${exe} PROPERTIES NO_SYSTEM_FROM_IMPORTED ON)
  # -Wconversion without -Wsign-conversion: the headers index std::array<T, N> with their int
  # dimension N by design (GCC already leaves sign conversions out of -Wconversion in C++).
  set(strict_warnings -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
    -Wold-style-cast -Wcast-qual -Wdouble-promotion -Wundef -Werror)
  target_compile_options(${exe} PRIVATE
    "$<$<CXX_COMPILER_ID:GNU,Clang,AppleClang>:${strict_warnings}>"
    "$<$<CXX_COMPILER_ID:MSVC>:/W4;/WX;/permissive->")
endfunction()
