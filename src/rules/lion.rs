//! Chu shogi's lion-protection rules (variants-catalog.md §4.5), as pure functions of the rules data.

use super::Rules;

/// Rule 2: after a move by a piece of type `mover` that captured `victim` (on the destination) and
/// `first_victim` (on the way), may the opponent capture a lion only with a lion on the next ply?
/// True when a non-lion took a lion, unless (rule 3) the lion fell in a double capture whose first
/// victim was not a cheap piece (pawn, go-between).
pub fn bans_lion_capture(
    rules: &Rules,
    mover: Option<usize>,
    victim: Option<usize>,
    first_victim: Option<usize>,
) -> bool {
    let is_lion = |t: Option<usize>| t.is_some_and(|t| rules.lions.contains(&t));
    let Some(m) = mover else { return false };
    if rules.lions.contains(&m) || !(is_lion(victim) || is_lion(first_victim)) {
        return false;
    }
    !lifted_by_double_capture(rules, victim, first_victim)
}

/// Rule 3: a double capture whose first victim is not a cheap piece lifts rules 1 and 2.
pub fn lifted_by_double_capture(rules: &Rules, victim: Option<usize>, first_victim: Option<usize>) -> bool {
    matches!((victim, first_victim), (Some(_), Some(f)) if !rules.lion_cheap.contains(&f))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::builtin;

    #[test]
    fn the_three_rules() {
        let v = builtin("chushogi").unwrap();
        let r = &v.rules;
        let lion = v.piece_index('n').unwrap();
        let pawn = v.piece_index('p').unwrap();
        let gold = v.piece_index('g').unwrap();
        // A gold takes a lion: the next ply may not take a lion with a non-lion.
        assert!(bans_lion_capture(r, Some(gold), Some(lion), None));
        // A lion takes a lion: no ban.
        assert!(!bans_lion_capture(r, Some(lion), Some(lion), None));
        // A double capture: first victim a gold lifts the rules, first victim a pawn does not.
        let eagle = v.promoted_index('d').unwrap();
        assert!(!bans_lion_capture(r, Some(eagle), Some(lion), Some(gold)));
        assert!(bans_lion_capture(r, Some(eagle), Some(lion), Some(pawn)));
    }
}
