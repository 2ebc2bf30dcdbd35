(* Shared helpers for the refutations by computation: binary32 / binary64 values given as IEEE
   bit patterns (Flocq's b32_of_bits / b64_of_bits, converted to the BinarySingleNaN model by
   B2BSN), and a tactic that replaces B2R of such a value by its exact real value
   (sign, integer mantissa, power of two), computed by vm_compute on the proof-free B2SF.

   Names (stable): f32, f64, b32_real (tactic: b32_real z rewrites B2R (f32 z)),
   b64_real (same for f64), b32_reals (b32_real for every B2R (f32 z) in the goal). *)
From Coq Require Import ZArith Reals.
From Flocq Require Import Core IEEE754.BinarySingleNaN IEEE754.Binary IEEE754.Bits.

Definition f32 (z : Z) : BinarySingleNaN.binary_float 24 128 := B2BSN 24 128 (b32_of_bits z).
Definition f64 (z : Z) : BinarySingleNaN.binary_float 53 1024 := B2BSN 53 1024 (b64_of_bits z).

Ltac b32_real z :=
  let v := eval vm_compute in (BinarySingleNaN.B2SF (f32 z)) in
  rewrite <- (SF2R_B2SF 24 128 (f32 z));
  change (BinarySingleNaN.B2SF (f32 z)) with v;
  unfold SF2R, F2R; simpl Fnum; simpl Fexp.

Ltac b64_real z :=
  let v := eval vm_compute in (BinarySingleNaN.B2SF (f64 z)) in
  rewrite <- (SF2R_B2SF 53 1024 (f64 z));
  change (BinarySingleNaN.B2SF (f64 z)) with v;
  unfold SF2R, F2R; simpl Fnum; simpl Fexp.

Ltac b32_reals :=
  repeat match goal with |- context [BinarySingleNaN.B2R (f32 ?z)] => b32_real z end.
