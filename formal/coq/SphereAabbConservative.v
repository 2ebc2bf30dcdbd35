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
                         (exact reals, u = 2^-prec: clear_of) => answer false. No other hypothesis: overflow
                         and subnormal differences are covered (Lib/Rounding.v, axis_rejects_complete).
   One-axis steps: Lib/Rounding.v (axis_rejects); lift to N dimensions: Lib/Lift.v; the
   formats: Lib/Format.v. *)
From Spherebox Require Import Lib.Format Lib.Rounding Lib.Lift Lib.Axes.
Open Scope R_scope.

Section Variant.
Context (prec emax : Z) {Fmt : Format prec emax}.
Notation float := (binary_float prec emax).

(* One axis: c < fl(min - r) || c > fl(max + r) (Lib/Rounding.v's axis_rejects). *)
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
  destruct (Fin i Hi) as [Fc [Flo Fhi]].
  exact (axis_rejects_lift prec emax n p c (lo i) (hi i) r i Hi Fc Flo Fhi Fr Hr Hax (Hbox i Hi)).
Qed.

Theorem conservative_nan : forall n (c lo hi : nat -> float) (r : float),
  (is_nan r = true \/ exists i, (i < n)%nat /\
     (is_nan (c i) = true \/ is_nan (lo i) = true \/ is_nan (hi i) = true)) ->
  conservative_test n c lo hi r = true.
Proof. intros n c lo hi r H. apply answer_nan3. exact H. Qed.

Theorem conservative_rejects : forall n (c lo hi : nat -> float) (r : float) i,
  all_finite n c lo hi r -> (i < n)%nat ->
  clear_of prec (B2R (c i)) (B2R (lo i)) (B2R (hi i)) (B2R r) ->
  conservative_test n c lo hi r = false.
Proof.
  intros n c lo hi r i [Fin Fr] Hi H.
  apply (answer_sep_false _ _ _ _ i); [apply isnan_finite; exact Fr | apply nan3_finite, Fin | exact Hi |].
  destruct (Fin i Hi) as [Fc [Flo Fhi]].
  exact (axis_rejects_complete prec emax _ _ _ _ _ _ Fc Flo Fhi Fr H).
Qed.
End Variant.

(* The theorems for the two formats the library is instantiated with (Lib/Format.v). *)
Definition conservative_binary32 := (conservative_sound 24 128, conservative_rejects 24 128, conservative_nan 24 128).
Definition conservative_binary64 := (conservative_sound 53 1024, conservative_rejects 53 1024, conservative_nan 53 1024).
