//===- AllocationCap.cpp - LibTorch's CPU allocator, capped at compile time
//===//
//
// Compile-time evaluations run LibTorch's kernels: fold-constants' (through
// the runtime's interpreter) and LibTorch's own constant propagation while
// the importer freezes a module. Neither may make a tensor past the size
// cap (tocc/Support/Limits.h), so LibTorch's CPU allocator is wrapped once,
// and while an AllocationCap lives an allocation above its bytes fails
// before any memory is taken, with a c10::Error, as an allocation LibTorch
// cannot make fails. The evaluation that asked for it gives up and the op
// stays in the program.
//
//===----------------------------------------------------------------------===//
#include "Torch.h"

#include <c10/core/CPUAllocator.h>

#include <atomic>

using namespace tocc;
using namespace tocc::frontend;

namespace {

/// The cap in force, read by the allocator (perhaps from LibTorch's worker
/// threads) and by the runtime's kernels. Negative: nothing is capped (the
/// interpreter also runs whole models for --verify and the example run).
std::atomic<int64_t> capElements{-1};
std::atomic<int64_t> capBytes{-1};
/// Set when something was refused for the cap.
std::atomic<bool> capExceeded{false};

class CappedCPUAllocator final : public c10::Allocator {
public:
  explicit CappedCPUAllocator(c10::Allocator *base) : base(base) {}

  c10::DataPtr allocate(size_t n) const override {
    int64_t cap = capBytes.load(std::memory_order_relaxed);
    if (cap >= 0 && n > uint64_t(cap)) {
      capExceeded.store(true);
      TORCH_CHECK(false, "an allocation of ", n,
                  " bytes is above the compile-time size cap of ",
                  capElements.load(), " elements (", cap, " bytes)");
    }
    return base->allocate(n);
  }
  c10::DeleterFnPtr raw_deleter() const override { return base->raw_deleter(); }

private:
  c10::Allocator *base;
};

/// Wraps LibTorch's CPU allocator, once; false if LibTorch keeps another
/// (one registered with a higher priority), and the kernels' own checks
/// are then all there is.
bool installCappedAllocator() {
  static bool installed = [] {
    static CappedCPUAllocator capped(c10::GetCPUAllocator());
    c10::SetCPUAllocator(&capped, /*priority=*/UINT8_MAX);
    return c10::GetCPUAllocator() == &capped;
  }();
  return installed;
}

} // namespace

AllocationCap::AllocationCap(int64_t maxElements, int64_t maxBytes)
    : savedElements(capElements.load()), savedBytes(capBytes.load()) {
  installCappedAllocator();
  capExceeded.store(false);
  capElements.store(maxElements);
  capBytes.store(maxBytes);
}

AllocationCap::~AllocationCap() {
  capBytes.store(savedBytes);
  capElements.store(savedElements);
}

int64_t AllocationCap::elements() { return capElements.load(); }

bool AllocationCap::exceeded() { return capExceeded.load(); }

void AllocationCap::noteExceeded() { capExceeded.store(true); }
