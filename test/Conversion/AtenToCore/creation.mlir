// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose{functionalize=false},dce' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose{functionalize=false},dce' | FileCheck %s --check-prefix=NOATEN
// (The in-place entries are tested alone: decompose would functionalize first.)

// Factories, aranges and fills: core.full and core.arange.
// NOATEN-NOT: aten.
// CHECK-LABEL: graph @factories_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [3, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 1], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [7]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 2], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [3.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1, 2], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [-1.5]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f16>, [1.0]>} : tensor<[], f16>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1, 2], f16>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 2], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [1.25]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [-2.5]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @factories_a(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [2, 3]} : list<int>
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant : none
  %c6 = prim.Constant : none
  %v1 = aten.zeros(%c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  %c8 = prim.Constant {value = [4]} : list<int>
  %c9 = prim.Constant {value = 4} : int
  %c10 = prim.Constant : none
  %c11 = prim.Constant : none
  %c12 = prim.Constant : none
  %v7 = aten.ones(%c8, %c9, %c10, %c11, %c12) : tensor<*, ?>
  %c14 = prim.Constant {value = [3, 1]} : list<int>
  %c15 = prim.Constant {value = 2.5} : float
  %c16 = prim.Constant : none
  %c17 = prim.Constant : none
  %c18 = prim.Constant : none
  %c19 = prim.Constant : none
  %v13 = aten.full(%c14, %c15, %c16, %c17, %c18, %c19) : tensor<*, ?>
  %c21 = prim.Constant {value = [2]} : list<int>
  %c22 = prim.Constant {value = 7} : int
  %c23 = prim.Constant : none
  %c24 = prim.Constant : none
  %c25 = prim.Constant : none
  %c26 = prim.Constant : none
  %v20 = aten.full(%c21, %c22, %c23, %c24, %c25, %c26) : tensor<*, ?>
  %c28 = prim.Constant {value = [2, 2]} : list<int>
  %c29 = prim.Constant {value = true} : bool
  %c30 = prim.Constant : none
  %c31 = prim.Constant : none
  %c32 = prim.Constant : none
  %c33 = prim.Constant : none
  %v27 = aten.full(%c28, %c29, %c30, %c31, %c32, %c33) : tensor<*, ?>
  %c35 = prim.Constant {value = [1, 2]} : list<int>
  %c36 = prim.Constant {value = 3} : int
  %c37 = prim.Constant {value = 7} : int
  %c38 = prim.Constant : none
  %c39 = prim.Constant : none
  %c40 = prim.Constant : none
  %v34 = aten.full(%c35, %c36, %c37, %c38, %c39, %c40) : tensor<*, ?>
  %c42 = prim.Constant : none
  %c43 = prim.Constant : none
  %c44 = prim.Constant : none
  %c45 = prim.Constant : none
  %c46 = prim.Constant : none
  %v41 = aten.zeros_like(%x, %c42, %c43, %c44, %c45, %c46) : tensor<*, ?>
  %c48 = prim.Constant {value = 11} : int
  %c49 = prim.Constant : none
  %c50 = prim.Constant : none
  %c51 = prim.Constant : none
  %c52 = prim.Constant : none
  %v47 = aten.ones_like(%x, %c48, %c49, %c50, %c51, %c52) : tensor<*, ?>
  %c54 = prim.Constant {value = 4} : int
  %c55 = prim.Constant : none
  %c56 = prim.Constant : none
  %c57 = prim.Constant : none
  %c58 = prim.Constant : none
  %c59 = prim.Constant : none
  %v53 = aten.full_like(%x, %c54, %c55, %c56, %c57, %c58, %c59) : tensor<*, ?>
  %c61 = prim.Constant {value = -1.5} : float
  %c62 = prim.Constant {value = 7} : int
  %c63 = prim.Constant : none
  %c64 = prim.Constant : none
  %c65 = prim.Constant : none
  %c66 = prim.Constant : none
  %v60 = aten.full_like(%x, %c61, %c62, %c63, %c64, %c65, %c66) : tensor<*, ?>
  %c68 = prim.Constant {value = [3]} : list<int>
  %c69 = prim.Constant : none
  %c70 = prim.Constant : none
  %c71 = prim.Constant : none
  %c72 = prim.Constant : none
  %v67 = aten.new_zeros(%x, %c68, %c69, %c70, %c71, %c72) : tensor<*, ?>
  %c74 = prim.Constant {value = [1, 2]} : list<int>
  %c75 = prim.Constant {value = 5} : int
  %c76 = prim.Constant : none
  %c77 = prim.Constant : none
  %c78 = prim.Constant : none
  %v73 = aten.new_ones(%x, %c74, %c75, %c76, %c77, %c78) : tensor<*, ?>
  %c80 = prim.Constant {value = [2, 2]} : list<int>
  %c81 = prim.Constant {value = 3} : int
  %c82 = prim.Constant : none
  %c83 = prim.Constant : none
  %c84 = prim.Constant : none
  %c85 = prim.Constant : none
  %v79 = aten.new_full(%x, %c80, %c81, %c82, %c83, %c84, %c85) : tensor<*, ?>
  %c87 = prim.Constant {value = 2} : int
  %c88 = prim.Constant : none
  %c89 = prim.Constant : none
  %c90 = prim.Constant : none
  %c91 = prim.Constant : none
  %v86 = aten.scalar_tensor(%c87, %c88, %c89, %c90, %c91) : tensor<*, ?>
  %c93 = prim.Constant {value = 1.25} : float
  %c94 = prim.Constant {value = 7} : int
  %c95 = prim.Constant : none
  %c96 = prim.Constant : none
  %c97 = prim.Constant : none
  %v92 = aten.scalar_tensor(%c93, %c94, %c95, %c96, %c97) : tensor<*, ?>
  %c99 = prim.Constant {value = 3} : int
  %v98 = aten.fill.Scalar(%x, %c99) : tensor<*, ?>
  %c101 = prim.Constant {value = -2.5} : float
  %c102 = prim.Constant : none
  %c103 = prim.Constant : none
  %c104 = prim.Constant : none
  %c105 = prim.Constant : none
  %v100 = aten.scalar_tensor(%c101, %c102, %c103, %c104, %c105) : tensor<*, ?>
  %v106 = aten.fill.Tensor(%x, %v100) : tensor<*, ?>
  return %v1, %v7, %v13, %v20, %v27, %v34, %v41, %v47, %v53, %v60, %v67, %v73, %v79, %v86, %v92, %v98, %v106
}

// -----

// CHECK-LABEL: graph @factories_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [3, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3, 1], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [7]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 2], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [3.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1, 2], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], bool>, [true]>} : tensor<[], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], bool>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [4]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [-1.5]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [1, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f16>, [1.0]>} : tensor<[], f16>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1, 2], f16>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 2]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [1.25]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [-2.5]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.cast(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @factories_b(%x: tensor<[4], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [2, 3]} : list<int>
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant : none
  %c6 = prim.Constant : none
  %v1 = aten.zeros(%c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  %c8 = prim.Constant {value = [4]} : list<int>
  %c9 = prim.Constant {value = 4} : int
  %c10 = prim.Constant : none
  %c11 = prim.Constant : none
  %c12 = prim.Constant : none
  %v7 = aten.ones(%c8, %c9, %c10, %c11, %c12) : tensor<*, ?>
  %c14 = prim.Constant {value = [3, 1]} : list<int>
  %c15 = prim.Constant {value = 2.5} : float
  %c16 = prim.Constant : none
  %c17 = prim.Constant : none
  %c18 = prim.Constant : none
  %c19 = prim.Constant : none
  %v13 = aten.full(%c14, %c15, %c16, %c17, %c18, %c19) : tensor<*, ?>
  %c21 = prim.Constant {value = [2]} : list<int>
  %c22 = prim.Constant {value = 7} : int
  %c23 = prim.Constant : none
  %c24 = prim.Constant : none
  %c25 = prim.Constant : none
  %c26 = prim.Constant : none
  %v20 = aten.full(%c21, %c22, %c23, %c24, %c25, %c26) : tensor<*, ?>
  %c28 = prim.Constant {value = [2, 2]} : list<int>
  %c29 = prim.Constant {value = true} : bool
  %c30 = prim.Constant : none
  %c31 = prim.Constant : none
  %c32 = prim.Constant : none
  %c33 = prim.Constant : none
  %v27 = aten.full(%c28, %c29, %c30, %c31, %c32, %c33) : tensor<*, ?>
  %c35 = prim.Constant {value = [1, 2]} : list<int>
  %c36 = prim.Constant {value = 3} : int
  %c37 = prim.Constant {value = 7} : int
  %c38 = prim.Constant : none
  %c39 = prim.Constant : none
  %c40 = prim.Constant : none
  %v34 = aten.full(%c35, %c36, %c37, %c38, %c39, %c40) : tensor<*, ?>
  %c42 = prim.Constant : none
  %c43 = prim.Constant : none
  %c44 = prim.Constant : none
  %c45 = prim.Constant : none
  %c46 = prim.Constant : none
  %v41 = aten.zeros_like(%x, %c42, %c43, %c44, %c45, %c46) : tensor<*, ?>
  %c48 = prim.Constant {value = 11} : int
  %c49 = prim.Constant : none
  %c50 = prim.Constant : none
  %c51 = prim.Constant : none
  %c52 = prim.Constant : none
  %v47 = aten.ones_like(%x, %c48, %c49, %c50, %c51, %c52) : tensor<*, ?>
  %c54 = prim.Constant {value = 4} : int
  %c55 = prim.Constant : none
  %c56 = prim.Constant : none
  %c57 = prim.Constant : none
  %c58 = prim.Constant : none
  %c59 = prim.Constant : none
  %v53 = aten.full_like(%x, %c54, %c55, %c56, %c57, %c58, %c59) : tensor<*, ?>
  %c61 = prim.Constant {value = -1.5} : float
  %c62 = prim.Constant {value = 7} : int
  %c63 = prim.Constant : none
  %c64 = prim.Constant : none
  %c65 = prim.Constant : none
  %c66 = prim.Constant : none
  %v60 = aten.full_like(%x, %c61, %c62, %c63, %c64, %c65, %c66) : tensor<*, ?>
  %c68 = prim.Constant {value = [3]} : list<int>
  %c69 = prim.Constant : none
  %c70 = prim.Constant : none
  %c71 = prim.Constant : none
  %c72 = prim.Constant : none
  %v67 = aten.new_zeros(%x, %c68, %c69, %c70, %c71, %c72) : tensor<*, ?>
  %c74 = prim.Constant {value = [1, 2]} : list<int>
  %c75 = prim.Constant {value = 5} : int
  %c76 = prim.Constant : none
  %c77 = prim.Constant : none
  %c78 = prim.Constant : none
  %v73 = aten.new_ones(%x, %c74, %c75, %c76, %c77, %c78) : tensor<*, ?>
  %c80 = prim.Constant {value = [2, 2]} : list<int>
  %c81 = prim.Constant {value = 3} : int
  %c82 = prim.Constant : none
  %c83 = prim.Constant : none
  %c84 = prim.Constant : none
  %c85 = prim.Constant : none
  %v79 = aten.new_full(%x, %c80, %c81, %c82, %c83, %c84, %c85) : tensor<*, ?>
  %c87 = prim.Constant {value = 2} : int
  %c88 = prim.Constant : none
  %c89 = prim.Constant : none
  %c90 = prim.Constant : none
  %c91 = prim.Constant : none
  %v86 = aten.scalar_tensor(%c87, %c88, %c89, %c90, %c91) : tensor<*, ?>
  %c93 = prim.Constant {value = 1.25} : float
  %c94 = prim.Constant {value = 7} : int
  %c95 = prim.Constant : none
  %c96 = prim.Constant : none
  %c97 = prim.Constant : none
  %v92 = aten.scalar_tensor(%c93, %c94, %c95, %c96, %c97) : tensor<*, ?>
  %c99 = prim.Constant {value = 3} : int
  %v98 = aten.fill.Scalar(%x, %c99) : tensor<*, ?>
  %c101 = prim.Constant {value = -2.5} : float
  %c102 = prim.Constant : none
  %c103 = prim.Constant : none
  %c104 = prim.Constant : none
  %c105 = prim.Constant : none
  %v100 = aten.scalar_tensor(%c101, %c102, %c103, %c104, %c105) : tensor<*, ?>
  %v106 = aten.fill.Tensor(%x, %v100) : tensor<*, ?>
  return %v1, %v7, %v13, %v20, %v27, %v34, %v41, %v47, %v53, %v60, %v67, %v73, %v79, %v86, %v92, %v98, %v106
}

// -----

// CHECK-LABEL: graph @empties
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [4, 1]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4, 1], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @empties(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = [2, 3]} : list<int>
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant : none
  %c6 = prim.Constant : none
  %c7 = prim.Constant : none
  %v1 = aten.empty.memory_format(%c2, %c3, %c4, %c5, %c6, %c7) : tensor<*, ?>
  %c9 = prim.Constant {value = 4} : int
  %c10 = prim.Constant : none
  %c11 = prim.Constant : none
  %c12 = prim.Constant : none
  %c13 = prim.Constant : none
  %v8 = aten.empty_like(%x, %c9, %c10, %c11, %c12, %c13) : tensor<*, ?>
  %c15 = prim.Constant {value = [4, 1]} : list<int>
  %c16 = prim.Constant : none
  %c17 = prim.Constant : none
  %c18 = prim.Constant : none
  %c19 = prim.Constant : none
  %v14 = aten.new_empty(%x, %c15, %c16, %c17, %c18, %c19) : tensor<*, ?>
  return %v1, %v8, %v14
}

// -----

// CHECK-LABEL: graph @aranges
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[5], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [2.5]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [1.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = f32} : tensor<[?], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [-3]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [4]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[7], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [1.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [3.5]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [1.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = f32} : tensor<[?], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [10]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [-3]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[3], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [1.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [0.25]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[?], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [7]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = f32} : tensor<[7], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.mul(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[7], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [-1.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[7], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.arange(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) {dtype = f64} : tensor<[1], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.mul(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f64>, [0.0]>} : tensor<[], f64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.add(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[1], f64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @aranges() -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 5} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant : none
  %c6 = prim.Constant : none
  %v1 = aten.arange(%c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  %c8 = prim.Constant {value = 2.5} : float
  %c9 = prim.Constant : none
  %c10 = prim.Constant : none
  %c11 = prim.Constant : none
  %c12 = prim.Constant : none
  %v7 = aten.arange(%c8, %c9, %c10, %c11, %c12) : tensor<*, ?>
  %c14 = prim.Constant {value = -3} : int
  %c15 = prim.Constant {value = 4} : int
  %c16 = prim.Constant {value = 7} : int
  %c17 = prim.Constant : none
  %c18 = prim.Constant : none
  %c19 = prim.Constant : none
  %v13 = aten.arange.start(%c14, %c15, %c16, %c17, %c18, %c19) : tensor<*, ?>
  %c21 = prim.Constant {value = 1} : int
  %c22 = prim.Constant {value = 3.5} : float
  %c23 = prim.Constant : none
  %c24 = prim.Constant : none
  %c25 = prim.Constant : none
  %c26 = prim.Constant : none
  %v20 = aten.arange.start(%c21, %c22, %c23, %c24, %c25, %c26) : tensor<*, ?>
  %c28 = prim.Constant {value = 10} : int
  %c29 = prim.Constant {value = 1} : int
  %c30 = prim.Constant {value = -3} : int
  %c31 = prim.Constant : none
  %c32 = prim.Constant : none
  %c33 = prim.Constant : none
  %c34 = prim.Constant : none
  %v27 = aten.arange.start_step(%c28, %c29, %c30, %c31, %c32, %c33, %c34) : tensor<*, ?>
  %c36 = prim.Constant {value = 0.0} : float
  %c37 = prim.Constant {value = 1.0} : float
  %c38 = prim.Constant {value = 0.25} : float
  %c39 = prim.Constant {value = 7} : int
  %c40 = prim.Constant : none
  %c41 = prim.Constant : none
  %c42 = prim.Constant : none
  %v35 = aten.arange.start_step(%c36, %c37, %c38, %c39, %c40, %c41, %c42) : tensor<*, ?>
  %c44 = prim.Constant {value = -1.0} : float
  %c45 = prim.Constant {value = 2.0} : float
  %c46 = prim.Constant {value = 7} : int
  %c47 = prim.Constant : none
  %c48 = prim.Constant : none
  %c49 = prim.Constant : none
  %c50 = prim.Constant : none
  %v43 = aten.linspace(%c44, %c45, %c46, %c47, %c48, %c49, %c50) : tensor<*, ?>
  %c52 = prim.Constant {value = 0} : int
  %c53 = prim.Constant {value = 1} : int
  %c54 = prim.Constant {value = 1} : int
  %c55 = prim.Constant {value = 7} : int
  %c56 = prim.Constant : none
  %c57 = prim.Constant : none
  %c58 = prim.Constant : none
  %v51 = aten.linspace(%c52, %c53, %c54, %c55, %c56, %c57, %c58) : tensor<*, ?>
  return %v1, %v7, %v13, %v20, %v27, %v35, %v43, %v51
}

// -----

// CHECK-LABEL: graph @fills_a
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[2, 3], f32>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @fills_a(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>, %z: tensor<[2, 3], f32>, %v: tensor<[], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 1.5} : float
  %v1 = aten.fill_.Scalar(%x, %c2) : tensor<*, ?>
  %v3 = aten.fill_.Tensor(%y, %v) : tensor<*, ?>
  %v4 = aten.zero_(%z) : tensor<*, ?>
  return %v1, %v3, %v4
}

// -----

// CHECK-LABEL: graph @fills_b
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.cast(%{{[A-Za-z0-9_]+}}) {dtype = i64} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK: %{{[A-Za-z0-9_]+}} = core.full(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}) : tensor<[4], i64>
// CHECK: return %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}
graph @fills_b(%x: tensor<[4], i64>, %y: tensor<[4], i64>, %z: tensor<[4], i64>, %v: tensor<[], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %v1 = aten.fill_.Scalar(%x, %c2) : tensor<*, ?>
  %v3 = aten.fill_.Tensor(%y, %v) : tensor<*, ?>
  %v4 = aten.zero_(%z) : tensor<*, ?>
  return %v1, %v3, %v4
}

// -----

// torch.tensor / torch.as_tensor of numbers: a number gives a 0-d tensor
// (i64 for ints, the default f32 for floats, bool for bools, or the given
// dtype); a list, nested for more dims, stacks its elements, which may be
// computed at run time.
// CHECK-LABEL: graph @tensor_data
// CHECK:         %[[F:.*]] = core.constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
// CHECK:         %[[N:.*]] = core.dim(%x) {axis = 0} : int
// CHECK:         %[[T:.*]] = core.to_tensor(%[[N]]) {{.*}}: tensor<[], i64>
// CHECK:         core.concat({{.*}}) {axis = 0} : tensor<[2], i64>
// CHECK:         core.concat({{.*}}) {axis = 0} : tensor<[2, 2], f64>
// CHECK:         return %[[F]], {{.*}}
graph @tensor_data(%x: tensor<[n, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %f = prim.Constant {value = 1.5} : float
  %a = aten.tensor.float(%f, %none, %none, %false) : tensor<*, ?>
  %zero = prim.Constant {value = 0} : int
  %n = aten.size.int(%x, %zero) : int
  %three = prim.Constant {value = 3} : int
  %l = prim.ListConstruct(%n, %three) : list<int>
  %b = aten.tensor(%l, %none, %none, %false) : tensor<*, ?>
  %rows = prim.Constant {value = [[1.0, 2.0], [3.0, 4.0]]} : list<list<float>>
  %f64 = prim.Constant {value = 7} : int
  %c = aten.as_tensor.list(%rows, %f64, %none) : tensor<*, ?>
  %t = prim.Constant {value = true} : bool
  %d = aten.tensor.bool(%t, %none, %none, %false) : tensor<*, ?>
  return %a, %b, %c, %d
}
