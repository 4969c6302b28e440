"""special_outputs.py DIR: writes to outputs that are not plain files.

DIR holds m.pt, in.pt and big.pt/big_in.pt (outputs_models.py) and
reference.onnx, a plain `tocc-export m.pt -o reference.onnx`. Each check
prints one line and exits 1 on the first that fails:

- `-o FIFO` (tocc-export, and onnx-opt's model and text outputs): what a
  reader of the FIFO gets is what a plain run writes to a file (or to
  stdout), and the FIFO is still a FIFO (a rename would have replaced it
  with a regular file).
- `-o /dev/null`, `--report /dev/null`, `--run-output /dev/null`: exit 0
  and /dev/null is still the character device.
- a model with external data to a FIFO: refused before anything is written.
- `-o LINK` to a regular file: the file is replaced and the link stays.
"""
import os
import stat
import subprocess
import sys
import threading


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def run(args, expect_ok=True):
    p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True, timeout=300)
    if (p.returncode == 0) != expect_ok:
        fail(f"{' '.join(args)}: exit {p.returncode}\n{p.stderr}")
    return p


def through_fifo(args, fifo):
    """Runs `args` (which writes to `fifo`) while a thread reads the FIFO."""
    got = []

    def reader():
        with open(fifo, "rb") as f:
            got.append(f.read())

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    run(args)
    t.join(60)
    if t.is_alive() or not got:
        fail(f"{' '.join(args)}: nothing arrived through the FIFO")
    if not stat.S_ISFIFO(os.lstat(fifo).st_mode):
        fail(f"{fifo} is no longer a FIFO")
    return got[0]


def null_is_device():
    if not stat.S_ISCHR(os.lstat("/dev/null").st_mode):
        fail("/dev/null is no longer a character device")


def main(d):
    os.chdir(d)
    reference = open("reference.onnx", "rb").read()
    fifo = "out.fifo"
    os.mkfifo(fifo)

    if through_fifo(["tocc-export", "m.pt", "--example-inputs", "in.pt",
                     "-q", "-o", fifo], fifo) != reference:
        fail("tocc-export -o FIFO: the bytes differ from the plain export")
    print("tocc-export -o FIFO: the model arrived, the FIFO stayed")
    run(["onnx-opt", "reference.onnx", "-o", "plain.onnx"])
    if through_fifo(["onnx-opt", "reference.onnx", "--emit=onnx", "-o", fifo],
                    fifo) != open("plain.onnx", "rb").read():
        fail("onnx-opt -o FIFO: the bytes differ from a plain onnx-opt run")
    text = run(["onnx-opt", "reference.onnx"]).stdout.encode()
    if through_fifo(["onnx-opt", "reference.onnx", "-o", fifo],
                    fifo) != text:
        fail("onnx-opt -o FIFO: the text differs from stdout's")
    print("onnx-opt -o FIFO: the model and the text arrived")

    run(["tocc-export", "m.pt", "--example-inputs", "in.pt", "-q",
         "-o", "/dev/null", "--report", "/dev/null"])
    null_is_device()
    run(["onnx-opt", "reference.onnx", "-o", "/dev/null"])
    null_is_device()
    run(["onnx-opt", "m.pt", "--example-inputs", "in.pt",
         "--pass-pipeline=decompose", "--run", "--inputs", "in.pt",
         "--run-output", "/dev/null"])
    null_is_device()
    print("/dev/null as -o, --report and --run-output: still the device")

    p = run(["tocc-export", "big.pt", "--example-inputs", "big_in.pt",
             "--external-data=single", "-q", "-o", fifo], expect_ok=False)
    if "cannot hold" not in p.stderr:
        fail("external data to a FIFO: unexpected message\n" + p.stderr)
    if not stat.S_ISFIFO(os.lstat(fifo).st_mode) or os.path.exists(
            fifo + ".data"):
        fail("external data to a FIFO: something was written")
    print("external data to a FIFO: refused, nothing written")

    with open("target.onnx", "wb") as f:
        f.write(b"old")
    os.symlink("target.onnx", "link.onnx")
    run(["tocc-export", "m.pt", "--example-inputs", "in.pt", "-q",
         "-o", "link.onnx"])
    if not os.path.islink("link.onnx"):
        fail("-o a symlink: the link was replaced")
    if open("target.onnx", "rb").read() != reference:
        fail("-o a symlink: the link's target does not hold the model")
    print("-o a symlink: the target holds the model, the link stayed")


if __name__ == "__main__":
    main(sys.argv[1])
