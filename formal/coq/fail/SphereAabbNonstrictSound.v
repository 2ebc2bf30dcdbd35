(* Negative control that coqc must REJECT: the proof of Lib/Rounding.v's reject_below_sound
   (as first written, before it was factored through lt_result_sound),
   word for word, applied to the non-strict comparison of the known-wrong
   conservative_nonstrict (c <= fl(min - r) instead of c < fl(min - r)). The statement is
   false (SphereAabbNonstrictRefuted.v gives the binary32 counterexample), so the proof must not
   go through; ci/prove fails if it ever does. *)
From Coq Require Import ZArith Reals Lra Lia Bool.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
From Spherebox Require Import Lib.Format Lib.Rounding.
Open Scope R_scope.

Section IEEE.
Context (prec emax : Z) {Fmt : Format prec emax}.
Notation fexp := (SpecFloat.fexp prec emax).
Notation float := (binary_float prec emax).

Lemma Rle_bool_true_le : forall x y, Rle_bool x y = true -> x <= y.
Proof. intros x y. case Rle_bool_spec; [auto | discriminate]. Qed.

Theorem reject_below_nonstrict_sound : forall c lo r : float,
  is_finite c = true -> is_finite lo = true -> is_finite r = true ->
  Bleb c (Bminus mode_NE lo r) = true -> B2R c < B2R lo - B2R r.
Proof.
  intros c lo r Fc Flo Fr Hrej.
  pose proof (Bminus_correct prec emax _ _ mode_NE lo r Flo Fr) as H.
  destruct (Rlt_bool_spec (Rabs (round radix2 fexp (round_mode mode_NE) (B2R lo - B2R r)))
                          (bpow radix2 emax)) as [Hlt|Hge].
  - destruct H as [HR [HF _]].
    rewrite Bleb_correct in Hrej by assumption.
    apply Rle_bool_true_le in Hrej. rewrite HR in Hrej.
    apply (lt_round_lt radix2 fexp (round_mode mode_NE) (B2R c) (B2R lo - B2R r));
      [apply (generic_format_B2R prec emax) | exact Hrej].
  - destruct H as [HB Hs].
    assert (Hinf : Bminus mode_NE lo r = B754_infinity (Bsign lo)).
    { apply B2SF_inj. rewrite HB. reflexivity. }
    rewrite Hinf in Hrej.
    destruct (Bsign lo) eqn:Slo.
    + destruct c as [s|s| |s m e B]; try discriminate; destruct s; discriminate.
    + assert (Sr : Bsign r = true) by (destruct (Bsign r); simpl in Hs; congruence).
      pose proof (sign_false_nonneg prec emax lo Slo). pose proof (sign_true_nonpos prec emax r Sr).
      assert (Hpos : 0 <= round radix2 fexp (round_mode mode_NE) (B2R lo - B2R r)).
      { apply (round_ge_generic radix2 fexp (round_mode mode_NE)); [apply generic_format_0 | lra]. }
      rewrite Rabs_pos_eq in Hge by exact Hpos.
      pose proof (abs_B2R_lt_emax prec emax c) as Hc.
      apply Rabs_lt_inv in Hc.
      apply (lt_round_lt radix2 fexp (round_mode mode_NE) (B2R c) (B2R lo - B2R r));
        [apply (generic_format_B2R prec emax) | lra].
Qed.
End IEEE.
