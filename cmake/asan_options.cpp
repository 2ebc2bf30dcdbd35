// AddressSanitizer defaults for spherebox's own executables (tests, properties, fuzz targets),
// compiled into each of them when SPHEREBOX_SANITIZE includes address. ASAN_OPTIONS in the
// environment still overrides every value here.
//
// Why: the exact oracle's integers live in GMP, which is built without frame pointers. ASan's
// fast unwinder records up to malloc_context_size return addresses per allocation; past GMP's
// frames it reads stack garbage, so nearly every allocation made inside GMP stored a new
// "unique" stack trace in ASan's stack depot, which is never freed. Measured on the property
// binary (one sphere–AABB property, clang 14): 3.0 million depot entries and 1.36 GB peak RSS
// after 8,000 cases, growing without bound (17 GB after an hour of the campaign). Two frames
// (the allocator's caller and its caller) never reach the garbage: the depot stays at about 700
// entries and RSS is flat in the case count. A 64 MB quarantine (default 256 MB) still catches
// a use after free of any of the last 64 MB freed, and keeps the plateau low.
extern "C" const char* __asan_default_options() {
  return "malloc_context_size=2:quarantine_size_mb=64";
}
