(* ellipsoid_aabb::conservative: never a false negative, NaN rule, rejection clause; every
   binary format.

   Models lib/include/spherebox/ellipsoid_aabb/conservative.hpp, conservative::test(e, b):
     separated = false; nan = false
     for i in 0 .. N-1:  c = e.center[i], r = e.radii[i]
       separated = separated || c < fl(min_i - r) || c > fl(max_i + r)
       nan = nan || c != c || r != r || min_i != min_i || max_i != max_i
     return nan || !separated
   fl: IEEE round-to-nearest-even in T (Flocq Bminus/Bplus mode_NE, overflow to infinity);
   comparisons: Bltb; x != x: negb (Beqb x x). Loop: Lib/Axes.v. No product, no FMA.
   Domain: every (prec, emax) (binary32, binary64 instantiated below), every finite input,
   radii > 0 for soundness (the ellipsoid is sum_i ((x_i - c_i)/r_i)^2 <= 1), any magnitude.

   ellipsoid_sound    answer false => no point x of the closed ellipsoid lies in the closed box
                      (some axis i has x_i < min_i or max_i < x_i).
   ellipsoid_nan      a NaN in some c_i, r_i, min_i, max_i => answer true.
   ellipsoid_rejects  all finite and on some axis c_i < (min_i - r_i) - u|min_i - r_i| or
                      (max_i + r_i) + u|max_i + r_i| < c_i (exact, u = 2^-prec: clear_of) => answer false.
   clear_of, axis_rejects: Lib/Rounding.v. *)
From Spherebox Require Import Lib.Format Lib.Rounding Lib.Lift Lib.Axes.
Open Scope R_scope.

Section Variant.
Context (prec emax : Z) {Fmt : Format prec emax}.
Notation float := (binary_float prec emax).

(* One axis: Lib/Rounding.v's axis_rejects with r = r_i. *)
Definition ellipsoid_test (n : nat) (c r lo hi : nat -> float) : bool :=
  answer n (fun i => axis_rejects (c i) (lo i) (hi i) (r i))
    (fun i => isnan prec emax (c i) || isnan prec emax (r i) || isnan prec emax (lo i) || isnan prec emax (hi i))
    false.

Definition all_finite n (c r lo hi : nat -> float) := forall i, (i < n)%nat ->
  is_finite (c i) = true /\ is_finite (r i) = true /\ is_finite (lo i) = true /\ is_finite (hi i) = true.

Lemma ellipsoid_axis : forall n (x c r : nat -> R) i, (i < n)%nat -> 0 < r i ->
  sumsq n (fun j => (x j - c j) / r j) <= 1 -> c i - r i <= x i <= c i + r i.
Proof.
  intros n x c r i Hi Hr Hin.
  pose proof (sumsq_ge_term n (fun j => (x j - c j) / r j) i Hi) as H. simpl in H.
  set (q := (x i - c i) / r i) in *.
  assert (Hq : -1 <= q <= 1) by nra.
  assert (Hx : x i - c i = q * r i) by (unfold q; field; lra).
  nra.
Qed.

Theorem ellipsoid_sound : forall n (c r lo hi : nat -> float),
  all_finite n c r lo hi -> (forall i, (i < n)%nat -> 0 < B2R (r i)) ->
  ellipsoid_test n c r lo hi = false ->
  forall x : nat -> R, sumsq n (fun j => (x j - B2R (c j)) / B2R (r j)) <= 1 ->
  exists i, (i < n)%nat /\ (x i < B2R (lo i) \/ B2R (hi i) < x i).
Proof.
  intros n c r lo hi Fin Hr Htest x Hin.
  destruct (answer_false_sep _ _ _ _ Htest) as [i [Hi Hax]].
  exists i. split; [exact Hi|].
  destruct (Fin i Hi) as [Fc [Fr [Flo Fhi]]].
  pose proof (ellipsoid_axis n x (fun j => B2R (c j)) (fun j => B2R (r j)) i Hi (Hr i Hi) Hin) as Hx.
  simpl in Hx.
  destruct (axis_rejects_sound prec emax _ _ _ _ _ _ Fc Flo Fhi Fr Hax); [left | right]; lra.
Qed.

Theorem ellipsoid_nan : forall n (c r lo hi : nat -> float) i, (i < n)%nat ->
  (is_nan (c i) = true \/ is_nan (r i) = true \/ is_nan (lo i) = true \/ is_nan (hi i) = true) ->
  ellipsoid_test n c r lo hi = true.
Proof.
  intros n c r lo hi i Hi H. apply answer_nan. right. exists i. split; [exact Hi|].
  destruct H as [H|[H|[H|H]]]; rewrite (isnan_nan _ _ _ H); rewrite ?orb_true_r; reflexivity.
Qed.

Theorem ellipsoid_rejects : forall n (c r lo hi : nat -> float) i,
  all_finite n c r lo hi -> (i < n)%nat ->
  clear_of prec (B2R (c i)) (B2R (lo i)) (B2R (hi i)) (B2R (r i)) ->
  ellipsoid_test n c r lo hi = false.
Proof.
  intros n c r lo hi i Fin Hi H.
  apply (answer_sep_false _ _ _ _ i); [reflexivity| |exact Hi|].
  - intros j Hj. destruct (Fin j Hj) as [F1 [F2 [F3 F4]]].
    rewrite !isnan_finite by assumption. reflexivity.
  - destruct (Fin i Hi) as [Fc [Fr [Flo Fhi]]].
    exact (axis_rejects_complete prec emax _ _ _ _ _ _ Fc Flo Fhi Fr H).
Qed.
End Variant.

(* The theorems for the two formats the library is instantiated with (Lib/Format.v). *)
Definition ellipsoid_binary32 := (ellipsoid_sound 24 128, ellipsoid_rejects 24 128).
Definition ellipsoid_binary64 := (ellipsoid_sound 53 1024, ellipsoid_rejects 53 1024).
