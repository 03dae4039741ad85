//! TCHESS (article 004, spec tchess.md) against the independent slow generator
//! (tests/common/tchess_slow.rs), which implements the rules from the spec's prose:
//!
//! 1. Perft from the start positions of both modes (10x10 `tchess`, 8x8 zone `tchess8`) and from
//!    starts with alternatives; the counts are regression values (printed with `--nocapture`).
//! 2. Fixed-seed random games in both modes from the start positions, starts with alternatives
//!    (flipped Champions, the all-alternative front row, Jesters, Assassins, Emperors) and positions
//!    built for promotion and the endgame: at every ply the legal move sets, the FEN (all nine
//!    fields, the pools in any order), the check indicator, the outcome, and the engine's FEN read
//!    back by the slow generator.
//!
//! Run in release mode: `cargo test --release --test tchess_slow -- --nocapture`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::tchess_check::{random_games, Played, Prefer};
use common::tchess_slow::{check_perft, START_10, START_8};
use fairyboard::Game;

// ---------------------------------------------------------------------------------------------
// 1. Perft.

/// (variant, FEN, depth, expected count): slow generator and engine must both give the count.
fn perft_cases(cases: &[(&str, &str, u32, u64)]) {
    let mut failures = vec![];
    for &(id, fen, depth, want) in cases {
        let t = std::time::Instant::now();
        match check_perft(id, fen, depth) {
            Ok(n) => {
                println!("perft {id} '{fen}' depth {depth}: {n} ({:.1} s)", t.elapsed().as_secs_f64());
                if n != want {
                    failures.push(format!("{id} '{fen}' depth {depth}: both give {n}, regression value {want}"));
                }
            }
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn perft_start_positions() {
    perft_cases(&[
        ("tchess", START_10, 1, 26),
        ("tchess", START_10, 2, 676),
        ("tchess", START_10, 3, 19_470),
        ("tchess", START_10, 4, 559_465),
        ("tchess8", START_8, 1, 12),
        ("tchess8", START_8, 2, 144),
        ("tchess8", START_8, 3, 2_124),
        ("tchess8", START_8, 4, 31_250),
        ("tchess8", START_8, 5, 556_525),
    ]);
    // The engine's own start positions are the spec's.
    for (id, fen) in [("tchess", START_10), ("tchess8", START_8)] {
        let a = Game::new(id, None).unwrap().perft(3);
        let b = Game::new(id, Some(fen)).unwrap().perft(3);
        assert_eq!(a, b, "{id}: Game::new(id, None) is not the spec's start");
    }
}

const ALT_10: &[&str] = &[
    // Champions flipped: Cardinal on the a-file, Marshal on the j-file (§8.3).
    "xgwdmldwgh/frnbqkbnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FRNBQKBNRF/XGWDMLDWGH w - - 0 1",
    // The all-alternative front row (§8.3).
    "cgwdmldwgc/frnbqkbnrf/zisittisiz/10/10/10/10/ZISITTISIZ/FRNBQKBNRF/CGWDMLDWGC w - - 0 1",
    // Tournament Jester replacing the Magister (§7.4.3).
    "cgwdjldwgc/frnbqkbnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FRNBQKBNRF/CGWDJLDWGC w - - 0 1",
    // Assassin replacing the Lion, Emperors.
    "cgwdmadwgc/frnbqebnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FRNBQEBNRF/CGWDMADWGC w - - 0 1",
    // Asymmetric: White all alternatives and a Jester for a Rook; Black classic with an Assassin
    // for the Queen.
    "cgwdmldwgc/frnbakbnrf/pppppppppp/10/10/10/10/ZISITTISIZ/FJNBQEBNRF/XGWDMLDWGH w - - 0 1",
];

const ALT_8: &[&str] = &[
    "10/1rnbqkbnr1/1isittisi1/10/10/10/10/1ISITTISI1/1RNBQKBNR1/10 w - - 0 1",
    "10/1rjbqkbnr1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1RJBQKBNR1/10 w - - 0 1",
    "10/1rnbqebnr1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1RNBQEBNR1/10 w - - 0 1",
    "10/1rnbaebnr1/1isittisi1/10/10/10/10/1PPPPPPPP1/1RNBJKBNR1/10 w - - 0 1",
];

#[test]
fn perft_alternative_starts() {
    let mut cases: Vec<(&str, &str, u32, u64)> = vec![];
    let want10: [u64; 5] = [19_470, 8_986, 19_506, 23_630, 13_952];
    let want8: [u64; 4] = [4_462, 1_402, 3_060, 3_200];
    for (f, &n) in ALT_10.iter().zip(&want10) {
        cases.push(("tchess", f, 3, n));
    }
    for (f, &n) in ALT_8.iter().zip(&want8) {
        cases.push(("tchess8", f, 3, n));
    }
    perft_cases(&cases);
}

// ---------------------------------------------------------------------------------------------
// 2. Random games.

#[test]
fn random_games_10x10_start() {
    let n = random_games("tchess", START_10, 40, 120, 0x7C4E_5501, Prefer::RULES);
    assert!(n.plies > 3_000 && n.captures > 300 && n.double_steps > 50, "{n:?}");
}

#[test]
fn random_games_8x8_start() {
    let n = random_games("tchess8", START_8, 60, 150, 0x7C4E_5508, Prefer::RULES);
    assert!(n.plies > 4_000 && n.captures > 500, "{n:?}");
}

#[test]
fn random_games_10x10_alternatives() {
    let mut total = Played::default();
    for (i, f) in ALT_10.iter().enumerate() {
        let n = random_games("tchess", f, 8, 120, 0xA17E_0010 + i as u64, Prefer::RULES);
        total.add(&n);
    }
    assert!(total.plies > 2_000 && total.remote > 2 && total.jester > 25, "{total:?}");
}

#[test]
fn random_games_8x8_alternatives() {
    let mut total = Played::default();
    for (i, f) in ALT_8.iter().enumerate() {
        let n = random_games("tchess8", f, 20, 150, 0xA17E_0008 + i as u64, Prefer::RULES);
        total.add(&n);
    }
    assert!(total.plies > 4_000 && total.remote > 5 && total.jester > 50, "{total:?}");
}

/// Positions built for promotion by vacancy, the Jester, the Sergeant aura and the endgame.
#[test]
fn random_games_special_positions() {
    let cases: &[(&str, &str)] = &[
        // Pawn-types near promotion with pools on both sides; Jesters.
        ("tchess", "2k7/PIpS2T3/10/1j8/10/10/8J1/10/1s1t1pZ1iP/6K3 w - - 0 30 N RFQ gdm"),
        ("tchess", "2k7/PIpS2T3/10/1j8/10/10/8J1/10/1s1t1pZ1iP/7K2 b - - 0 30 N - gdm"),
        // En passant both ways on 10x10.
        ("tchess", "4k5/10/pppppppppp/10/P1P1P1P1P1/1p1p1p1p1p/10/PPPPPPPPPP/10/4K5 w - - 0 1"),
        ("tchess", "4k5/10/pppppppppp/10/P1P1P1P1P1/1p1p1p1p1p/10/PPPPPPPPPP/10/4K5 b - - 0 1"),
        // Jesters beside the kings, sliders around (J-4 pins).
        ("tchess", "4k5/3j6/10/10/2B4r2/10/10/5J4/4K5/10 w - - 0 1 R - -"),
        ("tchess", "4k5/3j2q3/10/2G7/6d3/1H8/10/5J4/4K1x3/10 b - - 0 1 Q - -"),
        // Sergeant units (PP-PS-PP) facing each other.
        ("tchess", "4k5/10/10/2isi1isi1/10/10/2ISI1ISI1/10/10/4K5 w - - 0 1 - RN rn"),
        // Two-stage pieces in a crowd.
        ("tchess", "c3k4c/1g1d1m1l2/2w1f3x1/3p1p4/10/10/3P1P4/2W1F3X1/1G1D1M1L2/C3K4C w - - 0 1"),
        // Zone mode: promotion on ranks 9 / 2.
        ("tchess8", "10/1k2P3p1/1p8/10/10/10/10/1P6p1/1K1p4P1/10 w - - 0 40 - QRJ nbq"),
        ("tchess8", "10/1k6r1/2I1S1I3/10/10/10/10/2s1i1j3/1K6R1/10 w - - 0 1 I B x"),
        // Zone mode with the new pieces and the alternatives (the ring is off limits).
        ("tchess8", "10/1k1g1d1m2/1c1f1w1l2/1p1p1p1p2/10/10/1P1P1P1P2/1C1F1W1L2/1K1G1D1M2/10 w - - 0 1"),
        ("tchess8", "10/1e1a1h1x2/1s1i1z1t2/10/10/10/10/1T1Z1I1S2/1E1A1H1X2/10 w - - 0 1 - GD ml"),
        // Sparse: bare royals and no-move losses appear.
        ("tchess", "10/3k6/10/10/4q5/10/10/4P5/3K6/10 w - - 85 60"),
        ("tchess8", "10/4e5/10/10/10/3R6/10/10/4K5/10 w - - 0 60"),
    ];
    let mut total = Played::default();
    for (i, (id, f)) in cases.iter().enumerate() {
        let n = random_games(id, f, 20, 80, 0x5BEC_1A10 + i as u64, Prefer::RULES);
        total.add(&n);
    }
    println!("special positions: {total:?}");
    assert!(
        total.plies > 5_000
            && total.promotions > 50
            && total.jester > 100
            && total.en_passant > 20
            && total.ends_by.iter().all(|&x| x > 0),
        "{total:?}"
    );
}
