//! The JavaScript API of the position editor (`game::editor`; feature `playground-api`): the page
//! places tokens on squares and shows the FEN, rights and verdict these calls give back.

use wasm_bindgen::prelude::*;

use super::from_js::from_object;
use super::json::{json_object, to_js};
use super::strict::{check_each, check_keys};
use super::{err, parse_side};
use crate::game::editor::{self, CastlingRight, EditedPosition, Palette, Written};
use crate::pieces::Color;
use crate::render::Placed;
use crate::variants;

json_object!(Palette { "pieces" => pieces, "hand" => hand });
json_object!(CastlingRight { "side" => side, "rook" => rook, "on" => on });
json_object!(Written { "fen" => fen, "castling" => castling, "error" => error });

/// A piece of an edited position as the page gets it.
struct PieceAt {
    square: String,
    piece: String,
}
json_object!(PieceAt { "square" => square, "piece" => piece });

/// An edited position as the page sends it.
struct EditedJs {
    pieces: Vec<Placed>,
    hands: Vec<String>,
    turn: String,
    castling_on: Vec<String>,
    castling_off: Vec<String>,
    en_passant: Vec<String>,
    halfmove: u32,
    fullmove: Option<u32>,
}
from_object!(EditedJs {
    pieces: or_default "pieces",
    hands: or_default "hands",
    turn: required "turn",
    castling_on: or_default "castlingOn",
    castling_off: or_default "castlingOff",
    en_passant: or_default "enPassant",
    halfmove: or_default "halfmove",
    fullmove: optional "fullmove",
});

/// An edited position as the page gets it.
struct ReadJs {
    pieces: Vec<PieceAt>,
    hands: Vec<String>,
    turn: Color,
    castling_on: Vec<String>,
    castling_off: Vec<String>,
    en_passant: Vec<String>,
    halfmove: u32,
    fullmove: u32,
}
json_object!(ReadJs {
    "pieces" => pieces,
    "hands" => hands,
    "turn" => turn,
    "castlingOn" => castling_on,
    "castlingOff" => castling_off,
    "enPassant" => en_passant,
    "halfmove" => halfmove,
    "fullmove" => fullmove,
});

/// What the editor places in a variant: `{pieces, hand}` (lower-case tokens: the board's, royal
/// first, and those a hand may hold); an error for a game whose positions are not pieces on cells.
#[wasm_bindgen(js_name = editorPalette)]
pub fn editor_palette(variant: &str) -> Result<JsValue, JsError> {
    let v = variants::shared(variant).map_err(err)?;
    to_js(&editor::palette(&v).map_err(err)?)
}

/// A FEN read for the editor: `{pieces: [{square, piece}], hands: [token], turn, castlingOn,
/// castlingOff, enPassant, halfmove, fullmove}` (rook squares of the rights it grants and of those
/// it does not); the position need not be legal, the text must be a FEN of the variant.
#[wasm_bindgen(js_name = editorRead)]
pub fn editor_read(variant: &str, fen: &str) -> Result<JsValue, JsError> {
    let v = variants::shared(variant).map_err(err)?;
    let e = editor::read(&v, fen).map_err(err)?;
    let pieces = e.pieces.into_iter().map(|(square, piece)| PieceAt { square, piece }).collect();
    to_js(&ReadJs {
        pieces,
        hands: e.hands,
        turn: e.turn,
        castling_on: e.castling_on,
        castling_off: e.castling_off,
        en_passant: e.en_passant,
        halfmove: e.halfmove,
        fullmove: e.fullmove,
    })
}

/// An edited position `{pieces, hands, turn, castlingOn, castlingOff, enPassant, halfmove,
/// fullmove}` (all but `turn` optional) written as FEN:
/// `{fen, castling: [{side, rook, on}], error}` (the rights the board allows; `error` says why the
/// game refuses the position, null where it may be played). A square or piece the variant does
/// not have is an error.
#[wasm_bindgen(js_name = editorWrite)]
pub fn editor_write(variant: &str, position: JsValue) -> Result<JsValue, JsError> {
    check_keys(&position, <EditedJs as super::from_js::FromJs>::FIELDS, "the edited position")?;
    check_each(&position, "pieces", &["square", "piece"], "a piece of the edited position")?;
    let e: EditedJs =
        super::from_js::from_js(position).map_err(|e| JsError::new(&format!("bad edited position: {e}")))?;
    let v = variants::shared(variant).map_err(err)?;
    let edited = EditedPosition {
        pieces: e.pieces.into_iter().map(|p| (p.square, p.piece)).collect(),
        hands: e.hands,
        turn: parse_side(&e.turn)?,
        castling_on: e.castling_on,
        castling_off: e.castling_off,
        en_passant: e.en_passant,
        halfmove: e.halfmove,
        fullmove: e.fullmove.unwrap_or(1),
    };
    to_js(&editor::write(&v, &edited).map_err(err)?)
}
