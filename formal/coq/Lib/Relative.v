(* Relative-error lemmas for round-to-nearest in Flocq's FLT format (binary radix, precision
   prec, smallest exponent emin: binary32 is (24, -149), binary64 is (53, -1074)), with any
   tie-breaking rule (Znearest choice; the IEEE default ties-to-even is one of them).
   Models no operation by itself: the conservative tests (SphereObbConservative.v,
   EllipsoidObbConservative*.v, SweptAabbConservative.v) use these bounds for the roundings of
   their sums, products and dot products.
   Notation: fl = round radix2 (FLT_exp emin prec) (Znearest choice), u = 2^-prec (the unit
   roundoff), eta = 2^emin (the smallest subnormal). The FLT format has no largest exponent:
   every lemma here speaks about results that do not overflow (an IEEE operation returns
   exactly fl(x) when |fl(x)| stays below the overflow threshold).

   Names (stable):
     u_small      : 11 <= prec -> 0 < u <= 1/2048
     fl_err       : |fl x - x| <= u|x| + eta/2                       (any real x)
     fl_sum_err   : |fl(x + y) - (x + y)| <= u|x + y|                (x, y in the format)
     fl_nonneg    : 0 <= x -> 0 <= fl x
     fl_lb        : 0 <= x -> (1 - u) x - eta/2 <= fl x
     fl_sum_lb    : 0 <= x + y -> (1 - u)(x + y) <= fl(x + y)        (x, y in the format)
     fl_abs_le    : |fl x| <= (1 + u)|x| + eta/2
     bernoulli    : 0 <= v <= 1 -> 1 - n v <= (1 - v)^n
     gamma4_le    : 0 <= v <= 1/2048 -> (1 + v)^4 - 1 <= 4 v (1 + 2 v)   (gamma_4, closed form)
     dot3_err     : |fl(fl(fl(x0 y0) + fl(x1 y1)) + fl(x2 y2)) - (x0 y0 + x1 y1 + x2 y2)|
                     <= ((1+u)^3 - 1)(|x0 y0| + |x1 y1| + |x2 y2|) + 3/2 (1+u)^2 eta
                    (the left-to-right three-term dot product of sphere_obb/common.hpp
                     project(), each product and each sum rounded; x, y any reals)
   The rounded offset w_k = fl(c_k - o_k) of sphere_obb/common.hpp offset() is handled in
   SphereObbConservative.v (project_err). *)
From Coq Require Import ZArith Reals Lra Lia.
From Flocq Require Import Core Relative Plus_error.
Open Scope R_scope.

Section Rel.
Variable emin prec : Z.
Context { prec_gt_0_ : Prec_gt_0 prec }.
Variable choice : Z -> bool.

Notation fmt := (generic_format radix2 (FLT_exp emin prec)).
Notation fl := (round radix2 (FLT_exp emin prec) (Znearest choice)).
Definition u := bpow radix2 (- prec).
Definition eta := bpow radix2 emin.

Lemma u_pos : 0 < u.
Proof. apply bpow_gt_0. Qed.

Lemma eta_pos : 0 < eta.
Proof. apply bpow_gt_0. Qed.

Lemma u_half : / 2 * bpow radix2 (- prec + 1) = u.
Proof.
  unfold u. rewrite bpow_plus. simpl. unfold Z.pow_pos; simpl. field.
Qed.

(* The formats of the conservative tests have at least 11 bits (binary16 and up). *)
Lemma u_small : (11 <= prec)%Z -> 0 < u <= / 2048.
Proof.
  intros Hp. split; [apply u_pos|]. unfold u.
  replace (/ 2048) with (bpow radix2 (-11)) by (simpl; unfold Z.pow_pos; simpl; field).
  apply bpow_le. lia.
Qed.

Lemma u_ro_u : u_ro radix2 prec = u.
Proof. unfold u_ro. apply u_half. Qed.

Lemma fl_err : forall x, Rabs (fl x - x) <= u * Rabs x + eta / 2.
Proof.
  intros x.
  destruct (error_N_FLT radix2 emin prec prec_gt_0_ choice x) as (e & d & He & Hd & _ & Hx).
  rewrite u_half in He. rewrite Hx.
  replace (x * (1 + e) + d - x) with (x * e + d) by ring.
  eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_mult.
  unfold eta. apply Rplus_le_compat; [|lra].
  rewrite Rmult_comm. apply Rmult_le_compat_r; [apply Rabs_pos|exact He].
Qed.

Lemma fl_sum_err : forall x y, fmt x -> fmt y ->
  Rabs (fl (x + y) - (x + y)) <= u * Rabs (x + y).
Proof.
  intros x y Fx Fy.
  destruct (FLT_plus_error_N_ex radix2 emin prec choice x y Fx Fy) as (e & He & Hx).
  rewrite Hx. rewrite u_ro_u in He.
  replace ((x + y) * (1 + e) - (x + y)) with ((x + y) * e) by ring.
  rewrite Rabs_mult, Rmult_comm. apply Rmult_le_compat_r; [apply Rabs_pos|].
  eapply Rle_trans; [exact He|].
  pose proof u_pos. unfold Rdiv.
  assert (/ (1 + u) <= 1) by (rewrite <- Rinv_1; apply Rinv_le_contravar; lra).
  assert (0 < / (1 + u)) by (apply Rinv_0_lt_compat; lra). nra.
Qed.

Lemma fl_nonneg : forall x, 0 <= x -> 0 <= fl x.
Proof.
  intros x Hx. apply round_ge_generic; auto with typeclass_instances.
  apply generic_format_0.
Qed.

Lemma fl_lb : forall x, 0 <= x -> (1 - u) * x - eta / 2 <= fl x.
Proof.
  intros x Hx. pose proof (fl_err x) as H. rewrite (Rabs_pos_eq x) in H by lra.
  apply Rabs_le_inv in H. lra.
Qed.

Lemma fl_sum_lb : forall x y, fmt x -> fmt y -> 0 <= x + y -> (1 - u) * (x + y) <= fl (x + y).
Proof.
  intros x y Fx Fy Hs. pose proof (fl_sum_err x y Fx Fy) as H.
  rewrite (Rabs_pos_eq (x + y)) in H by lra. apply Rabs_le_inv in H. lra.
Qed.

Lemma fl_abs_le : forall x, Rabs (fl x) <= (1 + u) * Rabs x + eta / 2.
Proof.
  intros x. pose proof (fl_err x) as H.
  pose proof (Rabs_triang_inv (fl x) x). lra.
Qed.

Lemma fl_sum_abs_le : forall x y, fmt x -> fmt y -> Rabs (fl (x + y)) <= (1 + u) * Rabs (x + y).
Proof.
  intros x y Fx Fy. pose proof (fl_sum_err x y Fx Fy) as H.
  pose proof (Rabs_triang_inv (fl (x + y)) (x + y)). lra.
Qed.

(* gamma_n and Bernoulli, for 0 <= u and n u < 1. *)
Lemma bernoulli : forall (v : R) (n : nat), 0 <= v <= 1 -> 1 - INR n * v <= (1 - v) ^ n.
Proof.
  intros v n Hv. induction n as [|n IH].
  - simpl. lra.
  - rewrite S_INR. simpl. pose proof (pos_INR n).
    assert (0 <= (1 - v) ^ n) by (apply pow_le; lra). nra.
Qed.


(* Only the product form of gamma_n is used below, in closed form for n <= 4. *)
Lemma gamma4_le : forall v, 0 <= v <= / 2048 -> (1 + v) ^ 4 - 1 <= 4 * v * (1 + 2 * v).
Proof. intros v Hv. simpl. nra. Qed.

Lemma dot3_err : forall x0 y0 x1 y1 x2 y2,
  Rabs (fl (fl (fl (x0 * y0) + fl (x1 * y1)) + fl (x2 * y2)) - (x0 * y0 + x1 * y1 + x2 * y2))
  <= ((1 + u) ^ 3 - 1) * (Rabs (x0 * y0) + Rabs (x1 * y1) + Rabs (x2 * y2))
     + 3 / 2 * (1 + u) ^ 2 * eta.
Proof.
  intros.
  set (p0 := fl (x0 * y0)). set (p1 := fl (x1 * y1)). set (p2 := fl (x2 * y2)).
  assert (F0 : fmt p0) by (apply generic_format_round; auto with typeclass_instances).
  assert (F1 : fmt p1) by (apply generic_format_round; auto with typeclass_instances).
  assert (F2 : fmt p2) by (apply generic_format_round; auto with typeclass_instances).
  set (q := fl (p0 + p1)).
  assert (Fq : fmt q) by (apply generic_format_round; auto with typeclass_instances).
  pose proof (fl_err (x0 * y0)) as E0. pose proof (fl_err (x1 * y1)) as E1.
  pose proof (fl_err (x2 * y2)) as E2.
  fold p0 in E0. fold p1 in E1. fold p2 in E2.
  pose proof (fl_sum_err p0 p1 F0 F1) as Eq. pose proof (fl_sum_err q p2 Fq F2) as Es.
  fold q in Eq.
  pose proof (Rabs_triang p0 p1) as T01. pose proof (Rabs_triang q p2) as Tq.
  pose proof (Rabs_triang_inv p0 (x0 * y0)). pose proof (Rabs_triang_inv p1 (x1 * y1)).
  pose proof (Rabs_triang_inv p2 (x2 * y2)). pose proof (Rabs_triang_inv q (p0 + p1)).
  pose proof u_pos. pose proof eta_pos.
  set (s := fl (q + p2)) in *.
  set (a0 := Rabs (x0 * y0)) in *. set (a1 := Rabs (x1 * y1)) in *. set (a2 := Rabs (x2 * y2)) in *.
  assert (Hsum : Rabs (s - (x0 * y0 + x1 * y1 + x2 * y2))
    <= Rabs (s - (q + p2)) + Rabs (q - (p0 + p1)) + Rabs (p0 - x0 * y0) + Rabs (p1 - x1 * y1)
       + Rabs (p2 - x2 * y2)).
  { replace (s - (x0 * y0 + x1 * y1 + x2 * y2)) with
      ((s - (q + p2)) + (q - (p0 + p1)) + (p0 - x0 * y0) + (p1 - x1 * y1) + (p2 - x2 * y2)) by ring.
    repeat (eapply Rle_trans; [apply Rabs_triang|]; apply Rplus_le_compat_r). lra. }
  (* |p_k| <= (1+u) a_k + eta/2; |q| <= (1+u)(|p0| + |p1|) *)
  assert (Hp : Rabs p0 + Rabs p1 + Rabs p2 <= (1 + u) * (a0 + a1 + a2) + 3 / 2 * eta) by lra.
  assert (Hq : Rabs q <= (1 + u) * (Rabs p0 + Rabs p1)).
  { apply Rle_trans with (Rabs (p0 + p1) + u * Rabs (p0 + p1)); [lra|].
    pose proof (Rabs_pos (p0 + p1)). nra. }
  assert (Hr : Rabs (s - (q + p2)) + Rabs (q - (p0 + p1))
               <= (2 * u + u * u) * (Rabs p0 + Rabs p1 + Rabs p2)).
  { pose proof (Rabs_pos p0). pose proof (Rabs_pos p1). pose proof (Rabs_pos p2).
    apply Rle_trans with (u * (Rabs q + Rabs p2) + u * (Rabs p0 + Rabs p1)).
    - apply Rplus_le_compat; [|nra].
      apply Rle_trans with (u * Rabs (q + p2)); [exact Es|]. nra.
    - nra. }
  assert (Ha : 0 <= a0 + a1 + a2) by (unfold a0, a1, a2; pose proof (Rabs_pos (x0 * y0));
    pose proof (Rabs_pos (x1 * y1)); pose proof (Rabs_pos (x2 * y2)); lra).
  assert (Hm : (2 * u + u * u) * (Rabs p0 + Rabs p1 + Rabs p2)
               <= (2 * u + u * u) * ((1 + u) * (a0 + a1 + a2) + 3 / 2 * eta)).
  { apply Rmult_le_compat_l; [nra|exact Hp]. }
  simpl. nra.
Qed.

End Rel.
