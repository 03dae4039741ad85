// Piece names per language, as the articles give them (data only). `names` is keyed by the engine's
// English name (variantInfo(id).pieces[].name) and shared by every game; `variants` overrides a
// name by variant id and FEN letter where one game names a piece differently. A language missing
// here shows the English name (e2e/piece-names.test.mjs checks that none is missing).
//   el: article 002 (the rules of chess) and article 000 (Trojan and decimal chess)
//   hu: article 003 (the catalogue of variants)
//   ru: article 004 (TCHESS)
// Where an article names no piece of a game in a language (shogi and xiangqi in Greek and
// Russian), the name is the game's usual one there (Russian shogi: Стрелка, Золото, Серебро,
// Лошадь, Дракон; xiangqi: Колесница, Советник, Пушка) or, in Greek, the English name translated.
// The other games' pieces follow the same rule: the article's word where one names the piece
// (the spec in /work/shared/spec quotes it: variants-catalog.md for article 003,
// trojan-decimal.md for article 000), else the usual name (Russian chu shogi: Пьяный слон,
// Кронпринц, Рогатый сокол ...; Канцлер, Архиепископ, Амазонка), else the English name translated.
// A compound engine name ("Gold (promoted knight)") is translated part by part with the base
// pieces' words.
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
    // Capablanca and Grand chess (article 003 §3, §8: kancellár, érsek, marsall, bíboros; the
    // Russian Маршал and Кардинал are article 004's words; Greek translated, Στρατάρχης and
    // Καρδινάλιος as for TCHESS below).
    Chancellor: { el: "Καγκελάριος", hu: "Kancellár", ru: "Канцлер" },
    Archbishop: { el: "Αρχιεπίσκοπος", hu: "Érsek", ru: "Архиепископ" },
    Marshal: { el: "Στρατάρχης", hu: "Marsall", ru: "Маршал" },
    Cardinal: { el: "Καρδινάλιος", hu: "Bíboros", ru: "Кардинал" },
    // Shogi and chu shogi (article 003 §24, §4; Russian as the Russian shogi literature names them;
    // Greek translated).
    "Gold general": { el: "Χρυσός στρατηγός", hu: "Arany tábornok", ru: "Золото" },
    "Silver general": { el: "Ασημένιος στρατηγός", hu: "Ezüst tábornok", ru: "Серебро" },
    Phoenix: { el: "Φοίνικας", hu: "Főnix", ru: "Феникс" },
    "Reverse chariot": { el: "Αντίστροφο άρμα", hu: "Fordított harci szekér", ru: "Обратная колесница" },
    "Vertical mover": { el: "Κατακόρυφος κινητής", hu: "Függőleges mozgó", ru: "Вертикальный ходок" },
    "Angry boar": { el: "Οργισμένος κάπρος", hu: "Dühös vadkan", ru: "Разъярённый кабан" },
    "Violent ox": { el: "Βίαιο βόδι", hu: "Erőszakos ökör", ru: "Буйный бык" },
    "Dragon king": { el: "Βασιλιάς δράκος", hu: "Sárkánykirály", ru: "Дракон-король" },
    "Dragon horse": { el: "Δρακόντειος ίππος", hu: "Sárkányló", ru: "Драконья лошадь" },
    "Free king": { el: "Ελεύθερος βασιλιάς", hu: "Szabad király", ru: "Свободный король" },
    "Crown prince": { el: "Βασιλόπαις", hu: "Koronaherceg", ru: "Кронпринц" },
    Whale: { el: "Φάλαινα", hu: "Bálna", ru: "Кит" },
    "White horse": { el: "Λευκό άλογο", hu: "Fehér ló", ru: "Белая лошадь" },
    Lance: { el: "Λόγχη", hu: "Lándzsás", ru: "Стрелка" },
    Tokin: { el: "Τόκιν", hu: "Tokin", ru: "Токин" },
    "Promoted lance": { el: "Προαγμένη λόγχη", hu: "Előléptetett lándzsás", ru: "Превращённая стрелка" },
    "Promoted knight": { el: "Προαγμένος ίππος", hu: "Előléptetett lovag", ru: "Превращённый конь" },
    "Promoted silver": { el: "Προαγμένος ασημένιος στρατηγός", hu: "Előléptetett ezüst tábornok", ru: "Превращённое серебро" },
    Dragon: { el: "Δράκος", hu: "Sárkánykirály", ru: "Дракон" },
    "Soaring eagle": { el: "Αιωρούμενος αετός", hu: "Lebegő sas", ru: "Парящий орёл" },
    Kirin: { el: "Κιρίν", hu: "Kylin", ru: "Кирин" },
    "Go-between": { el: "Μεσάζων", hu: "Közvetítő", ru: "Посредник" },
    "Side mover": { el: "Πλευρικός κινητής", hu: "Oldalmozgó", ru: "Боковой ходок" },
    "Drunk elephant": { el: "Μεθυσμένος ελέφαντας", hu: "Részeg elefánt", ru: "Пьяный слон" },
    "Copper general": { el: "Χάλκινος στρατηγός", hu: "Réz tábornok", ru: "Медь" },
    "Blind tiger": { el: "Τυφλή τίγρη", hu: "Vak tigris", ru: "Слепой тигр" },
    "Ferocious leopard": { el: "Άγρια λεοπάρδαλη", hu: "Vérengző leopárd", ru: "Свирепый леопард" },
    "Flying ox": { el: "Ιπτάμενο βόδι", hu: "Repülő ökör", ru: "Летящий бык" },
    "Flying stag": { el: "Ιπτάμενο ελάφι", hu: "Repülő szarvasbika", ru: "Летящий олень" },
    "Free boar": { el: "Ελεύθερος κάπρος", hu: "Szabad vaddisznó", ru: "Свободный кабан" },
    "Horned falcon": { el: "Κερασφόρο γεράκι", hu: "Szarvas sólyom", ru: "Рогатый сокол" },
    // Dai shogi's own pieces (article 003 §4, marked *: vas tábornok, kő tábornok, macskakard,
    // ördögi farkas, repülő sárkány; Russian Железо and Камень as Золото and Серебро).
    "Iron general": { el: "Σιδερένιος στρατηγός", hu: "Vas tábornok", ru: "Железо" },
    "Stone general": { el: "Πέτρινος στρατηγός", hu: "Kő tábornok", ru: "Камень" },
    "Cat sword": { el: "Γατίσιο σπαθί", hu: "Macskakard", ru: "Кошачий меч" },
    "Evil wolf": { el: "Κακός λύκος", hu: "Ördögi farkas", ru: "Злой волк" },
    "Flying dragon": { el: "Ιπτάμενος δράκος", hu: "Repülő sárkány", ru: "Летящий дракон" },
    // Chu and dai shogi's promoted pieces that the engine names with their origin (article 003
    // §4: "(Arany tábornok.)" and the other promotions; each part in the base pieces' words, the
    // head "Gold" shortened as the English has it).
    "Drunk elephant (promoted go-between)": { el: "Μεθυσμένος ελέφαντας (προαγμένος μεσάζων)", hu: "Részeg elefánt (előléptetett közvetítő)", ru: "Пьяный слон (превращённый посредник)" },
    "Side mover (promoted copper)": { el: "Πλευρικός κινητής (προαγμένος χάλκινος στρατηγός)", hu: "Oldalmozgó (előléptetett réz tábornok)", ru: "Боковой ходок (превращённая медь)" },
    "Vertical mover (promoted silver)": { el: "Κατακόρυφος κινητής (προαγμένος ασημένιος στρατηγός)", hu: "Függőleges mozgó (előléptetett ezüst tábornok)", ru: "Вертикальный ходок (превращённое серебро)" },
    "Rook (promoted gold)": { el: "Πύργος (προαγμένος χρυσός στρατηγός)", hu: "Bástya (előléptetett arany tábornok)", ru: "Ладья (превращённое золото)" },
    "Bishop (promoted leopard)": { el: "Αξιωματικός (προαγμένη άγρια λεοπάρδαλη)", hu: "Futó (előléptetett vérengző leopárd)", ru: "Слон (превращённый свирепый леопард)" },
    "Free king (promoted phoenix)": { el: "Ελεύθερος βασιλιάς (προαγμένος φοίνικας)", hu: "Szabad király (előléptetett főnix)", ru: "Свободный король (превращённый феникс)" },
    "Lion (promoted kirin)": { el: "Λιοντάρι (προαγμένο κιρίν)", hu: "Oroszlán (előléptetett kylin)", ru: "Лев (превращённый кирин)" },
    "Dragon horse (promoted bishop)": { el: "Δρακόντειος ίππος (προαγμένος αξιωματικός)", hu: "Sárkányló (előléptetett futó)", ru: "Драконья лошадь (превращённый слон)" },
    "Dragon king (promoted rook)": { el: "Βασιλιάς δράκος (προαγμένος πύργος)", hu: "Sárkánykirály (előléptetett bástya)", ru: "Дракон-король (превращённая ладья)" },
    "Gold (promoted knight)": { el: "Χρυσός (προαγμένος ίππος)", hu: "Arany (előléptetett lovag)", ru: "Золото (превращённый конь)" },
    "Gold (promoted iron general)": { el: "Χρυσός (προαγμένος σιδερένιος στρατηγός)", hu: "Arany (előléptetett vas tábornok)", ru: "Золото (превращённое железо)" },
    "Gold (promoted stone general)": { el: "Χρυσός (προαγμένος πέτρινος στρατηγός)", hu: "Arany (előléptetett kő tábornok)", ru: "Золото (превращённый камень)" },
    "Gold (promoted cat sword)": { el: "Χρυσός (προαγμένο γατίσιο σπαθί)", hu: "Arany (előléptetett macskakard)", ru: "Золото (превращённый кошачий меч)" },
    "Gold (promoted violent ox)": { el: "Χρυσός (προαγμένο βίαιο βόδι)", hu: "Arany (előléptetett erőszakos ökör)", ru: "Золото (превращённый буйный бык)" },
    "Gold (promoted angry boar)": { el: "Χρυσός (προαγμένος οργισμένος κάπρος)", hu: "Arany (előléptetett dühös vadkan)", ru: "Золото (превращённый разъярённый кабан)" },
    "Gold (promoted evil wolf)": { el: "Χρυσός (προαγμένος κακός λύκος)", hu: "Arany (előléptetett ördögi farkas)", ru: "Золото (превращённый злой волк)" },
    "Gold (promoted flying dragon)": { el: "Χρυσός (προαγμένος ιπτάμενος δράκος)", hu: "Arany (előléptetett repülő sárkány)", ru: "Золото (превращённый летящий дракон)" },
    // Yari shogi (article 003 §12: előrebástya, jari lovag, jari futó, jari arany, jari ezüst;
    // Russian and Greek with the game's name as a prefix, the shogi pieces' words after it).
    "Yari rook": { el: "Γιάρι πύργος", hu: "Előrebástya", ru: "Яри-ладья" },
    "Yari knight": { el: "Γιάρι ίππος", hu: "Jari lovag", ru: "Яри-конь" },
    "Yari bishop": { el: "Γιάρι αξιωματικός", hu: "Jari futó", ru: "Яри-слон" },
    "Yari gold (knight)": { el: "Γιάρι χρυσός (γιάρι ίππος)", hu: "Jari arany (jari lovag)", ru: "Яри-золото (яри-конь)" },
    "Yari gold (bishop)": { el: "Γιάρι χρυσός (γιάρι αξιωματικός)", hu: "Jari arany (jari futó)", ru: "Яри-золото (яри-слон)" },
    "Yari silver": { el: "Γιάρι ασήμι", hu: "Jari ezüst", ru: "Яри-серебро" },
    // Tori shogi (article 003 §27; Russian as the Russian tori shogi tables name them: Ласточка,
    // Сокол, Журавль, Фазан, Перепел, Дикий гусь; the eagle shortened to Орёл).
    Falcon: { el: "Γεράκι", hu: "Sólyom", ru: "Сокол" },
    Crane: { el: "Γερανός", hu: "Daru", ru: "Журавль" },
    Pheasant: { el: "Φασιανός", hu: "Fácán", ru: "Фазан" },
    "Left quail": { el: "Αριστερό ορτύκι", hu: "Bal fürj", ru: "Левый перепел" },
    "Right quail": { el: "Δεξί ορτύκι", hu: "Jobb fürj", ru: "Правый перепел" },
    Swallow: { el: "Χελιδόνι", hu: "Fecske", ru: "Ласточка" },
    Goose: { el: "Χήνα", hu: "Liba", ru: "Дикий гусь" },
    Eagle: { el: "Αετός", hu: "Sas", ru: "Орёл" },
    // Dobutsu shogi (no article; elephant and giraffe in article 003's Congo words, §13).
    Chick: { el: "Κοτοπουλάκι", hu: "Csibe", ru: "Цыплёнок" },
    Hen: { el: "Κότα", hu: "Tyúk", ru: "Курица" },
    // Congo (article 003 §13: zsiráf, elefánt, krokodil, zebra, majom, szupergyalog; the lion is
    // TCHESS's below).
    Giraffe: { el: "Καμηλοπάρδαλη", hu: "Zsiráf", ru: "Жираф" },
    Elephant: { el: "Ελέφαντας", hu: "Elefánt", ru: "Слон" },
    Crocodile: { el: "Κροκόδειλος", hu: "Krokodil", ru: "Крокодил" },
    Zebra: { el: "Ζέβρα", hu: "Zebra", ru: "Зебра" },
    Monkey: { el: "Μαϊμού", hu: "Majom", ru: "Обезьяна" },
    Superpawn: { el: "Υπερπιόνι", hu: "Szupergyalog", ru: "Суперпешка" },
    // Shako's cannon (article 003's xiangqi word ágyú, §11; Russian Пушка and Greek Κανόνι as
    // for xiangqi below).
    Cannon: { el: "Κανόνι", hu: "Ágyú", ru: "Пушка" },
    // The Maharajah and the Sepoys (article 003 §15: maharadzsa) and Fairy-Stockfish's Maharajah
    // game, whose piece is the amazon (Russian Амазонка).
    Maharajah: { el: "Μαχαραγιάς", hu: "Maharadzsa", ru: "Махараджа" },
    Amazon: { el: "Αμαζόνα", hu: "Amazon", ru: "Амазонка" },
    // Antichess and giveaway: the non-royal king (the English name translated).
    Commoner: { el: "Απλός πολίτης", hu: "Közember", ru: "Простолюдин" },
    // Renaissance chess (article 003 §21: ló, róka, őr, apród, fegyvernök, vár, tábornok, érsek,
    // nemesúr, főherceg, herceg, lovag). The general is also new decimal chess's (below).
    Horse: { el: "Άλογο", hu: "Ló", ru: "Конь" },
    Fox: { el: "Αλεπού", hu: "Róka", ru: "Лиса" },
    Guard: { el: "Φρουρός", hu: "Őr", ru: "Стражник" },
    Page: { el: "Ακόλουθος", hu: "Apród", ru: "Паж" },
    Squire: { el: "Ιπποκόμος", hu: "Fegyvernök", ru: "Оруженосец" },
    Castle: { el: "Κάστρο", hu: "Vár", ru: "Замок" },
    Nobleman: { el: "Ευγενής", hu: "Nemesúr", ru: "Дворянин" },
    Archduke: { el: "Αρχιδούκας", hu: "Főherceg", ru: "Эрцгерцог" },
    Duke: { el: "Δούκας", hu: "Herceg", ru: "Герцог" },
    "Knight-errant": { el: "Περιπλανώμενος ιππότης", hu: "Lovag", ru: "Странствующий рыцарь" },
    // Omega chess (article 003 §19: bajnok, varázsló; Чемпион is article 004's word, Πρωταθλητής
    // as for TCHESS below).
    Champion: { el: "Πρωταθλητής", hu: "Bajnok", ru: "Чемпион" },
    Wizard: { el: "Μάγος", hu: "Varázsló", ru: "Волшебник" },
    // Great outer chess (article 003 §18: "huszár (külső lovag)", ugró, matriarcha, őr; the guard
    // is Renaissance's above).
    "Outer knight": { el: "Εξωτερικός ίππος", hu: "Huszár (külső lovag)", ru: "Внешний конь" },
    Jumper: { el: "Άλτης", hu: "Ugró", ru: "Прыгун" },
    Matriarch: { el: "Μητριάρχης", hu: "Matriarcha", ru: "Матриарх" },
    // Generalized chess, Gess (article 003 §1: the stones are "bábu"; Russian Камень).
    Stone: { el: "Πέτρα", hu: "Bábu", ru: "Камень" },
    // Trojan chess (article 000; Hungarian and Russian translated: trójai, троянский).
    "Trojan pawn": { el: "Τρωικό πιόνι", hu: "Trójai gyalog", ru: "Троянская пешка" },
    "Trojan pawn (moving back)": { el: "Τρωικό πιόνι (προς τα πίσω)", hu: "Trójai gyalog (visszafelé haladó)", ru: "Троянская пешка (идущая назад)" },
    "Trojan sergeant": { el: "Τρωικός λοχίας", hu: "Trójai őrmester", ru: "Троянский сержант" },
    "Trojan rook": { el: "Τρωικός Πύργος", hu: "Trójai bástya", ru: "Троянская ладья" },
    "Trojan bishop": { el: "Τρωικός Αξιωματικός", hu: "Trójai futó", ru: "Троянский слон" },
    "Trojan queen": { el: "Τρωική Βασίλισσα", hu: "Trójai vezér", ru: "Троянский ферзь" },
    "Narrow Trojan knight": { el: "Στενός Τρωικός Ίππος", hu: "Keskeny trójai huszár", ru: "Узкий троянский конь" },
    "Wide Trojan knight": { el: "Φαρδύς Τρωικός Ίππος", hu: "Széles trójai huszár", ru: "Широкий троянский конь" },
    "Prince-Trojan knight": { el: "Πριγκιπικός Τρωικός Ίππος", hu: "Hercegi trójai huszár", ru: "Троянский конь-принц" },
    "King-Trojan knight": { el: "Βασιλικός Τρωικός Ίππος", hu: "Királyi trójai huszár", ru: "Троянский конь-король" },
    "Trojan wall": { el: "Τρωικό Τείχος", hu: "Trójai fal", ru: "Троянская стена" },
    "Trojan general": { el: "Τρωικός Στρατηγός", hu: "Trójai tábornok", ru: "Троянский генерал" },
    "Trojan queen-mother": { el: "Τρωική Βασιλομήτωρ", hu: "Trójai anyakirálynő", ru: "Троянская королева-мать" },
    // New decimal chess (article 000: Ορθογώνιο Τείχος, Βασιλομήτωρ; Hungarian and Russian
    // translated: decimális, десятичный). The general is also Renaissance's (article 003 §21:
    // tábornok); the archbishop is Capablanca's above (article 000's Αρχιστράτηγος is under
    // `variants`).
    "Decimal pawn": { el: "Δεκαδικό πιόνι", hu: "Decimális gyalog", ru: "Десятичная пешка" },
    "Decimal sergeant": { el: "Δεκαδικός λοχίας", hu: "Decimális őrmester", ru: "Десятичный сержант" },
    Governor: { el: "Υπουργός", hu: "Kormányzó", ru: "Губернатор" },
    General: { el: "Στρατηγός", hu: "Tábornok", ru: "Генерал" },
    Chariot: { el: "Άρμα", hu: "Harci szekér", ru: "Колесница" },
    "Vertical wall": { el: "Κατακόρυφο Τείχος", hu: "Függőleges fal", ru: "Вертикальная стена" },
    "Horizontal wall": { el: "Οριζόντιο Τείχος", hu: "Vízszintes fal", ru: "Горизонтальная стена" },
    "Orthogonal wall": { el: "Ορθογώνιο Τείχος", hu: "Ortogonális fal", ru: "Ортогональная стена" },
    "Queen-mother": { el: "Βασιλομήτωρ", hu: "Anyakirálynő", ru: "Королева-мать" },
    // Great simple decimal chess (article 000: στρατηγός (φερζ), υπουργός (βαζύρ), πρίγκιπας,
    // καταπέλτης, καμήλα, πριγκίπισσα; the fairy pieces' names ferz, wazir (визирь) kept).
    "General (ferz)": { el: "Στρατηγός (φερζ)", hu: "Tábornok (ferz)", ru: "Генерал (ферс)" },
    "Governor (wazir)": { el: "Υπουργός (βαζύρ)", hu: "Kormányzó (wazir)", ru: "Губернатор (визирь)" },
    Prince: { el: "Πρίγκιπας", hu: "Herceg", ru: "Принц" },
    Catapult: { el: "Καταπέλτης", hu: "Katapult", ru: "Катапульта" },
    Camel: { el: "Καμήλα", hu: "Teve", ru: "Верблюд" },
    Princess: { el: "Πριγκίπισσα", hu: "Hercegnő", ru: "Принцесса" },
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
  // SAN's piece letters (the initial of each name; Russian writes the king Кр), by English name: the
  // move list and status line write chess's five pieces so (article 003 writes Hf3, Ve1, Bc1).
  sanLetters: {
    el: { King: "Ρ", Queen: "Β", Rook: "Π", Bishop: "Α", Knight: "Ι" },
    hu: { King: "K", Queen: "V", Rook: "B", Bishop: "F", Knight: "H" },
    ru: { King: "Кр", Queen: "Ф", Rook: "Л", Bishop: "С", Knight: "К" },
  },
  variants: {
    // Shogi's knight and promoted bishop (article 003: lovag, sárkányló); xiangqi's pieces
    // (article 003: harci szekér, ló, elefánt, őr, tábornok, ágyú, katona).
    shogi: { n: { hu: "Lovag" }, "+b": { el: "Δρακόντειος ίππος", hu: "Sárkányló", ru: "Лошадь" } },
    minishogi: { "+b": { el: "Δρακόντειος ίππος", hu: "Sárkányló", ru: "Лошадь" } },
    // The shogi knight in dai shogi (article 003 §4: "Lovag.*") and Kyoto shogi, as in shogi.
    daishogi: { n: { hu: "Lovag" } },
    kyotoshogi: { n: { hu: "Lovag" } },
    xiangqi: {
      r: { el: "Άρμα", hu: "Harci szekér", ru: "Колесница" },
      n: { el: "Άλογο", hu: "Ló", ru: "Конь" },
      b: { el: "Ελέφαντας", hu: "Elefánt", ru: "Слон" },
      a: { el: "Σύμβουλος", hu: "Őr", ru: "Советник" },
      k: { el: "Στρατηγός", hu: "Tábornok", ru: "Генерал" },
      c: { el: "Κανόνι", hu: "Ágyú", ru: "Пушка" },
      p: { el: "Στρατιώτης", hu: "Katona", ru: "Солдат" },
    },
    // New decimal chess's archbishop (bishop and chariot) is article 000's Αρχιστράτηγος, not
    // Capablanca's αρχιεπίσκοπος (Hungarian and Russian translate the English name, as above).
    "newdecimal-small": { a: { el: "Αρχιστράτηγος" } },
    newdecimal: { a: { el: "Αρχιστράτηγος" } },
    newdecimal2: { a: { el: "Αρχιστράτηγος" } },
    // Shako has both a bishop (Слон) and an elephant: the elephant is the war elephant in Russian.
    shako: { e: { ru: "Боевой слон" } },
    // TCHESS's Champion, Marshal and Cardinal (article 004); other games' pieces of these English
    // names move differently.
    tchess: { c: { el: "Πρωταθλητής", hu: "Bajnok", ru: "Чемпион" }, h: { el: "Στρατάρχης", hu: "Marsall", ru: "Маршал" }, x: { el: "Καρδινάλιος", hu: "Bíboros", ru: "Кардинал" }, r: { ru: "Башня" }, b: { ru: "Епископ" } },
    tchess8: { c: { el: "Πρωταθλητής", hu: "Bajnok", ru: "Чемпион" }, h: { el: "Στρατάρχης", hu: "Marsall", ru: "Маршал" }, x: { el: "Καρδινάλιος", hu: "Bíboros", ru: "Кардинал" }, r: { ru: "Башня" }, b: { ru: "Епископ" } },
  },
};
