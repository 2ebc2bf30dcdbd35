(* Models lib/include/spherebox/sphere_aabb/common.hpp, sum_of_squares_bound(n) = {n + 3, n + 1},
   the bounded contract shared by the sum-of-squares variants arvo, qri, qrf, branchless, sse2
   (lib/include/spherebox/sphere_aabb/{arvo,qri,qrf,branchless,sse2}.hpp, test()), clause (a):
   a wrong verdict needs |D - R| <= k u S + a eta, S = D + R, k = N + 3, a = N + 1.

   Operation sequence, as the C++ computes it (fl = one rounding to nearest in the format):
     d2 = 0
     for each axis i = 1 .. N in order:
       e_i = fl(c_i - b_i)        b_i the bound the centre violates (arvo, qri, qrf: c - min
                                  or c - max; branchless, sse2: fl(max0(fl(min - c)) +
                                  max0(fl(c - max))), which is fl(min - c), fl(c - max) or 0:
                                  lemma branchless_gap)
       d2 = fl(d2 + fl(e_i * e_i))     uncontracted, or
       d2 = fl(d2 + e_i * e_i)         contracted into one fused multiply-add;
                                  the model lets every axis choose either form (any mix)
     r2 = fl(r * r);   verdict d2 <= r2
   An axis with no violated bound adds nothing (arvo, qri, qrf skip it; branchless adds
   fl(0 * 0) = 0 exactly): lemma step_same shows a list entry with a zero gap leaves d2
   unchanged, so such an axis is the entry (c, a, a). The first addition 0 + fl(e_1^2) is
   exact (lemma step_from_zero). sse2 sums the lanes' rounded squares in axis order (the
   uncontracted form). The quick rejections (qri: fl(c - min) < -r or fl(c - max) > r,
   qrf: the same first, branchless and sse2: fl(e) > r) only answer "disjoint" when the exact
   answer is "disjoint" too: lemmas reject_below_exact, reject_above_exact, branchless_far_exact.

   Exact quantities: D = sum_i (c_i - b_i)^2 (exact gaps of the float inputs), R = r^2.

   The constant: sum_of_squares_bound below is (k, a) = (N + 3, N + 1), the same
   expression as the header's. The tie: formal/coq/fill reads the header's constants from
   formal/ties/constants ("sphere_aabb <variant> <N> k <k> a <a>") and writes
   HeaderConstants.v, one `eq_refl : sum_of_squares_bound N = (k, a)` per variant and N, which
   coqc must accept (ci/prove row coq/HeaderConstants.v).

   Model: Flocq's FLT format, radix 2, any precision prec and smallest exponent emin
   (binary32 = (24, -149), binary64 = (53, -1074)), round to nearest with any tie rule
   (ties-to-even included); u = 2^-prec, eta = 2^emin. Every one of the N differences,
   N squares (uncontracted), N - 1 additions or multiply-adds and r*r is one rounding with
   |fl(x) - x| <= u|x| + eta/2 (Lib/Relative.v fl_err); the differences and the additions of
   two floats have no eta term (fl_sum_err: a subnormal sum is exact).
   Hypothesis on N: (N + 2)(N + 3) u <= 1, used for gamma_{N+2} = (1+u)^(N+2) - 1 <= (N+3)u;
   true for N <= 15 once prec >= 11.
   Overflow: FLT has no largest exponent. sos_no_overflow shows that on the header's domain
   (every |input| <= M = 2^m; the header's M = 2^((emax-6)/2) is 2^61 for float, 2^509 for
   double) every rounded gap is <= 2M, every rounded square <= 4M^2, every partial sum
   <= 4 j M^2 after j axes, fl(r*r) <= M^2, so for N <= 15 everything is below 2^emax.
   Section IEEE then runs the same computation with Flocq's IEEE 754 operations
   (IEEE754.BinarySingleNaN: Bminus, Bmult, Bplus, Bfma, Bleb in round to nearest even, with
   overflow to infinity) on binary_float prec emax and proves, for every finite input with
   |x| <= 2^m, 2m + 6 <= emax, N <= 15, prec >= 11: no operation overflows, every result is
   finite and equals the FLT model's, and the bound and the decision statement hold.

   Theorems:
     sos_bound        : |(d2 - r2) - (D - R)| <= k u (D + R) + a eta   (any N with the
                        hypothesis above, any mix of contracted and uncontracted steps,
                        every float input; FLT model)
     sos_decision     : (d2 <= r2) <> (D <= R)  ->  |D - R| <= k u (D + R) + a eta
     sos2_bound, sos3_bound, sos2_fma_bound, sos3_fma_bound : N = 2, 3 written as the C++
                        expression, without and with contraction (prec >= 11)
     sos_no_overflow, sos_no_overflow_15 : the magnitudes above
     ieee_sos_bound, ieee_sos_decision    : the same on IEEE binary_float, every finite input
                        of the domain (no overflow hypothesis left)
     branchless_gap, reject_below_exact, reject_above_exact, branchless_far_exact,
     reject_exact_answer : the per-axis term of branchless/sse2 and the quick rejections
     wit3_needs_a     : a binary32 witness (N = 3) on which the decision form with a = 1
                        fails: the underflow term cannot be dropped (a >= about N/2 is needed)
     *_b32, *_b64     : the instances binary32 (24, 128, M = 2^61) and binary64
                        (53, 1024, M = 2^509).
   Not modelled: NaN and infinite inputs, r < 0, min > max (outside the domain; the
   bound for those variants promises nothing there). *)
From Coq Require Import ZArith Reals Lra Lia List.
From Flocq Require Import Core Relative Plus_error IEEE754.BinarySingleNaN.
From Spherebox Require Import Lib.Format Lib.Relative Lib.Witness.
Open Scope R_scope.

(* The header's constant (common.hpp): k = n + 3, a = n + 1. *)
Definition sum_of_squares_bound (n : nat) : nat * nat := (n + 3, n + 1)%nat.

Section SoS.
Variable emin prec : Z.
Context { prec_gt_0_ : Prec_gt_0 prec }.
Variable choice : Z -> bool.

Notation fmt := (generic_format radix2 (FLT_exp emin prec)).
Notation fl := (round radix2 (FLT_exp emin prec) (Znearest choice)).
Notation u := (Relative.u prec).
Notation eta := (Relative.eta emin).

Lemma fmt_fl : forall x, fmt (fl x).
Proof. intros. apply generic_format_round; auto with typeclass_instances. Qed.

Lemma fl_id : forall x, fmt x -> fl x = x.
Proof. intros. apply round_generic; auto with typeclass_instances. Qed.

Lemma fl_mono : forall x y, x <= y -> fl x <= fl y.
Proof. intros. apply round_le; auto with typeclass_instances. Qed.

Lemma fl_0 : fl 0 = 0.
Proof. apply round_0; auto with typeclass_instances. Qed.

(* ---- the model ---- *)

(* one axis: c = true is the contracted form fma(e, e, s) *)
Definition step (c : bool) (s a b : R) : R :=
  if c then fl (s + fl (a - b) * fl (a - b)) else fl (s + fl (fl (a - b) * fl (a - b))).

Fixpoint run (s : R) (l : list (bool * R * R)) : R :=
  match l with nil => s | (c, a, b) :: t => run (step c s a b) t end.

Fixpoint dist2 (l : list (bool * R * R)) : R :=
  match l with nil => 0 | (_, a, b) :: t => (a - b) * (a - b) + dist2 t end.

Definition in_fmt (x : bool * R * R) : Prop := let '(_, a, b) := x in fmt a /\ fmt b.

Lemma step_same : forall c s a, fmt s -> step c s a a = s.
Proof.
  intros c s a Fs. unfold step. replace (a - a) with 0 by ring. rewrite fl_0, Rmult_0_l, fl_0.
  rewrite Rplus_0_r. destruct c; apply fl_id; exact Fs.
Qed.

Lemma step_from_zero : forall c a b,
  step c 0 a b = fl (fl (a - b) * fl (a - b)).
Proof.
  intros. unfold step. rewrite !Rplus_0_l. destruct c; [reflexivity|]. apply fl_id, fmt_fl.
Qed.

(* ---- error of one term ---- *)

Definition g (n : nat) := (1 + u) ^ (n + 2) - 1.
Definition H (n : nat) := INR n * (1 + u) ^ n * (eta / 2).

Lemma gap_err : forall a b, fmt a -> fmt b -> Rabs (fl (a - b) - (a - b)) <= u * Rabs (a - b).
Proof.
  intros a b Fa Fb. unfold Rminus at 1 2. apply fl_sum_err; auto. apply generic_format_opp; auto.
Qed.

Lemma sq_err : forall x e, Rabs (e - x) <= u * Rabs x ->
  Rabs (e * e - x * x) <= (2 * u + u * u) * (x * x).
Proof.
  intros x e He. pose proof (u_pos prec).
  assert (Hx : Rabs x * Rabs x = x * x) by (rewrite <- Rabs_mult; apply Rabs_pos_eq; nra).
  replace (e * e - x * x) with ((e - x) * (e - x) + 2 * x * (e - x)) by ring.
  eapply Rle_trans; [apply Rabs_triang|]. rewrite !Rabs_mult, (Rabs_pos_eq 2) by lra.
  pose proof (Rabs_pos (e - x)). pose proof (Rabs_pos x).
  assert (Rabs (e - x) * Rabs (e - x) <= (u * Rabs x) * (u * Rabs x))
    by (apply Rmult_le_compat; auto).
  assert (2 * Rabs x * Rabs (e - x) <= 2 * Rabs x * (u * Rabs x))
    by (apply Rmult_le_compat_l; lra).
  nra.
Qed.

Lemma sq_le : forall x e, Rabs (e - x) <= u * Rabs x -> e * e <= (1 + u) ^ 2 * (x * x).
Proof.
  intros x e He. pose proof (sq_err x e He) as E. apply Rabs_le_inv in E. simpl. nra.
Qed.

(* |fl(fl(a-b)^2) - (a-b)^2| <= ((1+u)^3 - 1)(a-b)^2 + eta/2 *)
Lemma term_err : forall a b, fmt a -> fmt b ->
  Rabs (fl (fl (a - b) * fl (a - b)) - (a - b) * (a - b))
  <= ((1 + u) ^ 3 - 1) * ((a - b) * (a - b)) + eta / 2.
Proof.
  intros a b Fa Fb. pose proof (u_pos prec).
  set (x := a - b). set (e := fl x).
  pose proof (gap_err a b Fa Fb) as Ex. fold x e in Ex.
  pose proof (sq_err x e Ex) as E2. pose proof (sq_le x e Ex) as L2.
  pose proof (fl_err emin prec choice (e * e)) as Ep.
  rewrite (Rabs_pos_eq (e * e)) in Ep by nra.
  replace (fl (e * e) - x * x) with ((fl (e * e) - e * e) + (e * e - x * x)) by ring.
  eapply Rle_trans; [apply Rabs_triang|].
  assert (u * (e * e) <= u * ((1 + u) ^ 2 * (x * x))) by (apply Rmult_le_compat_l; lra).
  simpl in *. nra.
Qed.

(* ---- one step keeps the invariant |s - D0| <= g n D0 + H n ---- *)

Lemma combine : forall A B C G K D X, 0 <= D -> 0 <= X -> A <= G -> B <= G -> C <= K ->
  A * D + B * X + C <= G * (D + X) + K.
Proof. intros. nra. Qed.

Lemma pow_ge1 : forall n, 1 <= (1 + u) ^ n.
Proof. intros. apply pow_R1_Rle. pose proof (u_pos prec). lra. Qed.

Lemma g_S : forall n, (1 + u) * g n + u = g (S n).
Proof. intros. unfold g. simpl. ring. Qed.

Lemma g_ge3 : forall n, (1 + u) ^ 3 - 1 <= g (S n).
Proof.
  intros. unfold g. replace (S n + 2)%nat with (n + 3)%nat by lia. rewrite pow_add.
  pose proof (pow_ge1 n). pose proof (pow_ge1 3).
  assert (1 * (1 + u) ^ 3 <= (1 + u) ^ n * (1 + u) ^ 3) by (apply Rmult_le_compat_r; lra). lra.
Qed.

Lemma g_ge4 : forall n, (1 <= n)%nat -> (1 + u) ^ 4 - 1 <= g (S n).
Proof.
  intros n Hn. unfold g. replace (S n + 2)%nat with ((n - 1) + 4)%nat by lia. rewrite pow_add.
  pose proof (pow_ge1 (n - 1)). pose proof (pow_ge1 4).
  assert (1 * (1 + u) ^ 4 <= (1 + u) ^ (n - 1) * (1 + u) ^ 4) by (apply Rmult_le_compat_r; lra). lra.
Qed.

Lemma g_mono : forall n, g n <= g (S n).
Proof.
  intros. unfold g. replace (S n + 2)%nat with (S (n + 2)) by lia. simpl.
  pose proof (pow_ge1 (n + 2)). pose proof (u_pos prec). nra.
Qed.

Lemma g_nonneg : forall n, 0 <= g n.
Proof. intros. unfold g. pose proof (pow_ge1 (n + 2)). lra. Qed.

Lemma H_S : forall n, (1 + u) * H n + (1 + u) * (eta / 2) <= H (S n).
Proof.
  intros. unfold H. rewrite S_INR. simpl. pose proof (pow_ge1 n). pose proof (u_pos prec).
  pose proof (eta_pos emin). pose proof (pos_INR n).
  assert (0 <= (1 + u) * (eta / 2) * ((1 + u) ^ n - 1)) by (apply Rmult_le_pos; nra).
  nra.
Qed.

Lemma H_nonneg : forall n, 0 <= H n.
Proof.
  intros. unfold H. pose proof (pos_INR n). pose proof (pow_ge1 n). pose proof (eta_pos emin).
  apply Rmult_le_pos; [apply Rmult_le_pos|]; lra.
Qed.

Lemma H_S' : forall n, H n + eta / 2 <= H (S n).
Proof.
  intros. pose proof (H_S n). pose proof (u_pos prec). pose proof (eta_pos emin).
  pose proof (H_nonneg n).
  assert (0 <= u * H n) by (apply Rmult_le_pos; lra).
  assert (0 <= u * (eta / 2)) by (apply Rmult_le_pos; lra).
  lra.
Qed.

Lemma step_err : forall c s D0 n a b, fmt a -> fmt b -> fmt s -> 0 <= s ->
  (n = 0%nat -> s = 0) -> 0 <= D0 -> Rabs (s - D0) <= g n * D0 + H n ->
  Rabs (step c s a b - (D0 + (a - b) * (a - b)))
  <= g (S n) * (D0 + (a - b) * (a - b)) + H (S n).
Proof.
  intros c s D0 n a b Fa Fb Fs Hs Hn0 HD Es.
  pose proof (u_pos prec). pose proof (eta_pos emin).
  pose proof (g_S n). pose proof (g_ge3 n). pose proof (g_mono n). pose proof (g_nonneg n).
  pose proof (H_S n). pose proof (H_S' n). pose proof (H_nonneg n).
  assert (0 <= u * (eta / 2)) by (apply Rmult_le_pos; lra).
  unfold step. set (x := a - b) in *. set (e := fl x) in *.
  assert (Hxx : 0 <= x * x) by nra.
  pose proof (gap_err a b Fa Fb) as Ex. fold x e in Ex.
  destruct c.
  - (* contracted: s' = fl(s + e*e) *)
    pose proof (sq_err x e Ex) as Eq.
    assert (Hq : 0 <= e * e) by nra.
    pose proof (fl_err emin prec choice (s + e * e)) as Ed.
    rewrite (Rabs_pos_eq (s + e * e)) in Ed by lra.
    set (s' := fl (s + e * e)) in *.
    replace (s' - (D0 + x * x)) with ((s' - (s + e * e)) + (s - D0) + (e * e - x * x)) by ring.
    apply Rle_trans with (u * (s + e * e) + eta / 2 + Rabs (s - D0) + Rabs (e * e - x * x)).
    { eapply Rle_trans; [apply Rabs_triang|]. apply Rplus_le_compat_r.
      eapply Rle_trans; [apply Rabs_triang|]. lra. }
    pose proof (Rabs_le_inv _ _ Es). pose proof (Rabs_le_inv _ _ Eq).
    set (Es' := Rabs (s - D0)) in *. set (Eq' := Rabs (e * e - x * x)) in *.
    assert (s <= D0 + Es') by (unfold Es'; pose proof (Rle_abs (s - D0)); lra).
    assert (e * e <= x * x + Eq') by (unfold Eq'; pose proof (Rle_abs (e * e - x * x)); lra).
    apply Rle_trans with ((1 + u) * (Es' + Eq') + u * (D0 + x * x) + eta / 2); [nra|].
    apply Rle_trans with ((1 + u) * (g n * D0 + H n + (2 * u + u * u) * (x * x))
                          + u * (D0 + x * x) + eta / 2).
    { assert ((1 + u) * (Es' + Eq') <= (1 + u) * (g n * D0 + H n + (2 * u + u * u) * (x * x)))
        by (apply Rmult_le_compat_l; lra). lra. }
    replace ((1 + u) * (g n * D0 + H n + (2 * u + u * u) * (x * x)) + u * (D0 + x * x) + eta / 2)
      with (((1 + u) * g n + u) * D0 + ((1 + u) ^ 3 - 1) * (x * x) + ((1 + u) * H n + eta / 2))
      by (simpl; ring).
    apply combine; auto; lra.
  - (* uncontracted: p = fl(e*e), s' = fl(s + p) *)
    pose proof (term_err a b Fa Fb) as Ep. fold x e in Ep.
    set (p := fl (e * e)) in *.
    assert (Fp : fmt p) by apply fmt_fl.
    assert (Hee : 0 <= e * e) by (pose proof (Rle_0_sqr e); unfold Rsqr in *; lra).
    assert (Hp : 0 <= p) by (apply (fl_nonneg emin prec choice (e * e) Hee)).
    assert (HsD : s = 0 -> D0 <= g n * D0 + H n).
    { intros Z. rewrite Z, Rminus_0_l, Rabs_Ropp, (Rabs_pos_eq D0 HD) in Es. exact Es. }
    pose proof (Rabs_le_inv _ _ Es). pose proof (Rabs_le_inv _ _ Ep).
    set (Es' := Rabs (s - D0)) in *. set (Ep' := Rabs (p - x * x)) in *.
    assert (s <= D0 + Es') by (unfold Es'; pose proof (Rle_abs (s - D0)); lra).
    assert (p <= x * x + Ep') by (unfold Ep'; pose proof (Rle_abs (p - x * x)); lra).
    destruct (Req_dec s 0) as [Z|NZ].
    + (* the first non-zero term: 0 + p is exact *)
      specialize (HsD Z).
      rewrite Z, Rplus_0_l, (fl_id p Fp).
      replace (p - (D0 + x * x)) with ((p - x * x) - D0) by ring.
      eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp, (Rabs_pos_eq D0 HD).
      apply Rle_trans with (g n * D0 + ((1 + u) ^ 3 - 1) * (x * x) + (H n + eta / 2)).
      { fold Ep'. lra. }
      apply combine; auto; lra.
    + assert (Hn : (1 <= n)%nat) by (destruct n; [exfalso; auto|lia]).
      pose proof (g_ge4 n Hn).
      pose proof (fl_sum_err emin prec choice s p Fs Fp) as Ed.
      rewrite (Rabs_pos_eq (s + p)) in Ed by lra.
      set (s' := fl (s + p)) in *.
      replace (s' - (D0 + x * x)) with ((s' - (s + p)) + (s - D0) + (p - x * x)) by ring.
      apply Rle_trans with (u * (s + p) + Es' + Ep').
      { eapply Rle_trans; [apply Rabs_triang|]. apply Rplus_le_compat_r.
        eapply Rle_trans; [apply Rabs_triang|]. unfold Es'. lra. }
      apply Rle_trans with ((1 + u) * (Es' + Ep') + u * (D0 + x * x)); [nra|].
      apply Rle_trans with ((1 + u) * (g n * D0 + H n + (((1 + u) ^ 3 - 1) * (x * x) + eta / 2))
                            + u * (D0 + x * x)).
      { assert ((1 + u) * (Es' + Ep')
                <= (1 + u) * (g n * D0 + H n + (((1 + u) ^ 3 - 1) * (x * x) + eta / 2)))
          by (apply Rmult_le_compat_l; lra). lra. }
      replace ((1 + u) * (g n * D0 + H n + (((1 + u) ^ 3 - 1) * (x * x) + eta / 2))
               + u * (D0 + x * x))
        with (((1 + u) * g n + u) * D0 + ((1 + u) ^ 4 - 1) * (x * x)
              + ((1 + u) * H n + (1 + u) * (eta / 2)))
        by (simpl; ring).
      apply combine; auto; lra.
Qed.

Lemma step_nonneg : forall c s a b, 0 <= s -> 0 <= step c s a b.
Proof.
  intros c s a b Hs. unfold step.
  assert (Hee : 0 <= fl (a - b) * fl (a - b))
    by (pose proof (Rle_0_sqr (fl (a - b))); unfold Rsqr in *; lra).
  pose proof (fl_nonneg emin prec choice _ Hee).
  destruct c; apply (fl_nonneg emin prec choice); lra.
Qed.

Lemma step_fmt : forall c s a b, fmt (step c s a b).
Proof. intros. unfold step. destruct c; apply fmt_fl. Qed.

Lemma dist2_nonneg : forall l, 0 <= dist2 l.
Proof.
  induction l as [|[[c a] b] t IH]; simpl; [lra|]. pose proof (Rle_0_sqr (a - b)). unfold Rsqr in *. lra.
Qed.

Lemma run_err : forall l s D0 n, Forall in_fmt l -> fmt s -> 0 <= s -> (n = 0%nat -> s = 0) ->
  0 <= D0 -> Rabs (s - D0) <= g n * D0 + H n ->
  Rabs (run s l - (D0 + dist2 l)) <= g (n + length l) * (D0 + dist2 l) + H (n + length l).
Proof.
  induction l as [|[[c a] b] t IH]; intros s D0 n Fl Fs Hs Hn0 HD Es.
  - simpl. rewrite Nat.add_0_r, Rplus_0_r. exact Es.
  - inversion Fl as [|y l' Hy Ft]; subst. simpl in Hy. destruct Hy as [Fa Fb]. simpl.
    replace (n + S (length t))%nat with (S n + length t)%nat by lia.
    replace (D0 + ((a - b) * (a - b) + dist2 t)) with ((D0 + (a - b) * (a - b)) + dist2 t) by ring.
    apply IH; auto.
    + apply step_fmt.
    + apply step_nonneg; auto.
    + intros Hc; discriminate.
    + pose proof (Rle_0_sqr (a - b)). unfold Rsqr in *. lra.
    + apply step_err; auto.
Qed.

(* d2 = run 0 l:  |d2 - D| <= ((1+u)^(N+2) - 1) D + N (1+u)^N eta/2 *)
Theorem sos_err : forall l, Forall in_fmt l ->
  Rabs (run 0 l - dist2 l) <= g (length l) * dist2 l + H (length l).
Proof.
  intros l Fl. pose proof (run_err l 0 0 0 Fl (generic_format_0 _ _) (Rle_refl 0)
    (fun _ => eq_refl) (Rle_refl 0)) as E.
  rewrite !Rplus_0_l, Nat.add_0_l in E. apply E.
  unfold H, g. simpl. rewrite Rminus_0_r, Rabs_R0. lra.
Qed.

(* ---- the constants ---- *)

Lemma pow_1mu2 : forall m, 0 <= u <= 1 -> (1 + u) ^ m * (1 - u) ^ m <= 1.
Proof.
  intros m Hu. rewrite <- Rpow_mult_distr.
  induction m as [|m IH]; simpl; [lra|].
  assert (0 <= (1 + u) * (1 - u) <= 1) by nra.
  assert (0 <= ((1 + u) * (1 - u)) ^ m) by (apply pow_le; lra). nra.
Qed.

Lemma gamma_le : forall m, INR m * (INR m + 1) * u <= 1 -> (1 + u) ^ m <= 1 + (INR m + 1) * u.
Proof.
  intros m Hm. pose proof (u_pos prec) as Hu0. pose proof (pos_INR m).
  destruct (Nat.eq_dec m 0) as [->|Hm0]; [simpl; lra|].
  assert (Hm1 : 1 <= INR m) by (apply (le_INR 1); lia).
  assert (Hu1 : u <= 1) by nra.
  pose proof (pow_1mu2 m (conj (Rlt_le _ _ Hu0) Hu1)) as P.
  pose proof (bernoulli u m (conj (Rlt_le _ _ Hu0) Hu1)) as B.
  pose proof (pow_ge1 m).
  assert (Hmu : INR m * u < 1) by nra.
  assert (X : (1 + u) ^ m * (1 - INR m * u) <= 1).
  { apply Rle_trans with ((1 + u) ^ m * (1 - u) ^ m); [|exact P].
    apply Rmult_le_compat_l; [lra|exact B]. }
  assert (Y : 1 <= (1 + (INR m + 1) * u) * (1 - INR m * u)) by nra.
  apply Rmult_le_reg_r with (1 - INR m * u); [lra|]. lra.
Qed.

Definition k_of (n : nat) : R := INR (fst (sum_of_squares_bound n)).
Definition a_of (n : nat) : R := INR (snd (sum_of_squares_bound n)).

Lemma g_le_k : forall n, (INR n + 2) * (INR n + 3) * u <= 1 -> g n <= k_of n * u.
Proof.
  intros n Hn. unfold g, k_of, sum_of_squares_bound. simpl fst.
  pose proof (gamma_le (n + 2) ltac:(rewrite plus_INR; simpl; lra)) as G.
  rewrite plus_INR in *. simpl in *. lra.
Qed.

Lemma H_le_a : forall n, (INR n + 2) * (INR n + 3) * u <= 1 -> H n + eta / 2 <= a_of n * eta.
Proof.
  intros n Hn. unfold H, a_of, sum_of_squares_bound. simpl snd. rewrite plus_INR. simpl INR.
  pose proof (u_pos prec). pose proof (eta_pos emin). pose proof (pos_INR n).
  pose proof (g_le_k n Hn) as G. unfold g, k_of, sum_of_squares_bound in G. simpl fst in G.
  rewrite plus_INR in G. simpl INR in G.
  assert (Hp : (1 + u) ^ n <= (1 + u) ^ (n + 2)).
  { rewrite pow_add. pose proof (pow_ge1 n). simpl. nra. }
  assert ((INR n + 3) * u <= 1) by nra.
  assert (INR n * (1 + u) ^ n <= INR n * 2) by (apply Rmult_le_compat_l; lra).
  nra.
Qed.

(* ---- clause (a) ---- *)

Theorem sos_bound : forall l r, Forall in_fmt l ->
  (INR (length l) + 2) * (INR (length l) + 3) * u <= 1 ->
  Rabs ((run 0 l - fl (r * r)) - (dist2 l - r * r))
  <= k_of (length l) * u * (dist2 l + r * r) + a_of (length l) * eta.
Proof.
  intros l r Fl Hn. set (n := length l) in *.
  pose proof (sos_err l Fl) as Ed. fold n in Ed.
  pose proof (fl_err emin prec choice (r * r)) as Er.
  assert (HR : 0 <= r * r) by nra. rewrite (Rabs_pos_eq (r * r) HR) in Er.
  pose proof (dist2_nonneg l). pose proof (g_le_k n Hn). pose proof (H_le_a n Hn).
  pose proof (u_pos prec).
  assert (1 <= k_of n) by (unfold k_of, sum_of_squares_bound; simpl fst; rewrite plus_INR;
    simpl INR; pose proof (pos_INR n); lra).
  replace ((run 0 l - fl (r * r)) - (dist2 l - r * r))
    with ((run 0 l - dist2 l) - (fl (r * r) - r * r)) by ring.
  eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp.
  assert (g n * dist2 l <= k_of n * u * dist2 l) by (apply Rmult_le_compat_r; lra).
  assert (u * (r * r) <= k_of n * u * (r * r)) by (apply Rmult_le_compat_r; nra).
  nra.
Qed.

Theorem sos_decision : forall l r, Forall in_fmt l ->
  (INR (length l) + 2) * (INR (length l) + 3) * u <= 1 ->
  Rle_bool (run 0 l) (fl (r * r)) <> Rle_bool (dist2 l) (r * r) ->
  Rabs (dist2 l - r * r) <= k_of (length l) * u * (dist2 l + r * r) + a_of (length l) * eta.
Proof.
  intros l r Fl Hn Hd. pose proof (sos_bound l r Fl Hn) as B.
  set (d2 := run 0 l) in *. set (r2 := fl (r * r)) in *. set (D := dist2 l) in *.
  set (R := r * r) in *. set (E := k_of (length l) * u * (D + R) + a_of (length l) * eta) in *.
  apply Rabs_le_inv in B. apply Rabs_le.
  destruct (Rle_bool_spec d2 r2); destruct (Rle_bool_spec D R); try (exfalso; auto; fail); lra.
Qed.

(* ---- N = 2 and N = 3 as the C++ writes them (c_i the centre, m_i the violated bound) ---- *)

Lemma u_30 : (11 <= prec)%Z -> 30 * u <= 1.
Proof.
  intros Hp. unfold Relative.u.
  apply Rle_trans with (30 * bpow radix2 (-11)).
  - apply Rmult_le_compat_l; [lra|]. apply bpow_le. lia.
  - simpl. unfold Z.pow_pos. simpl. lra.
Qed.

Lemma run2 : forall f1 f2 c1 m1 c2 m2, run 0 ((f1, c1, m1) :: (f2, c2, m2) :: nil)
  = step f2 (fl (fl (c1 - m1) * fl (c1 - m1))) c2 m2.
Proof. intros. simpl. rewrite step_from_zero. reflexivity. Qed.

Lemma run3 : forall f1 f2 f3 c1 m1 c2 m2 c3 m3,
  run 0 ((f1, c1, m1) :: (f2, c2, m2) :: (f3, c3, m3) :: nil)
  = step f3 (step f2 (fl (fl (c1 - m1) * fl (c1 - m1))) c2 m2) c3 m3.
Proof. intros. simpl. rewrite step_from_zero. reflexivity. Qed.

Theorem sos2_bound : forall c1 m1 c2 m2 r, (11 <= prec)%Z ->
  fmt c1 -> fmt m1 -> fmt c2 -> fmt m2 ->
  let e1 := fl (c1 - m1) in let e2 := fl (c2 - m2) in
  let D := (c1 - m1) * (c1 - m1) + (c2 - m2) * (c2 - m2) in
  Rabs ((fl (fl (e1 * e1) + fl (e2 * e2)) - fl (r * r)) - (D - r * r))
  <= 5 * u * (D + r * r) + 3 * eta.
Proof.
  intros c1 m1 c2 m2 r Hp F1 G1 F2 G2 e1 e2 D. pose proof (u_30 Hp).
  pose proof (sos_bound ((false, c1, m1) :: (false, c2, m2) :: nil) r
    ltac:(repeat constructor; auto) ltac:(simpl; lra)) as B.
  rewrite run2 in B. unfold step in B. simpl in B. unfold k_of, a_of in B; simpl in B.
  replace (1 + 1 + 1 + 1 + 1) with 5 in B by ring. replace (1 + 1 + 1) with 3 in B by ring.
  rewrite Rplus_0_r in B. exact B.
Qed.

Theorem sos2_fma_bound : forall c1 m1 c2 m2 r, (11 <= prec)%Z ->
  fmt c1 -> fmt m1 -> fmt c2 -> fmt m2 ->
  let e1 := fl (c1 - m1) in let e2 := fl (c2 - m2) in
  let D := (c1 - m1) * (c1 - m1) + (c2 - m2) * (c2 - m2) in
  Rabs ((fl (fl (e1 * e1) + e2 * e2) - fl (r * r)) - (D - r * r))
  <= 5 * u * (D + r * r) + 3 * eta.
Proof.
  intros c1 m1 c2 m2 r Hp F1 G1 F2 G2 e1 e2 D. pose proof (u_30 Hp).
  pose proof (sos_bound ((true, c1, m1) :: (true, c2, m2) :: nil) r
    ltac:(repeat constructor; auto) ltac:(simpl; lra)) as B.
  rewrite run2 in B. unfold step in B. simpl in B. unfold k_of, a_of in B; simpl in B.
  replace (1 + 1 + 1 + 1 + 1) with 5 in B by ring. replace (1 + 1 + 1) with 3 in B by ring.
  rewrite Rplus_0_r in B. exact B.
Qed.

Theorem sos3_bound : forall c1 m1 c2 m2 c3 m3 r, (11 <= prec)%Z ->
  fmt c1 -> fmt m1 -> fmt c2 -> fmt m2 -> fmt c3 -> fmt m3 ->
  let e1 := fl (c1 - m1) in let e2 := fl (c2 - m2) in let e3 := fl (c3 - m3) in
  let D := (c1 - m1) * (c1 - m1) + (c2 - m2) * (c2 - m2) + (c3 - m3) * (c3 - m3) in
  Rabs ((fl (fl (fl (e1 * e1) + fl (e2 * e2)) + fl (e3 * e3)) - fl (r * r)) - (D - r * r))
  <= 6 * u * (D + r * r) + 4 * eta.
Proof.
  intros c1 m1 c2 m2 c3 m3 r Hp F1 G1 F2 G2 F3 G3 e1 e2 e3 D. pose proof (u_30 Hp).
  pose proof (sos_bound ((false, c1, m1) :: (false, c2, m2) :: (false, c3, m3) :: nil) r
    ltac:(repeat constructor; auto) ltac:(simpl; lra)) as B.
  rewrite run3 in B. unfold step in B. simpl in B. unfold k_of, a_of in B; simpl in B.
  replace (1 + 1 + 1 + 1 + 1 + 1) with 6 in B by ring.
  replace (1 + 1 + 1 + 1) with 4 in B by ring.
  rewrite Rplus_0_r, <- Rplus_assoc in B. exact B.
Qed.

Theorem sos3_fma_bound : forall c1 m1 c2 m2 c3 m3 r, (11 <= prec)%Z ->
  fmt c1 -> fmt m1 -> fmt c2 -> fmt m2 -> fmt c3 -> fmt m3 ->
  let e1 := fl (c1 - m1) in let e2 := fl (c2 - m2) in let e3 := fl (c3 - m3) in
  let D := (c1 - m1) * (c1 - m1) + (c2 - m2) * (c2 - m2) + (c3 - m3) * (c3 - m3) in
  Rabs ((fl (fl (fl (e1 * e1) + e2 * e2) + e3 * e3) - fl (r * r)) - (D - r * r))
  <= 6 * u * (D + r * r) + 4 * eta.
Proof.
  intros c1 m1 c2 m2 c3 m3 r Hp F1 G1 F2 G2 F3 G3 e1 e2 e3 D. pose proof (u_30 Hp).
  pose proof (sos_bound ((true, c1, m1) :: (true, c2, m2) :: (true, c3, m3) :: nil) r
    ltac:(repeat constructor; auto) ltac:(simpl; lra)) as B.
  rewrite run3 in B. unfold step in B. simpl in B. unfold k_of, a_of in B; simpl in B.
  replace (1 + 1 + 1 + 1 + 1 + 1) with 6 in B by ring.
  replace (1 + 1 + 1 + 1) with 4 in B by ring.
  rewrite Rplus_0_r, <- Rplus_assoc in B. exact B.
Qed.

(* ---- branchless / sse2: the per-axis term is one of the model's gaps ---- *)

Lemma fl_le0 : forall x, x <= 0 -> fl x <= 0.
Proof. intros. rewrite <- fl_0. apply fl_mono. exact H0. Qed.

Lemma fl_ge0 : forall x, 0 <= x -> 0 <= fl x.
Proof. intros. rewrite <- fl_0. apply fl_mono. exact H0. Qed.

(* e = (lo > 0 ? lo : 0) + (hi > 0 ? hi : 0), lo = fl(min - c), hi = fl(c - max), min <= max *)
Lemma branchless_gap : forall c mn mx, fmt c -> fmt mn -> fmt mx -> mn <= mx ->
  let lo := fl (mn - c) in let hi := fl (c - mx) in
  let e := fl ((if Rlt_bool 0 lo then lo else 0) + (if Rlt_bool 0 hi then hi else 0)) in
  (c < mn /\ e = fl (mn - c)) \/ (mx < c /\ e = fl (c - mx)) \/ (mn <= c <= mx /\ e = 0).
Proof.
  intros c mn mx Fc Fn Fx Hle lo hi e. unfold e.
  assert (Flo : fmt lo) by apply fmt_fl. assert (Fhi : fmt hi) by apply fmt_fl.
  destruct (Rlt_dec c mn) as [H1|H1].
  - left. split; [exact H1|]. fold lo.
    assert (hi <= 0) by (apply fl_le0; lra). assert (0 <= lo) by (apply fl_ge0; lra).
    rewrite (Rlt_bool_false 0 hi) by lra. rewrite Rplus_0_r.
    destruct (Rlt_bool_spec 0 lo); [apply fl_id; exact Flo|]. rewrite fl_0. lra.
  - destruct (Rlt_dec mx c) as [H2|H2].
    + right; left. split; [exact H2|]. fold hi.
      assert (lo <= 0) by (apply fl_le0; lra). assert (0 <= hi) by (apply fl_ge0; lra).
      rewrite (Rlt_bool_false 0 lo) by lra. rewrite Rplus_0_l.
      destruct (Rlt_bool_spec 0 hi); [apply fl_id; exact Fhi|]. rewrite fl_0. lra.
    + right; right. split; [lra|].
      assert (lo <= 0) by (apply fl_le0; lra). assert (hi <= 0) by (apply fl_le0; lra).
      rewrite (Rlt_bool_false 0 lo), (Rlt_bool_false 0 hi) by lra. rewrite Rplus_0_l. apply fl_0.
Qed.

(* ---- the quick rejections answer "disjoint" only when D > R exactly ---- *)

(* qri / qrf: fl(c - min) < -r *)
Lemma reject_below_exact : forall x r, fmt r -> fl x < - r -> x < - r.
Proof.
  intros x r Fr Hx. destruct (Rlt_dec x (- r)) as [|N]; [assumption|exfalso].
  assert (fl (- r) <= fl x) by (apply fl_mono; lra).
  rewrite fl_id in H0 by (apply generic_format_opp; exact Fr). lra.
Qed.

(* qri / qrf: fl(c - max) > r; branchless / sse2: e > r *)
Lemma reject_above_exact : forall x r, fmt r -> r < fl x -> r < x.
Proof.
  intros x r Fr Hx. destruct (Rlt_dec r x) as [|N]; [assumption|exfalso].
  assert (fl x <= fl r) by (apply fl_mono; lra). rewrite (fl_id r Fr) in H0. lra.
Qed.

Lemma branchless_far_exact : forall c mn mx r, fmt c -> fmt mn -> fmt mx -> fmt r -> mn <= mx ->
  0 <= r ->
  r < fl ((if Rlt_bool 0 (fl (mn - c)) then fl (mn - c) else 0)
          + (if Rlt_bool 0 (fl (c - mx)) then fl (c - mx) else 0)) ->
  r < mn - c \/ r < c - mx.
Proof.
  intros c mn mx r Fc Fn Fx Fr Hle Hr Hf.
  destruct (branchless_gap c mn mx Fc Fn Fx Hle) as [[_ E]|[[_ E]|[_ E]]]; simpl in E; rewrite E in Hf.
  - left. apply reject_above_exact with (1 := Fr) (2 := Hf).
  - right. apply reject_above_exact with (1 := Fr) (2 := Hf).
  - lra.
Qed.

Lemma dist2_In : forall l c a b, In (c, a, b) l -> (a - b) * (a - b) <= dist2 l.
Proof.
  induction l as [|[[c' a'] b'] t IH]; intros c a b Hin; [destruct Hin|]. simpl.
  pose proof (dist2_nonneg t). pose proof (Rle_0_sqr (a' - b')). unfold Rsqr in *.
  destruct Hin as [E|Hin].
  - inversion E; subst. lra.
  - pose proof (IH c a b Hin). lra.
Qed.

(* one axis with |exact gap| > r >= 0: the exact answer D <= R is false too *)
Theorem reject_exact_answer : forall l c a b r, In (c, a, b) l -> 0 <= r ->
  (a - b < - r \/ r < a - b) -> Rle_bool (dist2 l) (r * r) = false.
Proof.
  intros l c a b r Hin Hr Hg. pose proof (dist2_In l c a b Hin).
  assert (r * r < (a - b) * (a - b)) by (destruct Hg; nra).
  apply Rle_bool_false. lra.
Qed.

(* ---- no overflow on the header's domain ---- *)

Lemma fmt_nat_bpow : forall j e, (Z.of_nat j < 2 ^ prec)%Z -> (emin <= e)%Z ->
  fmt (INR j * bpow radix2 e).
Proof.
  intros j e Hj He. apply generic_format_FLT.
  apply (FLT_spec _ _ _ _ (Float radix2 (Z.of_nat j) e)); simpl.
  - unfold F2R. simpl. rewrite INR_IZR_INZ. reflexivity.
  - rewrite Z.abs_eq by lia. exact Hj.
  - exact He.
Qed.

Definition in_box (M : R) (x : bool * R * R) : Prop :=
  let '(_, a, b) := x in fmt a /\ fmt b /\ Rabs a <= M /\ Rabs b <= M.

Lemma gap_box : forall m a b, (emin <= m + 1)%Z -> Rabs a <= bpow radix2 m ->
  Rabs b <= bpow radix2 m -> Rabs (fl (a - b)) <= bpow radix2 (m + 1).
Proof.
  intros m a b Hm Ha Hb.
  assert (E : bpow radix2 (m + 1) = 2 * bpow radix2 m)
    by (rewrite bpow_plus; simpl; unfold Z.pow_pos; simpl; ring).
  assert (F : fmt (bpow radix2 (m + 1))) by (apply generic_format_FLT_bpow; auto).
  rewrite E in F |- *.
  apply Rabs_le_inv in Ha. apply Rabs_le_inv in Hb. apply Rabs_le. split.
  - rewrite <- (fl_id (- _)) by (apply generic_format_opp; exact F). apply fl_mono. lra.
  - rewrite <- (fl_id _ F). apply fl_mono. lra.
Qed.

Lemma sq_abs : forall x, x * x = Rabs x * Rabs x.
Proof.
  intros. rewrite <- Rabs_mult. symmetry. apply Rabs_pos_eq.
  pose proof (Rle_0_sqr x). unfold Rsqr in *. lra.
Qed.

Lemma term_box : forall m a b, (emin <= m + 1)%Z -> (emin <= 2 * m + 2)%Z ->
  Rabs a <= bpow radix2 m ->
  Rabs b <= bpow radix2 m ->
  fl (a - b) * fl (a - b) <= bpow radix2 (2 * m + 2) /\
  fl (fl (a - b) * fl (a - b)) <= bpow radix2 (2 * m + 2).
Proof.
  intros m a b Hm Hm2 Ha Hb. pose proof (gap_box m a b Hm Ha Hb) as G.
  assert (S : fl (a - b) * fl (a - b) <= bpow radix2 (2 * m + 2)).
  { replace (2 * m + 2)%Z with ((m + 1) + (m + 1))%Z by lia. rewrite bpow_plus.
    rewrite sq_abs. pose proof (Rabs_pos (fl (a - b))).
    apply Rmult_le_compat; auto. }
  split; [exact S|].
  rewrite <- (fl_id (bpow radix2 (2 * m + 2))) by (apply generic_format_FLT_bpow; [assumption|lia]).
  apply fl_mono. exact S.
Qed.

Lemma step_box : forall m c s j a b, (emin <= m + 1)%Z -> (emin <= 2 * m + 2)%Z ->
  (Z.of_nat (S j) < 2 ^ prec)%Z -> 0 <= s <= INR j * bpow radix2 (2 * m + 2) ->
  Rabs a <= bpow radix2 m -> Rabs b <= bpow radix2 m ->
  0 <= step c s a b <= INR (S j) * bpow radix2 (2 * m + 2).
Proof.
  intros m c s j a b Hm Hm2 Hj Hs Ha Hb. set (B := bpow radix2 (2 * m + 2)) in *.
  destruct (term_box m a b Hm Hm2 Ha Hb) as [Sq Tm]. fold B in Sq, Tm.
  assert (FB : fmt (INR (S j) * B)) by (apply fmt_nat_bpow; lia).
  assert (Hee : 0 <= fl (a - b) * fl (a - b))
    by (pose proof (Rle_0_sqr (fl (a - b))); unfold Rsqr in *; lra).
  pose proof (fl_ge0 _ Hee).
  split; [apply step_nonneg; lra|].
  rewrite <- (fl_id _ FB). rewrite S_INR in *.
  unfold step. destruct c; apply fl_mono; lra.
Qed.

(* every partial sum is run 0 of a prefix, so this bounds each of them *)
Theorem sos_no_overflow : forall m l r, (emin <= m)%Z -> (emin <= 2 * m)%Z ->
  (Z.of_nat (length l) < 2 ^ prec)%Z -> Forall (in_box (bpow radix2 m)) l ->
  Rabs r <= bpow radix2 m ->
  (forall c a b, In (c, a, b) l ->
     Rabs (fl (a - b)) <= bpow radix2 (m + 1) /\
     fl (fl (a - b) * fl (a - b)) <= bpow radix2 (2 * m + 2)) /\
  0 <= run 0 l <= INR (length l) * bpow radix2 (2 * m + 2) /\
  0 <= fl (r * r) <= bpow radix2 (2 * m).
Proof.
  intros m l r Hm Hm2 Hl Fl Hr. split; [|split].
  - intros c a b Hin. rewrite Forall_forall in Fl. specialize (Fl _ Hin). simpl in Fl.
    split; [apply gap_box; try lia; tauto|]. apply term_box; try lia; tauto.
  - set (B := bpow radix2 (2 * m + 2)).
    assert (HB : 0 < B) by apply bpow_gt_0.
    assert (Inv : forall l' s j, (Z.of_nat (j + length l') < 2 ^ prec)%Z ->
              Forall (in_box (bpow radix2 m)) l' -> 0 <= s <= INR j * B ->
              0 <= run s l' <= INR (j + length l') * B).
    { induction l' as [|[[c a] b] t IH]; intros s j Hj Ft Hs.
      - simpl. rewrite Nat.add_0_r. exact Hs.
      - inversion Ft as [|y l'' Hy Ft']; subst. simpl in Hy. simpl.
        replace (j + S (length t))%nat with (S j + length t)%nat by lia.
        apply IH; [simpl in Hj; lia|exact Ft'|].
        apply step_box; try tauto; try lia. simpl in Hj. lia. }
    apply (Inv l 0 0%nat); simpl; auto. lra.
  - assert (Hrr : 0 <= r * r) by nra. split; [apply fl_ge0; exact Hrr|].
    rewrite <- (fl_id (bpow radix2 (2 * m))) by (apply generic_format_FLT_bpow; [assumption|lia]).
    apply fl_mono. replace (2 * m)%Z with (m + m)%Z by lia. rewrite bpow_plus.
    rewrite sq_abs. apply Rmult_le_compat; auto using Rabs_pos.
Qed.

(* N <= 15: every partial sum is below 2^(2m+6), the other intermediates are below 2^(2m+2);
   with M = 2^m = 2^((emax-6)/2) (the header's square_safe_magnitude) that is 2^emax: no IEEE
   operation overflows (the docs' 2^(emax-2) for N <= 4 is the bound of sos_no_overflow). *)
Corollary sos_no_overflow_15 : forall m l r, (emin <= m)%Z -> (emin <= 2 * m)%Z -> (5 <= prec)%Z ->
  (length l <= 15)%nat -> Forall (in_box (bpow radix2 m)) l -> Rabs r <= bpow radix2 m ->
  run 0 l < bpow radix2 (2 * m + 6).
Proof.
  intros m l r Hm Hm2 Hp Hn Fl Hr.
  assert (Hl : (Z.of_nat (length l) < 2 ^ prec)%Z).
  { apply Z.le_lt_trans with 15%Z; [lia|].
    apply Z.lt_le_trans with (2 ^ 5)%Z; [reflexivity|]. apply Z.pow_le_mono_r; lia. }
  destruct (sos_no_overflow m l r Hm Hm2 Hl Fl Hr) as [_ [[_ D] _]].
  eapply Rle_lt_trans; [exact D|].
  replace (2 * m + 6)%Z with (4 + (2 * m + 2))%Z by lia. rewrite (bpow_plus _ 4).
  apply Rmult_lt_compat_r; [apply bpow_gt_0|].
  apply Rle_lt_trans with (INR 15); [apply le_INR; exact Hn|].
  rewrite INR_IZR_INZ. simpl. unfold Z.pow_pos. simpl. lra.
Qed.

End SoS.

(* ---- the same on Flocq's IEEE 754 model (BinarySingleNaN, round to nearest even) ----
   Bminus, Bmult, Bplus and Bfma are the IEEE operations (with overflow to an infinity);
   on the header's domain none overflows, every result is finite and equals the FLT model's,
   so the verdict Bleb d2 r2 is the model's d2 <= r2. *)
Section IEEE.
Context (prec emax : Z) {Fmt : Format prec emax}.
Notation emin := (SpecFloat.emin prec emax).
Notation float := (binary_float prec emax).
Let ch := fun x : Z => negb (Z.even x).
Notation fl := (round radix2 (FLT_exp emin prec) (Znearest ch)).
Notation fmt := (generic_format radix2 (FLT_exp emin prec)).

Definition istep (c : bool) (s a b : float) : float :=
  let e := Bminus mode_NE a b in
  if c then Bfma mode_NE e e s else Bplus mode_NE s (Bmult mode_NE e e).

Fixpoint irun (s : float) (l : list (bool * float * float)) : float :=
  match l with nil => s | (c, a, b) :: t => irun (istep c s a b) t end.

Definition toR (x : bool * float * float) : bool * R * R := let '(c, a, b) := x in (c, B2R a, B2R b).

(* in the domain: finite, |x| <= 2^m *)
Definition ibox (m : Z) (x : bool * float * float) : Prop :=
  let '(_, a, b) := x in is_finite a = true /\ is_finite b = true /\
    Rabs (B2R a) <= bpow radix2 m /\ Rabs (B2R b) <= bpow radix2 m.

Hypothesis prec_ge_11 : (11 <= prec)%Z.

Lemma fmt_B2R : forall x : float, fmt (B2R x).
Proof. intros. apply generic_format_B2R. Qed.

Lemma rne_fl : forall x, round radix2 (SpecFloat.fexp prec emax) (round_mode mode_NE) x = fl x.
Proof. reflexivity. Qed.

Lemma emin_le : forall m, (0 <= m)%Z -> (emin <= m)%Z /\ (emin <= 2 * m)%Z.
Proof.
  intros m Hm. pose proof (format_prec_lt_emax : Prec_lt_emax prec emax) as P. unfold Prec_lt_emax in P. unfold SpecFloat.emin. lia.
Qed.

Lemma istep_ok : forall m c s j a b, (0 <= m)%Z -> (2 * m + 6 <= emax)%Z -> (S j <= 15)%nat ->
  is_finite s = true -> 0 <= B2R s <= INR j * bpow radix2 (2 * m + 2) -> ibox m (c, a, b) ->
  is_finite (istep c s a b) = true /\
  B2R (istep c s a b) = step emin prec ch c (B2R s) (B2R a) (B2R b).
Proof.
  intros m c s j a b Hm He Hj Fs Hs [Fa [Fb [Ha Hb]]].
  destruct (emin_le m Hm) as [Hm1 Hm2].
  assert (Hj2 : (Z.of_nat (S j) < 2 ^ prec)%Z).
  { apply Z.le_lt_trans with 15%Z; [lia|].
    apply Z.lt_le_trans with (2 ^ 11)%Z; [reflexivity|]. apply Z.pow_le_mono_r; lia. }
  assert (Hbig : INR (S j) * bpow radix2 (2 * m + 2) < bpow radix2 emax).
  { apply Rle_lt_trans with (INR 15 * bpow radix2 (2 * m + 2)).
    { apply Rmult_le_compat_r; [apply bpow_ge_0|apply le_INR; exact Hj]. }
    apply Rlt_le_trans with (bpow radix2 (2 * m + 6)); [|apply bpow_le; exact He].
    replace (2 * m + 6)%Z with (4 + (2 * m + 2))%Z by lia. rewrite (bpow_plus _ 4).
    apply Rmult_lt_compat_r; [apply bpow_gt_0|]. rewrite INR_IZR_INZ. simpl.
    unfold Z.pow_pos. simpl. lra. }
  assert (HB : 0 < bpow radix2 (2 * m + 2)) by apply bpow_gt_0.
  assert (Hlt1 : bpow radix2 (m + 1) < bpow radix2 emax) by (apply bpow_lt; lia).
  assert (Hlt2 : bpow radix2 (2 * m + 2) < bpow radix2 emax) by (apply bpow_lt; lia).
  pose proof (gap_box emin prec ch m (B2R a) (B2R b) ltac:(lia) Ha Hb) as G.
  destruct (term_box emin prec ch m (B2R a) (B2R b) ltac:(lia) ltac:(lia) Ha Hb) as [Sq Tm].
  pose proof (Bminus_correct prec emax _ _ mode_NE a b Fa Fb) as Ce.
  rewrite rne_fl, Rlt_bool_true in Ce by lra. destruct Ce as [Re [Fe _]].
  set (e := Bminus mode_NE a b) in *.
  pose proof (step_box emin prec ch m c (B2R s) j (B2R a) (B2R b) ltac:(lia) ltac:(lia) Hj2 Hs Ha Hb)
    as Bs.
  unfold istep. fold e. destruct c.
  - pose proof (Bfma_correct prec emax _ _ mode_NE e e s Fe Fe Fs) as Cf. simpl in Cf.
    rewrite rne_fl, Re in Cf. rewrite (Rplus_comm _ (B2R s)) in Cf.
    unfold step in Bs. rewrite Rlt_bool_true in Cf.
    + destruct Cf as [Rf [Ff _]]. split; [exact Ff|]. rewrite Rf. reflexivity.
    + rewrite Rabs_pos_eq by lra. lra.
  - pose proof (Bmult_correct prec emax _ _ mode_NE e e) as Cm.
    rewrite rne_fl, Re, Rlt_bool_true in Cm.
    2:{ pose proof (fl_ge0 emin prec ch _ (Rle_0_sqr (fl (B2R a - B2R b)))). unfold Rsqr in *.
        rewrite Rabs_pos_eq by lra. lra. }
    destruct Cm as [Rm [Fm _]]. rewrite Fe in Fm. simpl in Fm.
    pose proof (Bplus_correct prec emax _ _ mode_NE s (Bmult mode_NE e e) Fs Fm) as Cp.
    rewrite rne_fl, Rm in Cp. unfold step in Bs. rewrite Rlt_bool_true in Cp.
    + destruct Cp as [Rp [Fp _]]. split; [exact Fp|]. rewrite Rp. reflexivity.
    + rewrite Rabs_pos_eq by lra. lra.
Qed.

Lemma irun_ok : forall m l s j, (0 <= m)%Z -> (2 * m + 6 <= emax)%Z ->
  (j + length l <= 15)%nat -> Forall (ibox m) l ->
  is_finite s = true -> 0 <= B2R s <= INR j * bpow radix2 (2 * m + 2) ->
  is_finite (irun s l) = true /\ B2R (irun s l) = run emin prec ch (B2R s) (map toR l).
Proof.
  intros m l. induction l as [|[[c a] b] t IH]; intros s j Hm He Hj Fl Fs Hs.
  - simpl. auto.
  - inversion Fl as [|y l' Hy Ft]; subst. simpl in Hj.
    destruct (istep_ok m c s j a b Hm He ltac:(lia) Fs Hs Hy) as [Fi Ri].
    destruct (emin_le m Hm) as [Hm1 Hm2].
    assert (Hj2 : (Z.of_nat (S j) < 2 ^ prec)%Z).
    { apply Z.le_lt_trans with 15%Z; [lia|].
      apply Z.lt_le_trans with (2 ^ 11)%Z; [reflexivity|]. apply Z.pow_le_mono_r; lia. }
    destruct Hy as [Fa [Fb [Ha Hb]]].
    pose proof (step_box emin prec ch m c (B2R s) j (B2R a) (B2R b) ltac:(lia) ltac:(lia) Hj2 Hs Ha Hb)
      as Bs.
    destruct (IH (istep c s a b) (S j) Hm He ltac:(lia) Ft Fi ltac:(rewrite Ri; exact Bs)) as [F R].
    simpl. rewrite <- Ri. split; assumption.
Qed.

Lemma map_in_fmt : forall m l, Forall (ibox m) l -> Forall (in_fmt emin prec) (map toR l).
Proof.
  intros m l Fl. induction Fl as [|[[c a] b] t Hy Ft IH]; simpl; constructor; auto.
  simpl. split; apply fmt_B2R.
Qed.

Let z0 : float := B754_zero false.

Theorem ieee_sos_bound : forall m l r, (0 <= m)%Z -> (2 * m + 6 <= emax)%Z ->
  (length l <= 15)%nat -> Forall (ibox m) l -> is_finite r = true -> Rabs (B2R r) <= bpow radix2 m ->
  let d2 := irun z0 l in let r2 := Bmult mode_NE r r in
  let D := dist2 (map toR l) in let R := B2R r * B2R r in let n := length l in
  is_finite d2 = true /\ is_finite r2 = true /\
  Rabs ((B2R d2 - B2R r2) - (D - R)) <= k_of n * u prec * (D + R) + a_of n * eta emin.
Proof.
  intros m l r Hm He Hn Fl Fr Hr d2 r2 D R n.
  destruct (irun_ok m l z0 0 Hm He ltac:(lia) Fl eq_refl ltac:(simpl; lra)) as [Fd Rd].
  destruct (emin_le m Hm) as [Hm1 Hm2].
  assert (Hrr : fl (B2R r * B2R r) <= bpow radix2 (2 * m)).
  { rewrite <- (fl_id emin prec ch (bpow radix2 (2 * m)))
      by (apply generic_format_FLT_bpow; [apply (format_prec_gt_0 (emax := emax))|lia]).
    apply (@fl_mono emin prec _ ch). replace (2 * m)%Z with (m + m)%Z by lia.
    rewrite bpow_plus. rewrite sq_abs. apply Rmult_le_compat; auto using Rabs_pos. }
  assert (Hr0 : 0 <= fl (B2R r * B2R r))
    by (apply (@fl_ge0 emin prec _ ch); pose proof (Rle_0_sqr (B2R r)); unfold Rsqr in *; lra).
  pose proof (Bmult_correct prec emax _ _ mode_NE r r) as Cm.
  rewrite rne_fl, Rlt_bool_true in Cm.
  2:{ rewrite Rabs_pos_eq by lra. apply Rle_lt_trans with (1 := Hrr). apply bpow_lt. lia. }
  destruct Cm as [Rm [Fm _]]. rewrite Fr in Fm. simpl in Fm.
  split; [exact Fd|]. split; [exact Fm|].
  unfold d2, r2. rewrite Rd, Rm. unfold z0. simpl B2R.
  replace n with (length (map toR l)) by (apply map_length).
  apply (@sos_bound emin prec _ ch).
  - apply (map_in_fmt m l Fl).
  - rewrite map_length. fold n.
    assert (Hn' : INR n <= 15) by (replace 15 with (INR 15) by (simpl; lra); apply le_INR; exact Hn).
    pose proof (pos_INR n).
    assert (Hu : u prec <= / 2048).
    { unfold u. replace (/ 2048) with (bpow radix2 (-11)) by (simpl; unfold Z.pow_pos; simpl; field).
      apply bpow_le. lia. }
    pose proof (u_pos prec).
    assert ((INR n + 2) * (INR n + 3) <= 306) by nra. nra.
Qed.

Theorem ieee_sos_decision : forall m l r, (0 <= m)%Z -> (2 * m + 6 <= emax)%Z ->
  (length l <= 15)%nat -> Forall (ibox m) l -> is_finite r = true -> Rabs (B2R r) <= bpow radix2 m ->
  let d2 := irun z0 l in let r2 := Bmult mode_NE r r in
  let D := dist2 (map toR l) in let R := B2R r * B2R r in let n := length l in
  Bleb d2 r2 <> Rle_bool D R ->
  Rabs (D - R) <= k_of n * u prec * (D + R) + a_of n * eta emin.
Proof.
  intros m l r Hm He Hn Fl Fr Hr d2 r2 D R n Hd.
  destruct (ieee_sos_bound m l r Hm He Hn Fl Fr Hr) as [Fd [Fm B]]. fold d2 r2 D R n in Fd, Fm, B.
  rewrite (Bleb_correct prec emax d2 r2 Fd Fm) in Hd.
  set (E := k_of n * u prec * (D + R) + a_of n * eta emin) in *.
  apply Rabs_le_inv in B. apply Rabs_le.
  destruct (Rle_bool_spec (B2R d2) (B2R r2)); destruct (Rle_bool_spec D R);
    try (exfalso; auto; fail); lra.
Qed.

End IEEE.

(* ---- instances: binary32 (prec 24, emin -149), binary64 (prec 53, emin -1074) ---- *)
Definition sos_bound_b32 := @sos_bound (-149) 24 (eq_refl : Prec_gt_0 24).
Definition sos_bound_b64 := @sos_bound (-1074) 53 (eq_refl : Prec_gt_0 53).
Definition sos_decision_b32 := @sos_decision (-149) 24 (eq_refl : Prec_gt_0 24).
Definition sos_decision_b64 := @sos_decision (-1074) 53 (eq_refl : Prec_gt_0 53).
Definition sos2_bound_b32 := fun choice c1 m1 c2 m2 r =>
  @sos2_bound (-149) 24 (eq_refl : Prec_gt_0 24) choice c1 m1 c2 m2 r ltac:(lia).
Definition sos2_bound_b64 := fun choice c1 m1 c2 m2 r =>
  @sos2_bound (-1074) 53 (eq_refl : Prec_gt_0 53) choice c1 m1 c2 m2 r ltac:(lia).
Definition sos2_fma_bound_b32 := fun choice c1 m1 c2 m2 r =>
  @sos2_fma_bound (-149) 24 (eq_refl : Prec_gt_0 24) choice c1 m1 c2 m2 r ltac:(lia).
Definition sos2_fma_bound_b64 := fun choice c1 m1 c2 m2 r =>
  @sos2_fma_bound (-1074) 53 (eq_refl : Prec_gt_0 53) choice c1 m1 c2 m2 r ltac:(lia).
Definition sos3_bound_b32 := fun choice c1 m1 c2 m2 c3 m3 r =>
  @sos3_bound (-149) 24 (eq_refl : Prec_gt_0 24) choice c1 m1 c2 m2 c3 m3 r ltac:(lia).
Definition sos3_bound_b64 := fun choice c1 m1 c2 m2 c3 m3 r =>
  @sos3_bound (-1074) 53 (eq_refl : Prec_gt_0 53) choice c1 m1 c2 m2 c3 m3 r ltac:(lia).
Definition sos3_fma_bound_b32 := fun choice c1 m1 c2 m2 c3 m3 r =>
  @sos3_fma_bound (-149) 24 (eq_refl : Prec_gt_0 24) choice c1 m1 c2 m2 c3 m3 r ltac:(lia).
Definition sos3_fma_bound_b64 := fun choice c1 m1 c2 m2 c3 m3 r =>
  @sos3_fma_bound (-1074) 53 (eq_refl : Prec_gt_0 53) choice c1 m1 c2 m2 c3 m3 r ltac:(lia).
(* the header's domain: M = 2^61 (float, emax 128), 2^509 (double, emax 1024); N <= 15:
   every partial sum < 2^128 (resp. 2^1024), and by sos_no_overflow every gap <= 2^62
   (2^510), every rounded square <= 2^124 (2^1020), fl(r*r) <= 2^122 (2^1018) *)
Definition sos_no_overflow_b32 := fun choice l r =>
  @sos_no_overflow (-149) 24 (eq_refl : Prec_gt_0 24) choice 61 l r ltac:(lia) ltac:(lia).
Definition sos_no_overflow_b64 := fun choice l r =>
  @sos_no_overflow (-1074) 53 (eq_refl : Prec_gt_0 53) choice 509 l r ltac:(lia) ltac:(lia).
Definition sos_no_overflow_15_b32 := fun choice l r =>
  @sos_no_overflow_15 (-149) 24 (eq_refl : Prec_gt_0 24) choice 61 l r ltac:(lia) ltac:(lia) ltac:(lia).
Definition sos_no_overflow_15_b64 := fun choice l r =>
  @sos_no_overflow_15 (-1074) 53 (eq_refl : Prec_gt_0 53) choice 509 l r ltac:(lia) ltac:(lia) ltac:(lia).
(* IEEE binary32 (binary_float 24 128, M = 2^61) and binary64 (binary_float 53 1024, M = 2^509) *)
Definition ieee_sos_bound_b32 := fun l r =>
  @ieee_sos_bound 24 128 _ ltac:(lia) 61 l r
    ltac:(lia) ltac:(lia).
Definition ieee_sos_bound_b64 := fun l r =>
  @ieee_sos_bound 53 1024 _ ltac:(lia) 509 l r
    ltac:(lia) ltac:(lia).
Definition ieee_sos_decision_b32 := fun l r =>
  @ieee_sos_decision 24 128 _ ltac:(lia) 61 l r
    ltac:(lia) ltac:(lia).
Definition ieee_sos_decision_b64 := fun l r =>
  @ieee_sos_decision 53 1024 _ ltac:(lia) 509 l r
    ltac:(lia) ltac:(lia).

(* ---- the underflow term is needed: a binary32 witness, N = 3 ----
   c_i = w = 0x19FFFFFF = (2^24 - 1) 2^-99 (just below 2^-75), min_i = max_i = 0, r = 0. Each
   e_i = w exactly, w^2 < eta/2 = 2^-150 rounds to 0, so d2 = 0 <= r2 = 0: the computed answer
   is "overlap" while D = 3 w^2 > 0 = R (disjoint). |D - R| = 1.5 (1 - 2^-24)^2 eta, which
   exceeds k u (D + R) + 1 * eta: the decision form with a = 1 is false, any a below about
   N/2 is (take N such axes); the header's a = N + 1 is proved above. This is arvo's answer
   (no quick rejection; the C++ arvo<float, 3> answers true on it); qri, qrf, branchless and
   sse2 reject the input early (e > r = 0), which is the right answer. *)

Definition w32 := f32 436207615.   (* 0x19FFFFFF = (2 - 2^-23) 2^-76 *)
Definition z32 : binary_float 24 128 := B754_zero false.
Definition wit3 := (false, w32, z32) :: (false, w32, z32) :: (false, w32, z32) :: nil.

Lemma wit3_verdict :
  Bleb (irun 24 128 z32 wit3) (Bmult mode_NE z32 z32) = true.
Proof. vm_compute. reflexivity. Qed.

Lemma w32_val : B2R w32 = IZR 16777215 * bpow radix2 (-99).
Proof. unfold w32. b32_real 436207615%Z. reflexivity. Qed.

Theorem wit3_needs_a : 
  let D := dist2 (map (toR 24 128) wit3) in let R := B2R z32 * B2R z32 in
  Bleb (irun 24 128 z32 wit3) (Bmult mode_NE z32 z32) = true /\
  Rle_bool D R = false /\
  6 * u 24 * (D + R) + 1 * eta (-149) < Rabs (D - R).
Proof.
  intros D R. split; [exact wit3_verdict|].
  assert (HR : R = 0) by (unfold R; simpl; ring).
  assert (HD : D = 3 * (IZR 16777215 * IZR 16777215) * (bpow radix2 (-99) * bpow radix2 (-99))).
  { unfold D. simpl map. simpl dist2. unfold F2R; simpl Fnum; simpl Fexp. ring. }
  assert (P99 : bpow radix2 (-99) * bpow radix2 (-99) = IZR (2 ^ 24) * bpow radix2 (-222)).
  { rewrite <- bpow_plus. replace (-99 + -99)%Z with (24 + -222)%Z by lia. rewrite bpow_plus. reflexivity. }
  assert (P24 : u 24 * (bpow radix2 (-99) * bpow radix2 (-99)) = bpow radix2 (-222)).
  { unfold u. rewrite P99. replace (IZR (2 ^ 24)) with (bpow radix2 24) by reflexivity.
    rewrite <- !bpow_plus. f_equal. }
  assert (P149 : eta (-149) = IZR (2 ^ 73) * bpow radix2 (-222)).
  { unfold eta. replace (-149)%Z with (73 + -222)%Z by lia. rewrite bpow_plus. reflexivity. }
  assert (Hp : 0 < bpow radix2 (-222)) by apply bpow_gt_0.
  rewrite HR, Rplus_0_r, Rminus_0_r. split.
  - apply Rle_bool_false. rewrite HD, P99.
    assert (0 < IZR 16777215) by (apply IZR_lt; reflexivity).
    assert (0 < IZR (2 ^ 24)) by (apply IZR_lt; reflexivity).
    assert (0 < IZR 16777215 * IZR 16777215) by nra.
    assert (0 < IZR (2 ^ 24) * bpow radix2 (-222)) by nra. nra.
  - rewrite Rabs_pos_eq.
    + replace (6 * u 24 * D) with (18 * (IZR 16777215 * IZR 16777215) * (u 24 * (bpow radix2 (-99) * bpow radix2 (-99))))
        by (rewrite HD; ring).
      rewrite P24, P149, HD, P99.
      rewrite <- !mult_IZR. 
      assert (E : (18 * (16777215 * 16777215) + 1 * 2 ^ 73 < 3 * (16777215 * 16777215) * 2 ^ 24)%Z)
        by reflexivity.
      apply IZR_lt in E. rewrite !plus_IZR, !mult_IZR in E. rewrite !mult_IZR. nra.
    + rewrite HD, P99.
      assert (0 < IZR 16777215) by (apply IZR_lt; reflexivity).
      assert (0 < IZR (2 ^ 24)) by (apply IZR_lt; reflexivity).
      assert (0 < IZR 16777215 * IZR 16777215) by nra.
      assert (0 < IZR (2 ^ 24) * bpow radix2 (-222)) by nra. nra.
Qed.
