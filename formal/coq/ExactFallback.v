(* Models lib/include/spherebox/detail/exact_sum.hpp: product_sum<MaxTerms>::add and ::sign,
   to_dyadic and exact_difference, as called by the exact fallbacks
   sphere_aabb::exact::exact_answer (lib/include/spherebox/sphere_aabb/exact.hpp) and
   circle_rect::exact::exact_answer (lib/include/spherebox/circle_rect/exact.hpp).

   Operation sequence, exactly as the C++ computes it:
     to_dyadic(x)              a finite double read from its bits as (neg, m, e) with
                               x = (neg ? -1 : 1) * m * 2^e (m odd, or m = 0 for zero)
     add(x, y, negative, k)    a = to_dyadic(x), b = to_dyadic(y); dropped if a.m = 0 or b.m = 0;
                               else the term  t.m = a.m * b.m (exact, 128-bit),
                               t.e = a.e + b.e + k,  t.neg = (a.neg != b.neg) != negative
     sign()                    lo = min_t t.e; the integer  Z = sum_t (t.neg ? -1 : 1) t.m 2^(t.e - lo)
                               accumulated in `limbs` 64-bit two's-complement words
                               (add_shifted, modulo 2^(64 limbs)); answer -1 / 0 / +1 from
                               the top bit and the words.
     exact_difference(x, y, d) d = fl(x - y); yv = fl(x - d); xv = fl(d + yv);
                               err = fl(fl(x - xv) + fl(yv - y));
                               true iff err == 0 && fl(d - d) == 0
                               (additions only: a multiply-add contraction cannot arise).
   The callers' term shapes (sphere_aabb: per axis with the centre outside, the gap x - y as
   add(e, e) when exact_difference(x, y, e), else add(x, x), add(x, y, true, 1), add(y, y);
   then add(r, r, true);  circle_rect: per axis with p != c, sigma = sign(p - c), the gap
   g = sigma p - sigma c - h as add(g, g) when both exact_difference(p, c, a) and
   exact_difference(sigma a, h, g) hold and g > 0, else the sign of
   add(p, 1, !up) + add(c, 1, up) + add(h, 1, true) and, when positive, add(p, p), add(c, c),
   add(h, h), add(p, c, true, 1), add(p, h, up, 1), add(c, h, !up, 1); then add(r, r, true)).

   What is proved here (parametric in the binary format where natural):
   1. [format_is_dyadic], [B2R_is_dyadic]: every float of any radix-2 generic format (FLT,
      FLX, FIX ...), and every finite binary_float of Flocq's IEEE model, is m * 2^e with m
      an integer; [odd_dyadic]: nonzero ones also with m odd (the form to_dyadic reads).
      [sum_is_integer_times_bpow], [key_step]: for ANY dyadic readings of the factors, the
      exact real value of the sum of the added products  sum (+-1) x y 2^k  equals
      Z * 2^lo with lo the least term exponent and Z the integer above, so
      sign(real sum) = sign(Z)  ([key_step], stated with Rcompare / Z.compare).
      [sphere_aabb_terms], [circle_rect_terms], [circle_rect_gap_terms]: the callers' term
      lists add up to the gap squared (resp. the gap).
   2. [exact_difference_exact]: on Flocq's IEEE model (BinarySingleNaN, round to nearest
      even, overflow to infinities, any prec > 1 and emax > prec; binary32 and binary64
      included), exact_difference(x, y) = true implies d is finite and d = x - y exactly
      (via Flocq's TwoSum_correct; an overflow anywhere makes err non-finite, so the test
      fails, which is proved too). So the one product add(e, e) equals (x - y)^2.
   3. NOT proved, left to the C++ and its tests (see [words_hold_Z] below): that add_shifted
      and the final reading of the words in sign() give the sign of Z, i.e. that the
      fixed-width two's-complement words hold Z (width chosen from the span, no overflow,
      carries and borrows right). What IS proved of it: [Z_fits_width], that |Z| is below
      2^(64 limbs - 1) for the C++'s limbs = (top - lo + 8) / 64 + 1 whenever there are at
      most 128 terms and each |t.m| < 2^(t.top - t.e) (top as the C++ computes it from the
      bit lengths); and that 68 words suffice for the range the header states.
      Tests that check the word arithmetic against Boost.Multiprecision (tests/exact_test.cpp):
      ExactSum.ToDyadicReadsEveryDoubleExactly, ExactSum.MultiplyWideIsTheExact128BitProduct,
      ExactSum.SignOfRandomSumsMatchesBoost, ExactSum.CancellationToExactlyZeroAcrossTheRange,
      ExactSum.WidthCoversTheCarriesOfEveryTerm, ExactSum.ExtremesOfTheRange.
   Domain: every finite input (subnormals, the largest double, signed zeros). The bit reading
   of to_dyadic itself (biased exponent, hidden bit) is not modelled: the theorems hold for
   every reading that satisfies value = (+-1) m 2^e, which ToDyadicReadsEveryDoubleExactly
   checks for to_dyadic. *)
From Coq Require Import ZArith Reals Lra Lia List Bool.
From Flocq Require Import Core.
From Flocq Require Pff2Flocq.
From Flocq Require Import IEEE754.BinarySingleNaN.
Open Scope R_scope.

(* ------------------------------------------------------------------------------------- *)
(* 1. Floats are integers times powers of two.                                             *)
(* ------------------------------------------------------------------------------------- *)

Section Decomposition.
Variable fexp : Z -> Z.
Context { valid_exp_ : Valid_exp fexp }.

Theorem format_is_dyadic :
  forall x, generic_format radix2 fexp x ->
  exists m e : Z, x = IZR m * bpow radix2 e.
Proof.
  intros x Hx. exists (Ztrunc (scaled_mantissa radix2 fexp x)), (cexp radix2 fexp x).
  exact Hx.
Qed.

End Decomposition.

Theorem B2R_is_dyadic :
  forall prec emax (f : binary_float prec emax), is_finite f = true ->
  exists m e : Z, B2R f = IZR m * bpow radix2 e.
Proof.
  intros prec emax f _. destruct f as [s|s| |s m e H].
  - exists 0%Z, 0%Z. simpl. ring.
  - exists 0%Z, 0%Z. simpl. ring.
  - exists 0%Z, 0%Z. simpl. ring.
  - exists (SpecFloat.cond_Zopp s (Zpos m)), e. reflexivity.
Qed.

Lemma pow2_IZR : forall j : Z, (0 <= j)%Z -> IZR (2 ^ j) = bpow radix2 j.
Proof. intros j H. exact (IZR_Zpower radix2 j H). Qed.

(* to_dyadic strips the trailing zero bits: every nonzero m 2^e is m' 2^e' with m' odd. *)
Lemma odd_part : forall n : nat, forall m : Z, (Z.abs_nat m <= n)%nat -> m <> 0%Z ->
  exists m' j, Z.odd m' = true /\ (0 <= j)%Z /\ m = (m' * 2 ^ j)%Z.
Proof.
  induction n as [|n IH]; intros m Hm Hnz.
  - lia.
  - destruct (Z.odd m) eqn:Ho.
    + exists m, 0%Z. split; [exact Ho|]. split; [lia|]. ring.
    + assert (Hev : Z.even m = true) by (rewrite <- Z.negb_odd, Ho; reflexivity).
      apply Z.even_spec in Hev. destruct Hev as [h Hh].
      destruct (IH h) as [m' [j [Ho' [Hj Hm']]]]; [lia|lia|].
      exists m', (j + 1)%Z. split; [exact Ho'|]. split; [lia|].
      rewrite Z.pow_add_r by lia. rewrite Hh, Hm'. ring.
Qed.

Theorem odd_dyadic : forall m e : Z, m <> 0%Z ->
  exists m' e', Z.odd m' = true /\ IZR m * bpow radix2 e = IZR m' * bpow radix2 e'.
Proof.
  intros m e Hnz. destruct (odd_part (Z.abs_nat m) m (le_n _) Hnz) as [m' [j [Ho [Hj Hm]]]].
  exists m', (e + j)%Z. split; [exact Ho|].
  rewrite Hm, mult_IZR, (pow2_IZR j Hj), bpow_plus. ring.
Qed.

(* ------------------------------------------------------------------------------------- *)
(* The model of product_sum.                                                               *)
(* ------------------------------------------------------------------------------------- *)

(* to_dyadic's result: value (neg ? -1 : 1) * m * 2^e *)
Record dyadic := { dm : Z; de : Z; dneg : bool }.
Definition sgnR (b : bool) : R := if b then (-1)%R else 1%R.
Definition sgnZ (b : bool) : Z := if b then (-1)%Z else 1%Z.
Definition dval (d : dyadic) : R := sgnR (dneg d) * IZR (dm d) * bpow radix2 (de d).

(* product_sum::term (the fields lo:hi, e, neg; top is used in part 3) *)
Record term := { tm : Z; te : Z; tneg : bool }.
Definition tval (t : term) : R := sgnR (tneg t) * IZR (tm t) * bpow radix2 (te t).

(* one call add(x, y, negative, k), on the dyadics a = to_dyadic(x), b = to_dyadic(y) *)
Definition mk_term (a b : dyadic) (negative : bool) (k : Z) : term :=
  {| tm := dm a * dm b; te := de a + de b + k; tneg := xorb (xorb (dneg a) (dneg b)) negative |}.
Definition add (ts : list term) (a b : dyadic) (negative : bool) (k : Z) : list term :=
  if (dm a =? 0)%Z || (dm b =? 0)%Z then ts else ts ++ mk_term a b negative k :: nil.

(* the value the caller means: (negative ? -1 : 1) * x * y * 2^k *)
Definition cval (x y : R) (negative : bool) (k : Z) : R := sgnR negative * x * y * bpow radix2 k.

Lemma sgnR_xorb : forall a b, sgnR (xorb a b) = sgnR a * sgnR b.
Proof. intros [|] [|]; simpl; ring. Qed.

Lemma mk_term_value : forall a b negative k,
  tval (mk_term a b negative k) = cval (dval a) (dval b) negative k.
Proof.
  intros a b negative k. unfold tval, mk_term, cval, dval; simpl.
  rewrite !sgnR_xorb, mult_IZR, !bpow_plus. ring.
Qed.

(* the exact real sum of the terms, and the integer sign() builds for a unit 2^E *)
Fixpoint rsum (ts : list term) : R :=
  match ts with nil => 0 | t :: r => tval t + rsum r end.
Fixpoint Zint (E : Z) (ts : list term) : Z :=
  match ts with nil => 0%Z | t :: r => (sgnZ (tneg t) * tm t * 2 ^ (te t - E) + Zint E r)%Z end.
(* The least (f = Z.min) or greatest (Z.max) term exponent; 0 for no term. *)
Fixpoint extreme (f : Z -> Z -> Z) (ts : list term) : Z :=
  match ts with
  | nil => 0%Z
  | t :: nil => te t
  | t :: r => f (te t) (extreme f r)
  end.
(* lo: the least exponent (sign() answers 0 for no term) *)
Definition least := extreme Z.min.

Lemma rsum_app : forall a b, rsum (a ++ b) = rsum a + rsum b.
Proof. induction a as [|t a IH]; intros b; simpl; [ring|]. rewrite IH. ring. Qed.

Lemma least_le : forall ts, Forall (fun t => (least ts <= te t)%Z) ts.
Proof.
  induction ts as [|t r IH]; [constructor|].
  destruct r as [|t' r'].
  - constructor; [unfold least; simpl; lia|constructor].
  - change (least (t :: t' :: r')) with (Z.min (te t) (least (t' :: r'))).
    constructor; [lia|].
    eapply Forall_impl; [|exact IH]. intros s Hs. simpl in Hs |- *. lia.
Qed.

Lemma sgnZ_R : forall b, IZR (sgnZ b) = sgnR b.
Proof. intros [|]; reflexivity. Qed.

(* The key step, part one: the real sum is the integer Z times 2^E, for any E at or below
   every term's exponent. *)
Theorem sum_is_integer_times_bpow : forall E ts,
  Forall (fun t => (E <= te t)%Z) ts ->
  rsum ts = IZR (Zint E ts) * bpow radix2 E.
Proof.
  intros E ts H. induction H as [|t r Ht Hr IH]; simpl.
  - ring.
  - rewrite IH, plus_IZR, !mult_IZR, sgnZ_R, (pow2_IZR (te t - E)) by lia.
    unfold tval. replace (te t) with ((te t - E) + E)%Z at 1 by ring.
    rewrite bpow_plus. ring.
Qed.

(* The key step: with E = lo (the least exponent, as sign() takes it) the integer has the
   sign of the exact sum. *)
Theorem key_step : forall ts,
  Rcompare (rsum ts) 0 = Z.compare (Zint (least ts) ts) 0.
Proof.
  intros ts. rewrite (sum_is_integer_times_bpow (least ts) ts (least_le ts)).
  rewrite <- (Rmult_0_l (bpow radix2 (least ts))).
  rewrite Rcompare_mult_r by apply bpow_gt_0.
  apply Rcompare_IZR.
Qed.

(* The least exponent is needed: with the GREATEST exponent as the unit (the negative
   control fail/ExactFallbackWrong.edit makes `least` take it and least_le fails) the terms below the
   unit are not integers, Z.pow truncates them to 0, and the sign can be wrong:
   3 * 2^0 - 1 * 2^1 = 1 > 0, but with unit 2^1 the integer is 0 - 1 = -1. *)
Definition greatest := extreme Z.max.

Theorem greatest_exponent_is_wrong :
  ~ (forall ts, Rcompare (rsum ts) 0 = Z.compare (Zint (greatest ts) ts) 0).
Proof.
  intros H.
  specialize (H ({| tm := 3; te := 0; tneg := false |} :: {| tm := 1; te := 1; tneg := true |} :: nil)).
  revert H. unfold rsum, tval, sgnR; simpl.
  rewrite Rcompare_Gt by (unfold Z.pow_pos; simpl; lra). discriminate.
Qed.

(* The same, stated on the calls: a list of add(x, y, negative, k) whose factors are read
   exactly (dval a = x, dval b = y) builds terms whose integer Z has the sign of
   sum (+-1) x y 2^k.  Zero products are dropped, as add() drops them. *)
Record call := { ca : dyadic; cb : dyadic; cneg : bool; ck : Z }.
Definition run (cs : list call) : list term :=
  fold_left (fun ts c => add ts (ca c) (cb c) (cneg c) (ck c)) cs nil.
Fixpoint csum (cs : list call) : R :=
  match cs with nil => 0 | c :: r => cval (dval (ca c)) (dval (cb c)) (cneg c) (ck c) + csum r end.

Lemma run_value : forall cs acc,
  rsum (fold_left (fun ts c => add ts (ca c) (cb c) (cneg c) (ck c)) cs acc) = rsum acc + csum cs.
Proof.
  induction cs as [|c r IH]; intros acc; simpl; [ring|].
  rewrite IH. unfold add.
  destruct (Z.eqb_spec (dm (ca c)) 0) as [H0|H0]; simpl.
  - unfold cval, dval. rewrite H0. ring.
  - destruct (Z.eqb_spec (dm (cb c)) 0) as [H1|H1]; simpl.
    + unfold cval, dval at 2. rewrite H1. ring.
    + rewrite rsum_app. simpl. rewrite mk_term_value. ring.
Qed.

Theorem key_step_calls : forall cs,
  Rcompare (csum cs) 0 = Z.compare (Zint (least (run cs)) (run cs)) 0.
Proof.
  intros cs. rewrite <- key_step. unfold run. rewrite run_value. simpl. now rewrite Rplus_0_l.
Qed.

(* The callers' term shapes add up to what they stand for. *)
Theorem sphere_aabb_terms : forall x y : R,
  cval x x false 0 + cval x y true 1 + cval y y false 0 = (x - y) ^ 2.
Proof. intros x y. unfold cval, sgnR. simpl. unfold Z.pow_pos. simpl. ring. Qed.

Theorem sphere_aabb_gap_term : forall x y e : R, e = x - y -> cval e e false 0 = (x - y) ^ 2.
Proof. intros x y e ->. unfold cval, sgnR. simpl. ring. Qed.

Theorem sphere_aabb_radius_term : forall r : R, cval r r true 0 = - (r * r).
Proof. intros r. unfold cval, sgnR. simpl. ring. Qed.

(* circle_rect, sigma = +1 when up (p > c), -1 otherwise *)
Theorem circle_rect_gap_terms : forall (p c h : R) (up : bool),
  cval p 1 (negb up) 0 + cval c 1 up 0 + cval h 1 true 0 = sgnR (negb up) * (p - c) - h.
Proof. intros p c h [|]; unfold cval, sgnR; simpl; ring. Qed.

Theorem circle_rect_terms : forall (p c h : R) (up : bool),
  cval p p false 0 + cval c c false 0 + cval h h false 0 + cval p c true 1
  + cval p h up 1 + cval c h (negb up) 1
  = (sgnR (negb up) * (p - c) - h) ^ 2.
Proof. intros p c h [|]; unfold cval, sgnR; simpl; unfold Z.pow_pos; simpl; ring. Qed.

(* ------------------------------------------------------------------------------------- *)
(* 2. exact_difference: a zero two-sum error means the difference is exact.               *)
(* ------------------------------------------------------------------------------------- *)

Section TwoSum.
Variables prec emax : Z.
Context (prec_gt_0_ : Prec_gt_0 prec) (prec_lt_emax_ : Prec_lt_emax prec emax).
Hypothesis prec_gt_1 : (1 < prec)%Z.

Notation bf := (binary_float prec emax).
Notation fl := (round radix2 (SpecFloat.fexp prec emax) ZnearestE).
Let zero : bf := B754_zero false.

(* exact_difference(x, y, d): its boolean and d, operation by operation *)
Definition exact_difference (x y : bf) : bool * bf :=
  let d := Bminus mode_NE x y in
  let yv := Bminus mode_NE x d in
  let xv := Bplus mode_NE d yv in
  let err := Bplus mode_NE (Bminus mode_NE x xv) (Bminus mode_NE yv y) in
  (Beqb err zero && Beqb (Bminus mode_NE d d) zero, d).

Lemma Beqb_zero : forall f : bf, Beqb f zero = true -> is_finite f = true /\ B2R f = 0.
Proof.
  intros f. destruct f as [s|s| |s m e H]; unfold zero; try destruct s; simpl; try easy.
Qed.

(* A finite sum or difference has finite operands (case analysis on both). *)
Ltac finite_args := intros x y; destruct x as [sx|sx| |sx mx ex Hx], y as [sy|sy| |sy my ey Hy];
  simpl; try easy; destruct (Bool.eqb _ _); easy.

Lemma Bplus_finite_args : forall x y : bf,
  is_finite (Bplus mode_NE x y) = true -> is_finite x = true /\ is_finite y = true.
Proof. finite_args. Qed.

Lemma Bminus_finite_args : forall x y : bf,
  is_finite (Bminus mode_NE x y) = true -> is_finite x = true /\ is_finite y = true.
Proof. finite_args. Qed.

(* A finite result z of an IEEE operation is the rounded exact x (Flocq's *_correct: on
   overflow z would be an infinity). *)
Lemma finite_round : forall (z : bf) x s (P Q : Prop), is_finite z = true ->
  (if Rlt_bool (Rabs (fl x)) (bpow radix2 emax) then B2R z = fl x /\ P
   else B2SF z = binary_overflow prec emax mode_NE s /\ Q) ->
  B2R z = fl x.
Proof.
  intros z x s P Q Hf. destruct Rlt_bool.
  - intros [H _]. exact H.
  - intros [H _]. rewrite <- is_finite_SF_B2SF, H in Hf. discriminate Hf.
Qed.

Lemma Bplus_finite_round : forall x y : bf,
  is_finite (Bplus mode_NE x y) = true -> B2R (Bplus mode_NE x y) = fl (B2R x + B2R y).
Proof.
  intros x y Hf. destruct (Bplus_finite_args x y Hf) as [Fx Fy].
  exact (finite_round _ _ _ _ _ Hf (Bplus_correct prec emax _ _ mode_NE x y Fx Fy)).
Qed.

Lemma Bminus_finite_round : forall x y : bf,
  is_finite (Bminus mode_NE x y) = true -> B2R (Bminus mode_NE x y) = fl (B2R x - B2R y).
Proof.
  intros x y Hf. destruct (Bminus_finite_args x y Hf) as [Fx Fy].
  exact (finite_round _ _ _ _ _ Hf (Bminus_correct prec emax _ _ mode_NE x y Fx Fy)).
Qed.

Lemma choice_sym_NE : forall z : Z, negb (Z.even z) = negb (negb (Z.even (- (z + 1)))).
Proof. intros z. rewrite Z.even_opp, Z.even_add. destruct (Z.even z); reflexivity. Qed.

Lemma fl_opp : forall v, fl (- v) = - fl v.
Proof.
  intros v. apply (Pff2Flocq.round_N_opp_sym (3 - emax - prec) prec). apply choice_sym_NE.
Qed.

Theorem exact_difference_exact : forall x y : bf,
  fst (exact_difference x y) = true ->
  is_finite (snd (exact_difference x y)) = true /\
  B2R (snd (exact_difference x y)) = B2R x - B2R y.
Proof.
  intros x y. unfold exact_difference; simpl.
  set (d := Bminus mode_NE x y). set (yv := Bminus mode_NE x d).
  set (xv := Bplus mode_NE d yv).
  set (dx := Bminus mode_NE x xv). set (dy := Bminus mode_NE yv y).
  set (err := Bplus mode_NE dx dy).
  intros H. apply andb_prop in H. destruct H as [He Hd].
  destruct (Beqb_zero _ He) as [Ferr Rerr]. destruct (Beqb_zero _ Hd) as [Fdd _].
  (* every intermediate is finite: an infinity or NaN would reach err *)
  destruct (Bplus_finite_args dx dy Ferr) as [Fdx Fdy].
  destruct (Bminus_finite_args x xv Fdx) as [Fx Fxv].
  destruct (Bminus_finite_args yv y Fdy) as [Fyv Fy].
  destruct (Bplus_finite_args d yv Fxv) as [Fd _].
  split; [exact Fd|].
  (* each is the rounded real operation *)
  assert (Rd : B2R d = fl (B2R x - B2R y)) by now apply Bminus_finite_round.
  assert (Ryv : B2R yv = fl (B2R x - B2R d)) by now apply Bminus_finite_round.
  assert (Rxv : B2R xv = fl (B2R d + B2R yv)) by now apply Bplus_finite_round.
  assert (Rdx : B2R dx = fl (B2R x - B2R xv)) by now apply Bminus_finite_round.
  assert (Rdy : B2R dy = fl (B2R yv - B2R y)) by now apply Bminus_finite_round.
  assert (Rer : B2R err = fl (B2R dx + B2R dy)) by now apply Bplus_finite_round.
  (* Flocq's TwoSum on (x, -y) *)
  assert (Emin : (3 - emax - prec <= 0)%Z).
  { unfold Prec_gt_0, Prec_lt_emax in *. lia. }
  assert (Fx' : generic_format radix2 (FLT_exp (3 - emax - prec) prec) (B2R x))
    by apply generic_format_B2R.
  assert (Fy' : generic_format radix2 (FLT_exp (3 - emax - prec) prec) (- B2R y))
    by (apply generic_format_opp; apply generic_format_B2R).
  generalize (Pff2Flocq.TwoSum_correct (3 - emax - prec) prec (fun z => negb (Z.even z))
                prec_gt_1 Emin choice_sym_NE (B2R x) (- B2R y) Fx' Fy').
  change (FLT_exp (3 - emax - prec) prec) with (SpecFloat.fexp prec emax).
  replace (B2R x + - B2R y) with (B2R x - B2R y) by ring.
  rewrite <- Rd.
  replace (B2R d - B2R x) with (- (B2R x - B2R d)) by ring.
  rewrite fl_opp, <- Ryv.
  replace (B2R d - - B2R yv) with (B2R d + B2R yv) by ring.
  rewrite <- Rxv, <- Rdx.
  replace (- B2R y - - B2R yv) with (B2R yv - B2R y) by ring.
  rewrite <- Rdy, <- Rer, Rerr. lra.
Qed.

End TwoSum.

(* The double instance (the C++ computes exact_difference in double for float and double
   inputs): binary64 = (prec, emax) = (53, 1024). *)
Corollary exact_difference_exact_binary64 : forall x y : binary_float 53 1024,
  fst (exact_difference 53 1024 eq_refl eq_refl x y) = true ->
  is_finite (snd (exact_difference 53 1024 eq_refl eq_refl x y)) = true /\
  B2R (snd (exact_difference 53 1024 eq_refl eq_refl x y)) = B2R x - B2R y.
Proof. intros x y. apply exact_difference_exact. reflexivity. Qed.

(* ------------------------------------------------------------------------------------- *)
(* 3. What is left to the C++: the words hold Z.                                          *)
(* ------------------------------------------------------------------------------------- *)

(* NOT PROVED: product_sum::sign() returns the sign of Z = Zint lo ts, i.e. add_shifted adds
   each term t.m 2^(t.e - lo) into the `limbs` two's-complement 64-bit words exactly modulo
   2^(64 limbs), and the final test reads the sign of that residue (top bit, then any nonzero
   word). Together with [Z_fits_width] below this means the words hold Z itself.
   Checked against Boost.Multiprecision by tests/exact_test.cpp:
   ExactSum.SignOfRandomSumsMatchesBoost, ExactSum.CancellationToExactlyZeroAcrossTheRange,
   ExactSum.WidthCoversTheCarriesOfEveryTerm, ExactSum.ExtremesOfTheRange (and the pieces:
   ExactSum.ToDyadicReadsEveryDoubleExactly, ExactSum.MultiplyWideIsTheExact128BitProduct). *)
Definition words_hold_Z (cpp_sign : list term -> Z) : Prop :=
  forall ts, cpp_sign ts = Z.sgn (Zint (least ts) ts).

(* Under that hypothesis the C++ answer has the sign of the exact sum. *)
Theorem sign_correct_if_words_hold : forall cpp_sign cs,
  words_hold_Z cpp_sign ->
  cpp_sign (run cs) = match Rcompare (csum cs) 0 with Lt => (-1)%Z | Eq => 0%Z | Gt => 1%Z end.
Proof.
  intros cpp_sign cs H. rewrite H, key_step_calls.
  destruct (Zint (least (run cs)) (run cs)); reflexivity.
Qed.

(* What is proved of the width: with top_t >= e_t + (bits of |t.m|) (the C++ takes
   top = e + bit_length(a.m) + bit_length(b.m), and a.m b.m < 2^(bl a + bl b)), at most 128
   terms, and limbs = (top - lo + 8) / 64 + 1 as sign() computes, |Z| < 2^(64 limbs - 1):
   Z is representable in the words, sign bit included. *)
Record wterm := { wt : term; wtop : Z }.
Definition wterm_ok (lo : Z) (w : wterm) : Prop :=
  (lo <= te (wt w))%Z /\ (0 <= tm (wt w) < 2 ^ (wtop w - te (wt w)))%Z /\ (te (wt w) <= wtop w)%Z.

Lemma Zint_bound : forall lo top ws,
  Forall (wterm_ok lo) ws -> Forall (fun w => (wtop w <= top)%Z) ws -> (lo <= top)%Z ->
  (Z.abs (Zint lo (map wt ws)) < Z.of_nat (length ws) * 2 ^ (top - lo) \/ ws = nil)%Z.
Proof.
  intros lo top ws H1 H2 Hlt. induction ws as [|w r IH]; [right; reflexivity|left].
  inversion H1 as [|? ? [Hlo [Hm Htop]] H1r]; subst.
  inversion H2 as [|? ? Hw H2r]; subst.
  simpl map. cbn [Zint].
  assert (Ht : (Z.abs (sgnZ (tneg (wt w)) * tm (wt w) * 2 ^ (te (wt w) - lo)) < 2 ^ (top - lo))%Z).
  { rewrite !Z.abs_mul.
    replace (Z.abs (sgnZ (tneg (wt w)))) with 1%Z by (destruct (tneg (wt w)); reflexivity).
    rewrite Z.abs_eq by lia. rewrite Z.abs_eq by (apply Z.pow_nonneg; lia).
    apply Z.lt_le_trans with (2 ^ (wtop w - te (wt w)) * 2 ^ (te (wt w) - lo))%Z.
    - apply Z.mul_lt_mono_pos_r; [apply Z.pow_pos_nonneg; lia|lia].
    - rewrite <- Z.pow_add_r by lia. apply Z.pow_le_mono_r; lia. }
  destruct (IH H1r H2r) as [Hr|Hr].
  - change (length (w :: r)) with (S (length r)). rewrite Nat2Z.inj_succ.
    eapply Z.le_lt_trans; [apply Z.abs_triangle|].
    rewrite Z.mul_succ_l, (Z.add_comm _ (2 ^ (top - lo))). apply Z.add_lt_mono; assumption.
  - subst r. cbn [map Zint length]. rewrite Z.add_0_r, Z.mul_1_l. exact Ht.
Qed.

Theorem Z_fits_width : forall lo top ws,
  Forall (wterm_ok lo) ws -> Forall (fun w => (wtop w <= top)%Z) ws -> (lo <= top)%Z ->
  (length ws <= 128)%nat ->
  let limbs := ((top - lo + 8) / 64 + 1)%Z in
  (- 2 ^ (64 * limbs - 1) <= Zint lo (map wt ws) < 2 ^ (64 * limbs - 1))%Z.
Proof.
  intros lo top ws H1 H2 Hlt Hn limbs.
  assert (Hw : (top - lo + 7 <= 64 * limbs - 1)%Z).
  { unfold limbs. pose proof (Z.mul_div_le (top - lo + 8) 64). pose proof (Z.mod_pos_bound (top - lo + 8) 64).
    pose proof (Z.div_mod (top - lo + 8) 64). lia. }
  clearbody limbs.
  assert (Hb : (Z.abs (Zint lo (map wt ws)) < 2 ^ (64 * limbs - 1))%Z).
  { destruct (Zint_bound lo top ws H1 H2 Hlt) as [H|H].
    - eapply Z.lt_le_trans; [exact H|].
      apply Z.le_trans with (2 ^ 7 * 2 ^ (top - lo))%Z.
      + apply Z.mul_le_mono_nonneg_r; [apply Z.pow_nonneg; lia|].
        change (2 ^ 7)%Z with 128%Z. apply (Nat2Z.inj_le _ 128) in Hn. exact Hn.
      + rewrite <- Z.pow_add_r by lia. apply Z.pow_le_mono_r; lia.
    - subst ws. cbn [map Zint]. apply Z.pow_pos_nonneg; lia. }
  lia.
Qed.

(* The bit-length bound the C++ uses for top: a.m < 2^bl(a.m), b.m < 2^bl(b.m), so
   a.m * b.m < 2^(bl(a.m) + bl(b.m)) = 2^(top - e) (k shifts e and top alike). *)
Lemma product_below_top : forall ma mb la lb : Z,
  (0 <= ma < 2 ^ la)%Z -> (0 <= mb < 2 ^ lb)%Z -> (0 <= la)%Z -> (0 <= lb)%Z ->
  (0 <= ma * mb < 2 ^ (la + lb))%Z.
Proof.
  intros ma mb la lb Ha Hb Hla Hlb. rewrite Z.pow_add_r by lia. split; [nia|].
  apply Z.le_lt_trans with (ma * (2 ^ lb - 1))%Z; [nia|]. nia.
Qed.

(* 68 words (max_limbs) suffice for the span the header states: for doubles lo >= -2148
   (each factor's e >= -1074) and top <= 2048 + 2 + 30 (the header's margin; in fact
   1024 + 1024 + 30), so limbs <= (4228 + 8) / 64 + 1 = 67. *)
Theorem max_limbs_suffice : forall lo top,
  (-2148 <= lo)%Z -> (top <= 2048 + 2 + 30)%Z -> (lo <= top)%Z ->
  ((top - lo + 8) / 64 + 1 <= 68)%Z.
Proof.
  intros lo top H1 H2 H3.
  assert ((top - lo + 8) / 64 <= 4236 / 64)%Z by (apply Z.div_le_mono; lia).
  assert (4236 / 64 = 66)%Z by reflexivity. lia.
Qed.
