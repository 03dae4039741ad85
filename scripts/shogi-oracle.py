#!/usr/bin/env python3
"""Writes tests/data/shogi-kif-python-shogi.json: random shogi games with each move in USI and in
the KIF (Japanese) text python-shogi (GPL-3; only its output is kept, as test data) writes, for
tests/written.rs.

    python3 -m venv /tmp/pyc && /tmp/pyc/bin/pip install python-shogi==1.1.1
    /tmp/pyc/bin/python scripts/shogi-oracle.py > tests/data/shogi-kif-python-shogi.json
"""
import json
import random

import shogi
import shogi.KIF


def game(rng, plies):
    board = shogi.Board()
    moves = []
    for _ in range(plies):
        legal = list(board.legal_moves)
        if not legal or board.is_game_over():
            break
        # Drops, promotions and captures now and then, so that every form occurs.
        sharp = [m for m in legal if m.drop_piece_type or m.promotion or board.piece_at(m.to_square)]
        m = rng.choice(sharp if sharp and rng.random() < 0.4 else legal)
        usi = m.usi()
        moves.append({"usi": usi, "kif": shogi.KIF.Exporter.kif_move_from(usi, board)})
        board.push(m)
    return moves


def main():
    rng = random.Random(20261201)
    print(json.dumps({"source": "python-shogi", "games": [game(rng, 150) for _ in range(30)]}, ensure_ascii=False, indent=0))


main()
