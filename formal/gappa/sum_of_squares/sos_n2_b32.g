# Sum of squares, N = 2, binary32, no contraction.
# Models lib/include/spherebox/sphere_aabb/{arvo,qri,qrf,branchless,sse2}.hpp, test(): every one
# rounds the same operations (docs/contracts.md, "Sum of squares"):
#   e_i = fl(c_i - b_i)  (b_i the bound the centre violates; a zero gap adds nothing exactly)
#   d2  = fl(... fl(fl(e_1^2) + fl(e_2^2)) ... + fl(e_N^2))  (0 + fl(e_1^2) is exact)
#   r2  = fl(r * r);  answer d2 <= r2
# Claim: both computed sides are within k*u of the exact ones, relatively:
#   |d2 - D| <= k*u*D  and  |r2 - R| <= k*u*R,  D = sum (c_i - b_i)^2, R = r^2,
# so |(d2 - r2) - (D - R)| <= k*u*(D + R): a wrong answer needs |D - R| <= k*u*S with S = D + R,
# the header's bounded contract (its a*eta term covers underflow, outside this script's range).
# k is the header's own constant, filled in by ./fill from sum_of_squares_bound(N).k
# (formal/ties/constants); cutting it in the header makes this proof fail.
# Range: every gap |c_i - b_i| and r in [1b-60, 1b62] (no square underflows or overflows: the
# header's domain bounds every value by 2^61); zero gaps are exact and reduce N.
# Format: binary32.
# Gappa option (embedded): no automatic dichotomy; none is needed, and without it a failing
# negative control searches until ci/prove's time-out instead of stopping.
#@-Eno-auto-dichotomy
@rnd = float<ieee_32,ne>;
c1 = rnd(c1_); b1 = rnd(b1_);
c2 = rnd(c2_); b2 = rnd(b2_);
r = rnd(r_);
e1 rnd= c1 - b1;
e2 rnd= c2 - b2;
s1 rnd= e1 * e1;
s2 rnd= e2 * e2;
p2 rnd= s1 + s2;
d = p2;
rr rnd= r * r;
D = (c1 - b1) * (c1 - b1) + (c2 - b2) * (c2 - b2);
R = r * r;
{ |c1 - b1| in [1b-60, 1b62] /\ |c2 - b2| in [1b-60, 1b62] /\ r in [1b-60, 1b62]
  -> d -/ D in [-@K@b-24, @K@b-24] /\ rr -/ R in [-@K@b-24, @K@b-24] }
