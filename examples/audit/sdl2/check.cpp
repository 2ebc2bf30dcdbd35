// SDL2: SDL_HasIntersectionF, SDL's test of two float rectangles (2-D box–box). An SDL_FRect is
// its corner x, y and its width w and height h: the adapter computes w = max - min in float, as
// a user whose rectangles are bounds must (this rounds), and SDL computes x + w again.
#include <SDL_rect.h>

#include <spherebox/types.hpp>

namespace {
SDL_FRect to_sdl(const spherebox::box<float, 2>& b) {
  return {b.min[0], b.min[1], b.max[0] - b.min[0], b.max[1] - b.min[1]};
}
}  // namespace

namespace audit {
bool sdl2_rect_rect(const spherebox::box<float, 2>& a, const spherebox::box<float, 2>& b) {
  const SDL_FRect first = to_sdl(a), second = to_sdl(b);
  return SDL_HasIntersectionF(&first, &second) == SDL_TRUE;
}
}  // namespace audit
