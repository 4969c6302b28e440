// docs/torchscript.md, "Lists whose length is known at run time": rows of
// x appended to a list under a data-dependent `if` in a loop, then stacked.
graph @main(%x: tensor<[n, 3], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %true = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %outs = prim.ListConstruct : list<tensor<*, ?>>
  %n = aten.size.int(%x, %c0) : int
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %row = aten.select.int(%x, %c0, %i) : tensor<[3], f32>
    %s = aten.sum(%row, %none) : tensor<[], f32>
    %pos = aten.gt.Scalar(%s, %c0) : tensor<[], bool>
    %cond = aten.Bool.Tensor(%pos) : bool
    prim.If(%cond) ({
      %a = aten.append.t(%outs, %row) : list<tensor<*, ?>>
      yield
    }, {
      yield
    }) : ()
    yield %true
  }) : ()
  %y = aten.stack(%outs, %c0) : tensor<*, ?>
  return %y
}
