// Piece names per language, as the articles give them (data only). `names` is keyed by the engine's
// English name (variantInfo(id).pieces[].name) and shared by every game; `variants` overrides a
// name by variant id and FEN letter where one game names a piece differently. A language missing
// here shows the English name.
//   el: article 002 (the rules of chess) and article 000 (Trojan and decimal chess)
//   hu: article 003 (the catalogue of variants)
//   ru: article 004 (TCHESS)
// Where an article names no piece of a game in a language (shogi and xiangqi in Greek and
// Russian), the name is the game's usual one there (Russian shogi: Стрелка, Золото, Серебро,
// Лошадь, Дракон; xiangqi: Колесница, Советник, Пушка) or, in Greek, the English name translated.
export default {
  names: {
    // Chess (article 002: βασιλιάς, βασίλισσα, πύργος, αξιωματικός, ίππος, πιόνι; article 003:
    // király, vezér, bástya, futó, huszár, gyalog; article 004: Король, Ферзь, Ладья/Башня, Слон/Епископ, Конь, Пешка).
    King: { el: "Βασιλιάς", hu: "Király", ru: "Король" },
    Queen: { el: "Βασίλισσα", hu: "Vezér", ru: "Ферзь" },
    Rook: { el: "Πύργος", hu: "Bástya", ru: "Ладья" },
    Bishop: { el: "Αξιωματικός", hu: "Futó", ru: "Слон" },
    Knight: { el: "Ίππος", hu: "Huszár", ru: "Конь" },
    Pawn: { el: "Πιόνι", hu: "Gyalog", ru: "Пешка" },
    // Capablanca and Grand chess (article 003).
    Chancellor: { hu: "Kancellár" },
    Archbishop: { hu: "Érsek" },
    // Shogi and chu shogi (article 003).
    "Gold general": { el: "Χρυσός στρατηγός", hu: "Arany tábornok", ru: "Золото" },
    "Silver general": { el: "Ασημένιος στρατηγός", hu: "Ezüst tábornok", ru: "Серебро" },
    Phoenix: { hu: "Főnix" },
    "Reverse chariot": { hu: "Fordított harci szekér" },
    "Vertical mover": { hu: "Függőleges mozgó" },
    "Angry boar": { hu: "Dühös vadkan" },
    "Violent ox": { hu: "Erőszakos ökör" },
    "Dragon king": { hu: "Sárkánykirály" },
    "Free king": { hu: "Szabad király" },
    "Crown prince": { el: "Βασιλόπαις", hu: "Koronaherceg" },
    Whale: { hu: "Bálna" },
    "White horse": { hu: "Fehér ló" },
    Lance: { el: "Λόγχη", hu: "Lándzsás", ru: "Стрелка" },
    Tokin: { el: "Τόκιν", hu: "Tokin", ru: "Токин" },
    "Promoted lance": { el: "Προαγμένη λόγχη", hu: "Előléptetett lándzsás", ru: "Превращённая стрелка" },
    "Promoted knight": { el: "Προαγμένος ίππος", hu: "Előléptetett lovag", ru: "Превращённый конь" },
    "Promoted silver": { el: "Προαγμένος ασημένιος στρατηγός", hu: "Előléptetett ezüst tábornok", ru: "Превращённое серебро" },
    Dragon: { el: "Δράκος", hu: "Sárkánykirály", ru: "Дракон" },
    "Soaring eagle": { hu: "Lebegő sas" },
    Kirin: { hu: "Kylin" },
    "Go-between": { hu: "Közvetítő" },
    "Side mover": { hu: "Oldalmozgó" },
    "Drunk elephant": { hu: "Részeg elefánt" },
    "Copper general": { hu: "Réz tábornok" },
    "Blind tiger": { hu: "Vak tigris" },
    "Ferocious leopard": { hu: "Vérengző leopárd" },
    "Flying ox": { hu: "Repülő ökör" },
    "Flying stag": { hu: "Repülő szarvasbika" },
    "Free boar": { hu: "Szabad vaddisznó" },
    "Horned falcon": { hu: "Szarvas sólyom" },
    // Tori shogi (article 003).
    Falcon: { hu: "Sólyom" },
    Crane: { hu: "Daru" },
    Pheasant: { hu: "Fácán" },
    "Left quail": { hu: "Bal fürj" },
    "Right quail": { hu: "Jobb fürj" },
    Swallow: { hu: "Fecske" },
    Goose: { hu: "Liba" },
    Eagle: { hu: "Sas" },
    // Trojan chess (article 000).
    "Trojan pawn": { el: "Τρωικό πιόνι" },
    "Trojan sergeant": { el: "Τρωικός λοχίας" },
    "Trojan rook": { el: "Τρωικός Πύργος" },
    "Trojan bishop": { el: "Τρωικός Αξιωματικός" },
    "Trojan queen": { el: "Τρωική Βασίλισσα" },
    "Narrow Trojan knight": { el: "Στενός Τρωικός Ίππος" },
    "Wide Trojan knight": { el: "Φαρδύς Τρωικός Ίππος" },
    "Prince-Trojan knight": { el: "Πριγκιπικός Τρωικός Ίππος" },
    "King-Trojan knight": { el: "Βασιλικός Τρωικός Ίππος" },
    "Trojan wall": { el: "Τρωικό Τείχος" },
    "Trojan general": { el: "Τρωικός Στρατηγός" },
    "Trojan queen-mother": { el: "Τρωική Βασιλομήτωρ" },
    // New decimal chess (article 000).
    "Decimal pawn": { el: "Δεκαδικό πιόνι" },
    "Decimal sergeant": { el: "Δεκαδικός λοχίας" },
    Governor: { el: "Υπουργός" },
    General: { el: "Στρατηγός" },
    Chariot: { el: "Άρμα" },
    "Vertical wall": { el: "Κατακόρυφο Τείχος" },
    "Horizontal wall": { el: "Οριζόντιο Τείχος" },
    // TCHESS (article 004; the Greek and Hungarian names are the English ones translated).
    Guardian: { el: "Φύλακας", hu: "Őrző", ru: "Страж" },
    Griffin: { el: "Γρύπας", hu: "Griff", ru: "Грифон" },
    Paladin: { el: "Παλαδίνος", hu: "Paladin", ru: "Паладин" },
    "War chariot": { el: "Πολεμικό άρμα", hu: "Csatakocsi", ru: "Боевая колесница" },
    Magister: { el: "Μάγιστρος", hu: "Magiszter", ru: "Магистр" },
    Lion: { el: "Λιοντάρι", hu: "Oroszlán", ru: "Лев" },
    Jester: { el: "Γελωτοποιός", hu: "Udvari bolond", ru: "Шут" },
    Sergeant: { el: "Λοχίας", hu: "Őrmester", ru: "Сержант" },
    Pikeman: { el: "Λογχοφόρος", hu: "Pikás", ru: "Пикинер" },
    Skirmisher: { el: "Ακροβολιστής", hu: "Portyázó", ru: "Застрельщик" },
    Templar: { el: "Ναΐτης", hu: "Templomos", ru: "Тамплиер" },
    Assassin: { el: "Δολοφόνος", hu: "Orgyilkos", ru: "Ассасин" },
    Emperor: { el: "Αυτοκράτορας", hu: "Császár", ru: "Император" },
  },
  variants: {
    // Shogi's knight and promoted bishop (article 003: lovag, sárkányló); xiangqi's pieces
    // (article 003: harci szekér, ló, elefánt, őr, tábornok, ágyú, katona).
    shogi: { n: { hu: "Lovag" }, "+b": { el: "Δρακόντειος ίππος", hu: "Sárkányló", ru: "Лошадь" } },
    minishogi: { "+b": { el: "Δρακόντειος ίππος", hu: "Sárkányló", ru: "Лошадь" } },
    xiangqi: {
      r: { el: "Άρμα", hu: "Harci szekér", ru: "Колесница" },
      n: { el: "Άλογο", hu: "Ló", ru: "Конь" },
      b: { el: "Ελέφαντας", hu: "Elefánt", ru: "Слон" },
      a: { el: "Σύμβουλος", hu: "Őr", ru: "Советник" },
      k: { el: "Στρατηγός", hu: "Tábornok", ru: "Генерал" },
      c: { el: "Κανόνι", hu: "Ágyú", ru: "Пушка" },
      p: { el: "Στρατιώτης", hu: "Katona", ru: "Солдат" },
    },
    // TCHESS's Champion, Marshal and Cardinal (article 004); other games' pieces of these English
    // names move differently.
    tchess: { c: { el: "Πρωταθλητής", hu: "Bajnok", ru: "Чемпион" }, h: { el: "Στρατάρχης", hu: "Marsall", ru: "Маршал" }, x: { el: "Καρδινάλιος", hu: "Bíboros", ru: "Кардинал" }, r: { ru: "Башня" }, b: { ru: "Епископ" } },
    tchess8: { c: { el: "Πρωταθλητής", hu: "Bajnok", ru: "Чемпион" }, h: { el: "Στρατάρχης", hu: "Marsall", ru: "Маршал" }, x: { el: "Καρδινάλιος", hu: "Bíboros", ru: "Кардинал" }, r: { ru: "Башня" }, b: { ru: "Епископ" } },
  },
};
