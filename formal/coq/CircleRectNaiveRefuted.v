(* Negative control, refuted by computation: the known-wrong absmax_conservative_naive of
   reference/include/spherebox_ref/circle_rect/known_wrong.hpp gives a false negative in binary32.

   Models reference/include/spherebox_ref/circle_rect/known_wrong.hpp, absmax_conservative_naive::test(s, b), one axis
   (N = 1; with more axes the same axis rejects on its own), T = float, no NaN:
     d = fl(s - c);  reject ("no overlap") when  fl((d < 0 ? -d : d) - h) > r
   IEEE round-to-nearest-even (Bminus mode_NE; the negation is exact, Bopp), < and > are Bltb.
   No product, so nothing contracts into an FMA.
   Witness (bit patterns): c = 4.6666665... (0x40955555), h = 8.3333330... (0x41055555),
   r = 7.6666665... (0x40F55555), s = 20.666666... (0x41A55555), with s - c <= h + r exactly:
   the ball reaches the box's face c + h (p = c + h is within r of s). The naive form rejects
   (vm_compute); the real side is exact arithmetic on the decoded values. *)
From Coq Require Import ZArith Reals Lra.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
From Spherebox Require Import Lib.Format Lib.Witness.
Open Scope R_scope.

Notation b32 := (BinarySingleNaN.binary_float 24 128).

Definition naive_rejects (s c h r : b32) : bool :=
  let d := Bminus mode_NE s c in
  let a := if Bltb d (B754_zero false) then Bopp d else d in
  Bltb r (Bminus mode_NE a h).

Definition w_c := f32 1083528533%Z.
Definition w_h := f32 1090868565%Z.
Definition w_r := f32 1089819989%Z.
Definition w_s := f32 1101354325%Z.

Theorem absmax_conservative_naive_false_negative :
  naive_rejects w_s w_c w_h w_r = true /\
  exists p : R, B2R w_c - B2R w_h <= p <= B2R w_c + B2R w_h /\
    (p - B2R w_s) * (p - B2R w_s) <= B2R w_r * B2R w_r.
Proof.
  split; [vm_compute; reflexivity|]. exists (B2R w_c + B2R w_h).
  unfold w_c, w_h, w_r, w_s.
  b32_reals. simpl. lra.
Qed.
