//! Insufficient material: the cases article 002 lists (spec chess-rules.md §4), with case 5's
//! dead positions where every piece beside the kings is a bishop and all stand on one colour.

/// What one side has beside its royal piece, as the material rule sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Army {
    /// Only the king.
    Bare,
    /// The king and one or more bishops; bit `s` is set when one stands on a square of shade `s`
    /// (see `Geometry::shade`: on squares 0 dark, 1 light).
    Bishops(u8),
    /// The king and one knight.
    Knight,
    /// Anything else.
    More,
}

impl Army {
    /// The army after adding one non-royal piece: a bishop on a square of shade `shade`
    /// (`Some`), a knight (`is_knight`), or any other piece.
    pub fn with(self, bishop_shade: Option<usize>, is_knight: bool) -> Army {
        match (self, bishop_shade) {
            (Army::Bare, Some(s)) => Army::Bishops(1 << s.min(7)),
            (Army::Bishops(m), Some(s)) => Army::Bishops(m | 1 << s.min(7)),
            (Army::Bare, None) if is_knight => Army::Knight,
            _ => Army::More,
        }
    }

    /// Whether this army alone can never mate: a bare king, one knight, or bishops that all stand
    /// on one colour.
    pub fn is_weak(self) -> bool {
        match self {
            Army::Bare | Army::Knight => true,
            Army::Bishops(m) => m.count_ones() == 1,
            Army::More => false,
        }
    }
}

/// Whether the two armies cannot give mate by any sequence: article 002's four listed cases, and
/// the dead positions where the only pieces beside the kings are bishops (any number, either side)
/// all standing on squares of one colour.
pub fn is_insufficient(white: Army, black: Army) -> bool {
    use Army::*;
    match (white, black) {
        (Bare, Bare) => true,
        (Bare, Knight) | (Knight, Bare) => true,
        (Bare, Bishops(m)) | (Bishops(m), Bare) => m.count_ones() == 1,
        (Bishops(a), Bishops(b)) => (a | b).count_ones() == 1,
        _ => false,
    }
}

/// Whether each side has bishops alone, one side's all on one colour and the other's all on the
/// other: no capture is ever possible between them (losing chess's dead draw).
pub fn bishops_apart(white: Army, black: Army) -> bool {
    match (white, black) {
        // (Two shades: disjoint masks are one shade each.)
        (Army::Bishops(a), Army::Bishops(b)) => a & b == 0,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIGHT: Army = Army::Bishops(0b10);
    const DARK: Army = Army::Bishops(0b01);
    const BOTH: Army = Army::Bishops(0b11);

    #[test]
    fn bishops_apart_on_opposite_colours_only() {
        assert!(bishops_apart(LIGHT, DARK));
        assert!(!bishops_apart(LIGHT, LIGHT));
        assert!(!bishops_apart(BOTH, DARK));
        assert!(!bishops_apart(Army::Bare, DARK));
        assert!(!bishops_apart(LIGHT, Army::More));
    }

    #[test]
    fn listed_cases() {
        assert!(is_insufficient(Army::Bare, Army::Bare));
        assert!(is_insufficient(LIGHT, Army::Bare));
        assert!(is_insufficient(Army::Bare, Army::Knight));
        assert!(is_insufficient(DARK, DARK));
        assert!(!is_insufficient(DARK, LIGHT));
        assert!(!is_insufficient(Army::Knight, Army::Knight));
        assert!(!is_insufficient(Army::More, Army::Bare));
    }

    #[test]
    fn bishops_on_one_colour() {
        assert!(is_insufficient(Army::Bare.with(Some(1), false).with(Some(1), false), Army::Bare));
        assert!(is_insufficient(LIGHT, LIGHT));
        assert!(!is_insufficient(BOTH, Army::Bare));
        assert!(!is_insufficient(LIGHT, Army::Knight));
        assert_eq!(Army::Bare.with(None, true).with(None, true), Army::More);
        assert_eq!(Army::Knight.with(Some(0), false), Army::More);
        assert!(LIGHT.is_weak() && !BOTH.is_weak() && !Army::More.is_weak());
    }
}
