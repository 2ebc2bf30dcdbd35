# The one replay executable runs the target --target names: replays corpus/<TARGET> through
# spherebox_corpus_replay with SPHEREBOX_STATS_FILE set, and fails unless the stats it writes
# hold rows and every row's key starts with SLUG/ (the rows of the target that ran).
#   cmake -DREPLAY=<spherebox_corpus_replay> -DCORPUS=<corpus dir> -DTARGET=<fuzz target>
#         -DSLUG=<its slug> -DOUT=<stats file> [-DEMULATOR=<runner>] -P corpus_replay_check.cmake
# EMULATOR is the cross build's CMAKE_CROSSCOMPILING_EMULATOR (qemu-user for aarch64): a script
# run by ctest does not get ctest's own prefixing of target programs, so it prefixes here.
file(REMOVE "${OUT}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E env "SPHEREBOX_STATS_FILE=${OUT}"
                        ${EMULATOR} "${REPLAY}" "--target=${TARGET}" "${CORPUS}/${TARGET}"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "--target=${TARGET}: exit ${code}\n${out}")
endif()
if(NOT EXISTS "${OUT}")
  message(FATAL_ERROR "--target=${TARGET}: no stats written to ${OUT}")
endif()
file(STRINGS "${OUT}" rows)
list(LENGTH rows n)
if(n EQUAL 0)
  message(FATAL_ERROR "--target=${TARGET}: the stats hold no rows")
endif()
foreach(row IN LISTS rows)
  if(NOT row MATCHES "^${SLUG}/")
    message(FATAL_ERROR "--target=${TARGET}: a stats row of another slug than ${SLUG}: ${row}")
  endif()
endforeach()
message(STATUS "--target=${TARGET}: ${n} stats rows, all ${SLUG}/")
