# Exact filter soundness, abs-max form (circle_rect::exact), 2 of N axes with p_i != c_i.
# Filled in by ./fill for each input format and N (the file name says which): @FAMILY@.
# Models lib/include/spherebox/circle_rect/exact.hpp: exact::filter_estimate (W = double, inputs
#   float or double, converted to double exactly), constants relative_bound<double>(N) =
#   detail/filter.hpp's filter_relative(N + 4) and filter_absolute(N). Operations in the order the
#   C++ performs them (docs/contracts.md, "Exact predicates", abs-max case):
#     r2    = fl(r * r)
#     per axis i = 1..N, in axis order:
#       x_i = |fl(p_i - c_i)|          (fabs is exact)
#       w_i = fl(x_i - h_i);  u_i = w_i > 0 ? w_i : 0     (the computed gap)
#       d   = fl(d + u_i * u_i)        (d starts at 0: the first term is fl(u_1^2) in both forms)
#       s   = fl(s + x_i * x_i)        (s starts at r2)
#     x = fl(d - r2);  E = fl(fl(C * s) + mu);  decided when |x| > E.
# Exact values: a_i = |p_i - c_i|, e_i = max(a_i - h_i, 0), D = sum e_i^2, R = r^2,
#   S = R + sum a_i^2 (written in the order of the s chain).
# Claim: |(d - r2x) - (D - R)| <= E, as Z / E in [-1, 1]. Then |x| > E implies |d - r2x| > E
#   (x = fl(d - r2x), E a double, rounding is monotonic: formal/coq/Lib/Rounding.v), so D - R
#   has the sign of x and is not 0: the filter's soundness. That step is argued, not checked here.
# Per axis: u_i and e_i enter through what ./axis_{a,b,c}.g prove for each case of the branch
#   (by symmetry p_i > c_i: fl(c - p) = -fl(p - c), so x_i and a_i do not change):
#     e_i / a_i in [0, 1]   and   |u_i - e_i| / a_i <= eps = 2u + 2u^2  (>= (2 + u) u).
#   Cases: w_i > 0 (iff x_i - h_i > 0: a rounded difference keeps the sign of the exact one) and
#   h_i <= a_i: axis_a (gap clearly positive); w_i > 0 and h_i > a_i: axis_b (exact gap 0,
#   computed gap positive); w_i <= 0 and h_i < a_i: axis_c (computed gap 0, exact gap at most
#   u a_i); w_i <= 0 and h_i >= a_i: u_i = e_i = 0, the interface holds trivially. Those four
#   cover every axis with p_i != c_i. An axis with p_i = c_i has x_i = a_i = u_i = e_i = 0 and
#   adds an exact 0 to d, s, D and S (w_i = -h_i <= 0): N axes of which M have p_i != c_i compute
#   exactly the M-axis chains, and ./fill writes this script for every M = 0..N with N's C, mu.
#   The interface does not fix the case of any axis, so this one script covers every mix.
# Roundings: x_i and the s chain's additions and E are rounded here by Gappa (float<ieee_64,ne>,
#   all values in the normal range). Free variables with a relative-error hypothesis |err| <= u
#   stand for every product the compiler may fuse into the following addition, or round: the
#   squares of the d chain, q_i = u_i^2 (1 + dq_i) (the first one always rounds; a rounding of a
#   square that is 0 or normal errs by at most u relatively, a fused one is exact), the squares of
#   the s chain sa_i, r2x (r*r in d - r2) and r2s (r*r in r2 + sa_1) independently, and
#   cs (C*s fused into + mu, or rounded). The d chain's additions are d_j = (d_{j-1} + q_j)(1 + dd_j),
#   |dd_j| <= u (an addition of doubles errs by at most u relatively whatever its size: one that
#   underflows is exact; they may be 0, which Gappa's rounding operator cannot take relatively).
#   So this one script covers every contraction pattern, including none.
# Domain proved: @DOMAIN@.
# Not covered here: r = 0; a non-zero computed gap whose square underflows (double inputs: u_i
#   below 2^-511; the absolute term mu's job) and values outside those ranges. Overflow: an
#   infinite d, r2 or s makes E infinite, and neither x > E nor -x > E holds (argued).
# C = @CHEX@ and mu = @MUHEX@: the header's constants for circle_rect exact double, N = @N@
#   (./fill reads them from formal/ties/constants). Formats: inputs @INFMT@, filter binary64
#   (u = 1b-53).
# (The rewriting hints at the end are field identities: ci/prove proves each one in the Coq
#   certificate by `field`, so coqc checks them too.)
# Gappa option (embedded): no automatic dichotomy; none is needed, and without it a failing
# negative control ends at once.
#@-Eno-auto-dichotomy
@rnd = float<ieee_64,ne>;
@inp = float<@INRND@,ne>;
C = @C@;
mu = @MU@;
r = inp(r_);
p1 = inp(p1_); c1 = inp(c1_);
p2 = inp(p2_); c2 = inp(c2_);
a1 = p1 - c1;
a2 = p2 - c2;
x1 rnd= p1 - c1;
x2 rnd= p2 - c2;
q1 = u1 * u1 * (1 + dq1);
q2 = u2 * u2 * (1 + dq2);
d = (q1 + q2) * (1 + dd2);
s1 rnd= r2s + sa1;
s2 rnd= s1 + sa2;
s = s2;
E rnd= cs + mu;
D = e1 * e1 + e2 * e2;
R = r * r;
S = (R + a1 * a1) + a2 * a2;
Z = (d - r2x) - (D - R);
P1 = (dq1 + dd2 + dq1 * dd2);
g1 = u1 * u1 * (1 + P1);
P2 = (dq2 + dd2 + dq2 * dd2);
g2 = u2 * u2 * (1 + P2);
Y = ((R - (r2x - R)) + (a1 * a1 + (g1 - e1 * e1))) + (a2 * a2 + (g2 - e2 * e2));
{ a1 in @AR@
  /\ a2 in @AR@
  /\ r in @RR@
  /\ e1 / a1 in [0, 1] /\ (u1 - e1) / a1 in [-@EPS@, @EPS@]
  /\ e2 / a2 in [0, 1] /\ (u2 - e2) / a2 in [-@EPS@, @EPS@]
  /\ dq1 in [-1b-53, 1b-53] /\ dq2 in [-1b-53, 1b-53] /\ dd2 in [-1b-53, 1b-53]
  /\ sa1 -/ (x1 * x1) in [-1b-53, 1b-53]
  /\ sa2 -/ (x2 * x2) in [-1b-53, 1b-53]
  /\ r2x -/ R in [-1b-53, 1b-53]
  /\ r2s -/ R in [-1b-53, 1b-53]
  /\ cs -/ (C * s) in [-1b-53, 1b-53]
  -> Z / E in [-1, 1] }
# Hints (field identities): Z / E = (Z / S) / (E / S) with Z = Y - S, where Y is S with each
# term replaced by itself plus its error (d = sum g_i exactly; R - (r2x - R) errs as r2x,
# negated), so Z / S is a convex combination of the terms' relative errors;
# E / S = C (1 + (E - C S) / (C S)); each axis's error relative to a_i^2 from the interface;
# cs + mu = cs (1 + mu / cs).
Z / E -> ((Y - S) / S) / (C * (1 + (E - C * S) / (C * S))) { S <> 0, E <> 0 };
((R - (r2x - R)) - R) / R -> -((r2x - R) / R) { R <> 0 };
((a1 * a1 + (g1 - e1 * e1)) - a1 * a1) / (a1 * a1) -> (g1 - e1 * e1) / (a1 * a1) { a1 <> 0 };
(g1 - e1 * e1) / (a1 * a1) -> ((u1 - e1) / a1) * ((u1 - e1) / a1 + 2 * (e1 / a1)) + ((u1 - e1) / a1 + e1 / a1) * ((u1 - e1) / a1 + e1 / a1) * P1 { a1 <> 0 };
((a2 * a2 + (g2 - e2 * e2)) - a2 * a2) / (a2 * a2) -> (g2 - e2 * e2) / (a2 * a2) { a2 <> 0 };
(g2 - e2 * e2) / (a2 * a2) -> ((u2 - e2) / a2) * ((u2 - e2) / a2 + 2 * (e2 / a2)) + ((u2 - e2) / a2 + e2 / a2) * ((u2 - e2) / a2 + e2 / a2) * P2 { a2 <> 0 };
((cs + mu) - cs) / cs -> mu / cs { cs <> 0 };
