# Test support: GoogleTest unit tests and ctest registration.
#
#   add_tocc_unittest(IRTests AttributesTest.cpp TypesTest.cpp LINK TOCCIR)
#
# builds one gtest executable (into ${CMAKE_BINARY_DIR}/bin) and registers it
# as ONE ctest entry of the same name that runs every case in it: ctest's
# output stays one line per binary, a failure prints the failing cases.
# LINK is optional; target_link_libraries(IRTests PRIVATE ...) works as well.
enable_testing()

# Debian's libgtest-dev/libgmock-dev ship GTestConfig.cmake with the
# GTest::gtest, GTest::gtest_main, GTest::gmock and GTest::gmock_main targets.
find_package(GTest REQUIRED)
find_package(Threads REQUIRED)

# Every unit test binary, for a target that builds them all.
add_custom_target(tocc-unittests)

function(add_tocc_unittest name)
  cmake_parse_arguments(ARG "" "" "LINK" ${ARGN})
  if(NOT ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "add_tocc_unittest(${name}): no sources")
  endif()
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE ${ARG_LINK}
                        GTest::gmock GTest::gtest_main Threads::Threads)
  add_dependencies(tocc-unittests ${name})
  # --gtest_brief=1 prints only failing cases (googletest >= 1.11).
  add_test(NAME ${name} COMMAND $<TARGET_FILE:${name}> --gtest_brief=1
           WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
  # Every unit test binary is in both tiers (docs/testing.md). The timeout
  # catches a hang, not slowness: LoweringSweepTests takes 97 s alone and
  # hit 600 s on a machine running two test suites and a build at once.
  math(EXPR timeout "1800 * ${TOCC_TIMEOUT_SCALE}")
  set_tests_properties(${name} PROPERTIES TIMEOUT ${timeout} LABELS "gate;full")
endfunction()
