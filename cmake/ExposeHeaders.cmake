# Each library sees only its own headers and those of the libraries it links, so that the build
# itself keeps the arrows pointing down (app -> views -> sim -> model): `#include "sim/Evaluate.h"`
# inside model/ fails to compile instead of creeping in unnoticed.
#
# snp_expose_headers(<target> <PUBLIC|PRIVATE|INTERFACE> <dir>... [HEADERS <name>...]) stages the
# headers of each source folder <dir> (not its subfolders, which are other libraries unless named
# too; with HEADERS, only the named ones of the one <dir>, for a folder that two libraries share)
# as symlinks under ${CMAKE_BINARY_DIR}/include/<target>/<dir>/, and makes that staging root the
# target's include directory. Sources keep their `#include "<dir>/Name.h"` spelling; edits to a
# header are seen at once through its link, and a new header is picked up by the glob's re-check
# at build time.
function(snp_expose_headers target scope)
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "" HEADERS)
  set(root ${CMAKE_BINARY_DIR}/include/${target})
  file(REMOVE_RECURSE ${root}) # a header deleted from the sources must not stay reachable
  foreach(dir IN LISTS arg_UNPARSED_ARGUMENTS)
    file(MAKE_DIRECTORY ${root}/${dir})
    if(arg_HEADERS)
      list(TRANSFORM arg_HEADERS PREPEND ${PROJECT_SOURCE_DIR}/${dir}/ OUTPUT_VARIABLE headers)
    else()
      file(GLOB headers CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/${dir}/*.h)
    endif()
    foreach(header IN LISTS headers)
      get_filename_component(name ${header} NAME)
      file(CREATE_LINK ${header} ${root}/${dir}/${name} SYMBOLIC)
    endforeach()
  endforeach()
  target_include_directories(${target} ${scope} ${root})
endfunction()
