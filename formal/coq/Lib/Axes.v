(* Shared model of the axis loop of the axis-aligned conservative tests:
     separated = false; nan = nan0;
     for i in 0 .. N-1: separated = separated || sep(i); nan = nan || isnan(i);
     return nan || !separated;
   (sphere_aabb/conservative.hpp, ellipsoid_aabb/conservative.hpp, circle_rect/conservative.hpp,
   segment_sphere/conservative.hpp; the last writes |= instead of ||, which gives the same
   value since the operands have no side effects.) Axes are visited in the C++ order 0 .. N-1.
   x != x is modelled as negb (Beqb x x): IEEE equality, false exactly when x is a NaN.

   Names (stable): axes, answer, axes_sep_true, axes_sep_false, axes_nan, answer_nan,
   answer_finite, isnan, isnan_finite, isnan_nan; answer_nan3 and nan3_finite, the NaN rule of
   a test checking one float and three per axis (sphere_aabb and segment_sphere conservative). *)
From Coq Require Import ZArith Reals Lra Lia Bool.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
Open Scope R_scope.

Fixpoint axes (n : nat) (sep nan : nat -> bool) (nan0 : bool) : bool * bool :=
  match n with
  | O => (false, nan0)
  | S k => let '(s, m) := axes k sep nan nan0 in (s || sep k, m || nan k)
  end.

Definition answer (n : nat) (sep nan : nat -> bool) (nan0 : bool) : bool :=
  let '(s, m) := axes n sep nan nan0 in m || negb s.

Lemma axes_fst : forall n sep nan nan0,
  fst (axes n sep nan nan0) = true -> exists i, (i < n)%nat /\ sep i = true.
Proof.
  induction n; simpl; intros sep nan nan0 H; [discriminate|].
  destruct (axes n sep nan nan0) as [s m] eqn:E. simpl in H.
  apply orb_true_iff in H as [H|H].
  - destruct (IHn sep nan nan0) as [i [Hi Hs]]; [rewrite E; exact H|]. exists i. split; [lia|exact Hs].
  - exists n. split; [lia|exact H].
Qed.

Lemma axes_fst_intro : forall n sep nan nan0 i,
  (i < n)%nat -> sep i = true -> fst (axes n sep nan nan0) = true.
Proof.
  induction n; simpl; intros sep nan nan0 i Hi Hs; [lia|].
  destruct (axes n sep nan nan0) as [s m] eqn:E. simpl.
  destruct (Nat.eq_dec i n) as [->|Hne]; [rewrite Hs; apply orb_true_r|].
  assert (s = true) as ->; [|reflexivity].
  change s with (fst (s, m)). rewrite <- E. apply (IHn sep nan nan0 i); [lia|exact Hs].
Qed.

Lemma axes_snd_false : forall n sep nan nan0,
  nan0 = false -> (forall i, (i < n)%nat -> nan i = false) -> snd (axes n sep nan nan0) = false.
Proof.
  induction n; simpl; intros sep nan nan0 H0 H; [exact H0|].
  destruct (axes n sep nan nan0) as [s m] eqn:E. simpl.
  rewrite (H n) by lia. rewrite orb_false_r.
  change m with (snd (s, m)). rewrite <- E. apply IHn; [exact H0|]. intros i Hi. apply H. lia.
Qed.

Lemma axes_snd_true : forall n sep nan nan0,
  (nan0 = true \/ exists i, (i < n)%nat /\ nan i = true) -> snd (axes n sep nan nan0) = true.
Proof.
  induction n; simpl; intros sep nan nan0 H.
  - destruct H as [H|[i [Hi _]]]; [exact H | lia].
  - destruct (axes n sep nan nan0) as [s m] eqn:E. simpl.
    destruct H as [H|[i [Hi Hn]]].
    + change m with (snd (s, m)). rewrite <- E, IHn by (left; exact H). reflexivity.
    + destruct (Nat.eq_dec i n) as [->|Hne]; [rewrite Hn; apply orb_true_r|].
      change m with (snd (s, m)). rewrite <- E, IHn; [reflexivity|].
      right. exists i. split; [lia|exact Hn].
Qed.

(* On inputs without NaN the answer is "not separated". *)
Lemma answer_finite : forall n sep nan nan0,
  nan0 = false -> (forall i, (i < n)%nat -> nan i = false) ->
  answer n sep nan nan0 = negb (fst (axes n sep nan nan0)).
Proof.
  intros n sep nan nan0 H0 H. unfold answer.
  pose proof (axes_snd_false n sep nan nan0 H0 H) as Hs.
  destruct (axes n sep nan nan0) as [s m]. simpl in *. subst m. reflexivity.
Qed.

(* A NaN anywhere makes the answer true. *)
Lemma answer_nan : forall n sep nan nan0,
  (nan0 = true \/ exists i, (i < n)%nat /\ nan i = true) -> answer n sep nan nan0 = true.
Proof.
  intros n sep nan nan0 H. unfold answer.
  pose proof (axes_snd_true n sep nan nan0 H) as Hs.
  destruct (axes n sep nan nan0) as [s m]. simpl in *. subst m. reflexivity.
Qed.

Lemma answer_false_sep : forall n sep nan nan0,
  answer n sep nan nan0 = false -> exists i, (i < n)%nat /\ sep i = true.
Proof.
  intros n sep nan nan0 H. apply (axes_fst n sep nan nan0). unfold answer in H.
  destruct (axes n sep nan nan0) as [s m]. simpl.
  apply orb_false_iff in H as [_ H]. apply negb_false_iff in H. exact H.
Qed.

Lemma answer_sep_false : forall n sep nan nan0 i,
  nan0 = false -> (forall j, (j < n)%nat -> nan j = false) ->
  (i < n)%nat -> sep i = true -> answer n sep nan nan0 = false.
Proof.
  intros n sep nan nan0 i H0 H Hi Hs. rewrite answer_finite by assumption.
  rewrite (axes_fst_intro n sep nan nan0 i Hi Hs). reflexivity.
Qed.

Section Nan.
Variable prec emax : Z.
(* C++ x != x. *)
Definition isnan (x : binary_float prec emax) : bool := negb (Beqb x x).

Lemma isnan_finite : forall x, is_finite x = true -> isnan x = false.
Proof.
  intros x F. unfold isnan. rewrite Beqb_correct by assumption.
  rewrite Req_bool_true; reflexivity.
Qed.

Lemma isnan_nan : forall x, is_nan x = true -> isnan x = true.
Proof. intros [s|s| |s m e B] H; try discriminate. reflexivity. Qed.

(* The NaN rule of a test that checks one float w and three per axis (x_i, y_i, z_i). *)
Lemma answer_nan3 : forall n sep (x y z : nat -> binary_float prec emax) w,
  (is_nan w = true \/ exists i, (i < n)%nat /\
     (is_nan (x i) = true \/ is_nan (y i) = true \/ is_nan (z i) = true)) ->
  answer n sep (fun i => isnan (x i) || isnan (y i) || isnan (z i)) (isnan w) = true.
Proof.
  intros n sep x y z w H. apply answer_nan.
  destruct H as [H|[i [Hi H]]]; [left; apply isnan_nan; exact H|].
  right. exists i. split; [exact Hi|].
  destruct H as [H|[H|H]]; rewrite (isnan_nan _ H); rewrite ?orb_true_r; reflexivity.
Qed.

Lemma nan3_finite : forall n (x y z : nat -> binary_float prec emax),
  (forall i, (i < n)%nat -> is_finite (x i) = true /\ is_finite (y i) = true /\ is_finite (z i) = true) ->
  forall i, (i < n)%nat -> isnan (x i) || isnan (y i) || isnan (z i) = false.
Proof.
  intros n x y z Fin i Hi. destruct (Fin i Hi) as [F1 [F2 F3]].
  rewrite !isnan_finite by assumption. reflexivity.
Qed.
End Nan.
