//! The TCHESS test harness shared by tests/tchess.rs, tests/tchess_slow.rs and
//! tests/tchess_options.rs: building positions, comparing the engine with the independent slow
//! generator (tchess_slow.rs) on one position, on a line of moves, on a spec move map and over
//! fixed-seed random games.

use super::tchess_slow::{fen_fields, sq_name, End, TMove, TPos};
use super::{sorted, Rng};
use fairyboard::pieces::Color;
use fairyboard::{Game, Outcome, Reason};

/// The engine on `fen` (panics with the reason if it refuses it).
pub fn engine(id: &str, fen: &str) -> Game {
    Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("engine: {id} '{fen}': {e}"))
}

/// The slow generator on `fen` (panics with the reason if it refuses it).
pub fn slow(id: &str, fen: &str) -> TPos {
    TPos::from_fen(id, fen).unwrap_or_else(|e| panic!("slow generator: {id} '{fen}': {e}"))
}

/// A 10x10 FEN from pieces such as `"Ke1 Ge5 pd8"` (upper case White), then `tail`. Zone mode
/// reads it too (digit runs may cover holes).
pub fn fen(pieces: &str, tail: &str) -> String {
    super::fen_from_pieces(10, 10, pieces, tail)
}

/// `"e5"` and `"c5 d5"` to `["e5c5", "e5d5"]`, sorted.
pub fn from_to(from: &str, list: &str) -> Vec<String> {
    sorted(list.split_whitespace().map(|t| format!("{from}{t}")).collect())
}

/// Space-separated words, sorted.
pub fn words(list: &str) -> Vec<String> {
    sorted(list.split_whitespace().map(String::from).collect())
}

/// What `got` lacks and adds against `want`.
pub fn diff(want: &[String], got: &[String]) -> String {
    let missing: Vec<&String> = want.iter().filter(|m| !got.contains(m)).collect();
    let extra: Vec<&String> = got.iter().filter(|m| !want.contains(m)).collect();
    format!("missing {missing:?}, unexpected {extra:?}\n  got {got:?}")
}

/// The engine's legal moves (of the piece on `sq`), sorted.
pub fn eng_moves(g: &mut Game, sq: Option<&str>) -> Vec<String> {
    let v = match sq {
        Some(sq) => g.legal_moves_from(sq).unwrap(),
        None => g.legal_moves(),
    };
    sorted(v)
}

/// Both generators give exactly `want` (the moves of the piece on `sq`, or all).
pub fn expect(id: &str, f: &str, sq: Option<&str>, want: &[String], what: &str) {
    let p = slow(id, f);
    let s = match sq {
        Some(sq) => p.legal_from(sq),
        None => p.legal_strings(),
    };
    assert!(s == want, "slow generator, {what}: {id} '{f}': {}", diff(want, &s));
    let e = eng_moves(&mut engine(id, f), sq);
    assert!(e == want, "engine, {what}: {id} '{f}': {}", diff(want, &e));
}

/// Both generators agree on all legal moves; returns them.
pub fn agree(id: &str, f: &str) -> Vec<String> {
    let s = slow(id, f).legal_strings();
    let e = eng_moves(&mut engine(id, f), None);
    assert!(s == e, "engine vs slow generator: {id} '{f}': engine {}", diff(&s, &e));
    s
}

/// Plays `line` in both from `f`; checks the FENs agree after it.
pub fn play_both(id: &str, f: &str, line: &[&str]) -> (Game, TPos) {
    let mut g = engine(id, f);
    let mut p = slow(id, f);
    for m in line {
        g.play(m).unwrap_or_else(|e| panic!("engine refuses {m} in '{}': {e}", g.fen()));
        p = p.play(m);
    }
    assert_eq!(
        fen_fields(&g.fen()),
        fen_fields(&p.fen()),
        "{id}: FEN after {line:?} from '{f}' (engine, slow generator)"
    );
    (g, p)
}

/// Reads a move map of spec §9.3 (`o` quiet, `x` capture, `*` both, `@` the piece on e5, in a 9x9
/// or 5x5 window): (square, quiet, capture) per window cell, and whether the window's outer ring is
/// empty (then nothing outside the window is reachable either).
pub fn read_map(map: &str) -> (Vec<(usize, bool, bool)>, bool) {
    let rows: Vec<Vec<char>> =
        map.lines().map(|l| l.split_whitespace().map(|c| c.chars().next().unwrap()).collect()).collect();
    let n = rows.len();
    assert!(n == 9 || n == 5, "map of {n} rows");
    // The piece's cell (the 5x5 windows have it one row below the centre).
    let (i0, j0) = (0..n).flat_map(|i| (0..n).map(move |j| (i, j))).find(|&(i, j)| rows[i][j] == '@').expect("no @");
    let mut cells = vec![];
    let mut ring_empty = true;
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), n, "map row {i}");
        for (j, &c) in row.iter().enumerate() {
            let (f, r) = (4 + j as i32 - j0 as i32, 4 + i0 as i32 - i as i32);
            let sq = (r * 10 + f) as usize;
            if c == '@' {
                assert_eq!(sq_name(sq), "e5");
                continue;
            }
            let (q, x) = match c {
                '.' => (false, false),
                'o' => (true, false),
                'x' => (false, true),
                '*' => (true, true),
                _ => panic!("map letter {c}"),
            };
            if (q || x) && (i == 0 || j == 0 || i == n - 1 || j == n - 1) {
                ring_empty = false;
            }
            cells.push((sq, q, x));
        }
    }
    (cells, ring_empty)
}

/// The outcome the spec gives (§5.2, §5.6), with `reps` occurrences of this position so far.
pub fn expected_outcome(pos: &TPos, reps: usize) -> Option<Outcome> {
    let them = if pos.white { Color::Black } else { Color::White };
    match pos.end() {
        Some(End::NoMoves { checked }) => {
            Some(Outcome { winner: Some(them), reason: if checked { Reason::Checkmate } else { Reason::Stalemate } })
        }
        Some(End::BareRoyals) => Some(Outcome { winner: None, reason: Reason::InsufficientMaterial }),
        Some(End::MoveRule) => Some(Outcome { winner: None, reason: Reason::MoveRule }),
        None if reps >= 3 => Some(Outcome { winner: None, reason: Reason::Repetition }),
        None => None,
    }
}

/// Compares one node (moves, FEN, check, the engine's FEN read back, outcome); returns the slow
/// generator's legal moves.
pub fn compare_node(
    id: &str,
    pos: &TPos,
    g: &mut Game,
    reps: usize,
    ctx: &dyn Fn() -> String,
) -> Result<Vec<TMove>, String> {
    let moves = pos.legal();
    let slow: Vec<String> = moves.iter().map(|m| m.text.clone()).collect();
    let eng = eng_moves(g, None);
    if slow != eng {
        return Err(format!("{}: move sets differ (slow generator wanted)\n  {}", ctx(), diff(&slow, &eng)));
    }
    let efen = g.fen();
    if fen_fields(&efen) != fen_fields(&pos.fen()) {
        return Err(format!("{}: FEN differs: slow generator '{}'", ctx(), pos.fen()));
    }
    if g.in_check() != pos.in_check() {
        return Err(format!("{}: in_check: engine {}, slow {}", ctx(), g.in_check(), pos.in_check()));
    }
    let back = TPos::from_fen(id, &efen)
        .map_err(|e| format!("{}: slow generator cannot read the engine's FEN: {e}", ctx()))?;
    if back.legal_strings() != slow {
        return Err(format!("{}: the engine's FEN reads back as other moves", ctx()));
    }
    let want = expected_outcome(pos, reps);
    let got = g.outcome();
    if want != got {
        return Err(format!("{}: outcome: engine {got:?}, expected {want:?}", ctx()));
    }
    Ok(moves)
}

/// Counts of what random games played.
#[derive(Default, Debug)]
pub struct Played {
    pub plies: usize,
    pub captures: usize,
    pub remote: usize,
    pub en_passant: usize,
    pub double_steps: usize,
    pub promotions: usize,
    pub jester: usize,
    pub assassin: usize,
    pub checks: usize,
    pub ends: usize,
    /// Ends by reason: checkmate, no move without check, bare royals, 50 moves, repetition.
    pub ends_by: [usize; 5],
    /// Positions where an option's legal moves differ from the base variant's (slow generator).
    pub differs: usize,
}

impl Played {
    /// Adds another run's counts.
    pub fn add(&mut self, n: &Played) {
        self.plies += n.plies;
        self.captures += n.captures;
        self.remote += n.remote;
        self.en_passant += n.en_passant;
        self.double_steps += n.double_steps;
        self.promotions += n.promotions;
        self.jester += n.jester;
        self.assassin += n.assassin;
        self.checks += n.checks;
        self.ends += n.ends;
        for (t, x) in self.ends_by.iter_mut().zip(n.ends_by) {
            *t += x;
        }
        self.differs += n.differs;
    }
}

/// Which moves the odd random games prefer besides captures, promotions, Jester moves and remote
/// captures (the choice decides which games the fixed seeds play).
#[derive(Debug, Clone, Copy)]
pub struct Prefer {
    /// Assassin moves too.
    pub assassin: bool,
    /// Pawn double steps and en passant captures too.
    pub pawn_steps: bool,
}

impl Prefer {
    /// For the rules: pawn double steps and en passant.
    pub const RULES: Prefer = Prefer { assassin: false, pawn_steps: true };
    /// For the rule options: Assassin moves.
    pub const OPTIONS: Prefer = Prefer { assassin: true, pawn_steps: false };
}

/// Plays `games` fixed-seed random games of up to `max_plies` plies from `start` and compares
/// every ply (panics on the first difference). Odd games prefer the moves `prefer` names. With
/// an option id (`tchess+x`) it also counts the positions where the option changes the moves.
pub fn random_games(id: &str, start: &str, games: usize, max_plies: usize, seed: u64, prefer: Prefer) -> Played {
    let mut rng = Rng::new(seed);
    let mut n = Played::default();
    for game in 0..games {
        let mut pos = slow(id, start);
        let mut g = engine(id, start);
        let mut line: Vec<String> = vec![];
        let mut seen: Vec<String> = vec![pos.rep_key()];
        loop {
            let efen = g.fen();
            let reps = seen.iter().filter(|k| **k == pos.rep_key()).count();
            let ctx = || format!("{id} game {game} from '{start}' after {line:?}\n  engine FEN '{efen}'");
            let moves = compare_node(id, &pos, &mut g, reps, &ctx).unwrap_or_else(|e| panic!("{e}"));
            if let Some((base, _)) = id.split_once('+') {
                n.differs += (slow(base, &pos.fen()).legal_strings()
                    != moves.iter().map(|m| m.text.clone()).collect::<Vec<_>>()) as usize;
            }
            if let Some(o) = g.outcome() {
                n.ends += 1;
                let i = match o.reason {
                    Reason::Checkmate => 0,
                    Reason::Stalemate => 1,
                    Reason::InsufficientMaterial => 2,
                    Reason::MoveRule => 3,
                    _ => 4,
                };
                n.ends_by[i] += 1;
                break;
            }
            if line.len() == max_plies {
                break;
            }
            if pos.in_check() {
                n.checks += 1;
            }
            let kind = |m: &TMove| pos.board[m.from].map(|p| p.0);
            let special: Vec<&TMove> = moves
                .iter()
                .filter(|m| {
                    m.cap.is_some()
                        || m.promo.is_some()
                        || kind(m) == Some('J')
                        || (prefer.assassin && kind(m) == Some('A'))
                })
                .collect();
            let rare: Vec<&TMove> = moves
                .iter()
                .filter(|m| {
                    m.promo.is_some()
                        || m.dest != m.to
                        || (prefer.pawn_steps && (m.double || m.cap.is_some_and(|c| c != m.to)))
                })
                .collect();
            let m = if game % 2 == 1 && !rare.is_empty() && rng.below(2) == 0 {
                rare[rng.below(rare.len())].clone()
            } else if game % 2 == 1 && !special.is_empty() && rng.below(3) > 0 {
                special[rng.below(special.len())].clone()
            } else {
                moves[rng.below(moves.len())].clone()
            };
            n.captures += m.cap.is_some() as usize;
            n.remote += (m.dest == m.from) as usize;
            n.en_passant += m.cap.is_some_and(|c| c != m.to) as usize;
            n.double_steps += m.double as usize;
            n.promotions += m.promo.is_some() as usize;
            n.jester += (kind(&m) == Some('J')) as usize;
            n.assassin += (kind(&m) == Some('A')) as usize;
            let canon = g.play(&m.text).unwrap_or_else(|e| panic!("{}: engine refuses {}: {e}", ctx(), m.text));
            assert_eq!(canon, m.text, "{}: canonical move string", ctx());
            // Undo restores everything (pools, last mover, e.p., counters); then replay.
            assert_eq!(g.undo().as_deref(), Some(m.text.as_str()), "{}: undo", ctx());
            assert_eq!(g.fen(), efen, "{}: FEN after playing and undoing {}", ctx(), m.text);
            g.play(&m.text).unwrap();
            pos = pos.make(&m);
            seen.push(pos.rep_key());
            line.push(m.text);
            n.plies += 1;
        }
        // Undo back to the start restores the FEN.
        while g.undo().is_some() {}
        assert_eq!(fen_fields(&g.fen()), fen_fields(&slow(id, start).fen()), "{id} game {game}: undo");
    }
    println!("random games {id} from '{start}': {games} games: {n:?}");
    n
}
