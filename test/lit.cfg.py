# lit.cfg.py: the tocc lit suite (tools, substitutions, environment).
# Paths come from lit.site.cfg.py, which CMake writes into build/test.
# -*- Python -*-

import os
import shutil
import sys

import lit.formats

config.name = "tocc"
# The internal shell: pipes, `not`, redirections; no subshells.
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt",
                   "README.md", "README", "tocc_lit_tiers.py"]


def configure():
    config.test_source_root = os.path.dirname(__file__)
    config.test_exec_root = os.path.join(config.tocc_obj_root, "test")

    # Tools: ours first, then LLVM's FileCheck, not, count, split-file.
    path = [config.tocc_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")]
    config.environment["PATH"] = os.pathsep.join(path)
    config.environment["FILECHECK_OPTS"] = "-enable-var-scope"
    # Diagnostics must not depend on the user's locale or terminal.
    config.environment["LC_ALL"] = "C.UTF-8"
    for var in ["TERM", "COLUMNS", "CLICOLOR_FORCE", "NO_COLOR"]:
        config.environment.pop(var, None)

    for tool in ["onnx-opt", "tocc-export", "tocc-onnx-check", "FileCheck", "not", "count", "split-file"]:
        if not shutil.which(tool, path=config.environment["PATH"]):
            lit_config.warning(f"{tool} not found in {config.tocc_tools_dir} or "
                               f"{config.llvm_tools_dir}: build first (ninja -C build)")

    config.substitutions.append(("%plugin_dir", config.plugin_dir))
    config.substitutions.append(("%shlibext", config.shared_lib_suffix))
    config.substitutions.append(("%python", config.python_executable))
    config.substitutions.append(("%onnx_testdata", config.onnx_testdata_dir))
    config.substitutions.append(("%tocc_src_root", config.tocc_src_root))
    config.substitutions.append(("%tocc_obj_root", config.tocc_obj_root))
    config.substitutions.append(("%tocc_tools_dir", config.tocc_tools_dir))
    config.substitutions.append(
        ("%ort_run", "node " + os.path.join(config.tocc_src_root, "utils", "ort", "run.js")))

    if shutil.which("node", path=config.environment["PATH"]):
        config.available_features.add("node")

    # A sanitizer build (-DTOCC_SANITIZE=...): `asan` for address, `ubsan`
    # for undefined. ASan reserves terabytes of address space for its
    # shadow memory, so the tests that bound memory with prlimit --as say
    # `UNSUPPORTED: asan`.
    sanitize = getattr(config, "tocc_sanitize", "") or ""
    if "address" in sanitize:
        config.available_features.add("asan")
    if "undefined" in sanitize:
        config.available_features.add("ubsan")

    # Tiers (docs/testing.md): the gate tier is what CI runs; the full tier
    # adds the slow end-to-end suites, which say `REQUIRES: full-suite`.
    #   -Dtocc_tier=gate       (default) full-suite tests are UNSUPPORTED
    #   -Dtocc_tier=full       every test
    #   -Dtocc_tier=full-only  only the tests that require full-suite (the
    #                          ctest entry lit-full: gate + full-only = full)
    # TOCC_TIER in the environment does the same when no -D is given.
    tier = lit_config.params.get("tocc_tier") or os.environ.get("TOCC_TIER") or "gate"
    tier = str(tier).strip().lower()
    if tier not in ("gate", "full", "full-only"):
        lit_config.fatal(f"tocc_tier={tier!r}: expected gate, full or full-only")
    config.tocc_tier = tier
    if tier != "gate":
        config.available_features.add("full-suite")
    if tier == "full-only":
        # An importable module: lit pickles the format for its workers.
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from tocc_lit_tiers import FullSuiteOnly
        config.test_format = FullSuiteOnly(execute_external=False)


def load_site_config():
    """lit was pointed at the source tree: use the build tree's site config."""
    site = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "build", "test", "lit.site.cfg.py")
    if not os.path.exists(site):
        lit_config.fatal("no build/test/lit.site.cfg.py: configure and build first, "
                         "or run lit on your build tree's test folder")
    lit_config.load_config(config, site)  # re-enters this file with the paths set


if not hasattr(config, "tocc_obj_root"):
    load_site_config()
else:
    configure()
