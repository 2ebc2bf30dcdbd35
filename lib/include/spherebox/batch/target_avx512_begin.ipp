// Opens a target region for AVX-512F (no include guard): every function defined until
// target_end.ipp is compiled for AVX-512F, templates and their instantiations included.
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx512f"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx512f")
#endif
