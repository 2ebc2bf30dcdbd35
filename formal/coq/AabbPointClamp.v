(* aabb_point::clamp: the clamped point is exactly the point of the closed box nearest to p;
   every binary format. NaN in p_i: q_i is that NaN.

   Models lib/include/spherebox/aabb_point/clamp.hpp, clamp::point(b, p), per axis i:
     q_i = p_i < min_i ? min_i : (p_i > max_i ? max_i : p_i)
   < and > are IEEE comparisons (Bltb; false with a NaN). Each q_i is one of the inputs, so
   nothing rounds (the proof is about the values B2R q_i; with p_i = -0 and min_i = +0 the C++
   returns p_i = -0, whose value is 0 = min_i).
   Domain: every (prec, emax) (binary32, binary64 instantiated), finite p, min, max with
   min_i <= max_i on every axis; any magnitude.

   clamp_value    B2R q_i = max(min_i, min(p_i, max_i))  (real numbers)
   clamp_in_box   min_i <= q_i <= max_i
   clamp_nearest  for every real point y of the box: sum (p - q)^2 <= sum (p - y)^2 (and per
                  axis (p_i - q_i)^2 <= (p_i - y_i)^2, clamp_axis)
   clamp_nan      p_i a NaN => q_i = p_i. *)
From Coq Require Import ZArith Reals Lra Lia Bool.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
From Spherebox Require Import Lib.Lift.
Open Scope R_scope.

Lemma sumsq_le : forall n f g, (forall i, (i < n)%nat -> f i * f i <= g i * g i) ->
  sumsq n f <= sumsq n g.
Proof.
  induction n; simpl; intros f g H; [lra|].
  assert (sumsq n f <= sumsq n g) by (apply IHn; intros i Hi; apply H; lia).
  specialize (H n (Nat.lt_succ_diag_r n)). lra.
Qed.

Section Variant.
Variable prec emax : Z.
Notation float := (binary_float prec emax).

Definition clamp1 (lo hi p : float) : float :=
  if Bltb p lo then lo else if Bltb hi p then hi else p.

Lemma Rlt_bool_iff : forall x y, Rlt_bool x y = true <-> x < y.
Proof. intros x y. case Rlt_bool_spec; intros H; split; auto; try discriminate. lra. Qed.

Theorem clamp_value : forall lo hi p : float,
  is_finite lo = true -> is_finite hi = true -> is_finite p = true -> B2R lo <= B2R hi ->
  B2R (clamp1 lo hi p) = Rmax (B2R lo) (Rmin (B2R p) (B2R hi)).
Proof.
  intros lo hi p Flo Fhi Fp D. unfold clamp1.
  rewrite !Bltb_correct by assumption.
  destruct (Rlt_bool_spec (B2R p) (B2R lo)) as [H1|H1].
  - rewrite Rmin_left by lra. rewrite Rmax_left by lra. reflexivity.
  - destruct (Rlt_bool_spec (B2R hi) (B2R p)) as [H2|H2].
    + rewrite Rmin_right by lra. rewrite Rmax_right by lra. reflexivity.
    + rewrite Rmin_left by lra. rewrite Rmax_right by lra. reflexivity.
Qed.

Theorem clamp_in_box : forall lo hi p : float,
  is_finite lo = true -> is_finite hi = true -> is_finite p = true -> B2R lo <= B2R hi ->
  B2R lo <= B2R (clamp1 lo hi p) <= B2R hi.
Proof.
  intros lo hi p Flo Fhi Fp D. rewrite clamp_value by assumption.
  unfold Rmax, Rmin. repeat destruct Rle_dec; lra.
Qed.

Lemma clamp_axis : forall lo hi p : float,
  is_finite lo = true -> is_finite hi = true -> is_finite p = true -> B2R lo <= B2R hi ->
  forall y, B2R lo <= y <= B2R hi ->
  (B2R p - B2R (clamp1 lo hi p)) * (B2R p - B2R (clamp1 lo hi p)) <= (B2R p - y) * (B2R p - y).
Proof.
  intros lo hi p Flo Fhi Fp D y Hy. rewrite clamp_value by assumption.
  set (L := B2R lo) in *. set (H := B2R hi) in *. set (P := B2R p) in *.
  destruct (Rle_lt_dec L P) as [A|A]; destruct (Rle_lt_dec P H) as [B|B].
  - rewrite Rmin_left, Rmax_right by lra. rewrite Rminus_diag_eq, Rmult_0_l by reflexivity.
    apply Rle_0_sqr.
  - rewrite Rmin_right, Rmax_right by lra.
    assert (P - y >= P - H) by lra. assert (P - H > 0) by lra. nra.
  - rewrite Rmin_left, Rmax_left by lra.
    assert (y - P >= L - P) by lra. assert (L - P > 0) by lra. nra.
  - lra.
Qed.

Theorem clamp_nearest : forall n (lo hi p : nat -> float),
  (forall i, (i < n)%nat -> is_finite (lo i) = true /\ is_finite (hi i) = true /\
     is_finite (p i) = true /\ B2R (lo i) <= B2R (hi i)) ->
  forall y : nat -> R, (forall i, (i < n)%nat -> B2R (lo i) <= y i <= B2R (hi i)) ->
  sumsq n (fun i => B2R (p i) - B2R (clamp1 (lo i) (hi i) (p i)))
    <= sumsq n (fun i => B2R (p i) - y i).
Proof.
  intros n lo hi p F y Hy. apply sumsq_le. intros i Hi.
  destruct (F i Hi) as [F1 [F2 [F3 D]]].
  exact (clamp_axis (lo i) (hi i) (p i) F1 F2 F3 D (y i) (Hy i Hi)).
Qed.

Theorem clamp_nan : forall lo hi p : float, is_nan p = true -> clamp1 lo hi p = p.
Proof.
  intros lo hi [s|s| |s m e B] H; try discriminate. unfold clamp1.
  replace (Bltb B754_nan lo) with false by (destruct lo; reflexivity).
  replace (Bltb hi B754_nan) with false by (destruct hi as [t|t| |t]; try destruct t; reflexivity).
  reflexivity.
Qed.
End Variant.

Definition clamp_nearest_binary32 := clamp_nearest 24 128.
Definition clamp_nearest_binary64 := clamp_nearest 53 1024.
