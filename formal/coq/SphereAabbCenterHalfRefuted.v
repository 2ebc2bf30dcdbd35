(* Negative control, refuted by computation: the known-wrong conservative_center_half of
   reference/include/spherebox_ref/sphere_aabb/known_wrong.hpp gives a false negative in binary32.

   Models reference/include/spherebox_ref/sphere_aabb/known_wrong.hpp, conservative_center_half::test(s, b), one axis
   (N = 1; with more axes the same axis rejects on its own), T = float:
     c = fl(fl(min + max) * 0.5);  h = fl(fl(max - min) * 0.5)
     reject ("no overlap") when  fl(|fl(s - c)| - h) > r        (std::fabs is exact)
   IEEE round-to-nearest-even (Bplus/Bminus/Bmult mode_NE, Babs), > is Bltb; modelled without
   FMA contraction (the harness builds with -ffp-contract=off).
   Witness (bit patterns): min = 25.5 (0x41CC0000), max = 27.16666603... (0x41D95555),
   r = 2.625 (0x40280000), s = 29.79166603... (0x41EE5555), with s - max = r exactly: the ball
   touches the box at p = max. The wrong form rejects (vm_compute); the real side is exact
   arithmetic on the decoded values. The proved form (SphereAabbConservative.v, whose axis step
   is Lib/Rounding.v's axis_rejects) keeps it. *)
From Coq Require Import ZArith Reals Lra.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
From Spherebox Require Import Lib.Format Lib.Witness Lib.Rounding.
Open Scope R_scope.

Notation b32 := (BinarySingleNaN.binary_float 24 128).
Definition half32 : b32 := f32 1056964608%Z.  (* 0.5 *)

Definition center_half_rejects (s lo hi r : b32) : bool :=
  let c := Bmult mode_NE (Bplus mode_NE lo hi) half32 in
  let h := Bmult mode_NE (Bminus mode_NE hi lo) half32 in
  Bltb r (Bminus mode_NE (Babs (Bminus mode_NE s c)) h).

Definition w_lo := f32 1103888384%Z.
Definition w_hi := f32 1104762197%Z.
Definition w_r := f32 1076363264%Z.
Definition w_s := f32 1106138453%Z.

Lemma proved_form_keeps : axis_rejects w_s w_lo w_hi w_r = false.
Proof. vm_compute. reflexivity. Qed.

Theorem conservative_center_half_false_negative :
  center_half_rejects w_s w_lo w_hi w_r = true /\
  exists p : R, B2R w_lo <= p <= B2R w_hi /\ (p - B2R w_s) * (p - B2R w_s) <= B2R w_r * B2R w_r.
Proof.
  split; [vm_compute; reflexivity|]. exists (B2R w_hi).
  unfold w_lo, w_hi, w_r, w_s.
  b32_reals. simpl. lra.
Qed.
