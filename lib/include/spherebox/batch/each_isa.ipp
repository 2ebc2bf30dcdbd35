// Compiles a pair's lanes for every instruction set this build has (no include guard; after
// sse2.hpp, avx2.hpp and avx512.hpp): the file named by the macro SPHEREBOX_BATCH_LANES (a
// quoted path relative to this folder, "../<slug>/batch_lanes.ipp") is included inside each
// instruction set's namespace and target region, where ops<T>, for_words and isa are its own.
// So a pair writes its lanes once and keeps them in its folder (README, "Layout").
#if SPHEREBOX_HAS_SSE2
namespace spherebox::batch::sse2_impl {
#include SPHEREBOX_BATCH_LANES
}  // namespace spherebox::batch::sse2_impl
#endif
#if SPHEREBOX_HAS_X86_TARGETS
#include "target_avx2_begin.ipp"
namespace spherebox::batch::avx2_impl {
#include SPHEREBOX_BATCH_LANES
}  // namespace spherebox::batch::avx2_impl
#include "target_end.ipp"
#include "target_avx512_begin.ipp"
namespace spherebox::batch::avx512_impl {
#include SPHEREBOX_BATCH_LANES
}  // namespace spherebox::batch::avx512_impl
#include "target_end.ipp"
#endif
