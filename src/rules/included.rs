//! Which special rules a build includes (Cargo features; the core page module leaves out those of
//! the families it does not hold). A variant whose data uses a rule left out is refused when it is
//! built ([`check`]), so the engine's hooks for that rule are never reached: each hook's condition
//! starts with its constant here, and the compiler leaves the hook's code out.

use super::Rules;

/// Pieces dropped from the hand (`drops`; shogi's family, Crazyhouse, Bughouse, Chex).
pub const DROPS: bool = cfg!(feature = "drops");
/// Chu shogi's lion rules (`lions`, `lion_cheap`).
pub const LIONS: bool = cfg!(feature = "lions");
/// Xiangqi's limit on consecutive checks and its chase rule (`check_limit`, `chase_illegal`).
pub const CHASE: bool = cfg!(feature = "chase");
/// Congo's jump series, flying captures, river and duel (`jump_chain`, `flying_capture`, `drown`,
/// `duel`).
pub const CONGO: bool = cfg!(feature = "congo");
/// Taktika's flips (`flips`).
pub const FLIPS: bool = cfg!(feature = "flips");
/// Turns of several moves (`moves_per_turn`).
pub const TURNS: bool = cfg!(feature = "turns");
/// Avalanche's pushes of enemy pawns (`push_enemy_pawn`).
pub const PUSH: bool = cfg!(feature = "push");
/// Dark chess's fog (`fog`).
pub const FOG: bool = cfg!(feature = "fog");

/// Refuses rules this build leaves out, naming the key and the Cargo feature that includes it.
pub fn check(r: &Rules) -> Result<(), String> {
    let uses = [
        (DROPS, r.drops, "drops", "drops"),
        (LIONS, !r.lions.is_empty() || !r.lion_cheap.is_empty(), "lions", "lions"),
        (CHASE, r.check_limit > 0, "check_limit", "chase"),
        (CHASE, r.chase_illegal, "chase_illegal", "chase"),
        (CONGO, !r.jump_chain.is_empty(), "jump_chain", "congo"),
        (CONGO, !r.flying_capture.is_empty(), "flying_capture", "congo"),
        (CONGO, !r.drown.is_empty(), "drown", "congo"),
        (CONGO, !r.duel.is_empty(), "duel", "congo"),
        (FLIPS, r.flips.is_some(), "flips", "flips"),
        (TURNS, r.turns.is_multi(), "moves_per_turn", "turns"),
        (PUSH, r.push_enemy_pawn, "push_enemy_pawn", "push"),
        (FOG, r.fog.is_some(), "fog", "fog"),
    ];
    match uses.iter().find(|(included, used, ..)| *used && !*included) {
        Some((_, _, key, feature)) => {
            Err(format!("'{key}': this build does not include that rule (Cargo feature `{feature}`)"))
        }
        None => Ok(()),
    }
}
