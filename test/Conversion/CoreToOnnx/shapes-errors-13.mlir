// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=13}'

// The shapes family's diagnostics at opset 13: reductions ONNX has from
// 16, samplings the runtime (ATen) does not compute, and forms without an
// exact ONNX equivalent.

graph @scatter_mul(%x: tensor<[4, 6], f32>, %i: tensor<[4, 6], i64>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.scatter' op scatters with reduce 'mul', which ScatterElements has from opset 16 (target opset 13)}}
  %0 = core.scatter(%x, %i, %x) {axis = 1, reduce = "mul"} : tensor<*, ?>
  return %0
}

// -----

graph @scatter_add_symbolic(%x: tensor<[n, 6], f32>, %i: tensor<[2, 3], i64>, %u: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.scatter' op scatters with reduce 'add' before opset 16 with indices whose dim 0 is not known to equal the data's (needed by the one-hot sums; target opset 16 or later)}}
  %0 = core.scatter(%x, %i, %u) {axis = 1, reduce = "add"} : tensor<*, ?>
  return %0
}

// -----

graph @scatter_add_i8(%x: tensor<[4, 6], i8>, %i: tensor<[4, 6], i64>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.scatter' op scatters i8 with reduce 'add' before opset 16, whose one-hot sums take f16, f32, f64, i32 and i64}}
  %0 = core.scatter(%x, %i, %x) {axis = 1, reduce = "add"} : tensor<*, ?>
  return %0
}

// -----

graph @index_put_accumulate(%x: tensor<[4, 6], f32>, %i: tensor<[2], i64>, %v: tensor<[6], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.index_put' op accumulates, which ScatterND does from opset 16 (reduction add; target opset 13)}}
  %0 = core.index_put(%x, %i, %v) {accumulate = true} : tensor<*, ?>
  return %0
}

// -----

graph @resize_half_pixel_nearest(%x: tensor<[1, 1, 4, 4], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.resize' op resizes nearest with half_pixel coordinates and nearest_mode 'round_prefer_floor'; the runtime (ATen) samples asymmetric coordinates with floor only}}
  %0 = core.resize(%x) {scales = [1.0, 1.0, 2.0, 2.0]} : tensor<*, ?>
  return %0
}

// -----

graph @resize_cubic_a(%x: tensor<[1, 1, 4, 4], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.resize' op resizes cubically with cubic_coeff_a -0.50; the runtime (ATen) uses -0.75}}
  %0 = core.resize(%x) {mode = "cubic", cubic_coeff_a = -0.5, scales = [1.0, 1.0, 2.0, 2.0]} : tensor<*, ?>
  return %0
}

// -----

graph @pad_reflect_crop(%x: tensor<[4, 6], f32>) -> (tensor<*, ?>) {
  %p = core.constant {value = dense<tensor<[4], i64>, [1, -1, 1, 1]>} : tensor<[4], i64>
  // expected-error @below {{'core.pad' op crops (negative pads) in reflect mode, which has no exact ONNX form}}
  %0 = core.pad(%x, %p) {mode = "reflect"} : tensor<*, ?>
  return %0
}

// -----

graph @pad_circular_dynamic(%x: tensor<[4, 6], f32>, %p: tensor<[4], i64>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.pad' op has pads computed at run time; circular padding needs constant pads}}
  %0 = core.pad(%x, %p) {mode = "circular"} : tensor<*, ?>
  return %0
}

// -----

graph @nonzero_0d(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.nonzero' op takes a 0-d input, whose nonzero positions ONNX lays out differently from torch}}
  %0 = core.nonzero(%x) : tensor<*, ?>
  return %0
}

// -----

graph @reshape_unknown(%x: tensor<*, ?>, %s: tensor<[2], i64>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.reshape' op reshapes to a shape computed at run time before opset 14, and needs the input's dtype to tell a size of 0 from ONNX's copied dim}}
  %0 = core.reshape(%x, %s) : tensor<*, ?>
  return %0
}
