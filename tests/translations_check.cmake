# Fails when a catalogue is not what lupdate makes of today's sources (run by ctest as
# translations.complete): a translatable string missing from it, one it keeps that the sources no
# longer have, or one left unfinished. Arguments: LUPDATE, PROJECT (qt_add_lupdate's project
# description), PROJECT_TO_JSON (Qt's script that turns it into lupdate's JSON), TS_FILES and
# OPTIONS (';'-separated), WORK_DIR.
file(MAKE_DIRECTORY ${WORK_DIR})
execute_process(COMMAND ${CMAKE_COMMAND} -DIN_FILE=${PROJECT} -DOUT_FILE=${WORK_DIR}/project.json
                        -P ${PROJECT_TO_JSON} COMMAND_ERROR_IS_FATAL ANY)
foreach(ts IN LISTS TS_FILES)
  get_filename_component(name ${ts} NAME)
  set(copy ${WORK_DIR}/${name})
  file(COPY_FILE ${ts} ${copy})
  execute_process(COMMAND ${LUPDATE} -project ${WORK_DIR}/project.json -ts ${copy} ${OPTIONS}
                  OUTPUT_VARIABLE report ERROR_VARIABLE report COMMAND_ERROR_IS_FATAL ANY)
  file(READ ${ts} before)
  file(READ ${copy} after)
  if(NOT before STREQUAL after)
    string(REGEX MATCHALL "Found [^\n]*" found "${report}")
    message(FATAL_ERROR "${name} is not up to date with the sources (${found}); run "
                        "`cmake --build build --target update_translations` and translate what it adds.")
  endif()
  string(FIND "${before}" "type=\"unfinished\"" unfinished)
  if(NOT unfinished EQUAL -1)
    message(FATAL_ERROR "${name} has strings without a translation (type=\"unfinished\").")
  endif()
endforeach()
