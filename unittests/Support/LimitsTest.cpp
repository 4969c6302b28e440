//===- LimitsTest.cpp - The compile-time size cap (tocc/Support/Limits.h) -===//
#include "tocc/Support/Limits.h"

#include "gtest/gtest.h"

using namespace tocc;

namespace {

TEST(LimitsTest, ElementCount) {
  EXPECT_EQ(getElementCount({}), 1);
  EXPECT_EQ(getElementCount({2, 3, 4}), 24);
  EXPECT_EQ(getElementCount({20000, 25000}), 500000000);
  // Unknown (negative) dims have no count; a zero dim makes it 0, even
  // next to dims whose product would overflow.
  EXPECT_EQ(getElementCount({-1, 3}), std::nullopt);
  EXPECT_EQ(getElementCount({int64_t(1) << 40, 0, int64_t(1) << 40}), 0);
  EXPECT_EQ(getElementCount({0, -1}), std::nullopt);
  // 2^32 * 2^32 overflows int64; 2^31 * 2^31 does not.
  EXPECT_EQ(getElementCount({int64_t(1) << 32, int64_t(1) << 32}),
            std::nullopt);
  EXPECT_EQ(getElementCount({int64_t(1) << 31, int64_t(1) << 31}), int64_t(1)
                                                                       << 62);
  EXPECT_EQ(getElementCount({INT64_MAX, 2}), std::nullopt);
}

TEST(LimitsTest, CheckElementCount) {
  EXPECT_TRUE(checkElementCount({1024, 1024}, kDefaultMaxElements));
  EXPECT_FALSE(checkElementCount({1024, 1025}, kDefaultMaxElements));
  EXPECT_FALSE(checkElementCount({1000000, 1000000}, kDefaultMaxElements));
  EXPECT_FALSE(
      checkElementCount({int64_t(1) << 32, int64_t(1) << 32}, INT64_MAX));
  EXPECT_FALSE(checkElementCount({-1}, kDefaultMaxElements));
  EXPECT_TRUE(checkElementCount({0, int64_t(1) << 62}, 0));
  EXPECT_TRUE(checkElementCount({}, 1));
  EXPECT_FALSE(checkElementCount({}, 0));
  EXPECT_FALSE(checkElementCount({0}, -1));
}

TEST(LimitsTest, AllocationByteCap) {
  EXPECT_EQ(getAllocationByteCap(kDefaultMaxElements),
            kDefaultMaxElements * 16 + (1 << 20));
  EXPECT_EQ(getAllocationByteCap(INT64_MAX / 2), INT64_MAX);
  EXPECT_EQ(getAllocationByteCap(-1), 1 << 20);
}

} // namespace
