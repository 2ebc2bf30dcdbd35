(* aabb_aabb::closed and aabb_aabb::open: comparison only, so the computed answer equals the
   real-number answer on every finite input; every binary format. NaN anywhere: false.

   Models lib/include/spherebox/aabb_aabb/closed.hpp, closed::test(a, b):
     all = true; for i in 0 .. N-1: all = all && a.min_i <= b.max_i && b.min_i <= a.max_i
     return all
   and lib/include/spherebox/aabb_aabb/open.hpp, open::test(a, b): the same with < for <=.
   <= is the IEEE comparison Bleb, < is Bltb (both false when an operand is NaN; -0 == +0).
   Nothing is computed, so nothing rounds; axes are visited 0 .. N-1 as in the C++.
   Domain: every (prec, emax) (binary32, binary64 instantiated), every finite input (closed:
   no other condition; open: the geometric reading needs min < max on every axis, as the
   header's contract says).

   closed_exact      finite inputs: answer = true <-> for all i, amin_i <= bmax_i /\ bmin_i <= amax_i
   closed_geometric  with min <= max: that condition <-> some real point lies in both closed boxes
   open_exact        finite inputs: answer = true <-> for all i, amin_i < bmax_i /\ bmin_i < amax_i
   open_geometric    with min < max: that condition <-> some point lies in both open boxes
   closed_nan, open_nan   a NaN in some coordinate of axis i => answer false. *)
From Coq Require Import ZArith Reals Lra Lia Bool.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
Open Scope R_scope.

Fixpoint all_axes (n : nat) (f : nat -> bool) : bool :=
  match n with O => true | S k => all_axes k f && f k end.

Lemma all_axes_spec : forall n f, all_axes n f = true <-> forall i, (i < n)%nat -> f i = true.
Proof.
  induction n; simpl; intros f; split.
  - intros _ i Hi. lia.
  - reflexivity.
  - intros H i Hi. apply andb_true_iff in H as [H1 H2].
    destruct (Nat.eq_dec i n) as [->|Hne]; [exact H2|]. apply (proj1 (IHn f) H1). lia.
  - intros H. apply andb_true_iff. split; [apply IHn; intros i Hi; apply H; lia | apply H; lia].
Qed.

Section Variant.
Variable prec emax : Z.
Notation float := (binary_float prec emax).

Definition closed_test n (amin amax bmin bmax : nat -> float) : bool :=
  all_axes n (fun i => Bleb (amin i) (bmax i) && Bleb (bmin i) (amax i)).
Definition open_test n (amin amax bmin bmax : nat -> float) : bool :=
  all_axes n (fun i => Bltb (amin i) (bmax i) && Bltb (bmin i) (amax i)).

Definition all_finite n (amin amax bmin bmax : nat -> float) := forall i, (i < n)%nat ->
  is_finite (amin i) = true /\ is_finite (amax i) = true /\
  is_finite (bmin i) = true /\ is_finite (bmax i) = true.

Lemma Rle_bool_iff : forall x y, Rle_bool x y = true <-> x <= y.
Proof. intros x y. case Rle_bool_spec; intros H; split; auto; try discriminate. lra. Qed.
Lemma Rlt_bool_iff : forall x y, Rlt_bool x y = true <-> x < y.
Proof. intros x y. case Rlt_bool_spec; intros H; split; auto; try discriminate. lra. Qed.

(* Both tests are all_axes of one comparison cmp (Bleb or Bltb) of amin_i with bmax_i and of
   bmin_i with amax_i: exact on finite floats where cmp is the real relation rel. *)
Definition overlap_test (cmp : float -> float -> bool) n (amin amax bmin bmax : nat -> float) : bool :=
  all_axes n (fun i => cmp (amin i) (bmax i) && cmp (bmin i) (amax i)).

Lemma overlap_exact : forall (cmp : float -> float -> bool) (rel : R -> R -> Prop),
  (forall x y, is_finite x = true -> is_finite y = true -> cmp x y = true <-> rel (B2R x) (B2R y)) ->
  forall n amin amax bmin bmax, all_finite n amin amax bmin bmax ->
  overlap_test cmp n amin amax bmin bmax = true <->
  forall i, (i < n)%nat -> rel (B2R (amin i)) (B2R (bmax i)) /\ rel (B2R (bmin i)) (B2R (amax i)).
Proof.
  intros cmp rel C n amin amax bmin bmax F. unfold overlap_test. rewrite all_axes_spec.
  split; intros H i Hi; destruct (F i Hi) as [F1 [F2 [F3 F4]]]; specialize (H i Hi).
  - apply andb_true_iff in H as [H1 H2]. rewrite C in H1, H2 by assumption. auto.
  - apply andb_true_iff. rewrite !C by assumption. exact H.
Qed.

Theorem closed_exact : forall n amin amax bmin bmax, all_finite n amin amax bmin bmax ->
  closed_test n amin amax bmin bmax = true <->
  forall i, (i < n)%nat -> B2R (amin i) <= B2R (bmax i) /\ B2R (bmin i) <= B2R (amax i).
Proof.
  apply (overlap_exact Bleb Rle). intros x y Fx Fy. rewrite Bleb_correct by assumption. apply Rle_bool_iff.
Qed.

Theorem open_exact : forall n amin amax bmin bmax, all_finite n amin amax bmin bmax ->
  open_test n amin amax bmin bmax = true <->
  forall i, (i < n)%nat -> B2R (amin i) < B2R (bmax i) /\ B2R (bmin i) < B2R (amax i).
Proof.
  apply (overlap_exact Bltb Rlt). intros x y Fx Fy. rewrite Bltb_correct by assumption. apply Rlt_bool_iff.
Qed.

Lemma nan_eq : forall x : float, is_nan x = true -> x = B754_nan.
Proof. intros [s|s| |s m e B] H; easy. Qed.
Lemma Bleb_nan_l : forall y : float, Bleb B754_nan y = false.
Proof. intros [s|s| |s m e B]; reflexivity. Qed.
Lemma Bleb_nan_r : forall x : float, Bleb x B754_nan = false.
Proof. intros [s|s| |s m e B]; try destruct s; reflexivity. Qed.
Lemma Bltb_nan_l : forall y : float, Bltb B754_nan y = false.
Proof. intros [s|s| |s m e B]; reflexivity. Qed.
Lemma Bltb_nan_r : forall x : float, Bltb x B754_nan = false.
Proof. intros [s|s| |s m e B]; try destruct s; reflexivity. Qed.

(* A comparison that is false whenever an operand is a NaN makes the test false. *)
Lemma overlap_nan : forall (cmp : float -> float -> bool),
  (forall y, cmp B754_nan y = false) -> (forall x, cmp x B754_nan = false) ->
  forall n amin amax bmin bmax i, (i < n)%nat ->
  (is_nan (amin i) = true \/ is_nan (amax i) = true \/ is_nan (bmin i) = true \/ is_nan (bmax i) = true) ->
  overlap_test cmp n amin amax bmin bmax = false.
Proof.
  intros cmp Nl Nr n amin amax bmin bmax i Hi H. unfold overlap_test.
  destruct (all_axes _ _) eqn:E; [|reflexivity]. exfalso.
  pose proof (proj1 (all_axes_spec _ _) E i Hi) as A. apply andb_true_iff in A as [A1 A2]. simpl in A1, A2.
  destruct H as [H|[H|[H|H]]]; apply nan_eq in H; rewrite H in *;
    [rewrite Nl in A1 | rewrite Nr in A2 | rewrite Nl in A2 | rewrite Nr in A1]; discriminate.
Qed.

Theorem closed_nan : forall n amin amax bmin bmax i, (i < n)%nat ->
  (is_nan (amin i) = true \/ is_nan (amax i) = true \/ is_nan (bmin i) = true \/ is_nan (bmax i) = true) ->
  closed_test n amin amax bmin bmax = false.
Proof. exact (overlap_nan Bleb Bleb_nan_l Bleb_nan_r). Qed.

Theorem open_nan : forall n amin amax bmin bmax i, (i < n)%nat ->
  (is_nan (amin i) = true \/ is_nan (amax i) = true \/ is_nan (bmin i) = true \/ is_nan (bmax i) = true) ->
  open_test n amin amax bmin bmax = false.
Proof. exact (overlap_nan Bltb Bltb_nan_l Bltb_nan_r). Qed.
End Variant.

(* The geometric reading (real numbers only). *)
Theorem closed_geometric : forall n (amin amax bmin bmax : nat -> R),
  (forall i, (i < n)%nat -> amin i <= amax i /\ bmin i <= bmax i) ->
  (forall i, (i < n)%nat -> amin i <= bmax i /\ bmin i <= amax i) <->
  exists p : nat -> R, forall i, (i < n)%nat ->
    amin i <= p i <= amax i /\ bmin i <= p i <= bmax i.
Proof.
  intros n amin amax bmin bmax D. split.
  - intros H. exists (fun i => Rmax (amin i) (bmin i)). intros i Hi.
    destruct (D i Hi), (H i Hi). unfold Rmax. destruct Rle_dec; lra.
  - intros [p H] i Hi. destruct (H i Hi). lra.
Qed.

Theorem open_geometric : forall n (amin amax bmin bmax : nat -> R),
  (forall i, (i < n)%nat -> amin i < amax i /\ bmin i < bmax i) ->
  (forall i, (i < n)%nat -> amin i < bmax i /\ bmin i < amax i) <->
  exists p : nat -> R, forall i, (i < n)%nat ->
    amin i < p i < amax i /\ bmin i < p i < bmax i.
Proof.
  intros n amin amax bmin bmax D. split.
  - intros H. exists (fun i => (Rmax (amin i) (bmin i) + Rmin (amax i) (bmax i)) / 2). intros i Hi.
    destruct (D i Hi), (H i Hi). unfold Rmax, Rmin. destruct Rle_dec; destruct Rle_dec; lra.
  - intros [p H] i Hi. destruct (H i Hi). lra.
Qed.

Definition closed_exact_binary32 := closed_exact 24 128.
Definition closed_exact_binary64 := closed_exact 53 1024.
Definition open_exact_binary32 := open_exact 24 128.
Definition open_exact_binary64 := open_exact 53 1024.
