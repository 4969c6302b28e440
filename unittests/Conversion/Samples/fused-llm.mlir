// sweep-pipeline: decompose,dce
// sweep-after-lowering: cse,dce,onnx-cleanup,cse,dce,fuse-onnx-ops,cse,dce
// Numeric sweep samples of fuse-onnx-ops (docs/llm.md, "Fused ops at opset
// 23"): a LLaMA-style RMS norm, rotary embedding (rotate_half form, the
// caches Cos and Sin of concat(f, f)) and grouped-query attention over a
// KV cache with the causal mask of queries at past .. past + L - 1, as
// TorchScript writes them (examples/llm/llm_kv_cache.py). After the
// lowering the sweep runs tocc-export's cleanup and fuse-onnx-ops, so at
// opset 23 ONNX Runtime runs RMSNormalization, RotaryEmbedding and
// Attention against the interpreter (fuse-onnx-ops-samples.test checks
// that they are fused), and the decompositions below 23; also
// nn.MultiheadAttention's native op and _scaled_dot_product_attention with
// is_causal, which tocc's attention decompositions lower to the same
// pattern.

graph @rms_norm(%x: tensor<[2, 3, 8], f32>) -> (tensor<[2, 3, 8], f32>) {
  %0 = prim.Constant {value = 1} : int
  %1 = prim.Constant : none
  %2 = prim.Constant {value = true} : bool
  %3 = prim.Constant {value = 2} : int
  %4 = prim.Constant {value = 1.0e-05} : float
  %5 = prim.Constant {value = [-1]} : list<int>
  %w = prim.Constant {value = dense<tensor<[8], f32>, [1.1540996, 0.9706571, 0.78212106, 1.0568432, 0.89154774, 0.86014044, 1.0403347, 1.0838026]>} : tensor<[8], f32>
  %6 = aten.pow.Tensor_Scalar(%x, %3) : tensor<*, ?>
  %7 = aten.mean.dim(%6, %5, %2, %1) : tensor<*, ?>
  %8 = aten.add.Scalar(%7, %4, %0) : tensor<*, ?>
  %9 = aten.rsqrt(%8) : tensor<*, ?>
  %10 = aten.mul.Tensor(%x, %9) : tensor<*, ?>
  %11 = aten.mul.Tensor(%10, %w) : tensor<*, ?>
  return %11
}

// -----

graph @rotary(%q: tensor<[2, 4, 3, 8], f32>, %pos: tensor<[3], i64>) -> (tensor<[2, 4, 3, 8], f32>) {
  %0 = prim.Constant {value = false} : bool
  %1 = prim.Constant : none
  %2 = prim.Constant {value = 0} : int
  %3 = prim.Constant {value = 2} : int
  %4 = prim.Constant {value = 6} : int
  %5 = prim.Constant {value = 1} : int
  %6 = prim.Constant {value = -1} : int
  %7 = prim.Constant {value = dense<tensor<[1, 4], f32>, [1.0, 0.1, 0.01, 0.001]>} : tensor<[1, 4], f32>
  %8 = aten.to.dtype(%pos, %4, %0, %0, %1) : tensor<*, ?>
  %10 = aten.unsqueeze(%8, %5) : tensor<*, ?>
  %11 = aten.mul.Tensor(%10, %7) : tensor<*, ?>
  %12 = prim.ListConstruct(%11, %11) : list<tensor<*, ?>>
  %13 = aten.cat(%12, %6) : tensor<*, ?>
  %14 = aten.cos(%13) : tensor<*, ?>
  %15 = aten.mul.Tensor(%q, %14) : tensor<*, ?>
  %16 = aten.size.int(%q, %6) : int
  %17 = aten.floordiv.int(%16, %3) : int
  %18 = aten.slice.Tensor(%q, %6, %17, %1, %5) : tensor<*, ?>
  %19 = aten.neg(%18) : tensor<*, ?>
  %20 = aten.slice.Tensor(%q, %6, %1, %17, %5) : tensor<*, ?>
  %21 = prim.ListConstruct(%19, %20) : list<tensor<*, ?>>
  %22 = aten.cat(%21, %6) : tensor<*, ?>
  %23 = aten.sin(%13) : tensor<*, ?>
  %24 = aten.mul.Tensor(%22, %23) : tensor<*, ?>
  %25 = aten.add.Tensor(%15, %24, %5) : tensor<*, ?>
  return %25
}

// -----

graph @gqa_causal_cache(%q: tensor<[2, 4, 3, 8], f32>, %k: tensor<[2, 2, 3, 8], f32>, %v: tensor<[2, 2, 3, 8], f32>, %pk: tensor<[2, 2, 4, 8], f32>, %pv: tensor<[2, 2, 4, 8], f32>) -> (tensor<[2, 4, 3, 8], f32>, tensor<[2, 2, 7, 8], f32>, tensor<[2, 2, 7, 8], f32>) {
  %0 = prim.Constant {value = -inf} : float
  %1 = prim.Constant {value = false} : bool
  %2 = prim.Constant : none
  %3 = prim.Constant {value = 2} : int
  %4 = prim.Constant {value = 0} : int
  %5 = prim.Constant {value = 1} : int
  %6 = prim.Constant {value = 3} : int
  %7 = prim.Constant {value = -1} : int
  %scale = prim.Constant {value = 0.35355339059327373} : float
  %8 = aten.size.int(%pk, %3) : int
  %9 = aten.size.int(%q, %3) : int
  %10 = aten.add.int(%8, %9) : int
  %11 = aten.arange.start(%8, %10, %2, %2, %2, %2) : tensor<*, ?>
  %12 = aten.arange.start(%4, %10, %2, %2, %2, %2) : tensor<*, ?>
  %13 = aten.unsqueeze(%12, %4) : tensor<*, ?>
  %16 = aten.unsqueeze(%11, %5) : tensor<*, ?>
  %17 = aten.gt.Tensor(%13, %16) : tensor<*, ?>
  %18 = prim.ListConstruct(%pk, %k) : list<tensor<*, ?>>
  %19 = aten.cat(%18, %3) : tensor<*, ?>
  %20 = prim.ListConstruct(%pv, %v) : list<tensor<*, ?>>
  %21 = aten.cat(%20, %3) : tensor<*, ?>
  %22 = aten.size.int(%19, %4) : int
  %23 = aten.size.int(%19, %5) : int
  %24 = aten.size.int(%19, %3) : int
  %25 = aten.size.int(%19, %6) : int
  %28 = aten.unsqueeze(%19, %3) : tensor<*, ?>
  %29 = prim.ListConstruct(%22, %23, %3, %24, %25) : list<int>
  %30 = aten.expand(%28, %29, %1) : tensor<*, ?>
  %31 = aten.mul.int(%23, %3) : int
  %32 = prim.ListConstruct(%22, %31, %24, %25) : list<int>
  %33 = aten.reshape(%30, %32) : tensor<*, ?>
  %36 = aten.unsqueeze(%21, %3) : tensor<*, ?>
  %37 = aten.expand(%36, %29, %1) : tensor<*, ?>
  %38 = aten.reshape(%37, %32) : tensor<*, ?>
  %39 = aten.transpose.int(%33, %3, %6) : tensor<*, ?>
  %40 = aten.matmul(%q, %39) : tensor<*, ?>
  %43 = aten.mul.Scalar(%40, %scale) : tensor<*, ?>
  %44 = aten.masked_fill.Scalar(%43, %17, %0) : tensor<*, ?>
  %45 = aten.softmax.int(%44, %7, %2) : tensor<*, ?>
  %46 = aten.matmul(%45, %38) : tensor<*, ?>
  return %46, %19, %21
}

// -----

// nn.MultiheadAttention's native op (self-attention, no mask): the key's
// transpose composed with the heads' permute by onnx-cleanup.
graph @native_mha(%q: tensor<[2, 3, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>) -> (tensor<[2, 3, 8], f32>) {
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

// _scaled_dot_product_attention with is_causal: Where(Trilu(true), s, -inf).
graph @sdpa_is_causal(%q: tensor<[1, 2, 4, 4], f32>, %k: tensor<[1, 2, 4, 4], f32>, %v: tensor<[1, 2, 4, 3], f32>) -> (tensor<[1, 2, 4, 3], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 0.0} : float
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = true} : bool
  %r4_0, %r4_1 = aten._scaled_dot_product_attention(%q, %k, %v, %c1, %c2, %c3, %c4) : (tensor<[1, 2, 4, 3], f32>, tensor<[1, 2, 4, 4], f32>)
  return %r4_0
}
