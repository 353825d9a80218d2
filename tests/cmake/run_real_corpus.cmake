# Reads every file of one game's folder under tests/data/real (records as public collections wrote
# them; tests/data/real/SOURCES.md) with `repetita analyze --format json --keep-going` under the
# game's standard rule set, and checks the number of games read (JSON lines) and of errors (stderr
# lines "file:line:col: error: ..."): the errors are the documented ones (docs/cli-<game>.md).
# -DR=<repetita> -DDIR=<folder> -DGAMES=<n> -DERRORS=<n>
file(GLOB files LIST_DIRECTORIES false "${DIR}/*")
list(FILTER files EXCLUDE REGEX "\\.md$")
list(SORT files)
execute_process(COMMAND ${R} analyze ${files} --format json --keep-going --no-progress
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
string(REGEX MATCHALL "\n" lines "${out}")
list(LENGTH lines games)
string(REPLACE ";" "," err_items "${err}")  # a ';' in a message would split CMake's list
string(REGEX MATCHALL ": error: [^\n]*" errors "${err_items}")
list(LENGTH errors nerrors)
if(NOT games EQUAL GAMES OR NOT nerrors EQUAL ERRORS)
  message(FATAL_ERROR "${DIR}: ${games} games read (expected ${GAMES}), ${nerrors} errors (expected ${ERRORS}), exit ${rc}\n${err}")
endif()
