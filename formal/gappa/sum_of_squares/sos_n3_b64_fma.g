# Sum of squares, N = 3, binary64, multiply-add contracted.
# Models lib/include/spherebox/sphere_aabb/{arvo,qri,qrf,branchless,sse2}.hpp, test(): every one
# rounds the same operations (docs/contracts.md, "Sum of squares"):
#   e_i = fl(c_i - b_i)  (b_i the bound the centre violates; a zero gap adds nothing exactly)
#   d2  = fma(e_N, e_N, ... fma(e_2, e_2, fl(e_1 * e_1)))  (contracted: d2 += e*e as one FMA)
#   r2  = fl(r * r);  answer d2 <= r2
# Claim: both computed sides are within k*u of the exact ones, relatively:
#   |d2 - D| <= k*u*D  and  |r2 - R| <= k*u*R,  D = sum (c_i - b_i)^2, R = r^2,
# so |(d2 - r2) - (D - R)| <= k*u*(D + R): a wrong answer needs |D - R| <= k*u*S with S = D + R,
# the header's bounded contract (its a*eta term covers underflow, outside this script's range).
# k is the header's own constant, filled in by ./fill from sum_of_squares_bound(N).k
# (formal/ties/constants); cutting it in the header makes this proof fail.
# Range: every gap |c_i - b_i| and r in [1b-400, 1b510] (no square underflows or overflows: the
# header's domain bounds every value by 2^509); zero gaps are exact and reduce N.
# Format: binary64.
# Gappa option (embedded): no automatic dichotomy; none is needed, and without it a failing
# negative control searches until ci/prove's time-out instead of stopping.
#@-Eno-auto-dichotomy
@rnd = float<ieee_64,ne>;
c1 = rnd(c1_); b1 = rnd(b1_);
c2 = rnd(c2_); b2 = rnd(b2_);
c3 = rnd(c3_); b3 = rnd(b3_);
r = rnd(r_);
e1 rnd= c1 - b1;
e2 rnd= c2 - b2;
e3 rnd= c3 - b3;
t1 rnd= e1 * e1;
q2 = e2 * e2;
t2 rnd= q2 + t1;
q3 = e3 * e3;
t3 rnd= q3 + t2;
d = t3;
rr rnd= r * r;
D = ((c3 - b3) * (c3 - b3) + ((c2 - b2) * (c2 - b2) + (c1 - b1) * (c1 - b1)));  # the same sum, in the order the FMA chain adds
R = r * r;
{ |c1 - b1| in [1b-400, 1b510] /\ |c2 - b2| in [1b-400, 1b510] /\ |c3 - b3| in [1b-400, 1b510] /\ r in [1b-400, 1b510]
  -> d -/ D in [-@K@b-53, @K@b-53] /\ rr -/ R in [-@K@b-53, @K@b-53] }
