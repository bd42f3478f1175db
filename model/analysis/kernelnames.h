#pragma once

#include <string>
#include <string_view>

namespace stepline {

// The key `stepline diff --match normalized` matches kernels by, so that one model compares across
// library versions and across NVIDIA and AMD. In order:
//  1. an Itanium-mangled name (starting with _Z) is demangled; one that does not demangle (cut
//     short in the trace) stays as written;
//  2. every template argument list <...> is removed, with what it nests (lambdas, functors);
//     "(anonymous namespace)::" is removed;
//  3. the parameter list is removed: everything from the first remaining '(';
//  4. the return type is removed: only the text after the last space is kept
//     ("void at::native::f" -> "at::native::f");
//  5. one vendor or architecture prefix of the last name component is removed: sm<digits>[letter]_,
//     gfx<hex digits>_, cutlass_<digits>_, ampere_, turing_, volta_, hopper_, blackwell_, __amd_rocclr_;
//     a leading "rccl" becomes "nccl";
//  6. numeric suffixes are removed: "_<digits>" or ".<digits>" at the end, repeatedly
//     ("triton_poi_fused_add_0" -> "triton_poi_fused_add").
// Whatever would leave an empty key (or unbalanced brackets) falls back to the raw name.
std::string normalizeKernelName(std::string_view raw);

} // namespace stepline
