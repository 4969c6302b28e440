# The version every tool's --version prints (tocc/Support/Version.h): CMake's
# project version and the short git hash of the source tree.
#
#   tocc_version_header(<output>)
#
# makes <output> a header defining TOCC_VERSION ("0.1.0") and TOCC_GIT_HASH
# ("1a2b3c4", or "unknown" when the source tree is not a git checkout, as
# in a tarball) and returns, in TOCC_VERSION_TARGET, a target to depend on.
#
# The hash is read at build time by cmake/WriteVersionHeader.cmake, which
# rewrites the header only when its text changes. In a git checkout the
# script runs when HEAD moves: its command depends on HEAD's reflog
# (`git rev-parse --git-path logs/HEAD`, the worktree's own in a linked
# worktree), which git appends to on every commit, checkout, reset, merge
# and rebase. A build with HEAD unchanged runs nothing; a new commit
# recompiles only lib/Support/Version.cpp and relinks. Without a reflog
# (core.logAllRefUpdates off) the script runs on every build instead, still
# without rewriting an unchanged header.
set(TOCC_WRITE_VERSION_HEADER "${CMAKE_CURRENT_LIST_DIR}/WriteVersionHeader.cmake")

function(tocc_version_header output)
  set(script_args
    -DSOURCE_DIR=${PROJECT_SOURCE_DIR}
    -DVERSION=${PROJECT_VERSION}
    -DOUTPUT=${output})
  set(reflog)
  find_package(Git QUIET)
  if(GIT_FOUND)
    # Only a checkout whose top level is this source tree: a tarball
    # unpacked inside some other repository has no hash of its own.
    execute_process(
      COMMAND "${GIT_EXECUTABLE}" rev-parse --show-toplevel --git-path logs/HEAD
      WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
      OUTPUT_VARIABLE git_out ERROR_QUIET RESULT_VARIABLE git_result
      OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(git_result EQUAL 0)
      string(REPLACE "\n" ";" git_out "${git_out}")
      list(GET git_out 0 toplevel)
      list(GET git_out 1 log)
      get_filename_component(toplevel "${toplevel}" REALPATH)
      get_filename_component(source "${PROJECT_SOURCE_DIR}" REALPATH)
      get_filename_component(log "${log}" ABSOLUTE BASE_DIR "${PROJECT_SOURCE_DIR}")
      if(toplevel STREQUAL source)
        set(in_git TRUE)
        list(APPEND script_args -DGIT_EXECUTABLE=${GIT_EXECUTABLE})
        if(EXISTS "${log}")
          set(reflog "${log}")
        endif()
      endif()
    endif()
  endif()

  if(NOT in_git)
    # Not a git checkout: the header is written once, now.
    execute_process(COMMAND "${CMAKE_COMMAND}" ${script_args}
                            -P "${TOCC_WRITE_VERSION_HEADER}")
    add_custom_target(tocc-version-header)
  elseif(reflog)
    set(stamp "${output}.stamp")
    add_custom_command(
      OUTPUT "${stamp}"
      BYPRODUCTS "${output}"
      COMMAND "${CMAKE_COMMAND}" ${script_args} -P "${TOCC_WRITE_VERSION_HEADER}"
      COMMAND "${CMAKE_COMMAND}" -E touch "${stamp}"
      DEPENDS "${reflog}" "${TOCC_WRITE_VERSION_HEADER}"
      COMMENT "Reading the git hash for --version"
      VERBATIM)
    add_custom_target(tocc-version-header DEPENDS "${stamp}")
  else()
    add_custom_target(tocc-version-header
      BYPRODUCTS "${output}"
      COMMAND "${CMAKE_COMMAND}" ${script_args} -P "${TOCC_WRITE_VERSION_HEADER}"
      COMMENT "Reading the git hash for --version"
      VERBATIM)
  endif()
  set(TOCC_VERSION_TARGET tocc-version-header PARENT_SCOPE)
endfunction()
