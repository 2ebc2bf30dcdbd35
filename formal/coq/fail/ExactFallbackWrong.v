(* NEGATIVE CONTROL (must be rejected by coqc). The key step of ExactFallback.v (which models
   lib/include/spherebox/detail/exact_sum.hpp, product_sum::sign, whose operation sequence
   that file's header comment spells out) with the wrong unit: the integer Z is built with
   E = the GREATEST term exponent instead of the least (lo) that sign() takes. The terms below
   2^E are then not integer multiples of the unit (Z.pow truncates 2^(te - E) to 0), so the
   proof script of least_le / key_step fails at the bound E <= te; the statement is false
   (ExactFallback.greatest_exponent_is_wrong: 3 * 2^0 - 1 * 2^1 > 0, but the integer is -1). *)
From Coq Require Import ZArith Reals Lra Lia List.
From Flocq Require Import Core.
From Spherebox Require Import ExactFallback.
Open Scope R_scope.

(* the same script as least_le, for the greatest exponent *)
Lemma greatest_le : forall ts, Forall (fun t => (greatest ts <= te t)%Z) ts.
Proof.
  induction ts as [|t r IH]; [constructor|].
  destruct r as [|t' r'].
  - constructor; [simpl; lia|constructor].
  - change (greatest (t :: t' :: r')) with (Z.max (te t) (greatest (t' :: r'))).
    constructor; [lia|].
    eapply Forall_impl; [|exact IH]. intros s Hs. simpl in Hs |- *. lia.
Qed.

(* the same script as key_step *)
Theorem key_step_greatest : forall ts,
  Rcompare (rsum ts) 0 = Z.compare (Zint (greatest ts) ts) 0.
Proof.
  intros ts. rewrite (sum_is_integer_times_bpow (greatest ts) ts (greatest_le ts)).
  rewrite <- (Rmult_0_l (bpow radix2 (greatest ts))).
  rewrite Rcompare_mult_r by apply bpow_gt_0.
  apply Rcompare_IZR.
Qed.
