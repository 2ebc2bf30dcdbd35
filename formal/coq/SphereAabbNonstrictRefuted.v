(* Negative control, refuted by computation: the known-wrong conservative_nonstrict
   (reference/include/spherebox_ref/sphere_aabb/known_wrong.hpp) rejects with non-strict comparisons,
     c <= fl(min - r) || c >= fl(max + r)  ->  "no overlap",
   and so gives a false negative at an exact face tangency. Witness in binary32 (N = 1):
   c = 0, min = max = 1, r = 1. fl(1 - 1) = 0 and 0 <= 0, so it answers "no overlap", yet the
   box point p = 1 lies at distance exactly r from the centre (the sets touch). The rejection
   is evaluated by vm_compute on Flocq's IEEE operations, the touching point in the reals.
   The strict form proved in SphereAabbConservative.v (its axis step, Lib/Rounding.v's
   axis_rejects) does not reject this input (checked too). *)
From Coq Require Import ZArith Reals Lra.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
From Spherebox Require Import Lib.Format Lib.Rounding.
Open Scope R_scope.

Notation b32 := (binary_float 24 128).
Definition zero32 : b32 := B754_zero false.
Definition one32 : b32 := Bone.

(* The wrong form's one-axis rejection, as reference/include/spherebox_ref/sphere_aabb/known_wrong.hpp writes it. *)
Definition nonstrict_rejects (c lo hi r : b32) : bool :=
  Bleb c (Bminus mode_NE lo r) || Bleb (Bplus mode_NE hi r) c.

Lemma nonstrict_rejects_tangent : nonstrict_rejects zero32 one32 one32 one32 = true.
Proof. vm_compute. reflexivity. Qed.

Lemma strict_keeps_tangent :
  axis_rejects zero32 one32 one32 one32 = false.
Proof. vm_compute. reflexivity. Qed.

Theorem conservative_nonstrict_false_negative :
  exists c lo hi r : b32,
    nonstrict_rejects c lo hi r = true /\
    exists p : R, B2R lo <= p <= B2R hi /\ (p - B2R c) * (p - B2R c) <= B2R r * B2R r.
Proof.
  exists zero32, one32, one32, one32. split; [exact nonstrict_rejects_tangent|].
  exists 1. unfold one32. rewrite (Bone_correct 24 128). simpl. lra.
Qed.
