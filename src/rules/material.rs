//! Insufficient material: the cases article 002 lists (spec chess-rules.md §4).

/// What one side has beside its royal piece, as the material rule sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Army {
    /// Only the king.
    Bare,
    /// The king and one bishop standing on a light (`true`) or dark square.
    Bishop(bool),
    /// The king and one knight.
    Knight,
    /// Anything else.
    More,
}

/// Whether the two armies cannot give mate by any sequence (article 002's four listed cases).
pub fn is_insufficient(white: Army, black: Army) -> bool {
    use Army::*;
    match (white, black) {
        (Bare, Bare) => true,
        (Bare, Bishop(_)) | (Bishop(_), Bare) => true,
        (Bare, Knight) | (Knight, Bare) => true,
        (Bishop(a), Bishop(b)) => a == b,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listed_cases() {
        assert!(is_insufficient(Army::Bare, Army::Bare));
        assert!(is_insufficient(Army::Bishop(true), Army::Bare));
        assert!(is_insufficient(Army::Bare, Army::Knight));
        assert!(is_insufficient(Army::Bishop(false), Army::Bishop(false)));
        assert!(!is_insufficient(Army::Bishop(false), Army::Bishop(true)));
        assert!(!is_insufficient(Army::Knight, Army::Knight));
        assert!(!is_insufficient(Army::More, Army::Bare));
    }
}
