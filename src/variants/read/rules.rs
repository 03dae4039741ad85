//! The rules of a variant: royal pieces and pawns, castling, promotion, drops, the game's ends
//! and the special rules (`rules::*` modules) its keys switch on.

use super::{fields, parse_cells, split_on, words, Fail, Reader};
use crate::error::shown;
use crate::geometry::Geometry;
use crate::pieces::{betza, PieceType};
use crate::rules::{Castling, DrawRules, Insufficient, Promotion, PromotionLimit, Rules, StateField, Value};

/// The rules the entries give.
pub(super) fn read(r: &Reader) -> Result<Rules, Fail> {
    let royal = r.list("royal")?;
    let pawns = r.list("pawns")?;
    let cp = r.list("castling_pieces")?;
    let promo_pieces = r.list("promotion")?;
    let promo_ranks = r.ranks("promotion_ranks")?;
    let mut promo_mandatory = r.ranks("promotion_mandatory")?;
    if promo_mandatory.is_empty() && !promo_ranks.is_empty() {
        promo_mandatory = vec![r.geometry.height];
    }
    let mut castling = Vec::new();
    for tok in r.last("castling").unwrap_or_default().split_whitespace() {
        if tok == "-" {
            continue;
        }
        let p = split_on(tok, ':');
        let side = match p.get(3) {
            None => None,
            Some(&"white") => Some(crate::pieces::Color::White),
            Some(&"black") => Some(crate::pieces::Color::Black),
            Some(_) => return Err(r.fail(format_args!("castling entry '{tok}': the side must be white or black"))),
        };
        if p.len() != 3 && p.len() != 4 {
            return Err(r.fail(format_args!("castling entry '{tok}' must be rookfile:kingto:rookto[:white|black]")));
        }
        castling.push(Castling {
            rook_file: r.file_of(p[0])?,
            king_to: r.file_of(p[1])?,
            rook_to: r.file_of(p[2])?,
            side,
        });
    }
    let extinction = match r.last("extinction") {
        None | Some("none") => None,
        Some(v) => Some(Value::parse(v).ok_or_else(|| r.inv("'extinction' must be win, loss, draw or none".into()))?),
    };
    let en_passant_rule = r.choice("en_passant", &["true", "false", "turn"], 0)?;
    let (en_passant, en_passant_over_turn) = (en_passant_rule != 1, en_passant_rule == 2);
    let first_move = r.choice("first_move", &["rank", "cells", "tracked"], 0)?;
    let promotion_style = r.choice("promotion_style", &["chess", "shogi", "chu"], 0)?;
    // Built blank, then field by field: an error in a later field then drops one value, not
    // every field read before it (the early returns of a struct literal each dropped them one
    // by one).
    let mut rules = Rules {
        turns: crate::rules::turns::TurnRule {
            length: crate::rules::turns::TurnLength::Fixed(1),
            first_turn: None,
            check_ends: false,
            blocked: crate::rules::turns::Blocked::AsStalemate,
        },
        royal: Vec::new(),
        pawns: Vec::new(),
        castling_king: None,
        castling_rooks: Vec::new(),
        castling: Vec::new(),
        promotion: Promotion {
            pieces: Vec::new(),
            ranks: Vec::new(),
            mandatory: Vec::new(),
            limit: PromotionLimit::None,
            optional: Vec::new(),
            empty_pool_stays: false,
        },
        en_passant: false,
        captures_to_hand: false,
        push_enemy_pawn: false,
        fog: None,
        en_passant_over_turn: false,
        must_capture: false,
        checkmate: Value::Loss,
        stalemate: Value::Loss,
        extinction: None,
        repetition: 0,
        move_rule: 0,
        move_rule_pieces: Vec::new(),
        insufficient: Insufficient::None,
        draw_rules: DrawRules::SourceAutomatic,
        first_move_tracked: false,
        first_move_cells: false,
        swaps: Vec::new(),
        pawn_swap: Vec::new(),
        promotion_zones: Vec::new(),
        promotion_cells: Vec::new(),
        promotion_choices: Vec::new(),
        drops: false,
        promotes_by_turning_over: false,
        immobility_illegal: false,
        drop_no_doubled: Vec::new(),
        drop_no_doubled_count: 0,
        mandatory_piece_promotion: false,
        extinction_types: Vec::new(),
        flag: None,
        flip_every_move: false,
        drop_mate_illegal: Vec::new(),
        no_drop: Vec::new(),
        confine: Vec::new(),
        zone_moves: Vec::new(),
        en_passant_steps: Vec::new(),
        royals_may_not_face: false,
        royal_all: false,
        promotion_on_zone_entry: false,
        decline_waits_last_rank: Vec::new(),
        allow_pass: false,
        lions: Vec::new(),
        lion_cheap: Vec::new(),
        perpetual_check_loses: false,
        check_limit: 0,
        chase_illegal: false,
        auras: Vec::new(),
        imitators: Vec::new(),
        imitator_vector: false,
        imitator_copies_promoted: false,
        flood: Vec::new(),
        remote_capture_target: false,
        slide_to_end: Vec::new(),
        state_fields: Vec::new(),
        flips: None,
        jump_chain: Vec::new(),
        flying_capture: Vec::new(),
        drown: Vec::new(),
        drown_immune: Vec::new(),
        chain_drown_ends: false,
        duel: Vec::new(),
    };
    rules.castling_king = cp.first().copied();
    rules.castling_rooks = cp.get(1..).unwrap_or_default().to_vec();
    rules.castling = castling;
    rules.royal = royal;
    rules.pawns = pawns;
    rules.promotion = Promotion {
        pieces: promo_pieces,
        ranks: promo_ranks,
        mandatory: promo_mandatory,
        limit: match r.choice("promotion_limit", &["none", "lost", "vacancy"], 0)? {
            0 => PromotionLimit::None,
            1 => PromotionLimit::Lost,
            _ => PromotionLimit::Vacancy,
        },
        optional: r.list("promotion_optional")?,
        empty_pool_stays: r.choice("promotion_empty_pool", &["stay", "forbid"], 1)? == 0,
    };
    rules.en_passant = en_passant;
    rules.en_passant_over_turn = en_passant_over_turn;
    rules.push_enemy_pawn = r.flag("push_enemy_pawn", false)?;
    rules.captures_to_hand = r.flag("captures_to_hand", true)?;
    rules.fog = match r.choice("fog", &["none", "moves"], 0)? {
        0 => None,
        _ => Some(crate::rules::fog::FogRule { pawn_front: r.flag("fog_pawn_front", false)? }),
    };
    rules.must_capture = r.flag("must_capture", false)?;
    rules.checkmate = r.value("checkmate", Value::Loss)?;
    rules.stalemate = r.value("stalemate", Value::Draw)?;
    rules.extinction = extinction;
    rules.repetition = r.number("repetition", 3)?;
    if rules.repetition == 1 {
        // Every position stands once in its game: a count of 1 would end every game at its start.
        return Err(r.inv("'repetition' must be 0 (never) or a count from 2".into()));
    }
    rules.move_rule = r.number("move_rule", 50)?;
    rules.move_rule_pieces = match r.last("move_rule_pieces") {
        None => rules.pawns.clone(),
        Some(_) => r.list("move_rule_pieces")?,
    };
    rules.insufficient = match r.choice("insufficient_material", &["chess", "bare", "none", "bishops_apart"], 2)? {
        0 => Insufficient::Chess,
        1 => Insufficient::Bare,
        3 => Insufficient::BishopsApart,
        _ => Insufficient::None,
    };
    rules.first_move_tracked = first_move == 2;
    rules.first_move_cells = first_move == 1;
    rules.swaps = parse_swaps(r.entries, r.geometry, r.pieces).map_err(|m| r.inv(m))?;
    rules.pawn_swap = {
        let mut out = Vec::new();
        for v in r.values("pawn_swap") {
            if v.trim() == "-" {
                out.clear();
            } else {
                let l = r.letters("pawn_swap", Some(v))?;
                if l.len() != 2 {
                    return Err(r.inv("'pawn_swap' = sergeant-letter pawn-letter".into()));
                }
                out.push((l[0], l[1]));
            }
        }
        out
    };
    rules.promotion_zones = parse_zones(r.entries, r.geometry, r.pieces).map_err(|m| r.inv(m))?;
    rules.promotion_choices = {
        let mut out = Vec::new();
        let k = "promotion_choice";
        for val in r.values(k) {
            let parts = fields(val);
            if parts.len() != 3 {
                return Err(r.fail(format_args!("'{k}' = letter | ranks | pieces, not '{val}'")));
            }
            let pawn = r.letters(k, Some(parts[0]))?;
            let [pawn] = pawn[..] else {
                return Err(r.fail(format_args!("'{k}': one pawn letter, not '{}'", parts[0])));
            };
            let ranks = r.rank_list(k, parts[1])?;
            let pieces = r.letters(k, Some(parts[2]))?;
            out.push(crate::rules::PromotionChoice { pawn, ranks, pieces });
        }
        out
    };
    rules.promotion_cells = match r.last("promotion_cells") {
        Some(c) => parse_cells(r.geometry, c).map_err(|m| r.fail(format_args!("'promotion_cells': {m}")))?,
        None => vec![],
    };
    rules.drops = r.flag("drops", false)?;
    rules.promotes_by_turning_over = promotion_style != 0;
    rules.immobility_illegal = r.flag("immobility_illegal", false)?;
    rules.drop_no_doubled = r.list("drop_no_doubled")?;
    rules.drop_mate_illegal = r.list("drop_mate_illegal")?;
    rules.drop_no_doubled_count = r.number("drop_no_doubled_count", 1)?.max(1);
    rules.mandatory_piece_promotion = r.flag("mandatory_piece_promotion", false)?;
    rules.flip_every_move = r.flag("flip_every_move", false)?;
    rules.extinction_types = r.list("extinction_types")?;
    rules.flag = match r.last("flag") {
        None => None,
        Some(v) => {
            let parts = fields(v);
            if parts.len() != 3 {
                return Err(r.inv("flag = letter | white region | black region".into()));
            }
            let t = r.letters("flag", Some(parts[0]))?;
            let cells = [r.region(parts[1])?, r.region(parts[2])?];
            Some((*t.first().ok_or_else(|| r.inv("flag needs a piece".into()))?, cells))
        }
    };
    rules.no_drop = {
        let mut out = Vec::new();
        for v in r.values("no_drop") {
            let (l, rs_text) = v.split_once('|').ok_or_else(|| r.inv("no_drop = letter | ranks".into()))?;
            let t = r.letters("no_drop", Some(l.trim()))?;
            let rs = r.rank_list("no_drop", rs_text)?;
            for ty in t {
                out.push((ty, rs.clone()));
            }
        }
        out
    };
    rules.confine = {
        let mut out = Vec::new();
        for v in r.values("confine") {
            let parts = fields(v);
            if parts.len() != 3 {
                return Err(r.fail(format_args!("confine '{v}': letters | white region | black region")));
            }
            let cells = [r.region(parts[1])?, r.region(parts[2])?];
            for ty in r.letters("confine", Some(parts[0]))? {
                // A later line for the same piece replaces an earlier one (rule options).
                out.retain(|(t, _): &(usize, [Vec<usize>; 2])| *t != ty);
                out.push((ty, cells.clone()));
            }
        }
        out
    };
    rules.zone_moves = {
        let mut out = Vec::new();
        for v in r.values("zone_moves") {
            let parts = fields(v);
            if parts.len() != 3 && parts.len() != 4 {
                return Err(r.fail(format_args!("zone_moves '{v}': letter | Betza | white region [| black region]")));
            }
            let ty = r.letters("zone_moves", Some(parts[0]))?;
            let b = betza::parse(parts[1]).map_err(|e| r.inv(e.to_string()))?;
            let single = |r: &betza::Range| matches!(r, betza::Range::Leap | betza::Range::Ride(_));
            if b.components.iter().any(|c| c.legs.len() > 1 || !single(&c.legs[0].range)) {
                return Err(r.fail(format_args!("zone_moves '{v}': only single leaps and slides are supported")));
            }
            let white = r.region(parts[2])?;
            let black = match parts.get(3) {
                Some(black) => r.region(black)?,
                None => white.clone(),
            };
            for t in ty {
                out.push((t, b.clone(), [white.clone(), black.clone()]));
            }
        }
        out
    };
    rules.en_passant_steps = {
        let mut out = Vec::new();
        for tok in r.last("en_passant_steps").unwrap_or_default().split_whitespace() {
            match tok.parse::<u32>() {
                Ok(n) if (2..=26).contains(&n) => out.push(n),
                _ => {
                    return Err(
                        r.fail(format_args!("'en_passant_steps': '{}' is no step length from 2 to 26", shown(tok)))
                    )
                }
            }
        }
        out
    };
    rules.royals_may_not_face = r.flag("flying_general", false)?;
    rules.royal_all = r.choice("royal_mode", &["any", "all"], 0)? == 1;
    rules.promotion_on_zone_entry = promotion_style == 2;
    rules.decline_waits_last_rank = r.list("decline_waits_last_rank")?;
    rules.allow_pass = r.flag("allow_pass", false)?;
    rules.lions = r.list("lions")?;
    rules.lion_cheap = r.list("lion_cheap")?;
    rules.check_limit = r.number("check_limit", 0)?.min(200);
    rules.chase_illegal = r.flag("chase_illegal", false)?;
    rules.perpetual_check_loses = r.choice("perpetual_check", &["loss", "draw"], 1)? == 0;
    rules.auras = {
        let mut out = Vec::new();
        for v in r.values("aura") {
            if v.trim() == "-" {
                out.clear();
            } else {
                let parts = fields(v);
                if !(3..=5).contains(&parts.len()) {
                    return Err(r.fail(format_args!(
                        "aura '{v}': giver | Betza | recipients [| where (Betza, default sW) [| friends|any]]"
                    )));
                }
                let beside: Vec<(i32, i32)> = match parts.get(3) {
                    None => vec![(-1, 0), (1, 0)],
                    Some(w) => {
                        let b = betza::parse(w).map_err(|e| r.inv(e.to_string()))?;
                        if b.components.iter().any(|c| c.legs.len() > 1 || c.legs[0].range != betza::Range::Leap) {
                            return Err(r.fail(format_args!("aura '{v}': 'where' must be single leaps")));
                        }
                        let mut beside = Vec::new();
                        for c in &b.components {
                            beside.extend_from_slice(&c.legs[0].vectors());
                        }
                        beside
                    }
                };
                let any_side = match parts.get(4).copied() {
                    None | Some("friends") => false,
                    Some("any") => true,
                    Some(o) => return Err(r.fail(format_args!("aura '{v}': '{o}' must be friends or any"))),
                };
                let giver = r.letters("aura", Some(parts[0]))?;
                let grant = betza::parse(parts[1]).map_err(|e| r.inv(e.to_string()))?;
                if grant.components.iter().any(|c| c.legs.len() > 1 || c.legs[0].range != betza::Range::Leap) {
                    return Err(r.fail(format_args!("aura '{v}': only single leaps may be lent")));
                }
                let recipients = r.letters("aura", Some(parts[2]))?;
                for g in giver {
                    out.push(crate::rules::aura::Aura {
                        giver: g,
                        grant: grant.clone(),
                        recipients: recipients.clone(),
                        beside: beside.clone(),
                        any_side,
                    });
                }
            }
        }
        out
    };
    rules.imitators = r.list("imitator")?;
    rules.imitator_vector = r.choice("imitator_mode", &["type", "vector"], 0)? == 1;
    rules.imitator_copies_promoted = r.choice("imitator_promotion", &["before", "after"], 0)? == 1;
    rules.flood = r.list("flood")?;
    rules.slide_to_end = r.list("slide_to_end")?;
    rules.remote_capture_target = r.choice("remote_capture_notation", &["path", "target"], 0)? == 1;
    rules.turns = {
        use crate::rules::turns::{Blocked, TurnLength, TurnRule};
        let count = |k: &str, v: &str| -> Result<u32, Fail> {
            match v.parse::<u32>() {
                Ok(n) if (1..=64).contains(&n) => Ok(n),
                _ => Err(r.fail(format_args!(
                    "'{k}' must be a number of moves from 1 to 64 or 'growing', not '{}'",
                    shown(v)
                ))),
            }
        };
        let length = match r.last("moves_per_turn") {
            None => TurnLength::Fixed(1),
            Some("growing") => TurnLength::Growing,
            Some(n) => TurnLength::Fixed(count("moves_per_turn", n)?),
        };
        let first_turn = match r.last("first_turn_moves") {
            None => None,
            Some(n) => Some(count("first_turn_moves", n)?),
        };
        let blocked = match r.choice("turn_blocked", &["stalemate", "ends_turn"], 0)? {
            0 => Blocked::AsStalemate,
            _ => Blocked::EndsTurn,
        };
        TurnRule { length, first_turn, check_ends: r.flag("check_ends_turn", false)?, blocked }
    };
    rules.state_fields = {
        let mut out = Vec::new();
        for f in r.last("state_fields").unwrap_or_default().split_whitespace() {
            out.push(match f {
                "-" => continue,
                "last_mover" => StateField::LastMover,
                "vacancies" => StateField::Vacancies,
                "frozen" => StateField::Frozen,
                "turn_part" => StateField::TurnPart,
                o => {
                    return Err(r.fail(format_args!(
                        "'state_fields': unknown field '{o}' (last_mover, vacancies, frozen, turn_part)"
                    )))
                }
            });
        }
        out
    };
    rules.flips = crate::rules::flips::Flips::parse(
        r.last("flips"),
        r.last("flip_anchor"),
        r.last("flip_intrusion"),
        r.last("flip_count"),
    )
    .map_err(|m| r.inv(m))?;
    rules.jump_chain = r.list("jump_chain")?;
    rules.flying_capture = r.list("flying_capture")?;
    rules.drown = match r.last("drown") {
        None => Vec::new(),
        Some(cells) => r.region(cells)?,
    };
    rules.drown_immune = r.list("drown_immune")?;
    rules.chain_drown_ends = r.choice("chain_drown", &["consecutive", "ends"], 0)? == 1;
    rules.duel = r.list("duel")?;
    rules.draw_rules = match r.choice("draw_rules", &["automatic", "claim"], 0)? {
        0 => DrawRules::SourceAutomatic,
        _ => DrawRules::FideClaim,
    };
    Ok(rules)
}

/// `swap = a1 b1 [| between-letter] [| white|black]`: the two unmoved pieces on these cells (White's;
/// Black's mirrored unless a side is named) may exchange places if no own piece of the named type
/// stands strictly between them. The first cell is the initiator in move strings.
fn parse_swaps(
    entries: &[(usize, String, String)],
    g: &Geometry,
    pieces: &[PieceType],
) -> Result<Vec<crate::rules::Swap>, String> {
    let mut out = Vec::new();
    for (_, v) in super::values_of(entries, "swap") {
        if v.trim() == "-" {
            out.clear();
            continue;
        }
        let parts = fields(v);
        let names = words(parts[0]);
        if names.len() != 2 {
            return Err(format!("swap '{v}': needs two squares"));
        }
        let a = g.parse_square(names[0]).map_err(|e| e.to_string())?;
        let b = g.parse_square(names[1]).map_err(|e| e.to_string())?;
        let mut between = None;
        let mut sides = vec![crate::pieces::Color::White, crate::pieces::Color::Black];
        for extra in &parts[1..] {
            match *extra {
                "white" => sides = vec![crate::pieces::Color::White],
                "black" => sides = vec![crate::pieces::Color::Black],
                l if l.len() == 1 => {
                    let c = l.chars().next().unwrap_or(' ').to_ascii_lowercase();
                    between = Some(
                        pieces
                            .iter()
                            .position(|p| p.letter == c && !p.promoted)
                            .ok_or_else(|| format!("swap '{v}': unknown piece '{l}'"))?,
                    );
                }
                o => return Err(format!("swap '{v}': unexpected '{o}'")),
            }
        }
        let explicit = parts[1..].iter().any(|x| *x == "white" || *x == "black");
        for side in sides {
            // Without a named side the squares are White's and Black uses the mirrored rank.
            let cell = |c: usize| {
                if explicit || side == crate::pieces::Color::White {
                    c
                } else {
                    g.mirror(c)
                }
            };
            out.push(crate::rules::Swap { side, a: cell(a), b: cell(b), between });
        }
    }
    Ok(out)
}

/// A pawn type and the absolute ranks where it promotes, per side (White first).
type PromotionZone = (usize, [Vec<usize>; 2]);

/// `promotion_zone = letter | white ranks | black ranks`: absolute ranks where that pawn type promotes
/// (compulsorily), overriding `promotion_ranks` (Quadruple Trojan's two-way pawns).
fn parse_zones(
    entries: &[(usize, String, String)],
    g: &Geometry,
    pieces: &[PieceType],
) -> Result<Vec<PromotionZone>, String> {
    let mut out = Vec::new();
    for (_, v) in super::values_of(entries, "promotion_zone") {
        let parts = fields(v);
        if parts.len() != 3 {
            return Err(format!("promotion_zone '{v}': letter | white ranks | black ranks"));
        }
        let c = parts[0].chars().next().unwrap_or(' ').to_ascii_lowercase();
        let t = pieces
            .iter()
            .position(|p| p.letter == c && !p.promoted)
            .ok_or_else(|| format!("promotion_zone: unknown piece '{}'", parts[0]))?;
        let mut ranks: [Vec<usize>; 2] = [vec![], vec![]];
        for (i, part) in parts[1..].iter().enumerate() {
            for r in part.split_whitespace() {
                let r: usize = r.parse().map_err(|_| format!("promotion_zone: bad rank '{r}'"))?;
                if r == 0 || r > g.height {
                    return Err(format!("promotion_zone: rank {r} is off the board"));
                }
                ranks[i].push(r);
            }
        }
        out.push((t, ranks));
    }
    Ok(out)
}
