//! Pushing the enemy's pawns (`push_enemy_pawn`, avalanche chess, spec variants-catalog §14): the
//! last move of a turn moves one enemy pawn a single step straight forward onto an empty cell
//! (AMB-AVA-1), compulsory when one can move, skipped otherwise (`turn_blocked = ends_turn`). It
//! is legal even when it exposes the pusher's own king — and then the pusher has lost. A pawn
//! pushed onto its promotion rank waits there unpromoted: its owner's next turn begins with the
//! choice of the piece (a move written from + the same cell + the letter, `e1e1q`, that is no
//! move of the turn), and a choice that attacks the pusher's king wins at once. The moves live in
//! `engine::special::push`.
