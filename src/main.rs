//! The `fairyboard` command-line tool: perft, legal moves, move diagrams, variant list, the
//! computer's move (`bestmove`) and a UCI engine (`uci`).

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use fairyboard::game::Origin;
use fairyboard::{variants, Game};

/// `println!` that ends the program quietly when the reader has gone (`fairyboard variants | head`).
macro_rules! println {
    ($($arg:tt)*) => {
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    };
}

const USAGE: &str = "usage:
  fairyboard perft <variant> <depth> [--fen FEN | --start N] [--divide] [--width 64|128|256|448] [--count legal|fsf]
                   [--runs N]     (counts N times, 1-100, and reports the fastest: for benchmarks)
                   [--ini FILE]   (the variant <variant> of an ini file, which may inherit the built-ins)
  fairyboard moves <variant> [--fen FEN | --start N] [--square SQ] [--ini FILE]
  fairyboard diagram <variant> <piece-letter> <square> [--ini FILE]
  fairyboard variants
  fairyboard bestmove <variant> [--fen FEN | --start N] [--moves m1,m2,...] [--movetime MS | --nodes N | --depth D]
                      [--noise CP --seed S]   (prints 'outcome <winner|draw> <reason>' if the game is over)
                      [--ini FILE]
                 (moves, diagram, bestmove: --ini FILE defines the file's variants first, as a page
                  defines its own: <variant> may be one of them)
  fairyboard uci
  fairyboard usi                  (the shogi family's protocol)";

fn option(args: &[String], name: &str) -> Result<Option<String>, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(None),
        Some(i) => args.get(i + 1).cloned().map(Some).ok_or_else(|| format!("{name} needs a value")),
    }
}

/// `--fen FEN`, or `--start N`: the FEN of the variant's numbered start array `N` (Chess960's 0–959).
fn fen_option(args: &[String], variant: &str) -> Result<Option<String>, String> {
    let fen = option(args, "--fen")?;
    let Some(n) = option(args, "--start")? else { return Ok(fen) };
    if fen.is_some() {
        return Err("--fen and --start exclude each other".into());
    }
    let v = variants::shared(variant).map_err(|e| e.to_string())?;
    let n = variants::shuffle::parse_number(&v, &n).map_err(|e| e.to_string())?;
    variants::shuffle::start_fen(&v, n).map(Some).map_err(|e| e.to_string())
}

/// The options each command takes (an option it does not take is an error, not ignored).
const OPTIONS: [(&str, &[&str]); 4] = [
    ("perft", &["--fen", "--start", "--divide", "--width", "--count", "--runs", "--ini"]),
    ("moves", &["--fen", "--start", "--square", "--ini"]),
    ("diagram", &["--ini"]),
    ("bestmove", &["--fen", "--start", "--moves", "--movetime", "--nodes", "--depth", "--noise", "--seed", "--ini"]),
];

/// `--ini FILE` of moves, diagram and bestmove: defines the file's variants (`game::define`, as a
/// page defines its own), so that the command's `<variant>` may be one of them.
fn define_option(args: &[String]) -> Result<(), String> {
    let Some(path) = option(args, "--ini")? else { return Ok(()) };
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    #[cfg(feature = "page-variants")]
    return fairyboard::game::define(&text).map(drop).map_err(|e| e.to_string());
    #[cfg(not(feature = "page-variants"))]
    return Err(format!(
        "--ini: this build defines no variants (Cargo feature `page-variants`; {} bytes unread)",
        text.len()
    ));
}

/// Refuses an option `cmd` does not take, naming those it does.
fn check_options(cmd: &str, args: &[String]) -> Result<(), String> {
    let Some((_, known)) = OPTIONS.iter().find(|(c, _)| *c == cmd) else { return Ok(()) };
    match args.iter().find(|a| a.starts_with("--") && !known.contains(&a.as_str())) {
        Some(bad) if known.is_empty() => Err(format!("{cmd} takes no option, not '{bad}'")),
        Some(bad) => Err(format!("{cmd} has no option '{bad}' (it takes {})", known.join(", "))),
        None => Ok(()),
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let cmd = args.first().map(String::as_str).ok_or(USAGE)?;
    let err = |e: fairyboard::Error| e.to_string();
    check_options(cmd, args)?;
    match cmd {
        "variants" => {
            for id in variants::all_ids() {
                println!("{id}");
            }
        }
        "perft" => {
            let variant = args.get(1).ok_or(USAGE)?;
            let depth: u32 = args.get(2).ok_or(USAGE)?.parse().map_err(|_| "depth must be a number".to_string())?;
            if depth > 20 {
                return Err("depth must be at most 20".into());
            }
            // `--ini FILE`: a variant of one's own (the scale table of scripts/bench.sh), no numbered starts.
            let (v, fen) = match option(args, "--ini")? {
                Some(path) => {
                    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
                    (variants::from_ini(&text, Some(variant)).map_err(|e| e.to_string())?, option(args, "--fen")?)
                }
                None => (variants::builtin(variant).map_err(|e| e.to_string())?, fen_option(args, variant)?),
            };
            // A game of its own (Gess, Makarenko, Chex): its perft through the game interface.
            if v.game != variants::CHESS_GAME {
                if option(args, "--width")?.is_some()
                    || option(args, "--count")?.is_some()
                    || args.iter().any(|a| a == "--divide")
                {
                    return Err(format!(
                        "{variant}: --width, --count and --divide are for the chess-like engine's variants"
                    ));
                }
                let mut g = fairyboard::game::open_variant(std::sync::Arc::new(v), fen.as_deref()).map_err(err)?;
                let start = Instant::now();
                let nodes = perft_any(g.as_mut(), depth)?;
                let secs = start.elapsed().as_secs_f64();
                let nps = if secs > 0.0 { (nodes as f64 / secs) as u64 } else { 0 };
                println!("nodes {nodes} time_ms {} nps {nps}", (secs * 1000.0) as u64);
                return Ok(());
            }
            let mut g = match option(args, "--width")? {
                Some(w) => {
                    let w: usize = w.parse().map_err(|_| "--width must be 64, 128, 256 or 448".to_string())?;
                    Game::with_width(v, fen.as_deref(), w).map_err(err)?
                }
                None => Game::from_variant(v, fen.as_deref()).map_err(err)?,
            };
            // `--count fsf`: leaves as Fairy-Stockfish counts them (its last ply keeps the pawn-drop
            // mates that shogi forbids), to compare with its perft from the command line.
            let fsf = match option(args, "--count")?.as_deref() {
                None | Some("legal") => false,
                Some("fsf") => true,
                Some(o) => {
                    return Err(format!(
                        "--count must be legal or fsf, not '{}'",
                        o.chars().take(20).collect::<String>()
                    ))
                }
            };
            let divide = args.iter().any(|a| a == "--divide");
            if fsf && divide {
                return Err("--divide counts legal leaves only; drop --count fsf".into());
            }
            // `--runs N`: the same count N times, the fastest reported (one run's time swings with
            // the machine's load and a fresh process's first touches of its memory).
            let runs = match option(args, "--runs")? {
                None => 1,
                Some(r) => r.parse::<u32>().ok().filter(|r| (1..=100).contains(r)).ok_or("--runs must be 1 to 100")?,
            };
            if divide && runs > 1 {
                return Err("--divide counts once; drop --runs".into());
            }
            let (mut nodes, mut secs) = (0, f64::INFINITY);
            for _ in 0..runs {
                let start = Instant::now();
                nodes = if divide {
                    let parts = g.divide(depth);
                    for (m, n) in &parts {
                        println!("{m}: {n}");
                    }
                    parts.iter().map(|(_, n)| n).sum()
                } else if fsf {
                    g.perft_fsf(depth)
                } else {
                    g.perft(depth)
                };
                secs = secs.min(start.elapsed().as_secs_f64());
            }
            let ms = (secs * 1000.0) as u64;
            let nps = if secs > 0.0 { (nodes as f64 / secs) as u64 } else { 0 };
            println!("nodes {nodes} time_ms {ms} nps {nps}");
        }
        "moves" => {
            let variant = args.get(1).ok_or(USAGE)?;
            define_option(args)?;
            let fen = fen_option(args, variant)?;
            // Any game: the chess-like engine's or another (Gess, Makarenko, Chex).
            let mut g = fairyboard::game::open(variant, fen.as_deref()).map_err(err)?;
            // With --square: the moves of the piece there, as a board offers them when it is
            // clicked (a Trojan pawn's swap with its sergeant too, written from the sergeant's cell).
            let moves = match option(args, "--square")? {
                Some(sq) => g.actions(Origin::Cell(&sq), None).map_err(err)?.into_iter().map(|a| a.notation).collect(),
                None => g.legal_moves(None).map_err(err)?,
            };
            for m in moves {
                println!("{m}");
            }
        }
        "diagram" => {
            let variant = args.get(1).ok_or(USAGE)?;
            let letter = args.get(2).ok_or(USAGE)?;
            let square = args.get(3).ok_or(USAGE)?;
            define_option(args)?;
            let v = variants::shared(variant).map_err(|e| e.to_string())?;
            let targets = Game::diagram_token(&v, letter, square).map_err(err)?;
            let (mut m, mut c, mut b) = (0, 0, 0);
            for t in &targets {
                let kind = match (t.quiet, t.capture) {
                    (true, true) => {
                        b += 1;
                        "both"
                    }
                    (true, false) => {
                        m += 1;
                        "move"
                    }
                    _ => {
                        c += 1;
                        "capture"
                    }
                };
                println!(
                    "{} {}{}{}",
                    t.square,
                    kind,
                    if t.leap { " leap" } else { "" },
                    if t.conditional { " conditional" } else { "" }
                );
            }
            println!("move {m} capture {c} both {b} total {}", targets.len());
        }
        #[cfg(not(target_arch = "wasm32"))]
        "bestmove" => bestmove(args)?,
        #[cfg(not(target_arch = "wasm32"))]
        "uci" => {
            let out: fairyboard::search::uci::Output = std::sync::Arc::new(std::sync::Mutex::new(std::io::stdout()));
            fairyboard::search::uci::Uci::new(out).run(std::io::stdin().lock());
        }
        #[cfg(not(target_arch = "wasm32"))]
        "usi" => {
            let out: fairyboard::search::uci::Output = std::sync::Arc::new(std::sync::Mutex::new(std::io::stdout()));
            fairyboard::search::uci::Uci::new_usi(out).run(std::io::stdin().lock());
        }
        "-h" | "--help" | "help" => println!("{USAGE}"),
        other => return Err(format!("unknown command '{other}'\n{USAGE}")),
    }
    Ok(())
}

/// Perft of a game of its own through the game interface, whose `perft` comes with the feature
/// `dev-api` (native builds have it).
#[cfg(feature = "dev-api")]
fn perft_any(g: &mut dyn fairyboard::game::GameInterface, depth: u32) -> Result<u64, String> {
    g.perft(depth).map_err(|e| e.to_string())
}

/// Without `dev-api` (a build like the page modules), games of their own have no perft.
#[cfg(not(feature = "dev-api"))]
fn perft_any(g: &mut dyn fairyboard::game::GameInterface, _depth: u32) -> Result<u64, String> {
    Err(format!("perft of {} needs the dev-api feature", g.id()))
}

/// `bestmove`: searches a position and prints the move, its score and the principal variation.
#[cfg(not(target_arch = "wasm32"))]
fn bestmove(args: &[String]) -> Result<(), String> {
    use fairyboard::search::{clock::WallClock, memory::Memory, Limits};
    let variant = args.get(1).ok_or(USAGE)?;
    define_option(args)?;
    let fen = fen_option(args, variant)?;
    // Any game (Gess, Makarenko and Chex too), searched as the computer opponent searches it (under
    // hidden information, from the side to move's view).
    let mut g = fairyboard::game::open(variant, fen.as_deref()).map_err(|e| e.to_string())?;
    if let Some(moves) = option(args, "--moves")? {
        for m in moves.split(',').filter(|m| !m.is_empty()) {
            // A move string, or a move as players write it (SAN, shogi's 7g7f or P-7f).
            if let Err(e) = g.play(m) {
                g.read_move(m).and_then(|mv| g.play(&mv)).map_err(|_| format!("move {m}: {e}"))?;
            }
        }
    }
    let number = |name: &str| -> Result<Option<f64>, String> {
        option(args, name)?
            .map(|v| v.parse::<f64>().ok().filter(|x| *x >= 0.0).ok_or_else(|| format!("{name} must be a number")))
            .transpose()
    };
    let mut limits = Limits {
        movetime_ms: number("--movetime")?,
        nodes: number("--nodes")?.map(|n| n as u64),
        depth: number("--depth")?.map(|d| d.clamp(1.0, 64.0) as u32),
        ..Limits::default()
    };
    if limits == Limits::default() {
        limits.movetime_ms = Some(1000.0);
    }
    limits.noise = number("--noise")?.map_or(0, |n| n.min(10_000.0) as i32);
    limits.seed = number("--seed")?.map_or(0, |n| n as u64);
    if let Some(o) = g.outcome() {
        let winner = o.winner.map_or("draw".to_string(), |c| format!("{c:?}").to_lowercase());
        let reason = o.reason.id();
        println!("outcome {winner} {reason}");
    }
    let mut memory = Memory::new(64);
    let clock = WallClock::new();
    let mut report = |i: &fairyboard::search::SearchInfo| {
        println!(
            "info depth {} score {} nodes {} time {} pv {}",
            i.depth,
            i.score,
            i.nodes,
            i.time_ms as u64,
            i.pv.join(" ")
        );
    };
    let b = g.think(&mut memory, &limits, &clock, None, &mut report).map_err(|e| e.to_string())?;
    let nps = if b.time_ms > 0.0 { (b.nodes as f64 * 1000.0 / b.time_ms) as u64 } else { 0 };
    println!(
        "bestmove {} score {} depth {} nodes {} time_ms {} nps {nps} pv {}",
        b.mv.as_deref().unwrap_or("(none)"),
        b.mate.map_or(format!("cp {}", b.score), |m| format!("mate {m}")),
        b.depth,
        b.nodes,
        b.time_ms as u64,
        b.pv.join(" ")
    );
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
