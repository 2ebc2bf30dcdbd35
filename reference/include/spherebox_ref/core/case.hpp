/// The cases the drivers exchange: one plain struct per slug (<slug>/case.hpp), each viewable
/// as a flat array of T so that coding, display and bit-exact comparison are written once. A
/// slug's case is a struct with value_type, dims, slug, count, flat(), from_flat() and, for
/// shape pairs answered by one bool, args() (see judged_case in core/contract_check.hpp).
#pragma once
#include <cstring>

namespace spherebox::ref {

/// Bit-exact equality (NaN payloads and the sign of zero included).
template <class Case>
[[nodiscard]] bool same_bits(const Case& x, const Case& y) {
  const auto a = x.flat(), b = y.flat();
  return std::memcmp(a.data(), b.data(), sizeof(a)) == 0;
}

}  // namespace spherebox::ref
