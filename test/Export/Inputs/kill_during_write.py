"""kill_during_write.py TOCC_EXPORT DIR: SIGKILLs tocc-export while it writes
a model and its external data, and checks what a killed run leaves.

DIR gets a scripted Linear(2048, 2048) (16 MiB of weights: writing them
takes long enough to be caught) and its inputs. `old.onnx` and
`old.onnx.data` hold the bytes `old`. tocc-export is started with
`-o old.onnx --external-data=single`, and killed as soon as a file in its
staging directory (`.old.onnx.tocc-PID-XXXXXX/`) has bytes in it, that is,
in the middle of writing. Then the old model and data file must be as
they were, the staging directory is all the killed run left, and the next
run removes it and writes the new model. Prints one line per check; exits
1 on the first that fails (or if no run could be caught writing)."""
import glob
import os
import signal
import subprocess
import sys
import time

import torch


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def staged_bytes(d):
    total = 0
    for path in glob.glob(os.path.join(d, ".old.onnx.tocc-*", "*")):
        try:
            total += os.path.getsize(path)
        except OSError:
            pass
    return total


def main(tool, d):
    torch.manual_seed(0)
    torch.jit.script(torch.nn.Linear(2048, 2048)).save(f"{d}/m.pt")
    torch.save([torch.randn(2, 2048)], f"{d}/in.pt")
    for name in ("old.onnx", "old.onnx.data"):
        with open(os.path.join(d, name), "wb") as f:
            f.write(b"old")
    command = [tool, "m.pt", "--example-inputs", "in.pt", "-q",
               "--external-data=single", "-o", "old.onnx"]
    caught = False
    for _ in range(20):
        proc = subprocess.Popen(command, cwd=d)
        while proc.poll() is None:
            if staged_bytes(d) > 0:
                proc.send_signal(signal.SIGKILL)
                proc.wait()
                caught = proc.returncode == -signal.SIGKILL
                break
            time.sleep(0.0005)
        if caught:
            break
        # The run finished before it was caught: put the old files back.
        for name in ("old.onnx", "old.onnx.data"):
            with open(os.path.join(d, name), "wb") as f:
                f.write(b"old")
    if not caught:
        fail("no run was caught while writing")
    print("killed while writing")
    for name in ("old.onnx", "old.onnx.data"):
        with open(os.path.join(d, name), "rb") as f:
            if f.read() != b"old":
                fail(name + " was changed by the killed run")
    print("old files intact")
    left = sorted(os.listdir(d))
    extra = [n for n in left if n not in
             ("m.pt", "in.pt", "old.onnx", "old.onnx.data")]
    if len(extra) != 1 or not extra[0].startswith(".old.onnx.tocc-"):
        fail("the killed run left " + repr(extra))
    print("only a staging directory left")
    subprocess.run(command, cwd=d, check=True)
    left = sorted(os.listdir(d))
    if left != ["in.pt", "m.pt", "old.onnx", "old.onnx.data"]:
        fail("after the next run: " + repr(left))
    if os.path.getsize(os.path.join(d, "old.onnx.data")) < 2048 * 2048 * 4:
        fail("the next run did not write the weights")
    print("the next run removed it and wrote the model")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
