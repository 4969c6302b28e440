// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// CHECK-LABEL: graph @mha_self
// CHECK-NOT:     aten.
// CHECK:         = core.constant
// CHECK:         = core.slice
// CHECK:         = core.linear
// CHECK:         = core.reshape
// CHECK:         = core.transpose
// CHECK:         = core.scaled_dot_product_attention
// CHECK:         return
graph @mha_self(%q: tensor<[2, 3, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>) -> (tensor<[2, 3, 8], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant : none
  %r6_0, %r6_1 = aten._native_multi_head_attention(%q, %q, %q, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %c6) : (tensor<[2, 3, 8], f32>, tensor<*, ?>)
  return %r6_0
}

// -----

// CHECK-LABEL: graph @encoder_layer
// CHECK-NOT:     aten.
// CHECK:         = core.constant
// CHECK:         = core.slice
// CHECK:         = core.linear
// CHECK:         = core.reshape
// CHECK:         = core.transpose
// CHECK:         = core.scaled_dot_product_attention
// CHECK:         = core.add
// CHECK:         = core.layer_norm
// CHECK:         = core.relu
// CHECK:         return
graph @encoder_layer(%src: tensor<[2, 5, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>, %n1w: tensor<[8], f32>, %n1b: tensor<[8], f32>, %n2w: tensor<[8], f32>, %n2b: tensor<[8], f32>, %f1w: tensor<[16, 8], f32>, %f1b: tensor<[16], f32>, %f2w: tensor<[8, 16], f32>, %f2b: tensor<[8], f32>) -> (tensor<[2, 5, 8], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = 1.0e-05} : float
  %c6 = prim.Constant : none
  %c7 = prim.Constant : none
  %r7_0 = aten._transformer_encoder_layer_fwd(%src, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %n1w, %n1b, %n2w, %n2b, %f1w, %f1b, %f2w, %f2b, %c6, %c7) : tensor<[2, 5, 8], f32>
  return %r7_0
}

// -----

// CHECK-LABEL: graph @sdpa
// CHECK-NEXT:    %c1 = prim.Constant : none
// CHECK-NEXT:    %[[V0:.*]] = core.scaled_dot_product_attention(%q, %k, %v, %c1) {is_causal = false} : tensor<[2, 3, 6], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sdpa(%q: tensor<[2, 3, 4], f32>, %k: tensor<[2, 5, 4], f32>, %v: tensor<[2, 5, 6], f32>) -> (tensor<[2, 3, 6], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 0.0} : float
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %r4_0, %r4_1 = aten._scaled_dot_product_attention(%q, %k, %v, %c1, %c2, %c3, %c4) : (tensor<[2, 3, 6], f32>, tensor<[2, 3, 5], f32>)
  return %r4_0
}
