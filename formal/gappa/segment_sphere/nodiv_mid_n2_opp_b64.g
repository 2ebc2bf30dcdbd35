# Segment vs sphere, nodiv, the branch between the end points, N = 2, binary64, opposite-sign case;
# every contraction form at once (see Operations).
# Models lib/include/spherebox/segment_sphere/nodiv.hpp, test(), the branch wd > 0, wd < dd, guard not
# taken, with make_frame and dot of segment_sphere/common.hpp, in the normalized frame:
#   w_i = fl(c_i - a_i), d_i = fl(b_i - a_i)  (then times sigma, exact);  written W_i = w_i (1 + a_i),
#   D_i = d_i (1 + b_i) with w_i, d_i the exact (scaled) differences, |a_i|, |b_i| <= u (true of every
#   finite difference of two floats);
#   x = w_1 d_2 - w_2 d_1  ->  fl(fl(W1 D2) - fl(W2 D1)); with contraction fl(W1 D2 - fl(W2 D1)) or
#   fl(fl(W1 D2) - W2 D1): modelled as z = (p1 - p2)(1 + dz), p1 = W1 D2 (1 + k1), p2 = W2 D1 (1 + k2),
#   k1, k2 in [-u, u] (0 is the contracted product), so this one script covers all three forms;
#   x2 = 0 + x * x  ->  fl(x * x) in every form, written xc^2 (1 + mx);
#   dd = dot(d, d) = fl(q1 + q2) (q1 = fl(D1 D1) always; q2 = fl(D2 D2), or D2 D2 exact when contracted:
#   q2 = D2 D2 (1 + n2), n2 in [-u, u]);  rr = fl(r' * r');  rhs = fl(rr * dd) (never contracted);
#   answer x2 <= rhs.
# Exact: x = w_1 d_2 - w_2 d_1, |d|^2 = d_1^2 + d_2^2, R = r'^2; for N = 2, x^2 / |d|^2 is the squared
# distance from c to the line (Lagrange's identity), D_line.
# Claim: |(x2 - rhs) - (x^2 - R |d|^2)| <= k u (|w|^2 + R) |d|^2, k = the header's nodiv k for N = 2
# (N(N-1)/2 + 12 = 13), filled in by ./fill; dividing by |d|^2 > 0, a wrong verdict needs
# |D_line - R| <= k u (|w|^2 + R) <= k u S.  NOT proved here, joined by hand (docs/contracts.md, nodiv
# steps 3-5): D - D_line when the exact parameter is outside (0, 1) although the branch is taken
# (second order), the short-segment guard (|w|^2 - D <= 2^-5 u |w|^2), and rhs overflowing (true is right).
# Case: the products of opposite signs (no cancellation): the script takes d_1 -> -d_1, so z = p1 + p2, x = A + B.
# Every non-zero configuration is one of the two cases up to exact symmetries: mirroring an axis
# (w_i, d_i -> -w_i, -d_i) makes w_1, w_2 > 0, and negating d flips the sign of every product, of z
# and x, and leaves x2, dd and the verdict unchanged (rounding is sign-symmetric).
# Hints split lam = B / (A + B) and mu = R|d|^2 / ((|w|^2 + R)|d|^2) into 8 pieces each: the error is a
# convex combination of the per-term relative errors, which interval arithmetic alone would add.
# Cauchy-Schwarz (A + B)^2 <= |w|^2 |d|^2 is proved by Gappa from the identity
# |w|^2 |d|^2 - (w_1 d_2 + w_2 d_1)^2 = (w_1 d_1 - w_2 d_2)^2.
# Range (in the frame, where max_i max(|w_i|, |d_i|) is in [1, 2)): every |w_i|, |d_i| in [2^-250, 4] and
# r' in [2^-250, 2^500], so that no product (degree 2 or 4) underflows or overflows and the
# (1 + delta) model of each rounding holds. NOT covered: a zero component (then one product is 0,
# exactly), components or r' below 2^-250 (the guard keeps |d|^2 >= 2^-(2p+12) |w|^2, so this is a real
# gap of the script, not of the code: the underflow terms are eta-sized), and x2 underflowing.
# Format: binary64.
#@-Eno-auto-dichotomy
@rnd = float<ieee_64,ne>;
W1 = w1 * (1 + a1); W2 = w2 * (1 + a2);
D1 = d1 * (1 + b1); D2 = d2 * (1 + b2);
r = rnd(r_);
p1 = (W1 * D2) * (1 + k1);
p2 = (W2 * D1) * (1 + k2);
z = p1 + p2;
xc = z * (1 + dz);
Xc = (xc * xc) * (1 + mx);
q1 = (D1 * D1) * (1 + n1);
q2 = (D2 * D2) * (1 + n2);
dd rnd= q2 + q1;
rr rnd= r * r;
rhs rnd= rr * dd;
A = w1 * d2;
B = w2 * d1;
x = A + B;
H = A + B;
X = x * x;
DD = d2 * d2 + d1 * d1;
Q = (r * r) * DD;
G = (w1 * w1 + w2 * w2) * DD;
E1 = Xc - X;
Er = E1 - (rhs - Q);
S = G + Q;
lam = B / H;
mu = Q / S;
{ w1 in [1b-250, 4] /\ w2 in [1b-250, 4] /\ d1 in [1b-250, 4] /\ d2 in [1b-250, 4] /\ r in [1b-250, 1b500]
  /\ a1 in [-1b-53, 1b-53] /\ a2 in [-1b-53, 1b-53] /\ b1 in [-1b-53, 1b-53] /\ b2 in [-1b-53, 1b-53]
  /\ k1 in [-1b-53, 1b-53] /\ k2 in [-1b-53, 1b-53] /\ n1 in [-1b-53, 1b-53] /\ n2 in [-1b-53, 1b-53] /\ dz in [-1b-53, 1b-53] /\ mx in [-1b-53, 1b-53]
  -> Er / S in [-@K@b-53, @K@b-53] /\ dd -/ DD in [-1b-49, 1b-49] /\ rr -/ (r * r) in [-1b-49, 1b-49] /\ rhs -/ (rr * dd) in [-1b-49, 1b-49] }
Er / S -> (E1 / G) * (1 - mu) - ((rhs - Q) / Q) * mu { S <> 0, G <> 0, Q <> 0 };
(rhs - Q) / Q -> (1 + (rhs - rr * dd) / (rr * dd)) * (1 + (rr - r * r) / (r * r)) * (1 + (dd - DD) / DD) - 1 { Q <> 0, rr <> 0, dd <> 0, r <> 0, DD <> 0 };
mu -> 1 / (1 + G / Q) { Q <> 0, S <> 0, DD <> 0, r <> 0, r * r + (w1 * w1 + w2 * w2) <> 0 };
E1 / G -> (E1 / (H * H)) * ((H * H) / G) { G <> 0, H <> 0 };
(H * H) / G -> 1 - ((w1 * d1 - w2 * d2) * (w1 * d1 - w2 * d2)) / G { G <> 0 };
E1 / (H * H) -> ((xc - x) / H) * ((xc + x) / H) + ((xc / H) * (xc / H)) * mx { H <> 0 };
(xc - x) / H -> ((z - x) / H) * (1 + dz) + (x / H) * dz { H <> 0 };
(xc + x) / H -> ((z - x) / H) * (1 + dz) + (x / H) * (2 + dz) { H <> 0 };
xc / H -> ((z - x) / H) * (1 + dz) + (x / H) * (1 + dz) { H <> 0 };
(z - x) / H -> ((p1 - A) / A) * (1 - lam) + ((p2 - B) / B) * lam { H <> 0, A <> 0, B <> 0 };
(p1 - A) / A -> (1 + a1) * (1 + b2) * (1 + k1) - 1 { A <> 0 };
(p2 - B) / B -> (1 + a2) * (1 + b1) * (1 + k2) - 1 { B <> 0 };
(q1 - d1 * d1) / (d1 * d1) -> (1 + b1) * (1 + b1) * (1 + n1) - 1 { d1 <> 0 };
(q2 - d2 * d2) / (d2 * d2) -> (1 + b2) * (1 + b2) * (1 + n2) - 1 { d2 <> 0 };
lam -> 1 / (1 + A / B) { B <> 0, H <> 0 };
$ lam in 8, mu in 8;
