(* Shared lemmas: a comparison of a representable value with one rounded sum or difference
   transfers to the exact sum or difference, in any format, and on Flocq's IEEE 754 model
   for every binary format at once (overflow to an infinity included).

   Models the one-axis step of every axis-aligned quick rejection, e.g.
     c < fl(lo - r)     (sphere_aabb/conservative.hpp, ellipsoid_aabb/conservative.hpp,
     fl(hi + r) < c      segment_sphere/conservative.hpp)
     r < fl(lo - c)     (the e_i > r rejection of sphere_aabb/branchless.hpp and sphere_aabb/batch_lanes.ipp)
   where fl is the IEEE operation in round-to-nearest-even (BinarySingleNaN.Bplus / Bminus
   with mode_NE; an overflow gives an infinity) and < is the IEEE comparison Bltb (false when
   an operand is NaN; -0 and +0 compare equal, B2R maps both to 0).

   Lemma names (stable; other files import them):
     Generic part, any radix beta, any Valid_exp fexp (FLT, FLX, FIX), any Valid_rnd rnd:
       lt_round_lt  : generic_format c -> c < round x -> c < x
       round_lt_lt  : generic_format c -> round x < c -> x < c
       round_le_ge  : generic_format c -> c <= x -> c <= round x
       round_le_le  : generic_format c -> x <= c -> round x <= c
     IEEE part, Section parameters (prec emax) with Prec_gt_0 prec, Prec_lt_emax prec emax;
     every float argument finite (is_finite _ = true):
       sign_false_nonneg : Bsign f = false -> 0 <= B2R f
       sign_true_nonpos  : Bsign f = true -> B2R f <= 0
       Rlt_bool_true_lt  : Rlt_bool x y = true -> x < y
       finite_vs_inf     : c finite => the four comparisons with -inf, +inf, named
                           finite_lt_inf  : Bltb c (-inf) = false
                           inf_lt_finite  : Bltb (+inf) c = false
                           finite_lt_pinf : Bltb c (+inf) = true
                           ninf_lt_finite : Bltb (-inf) c = true
       rounds_to z x s   : Flocq's *_correct statement for a result z of the exact x (finite
                           and rne x below the overflow threshold, else the infinity of sign s);
                           plus_result, minus_result: Bplus, Bminus give it (result_of_correct)
       lt_minus_sound    : Bltb c (Bminus mode_NE a b) = true -> c < a - b
       minus_lt_sound    : Bltb (Bminus mode_NE a b) c = true -> a - b < c
       lt_plus_sound     : Bltb c (Bplus mode_NE a b) = true -> c < a + b
       plus_lt_sound     : Bltb (Bplus mode_NE a b) c = true -> a + b < c
       reject_below_sound (= lt_minus_sound, named as in the rejection c < fl(lo - r))
       reject_above_sound (= plus_lt_sound, named as in the rejection fl(hi + r) < c)
     One axis (sphere_aabb, ellipsoid_aabb, segment_sphere conservative):
       axis_rejects c lo hi r = c < fl(lo - r) || fl(hi + r) < c
       axis_rejects_sound : axis_rejects c lo hi r = true -> c < lo - r \/ hi + r < c
     Rejection clause (u = bpow radix2 (-prec) = 2^-prec; finite c a b):
       rne_sum_error     : |rne(a + b) - (a + b)| <= u |a + b|      (a, b floats)
       lt_minus_complete : c < (a - b) - u|a - b|  -> Bltb c (Bminus mode_NE a b) = true
       plus_lt_complete  : (a + b) + u|a + b| < c  -> Bltb (Bplus mode_NE a b) c = true
       lt_plus_complete  : c < (a + b) - u|a + b|  -> Bltb c (Bplus mode_NE a b) = true
       clear_of c lo hi r    : c < (lo - r) - u|lo - r| \/ (hi + r) + u|hi + r| < c (reals)
       axis_rejects_complete : clear_of c lo hi r -> axis_rejects c lo hi r = true
     binary32 = (24, 128), binary64 = (53, 1024): lt_minus_sound_b32 ... plus_lt_sound_b64
     are the instances (statements over binary_float 24 128 and binary_float 53 1024).
   The N-dimensional lift (one separating axis => outside the closed ball) is Lib/Lift.v. *)
From Coq Require Import ZArith Reals Lra Lia Bool.
From Flocq Require Import Core Relative Plus_error IEEE754.BinarySingleNaN.
Open Scope R_scope.

Section Generic.
Variable beta : radix.
Variable fexp : Z -> Z.
Context {valid_exp : Valid_exp fexp}.
Variable rnd : R -> Z.
Context {valid_rnd : Valid_rnd rnd}.

Lemma round_le_ge : forall c x,
  generic_format beta fexp c -> c <= x -> c <= round beta fexp rnd x.
Proof. intros c x Fc H. apply round_ge_generic; assumption. Qed.

Lemma round_le_le : forall c x,
  generic_format beta fexp c -> x <= c -> round beta fexp rnd x <= c.
Proof. intros c x Fc H. apply round_le_generic; assumption. Qed.

Lemma lt_round_lt : forall c x,
  generic_format beta fexp c -> c < round beta fexp rnd x -> c < x.
Proof.
  intros c x Fc H.
  destruct (Rle_or_lt x c) as [Hle|Hlt]; [|exact Hlt].
  exfalso. pose proof (round_le_le c x Fc Hle). lra.
Qed.

Lemma round_lt_lt : forall c x,
  generic_format beta fexp c -> round beta fexp rnd x < c -> x < c.
Proof.
  intros c x Fc H.
  destruct (Rle_or_lt c x) as [Hle|Hlt]; [|exact Hlt].
  exfalso. pose proof (round_le_ge c x Fc Hle). lra.
Qed.
End Generic.

Section IEEE.
Variable prec emax : Z.
Context (prec_gt_0_ : Prec_gt_0 prec).
Context (prec_lt_emax_ : Prec_lt_emax prec emax).
Notation fexp := (SpecFloat.fexp prec emax).
Notation float := (binary_float prec emax).
Notation rne := (round radix2 fexp (round_mode mode_NE)).
Notation u := (bpow radix2 (- prec)).

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

(* A finite c against the infinities: -inf < c < +inf (Bltb), nothing else. *)
Lemma finite_vs_inf : forall c : float, is_finite c = true ->
  Bltb c (B754_infinity true) = false /\ Bltb (B754_infinity false) c = false /\
  Bltb c (B754_infinity false) = true /\ Bltb (B754_infinity true) c = true.
Proof. intros [s|s| |s m e B] F; try easy; destruct s; repeat split. Qed.

Definition finite_lt_inf c F := proj1 (finite_vs_inf c F).
Definition inf_lt_finite c F := proj1 (proj2 (finite_vs_inf c F)).
Definition finite_lt_pinf c F := proj1 (proj2 (proj2 (finite_vs_inf c F))).
Definition ninf_lt_finite c F := proj2 (proj2 (proj2 (finite_vs_inf c F))).

Lemma B2R_lt_bpow : forall c : float, - bpow radix2 emax < B2R c < bpow radix2 emax.
Proof. intros c. apply Rabs_lt_inv. apply abs_B2R_lt_emax. Qed.

Lemma F_B2R : forall c : float, generic_format radix2 fexp (B2R c).
Proof. intros c. apply generic_format_B2R. Qed.

(* Flocq's *_correct statement of an IEEE operation's result z for the exact x: below the
   overflow threshold z is finite and equals rne x; above it z is the infinity of sign s, the
   sign of x. *)
Definition rounds_to (z : float) (x : R) (s : bool) : Prop :=
  if Rlt_bool (Rabs (rne x)) (bpow radix2 emax)
  then B2R z = rne x /\ is_finite z = true
  else z = B754_infinity s /\ (s = false -> 0 <= x) /\ (s = true -> x <= 0).

(* The one lemma behind the four: z is the IEEE result of rounding x (Flocq's *_correct
   statement, overflow included) and c is finite. *)
Lemma lt_result_sound : forall (c z : float) x s,
  is_finite c = true ->
  rounds_to z x s ->
  (Bltb c z = true -> B2R c < x) /\ (Bltb z c = true -> x < B2R c).
Proof.
  intros c z x s Fc H.
  pose proof (B2R_lt_bpow c) as Hc. unfold rounds_to in H.
  destruct (Rlt_bool_spec (Rabs (rne x)) (bpow radix2 emax)) as [Hlt|Hge].
  - destruct H as [HR HF]. split; intros Hb.
    + rewrite Bltb_correct in Hb by assumption. apply Rlt_bool_true_lt in Hb.
      rewrite HR in Hb. exact (lt_round_lt radix2 fexp (round_mode mode_NE) _ _ (F_B2R c) Hb).
    + rewrite Bltb_correct in Hb by assumption. apply Rlt_bool_true_lt in Hb.
      rewrite HR in Hb. exact (round_lt_lt radix2 fexp (round_mode mode_NE) _ _ (F_B2R c) Hb).
  - destruct H as [Hz [Hpos Hneg]]. subst z. destruct s; split; intros Hb.
    + rewrite finite_lt_inf in Hb by assumption. discriminate.
    + (* -inf: x <= 0, so rne x <= -2^emax < c *)
      assert (Hr : rne x <= 0).
      { apply (round_le_le radix2 fexp (round_mode mode_NE) 0 x (generic_format_0 radix2 fexp) (Hneg eq_refl)). }
      rewrite Rabs_left1 in Hge by exact Hr.
      apply (round_lt_lt radix2 fexp (round_mode mode_NE) _ _ (F_B2R c)). lra.
    + (* +inf: x >= 0, so rne x >= 2^emax > c *)
      assert (Hr : 0 <= rne x).
      { apply (round_le_ge radix2 fexp (round_mode mode_NE) 0 x (generic_format_0 radix2 fexp) (Hpos eq_refl)). }
      rewrite Rabs_pos_eq in Hge by exact Hr.
      apply (lt_round_lt radix2 fexp (round_mode mode_NE) _ _ (F_B2R c)). lra.
    + rewrite inf_lt_finite in Hb by assumption. discriminate.
Qed.

(* Flocq's Bplus_correct / Bminus_correct in the form lt_result_sound takes: on overflow the
   result is the infinity of sign s, and the exact x has that sign (HQ, from the operands'
   signs). *)
Lemma result_of_correct : forall (z : float) x s (P Q : Prop),
  (if Rlt_bool (Rabs (rne x)) (bpow radix2 emax)
   then B2R z = rne x /\ is_finite z = true /\ P
   else B2SF z = binary_overflow prec emax mode_NE s /\ Q) ->
  (Q -> (s = false -> 0 <= x) /\ (s = true -> x <= 0)) -> rounds_to z x s.
Proof.
  intros z x s P Q H HQ. unfold rounds_to. destruct Rlt_bool.
  - destruct H as [HR [HF _]]. split; assumption.
  - destruct H as [HB Hq]. split; [apply B2SF_inj; rewrite HB; reflexivity | exact (HQ Hq)].
Qed.

Lemma plus_result : forall a b : float, is_finite a = true -> is_finite b = true ->
  rounds_to (Bplus mode_NE a b) (B2R a + B2R b) (Bsign a).
Proof.
  intros a b Fa Fb.
  apply (result_of_correct _ _ _ _ _ (Bplus_correct prec emax _ _ mode_NE a b Fa Fb)).
  intros Hs. split; intros Sa.
  - pose proof (sign_false_nonneg a Sa). pose proof (sign_false_nonneg b (eq_trans (eq_sym Hs) Sa)). lra.
  - pose proof (sign_true_nonpos a Sa). pose proof (sign_true_nonpos b (eq_trans (eq_sym Hs) Sa)). lra.
Qed.

Lemma minus_result : forall a b : float, is_finite a = true -> is_finite b = true ->
  rounds_to (Bminus mode_NE a b) (B2R a - B2R b) (Bsign a).
Proof.
  intros a b Fa Fb.
  apply (result_of_correct _ _ _ _ _ (Bminus_correct prec emax _ _ mode_NE a b Fa Fb)).
  intros Hs. split; intros Sa; rewrite Sa in Hs.
  - assert (Sb : Bsign b = true) by (destruct (Bsign b); simpl in Hs; congruence).
    pose proof (sign_false_nonneg a Sa). pose proof (sign_true_nonpos b Sb). lra.
  - assert (Sb : Bsign b = false) by (destruct (Bsign b); simpl in Hs; congruence).
    pose proof (sign_true_nonpos a Sa). pose proof (sign_false_nonneg b Sb). lra.
Qed.

Theorem lt_minus_sound : forall c a b : float,
  is_finite c = true -> is_finite a = true -> is_finite b = true ->
  Bltb c (Bminus mode_NE a b) = true -> B2R c < B2R a - B2R b.
Proof.
  intros c a b Fc Fa Fb. apply (proj1 (lt_result_sound c _ _ _ Fc (minus_result a b Fa Fb))).
Qed.

Theorem minus_lt_sound : forall c a b : float,
  is_finite c = true -> is_finite a = true -> is_finite b = true ->
  Bltb (Bminus mode_NE a b) c = true -> B2R a - B2R b < B2R c.
Proof.
  intros c a b Fc Fa Fb. apply (proj2 (lt_result_sound c _ _ _ Fc (minus_result a b Fa Fb))).
Qed.

Theorem lt_plus_sound : forall c a b : float,
  is_finite c = true -> is_finite a = true -> is_finite b = true ->
  Bltb c (Bplus mode_NE a b) = true -> B2R c < B2R a + B2R b.
Proof.
  intros c a b Fc Fa Fb. apply (proj1 (lt_result_sound c _ _ _ Fc (plus_result a b Fa Fb))).
Qed.

Theorem plus_lt_sound : forall c a b : float,
  is_finite c = true -> is_finite a = true -> is_finite b = true ->
  Bltb (Bplus mode_NE a b) c = true -> B2R a + B2R b < B2R c.
Proof.
  intros c a b Fc Fa Fb. apply (proj2 (lt_result_sound c _ _ _ Fc (plus_result a b Fa Fb))).
Qed.

(* c < fl(lo - r) in IEEE arithmetic implies c < lo - r in the reals. *)
Theorem reject_below_sound : forall c lo r : float,
  is_finite c = true -> is_finite lo = true -> is_finite r = true ->
  Bltb c (Bminus mode_NE lo r) = true -> B2R c < B2R lo - B2R r.
Proof. exact lt_minus_sound. Qed.

(* fl(hi + r) < c in IEEE arithmetic implies hi + r < c in the reals. *)
Theorem reject_above_sound : forall c hi r : float,
  is_finite c = true -> is_finite hi = true -> is_finite r = true ->
  Bltb (Bplus mode_NE hi r) c = true -> B2R hi + B2R r < B2R c.
Proof. exact plus_lt_sound. Qed.

(* One axis of an axis-aligned quick rejection, c < fl(lo - r) || fl(hi + r) < c
   (sphere_aabb/conservative.hpp, ellipsoid_aabb/conservative.hpp with r = r_i,
   segment_sphere/conservative.hpp with lo, hi the segment's min and max). *)
Definition axis_rejects (c lo hi r : float) : bool :=
  Bltb c (Bminus mode_NE lo r) || Bltb (Bplus mode_NE hi r) c.

Theorem axis_rejects_sound : forall c lo hi r : float,
  is_finite c = true -> is_finite lo = true -> is_finite hi = true -> is_finite r = true ->
  axis_rejects c lo hi r = true -> B2R c < B2R lo - B2R r \/ B2R hi + B2R r < B2R c.
Proof.
  intros c lo hi r Fc Flo Fhi Fr H. apply orb_true_iff in H as [H|H].
  - left. exact (reject_below_sound c lo r Fc Flo Fr H).
  - right. exact (reject_above_sound c hi r Fc Fhi Fr H).
Qed.

(* The rejection clause (what a quick rejection promises to reject): the IEEE comparison with
   a rounded sum or difference x = a +- b fires whenever the exact comparison holds with a
   margin of u|x|, u = 2^-prec (the unit roundoff of round to nearest), overflow included.
   The error bound |fl(x) - x| <= u|x| holds in the normal range (Flocq's
   relative_error_N_FLT) and trivially below it, where a sum of two floats is exact
   (FLT_format_plus_small). *)

Lemma rne_sum_error : forall a b : float,
  Rabs (rne (B2R a + B2R b) - (B2R a + B2R b)) <= u * Rabs (B2R a + B2R b).
Proof.
  intros a b. set (x := B2R a + B2R b).
  destruct (Rle_or_lt (bpow radix2 (SpecFloat.emin prec emax + prec - 1)) (Rabs x)) as [Hbig|Hsmall].
  - pose proof (relative_error_N_FLT radix2 (SpecFloat.emin prec emax) prec prec_gt_0_
                  (fun t => negb (Z.even t)) x Hbig) as H.
    replace (/ 2 * bpow radix2 (- prec + 1)) with (bpow radix2 (- prec)) in H.
    + exact H.
    + rewrite bpow_plus. simpl. unfold Z.pow_pos. simpl. lra.
  - assert (Fx : generic_format radix2 fexp x).
    { apply (FLT_format_plus_small radix2 (SpecFloat.emin prec emax) prec);
        [apply generic_format_B2R | apply generic_format_B2R |].
      apply Rlt_le, (Rlt_le_trans _ _ _ Hsmall), bpow_le. lia. }
    rewrite (round_generic radix2 fexp (round_mode mode_NE) x Fx).
    rewrite Rminus_diag_eq, Rabs_R0 by reflexivity.
    apply Rmult_le_pos; [apply bpow_ge_0 | apply Rabs_pos].
Qed.

Lemma complete_result : forall (c z : float) x s,
  is_finite c = true ->
  rounds_to z x s ->
  (B2R c < rne x -> Bltb c z = true) /\ (rne x < B2R c -> Bltb z c = true).
Proof.
  intros c z x s Fc H.
  pose proof (B2R_lt_bpow c) as Hc. unfold rounds_to in H.
  destruct (Rlt_bool_spec (Rabs (rne x)) (bpow radix2 emax)) as [Hlt|Hge].
  - destruct H as [HR HF]. split; intros Hb;
      rewrite Bltb_correct by assumption; rewrite HR; apply Rlt_bool_true; exact Hb.
  - destruct H as [Hz [Hpos Hneg]]. subst z. destruct s; split; intros Hb.
    + exfalso.
      assert (Hr : rne x <= 0).
      { apply (round_le_le radix2 fexp (round_mode mode_NE) 0 x (generic_format_0 radix2 fexp) (Hneg eq_refl)). }
      rewrite Rabs_left1 in Hge by exact Hr. lra.
    + apply ninf_lt_finite; assumption.
    + apply finite_lt_pinf; assumption.
    + exfalso.
      assert (Hr : 0 <= rne x).
      { apply (round_le_ge radix2 fexp (round_mode mode_NE) 0 x (generic_format_0 radix2 fexp) (Hpos eq_refl)). }
      rewrite Rabs_pos_eq in Hge by exact Hr. lra.
Qed.

(* c < (a - b) - u|a - b| (exact) => the IEEE comparison c < fl(a - b) is true. *)
Theorem lt_minus_complete : forall c a b : float,
  is_finite c = true -> is_finite a = true -> is_finite b = true ->
  B2R c < (B2R a - B2R b) - u * Rabs (B2R a - B2R b) ->
  Bltb c (Bminus mode_NE a b) = true.
Proof.
  intros c a b Fc Fa Fb H.
  apply (proj1 (complete_result c _ _ _ Fc (minus_result a b Fa Fb))).
  pose proof (rne_sum_error a (Bopp b)) as E. rewrite B2R_Bopp in E.
  replace (B2R a + - B2R b) with (B2R a - B2R b) in E by ring.
  apply Rabs_le_inv in E. lra.
Qed.

(* (a + b) + u|a + b| < c (exact) => the IEEE comparison fl(a + b) < c is true. *)
Theorem plus_lt_complete : forall c a b : float,
  is_finite c = true -> is_finite a = true -> is_finite b = true ->
  (B2R a + B2R b) + u * Rabs (B2R a + B2R b) < B2R c ->
  Bltb (Bplus mode_NE a b) c = true.
Proof.
  intros c a b Fc Fa Fb H.
  apply (proj2 (complete_result c _ _ _ Fc (plus_result a b Fa Fb))).
  pose proof (rne_sum_error a b) as E. apply Rabs_le_inv in E. lra.
Qed.

(* The same two with a and b swapped roles used by the branchless rejection r < fl(lo - c). *)
Theorem lt_plus_complete : forall c a b : float,
  is_finite c = true -> is_finite a = true -> is_finite b = true ->
  B2R c < (B2R a + B2R b) - u * Rabs (B2R a + B2R b) ->
  Bltb c (Bplus mode_NE a b) = true.
Proof.
  intros c a b Fc Fa Fb H.
  apply (proj1 (complete_result c _ _ _ Fc (plus_result a b Fa Fb))).
  pose proof (rne_sum_error a b) as E. apply Rabs_le_inv in E. lra.
Qed.

(* The rejection clause of one axis, in the reals: c lies below lo - r or above hi + r by
   more than u times the magnitude of the bound. *)
Definition clear_of (c lo hi r : R) : Prop :=
  c < (lo - r) - u * Rabs (lo - r) \/ (hi + r) + u * Rabs (hi + r) < c.

(* All four finite and clear_of on one axis (exact) => the axis rejects. *)
Theorem axis_rejects_complete : forall c lo hi r : float,
  is_finite c = true -> is_finite lo = true -> is_finite hi = true -> is_finite r = true ->
  clear_of (B2R c) (B2R lo) (B2R hi) (B2R r) -> axis_rejects c lo hi r = true.
Proof.
  intros c lo hi r Fc Flo Fhi Fr [H|H]; unfold axis_rejects.
  - rewrite (lt_minus_complete c lo r Fc Flo Fr H). reflexivity.
  - rewrite (plus_lt_complete c hi r Fc Fhi Fr H). apply orb_true_r.
Qed.
End IEEE.
(* the format follows from the floats: axis_rejects c lo hi r *)
Arguments axis_rejects {prec emax prec_gt_0_ prec_lt_emax_} c lo hi r.

(* binary32 and binary64 instances. *)
Definition lt_minus_sound_b32 := lt_minus_sound 24 128 eq_refl eq_refl.
Definition minus_lt_sound_b32 := minus_lt_sound 24 128 eq_refl eq_refl.
Definition lt_plus_sound_b32 := lt_plus_sound 24 128 eq_refl eq_refl.
Definition plus_lt_sound_b32 := plus_lt_sound 24 128 eq_refl eq_refl.
Definition lt_minus_sound_b64 := lt_minus_sound 53 1024 eq_refl eq_refl.
Definition minus_lt_sound_b64 := minus_lt_sound 53 1024 eq_refl eq_refl.
Definition lt_plus_sound_b64 := lt_plus_sound 53 1024 eq_refl eq_refl.
Definition plus_lt_sound_b64 := plus_lt_sound 53 1024 eq_refl eq_refl.

