cmake_minimum_required(VERSION 3.25)
# Runs PROGRAM with ARGS (a ;-list) and checks an output that names every game the CLI reads against
# what each game's own golden of `repetita rules <game>` says: RULES, those goldens (a ;-list, in the
# order of the games). Adding a game then edits no golden outside its folder.
#   EXPECT=rules: stdout is the goldens one after the other, a blank line between two.
#   EXPECT=unknown_rule_set: stderr is the usage error for the unknown rule set UNKNOWN, which names
#     every rule set of every game (each game's names as its golden lists them).
# EXIT (default 0) is the exit code expected; STDOUT, a file stdout must equal (optional). Paths in
# the outputs are relative to SOURCE_DIR ("@"), as for run_golden.cmake.
if(NOT DEFINED EXIT)
  set(EXIT 0)
endif()
execute_process(COMMAND ${PROGRAM} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err
                WORKING_DIRECTORY "${SOURCE_DIR}")
string(REPLACE "${SOURCE_DIR}" "@" out "${out}")
string(REPLACE "${SOURCE_DIR}" "@" err "${err}")

# What the goldens say: their text joined, and "game: name, name, ...; " for each game.
set(all_rules "")
set(known "")
foreach(golden IN LISTS RULES)
  if(NOT EXISTS "${golden}")
    message(FATAL_ERROR "${golden} is missing: every game the CLI reads has the golden of `repetita rules <game>` "
                        "in its folder (docs/writing-a-plugin.md, section 11)")
  endif()
  file(READ "${golden}" text)
  if(NOT all_rules STREQUAL "")
    string(APPEND all_rules "\n")
  endif()
  string(APPEND all_rules "${text}")
  string(REGEX MATCH "^[^ \n]+" game "${text}")
  # A rule set's line: two spaces, its name, its description; its source line is indented further.
  string(REGEX MATCHALL "\n  [^ \n]+" names "\n${text}")
  list(TRANSFORM names REPLACE "^\n  " "")
  list(JOIN names ", " names)
  string(APPEND known " ${game}: ${names};")
endforeach()

if(EXPECT STREQUAL "rules")
  set(expected_stream out)
  set(expected "${all_rules}")
elseif(EXPECT STREQUAL "unknown_rule_set")
  set(expected_stream err)
  set(expected "repetita: unknown rule set '${UNKNOWN}'; known rule sets:${known} or 'all'\nTry 'repetita --help'.\n")
else()
  message(FATAL_ERROR "EXPECT must be rules or unknown_rule_set, not '${EXPECT}'")
endif()

set(failed FALSE)
if(NOT rc STREQUAL "${EXIT}")
  message("exit code ${rc}, expected ${EXIT}")
  set(failed TRUE)
endif()
if(NOT "${${expected_stream}}" STREQUAL "${expected}")
  message("${expected_stream} differs from what the games' rules goldens give\n--- expected\n${expected}\n--- actual\n${${expected_stream}}")
  set(failed TRUE)
endif()
if(DEFINED STDOUT)
  file(READ "${STDOUT}" expected_out)
  if(NOT out STREQUAL expected_out)
    message("STDOUT differs from ${STDOUT}\n--- expected\n${expected_out}\n--- actual\n${out}")
    set(failed TRUE)
  endif()
endif()
if(failed)
  message(FATAL_ERROR "golden test failed")
endif()
message("golden: ok")
