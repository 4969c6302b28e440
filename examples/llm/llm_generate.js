#!/usr/bin/env node
// llm_generate.js - greedy generation with a KV-cache language model in ONNX
// Runtime (onnxruntime-node), for llm_kv_cache.py's `generate`.
//
// Reads one JSON object on stdin: {model, ortDir (utils/ort, whose
// node_modules holds onnxruntime-node), steps, prompt (token ids, [batch]
// [seq]), layers, kvHeads, headDim, timeRuns}. The model's first input is
// the token ids [batch, seq] (int64), the others the cache, each
// [batch, kvHeads, past_seq, headDim] (float32); its first output is the
// logits [batch, seq, vocab], the others the presents, output k + 1 being
// the next step's input k + 1. The first step feeds the prompt and an empty
// cache (past_seq 0); each later step feeds the argmax of the last position's
// logits and the presents ORT returned, as they are. Prints one JSON line:
// {tokens: [batch][steps], latencyMs: {prompt, decode}} where the latencies
// are medians over timeRuns more runs of the whole loop (one thread), the
// first run being a warm-up and the one whose tokens are returned. With
// {models, rounds} instead of model it times several models (bench below).
'use strict';

const path = require('path');

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

async function generate(ort, session, spec) {
  const batch = spec.prompt.length;
  const seq = spec.prompt[0].length;
  let ids = new ort.Tensor('int64', BigInt64Array.from(spec.prompt.flat(), BigInt), [batch, seq]);
  let cache = session.inputNames.slice(1).map(() => new ort.Tensor(
    'float32', new Float32Array(0), [batch, spec.kvHeads, 0, spec.headDim]));
  const tokens = Array.from({ length: batch }, () => []);
  const times = [];
  for (let step = 0; step < spec.steps; ++step) {
    const feeds = { [session.inputNames[0]]: ids };
    session.inputNames.slice(1).forEach((n, k) => { feeds[n] = cache[k]; });
    const start = process.hrtime.bigint();
    const out = await session.run(feeds);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    const logits = out[session.outputNames[0]];
    const [, s, vocab] = logits.dims;
    const next = new BigInt64Array(batch);
    for (let b = 0; b < batch; ++b) {
      const base = (b * s + (s - 1)) * vocab;
      let best = 0;
      for (let v = 1; v < vocab; ++v) {
        if (logits.data[base + v] > logits.data[base + best]) best = v;
      }
      next[b] = BigInt(best);
      tokens[b].push(best);
    }
    ids = new ort.Tensor('int64', next, [batch, 1]);
    cache = session.outputNames.slice(1).map((n) => out[n]);
  }
  return { tokens, times };
}

// {models: [...], rounds}: every model in one process, one thread, each
// round running the whole loop once per model in turn (after one warm-up
// loop each), so that the machine's drift spreads over all of them; prints
// {bench: [{model, tokens, prompt, decode}]}, medians in milliseconds.
async function bench(ort, spec) {
  const sessions = [];
  for (const m of spec.models) {
    sessions.push(await ort.InferenceSession.create(m, {
      logSeverityLevel: 3, intraOpNumThreads: 1, interOpNumThreads: 1,
    }));
  }
  const results = [];
  for (const s of sessions) {
    const { tokens } = await generate(ort, s, spec);
    results.push({ tokens, prompt: [], decode: [] });
  }
  for (let r = 0; r < spec.rounds; ++r) {
    for (let i = 0; i < sessions.length; ++i) {
      const { times } = await generate(ort, sessions[i], spec);
      results[i].prompt.push(times[0]);
      results[i].decode.push(...times.slice(1));
    }
  }
  return results.map((x, i) => ({
    model: spec.models[i], tokens: x.tokens,
    prompt: median(x.prompt), decode: median(x.decode),
  }));
}

async function main() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  const spec = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  // ONNX Runtime leaves an empty file in $TMPDIR per session: give it a
  // directory that goes away with this process (utils/ort/private-tmpdir.js).
  require(path.join(path.resolve(spec.ortDir), 'private-tmpdir.js')).usePrivateTmpdir();
  const ort = require(path.join(path.resolve(spec.ortDir), 'node_modules', 'onnxruntime-node'));
  if (spec.models) {
    process.stdout.write(JSON.stringify({ bench: await bench(ort, spec) }) + '\n');
    return;
  }
  const session = await ort.InferenceSession.create(spec.model, {
    logSeverityLevel: 3, intraOpNumThreads: 1, interOpNumThreads: 1,
  });
  const first = await generate(ort, session, spec);
  const prompt = [];
  const decode = [];
  for (let r = 0; r < (spec.timeRuns || 0); ++r) {
    const { times } = await generate(ort, session, spec);
    prompt.push(times[0]);
    decode.push(...times.slice(1));
  }
  const latencyMs = prompt.length ? { prompt: median(prompt), decode: median(decode) } : null;
  process.stdout.write(JSON.stringify({ tokens: first.tokens, latencyMs }) + '\n');
}

main().catch((e) => {
  console.error(`llm_generate.js: error: ${e.message}`);
  process.exit(2);
});
