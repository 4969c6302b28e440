//===- FloatElementsTest.cpp - f32 to f16 and bf16 element conversion -----===//
#include "tocc/IR/FloatElements.h"

#include "gtest/gtest.h"

#include <cstring>
#include <limits>

using namespace tocc;

namespace {

std::vector<char> bytesOf(std::initializer_list<float> values) {
  std::vector<char> out(values.size() * 4);
  std::memcpy(out.data(), values.begin(), out.size());
  return out;
}

std::vector<uint16_t> halves(const std::vector<char> &bytes) {
  std::vector<uint16_t> out(bytes.size() / 2);
  std::memcpy(out.data(), bytes.data(), bytes.size());
  return out;
}

} // namespace

TEST(FloatElements, HalfRoundsToNearestEven) {
  // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: to even (1). 1 + 3*2^-11
  // is halfway between 1 + 2^-10 and 1 + 2^-9: to even (1 + 2^-9).
  EXPECT_EQ(floatToHalfBits(1.0f + 0x1p-11f), 0x3c00);
  EXPECT_EQ(floatToHalfBits(1.0f + 3 * 0x1p-11f), 0x3c02);
  EXPECT_EQ(floatToHalfBits(65504.0f), 0x7bff);
  EXPECT_EQ(floatToHalfBits(65536.0f), 0x7c00); // inf
  EXPECT_EQ(floatToHalfBits(0x1p-24f), 0x0001); // smallest subnormal
  EXPECT_EQ(halfBitsToFloat(0x3555), 0.333251953125f);
  EXPECT_EQ(halfBitsToFloat(0x0001), 0x1p-24f);
  EXPECT_EQ(halfBitsToFloat(0xfbff), -65504.0f);
  EXPECT_EQ(floatToBFloat16Bits(1.0f + 0x1p-8f), 0x3f80); // to even
  EXPECT_EQ(bfloat16BitsToFloat(0x3f81), 1.0f + 0x1p-7f);
}

TEST(FloatElements, ConvertsBuffersAndSaturates) {
  float inf = std::numeric_limits<float>::infinity();
  std::vector<char> in = bytesOf({1.5f, -1e9f, 1e9f, -inf, 70000.0f});
  std::optional<std::vector<char>> plain =
      convertFloatElements(in, DType::F32, DType::F16);
  ASSERT_TRUE(plain);
  EXPECT_EQ(halves(*plain),
            (std::vector<uint16_t>{0x3e00, 0xfc00, 0x7c00, 0xfc00, 0x7c00}));
  std::optional<std::vector<char>> saturated =
      convertFloatElements(in, DType::F32, DType::F16, /*saturate=*/true);
  ASSERT_TRUE(saturated);
  // Finite values past the range become +-65504; an infinity stays one.
  EXPECT_EQ(halves(*saturated),
            (std::vector<uint16_t>{0x3e00, 0xfbff, 0x7bff, 0xfc00, 0x7bff}));
  std::optional<std::vector<char>> back =
      convertFloatElements(*saturated, DType::F16, DType::F32);
  ASSERT_TRUE(back);
  float values[5];
  std::memcpy(values, back->data(), sizeof(values));
  EXPECT_EQ(values[0], 1.5f);
  EXPECT_EQ(values[1], -65504.0f);
  EXPECT_EQ(values[3], -inf);
  EXPECT_FALSE(convertFloatElements(in, DType::F32, DType::I32));
  EXPECT_FALSE(convertFloatElements(llvm::ArrayRef<char>(in).drop_back(),
                                    DType::F32, DType::F16));
}
