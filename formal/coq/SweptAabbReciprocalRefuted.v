(* Refutes reference/include/spherebox_ref/swept_aabb/known_wrong.hpp reciprocal_conservative::test (claimed
   conservative: never misses a contact) with a concrete binary32 input, evaluated by
   computation on Flocq's IEEE 754 binary32 model (IEEE754.Bits: b32_minus, b32_div,
   b32_mult in round-to-nearest-even, b32_compare).

   Modelled operation sequence for N = 1, exactly as the C++ computes it
   (swept_detail::closed_frame with swept_aabb::detail::frame_times and the reciprocal slab):
     v = fl(va - vb);  v == 0 ?  (no: the static branch is not taken)
     inv = fl(1 / v)
     v > 0 ?  s = {fl(fl(b.min - a.max) * inv), fl(fl(b.max - a.min) * inv)}
            : s = {fl(fl(b.max - a.min) * inv), fl(fl(b.min - a.max) * inv)}
     enter = (s.enter > 0 ? s.enter : 0), leave = (s.leave < 1 ? s.leave : 1)
     hit iff enter <= leave   (no widening)
   Witness: a = [0, 0] moving by va = V, b = [V, V] fixed (vb = 0), V = 0x1.001bb8p+126
   (bits 0x7E800DDC, below max/2 = 0x1.fffffep+126: inside the domain). Exactly, the boxes
   touch at t = 1 (a + 1 * V = [V, V] = b). Computed: inv = 0x1.ffc898p-127 (subnormal), both
   times are fl(V * inv) = 0x1.000002p+0 > 1, so enter > leave = 1: a miss, i.e. a false
   negative, which the conservative contract forbids. The computation below checks the miss;
   the exact touch at t = 1 is a real-number fact about the same floats. *)
From Coq Require Import ZArith Reals Lra Bool.
From Flocq Require Import Core IEEE754.Binary IEEE754.Bits.
Open Scope R_scope.

Definition zero32 : binary32 := b32_of_bits 0.
Definition one32 : binary32 := b32_of_bits 1065353216.       (* 0x3F800000 = 1 *)
Definition V : binary32 := b32_of_bits 2122321372.           (* 0x7E800DDC = 0x1.001bb8p+126 *)
Definition half_max : binary32 := b32_of_bits 2130706431.    (* 0x7EFFFFFF = max/2 *)

Definition gt32 (x y : binary32) : bool :=
  match b32_compare x y with Some Gt => true | _ => false end.
Definition lt32 (x y : binary32) : bool :=
  match b32_compare x y with Some Lt => true | _ => false end.
Definition le32 (x y : binary32) : bool :=
  match b32_compare x y with Some Lt | Some Eq => true | _ => false end.
Definition eq32 (x y : binary32) : bool :=
  match b32_compare x y with Some Eq => true | _ => false end.

(* reciprocal_conservative on one axis: Some (enter, leave) for a hit, None for a miss *)
Definition reciprocal_1d (amin amax va bmin bmax vb : binary32) : option (binary32 * binary32) :=
  let v := b32_minus BinarySingleNaN.mode_NE va vb in
  if eq32 v zero32 then
    (if le32 amin bmax && le32 bmin amax then Some (zero32, one32) else None)
  else
    let inv := b32_div BinarySingleNaN.mode_NE one32 v in
    let s_enter := if gt32 v zero32 then b32_mult BinarySingleNaN.mode_NE (b32_minus BinarySingleNaN.mode_NE bmin amax) inv
                   else b32_mult BinarySingleNaN.mode_NE (b32_minus BinarySingleNaN.mode_NE bmax amin) inv in
    let s_leave := if gt32 v zero32 then b32_mult BinarySingleNaN.mode_NE (b32_minus BinarySingleNaN.mode_NE bmax amin) inv
                   else b32_mult BinarySingleNaN.mode_NE (b32_minus BinarySingleNaN.mode_NE bmin amax) inv in
    let enter := if gt32 s_enter zero32 then s_enter else zero32 in
    let leave := if lt32 s_leave one32 then s_leave else one32 in
    if le32 enter leave then Some (enter, leave) else None.

(* The computed answer: a miss. *)
Lemma witness_missed : reciprocal_1d zero32 zero32 V V V zero32 = None.
Proof. vm_compute. reflexivity. Qed.

(* The intermediate values quoted above: inv = 0x1.ffc898p-127 (bits 0x007FF226) and
   fl(fl(V - 0) * inv) = 0x1.000002p+0 (bits 0x3F800001). *)
Lemma witness_values :
  bits_of_b32 (b32_div BinarySingleNaN.mode_NE one32 (b32_minus BinarySingleNaN.mode_NE V zero32)) = 8385062%Z /\
  bits_of_b32 (b32_mult BinarySingleNaN.mode_NE (b32_minus BinarySingleNaN.mode_NE V zero32)
    (b32_div BinarySingleNaN.mode_NE one32 (b32_minus BinarySingleNaN.mode_NE V zero32))) = 1065353217%Z.
Proof. vm_compute. split; reflexivity. Qed.

(* The witness is inside the domain |x| <= max/2, and finite. *)
Lemma witness_in_domain : lt32 V half_max = true /\ is_finite 24 128 V = true.
Proof. vm_compute. split; reflexivity. Qed.

(* Exactly, the closed boxes touch at t = 1 (on the real values of the same floats):
   a.min + (va - vb) * 1 <= b.max  and  b.min <= a.max + (va - vb) * 1. *)
Lemma witness_touches_at_1 :
  B2R 24 128 zero32 + (B2R 24 128 V - B2R 24 128 zero32) * 1 <= B2R 24 128 V /\
  B2R 24 128 V <= B2R 24 128 zero32 + (B2R 24 128 V - B2R 24 128 zero32) * 1.
Proof.
  assert (Z : zero32 = B754_zero 24 128 false) by (vm_compute; reflexivity).
  rewrite Z. simpl B2R. split; lra.
Qed.

Theorem reciprocal_conservative_refuted :
  (exists amin amax va bmin bmax vb : binary32,
     reciprocal_1d amin amax va bmin bmax vb = None /\
     B2R 24 128 amin + (B2R 24 128 va - B2R 24 128 vb) * 1 <= B2R 24 128 bmax /\
     B2R 24 128 bmin <= B2R 24 128 amax + (B2R 24 128 va - B2R 24 128 vb) * 1).
Proof.
  exists zero32, zero32, V, V, V, zero32. split; [exact witness_missed|].
  exact witness_touches_at_1.
Qed.
