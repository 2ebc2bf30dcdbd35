(* sphere_aabb::conservative never gives a false negative, for every binary format.

   Models lib/include/spherebox/sphere_aabb/conservative.hpp, conservative::test(s, b):
     separated = false; nan = (r != r)
     for i in 0 .. N-1:
       separated = separated || c_i < fl(min_i - r) || c_i > fl(max_i + r)
       nan = nan || c_i != c_i || min_i != min_i || max_i != max_i
     return nan || !separated
   fl is the IEEE operation in round-to-nearest-even (Bminus, Bplus mode_NE, overflow to an
   infinity included); < and > are IEEE comparisons (Bltb). Inside the domain every input is
   finite, so nan is false and the answer is !separated. The loop's || only changes the order in
   which the axes are read, not the value, so the model folds the axes from N-1 down to 0.
   Nothing here can contract into an FMA (one operation per comparison).

   Domain: every finite input with r >= 0 and any magnitude (min <= max is not even needed: a
   rejection proves disjointness from the set of points between the bounds, empty or not).
   Formats: every (prec, emax) of Flocq's IEEE model; binary32 (24, 128) and binary64
   (53, 1024) are instantiated at the end.

   Theorem conservative_sound: if the model answers false ("no overlap"), every point p of the
   box satisfies r^2 < sum_i (p_i - c_i)^2, i.e. the closed ball and the closed box are disjoint.
   The one-axis steps are Lib/Reject.v; the lift to N dimensions is sumsq_ge_term. *)
From Coq Require Import ZArith Reals Lra Lia Bool.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
From Spherebox Require Import Lib.Reject.
Open Scope R_scope.

(* The squared distance sum_{i<n} (f i)^2 and the N-dimensional lift. *)
Fixpoint sumsq (n : nat) (f : nat -> R) : R :=
  match n with O => 0 | S k => sumsq k f + f k * f k end.

Lemma sumsq_nonneg : forall n f, 0 <= sumsq n f.
Proof. induction n; simpl; intros f; [lra|]. specialize (IHn f). nra. Qed.

Lemma sumsq_ge_term : forall n f i, (i < n)%nat -> f i * f i <= sumsq n f.
Proof.
  induction n; intros f i Hi; [lia|]. simpl.
  destruct (Nat.eq_dec i n) as [->|Hne].
  - pose proof (sumsq_nonneg n f). lra.
  - assert (i < n)%nat by lia. specialize (IHn f i H). nra.
Qed.

(* One axis separating by more than r puts every box point outside the closed ball. *)
Lemma lift : forall n (p c : nat -> R) r i, (i < n)%nat -> 0 <= r ->
  r < Rabs (p i - c i) -> r * r < sumsq n (fun j => p j - c j).
Proof.
  intros n p c r i Hi Hr Hgap.
  pose proof (sumsq_ge_term n (fun j => p j - c j) i Hi) as H. simpl in H.
  set (x := p i - c i) in *.
  assert (Hsq : Rabs x * Rabs x = x * x).
  { rewrite <- Rabs_mult. apply Rabs_pos_eq. exact (Rle_0_sqr x). }
  assert (Hlt : r * r < Rabs x * Rabs x).
  { apply Rmult_le_0_lt_compat; lra. }
  lra.
Qed.

Section Variant.
Variable prec emax : Z.
Context (prec_gt_0_ : Prec_gt_0 prec).
Context (prec_lt_emax_ : Prec_lt_emax prec emax).
Notation float := (binary_float prec emax).

(* One axis: c < fl(min - r) || c > fl(max + r). *)
Definition axis_rejects (c lo hi r : float) : bool :=
  Bltb c (Bminus mode_NE lo r) || Bltb (Bplus mode_NE hi r) c.

Fixpoint separated (n : nat) (c lo hi : nat -> float) (r : float) : bool :=
  match n with
  | O => false
  | S k => separated k c lo hi r || axis_rejects (c k) (lo k) (hi k) r
  end.

(* The answer on finite inputs (nan is false there). *)
Definition conservative_test (n : nat) (c lo hi : nat -> float) (r : float) : bool :=
  negb (separated n c lo hi r).

Lemma separated_axis : forall n c lo hi r, separated n c lo hi r = true ->
  exists i, (i < n)%nat /\ axis_rejects (c i) (lo i) (hi i) r = true.
Proof.
  induction n; simpl; intros c lo hi r H; [discriminate|].
  apply orb_true_iff in H as [H|H].
  - destruct (IHn c lo hi r H) as [i [Hi Hr]]. exists i. split; [lia|exact Hr].
  - exists n. split; [lia|exact H].
Qed.

Theorem conservative_sound : forall n (c lo hi : nat -> float) (r : float),
  (forall i, (i < n)%nat -> is_finite (c i) = true /\ is_finite (lo i) = true /\ is_finite (hi i) = true) ->
  is_finite r = true -> 0 <= B2R r ->
  conservative_test n c lo hi r = false ->
  forall p : nat -> R, (forall i, (i < n)%nat -> B2R (lo i) <= p i <= B2R (hi i)) ->
  B2R r * B2R r < sumsq n (fun i => p i - B2R (c i)).
Proof.
  intros n c lo hi r Fin Fr Hr Htest p Hbox.
  unfold conservative_test in Htest. apply negb_false_iff in Htest.
  destruct (separated_axis n c lo hi r Htest) as [i [Hi Hax]].
  destruct (Fin i Hi) as [Fc [Flo Fhi]]. specialize (Hbox i Hi).
  apply (lift n p (fun j => B2R (c j)) (B2R r) i Hi Hr).
  unfold axis_rejects in Hax. apply orb_true_iff in Hax as [H|H].
  - pose proof (reject_below_sound prec emax _ _ (c i) (lo i) r Fc Flo Fr H).
    rewrite Rabs_pos_eq; lra.
  - pose proof (reject_above_sound prec emax _ _ (c i) (hi i) r Fc Fhi Fr H).
    rewrite Rabs_left1; lra.
Qed.
End Variant.

(* The same theorem for the two formats the library is instantiated with. *)
Definition conservative_sound_binary32 := conservative_sound 24 128.
Definition conservative_sound_binary64 := conservative_sound 53 1024.
Definition conservative_sound_binary32_inst := conservative_sound_binary32 eq_refl eq_refl.
Definition conservative_sound_binary64_inst := conservative_sound_binary64 eq_refl eq_refl.
