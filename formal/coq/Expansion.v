(* Models lib/include/spherebox/detail/eft.hpp (two_sum, two_square in both forms,
   exact_difference_lanes) and lib/include/spherebox/detail/expansion.hpp (square_range::lo and
   ::contains, sum_squares, keep_largest, dominant_sign, distil, square_sum_sign), as called by
   sphere_aabb::exact::expansion_sign<double> (lib/include/spherebox/sphere_aabb/exact.hpp,
   exact_lanes.hpp) and circle_rect::exact::expansion_sign<double>
   (lib/include/spherebox/circle_rect/exact.hpp): the exact predicates' fast exact fallback;
   and sphere_aabb::exact::face_sign<double>, the face step run before it.

   Operation sequence, as the C++ computes it (lanes of an SSE2 register or of the portable
   lanes2 do each operation lane by lane; one lane is modelled at a time):
     exact_difference(x, y)   d = x - y; yv = x - d; xv = d + yv; err = (x - xv) + (yv - y);
                              ok = (err == 0) & (d - d == 0)       (ExactFallback.v's model)
     values                   sphere_aabb: axis j < N: exact_difference(max_of(min_j, c_j),
                              min_of(max_j, c_j)), max_of(a, b) = a > b ? a : b,
                              min_of(a, b) = a < b ? a : b; value N: r as (c, min, max) =
                              (r, 0, 0); a pad (0, 0, 0) when N is even.  circle_rect: a =
                              exact_difference(p, c), g = exact_difference(|a|, h),
                              value max_of(g, 0); r as (p, c, h) = (r, 0, 0). Value j sits in
                              register j / 2, lane j mod 2.
     guard (double inputs)    contains(x): min_of(max_of(2^lo - |x|, 0), |x|) == 0, lo = -484
     two_square(x)            Dekker: px = x*C (C = 2^s + 1, s = p - p/2); qx = x - px;
                              hx = qx + px; tx = x - hx; r = x*x; t1 = (0 - r) + hx*hx;
                              t2 = t1 + hx*tx; t3 = t2 + tx*hx; lo = t3 + tx*tx;
                              fused: r = x*x; lo = fma(x, x, -r)
     sum_squares              per register k: (hi, lo) = two_square(v_k); in r's register hi
                              and lo times (-1 in r's lane, +1 in the other); keep(lo);
                              k = 0: s = hi; else (s, e) = two_sum(s, hi), keep(e); then
                              (S, e) = two_sum(s.lane0, s.lane1), keep1(e)
     two_sum(a, b)            s = a + b; bv = s - a; av = s - bv; e = (a - av) + (b - bv)
     keep_largest             per lane m = |x| > m ? |x| : m, f = f + x (from +0); the last
                              error: m1 = |e|, f1 = e; largest = max(max(m.l0, m.l1), m1);
                              finite = (f - f == 0 per lane) & (f1 - f1 == 0)
     dominant_sign(s, m, fin) decided = fin & (s - s == 0) & (m == 0 | m*16 < |s|);
                              answer (s > 0) - (s < 0), else 2
     distil (4 passes)        the parts in keep_all's order (lane 0, lane 1 alternating, the
                              last error last); a pass: total = v_0, (total, v_{i-1}) =
                              two_sum(total, v_i) for i = 1..n-1, then with s; m, f as above;
                              dominant_sign(total, m, f - f == 0)
   No operation of the model is a multiply-add the compiler could form except where the C++
   writes one (fma); the C++ leaves no other to contract: Dekker's form is compiled only where
   the target has no FMA (detail/eft.hpp, SPHEREBOX_DEKKER_PRODUCT) and is not inlined into a
   region that has one.

   What is proved (Flocq's IEEE model BinarySingleNaN, round to nearest even, overflow to
   infinities, every prec >= 4 and emax; binary64 instances for the C++'s W = double):
   - two_sum_exact: a finite error means s + e = a + b exactly (Pff2Flocq.TwoSum_correct).
   - two_square_dekker_exact, two_square_fma_exact: a finite low part and no underflow of it
     (x*x = 0 or |x*x| >= 2^(emin + 2 prec - 1), the condition of Pff2Flocq.Dekker and
     Mult_error.mult_error_FLT) mean hi + lo = x*x exactly.
   - contains_sound: the guard implies that condition (2 lo >= emin + 2 prec - 1).
   - sum_squares_exact, dominant_correct, distil_correct, square_sum_sign_correct: an answer
     other than 2 is the sign of sum_j (+-1) v_j^2 (every part the test saw is finite, so no
     operation overflowed; at most 16 parts, each at most m, and 16 m < |s|, cannot change the
     sign of s; each two-sum keeps the exact sum).
   - sa_sign_correct, cr_sign_correct: for finite inputs with min <= max (resp. any h) and
     r >= 0, an answer other than 2 is the sign of D - R, D = sum of the squared gaps
     max(min, c) - min(max, c) (= the distance to [min, max], gap_R_distance) resp.
     max(|p - c| - h, 0), R = r^2; guarded (double inputs), or unguarded with every value
     satisfying the condition, which b32_no_underflow gives for float inputs widened to double
     (every nonzero gap of floats is a multiple of 2^-149).
   - face_sign_correct (face_sign64_correct): the face step's answer other than 2 is the sign
     of D - R: its gaps are checked exact (sa_value), at most one is nonzero, so each addition
     e1 + |gap| adds a zero and is exact, e1^2 is the sum of the squared gaps, and with e1 and
     r >= 0 the comparison of e1 with r has the sign of e1^2 - r^2. Operation sequence: per
     axis sa_value (the gap and its flag); ok = the conjunction of the flags (the axes', r's
     lane's and the pad's); nonzero += (|gap| != 0); e1 = e1 + |gap| from +0 in axis order;
     2 if !ok or nonzero > 1, else (e1 > r) - (e1 < r).
   - b32_difference_in_b64: two binary32 values within a factor 2^28 of each other (or one of
     them 0) have a binary64 difference, so exact_difference succeeds for them.
   Not proved here: that the C++ computes these operations (tied by formal/ties/expansion: the
   model evaluated bit for bit against the C++ on boundary inputs, and
   formal/ties/minifloat/expansion.cpp: the real templates on every input of tiny formats);
   that an answer is given (2 sends the C++ to its integer sum, ExactFallback.v). *)
From Coq Require Import ZArith Reals Lra Lia List Bool.
From Flocq Require Import Core.
From Flocq Require Pff2Flocq.
From Flocq Require Import Mult_error Plus_error.
From Flocq Require Import IEEE754.BinarySingleNaN.
From Spherebox Require Import ExactFallback Lib.Rounding Lib.Witness.
Open Scope R_scope.

Section Eft.
Variables prec emax : Z.
Context (prec_gt_0_ : Prec_gt_0 prec) (prec_lt_emax_ : Prec_lt_emax prec emax).
Hypothesis prec_ge_4 : (4 <= prec)%Z.

Notation bf := (binary_float prec emax).
Notation fl := (round radix2 (SpecFloat.fexp prec emax) ZnearestE).
Notation emin := (3 - emax - prec)%Z.
Notation format := (generic_format radix2 (SpecFloat.fexp prec emax)).

Definition add (x y : bf) : bf := Bplus mode_NE x y.
Definition sub (x y : bf) : bf := Bminus mode_NE x y.
Definition mul (x y : bf) : bf := Bmult mode_NE x y.

Arguments add : simpl never.
Arguments sub : simpl never.
Arguments mul : simpl never.

Lemma prec_gt_1 : (1 < prec)%Z.
Proof. lia. Qed.
Lemma emin_neg : (emin < 0)%Z.
Proof. unfold Prec_gt_0, Prec_lt_emax in *. lia. Qed.

Lemma add_finite : forall x y, is_finite (add x y) = true ->
  is_finite x = true /\ is_finite y = true /\ B2R (add x y) = fl (B2R x + B2R y).
Proof.
  intros x y H. destruct (Bplus_finite_args prec emax prec_gt_0_ prec_lt_emax_ x y H).
  repeat split; try assumption. now apply Bplus_finite_round.
Qed.

Lemma sub_finite : forall x y, is_finite (sub x y) = true ->
  is_finite x = true /\ is_finite y = true /\ B2R (sub x y) = fl (B2R x - B2R y).
Proof.
  intros x y H. destruct (Bminus_finite_args prec emax prec_gt_0_ prec_lt_emax_ x y H).
  repeat split; try assumption. now apply Bminus_finite_round.
Qed.

Lemma Bmult_finite_args : forall x y : bf,
  is_finite (Bmult mode_NE x y) = true -> is_finite x = true /\ is_finite y = true.
Proof.
  intros x y. destruct x as [sx|sx| |sx mx ex Hx], y as [sy|sy| |sy my ey Hy]; simpl; easy.
Qed.

Lemma mul_finite : forall x y, is_finite (mul x y) = true ->
  is_finite x = true /\ is_finite y = true /\ B2R (mul x y) = fl (B2R x * B2R y).
Proof.
  intros x y H. destruct (Bmult_finite_args x y H) as [Fx Fy].
  repeat split; try assumption.
  generalize (Bmult_correct prec emax _ _ mode_NE x y). destruct Rlt_bool.
  - intros [R _]. exact R.
  - intros R. unfold mul in H. rewrite <- is_finite_SF_B2SF, R in H. discriminate H.
Qed.

(* eft.hpp: two_sum(a, b): s = a + b; bv = s - a; av = s - bv; e = (a - av) + (b - bv) *)
Definition two_sum (a b : bf) : bf * bf :=
  let s := add a b in let bv := sub s a in let av := sub s bv in
  (s, add (sub a av) (sub b bv)).

Arguments two_sum : simpl never.

Theorem two_sum_exact : forall a b,
  is_finite (snd (two_sum a b)) = true ->
  is_finite (fst (two_sum a b)) = true /\ B2R (fst (two_sum a b)) + B2R (snd (two_sum a b)) = B2R a + B2R b.
Proof.
  intros a b. unfold two_sum; simpl. intros H.
  destruct (add_finite _ _ H) as [F1 [F2 E]].
  destruct (sub_finite _ _ F1) as [Fa [Fav Eav1]].
  destruct (sub_finite _ _ F2) as [Fb [Fbv Ebv1]].
  destruct (sub_finite _ _ Fav) as [Fs [Fbv' Eav]].
  destruct (sub_finite _ _ Fbv) as [_ [_ Ebv]].
  split; [exact Fs|].
  destruct (add_finite _ _ Fs) as [_ [_ Es]].
  rewrite E, Eav1, Ebv1, Eav, Ebv, Es.
  assert (Fa' : generic_format radix2 (FLT_exp emin prec) (B2R a)) by apply generic_format_B2R.
  assert (Fb' : generic_format radix2 (FLT_exp emin prec) (B2R b)) by apply generic_format_B2R.
  generalize (Pff2Flocq.TwoSum_correct emin prec (fun z => negb (Z.even z)) prec_gt_1
                (Zlt_le_weak _ _ emin_neg) (choice_sym_NE) (B2R a) (B2R b) Fa' Fb').
  change (FLT_exp emin prec) with (SpecFloat.fexp prec emax). lra.
Qed.

(* eft.hpp: two_square(x), Dekker's form (no FMA): C = 2^s + 1, s = prec - prec/2;
   px = x*C; qx = x - px; hx = qx + px; tx = x - hx; r = x*x;
   t1 = (0 - r) + hx*hx; t2 = t1 + hx*tx; t3 = t2 + tx*hx; lo = t3 + tx*tx *)
Variable C : bf.
Hypothesis C_value : B2R C = bpow radix2 (prec - Z.div2 prec) + 1.
Hypothesis C_finite : is_finite C = true.
Definition zero : bf := B754_zero false.
Lemma zero_value : B2R zero = 0.
Proof. reflexivity. Qed.
Lemma zero_finite : is_finite zero = true.
Proof. reflexivity. Qed.

Definition two_square_dekker (x : bf) : bf * bf :=
  let px := mul x C in let qx := sub x px in let hx := add qx px in let tx := sub x hx in
  let r := mul x x in
  let t1 := add (sub zero r) (mul hx hx) in let t2 := add t1 (mul hx tx) in
  let t3 := add t2 (mul tx hx) in
  (r, add t3 (mul tx tx)).

(* The low part does not underflow: the condition of Flocq's Dekker and mult_error_FLT. *)
Definition no_underflow (x : R) : Prop :=
  x * x = 0 \/ bpow radix2 (emin + 2 * prec - 1) <= Rabs (x * x).

Lemma fl_format : forall x, format x -> fl x = x.
Proof. intros x H. apply round_generic; [apply valid_rnd_N|exact H]. Qed.

Theorem two_square_dekker_exact : forall x,
  is_finite (snd (two_square_dekker x)) = true -> no_underflow (B2R x) ->
  is_finite (fst (two_square_dekker x)) = true /\
  B2R (fst (two_square_dekker x)) + B2R (snd (two_square_dekker x)) = B2R x * B2R x.
Proof.
  intros x. unfold two_square_dekker; simpl. intros H U.
  destruct (add_finite _ _ H) as [F3 [F4 E4]].
  destruct (mul_finite _ _ F4) as [Ftx [_ E44]].
  destruct (add_finite _ _ F3) as [F2 [F33 E3]].
  destruct (mul_finite _ _ F33) as [_ [Fhx E33]].
  destruct (add_finite _ _ F2) as [F1 [F22 E2]].
  destruct (mul_finite _ _ F22) as [_ [_ E22]].
  destruct (add_finite _ _ F1) as [F0 [F11 E1]].
  destruct (mul_finite _ _ F11) as [_ [_ E11]].
  destruct (sub_finite _ _ F0) as [_ [Fr E0]].
  destruct (mul_finite _ _ Fr) as [Fx [_ Er]].
  destruct (sub_finite _ _ Ftx) as [_ [_ Etx]].
  destruct (add_finite _ _ Fhx) as [Fqx [Fpx Ehx]].
  destruct (sub_finite _ _ Fqx) as [_ [_ Eqx]].
  destruct (mul_finite _ _ Fpx) as [_ [_ Epx]].
  split; [exact Fr|].
  rewrite E4, E44, E3, E33, E2, E22, E1, E11, E0, Er, Etx, Ehx, Eqx, Epx, C_value, zero_value.
  rewrite Rminus_0_l, fl_opp.
  rewrite (fl_format (fl (B2R x * B2R x))) by (apply generic_format_round; [apply FLT_exp_valid; unfold FLX.Prec_gt_0 in *; lia|apply valid_rnd_N]).
  assert (Fx' : generic_format radix2 (FLT_exp emin prec) (B2R x)) by apply generic_format_B2R.
  generalize (proj1 (Pff2Flocq.Dekker radix2 emin prec (fun z => negb (Z.even z)) prec_ge_4 emin_neg
                (B2R x) (B2R x) Fx' Fx' (or_introl eq_refl)) U).
  change (FLT_exp emin prec) with (SpecFloat.fexp prec emax).
  cbv zeta. intros D. lra.
Qed.

(* The fused form: r = x*x; lo = fma(x, x, -r) *)
Definition two_square_fma (x : bf) : bf * bf :=
  let r := mul x x in (r, Bfma mode_NE x x (Bopp r)).

Theorem two_square_fma_exact : forall x,
  is_finite (fst (two_square_fma x)) = true -> is_finite (snd (two_square_fma x)) = true ->
  no_underflow (B2R x) ->
  B2R (fst (two_square_fma x)) + B2R (snd (two_square_fma x)) = B2R x * B2R x.
Proof.
  intros x. unfold two_square_fma; simpl. intros Fr H U.
  destruct (mul_finite _ _ Fr) as [Fx [_ Er]].
  assert (Fr' : is_finite (Bopp (mul x x)) = true) by (rewrite is_finite_Bopp; exact Fr).
  generalize (Bfma_correct prec emax prec_gt_0_ prec_lt_emax_ mode_NE x x _ Fx Fx Fr').
  cbv zeta. rewrite B2R_Bopp, Er.
  assert (Ex : format (B2R x * B2R x + - fl (B2R x * B2R x))).
  { replace (B2R x * B2R x + - fl (B2R x * B2R x)) with (- (fl (B2R x * B2R x) - B2R x * B2R x)) by ring.
    apply generic_format_opp.
    change (SpecFloat.fexp prec emax) with (FLT_exp emin prec).
    apply (mult_error_FLT radix2 emin prec ZnearestE); try apply generic_format_B2R.
    intros Hnz. destruct U as [U|U]; [contradiction|exact U]. }
  simpl round_mode. rewrite (fl_format _ Ex). destruct Rlt_bool.
  - intros [R _]. simpl in R. rewrite R. ring.
  - intros R. rewrite <- is_finite_SF_B2SF, R in H. discriminate H.
Qed.


(* ------------------------------------------------------------------------------------- *)
(* The sum of signed squares (expansion.hpp: sum_squares, keep_largest, dominant_sign,   *)
(* distil, square_sum_sign), one lane at a time.                                           *)
(* ------------------------------------------------------------------------------------- *)

Variable sq : bf -> bf * bf.
Hypothesis sq_exact : forall x, is_finite (fst (sq x)) = true -> is_finite (snd (sq x)) = true ->
  no_underflow (B2R x) -> B2R (fst (sq x)) + B2R (snd (sq x)) = B2R x * B2R x.
Variables one minus_one sixteen : bf.
Hypothesis one_value : B2R one = 1.
Hypothesis minus_one_value : B2R minus_one = -1.
Hypothesis sixteen_value : B2R sixteen = 16.
Hypothesis one_finite : is_finite one = true.
Hypothesis minus_one_finite : is_finite minus_one = true.
Hypothesis sixteen_finite : is_finite sixteen = true.

Definition scale (f : option bf) (x : bf) : bf := match f with None => x | Some c => mul x c end.
Definition fval (f : option bf) : R := match f with None => 1 | Some c => B2R c end.
Definition fok (f : option bf) : Prop := f = None \/ f = Some one \/ f = Some minus_one.

Lemma scale_exact : forall f x, fok f -> is_finite (scale f x) = true ->
  is_finite x = true /\ B2R (scale f x) = fval f * B2R x.
Proof.
  intros f x Hf H; destruct Hf as [Ef|[Ef|Ef]]; subst f; simpl in *.
  - split; [exact H|ring].
  - destruct (mul_finite _ _ H) as [Fx [_ E]]. split; [exact Fx|].
    rewrite E, one_value, Rmult_1_r, fl_format by apply generic_format_B2R. ring.
  - destruct (mul_finite _ _ H) as [Fx [_ E]]. split; [exact Fx|].
    rewrite E, minus_one_value.
    replace (B2R x * -1) with (- B2R x) by ring.
    rewrite fl_format by (apply generic_format_opp, generic_format_B2R). ring.
Qed.

(* a term: the factor its square is multiplied by (C++: the sign register of r's pair), and
   the value; it stands for fval f * x^2 *)
Definition term := (option bf * bf)%type.
Definition tok (t : term) : Prop := fok (fst t) /\ no_underflow (B2R (snd t)).
Definition tval (t : term) : R := fval (fst t) * (B2R (snd t) * B2R (snd t)).
Definition sq_term (t : term) : bf * bf :=
  (scale (fst t) (fst (sq (snd t))), scale (fst t) (snd (sq (snd t)))).

Arguments sq_term : simpl never.

Lemma sq_term_exact : forall t, tok t ->
  is_finite (fst (sq_term t)) = true -> is_finite (snd (sq_term t)) = true ->
  B2R (fst (sq_term t)) + B2R (snd (sq_term t)) = tval t.
Proof.
  intros [f x] [Ff U] Fh Fl. unfold sq_term, tval in *; simpl in *.
  destruct (scale_exact _ _ Ff Fh) as [Fh' Eh]. destruct (scale_exact _ _ Ff Fl) as [Fl' El].
  rewrite Eh, El, <- (sq_exact x Fh' Fl' U). ring.
Qed.

Fixpoint rsum (xs : list bf) : R := match xs with nil => 0 | x :: r => B2R x + rsum r end.
Fixpoint tsum (ts : list term) : R := match ts with nil => 0 | t :: r => tval t + tsum r end.
Definition finite_all (xs : list bf) : Prop := Forall (fun x => is_finite x = true) xs.

(* one lane of sum_squares: the first square's hi part starts the sum; each further square:
   its lo part kept, then two_sum(s, hi), the error kept *)
Fixpoint chain (s : bf) (ts : list term) : bf * list bf :=
  match ts with
  | nil => (s, nil)
  | t :: r =>
      let q := sq_term t in let u := two_sum s (fst q) in let c := chain (fst u) r in
      (fst c, snd q :: snd u :: snd c)
  end.
Definition lane (ts : list term) : bf * list bf :=
  match ts with
  | nil => (zero, nil)
  | t :: r => let q := sq_term t in let c := chain (fst q) r in (fst c, snd q :: snd c)
  end.

Lemma chain_exact : forall ts s, Forall tok ts -> finite_all (snd (chain s ts)) ->
  (ts <> nil -> is_finite s = true) /\ B2R (fst (chain s ts)) + rsum (snd (chain s ts)) = B2R s + tsum ts.
Proof.
  induction ts as [|t r IH]; intros s Hts Hf.
  - split; [intros H; contradiction|cbn; ring].
  - cbn [chain rsum tsum fst snd] in Hf |- *.
    pose proof (Forall_inv Hts) as Ht. pose proof (Forall_inv_tail Hts) as Hr.
    pose proof (Forall_inv Hf) as Fl. pose proof (Forall_inv (Forall_inv_tail Hf)) as Fe.
    pose proof (Forall_inv_tail (Forall_inv_tail Hf)) as Hf2.
    destruct (two_sum_exact _ _ Fe) as [Fs' Es'].
    destruct (IH _ Hr Hf2) as [_ E].
    assert (Fs'' := Fs'). unfold two_sum in Fs''; cbn [fst] in Fs''.
    destruct (add_finite _ _ Fs'') as [Fs [Fh _]].
    split; [intros _; exact Fs|].
    rewrite <- (sq_term_exact t Ht Fh Fl). lra.
Qed.

Lemma lane_exact : forall ts, ts <> nil -> Forall tok ts ->
  is_finite (fst (lane ts)) = true -> finite_all (snd (lane ts)) ->
  B2R (fst (lane ts)) + rsum (snd (lane ts)) = tsum ts.
Proof.
  intros [|t r] Hne Hts Fs Hf; [contradiction|]. cbn [lane rsum tsum fst snd] in Fs, Hf |- *.
  pose proof (Forall_inv Hts) as Ht. pose proof (Forall_inv_tail Hts) as Hr.
  pose proof (Forall_inv Hf) as Fl. pose proof (Forall_inv_tail Hf) as Hf1.
  destruct (chain_exact r _ Hr Hf1) as [Fh E].
  assert (Fh' : is_finite (fst (sq_term t)) = true).
  { destruct r as [|t' r']; [exact Fs|apply Fh; discriminate]. }
  rewrite <- (sq_term_exact t Ht Fh' Fl). lra.
Qed.

Lemma lane_length : forall ts, ts <> nil -> length (snd (lane ts)) = (2 * length ts - 1)%nat.
Proof.
  assert (HC : forall ts s, length (snd (chain s ts)) = (2 * length ts)%nat).
  { induction ts as [|t r IH]; intros s; simpl; [reflexivity|]. rewrite IH. lia. }
  intros [|t r] H; [contradiction|]. simpl. rewrite HC. lia.
Qed.

(* sum_squares: both lanes, then two_sum(lane 0, lane 1); the kept parts per lane and the
   last error *)
Definition sum_squares (l0 l1 : list term) : bf * list bf * list bf * bf :=
  let a := lane l0 in let b := lane l1 in let u := two_sum (fst a) (fst b) in
  (fst u, snd a, snd b, snd u).

Theorem sum_squares_exact : forall l0 l1, l0 <> nil -> l1 <> nil -> Forall tok l0 -> Forall tok l1 ->
  let '(s, k0, k1, e) := sum_squares l0 l1 in
  finite_all k0 -> finite_all k1 -> is_finite e = true ->
  is_finite s = true /\ B2R s + (rsum k0 + rsum k1 + B2R e) = tsum l0 + tsum l1.
Proof.
  intros l0 l1 N0 N1 T0 T1. unfold sum_squares. cbn [fst snd]. intros F0 F1 Fe.
  destruct (two_sum_exact _ _ Fe) as [Fs Es]. split; [exact Fs|].
  assert (Fs' := Fs). unfold two_sum in Fs'; cbn [fst] in Fs'. destruct (add_finite _ _ Fs') as [Fa [Fb _]].
  rewrite <- (lane_exact l0 N0 T0 Fa F0), <- (lane_exact l1 N1 T1 Fb F1). lra.
Qed.

(* keep_largest: m = max_of(|x|, m) (that is |x| > m ? |x| : m), f = f + x, per lane from 0 *)
Definition track (mf : bf * bf) (x : bf) : bf * bf :=
  (if Bltb (fst mf) (Babs x) then Babs x else fst mf, add (snd mf) x).
Definition tracked (xs : list bf) : bf * bf := fold_left track xs (zero, zero).

Lemma tracked_finite : forall xs acc, is_finite (snd (fold_left track xs acc)) = true ->
  is_finite (snd acc) = true /\ finite_all xs.
Proof.
  induction xs as [|x r IH]; intros acc H; simpl in *.
  - split; [exact H|constructor].
  - destruct (IH _ H) as [Fa Fr]. simpl in Fa. destruct (add_finite _ _ Fa) as [F1 [F2 _]].
    split; [exact F1|constructor; assumption].
Qed.

Lemma tracked_max : forall xs acc, finite_all xs -> is_finite (fst acc) = true ->
  is_finite (fst (fold_left track xs acc)) = true /\ B2R (fst acc) <= B2R (fst (fold_left track xs acc)) /\
  Forall (fun x => Rabs (B2R x) <= B2R (fst (fold_left track xs acc))) xs.
Proof.
  induction xs as [|x r IH]; intros acc Hf Fa; simpl.
  - split; [exact Fa|split; [lra|constructor]].
  - inversion Hf as [|? ? Fx Hr]; subst.
    assert (Fx' : is_finite (Babs x) = true) by (rewrite is_finite_Babs; exact Fx).
    assert (Step : is_finite (fst (track acc x)) = true /\ B2R (fst acc) <= B2R (fst (track acc x)) /\
                   Rabs (B2R x) <= B2R (fst (track acc x))).
    { unfold track; simpl. rewrite (Bltb_correct _ _ _ _ Fa Fx'), B2R_Babs.
      destruct (Rlt_bool_spec (B2R (fst acc)) (Rabs (B2R x))) as [H|H]; simpl; rewrite ?B2R_Babs; repeat split; try assumption; lra. }
    destruct Step as [F1 [L1 A1]].
    destruct (IH (track acc x) Hr F1) as [F2 [L2 A2]].
    split; [exact F2|split; [lra|constructor; [lra|exact A2]]].
Qed.

Definition bmax (a b : bf) : bf := if Bltb b a then a else b.  (* a > b ? a : b *)

Lemma bmax_ge : forall a b, is_finite a = true -> is_finite b = true ->
  is_finite (bmax a b) = true /\ B2R a <= B2R (bmax a b) /\ B2R b <= B2R (bmax a b).
Proof.
  intros a b Fa Fb. unfold bmax. rewrite (Bltb_correct _ _ _ _ Fb Fa).
  destruct (Rlt_bool_spec (B2R b) (B2R a)); repeat split; try assumption; lra.
Qed.

Definition zsign (x : R) : Z := match Rcompare x 0 with Lt => (-1)%Z | Eq => 0%Z | Gt => 1%Z end.

(* dominant_sign(s, m, finite) *)
Definition dominant (s m : bf) (fin : bool) : Z :=
  if fin && Beqb (sub s s) zero && (Beqb m zero || Bltb (mul m sixteen) (Babs s))
  then (if Bltb zero s then 1 else if Bltb s zero then -1 else 0)%Z else 2%Z.

Lemma Beqb_zero_ : forall f : bf, Beqb f zero = true -> is_finite f = true /\ B2R f = 0.
Proof. intros f. apply Beqb_zero. Qed.

Lemma rsum_bound : forall xs m, Forall (fun x => Rabs (B2R x) <= m) xs -> Rabs (rsum xs) <= INR (length xs) * m.
Proof.
  induction xs as [|x r IH]; intros m H; cbn [rsum length].
  - rewrite Rabs_R0. simpl. lra.
  - inversion H as [|? ? Hx Hr]; subst. rewrite S_INR.
    eapply Rle_trans; [apply Rabs_triang|]. specialize (IH m Hr). lra.
Qed.

(* m * 16 < |s| (IEEE, an overflow of m * 16 included) gives 16 m < |s| *)
Lemma lt_mul16 : forall m y, is_finite m = true -> is_finite y = true -> 0 <= B2R m ->
  Bltb (mul m sixteen) y = true -> 16 * B2R m < B2R y.
Proof.
  intros m y Fm Fy Hm. generalize (Bmult_correct prec emax prec_gt_0_ prec_lt_emax_ mode_NE m sixteen).
  destruct Rlt_bool eqn:Ov.
  - intros [E [F _]]. rewrite Fm, sixteen_finite in F. unfold mul.
    rewrite (Bltb_correct _ _ _ _ F Fy), E, sixteen_value. intros H.
    apply Rlt_bool_true_lt in H. rewrite Rmult_comm.
    apply (round_lt_lt radix2 (SpecFloat.fexp prec emax) ZnearestE); [apply generic_format_B2R|exact H].
  - intros E. unfold Bltb, mul. rewrite E.
    assert (S16 : Bsign sixteen = false).
    { destruct (Bsign sixteen) eqn:S; [|reflexivity]. apply (sign_true_nonpos prec emax) in S. lra. }
    rewrite S16, xorb_false_r. destruct (Bsign m) eqn:Sm.
    + apply (sign_true_nonpos prec emax) in Sm. assert (M0 : B2R m = 0) by lra.
      rewrite M0, Rmult_0_l, round_0, Rabs_R0 in Ov by apply valid_rnd_N.
      rewrite Rlt_bool_true in Ov by apply bpow_gt_0. discriminate Ov.
    + destruct y as [sy|sy| |sy my ey Hy]; simpl; try discriminate; intros H; discriminate H.
Qed.

Theorem dominant_correct : forall s m fin xs,
  (fin = true -> finite_all xs) -> is_finite m = true -> 0 <= B2R m ->
  Forall (fun x => Rabs (B2R x) <= B2R m) xs -> (length xs <= 16)%nat ->
  dominant s m fin <> 2%Z -> is_finite s = true /\ dominant s m fin = zsign (B2R s + rsum xs).
Proof.
  intros s m fin xs Hfin Fm Hm0 Hm Hlen. unfold dominant.
  destruct fin; [|simpl; intros H; now contradict H].
  specialize (Hfin eq_refl).
  destruct (Beqb (sub s s) zero) eqn:Ess; [|simpl; intros H; now contradict H].
  destruct (Beqb_zero_ _ Ess) as [Fss _]. destruct (sub_finite _ _ Fss) as [Fs _].
  assert (Hsum : Rabs (rsum xs) <= 16 * B2R m).
  { eapply Rle_trans; [apply rsum_bound; exact Hm|].
    apply Rmult_le_compat_r; [exact Hm0|]. apply le_INR in Hlen. simpl in Hlen. lra. }
  assert (Dom : (Beqb m zero || Bltb (mul m sixteen) (Babs s))%bool = true -> Rabs (rsum xs) < Rabs (B2R s) \/ rsum xs = 0).
  { intros H. apply orb_prop in H. destruct H as [H|H].
    - right. destruct (Beqb_zero_ _ H) as [_ M0]. rewrite M0 in Hsum.
      assert (A := Rabs_pos (rsum xs)). destruct (Req_dec (rsum xs) 0) as [Z|Z]; [exact Z|].
      assert (A' := Rabs_pos_lt _ Z). lra.
    - left. assert (Fa : is_finite (Babs s) = true) by (rewrite is_finite_Babs; exact Fs).
      apply lt_mul16 in H; [|exact Fm|exact Fa|exact Hm0]. rewrite B2R_Babs in H. lra. }
  simpl. destruct (Beqb m zero || Bltb (mul m sixteen) (Babs s))%bool eqn:D; [|intros H; now contradict H].
  intros _. split; [exact Fs|].
  rewrite (Bltb_correct _ _ _ _ zero_finite Fs), (Bltb_correct _ _ _ _ Fs zero_finite), zero_value.
  unfold zsign. destruct (Dom eq_refl) as [L|Z].
  - destruct (Rlt_bool_spec 0 (B2R s)) as [P|P].
    + rewrite Rcompare_Gt; [reflexivity|]. rewrite (Rabs_pos_eq (B2R s)) in L by lra.
      assert (Q := Rle_abs (- rsum xs)). rewrite Rabs_Ropp in Q. lra.
    + destruct (Rlt_bool_spec (B2R s) 0) as [N|N].
      * rewrite Rcompare_Lt; [reflexivity|]. rewrite (Rabs_left (B2R s)) in L by lra.
        assert (Q := Rle_abs (rsum xs)). lra.
      * assert (S0 : B2R s = 0) by lra. rewrite S0, Rabs_R0 in L. assert (Q := Rabs_pos (rsum xs)). lra.
  - rewrite Z, Rplus_0_r.
    destruct (Rlt_bool_spec 0 (B2R s)) as [P|P]; [rewrite Rcompare_Gt by lra; reflexivity|].
    destruct (Rlt_bool_spec (B2R s) 0) as [N|N]; [rewrite Rcompare_Lt by lra; reflexivity|].
    rewrite Rcompare_Eq by lra. reflexivity.
Qed.

(* distil: vector-sum passes over (v, s): a running total two-summed with each part in turn,
   the errors kept in place, the total last; m and f tracked as on the fast path *)
Fixpoint vec (total : bf) (xs : list bf) : bf * list bf :=
  match xs with
  | nil => (total, nil)
  | x :: r => let u := two_sum total x in let c := vec (fst u) r in (fst c, snd u :: snd c)
  end.
Definition pass (v : list bf) (s : bf) : bf * list bf :=
  match v with nil => (s, nil) | v0 :: r => vec v0 (r ++ s :: nil) end.

Lemma vec_exact : forall xs t, finite_all (snd (vec t xs)) ->
  B2R (fst (vec t xs)) + rsum (snd (vec t xs)) = B2R t + rsum xs.
Proof.
  induction xs as [|x r IH]; intros t Hf; cbn [vec fst snd rsum] in *; [ring|].
  pose proof (Forall_inv Hf) as Fe. pose proof (Forall_inv_tail Hf) as Hr.
  destruct (two_sum_exact _ _ Fe) as [_ E]. specialize (IH _ Hr). lra.
Qed.

Lemma vec_inputs : forall xs t, is_finite (fst (vec t xs)) = true -> is_finite t = true /\ finite_all xs.
Proof.
  induction xs as [|x r IH]; intros t H; cbn [vec fst snd] in *; [split; [exact H|constructor]|].
  destruct (IH _ H) as [Fu Fr]. unfold two_sum in Fu; cbn [fst] in Fu.
  destruct (add_finite _ _ Fu) as [Ft [Fx _]]. split; [exact Ft|constructor; assumption].
Qed.

Lemma vec_length : forall xs t, length (snd (vec t xs)) = length xs.
Proof. induction xs as [|x r IH]; intros t; cbn [vec snd length]; [reflexivity|now rewrite IH]. Qed.

Lemma rsum_app : forall a b, rsum (a ++ b) = rsum a + rsum b.
Proof. induction a as [|x r IH]; intros b; cbn [rsum app]; [ring|rewrite IH; ring]. Qed.

Lemma finite_app : forall a b, finite_all (a ++ b) -> finite_all a /\ finite_all b.
Proof. intros a b H. unfold finite_all in *. rewrite Forall_app in H. exact H. Qed.

Lemma pass_exact : forall v s, finite_all (snd (pass v s)) ->
  B2R (fst (pass v s)) + rsum (snd (pass v s)) = B2R s + rsum v.
Proof.
  intros [|v0 r] s H; cbn [pass fst snd rsum] in *; [ring|].
  rewrite (vec_exact _ _ H), rsum_app. cbn [rsum]. ring.
Qed.

Lemma pass_inputs : forall v s, is_finite (fst (pass v s)) = true -> is_finite s = true /\ finite_all v.
Proof.
  intros [|v0 r] s H; cbn [pass fst snd] in *; [split; [exact H|constructor]|].
  destruct (vec_inputs _ _ H) as [F0 Fr]. destruct (finite_app _ _ Fr) as [Fr' Fs].
  split; [exact (Forall_inv Fs)|constructor; assumption].
Qed.

Lemma pass_length : forall v s, length (snd (pass v s)) = length v.
Proof.
  intros [|v0 r] s; cbn [pass snd length]; [reflexivity|].
  rewrite vec_length, app_length. cbn [length]. lia.
Qed.

Definition fin_of (f : bf) : bool := Beqb (sub f f) zero.

Lemma fin_of_true : forall f, fin_of f = true -> is_finite f = true.
Proof. intros f H. destruct (Beqb_zero_ _ H) as [F _]. now destruct (sub_finite _ _ F). Qed.

Fixpoint distil (n : nat) (v : list bf) (s : bf) : Z :=
  match n with
  | O => 2%Z
  | S n' =>
      let p := pass v s in let mf := tracked (snd p) in
      let d := dominant (fst p) (fst mf) (fin_of (snd mf)) in
      if Z.eqb d 2 then distil n' (snd p) (fst p) else d
  end.

Lemma tracked_bounds : forall xs, finite_all xs ->
  is_finite (fst (tracked xs)) = true /\ 0 <= B2R (fst (tracked xs)) /\
  Forall (fun x => Rabs (B2R x) <= B2R (fst (tracked xs))) xs.
Proof.
  intros xs H. destruct (tracked_max xs (zero, zero) H zero_finite) as [F [L A]].
  simpl in L. split; [exact F|split; [exact L|exact A]].
Qed.

Theorem distil_correct : forall n v s, (length v <= 16)%nat -> distil n v s <> 2%Z ->
  is_finite s = true /\ finite_all v /\ distil n v s = zsign (B2R s + rsum v).
Proof.
  induction n as [|n IH]; intros v s Hlen H; [now contradict H|].
  cbn [distil] in *.
  set (p := pass v s) in *. set (mf := tracked (snd p)) in *.
  destruct (Z.eqb_spec (dominant (fst p) (fst mf) (fin_of (snd mf))) 2) as [E|E].
  - destruct (IH (snd p) (fst p) (ltac:(unfold p; rewrite pass_length; exact Hlen)) H)
      as [Fp [Fv D]].
    destruct (pass_inputs v s Fp) as [Fs Fv0]. split; [exact Fs|split; [exact Fv0|]].
    rewrite D. unfold p. now rewrite (pass_exact v s Fv).
  - assert (Fin : fin_of (snd mf) = true).
    { destruct (fin_of (snd mf)) eqn:F; [reflexivity|]. unfold dominant in E. simpl in E. now contradict E. }
    assert (Fall : finite_all (snd p)).
    { apply fin_of_true in Fin. unfold mf, tracked in Fin. now destruct (tracked_finite _ _ Fin). }
    destruct (tracked_bounds _ Fall) as [Fm [Hm0 Hm]].
    destruct (dominant_correct (fst p) (fst mf) _ (snd p) (fun _ => Fall) Fm Hm0 Hm
                (ltac:(unfold p; rewrite pass_length; exact Hlen)) E) as [Fp D].
    destruct (pass_inputs v s Fp) as [Fs Fv0]. split; [exact Fs|split; [exact Fv0|]].
    rewrite D. unfold p. now rewrite (pass_exact v s Fall).
Qed.

(* square_sum_sign: the fast path, then (undecided) the recorded parts, lane 0 and lane 1
   alternating as keep_all stores them, then the last error, and four distillation passes *)
Fixpoint interleave (a b : list bf) : list bf :=
  match a, b with
  | x :: a', y :: b' => x :: y :: interleave a' b'
  | nil, _ => b
  | _, nil => a
  end.

Lemma interleave_rsum : forall a b, rsum (interleave a b) = rsum a + rsum b.
Proof.
  induction a as [|x a IH]; intros [|y b]; cbn [interleave rsum]; try ring. rewrite IH. ring.
Qed.

Lemma interleave_finite : forall a b, finite_all (interleave a b) -> finite_all a /\ finite_all b.
Proof.
  induction a as [|x a IH]; intros [|y b] H; cbn [interleave] in H; try (split; [assumption|constructor]);
    try (split; [constructor|assumption]).
  pose proof (Forall_inv H) as Fx. pose proof (Forall_inv (Forall_inv_tail H)) as Fy.
  destruct (IH _ (Forall_inv_tail (Forall_inv_tail H))) as [Fa Fb].
  split; constructor; assumption.
Qed.

Lemma interleave_length : forall a b, length (interleave a b) = (length a + length b)%nat.
Proof. induction a as [|x a IH]; intros [|y b]; cbn [interleave length]; try lia. rewrite IH. lia. Qed.

Definition square_sum_sign (l0 l1 : list term) : Z :=
  let '(s, k0, k1, e) := sum_squares l0 l1 in
  let t0 := tracked k0 in let t1 := tracked k1 in
  let m := bmax (bmax (fst t0) (fst t1)) (Babs e) in
  let d := dominant s m (fin_of (snd t0) && fin_of (snd t1) && fin_of e) in
  if Z.eqb d 2 then distil 4 (interleave k0 k1 ++ e :: nil) s else d.

Theorem square_sum_sign_correct : forall l0 l1, l0 <> nil -> l1 <> nil ->
  Forall tok l0 -> Forall tok l1 -> length l0 = length l1 -> (length l0 <= 4)%nat ->
  square_sum_sign l0 l1 <> 2%Z -> square_sum_sign l0 l1 = zsign (tsum l0 + tsum l1).
Proof.
  intros l0 l1 N0 N1 T0 T1 L01 L4. generalize (sum_squares_exact l0 l1 N0 N1 T0 T1).
  unfold square_sum_sign. destruct (sum_squares l0 l1) as [[[s k0] k1] e] eqn:SS.
  assert (Len : (length (interleave k0 k1 ++ e :: nil) <= 16)%nat).
  { unfold sum_squares in SS. injection SS as <- <- <- <-.
    rewrite app_length, interleave_length, !lane_length by assumption. cbn [length]. lia. }
  intros Ex.
  destruct (Z.eqb_spec (dominant s (bmax (bmax (fst (tracked k0)) (fst (tracked k1))) (Babs e))
            (fin_of (snd (tracked k0)) && fin_of (snd (tracked k1)) && fin_of e)) 2) as [E|E].
  - intros H. destruct (distil_correct 4 _ s Len H) as [Fs [Fall D]].
    destruct (finite_app _ _ Fall) as [Fi Fe]. destruct (interleave_finite _ _ Fi) as [F0 F1].
    destruct (Ex F0 F1 (Forall_inv Fe)) as [_ X].
    rewrite D, rsum_app, interleave_rsum. cbn [rsum]. f_equal. lra.
  - intros _. set (fin := (fin_of (snd (tracked k0)) && fin_of (snd (tracked k1)) && fin_of e)%bool) in *.
    assert (Fin : fin = true).
    { destruct fin eqn:F; [reflexivity|]. unfold dominant in E. simpl in E. now contradict E. }
    unfold fin in Fin. apply andb_prop in Fin. destruct Fin as [Fin Fe]. apply andb_prop in Fin.
    destruct Fin as [F0 F1]. apply fin_of_true in F0, F1, Fe.
    apply tracked_finite in F0, F1. destruct F0 as [_ F0]. destruct F1 as [_ F1].
    destruct (tracked_bounds _ F0) as [Fm0 [P0 B0]]. destruct (tracked_bounds _ F1) as [Fm1 [P1 B1]].
    assert (Fa : is_finite (Babs e) = true) by (rewrite is_finite_Babs; exact Fe).
    destruct (bmax_ge _ _ Fm0 Fm1) as [Fb [G0 G1]]. destruct (bmax_ge _ _ Fb Fa) as [Fm [G2 G3]].
    rewrite B2R_Babs in G3.
    assert (All : Forall (fun x => Rabs (B2R x) <= B2R (bmax (bmax (fst (tracked k0)) (fst (tracked k1))) (Babs e)))
                    (k0 ++ k1 ++ e :: nil)).
    { rewrite !Forall_app. split; [|split].
      - eapply Forall_impl; [|exact B0]. intros x Hx; simpl in Hx. lra.
      - eapply Forall_impl; [|exact B1]. intros x Hx; simpl in Hx. lra.
      - constructor; [lra|constructor]. }
    assert (Len' : (length (k0 ++ k1 ++ e :: nil) <= 16)%nat).
    { rewrite app_length, interleave_length in Len. rewrite !app_length. lia. }
    assert (Fall : finite_all (k0 ++ k1 ++ e :: nil)).
    { unfold finite_all in *. rewrite !Forall_app. split; [exact F0|split; [exact F1|constructor; [exact Fe|constructor]]]. }
    assert (P : 0 <= B2R (bmax (bmax (fst (tracked k0)) (fst (tracked k1))) (Babs e))) by lra.
    destruct (dominant_correct s _ _ (k0 ++ k1 ++ e :: nil) (fun _ => Fall) Fm P All Len' E) as [Fs D].
    destruct (Ex F0 F1 Fe) as [_ X]. rewrite D, !rsum_app. cbn [rsum]. f_equal. lra.
Qed.

(* ------------------------------------------------------------------------------------- *)
(* The values: gaps checked exact (exact_difference), two to a register, r's square       *)
(* subtracted (sphere_aabb/exact.hpp, circle_rect/exact.hpp: expansion_sign).              *)
(* ------------------------------------------------------------------------------------- *)

Definition xdiff (x y : bf) : bool * bf := exact_difference prec emax prec_gt_0_ prec_lt_emax_ x y.

Lemma xdiff_exact : forall x y, fst (xdiff x y) = true ->
  is_finite (snd (xdiff x y)) = true /\ B2R (snd (xdiff x y)) = B2R x - B2R y.
Proof. intros x y. apply exact_difference_exact. exact prec_gt_1. Qed.

Definition bmin (a b : bf) : bf := if Bltb a b then a else b.  (* a < b ? a : b *)

Lemma bmax_R : forall a b, is_finite a = true -> is_finite b = true ->
  is_finite (bmax a b) = true /\ B2R (bmax a b) = Rmax (B2R a) (B2R b).
Proof.
  intros a b Fa Fb. unfold bmax. rewrite (Bltb_correct _ _ _ _ Fb Fa).
  destruct (Rlt_bool_spec (B2R b) (B2R a)); split; try assumption.
  - rewrite Rmax_left; lra.
  - rewrite Rmax_right; lra.
Qed.

Lemma bmin_R : forall a b, is_finite a = true -> is_finite b = true ->
  is_finite (bmin a b) = true /\ B2R (bmin a b) = Rmin (B2R a) (B2R b).
Proof.
  intros a b Fa Fb. unfold bmin. rewrite (Bltb_correct _ _ _ _ Fa Fb).
  destruct (Rlt_bool_spec (B2R a) (B2R b)); split; try assumption.
  - rewrite Rmin_left; lra.
  - rewrite Rmin_right; lra.
Qed.

(* value j sits in register j / 2, lane j mod 2; the register of value neg (r) multiplies
   r's lane by -1 and the other lane by +1 *)
Definition factor (neg j : nat) : option bf :=
  if Nat.eqb (j / 2) (neg / 2) then Some (if Nat.eqb j neg then minus_one else one) else None.

Fixpoint lanes_of (neg j : nat) (vs : list bf) : list term * list term :=
  match vs with
  | nil => (nil, nil)
  | v :: r => let ab := lanes_of neg (S j) r in
      if Nat.even j then ((factor neg j, v) :: fst ab, snd ab) else (fst ab, (factor neg j, v) :: snd ab)
  end.

Fixpoint wsum (neg j : nat) (vs : list bf) : R :=
  match vs with
  | nil => 0
  | v :: r => (if Nat.eqb j neg then -1 else 1) * (B2R v * B2R v) + wsum neg (S j) r
  end.

Lemma lanes_of_sum : forall vs neg j,
  tsum (fst (lanes_of neg j vs)) + tsum (snd (lanes_of neg j vs)) = wsum neg j vs.
Proof.
  induction vs as [|v r IH]; intros neg j; cbn [lanes_of wsum]; [simpl; ring|].
  assert (F : fval (factor neg j) = if Nat.eqb j neg then -1 else 1).
  { unfold factor. destruct (Nat.eqb (j / 2) (neg / 2)) eqn:E1; simpl.
    - destruct (Nat.eqb j neg); simpl; [exact minus_one_value|exact one_value].
    - destruct (Nat.eqb_spec j neg); [subst; rewrite Nat.eqb_refl in E1; discriminate|reflexivity]. }
  specialize (IH neg (S j)).
  destruct (Nat.even j); cbn [fst snd tsum]; unfold tval at 1; cbn [fst snd]; rewrite F; lra.
Qed.

Lemma lanes_of_ok : forall vs neg j, Forall (fun v => no_underflow (B2R v)) vs ->
  Forall tok (fst (lanes_of neg j vs)) /\ Forall tok (snd (lanes_of neg j vs)).
Proof.
  induction vs as [|v r IH]; intros neg j H; cbn [lanes_of]; [split; constructor|].
  pose proof (Forall_inv H) as Hv. destruct (IH neg (S j) (Forall_inv_tail H)) as [A B].
  assert (T : tok (factor neg j, v)).
  { split; [|exact Hv]. unfold fok, factor. destruct (Nat.eqb (j / 2) (neg / 2)); [|now left].
    right. destruct (Nat.eqb j neg); [now right|now left]. }
  destruct (Nat.even j); cbn [fst snd]; split; try constructor; assumption.
Qed.

Lemma lanes_of_length : forall n vs neg j, (length vs <= n)%nat -> Nat.even j = true ->
  length (fst (lanes_of neg j vs)) = Nat.div2 (S (length vs)) /\
  length (snd (lanes_of neg j vs)) = Nat.div2 (length vs).
Proof.
  induction n as [|n IH]; intros vs neg j Hn Ej.
  - destruct vs; [split; reflexivity|simpl in Hn; lia].
  - destruct vs as [|v [|w r']]; cbn [lanes_of length fst snd]; rewrite ?Ej.
    + split; reflexivity.
    + cbn [lanes_of fst snd length]. split; reflexivity.
    + assert (Ej1 : Nat.even (S j) = false) by (rewrite Nat.even_succ, <- Nat.negb_even, Ej; reflexivity).
      assert (Ej2 : Nat.even (S (S j)) = true) by (rewrite Nat.even_succ_succ; exact Ej).
      rewrite Ej1. cbn [fst snd length].
      destruct n as [|n]; [simpl in Hn; lia|].
      assert (Hr : (length r' <= n)%nat) by (simpl in Hn; lia).
      destruct (IH r' neg (S (S j)) (ltac:(lia)) Ej2) as [A B].
      rewrite A, B. simpl. split; reflexivity.
Qed.

(* square_range<W>::contains(x): min_of(max_of(2^lo - |x|, 0), |x|) == 0 *)
Definition contains (L x : bf) : bool := Beqb (bmin (bmax (sub L (Babs x)) zero) (Babs x)) zero.

Lemma sub_nonneg_finite : forall a b, is_finite a = true -> is_finite b = true ->
  0 <= B2R a -> 0 <= B2R b -> is_finite (sub a b) = true.
Proof.
  intros a b Fa Fb Ha Hb. unfold sub.
  generalize (Bminus_correct prec emax prec_gt_0_ prec_lt_emax_ mode_NE a b Fa Fb).
  rewrite Rlt_bool_true; [intros [_ [F _]]; exact F|].
  assert (A := abs_B2R_lt_emax _ _ a). assert (B := abs_B2R_lt_emax _ _ b).
  rewrite Rabs_pos_eq in A, B by assumption.
  assert (Fa' := generic_format_B2R _ _ a). assert (Fb' : format (- B2R b)) by apply generic_format_opp, generic_format_B2R.
  assert (U := round_le_le radix2 (SpecFloat.fexp prec emax) (round_mode mode_NE) (B2R a) (B2R a - B2R b) Fa' (ltac:(lra))).
  assert (V := round_le_ge radix2 (SpecFloat.fexp prec emax) (round_mode mode_NE) (- B2R b) (B2R a - B2R b) Fb' (ltac:(lra))).
  apply Rabs_lt. lra.
Qed.

Lemma contains_sound : forall L lo x, B2R L = bpow radix2 lo -> (emin + 2 * prec - 1 <= 2 * lo)%Z ->
  is_finite L = true -> is_finite x = true -> contains L x = true -> no_underflow (B2R x).
Proof.
  intros L lo x EL Hlo FL Fx H. unfold contains in H.
  destruct (Beqb_zero_ _ H) as [_ E0].
  assert (Fa : is_finite (Babs x) = true) by (rewrite is_finite_Babs; exact Fx).
  assert (HL : 0 <= B2R L) by (rewrite EL; apply bpow_ge_0).
  assert (Ha : 0 <= B2R (Babs x)) by (rewrite B2R_Babs; apply Rabs_pos).
  assert (Fs := sub_nonneg_finite _ _ FL Fa HL Ha).
  destruct (bmax_R _ _ Fs zero_finite) as [Fm Em]. destruct (bmin_R _ _ Fm Fa) as [_ En].
  rewrite En, Em, zero_value, B2R_Babs in E0.
  destruct (sub_finite _ _ Fs) as [_ [_ Es]]. rewrite Es, B2R_Babs, EL in E0.
  assert (M := Rmax_r (fl (bpow radix2 lo - Rabs (B2R x))) 0).
  destruct (Rle_or_lt (Rmax (fl (bpow radix2 lo - Rabs (B2R x))) 0) (Rabs (B2R x))) as [C1|C1].
  - rewrite Rmin_left in E0 by exact C1. rewrite E0 in M.
    assert (Ge : bpow radix2 lo <= Rabs (B2R x)).
    { destruct (Rle_or_lt (bpow radix2 lo) (Rabs (B2R x))) as [G|G]; [exact G|exfalso].
      assert (Fx2 : format (- Rabs (B2R x))) by (apply generic_format_opp, generic_format_abs, generic_format_B2R).
      assert (FL2 : format (bpow radix2 lo)) by (rewrite <- EL; apply generic_format_B2R).
      assert (NZ := round_plus_neq_0 radix2 (SpecFloat.fexp prec emax) ZnearestE
                     (bpow radix2 lo) (- Rabs (B2R x)) FL2 Fx2 (ltac:(lra))).
      assert (Ge0 := round_le_ge radix2 (SpecFloat.fexp prec emax) ZnearestE 0 (bpow radix2 lo + - Rabs (B2R x))
                       (generic_format_0 _ _) (ltac:(lra))).
      replace (bpow radix2 lo - Rabs (B2R x)) with (bpow radix2 lo + - Rabs (B2R x)) in E0 by ring.
      assert (Rmax (fl (bpow radix2 lo + - Rabs (B2R x))) 0 = fl (bpow radix2 lo + - Rabs (B2R x)))
        by (apply Rmax_left; lra).
      lra. }
    right. rewrite Rabs_mult. apply Rle_trans with (bpow radix2 lo * bpow radix2 lo).
    + rewrite <- bpow_plus. apply bpow_le. lia.
    + apply Rmult_le_compat; try apply bpow_ge_0; exact Ge.
  - rewrite Rmin_right in E0 by lra. left.
    assert (X0 : B2R x = 0).
    { destruct (Req_dec (B2R x) 0) as [Z|Z]; [exact Z|]. apply Rabs_no_R0 in Z. contradiction. }
    rewrite X0. ring.
Qed.

Definition expansion_sign (guarded : bool) (L : bf) (vals : list (bool * bf)) (neg : nat) : Z :=
  if forallb fst vals && (if guarded then forallb (fun v => contains L (snd v)) vals else true)
     && Nat.leb (length vals) 8
  then let ls := lanes_of neg 0 (map snd vals) in square_sum_sign (fst ls) (snd ls) else 2%Z.

Theorem expansion_sign_correct : forall guarded L lo vals neg,
  (2 <= length vals)%nat -> Nat.even (length vals) = true ->
  Forall (fun v => fst v = true -> is_finite (snd v) = true) vals ->
  (guarded = true -> B2R L = bpow radix2 lo /\ (emin + 2 * prec - 1 <= 2 * lo)%Z /\ is_finite L = true) ->
  (guarded = false -> Forall (fun v => fst v = true -> no_underflow (B2R (snd v))) vals) ->
  expansion_sign guarded L vals neg <> 2%Z ->
  Forall (fun v => fst v = true) vals /\
  expansion_sign guarded L vals neg = zsign (wsum neg 0 (map snd vals)).
Proof.
  intros guarded L lo vals neg L2 Ev HF HG HU. unfold expansion_sign.
  destruct (forallb fst vals) eqn:Ok; [|simpl; intros H; now contradict H].
  assert (Okv : Forall (fun v => fst v = true) vals).
  { apply Forall_forall. intros v Hv. exact (proj1 (forallb_forall fst vals) Ok v Hv). }
  destruct (Nat.leb (length vals) 8) eqn:L8; [|rewrite andb_false_r; intros H; now contradict H].
  apply Nat.leb_le in L8.
  destruct (if guarded then forallb (fun v => contains L (snd v)) vals else true) eqn:G;
    [|simpl; intros H; now contradict H].
  assert (U : Forall (fun v => no_underflow (B2R v)) (map snd vals)).
  { apply Forall_map, Forall_forall. intros v Hv.
    assert (Fv : fst v = true) by exact (proj1 (Forall_forall _ vals) Okv v Hv).
    destruct guarded.
    - destruct (HG eq_refl) as [EL [Hlo FL]].
      apply (contains_sound L lo (snd v) EL Hlo FL (proj1 (Forall_forall _ vals) HF v Hv Fv)).
      exact (proj1 (forallb_forall _ vals) G v Hv).
    - exact (proj1 (Forall_forall _ vals) (HU eq_refl) v Hv Fv). }
  simpl. intros H. split; [exact Okv|].
  destruct (lanes_of_ok (map snd vals) neg 0 U) as [T0 T1].
  destruct (lanes_of_length (length (map snd vals)) (map snd vals) neg 0 (le_n _) eq_refl) as [A B].
  rewrite map_length in A, B.
  assert (E2 : Nat.div2 (S (length vals)) = Nat.div2 (length vals)).
  { apply Nat.even_spec in Ev. destruct Ev as [k ->]. rewrite Nat.div2_succ_double. symmetry; apply Nat.div2_double. }
  assert (Pos : (1 <= Nat.div2 (length vals))%nat).
  { apply Nat.even_spec in Ev. destruct Ev as [k Ek]. rewrite Ek, Nat.div2_double. lia. }
  assert (Le4 : (Nat.div2 (length vals) <= 4)%nat).
  { apply Nat.even_spec in Ev. destruct Ev as [k Ek]. rewrite Ek, Nat.div2_double. lia. }
  rewrite <- lanes_of_sum.
  apply square_sum_sign_correct; try assumption.
  - intros Z. rewrite Z, E2 in A. simpl in A. lia.
  - intros Z. rewrite Z in B. simpl in B. lia.
  - rewrite A, B. exact E2.
  - rewrite A. lia.
Qed.

Lemma wsum_app : forall xs ys neg j, wsum neg j (xs ++ ys) = wsum neg j xs + wsum neg (j + length xs) ys.
Proof.
  induction xs as [|x r IH]; intros ys neg j; cbn [app wsum length].
  - rewrite Nat.add_0_r. ring.
  - rewrite IH. replace (S j + length r)%nat with (j + S (length r))%nat by lia. ring.
Qed.

Fixpoint ssum (xs : list R) : R := match xs with nil => 0 | x :: r => x * x + ssum r end.

Lemma wsum_below : forall xs neg j, (j + length xs <= neg)%nat -> wsum neg j xs = ssum (map B2R xs).
Proof.
  induction xs as [|x r IH]; intros neg j H; cbn [wsum ssum map length] in *; [reflexivity|].
  destruct (Nat.eqb_spec j neg); [lia|]. rewrite IH by lia. ring.
Qed.

(* sphere_aabb: value j < N is the gap max(min_j, c_j) - min(max_j, c_j); value N is r
   (c = r, min = max = 0); a pad (0, 0, 0) when N is even *)
Record axis := mk_axis { ac : bf; alo : bf; ahi : bf }.
Definition sa_value (a : axis) : bool * bf := xdiff (bmax (alo a) (ac a)) (bmin (ahi a) (ac a)).
Definition pad (n : nat) : list axis := if Nat.even n then mk_axis zero zero zero :: nil else nil.
Definition sa_sign (guarded : bool) (L : bf) (axes : list axis) (r : bf) : Z :=
  expansion_sign guarded L (map sa_value (axes ++ mk_axis r zero zero :: pad (length axes))) (length axes).
Definition gap_R (a : axis) : R := Rmax (B2R (alo a)) (B2R (ac a)) - Rmin (B2R (ahi a)) (B2R (ac a)).
Definition axis_ok (a : axis) : Prop := is_finite (ac a) = true /\ is_finite (alo a) = true /\ is_finite (ahi a) = true.

Lemma sa_value_exact : forall a, axis_ok a -> fst (sa_value a) = true ->
  is_finite (snd (sa_value a)) = true /\ B2R (snd (sa_value a)) = gap_R a.
Proof.
  intros a [Fc [Fl Fh]] H. destruct (xdiff_exact _ _ H) as [F E]. split; [exact F|].
  unfold sa_value in *. rewrite E. unfold gap_R. rewrite (proj2 (bmax_R _ _ Fl Fc)), (proj2 (bmin_R _ _ Fh Fc)). reflexivity.
Qed.

(* with min <= max, the gap is the distance from c to [min, max] *)
Lemma gap_R_distance : forall lo c hi, lo <= hi ->
  Rmax lo c - Rmin hi c = Rmax (lo - c) 0 + Rmax (c - hi) 0.
Proof.
  intros lo c hi H. unfold Rmax, Rmin.
  repeat match goal with |- context [Rle_dec ?a ?b] => destruct (Rle_dec a b) end; lra.
Qed.

Lemma pad_length : forall n, Nat.even (n + S (length (pad n))) = true.
Proof.
  intros n. unfold pad. destruct (Nat.even n) eqn:E; cbn [length].
  - replace (n + 2)%nat with (S (S n)) by lia. rewrite Nat.even_succ_succ. exact E.
  - replace (n + 1)%nat with (S n) by lia. rewrite Nat.even_succ, <- Nat.negb_even, E. reflexivity.
Qed.

Theorem sa_sign_correct : forall guarded L lo axes r,
  Forall axis_ok axes -> is_finite r = true -> 0 <= B2R r ->
  (guarded = true -> B2R L = bpow radix2 lo /\ (emin + 2 * prec - 1 <= 2 * lo)%Z /\ is_finite L = true) ->
  (guarded = false -> Forall (fun a => no_underflow (gap_R a)) axes /\ no_underflow (B2R r)) ->
  sa_sign guarded L axes r <> 2%Z ->
  sa_sign guarded L axes r = zsign (ssum (map gap_R axes) - B2R r * B2R r).
Proof.
  intros guarded L lo axes r Hax Fr Hr HG HU. unfold sa_sign.
  set (all := axes ++ mk_axis r zero zero :: pad (length axes)).
  assert (Ok : Forall axis_ok all).
  { unfold all. apply Forall_app. split; [exact Hax|]. constructor.
    - split; [exact Fr|split; reflexivity].
    - unfold pad. destruct (Nat.even (length axes)); repeat constructor. }
  assert (Rv : fst (sa_value (mk_axis r zero zero)) = true -> B2R (snd (sa_value (mk_axis r zero zero))) = B2R r).
  { intros H. assert (Ao : axis_ok (mk_axis r zero zero)) by (split; [exact Fr|split; reflexivity]).
    rewrite (proj2 (sa_value_exact _ Ao H)). unfold gap_R; cbn [ac alo ahi].
    rewrite zero_value. rewrite Rmax_right, Rmin_left by lra. ring. }
  assert (Pv : forall a, In a (pad (length axes)) -> fst (sa_value a) = true -> B2R (snd (sa_value a)) = 0).
  { intros a Ha H. unfold pad in Ha. destruct (Nat.even (length axes)); [|contradiction].
    destruct Ha as [<-|[]].
    assert (Ao : axis_ok (mk_axis zero zero zero)) by (split; [reflexivity|split; reflexivity]).
    rewrite (proj2 (sa_value_exact _ Ao H)).
    unfold gap_R; cbn [ac alo ahi]. rewrite zero_value, Rmax_left, Rmin_left by lra. ring. }
  intros H. edestruct (expansion_sign_correct guarded L lo (map sa_value all) (length axes)) as [Okv E];
    [| | | exact HG | | exact H |].
  - unfold all. rewrite map_length, app_length. cbn [length]. unfold pad.
    destruct (Nat.even (length axes)) eqn:Ev; cbn [length]; [lia|].
    destruct axes; [discriminate|cbn [length]; lia].
  - unfold all. rewrite map_length, app_length. cbn [length]. apply pad_length.
  - apply Forall_map. eapply Forall_impl; [|exact Ok]. intros a Ha Hf. exact (proj1 (sa_value_exact a Ha Hf)).
  - intros Gf. destruct (HU Gf) as [U1 U2]. apply Forall_map. unfold all. apply Forall_app. split.
    + apply Forall_forall. intros a Ha Hf. rewrite (proj2 (sa_value_exact a (proj1 (Forall_forall _ _) Hax a Ha) Hf)).
      exact (proj1 (Forall_forall _ _) U1 a Ha).
    + constructor; [intros Hf; rewrite (Rv Hf); exact U2|].
      apply Forall_forall. intros a Ha Hf. rewrite (Pv a Ha Hf). left. ring.
  - rewrite E. f_equal. unfold all. rewrite map_app, map_app, wsum_app.
    rewrite map_length, Nat.add_0_l.
    assert (Okv' := Okv). unfold all in Okv'. rewrite map_app in Okv'. apply Forall_app in Okv'.
    destruct Okv' as [Oa Or].
    rewrite (wsum_below _ (length axes) 0) by (rewrite !map_length; lia).
    replace (ssum (map B2R (map snd (map sa_value axes)))) with (ssum (map gap_R axes)).
    2: { clear - Hax Oa prec_ge_4 prec_gt_0_ prec_lt_emax_. induction axes as [|a r IH]; [reflexivity|]. cbn [map ssum].
         inversion Hax; subst. inversion Oa; subst.
         rewrite (proj2 (sa_value_exact a ltac:(assumption) ltac:(assumption))), IH by assumption. reflexivity. }
    cbn [map wsum]. rewrite map_length, Nat.eqb_refl.
    pose proof (Forall_inv Or) as Orr. simpl in Orr. rewrite (Rv Orr).
    replace (wsum (length axes) (S (length axes)) (map snd (map sa_value (pad (length axes))))) with 0.
    + ring.
    + pose proof (Forall_inv_tail Or) as Op. unfold pad in *. destruct (Nat.even (length axes)); [|reflexivity].
      cbn [map wsum]. rewrite (Pv (mk_axis zero zero zero) (or_introl eq_refl) (Forall_inv Op)).
      destruct (Nat.eqb (S (length axes)) (length axes)); ring.
Qed.

(* circle_rect: value j < N is max(|p_j - c_j| - h_j, 0), both differences checked exact;
   value N is r (p = r, c = h = 0); a pad (0, 0, 0) when N is even *)
Record caxis := mk_caxis { cp : bf; cc : bf; ch : bf }.
Definition cr_value (a : caxis) : bool * bf :=
  let d := xdiff (cp a) (cc a) in let g := xdiff (Babs (snd d)) (ch a) in (fst d && fst g, bmax (snd g) zero).
Definition cpad (n : nat) : list caxis := if Nat.even n then mk_caxis zero zero zero :: nil else nil.
Definition cr_sign (guarded : bool) (L : bf) (axes : list caxis) (r : bf) : Z :=
  expansion_sign guarded L (map cr_value (axes ++ mk_caxis r zero zero :: cpad (length axes))) (length axes).
Definition cgap_R (a : caxis) : R := Rmax (Rabs (B2R (cp a) - B2R (cc a)) - B2R (ch a)) 0.
Definition caxis_ok (a : caxis) : Prop := is_finite (cp a) = true /\ is_finite (cc a) = true /\ is_finite (ch a) = true.

Lemma cr_value_exact : forall a, caxis_ok a -> fst (cr_value a) = true ->
  is_finite (snd (cr_value a)) = true /\ B2R (snd (cr_value a)) = cgap_R a.
Proof.
  intros a [Fp [Fc Fh]] H. unfold cr_value in *. cbn [fst snd] in *. apply andb_prop in H. destruct H as [H1 H2].
  destruct (xdiff_exact _ _ H1) as [Fd Ed]. destruct (xdiff_exact _ _ H2) as [Fg Eg].
  destruct (bmax_R _ _ Fg zero_finite) as [F E]. split; [exact F|].
  rewrite E, Eg, B2R_Babs, Ed, zero_value. reflexivity.
Qed.

Theorem cr_sign_correct : forall guarded L lo axes r,
  Forall caxis_ok axes -> is_finite r = true -> 0 <= B2R r ->
  (guarded = true -> B2R L = bpow radix2 lo /\ (emin + 2 * prec - 1 <= 2 * lo)%Z /\ is_finite L = true) ->
  (guarded = false -> Forall (fun a => no_underflow (cgap_R a)) axes /\ no_underflow (B2R r)) ->
  cr_sign guarded L axes r <> 2%Z ->
  cr_sign guarded L axes r = zsign (ssum (map cgap_R axes) - B2R r * B2R r).
Proof.
  intros guarded L lo axes r Hax Fr Hr HG HU. unfold cr_sign.
  set (all := axes ++ mk_caxis r zero zero :: cpad (length axes)).
  assert (Ok : Forall caxis_ok all).
  { unfold all. apply Forall_app. split; [exact Hax|]. constructor.
    - split; [exact Fr|split; reflexivity].
    - unfold cpad. destruct (Nat.even (length axes)); repeat constructor. }
  assert (Rv : fst (cr_value (mk_caxis r zero zero)) = true -> B2R (snd (cr_value (mk_caxis r zero zero))) = B2R r).
  { intros H. assert (Ao : caxis_ok (mk_caxis r zero zero)) by (split; [exact Fr|split; reflexivity]).
    rewrite (proj2 (cr_value_exact _ Ao H)). unfold cgap_R; cbn [cp cc ch]. rewrite zero_value.
    rewrite Rminus_0_r, Rminus_0_r, Rabs_pos_eq, Rmax_left by lra. reflexivity. }
  assert (Pv : forall a, In a (cpad (length axes)) -> fst (cr_value a) = true -> B2R (snd (cr_value a)) = 0).
  { intros a Ha H. unfold cpad in Ha. destruct (Nat.even (length axes)); [|contradiction].
    destruct Ha as [<-|[]].
    assert (Ao : caxis_ok (mk_caxis zero zero zero)) by (split; [reflexivity|split; reflexivity]).
    rewrite (proj2 (cr_value_exact _ Ao H)).
    unfold cgap_R; cbn [cp cc ch]. rewrite zero_value. unfold Rminus. rewrite Ropp_0, !Rplus_0_r, Rabs_R0, Rmax_left by lra. reflexivity. }
  intros H. edestruct (expansion_sign_correct guarded L lo (map cr_value all) (length axes)) as [Okv E];
    [| | | exact HG | | exact H |].
  - unfold all. rewrite map_length, app_length. cbn [length]. unfold cpad.
    destruct (Nat.even (length axes)) eqn:Ev; cbn [length]; [lia|].
    destruct axes; [discriminate|cbn [length]; lia].
  - unfold all. rewrite map_length, app_length. cbn [length].
    assert (P := pad_length (length axes)). unfold pad, cpad in *. destruct (Nat.even (length axes)); exact P.
  - apply Forall_map. eapply Forall_impl; [|exact Ok]. intros a Ha Hf. exact (proj1 (cr_value_exact a Ha Hf)).
  - intros Gf. destruct (HU Gf) as [U1 U2]. apply Forall_map. unfold all. apply Forall_app. split.
    + apply Forall_forall. intros a Ha Hf. rewrite (proj2 (cr_value_exact a (proj1 (Forall_forall _ _) Hax a Ha) Hf)).
      exact (proj1 (Forall_forall _ _) U1 a Ha).
    + constructor; [intros Hf; rewrite (Rv Hf); exact U2|].
      apply Forall_forall. intros a Ha Hf. rewrite (Pv a Ha Hf). left. ring.
  - rewrite E. f_equal. unfold all. rewrite map_app, map_app, wsum_app.
    rewrite map_length, Nat.add_0_l.
    assert (Okv' := Okv). unfold all in Okv'. rewrite map_app in Okv'. apply Forall_app in Okv'.
    destruct Okv' as [Oa Or].
    rewrite (wsum_below _ (length axes) 0) by (rewrite !map_length; lia).
    replace (ssum (map B2R (map snd (map cr_value axes)))) with (ssum (map cgap_R axes)).
    2: { clear - Hax Oa prec_ge_4 prec_gt_0_ prec_lt_emax_. induction axes as [|a r IH]; [reflexivity|]. cbn [map ssum].
         inversion Hax; subst. inversion Oa; subst.
         rewrite (proj2 (cr_value_exact a ltac:(assumption) ltac:(assumption))), IH by assumption. reflexivity. }
    cbn [map wsum]. rewrite map_length, Nat.eqb_refl.
    pose proof (Forall_inv Or) as Orr. simpl in Orr. rewrite (Rv Orr).
    replace (wsum (length axes) (S (length axes)) (map snd (map cr_value (cpad (length axes))))) with 0.
    + ring.
    + pose proof (Forall_inv_tail Or) as Op. unfold cpad in *. destruct (Nat.even (length axes)); [|reflexivity].
      cbn [map wsum]. rewrite (Pv (mk_caxis zero zero zero) (or_introl eq_refl) (Forall_inv Op)).
      destruct (Nat.eqb (S (length axes)) (length axes)); ring.
Qed.

(* ------------------------------------------------------------------------------------- *)
(* The face step (sphere_aabb/exact.hpp: face_sign<W>): with at most one gap nonzero, the *)
(* sign of D - R is that of |gap| - r, read without a square.                            *)
(* ------------------------------------------------------------------------------------- *)

(* face_sign's loop over the axes' values (sa_value: the gap, checked by exact_difference;
   r's lane is not among them): ok &= the flag; nonzero += (|gap| != 0); e1 = e1 + |gap|,
   from e1 = +0, in axis order *)
Fixpoint face_fold (vs : list (bool * bf)) (ok : bool) (nz : nat) (e1 : bf) : bool * nat * bf :=
  match vs with
  | nil => (ok, nz, e1)
  | v :: rest =>
      face_fold rest (ok && fst v) (if Beqb (Babs (snd v)) zero then nz else S nz) (add e1 (Babs (snd v)))
  end.

(* ok also takes the flags of r's lane and of the pad lane (the registers hold them, as in
   expansion_sign); then  if (!ok || nonzero > 1) return 2; return (e1 > r) - (e1 < r); *)
Definition face_sign (axes : list axis) (r : bf) : Z :=
  match face_fold (map sa_value axes) true 0 zero with
  | (ok, nz, e1) =>
      if ok && fst (sa_value (mk_axis r zero zero)) && forallb fst (map sa_value (pad (length axes))) &&
         Nat.leb nz 1
      then ((if Bltb r e1 then 1 else 0) - (if Bltb e1 r then 1 else 0))%Z else 2%Z
  end.

Lemma add_exact : forall x y, is_finite x = true -> is_finite y = true -> format (B2R x + B2R y) ->
  Rabs (B2R x + B2R y) < bpow radix2 emax ->
  is_finite (add x y) = true /\ B2R (add x y) = B2R x + B2R y.
Proof.
  intros x y Fx Fy Fmt Lt. unfold add.
  generalize (Bplus_correct prec emax prec_gt_0_ prec_lt_emax_ mode_NE x y Fx Fy).
  rewrite round_generic by (try apply valid_rnd_round_mode; exact Fmt).
  rewrite Rlt_bool_true by exact Lt. intros [E [F _]]. split; [exact F|].
  exact E.
Qed.

Lemma face_fold_ok : forall vs ok nz e1 nz' e1',
  face_fold vs ok nz e1 = (true, nz', e1') -> ok = true /\ Forall (fun v => fst v = true) vs.
Proof.
  induction vs as [|v rest IH]; intros ok nz e1 nz' e1' H; simpl in H.
  - inversion H; subst. split; [reflexivity|constructor].
  - destruct (IH _ _ _ _ _ H) as [A B]. apply andb_prop in A. destruct A as [A1 A2].
    split; [exact A1|constructor; assumption].
Qed.

Lemma face_fold_mono : forall vs ok nz e1 ok' nz' e1',
  face_fold vs ok nz e1 = (ok', nz', e1') -> (nz <= nz')%nat.
Proof.
  induction vs as [|v rest IH]; intros ok nz e1 ok' nz' e1' H; simpl in H.
  - inversion H; subst. lia.
  - apply IH in H. destruct (Beqb (Babs (snd v)) zero); lia.
Qed.

(* With at most one nonzero value, every addition is exact and the square of the sum is the
   sum of the squares *)
Lemma face_fold_sum : forall vs ok nz e1 ok' nz' e1',
  face_fold vs ok nz e1 = (ok', nz', e1') -> (nz' <= 1)%nat ->
  Forall (fun v => is_finite (snd v) = true) vs ->
  is_finite e1 = true -> 0 <= B2R e1 -> (B2R e1 <> 0 -> (1 <= nz)%nat) ->
  is_finite e1' = true /\ 0 <= B2R e1' /\
  B2R e1' * B2R e1' = B2R e1 * B2R e1 + ssum (map B2R (map snd vs)).
Proof.
  induction vs as [|v rest IH]; intros ok nz e1 ok' nz' e1' H Hnz Fv Fe Pe Ie; simpl in H.
  - inversion H; subst. simpl. repeat split; try assumption. ring.
  - inversion Fv as [|? ? Fv1 Fr]; subst.
    assert (Fa : is_finite (Babs (snd v)) = true) by (rewrite is_finite_Babs; exact Fv1).
    assert (Z : forall y : bf, is_finite y = true -> Beqb y zero = Req_bool (B2R y) 0).
    { intros y Fy. rewrite (Beqb_correct _ _ y zero Fy zero_finite), zero_value. reflexivity. }
    assert (M := face_fold_mono _ _ _ _ _ _ _ H).
    rewrite (Z _ Fa), B2R_Babs in H, M.
    destruct (Req_bool_spec (Rabs (B2R (snd v))) 0) as [V|V].
    + (* a zero gap: e1 + 0 = e1 *)
      assert (V0 : B2R (snd v) = 0) by (destruct (Rcase_abs (B2R (snd v))); [rewrite Rabs_left in V|rewrite Rabs_right in V]; lra).
      destruct (add_exact e1 (Babs (snd v)) Fe Fa) as [Fn En].
      { rewrite B2R_Babs, V, Rplus_0_r. apply generic_format_B2R. }
      { rewrite B2R_Babs, V, Rplus_0_r. apply abs_B2R_lt_emax. }
      rewrite B2R_Babs, V, Rplus_0_r in En.
      destruct (IH _ _ _ _ _ _ H Hnz Fr Fn ltac:(lra) ltac:(rewrite En; exact Ie)) as [F1 [P1 S1]].
      split; [exact F1|split; [exact P1|]]. rewrite S1, En. cbn [map ssum]. rewrite V0. ring.
    + (* the nonzero gap: every earlier one was zero, so e1 = 0 and 0 + |gap| = |gap| *)
      assert (E0 : B2R e1 = 0) by (destruct (Req_dec (B2R e1) 0) as [E|E]; [exact E|apply Ie in E; lia]).
      destruct (add_exact e1 (Babs (snd v)) Fe Fa) as [Fn En].
      { rewrite B2R_Babs, E0, Rplus_0_l, <- B2R_Babs. apply generic_format_B2R. }
      { rewrite B2R_Babs, E0, Rplus_0_l, <- B2R_Babs. apply abs_B2R_lt_emax. }
      rewrite B2R_Babs, E0, Rplus_0_l in En.
      assert (P : 0 <= B2R (add e1 (Babs (snd v)))) by (rewrite En; apply Rabs_pos).
      destruct (IH _ _ _ _ _ _ H Hnz Fr Fn P ltac:(intros; lia)) as [F1 [P1 S1]].
      split; [exact F1|split; [exact P1|]]. rewrite S1, En, E0. cbn [map ssum].
      rewrite <- Rabs_mult, Rabs_pos_eq by (apply Rle_0_sqr). ring.
Qed.

(* sphere_aabb::exact::face_sign: an answer other than 2 is the sign of D - R (D the sum of
   the squared gaps, as in sa_sign_correct; R = r^2), for finite inputs and r >= 0 *)
Theorem face_sign_correct : forall axes r,
  Forall axis_ok axes -> is_finite r = true -> 0 <= B2R r ->
  face_sign axes r <> 2%Z ->
  face_sign axes r = zsign (ssum (map gap_R axes) - B2R r * B2R r).
Proof.
  intros axes r Hax Fr Hr. unfold face_sign.
  destruct (face_fold (map sa_value axes) true 0 zero) as [[ok nz] e1] eqn:H.
  match goal with |- context [if ?c then _ else 2%Z] => destruct c eqn:Cd end; [|intros N; now contradict N].
  intros _. apply andb_prop in Cd. destruct Cd as [Cd Nz]. apply andb_prop in Cd. destruct Cd as [Cd _].
  apply andb_prop in Cd. destruct Cd as [Ok _]. apply Nat.leb_le in Nz. subst ok.
  destruct (face_fold_ok _ _ _ _ _ _ H) as [_ Flags].
  (* every gap exact *)
  assert (Ex : Forall (fun a => is_finite (snd (sa_value a)) = true /\ B2R (snd (sa_value a)) = gap_R a) axes).
  { rewrite Forall_map in Flags. rewrite Forall_forall in *. intros a Ha. exact (sa_value_exact a (Hax a Ha) (Flags a Ha)). }
  assert (Fv : Forall (fun v => is_finite (snd v) = true) (map sa_value axes)).
  { rewrite Forall_map. eapply Forall_impl; [|exact Ex]. intros a [F _]. exact F. }
  destruct (face_fold_sum _ _ _ _ _ _ _ H Nz Fv zero_finite ltac:(rewrite zero_value; lra)
              ltac:(rewrite zero_value; intros N; now contradict N)) as [Fe [Pe Se]].
  rewrite zero_value, Rmult_0_l, Rplus_0_l in Se.
  replace (ssum (map B2R (map snd (map sa_value axes)))) with (ssum (map gap_R axes)) in Se.
  2: { clear - Ex. induction axes as [|a rest IH]; [reflexivity|]. inversion Ex as [|? ? [_ E] R]; subst.
       cbn [map ssum]. rewrite E, IH by exact R. reflexivity. }
  rewrite <- Se. rewrite (Bltb_correct _ _ _ _ Fr Fe), (Bltb_correct _ _ _ _ Fe Fr).
  unfold zsign. destruct (Rlt_bool_spec (B2R r) (B2R e1)) as [G|G]; destruct (Rlt_bool_spec (B2R e1) (B2R r)) as [L|L].
  - lra.
  - rewrite Rcompare_Gt; [reflexivity|]. nra.
  - rewrite Rcompare_Lt; [reflexivity|]. nra.
  - rewrite Rcompare_Eq; [reflexivity|]. replace (B2R e1) with (B2R r) by lra. ring.
Qed.


End Eft.

(* ------------------------------------------------------------------------------------- *)
(* binary64, the C++'s W: the constants, the two products, the guard 2^lo with lo = -484.  *)
(* ------------------------------------------------------------------------------------- *)

Definition C64_bits : Z := 4728779608772575232.       (* 0x41A0000002000000 = 2^27 + 1, veltkamp<double>() *)
Definition C64 := f64 C64_bits.
Definition one64 := f64 4607182418800017408%Z.        (* 1 *)
Definition minus_one64 := f64 13830554455654793216%Z.  (* -1 *)
Definition sixteen64_bits : Z := 4625196817309499392.  (* 16, dominant_sign's factor *)
Definition sixteen64 := f64 sixteen64_bits.
Definition lo64 : Z := -484.                           (* square_range<double>::lo, tied to the header *)
Definition L64 := f64 2427440199152697344%Z.          (* 2^lo64 *)

Lemma C64_value : B2R C64 = bpow radix2 (53 - Z.div2 53) + 1.
Proof. unfold C64, C64_bits. b64_real 4728779608772575232%Z. simpl. lra. Qed.
Lemma one64_value : B2R one64 = 1.
Proof. unfold one64. b64_real 4607182418800017408%Z. simpl. lra. Qed.
Lemma minus_one64_value : B2R minus_one64 = -1.
Proof. unfold minus_one64. b64_real 13830554455654793216%Z. simpl. lra. Qed.
Lemma sixteen64_value : B2R sixteen64 = 16.
Proof. unfold sixteen64, sixteen64_bits. b64_real 4625196817309499392%Z. simpl. lra. Qed.
Lemma L64_value : B2R L64 = bpow radix2 lo64.
Proof. unfold L64. b64_real 2427440199152697344%Z. replace 4503599627370496 with (bpow radix2 52) by (simpl; lra). rewrite <- bpow_plus. reflexivity. Qed.
Lemma C64_finite : is_finite C64 = true. Proof. vm_compute. reflexivity. Qed.
Lemma one64_finite : is_finite one64 = true. Proof. vm_compute. reflexivity. Qed.
Lemma minus_one64_finite : is_finite minus_one64 = true. Proof. vm_compute. reflexivity. Qed.
Lemma sixteen64_finite : is_finite sixteen64 = true. Proof. vm_compute. reflexivity. Qed.
Lemma L64_finite : is_finite L64 = true. Proof. vm_compute. reflexivity. Qed.
Lemma lo64_enough : (3 - 1024 - 53 + 2 * 53 - 1 <= 2 * lo64)%Z.
Proof. unfold lo64. lia. Qed.

Definition sq64_dekker := two_square_dekker 53 1024 eq_refl eq_refl C64.
Definition sq64_fma := two_square_fma 53 1024 eq_refl eq_refl.

Lemma sq64_dekker_exact : forall x, is_finite (fst (sq64_dekker x)) = true -> is_finite (snd (sq64_dekker x)) = true ->
  no_underflow 53 1024 (B2R x) -> B2R (fst (sq64_dekker x)) + B2R (snd (sq64_dekker x)) = B2R x * B2R x.
Proof. intros x _ H U. exact (proj2 (two_square_dekker_exact 53 1024 eq_refl eq_refl ltac:(lia) C64 C64_value x H U)). Qed.

Lemma sq64_fma_exact : forall x, is_finite (fst (sq64_fma x)) = true -> is_finite (snd (sq64_fma x)) = true ->
  no_underflow 53 1024 (B2R x) -> B2R (fst (sq64_fma x)) + B2R (snd (sq64_fma x)) = B2R x * B2R x.
Proof. intros x F H U. exact (two_square_fma_exact 53 1024 eq_refl eq_refl x F H U). Qed.

(* sphere_aabb::exact::expansion_sign<double>, double inputs (guarded, 2^-484) and float
   inputs widened to double (unguarded: b32_no_underflow below), each product form *)
Definition sa_sign64 (fused guarded : bool) :=
  sa_sign 53 1024 eq_refl eq_refl (if fused then sq64_fma else sq64_dekker) one64 minus_one64 sixteen64 guarded L64.
Definition cr_sign64 (fused guarded : bool) :=
  cr_sign 53 1024 eq_refl eq_refl (if fused then sq64_fma else sq64_dekker) one64 minus_one64 sixteen64 guarded L64.

(* binary32 values are integer multiples of 2^-149, and so are their differences, absolute
   values, maxima and minima: a nonzero one squared is at least 2^-298 >= 2^-969, so no
   product's low part underflows in binary64 and float inputs need no guard *)
Definition mult149 (x : R) : Prop := exists m : Z, x = IZR m * bpow radix2 (-149).

Lemma format32_mult149 : forall x, generic_format radix2 (FLT_exp (-149) 24) x -> mult149 x.
Proof.
  intros x H. exists (Ztrunc (scaled_mantissa radix2 (FLT_exp (-149) 24) x) * 2 ^ (cexp radix2 (FLT_exp (-149) 24) x + 149))%Z.
  assert (E : (0 <= cexp radix2 (FLT_exp (-149) 24) x + 149)%Z) by (unfold cexp, FLT_exp; lia).
  rewrite H at 1. unfold F2R; simpl. rewrite mult_IZR, (pow2_IZR _ E). rewrite (Rmult_assoc (IZR _)), <- (bpow_plus radix2 _ (-149)). f_equal. f_equal. ring.
Qed.

Lemma mult149_sub : forall x y, mult149 x -> mult149 y -> mult149 (x - y).
Proof. intros x y [a ->] [b ->]. exists (a - b)%Z. rewrite minus_IZR. ring. Qed.
Lemma mult149_abs : forall x, mult149 x -> mult149 (Rabs x).
Proof.
  intros x [a ->]. exists (Z.abs a). rewrite Rabs_mult, (Rabs_pos_eq (bpow _ _)) by apply bpow_ge_0.
  rewrite <- abs_IZR. reflexivity.
Qed.
Lemma mult149_max : forall x y, mult149 x -> mult149 y -> mult149 (Rmax x y).
Proof. intros x y Hx Hy. unfold Rmax. destruct Rle_dec; assumption. Qed.
Lemma mult149_min : forall x y, mult149 x -> mult149 y -> mult149 (Rmin x y).
Proof. intros x y Hx Hy. unfold Rmin. destruct Rle_dec; assumption. Qed.
Lemma mult149_0 : mult149 0.
Proof. exists 0%Z. ring. Qed.

Theorem b32_no_underflow : forall x, mult149 x -> no_underflow 53 1024 x.
Proof.
  intros x [m ->]. unfold no_underflow. destruct (Z.eq_dec m 0) as [Z|Z]; [left; subst; simpl; ring|right].
  replace (IZR m * bpow radix2 (-149) * (IZR m * bpow radix2 (-149))) with (IZR (m * m) * bpow radix2 (-298)).
  2: { rewrite mult_IZR. change (-298)%Z with (-149 + -149)%Z. rewrite bpow_plus. ring. }
  rewrite Rabs_mult, (Rabs_pos_eq (bpow _ _)) by apply bpow_ge_0.
  assert (M : 1 <= Rabs (IZR (m * m))) by (rewrite <- abs_IZR; apply IZR_le; nia).
  apply Rle_trans with (1 * bpow radix2 (-298)).
  - rewrite Rmult_1_l. apply bpow_le. lia.
  - apply Rmult_le_compat_r; [apply bpow_ge_0|exact M].
Qed.

(* The float difference in binary64 under the exponent condition: two binary32 values whose
   magnitudes are within a factor 2^28 of each other (or one of them zero) have a binary64
   difference, so exact_difference succeeds on them; beyond that it may fail (and the C++ takes
   the integer path) *)
Theorem b32_difference_in_b64 : forall x y,
  generic_format radix2 (FLT_exp (-149) 24) x -> generic_format radix2 (FLT_exp (-149) 24) y ->
  (x = 0 \/ y = 0 \/ (Rabs x <= bpow radix2 28 * Rabs y /\ Rabs y <= bpow radix2 28 * Rabs x)) ->
  generic_format radix2 (FLT_exp (-1074) 53) (x - y).
Proof.
  intros x y Hx Hy H.
  destruct (@FLT_format_generic radix2 (-149) 24 eq_refl x Hx) as [[mx ex] Ex Mx Lx].
  destruct (@FLT_format_generic radix2 (-149) 24 eq_refl y Hy) as [[my ey] Ey My Ly].
  simpl in Mx, Lx, My, Ly. change (Z.pow_pos 2 24) with 16777216%Z in Mx, My.
  apply (@generic_format_FLT radix2 (-1074) 53).
  (* a - b with ea <= eb and |b| <= 2^28 |a| is (ma - mb 2^(eb - ea)) 2^ea, below 2^53 2^ea *)
  assert (Main : forall ma ea mb eb, (Z.abs ma < 16777216)%Z -> (-149 <= ea)%Z -> (ea <= eb)%Z ->
            Rabs (F2R (Float radix2 mb eb)) <= bpow radix2 28 * Rabs (F2R (Float radix2 ma ea)) ->
            FLT_format radix2 (-1074) 53 (F2R (Float radix2 ma ea) - F2R (Float radix2 mb eb))).
  { intros ma ea mb eb Ma La Le Rb.
    set (M := (ma - mb * 2 ^ (eb - ea))%Z).
    assert (EM : F2R (Float radix2 ma ea) - F2R (Float radix2 mb eb) = IZR M * bpow radix2 ea).
    { unfold M, F2R; cbn [Fnum Fexp]. rewrite minus_IZR, mult_IZR, (pow2_IZR (eb - ea)) by lia.
      replace (bpow radix2 eb) with (bpow radix2 (eb - ea) * bpow radix2 ea) by (rewrite <- bpow_plus; f_equal; ring). ring. }
    apply (FLT_spec radix2 (-1074) 53) with (Float radix2 M ea); [exact EM| |simpl; lia]. simpl.
    assert (A : Rabs (F2R (Float radix2 ma ea)) < bpow radix2 (24 + ea)).
    { unfold F2R; cbn [Fnum Fexp]. rewrite Rabs_mult, (Rabs_pos_eq (bpow _ _)) by apply bpow_ge_0.
      rewrite bpow_plus. apply Rmult_lt_compat_r; [apply bpow_gt_0|].
      rewrite <- abs_IZR. change (bpow radix2 24) with (IZR 16777216). apply IZR_lt. exact Ma. }
    assert (B : Rabs (IZR M) * bpow radix2 ea < bpow radix2 53 * bpow radix2 ea).
    { rewrite <- (Rabs_pos_eq (bpow radix2 ea)) at 1 by apply bpow_ge_0. rewrite <- Rabs_mult, <- EM.
      eapply Rle_lt_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp.
      apply Rle_lt_trans with ((1 + bpow radix2 28) * Rabs (F2R (Float radix2 ma ea))); [lra|].
      apply Rlt_le_trans with ((1 + bpow radix2 28) * bpow radix2 (24 + ea)).
      - apply Rmult_lt_compat_l; [assert (P := bpow_gt_0 radix2 28); lra|exact A].
      - rewrite !bpow_plus. rewrite <- Rmult_assoc. apply Rmult_le_compat_r; [apply bpow_ge_0|].
        simpl. lra. }
    apply Rmult_lt_reg_r in B; [|apply bpow_gt_0]. rewrite <- abs_IZR in B.
    change (Z.pow radix2 53) with (2 ^ 53)%Z. rewrite <- (pow2_IZR 53) in B by lia. apply lt_IZR. exact B. }
  destruct H as [H0|[H0|[R1 R2]]].
  - rewrite H0, Rminus_0_l, Ey. apply (FLT_spec radix2 (-1074) 53) with (Float radix2 (- my) ey).
    + unfold F2R; cbn [Fnum Fexp]. rewrite opp_IZR. ring.
    + simpl. change (Z.pow radix2 53) with 9007199254740992%Z. lia.
    + simpl. lia.
  - rewrite H0, Rminus_0_r, Ex. apply (FLT_spec radix2 (-1074) 53) with (Float radix2 mx ex); [reflexivity| |simpl; lia].
    simpl. change (Z.pow radix2 53) with 9007199254740992%Z. lia.
  - rewrite Ex, Ey in *. destruct (Z.le_gt_cases ex ey) as [Le|Gt].
    + apply Main; assumption.
    + replace (F2R (Float radix2 mx ex) - F2R (Float radix2 my ey))
        with (- (F2R (Float radix2 my ey) - F2R (Float radix2 mx ex))) by ring.
      destruct (Main my ey mx ex My Ly (ltac:(lia)) R1) as [[m e] E1 M1 L1].
      apply (FLT_spec radix2 (-1074) 53) with (Float radix2 (- m) e); [rewrite E1; unfold F2R; simpl; rewrite opp_IZR; ring|simpl in *; lia|exact L1].
Qed.

Corollary sa_sign64_correct : forall fused guarded axes r,
  Forall (axis_ok 53 1024) axes -> is_finite r = true -> 0 <= B2R r ->
  (guarded = false -> Forall (fun a => no_underflow 53 1024 (gap_R 53 1024 a)) axes /\ no_underflow 53 1024 (B2R r)) ->
  sa_sign64 fused guarded axes r <> 2%Z ->
  sa_sign64 fused guarded axes r = zsign (ssum (map (gap_R 53 1024) axes) - B2R r * B2R r).
Proof.
  intros fused guarded axes r Ha Fr Hr HU. unfold sa_sign64.
  eapply (sa_sign_correct 53 1024 eq_refl eq_refl) with (L := L64) (lo := lo64) (one := one64)
    (minus_one := minus_one64) (sixteen := sixteen64) (sq := if fused then sq64_fma else sq64_dekker);
    first [ lia | exact one64_value | exact minus_one64_value | exact sixteen64_value | exact one64_finite
          | exact minus_one64_finite | exact sixteen64_finite | assumption
          | (destruct fused; [exact sq64_fma_exact|exact sq64_dekker_exact]) | idtac ].
  intros _. split; [exact L64_value|split; [exact lo64_enough|exact L64_finite]].
Qed.

Corollary cr_sign64_correct : forall fused guarded axes r,
  Forall (caxis_ok 53 1024) axes -> is_finite r = true -> 0 <= B2R r ->
  (guarded = false -> Forall (fun a => no_underflow 53 1024 (cgap_R 53 1024 a)) axes /\ no_underflow 53 1024 (B2R r)) ->
  cr_sign64 fused guarded axes r <> 2%Z ->
  cr_sign64 fused guarded axes r = zsign (ssum (map (cgap_R 53 1024) axes) - B2R r * B2R r).
Proof.
  intros fused guarded axes r Ha Fr Hr HU. unfold cr_sign64.
  eapply (cr_sign_correct 53 1024 eq_refl eq_refl) with (L := L64) (lo := lo64) (one := one64)
    (minus_one := minus_one64) (sixteen := sixteen64) (sq := if fused then sq64_fma else sq64_dekker);
    first [ lia | exact one64_value | exact minus_one64_value | exact sixteen64_value | exact one64_finite
          | exact minus_one64_finite | exact sixteen64_finite | assumption
          | (destruct fused; [exact sq64_fma_exact|exact sq64_dekker_exact]) | idtac ].
  intros _. split; [exact L64_value|split; [exact lo64_enough|exact L64_finite]].
Qed.

(* sphere_aabb::exact::face_sign<double>: double inputs, and float inputs widened to double
   (no guard: the step squares nothing) *)
Definition face_sign64 := face_sign 53 1024 eq_refl eq_refl.

Corollary face_sign64_correct : forall axes r,
  Forall (axis_ok 53 1024) axes -> is_finite r = true -> 0 <= B2R r ->
  face_sign64 axes r <> 2%Z ->
  face_sign64 axes r = zsign (ssum (map (gap_R 53 1024) axes) - B2R r * B2R r).
Proof. intros axes r Ha Fr Hr H. exact (face_sign_correct 53 1024 eq_refl eq_refl ltac:(lia) axes r Ha Fr Hr H). Qed.

(* Float inputs widened to double (the C++ checks no guard for them): every value is a
   multiple of 2^-149, so the unguarded path is sound. *)
Corollary sa_sign64_float_inputs : forall fused axes r,
  Forall (axis_ok 53 1024) axes -> is_finite r = true -> 0 <= B2R r ->
  Forall (fun a => mult149 (B2R (ac 53 1024 a)) /\ mult149 (B2R (alo 53 1024 a)) /\ mult149 (B2R (ahi 53 1024 a))) axes -> mult149 (B2R r) ->
  sa_sign64 fused false axes r <> 2%Z ->
  sa_sign64 fused false axes r = zsign (ssum (map (gap_R 53 1024) axes) - B2R r * B2R r).
Proof.
  intros fused axes r Ha Fr Hr M Mr. apply sa_sign64_correct; try assumption.
  intros _. split; [|apply b32_no_underflow; exact Mr].
  eapply Forall_impl; [|exact M]. intros a [Mc [Ml Mh]]. apply b32_no_underflow.
  unfold gap_R. apply mult149_sub; [apply mult149_max|apply mult149_min]; assumption.
Qed.

Corollary cr_sign64_float_inputs : forall fused axes r,
  Forall (caxis_ok 53 1024) axes -> is_finite r = true -> 0 <= B2R r ->
  Forall (fun a => mult149 (B2R (cp 53 1024 a)) /\ mult149 (B2R (cc 53 1024 a)) /\ mult149 (B2R (ch 53 1024 a))) axes -> mult149 (B2R r) ->
  cr_sign64 fused false axes r <> 2%Z ->
  cr_sign64 fused false axes r = zsign (ssum (map (cgap_R 53 1024) axes) - B2R r * B2R r).
Proof.
  intros fused axes r Ha Fr Hr M Mr. apply cr_sign64_correct; try assumption.
  intros _. split; [|apply b32_no_underflow; exact Mr].
  eapply Forall_impl; [|exact M]. intros a [Mp [Mc Mh]]. apply b32_no_underflow.
  unfold cgap_R. apply mult149_max; [|exact mult149_0].
  apply mult149_sub; [apply mult149_abs, mult149_sub|]; assumption.
Qed.
