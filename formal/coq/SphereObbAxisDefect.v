(* The axis defect of the projected sphere-OBB variants (arvo, qri, qrf, sse2; the constant
   is lib/include/spherebox/sphere_obb/common.hpp, detail::projected_bound: its N*t term,
   t = axis_tolerance_ulps = 32, tau = t*u). Share "the axis defect" of docs/contracts.md,
   sphere-OBB. Real arithmetic only: no operation of the C++ is modelled here (the rounded
   projections are SphereObbProjection.v, the rest the Gappa tail).

   The box is the parallelepiped P = {o + sum_i t_i a_i : |t_i| <= h_i} of the given axes a_i,
   v = c - o, V = |v|^2, H = |h|^2, s_i = a_i . v,
     dist(t) = |v - sum_i t_i a_i|^2   (squared distance from c to a point of P),
     D = min over the box of dist(t)   (the oracle's exact D),
     F = sum_i max(|s_i| - h_i, 0)^2   (what G-Arvo computes, axes treated as orthonormal).
   Theorems, for axes with |a_i . a_j - delta_ij| <= tau (every i, j), h_i >= 0:
     axis_defect3 (N = 3, 0 <= tau <= 1/64):
       every t in the box has dist(t) >= F - 3 tau (V + H)        (so D >= F - N tau (V + H))
       and t = clamp(s, -h, h) is in the box with dist(t) <= F + 3 tau (V + H)   (so D <= ...)
     axis_defect2 (N = 2, any tau >= 0): the same with 2 tau.
   Hence |D - F| <= N tau (|v|^2 + |h|^2), the header's N*t u (|v|^2 + |h|^2).
   tau_range: tau = 32u is in [0, 1/64] whenever prec >= 11 (binary32 2^-19, binary64 2^-48).
   Proof (docs/contracts.md): dist(t) = |s - t|^2 + (V - |s|^2) + t^T (G - I) t, G = A^T A;
   |t^T (G - I) t| <= N tau |t|^2 (Gershgorin); |s - t|^2 >= F on the box with equality at the
   clamp; |s|^2 <= (1 + N tau) V (Cauchy-Schwarz on |s|^2 = v . A s); |s|^2 >= (1 - N tau) V:
   N = 2 by trace and determinant (A A^T and A^T A share both), N = 3 by writing v = A y
   (det(A)^2 = det(G) > 0 for tau <= 1/64) and |G y|^2 - c y^T G y = |(G - cI) y|^2 +
   c y^T (G - cI) y >= 0, c = 1 - 3 tau. The axes, v and h are any reals (floats in the C++);
   nothing here depends on the format. *)
From Coq Require Import ZArith Reals Lra Lia.
From Flocq Require Import Core.
From Spherebox Require Import SphereObbProjection.
Open Scope R_scope.

(* ---------- one coordinate ---------- *)
Lemma excess_le_gap : forall s t h, 0 <= h -> Rabs t <= h -> excess s h ^ 2 <= (s - t) ^ 2.
Proof.
  intros s t h Hh Ht. pose proof (excess_nonneg s h) as X0.
  assert (excess s h <= Rabs (s - t)).
  { unfold excess, Rmax. pose proof (Rabs_triang_inv s t). pose proof (Rabs_pos (s - t)).
    destruct (Rle_dec (Rabs s - h) 0); lra. }
  rewrite <- (pow2_abs (s - t)). pose proof (Rabs_pos (s - t)). nra.
Qed.

Definition clamp (s h : R) := Rmax (- h) (Rmin s h).

Lemma clamp_in : forall s h, 0 <= h -> Rabs (clamp s h) <= h.
Proof.
  intros s h Hh. unfold clamp, Rmax, Rmin.
  destruct (Rle_dec s h); destruct (Rle_dec (- h) _); apply Rabs_le; lra.
Qed.

Lemma clamp_gap : forall s h, 0 <= h -> (s - clamp s h) ^ 2 = excess s h ^ 2.
Proof.
  intros s h Hh. unfold clamp, excess, Rmax, Rmin.
  destruct (Rle_dec s h); destruct (Rle_dec (- h) _); destruct (Rle_dec (Rabs s - h) 0);
    unfold Rabs in *; destruct (Rcase_abs s); try lra; nra.
Qed.

(* 2 |t_i| |t_j| <= t_i^2 + t_j^2 *)
Lemma two_ab : forall a b, 2 * (Rabs a * Rabs b) <= a ^ 2 + b ^ 2.
Proof.
  intros. rewrite <- (pow2_abs a), <- (pow2_abs b).
  pose proof (pow2_ge_0 (Rabs a - Rabs b)). nra.
Qed.

Lemma off_le : forall tau x y g, Rabs g <= tau -> - (tau * (Rabs x * Rabs y)) <= x * y * g.
Proof.
  intros tau x y g Hg. rewrite <- Rabs_mult.
  pose proof (Rabs_pos (x * y)).
  assert (Rabs (x * y * g) <= tau * Rabs (x * y)).
  { rewrite Rabs_mult, Rmult_comm. apply Rmult_le_compat_r; [apply Rabs_pos|exact Hg]. }
  pose proof (Rle_abs (- (x * y * g))). rewrite Rabs_Ropp in *. lra.
Qed.

Lemma off_ge : forall tau x y g, Rabs g <= tau -> x * y * g <= tau * (Rabs x * Rabs y).
Proof.
  intros tau x y g Hg. rewrite <- Rabs_mult.
  assert (Rabs (x * y * g) <= tau * Rabs (x * y)).
  { rewrite Rabs_mult, Rmult_comm. apply Rmult_le_compat_r; [apply Rabs_pos|exact Hg]. }
  pose proof (Rle_abs (x * y * g)). lra.
Qed.

Lemma diag_le : forall tau x g, Rabs (g - 1) <= tau -> Rabs (x * x * (g - 1)) <= tau * x ^ 2.
Proof.
  intros tau x g Hg. rewrite Rabs_mult, Rmult_comm.
  replace (x ^ 2) with (Rabs (x * x)) by (rewrite Rabs_pos_eq by nra; ring).
  apply Rmult_le_compat_r; [apply Rabs_pos|exact Hg].
Qed.


(* det(G) > 0 for a symmetric 3x3 G within tau <= 1/64 of I *)
Lemma gram_det_pos : forall tau g00 g11 g22 g01 g02 g12, 0 <= tau -> tau <= / 64 ->
  - tau <= g00 - 1 <= tau -> - tau <= g11 - 1 <= tau -> - tau <= g22 - 1 <= tau ->
  - tau <= g01 <= tau -> - tau <= g02 <= tau -> - tau <= g12 <= tau ->
  0 < g00 * (g11 * g22 - g12 * g12) - g01 * (g01 * g22 - g12 * g02) + g02 * (g01 * g12 - g11 * g02).
Proof.
  intros tau g00 g11 g22 g01 g02 g12 T0 T1 H00 H11 H22 H01 H02 H12.
  assert (P1 : (1 - tau) * (1 - tau) <= g11 * g22) by (apply Rmult_le_compat; lra).
  assert (P2 : g12 * g12 <= tau * tau) by nra.
  assert (M1 : (1 - tau) * ((1 - tau) * (1 - tau) - tau * tau) <= g00 * (g11 * g22 - g12 * g12))
    by (apply Rmult_le_compat; nra).
  assert (N1 : Rabs (g01 * g22 - g12 * g02) <= tau * (1 + tau) + tau * tau).
  { eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp, !Rabs_mult.
    apply Rplus_le_compat; apply Rmult_le_compat; try apply Rabs_pos; apply Rabs_le; lra. }
  assert (N2 : Rabs (g01 * g12 - g11 * g02) <= tau * tau + (1 + tau) * tau).
  { eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp, !Rabs_mult.
    apply Rplus_le_compat; apply Rmult_le_compat; try apply Rabs_pos; apply Rabs_le; lra. }
  assert (K1 : Rabs (g01 * (g01 * g22 - g12 * g02)) <= tau * (tau * (1 + tau) + tau * tau)).
  { rewrite Rabs_mult. apply Rmult_le_compat; try apply Rabs_pos; [apply Rabs_le; lra|exact N1]. }
  assert (K2 : Rabs (g02 * (g01 * g12 - g11 * g02)) <= tau * (tau * tau + (1 + tau) * tau)).
  { rewrite Rabs_mult. apply Rmult_le_compat; try apply Rabs_pos; [apply Rabs_le; lra|exact N2]. }
  apply Rabs_le_inv in K1. apply Rabs_le_inv in K2.
  assert (tau * tau <= tau / 64) by nra. assert (tau * tau * tau <= tau / 4096) by nra.
  nra.
Qed.

(* ---------- N = 3: the lower side, D >= F - 3 tau (|v|^2 + |h|^2) ---------- *)
Section Three.
Variable tau : R.
Hypothesis Htau : 0 <= tau.
Variables a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2 h0 h1 h2 : R.
Hypothesis Hh0 : 0 <= h0. Hypothesis Hh1 : 0 <= h1. Hypothesis Hh2 : 0 <= h2.
Hypothesis G00 : Rabs (dot3 a00 a01 a02 a00 a01 a02 - 1) <= tau.
Hypothesis G11 : Rabs (dot3 a10 a11 a12 a10 a11 a12 - 1) <= tau.
Hypothesis G22 : Rabs (dot3 a20 a21 a22 a20 a21 a22 - 1) <= tau.
Hypothesis G01 : Rabs (dot3 a00 a01 a02 a10 a11 a12) <= tau.
Hypothesis G02 : Rabs (dot3 a00 a01 a02 a20 a21 a22) <= tau.
Hypothesis G12 : Rabs (dot3 a10 a11 a12 a20 a21 a22) <= tau.

Definition s0_3 := dot3 a00 a01 a02 v0 v1 v2.
Definition s1_3 := dot3 a10 a11 a12 v0 v1 v2.
Definition s2_3 := dot3 a20 a21 a22 v0 v1 v2.
Definition F3 := excess s0_3 h0 ^ 2 + excess s1_3 h1 ^ 2 + excess s2_3 h2 ^ 2.
Definition V3 := dot3 v0 v1 v2 v0 v1 v2.
Definition H3 := h0 ^ 2 + h1 ^ 2 + h2 ^ 2.
(* |v - A t|^2, A's columns the axes: the squared distance from c to o + sum_i t_i a_i *)
Definition dist3 (t0 t1 t2 : R) :=
  (v0 - (t0 * a00 + t1 * a10 + t2 * a20)) ^ 2 + (v1 - (t0 * a01 + t1 * a11 + t2 * a21)) ^ 2
  + (v2 - (t0 * a02 + t1 * a12 + t2 * a22)) ^ 2.

(* A point of the box |t_i| <= h_i has |t|^2 <= |h|^2. *)
Lemma sq_box3 : forall t0 t1 t2, Rabs t0 <= h0 -> Rabs t1 <= h1 -> Rabs t2 <= h2 ->
  t0 ^ 2 + t1 ^ 2 + t2 ^ 2 <= H3.
Proof.
  intros t0 t1 t2 T0 T1 T2. unfold H3.
  rewrite <- (pow2_abs t0), <- (pow2_abs t1), <- (pow2_abs t2).
  pose proof (Rabs_pos t0). pose proof (Rabs_pos t1). pose proof (Rabs_pos t2).
  assert (Rabs t0 ^ 2 <= h0 ^ 2) by (apply pow_incr; lra).
  assert (Rabs t1 ^ 2 <= h1 ^ 2) by (apply pow_incr; lra).
  assert (Rabs t2 ^ 2 <= h2 ^ 2) by (apply pow_incr; lra). lra.
Qed.

(* t^T (G - I) t in the Gram entries *)
Lemma quad3_le : forall t0 t1 t2,
  let g00 := dot3 a00 a01 a02 a00 a01 a02 in let g11 := dot3 a10 a11 a12 a10 a11 a12 in
  let g22 := dot3 a20 a21 a22 a20 a21 a22 in let g01 := dot3 a00 a01 a02 a10 a11 a12 in
  let g02 := dot3 a00 a01 a02 a20 a21 a22 in let g12 := dot3 a10 a11 a12 a20 a21 a22 in
  Rabs (t0 * t0 * (g00 - 1) + t1 * t1 * (g11 - 1) + t2 * t2 * (g22 - 1)
        + 2 * (t0 * t1 * g01) + 2 * (t0 * t2 * g02) + 2 * (t1 * t2 * g12))
  <= 3 * tau * (t0 ^ 2 + t1 ^ 2 + t2 ^ 2).
Proof.
  intros t0 t1 t2 g00 g11 g22 g01 g02 g12.
  pose proof (diag_le tau t0 g00 G00) as D0. pose proof (diag_le tau t1 g11 G11) as D1.
  pose proof (diag_le tau t2 g22 G22) as D2.
  apply Rabs_le_inv in D0. apply Rabs_le_inv in D1. apply Rabs_le_inv in D2.
  pose proof (off_le tau t0 t1 g01 G01). pose proof (off_le tau t0 t2 g02 G02).
  pose proof (off_le tau t1 t2 g12 G12).
  pose proof (off_ge tau t0 t1 g01 G01). pose proof (off_ge tau t0 t2 g02 G02).
  pose proof (off_ge tau t1 t2 g12 G12).
  pose proof (two_ab t0 t1). pose proof (two_ab t0 t2). pose proof (two_ab t1 t2).
  assert (Q : tau * (2 * (Rabs t0 * Rabs t1)) + tau * (2 * (Rabs t0 * Rabs t2)) + tau * (2 * (Rabs t1 * Rabs t2))
              <= tau * (t0 ^ 2 + t1 ^ 2) + tau * (t0 ^ 2 + t2 ^ 2) + tau * (t1 ^ 2 + t2 ^ 2)).
  { repeat apply Rplus_le_compat; apply Rmult_le_compat_l; lra. }
  apply Rabs_le. lra.
Qed.

Theorem axis_defect_lower3 : forall t0 t1 t2, Rabs t0 <= h0 -> Rabs t1 <= h1 -> Rabs t2 <= h2 ->
  F3 - 3 * tau * (V3 + H3) <= dist3 t0 t1 t2.
Proof.
  intros t0 t1 t2 T0 T1 T2. pose proof (quad3_le t0 t1 t2) as Qb. cbv zeta in Qb.
  set (g00 := dot3 a00 a01 a02 a00 a01 a02) in *. set (g11 := dot3 a10 a11 a12 a10 a11 a12) in *.
  set (g22 := dot3 a20 a21 a22 a20 a21 a22) in *. set (g01 := dot3 a00 a01 a02 a10 a11 a12) in *.
  set (g02 := dot3 a00 a01 a02 a20 a21 a22) in *. set (g12 := dot3 a10 a11 a12 a20 a21 a22) in *.
  assert (Id : dist3 t0 t1 t2 =
     ((s0_3 - t0) ^ 2 + (s1_3 - t1) ^ 2 + (s2_3 - t2) ^ 2)
     + (V3 - (s0_3 ^ 2 + s1_3 ^ 2 + s2_3 ^ 2))
     + (t0 * t0 * (g00 - 1) + t1 * t1 * (g11 - 1) + t2 * t2 * (g22 - 1)
        + 2 * (t0 * t1 * g01) + 2 * (t0 * t2 * g02) + 2 * (t1 * t2 * g12)))
    by (unfold dist3, s0_3, s1_3, s2_3, V3, g00, g11, g22, g01, g02, g12, dot3; ring).
  rewrite Id.
  (* |s - t|^2 >= F *)
  pose proof (excess_le_gap s0_3 t0 h0 Hh0 T0). pose proof (excess_le_gap s1_3 t1 h1 Hh1 T1).
  pose proof (excess_le_gap s2_3 t2 h2 Hh2 T2).
  (* |s|^2 <= (1 + 3 tau) |v|^2 *)
  pose proof (gram_bound tau a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2 Htau G00 G11 G22 G01 G02 G12)
    as Gb. simpl in Gb. fold s0_3 s1_3 s2_3 V3 in Gb.
  assert (HS : s0_3 ^ 2 + s1_3 ^ 2 + s2_3 ^ 2 <= (1 + 3 * tau) * V3) by (unfold dot3 at 1 in Gb; simpl; lra).
  (* t^T (G - I) t >= - 3 tau |t|^2 (quad3_le) >= - 3 tau |h|^2 *)
  apply Rabs_le_inv in Qb.
  assert (HT : tau * (t0 ^ 2 + t1 ^ 2 + t2 ^ 2) <= tau * H3)
    by (apply Rmult_le_compat_l; [exact Htau | exact (sq_box3 t0 t1 t2 T0 T1 T2)]).
  unfold F3. lra.
Qed.


Hypothesis Htau_small : tau <= / 64.

(* |A^T v|^2 >= (1 - 3 tau) |v|^2. A is invertible (det(A)^2 = det(G) > 0), v = A y, and with
   c = 1 - 3 tau, B = G - c I, z = B y:  |A^T v|^2 - c |v|^2 = |G y|^2 - c y^T G y
   = |z|^2 + c y.z >= 0, since y.z = y^T G y - c |y|^2 >= 0 (Gershgorin) and c >= 0. *)
Lemma gram_lower3 : (1 - 3 * tau) * V3 <= s0_3 ^ 2 + s1_3 ^ 2 + s2_3 ^ 2.
Proof.
  set (g00 := dot3 a00 a01 a02 a00 a01 a02) in *. set (g11 := dot3 a10 a11 a12 a10 a11 a12) in *.
  set (g22 := dot3 a20 a21 a22 a20 a21 a22) in *. set (g01 := dot3 a00 a01 a02 a10 a11 a12) in *.
  set (g02 := dot3 a00 a01 a02 a20 a21 a22) in *. set (g12 := dot3 a10 a11 a12 a20 a21 a22) in *.
  (* cross products and det(A) *)
  set (x0 := a11 * a22 - a12 * a21). set (x1 := a12 * a20 - a10 * a22). set (x2 := a10 * a21 - a11 * a20).
  set (p0 := a21 * a02 - a22 * a01). set (p1 := a22 * a00 - a20 * a02). set (p2 := a20 * a01 - a21 * a00).
  set (q0 := a01 * a12 - a02 * a11). set (q1 := a02 * a10 - a00 * a12). set (q2 := a00 * a11 - a01 * a10).
  set (dA := a00 * x0 + a01 * x1 + a02 * x2).
  set (dG := g00 * (g11 * g22 - g12 * g12) - g01 * (g01 * g22 - g12 * g02) + g02 * (g01 * g12 - g11 * g02)).
  assert (Edet : dA * dA = dG)
    by (unfold dA, dG, x0, x1, x2, g00, g11, g22, g01, g02, g12, dot3; ring).
  pose proof G00 as H00. pose proof G11 as H11. pose proof G22 as H22.
  pose proof G01 as H01. pose proof G02 as H02. pose proof G12 as H12.
  apply Rabs_le_inv in H00. apply Rabs_le_inv in H11. apply Rabs_le_inv in H22.
  apply Rabs_le_inv in H01. apply Rabs_le_inv in H02. apply Rabs_le_inv in H12.
  assert (HdG : 0 < dG) by (apply (gram_det_pos tau); lra).
  assert (HdA : dA <> 0) by (intro Z; rewrite Z in Edet; lra).
  (* v = A y *)
  set (y0 := (v0 * x0 + v1 * x1 + v2 * x2) / dA).
  set (y1 := (v0 * p0 + v1 * p1 + v2 * p2) / dA).
  set (y2 := (v0 * q0 + v1 * q1 + v2 * q2) / dA).
  assert (R0 : v0 = y0 * a00 + y1 * a10 + y2 * a20).
  { unfold y0, y1, y2, dA in *. unfold x0, x1, x2, p0, p1, p2, q0, q1, q2 in *. field. exact HdA. }
  assert (R1 : v1 = y0 * a01 + y1 * a11 + y2 * a21)
    by (unfold y0, y1, y2, dA in *; unfold x0, x1, x2, p0, p1, p2, q0, q1, q2 in *; field; exact HdA).
  assert (R2 : v2 = y0 * a02 + y1 * a12 + y2 * a22)
    by (unfold y0, y1, y2, dA in *; unfold x0, x1, x2, p0, p1, p2, q0, q1, q2 in *; field; exact HdA).
  clearbody y0 y1 y2.
  assert (S0 : s0_3 = y0 * g00 + y1 * g01 + y2 * g02)
    by (unfold s0_3, g00, g01, g02, dot3; rewrite R0, R1, R2; ring).
  assert (S1 : s1_3 = y0 * g01 + y1 * g11 + y2 * g12)
    by (unfold s1_3, g11, g01, g12, dot3; rewrite R0, R1, R2; ring).
  assert (S2 : s2_3 = y0 * g02 + y1 * g12 + y2 * g22)
    by (unfold s2_3, g22, g02, g12, dot3; rewrite R0, R1, R2; ring).
  assert (VV : V3 = y0 * y0 * g00 + y1 * y1 * g11 + y2 * y2 * g22
                    + 2 * (y0 * y1 * g01) + 2 * (y0 * y2 * g02) + 2 * (y1 * y2 * g12))
    by (unfold V3, g00, g11, g22, g01, g02, g12, dot3; rewrite R0, R1, R2; ring).
  set (c := 1 - 3 * tau).
  set (z0 := y0 * (g00 - c) + y1 * g01 + y2 * g02).
  set (z1 := y0 * g01 + y1 * (g11 - c) + y2 * g12).
  set (z2 := y0 * g02 + y1 * g12 + y2 * (g22 - c)).
  assert (Key : s0_3 ^ 2 + s1_3 ^ 2 + s2_3 ^ 2 - c * V3
                = (z0 ^ 2 + z1 ^ 2 + z2 ^ 2) + c * (y0 * z0 + y1 * z1 + y2 * z2))
    by (rewrite S0, S1, S2, VV; unfold z0, z1, z2; ring).
  (* y . z = y^T G y - c |y|^2 >= 0 *)
  assert (Yz : 0 <= y0 * z0 + y1 * z1 + y2 * z2).
  { pose proof (quad3_le y0 y1 y2) as Q. simpl in Q. fold g00 g11 g22 g01 g02 g12 in Q.
    apply Rabs_le_inv in Q.
    assert (E : y0 * z0 + y1 * z1 + y2 * z2 =
      (y0 * y0 * (g00 - 1) + y1 * y1 * (g11 - 1) + y2 * y2 * (g22 - 1)
       + 2 * (y0 * y1 * g01) + 2 * (y0 * y2 * g02) + 2 * (y1 * y2 * g12))
      + 3 * tau * (y0 ^ 2 + y1 ^ 2 + y2 ^ 2)) by (unfold z0, z1, z2, c; ring).
    lra. }
  assert (Hc : 0 <= c) by (unfold c; lra).
  assert (0 <= c * (y0 * z0 + y1 * z1 + y2 * z2)) by (apply Rmult_le_pos; lra).
  assert (0 <= z0 ^ 2 + z1 ^ 2 + z2 ^ 2)
    by (pose proof (pow2_ge_0 z0); pose proof (pow2_ge_0 z1); pose proof (pow2_ge_0 z2); lra).
  lra.
Qed.

Theorem axis_defect_upper3 :
  let t0 := clamp s0_3 h0 in let t1 := clamp s1_3 h1 in let t2 := clamp s2_3 h2 in
  Rabs t0 <= h0 /\ Rabs t1 <= h1 /\ Rabs t2 <= h2 /\
  dist3 t0 t1 t2 <= F3 + 3 * tau * (V3 + H3).
Proof.
  intros t0 t1 t2.
  pose proof (clamp_in s0_3 h0 Hh0) as C0. pose proof (clamp_in s1_3 h1 Hh1) as C1.
  pose proof (clamp_in s2_3 h2 Hh2) as C2. fold t0 in C0. fold t1 in C1. fold t2 in C2.
  split; [exact C0|]. split; [exact C1|]. split; [exact C2|].
  pose proof (clamp_gap s0_3 h0 Hh0) as K0. pose proof (clamp_gap s1_3 h1 Hh1) as K1.
  pose proof (clamp_gap s2_3 h2 Hh2) as K2. fold t0 in K0. fold t1 in K1. fold t2 in K2.
  pose proof (quad3_le t0 t1 t2) as Q. simpl in Q. apply Rabs_le_inv in Q.
  assert (Id : dist3 t0 t1 t2 =
     ((s0_3 - t0) ^ 2 + (s1_3 - t1) ^ 2 + (s2_3 - t2) ^ 2)
     + (V3 - (s0_3 ^ 2 + s1_3 ^ 2 + s2_3 ^ 2))
     + (t0 * t0 * (dot3 a00 a01 a02 a00 a01 a02 - 1) + t1 * t1 * (dot3 a10 a11 a12 a10 a11 a12 - 1)
        + t2 * t2 * (dot3 a20 a21 a22 a20 a21 a22 - 1)
        + 2 * (t0 * t1 * dot3 a00 a01 a02 a10 a11 a12) + 2 * (t0 * t2 * dot3 a00 a01 a02 a20 a21 a22)
        + 2 * (t1 * t2 * dot3 a10 a11 a12 a20 a21 a22)))
    by (unfold dist3, s0_3, s1_3, s2_3, V3, dot3; ring).
  rewrite Id, K0, K1, K2. pose proof gram_lower3.
  assert (HT : 3 * tau * (t0 ^ 2 + t1 ^ 2 + t2 ^ 2) <= 3 * tau * H3)
    by (apply Rmult_le_compat_l; [lra | exact (sq_box3 t0 t1 t2 C0 C1 C2)]).
  unfold F3. lra.
Qed.
End Three.

(* ---------- N = 2: both sides, |D - F| <= 2 tau (|v|^2 + |h|^2) ---------- *)
Section Two.
Variable tau : R.
Hypothesis Htau : 0 <= tau.
Variables a00 a01 a10 a11 v0 v1 h0 h1 : R.
Hypothesis Hh0 : 0 <= h0. Hypothesis Hh1 : 0 <= h1.
Hypothesis G00 : Rabs (a00 * a00 + a01 * a01 - 1) <= tau.
Hypothesis G11 : Rabs (a10 * a10 + a11 * a11 - 1) <= tau.
Hypothesis G01 : Rabs (a00 * a10 + a01 * a11) <= tau.

Definition s0_2 := a00 * v0 + a01 * v1.
Definition s1_2 := a10 * v0 + a11 * v1.
Definition F2 := excess s0_2 h0 ^ 2 + excess s1_2 h1 ^ 2.
Definition V2 := v0 ^ 2 + v1 ^ 2.
Definition H2 := h0 ^ 2 + h1 ^ 2.
Definition dist2 (t0 t1 : R) :=
  (v0 - (t0 * a00 + t1 * a10)) ^ 2 + (v1 - (t0 * a01 + t1 * a11)) ^ 2.

Lemma id2 : forall t0 t1, dist2 t0 t1 =
  ((s0_2 - t0) ^ 2 + (s1_2 - t1) ^ 2) + (V2 - (s0_2 ^ 2 + s1_2 ^ 2))
  + (t0 * t0 * ((a00 * a00 + a01 * a01) - 1) + t1 * t1 * ((a10 * a10 + a11 * a11) - 1)
     + 2 * (t0 * t1 * (a00 * a10 + a01 * a11))).
Proof. intros. unfold dist2, s0_2, s1_2, V2. ring. Qed.

Lemma quad2 : forall t0 t1, Rabs (t0 * t0 * ((a00 * a00 + a01 * a01) - 1) + t1 * t1 * ((a10 * a10 + a11 * a11) - 1)
     + 2 * (t0 * t1 * (a00 * a10 + a01 * a11))) <= 2 * tau * (t0 ^ 2 + t1 ^ 2).
Proof.
  intros t0 t1. pose proof (diag_le tau t0 _ G00) as D0. pose proof (diag_le tau t1 _ G11) as D1.
  apply Rabs_le_inv in D0. apply Rabs_le_inv in D1.
  pose proof (off_le tau t0 t1 _ G01). pose proof (off_ge tau t0 t1 _ G01).
  pose proof (two_ab t0 t1).
  assert (tau * (2 * (Rabs t0 * Rabs t1)) <= tau * (t0 ^ 2 + t1 ^ 2)) by (apply Rmult_le_compat_l; lra).
  apply Rabs_le. lra.
Qed.

(* |A^T v|^2 >= (1 - 2 tau) |v|^2: A A^T and A^T A have the same trace and determinant, and
   A^T A - (1 - 2 tau) I is positive semidefinite (diagonal >= tau >= off-diagonal). *)
Lemma gram_lower2 : (1 - 2 * tau) * V2 <= s0_2 ^ 2 + s1_2 ^ 2.
Proof.
  set (c := 1 - 2 * tau).
  set (p := a00 * a00 + a10 * a10 - c). set (r := a01 * a01 + a11 * a11 - c).
  set (q := a00 * a01 + a10 * a11).
  assert (E : s0_2 ^ 2 + s1_2 ^ 2 - c * V2 = p * v0 ^ 2 + 2 * q * v0 * v1 + r * v1 ^ 2)
    by (unfold s0_2, s1_2, V2, p, q, r; ring).
  set (g0 := a00 * a00 + a01 * a01) in *. set (g1 := a10 * a10 + a11 * a11) in *.
  set (g := a00 * a10 + a01 * a11) in *.
  assert (Tr : p + r = (g0 - c) + (g1 - c)) by (unfold p, r, g0, g1; ring).
  assert (Det : p * r - q * q = (g0 - c) * (g1 - c) - g * g) by (unfold p, r, q, g0, g1, g, c; ring).
  apply Rabs_le_inv in G00. apply Rabs_le_inv in G11.
  assert (A0 : tau <= g0 - c) by (unfold c; lra). assert (A1 : tau <= g1 - c) by (unfold c; lra).
  apply Rabs_le_inv in G01.
  assert (Gg : g * g <= tau * tau) by nra.
  assert (Dp : 0 <= p * r - q * q) by (rewrite Det; nra).
  assert (Tp : 0 <= p + r) by lra.
  assert (P0 : 0 <= p) by nra. assert (R0 : 0 <= r) by nra.
  assert (Q : 0 <= p * v0 ^ 2 + 2 * q * v0 * v1 + r * v1 ^ 2).
  { destruct (Req_dec p 0) as [Z|Z].
    - assert (q * q <= 0) by (rewrite Z in Dp; lra).
      assert (q = 0) by nra. subst q. rewrite Z. rewrite H0. nra.
    - assert (0 < p) by lra.
      assert (0 <= p * (p * v0 ^ 2 + 2 * q * v0 * v1 + r * v1 ^ 2)).
      { replace (p * (p * v0 ^ 2 + 2 * q * v0 * v1 + r * v1 ^ 2))
          with ((p * v0 + q * v1) ^ 2 + (p * r - q * q) * v1 ^ 2) by ring.
        assert (0 <= (p * r - q * q) * v1 ^ 2) by (apply Rmult_le_pos; [lra|apply pow2_ge_0]).
        pose proof (pow2_ge_0 (p * v0 + q * v1)). lra. }
      nra. }
  lra.
Qed.

(* A point of the box |t_i| <= h_i has 2 tau |t|^2 <= 2 tau |h|^2. *)
Lemma tau_box2 : forall t0 t1, Rabs t0 <= h0 -> Rabs t1 <= h1 ->
  2 * tau * (t0 ^ 2 + t1 ^ 2) <= 2 * tau * H2.
Proof.
  intros t0 t1 T0 T1. apply Rmult_le_compat_l; [lra|]. unfold H2.
  rewrite <- (pow2_abs t0), <- (pow2_abs t1).
  pose proof (Rabs_pos t0). pose proof (Rabs_pos t1).
  assert (Rabs t0 ^ 2 <= h0 ^ 2) by (apply pow_incr; lra).
  assert (Rabs t1 ^ 2 <= h1 ^ 2) by (apply pow_incr; lra). lra.
Qed.

Theorem axis_defect_lower2 : forall t0 t1, Rabs t0 <= h0 -> Rabs t1 <= h1 ->
  F2 - 2 * tau * (V2 + H2) <= dist2 t0 t1.
Proof.
  intros t0 t1 T0 T1. rewrite id2.
  pose proof (excess_le_gap s0_2 t0 h0 Hh0 T0). pose proof (excess_le_gap s1_2 t1 h1 Hh1 T1).
  pose proof (quad2 t0 t1) as Q. apply Rabs_le_inv in Q.
  (* |s|^2 <= (1 + 2 tau) |v|^2 *)
  assert (HS : s0_2 ^ 2 + s1_2 ^ 2 <= (1 + 2 * tau) * V2).
  { pose proof (quad2 s0_2 s1_2) as Q2. apply Rabs_le_inv in Q2.
    (* |A s|^2 <= (1 + 2 tau) |s|^2 and |s|^2 = v . A s, Cauchy-Schwarz *)
    set (z0 := s0_2 * a00 + s1_2 * a10). set (z1 := s0_2 * a01 + s1_2 * a11).
    assert (Ez : z0 ^ 2 + z1 ^ 2 = s0_2 ^ 2 + s1_2 ^ 2 +
      (s0_2 * s0_2 * ((a00 * a00 + a01 * a01) - 1) + s1_2 * s1_2 * ((a10 * a10 + a11 * a11) - 1)
       + 2 * (s0_2 * s1_2 * (a00 * a10 + a01 * a11)))) by (unfold z0, z1; ring).
    assert (Ey : s0_2 ^ 2 + s1_2 ^ 2 = v0 * z0 + v1 * z1) by (unfold z0, z1, s0_2, s1_2; ring).
    set (Y := s0_2 ^ 2 + s1_2 ^ 2) in *.
    assert (CS : (v0 * z0 + v1 * z1) ^ 2 <= V2 * (z0 ^ 2 + z1 ^ 2))
      by (unfold V2; pose proof (pow2_ge_0 (v0 * z1 - v1 * z0)); nra).
    assert (HY : 0 <= Y) by (unfold Y; nra). assert (HV : 0 <= V2) by (unfold V2; nra).
    rewrite <- Ey in CS.
    assert (Y * Y <= V2 * ((1 + 2 * tau) * Y)).
    { apply Rle_trans with (V2 * (z0 ^ 2 + z1 ^ 2)); [simpl in CS; lra|].
      apply Rmult_le_compat_l; [exact HV|]. lra. }
    destruct (Req_dec Y 0) as [E|E]; [rewrite E; nra|]. nra. }
  pose proof (tau_box2 t0 t1 T0 T1) as HT.
  unfold F2. lra.
Qed.

Theorem axis_defect_upper2 :
  let t0 := clamp s0_2 h0 in let t1 := clamp s1_2 h1 in
  Rabs t0 <= h0 /\ Rabs t1 <= h1 /\ dist2 t0 t1 <= F2 + 2 * tau * (V2 + H2).
Proof.
  intros t0 t1. pose proof (clamp_in s0_2 h0 Hh0) as C0. pose proof (clamp_in s1_2 h1 Hh1) as C1.
  fold t0 in C0. fold t1 in C1.
  split; [exact C0|]. split; [exact C1|].
  pose proof (clamp_gap s0_2 h0 Hh0) as K0. pose proof (clamp_gap s1_2 h1 Hh1) as K1.
  fold t0 in K0. fold t1 in K1.
  rewrite id2. rewrite K0, K1.
  pose proof (quad2 t0 t1) as Q. apply Rabs_le_inv in Q.
  pose proof gram_lower2.
  pose proof (tau_box2 t0 t1 C0 C1) as HT.
  unfold F2. lra.
Qed.
End Two.

(* ---------- both sides together, N = 3 and N = 2 ---------- *)
(* D = min over |t_i| <= h_i of dist(t). The lower side holds for every t of the box, the upper
   side at the box point t = clamp(s): together  F - N tau (V + H) <= D <= F + N tau (V + H). *)
Theorem axis_defect3 : forall tau a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2 h0 h1 h2,
  0 <= tau -> tau <= / 64 -> 0 <= h0 -> 0 <= h1 -> 0 <= h2 ->
  Rabs (dot3 a00 a01 a02 a00 a01 a02 - 1) <= tau ->
  Rabs (dot3 a10 a11 a12 a10 a11 a12 - 1) <= tau ->
  Rabs (dot3 a20 a21 a22 a20 a21 a22 - 1) <= tau ->
  Rabs (dot3 a00 a01 a02 a10 a11 a12) <= tau ->
  Rabs (dot3 a00 a01 a02 a20 a21 a22) <= tau ->
  Rabs (dot3 a10 a11 a12 a20 a21 a22) <= tau ->
  let F := F3 a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2 h0 h1 h2 in
  let V := V3 v0 v1 v2 in let H := H3 h0 h1 h2 in
  let dist := dist3 a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2 in
  (forall t0 t1 t2, Rabs t0 <= h0 -> Rabs t1 <= h1 -> Rabs t2 <= h2 ->
     F - 3 * tau * (V + H) <= dist t0 t1 t2) /\
  (exists t0 t1 t2, Rabs t0 <= h0 /\ Rabs t1 <= h1 /\ Rabs t2 <= h2 /\
     dist t0 t1 t2 <= F + 3 * tau * (V + H)).
Proof.
  intros tau a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2 h0 h1 h2 Ht Hs Hh0 Hh1 Hh2
    G00 G11 G22 G01 G02 G12 F V H dist.
  split.
  - intros t0 t1 t2. apply axis_defect_lower3; assumption.
  - destruct (axis_defect_upper3 tau Ht a00 a01 a02 a10 a11 a12 a20 a21 a22 v0 v1 v2 h0 h1 h2
                Hh0 Hh1 Hh2 G00 G11 G22 G01 G02 G12 Hs) as (C0 & C1 & C2 & U).
    eexists; eexists; eexists. split; [exact C0|]. split; [exact C1|]. split; [exact C2|]. exact U.
Qed.

Theorem axis_defect2 : forall tau a00 a01 a10 a11 v0 v1 h0 h1,
  0 <= tau -> 0 <= h0 -> 0 <= h1 ->
  Rabs (a00 * a00 + a01 * a01 - 1) <= tau -> Rabs (a10 * a10 + a11 * a11 - 1) <= tau ->
  Rabs (a00 * a10 + a01 * a11) <= tau ->
  let F := F2 a00 a01 a10 a11 v0 v1 h0 h1 in
  let V := V2 v0 v1 in let H := H2 h0 h1 in
  let dist := dist2 a00 a01 a10 a11 v0 v1 in
  (forall t0 t1, Rabs t0 <= h0 -> Rabs t1 <= h1 -> F - 2 * tau * (V + H) <= dist t0 t1) /\
  (exists t0 t1, Rabs t0 <= h0 /\ Rabs t1 <= h1 /\ dist t0 t1 <= F + 2 * tau * (V + H)).
Proof.
  intros tau a00 a01 a10 a11 v0 v1 h0 h1 Ht Hh0 Hh1 G00 G11 G01 F V H dist.
  split.
  - intros t0 t1. apply axis_defect_lower2; assumption.
  - destruct (axis_defect_upper2 tau Ht a00 a01 a10 a11 v0 v1 h0 h1 Hh0 Hh1 G00 G11 G01)
      as (C0 & C1 & U).
    eexists; eexists. split; [exact C0|]. split; [exact C1|]. exact U.
Qed.

(* The header's tau = 32u satisfies 0 <= tau <= 1/64 in every format with prec >= 11
   (binary32: 2^-19, binary64: 2^-48). *)
Lemma tau_range : forall prec : Z, (11 <= prec)%Z -> 0 <= tau prec <= / 64.
Proof.
  intros prec Hp. unfold tau, Relative.u.
  pose proof (bpow_gt_0 radix2 (- prec)).
  assert (bpow radix2 (- prec) <= bpow radix2 (-11)) by (apply bpow_le; lia).
  assert (bpow radix2 (-11) = / 2048) by (simpl; unfold Z.pow_pos; simpl; field).
  lra.
Qed.
