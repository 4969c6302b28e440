// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// Opset 23's fused ops: what their inference rejects, and the ops before
// opset 23.

module attributes {onnx.opset_import = [["", 21]]} {
graph @attention_at_21(%q: tensor<[1, 2, 3, 4], f32>) -> () {
  // expected-error @below {{'onnx.Attention' op does not exist at opset 21 (its first version is opset 23)}}
  %0 = onnx.Attention(%q, %q, %q) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 23]]} {
graph @heads_not_divisible(%q: tensor<[1, 3, 5, 4], f32>, %k: tensor<[1, 2, 5, 4], f32>) -> () {
  // expected-error @below {{Q's 3 heads are not a multiple of K's 2}}
  %0 = onnx.Attention(%q, %k, %k) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 23]]} {
graph @past_key_alone(%q: tensor<[1, 2, 5, 4], f32>, %pk: tensor<[1, 2, 3, 4], f32>) -> () {
  %none = onnx.none : none
  // expected-error @below {{past_key and past_value are given together or not at all}}
  %0 = onnx.Attention(%q, %q, %q, %none, %pk) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 23]]} {
graph @attention_3d_without_heads(%q: tensor<[1, 5, 8], f32>) -> () {
  // expected-error @below {{3-D inputs need the attributes q_num_heads and kv_num_heads}}
  %0 = onnx.Attention(%q, %q, %q) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 23]]} {
graph @rms_axis(%x: tensor<[2, 8], f32>, %w: tensor<[8], f32>) -> () {
  // expected-error @below {{axis 2 is out of range for rank 2}}
  %0 = onnx.RMSNormalization(%x, %w) {axis = 2} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 23]]} {
graph @rotary_cache_size(%x: tensor<[1, 2, 3, 8], f32>, %c: tensor<[1, 3, 3], f32>) -> () {
  // expected-error @below {{cos_cache's last dim is 3, not half the rotated size (4)}}
  %0 = onnx.RotaryEmbedding(%x, %c, %c) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 23]]} {
graph @rotary_3d_without_heads(%x: tensor<[1, 3, 8], f32>, %c: tensor<[1, 3, 4], f32>) -> () {
  // expected-error @below {{a 3-D X needs the attribute num_heads}}
  %0 = onnx.RotaryEmbedding(%x, %c, %c) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 23]]} {
graph @rotary_positions_rank(%x: tensor<[1, 2, 3, 8], f32>, %c: tensor<[1, 3, 4], f32>, %p: tensor<[1, 3], i64>) -> () {
  // expected-error @below {{cos_cache has rank 3, but 2 with position_ids}}
  %0 = onnx.RotaryEmbedding(%x, %c, %c, %p) : tensor<*, ?>
  return
}
}
