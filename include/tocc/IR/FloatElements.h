//===- FloatElements.h - Float elements between f64, f32, f16 and bf16 ----===//
//
// Header-only: the bits of IEEE half and bfloat16 from a float (round to
// nearest even, as a Cast does), and back, and a whole buffer of float
// elements converted between the four float dtypes. The precision pass
// (convert-precision) converts weights with it, and --verify the data it
// feeds a model whose inputs and outputs became f16 or bf16.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_FLOATELEMENTS_H
#define TOCC_IR_FLOATELEMENTS_H

#include "tocc/IR/Types.h"

#include "llvm/ADT/ArrayRef.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <vector>

namespace tocc {

/// IEEE half bits of a float, rounded to nearest even; past the largest
/// half (65504) it is an infinity, as IEEE rounding makes it.
inline uint16_t floatToHalfBits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000;
  int32_t exp = int32_t((x >> 23) & 0xff) - 127 + 15;
  uint32_t mant = x & 0x7fffff;
  if (((x >> 23) & 0xff) == 0xff) // inf / nan
    return uint16_t(sign | 0x7c00 | (mant ? 0x200 : 0));
  if (exp >= 31)
    return uint16_t(sign | 0x7c00);
  if (exp <= 0) {
    if (exp < -10)
      return uint16_t(sign);
    mant |= 0x800000;
    uint32_t shift = uint32_t(14 - exp);
    uint32_t half = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1), mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (half & 1)))
      ++half;
    return uint16_t(sign | half);
  }
  uint32_t half = sign | (uint32_t(exp) << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (half & 1)))
    ++half;
  return uint16_t(half);
}

/// bfloat16 bits of a float, rounded to nearest even (a NaN stays a quiet
/// NaN).
inline uint16_t floatToBFloat16Bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  if ((x & 0x7fffffff) > 0x7f800000)
    return uint16_t((x >> 16) | 0x40);
  uint32_t rounding = 0x7fff + ((x >> 16) & 1);
  return uint16_t((x + rounding) >> 16);
}

inline float halfBitsToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  int exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ff;
  float v;
  if (exp == 0)
    v = std::ldexp(float(mant), -24);
  else if (exp == 31)
    v = mant ? std::numeric_limits<float>::quiet_NaN()
             : std::numeric_limits<float>::infinity();
  else
    v = std::ldexp(float(mant | 0x400), exp - 25);
  return sign ? -v : v;
}

inline float bfloat16BitsToFloat(uint16_t b) {
  uint32_t x = uint32_t(b) << 16;
  float v;
  std::memcpy(&v, &x, 4);
  return v;
}

/// The largest finite value of a float dtype.
inline double largestFinite(DType dtype) {
  switch (dtype) {
  case DType::F16:
    return 65504.0;
  case DType::BF16:
    return 3.3895313892515355e38;
  case DType::F32:
    return std::numeric_limits<float>::max();
  default:
    return std::numeric_limits<double>::max();
  }
}

/// The elements of `raw` (of float dtype `from`) as dtype `to` (f64, f32,
/// f16 or bf16), rounded to nearest even. With `saturate`, a finite value
/// past `to`'s range becomes its largest finite value of that sign instead
/// of an infinity (what a weight like -1e9, a mask's "minus infinity",
/// needs to stay finite in f16). nullopt for a dtype that is not one of
/// the four or a size that is not a whole number of elements.
inline std::optional<std::vector<char>>
convertFloatElements(llvm::ArrayRef<char> raw, DType from, DType to,
                     bool saturate = false) {
  auto isFloat = [](DType d) {
    return d == DType::F64 || d == DType::F32 || d == DType::F16 ||
           d == DType::BF16;
  };
  if (!isFloat(from) || !isFloat(to))
    return std::nullopt;
  unsigned inSize = dtypeByteSize(from), outSize = dtypeByteSize(to);
  if (raw.size() % inSize)
    return std::nullopt;
  size_t n = raw.size() / inSize;
  std::vector<char> out(n * outSize);
  double limit = largestFinite(to);
  for (size_t i = 0; i < n; ++i) {
    const char *p = raw.data() + i * inSize;
    double v;
    switch (from) {
    case DType::F64:
      std::memcpy(&v, p, 8);
      break;
    case DType::F32: {
      float f;
      std::memcpy(&f, p, 4);
      v = f;
      break;
    }
    default: {
      uint16_t h;
      std::memcpy(&h, p, 2);
      v = from == DType::F16 ? halfBitsToFloat(h) : bfloat16BitsToFloat(h);
      break;
    }
    }
    if (saturate && std::isfinite(v) && std::fabs(v) > limit)
      v = v < 0 ? -limit : limit;
    char *q = out.data() + i * outSize;
    switch (to) {
    case DType::F64:
      std::memcpy(q, &v, 8);
      break;
    case DType::F32: {
      float f = float(v);
      std::memcpy(q, &f, 4);
      break;
    }
    default: {
      uint16_t h = to == DType::F16 ? floatToHalfBits(float(v))
                                    : floatToBFloat16Bits(float(v));
      std::memcpy(q, &h, 2);
      break;
    }
    }
  }
  return out;
}

} // namespace tocc

#endif // TOCC_IR_FLOATELEMENTS_H
