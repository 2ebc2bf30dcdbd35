# Exact filter soundness, sum-of-squares form, 1 axes with a non-zero gap.
# Filled in by ./fill for each family and N (the file name says which): @FAMILY@.
# Models (operations in the order the C++ performs them, per lane for the batch kernels):
#   lib/include/spherebox/sphere_aabb/exact.hpp: exact::filter_estimate (W = double, float or
#     double inputs) and, W = float, relative_bound<float>: the float filter of the exact batch kernels;
#   lib/include/spherebox/sphere_aabb/batch_lanes.ipp: exact_block (W = the lane type T);
#   constants: lib/include/spherebox/detail/filter.hpp: filter_relative, filter_absolute.
#     e_i = max0(fl(min_i - c_i)) + max0(fl(c_i - max_i))   = fl(b_i - c_i) up to sign, b_i the
#           bound the centre violates (the other max0 term is 0 when min <= max; +0 is exact)
#     d   = fl(... fl(fl(e_1^2) + q_2) ... + q_M)             in axis order (in-order lane sum)
#     r2  = fl(r * r)
#     x   = fl(d - r2x)      (the batch's "in" test uses fl(r2 - d) = -x)
#     s   = fl(d + r2s)
#     E   = fl(cs + mu),  cs = fl(C * s)
#     decided when |x| > E: no overlap when x > E, overlap when -x > E.
# Contraction: every product that the compiler may fuse into a following addition is a free
# variable with a relative-error hypothesis |err| <= u instead of one rounding: q_i (e_i^2 fused
# into d += e*e, or rounded), r2x and r2s (r*r fused into d - r2 and d + r2, or rounded, each
# independently), cs (C*s fused into + mu, or rounded). Both forms satisfy the hypothesis (a
# rounding to nearest in the normal range errs by at most u relatively; a fused product is
# exact), so this one script covers every contraction pattern, including none. The first square
# rounds in both forms (0 + e*e, or fma(e, e, 0)).
# Claim: with D = sum_i (b_i - c_i)^2 and R = r^2 exact,  |(d - r2x) - (D - R)| <= E.
# Then |x| > E implies sign(x) = sign(D - R) != 0 (the filter's soundness): x = fl(d - r2x)
# and E is a value of W, so |x| > E implies |d - r2x| > E by monotonicity of rounding
# (the Coq lemma of formal/coq/Lib/Rounding.v, from round_le_generic), and D - R differs from d - r2x
# by at most E. That step, and the following, are argued here, not checked by Gappa:
#   * zero gaps: an axis with no gap adds an exact 0 to d and to D (fl(min - c) > 0 iff
#     min - c > 0: rounding keeps the sign and a non-zero difference never rounds to 0), so
#     N axes with M non-zero gaps compute exactly the M-axis sum; ./fill writes a script for
#     every M = 1..N with N's constants.
#   (the rewriting hints at the end are field identities: ci/prove proves each one in the Coq
#   certificate by `field`, so coqc checks them too.)
#   * overflow: an infinite d, r2 or s makes E infinite, and neither x > E nor -x > E holds.
# Domain proved: every non-zero gap |b_i - c_i| in @GAP@ and r in @RR@ (@DOMAIN@).
# Not covered here: r = 0, all gaps 0, and values outside those ranges (underflow: the absolute
# term mu; overflow: the argument above).
# C = @CHEX@ and mu = @MUHEX@: the header's constants for @CONST@, N = @N@ (./fill reads them).
# Formats: inputs @INFMT@, filter W = @WFMT@ (u = @U@).
# Gappa option (embedded): no automatic dichotomy; none is needed, and without it a failing
# negative control searches until ci/prove's 20 s time-out.
#@-Eno-auto-dichotomy
@rnd = float<@WRND@,ne>;
@inp = float<@INRND@,ne>;
C = @C@;
mu = @MU@;
r = inp(r_);
c1 = inp(c1_); b1 = inp(b1_);
e1 rnd= b1 - c1;
t1 rnd= e1 * e1;
d = t1;
s rnd= d + r2s;
E rnd= cs + mu;
D = (b1 - c1) * (b1 - c1);
R = r * r;
S = D + R;
Z = (d - r2x) - (D - R);
{ |b1 - c1| in @GAP@
  /\ r in @RR@
  /\ r2x -/ R in [-@U@, @U@]
  /\ r2s -/ R in [-@U@, @U@]
  /\ cs -/ (C * s) in [-@U@, @U@]
  -> Z / E in [-1, 1] }
# Hints (field identities): Z / E = (Z / S) / (E / S), Z = (d + (2R - r2x)) - (D + R) where
# 2R - r2x has the relative error of r2x negated, so Z / S is a convex combination of the two
# relative errors; E / S = C (1 + (E - C S) / (C S)); cs + mu = cs (1 + mu / cs).
Z / E -> (((d + (2 * R - r2x)) - S) / S) / (C * (1 + (E - C * S) / (C * S))) { S <> 0, E <> 0 };
((2 * R - r2x) - R) / R -> -((r2x - R) / R) { R <> 0 };
((cs + mu) - cs) / cs -> mu / cs { cs <> 0 };
