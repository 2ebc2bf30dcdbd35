// Closes the target region target_avx2_begin.ipp or target_avx512_begin.ipp opened.
#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
