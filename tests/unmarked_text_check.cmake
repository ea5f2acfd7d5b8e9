# Holds model/Message.h to its promise (run by ctest as message.unmarked_text_refused): text a view
# shows cannot reach a Figure, a problem or a field unmarked. With the include paths the simulator
# compiles with, a use marked with SNP_MESSAGE must compile (which shows the command works) and each
# unmarked use, or a template whose placeholders do not fit its arguments, must not.
# Arguments: CXX, INCLUDES ('|'-separated), WORK_DIR.
string(REPLACE "|" ";" includes "${INCLUDES}")
set(flags -std=c++20 -fsyntax-only)
foreach(dir IN LISTS includes)
  list(APPEND flags -I${dir})
endforeach()
file(MAKE_DIRECTORY ${WORK_DIR})

function(compile name body out_status out_error)
  file(WRITE ${WORK_DIR}/${name}.cpp
       "#include \"model/Problem.h\"\n#include \"sim/Figure.h\"\nusing namespace snp;\nvoid use() {\n${body}\n}\n")
  execute_process(COMMAND ${CXX} ${flags} ${WORK_DIR}/${name}.cpp RESULT_VARIABLE status ERROR_VARIABLE error)
  set(${out_status} ${status} PARENT_SCOPE)
  set(${out_error} "${error}" PARENT_SCOPE)
endfunction()

compile(marked [[
  const sim::Figure figure(1, "s", SNP_MESSAGE("Figure", "a formula"), {}, SNP_MESSAGE("Figure", "an assumption"));
  const model::Problem problem = model::problemOf("a.path", SNP_MESSAGE("Validation", "is {}; must be {}"), 1, 2);
  (void)figure;
  (void)problem;]] status error)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "Marked text should compile but does not:\n${error}")
endif()

set(unmarked_formula [[const sim::Figure figure(1, "s", "a formula"); (void)figure;]])
set(unmarked_assumption [[const sim::Figure figure(1, "s", SNP_MESSAGE("Figure", "f"), {}, "words"); (void)figure;]])
set(unmarked_problem [[const model::Problem problem = model::problemOf("a.path", "is {}", 1); (void)problem;]])
set(assigned_string [[model::Message message = std::string("words"); (void)message;]])
set(wrong_placeholders [[const auto problem = model::problemOf("a.path", SNP_MESSAGE("Validation", "is {} and {}"), 1); (void)problem;]])
foreach(case unmarked_formula unmarked_assumption unmarked_problem assigned_string wrong_placeholders)
  compile(${case} "${${case}}" status error)
  if(status EQUAL 0)
    message(FATAL_ERROR "${case} compiles: unmarked or unfitting text would reach the window\n${${case}}")
  endif()
endforeach()
