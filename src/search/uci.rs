//! The Universal Chess Interface over the search: `uci`, `isready`, `ucinewgame`,
//! `setoption name UCI_Variant value <id>`, `setoption name UCI_Chess960 value true` (castling written
//! king-takes-rook), `position startpos|fen <FEN> [moves ...]`,
//! `go [movetime|wtime|btime|winc|binc|depth|nodes|infinite]`, `stop`, `quit`. Positions and moves
//! are written as the engine writes them (its FEN and canonical move strings). Searches run on a
//! thread of their own so that `stop` and `isready` are answered while they think.
//!
//! The same engine speaks USI for the shogi family ([`Uci::new_usi`]): `usi`, `usinewgame`,
//! `position startpos|sfen <SFEN> [moves ...]` with USI moves (`7g7f`, `P*5e`, `8h2b+`),
//! `go btime|wtime|binc|winc|byoyomi ...` (b = sente, the engine's White), `gameover`.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use super::alphabeta::{mate_in, Limits, SearchInfo, Searcher};
use super::clock::WallClock;
use super::engine_game::best_move;
use crate::engine::{Game, GameB, Move, MoveKind, WidthVisitor};
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::variants;

/// Where the protocol writes its lines.
pub type Output = Arc<Mutex<dyn Write + Send>>;

fn say(out: &Output, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// The UCI engine state between commands.
pub struct Uci {
    variant: String,
    game: Game,
    searcher: Arc<Mutex<Searcher<Move>>>,
    hash_mb: usize,
    stop: Arc<AtomicBool>,
    thinking: Option<JoinHandle<()>>,
    out: Output,
    /// Speaking USI: USI move strings, SFEN positions, sente's clock as `btime`.
    usi: bool,
    /// `UCI_Chess960`: castling moves are written king-takes-rook (`e1h1`), as Chess960 GUIs expect.
    chess960: bool,
}

/// A `go` command's target time for the side to move: a thirtieth of the remaining time plus
/// three quarters of the increment, never more than half of what is left (the hard limit of the
/// search is up to three times this, never more than 40 % of what is left).
pub fn time_budget(remaining_ms: f64, increment_ms: f64) -> f64 {
    let left = remaining_ms.max(0.0);
    (left / 30.0 + increment_ms * 0.75).min(left / 2.0).max(1.0)
}

/// Reads the limits of a `go` command for the side to move.
pub fn parse_go(words: &[&str], turn: Color) -> Limits {
    let mut limits = Limits::default();
    let (mut time, mut inc) = (None, 0.0);
    let num = |i: usize| words.get(i + 1).and_then(|w| w.parse::<f64>().ok());
    for (i, w) in words.iter().enumerate() {
        match (*w, turn) {
            ("movetime", _) => limits.movetime_ms = num(i),
            ("depth", _) => limits.depth = num(i).map(|d| d.max(1.0) as u32),
            ("nodes", _) => limits.nodes = num(i).map(|n| n.max(1.0) as u64),
            ("wtime", Color::White) | ("btime", Color::Black) => time = num(i),
            ("winc", Color::White) | ("binc", Color::Black) => inc = num(i).unwrap_or(0.0),
            _ => {}
        }
    }
    if let (Some(t), None) = (time, limits.movetime_ms) {
        // The budget is the target; a long last iteration may run on to three times it.
        let soft = time_budget(t, inc);
        limits.soft_ms = Some(soft);
        limits.movetime_ms = Some((3.0 * soft).min(t.max(0.0) * 0.4).max(soft));
    }
    limits
}

fn info_line(i: &SearchInfo) -> String {
    let score = match mate_in(i.score) {
        Some(m) => format!("mate {m}"),
        None => format!("cp {}", i.score),
    };
    let nps = if i.time_ms > 0.0 { (i.nodes as f64 * 1000.0 / i.time_ms) as u64 } else { 0 };
    format!(
        "info depth {} score {score} nodes {} time {} nps {nps} pv {}",
        i.depth,
        i.nodes,
        i.time_ms as u64,
        i.pv.join(" ")
    )
}

impl Uci {
    /// A UCI engine on chess, writing to `out`.
    pub fn new(out: Output) -> Uci {
        let game = Game::new("chess", None).expect("the chess variant is built in");
        Uci {
            variant: "chess".into(),
            game,
            searcher: Arc::new(Mutex::new(Searcher::new(16))),
            hash_mb: 16,
            stop: Arc::new(AtomicBool::new(false)),
            thinking: None,
            out,
            usi: false,
            chess960: false,
        }
    }

    /// A USI engine on shogi (the shogi family's protocol), writing to `out`.
    pub fn new_usi(out: Output) -> Uci {
        let mut u = Uci::new(out);
        u.usi = true;
        u.variant = "shogi".into();
        u.reset(None);
        u
    }

    /// The board size of the current variant (for USI square names).
    fn size(&self) -> (usize, usize) {
        let g = &self.game.variant().geometry;
        (g.width, g.height)
    }

    /// Reads commands until `quit` or the end of the input.
    pub fn run(&mut self, input: impl BufRead) {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if !self.command(&line) {
                break;
            }
        }
        self.wait();
    }

    fn wait(&mut self) {
        if let Some(h) = self.thinking.take() {
            let _ = h.join();
        }
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.wait();
    }

    /// Handles one command line; false after `quit`.
    pub fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("usi") if self.usi => self.identify("USI_Hash", "usiok"),
            Some("usinewgame") if self.usi => {
                self.halt();
                if let Ok(mut s) = self.searcher.lock() {
                    s.clear();
                }
                self.reset(None);
            }
            Some("gameover") if self.usi => self.halt(),
            Some("uci") => self.identify("Hash", "uciok"),
            Some("isready") => say(&self.out, "readyok"),
            Some("ucinewgame") => {
                self.halt();
                if let Ok(mut s) = self.searcher.lock() {
                    s.clear();
                }
                self.reset(None);
            }
            Some("setoption") => {
                self.halt();
                self.set_option(&words);
            }
            Some("position") => {
                self.halt();
                self.position(&words);
            }
            Some("go") => {
                self.halt();
                self.go(&words);
            }
            Some("stop") => self.halt(),
            Some("quit") => {
                self.halt();
                return false;
            }
            _ => {}
        }
        true
    }

    fn reset(&mut self, fen: Option<&str>) -> bool {
        let g = Game::new(&self.variant, fen);
        self.install(g)
    }

    /// Answers `uci` / `usi`: the engine's name, its options (the variant list, the hash size
    /// under the protocol's name for it) and `ok`.
    fn identify(&self, hash_option: &str, ok: &str) {
        say(&self.out, "id name fairyboard");
        say(&self.out, "id author the fairyboard authors");
        let vars: Vec<String> = variants::ids().iter().map(|v| format!("var {v}")).collect();
        say(&self.out, &format!("option name UCI_Variant type combo default {} {}", self.variant, vars.join(" ")));
        say(&self.out, &format!("option name {hash_option} type spin default 16 min 1 max 1024"));
        if !self.usi {
            say(&self.out, "option name UCI_Chess960 type check default false");
        }
        say(&self.out, ok);
    }

    /// Takes a new game, or reports why there is none (the old one stays).
    fn install(&mut self, g: Result<Game, crate::Error>) -> bool {
        match g {
            Ok(g) => {
                self.game = g;
                true
            }
            Err(e) => {
                say(&self.out, &format!("info string error: {e}"));
                false
            }
        }
    }

    fn set_option(&mut self, words: &[&str]) {
        let joined = words.join(" ");
        let Some(rest) = joined.strip_prefix("setoption name ") else { return };
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.trim(), ""),
        };
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => {
                if variants::builtin(value).is_ok() {
                    self.variant = value.to_string();
                    // What the tables learnt belongs to the other variant.
                    if let Ok(mut s) = self.searcher.lock() {
                        s.clear();
                    }
                    self.reset(None);
                } else {
                    say(&self.out, &format!("info string error: unknown variant '{value}'"));
                }
            }
            "uci_chess960" => self.chess960 = value.eq_ignore_ascii_case("true"),
            "hash" | "usi_hash" => {
                if let Ok(mb) = value.parse::<usize>() {
                    self.hash_mb = mb.clamp(1, 1024);
                    self.searcher = Arc::new(Mutex::new(Searcher::new(self.hash_mb)));
                }
            }
            _ => {}
        }
    }

    fn position(&mut self, words: &[&str]) {
        let moves_at = words.iter().position(|w| *w == "moves").unwrap_or(words.len());
        let ok = match words.get(1).copied() {
            Some("startpos") => self.reset(None),
            Some("fen") => {
                let fen = words[2..moves_at].join(" ");
                self.reset(Some(&fen))
            }
            Some("sfen") if self.usi => {
                let sfen = words[2..moves_at].join(" ");
                let g = Game::from_sfen(&self.variant, &sfen);
                self.install(g)
            }
            _ => {
                say(&self.out, "info string error: position needs startpos or fen");
                false
            }
        };
        if !ok {
            return;
        }
        let (w, h) = self.size();
        for sent in words.iter().skip(moves_at + 1) {
            let mv =
                if self.usi { super::usi::move_from_usi(sent, w, h).unwrap_or_default() } else { sent.to_string() };
            if let Err(e) = self.game.play(&mv) {
                let shown = crate::error::shown(&sent.chars().take(24).collect::<String>());
                say(&self.out, &format!("info string error: move {shown}: {e}"));
                return;
            }
        }
    }

    fn go(&mut self, words: &[&str]) {
        // USI: `b` is sente (the engine's White); byoyomi is time per move on top of the clock.
        let swapped: Vec<&str> = if self.usi {
            words
                .iter()
                .map(|w| match *w {
                    "btime" => "wtime",
                    "wtime" => "btime",
                    "binc" => "winc",
                    "winc" => "binc",
                    o => o,
                })
                .collect()
        } else {
            words.to_vec()
        };
        let mut limits = parse_go(&swapped, self.game.turn());
        if self.usi {
            if let Some(b) = words.iter().position(|w| *w == "byoyomi").and_then(|i| words.get(i + 1)) {
                if let Ok(b) = b.parse::<f64>() {
                    limits.movetime_ms = Some(limits.movetime_ms.unwrap_or(0.0) + b * 0.9);
                    limits.soft_ms = limits.soft_ms.map(|s| s + b * 0.9);
                }
            }
        }
        let (usi, (w, h)) = (self.usi, self.size());
        let conv = move |m: &str| {
            if usi {
                super::usi::move_to_usi(m, w, h).unwrap_or_else(|| m.to_string())
            } else {
                m.to_string()
            }
        };
        // Under UCI_Chess960, castlings along the line are rewritten king-takes-rook.
        let root = self.chess960.then(|| self.game.clone());
        let line = move |moves: &[String]| -> Vec<String> {
            let Some(mut g) = root.clone() else { return moves.iter().map(|m| conv(m)).collect() };
            let mut out = Vec::with_capacity(moves.len());
            for m in moves {
                out.push(king_takes_rook(&mut g, m));
                if g.play(m).is_err() {
                    break;
                }
            }
            out
        };
        self.stop.store(false, Ordering::Relaxed);
        let (stop, searcher, out) = (self.stop.clone(), self.searcher.clone(), self.out.clone());
        let mut game = self.game.clone();
        self.thinking = Some(std::thread::spawn(move || {
            let clock = WallClock::new();
            let Ok(mut s) = searcher.lock() else { return };
            let mut report = |i: &SearchInfo| {
                let mut i = i.clone();
                i.pv = line(&i.pv);
                say(&out, &info_line(&i))
            };
            let best = best_move(&mut game, &mut s, &limits, &clock, Some(&stop), &mut report);
            let none = if usi { "resign" } else { "(none)" };
            let mv = best.mv.map(|m| line(&[m]).remove(0));
            say(&out, &format!("bestmove {}", mv.unwrap_or_else(|| none.to_string())));
        }));
    }
}

/// A castling move of `game`'s side to move written king-takes-rook (king's cell + rook's cell);
/// any other move as it is.
fn king_takes_rook(game: &mut Game, mv: &str) -> String {
    struct Rewrite<'a>(&'a str);
    impl WidthVisitor for Rewrite<'_> {
        type Output = Option<String>;
        fn visit<B: BitSet>(self, g: &mut GameB<B>) -> Option<String> {
            let m = g.parse_move(self.0).ok()?;
            let geo = &g.t.geo;
            (m.kind == MoveKind::Castle).then(|| geo.square_name(m.from as usize) + &geo.square_name(m.aux as usize))
        }
    }
    game.visit(Rewrite(mv)).unwrap_or_else(|| mv.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess960_castling_is_written_king_takes_rook() {
        let mut g = Game::new("chess", Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")).unwrap();
        assert_eq!(king_takes_rook(&mut g, "e1g1"), "e1h1");
        assert_eq!(king_takes_rook(&mut g, "e1c1"), "e1a1");
        assert_eq!(king_takes_rook(&mut g, "e1f1"), "e1f1", "a king step stays as it is");
        assert_eq!(king_takes_rook(&mut g, "x9"), "x9", "what is not a move stays as it is");
        let mut g = Game::new("chess960", Some("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1")).unwrap();
        assert_eq!(king_takes_rook(&mut g, "e1c1"), "e1b1");
        assert_eq!(king_takes_rook(&mut g, "e1g1"), "e1g1", "the king's destination is the rook's cell");
    }
}
