/// Umbrella header: every public scalar declaration (overlaps, overlaps_checked, sweep,
/// closest_point and the variant tags of every shape pair). The batch entry points on
/// structure-of-arrays spans are in spherebox/batch.hpp, so that <immintrin.h> and the SIMD
/// kernels reach only a translation unit that includes it; spherebox/all.hpp has both.
#pragma once
#include "config.hpp"
#include "contract.hpp"
#include "overlap.hpp"
#include "types.hpp"
#include "version.hpp"
