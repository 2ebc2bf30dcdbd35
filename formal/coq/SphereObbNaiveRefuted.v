(* Refutes reference/include/spherebox_ref/sphere_obb/known_wrong.hpp obb_conservative_naive::test (claimed conservative:
   never a false negative) with a concrete binary32 input in the conservative variant's
   domain, the answer evaluated by computation on Flocq's IEEE 754 binary32 model
   (IEEE754.Bits: b32_minus, b32_mult, b32_plus in round-to-nearest-even, b32_compare).

   Modelled operation sequence for N = 3, exactly as the C++ computes it (NaN-free input):
     for i = 0, 1, 2:
       p = 0;  for k = 0, 1, 2:  p = fl(p + fl(fl(c_k - o_k) * a_ik))     (p += (c - o) * a)
       if |p| > fl(h_i + r) return false                                    (strict)
     return true
   (|p| is p < 0 ? -p : p, exact.)
   Witness: axes a_0 = (1 + 2^-23, 0, 0), a_1 = (0, 1, 0), a_2 = (0, 0, 1) (every
   |a_i . a_j - delta_ij| <= 2^-22 + 2^-46 <= tau = 2^-19), half extents h = (2, 1, 1),
   centre o = 0, ball centre c = (3 + 2^-22, 0, 0), radius r = 1. The parallelepiped the
   axes span contains x = o + 2 a_0 = (2 + 2^-22, 0, 0) (t = (2, 0, 0)), at distance exactly
   1 = r from c: the closed ball and the box touch. Computed: p_0 = fl((3 + 2^-22)(1 + 2^-23))
   = 3 + 3 * 2^-22 > fl(2 + 1) = 3, so the naive test rejects: a false negative.
   The margin-free rejection forgets that |a_0| > 1 stretches the box along a_0. *)
From Coq Require Import ZArith Reals Lra Bool.
From Flocq Require Import Core IEEE754.Binary IEEE754.Bits.
Open Scope R_scope.

Notation NE := BinarySingleNaN.mode_NE.
Definition gt32 (x y : binary32) : bool :=
  match b32_compare x y with Some Gt => true | _ => false end.
Definition lt32 (x y : binary32) : bool :=
  match b32_compare x y with Some Lt => true | _ => false end.

Definition zero32 : binary32 := b32_of_bits 0.
Definition one32 : binary32 := b32_of_bits 1065353216.    (* 0x3F800000 = 1 *)
Definition two32 : binary32 := b32_of_bits 1073741824.    (* 0x40000000 = 2 *)
Definition A : binary32 := b32_of_bits 1065353217.        (* 0x3F800001 = 1 + 2^-23 *)
Definition C : binary32 := b32_of_bits 1077936129.        (* 0x40400001 = 3 + 2^-22 *)

Definition magnitude (x : binary32) := if lt32 x zero32 then b32_opp x else x.
Definition project (c0 c1 c2 o0 o1 o2 a0 a1 a2 : binary32) : binary32 :=
  let p := b32_plus NE zero32 (b32_mult NE (b32_minus NE c0 o0) a0) in
  let p := b32_plus NE p (b32_mult NE (b32_minus NE c1 o1) a1) in
  b32_plus NE p (b32_mult NE (b32_minus NE c2 o2) a2).
Definition axis_rejects (c0 c1 c2 o0 o1 o2 a0 a1 a2 h r : binary32) : bool :=
  gt32 (magnitude (project c0 c1 c2 o0 o1 o2 a0 a1 a2)) (b32_plus NE h r).

(* the naive test's answer: false = "no overlap" *)
Definition naive (c0 c1 c2 r o0 o1 o2 a00 a01 a02 a10 a11 a12 a20 a21 a22 h0 h1 h2 : binary32) :=
  negb (axis_rejects c0 c1 c2 o0 o1 o2 a00 a01 a02 h0 r
        || axis_rejects c0 c1 c2 o0 o1 o2 a10 a11 a12 h1 r
        || axis_rejects c0 c1 c2 o0 o1 o2 a20 a21 a22 h2 r).

Lemma witness_rejected :
  naive C zero32 zero32 one32 zero32 zero32 zero32
        A zero32 zero32  zero32 one32 zero32  zero32 zero32 one32  two32 one32 one32 = false.
Proof. vm_compute. reflexivity. Qed.

(* The computed projection on axis 0 is 0x1.800006p+1 = 3 + 3 * 2^-22 (bits 0x40400003). *)
Lemma witness_projection :
  bits_of_b32 (project C zero32 zero32 zero32 zero32 zero32 A zero32 zero32) = 1077936131%Z.
Proof. vm_compute. reflexivity. Qed.

(* The real values of the witness floats. *)
Lemma B2R_zero : B2R 24 128 zero32 = 0.
Proof. assert (E : zero32 = B754_zero 24 128 false) by (vm_compute; reflexivity). rewrite E. reflexivity. Qed.

Lemma B2R_finite_eq : forall (x : binary32) m e,
  match x with B754_finite _ _ false m' e' _ => m' = m /\ e' = e | _ => False end ->
  B2R 24 128 x = IZR (Zpos m) * bpow radix2 e.
Proof.
  intros x m e H. destruct x as [s|s| |s m' e' Hb]; try contradiction.
  destruct s; [contradiction|]. destruct H as [-> ->]. reflexivity.
Qed.

Lemma B2R_one : B2R 24 128 one32 = 1.
Proof.
  rewrite (B2R_finite_eq one32 8388608 (-23)) by (vm_compute; split; reflexivity).
  simpl. lra.
Qed.

Lemma B2R_two : B2R 24 128 two32 = 2.
Proof.
  rewrite (B2R_finite_eq two32 8388608 (-22)) by (vm_compute; split; reflexivity).
  simpl. lra.
Qed.

Lemma B2R_A : B2R 24 128 A = 1 + / 8388608.
Proof.
  rewrite (B2R_finite_eq A 8388609 (-23)) by (vm_compute; split; reflexivity).
  simpl. lra.
Qed.

Lemma B2R_C : B2R 24 128 C = 3 + / 4194304.
Proof.
  rewrite (B2R_finite_eq C 12582913 (-22)) by (vm_compute; split; reflexivity).
  simpl. lra.
Qed.

(* Exactly: the axes are within tau = 32 * 2^-24 = 2^-19 of orthonormal (the only non-trivial
   entry is a_0 . a_0 = (1 + 2^-23)^2), and the point o + 2 a_0 + 0 a_1 + 0 a_2 of the box
   (|t_0| = 2 <= h_0 = 2) is at squared distance 1 <= r^2 = 1 from c. *)
Lemma witness_gram : Rabs (B2R 24 128 A * B2R 24 128 A - 1) <= 32 / 16777216.
Proof. rewrite B2R_A. rewrite Rabs_pos_eq; lra. Qed.

Lemma witness_exact_overlap :
  let a := B2R 24 128 A in let c := B2R 24 128 C in let z := B2R 24 128 zero32 in
  let t0 := B2R 24 128 two32 in
  (* x = o + t0 a_0 + 0 a_1 + 0 a_2, o = (z, z, z) *)
  let x0 := z + t0 * a + 0 * z + 0 * z in
  let x1 := z + t0 * z + 0 * B2R 24 128 one32 + 0 * z in
  let x2 := z + t0 * z + 0 * z + 0 * B2R 24 128 one32 in
  Rabs t0 <= B2R 24 128 two32 /\
  (x0 - c) * (x0 - c) + (x1 - z) * (x1 - z) + (x2 - z) * (x2 - z)
    <= B2R 24 128 one32 * B2R 24 128 one32.
Proof.
  cbv zeta. rewrite B2R_A, B2R_C, B2R_zero, B2R_two, B2R_one.
  split; [rewrite Rabs_pos_eq; lra|]. lra.
Qed.

Theorem obb_conservative_naive_refuted :
  naive C zero32 zero32 one32 zero32 zero32 zero32
        A zero32 zero32  zero32 one32 zero32  zero32 zero32 one32  two32 one32 one32 = false /\
  Rabs (B2R 24 128 A * B2R 24 128 A - 1) <= 32 / 16777216 /\
  (let x0 := 2 * B2R 24 128 A in
   (x0 - B2R 24 128 C) * (x0 - B2R 24 128 C) <= B2R 24 128 one32 * B2R 24 128 one32).
Proof.
  split; [exact witness_rejected|]. split; [exact witness_gram|].
  cbv zeta. rewrite B2R_A, B2R_C, B2R_one. lra.
Qed.
