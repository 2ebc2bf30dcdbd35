(* Models lib/include/spherebox/swept_aabb/conservative.hpp, conservative::test, with
   detail::frame_times, detail::moving_slab, detail::later / detail::earlier and
   static_meet{} (closed sets) of swept_aabb/common.hpp, for any number of axes N.

   Operation sequence, exactly as the C++ computes it (fl = one IEEE rounding to nearest):
     enter = 0, leave = 1
     for each axis i in order 0 .. N-1:
       v = fl(va_i - vb_i)
       if v == 0:  if !(a.min_i <= b.max_i && b.min_i <= a.max_i) return miss;  (exact compare)
                   else next axis
       near = v > 0 ? fl(b.min_i - a.max_i) : fl(b.max_i - a.min_i)
       far  = v > 0 ? fl(b.max_i - a.min_i) : fl(b.min_i - a.max_i)
       qin = fl(near / v), qout = fl(far / v)
       enter = (qin > enter ? qin : enter)          (later)
       leave = (qout < leave ? qout : leave)        (earlier)
     w = 4 * epsilon = 8u (exact constant, u = 2^-prec)
     e = fl(enter - w), l = fl(leave + w)
     hit iff e <= l && e <= 1 && l >= 0, then the interval is
       [e > 0 ? e : 0,  l < 1 ? l : 1]
     (the NaN pre-check returns a hit on [0, 1]; it is outside this model: inputs are reals.)
   Here the model is the list of axes; the result is None (miss) or Some (enter', leave').

   Model: Flocq's FLT format (radix 2, precision prec >= 11, smallest exponent emin <= -prec;
   binary32 = (24, -149), binary64 = (53, -1074)), round to nearest with any tie rule, no
   overflow. The header's domain (every |x| <= max/2) keeps the subtractions finite; a
   quotient may overflow in IEEE (to +-inf). That case is NOT covered by this proof: the
   theorem holds for every input on which no quotient overflows. (Sketch, not checked: the
   bounds used below, qin <= t + g and qout >= t - g, only fail if qin = +inf or qout = -inf,
   which the error bound excludes when t lies in [0, 1].)
   A fused multiply-add cannot arise (no product is added).

   Semantics (docs/contracts.md, swept AABB): box a at time t is [a.min + va t, a.max + va t],
   box b is [b.min + vb t, b.max + vb t], closed; they touch at t iff on every axis
     a.min + (va - vb) t <= b.max  and  b.min <= a.max + (va - vb) t       (exact, reals).
   Theorem conservative_no_tunnelling: for every t in [0, 1] at which the boxes touch, the
   computed answer is a hit whose interval [enter', leave'] contains t. Hence the reported
   interval contains the exact contact interval (the set of such t), and no contact is missed.
   Domain: every coordinate and velocity component in the format; min <= max is not even
   needed. *)
From Coq Require Import ZArith Reals Lra Lia List Bool.
From Flocq Require Import Core Relative Plus_error.
From Spherebox Require Import Lib.Relative.
Open Scope R_scope.

Section Swept.
Variable emin prec : Z.
Context { prec_gt_0_ : Prec_gt_0 prec }.
Hypothesis prec_ge_11 : (11 <= prec)%Z.
Hypothesis emin_le : (emin <= - prec)%Z.
Variable choice : Z -> bool.

Notation fmt := (generic_format radix2 (FLT_exp emin prec)).
Notation fl := (round radix2 (FLT_exp emin prec) (Znearest choice)).
Notation u := (Relative.u prec).
Notation eta := (Relative.eta emin).

(* the widening of the header: w = 4 * epsilon = 8u *)
Definition w := 8 * u.
Definition gamma := (3 * u + u * u) / (1 - u).

Let u_small : 0 < u <= / 2048 := Relative.u_small prec prec_ge_11.

Lemma eta_le_u : 0 < eta <= u.
Proof. split; [apply eta_pos|]. unfold Relative.eta, Relative.u. apply bpow_le. lia. Qed.

Lemma fmt_fl : forall x, fmt (fl x).
Proof. intros. apply generic_format_round; auto with typeclass_instances. Qed.

Lemma fmt_w : fmt w.
Proof.
  unfold w, Relative.u. replace (8 * bpow radix2 (- prec)) with (bpow radix2 (3 - prec)).
  - apply generic_format_FLT_bpow; [exact prec_gt_0_|lia].
  - replace (3 - prec)%Z with (3 + - prec)%Z by lia. rewrite bpow_plus. simpl. unfold Z.pow_pos. simpl. ring.
Qed.

Lemma gamma_small : 0 <= gamma <= 31 / 10 * u.
Proof.
  pose proof u_small. unfold gamma. split.
  - apply Rmult_le_pos; [nra|]. apply Rlt_le, Rinv_0_lt_compat; lra.
  - apply Rmult_le_reg_r with (1 - u); [lra|]. unfold Rdiv.
    rewrite Rmult_assoc, Rinv_l by lra. nra.
Qed.

(* A rounded difference of floats is zero iff the exact difference is, and keeps its sign. *)
Lemma sub_sign : forall x y, fmt x -> fmt y ->
  (x - y = 0 -> fl (x - y) = 0) /\ (0 < x - y -> 0 < fl (x - y)) /\ (x - y < 0 -> fl (x - y) < 0).
Proof.
  intros x y Fx Fy. pose proof u_small.
  assert (E : Rabs (fl (x - y) - (x - y)) <= u * Rabs (x - y)).
  { unfold Rminus. apply fl_sum_err; auto. apply generic_format_opp; exact Fy. }
  apply Rabs_le_inv in E. split; [|split].
  - intros H0. rewrite H0. apply round_0; auto with typeclass_instances.
  - intros Hp. rewrite Rabs_pos_eq in E by lra. nra.
  - intros Hn. rewrite Rabs_left in E by lra. nra.
Qed.

Lemma div_le : forall a b c d, 0 < b -> 0 < d -> a * d <= c * b -> a / b <= c / d.
Proof.
  intros a b c d Hb Hd H. apply Rmult_le_reg_r with (b * d); [nra|].
  replace (a / b * (b * d)) with (a * d) by (field; lra).
  replace (c / d * (b * d)) with (c * b) by (field; lra). exact H.
Qed.

(* The quotient fl(fl(p - m) / fl(va - vb)) against the exact time (p - m)/(va - vb). *)
Lemma quot_err : forall p m va vb, fmt p -> fmt m -> fmt va -> fmt vb -> va - vb <> 0 ->
  Rabs (fl (fl (p - m) / fl (va - vb)) - (p - m) / (va - vb))
  <= gamma * Rabs ((p - m) / (va - vb)) + eta / 2.
Proof.
  intros p m va vb Fp Fm Fa Fb Hv. pose proof u_small as Hu.
  assert (Fm' : fmt (- m)) by (apply generic_format_opp; exact Fm).
  assert (Fb' : fmt (- vb)) by (apply generic_format_opp; exact Fb).
  destruct (FLT_plus_error_N_ex radix2 emin prec choice p (- m) Fp Fm') as (d1 & D1 & E1).
  destruct (FLT_plus_error_N_ex radix2 emin prec choice va (- vb) Fa Fb') as (d0 & D0 & E0).
  rewrite u_ro_u in D1, D0.
  assert (Uq : u / (1 + u) <= u).
  { apply Rmult_le_reg_r with (1 + u); [lra|]. unfold Rdiv.
    rewrite Rmult_assoc, Rinv_l by lra. nra. }
  apply Rabs_le_inv in D1. apply Rabs_le_inv in D0.
  change (p + - m) with (p - m) in E1. change (va + - vb) with (va - vb) in E0.
  rewrite E1, E0.
  set (t := (p - m) / (va - vb)).
  destruct (error_N_FLT radix2 emin prec prec_gt_0_ choice ((p - m) * (1 + d1) / ((va - vb) * (1 + d0))))
    as (d2 & e2 & D2 & E2 & _ & Q).
  rewrite u_half in D2. apply Rabs_le_inv in D2.
  rewrite Q.
  assert (Ht : (p - m) * (1 + d1) / ((va - vb) * (1 + d0)) = t * ((1 + d1) / (1 + d0)))
    by (unfold t; field; split; lra).
  rewrite Ht.
  replace (t * ((1 + d1) / (1 + d0)) * (1 + d2) + e2 - t)
    with (t * (((1 + d1) * (1 + d2) - (1 + d0)) / (1 + d0)) + e2) by (field; lra).
  eapply Rle_trans; [apply Rabs_triang|]. apply Rplus_le_compat; [|unfold Relative.eta; lra].
  rewrite Rabs_mult, Rmult_comm. apply Rmult_le_compat_r; [apply Rabs_pos|].
  unfold Rdiv at 1. rewrite Rabs_mult, (Rabs_pos_eq (/ (1 + d0))) by (apply Rlt_le, Rinv_0_lt_compat; lra).
  fold (Rabs ((1 + d1) * (1 + d2) - (1 + d0)) / (1 + d0)).
  unfold gamma. apply div_le; [lra|lra|].
  assert (Rabs ((1 + d1) * (1 + d2) - (1 + d0)) <= 3 * u + u * u).
  { apply Rabs_le. split; nra. }
  assert (0 <= 3 * u + u * u) by nra.
  assert (Rabs ((1 + d1) * (1 + d2) - (1 + d0)) * (1 - u) <= (3 * u + u * u) * (1 - u))
    by (apply Rmult_le_compat_r; lra).
  assert ((3 * u + u * u) * (1 - u) <= (3 * u + u * u) * (1 + d0))
    by (apply Rmult_le_compat_l; lra).
  lra.
Qed.

(* ---------- the model ---------- *)
Record axis := mk_axis { amin : R; amax : R; bmin : R; bmax : R; va : R; vb : R }.

Definition vel (x : axis) := fl (va x - vb x).
Definition near (x : axis) :=
  if Rlt_bool 0 (vel x) then fl (bmin x - amax x) else fl (bmax x - amin x).
Definition far (x : axis) :=
  if Rlt_bool 0 (vel x) then fl (bmax x - amin x) else fl (bmin x - amax x).
Definition later (x y : R) := if Rlt_bool x y then y else x.     (* y > x ? y : x *)
Definition earlier (x y : R) := if Rlt_bool y x then y else x.   (* y < x ? y : x *)

Fixpoint frame (l : list axis) (enter leave : R) : option (R * R) :=
  match l with
  | nil => Some (enter, leave)
  | x :: l' =>
      if Req_bool (vel x) 0 then
        (if Rle_bool (amin x) (bmax x) && Rle_bool (bmin x) (amax x)
         then frame l' enter leave else None)
      else frame l' (later enter (fl (near x / vel x))) (earlier leave (fl (far x / vel x)))
  end.

Definition conservative (l : list axis) : option (R * R) :=
  match frame l 0 1 with
  | None => None
  | Some (enter, leave) =>
      let e := fl (enter - w) in
      let l := fl (leave + w) in
      if Rle_bool e l && Rle_bool e 1 && Rle_bool 0 l
      then Some (if Rlt_bool 0 e then e else 0, if Rlt_bool l 1 then l else 1)
      else None
  end.

Definition in_format (x : axis) :=
  fmt (amin x) /\ fmt (amax x) /\ fmt (bmin x) /\ fmt (bmax x) /\ fmt (va x) /\ fmt (vb x).

Definition touches (x : axis) (t : R) :=
  amin x + (va x - vb x) * t <= bmax x /\ bmin x <= amax x + (va x - vb x) * t.

Definition g := gamma + eta / 2.

(* One moving axis: the computed entry is at most t + g, the exit at least t - g. *)
Lemma entry_exit : forall x t, in_format x -> touches x t -> 0 <= t <= 1 -> vel x <> 0 ->
  fl (near x / vel x) <= t + g /\ t - g <= fl (far x / vel x).
Proof.
  intros x t (F1 & F2 & F3 & F4 & F5 & F6) (T1 & T2) Ht Hv.
  pose proof gamma_small as Hg. pose proof eta_le_u as He. pose proof u_small as Hu.
  destruct (sub_sign (va x) (vb x) F5 F6) as (Z0 & P0 & N0).
  set (v := va x - vb x) in *.
  assert (Hv0 : v <> 0) by (intros H; apply Hv; unfold vel; apply Z0; exact H).
  (* generic bounds from the quotient error *)
  assert (In : forall p m, fmt p -> fmt m -> (p - m) / v <= t ->
            fl (fl (p - m) / vel x) <= t + g).
  { intros p m Fp Fm Hle. pose proof (quot_err p m (va x) (vb x) Fp Fm F5 F6 Hv0) as Q.
    fold v in Q. unfold vel. fold v.
    apply Rabs_le_inv in Q. unfold g.
    destruct (Rle_or_lt 0 ((p - m) / v)) as [Hp|Hn].
    - rewrite Rabs_pos_eq in Q by exact Hp. nra.
    - rewrite Rabs_left in Q by exact Hn. nra. }
  assert (Out : forall p m, fmt p -> fmt m -> t <= (p - m) / v ->
            t - g <= fl (fl (p - m) / vel x)).
  { intros p m Fp Fm Hle. pose proof (quot_err p m (va x) (vb x) Fp Fm F5 F6 Hv0) as Q.
    fold v in Q. unfold vel. fold v.
    apply Rabs_le_inv in Q. unfold g.
    rewrite Rabs_pos_eq in Q by lra. nra. }
  unfold near, far.
  destruct (Rlt_dec 0 v) as [Hp|Hn].
  - rewrite (Rlt_bool_true 0 (vel x)) by (unfold vel; fold v; exact (P0 Hp)).
    split.
    + apply In; auto. apply Rmult_le_reg_r with v; [exact Hp|].
      unfold Rdiv. rewrite Rmult_assoc, Rinv_l by lra. lra.
    + apply Out; auto. apply Rmult_le_reg_r with v; [exact Hp|].
      unfold Rdiv. rewrite Rmult_assoc, Rinv_l by lra. lra.
  - assert (Hneg : v < 0) by lra.
    rewrite (Rlt_bool_false 0 (vel x)) by (unfold vel; fold v; pose proof (N0 Hneg); lra).
    split.
    + apply In; auto.
      replace ((bmax x - amin x) / v) with ((amin x - bmax x) / (- v)) by (field; lra).
      apply Rmult_le_reg_r with (- v); [lra|].
      unfold Rdiv. rewrite Rmult_assoc, Rinv_l by lra. lra.
    + apply Out; auto.
      replace ((bmin x - amax x) / v) with ((amax x - bmin x) / (- v)) by (field; lra).
      apply Rmult_le_reg_r with (- v); [lra|].
      unfold Rdiv. rewrite Rmult_assoc, Rinv_l by lra. lra.
Qed.

Lemma frame_ok : forall l t enter leave, Forall in_format l -> Forall (fun x => touches x t) l ->
  0 <= t <= 1 -> 0 <= enter <= t + g -> t - g <= leave <= 1 ->
  exists e' l', frame l enter leave = Some (e', l') /\ 0 <= e' <= t + g /\ t - g <= l' <= 1.
Proof.
  induction l as [|x l IH]; intros t enter leave Fl Tl Ht He Hl.
  - exists enter, leave. simpl. auto.
  - inversion Fl as [|? ? Fx Fl']; subst. inversion Tl as [|? ? Tx Tl']; subst.
    simpl. destruct (Req_bool_spec (vel x) 0) as [Hz|Hnz].
    + (* a static axis: v == 0 exactly when va - vb = 0, and then the exact test *)
      destruct Fx as (F1 & F2 & F3 & F4 & F5 & F6).
      destruct (sub_sign (va x) (vb x) F5 F6) as (_ & P0 & N0).
      assert (Hv : va x - vb x = 0).
      { destruct (Rtotal_order (va x - vb x) 0) as [Hn|[H0|Hp]]; auto.
        - pose proof (N0 Hn). unfold vel in Hz. lra.
        - pose proof (P0 Hp). unfold vel in Hz. lra. }
      destruct Tx as (T1 & T2). rewrite Hv, Rmult_0_l, Rplus_0_r in T1, T2.
      rewrite (Rle_bool_true _ _ T1), (Rle_bool_true _ _ T2). simpl.
      apply IH; auto.
    + destruct (entry_exit x t Fx Tx Ht Hnz) as (Ein & Eout).
      apply IH; auto.
      * unfold later. destruct (Rlt_bool_spec enter (fl (near x / vel x))); lra.
      * unfold earlier. destruct (Rlt_bool_spec (fl (far x / vel x)) leave); lra.
Qed.

Theorem conservative_no_tunnelling : forall l t, Forall in_format l ->
  0 <= t <= 1 -> Forall (fun x => touches x t) l ->
  exists e' l', conservative l = Some (e', l') /\ e' <= t <= l'.
Proof.
  intros l t Fl Ht Tl.
  pose proof gamma_small as Hg. pose proof eta_le_u as He. pose proof u_small as Hu.
  assert (Hg0 : 0 <= g <= 36 / 10 * u) by (unfold g; lra).
  destruct (frame_ok l t 0 1 Fl Tl Ht ltac:(lra) ltac:(lra)) as (en & le & Hf & Hen & Hle).
  unfold conservative. rewrite Hf.
  set (e := fl (en - w)). set (l' := fl (le + w)).
  assert (Ee : e < t).
  { pose proof (fl_err emin prec choice (en - w)) as E. fold e in E.
    apply Rabs_le_inv in E. unfold w in *.
    assert (Rabs (en - 8 * u) <= 1) by (apply Rabs_le; lra). nra. }
  assert (El : t < l').
  { pose proof (fl_err emin prec choice (le + w)) as E. fold l' in E.
    apply Rabs_le_inv in E. unfold w in *.
    assert (Rabs (le + 8 * u) <= 2) by (apply Rabs_le; lra). nra. }
  rewrite (Rle_bool_true e l') by lra. rewrite (Rle_bool_true e 1) by lra.
  rewrite (Rle_bool_true 0 l') by lra. simpl.
  eexists; eexists; split; [reflexivity|]. split.
  - destruct (Rlt_bool_spec 0 e); lra.
  - destruct (Rlt_bool_spec l' 1); lra.
Qed.


End Swept.

(* binary32 (prec 24, emin -149) and binary64 (prec 53, emin -1074) *)
Definition conservative_no_tunnelling_b32 :=
  @conservative_no_tunnelling (-149) 24 (eq_refl : Prec_gt_0 24) ltac:(lia) ltac:(lia).
Definition conservative_no_tunnelling_b64 :=
  @conservative_no_tunnelling (-1074) 53 (eq_refl : Prec_gt_0 53) ltac:(lia) ltac:(lia).

