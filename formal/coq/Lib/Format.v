(* Shared set-up of the proofs over Flocq's IEEE 754 model (BinarySingleNaN): a format is a
   precision prec and a largest exponent emax with Flocq's two side conditions, 0 < prec
   (Prec_gt_0) and prec < emax (Prec_lt_emax). A section that speaks about every binary format
   at once takes

     Context (prec emax : Z) {Fmt : Format prec emax}.

   and both conditions are then found by instance resolution wherever Flocq's operations
   (Bplus, Bminus, Bmult, ...) and the lemmas of Lib/Rounding.v ask for them (`_`). Models no
   operation by itself.

   Names (stable):
     Format prec emax        the two conditions (format_prec_gt_0, format_prec_lt_emax,
                             both instances)
     format_binary32         Format 24 128    (float)
     format_binary64         Format 53 1024   (double)
   A theorem stated over a section with Fmt is instantiated for a format by naming it:
   `thm 24 128` is the binary32 statement.
   Importing this file also loads (exports) the Coq and Flocq libraries such a proof uses:
   ZArith Reals Lra Lia Bool, Flocq's Core and IEEE754.BinarySingleNaN. *)
From Coq Require Export ZArith Reals Lra Lia Bool.
From Flocq Require Export Core IEEE754.BinarySingleNaN.

Class Format (prec emax : Z) := {
  format_prec_gt_0 :> Prec_gt_0 prec;
  format_prec_lt_emax :> Prec_lt_emax prec emax
}.

#[global] Instance format_binary32 : Format 24 128 :=
  { format_prec_gt_0 := eq_refl; format_prec_lt_emax := eq_refl }.
#[global] Instance format_binary64 : Format 53 1024 :=
  { format_prec_gt_0 := eq_refl; format_prec_lt_emax := eq_refl }.
