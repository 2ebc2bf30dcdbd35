// Opens a target region for AVX2 (no include guard): every function defined until
// target_end.ipp is compiled for AVX2, templates and their instantiations included.
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2")
#endif
