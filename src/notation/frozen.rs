//! The frozen-pieces FEN field (`state_fields = frozen`, `rules::flips`): `frozen:` and the
//! frozen cells in cell order, comma-separated (`frozen:c1,d8`), or `-` when no piece is frozen.
//! Every listed cell must hold a piece; a cell may be listed once.

use super::fen::FenError;
use crate::geometry::Geometry;
use crate::pieces::Color;

/// The field's prefix.
pub const PREFIX: &str = "frozen:";

/// Reads the field (`None`: the FEN ends before it, read as `-`) against the board just read.
pub fn parse(g: &Geometry, board: &[Option<(usize, Color)>], field: Option<&str>) -> Result<Vec<usize>, FenError> {
    let x = match field {
        None | Some("-") => return Ok(Vec::new()),
        Some(x) => x,
    };
    let bad = || FenError::BadState("frozen", x.chars().take(40).collect());
    let list = x.strip_prefix(PREFIX).filter(|l| !l.is_empty()).ok_or_else(bad)?;
    let mut out = Vec::new();
    for name in list.split(',') {
        let sq = g.parse_square(name).map_err(|_| bad())?;
        if board.get(sq).copied().flatten().is_none() || out.contains(&sq) {
            return Err(bad());
        }
        out.push(sq);
    }
    crate::sort::sort(&mut out);
    Ok(out)
}

/// Writes the field for the frozen cells `cells`.
pub fn write(g: &Geometry, cells: &[usize]) -> String {
    if cells.is_empty() {
        return "-".into();
    }
    let mut sorted = cells.to_vec();
    crate::sort::sort(&mut sorted);
    let names = g.square_names(&sorted);
    format!("{PREFIX}{}", names.join(","))
}

#[cfg(test)]
mod tests {
    use crate::notation::fen::{parse, write, FenStyle};
    use crate::variants::builtin;

    #[test]
    fn the_frozen_field_round_trips_in_cell_order() {
        let v = builtin("taktika").unwrap();
        let tokens = v.tokens();
        let style = FenStyle { geometry: &v.geometry, tokens: &tokens, rules: &v.rules, castling_fen: v.castling_fen };
        for (fen, frozen) in [
            ("qbrrrrbq/8/8/8/8/8/8/QBRRRRBQ w - - 0 1 frozen:d8,c1", "frozen:c1,d8"),
            ("qbrrrrbq/8/8/8/8/8/8/QBRRRRBQ w - - 0 1 -", "-"),
            ("qbrrrrbq/8/8/8/8/8/8/QBRRRRBQ w - - 0 1", "-"),
        ] {
            let setup = parse(&v, fen).unwrap();
            let written = write(&style, &setup);
            assert!(written.ends_with(&format!(" {frozen}")), "{fen} -> {written}");
            assert_eq!(parse(&v, &written).unwrap(), setup, "{fen} -> {written}");
        }
    }

    #[test]
    fn malformed_frozen_fields_name_the_field() {
        let v = builtin("taktika").unwrap();
        for field in ["frozen:", "frozen:e4", "frozen:c1,c1", "frozen:i9", "c1", "frozen:c1,"] {
            let fen = format!("qbrrrrbq/8/8/8/8/8/8/QBRRRRBQ w - - 0 1 {field}");
            let e = parse(&v, &fen).unwrap_err().to_string();
            assert!(e.starts_with("bad frozen field"), "{field}: {e}");
        }
    }
}
