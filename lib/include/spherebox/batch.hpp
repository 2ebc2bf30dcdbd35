/// The batch API of every shape pair, on structure-of-arrays spans (batch/soa.hpp; any
/// alignment, any length), each pair's in its own folder. Include this header to call them: the
/// umbrella spherebox.hpp leaves it out, so that <immintrin.h> and the kernels' bodies reach
/// only the translation units that use a batch entry point (spherebox/all.hpp has both).
///   sphere_aabb/batch_api.hpp  overlaps_mask / overlaps_indices / overlaps_mask_checked:
///                              one ball vs many boxes, ball–box pairs
///   aabb_aabb/batch_api.hpp    the same for one box vs many boxes, box–box pairs (closed
///                              sets; the batch_open_* kernels for interiors)
///   sphere_obb/batch_api.hpp   the same for one ball vs many oriented boxes
///   swept_aabb/batch_api.hpp   sweep_mask / sweep_indices / sweep_first / sweep_mask_checked:
///                              one moving box vs many static boxes, with contact intervals
/// Each kernel is chosen at run time (batch::active_kernel(), SPHEREBOX_BATCH_KERNEL forces
/// one) unless a kernel tag is named; every kernel answers bit for bit as its pair's scalar
/// twin (docs/contracts.md, "Batch kernels").
#pragma once
#include "aabb_aabb/batch_api.hpp"
#include "batch/entry.hpp"
#include "batch/soa.hpp"
#include "sphere_aabb/batch_api.hpp"
#include "sphere_obb/batch_api.hpp"
#include "swept_aabb/batch_api.hpp"
