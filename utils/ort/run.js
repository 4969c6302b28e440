#!/usr/bin/env node
// run.js - runs an ONNX model in ONNX Runtime (onnxruntime-node) on inputs
// stored as serialized onnx.TensorProto files and prints or checks outputs.
//
//   node run.js MODEL.onnx --data-set DIR           # DIR/input_*.pb, DIR/output_*.pb
//   node run.js MODEL.onnx -i x.pb -i y.pb          # print the outputs
//   node run.js MODEL.onnx -i x.pb -e out0.pb [--rtol 1e-3] [--atol 1e-7]
//   node run.js --batch [--threads N]               # JSON jobs on stdin (below)
//   node run.js MODEL.onnx --data-set DIR --time N  # also time N runs
//
// Inputs are bound to the model's inputs by the TensorProto's name when it
// names one, else by position; expected outputs likewise. With expected
// outputs the exit code is 1 on any mismatch, 2 on a usage or load error.
// An optional(tensor) output prints as its tensor or `absent`; its expected
// value is an onnx.OptionalProto file (see "optional outputs" below for why
// the model is extended to run it at all).
// onnxruntime-node has no TensorProto parser, hence the small protobuf
// wire-format reader below.
//
// --batch loads ONNX Runtime once and serves many models (the conformance
// harness, utils/onnx-conformance.py, keeps one such process per worker).
// Each stdin line is a job {"id", "model", "dataSets": [DIR...], "rtol",
// "atol", "atolScaled", "outputAtol", "loadOnly", "unordered", "timeRuns"}
// ("atolScaled": each output's atol is "atol" times its largest finite
// |expected|; "outputAtol": per output, null for the job's atol, an absolute
// atol that overrides it); each answer is one stdout line
// {"id", "status", "detail", "outputs", "timeMs"} where status is "pass",
// "mismatch" (outputs differ),
// "load" (no session), "run" (session.run threw) or "data" (a data file is
// not a tensor this reader takes), and outputs lists, per data set and
// output, {"set", "name", "ok", "maxAbsErr", "maxRelErr", "text"}: the
// largest |actual - expected| and |actual - expected| / |expected| (over the
// elements whose expected value is not 0) of a float output, null for others.
// "unordered" lists outputs (by position) whose dim 0 is a data-dependent
// count: when such outputs differ in order only, they match as one multiset
// of rows, jointly with the others of the same count (ties in NMS or TopK
// may order equal scores either way); their answer then has "unordered".
// "timeRuns": N (or --time N) times the model: after the checks, one
// warm-up run and N timed session.run calls on the first data set's inputs
// (the same feeds each time); "timeMs" is {median, min, max, runs} in
// milliseconds of wall time per run (--time prints it as a `time:` line).
'use strict';

const fs = require('fs');
const path = require('path');

// --- protobuf wire format -------------------------------------------------

class Reader {
  constructor(buf, start = 0, end = buf.length) {
    this.buf = buf;
    this.pos = start;
    this.end = end;
  }
  done() { return this.pos >= this.end; }
  // Varints are read as BigInt: int64 fields need all 64 bits.
  varint() {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      if (this.pos >= this.end) throw new Error('truncated varint');
      const b = this.buf[this.pos++];
      result |= BigInt(b & 0x7f) << shift;
      if ((b & 0x80) === 0) return result;
      shift += 7n;
      if (shift > 63n) throw new Error('varint too long');
    }
  }
  bytes(n) {
    if (this.pos + n > this.end) throw new Error('truncated field');
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  lengthDelimited() { return this.bytes(Number(this.varint())); }
  skip(wireType) {
    switch (wireType) {
      case 0: this.varint(); break;
      case 1: this.bytes(8); break;
      case 2: this.lengthDelimited(); break;
      case 5: this.bytes(4); break;
      default: throw new Error(`unsupported wire type ${wireType}`);
    }
  }
}

// Reads one element of a repeated scalar field, packed (wire type 2) or not.
function readRepeated(r, wireType, scalarWireType, readOne, out) {
  if (wireType === 2 && scalarWireType !== 2) {
    const body = r.lengthDelimited();
    const sub = new Reader(body);
    while (!sub.done()) out.push(readOne(sub));
  } else if (wireType === scalarWireType) {
    out.push(readOne(r));
  } else {
    throw new Error(`wire type ${wireType} where ${scalarWireType} expected`);
  }
}

const readFloat = (r) => r.bytes(4).readFloatLE(0);
const readDouble = (r) => r.bytes(8).readDoubleLE(0);
const readVarint = (r) => r.varint();

// onnx.TensorProto.DataType -> [name, ORT type, TypedArray or null]
const DTYPES = {
  1: ['FLOAT', 'float32', Float32Array],
  2: ['UINT8', 'uint8', Uint8Array],
  3: ['INT8', 'int8', Int8Array],
  4: ['UINT16', 'uint16', Uint16Array],
  5: ['INT16', 'int16', Int16Array],
  6: ['INT32', 'int32', Int32Array],
  7: ['INT64', 'int64', BigInt64Array],
  8: ['STRING', 'string', null],
  9: ['BOOL', 'bool', Uint8Array],
  10: ['FLOAT16', 'float16', Uint16Array],
  11: ['DOUBLE', 'float64', Float64Array],
  12: ['UINT32', 'uint32', Uint32Array],
  13: ['UINT64', 'uint64', BigUint64Array],
};

// Parses the TensorProto fields a test data set uses: dims (1),
// data_type (2), float_data (4), int32_data (5), string_data (6),
// int64_data (7), name (8), raw_data (9), double_data (10), uint64_data (11).
function parseTensorProto(buf) {
  const t = {
    dims: [], dataType: 0, name: '', raw: null,
    floats: [], int32s: [], strings: [], int64s: [], doubles: [], uint64s: [],
    external: false,
  };
  const r = new Reader(buf);
  while (!r.done()) {
    const key = Number(r.varint());
    const field = key >>> 3;
    const wt = key & 7;
    switch (field) {
      case 1: readRepeated(r, wt, 0, readVarint, t.dims); break;
      case 2: t.dataType = Number(r.varint()); break;
      case 4: readRepeated(r, wt, 5, readFloat, t.floats); break;
      case 5: readRepeated(r, wt, 0, readVarint, t.int32s); break;
      case 6: t.strings.push(Buffer.from(r.lengthDelimited()).toString('utf8')); break;
      case 7: readRepeated(r, wt, 0, readVarint, t.int64s); break;
      case 8: t.name = Buffer.from(r.lengthDelimited()).toString('utf8'); break;
      case 9: t.raw = r.lengthDelimited(); break;
      case 10: readRepeated(r, wt, 1, readDouble, t.doubles); break;
      case 11: readRepeated(r, wt, 0, readVarint, t.uint64s); break;
      case 13: t.external = true; r.skip(wt); break;
      default: r.skip(wt);
    }
  }
  if (t.external) throw new Error('external data is not supported');
  const info = DTYPES[t.dataType];
  if (!info) throw new Error(`unsupported TensorProto data_type ${t.dataType}`);
  const [, ortType, Ctor] = info;
  const dims = t.dims.map((d) => Number(BigInt.asIntN(64, d)));
  const count = dims.reduce((a, b) => a * b, 1);
  let data;
  if (ortType === 'string') {
    data = t.strings;
  } else if (t.raw) {
    // Copy: the raw bytes need not be aligned for the typed array.
    const bytes = new Uint8Array(t.raw);
    data = new Ctor(bytes.buffer, bytes.byteOffset, bytes.byteLength / Ctor.BYTES_PER_ELEMENT);
    if (ortType === 'bool') data = Uint8Array.from(data, (v) => (v ? 1 : 0));
  } else {
    switch (t.dataType) {
      case 1: data = Float32Array.from(t.floats); break;
      case 11: data = Float64Array.from(t.doubles); break;
      case 7: data = BigInt64Array.from(t.int64s, (v) => BigInt.asIntN(64, v)); break;
      case 12: data = Uint32Array.from(t.uint64s, (v) => Number(v)); break;
      case 13: data = BigUint64Array.from(t.uint64s, (v) => BigInt.asUintN(64, v)); break;
      default: // int32_data carries every type of 32 bits or fewer.
        data = Ctor.from(t.int32s, (v) => Number(BigInt.asIntN(32, v)));
        if (ortType === 'bool') data = Uint8Array.from(data, (v) => (v ? 1 : 0));
    }
  }
  if (data.length !== count) {
    throw new Error(`tensor '${t.name}': ${data.length} elements for dims [${dims}]`);
  }
  return { name: t.name, type: ortType, dims, data };
}

// Parses an onnx.OptionalProto (an optional output's expected value in a
// test data set): name (1), elem_type (2), tensor_value (3). elem_type 0
// (UNDEFINED) is an absent value.
function parseOptionalProto(buf) {
  const r = new Reader(buf);
  let name = '';
  let elemType = 0;
  let tensor = null;
  while (!r.done()) {
    const key = Number(r.varint());
    const field = key >>> 3;
    const wt = key & 7;
    if (field === 1 && wt === 2) name = Buffer.from(r.lengthDelimited()).toString('utf8');
    else if (field === 2 && wt === 0) elemType = Number(r.varint());
    else if (field === 3 && wt === 2) tensor = parseTensorProto(r.lengthDelimited());
    else r.skip(wt);
  }
  if (elemType !== 0 && elemType !== 1) {
    throw new Error(`optional '${name}': only optionals of tensors are supported`);
  }
  if (elemType === 1 && !tensor) throw new Error(`optional '${name}': no tensor_value`);
  return { name, optional: true, absent: elemType === 0, tensor };
}

// --- optional outputs ---------------------------------------------------------
//
// onnxruntime-node (1.20) returns a present optional output as its tensor
// but crashes the process (SIGSEGV) when it is asked for an absent one. So
// a model's optional(tensor) outputs are never fetched: the model gets, per
// such output O, two more outputs, O__has = OptionalHasElement(O) and
// O__value = If(O__has, OptionalGetElement(O), an empty tensor) (ORT runs
// every node, fetched or not, so OptionalGetElement must sit in a branch).
// They are added by appending a second `graph` field to the ModelProto
// bytes, which protobuf merges into the first (repeated fields are
// concatenated).

function encodeVarint(n) {
  const out = [];
  let v = BigInt(n);
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v) b |= 0x80;
    out.push(b);
  } while (v);
  return Buffer.from(out);
}
function encodeField(field, wireType, payload) {
  const key = encodeVarint((field << 3) | wireType);
  if (wireType === 0) return Buffer.concat([key, encodeVarint(payload)]);
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
  return Buffer.concat([key, encodeVarint(body.length), body]);
}
// NodeProto: input (1), output (2), op_type (4), attribute (5).
function encodeNode(opType, inputs, outputs, attributes = []) {
  return Buffer.concat([
    ...inputs.map((i) => encodeField(1, 2, i)),
    ...outputs.map((o) => encodeField(2, 2, o)),
    encodeField(4, 2, opType),
    ...attributes.map((a) => encodeField(5, 2, a)),
  ]);
}
// AttributeProto: name (1), t (5) or g (6), type (20: TENSOR 4, GRAPH 5).
function encodeAttribute(name, field, value) {
  return Buffer.concat([encodeField(1, 2, name), encodeField(field, 2, value),
                        encodeField(20, 0, field === 5 ? 4 : 5)]);
}
// GraphProto: node (1), name (2), output (12).
function encodeGraph(name, node, output) {
  return Buffer.concat([encodeField(1, 2, node), encodeField(2, 2, name), encodeField(12, 2, output)]);
}
// ValueInfoProto {name (1), type (2): TypeProto {tensor_type (1): {elem_type (1)}}}.
function encodeTensorValueInfo(name, elemType) {
  const tensorType = encodeField(1, 0, elemType);
  return Buffer.concat([encodeField(1, 2, name), encodeField(2, 2, encodeField(1, 2, tensorType))]);
}

// The graph outputs of a ModelProto (graph 7 -> output 12 -> ValueInfoProto
// name 1, type 2) whose type is optional (TypeProto field 9), with the
// element's tensor elem_type (0 if the element is not a tensor).
function optionalOutputs(model) {
  const found = [];
  const top = new Reader(model);
  while (!top.done()) {
    const key = Number(top.varint());
    if ((key >>> 3) !== 7 || (key & 7) !== 2) { top.skip(key & 7); continue; }
    const graph = new Reader(top.lengthDelimited());
    while (!graph.done()) {
      const gk = Number(graph.varint());
      if ((gk >>> 3) !== 12 || (gk & 7) !== 2) { graph.skip(gk & 7); continue; }
      const vi = new Reader(graph.lengthDelimited());
      let name = '';
      let optional = null;
      while (!vi.done()) {
        const vk = Number(vi.varint());
        if ((vk >>> 3) === 1 && (vk & 7) === 2) name = Buffer.from(vi.lengthDelimited()).toString('utf8');
        else if ((vk >>> 3) === 2 && (vk & 7) === 2) optional = optionalElemType(vi.lengthDelimited());
        else vi.skip(vk & 7);
      }
      if (optional !== null) found.push({ name, elemType: optional });
    }
  }
  return found;
}
// For a TypeProto: null if it is not optional, else the elem_type of its
// tensor element (0 when the element is not a tensor).
function optionalElemType(typeProto) {
  const first = (buf, field) => {
    const r = new Reader(buf);
    while (!r.done()) {
      const k = Number(r.varint());
      if ((k >>> 3) === field && (k & 7) === 2) return r.lengthDelimited();
      r.skip(k & 7);
    }
    return null;
  };
  const opt = first(typeProto, 9);
  if (!opt) return null;
  const elem = first(opt, 1);
  const tensor = elem && first(elem, 1);
  if (!tensor) return 0;
  const r = new Reader(tensor);
  while (!r.done()) {
    const k = Number(r.varint());
    if ((k >>> 3) === 1 && (k & 7) === 0) return Number(r.varint());
    r.skip(k & 7);
  }
  return 0;
}

// ONNX Runtime 1.30's WeightBiasQuantization transformer (graph
// optimization level basic and up) quantizes a QDQ Conv's or Gemm's float
// bias to int32 at scale x_scale * w_scale, a rounding the model does not
// ask for (torch's onednn kernels add the bias in f32): a QAT or FX convnet
// then lands one step from torch in a few outputs. Below opset 11 it also
// inserts a Round, which opset 10 does not have, so the model does not
// load. The runner disables it.
//
// ONNX Runtime 1.30 also runs a DequantizeLinear of int8 weights feeding a
// MatMul as MatMulNBits, by default with accuracy_level 4, which quantizes
// the activations to int8 on the fly: a dynamically quantized LSTM then
// differs from its graph (and torch) by up to 7.6e-3. The runner asks for
// f32 activations (session.qdq_matmulnbits_accuracy_level 1).
//
// Both are ONNX Runtime's speed choices, not the model's meaning; what
// the runner checks is the model. docs/quantization.md tells users the
// same two settings.
function optionsForModel(model, options) {
  const extra = { ...(options.extra || {}) };
  extra.session = { qdq_matmulnbits_accuracy_level: '1', ...(extra.session || {}) };
  extra.optimization = { ...(extra.optimization || {}), disable_specified_optimizers: 'WeightBiasQuantization' };
  return { ...options, extra };
}

// Loads a model, with its optional outputs made fetchable as above.
// Returns {session, outputs: the model's own output names, optionals: Map
// name -> elemType}.
async function createSession(ort, modelPath, options) {
  const model = fs.readFileSync(modelPath);
  options = optionsForModel(model, options);
  // Optionals of sequences are left as they are (fetched like any output).
  const optionals = new Map(optionalOutputs(model).filter((o) => o.elemType !== 0)
    .map((o) => [o.name, o.elemType]));
  if (optionals.size === 0) {
    const session = await ort.InferenceSession.create(modelPath, options);
    return { session, outputs: session.outputNames, optionals };
  }
  const parts = [];
  for (const [name, elemType] of optionals) {
    const has = `${name}__has`;
    const value = `${name}__value`;
    // TensorProto {dims (1): [0], data_type (2)}: an empty tensor.
    const empty = Buffer.concat([encodeField(1, 0, 0), encodeField(2, 0, elemType)]);
    const thenBranch = encodeGraph(`${name}__then`,
      encodeNode('OptionalGetElement', [name], [`${value}__then`]),
      encodeTensorValueInfo(`${value}__then`, elemType));
    const elseBranch = encodeGraph(`${name}__else`,
      encodeNode('Constant', [], [`${value}__else`], [encodeAttribute('value', 5, empty)]),
      encodeTensorValueInfo(`${value}__else`, elemType));
    parts.push(encodeField(1, 2, encodeNode('OptionalHasElement', [name], [has])));
    parts.push(encodeField(1, 2, encodeNode('If', [has], [value], [
      encodeAttribute('then_branch', 6, thenBranch), encodeAttribute('else_branch', 6, elseBranch)])));
    parts.push(encodeField(12, 2, encodeTensorValueInfo(`${name}__has`, 9)));
    parts.push(encodeField(12, 2, encodeTensorValueInfo(`${name}__value`, elemType)));
  }
  const extended = Buffer.concat([model, encodeField(7, 2, Buffer.concat(parts))]);
  const session = await ort.InferenceSession.create(extended, options);
  const extra = new Set([...optionals.keys()].flatMap((n) => [`${n}__has`, `${n}__value`]));
  return { session, outputs: session.outputNames.filter((n) => !extra.has(n)), optionals };
}

// session.run with a fetch list. onnxruntime-node 1.20 returns the values
// of a partial fetch in the model's output order but keys them by the
// model's first output names, whatever was fetched; so the names are
// fetched in the model's order and, unless the keys are the names asked
// for, the values are taken in that order.
async function fetch(session, feeds, names) {
  const order = (n) => session.outputNames.indexOf(n);
  const sorted = [...names].sort((a, b) => order(a) - order(b));
  const results = await session.run(feeds, sorted);
  if (sorted.every((n) => n in results)) return results;
  const values = Object.values(results);
  return Object.fromEntries(sorted.map((n, i) => [n, values[i]]));
}

// Runs the model; returns name -> {type, dims, data} or {absent: true}
// (optional outputs only) for each of the model's outputs.
async function runModel(loaded, feeds) {
  const { session, outputs, optionals } = loaded;
  if (optionals.size === 0) {
    const results = await session.run(feeds);
    return Object.fromEntries(outputs.map((n) => [n, results[n]]));
  }
  const names = outputs.flatMap((n) => (optionals.has(n) ? [`${n}__has`, `${n}__value`] : [n]));
  const results = await fetch(session, feeds, names);
  return Object.fromEntries(outputs.map((n) => {
    if (!optionals.has(n)) return [n, results[n]];
    if (!results[`${n}__has`].data[0]) return [n, { absent: true }];
    return [n, results[`${n}__value`]];
  }));
}

// --- command line -----------------------------------------------------------

function usage(msg) {
  if (msg) console.error(`run.js: error: ${msg}`);
  console.error('usage: node run.js MODEL.onnx [--data-set DIR] [-i IN.pb]... ' +
                '[-e EXPECTED.pb]... [--rtol R] [--atol A]\n' +
                '       node run.js --batch [--threads N]');
  process.exit(2);
}

// input_N.pb and output_N.pb of a test data set, in N order.
function dataSetFiles(dir) {
  const byIndex = (prefix) => fs.readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.pb'))
    .sort((x, y) => parseInt(x.slice(prefix.length), 10) - parseInt(y.slice(prefix.length), 10))
    .map((f) => path.join(dir, f));
  return { inputs: byIndex('input_'), expected: byIndex('output_') };
}

function parseArgs(argv) {
  const opts = {
    model: null, inputs: [], expected: [], rtol: 1e-3, atol: 1e-7, batch: false, threads: 0,
    time: 0,
  };
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i];
    const next = () => (i + 1 < argv.length ? argv[++i] : usage(`${a} needs a value`));
    if (a === '-h' || a === '--help') usage();
    else if (a === '--data-set') {
      const files = dataSetFiles(next());
      opts.inputs.push(...files.inputs);
      opts.expected.push(...files.expected);
    } else if (a === '-i' || a === '--input') opts.inputs.push(next());
    else if (a === '-e' || a === '--expected') opts.expected.push(next());
    else if (a === '--rtol') opts.rtol = Number(next());
    else if (a === '--atol') opts.atol = Number(next());
    else if (a === '--batch') opts.batch = true;
    else if (a === '--threads') opts.threads = Number(next());
    else if (a === '--time') opts.time = Number(next());
    else if (a.startsWith('-')) usage(`unknown option ${a}`);
    else if (opts.model === null) opts.model = a;
    else usage(`unexpected argument ${a}`);
  }
  if (opts.batch && opts.model !== null) usage('--batch takes its models on stdin');
  if (!opts.batch && opts.model === null) usage('no model given');
  return opts;
}

// Binds tensors to names: by TensorProto name if it is one of `names`,
// otherwise by position.
function bind(tensors, names, what) {
  if (tensors.length > names.length) {
    throw new Error(`${tensors.length} ${what} given, the model has ${names.length}`);
  }
  const byName = tensors.every((t) => names.includes(t.name));
  return tensors.map((t, i) => [byName ? t.name : names[i], t]);
}

function loadOrt() {
  // Before the library loads: it leaves a file in $TMPDIR per session.
  require('./private-tmpdir').usePrivateTmpdir();
  try {
    return require('onnxruntime-node');
  } catch (e) {
    console.error(`run.js: error: cannot load onnxruntime-node (${e.message}); ` +
                  'run `bash utils/bootstrap.sh` first');
    process.exit(2);
  }
}

function fmt(v) {
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toPrecision(7);
  return JSON.stringify(v);
}

// IEEE half (as its 16 bits) -> number.
function halfToNumber(h) {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const frac = h & 0x3ff;
  if (exp === 0) return sign * frac * 2 ** -24;
  if (exp === 31) return frac ? NaN : sign * Infinity;
  return sign * (1 + frac / 1024) * 2 ** (exp - 15);
}

// Compares one output with its expected value: dtype and shape exactly,
// floats within atol + rtol * |expected| (NaN equals NaN), others exactly.
function compare(actual, expected, rtol, atol) {
  const problems = [];
  if (actual.type !== expected.type) problems.push(`dtype ${actual.type}, expected ${expected.type}`);
  if (actual.dims.join(',') !== expected.dims.join(',')) {
    problems.push(`shape [${actual.dims}], expected [${expected.dims}]`);
  }
  if (problems.length) {
    return { ok: false, maxAbsErr: null, maxRelErr: null, text: problems.join('; ') };
  }
  const isFloat = ['float16', 'float32', 'float64'].includes(actual.type);
  const value = actual.type === 'float16' ? halfToNumber : (v) => v;
  let bad = 0;
  let first = -1;
  let maxErr = 0;
  let maxRel = 0;
  for (let k = 0; k < expected.data.length; ++k) {
    const a = value(actual.data[k]);
    const e = value(expected.data[k]);
    let ok;
    if (isFloat) {
      const err = Math.abs(a - e);
      ok = (Number.isNaN(a) && Number.isNaN(e)) || a === e || err <= atol + rtol * Math.abs(e);
      if (!ok && !Number.isFinite(err)) maxErr = Infinity;
      else if (Number.isFinite(err)) maxErr = Math.max(maxErr, err);
      if (e !== 0 && !Number.isNaN(e) && !(Number.isNaN(a) && Number.isNaN(e)) && a !== e) {
        const rel = err / Math.abs(e);
        maxRel = Number.isNaN(rel) ? Infinity : Math.max(maxRel, rel);
      }
    } else {
      ok = a === e;
    }
    if (!ok) {
      ++bad;
      if (first < 0) first = k;
    }
  }
  const stats = isFloat ? `max abs err ${maxErr.toExponential(2)}` : 'exact';
  const maxAbsErr = isFloat ? maxErr : null;
  const maxRelErr = isFloat ? maxRel : null;
  if (bad === 0) return { ok: true, maxAbsErr, maxRelErr, text: `${expected.data.length} elements, ${stats}` };
  return {
    ok: false,
    maxAbsErr,
    maxRelErr,
    text: `${bad}/${expected.data.length} elements differ (first at ${first}: ` +
          `got ${fmt(value(actual.data[first]))}, expected ${fmt(value(expected.data[first]))}; ` +
          `${stats}; rtol ${rtol}, atol ${atol})`,
  };
}

// The rows of `t` along dim 0 (n rows of `width` numbers each).
function rowsOf(t) {
  const n = t.dims.length ? Number(t.dims[0]) : 1;
  const width = n ? t.data.length / n : 0;
  const value = t.type === 'float16' ? halfToNumber : Number;
  return { n, width, at: (r, k) => value(t.data[r * width + k]) };
}

// Compares outputs that share a data-dependent count (NMS's boxes, scores
// and labels) as one multiset of rows: row r of the group is the
// concatenation of row r of each output. An expected row matches the first
// unmatched actual row within tolerance (greedy: ties within tolerance
// are interchangeable). Returns null when the shapes differ or the group is
// too large to pair up, else {ok, maxAbsErr, maxRelErr} per output.
function compareAsSet(actuals, expecteds, rtol, atol) {
  for (let i = 0; i < actuals.length; ++i) {
    const a = actuals[i];
    const e = expecteds[i];
    if (a.type !== e.type || a.dims.join(',') !== e.dims.join(',') || !e.dims.length) return null;
    if (Number(e.dims[0]) !== Number(expecteds[0].dims[0])) return null;
  }
  const A = actuals.map(rowsOf);
  const E = expecteds.map(rowsOf);
  const n = E[0].n;
  const width = E.reduce((w, r) => w + r.width, 0);
  if (n * n * Math.max(width, 1) > 2e8) return null;
  const isFloat = expecteds.map((e) => ['float16', 'float32', 'float64'].includes(e.type));
  const errs = expecteds.map(() => ({ abs: 0, rel: 0 }));
  const close = (i, a, e) => {
    if (!isFloat[i]) return a === e;
    return (Number.isNaN(a) && Number.isNaN(e)) || a === e || Math.abs(a - e) <= atol + rtol * Math.abs(e);
  };
  const used = new Uint8Array(n);
  for (let re = 0; re < n; ++re) {
    let found = -1;
    for (let ra = 0; ra < n && found < 0; ++ra) {
      if (used[ra]) continue;
      let same = true;
      for (let i = 0; i < E.length && same; ++i) {
        for (let k = 0; k < E[i].width && same; ++k) same = close(i, A[i].at(ra, k), E[i].at(re, k));
      }
      if (same) found = ra;
    }
    if (found < 0) return { ok: false };
    used[found] = 1;
    for (let i = 0; i < E.length; ++i) {
      if (!isFloat[i]) continue;
      for (let k = 0; k < E[i].width; ++k) {
        const a = A[i].at(found, k);
        const e = E[i].at(re, k);
        const err = Math.abs(a - e);
        if (!Number.isFinite(err)) continue;
        errs[i].abs = Math.max(errs[i].abs, err);
        if (e !== 0) errs[i].rel = Math.max(errs[i].rel, err / Math.abs(e));
      }
    }
  }
  return { ok: true, errs: errs.map((x, i) => (isFloat[i] ? x : { abs: null, rel: null })) };
}

// Runs `session` on the TensorProto files `inputs` and compares with the
// files `expected`; returns one {name, ok, maxAbsErr, text} per expected
// output (all outputs, uncompared, when `expected` is empty).
// The largest finite |value| of a float tensor (0 for others): with
// "atolScaled", each output's atol is the job's times this (a model
// written in another precision, whose absolute errors scale with its
// values; docs/precision.md).
function largestMagnitude(t) {
  if (!t || !['float16', 'float32', 'float64'].includes(t.type)) return 0;
  const value = t.type === 'float16' ? halfToNumber : Number;
  let m = 0;
  for (let k = 0; k < t.data.length; ++k) {
    const v = Math.abs(value(t.data[k]));
    if (Number.isFinite(v) && v > m) m = v;
  }
  return m;
}

// `atol` is a number or a function of an expected tensor (atolScaled);
// `outputAtol` (by position, may be empty) overrides it for an output: a
// quantized output's step (docs/quantization.md).
async function runOnce(ort, loaded, inputFiles, expectedFiles, rtol, atol, unordered = [], outputAtol = []) {
  const { session, outputs, optionals } = loaded;
  const inputs = inputFiles.map((f) => parseTensorProto(fs.readFileSync(f)));
  const feeds = {};
  for (const [name, t] of bind(inputs, session.inputNames, 'inputs')) {
    feeds[name] = new ort.Tensor(t.type, t.data, t.dims);
  }
  // The expected value of an optional output (by position) is an
  // OptionalProto, as in ONNX's test data sets.
  const expected = expectedFiles.map((f, i) => {
    const buf = fs.readFileSync(f);
    return optionals.has(outputs[i]) ? parseOptionalProto(buf) : parseTensorProto(buf);
  });
  let results;
  try {
    results = await runModel(loaded, feeds);
  } catch (e) {
    e.stage = 'run';
    throw e;
  }
  if (expected.length === 0) {
    return outputs.map((name) => {
      const r = results[name];
      if (r.absent) return { name, ok: true, text: 'absent (an empty optional)' };
      return { name, ok: true, text: `${r.type} [${r.dims}] ${Array.from(r.data, fmt).join(' ')}` };
    });
  }
  const bound = bind(expected, outputs, 'expected outputs');
  const atolOf = (i, e) => (outputAtol[i] != null ? outputAtol[i]
                                                  : typeof atol === 'function' ? atol(e) : atol);
  const compared = bound.map(([name, e], i) => {
    const r = results[name];
    if (e.optional || r.absent) {
      const want = e.optional ? (e.absent ? null : e.tensor) : e;
      if (r.absent || !want) {
        const same = Boolean(r.absent) === !want;
        return {
          name, ok: same, maxAbsErr: null, maxRelErr: null,
          text: same ? 'absent, as expected' : (r.absent ? 'absent, expected a value' : 'present, expected absent'),
        };
      }
      const c = compare({ type: r.type, dims: Array.from(r.dims), data: r.data }, want, rtol, atolOf(i, want));
      return { name, ...c };
    }
    const c = compare({ type: r.type, dims: Array.from(r.dims), data: r.data }, e, rtol, atolOf(i, e));
    return { name, ...c };
  });
  // Outputs whose dim 0 is a data-dependent count (`unordered`, by
  // position) that differ in order: compared again as sets of rows, jointly
  // with the others of the same expected count.
  const groups = new Map();
  for (const i of unordered) {
    const [name, e] = bound[i] || [];
    if (!name || e.optional || results[name].absent || !e.dims.length) continue;
    const key = String(e.dims[0]);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(i);
  }
  for (const members of groups.values()) {
    if (members.every((i) => compared[i].ok)) continue;
    const actuals = members.map((i) => {
      const r = results[bound[i][0]];
      return { type: r.type, dims: Array.from(r.dims), data: r.data };
    });
    const s = compareAsSet(actuals, members.map((i) => bound[i][1]), rtol,
      Math.max(...members.map((i) => atolOf(i, bound[i][1]))));
    if (!s || !s.ok) continue;
    const rows = Number(bound[members[0]][1].dims[0]);
    const names = members.map((i) => bound[i][0]).join(', ');
    members.forEach((i, j) => {
      compared[i] = {
        name: bound[i][0], ok: true, unordered: true, maxAbsErr: s.errs[j].abs, maxRelErr: s.errs[j].rel,
        text: `${rows} rows match as a set, not in order (jointly with ${names})`,
      };
    });
  }
  return compared;
}

function sessionOptions(threads) {
  const o = { logSeverityLevel: 3 };
  if (threads > 0) {
    o.intraOpNumThreads = threads;
    o.interOpNumThreads = 1;
  }
  return o;
}

// Median, min and max wall time (ms) of `runs` session.run calls on the
// inputs in `inputFiles`, after one warm-up run.
async function timeRuns(ort, loaded, inputFiles, runs) {
  const { session } = loaded;
  const inputs = inputFiles.map((f) => parseTensorProto(fs.readFileSync(f)));
  const feeds = {};
  for (const [name, t] of bind(inputs, session.inputNames, 'inputs')) {
    feeds[name] = new ort.Tensor(t.type, t.data, t.dims);
  }
  await session.run(feeds);
  const times = [];
  for (let i = 0; i < runs; ++i) {
    const start = process.hrtime.bigint();
    await session.run(feeds);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const mid = times.length >> 1;
  const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
  return { median, min: times[0], max: times[times.length - 1], runs };
}

async function runSingle(opts, ort) {
  let loaded;
  try {
    loaded = await createSession(ort, opts.model, sessionOptions(opts.threads));
  } catch (e) {
    console.error(`run.js: error: ${e.message}`);
    return 2;
  }
  let outputs;
  try {
    outputs = await runOnce(ort, loaded, opts.inputs, opts.expected, opts.rtol, opts.atol);
  } catch (e) {
    console.error(`run.js: error: ${e.message}`);
    return 2;
  }
  const model = path.basename(path.dirname(path.resolve(opts.model)));
  if (opts.time > 0) {
    const t = await timeRuns(ort, loaded, opts.inputs, opts.time);
    console.log(`time: ${model}: median ${t.median.toFixed(2)} ms, min ${t.min.toFixed(2)}, ` +
                `max ${t.max.toFixed(2)} over ${t.runs} runs`);
  }
  if (opts.expected.length === 0) {
    for (const o of outputs) console.log(`${o.name}: ${o.text}`);
    return 0;
  }
  let failures = 0;
  for (const o of outputs) {
    console.log(`${o.ok ? 'ok' : 'MISMATCH'}: ${model}: ${o.name}: ${o.text}`);
    if (!o.ok) ++failures;
  }
  console.log(`${failures === 0 ? 'PASS' : 'FAIL'}: ${model}: ` +
              `${outputs.length - failures}/${outputs.length} outputs match`);
  return failures === 0 ? 0 : 1;
}

// One batch job: load the model, run every data set, never throw.
async function runJob(ort, job, threads) {
  const answer = { id: job.id, status: 'pass', detail: '', outputs: [] };
  let loaded;
  try {
    loaded = await createSession(ort, job.model, sessionOptions(threads));
  } catch (e) {
    return { ...answer, status: 'load', detail: e.message };
  }
  try {
    if (job.loadOnly) return answer;
    const rtol = job.rtol ?? 1e-3;
    const atol = job.atolScaled ? (e) => (job.atol ?? 1e-7) * largestMagnitude(e) : (job.atol ?? 1e-7);
    for (const dir of job.dataSets || []) {
      const set = path.basename(dir);
      const files = dataSetFiles(dir);
      let outputs;
      try {
        outputs = await runOnce(ort, loaded, files.inputs, files.expected, rtol, atol, job.unordered || [],
                                job.outputAtol || []);
      } catch (e) {
        const status = e.stage === 'run' ? 'run' : 'data';
        return { ...answer, status, detail: `${set}: ${e.message}` };
      }
      for (const o of outputs) {
        answer.outputs.push({
          set, ...o, maxAbsErr: o.maxAbsErr ?? null, maxRelErr: o.maxRelErr ?? null,
          unordered: Boolean(o.unordered),
        });
        if (!o.ok && answer.status === 'pass') {
          answer.status = 'mismatch';
          answer.detail = `${set}: output '${o.name}': ${o.text}`;
        }
      }
    }
    if (job.timeRuns > 0 && (job.dataSets || []).length > 0) {
      try {
        answer.timeMs = await timeRuns(ort, loaded, dataSetFiles(job.dataSets[0]).inputs,
                                       job.timeRuns);
      } catch (e) {
        return { ...answer, status: 'run', detail: `timing: ${e.message}` };
      }
    }
    return answer;
  } finally {
    if (loaded.session.release) await loaded.session.release();
  }
}

async function runBatch(opts, ort) {
  const readline = require('readline');
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    if (!line.trim()) continue;
    let answer;
    try {
      answer = await runJob(ort, JSON.parse(line), opts.threads);
    } catch (e) {
      answer = { id: null, status: 'data', detail: `bad job: ${e.message}`, outputs: [] };
    }
    // Infinity and NaN are not JSON.
    process.stdout.write(JSON.stringify(answer, (k, v) => (
      typeof v === 'number' && !Number.isFinite(v) ? String(v) : v)) + '\n');
  }
  return 0;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const ort = loadOrt();
  return opts.batch ? runBatch(opts, ort) : runSingle(opts, ort);
}

main().then((code) => process.exit(code), (e) => {
  console.error(`run.js: error: ${e.message}`);
  process.exit(2);
});
