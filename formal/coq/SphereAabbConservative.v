(* sphere_aabb::conservative: never a false negative; NaN anywhere answers true; and the
   rejection clause (what it promises to reject). Every binary format at once.

   Models lib/include/spherebox/sphere_aabb/conservative.hpp, conservative::test(s, b), T float
   or double, any N:
     separated = false; nan = (r != r)
     for i in 0 .. N-1:
       separated = separated || c_i < fl(min_i - r) || c_i > fl(max_i + r)
       nan = nan || c_i != c_i || min_i != min_i || max_i != max_i
     return nan || !separated
   fl is the IEEE operation in T with round-to-nearest-even (Flocq Bminus / Bplus, mode_NE;
   overflow gives an infinity, -0/+0 per IEEE); < and > are IEEE comparisons (Bltb: false when
   an operand is NaN); x != x is negb (Beqb x x). The loop is Lib/Axes.v's axes/answer (same
   order of axes; || has no side effects, so the grouping of the ors does not change the value).
   No multiplication, so nothing can contract into an FMA. Assumes T arithmetic is done in T
   (FLT_EVAL_METHOD 0, as on x86-64 SSE / AArch64), no -ffast-math.

   Domain and formats: every (prec, emax) of Flocq's IEEE model (binary32 = (24, 128), binary64 =
   (53, 1024) instantiated at the end); every finite input, any magnitude, subnormals included;
   r >= 0 for soundness (min <= max is not needed: the statement quantifies over the box points).

   conservative_sound    answer false => every box point p has r^2 < sum_i (p_i - c_i)^2
                         (the closed ball and the closed box are disjoint).
   conservative_nan      r, or some c_i, min_i, max_i is a NaN => answer true.
   conservative_rejects  (contract (b)) all inputs finite and on some axis i
                           c_i < (min_i - r) - u|min_i - r|   or   (max_i + r) + u|max_i + r| < c_i
                         (exact reals, u = 2^-prec) => answer false. No other hypothesis: overflow
                         and subnormal differences are covered (Lib/Rounding.v, section Complete).
   One-axis steps: Lib/Rounding.v; lift to N dimensions: Lib/Lift.v. *)
From Coq Require Import ZArith Reals Lra Lia Bool.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
From Spherebox Require Import Lib.Rounding Lib.Lift Lib.Axes.
Open Scope R_scope.

Section Variant.
Variable prec emax : Z.
Context (prec_gt_0_ : Prec_gt_0 prec).
Context (prec_lt_emax_ : Prec_lt_emax prec emax).
Notation float := (binary_float prec emax).
Notation u := (bpow radix2 (- prec)).

(* One axis: c < fl(min - r) || c > fl(max + r). *)
Definition axis_rejects (c lo hi r : float) : bool :=
  Bltb c (Bminus mode_NE lo r) || Bltb (Bplus mode_NE hi r) c.

Definition conservative_test (n : nat) (c lo hi : nat -> float) (r : float) : bool :=
  answer n (fun i => axis_rejects (c i) (lo i) (hi i) r)
           (fun i => isnan prec emax (c i) || isnan prec emax (lo i) || isnan prec emax (hi i))
           (isnan prec emax r).

Definition all_finite n (c lo hi : nat -> float) (r : float) :=
  (forall i, (i < n)%nat -> is_finite (c i) = true /\ is_finite (lo i) = true /\ is_finite (hi i) = true)
  /\ is_finite r = true.

Theorem conservative_sound : forall n (c lo hi : nat -> float) (r : float),
  all_finite n c lo hi r -> 0 <= B2R r ->
  conservative_test n c lo hi r = false ->
  forall p : nat -> R, (forall i, (i < n)%nat -> B2R (lo i) <= p i <= B2R (hi i)) ->
  B2R r * B2R r < sumsq n (fun i => p i - B2R (c i)).
Proof.
  intros n c lo hi r [Fin Fr] Hr Htest p Hbox.
  destruct (answer_false_sep _ _ _ _ Htest) as [i [Hi Hax]].
  destruct (Fin i Hi) as [Fc [Flo Fhi]]. specialize (Hbox i Hi).
  unfold axis_rejects in Hax. apply orb_true_iff in Hax as [H|H].
  - pose proof (reject_below_sound prec emax _ _ (c i) (lo i) r Fc Flo Fr H).
    apply (lift_below n p (fun j => B2R (c j)) (B2R r) (B2R (lo i)) i Hi Hr); lra.
  - pose proof (reject_above_sound prec emax _ _ (c i) (hi i) r Fc Fhi Fr H).
    apply (lift_above n p (fun j => B2R (c j)) (B2R r) (B2R (hi i)) i Hi Hr); lra.
Qed.

Theorem conservative_nan : forall n (c lo hi : nat -> float) (r : float),
  (is_nan r = true \/ exists i, (i < n)%nat /\
     (is_nan (c i) = true \/ is_nan (lo i) = true \/ is_nan (hi i) = true)) ->
  conservative_test n c lo hi r = true.
Proof.
  intros n c lo hi r H. apply answer_nan.
  destruct H as [H|[i [Hi H]]]; [left; apply isnan_nan; exact H|].
  right. exists i. split; [exact Hi|].
  destruct H as [H|[H|H]]; rewrite (isnan_nan _ _ _ H); rewrite ?orb_true_r; reflexivity.
Qed.

Theorem conservative_rejects : forall n (c lo hi : nat -> float) (r : float) i,
  all_finite n c lo hi r -> (i < n)%nat ->
  (B2R (c i) < (B2R (lo i) - B2R r) - u * Rabs (B2R (lo i) - B2R r) \/
   (B2R (hi i) + B2R r) + u * Rabs (B2R (hi i) + B2R r) < B2R (c i)) ->
  conservative_test n c lo hi r = false.
Proof.
  intros n c lo hi r i [Fin Fr] Hi H.
  apply (answer_sep_false _ _ _ _ i).
  - apply isnan_finite. exact Fr.
  - intros j Hj. destruct (Fin j Hj) as [F1 [F2 F3]].
    rewrite !isnan_finite by assumption. reflexivity.
  - exact Hi.
  - destruct (Fin i Hi) as [Fc [Flo Fhi]]. unfold axis_rejects.
    destruct H as [H|H].
    + rewrite (lt_minus_complete prec emax _ _ (c i) (lo i) r Fc Flo Fr H). reflexivity.
    + rewrite (plus_lt_complete prec emax _ _ (c i) (hi i) r Fc Fhi Fr H). apply orb_true_r.
Qed.
End Variant.

(* The same theorems for the two formats the library is instantiated with. *)
Definition conservative_sound_binary32 := conservative_sound 24 128 eq_refl eq_refl.
Definition conservative_sound_binary64 := conservative_sound 53 1024 eq_refl eq_refl.
Definition conservative_rejects_binary32 := conservative_rejects 24 128 eq_refl eq_refl.
Definition conservative_rejects_binary64 := conservative_rejects 53 1024 eq_refl eq_refl.
Definition conservative_nan_binary32 := conservative_nan 24 128 eq_refl eq_refl.
Definition conservative_nan_binary64 := conservative_nan 53 1024 eq_refl eq_refl.
