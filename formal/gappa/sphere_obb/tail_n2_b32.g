# Sphere vs OBB, rounding after the projections, N = 2, binary32, no contraction.
# Models lib/include/spherebox/sphere_obb/{arvo,qri,qrf,sse2}.hpp, test(), and common.hpp
# (offset, project, magnitude; the constant is projected_bound(N).k). All four compute, in order:
#   w_k = fl(c_k - o_k);  s~_i = fl(sum_k w_k a_ik) left to right;  p_i = |s~_i| (exact)
#   e_i = fl(p_i - h_i) where p_i > h_i (else the axis adds nothing: exact zero, or +0 in sse2)
#   d2 = fl(... fl(fl(e_1^2) + fl(e_2^2)) ... + fl(e_N^2))   (0 + fl(e_1^2) is exact)
#   rr = fl(r * r);  answer d2 <= rr   (qri/qrf/sse2 rejections add no error: docs/contracts.md)
# This script proves the part of the rounding analysis that follows the projections
# (docs/contracts.md, 'Rounding: the rest of k', the excess/square/sum and r*r items): with
# F~ = sum_i max(p_i - h_i, 0)^2 (exact, from the COMPUTED projections) and R = r^2,
#   |d2 - F~| <= K u F~   and   |rr - R| <= K u R,
#   K = k - N*t - 2(N+1)ceil(sqrt N) = N + 3, k the header's projected_bound(N).k, t = 32 the
#   axis tolerance in ulps, both read by ./fill (cutting k in the header makes this fail).
# The derivation needs (N+2)u + O(u^2) here (gamma_{N+2}); the +1 is the header's underflow u,
# unused in this normal range. NOT proved here: the projection error |F~ - F| <=
# 2(N+1)sqrt(N) u |v|^2 (1 + O(u)) (Cauchy-Schwarz across axes) and the axis defect |D - F|;
# see claims_sphere_obb.tsv. The projections' own contraction (s += w*a) does not enter this
# claim: p_i is any float.
# Range: every non-zero excess p_i - h_i and r in [1b-60, 1b63]. The header's domain (|c|, |o|, r, h
# <= M = 2^60) bounds every excess by (2N+1)M < 2^63; squares lie in [2^-120, 2^126], the
# sum below 3*2^126 < 2^128: nothing underflows or overflows (Gappa models no overflow; this
# bound is why none occurs). Axes with zero excess add exact zeros and leave the same chain
# with fewer terms (one term: fl(fl(x)^2), within (1+u)^3 - 1 < 4u <= K u).
# Format: binary32, round to nearest even.
@rnd = float<ieee_32,ne>;
p1 = rnd(p1_); h1 = rnd(h1_);
p2 = rnd(p2_); h2 = rnd(h2_);
r = rnd(r_);
e1 rnd= p1 - h1;
e2 rnd= p2 - h2;
t1 rnd= e1 * e1;
t2 rnd= e2 * e2;
d2 rnd= t1 + t2;
d = d2;
rr rnd= r * r;
F = (p1 - h1) * (p1 - h1) + (p2 - h2) * (p2 - h2);  # F~
R = r * r;
{ p1 - h1 in [1b-60, 1b63] /\ p2 - h2 in [1b-60, 1b63] /\ r in [1b-60, 1b63]
  -> d -/ F in [-@K@b-24, @K@b-24] /\ rr -/ R in [-@K@b-24, @K@b-24] }
