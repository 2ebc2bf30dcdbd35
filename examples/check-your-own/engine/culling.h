/* Broad-phase culling in C: a quick test that may answer "maybe" for a box the sphere misses, but
   must never drop a box the sphere touches (a conservative test). */
#ifndef ENGINE_CULLING_H
#define ENGINE_CULLING_H
#ifdef __cplusplus
extern "C" {
#endif

/* Returns 0 when the sphere surely misses the box, 1 when it may touch it. */
int sphere_box_may_touch(const float center[3], float radius, const float box_min[3], const float box_max[3]);

#ifdef __cplusplus
}
#endif
#endif
