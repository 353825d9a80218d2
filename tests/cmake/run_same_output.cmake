cmake_minimum_required(VERSION 3.25)
# Runs command A (PROGRAM_A with ARGS_A, a ;-list) and command B (PROGRAM_B, ARGS_B) in SOURCE_DIR
# and checks that they give the same exit code, stdout and stderr, after RENAME_FROM is replaced by
# RENAME_TO in B's outputs (when given): e.g. a compressed input against the uncompressed one.
execute_process(COMMAND ${PROGRAM_A} ${ARGS_A} RESULT_VARIABLE rc_a OUTPUT_VARIABLE out_a ERROR_VARIABLE err_a
                WORKING_DIRECTORY "${SOURCE_DIR}")
execute_process(COMMAND ${PROGRAM_B} ${ARGS_B} RESULT_VARIABLE rc_b OUTPUT_VARIABLE out_b ERROR_VARIABLE err_b
                WORKING_DIRECTORY "${SOURCE_DIR}")
if(DEFINED RENAME_FROM)
  string(REPLACE "${RENAME_FROM}" "${RENAME_TO}" out_b "${out_b}")
  string(REPLACE "${RENAME_FROM}" "${RENAME_TO}" err_b "${err_b}")
endif()
set(failed FALSE)
foreach(part IN ITEMS rc out err)
  if(NOT "${${part}_a}" STREQUAL "${${part}_b}")
    message("${part} differs\n--- A: ${PROGRAM_A} ${ARGS_A}\n${${part}_a}\n--- B: ${PROGRAM_B} ${ARGS_B}\n${${part}_b}")
    set(failed TRUE)
  endif()
endforeach()
if(out_a STREQUAL "")
  message("A wrote nothing on stdout: nothing was compared")
  set(failed TRUE)
endif()
if(failed)
  message(FATAL_ERROR "same-output test failed")
endif()
message("same output: ok")
