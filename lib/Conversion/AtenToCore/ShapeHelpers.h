//===- ShapeHelpers.h - Host ints, shape lists and lists of tensors ------===//
//
// Private to lib/Conversion/AtenToCore (Shapes, Indexing, Creation,
// Scalars). How a host int is represented after decompose:
//
//   - a value known at compile time is a prim.Constant int (so later
//     entries read it with readInt, and shape functions see its value);
//   - a value known only at run time is a core host scalar: core.dim,
//     core.numel, core.scalar_* of them, core.to_scalar of a tensor;
//   - a list<int> used as a shape becomes one 1-D i64 tensor: a
//     core.constant when every element is constant, else core.from_scalars
//     of the elements (constants as core.scalar_constant);
//   - an int used as a tensor (prim.NumToTensor) is core.to_tensor.
//
// Arithmetic folds when both operands are constants, so static programs
// keep constant shapes.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_CONVERSION_ATENTOCORE_SHAPEHELPERS_H
#define TOCC_LIB_CONVERSION_ATENTOCORE_SHAPEHELPERS_H

#include "Entries.h"

#include <limits>

namespace tocc::detail {

/// A host int (or float or bool): a constant, or a value computed at run
/// time (of type int, float or bool).
struct HostScalar {
  /// The value of a constant (ints also exactly in intConstant: int64
  /// bounds such as "no end" do not fit a double).
  std::optional<double> constant;
  int64_t intConstant = 0;
  Value *value = nullptr;
  Type::Kind kind = Type::Int;
  bool isConstant() const { return constant.has_value(); }
  int64_t getInt() const {
    return kind == Type::Int ? intConstant : int64_t(*constant);
  }
};

/// A host scalar from a value: a prim.Constant, a value of scalar type, or
/// a one-element tensor of the legacy form (read with core.to_scalar).
/// Failure for anything else (no diagnostic).
std::optional<HostScalar> matchHostScalar(Rewriter &rw, Value *v);
/// Operand `i` as a host scalar, with a diagnostic when it is not one.
FailureOr<HostScalar> readHostScalar(Rewriter &rw, unsigned i);
/// A constant host int.
HostScalar hostInt(int64_t v);
/// The elements of list operand `i` as host scalars (a constant int list
/// or a prim.ListConstruct of numbers).
FailureOr<llvm::SmallVector<HostScalar, 4>> readHostScalarList(Rewriter &rw,
                                                               unsigned i);
/// The host scalar converted to `kind` with Python's int()/float()/bool()
/// (folded when constant, else core.scalar_cast).
HostScalar castHost(Rewriter &rw, const HostScalar &s, Type::Kind kind);
/// The host scalar as a value of its kind: a prim.Constant when constant
/// (entries downstream read constants), else the value itself.
Value *materializeHost(Rewriter &rw, const HostScalar &s);
/// The host scalar as an operand of a core op: core.scalar_constant when
/// constant (the core graph does not read prim constants), else the value.
Value *coreHost(Rewriter &rw, const HostScalar &s);
/// The host scalar as a 0-d tensor of `dtype` (core.constant or
/// core.to_tensor).
Value *hostToTensor(Rewriter &rw, const HostScalar &s, DType dtype);

/// `x.size(axis)`: a constant when the dim is static, else core.dim.
HostScalar dimSize(Rewriter &rw, Value *x, int64_t axis);
/// `a <op> b` on two host ints with core.scalar_<op> (add, sub, mul,
/// floordiv, mod, min, max), folded when both are constants.
HostScalar intBinary(Rewriter &rw, llvm::StringRef op, const HostScalar &a,
                     const HostScalar &b);

/// A 1-D i64 tensor of the ints: a core.constant when all are constants,
/// else core.from_scalars.
Value *i64Vector(Rewriter &rw, llvm::ArrayRef<HostScalar> ints);
/// The elements of list operand `i` as host ints (constants, computed
/// ints); a diagnostic naming the element otherwise.
FailureOr<llvm::SmallVector<HostScalar, 4>> readHostIntList(Rewriter &rw,
                                                            unsigned i);
/// List operand `i` (a shape) as one 1-D i64 tensor.
FailureOr<Value *> shapeTensor(Rewriter &rw, unsigned i);

/// The tensors of list operand `i` (a prim.ListConstruct).
FailureOr<llvm::SmallVector<Value *, 4>> readTensorList(Rewriter &rw,
                                                        unsigned i);
/// A recurrent layer's or cell's state operand `i` into `hx`: an LSTM's
/// list (h, c), or the other kinds' h (one tensor); `names` says what the
/// two are called in the error ("h0, c0" for a layer, "h, c" for a cell).
LogicalResult readCellStates(Rewriter &rw, bool lstm, unsigned i,
                             llvm::SmallVectorImpl<Value *> &hx,
                             llvm::StringRef names);
/// A list value of `listType` holding `elements` (prim.ListConstruct, which
/// prim.ListUnpack and aten.__getitem__.t entries forward).
Value *makeList(Rewriter &rw, Type listType, llvm::ArrayRef<Value *> elements);

/// Creates core op `name` with the op's result type and replaces the op's
/// only result with it.
LogicalResult replaceWith(Rewriter &rw, llvm::StringRef name,
                          llvm::ArrayRef<Value *> operands,
                          llvm::ArrayRef<NamedAttribute> attrs = {});
/// Replaces the op's only result with `v` (failure if `v` is null).
LogicalResult replaceWithValue(Rewriter &rw, Value *v);

/// The tensor operand `i` with a known rank, or failure (diagnosed).
struct RankedTensor {
  Value *value;
  int64_t rank;
};
FailureOr<RankedTensor> readRankedTensor(Rewriter &rw, unsigned i);

/// core.slice of `x` along one axis: [start, end) with step (> 0).
Value *sliceAxis(Rewriter &rw, Value *x, int64_t axis, const HostScalar &start,
                 const HostScalar &end, int64_t step, Type resultType = Type());

/// `x` with size-1 dims inserted at `axes` of the result.
Value *unsqueezeAt(Rewriter &rw, Value *x, llvm::ArrayRef<int64_t> axes);
/// x's dims as a 1-D i64 tensor: a constant when static, else shape_of.
Value *shapeOf(Rewriter &rw, Value *x);
/// The dims of list operand `i` normalized against `rank` (out of range or
/// repeated dims are diagnosed).
FailureOr<llvm::SmallVector<int64_t, 4>> readDimList(Rewriter &rw, unsigned i,
                                                     int64_t rank);

/// The dtype of a `ScalarType?` operand (TorchScript's int code), or
/// `fallback` for none.
FailureOr<DType> readDType(Rewriter &rw, unsigned i, DType fallback);

/// The NumPy broadcast of the tensors' shapes (their ranks must be
/// known), one host int per dim: static where some tensor has a static
/// size other than 1, the shared symbolic size, or (different symbolic
/// sizes) computed at run time.
FailureOr<llvm::SmallVector<HostScalar, 4>>
broadcastShape(Rewriter &rw, llvm::ArrayRef<Value *> tensors);
/// `t` expanded to `shape` (from broadcastShape); `t` itself when its dims
/// are already the shape's.
Value *expandTo(Rewriter &rw, Value *t, llvm::ArrayRef<HostScalar> shape);

/// The elements of `x` at kernel offset `offsets` of every sliding window
/// over dims `axes` (x already padded): x[o*d :: s] along each axis, cut
/// where the last window ends (its end counted from the dim's end, so the
/// dims may be symbolic, and every offset's slice has one size). Windows.cpp.
Value *windowSlice(Rewriter &rw, Value *x, llvm::ArrayRef<int64_t> axes,
                   llvm::ArrayRef<int64_t> offsets,
                   llvm::ArrayRef<int64_t> kernel,
                   llvm::ArrayRef<int64_t> dilation,
                   llvm::ArrayRef<int64_t> stride);

/// `src` cut to index's dims (torch.scatter reads only that corner of a
/// larger src), or src itself when the dims are known to agree. Indexing.cpp.
Value *cutToIndex(Rewriter &rw, Value *src, Value *index, int64_t rank);

/// ATen's "no end" for slices.
constexpr int64_t kSliceEnd = std::numeric_limits<int64_t>::max();

} // namespace tocc::detail

#endif
