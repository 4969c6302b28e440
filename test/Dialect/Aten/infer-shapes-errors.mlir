// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// Every error of the aten and prim shape functions and verifiers. The
// verifier runs the shape functions on every parse, so no pass is needed.
// Messages follow ATen's where ATen's are precise.

//===----------------------------------------------------------------------===//
// prim
//===----------------------------------------------------------------------===//

graph @constant_none_value() -> () {
  // expected-error @below {{'prim.Constant' op without a value is None, but its result type is int}}
  %0 = prim.Constant : int
  return
}

// -----

graph @constant_wrong_kind() -> () {
  // expected-error @below {{'prim.Constant' op value 3.5 is not a constant of type int}}
  %0 = prim.Constant {value = 3.5} : int
  return
}

// -----

graph @constant_wrong_list() -> () {
  // expected-error @below {{'prim.Constant' op value [1, true] is not a constant of type list<int>}}
  %0 = prim.Constant {value = [1, true]} : list<int>
  return
}

// -----

graph @constant_tensor_not_tensor() -> () {
  // expected-error @below {{'prim.Constant' op has a tensor value, but its result type is int}}
  %0 = prim.Constant {value = dense<tensor<[1], i64>, [2]>} : int
  return
}

// -----

graph @constant_tensor_type() -> () {
  // expected-error @below {{'prim.Constant' op result #0 is declared as tensor<[2], i64> but inferred as tensor<[1], i64>}}
  %0 = prim.Constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[2], i64>
  return
}

// -----

graph @list_element(%f: float) -> () {
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'prim.ListConstruct' op element #1 has type float, but the list holds int}}
  %0 = prim.ListConstruct(%c1, %f) : list<int>
  return
}

// -----

graph @list_tensor_element(%x: tensor<[2, 3], f32>) -> () {
  // expected-error @below {{'prim.ListConstruct' op element #0 has type tensor<[2, 3], f32>, but the list holds tensor<[?, 4], f32>}}
  %0 = prim.ListConstruct(%x) : list<tensor<[?, 4], f32>>
  return
}

// -----

graph @list_unpack_count() -> () {
  %l = prim.Constant {value = [1, 2]} : list<int>
  // expected-error @below {{'prim.ListUnpack' op unpacks 3 values from a list of 2 elements}}
  %a, %b, %c = prim.ListUnpack(%l) : (int, int, int)
  return
}

// -----

graph @list_unpack_type() -> () {
  %l = prim.Constant {value = [1, 2]} : list<int>
  // expected-error @below {{'prim.ListUnpack' op result #1 is declared as float but inferred as int}}
  %a, %b = prim.ListUnpack(%l) : (int, float)
  return
}

// -----

graph @tuple_construct_arity(%n: int) -> () {
  // expected-error @below {{'prim.TupleConstruct' op builds a tuple of 2 elements, but its result type is tuple<int>}}
  %0 = prim.TupleConstruct(%n, %n) : tuple<int>
  return
}

// -----

graph @tuple_construct_element(%n: int) -> () {
  // expected-error @below {{'prim.TupleConstruct' op element #0 has type int, but the tuple holds float}}
  %0 = prim.TupleConstruct(%n) : tuple<float>
  return
}

// -----

graph @tuple_construct_not_tuple(%n: int) -> () {
  // expected-error @below {{'prim.TupleConstruct' op result #0 is declared as int but inferred as tuple<int>}}
  %0 = prim.TupleConstruct(%n) : int
  return
}

// -----

graph @tuple_unpack_not_tuple(%n: int) -> () {
  // expected-error @below {{'prim.TupleUnpack' op operand must be a tuple, got int}}
  %0 = prim.TupleUnpack(%n) : int
  return
}

// -----

graph @tuple_unpack_count(%t: tuple<int, int>) -> () {
  // expected-error @below {{'prim.TupleUnpack' op unpacks 1 values from a tuple of 2 elements}}
  %0 = prim.TupleUnpack(%t) : int
  return
}

// -----

graph @num_to_tensor_dtype(%n: int) -> () {
  // expected-error @below {{'prim.NumToTensor' op result #0 is declared as tensor<[], i32> but inferred as tensor<[], i64>}}
  %0 = prim.NumToTensor(%n) : tensor<[], i32>
  return
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

// -----

graph @size_dim(%x: tensor<[2, 3], f32>) -> () {
  %c2 = prim.Constant {value = 2} : int
  // expected-error @below {{'aten.size.int' op dim 2 is out of range for a tensor of rank 2 (expected [-2, 1])}}
  %0 = aten.size.int(%x, %c2) : int
  return
}

// -----

graph @size_of_scalar(%x: tensor<[], f32>) -> () {
  %c0 = prim.Constant {value = 0} : int
  // expected-error @below {{'aten.size.int' op dim 0 is out of range for a tensor of rank 0}}
  %0 = aten.size.int(%x, %c0) : int
  return
}

// -----

graph @floordiv_zero(%n: int) -> () {
  %c0 = prim.Constant {value = 0} : int
  // expected-error @below {{'aten.floordiv.int' op integer division by zero}}
  %0 = aten.floordiv.int(%n, %c0) : int
  return
}

// -----

graph @int_of_vector(%x: tensor<[2], i64>) -> () {
  // expected-error @below {{'aten.Int.Tensor' op a tensor with 2 elements cannot be converted to a scalar}}
  %0 = aten.Int.Tensor(%x) : int
  return
}

// -----

graph @scalar_implicit_of_vector(%x: tensor<[3, 1], f32>) -> () {
  // expected-error @below {{'aten.ScalarImplicit' op a tensor with 3 elements cannot be converted to a scalar}}
  %0 = aten.ScalarImplicit(%x) : float
  return
}

// -----

graph @scalar_implicit_type(%x: tensor<[], f32>) -> () {
  // expected-error @below {{'aten.ScalarImplicit' op result #0 is declared as int but inferred as float}}
  %0 = aten.ScalarImplicit(%x) : int
  return
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

// -----

graph @broadcast(%a: tensor<[3], f32>, %b: tensor<[4], f32>) -> () {
  // expected-error @below {{'aten.mul.Tensor' op cannot broadcast dim 3 with dim 4 at position 0}}
  %0 = aten.mul.Tensor(%a, %b) : tensor<*, f32>
  return
}

// -----

graph @promoted_dtype(%a: tensor<[3], i64>, %b: tensor<[3], f32>) -> () {
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.add.Tensor' op result #0 is declared as tensor<[3], i64> but inferred as tensor<[3], f32>}}
  %0 = aten.add.Tensor(%a, %b, %c1) : tensor<[3], i64>
  return
}

// -----

graph @no_torch_dtype(%a: tensor<[3], u16>, %b: tensor<[3], f32>) -> () {
  // expected-error @below {{'aten.mul.Tensor' op torch has no result type for element types u16 and f32}}
  %0 = aten.mul.Tensor(%a, %b) : tensor<*, ?>
  return
}

// -----

graph @sub_bools(%a: tensor<[3], bool>) -> () {
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.sub.Tensor' op Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.}}
  %0 = aten.sub.Tensor(%a, %a, %c1) : tensor<*, ?>
  return
}

// -----

graph @sub_bool(%a: tensor<[3], bool>, %b: tensor<[3], f32>) -> () {
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.sub.Tensor' op Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.}}
  %0 = aten.sub.Tensor(%b, %a, %c1) : tensor<*, ?>
  return
}

// -----

graph @float_alpha(%a: tensor<[3], i64>) -> () {
  %alpha = prim.Constant {value = 1.5} : float
  // expected-error @below {{'aten.add.Tensor' op For integral input tensors, argument alpha must not be a floating point number.}}
  %0 = aten.add.Tensor(%a, %a, %alpha) : tensor<*, ?>
  return
}

// -----

graph @bool_alpha(%a: tensor<[3], f32>) -> () {
  %alpha = prim.Constant {value = true} : bool
  // expected-error @below {{'aten.add.Tensor' op Boolean alpha only supported for Boolean results.}}
  %0 = aten.add.Tensor(%a, %a, %alpha) : tensor<*, ?>
  return
}

//===----------------------------------------------------------------------===//
// conv2d
//===----------------------------------------------------------------------===//

// -----

graph @conv_dtypes(%x: tensor<[1, 3, 5, 5], f32>, %w: tensor<[8, 3, 3, 3], f64>, %l: list<int>, %g: int) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.conv2d' op input (f32) and weight (f64) must have the same element type}}
  %0 = aten.conv2d(%x, %w, %none, %l, %l, %l, %g) : tensor<*, ?>
  return
}

// -----

graph @conv_input_rank(%x: tensor<[1, 1, 3, 5, 5], f32>, %w: tensor<[8, 3, 3, 3], f32>, %l: list<int>, %g: int) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.conv2d' op expected 3-D (unbatched) or 4-D (batched) input to conv2d, but got input of size [1, 1, 3, 5, 5]}}
  %0 = aten.conv2d(%x, %w, %none, %l, %l, %l, %g) : tensor<*, ?>
  return
}

// -----

graph @conv_weight_rank(%x: tensor<[1, 3, 5, 5], f32>, %w: tensor<[8, 3, 3], f32>, %l: list<int>, %g: int) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.conv2d' op expected a 4-D weight [out_channels, in_channels/groups, kH, kW], but got weight of size [8, 3, 3]}}
  %0 = aten.conv2d(%x, %w, %none, %l, %l, %l, %g) : tensor<*, ?>
  return
}

// -----

graph @conv_stride_length(%x: tensor<[1, 3, 5, 5], f32>, %w: tensor<[8, 3, 3, 3], f32>, %l: list<int>, %g: int) -> () {
  %none = prim.Constant : none
  %s = prim.Constant {value = [1, 1, 1]} : list<int>
  // expected-error @below {{'aten.conv2d' op expected stride to be a single integer value or a list of 2 values, but got stride=[1, 1, 1]}}
  %0 = aten.conv2d(%x, %w, %none, %s, %l, %l, %g) : tensor<*, ?>
  return
}

// -----

graph @conv_groups(%x: tensor<[1, 4, 5, 5], f32>, %w: tensor<[6, 2, 3, 3], f32>, %l: list<int>) -> () {
  %none = prim.Constant : none
  %c0 = prim.Constant {value = 0} : int
  // expected-error @below {{'aten.conv2d' op non-positive groups is not supported}}
  %0 = aten.conv2d(%x, %w, %none, %l, %l, %l, %c0) : tensor<*, ?>
  return
}

// -----

graph @conv_channels(%x: tensor<[1, 4, 5, 5], f32>, %w: tensor<[6, 2, 3, 3], f32>, %l: list<int>) -> () {
  %none = prim.Constant : none
  %c3 = prim.Constant {value = 3} : int
  // expected-error @below {{'aten.conv2d' op Given groups=3, weight of size [6, 2, 3, 3], expected input[1, 4, 5, 5] to have 6 channels, but got 4 channels instead}}
  %0 = aten.conv2d(%x, %w, %none, %l, %l, %l, %c3) : tensor<*, ?>
  return
}

// -----

graph @conv_out_channels(%x: tensor<[1, 4, 5, 5], f32>, %w: tensor<[5, 2, 3, 3], f32>, %l: list<int>) -> () {
  %none = prim.Constant : none
  %c2 = prim.Constant {value = 2} : int
  // expected-error @below {{'aten.conv2d' op Given groups=2, expected weight to be divisible by 2 at dimension 0, but got weight of size [5, 2, 3, 3] instead}}
  %0 = aten.conv2d(%x, %w, %none, %l, %l, %l, %c2) : tensor<*, ?>
  return
}

// -----

graph @conv_bias(%x: tensor<[1, 4, 5, 5], f32>, %w: tensor<[6, 4, 3, 3], f32>, %b: tensor<[5], f32>, %l: list<int>, %g: int) -> () {
  // expected-error @below {{'aten.conv2d' op Given weight of size [6, 4, 3, 3], expected bias to be 1-dimensional with 6 elements, but got bias of size [5] instead}}
  %0 = aten.conv2d(%x, %w, %b, %l, %l, %l, %g) : tensor<*, ?>
  return
}

// -----

graph @conv_too_small(%x: tensor<[1, 3, 2, 5], f32>, %w: tensor<[8, 3, 3, 3], f32>) -> () {
  %none = prim.Constant : none
  %one = prim.Constant {value = [1]} : list<int>
  %zero = prim.Constant {value = [0]} : list<int>
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.conv2d' op conv: padded input size 2 is smaller than the effective kernel size 3}}
  %0 = aten.conv2d(%x, %w, %none, %one, %zero, %one, %c1) : tensor<*, ?>
  return
}

//===----------------------------------------------------------------------===//
// Pooling and upsampling
//===----------------------------------------------------------------------===//

// -----

graph @pool_rank(%x: tensor<[5, 5], f32>, %l: list<int>, %b: bool) -> () {
  // expected-error @below {{'aten.max_pool2d' op expected 3-D (C, H, W) or 4-D (N, C, H, W) input to max_pool2d, but got input of size [5, 5]}}
  %0 = aten.max_pool2d(%x, %l, %l, %l, %l, %b) : tensor<*, ?>
  return
}

// -----

graph @pool_kernel_length(%x: tensor<[1, 1, 5, 5], f32>, %l: list<int>, %b: bool) -> () {
  %k = prim.ListConstruct() : list<int>
  // expected-error @below {{'aten.max_pool2d' op expected kernel_size to be a single integer value or a list of 2 values, but got kernel_size=[]}}
  %0 = aten.max_pool2d(%x, %k, %l, %l, %l, %b) : tensor<*, ?>
  return
}

// -----

graph @pool_pad(%x: tensor<[1, 1, 5, 5], f32>, %l: list<int>, %b: bool) -> () {
  %k = prim.Constant {value = [3, 3]} : list<int>
  %p = prim.Constant {value = [1, 2]} : list<int>
  // expected-error @below {{'aten.max_pool2d' op pad should be at most half of kernel size, but got pad=2 and kernel_size=3}}
  %0 = aten.max_pool2d(%x, %k, %l, %p, %l, %b) : tensor<*, ?>
  return
}

// -----

graph @pool_too_small(%x: tensor<[1, 1, 2, 2], f32>) -> () {
  %k = prim.Constant {value = [3, 3]} : list<int>
  %s = prim.Constant {value = [1, 1]} : list<int>
  %p = prim.Constant {value = [0, 0]} : list<int>
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{'aten.max_pool2d' op pool: output size 0 is too small}}
  %0 = aten.max_pool2d(%x, %k, %s, %p, %s, %true) : tensor<*, ?>
  return
}

// -----

graph @adaptive_rank(%x: tensor<[1, 1, 1, 5, 5], f32>, %l: list<int>) -> () {
  // expected-error @below {{'aten.adaptive_avg_pool2d' op expected 3-D (C, H, W) or 4-D (N, C, H, W) input to adaptive_avg_pool2d, but got input of size [1, 1, 1, 5, 5]}}
  %0 = aten.adaptive_avg_pool2d(%x, %l) : tensor<*, ?>
  return
}

// -----

graph @adaptive_length(%x: tensor<[1, 1, 5, 5], f32>) -> () {
  %l = prim.Constant {value = [3]} : list<int>
  // expected-error @below {{'aten.adaptive_avg_pool2d' op output_size must have 2 elements, got [3]}}
  %0 = aten.adaptive_avg_pool2d(%x, %l) : tensor<*, ?>
  return
}

// -----

graph @adaptive_negative(%x: tensor<[1, 1, 5, 5], f32>) -> () {
  %l = prim.Constant {value = [-1, 1]} : list<int>
  // expected-error @below {{'aten.adaptive_avg_pool2d' op elements of output_size must be greater than or equal to 0, but got [-1, 1]}}
  %0 = aten.adaptive_avg_pool2d(%x, %l) : tensor<*, ?>
  return
}

// -----

graph @upsample_rank(%x: tensor<[1, 5, 5], f32>, %l: list<int>) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.upsample_nearest2d.vec' op expected a 4-D input (N, C, H, W), but got input of size [1, 5, 5]}}
  %0 = aten.upsample_nearest2d.vec(%x, %l, %none) : tensor<*, ?>
  return
}

// -----

graph @upsample_both(%x: tensor<[1, 1, 5, 5], f32>, %l: list<int>, %f: list<float>) -> () {
  // expected-error @below {{'aten.upsample_nearest2d.vec' op Must specify exactly one of output_size and scale_factors}}
  %0 = aten.upsample_nearest2d.vec(%x, %l, %f) : tensor<*, ?>
  return
}

// -----

graph @upsample_neither(%x: tensor<[1, 1, 5, 5], f32>) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.upsample_nearest2d.vec' op Must specify exactly one of output_size and scale_factors}}
  %0 = aten.upsample_nearest2d.vec(%x, %none, %none) : tensor<*, ?>
  return
}

// -----

graph @upsample_sizes_type(%x: tensor<[1, 1, 5, 5], f32>, %n: int) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.upsample_nearest2d.vec' op output_size must be a list of ints or none, got int}}
  %0 = aten.upsample_nearest2d.vec(%x, %n, %none) : tensor<*, ?>
  return
}

// -----

graph @upsample_scales_type(%x: tensor<[1, 1, 5, 5], f32>, %f: float) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.upsample_nearest2d.vec' op scale_factors must be a list of floats or none, got float}}
  %0 = aten.upsample_nearest2d.vec(%x, %none, %f) : tensor<*, ?>
  return
}

// -----

graph @upsample_scale_count(%x: tensor<[1, 1, 5, 5], f32>) -> () {
  %none = prim.Constant : none
  %s = prim.Constant {value = [2.0]} : list<float>
  // expected-error @below {{'aten.upsample_nearest2d.vec' op resize: 1 scales for rank 2}}
  %0 = aten.upsample_nearest2d.vec(%x, %none, %s) : tensor<*, ?>
  return
}

// -----

graph @upsample_scale_sign(%x: tensor<[1, 1, 5, 5], f32>) -> () {
  %none = prim.Constant : none
  %s = prim.Constant {value = [2.0, -1.0]} : list<float>
  // expected-error @below {{'aten.upsample_nearest2d.vec' op resize: scale -1 must be positive}}
  %0 = aten.upsample_nearest2d.vec(%x, %none, %s) : tensor<*, ?>
  return
}

//===----------------------------------------------------------------------===//
// Shape changes
//===----------------------------------------------------------------------===//

// -----

graph @view_inexact(%x: tensor<[2, 3], f32>) -> () {
  %l = prim.Constant {value = [-1, 4]} : list<int>
  // expected-error @below {{'aten.view' op reshape: 6 elements cannot be viewed as [-1, 4]}}
  %0 = aten.view(%x, %l) : tensor<*, ?>
  return
}

// -----

// A guard that the declared symbol range contradicts is an error.
module {
  symbol n in [1, 1]
  graph @view_contradicted(%x: tensor<[n, 3], f32>) -> () {
    %l = prim.Constant {value = [-1, 4]} : list<int>
    // expected-error @below {{'aten.reshape' op reshape: 3*n elements cannot be viewed as [-1, 4]}}
    %0 = aten.reshape(%x, %l) : tensor<*, ?>
    return
  }
}

// -----

graph @view_two_inferred(%x: tensor<[2, 3], f32>) -> () {
  %l = prim.Constant {value = [-1, -1]} : list<int>
  // expected-error @below {{'aten.view' op reshape: only one dimension can be inferred in [-1, -1]}}
  %0 = aten.view(%x, %l) : tensor<*, ?>
  return
}

// -----

graph @flatten_order(%x: tensor<[2, 3, 4], f32>) -> () {
  %c2 = prim.Constant {value = 2} : int
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.flatten.using_ints' op flatten: start_dim 2 cannot come after end_dim 1}}
  %0 = aten.flatten.using_ints(%x, %c2, %c1) : tensor<*, ?>
  return
}

// -----

graph @slice_start_type(%x: tensor<[4], f32>, %f: float) -> () {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.slice.Tensor' op start must be an int or none, got float}}
  %0 = aten.slice.Tensor(%x, %c0, %f, %c1, %c1) : tensor<*, ?>
  return
}

// -----

graph @slice_step(%x: tensor<[4], f32>) -> () {
  %none = prim.Constant : none
  %c0 = prim.Constant {value = 0} : int
  // expected-error @below {{'aten.slice.Tensor' op slice step must be positive, got 0}}
  %0 = aten.slice.Tensor(%x, %c0, %none, %none, %c0) : tensor<*, ?>
  return
}

// -----

graph @slice_scalar(%x: tensor<[], f32>) -> () {
  %none = prim.Constant : none
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.slice.Tensor' op slice() cannot be applied to a 0-dim tensor.}}
  %0 = aten.slice.Tensor(%x, %c0, %none, %none, %c1) : tensor<*, ?>
  return
}

// -----

graph @slice_dim(%x: tensor<[4], f32>) -> () {
  %none = prim.Constant : none
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.slice.Tensor' op dim 1 is out of range for a tensor of rank 1 (expected [-1, 0])}}
  %0 = aten.slice.Tensor(%x, %c1, %none, %none, %c1) : tensor<*, ?>
  return
}

// -----

graph @cat_empty() -> () {
  %c0 = prim.Constant {value = 0} : int
  %l = prim.ListConstruct() : list<tensor<*, f32>>
  // expected-error @below {{'aten.cat' op expected a non-empty list of tensors}}
  %0 = aten.cat(%l, %c0) : tensor<*, ?>
  return
}

// -----

graph @cat_dtypes(%a: tensor<[2], u16>, %b: tensor<[2], f32>) -> () {
  %c0 = prim.Constant {value = 0} : int
  %l = prim.ListConstruct(%a, %b) : list<tensor<*, ?>>
  // expected-error @below {{'aten.cat' op torch has no result type for the element types of these tensors}}
  %0 = aten.cat(%l, %c0) : tensor<*, ?>
  return
}

// -----

graph @cat_scalar(%a: tensor<[2], f32>, %b: tensor<[], f32>) -> () {
  %c0 = prim.Constant {value = 0} : int
  %l = prim.ListConstruct(%a, %b) : list<tensor<*, f32>>
  // expected-error @below {{'aten.cat' op zero-dimensional tensor (at position 1) cannot be concatenated}}
  %0 = aten.cat(%l, %c0) : tensor<*, ?>
  return
}

// -----

graph @cat_mismatch(%a: tensor<[2, 3], f32>, %b: tensor<[2, 4], f32>) -> () {
  %c0 = prim.Constant {value = 0} : int
  %l = prim.ListConstruct(%a, %b) : list<tensor<*, f32>>
  // expected-error @below {{'aten.cat' op concat: dim 4 of tensor 1 does not match dim 3 at position 1}}
  %0 = aten.cat(%l, %c0) : tensor<*, ?>
  return
}

// -----

graph @transpose_dim(%x: tensor<[2, 3], f32>) -> () {
  %c0 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 2} : int
  // expected-error @below {{'aten.transpose.int' op transpose: axis 2 is out of range for rank 2}}
  %0 = aten.transpose.int(%x, %c0, %c2) : tensor<*, ?>
  return
}

// -----

graph @transpose_scalar(%x: tensor<[], f32>) -> () {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.transpose.int' op dim1 1 is out of range for a tensor of rank 0 (expected [-1, 0])}}
  %0 = aten.transpose.int(%x, %c0, %c1) : tensor<*, ?>
  return
}

// -----

graph @permute_length(%x: tensor<[2, 3], f32>) -> () {
  %p = prim.ListConstruct() : list<int>
  // expected-error @below {{'aten.permute' op number of dims in the tensor input (2) does not match the length of the desired ordering of dims (0)}}
  %0 = aten.permute(%x, %p) : tensor<*, ?>
  return
}

// -----

graph @permute_repeated(%x: tensor<[2, 3], f32>) -> () {
  %p = prim.Constant {value = [1, -1]} : list<int>
  // expected-error @below {{'aten.permute' op permute: axis -1 is repeated}}
  %0 = aten.permute(%x, %p) : tensor<*, ?>
  return
}

// -----

graph @unsqueeze_dim(%x: tensor<[2, 3], f32>) -> () {
  %c3 = prim.Constant {value = 3} : int
  // expected-error @below {{'aten.unsqueeze' op unsqueeze: axis 3 is out of range for rank 3}}
  %0 = aten.unsqueeze(%x, %c3) : tensor<*, ?>
  return
}

// -----

graph @squeeze_dim(%x: tensor<[2, 3], f32>) -> () {
  %c2 = prim.Constant {value = -3} : int
  // expected-error @below {{'aten.squeeze.dim' op dim -3 is out of range for a tensor of rank 2 (expected [-2, 1])}}
  %0 = aten.squeeze.dim(%x, %c2) : tensor<*, ?>
  return
}

// -----

graph @expand_mismatch(%x: tensor<[2, 3], f32>) -> () {
  %l = prim.Constant {value = [4, 3]} : list<int>
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.expand' op expand: dim 2 cannot be expanded to 4 at position 0}}
  %0 = aten.expand(%x, %l, %false) : tensor<*, ?>
  return
}

//===----------------------------------------------------------------------===//
// Linear algebra
//===----------------------------------------------------------------------===//

// -----

graph @matmul_dtypes(%a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f64>) -> () {
  // expected-error @below {{'aten.matmul' op expected both operands to have the same dtype, but got f32 and f64}}
  %0 = aten.matmul(%a, %b) : tensor<*, ?>
  return
}

// -----

graph @matmul_contraction(%a: tensor<[2, 3], f32>, %b: tensor<[4, 5], f32>) -> () {
  // expected-error @below {{'aten.matmul' op matmul: cannot contract dim 3 of [2, 3] with dim 4 of [4, 5]}}
  %0 = aten.matmul(%a, %b) : tensor<*, ?>
  return
}

// -----

graph @linear_dtypes(%x: tensor<[2, 3], f16>, %w: tensor<[4, 3], f32>) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.linear' op input (f16) and weight (f32) must have the same element type}}
  %0 = aten.linear(%x, %w, %none) : tensor<*, ?>
  return
}

// -----

graph @linear_weight_rank(%x: tensor<[2, 3], f32>, %w: tensor<[1, 4, 3], f32>) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.linear' op expected a 1-D or 2-D weight, but got weight of size [1, 4, 3]}}
  %0 = aten.linear(%x, %w, %none) : tensor<*, ?>
  return
}

// -----

graph @linear_scalar_input(%x: tensor<[], f32>, %w: tensor<[4, 3], f32>) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.linear' op expected an input of at least 1 dim, but got a 0-d tensor}}
  %0 = aten.linear(%x, %w, %none) : tensor<*, ?>
  return
}

// -----

graph @linear_features(%x: tensor<[2, 3], f32>, %w: tensor<[4, 5], f32>) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.linear' op input of size [2, 3] cannot be multiplied by the weight of size [4, 5] transposed (3 != 5)}}
  %0 = aten.linear(%x, %w, %none) : tensor<*, ?>
  return
}

// -----

graph @linear_bias(%x: tensor<[2, 3], f32>, %w: tensor<[4, 3], f32>, %b: tensor<[5], f32>) -> () {
  // expected-error @below {{'aten.linear' op bias: cannot broadcast dim 4 with dim 5 at position 1}}
  %0 = aten.linear(%x, %w, %b) : tensor<*, ?>
  return
}

//===----------------------------------------------------------------------===//
// Reductions and normalization
//===----------------------------------------------------------------------===//

// -----

graph @mean_of_integers(%x: tensor<[2, 3], i64>) -> () {
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.mean.dim' op mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: i64}}
  %0 = aten.mean.dim(%x, %none, %false, %none) : tensor<*, ?>
  return
}

// -----

graph @mean_to_integers(%x: tensor<[2, 3], f32>) -> () {
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %i32 = prim.Constant {value = 3} : int
  // expected-error @below {{'aten.mean.dim' op mean(): could not infer output dtype. Optional dtype must be either a floating point or complex dtype. Got: i32}}
  %0 = aten.mean.dim(%x, %none, %false, %i32) : tensor<*, ?>
  return
}

// -----

graph @sum_dtype_type(%x: tensor<[2, 3], f32>, %f: float) -> () {
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.sum.dim_IntList' op dtype must be an int (a ScalarType) or none, got float}}
  %0 = aten.sum.dim_IntList(%x, %none, %false, %f) : tensor<*, ?>
  return
}

// -----

graph @sum_dim_type(%x: tensor<[2, 3], f32>, %f: float) -> () {
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.sum.dim_IntList' op dim must be a list of ints or none, got float}}
  %0 = aten.sum.dim_IntList(%x, %f, %false, %none) : tensor<*, ?>
  return
}

// -----

graph @sum_repeated_dim(%x: tensor<[2, 3], f32>) -> () {
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %d = prim.Constant {value = [1, -1]} : list<int>
  // expected-error @below {{'aten.sum.dim_IntList' op reduce: axis -1 is repeated}}
  %0 = aten.sum.dim_IntList(%x, %d, %false, %none) : tensor<*, ?>
  return
}

// -----

graph @softmax_dim(%x: tensor<[2, 3], f32>) -> () {
  %none = prim.Constant : none
  %c2 = prim.Constant {value = 2} : int
  // expected-error @below {{'aten.softmax.int' op dim 2 is out of range for a tensor of rank 2 (expected [-2, 1])}}
  %0 = aten.softmax.int(%x, %c2, %none) : tensor<*, ?>
  return
}

// -----

graph @batch_norm_rank(%x: tensor<[3], f32>, %t: bool, %f: float) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.batch_norm' op expected an input with at least 2 dims (N, C, ...), but got input of size [3]}}
  %0 = aten.batch_norm(%x, %none, %none, %none, %none, %t, %f, %f, %t) : tensor<*, ?>
  return
}

// -----

graph @batch_norm_weight(%x: tensor<[2, 3, 4], f32>, %w: tensor<[4], f32>, %t: bool, %f: float) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.batch_norm' op weight should contain 3 elements not [4]}}
  %0 = aten.batch_norm(%x, %w, %none, %none, %none, %t, %f, %f, %t) : tensor<*, ?>
  return
}

// -----

graph @batch_norm_running_var(%x: tensor<[2, 3, 4], f32>, %v: tensor<[3, 1], f32>, %t: bool, %f: float) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'aten.batch_norm' op running_var should contain 3 elements not [3, 1]}}
  %0 = aten.batch_norm(%x, %none, %none, %none, %v, %t, %f, %f, %t) : tensor<*, ?>
  return
}

// -----

graph @layer_norm_shape(%x: tensor<[2, 3], f32>, %f: float, %t: bool) -> () {
  %none = prim.Constant : none
  %ns = prim.Constant {value = [4]} : list<int>
  // expected-error @below {{'aten.layer_norm' op Given normalized_shape=[4], expected input with shape [*, 4], but got input of size [2, 3]}}
  %0 = aten.layer_norm(%x, %ns, %none, %none, %f, %t) : tensor<*, ?>
  return
}

// -----

graph @layer_norm_rank(%x: tensor<[3], f32>, %f: float, %t: bool) -> () {
  %none = prim.Constant : none
  %ns = prim.Constant {value = [2, 3]} : list<int>
  // expected-error @below {{'aten.layer_norm' op Given normalized_shape=[2, 3], expected input with shape [*, 2, 3], but got input of size [3]}}
  %0 = aten.layer_norm(%x, %ns, %none, %none, %f, %t) : tensor<*, ?>
  return
}

// -----

graph @layer_norm_weight(%x: tensor<[2, 4], f32>, %w: tensor<[5], f32>, %f: float, %t: bool) -> () {
  %none = prim.Constant : none
  %ns = prim.Constant {value = [4]} : list<int>
  // expected-error @below {{'aten.layer_norm' op Expected weight to be of same shape as normalized_shape, but got weight of shape [5] and normalized_shape = [4]}}
  %0 = aten.layer_norm(%x, %ns, %w, %none, %f, %t) : tensor<*, ?>
  return
}

// -----

graph @embedding_weight(%w: tensor<[10], f32>, %i: tensor<[2], i64>, %n: int, %b: bool) -> () {
  // expected-error @below {{'aten.embedding' op 'weight' must be 2-D, but got weight of size [10]}}
  %0 = aten.embedding(%w, %i, %n, %b, %b) : tensor<*, ?>
  return
}

// -----

graph @embedding_indices(%w: tensor<[10, 4], f32>, %i: tensor<[2], f32>, %n: int, %b: bool) -> () {
  // expected-error @below {{'aten.embedding' op expected indices of type i64 or i32, but got f32}}
  %0 = aten.embedding(%w, %i, %n, %b, %b) : tensor<*, ?>
  return
}
