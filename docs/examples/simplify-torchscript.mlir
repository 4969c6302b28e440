// nn.Upsample's scripted forward, cut down: a list built in a loop whose
// trip count is the input's rank minus 2, a warning, and math on ints.
graph @main(%x: tensor<[1, 3, 8, 8], f32>) -> (tensor<*, ?>, float) {
  %scale = prim.Constant {value = 2.0} : float
  %true = prim.Constant {value = true} : bool
  %two = prim.Constant {value = 2} : int
  %rank = aten.dim(%x) : int
  %n = aten.sub.int(%rank, %two) : int
  %scales = prim.ListConstruct : list<float>
  prim.Loop(%n, %true) ({
  ^bb0(%i: int):
    %r = aten.append.t(%scales, %scale) : list<float>
    yield %true
  }) : ()
  %msg = prim.Constant {value = "upsampling by {}"} : str
  %m = aten.format(%msg, %two) : str
  %stack = prim.Constant {value = 2} : int
  aten.warn(%m, %stack) : ()
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %y = aten.upsample_nearest2d.vec(%x, %none, %scales) : tensor<*, ?>
  %root = aten.sqrt.int(%rank) : float
  return %y, %root
}
