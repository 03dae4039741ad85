//! A game's record as PGN, for any game behind the game interface: written with the moves as
//! players write them (SAN for the chess-like games) and the tags lichess and pychess write
//! (`Variant`, `FEN`, `SetUp`, `Result`); read back by opening the game its tags name and playing
//! every move, so that a record with a bad tag or an illegal move is refused whole.

use super::{open, GameInterface, Reason};
use crate::error::{shown, Error};
use crate::notation::pgn::{self, Pgn, WrittenTurn};
use crate::notation::written::Style;
use crate::pieces::Color;
use crate::variants;

/// The tag that names fairyboard's variant id (with its options), so a record reads back exactly.
pub const VARIANT_ID_TAG: &str = "FairyboardVariant";

/// `Variant` tag values of other programs (lichess, pychess) and the ids they mean.
const VARIANT_NAMES: &[(&str, &str)] = &[
    ("standard", "chess"),
    ("chess", "chess"),
    // Lichess: a standard chess game from a set position (it writes the FEN tag too).
    ("fromposition", "chess"),
    ("chess960", "chess960"),
    ("fischerandom", "chess960"),
    ("crazyhouse", "crazyhouse"),
    ("antichess", "antichess"),
    ("giveaway", "giveaway"),
    ("capablanca", "capablanca"),
    // Pychess: Capablanca chess from a random array.
    ("capablanca960", "caparandom"),
    ("caparandom", "caparandom"),
    ("grand", "grand"),
    ("shogi", "shogi"),
    ("minishogi", "minishogi"),
    ("xiangqi", "xiangqi"),
    ("bughouse", "bughouse"),
];

/// `Variant` tag values as lichess and pychess write them, for the ids they share with fairyboard
/// (others write the variant's own name).
const EXPORT_NAMES: &[(&str, &str)] = &[
    ("chess960", "Chess960"),
    ("crazyhouse", "Crazyhouse"),
    ("antichess", "Antichess"),
    ("giveaway", "Giveaway"),
    ("capablanca", "Capablanca"),
    ("caparandom", "Capablanca960"),
    ("grand", "Grand"),
    ("shogi", "Shogi"),
    ("minishogi", "Minishogi"),
    ("xiangqi", "Xiangqi"),
    ("bughouse", "Bughouse"),
];

/// The result token of the game's outcome (`*` while it goes on).
fn result_token(game: &mut dyn GameInterface) -> &'static str {
    match game.outcome() {
        None => "*",
        Some(o) => match o.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        },
    }
}

/// The game's record as PGN: the seven standard tags (`extra` replaces or adds any), the variant
/// tags, `FEN` and `SetUp` when it did not start from the variant's start or the variant has other
/// known starts, the moves in SAN (Western shogi notation and WXF for shogi's family and xiangqi),
/// and `comments` (each after that many moves).
pub fn to_pgn(game: &mut dyn GameInterface, extra: &[(String, String)], comments: &[(usize, String)]) -> String {
    let result = result_token(game);
    let id = game.id();
    let mut tags: Vec<(String, String)> = Vec::new();
    for (n, v) in [
        ("Event", "?"),
        ("Site", "fairyboard"),
        ("Date", "????.??.??"),
        ("Round", "-"),
        ("White", "?"),
        ("Black", "?"),
        ("Result", result),
    ] {
        tags.push((n.to_string(), v.to_string()));
    }
    let v = variants::shared(&id).ok();
    // Chess with a rule option (chess+claim_draws) is chess to other programs.
    if id.split('+').next() != Some("chess") {
        let name = match EXPORT_NAMES.iter().find(|(i, _)| *i == id) {
            Some((_, n)) => n.to_string(),
            None => v.as_ref().map_or_else(|| id.clone(), |v| v.name.clone()),
        };
        tags.push(("Variant".into(), name));
    }
    if id != "chess" {
        tags.push((VARIANT_ID_TAG.into(), id.clone()));
    }
    let start = game.start_position();
    let standard = v.as_ref().and_then(|v| open(&v.id, None).ok()).map(|g| g.position());
    // A variant with other known starts (Capablanca's standard array beside the article's Bird
    // array) writes its start always: its Variant tag alone names another start to other programs.
    let ambiguous = v.as_ref().is_some_and(|v| !v.alt_starts.is_empty());
    if let Some(fen) = start.as_ref().filter(|s| ambiguous || Some(*s) != standard.as_ref()) {
        tags.push(("FEN".into(), fen.clone()));
        tags.push(("SetUp".into(), "1".into()));
    }
    for (name, value) in extra {
        match tags.iter_mut().find(|(n, _)| n == name) {
            Some(t) => t.1 = value.clone(),
            None => tags.push((name.clone(), value.clone())),
        }
    }
    let first = start.as_deref().and_then(fullmove_of).unwrap_or(1);
    let turns = game.history_turns();
    let text = |written: Vec<String>| {
        let mut next = written.into_iter();
        let mut out: Vec<WrittenTurn> = Vec::new();
        for t in &turns {
            // Each move of the turn takes the next written move (as long as there are any).
            let moves = t.moves.iter().filter_map(|_| next.next()).collect();
            out.push(WrittenTurn { side: t.side, moves });
        }
        pgn::write(&tags, &out, first, comments, result)
    };
    // Shogi's and xiangqi's moves as their players write them (P-7f, C2=5: the move list's
    // notation), not SAN on chess's square names, where each is one PGN token that reads back as
    // the move played (a piece without a letter writes none): else SAN. (Only the family's builds
    // have those notations.)
    let own = game
        .notations()
        .into_iter()
        .next()
        .filter(|s| cfg!(feature = "asia") && matches!(s, Style::Shogi | Style::Wxf));
    if let Some(written) = own.and_then(|s| game.history_as(s).ok()).filter(|w| reads_back(game, w)) {
        return text(written);
    }
    // Records name squares by their a1 names (notation.md: saved games), also where the move list
    // writes the board's labels (`san_squares = labels`: Trojan's ε4, Omega's w1).
    text(crate::notation::san::with_a1_names(|| game.history_written()))
}

/// Whether `written` (the game's moves as one of its notations writes them) are PGN tokens that
/// read back, move by move from the game's start, as the moves played.
fn reads_back(game: &dyn GameInterface, written: &[String]) -> bool {
    let token = |w: &String| {
        !w.is_empty()
            && !w.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '*')
            && !w.contains(|c: char| {
                c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '$' | '[' | ']' | '"')
            })
    };
    let played = game.history();
    let Some(mut replay) = game.start_position().and_then(|start| open(&game.id(), Some(&start)).ok()) else {
        return false;
    };
    written.len() == played.len()
        && written
            .iter()
            .zip(&played)
            .all(|(w, m)| token(w) && replay.read_move(w).is_ok_and(|r| &r == m) && replay.play(m).is_ok())
}

/// A variant name as PGN readers compare it: lower case, letters and digits only.
fn name_key(name: &str) -> String {
    let mut key = String::new();
    for c in crate::notation::lowercase(name).chars() {
        if c.is_alphanumeric() {
            key.push(c);
        }
    }
    key
}

/// The full-move number of a FEN-like position (its last field), if it has one.
fn fullmove_of(position: &str) -> Option<u32> {
    position.split_whitespace().last()?.parse().ok().filter(|&n| n >= 1)
}

/// The variant id a record's tags name: fairyboard's own tag, else `Variant` as fairyboard,
/// lichess or pychess write it; chess where none is given.
pub fn variant_of(p: &Pgn) -> Result<String, Error> {
    if let Some(id) = p.tag(VARIANT_ID_TAG) {
        variants::shared(id)?;
        return Ok(id.to_string());
    }
    let Some(name) = p.tag("Variant").map(str::trim).filter(|n| !n.is_empty()) else { return Ok("chess".into()) };
    let key = name_key(name);
    if let Some((_, id)) = VARIANT_NAMES.iter().find(|(n, _)| *n == key) {
        return Ok(id.to_string());
    }
    for id in variants::all_ids() {
        let v = variants::builtin(&id)?;
        let vkey = name_key(&v.name);
        if id == key || vkey == key {
            return Ok(id);
        }
    }
    Err(Error::Argument(format!("bad PGN: the variant '{}' is not one fairyboard plays", shown(name))))
}

/// The record of a shogi or minishogi game as KIF ([`crate::notation::kif::write`]), `tags` as
/// PGN names them.
#[cfg(feature = "asia")]
pub fn to_kif(game: &mut dyn GameInterface, tags: &[(String, String)]) -> Result<String, Error> {
    crate::notation::kif::check_held(&game.id())?;
    let mut g = crate::engine::Game::new(&game.id(), game.start_position().as_deref())?;
    for m in game.history() {
        g.play(&m)?;
    }
    crate::notation::kif::write(&g, tags)
}

/// A game replayed from a KIF record ([`from_kif`]).
#[cfg(feature = "asia")]
pub struct KifGame {
    /// The game, every move played.
    pub game: Box<dyn GameInterface>,
    /// What the record held.
    pub kif: crate::notation::kif::Kif,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`) where the game or the record's ending word
    /// decides one.
    pub result: Option<String>,
}

/// A game replayed from a KIF record (shogi or minishogi). A bad start or move is an error naming
/// it, and no game is made.
#[cfg(feature = "asia")]
pub fn from_kif(text: &str) -> Result<KifGame, Error> {
    use crate::notation::{kif, written};
    let k = kif::parse(text)?;
    let mut game = crate::engine::Game::new(&k.variant, k.start.as_deref())
        .map_err(|e| Error::Argument(format!("bad KIF: the start position: {e}")))?;
    for (i, m) in k.moves.iter().enumerate() {
        let found: Vec<String> = written::kif_moves(&mut game)?
            .into_iter()
            .filter(|(_, w)| kif::normal(w, "") == *m)
            .map(|(canonical, _)| canonical)
            .collect();
        match found.as_slice() {
            [mv] => {
                game.play(mv)?;
            }
            _ => {
                return Err(Error::Argument(format!("bad KIF: move {} '{}' is not legal here", i + 1, shown(m))));
            }
        }
    }
    let result = match (game.outcome(), k.ending.as_ref().and_then(|(_, says)| *says)) {
        (Some(_), _) => Some(result_token(&mut game).to_string()),
        (None, Some(true)) => Some(if game.turn() == Color::White { "0-1" } else { "1-0" }.to_string()),
        (None, Some(false)) => Some("1/2-1/2".to_string()),
        (None, None) => None,
    };
    Ok(KifGame { game: Box::new(game), kif: k, result })
}

/// A game replayed from a PGN text's first game, and what was read; a bad tag, FEN or move is an
/// error naming it, and no game is made. A record that plays on past a draw here automatic and
/// claimable over the board (a third repetition, 50 moves) is read with the variant's
/// [`CLAIM_DRAWS`] option on, as FIDE's rules let it go on. A record without a FEN tag whose moves
/// do not fit the variant's start is tried from its other start positions (Capablanca's standard
/// array, which other programs play from).
pub fn from_pgn(text: &str) -> Result<(Box<dyn GameInterface>, Pgn), Error> {
    let p = pgn::parse(text)?;
    let id = variant_of(&p)?;
    let fen = p.tag("FEN").filter(|f| !f.trim().is_empty());
    let first = match read_from(&p, &id, fen) {
        Ok(game) => return Ok((game, p)),
        Err(e) => e,
    };
    if fen.is_none() {
        for (_, alt) in variants::shared(&id).map(|v| v.alt_starts.clone()).unwrap_or_default() {
            if let Ok(game) = read_from(&p, &id, Some(&alt)) {
                return Ok((game, p));
            }
        }
    }
    Err(first)
}

/// The record's moves played from `fen` (the variant's start for `None`), with claimed draws
/// where it plays on past a claimable one.
fn read_from(p: &Pgn, id: &str, fen: Option<&str>) -> Result<Box<dyn GameInterface>, Error> {
    let first = read_named(p, id, fen, false);
    // A record written with the board's labels, as the move list writes them.
    match first {
        Err(_) if variants::shared(id).is_ok_and(|v| v.san_labels) => read_named(p, id, fen, true).or(first),
        _ => first,
    }
}

/// [`read_from`] with squares named one way ([`replay`]'s `labels`).
fn read_named(p: &Pgn, id: &str, fen: Option<&str>, labels: bool) -> Result<Box<dyn GameInterface>, Error> {
    match replay(p, id, fen, labels) {
        Err(Stop::Claimable(e)) => {
            let claimed = with_claimed_draws(id).ok_or(e)?;
            replay(p, &claimed, fen, labels).map_err(|stop| match stop {
                Stop::Claimable(e) | Stop::Refused(e) => e,
            })
        }
        Err(Stop::Refused(e)) => Err(e),
        Ok(game) => Ok(game),
    }
}

/// The rule option a record that played on past a claimable draw is read with (spec
/// chess-rules §6: FIDE's draws, claimed; a variant defines it in its data).
pub const CLAIM_DRAWS: &str = "claim_draws";

/// Why a record could not be replayed: a move refused after a draw that is claimable under FIDE's
/// rules ended the game here, or anything else.
enum Stop {
    Claimable(Error),
    Refused(Error),
}

/// The variant id `id` with [`CLAIM_DRAWS`] switched on, where the variant defines it and it is
/// not on yet.
fn with_claimed_draws(id: &str) -> Option<String> {
    let v = variants::shared(id).ok()?;
    v.options.iter().any(|o| o.name == CLAIM_DRAWS && !o.active).then(|| format!("{id}+{CLAIM_DRAWS}"))
}

/// Opens `id` at `fen` and plays the record's moves, read with squares named as the board labels
/// them where `labels` (else by their a1 names, where the variant's SAN would use labels).
fn replay(p: &Pgn, id: &str, fen: Option<&str>, labels: bool) -> Result<Box<dyn GameInterface>, Stop> {
    let mut game = open(id, fen).map_err(|e| Stop::Refused(Error::Argument(format!("bad PGN: the FEN tag: {e}"))))?;
    for (i, m) in p.moves.iter().enumerate() {
        // Where the move list names squares by labels, a record names them by their a1 names (as
        // it is written) or, all through, by the labels (`labels`).
        let read = if labels { game.read_move(m) } else { crate::notation::san::with_a1_names(|| game.read_move(m)) };
        let mv = read.and_then(|mv| game.play(&mv));
        if let Err(e) = mv {
            // A record that plays on after the game ended here: say so rather than "illegal move".
            let ended = game.outcome().filter(|_| i > 0);
            let why = match &ended {
                Some(o) => format!(
                    "the game had already ended after {} ({})",
                    p.move_name(i - 1),
                    game.outcome_text(o).trim_end_matches('.')
                ),
                None => e.to_string(),
            };
            let e = Error::Argument(format!("bad PGN: {}: {why}", p.move_name(i)));
            let claimable =
                ended.is_some_and(|o| o.winner.is_none() && matches!(o.reason, Reason::Repetition | Reason::MoveRule));
            return Err(if claimable { Stop::Claimable(e) } else { Stop::Refused(e) });
        }
    }
    Ok(game)
}
