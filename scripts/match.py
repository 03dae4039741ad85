#!/usr/bin/env python3
"""Plays fairyboard's UCI engine against another UCI engine and reports the score.

Games alternate colours in pairs from the same opening (a short book for chess, a few noisy
fairyboard plies elsewhere). Every move is checked and every game adjudicated by fairyboard's own
rules: `fairyboard bestmove <variant> --moves ... --depth 1` replays the game, fails on an illegal
move and prints `outcome <white|black|draw> <reason>` when the game is over. An illegal move or a
missing answer loses the game for the engine that made it.

Python 3.11, standard library only. Example:

    python3 scripts/match.py --games 10 --movetime 200 \\
        --opponent /usr/games/stockfish --option UCI_LimitStrength=true --option UCI_Elo=1350
    python3 scripts/match.py --games 10 --movetime 200 --opponent "target/release/fairyboard uci" \\
        --opponent-go "depth 2"
    python3 scripts/match.py --variant xiangqi+simple_repetition --opponent-variant xiangqi \\
        --opponent /usr/games/fairy-stockfish --option UCI_LimitStrength=true --option UCI_Elo=1800
    python3 scripts/match.py --variant capablanca --fen "$(FEN of the standard array)" ...

Variants go to both engines as `setoption name UCI_Variant` (`--opponent-variant` when the other
engine names the rules otherwise); `--fen` starts every game from that position (sent as
`position fen`) where the two engines' start positions differ.
"""

import argparse
import math
import queue
import shlex
import subprocess
import sys
import threading

CHESS_BOOK = [
    "e2e4 e7e5", "d2d4 d7d5", "e2e4 c7c5", "d2d4 g8f6", "c2c4 e7e5",
    "g1f3 d7d5", "e2e4 e7e6", "e2e4 c7c6", "d2d4 f7f5", "c2c4 c7c5",
    "e2e4 d7d5", "e2e4 g8f6", "d2d4 e7e6", "c2c4 g8f6", "g1f3 g8f6",
    "e2e4 d7d6", "d2d4 d7d6", "b2b3 e7e5", "g2g3 d7d5", "e2e4 b8c6",
]


class Engine:
    """A UCI engine in a subprocess, read by a thread so that answers can time out."""

    def __init__(self, command, name):
        self.name = name
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def send(self, text):
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix, timeout):
        while True:
            line = self.lines.get(timeout=timeout)
            if line is None:
                raise RuntimeError(f"{self.name} exited")
            if line.startswith(prefix):
                return line

    def start(self, variant, options):
        self.send("uci")
        self.wait_for("uciok", 10)
        if variant not in ("chess", None):
            self.send(f"setoption name UCI_Variant value {variant}")
        for opt in options:
            name, _, value = opt.partition("=")
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.wait_for("readyok", 10)

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.wait_for("readyok", 10)

    def best(self, moves, go, timeout, fen=None):
        start = f"position fen {fen}" if fen else "position startpos"
        self.send(start + (" moves " + " ".join(moves) if moves else ""))
        self.send("go " + go)
        return self.wait_for("bestmove", timeout).split()[1]

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


def referee(fairyboard, variant, moves, extra=(), fen=None):
    """Replays `moves` with fairyboard: (legal, outcome line or None, output)."""
    cmd = [fairyboard, "bestmove", variant, "--depth", "1", *extra]
    if fen:
        cmd += ["--fen", fen]
    if moves:
        cmd += ["--moves", ",".join(moves)]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    if r.returncode != 0:
        return False, None, r.stderr.strip()
    outcome = next((line for line in r.stdout.splitlines() if line.startswith("outcome ")), None)
    return True, outcome, r.stdout


def opening(args, pair):
    moves = []
    plies = args.random_plies
    if args.variant == "chess":
        moves = CHESS_BOOK[pair % len(CHESS_BOOK)].split()
        # Past the book's length, each pass over it adds noisy plies after the book moves.
        plies = args.book_random if pair >= len(CHESS_BOOK) or args.book_random_always else 0
    for ply in range(plies):
        ok, outcome, out = referee(args.fairyboard, args.variant, moves,
                                   ["--noise", "150", "--seed", str(pair * 7 + ply)], args.fen)
        mv = next((line.split()[1] for line in out.splitlines() if line.startswith("bestmove ")), "(none)")
        if not ok or outcome or mv == "(none)":
            break
        moves.append(mv)
    return moves


def play(args, white, black, moves):
    """One game: returns (result for White: 1, 0.5, 0; reason, moves)."""
    engines = [white, black]
    for e in engines:
        e.new_game()
    ply = len(moves)
    while True:
        ok, outcome, out = referee(args.fairyboard, args.variant, moves, fen=args.fen)
        if not ok:
            # The last mover played an illegal move.
            loser = (len(moves) - 1) % 2
            return (0.0 if loser == 0 else 1.0), f"illegal move {moves[-1]} by {engines[loser].name}: {out}", moves
        if outcome:
            _, winner, reason = outcome.split()
            return {"white": 1.0, "black": 0.0, "draw": 0.5}[winner], reason, moves
        if ply >= args.max_plies:
            return 0.5, "ply cap", moves
        side = ply % 2
        engine = engines[side]
        own_go = args.opponent_go if engine.name == "opponent" else args.engine_go
        go = own_go or f"movetime {args.movetime}"
        try:
            mv = engine.best(moves, go, timeout=args.movetime / 1000 * 5 + 30, fen=args.fen)
        except Exception as ex:  # no answer: that side loses
            return (0.0 if side == 0 else 1.0), f"{engine.name} failed: {ex}", moves
        if mv in ("(none)", "0000"):
            return (0.0 if side == 0 else 1.0), f"{engine.name} resigned or had no move", moves
        moves.append(mv)
        ply += 1


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--fairyboard", default="target/release/fairyboard")
    p.add_argument("--engine", default=None, help="fairyboard's engine command (default: FAIRYBOARD uci)")
    p.add_argument("--engine-go", default=None, help="go arguments for fairyboard (default: movetime)")
    p.add_argument("--opponent", required=True, help="the other engine's command")
    p.add_argument("--opponent-go", default=None, help="go arguments for the opponent (default: movetime)")
    p.add_argument("--option", action="append", default=[], help="NAME=VALUE for the opponent")
    p.add_argument("--variant", default="chess")
    p.add_argument("--opponent-variant", default=None, help="the variant's name for the opponent (default: --variant)")
    p.add_argument("--fen", default=None, help="start every game from this position (default: startpos)")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--movetime", type=int, default=200)
    p.add_argument("--max-plies", type=int, default=300)
    p.add_argument("--random-plies", type=int, default=2)
    p.add_argument("--book-random", type=int, default=0,
                   help="chess: noisy fairyboard plies after the book moves once the book is used up")
    p.add_argument("--book-random-always", action="store_true", help="chess: add --book-random plies to every opening")
    p.add_argument("--first-game", type=int, default=0, help="number of the first game (to split a match)")
    args = p.parse_args()

    ours = Engine(args.engine or f"{args.fairyboard} uci", "fairyboard")
    theirs = Engine(args.opponent, "opponent")
    ours.start(args.variant, [])
    theirs.start(args.opponent_variant or args.variant, args.option)
    scores = []
    wins = draws = losses = 0
    try:
        for g in range(args.first_game, args.first_game + args.games):
            book = opening(args, g // 2)
            fb_white = g % 2 == 0
            white, black = (ours, theirs) if fb_white else (theirs, ours)
            result, reason, moves = play(args, white, black, list(book))
            ours_score = result if fb_white else 1.0 - result
            scores.append(ours_score)
            wins += ours_score == 1.0
            draws += ours_score == 0.5
            losses += ours_score == 0.0
            colour = "White" if fb_white else "Black"
            print(f"game {g + 1}: fairyboard {colour} scores {ours_score} ({reason}, {len(moves)} plies): "
                  f"{' '.join(moves)}", flush=True)
    finally:
        ours.close()
        theirs.close()
    n = len(scores)
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / max(n - 1, 1)
    err = 1.96 * math.sqrt(var / n)

    def elo(s):
        s = min(max(s, 1e-3), 1 - 1e-3)
        return -400 * math.log10(1 / s - 1)

    tc = f"fairyboard {args.engine_go or f'movetime {args.movetime}'}, opponent {args.opponent_go or f'movetime {args.movetime}'}"
    print(f"fairyboard vs opponent, {args.variant}, {tc}, {n} games: +{wins} ={draws} -{losses}, "
          f"score {mean:.3f} ± {err:.3f} (95%), Elo {elo(mean):+.0f} "
          f"[{elo(mean - err):+.0f}, {elo(mean + err):+.0f}]")


if __name__ == "__main__":
    sys.exit(main())
