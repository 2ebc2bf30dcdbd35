# NEGATIVE CONTROL (eps cut below u(2+u) where the case needs it; must fail): the same script as axis_a_b64.g with eps = 0x1.fp-53.
# Circle vs rectangle, one axis of the abs-max excess, binary64: case A: a >= h and x > h (u = w, e = a - h).
# Models lib/include/spherebox/circle_rect/common.hpp, detail::excess, as called by absmax.hpp and
# absmax_open.hpp test():  x = fl(p - c);  w = fl(|x| - h);  u = w > 0 ? w : 0.
# By symmetry (fl(c - p) = -fl(p - c), |.| and h unchanged) p - c > 0, so |x| = x and a = p - c.
# w > 0 exactly when x - h > 0 (a rounded difference of floats keeps the sign of the exact one).
# Exact: e = max(a - h, 0). Claim: the interface absmax_n*.g assumes for every axis,
# e / a in [0, 1] and |u - e| <= eps a with eps = 0x1.fp-53 (>= u(2+u)).
# The three cases (A: a >= h < x; B: a < h < x; C: x <= h < a) and the trivial one (x <= h, a <= h: u = e = 0) cover every axis.
# (Earlier form: w rounded by Gappa, with x - h > 0 at least 2^-460: if h >= x/2 both are multiples of ulp(x)/2 >= 2^-454 (x >= 2^-401),
# else x - h > x/2; its certificate took minutes in coqc.)
# Range: a in [1b-400, 1b510], h >= 0 a float. Format: binary64.
# The subtraction w = fl(z), z = x - h, is modelled as w = z (1 + dw), |dw| <= u: true of every
# finite difference of two floats (one that underflows is exact), for z = 0 too; Gappa's rounding
# operator would need z kept away from 0 and from the subnormals.
#@-Eno-auto-dichotomy
@rnd = float<ieee_64,ne>;
p = rnd(p_); c = rnd(c_); h = rnd(h_);
a = p - c;
x rnd= p - c;
z = x - h;
w = z * (1 + dw);
e = a - h;
{ a in [1b-400, 1b510] /\ h / a in [0, 1] /\ z >= 0 /\ dw in [-1b-53, 1b-53]
  -> e / a in [0, 1] /\ (w - e) / a in [-0x1.fp-53, 0x1.fp-53] }
(w - e) / a -> (z / a) * dw + (x - a) / a { a <> 0 };
z / a -> (x - a) / a + (1 - h / a) { a <> 0 };
e / a -> 1 - h / a { a <> 0 };
