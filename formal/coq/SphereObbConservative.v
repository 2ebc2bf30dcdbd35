(* Models lib/include/spherebox/sphere_obb/conservative.hpp, conservative::test, with
   detail::offset, detail::project and detail::magnitude of sphere_obb/common.hpp, for N = 3.

   Operation sequence, exactly as the C++ computes it (fl = one IEEE rounding to nearest;
   every listed operation is rounded once; -ffp-contract=off, see below):
     w_k    = fl(c_k - o_k)                        k = 0, 1, 2      (offset: s.center - b.center)
     wmax   = max(0, |w_0|, |w_1|, |w_2|)          by comparisons, exact (m > wmax ? m : wmax;
                                                   magnitude(x) = x < 0 ? -x : x, exact)
     sum    = fl(fl(fl(r + h_0) + h_1) + h_2)      (sum = r; sum += b.half[k] for k = 0, 1, 2)
     spread = fl(tau * sum)                        tau = 32u, a constant computed exactly
     slack  = fl((8u) * wmax)                      8 * u is exact (a power of two)
     s_i    = fl(fl(fl(w_0 a_i0) + fl(w_1 a_i1)) + fl(w_2 a_i2))   (project, left to right,
                                                   a_ik = b.axes[i][k])
     B_i    = fl(fl(fl(fl(fl(h_i + r) + spread) + slack) * (1 + 16u)) + 5 eta)
              (((b.half[i] + r) + spread) + slack) * inflate + eta_floor, inflate = 1 + 16u
              and eta_floor = (N + 2) * denorm_min = 5 eta, both exact constants
     axis i rejects  iff  |s_i| > B_i  (strict IEEE comparison of two floats)
     answer = nan || !(axis 0 rejects || axis 1 rejects || axis 2 rejects).
   u = 2^-prec (numeric_limits<T>::digits = prec), eta = 2^emin = denorm_min.

   Model: Flocq's FLT format (radix 2, precision prec >= 11, any emin), round to nearest with
   any tie rule (IEEE ties-to-even included), subnormals included. The FLT format has no
   overflow; with the header's domain (every |c|, |o|, r, h <= 2^(emax-4)) the values stay
   below 2^(emax-1) (docs/contracts.md, sphere-OBB "Conservative"), so every IEEE operation
   above returns its FLT rounding. That no-overflow argument is NOT part of this proof: the
   theorem holds for every input on which no operation overflows.
   NaN inputs make the C++ answer true (no rejection), so they cannot give a false negative;
   they are outside this model (all inputs are reals in the format).
   A fused multiply-add (a build with -ffp-contract=fast) would merge some product/sum pairs
   into one rounding; that program is not the one modelled here (the harness builds with
   -ffp-contract=off).

   Domain of the theorem: c_k, o_k, r, h_k in the format, r >= 0, h_k >= 0, axes arbitrary
   reals (in the C++ floats) with |a_i . a_j - delta_ij| <= tau = 32u for all i, j.
   Semantics (docs/contracts.md): the box is the parallelepiped
     P = {o + t_0 a_0 + t_1 a_1 + t_2 a_2 : |t_j| <= h_j}
   spanned by the given axes; the ball is closed.
   Theorem conservative_sound: if some axis rejects, every point of P is at squared distance
   > r^2 from c (the closed ball and P are disjoint): the variant never gives a false negative.
   The 1-D and 2-D instances of the template are not covered (they run a different operation
   sequence). *)
From Coq Require Import ZArith Reals Lra Lia.
From Flocq Require Import Core Relative Plus_error.
From Spherebox Require Import Lib.Relative.
Open Scope R_scope.

Section SphereObb.
Variable emin prec : Z.
Context { prec_gt_0_ : Prec_gt_0 prec }.
Hypothesis prec_ge_11 : (11 <= prec)%Z.
Variable choice : Z -> bool.

Notation fmt := (generic_format radix2 (FLT_exp emin prec)).
Notation fl := (round radix2 (FLT_exp emin prec) (Znearest choice)).
Notation u := (Relative.u prec).
Notation eta := (Relative.eta emin).
Definition tau := 32 * u.

Let u_small : 0 < u <= / 2048 := Relative.u_small prec prec_ge_11.

(* ---------- the exact geometry: one axis separates ---------- *)
Definition dot (x0 x1 x2 y0 y1 y2 : R) := x0 * y0 + x1 * y1 + x2 * y2.

Lemma cauchy_schwarz3 : forall a0 a1 a2 d0 d1 d2,
  (dot a0 a1 a2 d0 d1 d2) ^ 2 <= dot a0 a1 a2 a0 a1 a2 * dot d0 d1 d2 d0 d1 d2.
Proof.
  intros. unfold dot.
  assert (0 <= (a0 * d1 - a1 * d0) ^ 2 + (a0 * d2 - a2 * d0) ^ 2 + (a1 * d2 - a2 * d1) ^ 2)
    by (repeat apply Rplus_le_le_0_compat; apply pow2_ge_0).
  nra.
Qed.

(* a is the testing axis, b and e the two others; x - c = t_a a + t_b b + t_e e + (o - c). *)
Lemma axis_separates : forall a0 a1 a2 b0 b1 b2 e0 e1 e2 ha hb he r t_a t_b t_e v0 v1 v2,
  0 <= tau -> 0 <= r -> 0 <= ha -> 0 <= hb -> 0 <= he ->
  dot a0 a1 a2 a0 a1 a2 <= 1 + tau ->
  Rabs (dot a0 a1 a2 b0 b1 b2) <= tau -> Rabs (dot a0 a1 a2 e0 e1 e2) <= tau ->
  Rabs t_a <= ha -> Rabs t_b <= hb -> Rabs t_e <= he ->
  ha + r + tau * (r + ha + hb + he) < Rabs (dot a0 a1 a2 v0 v1 v2) ->
  (* d = (o + t_a a + t_b b + t_e e) - c, with v = c - o *)
  let d0 := t_a * a0 + t_b * b0 + t_e * e0 - v0 in
  let d1 := t_a * a1 + t_b * b1 + t_e * e1 - v1 in
  let d2 := t_a * a2 + t_b * b2 + t_e * e2 - v2 in
  r * r < dot d0 d1 d2 d0 d1 d2.
Proof.
  intros a0 a1 a2 b0 b1 b2 e0 e1 e2 ha hb he r t_a t_b t_e v0 v1 v2
    Ht Hr Ha Hb He Haa Hab Hae Hta Htb Hte Hsep d0 d1 d2.
  set (ad := dot a0 a1 a2 d0 d1 d2).
  assert (Hdec : dot a0 a1 a2 v0 v1 v2 =
    t_a * dot a0 a1 a2 a0 a1 a2 + t_b * dot a0 a1 a2 b0 b1 b2 + t_e * dot a0 a1 a2 e0 e1 e2 - ad)
    by (unfold ad, d0, d1, d2, dot; ring).
  assert (Haa0 : 0 <= dot a0 a1 a2 a0 a1 a2) by (unfold dot; nra).
  assert (H1 : Rabs (t_a * dot a0 a1 a2 a0 a1 a2) <= ha * (1 + tau)).
  { rewrite Rabs_mult, (Rabs_pos_eq (dot _ _ _ _ _ _)) by exact Haa0.
    apply Rmult_le_compat; auto using Rabs_pos. }
  assert (H2 : Rabs (t_b * dot a0 a1 a2 b0 b1 b2) <= hb * tau).
  { rewrite Rabs_mult. apply Rmult_le_compat; auto using Rabs_pos. }
  assert (H3 : Rabs (t_e * dot a0 a1 a2 e0 e1 e2) <= he * tau).
  { rewrite Rabs_mult. apply Rmult_le_compat; auto using Rabs_pos. }
  assert (Had : r * (1 + tau) < Rabs ad).
  { rewrite Hdec in Hsep.
    set (X := t_a * dot a0 a1 a2 a0 a1 a2) in *. set (Y := t_b * dot a0 a1 a2 b0 b1 b2) in *.
    set (Z := t_e * dot a0 a1 a2 e0 e1 e2) in *.
    pose proof (Rabs_triang (X + Y + Z) (- ad)). pose proof (Rabs_triang (X + Y) Z).
    pose proof (Rabs_triang X Y). rewrite Rabs_Ropp in *.
    replace (X + Y + Z - ad) with (X + Y + Z + - ad) in Hsep by ring. nra. }
  pose proof (cauchy_schwarz3 a0 a1 a2 d0 d1 d2) as Hcs. fold ad in Hcs.
  assert (Hdd : 0 <= dot d0 d1 d2 d0 d1 d2) by (unfold dot; nra).
  assert (Hsq : (r * (1 + tau)) ^ 2 < ad ^ 2).
  { rewrite <- (pow2_abs ad). assert (0 <= r * (1 + tau)) by nra.
    pose proof (Rabs_pos ad). simpl. nra. }
  assert (Hmul : (1 + tau) * (r * r) * (1 + tau) < (1 + tau) * dot d0 d1 d2 d0 d1 d2).
  { apply Rle_lt_trans with ((r * (1 + tau)) ^ 2); [simpl; nra|].
    apply Rlt_le_trans with (ad ^ 2); [exact Hsq|].
    apply Rle_trans with (dot a0 a1 a2 a0 a1 a2 * dot d0 d1 d2 d0 d1 d2); [exact Hcs|].
    apply Rmult_le_compat_r; lra. }
  nra.
Qed.

(* ---------- the computed test ---------- *)
Variables c0 c1 c2 o0 o1 o2 r h0 h1 h2 : R.
Hypothesis Fc0 : fmt c0. Hypothesis Fc1 : fmt c1. Hypothesis Fc2 : fmt c2.
Hypothesis Fo0 : fmt o0. Hypothesis Fo1 : fmt o1. Hypothesis Fo2 : fmt o2.
Hypothesis Fr : fmt r. Hypothesis Fh0 : fmt h0. Hypothesis Fh1 : fmt h1. Hypothesis Fh2 : fmt h2.
Hypothesis Hr : 0 <= r.
Hypothesis Hh0 : 0 <= h0. Hypothesis Hh1 : 0 <= h1. Hypothesis Hh2 : 0 <= h2.

Definition w0 := fl (c0 - o0).
Definition w1 := fl (c1 - o1).
Definition w2 := fl (c2 - o2).
Definition wmax := Rmax (Rmax (Rmax 0 (Rabs w0)) (Rabs w1)) (Rabs w2).
Definition sum := fl (fl (fl (r + h0) + h1) + h2).
Definition spread := fl (tau * sum).
Definition slack := fl (8 * u * wmax).
Definition project (x0 x1 x2 : R) := fl (fl (fl (w0 * x0) + fl (w1 * x1)) + fl (w2 * x2)).
Definition bound (hi : R) := fl (fl (fl (fl (fl (hi + r) + spread) + slack) * (1 + 16 * u)) + 5 * eta).
Definition rejects (hi x0 x1 x2 : R) := bound hi < Rabs (project x0 x1 x2).

Lemma fmt_fl : forall x, fmt (fl x).
Proof. intros. apply generic_format_round; auto with typeclass_instances. Qed.

Lemma sub_err : forall c o, fmt c -> fmt o -> Rabs (fl (c - o) - (c - o)) <= u * Rabs (c - o).
Proof.
  intros c o Fc Fo. unfold Rminus. apply fl_sum_err; auto.
  apply generic_format_opp; exact Fo.
Qed.

Lemma wmax_ge : Rabs w0 <= wmax /\ Rabs w1 <= wmax /\ Rabs w2 <= wmax /\ 0 <= wmax.
Proof.
  unfold wmax.
  pose proof (Rmax_l (Rmax (Rmax 0 (Rabs w0)) (Rabs w1)) (Rabs w2)).
  pose proof (Rmax_r (Rmax (Rmax 0 (Rabs w0)) (Rabs w1)) (Rabs w2)).
  pose proof (Rmax_l (Rmax 0 (Rabs w0)) (Rabs w1)). pose proof (Rmax_r (Rmax 0 (Rabs w0)) (Rabs w1)).
  pose proof (Rmax_l 0 (Rabs w0)). pose proof (Rmax_r 0 (Rabs w0)). lra.
Qed.

Lemma v_le_w : forall c o w, w = fl (c - o) -> fmt c -> fmt o ->
  Rabs (c - o) <= (1 + 2 * u) * Rabs w.
Proof.
  intros c o w -> Fc Fo. pose proof (sub_err c o Fc Fo). pose proof u_small.
  pose proof (Rabs_triang_inv (c - o) (fl (c - o))). rewrite (Rabs_minus_sym (fl (c - o)) (c - o)) in H.
  assert (Rabs (c - o) * (1 - u) <= Rabs (fl (c - o))) by lra.
  pose proof (Rabs_pos (fl (c - o))). pose proof (Rabs_pos (c - o)).
  assert (Rabs (c - o) * (1 - u) * (1 + 2 * u) <= Rabs (fl (c - o)) * (1 + 2 * u))
    by (apply Rmult_le_compat_r; lra).
  assert (0 <= Rabs (c - o) * (u * (1 - 2 * u))) by (apply Rmult_le_pos; nra).
  replace (Rabs (c - o) * (1 - u) * (1 + 2 * u)) with
    (Rabs (c - o) + Rabs (c - o) * (u * (1 - 2 * u))) in * by ring.
  lra.
Qed.

(* The projection error, in terms of wmax. *)
Lemma project_err : forall a0 a1 a2, dot a0 a1 a2 a0 a1 a2 <= 1 + tau ->
  Rabs (project a0 a1 a2 - dot a0 a1 a2 (c0 - o0) (c1 - o1) (c2 - o2))
  <= ((1 + u) ^ 3 - 1 + u * (1 + 2 * u)) * (44 / 25) * wmax + 3 / 2 * (1 + u) ^ 2 * eta.
Proof.
  intros a0 a1 a2 Haa. pose proof u_small as Hu. destruct wmax_ge as (W0 & W1 & W2 & W).
  pose proof (dot3_err emin prec choice w0 a0 w1 a1 w2 a2) as Hd. fold (project a0 a1 a2) in Hd.
  assert (Hsa : Rabs a0 + Rabs a1 + Rabs a2 <= 44 / 25).
  { assert (Hsq : (Rabs a0 + Rabs a1 + Rabs a2) ^ 2 <= 3 * (1 + tau)).
    { unfold dot in Haa. pose proof (Rsqr_abs a0). pose proof (Rsqr_abs a1).
      pose proof (Rsqr_abs a2). unfold Rsqr in *. pose proof (pow2_ge_0 (Rabs a0 - Rabs a1)).
      pose proof (pow2_ge_0 (Rabs a0 - Rabs a2)). pose proof (pow2_ge_0 (Rabs a1 - Rabs a2)).
      nra. }
    unfold tau in Hsq. pose proof (Rabs_pos a0). pose proof (Rabs_pos a1). pose proof (Rabs_pos a2).
    nra. }
  pose proof (Rabs_pos a0). pose proof (Rabs_pos a1). pose proof (Rabs_pos a2).
  (* |w_k a_k| <= wmax |a_k| *)
  assert (Hx : Rabs (w0 * a0) + Rabs (w1 * a1) + Rabs (w2 * a2) <= wmax * (44 / 25)).
  { rewrite !Rabs_mult.
    apply Rle_trans with (wmax * (Rabs a0 + Rabs a1 + Rabs a2)); [|apply Rmult_le_compat_l; lra].
    pose proof (Rmult_le_compat_r (Rabs a0) _ _ H W0). pose proof (Rmult_le_compat_r (Rabs a1) _ _ H0 W1).
    pose proof (Rmult_le_compat_r (Rabs a2) _ _ H1 W2). lra. }
  (* |a . w - a . v| <= u (1 + 2u) wmax sum |a_k| *)
  assert (Hv : Rabs (dot w0 w1 w2 a0 a1 a2 - dot a0 a1 a2 (c0 - o0) (c1 - o1) (c2 - o2))
               <= u * (1 + 2 * u) * wmax * (44 / 25)).
  { pose proof (sub_err c0 o0 Fc0 Fo0) as E0. pose proof (sub_err c1 o1 Fc1 Fo1) as E1.
    pose proof (sub_err c2 o2 Fc2 Fo2) as E2.
    pose proof (v_le_w c0 o0 w0 eq_refl Fc0 Fo0) as V0. pose proof (v_le_w c1 o1 w1 eq_refl Fc1 Fo1) as V1.
    pose proof (v_le_w c2 o2 w2 eq_refl Fc2 Fo2) as V2.
    fold w0 in E0. fold w1 in E1. fold w2 in E2.
    assert (K : forall (w c o a : R), Rabs (w - (c - o)) <= u * Rabs (c - o) ->
              Rabs (c - o) <= (1 + 2 * u) * Rabs w -> Rabs w <= wmax ->
              Rabs (w * a - a * (c - o)) <= u * (1 + 2 * u) * wmax * Rabs a).
    { intros w c o a Ew Vw Ww. replace (w * a - a * (c - o)) with ((w - (c - o)) * a) by ring.
      rewrite Rabs_mult. apply Rmult_le_compat_r; [apply Rabs_pos|].
      apply Rle_trans with (u * Rabs (c - o)); [exact Ew|].
      rewrite Rmult_assoc. apply Rmult_le_compat_l; [lra|].
      apply Rle_trans with ((1 + 2 * u) * Rabs w); [exact Vw|]. apply Rmult_le_compat_l; lra. }
    pose proof (K w0 c0 o0 a0 E0 V0 W0). pose proof (K w1 c1 o1 a1 E1 V1 W1).
    pose proof (K w2 c2 o2 a2 E2 V2 W2).
    unfold dot.
    replace (w0 * a0 + w1 * a1 + w2 * a2 - (a0 * (c0 - o0) + a1 * (c1 - o1) + a2 * (c2 - o2)))
      with ((w0 * a0 - a0 * (c0 - o0)) + (w1 * a1 - a1 * (c1 - o1)) + (w2 * a2 - a2 * (c2 - o2)))
      by ring.
    eapply Rle_trans; [apply Rabs_triang|]. eapply Rle_trans;
      [apply Rplus_le_compat_r; apply Rabs_triang|].
    assert (0 <= u * (1 + 2 * u) * wmax) by nra.
    apply Rle_trans with (u * (1 + 2 * u) * wmax * (Rabs a0 + Rabs a1 + Rabs a2)); [lra|].
    apply Rmult_le_compat_l; lra. }
  assert (Hg : 0 <= (1 + u) ^ 3 - 1) by (simpl; nra).
  replace (project a0 a1 a2 - dot a0 a1 a2 (c0 - o0) (c1 - o1) (c2 - o2)) with
    ((project a0 a1 a2 - (w0 * a0 + w1 * a1 + w2 * a2)) +
     (dot w0 w1 w2 a0 a1 a2 - dot a0 a1 a2 (c0 - o0) (c1 - o1) (c2 - o2))) by (unfold dot; ring).
  eapply Rle_trans; [apply Rabs_triang|].
  assert (((1 + u) ^ 3 - 1) * (Rabs (w0 * a0) + Rabs (w1 * a1) + Rabs (w2 * a2))
          <= ((1 + u) ^ 3 - 1) * (wmax * (44 / 25))) by (apply Rmult_le_compat_l; lra).
  lra.
Qed.

(* The computed bound is at least the exact separation bound plus the projection error. *)
Lemma bound_lb : forall hi, fmt hi -> 0 <= hi ->
  hi + r + tau * (r + h0 + h1 + h2)
  + ((1 + u) ^ 3 - 1 + u * (1 + 2 * u)) * (44 / 25) * wmax + 3 / 2 * (1 + u) ^ 2 * eta
  <= bound hi.
Proof.
  intros hi Fhi Hhi. pose proof u_small as Hu. pose proof (eta_pos emin) as He.
  destruct wmax_ge as (_ & _ & _ & W).
  set (L := 1 - u).
  assert (HL : 0 <= L <= 1) by (unfold L; lra).
  (* sum >= L^3 S *)
  assert (S1 : L * (r + h0) <= fl (r + h0)) by (apply (fl_sum_lb emin prec choice); auto; lra).
  assert (S1p : 0 <= fl (r + h0)) by (apply (fl_nonneg emin prec choice); lra).
  assert (S2 : L * (fl (r + h0) + h1) <= fl (fl (r + h0) + h1)) by (apply (fl_sum_lb emin prec choice); [first [assumption|apply fmt_fl] ..|lra]).
  assert (S2p : 0 <= fl (fl (r + h0) + h1)) by (apply (fl_nonneg emin prec choice); lra).
  assert (S3 : L * (fl (fl (r + h0) + h1) + h2) <= sum) by (apply (fl_sum_lb emin prec choice); [first [assumption|apply fmt_fl] ..|lra]).
  assert (Hsum : L ^ 3 * (r + h0 + h1 + h2) <= sum).
  { set (s1 := fl (r + h0)) in *. set (s2 := fl (s1 + h1)) in *.
    assert (A1 : L * (L * (r + h0)) <= L * s1) by (apply Rmult_le_compat_l; lra).
    assert (A2 : L * (L * (r + h0)) + L * h1 <= s2) by lra.
    assert (A3 : L * (L * (L * (r + h0)) + L * h1) <= L * s2) by (apply Rmult_le_compat_l; lra).
    assert (A4 : L * (L * (L * (r + h0)) + L * h1) + L * h2 <= sum) by lra.
    assert (L * L * L * h1 <= L * L * h1)
      by (apply Rmult_le_compat_r; [lra|]; rewrite <- (Rmult_1_r (L * L)) at 2;
          apply Rmult_le_compat_l; nra).
    assert (L * L * L * h2 <= L * h2)
      by (apply Rmult_le_compat_r; [lra|]; nra).
    simpl. nra. }
  assert (Hsum0 : 0 <= sum) by (unfold sum; apply (fl_nonneg emin prec choice); lra).
  assert (Htau : 0 <= tau) by (unfold tau; lra).
  assert (Sp : L * (tau * sum) - eta / 2 <= spread) by (apply (fl_lb emin prec choice); nra).
  assert (Sp0 : 0 <= spread) by (apply (fl_nonneg emin prec choice); nra).
  assert (Sl : L * (8 * u * wmax) - eta / 2 <= slack) by (apply (fl_lb emin prec choice); nra).
  assert (Sl0 : 0 <= slack) by (apply (fl_nonneg emin prec choice); nra).
  set (X1 := fl (hi + r)). set (X2 := fl (X1 + spread)). set (X3 := fl (X2 + slack)).
  set (X4 := fl (X3 * (1 + 16 * u))).
  assert (B1 : L * (hi + r) <= X1) by (apply (fl_sum_lb emin prec choice); auto; lra).
  assert (B1p : 0 <= X1) by (apply (fl_nonneg emin prec choice); lra).
  assert (B2 : L * (X1 + spread) <= X2) by (apply (fl_sum_lb emin prec choice); [first [assumption|apply fmt_fl] ..|lra]).
  assert (B2p : 0 <= X2) by (apply (fl_nonneg emin prec choice); lra).
  assert (B3 : L * (X2 + slack) <= X3) by (apply (fl_sum_lb emin prec choice); [first [assumption|apply fmt_fl] ..|lra]).
  assert (B3p : 0 <= X3) by (apply (fl_nonneg emin prec choice); lra).
  assert (B4 : L * (X3 * (1 + 16 * u)) - eta / 2 <= X4) by (apply (fl_lb emin prec choice); nra).
  assert (B4p : 0 <= X4) by (apply (fl_nonneg emin prec choice); nra).
  assert (B5 : L * (X4 + 5 * eta) - eta / 2 <= bound hi) by (apply (fl_lb emin prec choice); lra).
  (* chain the lower bounds *)
  set (S := r + h0 + h1 + h2).
  assert (HS : 0 <= S) by (unfold S; lra).
  assert (Csp : tau * L ^ 4 * S - eta / 2 <= spread).
  { apply Rle_trans with (L * (tau * sum) - eta / 2); [|exact Sp].
    assert (tau * L * (L ^ 3 * S) <= tau * L * sum) by (apply Rmult_le_compat_l; [nra|exact Hsum]).
    replace (L ^ 4) with (L * L ^ 3) by (simpl; ring). lra. }
  assert (C2 : L ^ 2 * (hi + r) + L * (tau * L ^ 4 * S - eta / 2) <= X2).
  { apply Rle_trans with (L * (X1 + spread)); [|exact B2].
    assert (L * (L * (hi + r)) <= L * X1) by (apply Rmult_le_compat_l; lra).
    assert (L * (tau * L ^ 4 * S - eta / 2) <= L * spread) by (apply Rmult_le_compat_l; lra).
    simpl. lra. }
  assert (C3 : L * (L ^ 2 * (hi + r) + L * (tau * L ^ 4 * S - eta / 2))
               + L * (L * (8 * u * wmax) - eta / 2) <= X3).
  { apply Rle_trans with (L * (X2 + slack)); [|exact B3].
    assert (L * (L ^ 2 * (hi + r) + L * (tau * L ^ 4 * S - eta / 2)) <= L * X2)
      by (apply Rmult_le_compat_l; lra).
    assert (L * (L * (8 * u * wmax) - eta / 2) <= L * slack) by (apply Rmult_le_compat_l; lra).
    lra. }
  set (lb3 := L * (L ^ 2 * (hi + r) + L * (tau * L ^ 4 * S - eta / 2))
              + L * (L * (8 * u * wmax) - eta / 2)) in C3.
  assert (C5 : L * (L * (lb3 * (1 + 16 * u)) - eta / 2 + 5 * eta) - eta / 2 <= bound hi).
  { apply Rle_trans with (L * (X4 + 5 * eta) - eta / 2); [|exact B5].
    assert (L * (lb3 * (1 + 16 * u)) <= L * (X3 * (1 + 16 * u))).
    { apply Rmult_le_compat_l; [lra|]. apply Rmult_le_compat_r; lra. }
    assert (L * (L * (lb3 * (1 + 16 * u)) - eta / 2 + 5 * eta) <= L * (X4 + 5 * eta))
      by (apply Rmult_le_compat_l; lra).
    lra. }
  (* the lower bound as a linear form with polynomial coefficients *)
  set (cH := L ^ 5 * (1 + 16 * u)).
  set (cS := tau * (L ^ 8 * (1 + 16 * u))).
  set (cW := 8 * u * (L ^ 4 * (1 + 16 * u))).
  set (cE := - (L ^ 4 + L ^ 3) * (1 + 16 * u) / 2 + 9 / 2 * L - 1 / 2).
  assert (Lin : L * (L * (lb3 * (1 + 16 * u)) - eta / 2 + 5 * eta) - eta / 2
                = cH * (hi + r) + cS * S + cW * wmax + cE * eta)
    by (unfold lb3, cH, cS, cW, cE; simpl; field).
  (* coefficient bounds *)
  assert (P3 : 1 - 3 * u <= L ^ 3) by (pose proof (bernoulli u 3 ltac:(lra)) as Bn; simpl INR in Bn; unfold L; lra).
  assert (P4 : 1 - 4 * u <= L ^ 4) by (pose proof (bernoulli u 4 ltac:(lra)) as Bn; simpl INR in Bn; unfold L; lra).
  assert (P5 : 1 - 5 * u <= L ^ 5) by (pose proof (bernoulli u 5 ltac:(lra)) as Bn; simpl INR in Bn; unfold L; lra).
  assert (P8 : 1 - 8 * u <= L ^ 8) by (pose proof (bernoulli u 8 ltac:(lra)) as Bn; simpl INR in Bn; unfold L; lra).
  assert (Q3 : L ^ 3 <= 1) by (simpl; assert (0 <= L * L <= 1) by nra; assert (0 <= L * (L * L) <= 1) by nra; nra).
  assert (Q4 : L ^ 4 <= 1) by (simpl; assert (0 <= L * L <= 1) by nra; assert (0 <= L * (L * L) <= 1) by nra; nra).
  assert (KH : 1 <= cH).
  { unfold cH. assert ((1 - 5 * u) * (1 + 16 * u) <= L ^ 5 * (1 + 16 * u))
      by (apply Rmult_le_compat_r; lra). clear - Hu H. nra. }
  assert (KS : tau <= cS).
  { unfold cS. assert ((1 - 8 * u) * (1 + 16 * u) <= L ^ 8 * (1 + 16 * u))
      by (apply Rmult_le_compat_r; lra).
    assert (1 <= L ^ 8 * (1 + 16 * u)) by (clear - Hu H; nra).
    rewrite <- (Rmult_1_r tau) at 1. apply Rmult_le_compat_l; lra. }
  assert (KW : ((1 + u) ^ 3 - 1 + u * (1 + 2 * u)) * (44 / 25) <= cW).
  { unfold cW. assert ((1 - 4 * u) * (1 + 16 * u) <= L ^ 4 * (1 + 16 * u))
      by (apply Rmult_le_compat_r; lra).
    assert (8 * u * ((1 - 4 * u) * (1 + 16 * u)) <= 8 * u * (L ^ 4 * (1 + 16 * u)))
      by (apply Rmult_le_compat_l; lra).
    assert (Kpoly : ((1 + u) ^ 3 - 1 + u * (1 + 2 * u)) * (44 / 25)
                    <= 8 * u * ((1 - 4 * u) * (1 + 16 * u))).
    { clear - Hu. simpl. nra. }
    lra. }
  assert (KE : 3 / 2 * (1 + u) ^ 2 <= cE).
  { unfold cE. assert ((L ^ 4 + L ^ 3) * (1 + 16 * u) <= 2 * (1 + 16 * u))
      by (apply Rmult_le_compat_r; lra).
    unfold L in *. clear - Hu H. simpl. nra. }
  assert (hi + r + tau * S + ((1 + u) ^ 3 - 1 + u * (1 + 2 * u)) * (44 / 25) * wmax
          + 3 / 2 * (1 + u) ^ 2 * eta <= cH * (hi + r) + cS * S + cW * wmax + cE * eta).
  { assert (1 * (hi + r) <= cH * (hi + r)) by (apply Rmult_le_compat_r; lra).
    assert (tau * S <= cS * S) by (apply Rmult_le_compat_r; lra).
    assert (((1 + u) ^ 3 - 1 + u * (1 + 2 * u)) * (44 / 25) * wmax <= cW * wmax)
      by (apply Rmult_le_compat_r; lra).
    assert (3 / 2 * (1 + u) ^ 2 * eta <= cE * eta) by (apply Rmult_le_compat_r; lra).
    lra. }
  unfold S in *. lra.
Qed.

(* One axis: the computed rejection implies the exact separation bound along that axis. *)
Lemma axis_rejects_exact : forall hi a0 a1 a2, fmt hi -> 0 <= hi ->
  dot a0 a1 a2 a0 a1 a2 <= 1 + tau -> rejects hi a0 a1 a2 ->
  hi + r + tau * (r + h0 + h1 + h2) < Rabs (dot a0 a1 a2 (c0 - o0) (c1 - o1) (c2 - o2)).
Proof.
  intros hi a0 a1 a2 Fhi Hhi Haa Hrej. unfold rejects in Hrej.
  pose proof (bound_lb hi Fhi Hhi). pose proof (project_err a0 a1 a2 Haa).
  pose proof (Rabs_triang_inv (project a0 a1 a2) (dot a0 a1 a2 (c0 - o0) (c1 - o1) (c2 - o2))).
  pose proof (Rabs_triang_inv2 (project a0 a1 a2) (dot a0 a1 a2 (c0 - o0) (c1 - o1) (c2 - o2))).
  lra.
Qed.

(* The axes: axis i is (aik)_k = b.axes[i]. *)
Variables a00 a01 a02 a10 a11 a12 a20 a21 a22 : R.
Hypothesis G00 : Rabs (dot a00 a01 a02 a00 a01 a02 - 1) <= tau.
Hypothesis G11 : Rabs (dot a10 a11 a12 a10 a11 a12 - 1) <= tau.
Hypothesis G22 : Rabs (dot a20 a21 a22 a20 a21 a22 - 1) <= tau.
Hypothesis G01 : Rabs (dot a00 a01 a02 a10 a11 a12) <= tau.
Hypothesis G02 : Rabs (dot a00 a01 a02 a20 a21 a22) <= tau.
Hypothesis G12 : Rabs (dot a10 a11 a12 a20 a21 a22) <= tau.

Definition rejects_any :=
  rejects h0 a00 a01 a02 \/ rejects h1 a10 a11 a12 \/ rejects h2 a20 a21 a22.

(* The C++ answer (for NaN-free input) is  !(rejects axis 0 || axis 1 || axis 2). *)
Theorem conservative_sound : rejects_any ->
  forall t0 t1 t2, Rabs t0 <= h0 -> Rabs t1 <= h1 -> Rabs t2 <= h2 ->
  let x0 := o0 + t0 * a00 + t1 * a10 + t2 * a20 in
  let x1 := o1 + t0 * a01 + t1 * a11 + t2 * a21 in
  let x2 := o2 + t0 * a02 + t1 * a12 + t2 * a22 in
  r * r < dot (x0 - c0) (x1 - c1) (x2 - c2) (x0 - c0) (x1 - c1) (x2 - c2).
Proof.
  intros Hrej t0 t1 t2 T0 T1 T2 x0 x1 x2.
  assert (Htau : 0 <= tau) by (unfold tau; pose proof u_small; lra).
  assert (D00 : dot a00 a01 a02 a00 a01 a02 <= 1 + tau) by (apply Rabs_le_inv in G00; lra).
  assert (D11 : dot a10 a11 a12 a10 a11 a12 <= 1 + tau) by (apply Rabs_le_inv in G11; lra).
  assert (D22 : dot a20 a21 a22 a20 a21 a22 <= 1 + tau) by (apply Rabs_le_inv in G22; lra).
  assert (Sym : forall p0 p1 p2 q0 q1 q2, dot p0 p1 p2 q0 q1 q2 = dot q0 q1 q2 p0 p1 p2)
    by (intros; unfold dot; ring).
  destruct Hrej as [H|[H|H]].
  - pose proof (axis_rejects_exact h0 a00 a01 a02 Fh0 Hh0 D00 H) as E.
    pose proof (axis_separates a00 a01 a02 a10 a11 a12 a20 a21 a22 h0 h1 h2 r t0 t1 t2
                  (c0 - o0) (c1 - o1) (c2 - o2) Htau Hr Hh0 Hh1 Hh2 D00 G01 G02 T0 T1 T2) as K.
    simpl in K. specialize (K E). unfold x0, x1, x2, dot in *. lra.
  - pose proof (axis_rejects_exact h1 a10 a11 a12 Fh1 Hh1 D11 H) as E.
    rewrite Sym in G01.
    pose proof (axis_separates a10 a11 a12 a00 a01 a02 a20 a21 a22 h1 h0 h2 r t1 t0 t2
                  (c0 - o0) (c1 - o1) (c2 - o2) Htau Hr Hh1 Hh0 Hh2 D11 G01 G12 T1 T0 T2) as K.
    simpl in K. replace (r + h1 + h0 + h2) with (r + h0 + h1 + h2) in K by ring.
    specialize (K E). unfold x0, x1, x2, dot in *. lra.
  - pose proof (axis_rejects_exact h2 a20 a21 a22 Fh2 Hh2 D22 H) as E.
    rewrite Sym in G02. rewrite Sym in G12.
    pose proof (axis_separates a20 a21 a22 a00 a01 a02 a10 a11 a12 h2 h0 h1 r t2 t0 t1
                  (c0 - o0) (c1 - o1) (c2 - o2) Htau Hr Hh2 Hh0 Hh1 D22 G02 G12 T2 T0 T1) as K.
    simpl in K. replace (r + h2 + h0 + h1) with (r + h0 + h1 + h2) in K by ring.
    specialize (K E). unfold x0, x1, x2, dot in *. lra.
Qed.

End SphereObb.

(* binary32 (prec 24, emin -149) and binary64 (prec 53, emin -1074). *)
Definition conservative_sound_b32 := @conservative_sound (-149) 24 (eq_refl : Prec_gt_0 24) ltac:(lia).
Definition conservative_sound_b64 := @conservative_sound (-1074) 53 (eq_refl : Prec_gt_0 53) ltac:(lia).
