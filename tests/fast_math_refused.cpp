// Compiled by ctest with and without -ffast-math: the umbrella header must refuse fast-math
// with a message that names it, and compile cleanly otherwise.
#include <spherebox/spherebox.hpp>

int main() { return spherebox::overlaps(spherebox::sphere<float>{{0, 0, 0}, 1}, spherebox::aabb<float>{{1, 0, 0}, {2, 1, 1}}) ? 0 : 1; }
