// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// Every rule of the verifiers of prim's control-flow, cast, tuple, property
// and min/max ops (prim-ops.mlir has the valid forms).

// prim.If

graph @if_cond_not_bool(%c: tensor<[], bool>) -> () {
  // expected-error @below {{'prim.If' op operand #0 ('cond') must be bool, got tensor<[], bool>}}
  prim.If(%c) ({
    yield
  }, {
    yield
  }) : ()
  return
}

// -----
graph @if_one_region(%c: bool) -> () {
  // expected-error @below {{'prim.If' op requires 2 regions, got 1}}
  prim.If(%c) ({
    yield
  }) : ()
  return
}

// -----
graph @if_block_args(%c: bool) -> () {
  // expected-error @below {{'prim.If' op then_branch takes no block arguments, got 1}}
  prim.If(%c) ({
  ^bb0(%i: int):
    yield
  }, {
    yield
  }) : ()
  return
}

// -----
graph @if_else_block_args(%c: bool) -> () {
  // expected-error @below {{'prim.If' op else_branch takes no block arguments, got 1}}
  prim.If(%c) ({
    yield
  }, {
  ^bb0(%i: int):
    yield
  }) : ()
  return
}

// -----
graph @if_yield_count(%c: bool, %x: tensor<[2], f32>) -> () {
  // expected-error @below {{'prim.If' op else_branch yields 0 values, but the op has 1 results}}
  %0 = prim.If(%c) ({
    yield %x
  }, {
    yield
  }) : tensor<[2], f32>
  return
}

// -----
graph @if_yield_kind(%c: bool, %x: tensor<[2], f32>, %n: int) -> () {
  // expected-error @below {{'prim.If' op then_branch yields int for result #0 of type tensor<*, ?>}}
  %0 = prim.If(%c) ({
    yield %n
  }, {
    yield %x
  }) : tensor<*, ?>
  return
}

// -----
graph @if_yield_dims(%c: bool, %x: tensor<[2], f32>, %y: tensor<[3], f32>) -> () {
  // expected-error @below {{'prim.If' op else_branch yields tensor<[3], f32> for result #0 of type tensor<[2], f32>}}
  %0 = prim.If(%c) ({
    yield %x
  }, {
    yield %y
  }) : tensor<[2], f32>
  return
}

// -----
// none fits an optional result, not a plain one.
graph @if_none_for_tensor(%c: bool, %x: tensor<[2], f32>) -> () {
  %none = prim.Constant : none
  // expected-error @below {{'prim.If' op else_branch yields none for result #0 of type tensor<[2], f32>}}
  %0 = prim.If(%c) ({
    yield %x
  }, {
    yield %none
  }) : tensor<[2], f32>
  return
}

// -----

// prim.Loop

graph @loop_trip_count_not_int(%f: float, %t: bool) -> () {
  // expected-error @below {{'prim.Loop' op operand #0 ('max_trip_count') must be int, got float}}
  prim.Loop(%f, %t) ({
  ^bb0(%i: int):
    yield %t
  }) : ()
  return
}

// -----
graph @loop_cond_not_bool(%n: int) -> () {
  // expected-error @below {{'prim.Loop' op operand #1 ('cond') must be bool, got int}}
  prim.Loop(%n, %n) ({
  ^bb0(%i: int):
    yield %i
  }) : ()
  return
}

// -----
graph @loop_results(%n: int, %t: bool, %x: tensor<*, ?>) -> () {
  // expected-error @below {{'prim.Loop' op has 1 carried values but 0 results}}
  prim.Loop(%n, %t, %x) ({
  ^bb0(%i: int, %a: tensor<*, ?>):
    yield %t, %a
  }) : ()
  return
}

// -----
graph @loop_block_args(%n: int, %t: bool, %x: tensor<*, ?>) -> () {
  // expected-error @below {{'prim.Loop' op body takes the iteration number and the 1 carried values (2 block arguments), got 1}}
  %0 = prim.Loop(%n, %t, %x) ({
  ^bb0(%i: int):
    yield %t, %x
  }) : tensor<*, ?>
  return
}

// -----
graph @loop_counter_not_int(%n: int, %t: bool) -> () {
  // expected-error @below {{'prim.Loop' op body's first argument (the iteration number) must be int, got float}}
  prim.Loop(%n, %t) ({
  ^bb0(%i: float):
    yield %t
  }) : ()
  return
}

// -----
graph @loop_yield_count(%n: int, %t: bool, %x: tensor<*, ?>) -> () {
  // expected-error @below {{'prim.Loop' op body yields 1 values, but a loop with 1 carried values yields the condition and them (2)}}
  %0 = prim.Loop(%n, %t, %x) ({
  ^bb0(%i: int, %a: tensor<*, ?>):
    yield %a
  }) : tensor<*, ?>
  return
}

// -----
graph @loop_yield_cond(%n: int, %t: bool) -> () {
  // expected-error @below {{'prim.Loop' op body's first yielded value (the condition to go on) must be bool, got int}}
  prim.Loop(%n, %t) ({
  ^bb0(%i: int):
    yield %i
  }) : ()
  return
}

// -----
graph @loop_init_type(%n: int, %t: bool, %x: tensor<[2], f32>) -> () {
  // expected-error @below {{'prim.Loop' op carried value #0 is tensor<[2], f32>, but the body takes tensor<[3], f32>}}
  %0 = prim.Loop(%n, %t, %x) ({
  ^bb0(%i: int, %a: tensor<[3], f32>):
    yield %t, %a
  }) : tensor<*, ?>
  return
}

// -----
graph @loop_yield_type(%n: int, %t: bool, %x: tensor<*, ?>) -> () {
  // expected-error @below {{'prim.Loop' op body yields int for carried value #0, but takes tensor<*, ?>}}
  %0 = prim.Loop(%n, %t, %x) ({
  ^bb0(%i: int, %a: tensor<*, ?>):
    yield %t, %i
  }) : tensor<*, ?>
  return
}

// -----
graph @loop_result_type(%n: int, %t: bool, %x: tensor<*, ?>) -> () {
  // expected-error @below {{'prim.Loop' op body takes tensor<*, ?> for carried value #0, but result #0 is int}}
  %0 = prim.Loop(%n, %t, %x) ({
  ^bb0(%i: int, %a: tensor<*, ?>):
    yield %t, %a
  }) : int
  return
}

// -----

// prim.RaiseException

graph @raise_msg_not_str(%n: int) -> () {
  // expected-error @below {{'prim.RaiseException' op operand #0 ('msg') must be str, got int}}
  prim.RaiseException(%n) : ()
  return
}

// -----
graph @raise_cls_not_str(%m: str, %n: int) -> () {
  // expected-error @below {{'prim.RaiseException' op operand #1 ('cls') must be str or none, got int}}
  prim.RaiseException(%m, %n) : ()
  return
}

// -----
graph @raise_has_no_results(%m: str) -> () {
  // expected-error @below {{'prim.RaiseException' op requires 0 results, got 1}}
  %0 = prim.RaiseException(%m) : int
  return
}

// -----

// prim.unchecked_cast

graph @cast_changes_type(%o: optional<int>) -> () {
  // expected-error @below {{'prim.unchecked_cast' op cannot refine optional<int> to float}}
  %0 = prim.unchecked_cast(%o) : float
  return
}

// -----
graph @cast_changes_dims(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'prim.unchecked_cast' op cannot refine tensor<[2], f32> to tensor<[3], f32>}}
  %0 = prim.unchecked_cast(%x) : tensor<[3], f32>
  return
}

// -----

// prim.TupleIndex

graph @tuple_index_not_tuple(%l: list<int>, %i: int) -> () {
  // expected-error @below {{'prim.TupleIndex' op operand #0 ('tup') must be a tuple, got list<int>}}
  %0 = prim.TupleIndex(%l, %i) : int
  return
}

// -----
graph @tuple_index_result(%t: tuple<tensor<*, ?>, int>, %i: int) -> () {
  // expected-error @below {{'prim.TupleIndex' op result type float is no element type of tuple<tensor<*, ?>, int>}}
  %0 = prim.TupleIndex(%t, %i) : float
  return
}

// -----
graph @tuple_index_out_of_range(%t: tuple<tensor<*, ?>, int>) -> () {
  %c = prim.Constant {value = -3} : int
  // expected-error @below {{'prim.TupleIndex' op index -3 is out of range for a tuple of 2 elements}}
  %0 = prim.TupleIndex(%t, %c) : int
  return
}

// -----
// With a known index the result is that element.
graph @tuple_index_known(%t: tuple<tensor<*, ?>, int>) -> () {
  %c = prim.Constant {value = 1} : int
  // expected-error @below {{'prim.TupleIndex' op result #0 is declared as tensor<*, ?> but inferred as int}}
  %0 = prim.TupleIndex(%t, %c) : tensor<*, ?>
  return
}

// -----

// Tensor properties

graph @dtype_of_int(%n: int) -> () {
  // expected-error @below {{'prim.dtype' op operand #0 ('a') must be tensor, got int}}
  %0 = prim.dtype(%n) : int
  return
}

// -----
graph @device_is_device(%x: tensor<*, ?>) -> () {
  // expected-error @below {{'prim.device' op result #0 is declared as str but inferred as device}}
  %0 = prim.device(%x) : str
  return
}

// -----
graph @is_cuda_is_bool(%x: tensor<*, ?>) -> () {
  // expected-error @below {{'prim.is_cuda' op result #0 ('out') must be bool, got int}}
  %0 = prim.is_cuda(%x) : int
  return
}

// -----

// prim.min and prim.max

graph @min_of_int(%n: int) -> () {
  // expected-error @below {{'prim.min' op of one operand takes a list of int, float or bool, got int}}
  %0 = prim.min(%n) : int
  return
}

// -----
graph @max_of_strs(%l: list<str>) -> () {
  // expected-error @below {{'prim.max' op of one operand takes a list of int, float or bool, got list<str>}}
  %0 = prim.max(%l) : str
  return
}

// -----
graph @min_mixed(%n: int, %l: list<int>) -> () {
  // expected-error @below {{'prim.min' op takes two numbers (int, float, Scalar) or two lists of one element type, got int and list<int>}}
  %0 = prim.min(%n, %l) : int
  return
}

// -----
graph @max_lists_differ(%l: list<int>, %f: list<float>) -> () {
  // expected-error @below {{'prim.max' op takes two numbers (int, float, Scalar) or two lists of one element type, got list<int> and list<float>}}
  %0 = prim.max(%l, %f) : list<int>
  return
}

// -----
graph @min_of_bools(%a: bool) -> () {
  // expected-error @below {{'prim.min' op takes two numbers (int, float, Scalar) or two lists of one element type, got bool and bool}}
  %0 = prim.min(%a, %a) : bool
  return
}

// -----
graph @max_three(%n: int) -> () {
  // expected-error @below {{'prim.max' op takes one or two operands, got 3}}
  %0 = prim.max(%n, %n, %n) : int
  return
}

// -----
graph @min_none() -> () {
  // expected-error @below {{'prim.min' op takes one or two operands, got 0}}
  %0 = prim.min() : int
  return
}

// -----
graph @min_int_result(%a: int, %b: int) -> () {
  // expected-error @below {{'prim.min' op result #0 is declared as float but inferred as int}}
  %0 = prim.min(%a, %b) : float
  return
}

// -----
graph @tuple_index_empty(%t: tuple<>, %i: int) -> () {
  // expected-error @below {{'prim.TupleIndex' op result type int is no element type of tuple<>}}
  %0 = prim.TupleIndex(%t, %i) : int
  return
}
