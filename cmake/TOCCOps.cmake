# Generates a dialect's op classes and OpDef registration from its table.
#
#   tocc_ops_table(Core)
#
# reads include/tocc/Dialect/Core/CoreOps.ops and writes, in the build tree,
# include/tocc/Dialect/Core/CoreOps.h.inc   (accessor classes)
# include/tocc/Dialect/Core/CoreOps.cpp.inc (OpDef registration)
# and defines the target TOCC<Dialect>OpsGen that users depend on.
set(TOCC_GEN_OPS "${CMAKE_CURRENT_LIST_DIR}/../utils/gen-ops.py")

#
# A folder may hold more than one table: tocc_ops_table(Prim DIR Aten) reads
# include/tocc/Dialect/Aten/PrimOps.ops.
function(tocc_ops_table dialect)
  cmake_parse_arguments(ARG "" "DIR" "" ${ARGN})
  set(dir "${dialect}")
  if(ARG_DIR)
    set(dir "${ARG_DIR}")
  endif()
  set(table "${PROJECT_SOURCE_DIR}/include/tocc/Dialect/${dir}/${dialect}Ops.ops")
  set(outdir "${PROJECT_BINARY_DIR}/include/tocc/Dialect/${dir}")
  set(hinc "${outdir}/${dialect}Ops.h.inc")
  set(cppinc "${outdir}/${dialect}Ops.cpp.inc")
  add_custom_command(
    OUTPUT "${hinc}" "${cppinc}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${outdir}"
    COMMAND ${Python3_EXECUTABLE} "${TOCC_GEN_OPS}" "${table}"
            --header "${hinc}" --source "${cppinc}"
    DEPENDS "${table}" "${TOCC_GEN_OPS}"
    COMMENT "Generating ${dialect} op definitions"
    VERBATIM)
  add_custom_target(TOCC${dialect}OpsGen DEPENDS "${hinc}" "${cppinc}")
endfunction()
