//! A seeded fuzzer of the engine's API, tried as a hostile page author would: mutated and random
//! FENs and SFENs of every variant, move strings, variant definitions and Betza strings, and random
//! playouts in every built-in variant. What it holds:
//! - nothing panics; a refused input changes nothing;
//! - every position the engine reaches or accepts reads back from its FEN as the same position
//!   (same FEN, same sorted legal moves, same hash), and SFEN round-trips board, hands and side;
//! - a definition compiles (or is refused) quickly, and its diagrams and first moves come quickly.
//!
//! The normal test run is short. `scripts/fuzz.sh` runs it long: `FUZZ_SECONDS` (total time, split
//! among the targets), `FUZZ_CASES` (cases per target when no time is given), `FUZZ_SEED`.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::variants::{builtin, from_ini, ids, Variant};
use fairyboard::Game;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

/// The slowest a definition may be to compile, or a diagram / first move generation to answer.
const SLOW: Duration = Duration::from_millis(1500);

/// splitmix64: a small seeded generator (reproducible runs).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Characters a hostile input is made of: FEN and Betza syntax, digits, multi-byte letters,
/// controls and bidirectional overrides.
const NOISE: &[char] = &[
    'a', 'b', 'c', 'e', 'h', 'k', 'K', 'n', 'N', 'p', 'P', 'q', 'Q', 'r', 'R', 'w', 'x', 'z', 'Z', '0', '1', '2', '9',
    '/', ' ', ' ', '-', '+', '~', '*', '[', ']', '(', ')', ':', ',', '@', 'é', 'ж', '漢', '\u{202e}', '\u{0}', '\n',
    '\t', '\u{7f}',
];

fn noise(r: &mut Rng, max: usize) -> String {
    (0..r.below(max + 1)).map(|_| *r.pick(NOISE)).collect()
}

/// One random edit of a string at a character boundary: delete, insert, replace, duplicate a
/// stretch, swap two whitespace fields, or splice a huge digit run.
fn mutate(r: &mut Rng, s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let at = r.below(chars.len() + 1);
    let len = 1 + r.below(6);
    let end = (at + len).min(chars.len());
    let (head, tail): (String, String) = (chars[..at].iter().collect(), chars[end..].iter().collect());
    let mid: String = chars[at..end].iter().collect();
    match r.below(7) {
        0 => format!("{head}{tail}"),
        1 => format!("{head}{}{mid}{tail}", noise(r, 4)),
        2 => format!("{head}{}{tail}", noise(r, 3)),
        3 => format!("{head}{mid}{mid}{tail}"),
        4 => {
            let mut f: Vec<&str> = s.split(' ').collect();
            let (a, b) = (r.below(f.len()), r.below(f.len()));
            f.swap(a, b);
            f.join(" ")
        }
        5 => format!("{head}{}{tail}", r.pick(&["99999999999999999999", "4294967295", "4294967296", "0", "65536"])),
        _ => format!("{s} {}", r.pick(&["-", "lion_ban", "a1", "N:1,2", "RF", "0", "x", "\u{202e}"])),
    }
}

/// How long each target runs: a case count, or a share of `FUZZ_SECONDS`.
#[derive(Clone, Copy)]
struct Budget {
    cases: u64,
    until: Option<Instant>,
}

impl Budget {
    fn new(default_cases: u64, share: f64) -> Budget {
        let secs: Option<f64> = std::env::var("FUZZ_SECONDS").ok().and_then(|s| s.parse().ok());
        let cases = std::env::var("FUZZ_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(default_cases);
        match secs {
            Some(s) => Budget { cases: u64::MAX, until: Some(Instant::now() + Duration::from_secs_f64(s * share)) },
            None => Budget { cases, until: None },
        }
    }
    fn more(&self, done: u64) -> bool {
        done < self.cases && self.until.map_or(true, |t| Instant::now() < t)
    }
}

fn seed(salt: u64) -> Rng {
    let s: u64 = std::env::var("FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x00F0_22B0_A2D5);
    Rng(s ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// What a target tried and what it found.
struct Report {
    target: &'static str,
    tried: u64,
    counts: Vec<(&'static str, u64)>,
    findings: Vec<String>,
}

impl Report {
    fn new(target: &'static str) -> Report {
        Report { target, tried: 0, counts: Vec::new(), findings: Vec::new() }
    }
    fn count(&mut self, what: &'static str) {
        match self.counts.iter_mut().find(|c| c.0 == what) {
            Some(c) => c.1 += 1,
            None => self.counts.push((what, 1)),
        }
    }
    fn find(&mut self, what: String) {
        if self.findings.len() < 20 && !self.findings.contains(&what) {
            self.findings.push(what);
        }
    }
    /// Runs `f`, recording a panic as a finding about `input`.
    fn guard(&mut self, input: &str, f: impl FnOnce(&mut Report)) {
        let mut inner = Report::new(self.target);
        let r = catch_unwind(AssertUnwindSafe(|| f(&mut inner)));
        for (k, n) in inner.counts {
            for _ in 0..n {
                self.count(k);
            }
        }
        for x in inner.findings {
            self.find(x);
        }
        if let Err(p) = r {
            let msg = p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()));
            self.find(format!("panic on {input:?}: {}", msg.unwrap_or_default()));
        }
    }
    fn finish(self) {
        let counts: Vec<String> = self.counts.iter().map(|(k, n)| format!("{k} {n}")).collect();
        println!(
            "fuzz {}: tried {} ({}), findings {}",
            self.target,
            self.tried,
            counts.join(", "),
            self.findings.len()
        );
        for f in &self.findings {
            println!("  FINDING {}: {f}", self.target);
        }
        assert!(
            self.findings.is_empty(),
            "{}: {} findings:\n{}",
            self.target,
            self.findings.len(),
            self.findings.join("\n")
        );
    }
}

/// Every built-in variant id, and each with each of its rule options on (TCHESS).
fn variant_ids() -> Vec<String> {
    let mut out = Vec::new();
    for id in ids() {
        for o in builtin(&id).unwrap().options {
            out.push(format!("{id}+{}", o.name));
        }
        out.push(id);
    }
    out.push("tchess+jester_vector+jester_copies_promoted".into());
    out
}

/// The reload invariant: the FEN of `g` reads back as the same position. `Err` says how not.
fn reloads(g: &mut Game) -> Result<(), String> {
    let fen = g.fen();
    let mut back =
        Game::from_variant(g.variant().clone(), Some(&fen)).map_err(|e| format!("own FEN '{fen}' refused: {e}"))?;
    if back.fen() != fen {
        return Err(format!("'{fen}' reads back as '{}'", back.fen()));
    }
    if back.hash() != g.hash() {
        return Err(format!("'{fen}': hash differs after reload"));
    }
    let (a, b) = (g.legal_moves(), back.legal_moves());
    if a != b {
        let only_a: Vec<&String> = a.iter().filter(|m| !b.contains(m)).take(5).collect();
        let only_b: Vec<&String> = b.iter().filter(|m| !a.contains(m)).take(5).collect();
        return Err(format!(
            "'{fen}': {} legal moves before reload, {} after (lost {only_a:?}, gained {only_b:?})",
            a.len(),
            b.len()
        ));
    }
    Ok(())
}

/// A move choice that now and then prefers the unusual: promotions, drops, long multi-leg moves.
fn choose(r: &mut Rng, moves: &[String]) -> String {
    if r.chance(35) {
        let special: Vec<&String> = moves
            .iter()
            .filter(|m| m.contains('@') || m.contains('+') || m.chars().last().is_some_and(|c| c.is_ascii_alphabetic()))
            .collect();
        if !special.is_empty() {
            return special[r.below(special.len())].clone();
        }
    }
    moves[r.below(moves.len())].clone()
}

/// Plays up to `plies` random moves, checking after each: the reload invariant, and undo + replay.
/// Returns the FENs met (material for the FEN mutations).
fn playout(r: &mut Rng, g: &mut Game, plies: usize, rep: &mut Report, label: &str) -> Vec<String> {
    let mut fens = vec![g.fen()];
    for _ in 0..plies {
        if let Err(e) = reloads(g) {
            rep.find(format!("{label}: {e}"));
            break;
        }
        if g.outcome().is_some() {
            break;
        }
        let moves = g.legal_moves();
        if moves.is_empty() {
            rep.find(format!("{label}: no legal moves but no outcome in '{}'", g.fen()));
            break;
        }
        let mv = choose(r, &moves);
        let (fen, hash) = (g.fen(), g.hash());
        if let Err(e) = g.play(&mv) {
            rep.find(format!("{label}: legal move {mv} refused in '{fen}': {e}"));
            break;
        }
        rep.count("plies");
        let after = g.fen();
        g.undo();
        if g.fen() != fen || g.hash() != hash {
            rep.find(format!("{label}: undo of {mv} from '{fen}' gives '{}'", g.fen()));
            break;
        }
        let _ = g.play(&mv);
        if g.fen() != after {
            rep.find(format!("{label}: replay of {mv} from '{fen}' differs"));
            break;
        }
        fens.push(after);
    }
    fens
}

#[test]
fn fuzz_playouts_reload_in_every_variant() {
    let budget = Budget::new(5, 0.30);
    let mut r = seed(1);
    let mut rep = Report::new("playouts");
    let ids = variant_ids();
    while budget.more(rep.tried) {
        for id in &ids {
            rep.tried += 1;
            let mut g = Game::new(id, None).unwrap();
            let plies = 20 + r.below(60);
            let seed_now = r.next();
            let mut rr = Rng(seed_now);
            rep.guard(&format!("playout {id} seed {seed_now}"), |rep| {
                playout(&mut rr, &mut g, plies, rep, id);
            });
        }
    }
    rep.finish();
}

/// A FEN with random pieces of `v` on random cells, random hands and random fields.
fn random_fen(r: &mut Rng, v: &Variant) -> String {
    let (w, h) = (v.geometry.width, v.geometry.height);
    let tokens: Vec<String> = v.pieces.iter().map(|p| p.token()).collect();
    let royal: Vec<String> = v.rules.royal.iter().map(|&t| tokens[t].clone()).collect();
    let mut cells: Vec<Option<String>> = vec![None; w * h];
    let mut put = |r: &mut Rng, tok: &str, white: bool| {
        let c = r.below(w * h);
        cells[c] = Some(if white { tok.to_ascii_uppercase() } else { tok.to_string() });
    };
    for k in &royal {
        put(r, k, true);
        put(r, k, false);
    }
    let others: Vec<String> = tokens.iter().filter(|t| !royal.contains(t)).cloned().collect();
    for _ in 0..r.below(w * h / 3 + 1) {
        if others.is_empty() {
            break;
        }
        let tok = r.pick(&others).clone();
        let white = r.chance(50);
        put(r, &tok, white);
    }
    let mut ranks = Vec::new();
    for rank in (0..h).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for f in 0..w {
            let cell = rank * w + f;
            let tok = if v.geometry.is_present(cell) { cells[cell].clone() } else { Some("*".into()) };
            match tok {
                None => empty += 1,
                Some(t) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push_str(&t);
                }
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        ranks.push(s);
    }
    let mut fen = ranks.join("/");
    if v.rules.drops || r.chance(5) {
        let hand: String = (0..r.below(6))
            .map(|_| {
                let l = r.pick(&v.pieces).letter;
                if r.chance(50) {
                    l.to_ascii_uppercase()
                } else {
                    l
                }
            })
            .collect();
        fen.push_str(&format!("[{hand}]"));
    }
    let sq = |r: &mut Rng| format!("{}{}", (b'a' + r.below(w) as u8) as char, 1 + r.below(h));
    let castling = if r.chance(80) { "-" } else { *r.pick(&["KQkq", "K", "q", "Kk", "A", "h", "Hb"]) };
    let ep = if r.chance(20) { sq(r) } else { "-".into() };
    let half = *r.pick(&["0", "1", "99", "100", "4294967295"]);
    let full = *r.pick(&["1", "2", "57", "4294967295"]);
    fen = format!("{fen} {} {castling} {ep} {half} {full}", if r.chance(50) { "w" } else { "b" });
    if r.chance(10) {
        let extra = r.pick(&["-", "lion_ban", "a1", "N", "N:1,2", "- RF m", "- - -"]).to_string();
        fen.push(' ');
        fen.push_str(&extra);
    }
    fen
}

/// Reads `fen` (refusing it must leave a game unchanged); if it is accepted, the position must
/// read back as itself, survive a few plies, and its SFEN must round-trip.
fn check_fen(r: &mut Rng, v: &Variant, fen: &str, rep: &mut Report) {
    let mut base = Game::from_variant(v.clone(), None).expect("start position");
    let before = (base.fen(), base.hash());
    match base.set_fen(fen) {
        Err(e) => {
            rep.count("refused");
            if std::env::var("FUZZ_VERBOSE").is_ok() {
                println!("{}: {fen:?}: {e}", v.id);
            }
            if (base.fen(), base.hash()) != before {
                rep.find(format!("{}: refused FEN {fen:?} changed the game", v.id));
            }
        }
        Ok(()) => {
            rep.count("accepted");
            if let Err(e) = reloads(&mut base) {
                rep.find(format!("{}: accepted {fen:?}: {e}", v.id));
                return;
            }
            check_sfen(&base, rep);
            playout(r, &mut base, 3, rep, &v.id);
        }
    }
}

/// SFEN round trip of a drop variant's position: board, hands and side come back. The shogi
/// family reads SFEN as it is written; a western game with hands reads it after `sfen ` (its
/// bracketless `w - 1` would mean the other side).
fn check_sfen(g: &Game, rep: &mut Report) {
    if !g.variant().rules.drops {
        return;
    }
    let Ok(sfen) = g.sfen() else {
        rep.find(format!("{}: no SFEN for '{}'", g.variant().id, g.fen()));
        return;
    };
    let shogi = g.variant().piece_style == fairyboard::variants::PieceStyle::Shogi;
    let sfen = if shogi { sfen } else { format!("sfen {sfen}") };
    rep.count("sfen");
    match Game::from_variant(g.variant().clone(), None).and_then(|mut b| b.set_fen(&sfen).map(|_| b)) {
        Err(e) => rep.find(format!("{}: SFEN '{sfen}' of '{}' refused: {e}", g.variant().id, g.fen())),
        Ok(b) => {
            let key = |g: &Game| (g.fen().split(' ').take(2).collect::<Vec<_>>().join(" "), g.hands());
            if key(&b) != key(g) {
                rep.find(format!("{}: SFEN '{sfen}' of '{}' reads back as '{}'", g.variant().id, g.fen(), b.fen()));
            }
        }
    }
}

#[test]
fn fuzz_fens_and_sfens_of_every_variant() {
    let budget = Budget::new(400, 0.25);
    let mut r = seed(2);
    let mut rep = Report::new("fens");
    let variants: Vec<Variant> = variant_ids().iter().map(|id| builtin(id).unwrap()).collect();
    // Real FENs: the start positions and positions of a short playout of each variant.
    let mut real: Vec<Vec<String>> = Vec::new();
    for v in &variants {
        let mut g = Game::from_variant(v.clone(), None).unwrap();
        let mut scratch = Report::new("fens");
        real.push(playout(&mut r, &mut g, 30, &mut scratch, &v.id));
    }
    while budget.more(rep.tried) {
        let k = r.below(variants.len());
        let v = &variants[k];
        let fen = match r.below(8) {
            0..=2 => random_fen(&mut r, v),
            3 => noise(&mut r, 40),
            _ => {
                let mut f = r.pick(&real[k]).clone();
                for _ in 0..r.below(3) {
                    f = mutate(&mut r, &f);
                }
                f
            }
        };
        rep.tried += 1;
        let mut rr = Rng(r.next());
        rep.guard(&format!("{} FEN {fen:?}", v.id), |rep| check_fen(&mut rr, v, &fen, rep));
        if v.rules.drops && r.chance(30) {
            // Hostile SFEN text, through the same reader pages use.
            let sfen = mutate(&mut r, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2P3p 1");
            rep.count("sfen text");
            rep.guard(&format!("{} SFEN {sfen:?}", v.id), |rep| check_fen(&mut rr, v, &sfen, rep));
        }
    }
    rep.finish();
}

#[test]
fn fuzz_move_strings() {
    let budget = Budget::new(3000, 0.10);
    let mut r = seed(3);
    let mut rep = Report::new("moves");
    let ids = variant_ids();
    let mut games: Vec<Game> = ids.iter().map(|id| Game::new(id, None).unwrap()).collect();
    while budget.more(rep.tried) {
        let g = &mut games[r.below(ids.len())];
        let legal = g.legal_moves();
        let text = match r.below(3) {
            0 if !legal.is_empty() => {
                let m = r.clone_pick(&legal).to_string();
                mutate(&mut r, &m)
            }
            1 => noise(&mut r, 12),
            _ => format!(
                "{}{}{}",
                r.pick(&["a1", "e2", "t20", "z9", "P@", "K@", "e5"]),
                r.pick(&["e4", "a10", "", "h8"]),
                r.pick(&["", "+", "-", "q", "k", "=Q"])
            ),
        };
        rep.tried += 1;
        let (fen, hash) = (g.fen(), g.hash());
        rep.guard(&format!("{} move {text:?}", g.variant().id), |rep| match g.play(&text) {
            Ok(played) => {
                rep.count("played");
                if !legal.contains(&played) {
                    rep.find(format!("{}: '{text}' played as '{played}', not a legal move of '{fen}'", g.variant().id));
                }
                g.undo();
            }
            Err(_) => {
                rep.count("refused");
                if g.fen() != fen || g.hash() != hash {
                    rep.find(format!("{}: refused move {text:?} changed the game", g.variant().id));
                }
            }
        });
        if r.chance(20) {
            // Hostile square and piece names for the per-square queries and diagrams.
            let sq = if r.chance(50) {
                noise(&mut r, 4)
            } else {
                format!("{}{}", (b'a' + r.below(27) as u8) as char, r.below(30))
            };
            let tok = if r.chance(50) { noise(&mut r, 3) } else { r.pick(&g.variant().pieces).token() };
            rep.count("square queries");
            rep.guard(&format!("{} square {sq:?} token {tok:?}", g.variant().id), |rep| {
                if let Ok(from) = g.legal_moves_from(&sq) {
                    if let Some(m) = from.iter().find(|m| !legal.contains(m)) {
                        rep.find(format!("{}: legal_moves_from({sq}) gives {m}, not a legal move", g.variant().id));
                    }
                }
                let _ = g.piece_at(&sq);
                let _ = g.token_at(&sq);
                let _ = Game::diagram_token(g.variant(), &tok, &sq);
            });
        }
        if r.chance(5) && !legal.is_empty() {
            // Walk on, so moves are tried in many positions.
            let mv = r.clone_pick(&legal).to_string();
            let _ = g.play(&mv);
            if g.outcome().is_some() {
                *g = Game::from_variant(g.variant().clone(), None).unwrap();
            }
        }
    }
    rep.finish();
}

trait ClonePick {
    fn clone_pick<'a>(&mut self, items: &'a [String]) -> &'a str;
}

impl ClonePick for Rng {
    fn clone_pick<'a>(&mut self, items: &'a [String]) -> &'a str {
        &items[self.below(items.len())]
    }
}

/// Betza material: every built-in piece, and the parts hostile strings are built from.
fn builtin_betza() -> Vec<String> {
    let mut out = Vec::new();
    for id in ids() {
        for p in builtin(&id).unwrap().pieces {
            if !out.contains(&p.betza.text) {
                out.push(p.betza.text);
            }
        }
    }
    out
}

const BETZA_PARTS: &[&str] = &[
    "a", "a", "a", "m", "c", "d", "e", "i", "p", "g", "n", "j", "y", "f", "b", "l", "r", "v", "s", "ff", "W", "F", "D",
    "N", "A", "H", "C", "Z", "G", "K", "R", "B", "Q", "NN", "W4", "W03", "R2", "(4,1)", "(25,25)", "(0,0)", "(", "0",
    "9", "255", "256",
];

fn random_betza(r: &mut Rng, known: &[String]) -> String {
    match r.below(3) {
        0 => {
            let k = r.clone_pick(known).to_string();
            mutate(r, &k)
        }
        1 => (0..1 + r.below(10)).map(|_| *r.pick(BETZA_PARTS)).collect(),
        _ => format!("{}{}", "a".repeat(r.below(30)), r.pick(&["K", "R", "Q", "N", "W", "B"])),
    }
}

/// A chess-like variant with one fuzzed piece `z` on a board of `w` x `h`, the piece on the board.
fn betza_variant(b: &str, w: usize, h: usize) -> String {
    let run = |n: usize| if n == 0 { String::new() } else { n.to_string() };
    let mut rows = vec![w.to_string(); h];
    rows[0] = format!("k{}", run(w - 1));
    rows[h / 2] = format!("{}Z{}", run(w / 2), run(w - w / 2 - 1));
    rows[h - 1] = format!("K{}", run(w - 1));
    format!(
        "[z:chess]\nboard = {w}x{h}\ncastling_pieces = -\npromotion_ranks =\npromotion_mandatory =\npiece = z | Fuzzed | {b}\nstart = {} w - - 0 1\n",
        rows.join("/")
    )
}

/// Compiles a definition and, if it is a variant, draws a diagram and plays a few plies; each step
/// must be quick, and the game must keep the reload invariant.
fn check_definition(r: &mut Rng, ini: &str, rep: &mut Report, piece: Option<char>, plies: usize) {
    let t = Instant::now();
    let v = from_ini(ini, None);
    if t.elapsed() > SLOW {
        rep.find(format!("definition took {:?} to compile: {ini:?}", t.elapsed()));
    }
    let v = match v {
        Ok(v) => v,
        Err(e) => {
            if std::env::var("FUZZ_VERBOSE").is_ok() {
                println!("refused: {e}");
            }
            rep.count("refused");
            return;
        }
    };
    let t = Instant::now();
    let g = Game::from_variant(v.clone(), None);
    if t.elapsed() > SLOW {
        rep.find(format!("game setup took {:?}: {ini:?}", t.elapsed()));
    }
    let Ok(mut g) = g else {
        rep.count("start refused");
        return;
    };
    rep.count("compiled");
    let letter = piece.unwrap_or_else(|| r.pick(&v.pieces).letter);
    let w = v.geometry.width;
    let sq = format!("{}{}", (b'a' + r.below(w) as u8) as char, 1 + r.below(v.geometry.height));
    let t = Instant::now();
    let _ = Game::diagram(&v, letter, &sq);
    if t.elapsed() > SLOW {
        rep.find(format!("diagram of '{letter}' on {sq} took {:?}: {ini:?}", t.elapsed()));
    }
    let t = Instant::now();
    let _ = g.legal_moves();
    if t.elapsed() > SLOW {
        rep.find(format!("first legal moves took {:?}: {ini:?}", t.elapsed()));
    }
    let before = rep.findings.len();
    playout(r, &mut g, plies, rep, "definition");
    for f in rep.findings.iter_mut().skip(before) {
        f.push_str(&format!(" in {ini:?}"));
    }
}

#[test]
fn fuzz_betza_strings() {
    let budget = Budget::new(600, 0.15);
    let mut r = seed(4);
    let mut rep = Report::new("betza");
    let known = builtin_betza();
    while budget.more(rep.tried) {
        let b = random_betza(&mut r, &known);
        rep.tried += 1;
        let t = Instant::now();
        let parsed = catch_unwind(|| fairyboard::pieces::betza::parse(&b));
        if t.elapsed() > SLOW {
            rep.find(format!("parsing {b:?} took {:?}", t.elapsed()));
        }
        match parsed {
            Err(_) => rep.find(format!("panic parsing {b:?}")),
            Ok(Err(_)) => rep.count("parse refused"),
            Ok(Ok(_)) => {
                rep.count("parsed");
                let (w, h) = *r.pick(&[(8, 8), (12, 12), (20, 20), (26, 17), (3, 4)]);
                let ini = betza_variant(&b, w, h);
                let mut rr = Rng(r.next());
                rep.guard(&ini, |rep| check_definition(&mut rr, &ini, rep, Some('z'), 6));
            }
        }
    }
    rep.finish();
}

/// A value for a mutated definition line: numbers at the edges, rank and letter lists, Betza.
fn random_value(r: &mut Rng, known: &[String]) -> String {
    match r.below(8) {
        0 => r
            .pick(&["0", "1", "-1", "127", "128", "2147483648", "2863311531", "4294967296", "99999999999999999999"])
            .to_string(),
        1 => r
            .pick(&["true", "false", "win", "loss", "draw", "none", "all", "chu", "shogi", "vacancy", "lost", "-"])
            .to_string(),
        2 => r.pick(&["8", "1 8", "0", "9 10", "7 8 9", "1 2 3 4 5 6 7 8", "99"]).to_string(),
        3 => r
            .pick(&["k", "q k", "p", "n +o", "qrbnk", "z", "(ab)", "+p", "k r", "p | 8", "p | 1 2", "-", "q", "n", ""])
            .to_string(),
        4 => r.pick(&["0x0", "1x1", "26x26", "20x20", "27x2", "8x8", "3x4", "12x12"]).to_string(),
        5 => format!("z | Z | {}", random_betza(r, known)),
        6 => noise(r, 10),
        _ => {
            let k = r.clone_pick(known).to_string();
            mutate(r, &k)
        }
    }
}

/// A value of the right kind for `key` most of the time, so that mutated definitions compile and play.
fn value_for(r: &mut Rng, key: &str, known: &[String]) -> String {
    if r.chance(25) {
        return random_value(r, known);
    }
    let letters = ["k", "q", "p", "n", "r", "b", "q r", "p n", "-", "k q"];
    let ranks = ["8", "1 8", "7 8", "6 7 8", "1", "2 3", "-"];
    match key {
        "drops" | "must_capture" | "immobility_illegal" | "flip_every_move" | "en_passant" => {
            r.pick(&["true", "false"]).to_string()
        }
        "royal" | "pawns" | "promotion" | "lions" | "lion_cheap" | "imitator" | "drop_no_doubled"
        | "castling_pieces" => r.pick(&letters).to_string(),
        "promotion_ranks" | "promotion_mandatory" => r.pick(&ranks).to_string(),
        "no_drop" => format!("{} | {}", r.pick(&letters), r.pick(&ranks)),
        "move_rule" | "repetition" => r.pick(&["0", "1", "2", "3", "50", "1000000", "1000001"]).to_string(),
        "stalemate" | "checkmate" | "extinction" => r.pick(&["win", "loss", "draw", "none"]).to_string(),
        "promotion_limit" => r.pick(&["none", "lost", "vacancy"]).to_string(),
        "promotion_style" => r.pick(&["chess", "shogi", "chu"]).to_string(),
        "royal_mode" => r.pick(&["any", "all"]).to_string(),
        "draw_rules" => r.pick(&["automatic", "claim"]).to_string(),
        "first_move" => r.pick(&["rank", "tracked"]).to_string(),
        "state_fields" => r.pick(&["last_mover", "vacancies", "last_mover vacancies", "-"]).to_string(),
        "piece" => {
            format!("{} | Fuzzed | {}", r.pick(&["z", "q", "p", "k", "n", "+p", "(zz)"]), random_betza(r, known))
        }
        _ => random_value(r, known),
    }
}

const KEYS: &[&str] = &[
    "piece",
    "royal",
    "pawns",
    "promotion",
    "promotion_ranks",
    "promotion_mandatory",
    "promotion_limit",
    "drops",
    "no_drop",
    "move_rule",
    "repetition",
    "draw_rules",
    "castling",
    "castling_pieces",
    "lions",
    "lion_cheap",
    "board",
    "holes",
    "royal_mode",
    "promotion_style",
    "must_capture",
    "extinction",
    "first_move",
    "state_fields",
    "imitator",
    "flag",
    "stalemate",
    "checkmate",
    "drop_no_doubled",
    "immobility_illegal",
    "flip_every_move",
    "en_passant",
    "piece",
    "piece",
    "drops",
    "promotion",
];

#[test]
fn fuzz_variant_definitions() {
    let budget = Budget::new(400, 0.20);
    let mut r = seed(5);
    let mut rep = Report::new("definitions");
    let known = builtin_betza();
    let mut files: Vec<String> = std::fs::read_dir("src/variants/data")
        .expect("variant data")
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    files.sort();
    let parents = ids();
    while budget.more(rep.tried) {
        if r.chance(50) {
            // A built-in parent with a few rule keys changed, played for longer.
            let mut ini = format!("[fz:{}]\n", r.pick(&parents));
            for _ in 0..1 + r.below(4) {
                let key = *r.pick(KEYS);
                ini.push_str(&format!("{key} = {}\n", value_for(&mut r, key, &known)));
            }
            rep.tried += 1;
            let mut rr = Rng(r.next());
            rep.guard(&ini, |rep| check_definition(&mut rr, &ini, rep, None, 40));
            continue;
        }
        let mut lines: Vec<String> = r.pick(&files).lines().map(String::from).collect();
        for _ in 0..1 + r.below(4) {
            let i = r.below(lines.len());
            match r.below(6) {
                // Replace a value.
                0 | 1 => {
                    if let Some((k, _)) = lines[i].split_once('=') {
                        lines[i] = format!("{}= {}", k, random_value(&mut r, &known));
                    }
                }
                // Add a key.
                2 | 3 => {
                    let key = *r.pick(KEYS);
                    let line = format!("{key} = {}", value_for(&mut r, key, &known));
                    lines.push(line);
                }
                4 => {
                    lines.remove(i);
                }
                // A new section with a parent: real, unknown, or itself.
                _ => {
                    let p = r.pick(&parents).clone();
                    let head = r
                        .pick(&[
                            format!("[fz:{p}]"),
                            "[fz:nosuch]".into(),
                            "[fz:fz]".into(),
                            format!("[fz:{p}]\n[p2:fz]"),
                        ])
                        .clone();
                    lines.insert(0, head);
                }
            }
        }
        // Keep the section header first, so the fuzzed section is the one built.
        let ini = lines.join("\n");
        rep.tried += 1;
        let mut rr = Rng(r.next());
        rep.guard(&ini, |rep| check_definition(&mut rr, &ini, rep, None, 6));
    }
    rep.finish();
}
