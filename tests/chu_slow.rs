use fairyboard::variants::builtin;
#[test]
fn probe() {
    let v = builtin("chushogi").unwrap();
    println!("{:?}", v.rules);
    for (i,p) in v.pieces.iter().enumerate() { println!("{i} {} {} {:?} {}", p.token(), p.betza.text, v.promotes_to(i), p.betza.components.len()); }
    println!("{:?}", v.geometry);
}
