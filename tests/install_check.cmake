# Installs the build tree into a fresh temporary prefix (run by ctest as install.layout) and checks
# what a user or a package gets: both programs, the translations where the programs look for them,
# the data, the desktop entry and its icon, and an installed snplan that runs.
# Arguments: BUILD_DIR, PREFIX, GUI (ON/OFF), DESKTOP_FILE_VALIDATE (may be empty).
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
                RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE error)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cmake --install failed:\n${error}")
endif()

set(expected bin/snplan share/supernode-planner/criteria/s1-selection.json)
if(GUI)
  list(APPEND expected bin/supernode-planner share/supernode-planner/translations/supernode-planner_zh_CN.qm
       share/applications/supernode-planner.desktop share/icons/hicolor/scalable/apps/supernode-planner.svg)
endif()
foreach(file IN LISTS expected)
  if(NOT EXISTS ${PREFIX}/${file})
    message(FATAL_ERROR "cmake --install did not put ${file} into the prefix")
  endif()
endforeach()

execute_process(COMMAND ${PREFIX}/bin/snplan presets RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE error)
if(NOT status EQUAL 0 OR NOT out MATCHES "seed-s1")
  message(FATAL_ERROR "The installed snplan does not list its presets (exit ${status}):\n${out}${error}")
endif()

if(GUI AND DESKTOP_FILE_VALIDATE)
  execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${PREFIX}/share/applications/supernode-planner.desktop
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE error)
  if(NOT status EQUAL 0 OR NOT "${out}${error}" STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate finds fault with the desktop entry:\n${out}${error}")
  endif()
endif()
