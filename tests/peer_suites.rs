//! Perft against other chess projects' suites (../shared/reference/peer-suites/: shakmaty,
//! python-chess, Stockfish). They are GPL, so they are read in place and never copied here.
//! Every (position, depth) whose expected count is at most the node budget is checked:
//! `FAIRYBOARD_PEER_BUDGET` nodes (default 100 000: a few seconds in the `testing` profile);
//! `scripts/peer-suites.sh` runs them deeper.

use std::path::{Path, PathBuf};
use std::time::Instant;

use fairyboard::Game;

/// Where the suites live: `FAIRYBOARD_PEER_SUITES` if set, else next to the repository
/// (`../shared/reference/peer-suites` from the crate root, the test's working directory), else
/// where this machine kind keeps the shared data (a clone elsewhere still finds them).
const SUITES: [&str; 2] = ["../shared/reference/peer-suites", "/work/shared/reference/peer-suites"];

fn budget() -> u64 {
    std::env::var("FAIRYBOARD_PEER_BUDGET").ok().and_then(|s| s.parse().ok()).unwrap_or(100_000)
}

/// One position of a suite: its id, FEN and (depth, nodes) pairs.
struct Case {
    id: String,
    fen: String,
    perft: Vec<(u32, u64)>,
}

/// Reads a suite file (lines `id NAME`, `epd FEN`, `perft DEPTH NODES`; `#` starts a comment).
fn read_suite(path: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out: Vec<Case> = Vec::new();
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if let Some(id) = line.strip_prefix("id ") {
            out.push(Case { id: id.trim().into(), fen: String::new(), perft: Vec::new() });
        } else if let Some(fen) = line.strip_prefix("epd ") {
            out.last_mut().expect("epd after id").fen = fen.trim().into();
        } else if let Some(p) = line.strip_prefix("perft ") {
            let mut it = p.split_whitespace().map(|x| x.parse::<u64>().expect("perft numbers"));
            let (d, n) = (it.next().unwrap(), it.next().unwrap());
            out.last_mut().expect("perft after id").perft.push((d as u32, n));
        }
    }
    out
}

fn suites_dir() -> PathBuf {
    let tried: Vec<PathBuf> = std::env::var("FAIRYBOARD_PEER_SUITES")
        .ok()
        .map(PathBuf::from)
        .into_iter()
        .chain(SUITES.iter().map(PathBuf::from))
        .collect();
    let found = tried.iter().find(|d| d.join("README.md").is_file());
    found.cloned().unwrap_or_else(|| {
        panic!(
            "the peer perft suites are missing: tried {tried:?} (from the crate root {}); they are shared \
             test data outside the repository: set FAIRYBOARD_PEER_SUITES to their folder",
            std::env::current_dir().map(|d| d.display().to_string()).unwrap_or_default()
        )
    })
}

/// Runs one suite file on a variant; returns (positions, cases checked, failures).
fn run(file: &str, variant: &str) -> (usize, usize, Vec<String>) {
    let cases = read_suite(&suites_dir().join(file));
    assert!(!cases.is_empty(), "{file}: no cases");
    let (mut checked, mut failures) = (0, Vec::new());
    let start = Instant::now();
    for c in &cases {
        let mut g = match Game::new(variant, Some(&c.fen)) {
            Ok(g) => g,
            Err(e) => {
                failures.push(format!("{file} {} ({variant}) '{}': {e}", c.id, c.fen));
                continue;
            }
        };
        for &(depth, expected) in &c.perft {
            if expected > budget() {
                continue;
            }
            checked += 1;
            let got = g.perft(depth);
            if got != expected {
                failures.push(format!(
                    "{file} {} ({variant}) '{}' depth {depth}: expected {expected}, got {got}",
                    c.id, c.fen
                ));
            }
        }
    }
    eprintln!(
        "{file} on {variant}: {} positions, {checked} cases up to {} nodes, {:.2} s",
        cases.len(),
        budget(),
        start.elapsed().as_secs_f64()
    );
    (cases.len(), checked, failures)
}

fn check(file: &str, variant: &str, min_cases: usize) {
    let (_, checked, failures) = run(file, variant);
    assert!(failures.is_empty(), "{} of {checked} cases differ:\n{}", failures.len(), failures.join("\n"));
    assert!(checked >= min_cases, "{file} on {variant}: only {checked} cases checked");
}

#[test]
fn shakmaty_tricky_chess() {
    check("shakmaty/tricky.perft", "chess", 40);
}

#[test]
fn python_chess_tricky_chess() {
    check("python-chess/tricky.perft", "chess", 30);
}

#[test]
fn stockfish_perft_sh_chess() {
    // Its depths are deep (5-7): few fit a small budget; scripts/peer-suites.sh runs them all.
    check("stockfish/perft-sh.perft", "chess", 1);
}

#[test]
fn shakmaty_chess960_on_chess() {
    check("shakmaty/chess960.perft", "chess", 2880);
}

#[test]
fn shakmaty_chess960_on_chess960() {
    check("shakmaty/chess960.perft", "chess960", 2880);
}

#[test]
fn shakmaty_antichess() {
    check("shakmaty/antichess.perft", "antichess", 10);
}

#[test]
fn python_chess_giveaway_on_giveaway_and_antichess() {
    check("python-chess/giveaway.perft", "giveaway", 10);
    check("python-chess/giveaway.perft", "antichess", 10);
}

#[test]
fn shakmaty_crazyhouse() {
    check("shakmaty/crazyhouse.perft", "crazyhouse", 5);
}

#[test]
fn python_chess_crazyhouse() {
    check("python-chess/crazyhouse.perft", "crazyhouse", 5);
}

#[test]
fn the_issue_19_position_castles_king_side_only() {
    // King b1, rooks e1 and f1, right E: the E rook is on the king side, so the king would go to
    // g1 over the f1 rook: no castling (b1e1 was generated as a queen-side castling before).
    let mut g = Game::new("chess", Some("rr6/2kpp3/1ppn2p1/p2b1q1p/P4P1P/1PNN2P1/2PP4/1K2RR2 w E - 0 20")).unwrap();
    assert_eq!(g.perft(1), 30);
    assert!(!g.legal_moves().iter().any(|m| m == "b1e1"));
}
