(* circle_rect::conservative never gives a false negative; NaN anywhere answers true. Every
   binary format with prec >= 3 (binary32 and binary64 instantiated at the end).

   Models lib/include/spherebox/circle_rect/conservative.hpp, conservative::test(s, b), any N:
     k = 1 + 2 * epsilon = 1 + 4u   (u = 2^-prec; a float; the model takes any float k whose
                                     value is 1 + 4u)
     separated = false; nan = (r != r)
     for i in 0 .. N-1:
       d = fl(s_i - c_i);  a = d < 0 ? -d : d
       separated = separated || a > fl(fl(h_i + r) * k)
       nan = nan || s_i != s_i || c_i != c_i || h_i != h_i
     return nan || !separated
   (s the ball's centre, c and h the box's centre and half extents.) fl is IEEE
   round-to-nearest-even in T (Flocq Bminus/Bplus/Bmult mode_NE, overflow to an infinity);
   -d is Bopp; < and > are Bltb; x != x is negb (Beqb x x). Loop: Lib/Axes.v. The product's
   result is only compared, never added to, so no FMA contraction can apply.
   Domain: every finite input with r >= 0 and h_i >= 0 (either zero may be -0), any magnitude:
   overflow of s - c, of h + r and of the product, and subnormal values are all covered.

   circle_sound  answer false => every point p of the box (|p_i - c_i| <= h_i) satisfies
                 r^2 < sum_i (p_i - s_i)^2: the closed ball and the closed box are disjoint.
   circle_nan    a NaN in r or in some s_i, c_i, h_i => answer true.
   Argument (per axis; rejection means a > m, m = fl(t k), t = fl(h + r)):
     t < 2^(emin+prec-1): then h + r is exact (a sum of floats that small is representable),
       t = h + r <= m; |s - c| is either exact (= a > m) or >= 2^(emin+prec) > t.
     t >= 2^(emin+prec-1): h + r <= (1+u) t, m >= (1-u)(1+4u) t, |s - c| >= (1-u) a, and
       (1-u)^2 (1+4u) >= 1+u for u <= 1/8.
     a = +inf (s - c overflowed): |s - c| >= (1-u) 2^emax >= every finite m > h + r.
     m = +inf never rejects. Then |s_i - c_i| > h_i + r and the lift (Lib/Lift.v).
   Not done here: the rejection clause (b) of this variant (k = 8, a = 1 in the header). *)
From Coq Require Import ZArith Reals Lra Lia Bool.
From Flocq Require Import Core Relative Plus_error IEEE754.BinarySingleNaN.
From Spherebox Require Import Lib.Rounding Lib.Lift Lib.Axes Lib.Witness.
Open Scope R_scope.

Section Variant.
Variable prec emax : Z.
Context (prec_gt_0_ : Prec_gt_0 prec).
Context (prec_lt_emax_ : Prec_lt_emax prec emax).
Hypothesis prec_ge_3 : (3 <= prec)%Z.
Notation float := (binary_float prec emax).
Notation fexp := (SpecFloat.fexp prec emax).
Notation emin := (SpecFloat.emin prec emax).
Notation rne := (round radix2 fexp (round_mode mode_NE)).
Notation u := (bpow radix2 (- prec)).
Notation thr := (bpow radix2 (emin + prec - 1)).
Definition zero : float := B754_zero false.

Definition axis_rejects (k s c h r : float) : bool :=
  let d := Bminus mode_NE s c in
  let a := if Bltb d zero then Bopp d else d in
  Bltb (Bmult mode_NE (Bplus mode_NE h r) k) a.

Definition circle_test (k : float) (n : nat) (s c h : nat -> float) (r : float) : bool :=
  answer n (fun i => axis_rejects k (s i) (c i) (h i) r)
    (fun i => isnan prec emax (s i) || isnan prec emax (c i) || isnan prec emax (h i))
    (isnan prec emax r).

Lemma u_small : 0 < u <= /8.
Proof.
  split; [apply bpow_gt_0|].
  replace (/8) with (bpow radix2 (-3)) by (simpl; lra).
  apply bpow_le. lia.
Qed.

Lemma thr_pos : 0 < thr. Proof. apply bpow_gt_0. Qed.

Lemma thr_lt_max : thr < (1 - u) * bpow radix2 emax.
Proof.
  pose proof u_small.
  assert (thr <= bpow radix2 (emax - 1)) by (apply bpow_le; unfold SpecFloat.emin;
    unfold Prec_lt_emax in prec_lt_emax_; lia).
  assert (bpow radix2 (emax - 1) = bpow radix2 emax / 2).
  { replace (emax - 1)%Z with (emax + -1)%Z by ring. rewrite bpow_plus. simpl. unfold Z.pow_pos. simpl. lra. }
  pose proof (bpow_gt_0 radix2 emax). nra.
Qed.

(* A sum of two floats: the error is at most u times the result, and below thr it is exact. *)
Lemma sum_error_round : forall a b : float,
  let x := B2R a + B2R b in
  Rabs (rne x - x) <= u * Rabs (rne x) /\ (Rabs x < bpow radix2 (emin + prec) -> rne x = x).
Proof.
  intros a b x.
  assert (Small : Rabs x < bpow radix2 (emin + prec) -> rne x = x).
  { intros H. apply round_generic; [apply valid_rnd_N|].
    apply (FLT_format_plus_small radix2 emin prec); [apply generic_format_B2R | apply generic_format_B2R |].
    replace (prec + emin)%Z with (emin + prec)%Z by ring. apply Rlt_le. exact H. }
  split; [|exact Small].
  destruct (Rle_or_lt thr (Rabs x)) as [Hbig|Hsmall].
  - pose proof (relative_error_N_FLT_round radix2 emin prec prec_gt_0_ (fun t => negb (Z.even t)) x Hbig) as H.
    replace (/ 2 * bpow radix2 (- prec + 1)) with u in H; [exact H|].
    rewrite bpow_plus. simpl. unfold Z.pow_pos. simpl. lra.
  - rewrite Small.
    + rewrite Rminus_diag_eq, Rabs_R0 by reflexivity. apply Rmult_le_pos; [apply bpow_ge_0 | apply Rabs_pos].
    + apply (Rlt_le_trans _ _ _ Hsmall). apply bpow_le. lia.
Qed.

(* t = fl(h + r), h, r >= 0. *)
Lemma t_spec : forall h r : float, is_finite h = true -> is_finite r = true ->
  0 <= B2R h -> 0 <= B2R r ->
  let t := Bplus mode_NE h r in
  t = B754_infinity false \/
  (is_finite t = true /\ 0 <= B2R t /\ B2R h + B2R r <= (1 + u) * B2R t /\
   (B2R t < thr -> B2R t = B2R h + B2R r)).
Proof.
  intros h r Fh Fr Hh Hr t.
  pose proof (plus_result prec emax _ _ h r Fh Fr) as P. unfold rounds_to in P. fold t in P.
  destruct (sum_error_round h r) as [E S]. set (x := B2R h + B2R r) in *.
  assert (R0 : 0 <= rne x).
  { apply (round_le_ge radix2 fexp (round_mode mode_NE) 0 x (generic_format_0 radix2 fexp)). unfold x. lra. }
  rewrite (Rabs_pos_eq (rne x)) in E by exact R0.
  destruct Rlt_bool.
  - destruct P as [HR HF]. right. rewrite HR. split; [exact HF|]. split; [exact R0|]. split.
    + apply Rabs_le_inv in E. lra.
    + intros Ht. destruct (Rle_or_lt thr x) as [Hx|Hx].
      * exfalso. assert (thr <= rne x).
        { apply (round_le_ge radix2 fexp (round_mode mode_NE)); [apply generic_format_bpow; unfold fexp, SpecFloat.fexp; lia | exact Hx]. }
        lra.
      * apply S. rewrite Rabs_pos_eq by (unfold x; lra).
        apply (Rlt_le_trans _ _ _ Hx). apply bpow_le. lia.
  - destruct P as [Hz [_ Hneg]]. destruct (Bsign h) eqn:Sh; [|left; exact Hz].
    exfalso. specialize (Hneg eq_refl). assert (x = 0) by (unfold x in *; lra).
    (* x = 0: no overflow *)
    destruct (Rlt_bool_spec (Rabs (rne x)) (bpow radix2 emax)) as [Hlt|Hge].
    + pose proof (plus_result prec emax _ _ h r Fh Fr) as P'. unfold rounds_to in P'. fold t x in P'.
      rewrite Rlt_bool_true in P' by exact Hlt. destruct P' as [_ F']. rewrite Hz in F'. discriminate.
    + rewrite H, round_0, Rabs_R0 in Hge by apply valid_rnd_N. pose proof (bpow_gt_0 radix2 emax). lra.
Qed.

(* m = fl(t * k), t >= 0 finite, k = 1 + 4u. *)
Lemma m_spec : forall t k : float, is_finite t = true -> is_finite k = true ->
  0 <= B2R t -> B2R k = 1 + 4 * u ->
  let m := Bmult mode_NE t k in
  m = B754_infinity false \/
  (is_finite m = true /\ B2R t <= B2R m /\ (thr <= B2R t -> (1 - u) * (1 + 4 * u) * B2R t <= B2R m)).
Proof.
  intros t k Ft Fk Ht Hk m.
  pose proof (Bmult_correct prec emax _ _ mode_NE t k) as P. fold m in P.
  pose proof u_small as U.
  set (y := B2R t * B2R k) in *.
  assert (Hy : B2R t <= y) by (unfold y; rewrite Hk; nra).
  assert (Rt : B2R t <= rne y).
  { apply (round_le_ge radix2 fexp (round_mode mode_NE)); [apply generic_format_B2R | exact Hy]. }
  destruct Rlt_bool eqn:O.
  - destruct P as [HR [HF _]]. right. rewrite HR. rewrite Ft, Fk in HF. split; [exact HF|]. split; [exact Rt|].
    intros Hthr.
    assert (Hyb : thr <= Rabs y) by (rewrite Rabs_pos_eq; lra).
    pose proof (relative_error_N_FLT radix2 emin prec prec_gt_0_ (fun t => negb (Z.even t)) y Hyb) as E.
    replace (/ 2 * bpow radix2 (- prec + 1)) with u in E
      by (rewrite bpow_plus; simpl; unfold Z.pow_pos; simpl; lra).
    rewrite (Rabs_pos_eq y) in E by lra. apply Rabs_le_inv in E.
    unfold y in *. rewrite Hk in *. change (round radix2 (FLT_exp emin prec) ZnearestE (B2R t * (1 + 4 * u))) with (rne (B2R t * (1 + 4 * u))) in E. nra.
  - left. apply B2SF_inj. rewrite P.
    assert (St : Bsign t = false).
    { destruct (Bsign t) eqn:S; [|reflexivity]. exfalso.
      pose proof (sign_true_nonpos prec emax t S) as T.
      assert (Y : y = 0) by (unfold y; replace (B2R t) with 0 by lra; ring).
      rewrite Y, round_0 in O by apply valid_rnd_N. rewrite Rabs_R0, Rlt_bool_true in O;
        [discriminate | apply bpow_gt_0]. }
    assert (Sk : Bsign k = false).
    { destruct (Bsign k) eqn:Sk; [|reflexivity]. pose proof (sign_true_nonpos prec emax k Sk). lra. }
    rewrite St, Sk. reflexivity.
Qed.

(* a = |fl(s - c)| as the C++ computes it. *)
Lemma a_spec : forall s c : float, is_finite s = true -> is_finite c = true ->
  let d := Bminus mode_NE s c in
  let a := if Bltb d zero then Bopp d else d in
  (a = B754_infinity false /\ (1 - u) * bpow radix2 emax <= Rabs (B2R s - B2R c)) \/
  (is_finite a = true /\ (1 - u) * B2R a <= Rabs (B2R s - B2R c) /\
   (Rabs (B2R s - B2R c) < bpow radix2 (emin + prec) -> Rabs (B2R s - B2R c) = B2R a)).
Proof.
  intros s c Fs Fc d a.
  pose proof (minus_result prec emax _ _ s c Fs Fc) as P. unfold rounds_to in P. fold d in P.
  destruct (sum_error_round s (Bopp c)) as [E S]. rewrite B2R_Bopp in E, S.
  replace (B2R s + - B2R c) with (B2R s - B2R c) in E, S by ring.
  set (x := B2R s - B2R c) in *.
  assert (Ex : (1 - u) * Rabs (rne x) <= Rabs x).
  { pose proof (Rabs_triang_inv (rne x) x) as T. rewrite <- Rabs_Ropp, Ropp_minus_distr in E. 
    rewrite Rabs_minus_sym in T. lra. }
  destruct (Rlt_bool_spec (Rabs (rne x)) (bpow radix2 emax)) as [Hlt|Hge].
  - destruct P as [HR HF]. right.
    assert (Ha : is_finite a = true /\ B2R a = Rabs (B2R d)).
    { unfold a. destruct (Bltb d zero) eqn:L.
      - rewrite Bltb_correct in L by (assumption || reflexivity). apply Rlt_bool_true_lt in L. simpl in L.
        rewrite is_finite_Bopp, B2R_Bopp, Rabs_left by exact L. auto.
      - rewrite Bltb_correct in L by (assumption || reflexivity).
        revert L. case Rlt_bool_spec; [discriminate|]. intros L _. simpl in L.
        rewrite Rabs_pos_eq by lra. auto. }
    destruct Ha as [Fa Ha]. rewrite Ha, HR. split; [exact Fa|]. split; [exact Ex|].
    intros Hs. rewrite S by exact Hs. reflexivity.
  - destruct P as [Hz _]. left. split.
    + unfold a. rewrite Hz. destruct (Bsign s); reflexivity.
    + pose proof u_small. nra.
Qed.

Lemma mult_inf : forall k : float, is_finite k = true -> 0 < B2R k ->
  Bmult mode_NE (B754_infinity false) k = B754_infinity false.
Proof.
  intros [sk|sk| |sk mk ek Bk] F H; try discriminate F.
  - simpl in H. lra.
  - destruct sk; [|reflexivity]. exfalso.
    pose proof (sign_true_nonpos prec emax (B754_finite true mk ek Bk) eq_refl). lra.
Qed.

Lemma inf_not_lt : forall x : float, Bltb (B754_infinity false) x = false.
Proof. intros [s|s| |s m e B]; try destruct s; reflexivity. Qed.

Theorem axis_sound : forall k s c h r : float,
  is_finite k = true -> B2R k = 1 + 4 * u ->
  is_finite s = true -> is_finite c = true -> is_finite h = true -> is_finite r = true ->
  0 <= B2R h -> 0 <= B2R r ->
  axis_rejects k s c h r = true -> B2R h + B2R r < Rabs (B2R s - B2R c).
Proof.
  intros k s c h r Fk Hk Fs Fc Fh Fr Hh Hr H. unfold axis_rejects in H. cbv zeta in H.
  pose proof u_small as U. pose proof thr_lt_max as TM. pose proof thr_pos as TP.
  assert (Tb : thr < bpow radix2 (emin + prec)) by (apply bpow_lt; lia).
  assert (Kp : 0 < B2R k) by lra.
  pose proof (a_spec s c Fs Fc) as A. cbv zeta in A.
  pose proof (t_spec h r Fh Fr Hh Hr) as T. cbv zeta in T.
  set (a := if Bltb (Bminus mode_NE s c) zero then Bopp (Bminus mode_NE s c) else Bminus mode_NE s c) in *.
  set (t := Bplus mode_NE h r) in *.
  destruct T as [Et|[Ft [T0 [Tx Ts]]]].
  { exfalso. rewrite Et, mult_inf, inf_not_lt in H by assumption. discriminate H. }
  destruct (m_spec t k Ft Fk T0 Hk) as [Em|[Fm [Mt Mk]]]; cbv zeta in *;
    set (m := Bmult mode_NE t k) in *.
  { exfalso. rewrite Em, inf_not_lt in H. discriminate H. }
  destruct A as [[Ea Da]|[Fa [Da Sa]]].
  - (* a = +inf: |s - c| >= (1-u) 2^emax >= m > h + r *)
    pose proof (abs_B2R_le_emax_minus_prec prec emax _ m) as Mx.
    replace (bpow radix2 emax - bpow radix2 (emax - prec)) with ((1 - u) * bpow radix2 emax) in Mx
      by (unfold Zminus; rewrite bpow_plus; ring).
    apply Rabs_le_inv in Mx.
    destruct (Rlt_or_le (B2R t) thr) as [Tl|Tg].
    + rewrite <- (Ts Tl). lra.
    + specialize (Mk Tg). nra.
  - rewrite Bltb_correct in H by assumption. apply Rlt_bool_true_lt in H.
    destruct (Rlt_or_le (B2R t) thr) as [Tl|Tg].
    + rewrite <- (Ts Tl).
      destruct (Rlt_or_le (Rabs (B2R s - B2R c)) (bpow radix2 (emin + prec))) as [Sl|Sg].
      * rewrite (Sa Sl). lra.
      * lra.
    + specialize (Mk Tg).
      assert (Ap : 0 < B2R a) by lra.
      assert (Q : (1 - u) * (1 - u) * (1 + 4 * u) >= 1 + u) by nra.
      assert (Hm : (1 - u) * B2R m < (1 - u) * B2R a) by (apply Rmult_lt_compat_l; lra).
      assert (H2 : (1 - u) * ((1 - u) * (1 + 4 * u) * B2R t) <= (1 - u) * B2R m)
        by (apply Rmult_le_compat_l; lra).
      assert (H3 : (1 + u) * B2R t <= (1 - u) * ((1 - u) * (1 + 4 * u) * B2R t)) by nra.
      lra.
Qed.

Definition all_finite n (s c h : nat -> float) (r : float) :=
  (forall i, (i < n)%nat -> is_finite (s i) = true /\ is_finite (c i) = true /\ is_finite (h i) = true)
  /\ is_finite r = true.

Theorem circle_sound : forall (k : float) n (s c h : nat -> float) (r : float),
  is_finite k = true -> B2R k = 1 + 4 * u ->
  all_finite n s c h r -> 0 <= B2R r -> (forall i, (i < n)%nat -> 0 <= B2R (h i)) ->
  circle_test k n s c h r = false ->
  forall p : nat -> R, (forall i, (i < n)%nat -> Rabs (p i - B2R (c i)) <= B2R (h i)) ->
  B2R r * B2R r < sumsq n (fun i => p i - B2R (s i)).
Proof.
  intros k n s c h r Fk Hk [Fin Fr] Hr Hh Htest p Hbox.
  destruct (answer_false_sep _ _ _ _ Htest) as [i [Hi Hax]].
  destruct (Fin i Hi) as [Fs [Fc Fh]].
  pose proof (axis_sound k (s i) (c i) (h i) r Fk Hk Fs Fc Fh Fr (Hh i Hi) Hr Hax) as A.
  apply (lift n p (fun j => B2R (s j)) (B2R r) i Hi Hr).
  specialize (Hbox i Hi).
  pose proof (Rabs_triang (p i - B2R (c i)) (B2R (c i) - B2R (s i))) as T.
  replace (p i - B2R (c i) + (B2R (c i) - B2R (s i))) with (p i - B2R (s i)) in T by ring.
  pose proof (Rabs_triang_inv (B2R (s i) - B2R (c i)) (B2R (s i) - p i)) as T2.
  replace (B2R (s i) - B2R (c i) - (B2R (s i) - p i)) with (p i - B2R (c i)) in T2 by ring.
  rewrite (Rabs_minus_sym (B2R (s i)) (p i)) in T2. lra.
Qed.

Theorem circle_nan : forall (k : float) n (s c h : nat -> float) (r : float),
  (is_nan r = true \/ exists i, (i < n)%nat /\
     (is_nan (s i) = true \/ is_nan (c i) = true \/ is_nan (h i) = true)) ->
  circle_test k n s c h r = true.
Proof.
  intros k n s c h r H. apply answer_nan.
  destruct H as [H|[i [Hi H]]]; [left; apply isnan_nan; exact H|].
  right. exists i. split; [exact Hi|].
  destruct H as [H|[H|H]]; rewrite (isnan_nan _ _ _ H); rewrite ?orb_true_r; reflexivity.
Qed.
End Variant.

(* binary32 and binary64: the header's k = 1 + 2 * epsilon is 1 + 2^-22 = 0x3F800002 (float)
   and 1 + 2^-51 = 0x3FF0000000000002 (double); its value is 1 + 4u in each format. *)
Lemma k32_value : B2R (f32 1065353218%Z) = 1 + 4 * bpow radix2 (-24).
Proof. b32_real 1065353218%Z. simpl. lra. Qed.
Lemma k64_value : B2R (f64 4607182418800017410%Z) = 1 + 4 * bpow radix2 (-53).
Proof. b64_real 4607182418800017410%Z. simpl. lra. Qed.
Lemma k32_finite : is_finite (f32 1065353218%Z) = true. Proof. vm_compute. reflexivity. Qed.
Lemma k64_finite : is_finite (f64 4607182418800017410%Z) = true. Proof. vm_compute. reflexivity. Qed.

(* With these, the hypotheses is_finite k and B2R k = 1 + 4u of circle_sound hold for the
   header's k in binary32 and binary64. *)
Definition circle_sound_binary32 := circle_sound 24 128 eq_refl eq_refl ltac:(lia) (f32 1065353218%Z).
Definition circle_sound_binary64 := circle_sound 53 1024 eq_refl eq_refl ltac:(lia) (f64 4607182418800017410%Z).
