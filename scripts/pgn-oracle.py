#!/usr/bin/env python3
"""Writes PGN files as python-chess exports them (tags, comments, NAGs, a variation) into
tests/data/pgn/, and tests/data/pgn/expected.json with each game's final position, for tests/pgn.rs.

    /tmp/pyc/bin/python scripts/pgn-oracle.py
"""
import io
import json
import random

import chess
import chess.pgn
import chess.variant

OUT = "tests/data/pgn"


def play(board, rng, plies):
    moves = []
    for _ in range(plies):
        legal = list(board.legal_moves)
        if not legal or board.is_game_over(claim_draw=True):
            break
        m = rng.choice(legal)
        moves.append(m)
        board.push(m)
    return moves


def export(name, board_factory, variant, rng, plies):
    board = board_factory()
    game = chess.pgn.Game()
    if variant:
        game.headers["Variant"] = variant
    game.headers["Event"] = f"fairyboard test {name}"
    game.setup(board)
    moves = play(board.copy(), rng, plies)
    node = game
    for i, m in enumerate(moves):
        node = node.add_variation(m)
        if i % 7 == 3:
            node.comment = f"a comment after move {i + 1} [%clk 0:0{i % 10}:00]"
        if i % 11 == 5:
            node.nags.add(chess.pgn.NAG_GOOD_MOVE)
        if i == 4 and len(list(node.parent.board().legal_moves)) > 1:
            alt = [x for x in node.parent.board().legal_moves if x != m][0]
            node.parent.add_variation(alt).comment = "a side line"
    end = node.board()
    game.headers["Result"] = end.result(claim_draw=True)
    text = str(game)
    with open(f"{OUT}/{name}.pgn", "w") as f:
        f.write(text + "\n")
    return {"moves": len(moves), "end": end.fen(), "result": game.headers["Result"]}


def main():
    rng = random.Random(7)
    expected = {
        "chess": export("chess", chess.Board, None, rng, 90),
        "chess960": export("chess960", lambda: chess.Board.from_chess960_pos(123), "Chess960", rng, 90),
        "crazyhouse": export("crazyhouse", chess.variant.CrazyhouseBoard, "Crazyhouse", rng, 90),
        "antichess": export("antichess", chess.variant.AntichessBoard, "Antichess", rng, 200),
    }
    with open(f"{OUT}/expected.json", "w") as f:
        json.dump(expected, f, indent=1)


main()
