graph @main(%x: tensor<[1, 2, h, 3], f32>, %p: tensor<[1, 2, h ceildiv 8, 3], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 2} : int
  %c8 = prim.Constant {value = 8} : int
  %cm1 = prim.Constant {value = -1} : int
  %msg = prim.Constant {value = "height must be a multiple of 8"} : str
  %cls = prim.Constant {value = "builtins.ValueError"} : str
  %h = aten.size.int(%x, %c2) : int
  %r = aten.remainder.int(%h, %c8) : int
  %ne = aten.ne.int(%r, %c0) : bool
  prim.If(%ne) ({
    prim.RaiseException(%msg, %cls) : ()
    yield
  }, {
    yield
  }) : ()
  %h8 = aten.floordiv.int(%h, %c8) : int
  %l = prim.ListConstruct(%h8, %cm1) : list<int>
  %y = aten.view(%p, %l) : tensor<*, ?>
  return %y
}
