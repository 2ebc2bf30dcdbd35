# Circle vs rectangle, abs-max sum, N = 3, binary64, multiply-add contracted.
# Models lib/include/spherebox/circle_rect/absmax.hpp and absmax_open.hpp, test() (the same
# roundings; only the final comparison differs, <= or <), constant absmax_bound(N) of
# circle_rect/common.hpp (docs/contracts.md, "abs-max"). Operation sequence, as the C++ computes it:
#   x_i = fl(p_i - c_i); w_i = fl(|x_i| - h_i); u_i = w_i > 0 ? w_i : 0   (detail::excess)
#   d2 = fl(u_1 * u_1); d2 = fma(u_i, u_i, d2) for i = 2..N  (contracted: d2 += u*u as one FMA)
#   rr = fl(r * r)  (never contracted: nothing is added to it);  answer d2 <= rr (absmax), d2 < rr (open)
# Exact: a_i = |p_i - c_i|, e_i = max(a_i - h_i, 0), D = sum e_i^2, R = r^2, S = R + sum a_i^2.
# Claim: |(d2 - rr) - (D - R)| <= k*u*S, so a wrong verdict (either comparison) needs
# |D - R| <= k*u*S: the relative part of the header's bounded contract, k = N+5 filled in by ./fill
# from absmax_bound(N).k (formal/ties/constants); cutting k in the header makes this fail.
# Per axis, the script takes what axis_*.g proves for each case of the excess (u_i the computed
# excess, e_i the exact one): e_i / a_i in [0, 1] and |u_i - e_i| <= eps a_i, eps = 0x2.01p-53
# (>= u(2+u)); those axis scripts model x_i and w_i. Axes outside A (2 a_i < h_i) and axes with
# u_i = e_i = 0 add exactly 0 and reduce N.
# Range: every a_i and r in [1b-400, 1b510], every computed excess u_i in [1b-400, 1b511] (no square
# underflows; the domain bounds every value by 2^509, so nothing overflows). NOT covered here: an
# axis whose computed excess is 0 or below 1b-400 while a_i is not (its square may underflow, or
# u_i = 0 with 0 < e_i <= u a_i), r below 1b-400, and the a*eta term.
# Format: binary64.
@rnd = float<ieee_64,ne>;
u1 = rnd(u1_); u2 = rnd(u2_); u3 = rnd(u3_); r = rnd(r_);
s1 rnd= u1 * u1;
q2 = u2 * u2;
q3 = u3 * u3;
t2 rnd= q2 + s1;
f2 = t2 / (q2 + s1);
t3 rnd= q3 + t2;
f3 = t3 / (q3 + t2);
d = t3;
rr rnd= r * r;
D = ((e1 * e1 + e2 * e2) + e3 * e3);
R = r * r;
S = ((a1 * a1 + a2 * a2) + a3 * a3) + R;
P3 = f3;
P2 = f2 * P3;
g1 = s1 * P2;
g2 = q2 * P2;
g3 = q3 * P3;
Y = (((a1 * a1 + (g1 - e1 * e1)) + (a2 * a2 + (g2 - e2 * e2))) + (a3 * a3 + (g3 - e3 * e3))) + (R - (rr - R));
{ a1 in [1b-400, 1b510]
  /\ a2 in [1b-400, 1b510]
  /\ a3 in [1b-400, 1b510]
  /\ r in [1b-400, 1b510]
  /\ u1 in [1b-400, 1b511]
  /\ u2 in [1b-400, 1b511]
  /\ u3 in [1b-400, 1b511]
  /\ e1 / a1 in [0, 1]
  /\ e2 / a2 in [0, 1]
  /\ e3 / a3 in [0, 1]
  /\ (u1 - e1) / a1 in [-0x2.01p-53, 0x2.01p-53]
  /\ (u2 - e2) / a2 in [-0x2.01p-53, 0x2.01p-53]
  /\ (u3 - e3) / a3 in [-0x2.01p-53, 0x2.01p-53]
  -> ((d - rr) - (D - R)) / S in [-@K@b-53, @K@b-53] }
# Hints: D - R against Y - S (d = sum g_i exactly), each axis's share relative to a_i^2.
((d - rr) - (D - R)) / S -> (Y - S) / S { S <> 0, (q2 + s1) <> 0, (q3 + t2) <> 0 };
((R - (rr - R)) - R) / R -> -((rr - R) / R) { R <> 0 };
(a1 * a1 + (g1 - e1 * e1) - a1 * a1) / (a1 * a1) -> (g1 - e1 * e1) / (a1 * a1) { (a1 * a1) <> 0, (q2 + s1) <> 0, (q3 + t2) <> 0 };
(g1 - e1 * e1) / (a1 * a1) -> (s1 - u1 * u1) / (u1 * u1) * ((u1 / a1) * (u1 / a1)) + ((u1 - e1) / a1) * ((u1 + e1) / a1) + (s1 / (a1 * a1)) * (P2 - 1) { (a1 * a1) <> 0, (u1 * u1) <> 0, a1 <> 0, (q2 + s1) <> 0, (q3 + t2) <> 0 };
s1 / (a1 * a1) -> (s1 / (u1 * u1)) * ((u1 / a1) * (u1 / a1)) { (a1 * a1) <> 0, (u1 * u1) <> 0, a1 <> 0 };
s1 / (u1 * u1) -> 1 + (s1 - u1 * u1) / (u1 * u1) { (u1 * u1) <> 0 };
u1 / a1 -> (u1 - e1) / a1 + e1 / a1 { a1 <> 0 };
(u1 + e1) / a1 -> (u1 - e1) / a1 + 2 * (e1 / a1) { a1 <> 0 };
(a2 * a2 + (g2 - e2 * e2) - a2 * a2) / (a2 * a2) -> (g2 - e2 * e2) / (a2 * a2) { (a2 * a2) <> 0, (q2 + s1) <> 0, (q3 + t2) <> 0 };
(g2 - e2 * e2) / (a2 * a2) -> ((u2 - e2) / a2) * ((u2 + e2) / a2) + ((u2 / a2) * (u2 / a2)) * (P2 - 1) { (a2 * a2) <> 0, a2 <> 0, (q2 + s1) <> 0, (q3 + t2) <> 0 };
u2 / a2 -> (u2 - e2) / a2 + e2 / a2 { a2 <> 0 };
(u2 + e2) / a2 -> (u2 - e2) / a2 + 2 * (e2 / a2) { a2 <> 0 };
(a3 * a3 + (g3 - e3 * e3) - a3 * a3) / (a3 * a3) -> (g3 - e3 * e3) / (a3 * a3) { (a3 * a3) <> 0, (q2 + s1) <> 0, (q3 + t2) <> 0 };
(g3 - e3 * e3) / (a3 * a3) -> ((u3 - e3) / a3) * ((u3 + e3) / a3) + ((u3 / a3) * (u3 / a3)) * (P3 - 1) { (a3 * a3) <> 0, a3 <> 0, (q2 + s1) <> 0, (q3 + t2) <> 0 };
u3 / a3 -> (u3 - e3) / a3 + e3 / a3 { a3 <> 0 };
(u3 + e3) / a3 -> (u3 - e3) / a3 + 2 * (e3 / a3) { a3 <> 0 };
f2 - 1 -> (t2 - (q2 + s1)) / (q2 + s1) { (q2 + s1) <> 0, (q3 + t2) <> 0 };
f3 - 1 -> (t3 - (q3 + t2)) / (q3 + t2) { (q3 + t2) <> 0, (q2 + s1) <> 0 };
P2 - 1 -> (f2 - 1) * (P3 - 1) + (f2 - 1) + (P3 - 1) { (q2 + s1) <> 0, (q3 + t2) <> 0 };
