# lit.cfg.py: the tocc lit suite (tools, substitutions, environment).
# Paths come from lit.site.cfg.py, which CMake writes into build/test.
# -*- Python -*-

import os
import shutil

import lit.formats

config.name = "tocc"
# The internal shell: pipes, `not`, redirections; no subshells.
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt",
                   "README.md", "README"]


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

    # Slow tests (the torchvision sweep, docs/testing.md) run by default, in
    # CI too; `lit -Dtocc_skip_slow=1` or TOCC_SKIP_SLOW=1 skips them.
    # A bare `-Dtocc_skip_slow` means 1.
    skip_slow = lit_config.params.get("tocc_skip_slow")
    if skip_slow is None:
        skip_slow = os.environ.get("TOCC_SKIP_SLOW") or "0"
    if str(skip_slow).strip().lower() in ("0", "false", "no", "off"):
        config.available_features.add("slow-tests")


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
