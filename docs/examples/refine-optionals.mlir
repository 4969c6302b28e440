// `def forward(self, x, bias: Optional[Tensor] = None)` after import with
// a tensor example for bias: `if bias is not None: x = x + bias`.
graph @main(%x: tensor<[2, 4], f32>, %bias: tensor<[4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = 1} : int
  %has = aten.__isnot__(%bias, %none) : bool
  %y = prim.If(%has) ({
    %b = prim.unchecked_cast(%bias) : tensor<*, ?>
    %s = aten.add.Tensor(%x, %b, %one) : tensor<*, ?>
    yield %s
  }, {
    yield %x
  }) : tensor<*, ?>
  return %y
}
