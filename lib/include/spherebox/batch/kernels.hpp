/// The batch kernels' run-time dispatch (dispatch.hpp) and sphere_aabb's kernel tags
/// (sphere_aabb/batch.hpp: batch::scalar, batch::sse2, ..., batch::all), as this header has
/// always provided them. Each pair's kernels live in its own folder (<slug>/batch.hpp).
#pragma once
#include "../sphere_aabb/batch.hpp"
#include "dispatch.hpp"
