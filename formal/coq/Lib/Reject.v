(* Shared lemmas: a quick rejection that compares a representable value with a rounded sum or
   difference is sound, on Flocq's IEEE 754 model, for every binary format at once.

   Models (the operation every axis-aligned conservative variant performs per axis):
     c < fl(lo - r)       "the centre lies below the box widened by r"
     fl(hi + r) < c       "the centre lies above it"
   with fl the IEEE operation in round-to-nearest-even (Bminus/Bplus mode_NE), overflow to an
   infinity included, and < the IEEE comparison (Bltb; false when an operand is NaN).
   Used by: lib/include/spherebox/sphere_aabb/conservative.hpp, ellipsoid_aabb/conservative.hpp,
   segment_sphere/conservative.hpp (their test()), see SphereAabbConservative.v.

   Lemmas:
     lt_round_lt, round_lt_lt   generic: for representable c and any real x, with any monotone
                                rounding in any valid format,  c < round x -> c < x  and
                                round x < c -> x < c.
     reject_below_sound         Bltb c (Bminus mode_NE lo r) = true -> c < lo - r  (reals)
     reject_above_sound         Bltb (Bplus mode_NE hi r) c = true -> hi + r < c   (reals)
   both for finite c, lo, r (hi), every prec and emax (binary32: 24 128, binary64: 53 1024). *)
From Coq Require Import ZArith Reals Lra Lia Bool.
From Flocq Require Import Core IEEE754.BinarySingleNaN.
Open Scope R_scope.

Section Generic.
Variable beta : radix.
Variable fexp : Z -> Z.
Context {valid_exp : Valid_exp fexp}.
Variable rnd : R -> Z.
Context {valid_rnd : Valid_rnd rnd}.

Lemma lt_round_lt : forall c x,
  generic_format beta fexp c -> c < round beta fexp rnd x -> c < x.
Proof.
  intros c x Fc H.
  destruct (Rle_or_lt x c) as [Hle|Hlt]; [|exact Hlt].
  exfalso.
  pose proof (round_le beta fexp rnd x c Hle) as Hr.
  rewrite (round_generic beta fexp rnd c Fc) in Hr.
  lra.
Qed.

Lemma round_lt_lt : forall c x,
  generic_format beta fexp c -> round beta fexp rnd x < c -> x < c.
Proof.
  intros c x Fc H.
  destruct (Rle_or_lt c x) as [Hle|Hlt]; [|exact Hlt].
  exfalso.
  pose proof (round_le beta fexp rnd c x Hle) as Hr.
  rewrite (round_generic beta fexp rnd c Fc) in Hr.
  lra.
Qed.
End Generic.

Section IEEE.
Variable prec emax : Z.
Context (prec_gt_0_ : Prec_gt_0 prec).
Context (prec_lt_emax_ : Prec_lt_emax prec emax).
Notation fexp := (SpecFloat.fexp prec emax).
Notation float := (binary_float prec emax).

Lemma sign_false_nonneg : forall f : float, Bsign f = false -> 0 <= B2R f.
Proof.
  intros [s|s| |s m e B]; simpl; intros Hs; try lra.
  subst s. apply F2R_ge_0. simpl. lia.
Qed.

Lemma sign_true_nonpos : forall f : float, Bsign f = true -> B2R f <= 0.
Proof.
  intros [s|s| |s m e B]; simpl; intros Hs; try lra.
  subst s. apply F2R_le_0. simpl. lia.
Qed.

Lemma Rlt_bool_true_lt : forall x y, Rlt_bool x y = true -> x < y.
Proof. intros x y. case Rlt_bool_spec; [auto | discriminate]. Qed.

Lemma finite_lt_inf : forall c : float,
  is_finite c = true -> Bltb c (B754_infinity true) = false.
Proof. intros [s|s| |s m e B] F; try easy; destruct s; reflexivity. Qed.

Lemma inf_lt_finite : forall c : float,
  is_finite c = true -> Bltb (B754_infinity false) c = false.
Proof. intros [s|s| |s m e B] F; try easy; destruct s; reflexivity. Qed.

(* c < fl(lo - r) in IEEE arithmetic implies c < lo - r in the reals. *)
Theorem reject_below_sound : forall c lo r : float,
  is_finite c = true -> is_finite lo = true -> is_finite r = true ->
  Bltb c (Bminus mode_NE lo r) = true -> B2R c < B2R lo - B2R r.
Proof.
  intros c lo r Fc Flo Fr Hrej.
  pose proof (Bminus_correct prec emax _ _ mode_NE lo r Flo Fr) as H.
  destruct (Rlt_bool_spec (Rabs (round radix2 fexp (round_mode mode_NE) (B2R lo - B2R r)))
                          (bpow radix2 emax)) as [Hlt|Hge].
  - destruct H as [HR [HF _]].
    rewrite Bltb_correct in Hrej by assumption.
    apply Rlt_bool_true_lt in Hrej. rewrite HR in Hrej.
    apply (lt_round_lt radix2 fexp (round_mode mode_NE) (B2R c) (B2R lo - B2R r));
      [apply (generic_format_B2R prec emax) | exact Hrej].
  - destruct H as [HB Hs].
    assert (Hinf : Bminus mode_NE lo r = B754_infinity (Bsign lo)).
    { apply B2SF_inj. rewrite HB. reflexivity. }
    rewrite Hinf in Hrej.
    destruct (Bsign lo) eqn:Slo.
    + rewrite finite_lt_inf in Hrej by assumption. discriminate.
    + (* +inf: lo >= 0 and r <= 0, so fl(lo - r) >= 2^emax > c *)
      assert (Sr : Bsign r = true) by (destruct (Bsign r); simpl in Hs; congruence).
      pose proof (sign_false_nonneg lo Slo). pose proof (sign_true_nonpos r Sr).
      assert (Hpos : 0 <= round radix2 fexp (round_mode mode_NE) (B2R lo - B2R r)).
      { apply (round_ge_generic radix2 fexp (round_mode mode_NE)); [apply generic_format_0 | lra]. }
      rewrite Rabs_pos_eq in Hge by exact Hpos.
      pose proof (abs_B2R_lt_emax prec emax c) as Hc.
      apply Rabs_lt_inv in Hc.
      apply (lt_round_lt radix2 fexp (round_mode mode_NE) (B2R c) (B2R lo - B2R r));
        [apply (generic_format_B2R prec emax) | lra].
Qed.

(* fl(hi + r) < c in IEEE arithmetic implies hi + r < c in the reals. *)
Theorem reject_above_sound : forall c hi r : float,
  is_finite c = true -> is_finite hi = true -> is_finite r = true ->
  Bltb (Bplus mode_NE hi r) c = true -> B2R hi + B2R r < B2R c.
Proof.
  intros c hi r Fc Fhi Fr Hrej.
  pose proof (Bplus_correct prec emax _ _ mode_NE hi r Fhi Fr) as H.
  destruct (Rlt_bool_spec (Rabs (round radix2 fexp (round_mode mode_NE) (B2R hi + B2R r)))
                          (bpow radix2 emax)) as [Hlt|Hge].
  - destruct H as [HR [HF _]].
    rewrite Bltb_correct in Hrej by assumption.
    apply Rlt_bool_true_lt in Hrej. rewrite HR in Hrej.
    apply (round_lt_lt radix2 fexp (round_mode mode_NE) (B2R c) (B2R hi + B2R r));
      [apply (generic_format_B2R prec emax) | exact Hrej].
  - destruct H as [HB Hs].
    assert (Hinf : Bplus mode_NE hi r = B754_infinity (Bsign hi)).
    { apply B2SF_inj. rewrite HB. reflexivity. }
    rewrite Hinf in Hrej.
    destruct (Bsign hi) eqn:Shi.
    + (* -inf: hi <= 0 and r <= 0, so fl(hi + r) <= -2^emax < c *)
      pose proof (sign_true_nonpos hi Shi). pose proof (sign_true_nonpos r (eq_sym Hs)).
      assert (Hneg : round radix2 fexp (round_mode mode_NE) (B2R hi + B2R r) <= 0).
      { apply (round_le_generic radix2 fexp (round_mode mode_NE)); [apply generic_format_0 | lra]. }
      rewrite Rabs_left1 in Hge by exact Hneg.
      pose proof (abs_B2R_lt_emax prec emax c) as Hc.
      apply Rabs_lt_inv in Hc.
      apply (round_lt_lt radix2 fexp (round_mode mode_NE) (B2R c) (B2R hi + B2R r));
        [apply (generic_format_B2R prec emax) | lra].
    + rewrite inf_lt_finite in Hrej by assumption. discriminate.
Qed.
End IEEE.
