"""Writes crafted .pt files that the importer must refuse with a located
error, never a crash (issue 22, "hostile inputs").

usage: hostile_pt.py CASE OUTDIR [N] -> OUTDIR/CASE.pt (and OUTDIR/inputs.pt)

Every case starts from a small scripted model (model.pt, written by the
`model` case) and rewrites its zip archive: records are copied as they are,
with torch's 64-byte alignment of their data, except the one the case
changes. Cases:

  model                a good model: conv1 (weight 8x3x3x3), lin, buffer scale
  traced               a good traced model with a tensor constant (CONSTANTS.c0)
  empty-record         conv1.weight's record holds no bytes
  short-record         conv1.weight's record holds 32 of its 864 bytes
  missing-record       conv1.weight's record is gone
  short-constant       traced: CONSTANTS.c0's record holds 4 of its 16 bytes
  view-past-storage    conv1.weight's sizes say 16x3x3x3 over 8x3x3x3 elements
  negative-stride      conv1.weight's first stride is -1
  huge-numel           conv1.weight's storage claims 2^63-1 elements
  debug-string         a flipped bit makes a debug pickle's string 2 GB long
  debug-memo           a flipped bit makes a debug pickle read memo entry 2^30
  debug-marks          a debug pickle pops values across its MARK
  debug-table          a debug pickle names text past its string table
  class-constant       a class body assigns __xarameters__ without a type
  deep-parens N        forward's code nests N parentheses
  deep-blocks N        forward's code nests N `if` blocks
  long-chain N         forward's code chains N `+`
  deep-unary N         forward's code applies N unary minuses
  deep-subscripts N    forward's code subscripts N times
  deep-pickle N        data.pkl nests N lists in an attribute
  wrong-type           data.pkl gives the bool attribute `training` a list
  unknown-attribute    data.pkl names an attribute the class does not have
  not-zip              a text file
  truncated            the first half of model.pt
  central-outside      the central directory is said to be past the end
  stored-size          data.pkl declares 2 GB uncompressed in its 700 stored
  deflated-size        a deflated code record declares 4 GB
  past-end             conv1.weight's record is said to be 1 GB long
  duplicate-name       a second record DATA.PKL (miniz ignores case)
  no-version           no version record
  no-data-pkl          data.pkl renamed to data.pkx
  no-constants-pkl     no constants.pkl
  no-code              no code/ records
  bad-version          the version record holds `x1`
  no-forward           forward renamed to forwarx
  edited-code          forward's return edited: code without debug info
  example-short        inputs.pt (example inputs) with a truncated tensor record
"""
import io
import os
import pickletools
import re
import struct
import sys
import zipfile

import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3)  # weight: 864 bytes
        self.lin = nn.Linear(8, 5)  # weight: 160 bytes
        self.register_buffer("scale", torch.ones(5))

    def forward(self, x):
        y = self.conv1(x).mean([2, 3])
        return self.lin(y) * self.scale


class Traced(nn.Module):
    def __init__(self):
        super().__init__()
        self.c = torch.tensor([1.0, 2.0, 3.0, 4.0])

    def forward(self, x):
        return x + self.c


def records(path):
    """(name, bytes, compress_type) of every record, in order."""
    with zipfile.ZipFile(path) as z:
        return [(i.filename, z.read(i), i.compress_type) for i in z.infolist()]


def write(path, recs):
    """A zip archive of `recs`, each record's data 64-byte aligned as torch
    writes them (padding in an extra field, as PyTorchStreamWriter does)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data, compress in recs:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = compress
            start = buf.tell() + 30 + len(name.encode()) + 4
            pad = -start % 64
            info.extra = b"FB" + struct.pack("<H", pad) + b"Z" * pad
            z.writestr(info, data)
    with open(path, "wb") as f:
        f.write(buf.getvalue())
    return buf.getvalue()


def find(recs, suffix):
    hits = [i for i, r in enumerate(recs) if r[0].endswith(suffix)]
    assert len(hits) == 1, (suffix, hits)
    return hits[0]


def storage_of(recs, nbytes):
    """The index of the data/ record of `nbytes` bytes (sizes are unique)."""
    hits = [i for i, r in enumerate(recs)
            if "/data/" in r[0] and len(r[1]) == nbytes]
    assert len(hits) == 1, (nbytes, hits)
    return hits[0]


def replace(recs, i, data):
    recs[i] = (recs[i][0], data, recs[i][2])


def patch_once(data, old, new):
    assert data.count(old) == 1, (old, data.count(old))
    return data.replace(old, new)


def add_code_line(recs, line):
    """Adds `line` before forward's return in code/__torch__.py."""
    i = find(recs, "/code/__torch__.py")
    code = recs[i][1].decode()
    at = code.rindex("\n    return ") + 1
    replace(recs, i, (code[:at] + line + code[at:]).encode())


def flip(data, at, bit):
    b = bytearray(data)
    b[at] ^= 1 << bit
    return bytes(b)


def central_entry(blob, name):
    """The offset of `name`'s central directory header in the zip `blob`."""
    at = blob.index(b"PK\x01\x02")
    while blob[at:at + 4] == b"PK\x01\x02":
        n, e, c = struct.unpack_from("<HHH", blob, at + 28)
        if blob[at + 46:at + 46 + n].decode() == name:
            return at
        at += 46 + n + e + c
    raise KeyError(name)


def main():
    case, out = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    os.makedirs(out, exist_ok=True)
    base = os.path.join(out, "model.pt")
    traced = os.path.join(out, "traced.pt")
    torch.manual_seed(0)
    if not os.path.exists(base):
        torch.jit.script(Model().eval()).save(base)
        torch.save((torch.randn(1, 3, 8, 8),), os.path.join(out, "inputs.pt"))
    if not os.path.exists(traced):
        torch.jit.trace(Traced(), torch.randn(4)).save(traced)
        torch.save((torch.randn(4),), os.path.join(out, "traced_inputs.pt"))
    if case in ("model", "traced"):
        return
    target = os.path.join(out, case + ".pt")
    recs = records(traced if case == "short-constant" else base)
    weight = storage_of(recs, 864) if case != "short-constant" else None
    pkl = find(recs, "/data.pkl")
    debug = find(recs, "/code/__torch__.py.debug_pkl")

    if case == "empty-record":
        replace(recs, weight, b"")
    elif case == "short-record":
        replace(recs, weight, recs[weight][1][:32])
    elif case == "missing-record":
        del recs[weight]
    elif case == "short-constant":
        i = find(recs, "/constants/0")
        replace(recs, i, recs[i][1][:4])
    elif case == "view-past-storage":
        replace(recs, pkl, patch_once(recs[pkl][1], b"(K\x08K\x03K\x03K\x03t",
                                      b"(K\x10K\x03K\x03K\x03t"))
    elif case == "negative-stride":
        replace(recs, pkl, patch_once(recs[pkl][1], b"(K\x1bK\tK\x03K\x01t",
                                      b"(J\xff\xff\xff\xffK\tK\x03K\x01t"))
    elif case == "huge-numel":
        # The storage's element count, the last item of its persistent id.
        replace(recs, pkl, patch_once(recs[pkl][1], b"K\xd8t",
                                      b"\x8a\x08" + struct.pack("<q", 2**63 - 1) + b"t"))
    elif case == "debug-string":
        # The high byte of the first string's length (after PROTO 2, 'X').
        replace(recs, debug, flip(recs[debug][1], 6, 7))
    elif case == "debug-memo":
        data = recs[debug][1]
        at = data.index(b"q\x01")  # BINPUT 1 -> LONG_BINPUT of what follows
        replace(recs, debug, data[:at] + b"r" + data[at + 1:])
    elif case == "debug-marks":
        # TUPLE3 pops across the MARK, which LibTorch 1.13 does not check
        # (a flipped bit that puts the parse out of step does this).
        replace(recs, debug, b"\x80\x02K\x01(K\x02K\x03\x87.")
    elif case == "debug-table":
        # A piece of a source's text past the string table (LibTorch indexes
        # it unchecked).
        replace(recs, debug, patch_once(recs[debug][1], b"](K\x01K\x02",
                                        b"](K\xfeK\x02"))
    elif case == "class-constant":
        # `__parameters__` misspelled: a class constant without a type,
        # on which LibTorch 1.13's importer crashes.
        i = find(recs, "/code/__torch__.py")
        replace(recs, i, patch_once(recs[i][1], b"__parameters__ = ",
                                    b"__xarameters__ = "))
    elif case == "deep-parens":
        add_code_line(recs, "    _deep = " + "(" * n + "1" + ")" * n + "\n")
    elif case == "deep-blocks":
        lines = "".join("    " + "  " * k + "if True:\n" for k in range(n))
        add_code_line(recs, lines + "    " + "  " * n + "_deep = 1\n")
    elif case == "long-chain":
        add_code_line(recs, "    _deep = 1" + " + 1" * n + "\n")
    elif case == "deep-unary":
        add_code_line(recs, "    _deep = " + "-" * n + "1\n")
    elif case == "deep-subscripts":
        add_code_line(recs, "    _deep = [1]" + "[0]" * n + "\n")
    elif case == "deep-pickle":
        # `training`'s value becomes n nested lists.
        data = recs[pkl][1]
        m = re.search(rb"X\x08\x00\x00\x00training(q.)?[\x88\x89]", data, re.S)
        nested = b"](" * n + b"]" + b"e" * n
        replace(recs, pkl, data[:m.end() - 1] + nested + data[m.end():])
    elif case == "wrong-type":
        data = recs[pkl][1]
        m = re.search(rb"X\x08\x00\x00\x00training(q.)?[\x88\x89]", data, re.S)
        replace(recs, pkl, data[:m.end() - 1] + b"]" + data[m.end():])
    elif case == "unknown-attribute":
        replace(recs, pkl, patch_once(recs[pkl][1], b"\x05\x00\x00\x00scale",
                                      b"\x05\x00\x00\x00scalx"))
    elif case == "not-zip":
        with open(target, "wb") as f:
            f.write(b"not a zip archive\n" * 8)
        return
    elif case == "truncated":
        with open(base, "rb") as f:
            blob = f.read()
        with open(target, "wb") as f:
            f.write(blob[:len(blob) // 2])
        return
    elif case in ("central-outside", "stored-size", "deflated-size", "past-end"):
        blob = bytearray(write(target, recs))
        if case == "central-outside":
            end = blob.rindex(b"PK\x05\x06")
            struct.pack_into("<I", blob, end + 16, len(blob) + 1000)
            # torch's files have a zip64 end record too; python's do not.
        elif case == "stored-size":
            at = central_entry(blob, recs[pkl][0])
            struct.pack_into("<I", blob, at + 24, 2**31)
        elif case == "deflated-size":
            code = find(recs, "/code/__torch__.py")
            assert recs[code][2] == zipfile.ZIP_DEFLATED
            at = central_entry(blob, recs[code][0])
            struct.pack_into("<I", blob, at + 24, 2**32 - 2)
        else:
            at = central_entry(blob, recs[weight][0])
            struct.pack_into("<II", blob, at + 20, 2**30, 2**30)
        with open(target, "wb") as f:
            f.write(blob)
        return
    elif case == "duplicate-name":
        name = recs[pkl][0].replace("data.pkl", "DATA.PKL")
        recs.append((name, recs[pkl][1], zipfile.ZIP_STORED))
    elif case == "no-version":
        del recs[find(recs, "/version")]
    elif case == "no-data-pkl":
        recs[pkl] = (recs[pkl][0][:-1] + "x",) + recs[pkl][1:]
    elif case == "no-constants-pkl":
        del recs[find(recs, "/constants.pkl")]
    elif case == "no-code":
        recs = [r for r in recs if "/code/" not in r[0]]
    elif case == "bad-version":
        replace(recs, find(recs, "/version"), b"x1\n")
    elif case == "no-forward":
        i = find(recs, "/code/__torch__.py")
        replace(recs, i, patch_once(recs[i][1], b"def forward(", b"def forwarx("))
    elif case == "edited-code":
        # forward returns [y][0][0][0][0] of its 2-d result: a line of the
        # serialized code that the debug info does not map back to Python.
        i = find(recs, "/code/__torch__.py")
        code = recs[i][1].decode()
        pad = "".join("    _pad%d = %d\n" % (k, k) for k in range(20))
        code = re.sub(r"\n    return (.*)\n",
                      "\n" + pad + r"    return [\1][0][0][0][0]\n", code)
        replace(recs, i, code.encode())
    elif case == "example-short":
        inputs = records(os.path.join(out, "inputs.pt"))
        i = [k for k, r in enumerate(inputs) if "/data/" in r[0]][0]
        replace(inputs, i, inputs[i][1][:100])
        write(target, inputs)
        return
    else:
        sys.exit("unknown case " + case)
    write(target, recs)


if __name__ == "__main__":
    main()
