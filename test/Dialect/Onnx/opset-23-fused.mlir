// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// tocc's schemas of opset 23's fused ops (docs/opsets.md) and their
// inference with symbolic dims: Attention's 4-D and 3-D forms (heads from
// q_num_heads/kv_num_heads), the presents past + new long, the qk output;
// RMSNormalization's Y of X's shape; RotaryEmbedding's 3-D and 4-D forms.

// CHECK-LABEL: graph @attention_4d
// CHECK:         onnx.Attention(%q, %k, %v, %none, %pk, %pv) {is_causal = 1} : (tensor<[b, 8, s, 32], f32>, tensor<[b, 2, p + s, 16], f32>, tensor<[b, 2, p + s, 32], f32>, tensor<[b, 8, s, p + s], f32>)
module attributes {onnx.opset_import = [["", 23]]} {
graph @attention_4d(%q: tensor<[b, 8, s, 16], f32>, %k: tensor<[b, 2, s, 16], f32>, %v: tensor<[b, 2, s, 32], f32>, %pk: tensor<[b, 2, p, 16], f32>, %pv: tensor<[b, 2, p, 32], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = onnx.none : none
  %y, %pko, %pvo, %qk = onnx.Attention(%q, %k, %v, %none, %pk, %pv) {is_causal = 1} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %pko, %pvo, %qk
}
}

// -----

// CHECK-LABEL: graph @attention_3d
// CHECK:         onnx.Attention(%q, %k, %v, %mask) {kv_num_heads = 2, q_num_heads = 4} : (tensor<[b, 5, 16], f32>, tensor<[b, 2, 7, 8], f32>, tensor<[b, 2, 7, 4], f32>)
module attributes {onnx.opset_import = [["", 23]]} {
graph @attention_3d(%q: tensor<[b, 5, 32], f32>, %k: tensor<[b, 7, 16], f32>, %v: tensor<[b, 7, 8], f32>, %mask: tensor<[5, 7], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %y, %pk, %pv = onnx.Attention(%q, %k, %v, %mask) {kv_num_heads = 2, q_num_heads = 4} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %pk, %pv
}
}

// -----

// CHECK-LABEL: graph @rms_and_rotary
// CHECK:         onnx.RMSNormalization(%x, %w) {epsilon = 1.0e-06} : tensor<[b, s, 64], f32>
// CHECK:         onnx.RotaryEmbedding(%x, %c3, %s3) {num_heads = 4} : tensor<[b, s, 64], f32>
// CHECK:         onnx.RotaryEmbedding(%x4, %c2, %s2, %pos) {rotary_embedding_dim = 8} : tensor<[b, 4, s, 16], f32>
module attributes {onnx.opset_import = [["", 23]]} {
graph @rms_and_rotary(%x: tensor<[b, s, 64], f32>, %w: tensor<[64], f32>, %c3: tensor<[b, s, 8], f32>, %s3: tensor<[b, s, 8], f32>, %x4: tensor<[b, 4, s, 16], f32>, %c2: tensor<[m, 4], f32>, %s2: tensor<[m, 4], f32>, %pos: tensor<[b, s], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.RMSNormalization(%x, %w) {epsilon = 1.0e-06} : tensor<*, ?>
  %1 = onnx.RotaryEmbedding(%x, %c3, %s3) {num_heads = 4} : tensor<*, ?>
  %2 = onnx.RotaryEmbedding(%x4, %c2, %s2, %pos) {rotary_embedding_dim = 8} : tensor<*, ?>
  return %0, %1, %2
}
}
