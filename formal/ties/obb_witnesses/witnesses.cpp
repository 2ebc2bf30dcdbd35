// The binary32 witnesses of the Coq refutations, run through the real C++:
//  - formal/coq/SphereObbNaiveRefuted.v: known_wrong::obb_conservative_naive rejects (answers
//    false) a ball that touches the box; sphere_obb::conservative answers true.
//  - formal/coq/SweptAabbReciprocalRefuted.v: known_wrong::reciprocal_conservative misses a
//    touch at t = 1; swept_aabb::conservative reports a hit whose interval contains 1.
// The intermediate values the Coq files compute are checked too (bit for bit).
#include <cstdio>
#include <cstring>
#include <cstdint>

#include <spherebox_ref/sphere_obb/known_wrong.hpp>
#include <spherebox_ref/swept_aabb/known_wrong.hpp>
#include <spherebox/sphere_obb/api.hpp>
#include <spherebox/sphere_obb/conservative.hpp>
#include <spherebox/swept_aabb/conservative.hpp>

namespace {
int failures = 0;
void expect(bool ok, const char* what) {
  std::printf("%s: %s\n", ok ? "ok  " : "FAIL", what);
  if (!ok) ++failures;
}
float from_bits(std::uint32_t b) {
  float f;
  std::memcpy(&f, &b, sizeof f);
  return f;
}
std::uint32_t bits(float f) {
  std::uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}
}  // namespace

int main() {
  using namespace spherebox;
  {  // sphere vs OBB
    const float a = from_bits(0x3F800001u), c = from_bits(0x40400001u);
    const ball<float, 3> s{{c, 0.0f, 0.0f}, 1.0f};
    const obb<float, 3> b{{0.0f, 0.0f, 0.0f}, {{{a, 0.0f, 0.0f}, {0.0f, 1.0f, 0.0f}, {0.0f, 0.0f, 1.0f}}},
                          {2.0f, 1.0f, 1.0f}};
    volatile float w0 = c - 0.0f;
    volatile float p0 = 0.0f + w0 * a;
    expect(bits(p0) == 0x40400003u, "sphere_obb witness: fl((3 + 2^-22)(1 + 2^-23)) = 0x40400003");
    expect(!known_wrong::obb_conservative_naive::test(s, b), "obb_conservative_naive rejects the touching ball");
    expect(sphere_obb::conservative::test(s, b), "sphere_obb::conservative does not reject it");
    expect(sphere_obb::detail::validate<sphere_obb::conservative>(s, b) == errc::ok,
           "the witness is inside sphere_obb::conservative's domain");
  }
  {  // swept AABB
    const float v = from_bits(0x7E800DDCu);
    const box<float, 1> a{{0.0f}, {0.0f}}, b{{v}, {v}};
    const velocity<float, 1> va{v}, vb{0.0f};
    volatile float one = 1.0f, vv = v;
    const float inv = one / vv;
    volatile float q = vv * inv;
    expect(bits(inv) == 0x007FF226u && bits(q) == 0x3F800001u,
           "swept witness: fl(1/V) = 0x007FF226, fl(V * fl(1/V)) = 0x3F800001");
    const auto wrong = known_wrong::reciprocal_conservative::test<float, 1>(a, va, b, vb);
    expect(!wrong.hit, "reciprocal_conservative misses the touch at t = 1");
    const auto good = swept_aabb::conservative::test<float, 1>(a, va, b, vb);
    expect(good.hit && good.enter <= 1.0f && good.leave >= 1.0f,
           "swept_aabb::conservative reports a hit containing t = 1");
  }
  return failures == 0 ? 0 : 1;
}
