(* segment_sphere::conservative: never a false negative, NaN rule, rejection clause; every
   binary format.

   Models lib/include/spherebox/segment_sphere/conservative.hpp, conservative::test(s, b):
     separated = false; nan = (r != r)
     for i in 0 .. N-1:
       lo = a_i < b_i ? a_i : b_i;   hi = a_i < b_i ? b_i : a_i;   c = center_i
       separated |= c < fl(lo - r);  separated |= c > fl(hi + r)
       nan |= c != c; nan |= a_i != a_i; nan |= b_i != b_i
     return nan || !separated
   fl: IEEE round-to-nearest-even (Flocq Bminus/Bplus mode_NE, overflow to infinity); < and >:
   Bltb; x != x: negb (Beqb x x). |= on bools has the value of ||. Loop: Lib/Axes.v.
   The selection is exact (lo, hi are inputs; with a_i = -0, b_i = +0 the choice does not
   matter: both are 0). No product, no FMA.
   Domain: every (prec, emax) (binary32 and binary64 instantiated), every finite input, r >= 0
   for soundness, any magnitude.

   segment_sound    answer false => every point a + t (b - a), 0 <= t <= 1, is at squared
                    distance > r^2 from the centre (segment and closed ball disjoint).
   segment_nan      r, or some center_i, a_i, b_i is a NaN => answer true.
   segment_rejects  all finite and on some axis, with lo = min(a_i, b_i), hi = max(a_i, b_i)
                    (exact), c_i < (lo - r) - u|lo - r| or (hi + r) + u|hi + r| < c_i => false
                    (clear_of and axis_rejects: Lib/Rounding.v). *)
From Spherebox Require Import Lib.Format Lib.Rounding Lib.Lift Lib.Axes.
Open Scope R_scope.

Section Variant.
Context (prec emax : Z) {Fmt : Format prec emax}.
Notation float := (binary_float prec emax).

Definition sel_lo (a b : float) : float := if Bltb a b then a else b.
Definition sel_hi (a b : float) : float := if Bltb a b then b else a.

(* One axis: Lib/Rounding.v's axis_rejects with lo, hi the selected min and max. *)
Definition segment_test (n : nat) (a b c : nat -> float) (r : float) : bool :=
  answer n (fun i => axis_rejects (c i) (sel_lo (a i) (b i)) (sel_hi (a i) (b i)) r)
    (fun i => isnan prec emax (c i) || isnan prec emax (a i) || isnan prec emax (b i))
    (isnan prec emax r).

Definition all_finite n (a b c : nat -> float) (r : float) :=
  (forall i, (i < n)%nat -> is_finite (a i) = true /\ is_finite (b i) = true /\ is_finite (c i) = true)
  /\ is_finite r = true.

Lemma sel_spec : forall a b : float, is_finite a = true -> is_finite b = true ->
  B2R (sel_lo a b) = Rmin (B2R a) (B2R b) /\ B2R (sel_hi a b) = Rmax (B2R a) (B2R b) /\
  is_finite (sel_lo a b) = true /\ is_finite (sel_hi a b) = true.
Proof.
  intros a b Fa Fb. unfold sel_lo, sel_hi. rewrite Bltb_correct by assumption.
  destruct (Rlt_bool_spec (B2R a) (B2R b)) as [H|H].
  - rewrite Rmin_left, Rmax_right by lra. auto.
  - rewrite Rmin_right, Rmax_left by lra. auto.
Qed.

Theorem segment_sound : forall n (a b c : nat -> float) (r : float),
  all_finite n a b c r -> 0 <= B2R r ->
  segment_test n a b c r = false ->
  forall t, 0 <= t <= 1 ->
  B2R r * B2R r < sumsq n (fun i => (B2R (a i) + t * (B2R (b i) - B2R (a i))) - B2R (c i)).
Proof.
  intros n a b c r [Fin Fr] Hr Htest t Ht.
  destruct (answer_false_sep _ _ _ _ Htest) as [i [Hi Hax]].
  destruct (Fin i Hi) as [Fa [Fb Fc]].
  destruct (sel_spec (a i) (b i) Fa Fb) as [Hlo [Hhi [Flo Fhi]]].
  set (p := fun j => B2R (a j) + t * (B2R (b j) - B2R (a j))).
  assert (Hp : Rmin (B2R (a i)) (B2R (b i)) <= p i <= Rmax (B2R (a i)) (B2R (b i))).
  { unfold p. destruct (Rle_or_lt (B2R (a i)) (B2R (b i))).
    - rewrite Rmin_left, Rmax_right by lra. nra.
    - rewrite Rmin_right, Rmax_left by lra. nra. }
  apply (axis_rejects_lift prec emax n p c _ _ r i Hi Fc Flo Fhi Fr Hr Hax). lra.
Qed.

Theorem segment_nan : forall n (a b c : nat -> float) (r : float),
  (is_nan r = true \/ exists i, (i < n)%nat /\
     (is_nan (c i) = true \/ is_nan (a i) = true \/ is_nan (b i) = true)) ->
  segment_test n a b c r = true.
Proof. intros n a b c r H. apply answer_nan3. exact H. Qed.

Theorem segment_rejects : forall n (a b c : nat -> float) (r : float) i,
  all_finite n a b c r -> (i < n)%nat ->
  clear_of prec (B2R (c i)) (Rmin (B2R (a i)) (B2R (b i))) (Rmax (B2R (a i)) (B2R (b i))) (B2R r) ->
  segment_test n a b c r = false.
Proof.
  intros n a b c r i [Fin Fr] Hi H.
  apply (answer_sep_false _ _ _ _ i); [apply isnan_finite; exact Fr | | exact Hi |].
  - intros j Hj. destruct (Fin j Hj) as [F1 [F2 F3]].
    rewrite !isnan_finite by assumption. reflexivity.
  - destruct (Fin i Hi) as [Fa [Fb Fc]].
    destruct (sel_spec (a i) (b i) Fa Fb) as [Hlo [Hhi [Flo Fhi]]].
    apply (axis_rejects_complete prec emax _ _ _ _ _ _ Fc Flo Fhi Fr). rewrite Hlo, Hhi. exact H.
Qed.
End Variant.

(* The theorems for the two formats the library is instantiated with (Lib/Format.v). *)
Definition segment_binary32 := (segment_sound 24 128, segment_rejects 24 128).
Definition segment_binary64 := (segment_sound 53 1024, segment_rejects 53 1024).
