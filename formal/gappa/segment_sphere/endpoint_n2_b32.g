# Segment vs sphere, the end-point branches, N = 2, binary32, no contraction.
# Models lib/include/spherebox/segment_sphere/clamped.hpp and nodiv.hpp, test(), the two branches
# they share (same operations), with make_frame and sum_sq of segment_sphere/common.hpp:
#   w_i = fl(c_i - a_i)  (branch t = 0: !(wd > 0))   or   v_i = fl(c_i - b_i)  (branch t = 1: !(wd < dd)),
#   then times sigma (make_frame: a power of two, exact; see Range);
#   rr = fl(r' * r')  (never contracted: nothing is added to it);
#   D~ = sum_sq(w): s = 0; s += w_i * w_i for i = 1..N in axis order  -> fl(fl(w_i * w_i) + s), s_1 = fl(w_1 * w_1);
#   answer D~ <= rr.  The script names the differences w; the t = 1 branch is the same script with v.
# Exact (in the frame; every quantity is sigma^2 times the unscaled one): D0 = sum (c_i - a_i)^2
# (or sum (c_i - b_i)^2), R = r^2.  Claim: D~ -/ D0 and rr -/ R in [-k u, k u], so
#   |(D~ - rr) - (D0 - R)| <= k u (D0 + R) <= k u S,  S = |c - a|^2 + |c - b|^2 + r^2,
# with k = min(clamped N + 10, nodiv N(N-1)/2 + 12) for this N, filled in by ./fill from the
# constants the headers declare (formal/ties/constants). NOT proved here, joined by hand
# (docs/contracts.md, clamped step 2): when the branch is taken although the exact parameter
# t_u is not 0 (resp. not 1), D0 - D <= 18 gamma_{N+2}^2 S, second order.
# The difference w_i = fl(z), z = c_i - a_i, is modelled as w_i = z (1 + dw_i), |dw_i| <= u: true
# of every finite difference of two floats (one that underflows is exact).
# Range (in the frame): every non-zero |w_i| in [1b-60, 4] and r' in [1b-60, 1b62].
# The frame maps the domain there: sigma puts max_i max(|w_i|, |d_i|) in [1, 2), so every |w_i| < 2,
# |v_i| <= |w_i| + |d_i| < 4, and fl(sigma x) = sigma x exactly while sigma x is normal; a zero component adds exactly 0 and
# reduces N (mirroring an axis is exact, so w_i > 0 loses nothing). NOT covered: a non-zero
# component below 1b-60 or r' below it (a square may underflow: absolute error eta/2, below
# 2^-120 u S' since S' >= 1/4 in the frame), and r' * r' overflowing (then the answer true is right).
# Format: binary32.
#@-Eno-auto-dichotomy
@rnd = float<ieee_32,ne>;
W1 = w1 * (1 + dw1);
W2 = w2 * (1 + dw2);
r = rnd(r_);
s1 rnd= W1 * W1;
q2 rnd= W2 * W2;
s2 rnd= q2 + s1;
d = s2;
rr rnd= r * r;
D = w2 * w2 + w1 * w1;  # the same sum, in the order the code adds
R = r * r;
{ w1 in [1b-60, 4] /\ w2 in [1b-60, 4] /\ r in [1b-60, 1b62] /\ dw1 in [-1b-24, 1b-24] /\ dw2 in [-1b-24, 1b-24]
  -> d -/ D in [-@K@b-24, @K@b-24] /\ rr -/ R in [-@K@b-24, @K@b-24] }
# Hint: the square of a rounded difference, relative to the exact square.
(W1 * W1 - w1 * w1) / (w1 * w1) -> dw1 * (2 + dw1) { w1 <> 0 };
(W2 * W2 - w2 * w2) / (w2 * w2) -> dw2 * (2 + dw2) { w2 <> 0 };
