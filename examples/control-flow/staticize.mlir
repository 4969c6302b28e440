// Control flow at the core level (after `decompose`), as docs/control-flow.md
// ("Static-ization passes") rewrites it:
//   for i in range(3):
//       y = y * 2 if i == 0 else y + 1
//   return y if bool(x.sum() > 0) else -y
module {
  symbol b in [2, inf]
  graph @main(%x: tensor<[b, 3], f32>) -> (tensor<[b, 3], f32>) {
    %n = core.scalar_constant {value = 3} : int
    %zero = core.scalar_constant {value = 0} : int
    %t = core.scalar_constant {value = true} : bool
    %two = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
    %one = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
    %y = prim.Loop(%n, %t, %x) ({
    ^bb0(%i: int, %acc: tensor<[b, 3], f32>):
      %first = core.scalar_cmp(%i, %zero) {predicate = "eq"} : bool
      %next = prim.If(%first) ({
        %m = core.mul(%acc, %two) : tensor<[b, 3], f32>
        yield %m
      }, {
        %a = core.add(%acc, %one) : tensor<[b, 3], f32>
        yield %a
      }) : tensor<[b, 3], f32>
      yield %t, %next
    }) : tensor<[b, 3], f32>
    %s = core.reduce_sum(%x) {axes = [], keepdim = false} : tensor<[], f32>
    %z = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
    %gt = core.gt(%s, %z) : tensor<[], bool>
    %c = core.to_scalar(%gt) : bool
    %r = prim.If(%c) ({
      yield %y
    }, {
      %neg = core.neg(%y) : tensor<[b, 3], f32>
      yield %neg
    }) : tensor<[b, 3], f32>
    return %r
  }
}
