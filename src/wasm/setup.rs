//! The JavaScript API of setup choices (`notation::choices`): what a variant lets a player choose
//! before the game, and the start position those choices give. The playground's setup panel only
//! collects choices and shows these answers.

use wasm_bindgen::prelude::*;

use super::from_js::FromJs;
use super::json::json_object;
use super::strict::{check_field, check_keys};
use super::{err, parse_side, to_js};
use crate::notation::choices::{self, SetupChoices, SideChoices};
use crate::pieces::Color;
use crate::variants::{self, Variant};
use crate::Game;

struct Count {
    piece: String,
    count: u32,
}
json_object!(Count { "piece" => piece, "count" => count });

struct AlternativesInfo {
    /// The letter of the piece that may be replaced.
    from: String,
    /// The alternatives in the chooser's order, with their per-side counts.
    to: Vec<Count>,
    /// Per file: the recommended alternative's letter, or null.
    recommended: Vec<Option<String>>,
    /// Per side (White first): the squares holding a piece that may be replaced.
    squares: [Vec<String>; 2],
}
json_object!(AlternativesInfo { "from" => from, "to" => to, "recommended" => recommended, "squares" => squares });

struct Change {
    from: String,
    to: Vec<String>,
    /// Per side (White first): how many pieces the change affects.
    pieces: [usize; 2],
}
json_object!(Change { "from" => from, "to" => to, "pieces" => pieces });

struct SetupInfo {
    alternatives: Option<AlternativesInfo>,
    flip: Option<Change>,
    replace: Option<Change>,
    stand_ins: Vec<String>,
    /// Whether the variant keeps vacancy pools (a replaced piece may start in one).
    vacancies: bool,
}
json_object!(SetupInfo {
    "alternatives" => alternatives,
    "flip" => flip,
    "replace" => replace,
    "standIns" => stand_ins,
    "vacancies" => vacancies,
});

fn letter(v: &Variant, t: usize) -> String {
    v.pieces[t].letter.to_string()
}

fn parse_choices(choices: JsValue) -> Result<SetupChoices, JsError> {
    if choices.is_undefined() || choices.is_null() {
        return Ok(SetupChoices::default());
    }
    check_keys(&choices, SetupChoices::FIELDS, "the setup choices")?;
    for side in ["white", "black"] {
        check_field(&choices, side, SideChoices::FIELDS, "a side's setup choices")?;
    }
    super::from_js::from_js(choices).map_err(|e| JsError::new(&format!("bad setup choices: {e}")))
}

/// What a variant lets a player choose before the game: `{alternatives, flip, replace, standIns,
/// vacancies}` (nulls and empty lists where it offers nothing).
#[wasm_bindgen(js_name = setupInfo)]
pub fn setup_info(variant: &str) -> Result<JsValue, JsError> {
    let v = variants::shared(variant).map_err(err)?;
    let start = crate::notation::fen::parse(&v, &v.start_fen).map_err(err)?;
    let g = &v.geometry;
    let count = |ty: usize| Color::BOTH.map(|c| start.board.iter().filter(|&&p| p == Some((ty, c))).count());
    let squares = |ty: usize| {
        Color::BOTH.map(|c| {
            (0..start.board.len()).filter(|&sq| start.board[sq] == Some((ty, c))).map(|sq| g.square_name(sq)).collect()
        })
    };
    let r = &v.setup;
    to_js(&SetupInfo {
        alternatives: r.alternatives.as_ref().map(|a| AlternativesInfo {
            from: letter(&v, a.from),
            to: a.to.iter().map(|&(t, n)| Count { piece: letter(&v, t), count: n }).collect(),
            recommended: a.recommended.iter().map(|o| o.map(|t| letter(&v, t))).collect(),
            squares: squares(a.from),
        }),
        flip: r.flip.map(|(f, lo, hi)| Change {
            from: letter(&v, f),
            to: vec![letter(&v, lo), letter(&v, hi)],
            pieces: count(f),
        }),
        replace: r.replace.first().map(|&(f, t)| Change {
            from: letter(&v, f),
            to: vec![letter(&v, t)],
            pieces: count(f),
        }),
        stand_ins: r.stand_ins.iter().map(|&t| letter(&v, t)).collect(),
        vacancies: v.rules.state_fields.contains(&crate::rules::StateField::Vacancies),
    })
}

/// The start position (FEN) for setup choices `{white, black, tournament, vacancy}`, each side
/// `{flip, alternatives: {square: letter}, replace, standIn: [square, letter]}`; validated by the
/// engine. Throws with a message naming an impossible choice.
#[wasm_bindgen(js_name = setupFen)]
pub fn setup_fen(variant: &str, choices: JsValue) -> Result<String, JsError> {
    let v = variants::shared(variant).map_err(err)?;
    let fen = choices::start_fen(&v, &parse_choices(choices)?).map_err(err)?;
    Game::new(variant, Some(&fen)).map_err(err)?;
    Ok(fen)
}

/// The squares a stand-in may take under these choices: `{white: [{square, piece}], black: [...]}`.
#[wasm_bindgen(js_name = setupStandInSpots)]
pub fn setup_stand_in_spots(variant: &str, choices: JsValue) -> Result<JsValue, JsError> {
    let v = variants::shared(variant).map_err(err)?;
    let [white, black] = choices::stand_in_spots(&v, &parse_choices(choices)?).map_err(err)?;
    struct Spots {
        white: Vec<choices::StandInSpot>,
        black: Vec<choices::StandInSpot>,
    }
    json_object!(Spots { "white" => white, "black" => black });
    to_js(&Spots { white, black })
}

/// The alternative a chooser offers next for the piece on `square` of `side` ("white"/"black"):
/// a letter in the side's case, or null for the original piece.
#[wasm_bindgen(js_name = setupNextAlternative)]
pub fn setup_next_alternative(
    variant: &str,
    choices: JsValue,
    side: &str,
    square: &str,
) -> Result<Option<String>, JsError> {
    let v = variants::shared(variant).map_err(err)?;
    choices::next_alternative(&v, &parse_choices(choices)?, parse_side(side)?, square).map_err(err)
}

/// The choices in force per side, `{white, black}` (in tournament mode White's are Black's,
/// mirrored to White's side), for showing them.
#[wasm_bindgen(js_name = setupResolved)]
pub fn setup_resolved(variant: &str, choices: JsValue) -> Result<JsValue, JsError> {
    let v = variants::shared(variant).map_err(err)?;
    let [white, black] = choices::resolved(&v, &parse_choices(choices)?).map_err(err)?;
    struct Sides {
        white: choices::SideChoices,
        black: choices::SideChoices,
    }
    json_object!(Sides { "white" => white, "black" => black });
    to_js(&Sides { white, black })
}
