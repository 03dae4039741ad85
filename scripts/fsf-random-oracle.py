#!/usr/bin/env python3
"""Random positions checked against Fairy-Stockfish 11.1 (Debian's /usr/games/fairy-stockfish).

For each variant, seeded random playouts of 5-80 plies are played with fairyboard's own legal
moves (`fairyboard moves`), biased toward promotions, castling and en passant, captures, pawn
moves, drops and checks, so that rare rules occur. At every ply fairyboard's legal moves are
compared with Fairy-Stockfish's (`go perft 1`); the positions themselves come from
Fairy-Stockfish's `d` after each move (its FEN dialect, which fairyboard reads). From each playout
one or two positions are kept and counted at depths 1, 2 and, where Fairy-Stockfish needs less
than 0.5 s, 3: Fairy-Stockfish's `go perft N` against `fairyboard perft <id> N --count fsf`
(Fairy-Stockfish's last ply keeps shogi's pawn-drop mates, as in tests/perft.rs). Where the counts
differ, the script walks down every subtree whose counts differ (child positions from
Fairy-Stockfish's FEN) to the positions whose move lists differ, and prints for each the variant,
the FEN, the line that reached it and the moves only one side has.

Run from the repository root (release build first; both engines are single-threaded):

    cargo build --release
    python3 scripts/fsf-random-oracle.py                            # all variants, a summary
    python3 scripts/fsf-random-oracle.py --write tests/data/fsf-random.json   # regenerate the data
    python3 scripts/fsf-random-oracle.py --variants shako,xiangqi --playouts 40 --seed 3
    cargo test --profile testing --test fsf_random                  # checks the written file (~1 s)

Options: --seed N (default 7), --playouts N per variant (default 150), --variants a,b,... (the
fairyboard ids of VARIANTS), --keep N (agreed positions written per variant, a seeded sample,
default 40), --node-cap N (the largest count written, default 2,000,000), --known-per-variant N
(explained differences written per variant, default 6), --show-known (print explained
disagreements too), --fairyboard PATH (default target/release/fairyboard), --fsf PATH, --write
FILE. The default run takes 8.5-10.5 minutes on this 2-core machine (16 variants, about 4,100
positions counted and 100,000 move lists compared; most of the time is the start-up of 113,000
fairyboard CLI processes), writes 601 positions with 45.6 million leaves and 8 explained
differences; the test checks them in about 1 s (profile `testing`).

Variant mapping (the same as tests/perft.rs): fairyboard `xiangqi` is compared as
`xiangqi+simple_repetition`; chess960 is Fairy-Stockfish's `fischerandom` (Shredder-FEN, castling
written king-takes-rook: moves are compared by a canonical key), bughouse its single-board
`bughouse` with hands given in the FEN (its captures go to the partner's board, so random hands
are put into the start FEN), capablanca starts from Fairy-Stockfish's array or the article's.
Not covered: `torishogi` (Fairy-Stockfish 11.1 has no torishogi and no custom pieces to define one
with VariantPath), `miccio`, `maharajah` and `yarishogi` (not in 11.1).

Disagreements explained by a rule (KNOWN below: each differing move is tested for the rule, some
with Fairy-Stockfish's own help) are written to the JSON's `known_differences` with both counts
and the rule's explanation under `rules`; a position with any unexplained difference is printed
and written to `open` (which makes tests/fsf_random.rs fail), never to `positions`.
"""
import argparse
import json
import random
import re
import subprocess
import sys
import time

# fairyboard id -> (Fairy-Stockfish UCI_Variant, fairyboard id with the options restoring FSF's rules)
VARIANTS = {
    "chess": ("chess", "chess"),
    "chess960": ("fischerandom", "chess960"),
    "capablanca": ("capablanca", "capablanca"),
    "caparandom": ("caparandom", "caparandom"),
    "grand": ("grand", "grand"),
    "crazyhouse": ("crazyhouse", "crazyhouse"),
    "bughouse": ("bughouse", "bughouse"),
    "antichess": ("antichess", "antichess"),
    "giveaway": ("giveaway", "giveaway"),
    "gardner": ("gardner", "gardner"),
    "shako": ("shako", "shako"),
    "minishogi": ("minishogi", "minishogi"),
    "shogi": ("shogi", "shogi"),
    "kyotoshogi": ("kyotoshogi", "kyotoshogi"),
    "dobutsu": ("dobutsu", "dobutsu"),
    "xiangqi": ("xiangqi", "xiangqi+simple_repetition"),
}
EN_PASSANT = {"chess", "chess960", "capablanca", "caparandom", "grand", "crazyhouse", "bughouse", "antichess",
              "giveaway", "shako"}
SHOGI_FAMILY = {"minishogi", "shogi", "kyotoshogi", "dobutsu"}
# Kyoto shogi turns every piece over on every move: a suffix there is no promotion worth seeking.
FLIPS_ALWAYS = {"kyotoshogi"}

# Shogi's pawn-drop mate: Fairy-Stockfish lists it at perft's last ply (see compare_lists).
DROP_MATE_ILLEGAL = {"shogi", "minishogi"}


def dobutsu_lion_capturable(oracle, fen, mv):
    """Whether, after `mv`, the mover's lion stands where an enemy piece could take it (a tiny model
    of dobutsu: c chick fW, +c hen WfF, e elephant F, g giraffe W, l lion K; White moves up)."""
    cells, side = board_of(fen)
    cells = dict(cells)
    if "@" in mv:
        letter, sq = mv.split("@")
        cells[sq] = (letter.upper() if side == "w" else letter.lower(), False)
    else:
        m = MOVE.match(mv)
        fr, to = m.group(1) + m.group(2), m.group(3) + m.group(4)
        letter, promoted = cells.pop(fr)
        cells[to] = (letter, promoted or m.group(5) == "+")
    lion = next(sq for sq, (p, _) in cells.items() if p == ("L" if side == "w" else "l"))
    for sq, (p, promoted) in cells.items():
        if own(p, side):
            continue
        fwd = 1 if p.isupper() else -1
        steps = {"c": [(0, fwd)], "e": [(1, 1), (1, -1), (-1, 1), (-1, -1)], "g": [(0, 1), (0, -1), (1, 0), (-1, 0)],
                 "l": [(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1) if x or y]}[p.lower()]
        if p.lower() == "c" and promoted:
            steps = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, fwd), (-1, fwd)]
        for dx, dy in steps:
            if "%s%d" % (chr(ord(sq[0]) + dx), int(sq[1:]) + dy) == lion:
                return True
    return False


def dobutsu_unpromoted_chick_to_last_rank(oracle, fen, mv):
    cells, side = board_of(fen)
    m = MOVE.match(mv)
    if not m or m.group(5):
        return False
    piece = cells.get(m.group(1) + m.group(2))
    far = "4" if side == "w" else "1"
    return piece == (("C" if side == "w" else "c"), False) and m.group(4) == far


def castling_into_uncovered_check(oracle, fen, mv):
    """A castling after which Fairy-Stockfish itself sees the mover's king attacked."""
    cells, side = board_of(fen)
    if "castle" not in canonical(mv, cells, side):
        return False
    after, _ = oracle.fsf.display(fen, [mv])
    fields = after.split()
    fields[1], fields[3] = side, "-"
    return oracle.fsf.display(" ".join(fields))[1]


CASTLING_UNCOVERED = (
    "fsf11-castling-into-uncovered-check", "fsf_only", castling_into_uncovered_check,
    "Fairy-Stockfish 11.1 (Stockfish's Position::legal) tests a castling king's path against the "
    "position before the move and looks for a line the castling rook uncovers only in Chess960 mode. "
    "Outside it (shako, where the elephants, not the rooks, stand in the corners) a queen, rook or cannon "
    "beyond the rook on the castling rank then attacks the king's destination once the rook has gone: "
    "Fairy-Stockfish lists a castling that leaves the king in check (its own `d` shows the checker when "
    "the mover is put to move after it). fairyboard refuses it, as every rule set does (spec chess-rules: "
    "a move may not leave one's king in check; the king may not castle into check).")

# Disagreements explained by a rule, move by move: variant -> [(rule id, which list the move is
# in, test(oracle, fen, move), explanation)]. A disagreement is explained when every move that
# only one side has is explained by a rule.
KNOWN = {
    "shako": [CASTLING_UNCOVERED],
    "chess": [CASTLING_UNCOVERED],
    "capablanca": [CASTLING_UNCOVERED],
    "crazyhouse": [CASTLING_UNCOVERED],
    "bughouse": [CASTLING_UNCOVERED],
    "dobutsu": [
        ("fsf11-royal-lion", "fairyboard_only", dobutsu_lion_capturable,
         "Fairy-Stockfish 11.1's dobutsu lion is a royal KING (its variant.cpp: add_piece(KING, 'l'), "
         "flagPiece = KING), so a side may not leave its lion where it can be taken. fairyboard follows the "
         "later Fairy-Stockfish of ../shared/reference/perft.json (add_piece(COMMONER, 'l') with the lion's "
         "capture ending the game), where a lion may step into attack. Each such move leaves the mover's "
         "lion capturable (checked by this script's own model of dobutsu's pieces)."),
        ("fsf11-optional-chick-promotion", "fsf_only", dobutsu_unpromoted_chick_to_last_rank,
         "Fairy-Stockfish 11.1's dobutsu has no compulsory promotion (immobilityIllegal = false and no "
         "mandatoryPiecePromotion, added later): it also lets a chick step onto the last rank unpromoted. "
         "Dobutsu's rules (and the later Fairy-Stockfish, and fairyboard) promote it to a hen there."),
    ],
}


def explain(oracle, variant, fen, fsf_only, fb_only):
    """The rule ids explaining every differing move, or None."""
    used = set()
    for side, moves in (("fsf_only", fsf_only), ("fairyboard_only", fb_only)):
        for mv in moves:
            rule = next((r for r in KNOWN.get(variant, []) if r[1] == side and r[2](oracle, fen, mv)), None)
            if rule is None:
                return None
            used.add(rule[0])
    return sorted(used) or None


class Fsf:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.variant = None
        self.send("uci")
        self.until(lambda l: l == "uciok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, done):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("Fairy-Stockfish ended: " + "\n".join(lines[-5:]))
            line = line.rstrip("\n")
            lines.append(line)
            if done(line):
                return lines

    def sync(self):
        self.send("isready")
        self.until(lambda l: l == "readyok")

    def set_variant(self, v):
        if v != self.variant:
            self.send("setoption name UCI_Variant value " + v)
            self.sync()
            self.variant = v

    def position(self, fen, moves=()):
        self.send("position " + ("startpos" if fen is None else "fen " + fen) + (" moves " + " ".join(moves) if moves else ""))

    def display(self, fen, moves=()):
        """(FEN, in check) of the position after `moves`."""
        self.position(fen, moves)
        self.send("d")
        lines = self.until(lambda l: l.startswith("Checkers:"))
        fen_out = next(l[5:].strip() for l in lines if l.startswith("Fen: "))
        return fen_out, lines[-1][len("Checkers:"):].strip() != ""

    def divide(self, fen, depth):
        """({move: count}, total, seconds)."""
        self.position(fen)
        t = time.time()
        self.send("go perft %d" % depth)
        lines = self.until(lambda l: l.startswith("Nodes searched:"))
        secs = time.time() - t
        out = {}
        for l in lines:
            m = re.match(r"^(\S+): (\d+)$", l)
            if m:
                out[m.group(1)] = int(m.group(2))
        return out, int(lines[-1].split(":")[1]), secs


class Fairyboard:
    def __init__(self, path):
        self.path = path
        self.calls = 0

    def run(self, *args):
        self.calls += 1
        r = subprocess.run([self.path, *args], capture_output=True, text=True)
        if r.returncode != 0:
            raise ValueError(r.stderr.strip())
        return r.stdout

    def moves(self, fid, fen):
        return self.run("moves", fid, "--fen", fen).split()

    def perft(self, fid, fen, depth):
        """Leaves as Fairy-Stockfish counts them (pawn-drop mates at the last ply), and ms."""
        last = self.run("perft", fid, str(depth), "--fen", fen, "--count", "fsf").strip().splitlines()[-1].split()
        return int(last[1]), int(last[3])


# ---- FEN and moves -------------------------------------------------------------------------------

def board_of(fen):
    """{square: (letter, promoted)} of a FEN's board, and the side to move ('w' / 'b')."""
    fields = fen.split()
    placement = fields[0].split("[")[0]
    ranks = placement.split("/")
    cells = {}
    for i, rank in enumerate(ranks):
        r = len(ranks) - i
        f = 0
        for tok in re.findall(r"\d+|\+?[A-Za-z]~?|\*", rank):
            if tok.isdigit():
                f += int(tok)
                continue
            if tok != "*":
                cells["%s%d" % (chr(97 + f), r)] = (tok.strip("+~"), tok.startswith("+") or tok.endswith("~"))
            f += 1
    return cells, fields[1]


MOVE = re.compile(r"^([a-z])(\d+)([a-z])(\d+)(.*)$")


def own(letter, side):
    return letter.isupper() == (side == "w")


def canonical(mv, cells, side):
    """One key per move whichever way castling is written (king's destination or king takes rook)."""
    m = MOVE.match(mv)
    if not m or "@" in mv:
        return mv
    fr, to = m.group(1) + m.group(2), m.group(3) + m.group(4)
    piece = cells.get(fr)
    if piece and piece[0].lower() == "k" and own(piece[0], side) and m.group(2) == m.group(4):
        target = cells.get(to)
        df = ord(m.group(3)) - ord(m.group(1))
        if (target and target[0].lower() == "r" and own(target[0], side)) or abs(df) >= 2:
            return "%s-castle-%s" % (fr, "h" if df > 0 else "a")
    return mv


def kinds(mv, cells, side, variant):
    """The categories a playout favours: drop, promotion, capture, special (castling, en passant)."""
    out = set()
    if "@" in mv:
        return {"drop"}
    m = MOVE.match(mv)
    fr, to, suffix = m.group(1) + m.group(2), m.group(3) + m.group(4), m.group(5)
    if suffix and suffix != "-" and variant not in FLIPS_ALWAYS:
        out.add("promotion")
    target = cells.get(to)
    if target and not own(target[0], side):
        out.add("capture")
    if "castle" in canonical(mv, cells, side):
        out.add("special")
    piece = cells.get(fr)
    if piece and piece[0].lower() == "p" and not piece[1] and variant not in SHOGI_FAMILY:
        out.add("pawn")
    if (variant in EN_PASSANT and piece and piece[0].lower() == "p" and not target
            and abs(ord(m.group(1)) - ord(m.group(3))) == 1):
        out.update({"special", "capture", "en passant"})
    return out


# ---- start positions -----------------------------------------------------------------------------

def chess960_rank(n):
    """Scharnagl's numbering: array n (0-959) of White's back rank."""
    rank = [None] * 8
    n, b = divmod(n, 4)
    rank[2 * b + 1] = "B"
    n, b = divmod(n, 4)
    rank[2 * b] = "B"
    n, q = divmod(n, 6)
    free = [i for i in range(8) if rank[i] is None]
    rank[free[q]] = "Q"
    knights = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)][n]
    free = [i for i in range(8) if rank[i] is None]
    for k in knights:
        rank[free[k]] = "N"
    free = [i for i in range(8) if rank[i] is None]
    for i, p in zip(free, "RKR"):
        rank[i] = p
    return "".join(rank)


def caparandom_rank(rng):
    while True:
        r = list("RNABQKBCNR")
        rng.shuffle(r)
        bishops = [i for i, p in enumerate(r) if p == "B"]
        rooks = [i for i, p in enumerate(r) if p == "R"]
        k = r.index("K")
        if bishops[0] % 2 != bishops[1] % 2 and rooks[0] < k < rooks[1]:
            return "".join(r)


def shredder(rank):
    rooks = [i for i, p in enumerate(rank) if p == "R"]
    up = "".join(chr(65 + i) for i in reversed(rooks))
    return up + up.lower()


def start_fen(variant, rng, fsf):
    if variant == "chess960":
        n = rng.randrange(960)
        r = chess960_rank(n)
        return "%s/pppppppp/8/8/8/8/PPPPPPPP/%s w %s - 0 1" % (r.lower(), r, shredder(r))
    if variant == "caparandom":
        r = caparandom_rank(rng)
        return "%s/pppppppppp/10/10/10/10/PPPPPPPPPP/%s w %s - 0 1" % (r.lower(), r, shredder(r))
    if variant == "capablanca" and rng.random() < 0.5:
        # The article's array (fairyboard's default start).
        return "rnbcqkabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBCQKABNR w KQkq - 0 1"
    fen, _ = fsf.display(None)
    if variant == "bughouse":
        # Pieces the partner's board would have handed over.
        hand = "".join(rng.choice("QRBNPPPqrbnppp") for _ in range(rng.randrange(1, 9)))
        fen = fen.replace("[]", "[" + hand + "]", 1)
    return fen


# ---- playouts and counts -------------------------------------------------------------------------

class Oracle:
    def __init__(self, args):
        self.fsf = Fsf(args.fsf)
        self.fb = Fairyboard(args.fairyboard)
        self.compared_lists = 0
        self.drop_mates = 0
        self.disagreements = []

    def compare_lists(self, variant, fen, line, start):
        """Both move lists, keyed canonically: (disagreement or None, fairyboard's, Fairy-Stockfish's)."""
        fid = VARIANTS[variant][1]
        cells, side = board_of(fen)
        try:
            mine = self.fb.moves(fid, fen)
        except ValueError as e:
            return self.record(variant, fen, line, start, None, None, [], [], "fairyboard refuses the FEN: %s" % e), {}, {}
        theirs = list(self.fsf.divide(fen, 1)[0])
        self.compared_lists += 1
        a = {canonical(m, cells, side): m for m in mine}
        b = {canonical(m, cells, side): m for m in theirs}
        if set(a) == set(b):
            return None, a, b
        only_fb = sorted(a[k] for k in set(a) - set(b))
        only_fsf = sorted(b[k] for k in set(b) - set(a))
        if not only_fb and variant in DROP_MATE_ILLEGAL and all(m.startswith("P@") for m in only_fsf):
            # Fairy-Stockfish lists a pawn drop that mates (shogi forbids it) at perft's last ply and
            # answers it with no move one ply deeper; fairyboard's --count fsf keeps it at the last ply.
            replies = self.fsf.divide(fen, 2)[0]
            if all(replies.get(m) == 0 for m in only_fsf) and self.fb.perft(fid, fen, 1)[0] == len(theirs):
                self.drop_mates += len(only_fsf)
                return None, a, {k: v for k, v in b.items() if k in a}
        return self.record(variant, fen, line, start, len(theirs), len(mine), only_fsf, only_fb), a, b

    def record(self, variant, fen, line, start, fsf_n, fb_n, only_fsf, only_fb, note=None):
        d = {"variant": variant, "fen": fen, "depth": 1, "fsf": fsf_n, "fairyboard": fb_n,
             "fsf_only": only_fsf, "fairyboard_only": only_fb, "reached_from": start, "line": line}
        if fb_n is not None:
            d["known"] = explain(self, variant, fen, only_fsf, only_fb)
        if note:
            d["note"] = note
        if all((x["variant"], x["fen"]) != (variant, fen) for x in self.disagreements):
            self.disagreements.append(d)
            if not d.get("known") or self.verbose_known:
                show(d)
        return d

    def locate(self, variant, fen, depth, line, start, limit=2000):
        """Every position below a count mismatch at `depth` whose move lists differ (at most `limit`;
        a walk of every subtree whose counts differ, so an explained mismatch is explained whole)."""
        fid = VARIANTS[variant][1]
        dis = self.compare_lists(variant, fen, line, start)[0]
        if dis:
            return [dis]
        found = []
        if depth == 1:
            return found
        for m, n in self.fsf.divide(fen, depth)[0].items():
            child, _ = self.fsf.display(fen, [m])
            if self.fb.perft(fid, child, depth - 1)[0] != n:
                found += self.locate(variant, child, depth - 1, line + [m], start, limit - len(found))
                if len(found) >= limit:
                    break
        return found

    def count(self, variant, fen, line, start):
        """Counts at depths 1-3 of a kept position: (agreed counts, count mismatch or None)."""
        fid = VARIANTS[variant][1]
        counts = []
        for depth in (1, 2, 3):
            if depth == 3 and (counts[0] == 0 or counts[1] * counts[1] / counts[0] > 4_000_000):
                break  # Fairy-Stockfish counts a few million leaves in 0.5 s here; skip deeper trees.
            _, fsf_n, secs = self.fsf.divide(fen, depth)
            fb_n, _ = self.fb.perft(fid, fen, depth)
            if fsf_n != fb_n:
                where = self.locate(variant, fen, depth, [], fen)
                d = {"variant": variant, "fen": fen, "depth": depth, "fsf": fsf_n, "fairyboard": fb_n,
                     "agreed": counts, "reached_from": start, "line": line, "differing_positions": len(where),
                     "found": [{k: w[k] for k in ("fen", "line", "fsf_only", "fairyboard_only")} for w in where[:4]]}
                if where and len(where) < 2000 and all(w.get("known") for w in where):
                    d["known"] = sorted({r for w in where for r in w["known"]})
                else:
                    d["note"] = "no explained difference below" if where else "counts differ, no move list differs below"
                return counts, d
            if depth == 3 and secs > 0.5:
                break
            counts.append(fsf_n)
        return counts, None

    def playout(self, variant, rng, stats):
        fsf_v = VARIANTS[variant][0]
        self.fsf.set_variant(fsf_v)
        start, _ = self.fsf.display(start_fen(variant, rng, self.fsf))
        fen = start
        plies = rng.randint(5, 80)
        keep_at = {plies, rng.randint(3, plies)}
        kept, line = [], []
        for ply in range(plies + 1):
            dis, mine, theirs = self.compare_lists(variant, fen, line[:], start)
            if ply in keep_at or (dis and not dis.get("known")):
                kept.append((fen, line[:]))
            common = [m for k, m in mine.items() if k in theirs]
            if (dis and not dis.get("known")) or not common or ply == plies:
                break
            cells, side = board_of(fen)
            checks = lambda m: self.fsf.display(fen, [theirs[canonical(m, cells, side)]])[1]  # noqa: E731
            mv = choose(rng, variant, common, cells, side, checks)
            fsf_mv = theirs[canonical(mv, cells, side)]
            for k in kinds(mv, cells, side, variant):
                stats[k] = stats.get(k, 0) + 1
            if "castle" in canonical(mv, cells, side):
                stats["castling"] = stats.get("castling", 0) + 1
            fen, check = self.fsf.display(fen, [fsf_mv])
            stats["check"] = stats.get("check", 0) + check
            stats["plies"] = stats.get("plies", 0) + 1
            line.append(fsf_mv)
        return start, kept


def choose(rng, variant, moves, cells, side, gives_check):
    """A move of a category drawn by weight (a check is looked for among six moves)."""
    by = {"any": moves}
    for m in moves:
        for k in kinds(m, cells, side, variant):
            by.setdefault(k, []).append(m)
    weights = {"promotion": 6, "special": 8, "capture": 3, "pawn": 2.5, "drop": 1.5, "check": 1.5, "any": 2}
    cats = [c for c in weights if c in by or c == "check"]
    cat = rng.choices(cats, [weights[c] for c in cats])[0]
    if cat == "check":
        sample = rng.sample(moves, min(6, len(moves)))
        for m in sample:
            if gives_check(m):
                return m
        cat = "any"
    return rng.choice(by[cat])


def show(d):
    print("\nDISAGREEMENT %s depth %d: Fairy-Stockfish %s, fairyboard %s%s" % (
        d["variant"], d["depth"], d["fsf"], d["fairyboard"], "  [known: %s]" % d["known"] if d.get("known") else ""))
    print("  fen:  %s" % d["fen"])
    if d.get("line"):
        print("  reached from %s by: %s" % (d["reached_from"], " ".join(d["line"])))
    print("  only Fairy-Stockfish: %s" % (" ".join(d["fsf_only"]) or "-"))
    print("  only fairyboard:      %s" % (" ".join(d["fairyboard_only"]) or "-"))
    if d.get("note"):
        print("  note: %s" % d["note"])
    sys.stdout.flush()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--playouts", type=int, default=150)
    ap.add_argument("--keep", type=int, default=40, help="agreed positions written per variant")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--fairyboard", default="target/release/fairyboard")
    ap.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    ap.add_argument("--node-cap", type=int, default=2_000_000)
    ap.add_argument("--known-per-variant", type=int, default=6)
    ap.add_argument("--show-known", action="store_true", help="print explained disagreements too")
    ap.add_argument("--write")
    args = ap.parse_args()
    oracle = Oracle(args)
    oracle.verbose_known = args.show_known
    start = time.time()
    positions, known, open_, total_agreed = [], [], [], 0
    for variant in args.variants.split(","):
        if variant not in VARIANTS:
            sys.exit("unknown or uncovered variant %s (covered: %s)" % (variant, ", ".join(VARIANTS)))
        rng = random.Random("%d-%s" % (args.seed, variant))
        t0, n_known, n_ok, agreed, stats = time.time(), 0, 0, [], {}
        seen = set()
        for _ in range(args.playouts):
            playout_start, kept = oracle.playout(variant, rng, stats)
            for fen, line in kept:
                if fen in seen:
                    continue
                seen.add(fen)
                counts, dis = oracle.count(variant, fen, line, playout_start)
                if dis and not dis.get("known"):
                    open_.append(dis)
                    print("  OPEN at kept position %s depth %d: Fairy-Stockfish %d, fairyboard %d" % (
                        fen, dis["depth"], dis["fsf"], dis["fairyboard"]))
                    continue
                if dis:
                    n_known += 1
                    if n_known <= args.known_per_variant and dis["fairyboard"] <= args.node_cap:
                        known.append(dis)
                    continue
                n_ok += 1
                written = [n for n in counts if n <= args.node_cap]
                if written:
                    agreed.append({"variant": variant, "fen": fen, "perft": written})
        # A sample of the agreed positions, from all playouts, goes to the JSON.
        picked = sorted(rng.sample(range(len(agreed)), min(args.keep, len(agreed))))
        positions += [agreed[i] for i in picked]
        n_pos, n_nodes = len(picked), sum(sum(agreed[i]["perft"]) for i in picked)
        total_agreed += n_ok
        played = ", ".join("%s %d" % (k, stats[k]) for k in
                           ("plies", "capture", "promotion", "drop", "check", "castling", "en passant") if stats.get(k))
        print("%-11s %4d positions agree (%d written, %d nodes), %3d explained differences, %5.1f s; played: %s" % (
            variant, n_ok, n_pos, n_nodes, n_known, time.time() - t0, played))
        sys.stdout.flush()
    print("\n%d positions agree (%d written), %d move lists compared (%d pawn-drop mates listed only by Fairy-Stockfish's last ply), "
          "%d fairyboard calls, %.0f s; %d explained disagreements kept, %d open" % (
              total_agreed, len(positions), oracle.compared_lists, oracle.drop_mates, oracle.fb.calls, time.time() - start,
              len(known), len(open_)))
    for d in open_:
        print("OPEN: %s %s depth %d (Fairy-Stockfish %s, fairyboard %s)" % (
            d["variant"], d["fen"], d["depth"], d["fsf"], d["fairyboard"]))
    if args.write:
        data = {
            "source": "Fairy-Stockfish 11.1 (Debian package fairy-stockfish 11.1-1+b1, large-board build), "
                      "`go perft N` from each FEN; positions reached by seeded random playouts of "
                      "scripts/fsf-random-oracle.py --seed %d --playouts %d (a sample of %d a variant written); counts above %d "
                      "nodes left out. "
                      "fairyboard is compared with --count fsf (pawn-drop mates kept at the last ply)."
                      % (args.seed, args.playouts, args.keep, args.node_cap),
            "variant_ids": {v: {"fsf": VARIANTS[v][0], "fairyboard": VARIANTS[v][1]} for v in VARIANTS},
            "positions": positions,
            "rules": {r[0]: r[3] for rules in KNOWN.values() for r in rules if any(r[0] in d["known"] for d in known)},
            "known_differences": known,
            "open": open_,
        }
        with open(args.write, "w") as f:
            json.dump(data, f, indent=1)
            f.write("\n")
        print("wrote %s" % args.write)


if __name__ == "__main__":
    main()
