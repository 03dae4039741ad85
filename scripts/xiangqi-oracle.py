#!/usr/bin/env python3
"""Writes tests/data/xiangqi-cchess.json: random xiangqi games with each move in ICCS and in the
Chinese notation the `cchess` package (LGPL-3; only its output is kept, as test data) writes, for
tests/xiangqi_notation.rs, which checks fairyboard's Chinese notation and its WXF transliteration.

    python3 -m venv /tmp/pyc && /tmp/pyc/bin/pip install cchess==1.25.5
    /tmp/pyc/bin/python scripts/xiangqi-oracle.py > tests/data/xiangqi-cchess.json
"""
import json
import random

import cchess


def game(rng, plies):
    b = cchess.ChessBoard(cchess.FULL_INIT_FEN)
    moves = []
    for _ in range(plies):
        # Moves that leave the own general in check are dropped (cchess generates them).
        legal = [m for m in b.create_moves() if b.is_valid_move(*m) and not b.is_checked_move(*m)]
        if not legal:
            break
        f, t = rng.choice(legal)
        mv = b.move(f, t)
        if mv is None:
            break
        moves.append({"iccs": mv.to_iccs(), "text": mv.to_text()})
        b.next_turn()
        if mv.is_king_killed():
            break
    return moves


def main():
    rng = random.Random(20261201)
    print(json.dumps({"source": "cchess 1.25.5", "games": [game(rng, 120) for _ in range(40)]}, ensure_ascii=False, indent=0))


main()
