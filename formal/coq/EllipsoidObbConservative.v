(* Models lib/include/spherebox/ellipsoid_obb/conservative.hpp, conservative::test, for N = 3.

   Operation sequence, exactly as the C++ computes it (fl = one IEEE rounding to nearest),
   for each world axis k = 0, 1, 2:
     extent = 0;  for i = 0, 1, 2:  extent = fl(extent + fl(h_i * |a_ik|))
                  (a_ik = o.axes[i][k]; |a| is a < 0 ? -a : a, exact; the first sum
                   fl(0 + p) is p itself)
     reach  = fl(fl(fl(rho_k + extent) + tiny) * m)     tiny = N * denorm_min = 3 eta,
                                                        m = 1 + 16u, both exact constants
     gap    = fl(o_k - c_k)                             (o.center[k] - e.center[k])
     axis k separates iff  gap > reach || gap < -reach  (strict; -reach is exact)
   answer = nan || !(axis 0 separates || axis 1 || axis 2).

   Model: Flocq's FLT format (radix 2, precision prec >= 11, any emin; binary32 = (24, -149),
   binary64 = (53, -1074)), round to nearest with any tie rule, subnormals included, no
   overflow: the theorem holds for every input on which no operation overflows. (Not covered
   here, argued in the header: an overflowing reach is +inf and never rejects; an
   overflowing gap means |o_k - c_k| exceeds every finite float, hence the finite reach.)
   NaN inputs give the answer true in the C++ (no rejection), outside this model.
   A fused multiply-add could merge extent + h * |a| into one rounding; the harness builds
   with -ffp-contract=off and that program is the one modelled.

   Domain: o_k, c_k, rho_k, h_i in the format, rho_k > 0, h_i >= 0, axes any reals.
   Semantics (docs/contracts.md, ellipsoid vs OBB): the closed ellipsoid
   {y : sum_k ((y_k - c_k) / rho_k)^2 <= 1} and the parallelepiped
   {o + sum_i t_i a_i : |t_i| <= h_i} that the given axes span.
   Theorem conservative_sound: if some axis separates, every point of the parallelepiped has
   sum_k ((x_k - c_k) / rho_k)^2 > 1: the sets are disjoint, no false negative. *)
From Coq Require Import ZArith Reals Lra Lia.
From Flocq Require Import Core Relative Plus_error.
From Spherebox Require Import Lib.Relative.
Open Scope R_scope.

Section EllipsoidObb.
Variable emin prec : Z.
Context { prec_gt_0_ : Prec_gt_0 prec }.
Hypothesis prec_ge_11 : (11 <= prec)%Z.
Variable choice : Z -> bool.

Notation fmt := (generic_format radix2 (FLT_exp emin prec)).
Notation fl := (round radix2 (FLT_exp emin prec) (Znearest choice)).
Notation u := (Relative.u prec).
Notation eta := (Relative.eta emin).

Definition m := 1 + 16 * u.

Let u_small : 0 < u <= / 2048 := Relative.u_small prec prec_ge_11.

Lemma fmt_fl : forall x, fmt (fl x).
Proof. intros. apply generic_format_round; auto with typeclass_instances. Qed.

Definition extent (h0 h1 h2 a0 a1 a2 : R) :=
  fl (fl (fl (0 + fl (h0 * Rabs a0)) + fl (h1 * Rabs a1)) + fl (h2 * Rabs a2)).
Definition reach (rho h0 h1 h2 a0 a1 a2 : R) :=
  fl (fl (fl (rho + extent h0 h1 h2 a0 a1 a2) + 3 * eta) * m).
Definition separates (o c rho h0 h1 h2 a0 a1 a2 : R) :=
  reach rho h0 h1 h2 a0 a1 a2 < fl (o - c) \/ fl (o - c) < - reach rho h0 h1 h2 a0 a1 a2.

(* One world axis: a computed separation implies |o - c| > rho + sum_i h_i |a_i|. *)
Lemma axis_exact : forall o c rho h0 h1 h2 a0 a1 a2,
  fmt o -> fmt c -> fmt rho -> 0 < rho -> 0 <= h0 -> 0 <= h1 -> 0 <= h2 ->
  separates o c rho h0 h1 h2 a0 a1 a2 ->
  rho + (h0 * Rabs a0 + h1 * Rabs a1 + h2 * Rabs a2) < Rabs (o - c).
Proof.
  intros o c rho h0 h1 h2 a0 a1 a2 Fo Fc Fr Hr H0 H1 H2 Hsep.
  pose proof u_small as Hu. pose proof (eta_pos emin) as He.
  set (L := 1 - u).
  set (E := h0 * Rabs a0 + h1 * Rabs a1 + h2 * Rabs a2).
  pose proof (Rabs_pos a0). pose proof (Rabs_pos a1). pose proof (Rabs_pos a2).
  assert (Q0 : 0 <= h0 * Rabs a0) by nra. assert (Q1 : 0 <= h1 * Rabs a1) by nra.
  assert (Q2 : 0 <= h2 * Rabs a2) by nra.
  set (p0 := fl (h0 * Rabs a0)). set (p1 := fl (h1 * Rabs a1)). set (p2 := fl (h2 * Rabs a2)).
  assert (P0 : L * (h0 * Rabs a0) - eta / 2 <= p0) by (apply (fl_lb emin prec choice); lra).
  assert (P1 : L * (h1 * Rabs a1) - eta / 2 <= p1) by (apply (fl_lb emin prec choice); lra).
  assert (P2 : L * (h2 * Rabs a2) - eta / 2 <= p2) by (apply (fl_lb emin prec choice); lra).
  assert (N0 : 0 <= p0) by (apply (fl_nonneg emin prec choice); lra).
  assert (N1 : 0 <= p1) by (apply (fl_nonneg emin prec choice); lra).
  assert (N2 : 0 <= p2) by (apply (fl_nonneg emin prec choice); lra).
  (* the running sum *)
  assert (S0 : fl (0 + p0) = p0).
  { rewrite Rplus_0_l. apply round_generic; auto with typeclass_instances. apply fmt_fl. }
  set (s1 := fl (p0 + p1)).
  assert (T1 : L * (p0 + p1) <= s1) by (apply (fl_sum_lb emin prec choice); [apply fmt_fl..|lra]).
  assert (N3 : 0 <= s1) by (apply (fl_nonneg emin prec choice); lra).
  set (s2 := fl (s1 + p2)).
  assert (T2 : L * (s1 + p2) <= s2) by (apply (fl_sum_lb emin prec choice); [apply fmt_fl..|lra]).
  assert (Hext : extent h0 h1 h2 a0 a1 a2 = s2) by (unfold extent; fold p0 p1 p2; rewrite S0; reflexivity).
  assert (HL : 0 <= L <= 1) by (unfold L; lra).
  (* extent >= L^2 (p0 + p1 + p2) >= L^3 E - 3/2 eta *)
  assert (X1 : L * (L * (p0 + p1)) + L * p2 <= s2).
  { assert (L * (L * (p0 + p1)) <= L * s1) by (apply Rmult_le_compat_l; lra). lra. }
  assert (X2 : L * L * L * E - 3 / 2 * eta <= s2).
  { assert (L * L * (L * (h0 * Rabs a0) - eta / 2) <= L * L * p0) by (apply Rmult_le_compat_l; nra).
    assert (L * L * (L * (h1 * Rabs a1) - eta / 2) <= L * L * p1) by (apply Rmult_le_compat_l; nra).
    assert (L * (L * (h2 * Rabs a2) - eta / 2) <= L * p2) by (apply Rmult_le_compat_l; nra).
    assert (L * L * (L * (h2 * Rabs a2)) <= L * (L * (h2 * Rabs a2))).
    { assert (0 <= L * (h2 * Rabs a2)) by nra. assert (L * L <= L) by nra.
      apply Rmult_le_compat_r; lra. }
    assert (L * L * (eta / 2) <= eta / 2) by (rewrite <- (Rmult_1_l (eta / 2)) at 2;
      apply Rmult_le_compat_r; nra).
    assert (L * (eta / 2) <= eta / 2) by (rewrite <- (Rmult_1_l (eta / 2)) at 2;
      apply Rmult_le_compat_r; lra).
    unfold E. lra. }
  assert (N4 : 0 <= s2) by (apply (fl_nonneg emin prec choice); lra).
  (* reach >= L^3 m rho + L^6 m E, the eta terms non-negative *)
  set (X := fl (rho + s2)).
  assert (R1 : L * (rho + s2) <= X) by (apply (fl_sum_lb emin prec choice); [auto|apply fmt_fl|lra]).
  assert (N5 : 0 <= X) by (apply (fl_nonneg emin prec choice); lra).
  set (Y := fl (X + 3 * eta)).
  assert (R2 : L * (X + 3 * eta) - eta / 2 <= Y) by (apply (fl_lb emin prec choice); lra).
  assert (N6 : 0 <= Y) by (apply (fl_nonneg emin prec choice); lra).
  assert (Hm : 1 <= m <= 2) by (unfold m; lra).
  set (Z := fl (Y * m)).
  assert (R3 : L * (Y * m) - eta / 2 <= Z) by (apply (fl_lb emin prec choice); nra).
  assert (Hreach : reach rho h0 h1 h2 a0 a1 a2 = Z) by (unfold reach; rewrite Hext; reflexivity).
  set (L3 := L * L * L).
  assert (HL3 : 1 - 3 * u <= L3 <= 1) by (unfold L3, L; split; nra).
  assert (Zlb : L * L * L * m * rho + L * L * L * m * (L3 * E) <= Z).
  { (* Z >= L m Y - eta/2 >= L m (L (X + 3 eta) - eta/2) - eta/2 *)
    assert (A1 : L * m * (L * (X + 3 * eta) - eta / 2) <= L * m * Y)
      by (apply Rmult_le_compat_l; nra).
    assert (A2 : L * m * (L * (L * (rho + (L3 * E - 3 / 2 * eta)))) <= L * m * (L * X)).
    { apply Rmult_le_compat_l; [nra|]. apply Rmult_le_compat_l; [lra|].
      apply Rle_trans with (L * (rho + s2)); [|exact R1].
      apply Rmult_le_compat_l; [lra|]. unfold L3. lra. }
    (* the eta terms: L m (3L eta - eta/2) - 3/2 L^3 m eta - eta/2 >= 0 *)
    assert (A3 : 0 <= L * m * (3 * L * eta - eta / 2) - L * m * (L * (L * (3 / 2 * eta))) - eta / 2).
    { assert (HK : 1 - 3 * u <= 3 * L - 1 / 2 - 3 / 2 * L * L) by (unfold L; nra).
      assert (HLm : 1 - u <= L * m) by (unfold m, L; nra).
      assert ((1 - u) * (1 - 3 * u) <= L * m * (3 * L - 1 / 2 - 3 / 2 * L * L))
        by (apply Rmult_le_compat; lra).
      assert ((1 - u) * (1 - 3 * u) * eta <= L * m * (3 * L - 1 / 2 - 3 / 2 * L * L) * eta)
        by (apply Rmult_le_compat_r; lra).
      assert (1 / 2 * eta <= (1 - u) * (1 - 3 * u) * eta) by (apply Rmult_le_compat_r; nra).
      assert (EqK : L * m * (3 * L * eta - eta / 2) - L * m * (L * (L * (3 / 2 * eta))) - eta / 2
                    = L * m * (3 * L - 1 / 2 - 3 / 2 * L * L) * eta - eta / 2) by (unfold Rdiv; ring).
      rewrite EqK. lra. }
    assert (Eq : L * m * (L * (X + 3 * eta) - eta / 2) = L * m * (L * X) + L * m * (3 * L * eta - eta / 2))
      by ring.
    assert (Eq2 : L * m * (L * (L * (rho + (L3 * E - 3 / 2 * eta))))
                  = L * L * L * m * rho + L * L * L * m * (L3 * E) - L * m * (L * (L * (3 / 2 * eta))))
      by ring.
    lra. }
  (* coefficient: L^6 m >= 1 + u and L^3 m >= 1 + u *)
  assert (HL6 : (1 - 3 * u) * (1 - 3 * u) <= L * L * L * L3).
  { unfold L3. assert (0 <= 1 - 3 * u) by lra.
    assert (EL3 : L * L * L = L3) by (unfold L3; ring). rewrite EL3.
    apply Rmult_le_compat; lra. }
  assert (C6 : 1 + u <= L * L * L * L3 * m).
  { apply Rle_trans with ((1 - 3 * u) * (1 - 3 * u) * m).
    - unfold m. nra.
    - apply Rmult_le_compat_r; lra. }
  assert (C3 : 1 + u <= L * L * L * m).
  { assert (EL3 : L * L * L = L3) by (unfold L3; ring). rewrite EL3.
    apply Rle_trans with ((1 - 3 * u) * m); [unfold m; nra|]. apply Rmult_le_compat_r; lra. }
  assert (HE : 0 <= E) by (unfold E; lra).
  assert (Zlb2 : (1 + u) * (rho + E) <= Z).
  { assert ((1 + u) * rho <= L * L * L * m * rho) by (apply Rmult_le_compat_r; lra).
    assert ((1 + u) * E <= L * L * L * L3 * m * E) by (apply Rmult_le_compat_r; lra).
    replace (L * L * L * m * (L3 * E)) with (L * L * L * L3 * m * E) in Zlb by ring. lra. }
  (* the gap *)
  assert (G : Rabs (fl (o - c) - (o - c)) <= u * Rabs (o - c)).
  { unfold Rminus. apply fl_sum_err; auto. apply generic_format_opp; exact Fc. }
  assert (G2 : Rabs (fl (o - c)) <= (1 + u) * Rabs (o - c)).
  { pose proof (Rabs_triang_inv (fl (o - c)) (o - c)). lra. }
  assert (Zpos : 0 < Z) by nra.
  assert (Hg : Z < Rabs (fl (o - c))).
  { unfold separates in Hsep. rewrite Hreach in Hsep. destruct Hsep as [Hs|Hs].
    - rewrite Rabs_pos_eq by lra. exact Hs.
    - rewrite Rabs_left by lra. lra. }
  assert ((1 + u) * (rho + E) < (1 + u) * Rabs (o - c)) by lra.
  apply Rmult_lt_reg_l with (1 + u); lra.
Qed.

(* The box point x = o + t0 a_0 + t1 a_1 + t2 a_2, coordinate k: |x_k - o_k| <= E_k. *)
Lemma box_coord : forall t0 t1 t2 h0 h1 h2 a0 a1 a2,
  Rabs t0 <= h0 -> Rabs t1 <= h1 -> Rabs t2 <= h2 ->
  Rabs (t0 * a0 + t1 * a1 + t2 * a2) <= h0 * Rabs a0 + h1 * Rabs a1 + h2 * Rabs a2.
Proof.
  intros. pose proof (Rabs_pos a0). pose proof (Rabs_pos a1). pose proof (Rabs_pos a2).
  eapply Rle_trans; [apply Rabs_triang|]. eapply Rle_trans; [apply Rplus_le_compat_r; apply Rabs_triang|].
  rewrite !Rabs_mult.
  repeat apply Rplus_le_compat; apply Rmult_le_compat_r; auto.
Qed.

(* Per world axis: separation along e_k puts every box point outside the closed ellipsoid. *)
Lemma axis_outside : forall o c rho h0 h1 h2 a0 a1 a2 t0 t1 t2 rest,
  fmt o -> fmt c -> fmt rho -> 0 < rho -> 0 <= h0 -> 0 <= h1 -> 0 <= h2 -> 0 <= rest ->
  Rabs t0 <= h0 -> Rabs t1 <= h1 -> Rabs t2 <= h2 ->
  separates o c rho h0 h1 h2 a0 a1 a2 ->
  1 < ((o + t0 * a0 + t1 * a1 + t2 * a2 - c) / rho) ^ 2 + rest.
Proof.
  intros o c rho h0 h1 h2 a0 a1 a2 t0 t1 t2 rest Fo Fc Fr Hr H0 H1 H2 Hrest T0 T1 T2 Hs.
  pose proof (axis_exact o c rho h0 h1 h2 a0 a1 a2 Fo Fc Fr Hr H0 H1 H2 Hs) as Ex.
  pose proof (box_coord t0 t1 t2 h0 h1 h2 a0 a1 a2 T0 T1 T2) as Bx.
  set (s := t0 * a0 + t1 * a1 + t2 * a2) in *.
  replace (o + t0 * a0 + t1 * a1 + t2 * a2 - c) with ((o - c) + s) by (unfold s; ring).
  pose proof (Rabs_triang_inv (o - c) (- s)). rewrite Rabs_Ropp in H.
  replace (o - c - - s) with (o - c + s) in H by ring.
  assert (Hgt : rho < Rabs (o - c + s)) by lra.
  assert (1 < Rabs ((o - c + s) / rho)).
  { unfold Rdiv. rewrite Rabs_mult, Rabs_inv, (Rabs_pos_eq rho) by lra.
    apply Rmult_lt_reg_r with rho; [lra|]. rewrite Rmult_assoc, Rinv_l by lra. lra. }
  rewrite <- (pow2_abs ((o - c + s) / rho)). simpl. nra.
Qed.

Variables c0 c1 c2 rho0 rho1 rho2 o0 o1 o2 h0 h1 h2 : R.
Variables a00 a01 a02 a10 a11 a12 a20 a21 a22 : R.    (* a_ik = o.axes[i][k] *)
Hypothesis Fc0 : fmt c0. Hypothesis Fc1 : fmt c1. Hypothesis Fc2 : fmt c2.
Hypothesis Fo0 : fmt o0. Hypothesis Fo1 : fmt o1. Hypothesis Fo2 : fmt o2.
Hypothesis Fr0 : fmt rho0. Hypothesis Fr1 : fmt rho1. Hypothesis Fr2 : fmt rho2.
Hypothesis Hr0 : 0 < rho0. Hypothesis Hr1 : 0 < rho1. Hypothesis Hr2 : 0 < rho2.
Hypothesis Hh0 : 0 <= h0. Hypothesis Hh1 : 0 <= h1. Hypothesis Hh2 : 0 <= h2.

Definition rejects :=
  separates o0 c0 rho0 h0 h1 h2 a00 a10 a20 \/
  separates o1 c1 rho1 h0 h1 h2 a01 a11 a21 \/
  separates o2 c2 rho2 h0 h1 h2 a02 a12 a22.

Theorem conservative_sound : rejects ->
  forall t0 t1 t2, Rabs t0 <= h0 -> Rabs t1 <= h1 -> Rabs t2 <= h2 ->
  let x0 := o0 + t0 * a00 + t1 * a10 + t2 * a20 in
  let x1 := o1 + t0 * a01 + t1 * a11 + t2 * a21 in
  let x2 := o2 + t0 * a02 + t1 * a12 + t2 * a22 in
  1 < ((x0 - c0) / rho0) ^ 2 + ((x1 - c1) / rho1) ^ 2 + ((x2 - c2) / rho2) ^ 2.
Proof.
  intros Hrej t0 t1 t2 T0 T1 T2 x0 x1 x2.
  pose proof (pow2_ge_0 ((x0 - c0) / rho0)). pose proof (pow2_ge_0 ((x1 - c1) / rho1)).
  pose proof (pow2_ge_0 ((x2 - c2) / rho2)).
  destruct Hrej as [HS|[HS|HS]].
  - pose proof (axis_outside o0 c0 rho0 h0 h1 h2 a00 a10 a20 t0 t1 t2
                  (((x1 - c1) / rho1) ^ 2 + ((x2 - c2) / rho2) ^ 2)
                  Fo0 Fc0 Fr0 Hr0 Hh0 Hh1 Hh2 ltac:(lra) T0 T1 T2 HS). unfold x0. lra.
  - pose proof (axis_outside o1 c1 rho1 h0 h1 h2 a01 a11 a21 t0 t1 t2
                  (((x0 - c0) / rho0) ^ 2 + ((x2 - c2) / rho2) ^ 2)
                  Fo1 Fc1 Fr1 Hr1 Hh0 Hh1 Hh2 ltac:(lra) T0 T1 T2 HS). unfold x1. lra.
  - pose proof (axis_outside o2 c2 rho2 h0 h1 h2 a02 a12 a22 t0 t1 t2
                  (((x0 - c0) / rho0) ^ 2 + ((x1 - c1) / rho1) ^ 2)
                  Fo2 Fc2 Fr2 Hr2 Hh0 Hh1 Hh2 ltac:(lra) T0 T1 T2 HS). unfold x2. lra.
Qed.

End EllipsoidObb.

Definition conservative_sound_b32 := @conservative_sound (-149) 24 (eq_refl : Prec_gt_0 24) ltac:(lia).
Definition conservative_sound_b64 := @conservative_sound (-1074) 53 (eq_refl : Prec_gt_0 53) ltac:(lia).
