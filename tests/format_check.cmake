# Fails when a tracked C++ file does not follow .clang-format (run by ctest as style.clang_format).
file(GLOB_RECURSE sources ${SOURCE_DIR}/model/*.[ch]* ${SOURCE_DIR}/sim/*.[ch]* ${SOURCE_DIR}/views/*.[ch]*
     ${SOURCE_DIR}/app/*.[ch]* ${SOURCE_DIR}/tests/*.cpp ${SOURCE_DIR}/tests/*.h)
execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${sources} RESULT_VARIABLE status ERROR_VARIABLE diff)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "Files differ from .clang-format; run clang-format -i on them:\n${diff}")
endif()
