# spherebox_add_check(): checks a project's own overlap test against spherebox's exact oracle,
# through the same contract layer as spherebox's own variants (docs/check-your-own.md).
#
#   spherebox_add_check(NAME <name> SLUG <slug> FUNCTION <function> SOURCES <file>...
#     [CONTRACT exact|bounded|conservative|classify]   default classify: no contract asked, the
#                                                       answers are counted and the kept contract named
#     [TYPES float double | int32]    value types checked (default float; int32: swept_aabb only)
#     [DIMS 2 3]                      dimensions checked (default 3)
#     [K <k>] [A <a>]                 bounded: |D - R| <= k*u*S + a*eta (default: the slug's constants)
#     [OPEN]                          open sets: touching is not overlap
#     [MAX_MAGNITUDE <m>]             domain: every |input| <= m (default: the slug's documented limit)
#     [NO_DEGENERATE]                 domain: no box flat on an axis (no zero-length segment)
#     [DOMAIN_REQUIRED]               the function requires its inputs inside the domain (finite,
#                                     boxes ordered min <= max, radii >= 0, |x| <= MAX_MAGNITUDE,
#                                     and NO_DEGENERATE's): inputs outside it are not passed to it
#                                     (default: every input is, and outside the domain only "no
#                                     crash" is asked)
#     [NAN any|true|false]            the answer promised on NaN input (default any: none)
#     [REJECT <k> <a>]                conservative: "no overlap" wherever an axis separates by more
#                                     than k*u*|edge| + a*eta (default: no such promise)
#     [AXIS_TOLERANCE <t>]            oriented boxes: accepted |a_i . a_j - delta_ij|
#     [HEADER <file>]                 declares FUNCTION (overloads, a generic lambda...); without
#                                     it FUNCTION is declared with the slug's form per type and dim
#     [LINK_LIBRARIES <target>...]    what the function needs (your engine's library)
#     [REGRESSIONS <dir>]             kept counterexamples, replayed by ctest (default
#                                     ${CMAKE_CURRENT_SOURCE_DIR}/spherebox_regressions/<name>)
#     [ENGINE auto|libfuzzer|random]  default auto: libFuzzer when the compiler has it
#     [CASES <n>] [FUZZ_RUNS <n>]     ctest: property cases per category (500), fuzz inputs (20000)
#     [VERIFY_SECONDS <s>] [VERIFY_CASES <n>]   <name>-verify: fuzzing time (60), cases (5000)
#     [SEED <s>] [LABELS <label>...])   SEED: ctest's fuzz and properties (default 1) and
#                                     <name>-verify's (default: new each run; the environment's
#                                     SPHEREBOX_CHECK_SEED, when set, wins there)
#
# FUNCTION takes the slug's shapes in slug order in spherebox's types and returns the answer:
# for sphere_aabb bool(const spherebox::ball<T, N>&, const spherebox::box<T, N>&); a small
# adapter converts them to the project's own types and calls the real test (which may be C).
# Creates <name>_function (an object library of SOURCES, compiled with the project's flags),
# <name>_check (the check: libFuzzer target or replay/random driver, properties, known answers),
# the ctest entries <name>.known_answers, <name>.properties, <name>.fuzz, <name>.regressions,
# and the targets <name>-verify (fuzz VERIFY_SECONDS, then every part, then the verdict rows)
# and <name>-classify (the same, counting instead of judging).
set(SPHEREBOX_CHECK_ENGINE auto CACHE STRING "spherebox_add_check's default engine: auto, libfuzzer or random")
set(SPHEREBOX_CHECK_SANITIZE "" CACHE STRING "Sanitizers for spherebox_add_check's targets, e.g. address,undefined")

# Warns once per project when the function under check would be compiled without optimisation:
# a single-configuration build with no CMAKE_BUILD_TYPE (CMake then adds no -O flag) or one whose
# flags name only -O0, as Debug's do. The check then judges a build nobody ships (assertions on,
# no contraction, no vectorisation), and runs slower. A multi-configuration generator picks the
# type at build time; nothing to warn of here.
function(_spherebox_check_build_type_warning where)
  get_property(warned GLOBAL PROPERTY _SPHEREBOX_CHECK_BUILD_TYPE_WARNED)
  get_property(multi GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  if(warned OR multi)
    return()
  endif()
  set_property(GLOBAL PROPERTY _SPHEREBOX_CHECK_BUILD_TYPE_WARNED TRUE)
  set(flags "${CMAKE_CXX_FLAGS}")
  if(CMAKE_BUILD_TYPE)
    string(TOUPPER "${CMAKE_BUILD_TYPE}" config)
    string(APPEND flags " ${CMAKE_CXX_FLAGS_${config}}")
  endif()
  # The last -O flag wins, as it does on the compiler's command line.
  string(REGEX MATCHALL "(^| )-O[^ ]*" levels "${flags}")
  set(level "")
  if(levels)
    list(GET levels -1 level)
    string(STRIP "${level}" level)
  endif()
  if(level STREQUAL "" OR level STREQUAL "-O0")
    if(NOT CMAKE_BUILD_TYPE)
      set(why "no CMAKE_BUILD_TYPE is set")
    else()
      set(why "CMAKE_BUILD_TYPE ${CMAKE_BUILD_TYPE} compiles with '${CMAKE_CXX_FLAGS_${config}}'")
    endif()
    message(WARNING "${where}: ${why}, so the function under check is built without optimisation "
      "(and with assertions on, unless NDEBUG is defined): the check judges a build you do not ship. "
      "Configure with -DCMAKE_BUILD_TYPE=Release (or RelWithDebInfo), the flags your release uses "
      "(docs/check-your-own.md, \"Build type\").")
  endif()
endfunction()

# Every check has a <name>-classify target; a second call for the same function and slug that
# asks CONTRACT classify (or is the first one's classify twin) only repeats its build (about 30 s
# of compile). Warns, naming the target that already classifies. Reads the caller's arg_ values.
function(_spherebox_check_same_function where)
  set(contract "${arg_CONTRACT}")
  if(contract STREQUAL "")
    set(contract classify)
  endif()
  string(MD5 key "${arg_SLUG}|${arg_FUNCTION}|${arg_SOURCES}|${arg_TYPES}|${arg_DIMS}")
  get_property(earlier GLOBAL PROPERTY _SPHEREBOX_CHECK_${key})
  if(earlier)
    list(GET earlier 0 other)
    list(GET earlier 1 other_contract)
    if(contract STREQUAL "classify" OR other_contract STREQUAL "classify")
      message(WARNING "${where}: checks the same function (${arg_FUNCTION}, slug ${arg_SLUG}, the same sources) "
        "as spherebox_add_check(NAME ${other}); every check has a -classify target, so "
        "`cmake --build <dir> --target ${other}-classify` already classifies it. A CONTRACT classify "
        "call of its own only compiles the same check again (about 30 s).")
    endif()
  else()
    set_property(GLOBAL PROPERTY _SPHEREBOX_CHECK_${key} "${arg_NAME};${contract}")
  endif()
endfunction()

function(spherebox_add_check)
  cmake_parse_arguments(PARSE_ARGV 0 arg "OPEN;NO_DEGENERATE;DOMAIN_REQUIRED"
    "NAME;SLUG;FUNCTION;CONTRACT;K;A;MAX_MAGNITUDE;NAN;AXIS_TOLERANCE;HEADER;REGRESSIONS;ENGINE;CASES;FUZZ_RUNS;VERIFY_SECONDS;VERIFY_CASES;SEED"
    "SOURCES;TYPES;DIMS;REJECT;LINK_LIBRARIES;LABELS")
  set(where "spherebox_add_check(NAME ${arg_NAME})")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${where}: unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  foreach(required NAME SLUG FUNCTION SOURCES)
    if(NOT arg_${required})
      message(FATAL_ERROR "${where}: ${required} is required")
    endif()
  endforeach()
  if(NOT arg_SLUG IN_LIST SPHEREBOX_SLUGS)
    string(REPLACE ";" " " slugs "${SPHEREBOX_SLUGS}")
    message(FATAL_ERROR "${where}: SLUG ${arg_SLUG} is not a slug of this harness: ${slugs}")
  endif()
  _spherebox_check_build_type_warning("${where}")
  _spherebox_check_same_function("${where}")
  set(verify_seed "")  # <name>-verify's seed: SEED when given (else new each run, or $SPHEREBOX_CHECK_SEED)
  if(DEFINED arg_SEED AND NOT arg_SEED STREQUAL "")
    set(verify_seed "-DSEED=${arg_SEED}")
  endif()
  # Defaults.
  foreach(pair "CONTRACT;classify" "TYPES;float" "DIMS;3" "K;-1" "A;-1" "MAX_MAGNITUDE;-1" "NAN;any"
               "AXIS_TOLERANCE;-1" "CASES;500" "FUZZ_RUNS;20000" "VERIFY_SECONDS;60" "VERIFY_CASES;5000" "SEED;1"
               "ENGINE;${SPHEREBOX_CHECK_ENGINE}" "REGRESSIONS;${CMAKE_CURRENT_SOURCE_DIR}/spherebox_regressions/${arg_NAME}")
    list(GET pair 0 key)
    list(GET pair 1 value)
    if(NOT DEFINED arg_${key} OR "${arg_${key}}" STREQUAL "")
      set(arg_${key} "${value}")
    endif()
  endforeach()
  if(NOT arg_CONTRACT MATCHES "^(exact|bounded|conservative|classify)$")
    message(FATAL_ERROR "${where}: CONTRACT must be exact, bounded, conservative or classify, not ${arg_CONTRACT}")
  endif()
  if(NOT arg_NAN MATCHES "^(any|true|false)$")
    message(FATAL_ERROR "${where}: NAN must be any, true or false, not ${arg_NAN}")
  endif()
  foreach(key K A CASES FUZZ_RUNS VERIFY_SECONDS VERIFY_CASES SEED)
    if(NOT arg_${key} MATCHES "^-?[0-9]+$")
      message(FATAL_ERROR "${where}: ${key} must be an integer, not ${arg_${key}}")
    endif()
  endforeach()
  foreach(key MAX_MAGNITUDE AXIS_TOLERANCE)
    if(NOT arg_${key} MATCHES "^-?(0x[0-9a-fA-F.]+p[-+]?[0-9]+|[0-9.]+([eE][-+]?[0-9]+)?)$")
      message(FATAL_ERROR "${where}: ${key} must be a number (decimal or hex float), not ${arg_${key}}")
    endif()
  endforeach()
  set(reject_k -1)
  set(reject_a 0)
  if(arg_REJECT)
    list(LENGTH arg_REJECT n)
    if(NOT n EQUAL 2)
      message(FATAL_ERROR "${where}: REJECT takes two integers, k and a")
    endif()
    list(GET arg_REJECT 0 reject_k)
    list(GET arg_REJECT 1 reject_a)
  endif()
  if(arg_K GREATER_EQUAL 0 AND NOT arg_CONTRACT MATCHES "^(bounded|classify)$")
    message(FATAL_ERROR "${where}: K and A state a bounded contract's constants; CONTRACT is ${arg_CONTRACT}")
  endif()
  # Value types and dimensions.
  set(integral false)
  set(kinds "")
  foreach(type IN LISTS arg_TYPES)
    if(type STREQUAL "int32")
      set(integral true)
      set(cxx_type std::int32_t)
    elseif(type MATCHES "^(float|double)$")
      set(cxx_type ${type})
    else()
      message(FATAL_ERROR "${where}: TYPES are float, double or int32, not ${type}")
    endif()
    foreach(dim IN LISTS arg_DIMS)
      if(NOT dim MATCHES "^[23]$")
        message(FATAL_ERROR "${where}: DIMS are 2 and 3, not ${dim}")
      endif()
      list(APPEND kinds "::spherebox::ref::user::kind<${cxx_type}, ${dim}>")
    endforeach()
  endforeach()
  if(integral AND NOT arg_TYPES STREQUAL "int32")
    message(FATAL_ERROR "${where}: int32 cannot be checked together with float or double")
  endif()
  if(arg_ENGINE STREQUAL "auto")
    set(arg_ENGINE random)
    if(SPHEREBOX_HARNESS_HAS_LIBFUZZER)
      set(arg_ENGINE libfuzzer)
    endif()
  elseif(arg_ENGINE STREQUAL "libfuzzer" AND NOT SPHEREBOX_HARNESS_HAS_LIBFUZZER)
    message(FATAL_ERROR "${where}: ENGINE libfuzzer, but ${CMAKE_CXX_COMPILER_ID} has no libFuzzer here "
                        "(configure with clang++; Debian: clang-14 libclang-rt-14-dev)")
  elseif(NOT arg_ENGINE STREQUAL "random" AND NOT arg_ENGINE STREQUAL "libfuzzer")
    message(FATAL_ERROR "${where}: ENGINE must be auto, libfuzzer or random, not ${arg_ENGINE}")
  endif()

  # The generated driver.
  string(MAKE_C_IDENTIFIER "${arg_NAME}" id)
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/spherebox_checks/${arg_NAME})
  set(CHECK_NAME ${arg_NAME})
  set(CHECK_ID ${id})
  set(CHECK_SLUG ${arg_SLUG})
  set(CHECK_INTEGRAL ${integral})
  string(REPLACE ";" ", " CHECK_KINDS "${kinds}")
  foreach(key CONTRACT K A MAX_MAGNITUDE NAN AXIS_TOLERANCE)
    set(CHECK_${key} "${arg_${key}}")
  endforeach()
  set(CHECK_OPEN false)
  if(arg_OPEN)
    set(CHECK_OPEN true)
  endif()
  set(CHECK_DEGENERATE true)
  if(arg_NO_DEGENERATE)
    set(CHECK_DEGENERATE false)
  endif()
  set(CHECK_DOMAIN_REQUIRED false)
  if(arg_DOMAIN_REQUIRED)
    if(arg_SLUG MATCHES "_batch$")
      message(FATAL_ERROR "${where}: DOMAIN_REQUIRED is for the scalar slugs; a batch slug's function is "
                          "called with whole batches (check the scalar slug of the same pair)")
    endif()
    set(CHECK_DOMAIN_REQUIRED true)
  endif()
  set(CHECK_REJECT_K ${reject_k})
  set(CHECK_REJECT_A ${reject_a})
  set(CHECK_FOUND_DIR ${dir}/found)
  set(CHECK_REGRESSIONS ${arg_REGRESSIONS})
  # A name (possibly qualified) is called as ::name, so no other overload is found by
  # argument-dependent lookup; anything else (with HEADER) is called as the expression it is.
  if(arg_FUNCTION MATCHES "^(::)?[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*$")
    string(REGEX REPLACE "^::" "" name "${arg_FUNCTION}")
    set(CHECK_CALL "::${name}")
  elseif(arg_HEADER)
    set(CHECK_CALL "(${arg_FUNCTION})")
  else()
    message(FATAL_ERROR "${where}: FUNCTION ${arg_FUNCTION} is not a name; give HEADER to call an expression")
  endif()
  if(arg_HEADER)
    get_filename_component(header "${arg_HEADER}" ABSOLUTE)
    set(CHECK_DECLARATIONS "#include \"${header}\"")
  else()
    # One declaration per kind, in FUNCTION's namespace: signature_t<entry, T, N> name;
    string(REGEX MATCH "^(.*)::([A-Za-z_][A-Za-z0-9_]*)$" qualified "${name}")
    set(decl_ns "")
    set(decl_name "${name}")
    if(qualified)
      set(decl_ns "${CMAKE_MATCH_1}")
      set(decl_name "${CMAKE_MATCH_2}")
    endif()
    set(CHECK_DECLARATIONS "")
    foreach(kind IN LISTS kinds)
      string(REGEX REPLACE "^::spherebox::ref::user::kind<(.*), ([23])>$" "\\1;\\2" tn "${kind}")
      list(GET tn 0 t)
      list(GET tn 1 n)
      string(APPEND CHECK_DECLARATIONS
        "::spherebox::ref::user::signature_t<::spherebox_check_${id}::entry, ${t}, ${n}> ${decl_name};\n")
    endforeach()
    if(decl_ns)
      set(CHECK_DECLARATIONS "namespace ${decl_ns} {\n${CHECK_DECLARATIONS}}  // namespace ${decl_ns}")
    endif()
  endif()
  configure_file(${SPHEREBOX_HARNESS_CMAKE_DIR}/spherebox_check_main.cpp.in ${dir}/check.cpp @ONLY)
  file(MAKE_DIRECTORY ${dir}/found)  # libFuzzer writes its artifacts there and wants it to exist

  # The function, compiled with the project's flags; the check, with the harness's.
  add_library(${arg_NAME}_function OBJECT ${arg_SOURCES})
  target_link_libraries(${arg_NAME}_function PUBLIC spherebox::spherebox ${arg_LINK_LIBRARIES})
  add_executable(${arg_NAME}_check ${dir}/check.cpp)
  target_link_libraries(${arg_NAME}_check PRIVATE ${arg_NAME}_function spherebox::harness ${arg_LINK_LIBRARIES})
  if(arg_ENGINE STREQUAL "libfuzzer")
    # Coverage feedback from the function's own branches and comparisons.
    target_compile_options(${arg_NAME}_function PRIVATE
      "$<$<COMPILE_LANG_AND_ID:CXX,Clang,AppleClang>:-fsanitize=fuzzer-no-link>"
      "$<$<COMPILE_LANG_AND_ID:C,Clang,AppleClang>:-fsanitize=fuzzer-no-link>")
    target_compile_options(${arg_NAME}_check PRIVATE -fsanitize=fuzzer)
    target_link_options(${arg_NAME}_check PRIVATE -fsanitize=fuzzer)
  else()
    # The replay driver's main is the same for every check of the project: compiled once (per
    # sanitizer setting), not once per check (about 4 s of CPU each at -O2).
    string(MAKE_C_IDENTIFIER "spherebox_check_replay_main_${SPHEREBOX_CHECK_SANITIZE}" replay_main)
    if(NOT TARGET ${replay_main})
      add_library(${replay_main} OBJECT ${SPHEREBOX_HARNESS_DIR}/src/replay_main.cpp)
      target_link_libraries(${replay_main} PRIVATE spherebox::harness)
      if(SPHEREBOX_CHECK_SANITIZE)
        target_compile_options(${replay_main} PRIVATE -fsanitize=${SPHEREBOX_CHECK_SANITIZE} -fno-sanitize-recover=all
          -fno-omit-frame-pointer)
      endif()
    endif()
    target_sources(${arg_NAME}_check PRIVATE $<TARGET_OBJECTS:${replay_main}>)
  endif()
  if(SPHEREBOX_CHECK_SANITIZE)
    foreach(target ${arg_NAME}_function ${arg_NAME}_check)
      target_compile_options(${target} PRIVATE -fsanitize=${SPHEREBOX_CHECK_SANITIZE} -fno-sanitize-recover=all
        -fno-omit-frame-pointer)
    endforeach()
    target_link_options(${arg_NAME}_check PRIVATE -fsanitize=${SPHEREBOX_CHECK_SANITIZE})
  endif()

  # ctest.
  set(check $<TARGET_FILE:${arg_NAME}_check>)
  add_test(NAME ${arg_NAME}.known_answers COMMAND ${check} --known-answers)
  add_test(NAME ${arg_NAME}.properties COMMAND ${check} --properties --cases=${arg_CASES} --seed=${arg_SEED})
  if(arg_ENGINE STREQUAL "libfuzzer")
    add_test(NAME ${arg_NAME}.fuzz COMMAND ${check} -runs=${arg_FUZZ_RUNS} -seed=${arg_SEED} -artifact_prefix=${dir}/found/)
  else()
    add_test(NAME ${arg_NAME}.fuzz COMMAND ${check} -runs=${arg_FUZZ_RUNS} -seed=${arg_SEED})
  endif()
  add_test(NAME ${arg_NAME}.regressions COMMAND ${check} --regressions)
  set_tests_properties(${arg_NAME}.known_answers ${arg_NAME}.properties ${arg_NAME}.fuzz ${arg_NAME}.regressions
    PROPERTIES LABELS "spherebox_check;${arg_LABELS}")

  # <name>-verify and <name>-classify.
  foreach(mode judge classify)
    set(target ${arg_NAME}-verify)
    if(mode STREQUAL "classify")
      set(target ${arg_NAME}-classify)
    endif()
    add_custom_target(${target}
      COMMAND ${CMAKE_COMMAND} -DCHECK=${check} -DNAME=${arg_NAME} -DWORK=${dir}/${mode} -DMODE=${mode}
        -DENGINE=${arg_ENGINE} -DSECONDS=${arg_VERIFY_SECONDS} -DCASES=${arg_VERIFY_CASES}
        -DBUILD_DIR=${CMAKE_BINARY_DIR} -DTARGET=${target} ${verify_seed}
        -P ${SPHEREBOX_HARNESS_CMAKE_DIR}/spherebox_check_verify.cmake
      DEPENDS ${arg_NAME}_check USES_TERMINAL VERBATIM)
  endforeach()
endfunction()
