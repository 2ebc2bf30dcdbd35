# Circle vs rectangle, one axis of the abs-max excess, binary64: case B: a < h < x (u = w, e = 0; the subtraction is exact).
# Models lib/include/spherebox/circle_rect/common.hpp, detail::excess, as called by absmax.hpp and
# absmax_open.hpp test():  x = fl(p - c);  w = fl(|x| - h);  u = w > 0 ? w : 0.
# By symmetry (fl(c - p) = -fl(p - c), |.| and h unchanged) p - c > 0, so |x| = x and a = p - c.
# w > 0 exactly when x - h > 0 (a rounded difference of floats keeps the sign of the exact one).
# Exact: e = max(a - h, 0). Claim: the interface absmax_n*.g assumes for every axis,
# e / a in [0, 1] and |u - e| <= eps a with eps = 0x2.01p-53 (>= u(2+u)).
# The three cases (A: a >= h < x; B: a < h < x; C: x <= h < a) and the trivial one (x <= h, a <= h: u = e = 0) cover every axis.
# x - h > 0 is at least 2^-460: if h >= x/2 both are multiples of ulp(x)/2 >= 2^-454 (x >= 2^-401),
# else x - h > x/2. x = h is case C.
# Range: a in [1b-400, 1b510], h >= 0 a float. Format: binary64.
@rnd = float<ieee_64,ne>;
p = rnd(p_); c = rnd(c_); h = rnd(h_);
a = p - c;
x rnd= p - c;
w rnd= x - h;
z = x - h;
{ a in [1b-400, 1b510] /\ h / a in [1, 2] /\ z >= 1b-460
  -> w / a in [0, 0x2.01p-53] }
w / a -> ((w - z) / z) * (z / a) + z / a { a <> 0, z <> 0 };
z / a -> (x - a) / a + (1 - h / a) { a <> 0 };
