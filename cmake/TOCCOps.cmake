# Generates a dialect's op classes and OpDef registration from its table.
#
#   tocc_ops_table(Core)
#
# reads include/tocc/Dialect/Core/CoreOps.ops and writes, in the build tree,
# include/tocc/Dialect/Core/CoreOps.h.inc   (accessor classes)
# include/tocc/Dialect/Core/CoreOps.cpp.inc (OpDef registration)
# and defines the target TOCC<Dialect>OpsGen that users depend on.
set(TOCC_GEN_OPS "${CMAKE_CURRENT_LIST_DIR}/../utils/gen-ops.py")
set(TOCC_GEN_ATEN_TABLE "${CMAKE_CURRENT_LIST_DIR}/../utils/gen-aten-table.py")

#
# A folder may hold more than one table: tocc_ops_table(Prim DIR Aten) reads
# include/tocc/Dialect/Aten/PrimOps.ops.
#
# A table that is itself generated is named with TABLE (a build-tree path,
# the OUTPUT of another custom command); MARKDOWN also renders it as a
# Markdown reference (gen-ops.py --markdown) at that path.
function(tocc_ops_table dialect)
  cmake_parse_arguments(ARG "" "DIR;TABLE;MARKDOWN" "" ${ARGN})
  set(dir "${dialect}")
  if(ARG_DIR)
    set(dir "${ARG_DIR}")
  endif()
  set(table "${PROJECT_SOURCE_DIR}/include/tocc/Dialect/${dir}/${dialect}Ops.ops")
  if(ARG_TABLE)
    set(table "${ARG_TABLE}")
  endif()
  set(outdir "${PROJECT_BINARY_DIR}/include/tocc/Dialect/${dir}")
  set(hinc "${outdir}/${dialect}Ops.h.inc")
  set(cppinc "${outdir}/${dialect}Ops.cpp.inc")
  set(outputs "${hinc}" "${cppinc}")
  set(markdown_args)
  if(ARG_MARKDOWN)
    list(APPEND outputs "${ARG_MARKDOWN}")
    get_filename_component(mddir "${ARG_MARKDOWN}" DIRECTORY)
    set(markdown_args COMMAND ${CMAKE_COMMAND} -E make_directory "${mddir}"
        COMMAND ${Python3_EXECUTABLE} "${TOCC_GEN_OPS}" "${table}"
                --markdown "${ARG_MARKDOWN}")
  endif()
  add_custom_command(
    OUTPUT ${outputs}
    COMMAND ${CMAKE_COMMAND} -E make_directory "${outdir}"
    COMMAND ${Python3_EXECUTABLE} "${TOCC_GEN_OPS}" "${table}"
            --header "${hinc}" --source "${cppinc}"
    ${markdown_args}
    DEPENDS "${table}" "${TOCC_GEN_OPS}"
    COMMENT "Generating ${dialect} op definitions"
    VERBATIM)
  add_custom_target(TOCC${dialect}OpsGen DEPENDS ${outputs})
endfunction()

# The aten table is generated from LibTorch (docs/architecture.md, "The
# generated aten table"):
#
#   tools/tocc-aten-schemas  -> include/tocc/Dialect/Aten/AtenSchemas.txt
#   utils/gen-aten-table.py  -> include/tocc/Dialect/Aten/AtenOps.ops
#     (+ the hand-written overlay include/tocc/Dialect/Aten/AtenOpsOverlay.ops)
#   utils/gen-ops.py         -> AtenOps.h.inc, AtenOps.cpp.inc and
#                               docs/dialects/aten.md
#
# all in the build tree. Each step writes its output only when it changes,
# so relinking the dumper does not recompile the dialect.
function(tocc_aten_ops_table)
  set(outdir "${PROJECT_BINARY_DIR}/include/tocc/Dialect/Aten")
  set(schemas "${outdir}/AtenSchemas.txt")
  set(table "${outdir}/AtenOps.ops")
  set(overlay "${PROJECT_SOURCE_DIR}/include/tocc/Dialect/Aten/AtenOpsOverlay.ops")
  add_custom_command(
    OUTPUT "${schemas}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${outdir}"
    COMMAND tocc-aten-schemas "${schemas}"
    DEPENDS tocc-aten-schemas
    COMMENT "Reading LibTorch's aten operator schemas"
    VERBATIM)
  add_custom_command(
    OUTPUT "${table}"
    COMMAND ${Python3_EXECUTABLE} "${TOCC_GEN_ATEN_TABLE}" "${schemas}"
            -o "${table}" --overlay "${overlay}"
    DEPENDS "${schemas}" "${overlay}" "${TOCC_GEN_ATEN_TABLE}"
    COMMENT "Generating the aten op table"
    VERBATIM)
  tocc_ops_table(Aten TABLE "${table}"
    MARKDOWN "${PROJECT_BINARY_DIR}/docs/dialects/aten.md")
endfunction()
