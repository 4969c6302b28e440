// RUN: onnx-opt %s --split-input-file --verify-diagnostics --expand-composites

// Constants are built in the input's dtype, which must be known.

graph @unknown_dtype(%x: tensor<[2], ?>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.gelu' op needs the dtype of its input to build its constants, but it is unknown (give the model's input types)}}
  %y = core.gelu(%x) : tensor<*, ?>
  return %y
}

// -----

// Reduced axes are made non-negative against the rank.

graph @unranked(%x: tensor<*, f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.var' op needs the rank of the input, but its type is tensor<*, f32>}}
  %y = core.var(%x) {axes = [0]} : tensor<*, ?>
  return %y
}

// -----

graph @attention_unranked(%q: tensor<*, f32>, %k: tensor<[2, 3], f32>, %none: none) -> (tensor<*, ?>) {
  // expected-error @below {{'core.scaled_dot_product_attention' op needs the rank of the query, but its type is tensor<*, f32>}}
  %y = core.scaled_dot_product_attention(%q, %k, %k, %none) : tensor<*, ?>
  return %y
}

// -----

// A recurrent layer's cells need their hidden size (the gate slices).

graph @rnn_hidden_size_unknown(%x: tensor<[2, 1, 3], f32>, %wi: tensor<[1, 4, 3], f32>, %wh: tensor<[1, 4, ?], f32>, %n: none) -> (tensor<*, ?>, tensor<*, ?>) {
  // expected-error @below {{'core.rnn' op needs w_hh [D, G*H, H] with a static hidden size H, but it has type tensor<[1, 4, ?], f32>}}
  %y, %h = core.rnn(%x, %n, %wi, %wh, %n, %n, %n) : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}
