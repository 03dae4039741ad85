//! The position editor's rules: a position placed by hand (pieces on cells, pieces in hand, the
//! side to move, castling rights) written as FEN and checked by the game that plays the variant.
//! The page only places tokens on squares and shows what comes back (lichess's board editor).
//! Castling rights are those the board allows: a rook of the side on its king's rank that a FEN
//! castling token names, where that one right adds nothing the game refuses. Each is on where the
//! page turned it on, or, unless the page turned it off, where king and rook stand on their
//! squares of the variant's start (as lichess's editor grants castling). The move counters and
//! an en passant square read from a FEN are kept (the square while the game accepts it).

use std::sync::Arc;

use crate::error::Error;
use crate::notation::fen::{self, FenStyle, Setup, MAX_HAND};
use crate::pieces::Color;
use crate::variants::{self, Variant};

/// A position as the editor holds it: not checked to be legal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditedPosition {
    /// `(square, token)`: FEN tokens, upper case for the first side (`e1`, `K`; `c3`, `+p`).
    pub pieces: Vec<(String, String)>,
    /// Pieces in hand as FEN tokens, one per piece, case giving the side (drop variants).
    pub hands: Vec<String>,
    /// The side to move.
    pub turn: Color,
    /// The rook squares whose castling right the page turned on.
    pub castling_on: Vec<String>,
    /// The rook squares whose castling right the page turned off.
    pub castling_off: Vec<String>,
    /// En passant target squares, written where the game accepts them.
    pub en_passant: Vec<String>,
    /// Half-moves since the last capture or pawn move.
    pub halfmove: u32,
    /// The full-move number.
    pub fullmove: u32,
}

/// A castling right the board allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CastlingRight {
    /// The side that may castle.
    pub side: Color,
    /// The square of the rook it castles with.
    pub rook: String,
    /// Whether the FEN grants it.
    pub on: bool,
}

/// What an edited position comes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    /// The position as FEN.
    pub fen: String,
    /// The castling rights the board allows, on or off.
    pub castling: Vec<CastlingRight>,
    /// Why the game refuses the position, or `None` where it may be played.
    pub error: Option<String>,
}

/// What the editor places in a variant: every piece type's token (lower case; the page writes the
/// first side's in upper case), and the types a hand may hold (none without drops).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Palette {
    /// Tokens of the types that may stand on the board, royal pieces first.
    pub pieces: Vec<String>,
    /// Tokens of the types a hand may hold.
    pub hand: Vec<String>,
}

/// The editor's palette for a variant; an error for a game whose positions are not pieces on cells.
pub fn palette(v: &Variant) -> Result<Palette, Error> {
    editable(v)?;
    let royal = |t: &usize| v.rules.royal.contains(t);
    let types = (0..v.pieces.len()).filter(royal).chain((0..v.pieces.len()).filter(|t| !royal(t)));
    let pieces = types.map(|t| v.pieces[t].token()).collect();
    let hand = (0..v.pieces.len())
        .filter(|&t| v.rules.drops && !royal(&t) && v.demoted(t) == t)
        .map(|t| v.pieces[t].token())
        .collect();
    Ok(Palette { pieces, hand })
}

/// The editor's position read from a FEN (the rights it grants turned on, the others off); a FEN
/// that cannot be read is an error. The position need not be legal.
pub fn read(v: &Arc<Variant>, text: &str) -> Result<EditedPosition, Error> {
    editable(v)?;
    let setup = fen::parse(v, text)?;
    let tokens = v.tokens();
    let g = &v.geometry;
    let cased = |t: usize, c: Color| if c == Color::White { tokens[t].to_ascii_uppercase() } else { tokens[t].clone() };
    let pieces = (0..setup.board.len())
        .filter_map(|sq| setup.board[sq].map(|(t, c)| (g.square_name(sq), cased(t, c))))
        .collect();
    let mut hands = Vec::new();
    for c in Color::BOTH {
        for (t, &n) in setup.hands[c.index()].iter().enumerate() {
            hands.extend((0..n).map(|_| cased(t, c)));
        }
    }
    let style = style(v, &tokens);
    let granted: Vec<usize> = setup.castling.iter().filter_map(|&tok| style.castling_rook(&setup.board, tok)).collect();
    let (mut castling_on, mut castling_off) = (Vec::new(), Vec::new());
    for (_, sq) in candidates(&style, &setup.board) {
        if granted.contains(&sq) { &mut castling_on } else { &mut castling_off }.push(g.square_name(sq));
    }
    Ok(EditedPosition {
        pieces,
        hands,
        turn: setup.turn,
        castling_on,
        castling_off,
        en_passant: g.square_names(&setup.ep),
        halfmove: setup.halfmove,
        fullmove: setup.fullmove,
    })
}

/// Writes an edited position as FEN and checks it; a square or token the variant does not have is
/// an error, an illegal position only `Written::error`.
pub fn write(v: &Arc<Variant>, edited: &EditedPosition) -> Result<Written, Error> {
    editable(v)?;
    let g = &v.geometry;
    let mut setup = blank(v, edited.turn);
    setup.halfmove = edited.halfmove;
    setup.fullmove = edited.fullmove.max(1);
    for (square, token) in &edited.pieces {
        let sq = g.parse_square(square)?;
        if !g.is_present(sq) {
            return Err(Error::Argument(format!("{square} is not a cell of this board")));
        }
        setup.board[sq] = Some(piece(v, token)?);
    }
    let hand = palette(v)?.hand;
    for token in &edited.hands {
        let (t, c) = piece(v, token)?;
        if !hand.contains(&v.pieces[t].token()) {
            return Err(Error::Argument(format!("'{}' cannot be in hand here", crate::error::shown(token))));
        }
        let n = &mut setup.hands[c.index()][t];
        *n += 1;
        if *n as usize > MAX_HAND {
            return Err(Error::Argument(format!("more than {MAX_HAND} pieces in hand")));
        }
    }
    let tokens = v.tokens();
    let style = style(v, &tokens);
    // Each right the board allows where the position with it alone is legal.
    let start = fen::parse(v, &v.start_fen)?.board;
    // A setup's FEN and why the game refuses it (`None`: it may be played).
    let check = |s: &Setup| {
        let text = fen::write(&style, s);
        let error = crate::game::open_variant(v.clone(), Some(&text)).err().map(|e| e.to_string());
        (text, error)
    };
    // What the game refuses without rights: a right is offered where it adds no other refusal, so
    // that the rights stay while the rest of the position is being set up.
    let bare = check(&setup).1;
    let mut castling = Vec::new();
    let mut granted: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for (side, sq) in candidates(&style, &setup.board) {
        let alone = Setup { castling: style.castling_tokens(&setup.board, rooks(side, &[sq])), ..setup.clone() };
        if check(&alone).1 == bare {
            let rook = g.square_name(sq);
            let on = edited.castling_on.contains(&rook)
                || (!edited.castling_off.contains(&rook) && at_home(v, &start, &setup.board, side, sq));
            if on {
                granted[side.index()].push(sq);
            }
            castling.push(CastlingRight { side, on, rook });
        }
    }
    setup.castling = style.castling_tokens(&setup.board, [&granted[0], &granted[1]]);
    let mut ep = Vec::new();
    for square in &edited.en_passant {
        ep.push(g.parse_square(square)?);
    }
    let (mut fen, mut error) = check(&setup);
    if !ep.is_empty() {
        let with_ep = check(&Setup { ep, ..setup });
        if with_ep.1 == error {
            (fen, error) = with_ep;
        }
    }
    Ok(Written { fen, castling, error })
}

/// The rook cells per side with `side`'s set to `cells`.
fn rooks(side: Color, cells: &[usize]) -> [&[usize]; 2] {
    if side == Color::White {
        [cells, &[]]
    } else {
        [&[], cells]
    }
}

/// Whether the rook on `rook` and `side`'s castling king on its rank stand where the start has them.
fn at_home(
    v: &Variant,
    start: &[Option<(usize, Color)>],
    board: &[Option<(usize, Color)>],
    side: Color,
    rook: usize,
) -> bool {
    let g = &v.geometry;
    let king = v.rules.castling_king.map(|k| (k, side));
    let rank = g.rank(rook);
    let king_home = (0..board.len()).any(|sq| g.rank(sq) == rank && board[sq] == king && start[sq] == king);
    king_home && start.get(rook) == board.get(rook)
}

/// An error for a game whose positions are not pieces on cells written as FEN (Gess, Makarenko, Chex).
fn editable(v: &Variant) -> Result<(), Error> {
    if v.game == variants::CHESS_GAME {
        Ok(())
    } else {
        Err(Error::Argument(format!("{} has no position editor: its positions are not pieces on cells", v.name)))
    }
}

/// The FEN style of a variant.
fn style<'a>(v: &'a Variant, tokens: &'a [String]) -> FenStyle<'a> {
    FenStyle { geometry: &v.geometry, tokens, rules: &v.rules, castling_fen: v.castling_fen }
}

/// An empty board with `turn` to move and every other field at its start value.
fn blank(v: &Variant, turn: Color) -> Setup {
    let n = v.pieces.len();
    Setup {
        board: vec![None; v.geometry.cells()],
        hands: [vec![0; n], vec![0; n]],
        turn,
        castling: Vec::new(),
        ep: Vec::new(),
        halfmove: 0,
        fullmove: 1,
        promoted: Vec::new(),
        moved: Vec::new(),
        last_mover: None,
        last_delta: (0, 0),
        pools: [vec![0; n], vec![0; n]],
        lion_ban: false,
        frozen: Vec::new(),
        part: 0,
        checks: [crate::rules::perpetual::CheckRun::NONE; 2],
    }
}

/// The type and side a FEN token names (`K`, `+p`, `(AB)`).
fn piece(v: &Variant, token: &str) -> Result<(usize, Color), Error> {
    let t = v.token_index(token).ok_or_else(|| Error::UnknownPiece(token.to_string()))?;
    Ok((t, if token.chars().any(|c| c.is_ascii_uppercase()) { Color::White } else { Color::Black }))
}

/// The rook cells a castling token names on this board, per side (White's first, each once).
fn candidates(style: &FenStyle, board: &[Option<(usize, Color)>]) -> Vec<(Color, usize)> {
    if style.rules.castling.is_empty() {
        return Vec::new();
    }
    let width = style.geometry.width.min(26) as u8;
    let mut out = Vec::new();
    for side in Color::BOTH {
        let case = |c: char| if side == Color::White { c.to_ascii_uppercase() } else { c };
        let files = (0..width).map(|f| (b'a' + f) as char);
        for tok in ['k', 'q'].into_iter().chain(files) {
            if let Some(sq) = style.castling_rook(board, case(tok)) {
                if !out.contains(&(side, sq)) {
                    out.push((side, sq));
                }
            }
        }
    }
    out
}
