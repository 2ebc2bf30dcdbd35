(* Models lib/include/spherebox/sphere_obb/common.hpp: detail::offset and detail::project, as
   called by arvo::test, qri::test, qrf::test and sse2::test (sphere_obb/{arvo,qri,qrf,sse2}.hpp)
   for N = 3 and N = 2, and the constant detail::projected_bound(N).k (transcribed below as
   projected_bound_k; axis_tolerance_ulps = 32). Share "projection term" of docs/contracts.md,
   sphere-OBB "Rounding: the rest of k".

   Operation sequence, as the C++ computes it (fl = one rounding to nearest):
     w_k  = fl(c_k - o_k)                           k = 0, 1, 2   (offset; cannot contract)
     s~_i = s; s = w_0 * a_i0; s += w_1 * a_i1; s += w_2 * a_i2   (project, left to right;
                                                    N = 2: s = w_0 * a_i0; s += w_1 * a_i1)
   Each product is either rounded on its own or, when the build contracts (-ffp-contract=fast,
   SPHEREBOX_FP_CONTRACT), fused into the following addition; every addition is rounded.
   The model takes a contraction flag per product (opt b x = fl x or x), all 2^9 patterns of the
   three axes at once: s~_i = fl(fl(opt b_i0 (w_0 a_i0) + opt b_i1 (w_1 a_i1)) + opt b_i2 (w_2 a_i2)).
   This covers no contraction (all rounded; sse2's lanes ((w0 a0 + w1 a1) + w2 a2) are this
   form), fma(w1, a1, w0*a0) and fma(w0, a0, w1*a1) for the first sum, fma(w2, a2, s) for the
   second. What follows the projections (|s~_i| exact, e_i = fl(|s~_i| - h_i), the sum of
   squares, r*r) is the Gappa tail (formal/gappa/sphere_obb/, |d2 - F~| <= (N+3) u F~), whose
   input is exactly the F~ below.

   Quantities: v = c - o (exact), V = |v|^2, s_i = a_i . v (exact), excess(s, h) = max(|s| - h, 0),
     F  = sum_i excess(s_i, h_i)^2        (exact projections: what the axis defect compares with D)
     F~ = sum_i excess(s~_i, h_i)^2       (computed projections, squared exactly: the tail's F~).
   Theorems (u = 2^-prec, eta = 2^emin, tau = 32u):
     projection_term_fine : |F~ - F| <= 15.6 u V + 20 eta^2/u
     projection_term      : |F~ - F| <= 2(N+1)ceil(sqrt N) u V + 20 eta^2/u   (= 16 u V, N = 3)
     projection_share     : |F~ - F| + (N+3) u F~ <= (k - N t) u V + 21 eta^2/u   (= 22 u V)
     projection_share_eta : the same with 21 eta^2/u replaced by eta/8, when emin + prec <= -8.
   and for N = 2 (axes e_0, e_1 in the plane; the 2-term dot product, 2^4 contraction patterns):
     projection_term2     : |F~ - F| <= 2(N+1)ceil(sqrt N) u V + 8 eta^2/u     (= 12 u V; 10.25 u V
                            is what the proof needs, projection_term2_fine)
     projection_share2    : |F~ - F| + (N+3) u F~ <= (k - N t) u V + 9 eta^2/u   (= 17 u V)
     projection_share2_eta: the same with eta/8, when emin + prec <= -8.
   projection_share is the form that composes: with the tail's |d2 - F~| <= (N+3) u F~ it gives
   |d2 - F| <= (k - N t) u |v|^2 + eta/8, and the axis defect |D - F| <= N t u (|v|^2 + |h|^2)
   (SphereObbAxisDefect.v, both sides, N = 2 and 3) adds the N t. The constant is read
   from the transcription of projected_bound, so k - 1 breaks this proof
   (fail/SphereObbProjectionTooTight.v); the transcription itself is not tied to the header by
   a program (a header edit of k is caught by the Gappa tail's fill, not here).
   Proof: per axis |s~_i - s_i| <= gamma * m_i + zeta, gamma = (1+u)^4 - 1 <= 4u(1+2u) (one u
   from w, gamma_3 from the dot product in any contraction pattern), m_i = sum_k |a_ik| |v_k|,
   zeta = 5/2 (1+u)^2 eta (underflow of products and sums); the excess is 1-Lipschitz, so
   |excess~^2 - excess^2| <= 2 x_i E_i + E_i^2; AM-GM moves the underflow part into u x_i^2 +
   zeta^2/u; Cauchy-Schwarz twice and |A^T v|^2 <= (1 + N tau) V (Gram matrix within tau of I)
   give 2 gamma sum x_i m_i <= 2 gamma sqrt(3(1+tau)(1+3tau)) V <= 14.4 u V (N = 2: gamma =
   (1+u)^3 - 1, zeta = 3/2 (1+u)^2 eta, 2 gamma sqrt(2(1+tau)(1+2tau)) V <= 9 u V).

   Model: Flocq's FLT format (radix 2, precision prec >= 11, any emin; instances binary32
   (24, -149) and binary64 (53, -1074)), round to nearest with any tie rule, subnormals
   included. The FLT format has no overflow: the theorems hold for every input on which no
   operation overflows. The header's domain (every |c|, |o|, r, h <= M = 2^((emax-8)/2), axes
   within tau, so |a_ik| < 2) keeps |w| <= 2M and |s~| <= 6M(1 + tau)(1 + O(u)) far below the
   overflow threshold (common.hpp, projected_magnitude), so every IEEE operation above returns
   its FLT rounding; that implication is NOT machine-checked here.
   Domain of the theorems: c_k, o_k in the format; h_i >= 0 (any reals); axes any reals (floats
   in the C++) with |a_i . a_j - delta_ij| <= tau for all i, j. NaN and infinities are outside the
   model (outside the bounded contract's domain). N = 1 is not covered. *)
From Coq Require Import ZArith Reals Lra Lia.
From Flocq Require Import Core.
From Spherebox Require Import Lib.Relative.
Open Scope R_scope.

(* ---------- real lemmas (no rounding) ---------- *)
Definition dot3 (x0 x1 x2 y0 y1 y2 : R) := x0 * y0 + x1 * y1 + x2 * y2.

Lemma cs3 : forall a0 a1 a2 d0 d1 d2,
  (dot3 a0 a1 a2 d0 d1 d2) ^ 2 <= dot3 a0 a1 a2 a0 a1 a2 * dot3 d0 d1 d2 d0 d1 d2.
Proof.
  intros. unfold dot3.
  assert (0 <= (a0 * d1 - a1 * d0) ^ 2 + (a0 * d2 - a2 * d0) ^ 2 + (a1 * d2 - a2 * d1) ^ 2)
    by (repeat apply Rplus_le_le_0_compat; apply pow2_ge_0).
  nra.
Qed.

Lemma sq_le_nonneg : forall a b, 0 <= a -> 0 <= b -> a ^ 2 <= b ^ 2 -> a <= b.
Proof. intros a b Ha Hb H. nra. Qed.

(* The excess of G-Arvo: max(|s| - h, 0). *)
Definition excess (s h : R) := Rmax (Rabs s - h) 0.

Lemma excess_nonneg : forall s h, 0 <= excess s h.
Proof. intros. unfold excess. apply Rmax_r. Qed.

Lemma excess_le : forall s h, 0 <= h -> excess s h <= Rabs s.
Proof.
  intros s h Hh. unfold excess, Rmax. pose proof (Rabs_pos s).
  destruct (Rle_dec (Rabs s - h) 0); lra.
Qed.

Lemma excess_lip : forall st s h, Rabs (excess st h - excess s h) <= Rabs (st - s).
Proof.
  intros st s h. pose proof (Rabs_triang_inv st s) as H1.
  pose proof (Rabs_triang_inv s st) as H2. rewrite Rabs_minus_sym in H2.
  unfold excess, Rmax.
  destruct (Rle_dec (Rabs st - h) 0); destruct (Rle_dec (Rabs s - h) 0);
    apply Rabs_le; lra.
Qed.

Lemma excess_sq_diff : forall s st h E, 0 <= h -> Rabs (st - s) <= E ->
  Rabs (excess st h ^ 2 - excess s h ^ 2) <= 2 * excess s h * E + E ^ 2.
Proof.
  intros s st h E Hh HE.
  pose proof (excess_lip st s h) as L.
  pose proof (excess_nonneg s h) as X0. pose proof (excess_nonneg st h) as X1.
  set (x := excess s h) in *. set (xt := excess st h) in *.
  assert (D : Rabs (xt - x) <= E) by lra.
  replace (xt ^ 2 - x ^ 2) with ((xt - x) * (xt + x)) by ring.
  rewrite Rabs_mult, (Rabs_pos_eq (xt + x)) by lra.
  apply Rabs_le_inv in D as D'.
  pose proof (Rabs_pos (xt - x)).
  apply Rle_trans with (E * (xt + x)); [apply Rmult_le_compat_r; lra|].
  nra.
Qed.

(* 2 x E + E^2 with E <= al + ze: the underflow part ze is split off by AM-GM. *)
Lemma amgm_split : forall x E al ze u, 0 <= x -> 0 <= al -> 0 <= ze -> 0 < u ->
  0 <= E -> E <= al + ze ->
  2 * x * E + E ^ 2 <= 2 * x * al + u * x ^ 2 + ze ^ 2 / u + 2 * al ^ 2 + 2 * ze ^ 2.
Proof.
  intros x E al ze u Hx Hal Hze Hu HE0 HE.
  assert (A : 0 <= (u * x - ze) ^ 2 * / u)
    by (apply Rmult_le_pos; [apply pow2_ge_0|left; apply Rinv_0_lt_compat; lra]).
  replace ((u * x - ze) ^ 2 * / u) with (u * x ^ 2 - 2 * x * ze + ze ^ 2 / u) in A
    by (field; lra).
  assert (B : 2 * x * E <= 2 * x * (al + ze)) by nra.
  assert (C : E ^ 2 <= (al + ze) ^ 2) by nra.
  assert (0 <= (al - ze) ^ 2) by apply pow2_ge_0.
  nra.
Qed.

(* |A^T v|^2 <= (1 + 3 tau) |v|^2 for a 3x3 matrix whose Gram matrix is within tau of I. *)
Lemma gram_bound : forall tau a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2,
  0 <= tau ->
  Rabs (dot3 a00 a01 a02 a00 a01 a02 - 1) <= tau ->
  Rabs (dot3 a10 a11 a12 a10 a11 a12 - 1) <= tau ->
  Rabs (dot3 a20 a21 a22 a20 a21 a22 - 1) <= tau ->
  Rabs (dot3 a00 a01 a02 a10 a11 a12) <= tau ->
  Rabs (dot3 a00 a01 a02 a20 a21 a22) <= tau ->
  Rabs (dot3 a10 a11 a12 a20 a21 a22) <= tau ->
  let y0 := dot3 a00 a01 a02 v0 v1 v2 in
  let y1 := dot3 a10 a11 a12 v0 v1 v2 in
  let y2 := dot3 a20 a21 a22 v0 v1 v2 in
  dot3 y0 y1 y2 y0 y1 y2 <= (1 + 3 * tau) * dot3 v0 v1 v2 v0 v1 v2.
Proof.
  intros tau a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2 Ht G00 G11 G22 G01 G02 G12 y0 y1 y2.
  set (z0 := y0 * a00 + y1 * a10 + y2 * a20).
  set (z1 := y0 * a01 + y1 * a11 + y2 * a21).
  set (z2 := y0 * a02 + y1 * a12 + y2 * a22).
  set (Y := dot3 y0 y1 y2 y0 y1 y2). set (V := dot3 v0 v1 v2 v0 v1 v2).
  assert (HYz : Y = dot3 v0 v1 v2 z0 z1 z2) by (unfold Y, z0, z1, z2, y0, y1, y2, dot3; ring).
  set (g00 := dot3 a00 a01 a02 a00 a01 a02) in *. set (g11 := dot3 a10 a11 a12 a10 a11 a12) in *.
  set (g22 := dot3 a20 a21 a22 a20 a21 a22) in *. set (g01 := dot3 a00 a01 a02 a10 a11 a12) in *.
  set (g02 := dot3 a00 a01 a02 a20 a21 a22) in *. set (g12 := dot3 a10 a11 a12 a20 a21 a22) in *.
  assert (HZ : dot3 z0 z1 z2 z0 z1 z2 =
     y0 * y0 * g00 + y1 * y1 * g11 + y2 * y2 * g22
     + 2 * (y0 * y1 * g01) + 2 * (y0 * y2 * g02) + 2 * (y1 * y2 * g12))
    by (unfold z0, z1, z2, g00, g11, g22, g01, g02, g12, dot3; ring).
  assert (Od : forall y g, Rabs (g - 1) <= tau -> y * y * g <= y * y + tau * (Rabs y * Rabs y)).
  { intros y g Hg. apply Rabs_le_inv in Hg. rewrite <- Rabs_mult, Rabs_pos_eq by nra. nra. }
  assert (Of : forall y y' g, Rabs g <= tau -> y * y' * g <= tau * (Rabs y * Rabs y')).
  { intros y y' g Hg. apply Rle_trans with (Rabs (y * y' * g)); [apply Rle_abs|].
    rewrite !Rabs_mult. rewrite (Rmult_comm tau). apply Rmult_le_compat_l; [|exact Hg].
    apply Rmult_le_pos; apply Rabs_pos. }
  pose proof (Od y0 g00 G00). pose proof (Od y1 g11 G11). pose proof (Od y2 g22 G22).
  pose proof (Of y0 y1 g01 G01). pose proof (Of y0 y2 g02 G02). pose proof (Of y1 y2 g12 G12).
  assert (Sq : forall y, Rabs y * Rabs y = y * y) by (intros; rewrite <- Rabs_mult; apply Rabs_pos_eq; nra).
  pose proof (Rabs_pos y0). pose proof (Rabs_pos y1). pose proof (Rabs_pos y2).
  assert (HZb : dot3 z0 z1 z2 z0 z1 z2 <= (1 + 3 * tau) * Y).
  { rewrite HZ. unfold Y, dot3. rewrite <- (Sq y0), <- (Sq y1), <- (Sq y2).
    assert (0 <= tau * ((Rabs y0 - Rabs y1) ^ 2 + (Rabs y0 - Rabs y2) ^ 2 + (Rabs y1 - Rabs y2) ^ 2))
      by (apply Rmult_le_pos; [lra|]; repeat apply Rplus_le_le_0_compat; apply pow2_ge_0).
    rewrite <- (Sq y0), <- (Sq y1), <- (Sq y2) in *. nra. }
  pose proof (cs3 v0 v1 v2 z0 z1 z2) as CS. rewrite <- HYz in CS. fold V in CS.
  assert (HY0 : 0 <= Y) by (unfold Y, dot3; nra).
  assert (HV0 : 0 <= V) by (unfold V, dot3; nra).
  (* Y^2 <= V |z|^2 <= V (1 + 3 tau) Y *)
  assert (Y * Y <= (V * (1 + 3 * tau)) * Y).
  { apply Rle_trans with (V * dot3 z0 z1 z2 z0 z1 z2); [simpl in CS; lra|].
    rewrite Rmult_assoc. apply Rmult_le_compat_l; lra. }
  destruct (Req_dec Y 0) as [E|E]; [rewrite E; nra|].
  assert (0 < Y) by lra. nra.
Qed.

(* (sum_k |a_k| |v_k|)^2 <= |a|^2 |v|^2 *)
Lemma m_bound : forall a0 a1 a2 v0 v1 v2,
  (Rabs a0 * Rabs v0 + Rabs a1 * Rabs v1 + Rabs a2 * Rabs v2) ^ 2
  <= dot3 a0 a1 a2 a0 a1 a2 * dot3 v0 v1 v2 v0 v1 v2.
Proof.
  intros. pose proof (cs3 (Rabs a0) (Rabs a1) (Rabs a2) (Rabs v0) (Rabs v1) (Rabs v2)) as H.
  assert (Sq : forall y, Rabs y * Rabs y = y * y) by (intros; rewrite <- Rabs_mult; apply Rabs_pos_eq; nra).
  unfold dot3 in *. rewrite !Sq in H. exact H.
Qed.

(* ---------- the same in two dimensions ---------- *)
Lemma cs2 : forall a0 a1 d0 d1, (a0 * d0 + a1 * d1) ^ 2 <= (a0 * a0 + a1 * a1) * (d0 * d0 + d1 * d1).
Proof. intros. pose proof (pow2_ge_0 (a0 * d1 - a1 * d0)). nra. Qed.

Lemma gram_bound2 : forall tau a00 a01 a10 a11 v0 v1, 0 <= tau ->
  Rabs (a00 * a00 + a01 * a01 - 1) <= tau -> Rabs (a10 * a10 + a11 * a11 - 1) <= tau ->
  Rabs (a00 * a10 + a01 * a11) <= tau ->
  (a00 * v0 + a01 * v1) ^ 2 + (a10 * v0 + a11 * v1) ^ 2 <= (1 + 2 * tau) * (v0 * v0 + v1 * v1).
Proof.
  intros tau a00 a01 a10 a11 v0 v1 Ht G00 G11 G01.
  set (y0 := a00 * v0 + a01 * v1). set (y1 := a10 * v0 + a11 * v1).
  set (z0 := y0 * a00 + y1 * a10). set (z1 := y0 * a01 + y1 * a11).
  set (Y := y0 ^ 2 + y1 ^ 2). set (V := v0 * v0 + v1 * v1).
  assert (HYz : Y = v0 * z0 + v1 * z1) by (unfold Y, z0, z1, y0, y1; ring).
  set (g00 := a00 * a00 + a01 * a01) in *. set (g11 := a10 * a10 + a11 * a11) in *.
  set (g01 := a00 * a10 + a01 * a11) in *.
  assert (HZ : z0 * z0 + z1 * z1 = y0 * y0 * g00 + y1 * y1 * g11 + 2 * (y0 * y1 * g01))
    by (unfold z0, z1, g00, g11, g01; ring).
  apply Rabs_le_inv in G00. apply Rabs_le_inv in G11.
  assert (O : y0 * y1 * g01 <= tau * (Rabs y0 * Rabs y1)).
  { apply Rle_trans with (Rabs (y0 * y1 * g01)); [apply Rle_abs|].
    rewrite !Rabs_mult. rewrite (Rmult_comm tau). apply Rmult_le_compat_l; [|exact G01].
    apply Rmult_le_pos; apply Rabs_pos. }
  assert (Sq : forall y, Rabs y * Rabs y = y * y) by (intros; rewrite <- Rabs_mult; apply Rabs_pos_eq; nra).
  assert (T2 : 2 * (Rabs y0 * Rabs y1) <= y0 * y0 + y1 * y1)
    by (rewrite <- (Sq y0), <- (Sq y1); pose proof (pow2_ge_0 (Rabs y0 - Rabs y1)); nra).
  assert (D0 : y0 * y0 * g00 <= y0 * y0 * (1 + tau)) by (apply Rmult_le_compat_l; nra).
  assert (D1 : y1 * y1 * g11 <= y1 * y1 * (1 + tau)) by (apply Rmult_le_compat_l; nra).
  assert (T3 : tau * (2 * (Rabs y0 * Rabs y1)) <= tau * (y0 * y0 + y1 * y1))
    by (apply Rmult_le_compat_l; lra).
  assert (HZb : z0 * z0 + z1 * z1 <= (1 + 2 * tau) * Y) by (unfold Y; simpl; lra).
  assert (CS : (v0 * z0 + v1 * z1) ^ 2 <= V * (z0 * z0 + z1 * z1)) by (apply cs2).
  rewrite <- HYz in CS.
  assert (HY0 : 0 <= Y) by (unfold Y; pose proof (pow2_ge_0 y0); pose proof (pow2_ge_0 y1); lra).
  assert (HV0 : 0 <= V) by (unfold V; nra).
  assert (Y * Y <= (V * (1 + 2 * tau)) * Y).
  { apply Rle_trans with (V * (z0 * z0 + z1 * z1)); [simpl in CS; lra|].
    rewrite Rmult_assoc. apply Rmult_le_compat_l; lra. }
  fold Y V. destruct (Req_dec Y 0) as [E|E]; [rewrite E; nra|].
  assert (0 < Y) by lra. nra.
Qed.

Lemma m_bound2 : forall a0 a1 v0 v1,
  (Rabs a0 * Rabs v0 + Rabs a1 * Rabs v1) ^ 2 <= (a0 * a0 + a1 * a1) * (v0 * v0 + v1 * v1).
Proof.
  intros. pose proof (cs2 (Rabs a0) (Rabs a1) (Rabs v0) (Rabs v1)) as H.
  assert (Sq : forall y, Rabs y * Rabs y = y * y) by (intros; rewrite <- Rabs_mult; apply Rabs_pos_eq; nra).
  rewrite !Sq in H. exact H.
Qed.

(* ---------- the rounded projection ---------- *)
Section Proj.
Variable emin prec : Z.
Context { prec_gt_0_ : Prec_gt_0 prec }.
Hypothesis prec_ge_11 : (11 <= prec)%Z.
Variable choice : Z -> bool.

Notation fmt := (generic_format radix2 (FLT_exp emin prec)).
Notation fl := (round radix2 (FLT_exp emin prec) (Znearest choice)).
Notation u := (Relative.u prec).
Notation eta := (Relative.eta emin).
Definition tau := 32 * u.

Let u_small : 0 < u <= / 2048 := Relative.u_small prec prec_ge_11.

(* A product that is either rounded on its own (b = true) or fed unrounded into a fused
   multiply-add (b = false). *)
Definition opt (b : bool) (x : R) := if b then fl x else x.

Lemma opt_err : forall b x, Rabs (opt b x - x) <= u * Rabs x + eta / 2.
Proof.
  intros [|] x; simpl.
  - apply (fl_err emin prec choice).
  - replace (x - x) with 0 by ring. rewrite Rabs_R0.
    pose proof (u_pos prec). pose proof (eta_pos emin). pose proof (Rabs_pos x). nra.
Qed.

(* The three-term left-to-right dot product with any contraction pattern. *)
Lemma dot3c_err : forall b0 b1 b2 p0 p1 p2,
  Rabs (fl (fl (opt b0 p0 + opt b1 p1) + opt b2 p2) - (p0 + p1 + p2))
  <= ((1 + u) ^ 3 - 1) * (Rabs p0 + Rabs p1 + Rabs p2) + 5 / 2 * (1 + u) ^ 2 * eta.
Proof.
  intros b0 b1 b2 p0 p1 p2.
  pose proof (opt_err b0 p0) as E0. pose proof (opt_err b1 p1) as E1.
  pose proof (opt_err b2 p2) as E2.
  set (q0 := opt b0 p0) in *. set (q1 := opt b1 p1) in *. set (q2 := opt b2 p2) in *.
  set (q := fl (q0 + q1)). set (s := fl (q + q2)).
  pose proof (fl_err emin prec choice (q0 + q1)) as Eq. fold q in Eq.
  pose proof (fl_err emin prec choice (q + q2)) as Es. fold s in Es.
  pose proof (u_pos prec) as Hu. pose proof (eta_pos emin) as He.
  assert (A0 : 0 <= Rabs p0) by apply Rabs_pos. assert (A1 : 0 <= Rabs p1) by apply Rabs_pos.
  assert (A2 : 0 <= Rabs p2) by apply Rabs_pos.
  assert (Q01 : Rabs (q0 + q1) <= (1 + u) * (Rabs p0 + Rabs p1) + eta).
  { replace (q0 + q1) with (p0 + p1 + (q0 - p0) + (q1 - p1)) by ring.
    pose proof (Rabs_triang (p0 + p1 + (q0 - p0)) (q1 - p1)).
    pose proof (Rabs_triang (p0 + p1) (q0 - p0)). pose proof (Rabs_triang p0 p1). lra. }
  assert (F1 : Rabs (q - (q0 + q1)) <= u * ((1 + u) * (Rabs p0 + Rabs p1) + eta) + eta / 2).
  { apply Rle_trans with (u * Rabs (q0 + q1) + eta / 2); [exact Eq|].
    apply Rplus_le_compat_r. apply Rmult_le_compat_l; lra. }
  assert (Q2 : Rabs q2 <= (1 + u) * Rabs p2 + eta / 2).
  { replace q2 with (p2 + (q2 - p2)) by ring. pose proof (Rabs_triang p2 (q2 - p2)). lra. }
  assert (Qq2 : Rabs (q + q2) <= (1 + u) ^ 2 * (Rabs p0 + Rabs p1) + (1 + u) * Rabs p2 + (2 + u) * eta).
  { replace (q + q2) with ((q0 + q1) + (q - (q0 + q1)) + q2) by ring.
    pose proof (Rabs_triang ((q0 + q1) + (q - (q0 + q1))) q2).
    pose proof (Rabs_triang (q0 + q1) (q - (q0 + q1))). simpl. nra. }
  assert (F2 : Rabs (s - (q + q2)) <= u * ((1 + u) ^ 2 * (Rabs p0 + Rabs p1) + (1 + u) * Rabs p2 + (2 + u) * eta) + eta / 2).
  { apply Rle_trans with (u * Rabs (q + q2) + eta / 2); [exact Es|].
    apply Rplus_le_compat_r. apply Rmult_le_compat_l; lra. }
  replace (s - (p0 + p1 + p2)) with
    ((s - (q + q2)) + (q - (q0 + q1)) + (q0 - p0) + (q1 - p1) + (q2 - p2)) by ring.
  assert (T : Rabs ((s - (q + q2)) + (q - (q0 + q1)) + (q0 - p0) + (q1 - p1) + (q2 - p2))
    <= Rabs (s - (q + q2)) + Rabs (q - (q0 + q1)) + Rabs (q0 - p0) + Rabs (q1 - p1) + Rabs (q2 - p2)).
  { repeat (eapply Rle_trans; [apply Rabs_triang|]; apply Rplus_le_compat_r). lra. }
  apply Rle_trans with (1 := T).
  assert (U2 : 0 <= u * u) by nra. assert (U3 : 0 <= u * u * u) by nra.
  assert (0 <= u * Rabs p2) by nra. assert (0 <= u * u * Rabs p2) by nra.
  assert (0 <= u * u * u * Rabs p2) by nra.
  assert (0 <= u * eta) by nra. assert (0 <= u * u * eta) by nra.
  simpl. ring_simplify. lra.
Qed.

(* ---------- the inputs ---------- *)
Variables c0 c1 c2 o0 o1 o2 h0 h1 h2 : R.
Hypothesis Fc0 : fmt c0. Hypothesis Fc1 : fmt c1. Hypothesis Fc2 : fmt c2.
Hypothesis Fo0 : fmt o0. Hypothesis Fo1 : fmt o1. Hypothesis Fo2 : fmt o2.
Hypothesis Hh0 : 0 <= h0. Hypothesis Hh1 : 0 <= h1. Hypothesis Hh2 : 0 <= h2.

Definition v0 := c0 - o0.
Definition v1 := c1 - o1.
Definition v2 := c2 - o2.
Definition w0 := fl (c0 - o0).
Definition w1 := fl (c1 - o1).
Definition w2 := fl (c2 - o2).
Definition V := dot3 v0 v1 v2 v0 v1 v2.

(* project(w, a) of common.hpp: s = w0*a0; s += w1*a1; s += w2*a2, with the contraction
   pattern (b0, b1, b2) (true: that product rounded on its own). *)
Definition proj (b0 b1 b2 : bool) (x0 x1 x2 : R) :=
  fl (fl (opt b0 (w0 * x0) + opt b1 (w1 * x1)) + opt b2 (w2 * x2)).

Definition gam := (1 + u) ^ 4 - 1.
Definition zeta := 5 / 2 * (1 + u) ^ 2 * eta.
Definition mabs (x0 x1 x2 : R) := Rabs x0 * Rabs v0 + Rabs x1 * Rabs v1 + Rabs x2 * Rabs v2.

Lemma w_err : forall c o, fmt c -> fmt o ->
  Rabs (fl (c - o) - (c - o)) <= u * Rabs (c - o).
Proof.
  intros c o Fc Fo. unfold Rminus. apply fl_sum_err; auto.
  apply generic_format_opp; exact Fo.
Qed.

(* A rounded offset w = fl(c - o) times a real x, against x (c - o). *)
Lemma w_mul_err : forall c o w x, w = fl (c - o) -> fmt c -> fmt o ->
  Rabs (w * x) <= (1 + u) * (Rabs x * Rabs (c - o)) /\
  Rabs (w * x - x * (c - o)) <= u * (Rabs x * Rabs (c - o)).
Proof.
  intros c o w x -> Fc Fo. pose proof (u_pos prec) as Hu. pose proof (w_err c o Fc Fo) as Ew.
  pose proof (Rabs_pos x). split.
  - rewrite Rabs_mult.
    assert (Rabs (fl (c - o)) <= (1 + u) * Rabs (c - o)).
    { replace (fl (c - o)) with ((c - o) + (fl (c - o) - (c - o))) by ring.
      pose proof (Rabs_triang (c - o) (fl (c - o) - (c - o))). lra. }
    rewrite Rmult_comm. rewrite <- Rmult_assoc, (Rmult_comm (1 + u)), Rmult_assoc.
    apply Rmult_le_compat_l; lra.
  - replace (fl (c - o) * x - x * (c - o)) with ((fl (c - o) - (c - o)) * x) by ring.
    rewrite Rabs_mult. rewrite Rmult_comm. rewrite <- Rmult_assoc, (Rmult_comm u), Rmult_assoc.
    apply Rmult_le_compat_l; lra.
Qed.

Lemma proj_err : forall b0 b1 b2 x0 x1 x2,
  Rabs (proj b0 b1 b2 x0 x1 x2 - dot3 x0 x1 x2 v0 v1 v2) <= gam * mabs x0 x1 x2 + zeta.
Proof.
  intros b0 b1 b2 x0 x1 x2. pose proof (u_pos prec) as Hu.
  pose proof (dot3c_err b0 b1 b2 (w0 * x0) (w1 * x1) (w2 * x2)) as D. fold (proj b0 b1 b2 x0 x1 x2) in D.
  pose proof w_mul_err as K.
  destruct (K c0 o0 w0 x0 eq_refl Fc0 Fo0) as (K0 & L0).
  destruct (K c1 o1 w1 x1 eq_refl Fc1 Fo1) as (K1 & L1).
  destruct (K c2 o2 w2 x2 eq_refl Fc2 Fo2) as (K2 & L2).
  fold v0 in K0, L0. fold v1 in K1, L1. fold v2 in K2, L2.
  assert (Hg3 : 0 <= (1 + u) ^ 3 - 1) by (simpl; nra).
  assert (Sw : Rabs (w0 * x0) + Rabs (w1 * x1) + Rabs (w2 * x2) <= (1 + u) * mabs x0 x1 x2)
    by (unfold mabs; lra).
  assert (Dw : Rabs (w0 * x0 + w1 * x1 + w2 * x2 - dot3 x0 x1 x2 v0 v1 v2) <= u * mabs x0 x1 x2).
  { unfold dot3, mabs.
    replace (w0 * x0 + w1 * x1 + w2 * x2 - (x0 * v0 + x1 * v1 + x2 * v2)) with
      ((w0 * x0 - x0 * v0) + (w1 * x1 - x1 * v1) + (w2 * x2 - x2 * v2)) by ring.
    pose proof (Rabs_triang (w0 * x0 - x0 * v0 + (w1 * x1 - x1 * v1)) (w2 * x2 - x2 * v2)).
    pose proof (Rabs_triang (w0 * x0 - x0 * v0) (w1 * x1 - x1 * v1)). lra. }
  replace (proj b0 b1 b2 x0 x1 x2 - dot3 x0 x1 x2 v0 v1 v2) with
    ((proj b0 b1 b2 x0 x1 x2 - (w0 * x0 + w1 * x1 + w2 * x2))
     + (w0 * x0 + w1 * x1 + w2 * x2 - dot3 x0 x1 x2 v0 v1 v2)) by ring.
  eapply Rle_trans; [apply Rabs_triang|].
  assert (((1 + u) ^ 3 - 1) * (Rabs (w0 * x0) + Rabs (w1 * x1) + Rabs (w2 * x2))
          <= ((1 + u) ^ 3 - 1) * ((1 + u) * mabs x0 x1 x2)) by (apply Rmult_le_compat_l; lra).
  assert (gam * mabs x0 x1 x2 = ((1 + u) ^ 3 - 1) * ((1 + u) * mabs x0 x1 x2) + u * mabs x0 x1 x2)
    by (unfold gam; ring).
  unfold zeta. lra.
Qed.

Lemma gam_bounds : 0 <= gam <= 4 * u * (1 + 2 * u).
Proof.
  pose proof u_small as Hu. unfold gam. split; [simpl; nra|].
  apply gamma4_le. lra.
Qed.

(* ---------- the axes and the contraction patterns ---------- *)
Variables a00 a01 a02 a10 a11 a12 a20 a21 a22 : R.
Hypothesis G00 : Rabs (dot3 a00 a01 a02 a00 a01 a02 - 1) <= tau.
Hypothesis G11 : Rabs (dot3 a10 a11 a12 a10 a11 a12 - 1) <= tau.
Hypothesis G22 : Rabs (dot3 a20 a21 a22 a20 a21 a22 - 1) <= tau.
Hypothesis G01 : Rabs (dot3 a00 a01 a02 a10 a11 a12) <= tau.
Hypothesis G02 : Rabs (dot3 a00 a01 a02 a20 a21 a22) <= tau.
Hypothesis G12 : Rabs (dot3 a10 a11 a12 a20 a21 a22) <= tau.
Variables b00 b01 b02 b10 b11 b12 b20 b21 b22 : bool.

(* exact projections s_i = a_i . v and the computed ones s~_i *)
Definition s0 := dot3 a00 a01 a02 v0 v1 v2.
Definition s1 := dot3 a10 a11 a12 v0 v1 v2.
Definition s2 := dot3 a20 a21 a22 v0 v1 v2.
Definition st0 := proj b00 b01 b02 a00 a01 a02.
Definition st1 := proj b10 b11 b12 a10 a11 a12.
Definition st2 := proj b20 b21 b22 a20 a21 a22.
(* F = sum max(|s_i| - h_i, 0)^2 (exact projections), F~ the same of the computed ones *)
Definition F := excess s0 h0 ^ 2 + excess s1 h1 ^ 2 + excess s2 h2 ^ 2.
Definition Ft := excess st0 h0 ^ 2 + excess st1 h1 ^ 2 + excess st2 h2 ^ 2.

Lemma per_axis : forall s st h m, 0 <= h -> 0 <= m -> Rabs (st - s) <= gam * m + zeta ->
  Rabs (excess st h ^ 2 - excess s h ^ 2)
  <= 2 * gam * (excess s h * m) + u * excess s h ^ 2 + zeta ^ 2 / u
     + 2 * gam ^ 2 * m ^ 2 + 2 * zeta ^ 2.
Proof.
  intros s st h m Hh Hm HE. pose proof gam_bounds as Hg. pose proof u_small as Hu.
  assert (Hz : 0 <= zeta) by (unfold zeta; pose proof (eta_pos emin); simpl; nra).
  eapply Rle_trans; [apply (excess_sq_diff s st h (Rabs (st - s)) Hh (Rle_refl _))|].
  eapply Rle_trans; [apply (amgm_split (excess s h) (Rabs (st - s)) (gam * m) zeta u);
    auto using excess_nonneg, Rabs_pos; try lra; nra|].
  right. ring.
Qed.

Lemma x_sq_le : forall s h, 0 <= h -> excess s h ^ 2 <= s ^ 2.
Proof.
  intros s h Hh. pose proof (excess_le s h Hh). pose proof (excess_nonneg s h).
  rewrite <- (pow2_abs s). pose proof (Rabs_pos s). nra.
Qed.

Lemma coef_cross : forall u, 0 < u <= / 2048 ->
  4 * (4 * u * (1 + 2 * u)) ^ 2 * (3 * (1 + 32 * u) * (1 + 3 * (32 * u))) <= (72 / 5 * u) ^ 2.
Proof.
  intros v Hv.
  assert (A : (1 + 2 * v) ^ 2 <= (1 + 2 / 2048) ^ 2) by (apply pow_incr; lra).
  assert (B : (1 + 32 * v) * (1 + 96 * v) <= (1 + 32 / 2048) * (1 + 96 / 2048))
    by (apply Rmult_le_compat; lra).
  assert (C : (1 + 2 * v) ^ 2 * ((1 + 32 * v) * (1 + 96 * v))
              <= (1 + 2 / 2048) ^ 2 * ((1 + 32 / 2048) * (1 + 96 / 2048)))
    by (apply Rmult_le_compat; try lra; [apply pow_le; lra|nra]).
  assert (E : 4 * (4 * v * (1 + 2 * v)) ^ 2 * (3 * (1 + 32 * v) * (1 + 3 * (32 * v)))
              = 192 * v ^ 2 * ((1 + 2 * v) ^ 2 * ((1 + 32 * v) * (1 + 96 * v)))) by ring.
  rewrite E. assert (0 < v ^ 2) by (apply pow_lt; lra).
  replace ((72 / 5 * v) ^ 2) with (5184 / 25 * v ^ 2) by field.
  assert (192 * ((1 + 2 / 2048) ^ 2 * ((1 + 32 / 2048) * (1 + 96 / 2048))) <= 5184 / 25) by (simpl; lra).
  nra.
Qed.

(* The projection term, with the constant the assembly below needs: 78/5 = 15.6. *)
Lemma V_nonneg : 0 <= V.
Proof. unfold V, dot3. pose proof (Rle_0_sqr v0). pose proof (Rle_0_sqr v1).
  pose proof (Rle_0_sqr v2). unfold Rsqr in *. lra. Qed.

Lemma uV_nonneg : 0 <= u * V.
Proof. apply Rmult_le_pos; [left; apply u_pos|apply V_nonneg]. Qed.

Lemma gam_sq : 0 <= gam ^ 2 <= (4 * u * (1 + 2 * u)) ^ 2.
Proof.
  pose proof gam_bounds. split; [apply pow2_ge_0|]. apply pow_incr. lra.
Qed.

Lemma zeta_sq : 3 * (zeta ^ 2 / u) + 6 * zeta ^ 2 <= 20 * (eta * eta / u).
Proof.
  pose proof u_small as Hu. pose proof (eta_pos emin) as He.
  unfold zeta. assert (0 < / u) by (apply Rinv_0_lt_compat; lra).
  replace (3 * ((5 / 2 * (1 + u) ^ 2 * eta) ^ 2 / u) + 6 * (5 / 2 * (1 + u) ^ 2 * eta) ^ 2)
    with ((75 / 4 * (1 + u) ^ 4 * (1 + 2 * u)) * (eta * eta / u)) by (field; lra).
  apply Rmult_le_compat_r.
  - unfold Rdiv. apply Rmult_le_pos; [nra|lra].
  - assert ((1 + u) ^ 4 <= 1 + / 100) by (simpl; nra). nra.
Qed.

Lemma mabs_nonneg : forall x0 x1 x2, 0 <= mabs x0 x1 x2.
Proof.
  intros. unfold mabs.
  repeat apply Rplus_le_le_0_compat; apply Rmult_le_pos; apply Rabs_pos.
Qed.

Lemma sq3_nonneg : forall x y z, 0 <= x ^ 2 + y ^ 2 + z ^ 2.
Proof.
  intros. pose proof (pow2_ge_0 x). pose proof (pow2_ge_0 y). pose proof (pow2_ge_0 z). lra.
Qed.

(* The projection term, with the constant the assembly below needs: 78/5 = 15.6. *)
Theorem projection_term_fine :
  Rabs (Ft - F) <= 78 / 5 * u * V + 20 * (eta * eta / u).
Proof.
  pose proof u_small as Hu. pose proof gam_bounds as Hg.
  assert (Ht : 0 <= tau) by (unfold tau; lra).
  pose proof V_nonneg as HV. pose proof uV_nonneg as HuV. pose proof gam_sq as Hg2.
  set (m0 := mabs a00 a01 a02). set (m1 := mabs a10 a11 a12). set (m2 := mabs a20 a21 a22).
  pose proof (mabs_nonneg a00 a01 a02) as M0. pose proof (mabs_nonneg a10 a11 a12) as M1.
  pose proof (mabs_nonneg a20 a21 a22) as M2. fold m0 in M0. fold m1 in M1. fold m2 in M2.
  pose proof (per_axis s0 st0 h0 m0 Hh0 M0 (proj_err b00 b01 b02 a00 a01 a02)) as P0.
  pose proof (per_axis s1 st1 h1 m1 Hh1 M1 (proj_err b10 b11 b12 a10 a11 a12)) as P1.
  pose proof (per_axis s2 st2 h2 m2 Hh2 M2 (proj_err b20 b21 b22 a20 a21 a22)) as P2.
  pose proof (excess_nonneg s0 h0) as X0. pose proof (excess_nonneg s1 h1) as X1.
  pose proof (excess_nonneg s2 h2) as X2.
  set (x0 := excess s0 h0) in *. set (x1 := excess s1 h1) in *. set (x2 := excess s2 h2) in *.
  assert (T : Rabs (Ft - F) <= Rabs (excess st0 h0 ^ 2 - x0 ^ 2) + Rabs (excess st1 h1 ^ 2 - x1 ^ 2)
                               + Rabs (excess st2 h2 ^ 2 - x2 ^ 2)).
  { unfold Ft, F. fold x0 x1 x2.
    replace (excess st0 h0 ^ 2 + excess st1 h1 ^ 2 + excess st2 h2 ^ 2 - (x0 ^ 2 + x1 ^ 2 + x2 ^ 2))
      with ((excess st0 h0 ^ 2 - x0 ^ 2) + (excess st1 h1 ^ 2 - x1 ^ 2) + (excess st2 h2 ^ 2 - x2 ^ 2))
      by ring.
    eapply Rle_trans; [apply Rabs_triang|]. apply Rplus_le_compat_r. apply Rabs_triang. }
  (* |x|^2 <= |s|^2 <= (1 + 3 tau) V *)
  assert (HS : s0 ^ 2 + s1 ^ 2 + s2 ^ 2 <= (1 + 3 * tau) * V).
  { pose proof (gram_bound tau a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2 Ht G00 G11 G22 G01 G02 G12)
      as Gb. simpl in Gb. unfold s0, s1, s2, V. unfold dot3 at 1 in Gb. simpl. lra. }
  assert (HX : x0 ^ 2 + x1 ^ 2 + x2 ^ 2 <= (1 + 3 * tau) * V).
  { pose proof (x_sq_le s0 h0 Hh0) as A0. pose proof (x_sq_le s1 h1 Hh1) as A1.
    pose proof (x_sq_le s2 h2 Hh2) as A2. fold x0 in A0. fold x1 in A1. fold x2 in A2. lra. }
  (* sum m_i^2 <= 3 (1 + tau) V *)
  assert (HM : m0 ^ 2 + m1 ^ 2 + m2 ^ 2 <= 3 * (1 + tau) * V).
  { pose proof (m_bound a00 a01 a02 v0 v1 v2) as B0. pose proof (m_bound a10 a11 a12 v0 v1 v2) as B1.
    pose proof (m_bound a20 a21 a22 v0 v1 v2) as B2.
    change (mabs a00 a01 a02 ^ 2 <= dot3 a00 a01 a02 a00 a01 a02 * V) in B0.
    change (mabs a10 a11 a12 ^ 2 <= dot3 a10 a11 a12 a10 a11 a12 * V) in B1.
    change (mabs a20 a21 a22 ^ 2 <= dot3 a20 a21 a22 a20 a21 a22 * V) in B2.
    fold m0 in B0. fold m1 in B1. fold m2 in B2.
    pose proof G00 as E0. pose proof G11 as E1. pose proof G22 as E2.
    apply Rabs_le_inv in E0. apply Rabs_le_inv in E1. apply Rabs_le_inv in E2.
    assert (dot3 a00 a01 a02 a00 a01 a02 * V <= (1 + tau) * V) by (apply Rmult_le_compat_r; lra).
    assert (dot3 a10 a11 a12 a10 a11 a12 * V <= (1 + tau) * V) by (apply Rmult_le_compat_r; lra).
    assert (dot3 a20 a21 a22 a20 a21 a22 * V <= (1 + tau) * V) by (apply Rmult_le_compat_r; lra).
    lra. }
  (* the cross term: X = sum x_i m_i, X^2 <= |x|^2 sum m_i^2 *)
  set (X := x0 * m0 + x1 * m1 + x2 * m2).
  assert (XX : 0 <= X).
  { unfold X. repeat apply Rplus_le_le_0_compat; apply Rmult_le_pos; assumption. }
  assert (HX2 : X ^ 2 <= (3 * (1 + tau) * (1 + 3 * tau)) * V ^ 2).
  { pose proof (cs3 x0 x1 x2 m0 m1 m2) as CS. unfold dot3 in CS. fold X in CS.
    apply Rle_trans with ((x0 ^ 2 + x1 ^ 2 + x2 ^ 2) * (m0 ^ 2 + m1 ^ 2 + m2 ^ 2)).
    - replace (x0 ^ 2 + x1 ^ 2 + x2 ^ 2) with (x0 * x0 + x1 * x1 + x2 * x2) by ring.
      replace (m0 ^ 2 + m1 ^ 2 + m2 ^ 2) with (m0 * m0 + m1 * m1 + m2 * m2) by ring. exact CS.
    - apply Rle_trans with (((1 + 3 * tau) * V) * (3 * (1 + tau) * V)).
      + apply Rmult_le_compat; [apply sq3_nonneg|apply sq3_nonneg|exact HX|exact HM].
      + right. ring. }
  assert (HC : 2 * gam * X <= 72 / 5 * u * V).
  { apply sq_le_nonneg.
    - apply Rmult_le_pos; [lra|exact XX].
    - replace (72 / 5 * u * V) with (72 / 5 * (u * V)) by ring. apply Rmult_le_pos; lra.
    - pose proof (coef_cross u Hu) as K. unfold tau in HX2.
      pose proof (pow2_ge_0 X) as HX0. pose proof (pow2_ge_0 V) as HV2.
      set (K' := 3 * (1 + 32 * u) * (1 + 3 * (32 * u))) in *.
      assert (A : 4 * gam ^ 2 * X ^ 2 <= 4 * (4 * u * (1 + 2 * u)) ^ 2 * (K' * V ^ 2)).
      { apply Rmult_le_compat; [lra|exact HX0|lra|exact HX2]. }
      assert (B : 4 * (4 * u * (1 + 2 * u)) ^ 2 * K' * V ^ 2 <= (72 / 5 * u) ^ 2 * V ^ 2)
        by (apply Rmult_le_compat_r; [exact HV2|exact K]).
      replace ((2 * gam * X) ^ 2) with (4 * gam ^ 2 * X ^ 2) by ring.
      replace ((72 / 5 * u * V) ^ 2) with ((72 / 5 * u) ^ 2 * V ^ 2) by ring.
      replace (4 * (4 * u * (1 + 2 * u)) ^ 2 * (K' * V ^ 2))
        with (4 * (4 * u * (1 + 2 * u)) ^ 2 * K' * V ^ 2) in A by ring.
      lra. }
  (* the square term: 2 gam^2 sum m_i^2 <= u V / 20 *)
  assert (HQ : 2 * gam ^ 2 * (m0 ^ 2 + m1 ^ 2 + m2 ^ 2) <= u / 20 * V).
  { pose proof (sq3_nonneg m0 m1 m2) as Hm.
    apply Rle_trans with (2 * (4 * u * (1 + 2 * u)) ^ 2 * (3 * (1 + tau) * V)).
    - apply Rmult_le_compat; [lra|exact Hm|lra|exact HM].
    - unfold tau. assert (K : 2 * (4 * u * (1 + 2 * u)) ^ 2 * (3 * (1 + 32 * u)) <= u / 20).
      { clear - Hu.
        assert (A : (1 + 2 * u) ^ 2 <= 101 / 100) by (simpl; nra).
        assert (B : 1 + 32 * u <= 102 / 100) by lra.
        assert (C : (1 + 2 * u) ^ 2 * (1 + 32 * u) <= 101 / 100 * (102 / 100))
          by (apply Rmult_le_compat; [apply pow_le; lra|lra|exact A|exact B]).
        replace (2 * (4 * u * (1 + 2 * u)) ^ 2 * (3 * (1 + 32 * u)))
          with (u * (96 * u * ((1 + 2 * u) ^ 2 * (1 + 32 * u)))) by ring.
        apply Rmult_le_compat_l; [lra|].
        assert (0 <= (1 + 2 * u) ^ 2 * (1 + 32 * u)) by (apply Rmult_le_pos; [apply pow_le|]; lra).
        nra. }
      replace (2 * (4 * u * (1 + 2 * u)) ^ 2 * (3 * (1 + 32 * u) * V))
        with ((2 * (4 * u * (1 + 2 * u)) ^ 2 * (3 * (1 + 32 * u))) * V) by ring.
      apply Rmult_le_compat_r; lra. }
  (* the underflow part *)
  pose proof zeta_sq as HZ.
  assert (Hux : u * (x0 ^ 2 + x1 ^ 2 + x2 ^ 2) <= u * ((1 + 3 * tau) * V))
    by (apply Rmult_le_compat_l; lra).
  assert (Htv : 3 * tau * u * V <= u / 20 * V).
  { unfold tau. replace (3 * (32 * u) * u * V) with ((96 * u) * (u * V)) by ring.
    replace (u / 20 * V) with (/ 20 * (u * V)) by (field).
    apply Rmult_le_compat_r; lra. }
  unfold X in HC.
  eapply Rle_trans; [exact T|].
  clear - P0 P1 P2 HC HQ HZ Hux Htv HuV.
  clearbody x0 x1 x2 m0 m1 m2.
  set (A := zeta ^ 2 / u) in *. set (B := eta * eta / u) in *. lra.
Qed.

Lemma F_le : F <= (1 + 3 * tau) * V.
Proof.
  pose proof u_small as Hu. assert (Ht : 0 <= tau) by (unfold tau; lra).
  pose proof (gram_bound tau a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2 Ht G00 G11 G22 G01 G02 G12)
    as Gb. simpl in Gb.
  pose proof (x_sq_le s0 h0 Hh0). pose proof (x_sq_le s1 h1 Hh1). pose proof (x_sq_le s2 h2 Hh2).
  unfold F. unfold s0, s1, s2, V in *. unfold dot3 at 1 in Gb. simpl in *. lra.
Qed.

(* common.hpp: axis_tolerance_ulps and projected_bound(n).k, transcribed. *)
Definition axis_tolerance_ulps : Z := 32.
Definition projected_bound_k (n : Z) : Z :=
  n * axis_tolerance_ulps + 2 * (n + 1) * Z.sqrt_up n + n + 3.

(* The header's share for the projections, 2(N+1)ceil(sqrt N) = 16 for N = 3. *)
Theorem projection_term :
  Rabs (Ft - F) <= IZR (2 * (3 + 1) * Z.sqrt_up 3) * u * V + 20 * (eta * eta / u).
Proof.
  match goal with |- context [IZR ?z] => let c := eval vm_compute in z in change z with c end.
  pose proof projection_term_fine. pose proof uV_nonneg. lra.
Qed.

(* The form that composes with the Gappa tail (|d2 - F~| <= (N+3) u F~) and the axis defect
   (N t u (|v|^2 + |h|^2)): the coefficient of |v|^2 is k - N t = 22 for N = 3. *)
Theorem projection_share :
  Rabs (Ft - F) + IZR (3 + 3) * u * Ft
  <= IZR (projected_bound_k 3 - 3 * axis_tolerance_ulps) * u * V + 21 * (eta * eta / u).
Proof.
  (* the header's constant, computed: k - N t = 22 *)
  match goal with |- context [IZR (projected_bound_k ?n - ?m)] =>
    let c := eval vm_compute in (projected_bound_k n - m)%Z in
    change (projected_bound_k n - m)%Z with c end.
  pose proof projection_term_fine as P. pose proof F_le as HF. pose proof u_small as Hu.
  pose proof V_nonneg as HV. pose proof uV_nonneg as HuV.
  assert (HB : 0 <= eta * eta / u).
  { pose proof (eta_pos emin). unfold Rdiv. apply Rmult_le_pos; [apply Rmult_le_pos; lra|].
    left; apply Rinv_0_lt_compat; lra. }
  set (B := eta * eta / u) in *.
  assert (HFt : Ft <= (1 + 3 * tau) * V + (78 / 5 * u * V + 20 * B)).
  { pose proof (Rle_abs (Ft - F)). lra. }
  assert (HFt0 : 0 <= Ft) by (unfold Ft; apply sq3_nonneg).
  assert (H6 : 6 * u * Ft <= 6 * u * ((1 + 3 * tau) * V + (78 / 5 * u * V + 20 * B)))
    by (apply Rmult_le_compat_l; lra).
  unfold tau in H6.
  assert (K1 : 6 * u * (96 * u * V) <= 576 / 2048 * (u * V)).
  { replace (6 * u * (96 * u * V)) with ((576 * u) * (u * V)) by ring.
    apply Rmult_le_compat_r; lra. }
  assert (K2 : 6 * u * (78 / 5 * u * V) <= 468 / 5 / 2048 * (u * V)).
  { replace (6 * u * (78 / 5 * u * V)) with ((468 / 5 * u) * (u * V)) by field.
    apply Rmult_le_compat_r; lra. }
  assert (K3 : 6 * u * (20 * B) <= 120 / 2048 * B).
  { replace (6 * u * (20 * B)) with ((120 * u) * B) by ring.
    apply Rmult_le_compat_r; lra. }
  replace (IZR (3 + 3)) with 6 by (simpl; lra).
  assert (6 * u * ((1 + 3 * (32 * u)) * V + (78 / 5 * u * V + 20 * B))
          = 6 * (u * V) + 6 * u * (96 * u * V) + 6 * u * (78 / 5 * u * V) + 6 * u * (20 * B)) by ring.
  lra.
Qed.

(* The underflow part in units of eta, for formats with emin + prec <= -8 (binary32: -125,
   binary64: -1021): 21 eta^2 / u <= eta / 8. *)
Lemma eta_share : (emin + prec <= -8)%Z -> 21 * (eta * eta / u) <= eta / 8.
Proof.
  intros Hz. pose proof (eta_pos emin) as He.
  assert (E : eta * eta / u = eta * bpow radix2 (emin + prec)).
  { unfold Relative.eta, Relative.u. rewrite bpow_plus, bpow_opp. field.
    apply Rgt_not_eq, bpow_gt_0. }
  rewrite E.
  assert (bpow radix2 (emin + prec) <= bpow radix2 (-8)) by (apply bpow_le; exact Hz).
  assert (bpow radix2 (-8) = / 256) by (simpl; unfold Z.pow_pos; simpl; field).
  nra.
Qed.

Theorem projection_share_eta : (emin + prec <= -8)%Z ->
  Rabs (Ft - F) + IZR (3 + 3) * u * Ft
  <= IZR (projected_bound_k 3 - 3 * axis_tolerance_ulps) * u * V + eta / 8.
Proof.
  intros Hz. pose proof projection_share. pose proof (eta_share Hz). lra.
Qed.

(* ---------- N = 2 ---------- *)
(* project for N = 2: s = w0*a0; s += w1*a1 (one contraction flag per product) *)
Lemma dot2c_err : forall b0 b1 p0 p1,
  Rabs (fl (opt b0 p0 + opt b1 p1) - (p0 + p1))
  <= ((1 + u) ^ 2 - 1) * (Rabs p0 + Rabs p1) + 3 / 2 * (1 + u) ^ 2 * eta.
Proof.
  intros b0 b1 p0 p1.
  pose proof (opt_err b0 p0) as E0. pose proof (opt_err b1 p1) as E1.
  set (q0 := opt b0 p0) in *. set (q1 := opt b1 p1) in *.
  pose proof (fl_err emin prec choice (q0 + q1)) as Eq.
  pose proof (u_pos prec) as Hu. pose proof (eta_pos emin) as He.
  pose proof (Rabs_pos p0). pose proof (Rabs_pos p1).
  assert (Q01 : Rabs (q0 + q1) <= (1 + u) * (Rabs p0 + Rabs p1) + eta).
  { replace (q0 + q1) with (p0 + p1 + (q0 - p0) + (q1 - p1)) by ring.
    pose proof (Rabs_triang (p0 + p1 + (q0 - p0)) (q1 - p1)).
    pose proof (Rabs_triang (p0 + p1) (q0 - p0)). pose proof (Rabs_triang p0 p1). lra. }
  assert (F1 : Rabs (fl (q0 + q1) - (q0 + q1)) <= u * ((1 + u) * (Rabs p0 + Rabs p1) + eta) + eta / 2).
  { apply Rle_trans with (u * Rabs (q0 + q1) + eta / 2); [exact Eq|].
    apply Rplus_le_compat_r. apply Rmult_le_compat_l; lra. }
  replace (fl (q0 + q1) - (p0 + p1)) with ((fl (q0 + q1) - (q0 + q1)) + (q0 - p0) + (q1 - p1)) by ring.
  pose proof (Rabs_triang (fl (q0 + q1) - (q0 + q1) + (q0 - p0)) (q1 - p1)).
  pose proof (Rabs_triang (fl (q0 + q1) - (q0 + q1)) (q0 - p0)).
  assert (0 <= u * eta) by nra. assert (0 <= u * u * eta) by nra.
  simpl. ring_simplify. lra.
Qed.

Definition V_2 := v0 * v0 + v1 * v1.
Definition proj2 (b0 b1 : bool) (x0 x1 : R) := fl (opt b0 (w0 * x0) + opt b1 (w1 * x1)).
Definition gam2 := (1 + u) ^ 3 - 1.
Definition zeta2 := 3 / 2 * (1 + u) ^ 2 * eta.
Definition mabs2 (x0 x1 : R) := Rabs x0 * Rabs v0 + Rabs x1 * Rabs v1.

Lemma proj2_err : forall b0 b1 x0 x1,
  Rabs (proj2 b0 b1 x0 x1 - (x0 * v0 + x1 * v1)) <= gam2 * mabs2 x0 x1 + zeta2.
Proof.
  intros b0 b1 x0 x1. pose proof (u_pos prec) as Hu.
  pose proof (dot2c_err b0 b1 (w0 * x0) (w1 * x1)) as D. fold (proj2 b0 b1 x0 x1) in D.
  pose proof w_mul_err as K.
  destruct (K c0 o0 w0 x0 eq_refl Fc0 Fo0) as (K0 & L0).
  destruct (K c1 o1 w1 x1 eq_refl Fc1 Fo1) as (K1 & L1).
  fold v0 in K0, L0. fold v1 in K1, L1.
  assert (Hg2 : 0 <= (1 + u) ^ 2 - 1) by (simpl; nra).
  assert (Sw : Rabs (w0 * x0) + Rabs (w1 * x1) <= (1 + u) * mabs2 x0 x1) by (unfold mabs2; lra).
  assert (Dw : Rabs (w0 * x0 + w1 * x1 - (x0 * v0 + x1 * v1)) <= u * mabs2 x0 x1).
  { unfold mabs2.
    replace (w0 * x0 + w1 * x1 - (x0 * v0 + x1 * v1)) with
      ((w0 * x0 - x0 * v0) + (w1 * x1 - x1 * v1)) by ring.
    pose proof (Rabs_triang (w0 * x0 - x0 * v0) (w1 * x1 - x1 * v1)). lra. }
  replace (proj2 b0 b1 x0 x1 - (x0 * v0 + x1 * v1)) with
    ((proj2 b0 b1 x0 x1 - (w0 * x0 + w1 * x1)) + (w0 * x0 + w1 * x1 - (x0 * v0 + x1 * v1))) by ring.
  eapply Rle_trans; [apply Rabs_triang|].
  assert (((1 + u) ^ 2 - 1) * (Rabs (w0 * x0) + Rabs (w1 * x1))
          <= ((1 + u) ^ 2 - 1) * ((1 + u) * mabs2 x0 x1)) by (apply Rmult_le_compat_l; lra).
  assert (gam2 * mabs2 x0 x1 = ((1 + u) ^ 2 - 1) * ((1 + u) * mabs2 x0 x1) + u * mabs2 x0 x1)
    by (unfold gam2; ring).
  unfold zeta2. lra.
Qed.

Variables e00 e01 e10 e11 : R.
Hypothesis K00 : Rabs (e00 * e00 + e01 * e01 - 1) <= tau.
Hypothesis K11 : Rabs (e10 * e10 + e11 * e11 - 1) <= tau.
Hypothesis K01 : Rabs (e00 * e10 + e01 * e11) <= tau.

Definition s0_2 := e00 * v0 + e01 * v1.
Definition s1_2 := e10 * v0 + e11 * v1.
Definition F_2 := excess s0_2 h0 ^ 2 + excess s1_2 h1 ^ 2.
Definition Ft_2 := excess (proj2 b00 b01 e00 e01) h0 ^ 2 + excess (proj2 b10 b11 e10 e11) h1 ^ 2.

Lemma V2_nonneg : 0 <= V_2.
Proof. unfold V_2. pose proof (Rle_0_sqr v0). pose proof (Rle_0_sqr v1). unfold Rsqr in *. lra. Qed.

Theorem projection_term2_fine : Rabs (Ft_2 - F_2) <= 41 / 4 * u * V_2 + 8 * (eta * eta / u).
Proof.
  pose proof u_small as Hu. assert (Ht : 0 <= tau) by (unfold tau; lra).
  pose proof V2_nonneg as HV. assert (HuV : 0 <= u * V_2) by (apply Rmult_le_pos; lra).
  assert (Hg : 0 <= gam2 <= 3 * u * (1 + u) ^ 2) by (unfold gam2; simpl; split; nra).
  assert (Hgs : gam2 ^ 2 <= (3 * u * (1 + u) ^ 2) ^ 2) by (apply pow_incr; lra).
  assert (Hz : 0 <= zeta2) by (unfold zeta2; pose proof (eta_pos emin); simpl; nra).
  set (m0 := mabs2 e00 e01). set (m1 := mabs2 e10 e11).
  assert (M0 : 0 <= m0) by (unfold m0, mabs2; apply Rplus_le_le_0_compat; apply Rmult_le_pos; apply Rabs_pos).
  assert (M1 : 0 <= m1) by (unfold m1, mabs2; apply Rplus_le_le_0_compat; apply Rmult_le_pos; apply Rabs_pos).
  (* per axis, as per_axis with gam2, zeta2 *)
  assert (PA : forall s st h m, 0 <= h -> 0 <= m -> Rabs (st - s) <= gam2 * m + zeta2 ->
    Rabs (excess st h ^ 2 - excess s h ^ 2)
    <= 2 * gam2 * (excess s h * m) + u * excess s h ^ 2 + zeta2 ^ 2 / u
       + 2 * gam2 ^ 2 * m ^ 2 + 2 * zeta2 ^ 2).
  { intros s st h m Hh Hm HE.
    eapply Rle_trans; [apply (excess_sq_diff s st h (Rabs (st - s)) Hh (Rle_refl _))|].
    eapply Rle_trans; [apply (amgm_split (excess s h) (Rabs (st - s)) (gam2 * m) zeta2 u);
      auto using excess_nonneg, Rabs_pos; try lra; apply Rmult_le_pos; lra|].
    right. ring. }
  pose proof (PA s0_2 _ h0 m0 Hh0 M0 (proj2_err b00 b01 e00 e01)) as P0.
  pose proof (PA s1_2 _ h1 m1 Hh1 M1 (proj2_err b10 b11 e10 e11)) as P1.
  pose proof (excess_nonneg s0_2 h0) as X0. pose proof (excess_nonneg s1_2 h1) as X1.
  set (x0 := excess s0_2 h0) in *. set (x1 := excess s1_2 h1) in *.
  assert (T : Rabs (Ft_2 - F_2) <= Rabs (excess (proj2 b00 b01 e00 e01) h0 ^ 2 - x0 ^ 2)
                                   + Rabs (excess (proj2 b10 b11 e10 e11) h1 ^ 2 - x1 ^ 2)).
  { unfold Ft_2, F_2. fold x0 x1.
    replace (excess (proj2 b00 b01 e00 e01) h0 ^ 2 + excess (proj2 b10 b11 e10 e11) h1 ^ 2 - (x0 ^ 2 + x1 ^ 2))
      with ((excess (proj2 b00 b01 e00 e01) h0 ^ 2 - x0 ^ 2) + (excess (proj2 b10 b11 e10 e11) h1 ^ 2 - x1 ^ 2))
      by ring. apply Rabs_triang. }
  assert (HX : x0 ^ 2 + x1 ^ 2 <= (1 + 2 * tau) * V_2).
  { pose proof (gram_bound2 tau e00 e01 e10 e11 v0 v1 Ht K00 K11 K01) as Gb.
    pose proof (x_sq_le s0_2 h0 Hh0) as A0. pose proof (x_sq_le s1_2 h1 Hh1) as A1.
    fold x0 in A0. fold x1 in A1. unfold s0_2, s1_2 in *. unfold V_2. lra. }
  assert (HM : m0 ^ 2 + m1 ^ 2 <= 2 * (1 + tau) * V_2).
  { pose proof (m_bound2 e00 e01 v0 v1) as B0. pose proof (m_bound2 e10 e11 v0 v1) as B1.
    change (mabs2 e00 e01 ^ 2 <= (e00 * e00 + e01 * e01) * V_2) in B0.
    change (mabs2 e10 e11 ^ 2 <= (e10 * e10 + e11 * e11) * V_2) in B1.
    fold m0 in B0. fold m1 in B1.
    pose proof K00 as E0. pose proof K11 as E1. apply Rabs_le_inv in E0. apply Rabs_le_inv in E1.
    assert ((e00 * e00 + e01 * e01) * V_2 <= (1 + tau) * V_2) by (apply Rmult_le_compat_r; lra).
    assert ((e10 * e10 + e11 * e11) * V_2 <= (1 + tau) * V_2) by (apply Rmult_le_compat_r; lra).
    lra. }
  set (X := x0 * m0 + x1 * m1).
  assert (XX : 0 <= X) by (unfold X; apply Rplus_le_le_0_compat; apply Rmult_le_pos; assumption).
  assert (HX2 : X ^ 2 <= (2 * (1 + tau) * (1 + 2 * tau)) * V_2 ^ 2).
  { pose proof (cs2 x0 x1 m0 m1) as CS. fold X in CS.
    apply Rle_trans with ((x0 ^ 2 + x1 ^ 2) * (m0 ^ 2 + m1 ^ 2)).
    - replace (x0 ^ 2 + x1 ^ 2) with (x0 * x0 + x1 * x1) by ring.
      replace (m0 ^ 2 + m1 ^ 2) with (m0 * m0 + m1 * m1) by ring. exact CS.
    - apply Rle_trans with (((1 + 2 * tau) * V_2) * (2 * (1 + tau) * V_2)).
      + apply Rmult_le_compat; [pose proof (pow2_ge_0 x0); pose proof (pow2_ge_0 x1); lra
                               |pose proof (pow2_ge_0 m0); pose proof (pow2_ge_0 m1); lra|exact HX|exact HM].
      + right. ring. }
  assert (K : 4 * (3 * u * (1 + u) ^ 2) ^ 2 * (2 * (1 + 32 * u) * (1 + 2 * (32 * u))) <= (9 * u) ^ 2).
  { clear - Hu.
    assert (A : (1 + u) ^ 4 <= 101 / 100) by (simpl; nra).
    assert (B : (1 + 32 * u) * (1 + 64 * u) <= 102 / 100 * (104 / 100)) by (apply Rmult_le_compat; lra).
    assert (C : (1 + u) ^ 4 * ((1 + 32 * u) * (1 + 64 * u)) <= 101 / 100 * (102 / 100 * (104 / 100)))
      by (apply Rmult_le_compat; [apply pow_le; lra|apply Rmult_le_pos; lra|exact A|exact B]).
    replace (4 * (3 * u * (1 + u) ^ 2) ^ 2 * (2 * (1 + 32 * u) * (1 + 2 * (32 * u))))
      with (72 * u ^ 2 * ((1 + u) ^ 4 * ((1 + 32 * u) * (1 + 64 * u)))) by ring.
    replace ((9 * u) ^ 2) with (81 * u ^ 2) by ring.
    assert (0 < u ^ 2) by (apply pow_lt; lra). nra. }
  assert (HC : 2 * gam2 * X <= 9 * u * V_2).
  { apply sq_le_nonneg.
    - apply Rmult_le_pos; [lra|exact XX].
    - replace (9 * u * V_2) with (9 * (u * V_2)) by ring. apply Rmult_le_pos; lra.
    - unfold tau in HX2. pose proof (pow2_ge_0 X) as HX0. pose proof (pow2_ge_0 V_2) as HV2.
      set (K' := 2 * (1 + 32 * u) * (1 + 2 * (32 * u))) in *.
      assert (A : 4 * gam2 ^ 2 * X ^ 2 <= 4 * (3 * u * (1 + u) ^ 2) ^ 2 * (K' * V_2 ^ 2)).
      { apply Rmult_le_compat; [pose proof (pow2_ge_0 gam2); lra|exact HX0|lra|exact HX2]. }
      assert (B : 4 * (3 * u * (1 + u) ^ 2) ^ 2 * K' * V_2 ^ 2 <= (9 * u) ^ 2 * V_2 ^ 2)
        by (apply Rmult_le_compat_r; [exact HV2|exact K]).
      replace ((2 * gam2 * X) ^ 2) with (4 * gam2 ^ 2 * X ^ 2) by ring.
      replace ((9 * u * V_2) ^ 2) with ((9 * u) ^ 2 * V_2 ^ 2) by ring.
      replace (4 * (3 * u * (1 + u) ^ 2) ^ 2 * (K' * V_2 ^ 2))
        with (4 * (3 * u * (1 + u) ^ 2) ^ 2 * K' * V_2 ^ 2) in A by ring.
      lra. }
  assert (HQ : 2 * gam2 ^ 2 * (m0 ^ 2 + m1 ^ 2) <= u / 20 * V_2).
  { assert (Hm : 0 <= m0 ^ 2 + m1 ^ 2) by (pose proof (pow2_ge_0 m0); pose proof (pow2_ge_0 m1); lra).
    apply Rle_trans with (2 * (3 * u * (1 + u) ^ 2) ^ 2 * (2 * (1 + tau) * V_2)).
    - apply Rmult_le_compat; [pose proof (pow2_ge_0 gam2); lra|exact Hm|lra|exact HM].
    - unfold tau. assert (K2 : 2 * (3 * u * (1 + u) ^ 2) ^ 2 * (2 * (1 + 32 * u)) <= u / 20).
      { clear - Hu.
        assert (A : (1 + u) ^ 4 <= 101 / 100) by (simpl; nra).
        assert (B : 1 + 32 * u <= 102 / 100) by lra.
        assert (C : (1 + u) ^ 4 * (1 + 32 * u) <= 101 / 100 * (102 / 100))
          by (apply Rmult_le_compat; [apply pow_le; lra|lra|exact A|exact B]).
        replace (2 * (3 * u * (1 + u) ^ 2) ^ 2 * (2 * (1 + 32 * u)))
          with (u * (36 * u * ((1 + u) ^ 4 * (1 + 32 * u)))) by ring.
        apply Rmult_le_compat_l; [lra|].
        assert (0 <= (1 + u) ^ 4 * (1 + 32 * u)) by (apply Rmult_le_pos; [apply pow_le|]; lra).
        nra. }
      replace (2 * (3 * u * (1 + u) ^ 2) ^ 2 * (2 * (1 + 32 * u) * V_2))
        with ((2 * (3 * u * (1 + u) ^ 2) ^ 2 * (2 * (1 + 32 * u))) * V_2) by ring.
      apply Rmult_le_compat_r; lra. }
  assert (HZ : 2 * (zeta2 ^ 2 / u) + 4 * zeta2 ^ 2 <= 8 * (eta * eta / u)).
  { clear - Hu. pose proof (eta_pos emin) as He.
    unfold zeta2. assert (0 < / u) by (apply Rinv_0_lt_compat; lra).
    replace (2 * ((3 / 2 * (1 + u) ^ 2 * eta) ^ 2 / u) + 4 * (3 / 2 * (1 + u) ^ 2 * eta) ^ 2)
      with ((9 / 2 * (1 + u) ^ 4 * (1 + 2 * u)) * (eta * eta / u)) by (field; lra).
    apply Rmult_le_compat_r.
    - unfold Rdiv. apply Rmult_le_pos; [nra|lra].
    - assert ((1 + u) ^ 4 <= 1 + / 100) by (simpl; nra). nra. }
  assert (Hux : u * (x0 ^ 2 + x1 ^ 2) <= u * ((1 + 2 * tau) * V_2)) by (apply Rmult_le_compat_l; lra).
  assert (Htv : 2 * tau * u * V_2 <= u / 20 * V_2).
  { unfold tau. replace (2 * (32 * u) * u * V_2) with ((64 * u) * (u * V_2)) by ring.
    replace (u / 20 * V_2) with (/ 20 * (u * V_2)) by field.
    apply Rmult_le_compat_r; lra. }
  unfold X in HC.
  eapply Rle_trans; [exact T|].
  clear - P0 P1 HC HQ HZ Hux Htv HuV.
  clearbody x0 x1 m0 m1.
  set (A := zeta2 ^ 2 / u) in *. set (B := eta * eta / u) in *. lra.
Qed.

Theorem projection_term2 :
  Rabs (Ft_2 - F_2) <= IZR (2 * (2 + 1) * Z.sqrt_up 2) * u * V_2 + 8 * (eta * eta / u).
Proof.
  match goal with |- context [IZR ?z] => let c := eval vm_compute in z in change z with c end.
  pose proof projection_term2_fine. pose proof V2_nonneg. pose proof u_small.
  assert (0 <= u * V_2) by (apply Rmult_le_pos; lra). lra.
Qed.

Theorem projection_share2 :
  Rabs (Ft_2 - F_2) + IZR (2 + 3) * u * Ft_2
  <= IZR (projected_bound_k 2 - 2 * axis_tolerance_ulps) * u * V_2 + 9 * (eta * eta / u).
Proof.
  match goal with |- context [IZR (projected_bound_k ?n - ?m)] =>
    let c := eval vm_compute in (projected_bound_k n - m)%Z in
    change (projected_bound_k n - m)%Z with c end.
  pose proof projection_term2_fine as P. pose proof u_small as Hu. pose proof V2_nonneg as HV.
  assert (HuV : 0 <= u * V_2) by (apply Rmult_le_pos; lra).
  assert (HB : 0 <= eta * eta / u).
  { pose proof (eta_pos emin). unfold Rdiv. apply Rmult_le_pos; [apply Rmult_le_pos; lra|].
    left; apply Rinv_0_lt_compat; lra. }
  set (B := eta * eta / u) in *.
  assert (HF : F_2 <= (1 + 2 * tau) * V_2).
  { assert (Ht : 0 <= tau) by (unfold tau; lra).
    pose proof (gram_bound2 tau e00 e01 e10 e11 v0 v1 Ht K00 K11 K01) as Gb.
    pose proof (x_sq_le s0_2 h0 Hh0). pose proof (x_sq_le s1_2 h1 Hh1).
    unfold F_2, V_2. unfold s0_2, s1_2 in *. lra. }
  assert (HFt : Ft_2 <= (1 + 2 * tau) * V_2 + (41 / 4 * u * V_2 + 8 * B)).
  { pose proof (Rle_abs (Ft_2 - F_2)). lra. }
  assert (HFt0 : 0 <= Ft_2) by (unfold Ft_2; pose proof (pow2_ge_0 (excess (proj2 b00 b01 e00 e01) h0));
                                pose proof (pow2_ge_0 (excess (proj2 b10 b11 e10 e11) h1)); lra).
  assert (H5 : 5 * u * Ft_2 <= 5 * u * ((1 + 2 * tau) * V_2 + (41 / 4 * u * V_2 + 8 * B)))
    by (apply Rmult_le_compat_l; lra).
  unfold tau in H5.
  assert (K1 : 5 * u * (64 * u * V_2) <= 320 / 2048 * (u * V_2)).
  { replace (5 * u * (64 * u * V_2)) with ((320 * u) * (u * V_2)) by ring.
    apply Rmult_le_compat_r; lra. }
  assert (K2 : 5 * u * (41 / 4 * u * V_2) <= 205 / 4 / 2048 * (u * V_2)).
  { replace (5 * u * (41 / 4 * u * V_2)) with ((205 / 4 * u) * (u * V_2)) by field.
    apply Rmult_le_compat_r; lra. }
  assert (K3 : 5 * u * (8 * B) <= 40 / 2048 * B).
  { replace (5 * u * (8 * B)) with ((40 * u) * B) by ring. apply Rmult_le_compat_r; lra. }
  replace (IZR (2 + 3)) with 5 by (simpl; lra).
  assert (5 * u * ((1 + 2 * (32 * u)) * V_2 + (41 / 4 * u * V_2 + 8 * B))
          = 5 * (u * V_2) + 5 * u * (64 * u * V_2) + 5 * u * (41 / 4 * u * V_2) + 5 * u * (8 * B)) by ring.
  lra.
Qed.
Theorem projection_share2_eta : (emin + prec <= -8)%Z ->
  Rabs (Ft_2 - F_2) + IZR (2 + 3) * u * Ft_2
  <= IZR (projected_bound_k 2 - 2 * axis_tolerance_ulps) * u * V_2 + eta / 8.
Proof.
  intros Hz. pose proof projection_share2. pose proof (eta_share Hz).
  assert (0 <= eta * eta / u).
  { pose proof (eta_pos emin). pose proof u_small. unfold Rdiv.
    apply Rmult_le_pos; [apply Rmult_le_pos; lra|]. left; apply Rinv_0_lt_compat; lra. }
  lra.
Qed.
End Proj.

(* binary32 (prec 24, emin -149) and binary64 (prec 53, emin -1074). *)
Definition projection_term_b32 := @projection_term (-149) 24 (eq_refl : Prec_gt_0 24) ltac:(lia).
Definition projection_term_b64 := @projection_term (-1074) 53 (eq_refl : Prec_gt_0 53) ltac:(lia).
Definition projection_share_b32 := @projection_share (-149) 24 (eq_refl : Prec_gt_0 24) ltac:(lia).
Definition projection_share_b64 := @projection_share (-1074) 53 (eq_refl : Prec_gt_0 53) ltac:(lia).
Definition projection_share_eta_b32 := @projection_share_eta (-149) 24 (eq_refl : Prec_gt_0 24) ltac:(lia).
Definition projection_share_eta_b64 := @projection_share_eta (-1074) 53 (eq_refl : Prec_gt_0 53) ltac:(lia).
(* their remaining hypothesis emin + prec <= -8: *)
Definition projection_term2_b32 := @projection_term2 (-149) 24 (eq_refl : Prec_gt_0 24) ltac:(lia).
Definition projection_term2_b64 := @projection_term2 (-1074) 53 (eq_refl : Prec_gt_0 53) ltac:(lia).
Definition projection_share2_b32 := @projection_share2 (-149) 24 (eq_refl : Prec_gt_0 24) ltac:(lia).
Definition projection_share2_b64 := @projection_share2 (-1074) 53 (eq_refl : Prec_gt_0 53) ltac:(lia).
Lemma b32_eta_range : (-149 + 24 <= -8)%Z. Proof. lia. Qed.
Lemma b64_eta_range : (-1074 + 53 <= -8)%Z. Proof. lia. Qed.
