//! The checks of a whole variant: rules whose games could reach positions the engine cannot
//! represent or read back are refused.

use crate::rules::{PromotionLimit, StateField};
use crate::variants::{shuffle, Variant};

/// Refuses rules whose games could reach positions the engine cannot represent or read back.
pub(super) fn check(v: &Variant) -> Result<(), String> {
    shuffle::check(v).map_err(|e| e.to_string())?;
    let r = &v.rules;
    let token = |t: usize| v.pieces[t].token();
    let royal = |t: usize| r.royal.contains(&t);
    if let Some(&t) = r.promotion.pieces.iter().find(|&&t| royal(t) && !r.royal_all) {
        return Err(format!("'promotion' offers the royal piece '{}': a side may have only one", token(t)));
    }
    if r.promotes_by_turning_over && !r.royal_all {
        if let Some(t) = (0..v.pieces.len()).find(|&t| !royal(t) && v.promotes_to(t).is_some_and(royal)) {
            return Err(format!("piece '{}' promotes to a royal piece: a side may have only one", token(t)));
        }
    }
    // A royal piece keeps its royalty: it may not turn into another type, nor another type into it.
    for t in 0..v.pieces.len() {
        let turns_into = [
            r.promotes_by_turning_over.then(|| v.promotes_to(t)).flatten(),
            (r.flip_every_move && v.demoted(t) != t).then(|| v.demoted(t)),
        ];
        if let Some(u) = turns_into.into_iter().flatten().find(|&u| royal(t) != royal(u) && !(r.royal_all && royal(u)))
        {
            return Err(format!(
                "piece '{}' turns into '{}', and only one of them is royal: a side would lose or gain a royal piece",
                token(t),
                token(u)
            ));
        }
    }
    if r.drops && r.royal_all && r.royal.len() > 1 {
        return Err("'royal_mode = all' with 'drops': a captured royal piece would go to a hand".into());
    }
    if !r.royal.is_empty() {
        for p in &v.pieces {
            let mut friendly = false;
            for b in [Some(&p.betza), p.gated.as_ref(), p.in_check.as_ref()] {
                for c in b.map_or(&[][..], |b| &b.components) {
                    friendly |= c.legs.last().is_some_and(|l| l.modes.friend);
                }
            }
            if friendly {
                return Err(format!(
                    "piece '{}' captures friendly pieces ('d' in its last leg), which could take its own royal piece",
                    p.token()
                ));
            }
        }
    }
    // State the board cannot show must have its FEN field, or a position would not read back.
    if !r.imitators.is_empty() && !r.state_fields.contains(&StateField::LastMover) {
        return Err(
            "'imitator' needs 'state_fields = last_mover' (what the imitator copies is part of the position)".into()
        );
    }
    if r.turns.is_multi() && !r.state_fields.contains(&StateField::TurnPart) {
        return Err(
            "turns of several moves need 'state_fields = turn_part' (the move within the turn is part of the position)"
                .into(),
        );
    }
    if r.flips.is_some() && !r.state_fields.contains(&StateField::Frozen) {
        return Err("'flips' needs 'state_fields = frozen' (the frozen pieces are part of the position)".into());
    }
    if r.promotion.limit == PromotionLimit::Vacancy && !r.state_fields.contains(&StateField::Vacancies) {
        return Err(
            "'promotion_limit = vacancy' needs 'state_fields = vacancies' (the pools are part of the position)".into(),
        );
    }
    if let Some(m) = r.promotion.mandatory.iter().find(|m| !r.promotion.ranks.contains(m)) {
        return Err(format!("'promotion_mandatory' rank {m} is not one of the 'promotion_ranks'"));
    }
    if r.flip_every_move && !r.pawns.is_empty() {
        return Err(
            "'pawns' cannot turn over on every move ('flip_every_move'): they would skip their promotion".into()
        );
    }
    if r.promotes_by_turning_over && !r.pawns.is_empty() && !r.promotion.ranks.is_empty() {
        return Err(
            "'pawns' promote chess-style, which 'promotion_style = shogi' or 'chu' does not do (use +letter types)"
                .into(),
        );
    }
    if let Some(&t) = r.pawns.iter().find(|&&t| royal(t)) {
        return Err(format!("the royal piece '{}' cannot be a pawn (it would promote away)", token(t)));
    }
    let must_promote =
        |t: usize| r.pawns.contains(&t) && !r.promotion.empty_pool_stays && !r.promotion.optional.contains(&t);
    if let Some(&t) = r.promotion.pieces.iter().find(|&&t| must_promote(t)) {
        return Err(format!("'promotion' offers the pawn '{}', which would stand where it must promote", token(t)));
    }
    // Multi-leg moves do not promote: a pawn that must promote may not have them.
    let has_zone = |t: usize| {
        !r.promotion.ranks.is_empty() || !r.promotion_cells.is_empty() || r.promotion_zones.iter().any(|z| z.0 == t)
    };
    for &t in &r.pawns {
        let multi = v.pieces[t].betza.components.iter().any(|c| c.is_multi_leg());
        if multi && has_zone(t) && !r.promotion.empty_pool_stays && !r.promotion.optional.contains(&t) {
            return Err(format!(
                "pawn '{}' has multi-leg moves, which do not promote, but must promote (list it in 'promotion_optional')",
                token(t)
            ));
        }
    }
    Ok(())
}
