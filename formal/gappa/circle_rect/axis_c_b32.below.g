# NEGATIVE CONTROL (eps cut below u(2+u) where the case needs it; must fail). Circle vs rectangle, one axis of the abs-max excess, binary32: case C: x <= h < a (u = 0, e = a - h).
# Models lib/include/spherebox/circle_rect/common.hpp, detail::excess, as called by absmax.hpp and
# absmax_open.hpp test():  x = fl(p - c);  w = fl(|x| - h);  u = w > 0 ? w : 0.
# By symmetry (fl(c - p) = -fl(p - c), |.| and h unchanged) p - c > 0, so |x| = x and a = p - c.
# w > 0 exactly when x - h > 0 (a rounded difference of floats keeps the sign of the exact one).
# Exact: e = max(a - h, 0). Claim: the interface absmax_n*.g assumes for every axis,
# e / a in [0, 1] and |u - e| <= eps a with eps = 0x1.fp-24 (>= u(2+u)).
# The three cases (A: a >= h < x; B: a < h < x; C: x <= h < a) and the trivial one (x <= h, a <= h: u = e = 0) cover every axis.
# Range: a in [1b-60, 1b62], h >= 0 a float. Format: binary32.
@rnd = float<ieee_32,ne>;
p = rnd(p_); c = rnd(c_); h = rnd(h_);
a = p - c;
x rnd= p - c;
w rnd= x - h;
z = x - h;
e = a - h;
{ a in [1b-60, 1b62] /\ h / a in [0, 1] /\ z <= 0
  -> e / a in [0, 0x1.fp-25] }
e / a -> (a - x) / a + z / a { a <> 0 };
e / a -> 1 - h / a { a <> 0 };
(a - x) / a -> -((x - a) / a) { a <> 0 };
