#@-Eno-auto-dichotomy
# Swept AABB, one axis's contact times, binary64.
# Models lib/include/spherebox/swept_aabb/slab.hpp, slab::test() and slab_open::test(), through
# swept_aabb/common.hpp: frame_times() and moving_slab(). On every axis, in this order:
#   v    = fl(va - vb)                          (relative velocity; moving-vs-static is vb = 0)
#   v == 0: the axis is decided by two exact float comparisons (static_meet); no rounding.
#   v != 0: near = fl(b0 - a1), far = fl(b1 - a0) when v > 0 (the two swapped when v < 0),
#           entry = fl(near / v), exit = fl(far / v)
#   enter = later(0, entries), leave = earlier(1, exits)   (exact max / min, axis order)
#   hit   = enter <= leave (slab) or enter < leave (slab_open)
# Nothing here can contract into a multiply-add (a subtraction, then a division).
# Every time is q = fl(fl(x - y) / fl(va - vb)) with (x, y) = (b0, a1) or (b1, a0), modelled
# below; its exact value is T = (x - y) / (va - vb). fl(va - vb) has the sign of va - vb (it is
# 0 only when va == vb: a subnormal difference is exact), so the float code takes the same
# branch as the exact one (docs/contracts.md, "Swept AABB").
#
# Constants: K = k u + a eta with k, a the header's (slab::bound(N), the smallest over slab,
# slab_open and N = 1..5), filled in by ./fill from formal/ties/constants; DELTA = the largest
# multiple of eta not above K / 3. Cutting k or a in the header makes this proof fail.
#
# Proved below, for every input of the domain (finite, |x| <= max/2), subnormals included:
#   (G0) |T| <= 2^2098, so the three cases below cover every T;
#   (G1) T in [0, 1]    -> |q - T| <= DELTA;
#   (G2) T >= 1         -> q >= 1 - DELTA;
#   (G3) T <= 0         -> q <= DELTA;
#   (G4) T >= 1 + DELTA -> q > 1   (q >= 1 + 2u, the float after 1);
#   (G5) T <= -DELTA    -> q < 0   (q <= -eta).
# Left out, exact: x == y (q = +-0 = T) and va == vb (the static axis).
# Overflow: Gappa's rounding has no largest float; IEEE's gives +-inf exactly where this
# model's q exceeds the largest float, with the same sign, and every fact above holds for the
# infinity too (and clip(+inf) = 1, clip(-inf) = 0). The differences cannot overflow (|x| <= max/2).
#
# From one axis to the answer (exact operations, the step Gappa does not see). Write
# clip(t) = min(1, max(0, t)). G1-G3 give |clip(q) - clip(T)| <= DELTA for every entry and
# exit. clip is monotone, so clip(max(0, q_i)) = max(0, clip(q_i)) and likewise for min(1, .);
# max and min are 1-Lipschitz in the sup norm: |clip(enter) - clip(D)| <= DELTA and
# |clip(leave) - clip(R)| <= DELTA, D = max(0, exact entries), R = min(1, exact exits). A hit
# reports 0 <= enter <= leave <= 1, so each reported time is within DELTA <= K of the exact
# clipped time. Static axes agree exactly. A wrong hit:
#  - exact hit (0 <= D <= R <= 1), float miss (enter > leave, or >= when open): clip(enter) >=
#    clip(leave), so R - D <= 2 DELTA;
#  - float hit (0 <= enter <= leave <= 1), exact miss (D > R, or >= when open): if D <= 1 and
#    R >= 0, D - R <= 2 DELTA. If D > 1, D is some exact entry T_i with q_i <= enter <= 1, so
#    T_i < 1 + DELTA by G4, and D - R <= DELTA + (1 - R) <= 3 DELTA when R >= 0. If R < 0,
#    some exit T_j has q_j >= leave >= 0, so R > -DELTA by G5, and D - R <= 3 DELTA when
#    D <= 1. D > 1 and R < 0 together would give 1 = clip(D) - clip(R) <= 2 DELTA: impossible.
# So a wrong hit needs |D - R| <= 3 DELTA <= K = k u + a eta, S = 1: the header's bounded
# contract, clause (a), for the hit and for the times.
# Format: binary64 (u = 2^-53, eta = 2^-1074, max/2 = (2^53 - 1) 2^970).
@rnd = float<ieee_64,ne>;
x = rnd(x_); y = rnd(y_);
va = rnd(va_); vb = rnd(vb_);
d rnd= x - y;
v rnd= va - vb;
q rnd= d / v;
Dx = x - y;
Vx = va - vb;
T = Dx / Vx;
{ |x| <= 9007199254740991b970 /\ |y| <= 9007199254740991b970
  /\ |va| <= 9007199254740991b970 /\ |vb| <= 9007199254740991b970
  /\ |Dx| >= 1b-1074 /\ |Vx| >= 1b-1074
  -> |T| <= 1b2098
  /\ (T in [0, 1] -> q - T in [-@DELTA@b-1074, @DELTA@b-1074])
  /\ (T in [1, 1b2098] -> q >= @ONE_MINUS_DELTA@b-1074)
  /\ (T in [-1b2098, 0] -> q <= @DELTA@b-1074)
  /\ (T in [@ONE_PLUS_DELTA@b-1074, 1b2098] -> q >= 4503599627370497b-52)
  /\ (T in [-1b2098, -@DELTA@b-1074] -> q <= -1b-1074) }
