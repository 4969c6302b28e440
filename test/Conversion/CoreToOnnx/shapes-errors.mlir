// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=9}'

// The shapes family's diagnostics at opset 9: forms ONNX gets later.

graph @slice_step(%x: tensor<[n, 6], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %e = core.constant {value = dense<tensor<[1], i64>, [6]>} : tensor<[1], i64>
  %a = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %t = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  // expected-error @below {{'core.slice' op slices dim 0 of unknown size with a step other than 1; opset 9's Slice has no steps (target opset 10 or later)}}
  %0 = core.slice(%x, %s, %e, %a, %t) : tensor<*, ?>
  return %0
}

// -----

graph @slice_dynamic(%x: tensor<[4, 6], f32>, %s: tensor<[1], i64>) -> (tensor<*, ?>) {
  %e = core.constant {value = dense<tensor<[1], i64>, [6]>} : tensor<[1], i64>
  %a = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  // expected-error @below {{'core.slice' op has starts, ends or steps computed at run time; opset 9's Slice takes constants only (target opset 10 or later)}}
  %0 = core.slice(%x, %s, %e, %a, %a) : tensor<*, ?>
  return %0
}

// -----

graph @flip_symbolic(%x: tensor<[n, 6], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.flip' op flips dim 0 of unknown size; opset 9 has no Slice steps (target opset 10 or later)}}
  %0 = core.flip(%x) {axes = [0]} : tensor<*, ?>
  return %0
}

// -----

graph @triu_symbolic(%x: tensor<[n, 6], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.triu' op has last two dims of unknown size; opset 9 has neither Trilu (14) nor Range (11)}}
  %0 = core.triu(%x) : tensor<*, ?>
  return %0
}

// -----

graph @unsqueeze_unranked(%x: tensor<*, f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.unsqueeze' op needs the rank of operand #0 to make negative axes non-negative before opset 11 (give the model's input shapes)}}
  %0 = core.unsqueeze(%x) {axes = [-1]} : tensor<*, ?>
  return %0
}

// -----

graph @pad_i64(%x: tensor<[4, 6], i64>) -> (tensor<*, ?>) {
  %p = core.constant {value = dense<tensor<[4], i64>, [1, 1, 1, 1]>} : tensor<[4], i64>
  // expected-error @below {{'core.pad' op pads i64 before opset 11, whose Pad takes float types only (and i64 does not round-trip through double)}}
  %0 = core.pad(%x, %p) : tensor<*, ?>
  return %0
}

// -----

graph @pad_dynamic(%x: tensor<[4, 6], f32>, %p: tensor<[4], i64>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.pad' op has pads computed at run time; opset 9 and 10's Pad needs constant pads}}
  %0 = core.pad(%x, %p) : tensor<*, ?>
  return %0
}

// -----

graph @resize_linear(%x: tensor<[1, 1, 4, 4], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.resize' op resizes with mode 'linear'; opset 9's Upsample/Resize sample linearly with asymmetric coordinates only, not ATen's (target opset 11 or later)}}
  %0 = core.resize(%x) {mode = "linear", scales = [1.0, 1.0, 2.0, 2.0]} : tensor<*, ?>
  return %0
}

// -----

graph @resize_down(%x: tensor<[1, 1, 4, 4], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.resize' op downsamples with nearest; opset 9 rounds up there where ATen rounds down (target opset 11 or later)}}
  %0 = core.resize(%x) {mode = "nearest", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor", scales = [1.0, 1.0, 0.5, 0.5]} : tensor<*, ?>
  return %0
}

// -----

graph @resize_fraction(%x: tensor<[1, 1, 4, 4], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[4], i64>, [1, 1, 6, 8]>} : tensor<[4], i64>
  // expected-error @below {{'core.resize' op resizes dim 2 from 4 to 6, not an integer scale; opset 9 takes scales only (target opset 11 or later)}}
  %0 = core.resize(%x, %s) {mode = "nearest", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor"} : tensor<*, ?>
  return %0
}

// -----

graph @topk_smallest(%x: tensor<[4, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  // expected-error @below {{'core.topk' op takes the smallest elements, which TopK does from opset 11 (target opset 9)}}
  %0, %1 = core.topk(%x, %k) {largest = false} : (tensor<*, ?>, tensor<*, ?>)
  return %0, %1
}

// -----

graph @topk_i64(%x: tensor<[4, 6], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  // expected-error @below {{'core.topk' op sorts i64 before opset 11, whose TopK takes float types only}}
  %0, %1 = core.topk(%x, %k) : (tensor<*, ?>, tensor<*, ?>)
  return %0, %1
}

// -----

graph @topk_dynamic(%x: tensor<[4, 6], f32>, %k: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  // expected-error @below {{'core.topk' op has k computed at run time; opset 9's TopK takes a constant k (target opset 10 or later)}}
  %0, %1 = core.topk(%x, %k) : (tensor<*, ?>, tensor<*, ?>)
  return %0, %1
}

// -----

graph @gather(%x: tensor<[4, 6], f32>, %i: tensor<[4, 6], i64>) -> (tensor<*, ?>) {
  // expected-error @below {{no lowering of 'core.gather' to opset 9; lowerings exist for opsets >= 11 (entries since 11)}}
  %0 = core.gather(%x, %i) {axis = 1} : tensor<*, ?>
  return %0
}

// -----

graph @slice_axes_dynamic(%x: tensor<[4, 6], f32>, %a: tensor<[1], i64>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  // expected-error @below {{'core.slice' op has axes computed at run time; opset 9 needs constant non-negative axes (target opset 11 or later)}}
  %0 = core.slice(%x, %s, %s, %a, %s) : tensor<*, ?>
  return %0
}

// -----

graph @index_symbolic(%x: tensor<[n, 4], f32>, %i: tensor<[3], i64>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.index' op indexes a tensor whose dims are not all static; opset 9 has no GatherND (target opset 11 or later)}}
  %0 = core.index(%x, %i) : tensor<*, ?>
  return %0
}

// -----

graph @index_put(%x: tensor<[5, 4], f32>, %i: tensor<[3], i64>, %v: tensor<[4], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{no lowering of 'core.index_put' to opset 9; lowerings exist for opsets >= 11 (entries since 11, 16)}}
  %0 = core.index_put(%x, %i, %v) : tensor<*, ?>
  return %0
}
