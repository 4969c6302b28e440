// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Convolution, pooling and upsampling over symbolic spatial dims. The
// expected sizes were checked against torch 1.13 at every size from 2 to 39.

// kernel 3, stride 2, padding 1: floor((h + 2 - 3) / 2) + 1, canonically
// (h + 1) floordiv 2.
// CHECK-LABEL: graph @conv_symbolic
// CHECK-SAME:    -> (tensor<[s0, 16, (s1 + 1) floordiv 2, (s2 + 1) floordiv 2], f32>)
// CHECK:         aten.conv2d(%x, %w, %bias, %stride, %pad, %dil, %c1) : tensor<[s0, 16, (s1 + 1) floordiv 2, (s2 + 1) floordiv 2], f32>
graph @conv_symbolic(%x: tensor<[s0, 3, s1, s2], f32>, %w: tensor<[16, 3, 3, 3], f32>, %bias: tensor<[16], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %stride = prim.ListConstruct(%c2, %c2) : list<int>
  %pad = prim.ListConstruct(%c1, %c1) : list<int>
  %dil = prim.ListConstruct(%c1, %c1) : list<int>
  %0 = aten.conv2d(%x, %w, %bias, %stride, %pad, %dil, %c1) : tensor<*, ?>
  return %0
}

// -----

// Groups and dilation (one-element lists apply to both dims), an unbatched
// input, and unknown parameters (unknown spatial dims, known channels).
// CHECK-LABEL: graph @conv_variants
// CHECK:         aten.conv2d(%x, %w, %none, %one, %zero, %two, %c2) : tensor<[2, 6, 6, 8], f32>
// CHECK:         aten.conv2d(%u, %w3, %none, %two, %one, %one, %c1) : tensor<[5, (h + 1) floordiv 2, 4], f32>
// CHECK:         aten.conv2d(%x, %w, %none, %l, %l, %l, %g) : tensor<[2, 6, ?, ?], f32>
graph @conv_variants(%x: tensor<[2, 4, 10, 12], f32>, %w: tensor<[6, 2, 3, 3], f32>, %u: tensor<[3, h, 7], f32>, %w3: tensor<[5, 3, 3, 3], f32>, %l: list<int>, %g: int) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = [1]} : list<int>
  %zero = prim.Constant {value = [0]} : list<int>
  %two = prim.Constant {value = [2]} : list<int>
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %0 = aten.conv2d(%x, %w, %none, %one, %zero, %two, %c2) : tensor<*, ?>
  %1 = aten.conv2d(%u, %w3, %none, %two, %one, %one, %c1) : tensor<*, ?>
  %2 = aten.conv2d(%x, %w, %none, %l, %l, %l, %g) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// ceil_mode at static sizes: 5 with kernel 2, stride 2, pad 1 gives 3 (the
// last window would start in the right padding, so ceil's 4 drops to 3); 6
// with kernel 3 gives 4.
// CHECK-LABEL: graph @max_pool_static
// CHECK:         aten.max_pool2d(%x, %k2, %s2, %p1, %d1, %true) : tensor<[1, 1, 3, 3], f32>
// CHECK:         aten.max_pool2d(%y, %k3, %s2, %p1, %d1, %true) : tensor<[1, 1, 4, 4], f32>
// CHECK:         aten.max_pool2d(%x, %k2, %s2, %p1, %d1, %false) : tensor<[1, 1, 3, 3], f32>
graph @max_pool_static(%x: tensor<[1, 1, 5, 5], f32>, %y: tensor<[1, 1, 6, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %k2 = prim.Constant {value = [2, 2]} : list<int>
  %k3 = prim.Constant {value = [3, 3]} : list<int>
  %s2 = prim.Constant {value = [2, 2]} : list<int>
  %p1 = prim.Constant {value = [1, 1]} : list<int>
  %d1 = prim.Constant {value = [1, 1]} : list<int>
  %true = prim.Constant {value = true} : bool
  %false = prim.Constant {value = false} : bool
  %0 = aten.max_pool2d(%x, %k2, %s2, %p1, %d1, %true) : tensor<*, ?>
  %1 = aten.max_pool2d(%y, %k3, %s2, %p1, %d1, %true) : tensor<*, ?>
  %2 = aten.max_pool2d(%x, %k2, %s2, %p1, %d1, %false) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// ceil_mode at symbolic sizes; an empty stride is the kernel size; an
// unknown ceil_mode leaves the spatial dims unknown.
// CHECK-LABEL: graph @max_pool_symbolic
// CHECK:         aten.max_pool2d(%x, %k2, %empty, %p0, %d1, %true) : tensor<[n, 3, h ceildiv 2, w ceildiv 2], f32>
// CHECK:         aten.max_pool2d(%x, %k3, %s2, %p1, %d1, %true) : tensor<[n, 3, (h + 1) ceildiv 2, (w + 1) ceildiv 2], f32>
// CHECK:         aten.max_pool2d(%x, %k3, %s2, %p1, %d1, %ceil) : tensor<[n, 3, ?, ?], f32>
graph @max_pool_symbolic(%x: tensor<[n, 3, h, w], f32>, %ceil: bool) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %k2 = prim.Constant {value = [2]} : list<int>
  %k3 = prim.Constant {value = [3, 3]} : list<int>
  %empty = prim.ListConstruct() : list<int>
  %s2 = prim.Constant {value = [2, 2]} : list<int>
  %p0 = prim.Constant {value = [0]} : list<int>
  %p1 = prim.Constant {value = [1, 1]} : list<int>
  %d1 = prim.Constant {value = [1, 1]} : list<int>
  %true = prim.Constant {value = true} : bool
  %0 = aten.max_pool2d(%x, %k2, %empty, %p0, %d1, %true) : tensor<*, ?>
  %1 = aten.max_pool2d(%x, %k3, %s2, %p1, %d1, %true) : tensor<*, ?>
  %2 = aten.max_pool2d(%x, %k3, %s2, %p1, %d1, %ceil) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// CHECK-LABEL: graph @adaptive_avg_pool
// CHECK:         aten.adaptive_avg_pool2d(%x, %ones) : tensor<[n, 3, 1, 1], f32>
// CHECK:         aten.adaptive_avg_pool2d(%y, %sz) : tensor<[3, h floordiv 2, 2], f32>
graph @adaptive_avg_pool(%x: tensor<[n, 3, h, w], f32>, %y: tensor<[3, h, w], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %ones = prim.ListConstruct(%c1, %c1) : list<int>
  %0 = aten.adaptive_avg_pool2d(%x, %ones) : tensor<*, ?>
  %hh = aten.size.int(%y, %c1) : int
  %half = aten.floordiv.int(%hh, %c2) : int
  %sz = prim.ListConstruct(%half, %c2) : list<int>
  %1 = aten.adaptive_avg_pool2d(%y, %sz) : tensor<*, ?>
  return %0, %1
}

// -----

// F.interpolate(x, scale_factor=2.0) scripts to upsample_nearest2d.vec with
// scale factors: floor(h * scale), exact for scales p/q. With output_size
// the sizes are used as given.
// CHECK-LABEL: graph @upsample
// CHECK:         aten.upsample_nearest2d.vec(%x, %none, %scales) : tensor<[n, 3, 2*h, 2*w], f32>
// CHECK:         aten.upsample_nearest2d.vec(%x, %none, %odd) : tensor<[n, 3, (3*h) floordiv 2, (3*w) floordiv 4], f32>
// CHECK:         aten.upsample_nearest2d.vec(%x, %sizes, %none) : tensor<[n, 3, w, w], f32>
graph @upsample(%x: tensor<[n, 3, h, w], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %two = prim.Constant {value = 2.0} : float
  %scales = prim.ListConstruct(%two, %two) : list<float>
  %0 = aten.upsample_nearest2d.vec(%x, %none, %scales) : tensor<*, ?>
  %odd = prim.Constant {value = [1.5, 0.75]} : list<float>
  %1 = aten.upsample_nearest2d.vec(%x, %none, %odd) : tensor<*, ?>
  %c3 = prim.Constant {value = 3} : int
  %ww = aten.size.int(%x, %c3) : int
  %sizes = prim.ListConstruct(%ww, %ww) : list<int>
  %2 = aten.upsample_nearest2d.vec(%x, %sizes, %none) : tensor<*, ?>
  return %0, %1, %2
}
