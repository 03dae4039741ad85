//! FEN reading and writing, compatible with Fairy-Stockfish's FEN for the variants both know:
//! multi-digit empty runs (`10`), `*` for absent cells, castling as `KQkq` or rook files
//! (Shredder-FEN), and optional trailing fields.

use crate::error::{shown, shown_char};
use crate::geometry::Geometry;
use crate::pieces::Color;
use crate::rules::{Rules, StateField};
use crate::variants::Variant;

/// A malformed FEN, with what is wrong. Echoed input is escaped ([`shown`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The FEN is empty.
    #[error("empty FEN")]
    Empty,
    /// The FEN is longer than any position of any variant needs.
    #[error("FEN of {0} bytes is too long (at most {MAX_FEN})")]
    TooLong(usize),
    /// The board has the wrong number of ranks.
    #[error("the board field has {found} {}, this variant has {expected}", plural(*found, "rank", "ranks"))]
    RankCount {
        /// Ranks found.
        found: usize,
        /// Ranks expected.
        expected: usize,
    },
    /// A rank has the wrong number of cells.
    #[error("rank {rank} has {found} {}, this variant has {expected} files", plural(*found, "cell", "cells"))]
    RankWidth {
        /// The rank (1-based, as written on the board).
        rank: usize,
        /// Cells found.
        found: usize,
        /// Files expected.
        expected: usize,
    },
    /// A run of empty cells longer than the board is wide.
    #[error("rank {rank}: the empty-cell run '{}' is longer than the {width} files", shown(.run))]
    LongRun {
        /// The rank (1-based).
        rank: usize,
        /// The digits as written.
        run: String,
        /// Files of the board.
        width: usize,
    },
    /// A run of empty cells written with a leading zero (`03`) or as `0`.
    #[error("rank {rank}: the empty-cell run '{}' starts with 0 (a run is a number from 1 up, without leading zeros)", shown(.run))]
    ZeroRun {
        /// The rank (1-based).
        rank: usize,
        /// The digits as written.
        run: String,
    },
    /// A `~` (promoted piece) where the variant has no drops, or not right after a piece.
    #[error("{0}")]
    BadPromotedMark(&'static str),
    /// A text given as SFEN (`sfen ...`) that is not one: why.
    #[error("bad SFEN: {0}")]
    Sfen(String),
    /// A letter that is no piece of this variant.
    #[error("'{}' is not a piece of this variant", shown_char(*.0))]
    UnknownPiece(char),
    /// An unexpected character on the board.
    #[error("unexpected character '{}' in the board field", shown_char(*.0))]
    BadBoardChar(char),
    /// A piece where the board has no cell (a hole, written `*`).
    #[error("{0} is a hole of this variant's board: no piece stands there")]
    Hole(String),
    /// A `*` (a hole) written where the board has a cell.
    #[error("'*' marks {0} as a hole, but {0} is a cell of this variant's board")]
    NotAHole(String),
    /// The side to move is not `w` or `b`.
    #[error("side to move must be 'w' or 'b', not '{}'", shown(.0))]
    BadTurn(String),
    /// A bad castling field.
    #[error("bad castling field '{}'", shown(.0))]
    BadCastling(String),
    /// A number where the castling field stands, in a variant that has castling or en passant.
    #[error("a number ('{}') where the castling field stands: this variant writes its castling rights and en passant square ('-' for none) before the two counters", shown(.0))]
    CountersTooEarly(String),
    /// A bad en passant field.
    #[error("bad en passant square '{}'", shown(.0))]
    BadEnPassant(String),
    /// A bad move counter.
    #[error("bad {} '{}'", .0, shown(.1))]
    BadCounter(&'static str, String),
    /// A bad pocket (pieces in hand).
    #[error("bad pieces-in-hand field '{}'", shown(.0))]
    BadHand(String),
    /// Extra fields after the last field this variant has.
    #[error("unexpected extra field '{}'", shown(.0))]
    Extra(String),
    /// A moved-pieces field (the field after the move number where first moves are tracked: cells
    /// of pieces back on their start square that have moved) naming a cell twice or an empty cell.
    #[error("bad moved-pieces field '{0}': {1} {2}")]
    Moved(String, String, &'static str),
    /// A check-run field that names an impossible run (`checks:`): the field and why.
    #[error("bad checks field '{}': {}", shown(.0), .1)]
    Checks(String, String),
    /// A bad variant state field (moved pieces, last mover, vacancy pool, lion ban).
    #[error("bad {} field '{}'", .0, shown(.1))]
    BadState(&'static str, String),
}

/// `one` for 1, else `many`.
fn plural(n: usize, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// An unvalidated position read from FEN: what the text says, not yet checked to be legal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Per cell: piece type and side.
    pub board: Vec<Option<(usize, Color)>>,
    /// Per side: count of each piece type in hand.
    pub hands: [Vec<u32>; 2],
    /// Side to move.
    pub turn: Color,
    /// Castling tokens as written (`K`, `Q`, `k`, `q` or file letters).
    pub castling: Vec<char>,
    /// En passant target cells: one in chess; every cell open after the last turn where a turn's
    /// multi-steps count (`en_passant = turn`), written comma-separated.
    pub ep: Vec<usize>,
    /// Half-moves since the last capture or pawn move.
    pub halfmove: u32,
    /// Full-move number.
    pub fullmove: u32,
    /// Cells of pieces marked `~` (promoted in a drop variant: they return to the hand as pawns).
    pub promoted: Vec<usize>,
    /// Cells of pieces that stand on their start square but have moved (variants that track first
    /// moves write them as a seventh field, e.g. `a1,f1`).
    pub moved: Vec<usize>,
    /// The type the previous move was made as (what an imitator copies), from the last-mover field.
    pub last_mover: Option<usize>,
    /// The previous move's displacement (file, rank), written `N:dx,dy` (imitators that repeat it).
    pub last_delta: (i8, i8),
    /// Per side: vacancy pool counts per type (promotion by vacancy), from the vacancy fields.
    pub pools: [Vec<u32>; 2],
    /// Chu shogi's lion rule 2 in force: a non-lion has just captured a lion, so the side to move may
    /// capture a lion only with a lion. Variants with `lions` write it as a last field `lion_ban`.
    pub lion_ban: bool,
    /// Cells of frozen pieces (`state_fields = frozen`; field format in [`super::frozen`]).
    pub frozen: Vec<usize>,
    /// Moves already made in the current turn of several moves (`rules::turns`; 0 at a turn's start).
    pub part: u32,
    /// Per side: its run of consecutive checks (`check_limit`; field format in [`super::checks`]).
    pub checks: [crate::rules::perpetual::CheckRun; 2],
}

/// The most non-royal pieces (on the board and in hand) of a position of a drop variant, so that no
/// hand count can overflow, whatever is captured; also the largest SFEN hand count read.
pub const MAX_HAND: usize = 126;

/// The longest FEN read (bytes).
pub const MAX_FEN: usize = 4096;

/// The lion-ban field (variants with `lions`): written after every other field while the ban holds.
pub const LION_BAN_FIELD: &str = "lion_ban";

/// Reads a FEN for a variant; a text that starts with `sfen ` is read as SFEN (the shogi engines'
/// position notation, as USI's `position sfen` writes it), and so is one of SFEN's shape in a game
/// with hands drawn as shogi's (its players' own notation, as they paste it: `… b - 1`, `b` the
/// first player; FEN brackets its hands, `…[-] w - 1`; see [`super::sfen::looks_like_sfen`]).
pub fn parse(v: &Variant, fen: &str) -> Result<Setup, FenError> {
    let g = &v.geometry;
    if fen.len() > MAX_FEN {
        return Err(FenError::TooLong(fen.len()));
    }
    // SFEN is the shogi family's (feature `asia`): a build without it reads FEN only.
    #[cfg(feature = "asia")]
    {
        let shogi_sfen =
            v.rules.drops && v.piece_style == crate::variants::PieceStyle::Shogi && super::sfen::looks_like_sfen(fen);
        if let Some(sfen) = fen.trim_start().strip_prefix("sfen ").or(shogi_sfen.then_some(fen)) {
            let converted = super::sfen::sfen_to_fen(sfen).map_err(|e| FenError::Sfen(e.0))?;
            return parse(v, &converted);
        }
    }
    let mut fields = fen.split_whitespace().peekable();
    let board_field = fields.next().ok_or(FenError::Empty)?;
    let (board_text, hand_text) = match board_field.find('[') {
        Some(i) => {
            let rest = &board_field[i + 1..];
            let close = rest.find(']').ok_or_else(|| FenError::BadHand(rest.chars().take(20).collect()))?;
            if close + 1 != rest.len() {
                return Err(FenError::BadHand(rest.chars().take(20).collect()));
            }
            (&board_field[..i], Some(&rest[..close]))
        }
        // Lichess writes a drop variant's pockets as one more rank after a slash (`…/8/Qn`, `…/8/`).
        None if v.rules.drops && board_field.matches('/').count() == g.height => {
            let i = board_field.rfind('/').unwrap_or(0);
            (&board_field[..i], Some(&board_field[i + 1..]))
        }
        None => (board_field, None),
    };
    let ntypes = v.pieces.len();
    let mut setup = Setup {
        board: vec![None; g.cells()],
        hands: [vec![0; ntypes], vec![0; ntypes]],
        turn: Color::White,
        castling: vec![],
        ep: Vec::new(),
        halfmove: 0,
        fullmove: 1,
        promoted: vec![],
        moved: vec![],
        last_mover: None,
        last_delta: (0, 0),
        pools: [vec![0; ntypes], vec![0; ntypes]],
        lion_ban: false,
        frozen: vec![],
        part: 0,
        checks: [crate::rules::perpetual::CheckRun::NONE; 2],
    };
    let ranks: Vec<&str> = board_text.split('/').collect();
    if ranks.len() != g.height {
        return Err(FenError::RankCount { found: ranks.len(), expected: g.height });
    }
    // One buffer of characters and one of long tokens serve every rank.
    let mut chars: Vec<char> = Vec::new();
    let mut tok = String::new();
    for (ri, text) in ranks.iter().enumerate() {
        let rank = g.height - 1 - ri;
        let slots = g.fen_rank(rank);
        let width = slots.len();
        let mut file = 0usize;
        chars.clear();
        chars.extend(text.chars());
        let mut k = 0;
        while k < chars.len() {
            let c = chars[k];
            if c.is_ascii_digit() {
                let start = k;
                let mut n = 0usize;
                while k < chars.len() && chars[k].is_ascii_digit() {
                    n = n.saturating_mul(10).saturating_add(chars[k] as usize - '0' as usize);
                    k += 1;
                }
                let run = || chars[start..k].iter().collect::<String>();
                if c == '0' {
                    return Err(FenError::ZeroRun { rank: rank + 1, run: run() });
                }
                if n > width {
                    return Err(FenError::LongRun { rank: rank + 1, run: run(), width });
                }
                if file + n > width {
                    return Err(FenError::RankWidth { rank: rank + 1, found: file + n, expected: width });
                }
                // A run of empty cells may cover absent cells too (TCHESS's zone FEN writes `10`).
                file += n;
                continue;
            }
            if c == '~' {
                // Marks the piece just read as promoted: it returns to the hand as a pawn when
                // captured, which only matters where captured pieces go to a hand.
                if !v.rules.drops {
                    return Err(FenError::BadPromotedMark(
                        "'~' marks a promoted piece, which only variants with drops write (captured pieces go to a hand)",
                    ));
                }
                let after_piece =
                    file > 0 && k > 0 && !chars[k - 1].is_ascii_digit() && !matches!(chars[k - 1], '*' | '~');
                if !after_piece || setup.board[slots[file - 1]].is_none() {
                    return Err(FenError::BadPromotedMark("'~' must follow a piece (it marks that piece as promoted)"));
                }
                setup.promoted.push(slots[file - 1]);
                k += 1;
                continue;
            }
            if file >= width {
                return Err(FenError::RankWidth { rank: rank + 1, found: file + 1, expected: width });
            }
            let cell = slots[file];
            match c {
                '*' => {
                    if g.is_present(cell) {
                        return Err(FenError::NotAHole(g.square_name(cell)));
                    }
                }
                '+' | '(' => {
                    // A promoted token (+p) or a long token ((st), +(ST)).
                    let start = k;
                    if chars[k] == '+' {
                        k += 1;
                    }
                    if chars.get(k) == Some(&'(') {
                        while k < chars.len() && chars[k] != ')' {
                            k += 1;
                        }
                    }
                    if k >= chars.len() {
                        return Err(FenError::BadBoardChar(c));
                    }
                    tok.clear();
                    tok.extend(&chars[start..=k]);
                    let t = v.token_index(&tok).ok_or(FenError::UnknownPiece(chars[k]))?;
                    if !g.is_present(cell) {
                        return Err(FenError::Hole(g.square_name(cell)));
                    }
                    let col = if tok.chars().any(|x| x.is_ascii_uppercase()) { Color::White } else { Color::Black };
                    setup.board[cell] = Some((t, col));
                    file += 1;
                    k += 1;
                    continue;
                }
                c if c.is_ascii_alphabetic() => {
                    let t = v.piece_index(c).ok_or(FenError::UnknownPiece(c))?;
                    if !g.is_present(cell) {
                        return Err(FenError::Hole(g.square_name(cell)));
                    }
                    let col = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
                    setup.board[cell] = Some((t, col));
                }
                other => return Err(FenError::BadBoardChar(other)),
            }
            file += 1;
            k += 1;
        }
        if file != width {
            return Err(FenError::RankWidth { rank: rank + 1, found: file, expected: width });
        }
    }
    if let Some(h) = hand_text {
        let bad = || FenError::BadHand(h.into());
        for tok in split_tokens(&h.replace('-', "")).ok_or_else(bad)? {
            let t = v.token_index(&tok).ok_or_else(bad)?;
            setup.hands[token_color(&tok).index()][t] += 1;
        }
    }
    if let Some(turn) = fields.next() {
        // Also a side's own initial where the game names its sides otherwise (xiangqi's `r`).
        let initial = |c: Color| v.side_names[c.index()].get(..1).map(|s| s.to_ascii_lowercase());
        setup.turn = match turn {
            "w" => Color::White,
            "b" => Color::Black,
            o if initial(Color::White).as_deref() == Some(o) && initial(Color::Black).as_deref() != Some(o) => {
                Color::White
            }
            o => return Err(FenError::BadTurn(o.chars().take(8).collect())),
        };
    }
    // Pychess and Fairy-Stockfish write a variant without castling and en passant with the two
    // counters right after the side to move (`[-] w 0 1`).
    let is_number = |f: &&str| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit());
    let counters_next = fields.peek().is_some_and(is_number);
    let no_castling_or_ep = v.rules.castling.is_empty() && !v.rules.en_passant && !v.rules.en_passant_over_turn;
    if counters_next && !no_castling_or_ep {
        let c = fields.peek().copied().unwrap_or_default();
        return Err(FenError::CountersTooEarly(c.into()));
    }
    if counters_next {
        // No castling field and no en passant field.
    } else if let Some(c) = fields.next() {
        if c != "-" {
            for ch in c.chars() {
                let ok = matches!(ch.to_ascii_lowercase(), 'k' | 'q')
                    || (ch.is_ascii_alphabetic() && ((ch.to_ascii_lowercase() as u8 - b'a') as usize) < g.width);
                if !ok || setup.castling.contains(&ch) {
                    return Err(FenError::BadCastling(c.chars().take(20).collect()));
                }
                setup.castling.push(ch);
            }
        }
    }
    // Without castling and en passant one `-` may stand for both, as the spec writes Congo's and
    // Taktika's positions (`w - 0 1`) and, with a bracketed hand, the shogi family's (`[-] w - 1`);
    // a bracketless `b - 27` of a game with hands is SFEN (see `sfen::looks_like_sfen`).
    // (Bytes searched: a char search brings the string searcher into the page module.)
    let one_dash = no_castling_or_ep && (!v.rules.drops || board_field.as_bytes().contains(&b'['));
    let ep_field_omitted = counters_next || (one_dash && fields.peek().is_some_and(is_number));
    // After that one `-`, a number alone is the move number (`[-] w - 1`), not the half-move clock.
    let lone_number = one_dash && !counters_next && {
        let mut rest = fields.clone();
        rest.next().is_some_and(|f| is_number(&f)) && !rest.next().is_some_and(|f| is_number(&f))
    };
    if let Some(e) = if ep_field_omitted { None } else { fields.next() } {
        if e != "-" {
            for sq in e.split(',') {
                let cell = g.parse_square(sq).map_err(|_| FenError::BadEnPassant(e.into()))?;
                if setup.ep.contains(&cell) {
                    return Err(FenError::BadEnPassant(e.into()));
                }
                setup.ep.push(cell);
            }
        }
    }
    if let Some(h) = if lone_number { None } else { fields.next() } {
        setup.halfmove = h.parse().map_err(|_| FenError::BadCounter("half-move clock", h.into()))?;
    }
    if let Some(f) = fields.next() {
        setup.fullmove = f.parse().map_err(|_| FenError::BadCounter("move number", f.into()))?;
        if setup.fullmove == 0 {
            return Err(FenError::BadCounter("move number", f.into()));
        }
    }
    if v.rules.first_move_tracked {
        if let Some(x) = fields.next() {
            if x != "-" {
                for sq in x.split(',') {
                    let cell = g.parse_square(sq).map_err(|_| FenError::BadState("moved pieces", x.into()))?;
                    let why = if setup.moved.contains(&cell) {
                        "is named twice"
                    } else if !matches!(setup.board.get(cell), Some(Some(_))) {
                        "holds no piece (the field names pieces that have moved)"
                    } else {
                        ""
                    };
                    if !why.is_empty() {
                        return Err(FenError::Moved(shown(x), g.square_name(cell), why));
                    }
                    setup.moved.push(cell);
                }
            }
        }
    }
    for field in &v.rules.state_fields {
        match field {
            StateField::LastMover => {
                if let Some(x) = fields.next() {
                    if x != "-" {
                        let bad = || FenError::BadState("last mover", x.into());
                        let (letter, delta) = match x.split_once(':') {
                            Some((l, d)) => (l, Some(d)),
                            None => (x, None),
                        };
                        let t = match split_tokens(letter).as_deref() {
                            Some([tok]) => v.token_index(tok),
                            _ => None,
                        };
                        let t = t.filter(|t| !v.rules.imitators.contains(t)).ok_or_else(bad)?;
                        setup.last_mover = Some(t);
                        if v.rules.imitator_vector && delta.is_none() {
                            // What an imitator may repeat is the move itself: `N:dx,dy`.
                            return Err(bad());
                        }
                        if let Some(d) = delta {
                            let (a, b) = d.split_once(',').ok_or_else(bad)?;
                            // (Read as u32 and a sign: each integer type read adds its own copy of
                            // the parser, and the page module reads u32 elsewhere.)
                            let small = |t: &str| {
                                let (sign, digits) = t.strip_prefix('-').map_or((1, t), |d| (-1, d));
                                let n = digits.parse::<u32>().ok().filter(|_| !digits.starts_with('+'));
                                n.and_then(|n| i8::try_from(n).ok()).map(|n| sign * n).ok_or_else(bad)
                            };
                            let (a, b) = (small(a)?, small(b)?);
                            if a.unsigned_abs() as usize >= g.width || b.unsigned_abs() as usize >= g.height {
                                return Err(bad());
                            }
                            setup.last_delta = (a, b);
                        }
                    }
                }
            }
            StateField::Vacancies => {
                for side in 0..2 {
                    if let Some(x) = fields.next() {
                        if x == "-" {
                            continue;
                        }
                        let bad = || FenError::BadState("vacancy pool", x.into());
                        if x.len() > 64 {
                            return Err(bad());
                        }
                        for tok in split_tokens(x).ok_or_else(bad)? {
                            // White's pool in upper case, Black's in lower case.
                            let case_ok = token_color(&tok).index() == side;
                            let t = v.token_index(&tok).filter(|t| case_ok && v.rules.promotion.pieces.contains(t));
                            setup.pools[side][t.ok_or_else(bad)?] += 1;
                        }
                    }
                }
            }
            StateField::Frozen => setup.frozen = super::frozen::parse(g, &setup.board, fields.next())?,
            StateField::TurnPart => {
                // Without the field the turn's first move is next: the spec writes these games'
                // positions as chess FEN (variants-catalog §5, §14).
                let Some(f) = fields.next() else { continue };
                let bad = || FenError::BadState("turn part", f.chars().take(16).collect());
                let n: u32 = f.strip_prefix("part:").and_then(|x| x.parse().ok()).ok_or_else(bad)?;
                let len = v.rules.turns.length_of(setup.turn == Color::White, setup.fullmove);
                if n == 0 || n > len {
                    return Err(bad());
                }
                setup.part = n - 1;
            }
        }
    }
    if !v.rules.lions.is_empty() {
        match fields.next() {
            None | Some("-") => {}
            Some(LION_BAN_FIELD) => setup.lion_ban = true,
            Some(x) => return Err(FenError::BadState("lion ban", x.into())),
        }
    }
    if v.rules.check_limit > 0 {
        setup.checks = super::checks::parse(g, fields.next(), v.rules.check_limit, &setup.board)?;
    }
    if let Some(x) = fields.next() {
        return Err(FenError::Extra(x.into()));
    }
    Ok(setup)
}

/// Splits a run of piece tokens (`Pn`, `+P(AB)`) into tokens; `None` if something else is in it.
fn split_tokens(text: &str) -> Option<Vec<String>> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut k = 0;
    while k < chars.len() {
        let start = k;
        if chars[k] == '+' {
            k += 1;
        }
        match chars.get(k) {
            Some('(') => k += chars[k..].iter().position(|&c| c == ')')?,
            Some(c) if c.is_ascii_alphabetic() => {}
            _ => return None,
        }
        k += 1;
        out.push(chars[start..k].iter().collect());
    }
    Some(out)
}

/// The side a token is written for: White in upper case.
fn token_color(tok: &str) -> Color {
    if tok.chars().any(|c| c.is_ascii_uppercase()) {
        Color::White
    } else {
        Color::Black
    }
}

/// What writing a FEN needs to know about a variant: its board, piece tokens, and the
/// rules that add fields (hands, moved pieces, state fields, the lion ban) or decide castling tokens.
#[derive(Debug, Clone, Copy)]
pub struct FenStyle<'a> {
    /// The board.
    pub geometry: &'a Geometry,
    /// FEN token per piece type, lower case (`p`, `+p`, `(st)`).
    pub tokens: &'a [String],
    /// The variant's rules.
    pub rules: &'a Rules,
    /// How castling rights are written.
    pub castling_fen: CastlingFen,
}

/// How a FEN writes castling rights (`castling_fen`); both forms are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CastlingFen {
    /// X-FEN: `K`/`Q` for the outermost castling rook on that side, the rook's file otherwise.
    #[default]
    Xfen,
    /// Shredder-FEN: always the rook's file (`HAha`), as Fairy-Stockfish writes Capablanca random.
    Shredder,
}

impl FenStyle<'_> {
    /// The outermost castling rook files on the king side and queen side of a king on file `kf`.
    pub fn castling_files(&self, kf: usize) -> (usize, usize) {
        let w = self.geometry.width;
        let files = || self.rules.castling.iter().map(|c| c.rook_file);
        let k = files().filter(|&f| f > kf).max().unwrap_or(w - 1);
        let q = files().filter(|&f| f < kf).min().unwrap_or(0);
        (k.min(w - 1), q)
    }

    /// The rook cell a castling token designates on `board`: `K`/`Q` (the outermost castling rook on
    /// that side of the king) or a file letter (Shredder-FEN); case gives the side. With several
    /// castling kings (losing chess promotes to kings) the first king from its side's edge of the
    /// board (White's from the first rank up, Black's from the last down) that has such a rook on its
    /// rank counts: the one on its home rank before one promoted on the far side.
    pub fn castling_rook(&self, board: &[Option<(usize, Color)>], tok: char) -> Option<usize> {
        let c = if tok.is_ascii_uppercase() { Color::White } else { Color::Black };
        let king = self.rules.castling_king?;
        if self.rules.castling.is_empty() {
            return None;
        }
        let g = self.geometry;
        let lower = tok.to_ascii_lowercase();
        let n = board.len();
        let from_edge = move |i: usize| if c == Color::White { i } else { n - 1 - i };
        (0..n).map(from_edge).filter(|&sq| board[sq] == Some((king, c))).find_map(|ksq| {
            let rank = g.rank(ksq) as i32;
            let rook_at = |f: usize| {
                g.cell(f as i32, rank).is_some_and(
                    |sq| matches!(board[sq], Some((ty, col)) if col == c && self.rules.castling_rooks.contains(&ty)),
                )
            };
            let kf = g.file(ksq);
            let (kside, qside) = self.castling_files(kf);
            let file = match lower {
                'k' => (kf + 1..=kside).rev().find(|&f| rook_at(f))?,
                'q' => (qside..kf).find(|&f| rook_at(f))?,
                l if l.is_ascii_lowercase() && ((l as u8 - b'a') as usize) < g.width => {
                    Some((l as u8 - b'a') as usize).filter(|&f| rook_at(f))?
                }
                _ => return None,
            };
            g.cell(file as i32, rank)
        })
    }

    /// The castling tokens of rights to castle with the rooks on `rooks` (per side), in FEN order:
    /// `K`/`Q` where that reads back as the same rook (and the variant has at most two castlings),
    /// otherwise the rook's file letter.
    pub fn castling_tokens(&self, board: &[Option<(usize, Color)>], rooks: [&[usize]; 2]) -> Vec<char> {
        let files_only = self.rules.castling.len() > 2;
        // Shredder-FEN: files only, in X-FEN's order (king side first: `HAha`, as Fairy-Stockfish).
        let shredder = self.castling_fen == CastlingFen::Shredder;
        let mut out = Vec::new();
        for c in Color::BOTH {
            let case = |ch: char| if c == Color::White { ch.to_ascii_uppercase() } else { ch };
            let mut toks: Vec<(u8, char)> = Vec::new();
            for &sq in rooks[c.index()] {
                let f = self.geometry.file(sq) as u8;
                let reads_back = |ch: char| self.castling_rook(board, case(ch)) == Some(sq);
                let file = (b'a' + f) as char;
                toks.push(if !files_only && reads_back('k') {
                    (0, if shredder { file } else { 'k' })
                } else if !files_only && reads_back('q') {
                    (1, if shredder { file } else { 'q' })
                } else {
                    (2 + f, (b'a' + f) as char)
                });
            }
            crate::sort::sort(&mut toks);
            toks.dedup();
            for (_, ch) in toks {
                out.push(case(ch));
            }
        }
        out
    }
}

/// Writes a position as FEN: the inverse of [`parse`] (same [`Setup`], same fields in the same order).
pub fn write(style: &FenStyle, s: &Setup) -> String {
    let rules = style.rules;
    // Hands, the last mover and vacancy pools name types by token, like the board (`P`, `+P`, `(AB)`).
    let letter = |ty: usize, c: Color| {
        let t = style.tokens.get(ty).map_or("?", String::as_str);
        if c == Color::White {
            t.to_ascii_uppercase()
        } else {
            t.to_string()
        }
    };
    let mut out = write_board(style.geometry, style.tokens, &s.board, &s.promoted);
    if rules.drops {
        out.push('[');
        for c in Color::BOTH {
            for ty in (0..s.hands[c.index()].len()).rev() {
                for _ in 0..s.hands[c.index()][ty] {
                    out.push_str(&letter(ty, c));
                }
            }
        }
        out.push(']');
    }
    out.push_str(if s.turn == Color::White { " w " } else { " b " });
    if s.castling.is_empty() {
        out.push('-');
    } else {
        out.extend(s.castling.iter());
    }
    out.push(' ');
    if s.ep.is_empty() {
        out.push('-');
    } else {
        let names = style.geometry.square_names(&s.ep);
        out.push_str(&names.join(","));
    }
    out.push_str(&format!(" {} {}", s.halfmove, s.fullmove));
    // The optional fields are read by position: one left out before a later one is written `-`.
    let checks = super::checks::write(style.geometry, &s.checks).filter(|_| rules.check_limit > 0);
    let lion_field = if rules.lions.is_empty() {
        None
    } else if s.lion_ban {
        Some(LION_BAN_FIELD)
    } else {
        checks.as_ref().map(|_| "-")
    };
    if rules.first_move_tracked {
        // Pieces back on a start square that have moved: the board alone would call them unmoved.
        let moved = style.geometry.square_names(&s.moved);
        if !moved.is_empty() {
            out.push(' ');
            out.push_str(&moved.join(","));
        } else if !rules.state_fields.is_empty() || lion_field.is_some() || checks.is_some() {
            out.push_str(" -");
        }
    }
    for field in &rules.state_fields {
        match field {
            StateField::LastMover => {
                out.push(' ');
                match s.last_mover {
                    None => out.push('-'),
                    Some(l) => {
                        out.push_str(&letter(l, Color::White));
                        if rules.imitator_vector {
                            out.push_str(&format!(":{},{}", s.last_delta.0, s.last_delta.1));
                        }
                    }
                }
            }
            StateField::Vacancies => {
                for c in Color::BOTH {
                    out.push(' ');
                    let before = out.len();
                    for &ty in &rules.promotion.pieces {
                        for _ in 0..s.pools[c.index()].get(ty).copied().unwrap_or(0) {
                            out.push_str(&letter(ty, c));
                        }
                    }
                    if out.len() == before {
                        out.push('-');
                    }
                }
            }
            StateField::Frozen => {
                out.push(' ');
                out.push_str(&super::frozen::write(style.geometry, &s.frozen));
            }
            StateField::TurnPart => out.push_str(&format!(" part:{}", s.part + 1)),
        }
    }
    if let Some(field) = lion_field {
        out.push(' ');
        out.push_str(field);
    }
    if let Some(field) = checks {
        out.push(' ');
        out.push_str(&field);
    }
    out
}

/// Writes the board field (ranks top to bottom).
/// Cells in `promoted` get a `~` after their piece (crazyhouse).
pub fn write_board(g: &Geometry, tokens: &[String], board: &[Option<(usize, Color)>], promoted: &[usize]) -> String {
    let mut s = String::new();
    for r in (0..g.height).rev() {
        let mut empty = 0;
        for cell in g.fen_rank(r) {
            let tok = if !g.is_present(cell) {
                Some("*".to_string())
            } else {
                board[cell]
                    .map(|(t, c)| if c == Color::White { tokens[t].to_ascii_uppercase() } else { tokens[t].clone() })
            };
            match tok {
                None => empty += 1,
                Some(tok) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push_str(&tok);
                    if promoted.contains(&cell) {
                        s.push('~');
                    }
                }
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        if r > 0 {
            s.push('/');
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::builtin;

    #[test]
    fn malformed_fens_name_the_problem() {
        let v = builtin("chess").unwrap();
        let cases = [
            ("", "empty"),
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w", "ranks"),
            ("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w", "rank 6"),
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w", "'X'"),
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x", "side"),
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KZ", "castling"),
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - z9", "en passant"),
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - x 1", "half-move"),
            // A number too large is quoted whole (it was cut to 12 characters, as if shorter).
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 99999999999999999999 1", "'99999999999999999999'"),
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 junk", "extra"),
            ("rnbqkbnr/ppp$pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "'$'"),
        ];
        for (fen, needle) in cases {
            let e = parse(&v, fen).unwrap_err().to_string();
            assert!(e.contains(needle), "{fen}: {e}");
        }
    }

    #[test]
    fn setups_round_trip_through_the_writer() {
        // Every built-in start position (and alternative start), read into a Setup and written back.
        for id in crate::variants::ids() {
            let v = builtin(&id).unwrap();
            let tokens = v.tokens();
            let style =
                FenStyle { geometry: &v.geometry, tokens: &tokens, rules: &v.rules, castling_fen: v.castling_fen };
            for fen in std::iter::once(&v.start_fen).chain(v.alt_starts.iter().map(|a| &a.1)) {
                let setup = parse(&v, fen).unwrap_or_else(|e| panic!("{id}: {fen}: {e}"));
                let written = write(&style, &setup);
                assert_eq!(parse(&v, &written).unwrap(), setup, "{id}: {fen} -> {written}");
            }
        }
    }

    #[test]
    fn board_round_trip() {
        let v = builtin("grand").unwrap();
        let s = parse(&v, &v.start_fen).unwrap();
        let tokens = v.tokens();
        assert_eq!(write_board(&v.geometry, &tokens, &s.board, &[]), v.start_fen.split(' ').next().unwrap());
    }
}
