#!/usr/bin/env python3
"""Writes tests/data/san-python-chess.json: random games with each move in UCI and in the SAN that
python-chess (an outside implementation, GPL-3; only its output is kept, as test data) writes, for
chess, Chess960, crazyhouse and antichess. tests/san.rs replays them.

    python3 -m venv /tmp/pyc && /tmp/pyc/bin/pip install chess==1.11.2
    /tmp/pyc/bin/python scripts/san-oracle.py > tests/data/san-python-chess.json
"""
import json
import random

import chess
import chess.variant

VARIANTS = {
    "chess": lambda rng: chess.Board(),
    "chess960": lambda rng: chess.Board.from_chess960_pos(rng.randrange(960)),
    "crazyhouse": lambda rng: chess.variant.CrazyhouseBoard(),
    "antichess": lambda rng: chess.variant.AntichessBoard(),
}


def game(make, rng, plies):
    board = make(rng)
    start = board.fen()
    moves = []
    for _ in range(plies):
        legal = list(board.legal_moves)
        if not legal or board.is_game_over(claim_draw=True):
            break
        # (A game stops where python-chess could claim a draw: fairyboard ends it there.)
        # Prefer captures, checks, castlings, promotions and drops now and then, so that the notation's cases occur.
        sharp = [m for m in legal if board.is_capture(m) or board.gives_check(m) or board.is_castling(m) or m.promotion or m.drop]
        m = rng.choice(sharp if sharp and rng.random() < 0.4 else legal)
        moves.append({"uci": m.uci(), "san": board.san(m)})
        board.push(m)
    return {"fen": start, "moves": moves, "end": board.fen()}


def main():
    rng = random.Random(20261201)
    out = {"source": "python-chess " + chess.__version__, "games": {}}
    for name, make in VARIANTS.items():
        out["games"][name] = [game(make, rng, 160) for _ in range(25)]
    print(json.dumps(out, indent=0))


main()
