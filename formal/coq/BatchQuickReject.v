(* The quick rejection e_i > r of sphere_aabb::branchless and of every batch kernel is sound:
   when it fires, the closed ball and the closed box are disjoint. Every binary format.

   Models, per axis i (T float or double):
     lib/include/spherebox/sphere_aabb/branchless.hpp, branchless::test:
       lo = fl(min_i - c_i); hi = fl(c_i - max_i)
       e  = fl((lo > 0 ? lo : 0) + (hi > 0 ? hi : 0))      (0 is +0)
       far = far || e > r                                   -> answer false when far
     lib/include/spherebox/sphere_aabb/batch_lanes.ipp, gaps(): the same lo, hi, e (sub, max0, add, in this
       order), ok = ok && (e <= r) (ordered <=); a lane with ok false answers "no" (block() and
       exact_block() both and ok into the answer). Every kernel (sse2, avx2, avx512) runs this
       loop (docs/contracts.md "Batch kernels").
   fl: IEEE round-to-nearest-even (Bminus/Bplus mode_NE, overflow to infinity); x > 0: Bltb +0 x;
   e > r: Bltb r e; e <= r: Bleb e r. These three operations have no product, so no FMA
   contraction can touch e (the squares e*e and the sum d2 are not used here).
   Domain: every (prec, emax) (binary32, binary64 instantiated), finite c, min, max, r with
   r >= 0; any magnitude (overflow of min - c or c - max to +inf included). min <= max is not
   assumed: the statement quantifies over the box points, and a point forces min <= max.

   far_sound   Bltb r e = true => every box point p has r^2 < sum_j (p_j - c_j)^2.
   ok_sound    Bleb e r = false => the same (the batch lanes' form; e is never a NaN here).
   Only this one-axis rejection is modelled: the final d2 <= r*r test of branchless and of the
   batch kernels is not (it is a bounded, not a conservative, comparison). *)
From Spherebox Require Import Lib.Format Lib.Rounding Lib.Lift.
Open Scope R_scope.

Section Variant.
Context (prec emax : Z) {Fmt : Format prec emax}.
Notation float := (binary_float prec emax).
Definition zero : float := B754_zero false.

Definition max0 (x : float) : float := if Bltb zero x then x else zero.
Definition gap (c lo hi : float) : float :=
  Bplus mode_NE (max0 (Bminus mode_NE lo c)) (max0 (Bminus mode_NE c hi)).

Lemma zero_finite : is_finite zero = true. Proof. reflexivity. Qed.

(* 0 < x for a finite or infinite x. *)
Lemma pos_cases : forall x : float, Bltb zero x = true ->
  (is_finite x = true /\ 0 < B2R x) \/ x = B754_infinity false.
Proof.
  intros [s|s| |s m e B] H; try discriminate.
  - destruct s; [discriminate | right; reflexivity].
  - left. split; [reflexivity|]. rewrite Bltb_correct in H by reflexivity.
    apply Rlt_bool_true_lt in H. exact H.
Qed.

(* r < fl(x + 0) or r < fl(0 + x) gives r < x when x > 0 (finite or +inf). *)
Lemma lt_plus_zero : forall r x : float, is_finite r = true -> Bltb zero x = true ->
  Bltb r (Bplus mode_NE x zero) = true \/ Bltb r (Bplus mode_NE zero x) = true -> Bltb r x = true.
Proof.
  intros r x Fr Hx H. destruct (pos_cases x Hx) as [[Fx _]| ->]; [|apply finite_lt_pinf; assumption].
  rewrite Bltb_correct by assumption. apply Rlt_bool_true.
  destruct H as [H|H]; [pose proof (lt_plus_sound prec emax _ _ r x zero Fr Fx zero_finite H) as L
                       |pose proof (lt_plus_sound prec emax _ _ r zero x Fr zero_finite Fx H) as L];
    simpl (B2R zero) in L; lra.
Qed.

(* One axis: e > r puts every point of [lo, hi] at distance > r from c. *)
Theorem far_axis : forall c lo hi r : float,
  is_finite c = true -> is_finite lo = true -> is_finite hi = true -> is_finite r = true ->
  0 <= B2R r -> Bltb r (gap c lo hi) = true ->
  forall p, B2R lo <= p <= B2R hi -> B2R r < Rabs (p - B2R c).
Proof.
  intros c lo hi r Fc Flo Fhi Fr Hr H p Hp. unfold gap, max0 in H.
  destruct (Bltb zero (Bminus mode_NE lo c)) eqn:A; destruct (Bltb zero (Bminus mode_NE c hi)) eqn:B.
  - (* both positive: lo > c > hi, impossible with a box point *)
    exfalso.
    pose proof (lt_minus_sound prec emax _ _ zero lo c zero_finite Flo Fc A).
    pose proof (lt_minus_sound prec emax _ _ zero c hi zero_finite Fc Fhi B).
    simpl (B2R zero) in *. lra.
  - pose proof (lt_plus_zero r _ Fr A (or_introl H)) as H1.
    pose proof (lt_minus_sound prec emax _ _ r lo c Fr Flo Fc H1).
    rewrite Rabs_pos_eq; lra.
  - pose proof (lt_plus_zero r _ Fr B (or_intror H)) as H1.
    pose proof (lt_minus_sound prec emax _ _ r c hi Fr Fc Fhi H1).
    rewrite Rabs_left1; lra.
  - (* e = fl(+0 + +0) = +0 and r >= 0: e > r is false *)
    exfalso. change (Bplus mode_NE zero zero) with zero in H.
    rewrite Bltb_correct in H by (assumption || reflexivity). apply Rlt_bool_true_lt in H.
    simpl (B2R zero) in H. lra.
Qed.

Theorem far_sound : forall n (c lo hi : nat -> float) (r : float) i, (i < n)%nat ->
  is_finite (c i) = true -> is_finite (lo i) = true -> is_finite (hi i) = true ->
  is_finite r = true -> 0 <= B2R r ->
  Bltb r (gap (c i) (lo i) (hi i)) = true ->
  forall p : nat -> R, (forall j, (j < n)%nat -> B2R (lo j) <= p j <= B2R (hi j)) ->
  B2R r * B2R r < sumsq n (fun j => p j - B2R (c j)).
Proof.
  intros n c lo hi r i Hi Fc Flo Fhi Fr Hr H p Hbox.
  apply (lift n p (fun j => B2R (c j)) (B2R r) i Hi Hr).
  apply (far_axis (c i) (lo i) (hi i) r); auto.
Qed.

(* The batch form: ok lane = (e <= r). On these inputs each max0 term is +0, a finite
   positive value or +inf, so e is never a NaN, and then !(e <= r) is e > r. *)
Definition nonneg_or_pinf (x : float) : Prop :=
  x = zero \/ (is_finite x = true /\ 0 < B2R x) \/ x = B754_infinity false.

Lemma max0_nonneg : forall x, nonneg_or_pinf (max0 x).
Proof.
  intros x. unfold max0, nonneg_or_pinf. destruct (Bltb zero x) eqn:H; [|left; reflexivity].
  right. exact (pos_cases x H).
Qed.

Lemma plus_finite_not_nan : forall x y : float, is_finite x = true -> is_finite y = true ->
  is_nan (Bplus mode_NE x y) = false.
Proof.
  intros x y Fx Fy. pose proof (Bplus_correct prec emax _ _ mode_NE x y Fx Fy) as C.
  destruct Rlt_bool.
  - destruct C as [_ [F _]]. destruct (Bplus mode_NE x y); easy.
  - destruct C as [E _]. destruct (Bplus mode_NE x y); try easy; discriminate E.
Qed.

Lemma gap_not_nan : forall c lo hi : float, is_nan (gap c lo hi) = false.
Proof.
  intros c lo hi. unfold gap.
  pose proof (max0_nonneg (Bminus mode_NE lo c)) as Hx.
  pose proof (max0_nonneg (Bminus mode_NE c hi)) as Hy.
  generalize dependent (max0 (Bminus mode_NE lo c)).
  generalize dependent (max0 (Bminus mode_NE c hi)).
  intros y Hy x Hx.
  destruct Hx as [->|[[Fx Px]| ->]]; destruct Hy as [->|[[Fy Py]| ->]];
    try reflexivity; try (apply plus_finite_not_nan; reflexivity || assumption).
  - destruct x as [s|s| |s m e B]; try discriminate Fx; reflexivity.
  - destruct y as [s|s| |s m e B]; try discriminate Fy; reflexivity.
Qed.

Lemma not_le_lt : forall e r : float, is_nan e = false -> is_finite r = true ->
  Bleb e r = false -> Bltb r e = true.
Proof.
  intros e r Ne Fr H.
  destruct e as [s|s| |s m ex B]; try discriminate Ne.
  - rewrite Bleb_correct in H by (reflexivity || assumption). rewrite Bltb_correct by (reflexivity || assumption).
    apply Rlt_bool_true. revert H. case Rle_bool_spec; [discriminate | auto].
  - destruct r as [t|t| |t m' ex' B']; try discriminate Fr; destruct s; try reflexivity;
      destruct t; try reflexivity; discriminate H.
  - rewrite Bleb_correct in H by (reflexivity || assumption). rewrite Bltb_correct by (reflexivity || assumption).
    apply Rlt_bool_true. revert H. case Rle_bool_spec; [discriminate | auto].
Qed.

Theorem ok_sound : forall n (c lo hi : nat -> float) (r : float) i, (i < n)%nat ->
  is_finite (c i) = true -> is_finite (lo i) = true -> is_finite (hi i) = true ->
  is_finite r = true -> 0 <= B2R r ->
  Bleb (gap (c i) (lo i) (hi i)) r = false ->
  forall p : nat -> R, (forall j, (j < n)%nat -> B2R (lo j) <= p j <= B2R (hi j)) ->
  B2R r * B2R r < sumsq n (fun j => p j - B2R (c j)).
Proof.
  intros n c lo hi r i Hi Fc Flo Fhi Fr Hr H.
  apply (far_sound n c lo hi r i Hi Fc Flo Fhi Fr Hr).
  apply not_le_lt; [apply gap_not_nan | exact Fr | exact H].
Qed.
End Variant.

(* The theorems for the two formats the library is instantiated with (Lib/Format.v). *)
Definition batch_binary32 := (far_sound 24 128, ok_sound 24 128).
Definition batch_binary64 := (far_sound 53 1024, ok_sound 53 1024).
