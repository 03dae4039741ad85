//! Freeze-and-flip (Taktika, variants-catalog.md §26): every piece is active or frozen; a frozen
//! piece has no moves but still blocks lines. After a move, enemy pieces along the ranks and files
//! through the landing cell turn over (active to frozen, frozen to active): a **sandwich** flips a
//! contiguous row of enemies closed by a friendly anchor (Othello-style, AMB-TAK-2), an
//! **intrusion** the two enemies on opposite sides of the landing cell (AMB-TAK-3). Own pieces
//! never flip. The engine keeps the frozen cells as position state (`engine::special::flips`).

/// Which cells of a rank or file close a sandwich (AMB-TAK-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// Any own piece, active or frozen (the reading [R]).
    Any,
    /// Only an active own piece.
    Active,
}

/// Which two enemies an intrusion flips (AMB-TAK-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intrusion {
    /// No intrusion flips.
    Off,
    /// The enemies on the two cells next to the landing cell along a rank or file (the reading [R]).
    Adjacent,
    /// The nearest pieces on both sides along a rank or file, at any distance, if both are enemies.
    Nearest,
}

/// How often a piece that qualifies several times in one move flips (AMB-TAK-4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    /// Once: the union of every rule and direction (the reading [R]).
    Once,
    /// Once per rule and direction that catches it (caught twice, it turns back).
    Each,
}

/// The flip rules of a variant (`flips`, `flip_anchor`, `flip_intrusion`, `flip_count`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flips {
    /// Sandwich flips are on.
    pub sandwich: bool,
    /// Intrusion flips.
    pub intrusion: Intrusion,
    /// What closes a sandwich.
    pub anchor: Anchor,
    /// Several qualifications of one piece.
    pub count: Count,
}

/// The four directions flips look along: ranks and files, never diagonals (§26.2).
pub const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl Flips {
    /// Reads the `flips` key (`sandwich`, `intrusion`, both, or `-`) with its three companions;
    /// `None` when no flip rule is on. Errors name the bad word.
    pub fn parse(
        flips: Option<&str>,
        anchor: Option<&str>,
        intrusion: Option<&str>,
        count: Option<&str>,
    ) -> Result<Option<Flips>, String> {
        let (mut sandwich, mut intrude) = (false, false);
        for w in flips.unwrap_or_default().split_whitespace() {
            match w {
                "-" => {}
                "sandwich" => sandwich = true,
                "intrusion" => intrude = true,
                o => return Err(format!("'flips': unknown rule '{o}' (sandwich, intrusion)")),
            }
        }
        let anchor = match anchor {
            None | Some("any") => Anchor::Any,
            Some("active") => Anchor::Active,
            Some(o) => return Err(format!("'flip_anchor' must be any or active, not '{o}'")),
        };
        let intrusion = match (intrude, intrusion) {
            (false, _) => Intrusion::Off,
            (true, None | Some("adjacent")) => Intrusion::Adjacent,
            (true, Some("nearest")) => Intrusion::Nearest,
            (true, Some(o)) => return Err(format!("'flip_intrusion' must be adjacent or nearest, not '{o}'")),
        };
        let count = match count {
            None | Some("once") => Count::Once,
            Some("each") => Count::Each,
            Some(o) => return Err(format!("'flip_count' must be once or each, not '{o}'")),
        };
        Ok((sandwich || intrude).then_some(Flips { sandwich, intrusion, anchor, count }))
    }
}
