(* Shared lemma: the N-dimensional lift of a one-axis separation. If on one axis i the gap
   between a point p and the centre c exceeds r >= 0, then p lies outside the closed ball:
   r^2 < sum_{j<n} (p_j - c_j)^2. Axis-aligned conservative tests reject on one axis; this turns
   that one-axis fact (Lib/Rounding.v) into disjointness of the whole box from the closed ball.

   Lemma names (stable):
     sumsq n f          = sum_{j<n} (f j)^2, folded from axis 0 upwards
     sumsq_nonneg       : 0 <= sumsq n f
     sumsq_ge_term      : i < n -> (f i)^2 <= sumsq n f
     lift               : i < n -> 0 <= r -> r < |p i - c i| -> r*r < sumsq n (p - c)
     lift_below         : i < n -> 0 <= r -> c i < lo - r -> lo <= p i -> r*r < sumsq n (p - c)
     lift_above         : i < n -> 0 <= r -> hi + r < c i -> p i <= hi -> r*r < sumsq n (p - c)
     axis_rejects_lift  : the same from Lib/Rounding.v's axis_rejects c_i lo hi r = true (floats,
                          all finite, any format of Lib/Format.v) and lo <= p i <= hi *)
From Coq Require Import ZArith Reals Lra Lia.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
From Spherebox Require Import Lib.Format Lib.Rounding.
Open Scope R_scope.

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

Lemma lift : forall n (p c : nat -> R) r i, (i < n)%nat -> 0 <= r ->
  r < Rabs (p i - c i) -> r * r < sumsq n (fun j => p j - c j).
Proof.
  intros n p c r i Hi Hr Hgap.
  pose proof (sumsq_ge_term n (fun j => p j - c j) i Hi) as H. simpl in H.
  set (x := p i - c i) in *.
  assert (Hsq : Rabs x * Rabs x = x * x).
  { rewrite <- Rabs_mult. apply Rabs_pos_eq. exact (Rle_0_sqr x). }
  assert (Hlt : r * r < Rabs x * Rabs x) by (apply Rmult_le_0_lt_compat; lra).
  lra.
Qed.

Lemma lift_below : forall n (p c : nat -> R) r lo i, (i < n)%nat -> 0 <= r ->
  c i < lo - r -> lo <= p i -> r * r < sumsq n (fun j => p j - c j).
Proof.
  intros n p c r lo i Hi Hr H1 H2. apply (lift n p c r i Hi Hr).
  rewrite Rabs_pos_eq; lra.
Qed.

Lemma lift_above : forall n (p c : nat -> R) r hi i, (i < n)%nat -> 0 <= r ->
  hi + r < c i -> p i <= hi -> r * r < sumsq n (fun j => p j - c j).
Proof.
  intros n p c r hi i Hi Hr H1 H2. apply (lift n p c r i Hi Hr).
  rewrite Rabs_left1; lra.
Qed.

(* One rejecting axis of an axis-aligned conservative test: every p with lo <= p_i <= hi on that
   axis is outside the closed ball of radius r >= 0 around c. *)
Lemma axis_rejects_lift : forall prec emax {Fmt : Format prec emax} n (p : nat -> R)
  (c : nat -> binary_float prec emax) (lo hi r : binary_float prec emax) i, (i < n)%nat ->
  is_finite (c i) = true -> is_finite lo = true -> is_finite hi = true -> is_finite r = true ->
  0 <= B2R r -> axis_rejects (c i) lo hi r = true -> B2R lo <= p i <= B2R hi ->
  B2R r * B2R r < sumsq n (fun j => p j - B2R (c j)).
Proof.
  intros prec emax Fmt n p c lo hi r i Hi Fc Flo Fhi Fr Hr Hax Hp.
  destruct (axis_rejects_sound prec emax _ _ _ _ _ _ Fc Flo Fhi Fr Hax) as [H|H].
  - apply (lift_below n p (fun j => B2R (c j)) (B2R r) (B2R lo) i Hi Hr); lra.
  - apply (lift_above n p (fun j => B2R (c j)) (B2R r) (B2R hi) i Hi Hr); lra.
Qed.
