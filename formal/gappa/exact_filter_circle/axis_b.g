# Exact filter soundness, abs-max form (circle_rect::exact), one axis, case B: the computed gap w >= 0 and h >= a (exact gap 0, computed gap positive).
# Filled in by ./fill for each input format: @FAMILY@.
# Models lib/include/spherebox/circle_rect/exact.hpp: exact::filter_estimate, one axis (W = double):
#   x = |fl(p - c)|;  w = fl(x - h);  u = w > 0 ? w : 0   (p, c, h converted to double exactly)
# By symmetry p > c (fl(c - p) = -fl(p - c); x and a = |p - c| do not change), so x = fl(p - c).
# w > 0 exactly when z = x - h > 0 (a rounded difference keeps the sign of the exact one and is
# never flushed to 0), and u = w when z >= 0 (w = fl(z) >= 0), u = 0 when z <= 0.
# Exact: a = p - c, e = max(a - h, 0) (h >= 0). Claim: the per-axis interface cr_m*.g assumes,
#   e / a in [0, 1]  and  |u - e| / a <= eps = 2u + 2u^2  (u = 2^-53; (2 + u) u <= eps).
# Cases (every axis with p != c): A: z >= 0, h <= a (u = w, e = a - h); B: z >= 0, h >= a
# (u = w, e = 0); C: z <= 0, h <= a (u = 0, e = a - h); D: z <= 0, h >= a (u = e = 0: the
# interface holds trivially, no script).
# Roundings: x rounds by Gappa (float<ieee_64,ne>, a in the normal range); the subtraction
# w = fl(z) is w = z (1 + dw), |dw| <= u, which holds for every finite difference (one that
# underflows is exact), also for z = 0 (modelled so because Gappa's rounding operator needs
# a range away from 0 and from the subnormals for a relative error).
# Domain: a in @AR@, h >= 0 any value of the input format (only h / a enters); @DOMAIN@.
# Formats: inputs @INFMT@, arithmetic binary64.
#@-Eno-auto-dichotomy
@rnd = float<ieee_64,ne>;
@inp = float<@INRND@,ne>;
p = inp(p_); c = inp(c_); h = inp(h_);
a = p - c;
x rnd= p - c;
z = x - h;
w = z * (1 + dw);
e = a - h;
{ a in @AR@ /\ h / a in [1, 1b1600] /\ z / a >= 0 /\ dw in [-1b-53, 1b-53]
  -> w / a in [0, @EPS@] }
# (e = 0 here, so (u - e) / a = w / a and e / a = 0.) z / a >= 0 is the case (z >= 0, a > 0);
# h / a <= 2^1600 holds for every finite h and a in the range (h < 2^1024, a >= 2^-480).
# Hints (field identities):
# w / a = (z / a)(1 + dw); z / a = (x - a) / a + (1 - h / a), at most u since h >= a.
w / a -> (z / a) * (1 + dw) { a <> 0 };
z / a -> (x - a) / a + (1 - h / a) { a <> 0 };
