// RUN: onnx-opt %s --split-input-file --pass-pipeline='fuse-onnx-ops,dce' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='fuse-onnx-ops{ops=rms-norm},dce' | FileCheck %s --check-prefix=ONLY-RMS

// fuse-onnx-ops (docs/llm.md, "Fused ops at opset 23"): exact
// decompositions of RMS norm, rotary embeddings and attention become
// RMSNormalization, RotaryEmbedding and Attention at opset 23; near misses
// (another axis, a scale that varies along another axis, caches whose
// halves differ, the wrong half negated, a mask not proven causal, a causal
// mask that ignores the past) and opsets below 23 are left as they are.

// x * (1 / sqrt(mean(x^2, -1) + eps)) * w.
module attributes {onnx.opset_import = [["", 23]]} {
graph @rms(%x: tensor<[b, s, 8], f32>, %w: tensor<[8], f32>) -> (tensor<[b, s, 8], f32>) {
  %two = onnx.Constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %sq = onnx.Pow(%x, %two) : tensor<[b, s, 8], f32>
  %axes = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %m = onnx.ReduceMean(%sq, %axes) : tensor<[b, s, 1], f32>
  %eps = onnx.Constant {value = dense<tensor<[], f32>, [0.0009765625]>} : tensor<[], f32>
  %a = onnx.Add(%m, %eps) : tensor<[b, s, 1], f32>
  %r = onnx.Sqrt(%a) : tensor<[b, s, 1], f32>
  %i = onnx.Reciprocal(%r) : tensor<[b, s, 1], f32>
  %n = onnx.Mul(%x, %i) : tensor<[b, s, 8], f32>
  %y = onnx.Mul(%n, %w) : tensor<[b, s, 8], f32>
  return %y
}
}
// CHECK-LABEL: graph @rms
// CHECK-NEXT:    %y = onnx.RMSNormalization(%x, %w) {axis = -1, epsilon = 0.0009765625} : tensor<[b, s, 8], f32>
// CHECK-NEXT:    return %y
// ONLY-RMS-LABEL: graph @rms
// ONLY-RMS-NEXT:    %y = onnx.RMSNormalization(%x, %w)

// -----

// The forms lower-to-onnx writes for a rank-3 x: GlobalAveragePool for the
// mean, x * x, 1 / sqrt as a Div, the scale first and of dims [1, 1, D].
module attributes {onnx.opset_import = [["", 23]]} {
graph @rms_forms(%x: tensor<[2, 3, 8], f32>, %w: tensor<[1, 1, 8], f32>) -> (tensor<[2, 3, 8], f32>) {
  %sq = onnx.Mul(%x, %x) : tensor<[2, 3, 8], f32>
  %m = onnx.GlobalAveragePool(%sq) : tensor<[2, 3, 1], f32>
  %eps = onnx.Constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
  %a = onnx.Add(%eps, %m) : tensor<[2, 3, 1], f32>
  %r = onnx.Sqrt(%a) : tensor<[2, 3, 1], f32>
  %n = onnx.Div(%x, %r) : tensor<[2, 3, 8], f32>
  %y = onnx.Mul(%w, %n) : tensor<[2, 3, 8], f32>
  return %y
}
}
// CHECK-LABEL: graph @rms_forms
// CHECK-NEXT:    %y = onnx.RMSNormalization(%x, %w) {axis = -1, epsilon = 0.5}
// CHECK-NEXT:    return %y

// -----

// Near misses: the mean over axis 1; a scale that varies along the batch;
// GlobalAveragePool of a rank-4 x (which averages two axes).
module attributes {onnx.opset_import = [["", 23]]} {
graph @rms_near(%x: tensor<[2, 3, 8], f32>, %w: tensor<[8], f32>, %wb: tensor<[2, 1, 8], f32>, %x4: tensor<[2, 3, 4, 8], f32>) -> (tensor<[2, 3, 8], f32>, tensor<[2, 3, 8], f32>, tensor<[2, 3, 4, 8], f32>) {
  %sq = onnx.Mul(%x, %x) : tensor<[2, 3, 8], f32>
  %axes = onnx.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %m1 = onnx.ReduceMean(%sq, %axes) : tensor<[2, 1, 8], f32>
  %eps = onnx.Constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
  %a1 = onnx.Add(%m1, %eps) : tensor<[2, 1, 8], f32>
  %r1 = onnx.Sqrt(%a1) : tensor<[2, 1, 8], f32>
  %n1 = onnx.Div(%x, %r1) : tensor<[2, 3, 8], f32>
  %y1 = onnx.Mul(%n1, %w) : tensor<[2, 3, 8], f32>
  %m2 = onnx.GlobalAveragePool(%sq) : tensor<[2, 3, 1], f32>
  %a2 = onnx.Add(%m2, %eps) : tensor<[2, 3, 1], f32>
  %r2 = onnx.Sqrt(%a2) : tensor<[2, 3, 1], f32>
  %n2 = onnx.Div(%x, %r2) : tensor<[2, 3, 8], f32>
  %y2 = onnx.Mul(%n2, %wb) : tensor<[2, 3, 8], f32>
  %sq4 = onnx.Mul(%x4, %x4) : tensor<[2, 3, 4, 8], f32>
  %m4 = onnx.GlobalAveragePool(%sq4) : tensor<[2, 3, 1, 1], f32>
  %a4 = onnx.Add(%m4, %eps) : tensor<[2, 3, 1, 1], f32>
  %r4 = onnx.Sqrt(%a4) : tensor<[2, 3, 1, 1], f32>
  %n4 = onnx.Div(%x4, %r4) : tensor<[2, 3, 4, 8], f32>
  %y4 = onnx.Mul(%n4, %w) : tensor<[2, 3, 4, 8], f32>
  return %y1, %y2, %y4
}
}
// CHECK-LABEL: graph @rms_near
// CHECK-NOT:     RMSNormalization
// CHECK:         return %y1, %y2, %y4

// -----

// Below opset 23 nothing changes.
module attributes {onnx.opset_import = [["", 21]]} {
graph @rms_opset21(%x: tensor<[2, 3, 8], f32>, %w: tensor<[8], f32>) -> (tensor<[2, 3, 8], f32>) {
  %sq = onnx.Mul(%x, %x) : tensor<[2, 3, 8], f32>
  %m = onnx.GlobalAveragePool(%sq) : tensor<[2, 3, 1], f32>
  %eps = onnx.Constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
  %a = onnx.Add(%m, %eps) : tensor<[2, 3, 1], f32>
  %r = onnx.Sqrt(%a) : tensor<[2, 3, 1], f32>
  %n = onnx.Div(%x, %r) : tensor<[2, 3, 8], f32>
  %y = onnx.Mul(%n, %w) : tensor<[2, 3, 8], f32>
  return %y
}
}
// CHECK-LABEL: graph @rms_opset21
// CHECK-NOT:     RMSNormalization
// CHECK:         %y = onnx.Mul(%n, %w)

// -----

// x * cos + rotate_half(x) * sin with cos, sin = Cos, Sin of concat(f, f):
// the caches are Cos(f) and Sin(f), the positions range(s) per batch.
// (The symbols are declared, as tocc-export's dynamic axes declare them:
// the Range of positions has s elements only for an s known to be >= 0.)
module attributes {onnx.opset_import = [["", 23]]} {
symbol b in [1, inf]
symbol s in [1, inf]
graph @rotary(%x: tensor<[b, 2, s, 4], f32>, %f: tensor<[s, 2], f32>) -> (tensor<[b, 2, s, 4], f32>) {
  %e = onnx.Concat(%f, %f) {axis = -1} : tensor<[s, 4], f32>
  %cos = onnx.Cos(%e) : tensor<[s, 4], f32>
  %sin = onnx.Sin(%e) : tensor<[s, 4], f32>
  %c0 = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %c2 = onnx.Constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %big = onnx.Constant {value = dense<tensor<[1], i64>, [9223372036854775807]>} : tensor<[1], i64>
  %ax = onnx.Constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
  %hi = onnx.Slice(%x, %c2, %big, %ax) : tensor<[b, 2, s, 2], f32>
  %neg = onnx.Neg(%hi) : tensor<[b, 2, s, 2], f32>
  %lo = onnx.Slice(%x, %c0, %c2, %ax) : tensor<[b, 2, s, 2], f32>
  %rh = onnx.Concat(%neg, %lo) {axis = 3} : tensor<[b, 2, s, 4], f32>
  %xc = onnx.Mul(%x, %cos) : tensor<[b, 2, s, 4], f32>
  %rs = onnx.Mul(%sin, %rh) : tensor<[b, 2, s, 4], f32>
  %y = onnx.Add(%rs, %xc) : tensor<[b, 2, s, 4], f32>
  return %y
}
}
// CHECK-LABEL: graph @rotary
// CHECK:         %[[COS:.*]] = onnx.Cos(%f) : tensor<[s, 2], f32>
// CHECK-NEXT:    %[[SIN:.*]] = onnx.Sin(%f) : tensor<[s, 2], f32>
// CHECK:         %[[LEN:.*]] = onnx.Shape(%f) {end = 1}
// CHECK:         %[[RANGE:.*]] = onnx.Range({{.*}}) : tensor<[s], i64>
// CHECK:         %[[B:.*]] = onnx.Shape(%x) {end = 1}
// CHECK-NEXT:    %[[S:.*]] = onnx.Shape(%x) {end = 3, start = 2}
// CHECK-NEXT:    %[[BS:.*]] = onnx.Concat(%[[B]], %[[S]]) {axis = 0}
// CHECK-NEXT:    %[[POS:.*]] = onnx.Expand(%[[RANGE]], %[[BS]]) : tensor<[b, s], i64>
// CHECK-NEXT:    %y = onnx.RotaryEmbedding(%x, %[[COS]], %[[SIN]], %[[POS]]) : tensor<[b, 2, s, 4], f32>
// CHECK-NEXT:    return %y
// ONLY-RMS-LABEL: graph @rotary
// ONLY-RMS-NOT:     RotaryEmbedding

// -----

// Near misses: caches whose halves differ (concat(f, g)); the low half
// negated instead of the high one.
module attributes {onnx.opset_import = [["", 23]]} {
symbol b in [1, inf]
symbol s in [1, inf]
graph @rotary_near(%x: tensor<[b, 2, s, 4], f32>, %f: tensor<[s, 2], f32>, %g: tensor<[s, 2], f32>) -> (tensor<[b, 2, s, 4], f32>, tensor<[b, 2, s, 4], f32>) {
  %e = onnx.Concat(%f, %g) {axis = -1} : tensor<[s, 4], f32>
  %cos = onnx.Cos(%e) : tensor<[s, 4], f32>
  %sin = onnx.Sin(%e) : tensor<[s, 4], f32>
  %c0 = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %c2 = onnx.Constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %c4 = onnx.Constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
  %ax = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %hi = onnx.Slice(%x, %c2, %c4, %ax) : tensor<[b, 2, s, 2], f32>
  %neg = onnx.Neg(%hi) : tensor<[b, 2, s, 2], f32>
  %lo = onnx.Slice(%x, %c0, %c2, %ax) : tensor<[b, 2, s, 2], f32>
  %rh = onnx.Concat(%neg, %lo) {axis = 3} : tensor<[b, 2, s, 4], f32>
  %xc = onnx.Mul(%x, %cos) : tensor<[b, 2, s, 4], f32>
  %rs = onnx.Mul(%rh, %sin) : tensor<[b, 2, s, 4], f32>
  %y1 = onnx.Add(%xc, %rs) : tensor<[b, 2, s, 4], f32>
  %ef = onnx.Concat(%f, %f) {axis = -1} : tensor<[s, 4], f32>
  %cosf = onnx.Cos(%ef) : tensor<[s, 4], f32>
  %sinf = onnx.Sin(%ef) : tensor<[s, 4], f32>
  %neglo = onnx.Neg(%lo) : tensor<[b, 2, s, 2], f32>
  %rh2 = onnx.Concat(%neglo, %hi) {axis = 3} : tensor<[b, 2, s, 4], f32>
  %xc2 = onnx.Mul(%x, %cosf) : tensor<[b, 2, s, 4], f32>
  %rs2 = onnx.Mul(%rh2, %sinf) : tensor<[b, 2, s, 4], f32>
  %y2 = onnx.Add(%xc2, %rs2) : tensor<[b, 2, s, 4], f32>
  return %y1, %y2
}
}
// CHECK-LABEL: graph @rotary_near
// CHECK-NOT:     RotaryEmbedding
// CHECK:         return %y1, %y2

// -----

// Grouped-query attention over a cache with the causal mask of queries at
// past .. past + s - 1: q [b, 4, s, 8], k and v [b, 2, s, 8] after the
// past [b, 2, p, 8], each head of k and v repeated twice (Unsqueeze,
// Expand, Reshape). The Concats become the Attention's presents, which
// take their names.
module attributes {onnx.opset_import = [["", 23]]} {
symbol b in [1, inf]
symbol s in [1, inf]
symbol p in [0, inf]
graph @attention(%q: tensor<[b, 4, s, 8], f32>, %k: tensor<[b, 2, s, 8], f32>, %v: tensor<[b, 2, s, 8], f32>, %pk: tensor<[b, 2, p, 8], f32>, %pv: tensor<[b, 2, p, 8], f32>) -> (tensor<[b, 4, s, 8], f32>, tensor<[b, 2, p + s, 8], f32>, tensor<[b, 2, p + s, 8], f32>) {
  %kc = onnx.Concat(%pk, %k) {axis = 2} : tensor<[b, 2, p + s, 8], f32>
  %vc = onnx.Concat(%pv, %v) {axis = 2} : tensor<[b, 2, p + s, 8], f32>
  %i2 = onnx.Constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  %shp = onnx.Shape(%pk) : tensor<[4], i64>
  %past = onnx.Gather(%shp, %i2) {axis = 0} : tensor<[], i64>
  %shq = onnx.Shape(%q) : tensor<[4], i64>
  %len = onnx.Gather(%shq, %i2) {axis = 0} : tensor<[], i64>
  %tot = onnx.Add(%past, %len) : tensor<[], i64>
  %one = onnx.Constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  %zero = onnx.Constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  %qpos = onnx.Range(%past, %tot, %one) : tensor<[?], i64>
  %kpos = onnx.Range(%zero, %tot, %one) : tensor<[?], i64>
  %a0 = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %a1 = onnx.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %krow = onnx.Unsqueeze(%kpos, %a0) : tensor<[1, ?], i64>
  %qcol = onnx.Unsqueeze(%qpos, %a1) : tensor<[?, 1], i64>
  %mask = onnx.Greater(%krow, %qcol) : tensor<[?, ?], bool>
  %a2 = onnx.Constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %c8 = onnx.Constant {value = dense<tensor<[1], i64>, [8]>} : tensor<[1], i64>
  %rshape = onnx.Constant {value = dense<tensor<[4], i64>, [0, 4, -1, 8]>} : tensor<[4], i64>
  %ku = onnx.Unsqueeze(%kc, %a2) : tensor<[b, 2, 1, p + s, 8], f32>
  %shk = onnx.Shape(%kc) : tensor<[4], i64>
  %kb = onnx.Gather(%shk, %a0) {axis = 0} : tensor<[1], i64>
  %kt = onnx.Gather(%shk, %a2) {axis = 0} : tensor<[1], i64>
  %keshape = onnx.Concat(%kb, %a2, %a2, %kt, %c8) {axis = 0} : tensor<[5], i64>
  %ke = onnx.Expand(%ku, %keshape) : tensor<[b, 2, 2, p + s, 8], f32>
  %kr = onnx.Reshape(%ke, %rshape) : tensor<[b, 4, p + s, 8], f32>
  %vu = onnx.Unsqueeze(%vc, %a2) : tensor<[b, 2, 1, p + s, 8], f32>
  %shv = onnx.Shape(%vc) : tensor<[4], i64>
  %vb = onnx.Gather(%shv, %a0) {axis = 0} : tensor<[1], i64>
  %vt = onnx.Gather(%shv, %a2) {axis = 0} : tensor<[1], i64>
  %veshape = onnx.Concat(%vb, %a2, %a2, %vt, %c8) {axis = 0} : tensor<[5], i64>
  %ve = onnx.Expand(%vu, %veshape) : tensor<[b, 2, 2, p + s, 8], f32>
  %vr = onnx.Reshape(%ve, %rshape) : tensor<[b, 4, p + s, 8], f32>
  %ktr = onnx.Transpose(%kr) {perm = [0, 1, 3, 2]} : tensor<[b, 4, 8, p + s], f32>
  %qk = onnx.MatMul(%q, %ktr) : tensor<[b, 4, s, p + s], f32>
  %sc = onnx.Constant {value = dense<tensor<[], f32>, [0.25]>} : tensor<[], f32>
  %sq = onnx.Mul(%qk, %sc) : tensor<[b, 4, s, p + s], f32>
  %ninf = onnx.Constant {value = dense<tensor<[], f32>, [-inf]>} : tensor<[], f32>
  %m = onnx.Where(%mask, %ninf, %sq) : tensor<[b, 4, s, p + s], f32>
  %pr = onnx.Softmax(%m) {axis = -1} : tensor<[b, 4, s, p + s], f32>
  %o = onnx.MatMul(%pr, %vr) : tensor<[b, 4, s, 8], f32>
  return %o, %kc, %vc
}
}
// CHECK-LABEL: graph @attention
// CHECK:         %[[NONE:.*]] = onnx.none : none
// CHECK-NEXT:    %o, %kc, %vc = onnx.Attention(%q, %k, %v, %[[NONE]], %pk, %pv) {is_causal = 1, scale = 0.25} : (tensor<[b, 4, s, 8], f32>, tensor<[b, 2, p + s, 8], f32>, tensor<[b, 2, p + s, 8], f32>)
// CHECK-NEXT:    return %o, %kc, %vc
// ONLY-RMS-LABEL: graph @attention
// ONLY-RMS-NOT:     Attention

// -----

// Multi-head attention without a cache or a mask, scaled by a Div.
module attributes {onnx.opset_import = [["", 23]]} {
graph @attention_plain(%q: tensor<[2, 3, 5, 8], f32>, %k: tensor<[2, 3, 7, 8], f32>, %v: tensor<[2, 3, 7, 4], f32>) -> (tensor<[2, 3, 5, 4], f32>) {
  %kt = onnx.Transpose(%k) {perm = [0, 1, 3, 2]} : tensor<[2, 3, 8, 7], f32>
  %qk = onnx.MatMul(%q, %kt) : tensor<[2, 3, 5, 7], f32>
  %c = onnx.Constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %s = onnx.Div(%qk, %c) : tensor<[2, 3, 5, 7], f32>
  %p = onnx.Softmax(%s) {axis = 3} : tensor<[2, 3, 5, 7], f32>
  %o = onnx.MatMul(%p, %v) : tensor<[2, 3, 5, 4], f32>
  return %o
}
}
// CHECK-LABEL: graph @attention_plain
// CHECK-NEXT:    %o = onnx.Attention(%q, %k, %v) {scale = 0.5} : tensor<[2, 3, 5, 4], f32>
// CHECK-NEXT:    return %o

// -----

// Near misses: a mask that is a graph input (a row of it may be all true:
// NaN in torch, 0 in Attention); a causal mask that ignores the past
// (queries at 0 .. s - 1 over a cache); softmax over another axis.
module attributes {onnx.opset_import = [["", 23]]} {
graph @attention_near(%q: tensor<[2, 3, 5, 8], f32>, %k: tensor<[2, 3, 5, 8], f32>, %v: tensor<[2, 3, 5, 8], f32>, %pk: tensor<[2, 3, p, 8], f32>, %pv: tensor<[2, 3, p, 8], f32>, %mask: tensor<[5, 5], bool>) -> (tensor<[2, 3, 5, 8], f32>, tensor<[2, 3, 5, 8], f32>, tensor<[2, 3, 5, 8], f32>) {
  %kt = onnx.Transpose(%k) {perm = [0, 1, 3, 2]} : tensor<[2, 3, 8, 5], f32>
  %qk = onnx.MatMul(%q, %kt) : tensor<[2, 3, 5, 5], f32>
  %ninf = onnx.Constant {value = dense<tensor<[], f32>, [-inf]>} : tensor<[], f32>
  %m = onnx.Where(%mask, %ninf, %qk) : tensor<[2, 3, 5, 5], f32>
  %p = onnx.Softmax(%m) {axis = -1} : tensor<[2, 3, 5, 5], f32>
  %o1 = onnx.MatMul(%p, %v) : tensor<[2, 3, 5, 8], f32>
  %kc = onnx.Concat(%pk, %k) {axis = 2} : tensor<[2, 3, p + 5, 8], f32>
  %vc = onnx.Concat(%pv, %v) {axis = 2} : tensor<[2, 3, p + 5, 8], f32>
  %kct = onnx.Transpose(%kc) {perm = [0, 1, 3, 2]} : tensor<[2, 3, 8, p + 5], f32>
  %qkc = onnx.MatMul(%q, %kct) : tensor<[2, 3, 5, p + 5], f32>
  %one = onnx.Constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  %zero = onnx.Constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  %i2 = onnx.Constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  %shk = onnx.Shape(%kc) : tensor<[4], i64>
  %tot = onnx.Gather(%shk, %i2) {axis = 0} : tensor<[], i64>
  %five = onnx.Constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
  %qpos = onnx.Range(%zero, %five, %one) : tensor<[5], i64>
  %kpos = onnx.Range(%zero, %tot, %one) : tensor<[?], i64>
  %a0 = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %a1 = onnx.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %krow = onnx.Unsqueeze(%kpos, %a0) : tensor<[1, ?], i64>
  %qcol = onnx.Unsqueeze(%qpos, %a1) : tensor<[5, 1], i64>
  %causal = onnx.Greater(%krow, %qcol) : tensor<[5, ?], bool>
  %mc = onnx.Where(%causal, %ninf, %qkc) : tensor<[2, 3, 5, p + 5], f32>
  %pc = onnx.Softmax(%mc) {axis = -1} : tensor<[2, 3, 5, p + 5], f32>
  %o2 = onnx.MatMul(%pc, %vc) : tensor<[2, 3, 5, 8], f32>
  %p3 = onnx.Softmax(%qk) {axis = 2} : tensor<[2, 3, 5, 5], f32>
  %o3 = onnx.MatMul(%p3, %v) : tensor<[2, 3, 5, 8], f32>
  return %o1, %o2, %o3
}
}
// CHECK-LABEL: graph @attention_near
// CHECK-NOT:     Attention
// CHECK:         return %o1, %o2, %o3

// -----

// The key's transpose composed with the heads' permute (onnx-cleanup's
// Transpose of a Transpose): k = Transpose(y, [0, 2, 1, 3]) is built for
// the Attention. A causal mask in the kept form, Where(Trilu(true), s,
// -inf), as core.scaled_dot_product_attention's is_causal expands.
module attributes {onnx.opset_import = [["", 23]]} {
graph @attention_forms(%q: tensor<[2, 3, 4, 8], f32>, %y: tensor<[2, 4, 3, 8], f32>, %v: tensor<[2, 3, 4, 8], f32>) -> (tensor<[2, 3, 4, 8], f32>) {
  %kt = onnx.Transpose(%y) {perm = [0, 2, 3, 1]} : tensor<[2, 3, 8, 4], f32>
  %qk = onnx.MatMul(%q, %kt) : tensor<[2, 3, 4, 4], f32>
  %c = onnx.Constant {value = dense<tensor<[], f32>, [0.125]>} : tensor<[], f32>
  %s = onnx.Mul(%c, %qk) : tensor<[2, 3, 4, 4], f32>
  %ones = onnx.Constant {value = dense<tensor<[4, 4], bool>, [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]>} : tensor<[4, 4], bool>
  %keep = onnx.Trilu(%ones) {upper = 0} : tensor<[4, 4], bool>
  %ninf = onnx.Constant {value = dense<tensor<[], f32>, [-inf]>} : tensor<[], f32>
  %m = onnx.Where(%keep, %s, %ninf) : tensor<[2, 3, 4, 4], f32>
  %p = onnx.Softmax(%m) {axis = 3} : tensor<[2, 3, 4, 4], f32>
  %o = onnx.MatMul(%p, %v) : tensor<[2, 3, 4, 8], f32>
  return %o
}
}
// CHECK-LABEL: graph @attention_forms
// CHECK-NEXT:    %[[K:.*]] = onnx.Transpose(%y) {perm = [0, 2, 1, 3]} : tensor<[2, 3, 4, 8], f32>
// CHECK-NEXT:    %o = onnx.Attention(%q, %[[K]], %v) {is_causal = 1, scale = 0.125}
// CHECK-NEXT:    return %o

// -----

// Near misses: the attention weights are returned too (fusing would
// compute them twice); an upper Trilu (keys after the query kept).
module attributes {onnx.opset_import = [["", 23]]} {
graph @attention_near_uses(%q: tensor<[2, 3, 4, 8], f32>, %k: tensor<[2, 3, 4, 8], f32>, %v: tensor<[2, 3, 4, 8], f32>) -> (tensor<[2, 3, 4, 8], f32>, tensor<[2, 3, 4, 4], f32>, tensor<[2, 3, 4, 8], f32>) {
  %kt = onnx.Transpose(%k) {perm = [0, 1, 3, 2]} : tensor<[2, 3, 8, 4], f32>
  %qk = onnx.MatMul(%q, %kt) : tensor<[2, 3, 4, 4], f32>
  %p = onnx.Softmax(%qk) {axis = -1} : tensor<[2, 3, 4, 4], f32>
  %o1 = onnx.MatMul(%p, %v) : tensor<[2, 3, 4, 8], f32>
  %kt2 = onnx.Transpose(%v) {perm = [0, 1, 3, 2]} : tensor<[2, 3, 8, 4], f32>
  %qk2 = onnx.MatMul(%q, %kt2) : tensor<[2, 3, 4, 4], f32>
  %ones = onnx.Constant {value = dense<tensor<[4, 4], bool>, [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]>} : tensor<[4, 4], bool>
  %keep = onnx.Trilu(%ones) {upper = 1} : tensor<[4, 4], bool>
  %ninf = onnx.Constant {value = dense<tensor<[], f32>, [-inf]>} : tensor<[], f32>
  %m = onnx.Where(%keep, %qk2, %ninf) : tensor<[2, 3, 4, 4], f32>
  %p2 = onnx.Softmax(%m) {axis = -1} : tensor<[2, 3, 4, 4], f32>
  %o2 = onnx.MatMul(%p2, %k) : tensor<[2, 3, 4, 8], f32>
  return %o1, %p, %o2
}
}
// CHECK-LABEL: graph @attention_near_uses
// CHECK-NOT:     Attention
// CHECK:         return %o1, %p, %o2

// -----

// Constant caches (the positions folded at static sizes): cos and sin
// [s, d] whose halves are equal become constants [s, d/2]; caches whose
// halves differ (the second row of %cosb) stay decomposed.
module attributes {onnx.opset_import = [["", 23]]} {
graph @rotary_constant(%x: tensor<[1, 2, 2, 4], f32>) -> (tensor<[1, 2, 2, 4], f32>, tensor<[1, 2, 2, 4], f32>) {
  %cos = onnx.Constant {value = dense<tensor<[2, 4], f32>, [1.0, 0.5, 1.0, 0.5, 0.25, 0.125, 0.25, 0.125]>} : tensor<[2, 4], f32>
  %sin = onnx.Constant {value = dense<tensor<[2, 4], f32>, [0.0, 2.0, 0.0, 2.0, 3.0, 4.0, 3.0, 4.0]>} : tensor<[2, 4], f32>
  %cosb = onnx.Constant {value = dense<tensor<[2, 4], f32>, [1.0, 0.5, 1.0, 0.5, 0.25, 0.125, 0.25, 0.5]>} : tensor<[2, 4], f32>
  %c0 = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %c2 = onnx.Constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %c4 = onnx.Constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
  %ax = onnx.Constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
  %hi = onnx.Slice(%x, %c2, %c4, %ax) : tensor<[1, 2, 2, 2], f32>
  %neg = onnx.Neg(%hi) : tensor<[1, 2, 2, 2], f32>
  %lo = onnx.Slice(%x, %c0, %c2, %ax) : tensor<[1, 2, 2, 2], f32>
  %rh = onnx.Concat(%neg, %lo) {axis = 3} : tensor<[1, 2, 2, 4], f32>
  %xc = onnx.Mul(%x, %cos) : tensor<[1, 2, 2, 4], f32>
  %rs = onnx.Mul(%rh, %sin) : tensor<[1, 2, 2, 4], f32>
  %y = onnx.Add(%xc, %rs) : tensor<[1, 2, 2, 4], f32>
  %xcb = onnx.Mul(%x, %cosb) : tensor<[1, 2, 2, 4], f32>
  %yb = onnx.Add(%xcb, %rs) : tensor<[1, 2, 2, 4], f32>
  return %y, %yb
}
}
// CHECK-LABEL: graph @rotary_constant
// CHECK-DAG:     %[[COS:.*]] = onnx.Constant {value = dense<tensor<[2, 2], f32>, [1.0, 0.5, 0.25, 0.125]>}
// CHECK-DAG:     %[[SIN:.*]] = onnx.Constant {value = dense<tensor<[2, 2], f32>, [0.0, 2.0, 3.0, 4.0]>}
// CHECK:         %y = onnx.RotaryEmbedding(%x, %[[COS]], %[[SIN]], %{{.*}})
// CHECK:         %yb = onnx.Add(%xcb, %rs)
