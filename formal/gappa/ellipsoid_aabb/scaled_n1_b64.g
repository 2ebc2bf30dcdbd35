#@-Eno-auto-dichotomy
# Ellipsoid vs AABB, scaled, N = 1, binary64, nothing to contract.
# Models lib/include/spherebox/ellipsoid_aabb/scaled.hpp, scaled::test(). On each axis i where the
# centre c_i is outside [min_i, max_i] (b_i the violated bound), in axis order:
#   e_i = fl(c_i - b_i);  q_i = fl(e_i / rho_i);  s += q_i * q_i   (s starts at 0)
# and the answer is s <= 1 (an exact comparison). Axes inside their slab add nothing, in the
# code and in the exact D alike; here the axis is outside (inside: s = 0 = D, exact).
# s = 0 + fl(q_1 * q_1) = fl(q_1^2) (the same with contraction: fma(q, q, 0) = fl(q^2)).
# Claim: |s - D| <= k u D, D = sum_i ((c_i - b_i) / rho_i)^2, R = 1, so a wrong answer needs
# |D - 1| <= k u D <= k u (D + R): the header's bounded contract with S = D + R, relative part
# (its a*eta term covers underflow, outside this script's range).
# k is the header's own constant, filled in by ./fill from scaled::bound(N).k
# (formal/ties/constants); cutting it in the header makes this proof fail.
# Range: |c_i|, |b_i| <= max/2 (no difference overflows), rho_i any positive float, and every
# exact term w_i = (c_i - b_i) / rho_i in [2^-510, 2^510] (no quotient or square leaves the
# normal range). c_i - b_i > 0 without loss of generality: a centre below min_i gives
# fl(c_i - min_i) = -fl(min_i - c_i) (rounding is symmetric), the same q_i up to sign, the same
# square; and c_i != b_i on an axis outside its slab, so c_i - b_i >= eta.
# Format: binary64 (u = 2^-53, eta = 2^-1074, max = (2^53 - 1) 2^971).
@rnd = float<ieee_64,ne>;
c1 = rnd(c1_); b1 = rnd(b1_); r1 = rnd(r1_);
e1 rnd= c1 - b1;
q1 rnd= e1 / r1;
s rnd= q1 * q1;
w1 = (c1 - b1) / r1;
D = w1 * w1;
{ |c1| <= 9007199254740991b970 /\ |b1| <= 9007199254740991b970 /\ r1 in [1b-1074, 9007199254740991b971] /\ c1 - b1 >= 1b-1074 /\ w1 in [1b-510, 1b510]
  -> s -/ D in [-@K@b-53, @K@b-53] }
