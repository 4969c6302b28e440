// RUN: onnx-opt %s --pass-pipeline='expand-composites{ops=core.gelu}' | FileCheck %s --check-prefix=ONLY
// RUN: onnx-opt %s --pass-pipeline='expand-composites{ops="gelu,silu"}' | FileCheck %s --check-prefix=BOTH
// RUN: onnx-opt %s --pass-pipeline='expand-composites{keep=core.silu;core.linear}' | FileCheck %s --check-prefix=KEEP
// RUN: onnx-opt %s --expand-composites | FileCheck %s --check-prefix=ALL
// RUN: not onnx-opt %s --pass-pipeline='expand-composites{ops=core.relu}' 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not onnx-opt %s --pass-pipeline='expand-composites{keep=core.gleu}' 2>&1 | FileCheck %s --check-prefix=ERR-KEEP

// `ops` selects what is expanded (names with or without `core.`), `keep`
// leaves ops whole; by default every composite is expanded.

// ONLY-LABEL: graph @mixed
// ONLY:         core.erf
// ONLY:         core.silu(%x)
// ONLY:         core.linear(%x, %w, %none)
// ONLY-NOT:     core.gelu

// BOTH-LABEL: graph @mixed
// BOTH-NOT:     core.gelu
// BOTH-NOT:     core.silu
// BOTH:         core.linear(%x, %w, %none)

// KEEP-LABEL: graph @mixed
// KEEP-NOT:     core.gelu
// KEEP:         core.silu(%x)
// KEEP:         core.linear(%x, %w, %none)

// ALL-LABEL: graph @mixed
// ALL-NOT:      core.gelu
// ALL-NOT:      core.silu
// ALL-NOT:      core.linear
// ALL:          core.matmul

// ERR: error: expand-composites: option 'ops' names 'core.relu', which has no expansion (--list-expansions)
// ERR-KEEP: error: expand-composites: option 'keep' names 'core.gleu', which has no expansion (--list-expansions)
graph @mixed(%x: tensor<[2, 4], f32>, %w: tensor<[3, 4], f32>, %none: none) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %a = core.gelu(%x) : tensor<*, ?>
  %b = core.silu(%x) : tensor<*, ?>
  %c = core.linear(%x, %w, %none) : tensor<*, ?>
  return %a, %b, %c
}
