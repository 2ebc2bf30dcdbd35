; Negative control (binary64): the known-wrong conservative_nonstrict (reference/include/spherebox_ref/sphere_aabb/known_wrong.hpp), c <= fl(min - r), rejects a touching ball.
; Models the lower-side rejection of lib/include/spherebox/sphere_aabb/conservative.hpp
; (test(): c < fl(min - r), round to nearest even, IEEE comparison), and the same line of
; ellipsoid_aabb/ and segment_sphere/conservative.hpp.
; Asks for finite c, min, r with r >= 0 where the rejection fires in its non-strict form although the ball
; reaches the slab: c + r >= min in the reals. The exact side needs no conversion to reals:
; for floats, c + r >= min holds exactly iff fl_down(c + r) >= min (round toward negative is the
; largest float not above c + r, min is a float; an overflow of the sum rounds down to the
; largest finite float, still >= min).
; Expect: sat, with a counterexample (a false negative). Format: binary64.
(set-logic QF_FP)
(define-sort F () (_ FloatingPoint 11 53))
(declare-const c F)
(declare-const lo F)
(declare-const r F)
(assert (not (fp.isNaN c)))
(assert (not (fp.isInfinite c)))
(assert (not (fp.isNaN lo)))
(assert (not (fp.isInfinite lo)))
(assert (not (fp.isNaN r)))
(assert (not (fp.isInfinite r)))
(assert (fp.geq r (_ +zero 11 53)))
(assert (fp.leq c (fp.sub RNE lo r)))
(assert (fp.geq (fp.add RTN c r) lo))
(check-sat)
(get-value (c lo r))
