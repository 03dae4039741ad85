// Variant names and rule-option labels per language (data only). `variants` is keyed by the variant
// id (www/pkg/modules.json; the English name is the `name =` line of src/variants/data/*.ini),
// `options` by the rule option's name (variantInfo(id).options[].name; the English label is the
// `option = name | Label | ...` line of the same INI files). A language missing here shows the
// English text.
//   el: article 000 (Trojan and decimal chess: the Trojan and decimal games, Double chess)
//   hu: article 003 (the catalogue of 27 variants: its headings, written as the article writes them)
//   ru: article 004 (TCHESS: the game's name, the pieces and terms in the TCHESS option labels)
// Where no article names a game in a language, the name is the one the game usually has there
// (Russian: Сёги, Сянци, Шахматы Капабланки; Greek: Σόγκι, Σιανγκτσί, Σκάκι Καπαμπλάνκα) or the
// English name translated. A size written in the English name ("(5×5)", "10x10") is kept as written.
// Option labels keep the rule references of the English labels (I-05, AMB-CONGO-1) as they are.
// Piece names are i18n/pieces.js's.
export default {
  variants: {
    // Chess (article 003: Sakk; Greek: "σκάκι" as article 000 writes it).
    chess: { el: "Σκάκι", hu: "Sakk", ru: "Шахматы" },
    // The Trojan family (article 000: "Απλό Τρωικό Σκάκι", "Διπλό Τρωικό Σκάκι" and, for the
    // quadruple game, the article's own "Τετραπλό Δεκαδικό Σκάκι" (internationally: Quadruple
    // Trojan Chess)); Hungarian and Russian translated.
    trojan: { el: "Απλό Τρωικό Σκάκι", hu: "Egyszerű trójai sakk", ru: "Простые троянские шахматы" },
    doubletrojan: { el: "Διπλό Τρωικό Σκάκι", hu: "Dupla trójai sakk", ru: "Двойные троянские шахматы" },
    quadtrojan: { el: "Τετραπλό Δεκαδικό Σκάκι", hu: "Négyszeres trójai sakk", ru: "Четверные троянские шахматы" },
    // New decimal chess (article 000: "νέο δεκαδικό σκάκι", its setups "Παράταξη εκκίνησης
    // (μικρό)" and "Παράταξη εκκίνησης 2") and great simple decimal chess (article 000's caption
    // "Μεγάλο απλό δεκαδικό σκάκι"); Hungarian and Russian translated.
    "newdecimal-small": { el: "Νέο δεκαδικό σκάκι (μικρό)", hu: "Új decimális sakk (kicsi)", ru: "Новые десятичные шахматы (малые)" },
    newdecimal: { el: "Νέο δεκαδικό σκάκι", hu: "Új decimális sakk", ru: "Новые десятичные шахматы" },
    newdecimal2: { el: "Νέο δεκαδικό σκάκι, παράταξη 2", hu: "Új decimális sakk, 2. alapállás", ru: "Новые десятичные шахматы-2" },
    greatdecimal: { el: "Μεγάλο απλό δεκαδικό σκάκι", hu: "Nagy egyszerű decimális sakk", ru: "Большие простые десятичные шахматы" },
    // The shogi family (article 003: Sógi, Minisógi, Csusógi, Daisógi, Jarisógi, Torisógi); the
    // other names are the usual ones (Russian Сёги, Тю-сёги ...; Greek Σόγκι).
    shogi: { el: "Σόγκι", hu: "Sógi", ru: "Сёги" },
    minishogi: { el: "Μίνι σόγκι", hu: "Minisógi", ru: "Минисёги" },
    chushogi: { el: "Τσου σόγκι", hu: "Csusógi", ru: "Тю-сёги" },
    daishogi: { el: "Ντάι σόγκι", hu: "Daisógi", ru: "Дай-сёги" },
    yarishogi: { el: "Γιάρι σόγκι", hu: "Jarisógi", ru: "Яри-сёги" },
    torishogi: { el: "Τόρι σόγκι", hu: "Torisógi", ru: "Тори-сёги" },
    kyotoshogi: { el: "Σόγκι του Κιότο", hu: "Kiotói sógi", ru: "Киото-сёги" },
    dobutsu: { el: "Ντομπούτσου σόγκι", hu: "Dóbucu sógi", ru: "Добуцу-сёги" },
    // Xiangqi (article 003: Hsziangcsi; Russian Сянци, Greek Σιανγκτσί as usual).
    xiangqi: { el: "Σιανγκτσί", hu: "Hsziangcsi", ru: "Сянци" },
    // Drop chess: crazyhouse (usual names) and bughouse (article 003: Bogárház; "(one board)"
    // translated as the English name has it).
    crazyhouse: { el: "Crazyhouse", hu: "Crazyhouse", ru: "Крейзихаус" },
    bughouse: { el: "Bughouse (μία σκακιέρα)", hu: "Bogárház (egy tábla)", ru: "Шведские шахматы (одна доска)" },
    // Capablanca chess (article 003's heading: "Capablanca"), Grand chess (article 003: Grand
    // sakk), Double chess (article 003: Dupla sakk; article 000: "Διπλό σκάκι"); Chess960 and
    // Capablanca random chess by their usual names.
    capablanca: { el: "Σκάκι Καπαμπλάνκα", hu: "Capablanca", ru: "Шахматы Капабланки" },
    chess960: { el: "Σκάκι 960", hu: "Fischer-féle véletlen sakk", ru: "Шахматы-960" },
    caparandom: { el: "Τυχαίο σκάκι Καπαμπλάνκα", hu: "Capablanca-féle véletlen sakk", ru: "Случайные шахматы Капабланки" },
    grand: { el: "Μεγάλο σκάκι", hu: "Grand sakk", ru: "Большие шахматы" },
    doublechess: { el: "Διπλό σκάκι", hu: "Dupla sakk", ru: "Двойные шахматы" },
    // Small boards: Speed chess (article 003: Gyors sakk, Joe Miccio's game; the size as the
    // English name writes it); Fairy-Stockfish's Miccio speed chess and Gardner minichess.
    speedchess: { el: "Γρήγορο σκάκι (5×5)", hu: "Gyors sakk (5×5)", ru: "Скоростные шахматы (5×5)" },
    miccio: { el: "Γρήγορο σκάκι του Μίτσιο", hu: "Miccio-féle gyors sakk", ru: "Скоростные шахматы Миччо" },
    gardner: { el: "Μίνι σκάκι του Γκάρντνερ", hu: "Gardner-féle minisakk", ru: "Мини-шахматы Гарднера" },
    // Losing games: French chess (article 003: Francia sakk; "(losing chess)" translated as the
    // English name has it); Fairy-Stockfish's antichess and giveaway (Russian: Поддавки).
    french: { el: "Γαλλικό σκάκι (αντισκάκι)", hu: "Francia sakk (vesztő sakk)", ru: "Французские шахматы (поддавки)" },
    antichess: { el: "Αντισκάκι", hu: "Antisakk", ru: "Антишахматы" },
    giveaway: { el: "Αντισκάκι (giveaway)", hu: "Antisakk (giveaway)", ru: "Поддавки" },
    // The Maharajah and the Sepoys (article 003: A maharadzsa és a szipojok) and Fairy-Stockfish's
    // Maharajah (Hungarian written as article 003 writes "maharadzsa"); Shako.
    sepoys: { el: "Ο μαχαραγιάς και οι σιπάηδες", hu: "A maharadzsa és a szipojok", ru: "Махараджа и сипаи" },
    maharajah: { el: "Μαχαραγιάς", hu: "Maharadzsa", ru: "Махараджа" },
    shako: { el: "Σάκο", hu: "Shako", ru: "Шако" },
    // TCHESS (article 004: "Шахматный набор TCHESS"; the board sizes as the English names write them).
    tchess: { el: "TCHESS 10x10", hu: "TCHESS 10x10", ru: "TCHESS 10x10" },
    tchess8: { el: "TCHESS 8x8", hu: "TCHESS 8x8", ru: "TCHESS 8x8" },
    // The rest of article 003's catalogue, by its headings: Hexasakk (Gliński), Reneszánsz sakk,
    // Omegasakk, Nagy külső sakk, Taktika, Kongó, Duplalépéses sakk, Progresszív sakk, Sötét sakk,
    // Lavinasakk, Általános sakk (Gess; the English name's "(Gess)" kept), Makarenko-sakk and
    // Sax (chex) (the table of contents' form). Greek and Russian translated.
    glinski: { el: "Εξαγωνικό σκάκι του Γκλίνσκι", hu: "Hexasakk", ru: "Шестиугольные шахматы Глинского" },
    renaissance: { el: "Σκάκι της Αναγέννησης", hu: "Reneszánsz sakk", ru: "Ренессансные шахматы" },
    omega: { el: "Σκάκι Ωμέγα", hu: "Omegasakk", ru: "Омега-шахматы" },
    greatouter: { el: "Μεγάλο εξωτερικό σκάκι", hu: "Nagy külső sakk", ru: "Большие внешние шахматы" },
    taktika: { el: "Τάκτικα", hu: "Taktika", ru: "Тактика" },
    congo: { el: "Κονγκό", hu: "Kongó", ru: "Конго" },
    doublemove: { el: "Σκάκι διπλής κίνησης", hu: "Duplalépéses sakk", ru: "Шахматы с двойным ходом" },
    progressive: { el: "Προοδευτικό σκάκι", hu: "Progresszív sakk", ru: "Прогрессивные шахматы" },
    darkchess: { el: "Σκοτεινό σκάκι", hu: "Sötét sakk", ru: "Тёмные шахматы" },
    avalanche: { el: "Σκάκι χιονοστιβάδα", hu: "Lavinasakk", ru: "Шахматы-лавина" },
    gess: { el: "Γενικευμένο σκάκι (Gess)", hu: "Általános sakk (Gess)", ru: "Обобщённые шахматы (Gess)" },
    makarenko: { el: "Σκάκι Μακαρένκο", hu: "Makarenko-sakk", ru: "Шахматы Макаренко" },
    chex: { el: "Τσεξ", hu: "Sax (chex)", ru: "Чекс" },
  },
  options: {
    // Chess and its family: FIDE's claimed draws (spec chess-rules §6).
    claim_draws: {
      el: "Η ισοπαλία με επανάληψη και με τον κανόνα των 50 κινήσεων διεκδικείται, όπως στους κανόνες της FIDE: η παρτίδα τελειώνει μόνη της μόνο στην πέμπτη επανάληψη ή μετά από 75 κινήσεις",
      hu: "Az ismétléses és az 50 lépéses döntetlent igényelni kell, ahogy a FIDE szabályai írják: a játszma magától csak az ötödik ismétlésnél vagy 75 lépés után ér véget",
      ru: "Ничью повторением и по правилу 50 ходов нужно потребовать, как в правилах ФИДЕ: партия сама заканчивается только при пятом повторении или после 75 ходов",
    },
    // Xiangqi (Hungarian in article 003's terms: "sakkot ad", "sakkban tart", döntetlen).
    simple_repetition: {
      el: "Απλοποιημένος κανόνας επανάληψης: χάνει η πλευρά που έκανε σαχ με κάθε κίνηση του κύκλου, οι άλλες επαναλήψεις είναι ισοπαλία (εφεδρικός κανόνας AMB-XQ-3, όπως στο Fairy-Stockfish)",
      hu: "Egyszerűsített ismétlési szabály: aki az ismétlődő sorozat minden lépésével sakkot adott, veszít, a többi ismétlés döntetlen (AMB-XQ-3 tartalékszabály, a Fairy-Stockfishhez hasonlóan)",
      ru: "Упрощённое правило повторения: сторона, объявлявшая шах каждым ходом цикла, проигрывает, остальные повторения — ничья (запасной вариант AMB-XQ-3, как в Fairy-Stockfish)",
    },
    // Makarenko chess (Hungarian in article 003's terms: korong, torony, "nyolcnál több korong",
    // "mintha leütötték volna őket", its numbered proposals "Javaslataim: 1. ... 2. ... 3. ...").
    tall_kings: {
      el: "Επιτρέπονται στοίβες με περισσότερους από 8 δίσκους, που μετρούν ως βασιλιάδες (AMB-MAK-1, επιλογή 2)",
      hu: "Nyolcnál több korongból álló tornyok is megengedettek, és királynak számítanak (AMB-MAK-1, 2. javaslat)",
      ru: "Разрешены стопки из более чем 8 дисков; они считаются королями (AMB-MAK-1, вариант 2)",
    },
    surplus_removed: {
      el: "Οι δίσκοι πάνω από τους 8 βγαίνουν από το παιχνίδι σαν να αιχμαλωτίστηκαν (AMB-MAK-1, επιλογή 3)",
      hu: "A nyolc fölötti, fölöslegessé vált korongokat kivonjuk a játékból, mintha leütötték volna őket (AMB-MAK-1, 3. javaslat)",
      ru: "Диски сверх 8 выходят из игры, как будто взяты (AMB-MAK-1, вариант 3)",
    },
    // TCHESS (Russian in article 004's terms: "фигура с двумя последовательными ходами", "дальше",
    // "на две клетки", "в сторону соперника", "Может повторить ход последней фигуры соперника",
    // "свободный проход", "Захватывает фигуры на соседних от себя клетках", "ходит со взятием",
    // "Пешки и их производные слева и справа от Сержанта", "занять её вакансию", "в конце доски";
    // its piece names Страж, Паладин, Магистр, Боевая колесница, Шут, Ассасин, Застрельщик,
    // Тамплиер, Сержант). Greek and Hungarian keep the English piece names (see the top).
    stage2_from_origin: {
      el: "Τα κομμάτια δύο σταδίων μπορούν επίσης να αιχμαλωτίσουν δίπλα τους χωρίς να κινηθούν πρώτα (I-02)",
      hu: "A kétfázisú figurák lépés nélkül, közvetlenül maguk mellett is üthetnek (I-02)",
      ru: "Фигуры с двумя последовательными ходами могут брать и рядом с собой, не сходив сначала с места (I-02)",
    },
    stage2_onward: {
      el: "Φύλακας, Παλαδίνος, Μάγιστρος: το δεύτερο στάδιο μόνο προς τα εμπρός, υπό γωνία 45° από την κατεύθυνση του πρώτου (I-03)",
      hu: "Őrző, Paladin, Magiszter: a második fázis csak továbbhaladva, az első fázis irányától 45°-ra (I-03)",
      ru: "Страж, Паладин, Магистр: второй ход только дальше вперёд, под 45° к направлению первого (I-03)",
    },
    stage2_from_slide_end: {
      el: "Φύλακας και Παλαδίνος: το δεύτερο στάδιο μόνο από το τελευταίο ελεύθερο τετράγωνο της διαδρομής (I-04)",
      hu: "Őrző és Paladin: a második fázis csak a csúszás utolsó üres mezőjéről (I-04)",
      ru: "Страж и Паладин: второй ход только с последней свободной клетки пути (I-04)",
    },
    magister_up_to_2: {
      el: "Μάγιστρος: στο πρώτο στάδιο κινείται ένα ή δύο τετράγωνα (I-05)",
      hu: "Magiszter: az első fázisban egy vagy két mezőt csúszik (I-05)",
      ru: "Магистр: первый ход — на одну или две клетки (I-05)",
    },
    magister_jumping: {
      el: "Μάγιστρος: στο πρώτο στάδιο πηδά ακριβώς δύο τετράγωνα (I-05)",
      hu: "Magiszter: az első fázisban pontosan két mezőt ugrik (I-05)",
      ru: "Магистр: первый ход — прыжок ровно на две клетки (I-05)",
    },
    chariot_forward: {
      el: "Το Πολεμικό άρμα κινείται μόνο προς τον αντίπαλο (I-06)",
      hu: "A Csatakocsi csak az ellenfél felé léphet (I-06)",
      ru: "Боевая колесница ходит только в сторону соперника (I-06)",
    },
    jester_vector: {
      el: "Ο Γελωτοποιός επαναλαμβάνει τη μετατόπιση της τελευταίας κίνησης, όχι μόνο το είδος του κομματιού της (I-08)",
      hu: "Az Udvari bolond az utolsó lépés elmozdulását ismétli meg, nem csak a figurája lépésmódját (I-08)",
      ru: "Шут повторяет само смещение последнего хода, а не только ход той же фигуры (I-08)",
    },
    jester_copies_promoted: {
      el: "Μετά από προαγωγή ο Γελωτοποιός αντιγράφει το νέο κομμάτι (I-08b)",
      hu: "Előlépés után az Udvari bolond az új figurát utánozza (I-08b)",
      ru: "После превращения Шут повторяет ход новой фигуры (I-08b)",
    },
    assassin_connected: {
      el: "Ο Δολοφόνος κινείται σε οποιοδήποτε ελεύθερο τετράγωνο μπορεί να φτάσει με βήματα βασιλιά πάνω από ελεύθερα τετράγωνα (I-09)",
      hu: "Az Orgyilkos bármely üres mezőre léphet, amelyet üres mezőkön át királylépésekkel elér (I-09)",
      ru: "Ассасин ходит на любую свободную клетку, до которой есть свободный проход шагами короля (I-09)",
    },
    assassin_remote: {
      el: "Ο Δολοφόνος αιχμαλωτίζει ένα διπλανό κομμάτι χωρίς να κινηθεί (I-09b)",
      hu: "Az Orgyilkos helyben maradva üti le a szomszédos figurát (I-09b)",
      ru: "Ассасин захватывает фигуру на соседней клетке, не сходя с места (I-09b)",
    },
    assassin_after_move: {
      el: "Ο Δολοφόνος αιχμαλωτίζει ένα βήμα μετά την κίνησή του, ποτέ από εκεί όπου στέκεται (I-09b)",
      hu: "Az Orgyilkos a lépése után egy lépésnyire üt, sosem onnan, ahol áll (I-09b)",
      ru: "Ассасин захватывает на одну клетку дальше после своего хода, но никогда с места, где стоит (I-09b)",
    },
    alternatives_capture_only: {
      el: "Ο Ακροβολιστής και ο Ναΐτης κινούνται μόνο αιχμαλωτίζοντας (I-12)",
      hu: "A Portyázó és a Templomos csak ütve léphet (I-12)",
      ru: "Застрельщик и Тамплиер ходят только со взятием (I-12)",
    },
    aura_diagonal: {
      el: "Η αύρα του Λοχία φτάνει και στα πιόνια και τα παράγωγά τους διαγώνια δίπλα του (I-11)",
      hu: "Az Őrmester aurája az átlósan mellette álló gyalogokra és gyalogféle figurákra is kiterjed (I-11)",
      ru: "Действие Сержанта распространяется и на пешки и их производные, стоящие рядом с ним по диагонали (I-11)",
    },
    aura_any_side: {
      el: "Η αύρα του Λοχία ενισχύει και τα εχθρικά πιόνια και τα παράγωγά τους δίπλα του (I-11)",
      hu: "Az Őrmester aurája a mellette álló ellenséges gyalogokat és gyalogféle figurákat is erősíti (I-11)",
      ru: "Действие Сержанта усиливает и пешки соперника и их производные слева и справа от него (I-11)",
    },
    pawn_may_not_enter: {
      el: "Όταν δεν υπάρχει χαμένο κομμάτι για προαγωγή, ένα πιόνι δεν μπορεί να μπει στην τελευταία γραμμή (I-13)",
      hu: "Ha nincs leütött figura, amivé előléphetne, a gyalog nem léphet az utolsó sorba (I-13)",
      ru: "Если свободных вакансий нет, пешка не может войти в конец доски (I-13)",
    },
    no_en_passant: {
      el: "Χωρίς αν πασάν στο 10x10 (I-14)",
      hu: "Nincs en passant ütés a 10x10-es táblán (I-14)",
      ru: "Без взятия на проходе на доске 10x10 (I-14)",
    },
    // Chu shogi and dai shogi (Hungarian in article 003's terms: előlépési zóna, "nem kíván előlépni").
    pawn_capture_promotion: {
      el: "Ένα πιόνι που αρνήθηκε την προαγωγή μπορεί να προαχθεί με αιχμαλώτιση μέσα στη ζώνη, όπως τα άλλα κομμάτια (όχι κανόνας του άρθρου)",
      hu: "Az előlépést elutasító gyalog az előlépési zónában ütéssel előléphet, mint a többi figura (nem a cikk szabálya)",
      ru: "Пешка, отказавшаяся от превращения, может превратиться при взятии в зоне, как и другие фигуры (не правило статьи)",
    },
    // Tori shogi (Hungarian in article 003's terms: fecske, előléptetetlen, lerakás, oszlop).
    two_swallows_per_file: {
      el: "Έως δύο μη προαγμένα χελιδόνια ανά στήλη κατά την τοποθέτηση από το χέρι (κανονικό τόρι σόγκι, Fairy-Stockfish· AMB-TORI-3)",
      hu: "Lerakáskor legfeljebb két előléptetetlen fecske lehet egy oszlopban (a szokásos torisógi, Fairy-Stockfish; AMB-TORI-3)",
      ru: "При сбросе — до двух непревращённых ласточек на одной вертикали (стандартные тори-сёги, Fairy-Stockfish; AMB-TORI-3)",
    },
    // Gliński's hexagonal chess (Hungarian: article 003's patt; Greek: article 002's πατ).
    unmoved_double_step: {
      el: "Διπλό βήμα μόνο για πιόνι που δεν έχει κινηθεί",
      hu: "Két mezőt csak az a gyalog léphet, amelyik még nem lépett",
      ru: "Ход на две клетки только для пешки, которая ещё не ходила",
    },
    glinski_scoring: {
      el: "Βαθμολογία του Γκλίνσκι: το πατ δίνει ¾ στην πλευρά που κάνει πατ και ¼ στην άλλη",
      hu: "Gliński-féle pontozás: a patt ¾ pontot ér a pattot adó félnek, ¼-et a másiknak",
      ru: "Счёт Глинского: пат даёт ¾ поставившей пат стороне и ¼ другой",
    },
    glinski_letters: {
      el: "Τα γράμματα στηλών του Γκλίνσκι (χωρίς j)",
      hu: "Gliński oszlopbetűi (j nélkül)",
      ru: "Буквы вертикалей Глинского (без j)",
    },
    // Great Outer chess (Greek: article 002's "αν πασάν").
    ep_any_passed: {
      el: "Αν πασάν σε οποιοδήποτε τετράγωνο πέρασε ένα πιόνι που προχώρησε δύο έως τέσσερα τετράγωνα (AMB-GOC-2)",
      hu: "En passant ütés bármely mezőn, amelyen egy két-négy mezős gyaloglépés áthaladt (AMB-GOC-2)",
      ru: "Взятие на проходе на любом поле, пройденном пешкой при ходе на две–четыре клетки (AMB-GOC-2)",
    },
    // Renaissance chess (Hungarian: article 003's sáncolás; Greek: article 002's ροκέ).
    any_promotion: {
      el: "Τα πιόνια προάγονται σε οποιοδήποτε είδος κομματιού (το διάγραμμα του εφευρέτη)",
      hu: "A gyalogok bármilyen figurává előléphetnek (a feltaláló ábrája szerint)",
      ru: "Пешки превращаются в фигуру любого типа (по схеме автора)",
    },
    no_castling: { el: "Χωρίς ροκέ", hu: "Sáncolás nélkül", ru: "Без рокировки" },
    // Taktika (Hungarian in article 003's terms: mozgó és fagyasztott állapot, közbezárt ellenség,
    // megfordítjuk).
    captures: {
      el: "Τα κομμάτια αιχμαλωτίζουν όπως στο σκάκι (AMB-TAK-1)",
      hu: "A figurák úgy ütnek, mint a sakkban (AMB-TAK-1)",
      ru: "Фигуры бьют как в шахматах (AMB-TAK-1)",
    },
    active_anchor: {
      el: "Μόνο ένα δικό μας ενεργό (όχι παγωμένο) κομμάτι κλείνει τον εγκλωβισμό (AMB-TAK-2)",
      hu: "Csak saját mozgó (nem fagyasztott) figura zárhatja közre az ellenséget (AMB-TAK-2)",
      ru: "Зажать фигуры соперника может только своя активная (не замороженная) фигура (AMB-TAK-2)",
    },
    distant_intrusion: {
      el: "Μια εισχώρηση ανάμεσα σε εχθρικά κομμάτια αναστρέφει τα πλησιέστερα κομμάτια και στις δύο πλευρές, σε οποιαδήποτε απόσταση (AMB-TAK-3)",
      hu: "Két ellenség közé lépve a legközelebbi figurák fordulnak meg mindkét oldalon, bármilyen távolságban (AMB-TAK-3)",
      ru: "Ход между фигурами соперника переворачивает ближайшие фигуры с обеих сторон на любом расстоянии (AMB-TAK-3)",
    },
    flip_each: {
      el: "Ένα κομμάτι που εγκλωβίζεται δύο φορές σε μία κίνηση αναστρέφεται δύο φορές και επιστρέφει στην κατάστασή του (AMB-TAK-4)",
      hu: "Az egy lépésben kétszer közrezárt figura kétszer fordul meg, így visszakerül eredeti állapotába (AMB-TAK-4)",
      ru: "Фигура, зажатая дважды за один ход, переворачивается дважды и возвращается в прежнее состояние (AMB-TAK-4)",
    },
    // Shared by Taktika ("50 moves by each side end the game in a draw") and Gess ("Draw after 300
    // plies"): one label per name, so it names both limits.
    move_cap: {
      el: "Ισοπαλία σε όριο κινήσεων (Τάκτικα: 50 κινήσεις κάθε πλευράς· Gess: 300 μισές κινήσεις)",
      hu: "Döntetlen a lépéshatárnál (Taktika: mindkét fél 50 lépése; Általános sakk: 300 féllépés)",
      ru: "Ничья по лимиту ходов (Тактика: 50 ходов каждой стороны; Gess: 300 полуходов)",
    },
    // Congo (Hungarian in article 003's terms: krokodil, folyó, "a folyóig (és nem tovább)",
    // szupergyalog, majom, ütéssorozat, megfullad, oroszlán).
    croc_forward: {
      el: "Ο κροκόδειλος γλιστρά μόνο προς τα εμπρός ως το ποτάμι, όχι πέρα από αυτό (AMB-CONGO-1, κατά γράμμα το άρθρο)",
      hu: "A krokodil csak egyenesen előre, a folyóig csúszhat, azon túl nem (AMB-CONGO-1, szó szerint a cikk)",
      ru: "Крокодил скользит только вперёд до реки, но не за неё (AMB-CONGO-1, буквально по статье)",
    },
    jumping_back: {
      el: "Το πιόνι και το υπερπιόνι μπορούν να υπερπηδούν κομμάτια όταν κινούνται προς τα πίσω (AMB-CONGO-2)",
      hu: "A gyalog és a szupergyalog hátrafelé lépve átugorhat figurát (AMB-CONGO-2)",
      ru: "Пешка и суперпешка при ходе назад могут перепрыгивать через фигуры (AMB-CONGO-2)",
    },
    standard_drowning: {
      el: "Η μαϊμού πνίγεται όταν η σειρά αιχμαλωτίσεών της αρχίζει και τελειώνει στο ποτάμι (AMB-CONGO-3, κανονικό Κονγκό)",
      hu: "A majom megfullad, ha ütéssorozata a folyóban kezdődik és ott is végződik (AMB-CONGO-3, a szokásos Kongó)",
      ru: "Обезьяна тонет, если её серия взятий начинается и заканчивается в реке (AMB-CONGO-3, стандартное Конго)",
    },
    article_lion: {
      el: "Το λιοντάρι μπορεί να πάει οπουδήποτε στη δική του πλευρά του ποταμού (AMB-CONGO-4, μόνο το άρθρο)",
      hu: "Az oroszlán bárhová léphet a folyó saját oldalán (AMB-CONGO-4, csak a cikk szerint)",
      ru: "Лев может ходить куда угодно на своей стороне реки (AMB-CONGO-4, только по статье)",
    },
    // Dark chess.
    pawn_front: {
      el: "Ένα πιόνι βλέπει και εχθρικό κομμάτι ακριβώς μπροστά του (AMB-DARK-1)",
      hu: "A gyalog a közvetlenül előtte álló ellenséges figurát is látja (AMB-DARK-1)",
      ru: "Пешка видит и фигуру соперника прямо перед собой (AMB-DARK-1)",
    },
    // Gess (Hungarian in article 003's terms: 3·3-as négyzet, bábu, "levesszük").
    gess_capture: {
      el: "Κανόνας αιχμαλώτισης του Gess (απομακρύνονται όλα όσα βρίσκονται κάτω από το αποτύπωμα στον προορισμό)",
      hu: "A Gess ütési szabálya (a cél 3·3-as négyzete alá eső minden bábut levesszük)",
      ru: "Правило взятия Gess (снимается всё, что оказалось под фигурой на месте назначения)",
    },
    // Chex (Hungarian in article 003's terms: "lerak egy figurát").
    free_choice: {
      el: "Κάθε πλευρά τοποθετεί όποιο κομμάτι της έχει απομείνει, πρώτα τον βασιλιά (AMB-SAX-1)",
      hu: "Mindkét fél bármelyik megmaradt figuráját lerakhatja, elsőként a királyt (AMB-SAX-1)",
      ru: "Каждая сторона ставит любую оставшуюся у неё фигуру, первым — короля (AMB-SAX-1)",
    },
  },
  // The alternative start positions' names (`start_alt` in the variant data), by their English name.
  starts: {
    "Standard array": { el: "Κανονική παράταξη", hu: "Szabványos felállás", ru: "Стандартная расстановка" },
    "Emperors": { el: "Αυτοκράτορες", hu: "Császárok", ru: "Императоры" },
    "Champions flipped (Cardinal a-file, Marshal j-file)": { el: "Πρωταθλητές ανεστραμμένοι (Καρδινάλιος στη στήλη a, Στρατάρχης στη στήλη j)", hu: "Bajnokok megfordítva (bíboros az a-vonalon, marsall a j-vonalon)", ru: "Чемпионы перевёрнуты (Кардинал на вертикали a, Маршал на вертикали j)" },
    "Assassin replaces the Lion; Emperors": { el: "Ο Δολοφόνος στη θέση του Λιονταριού· Αυτοκράτορες", hu: "Orgyilkos az oroszlán helyén; császárok", ru: "Ассасин вместо Льва; Императоры" },
    "Asymmetric: White alternatives, Black classic": { el: "Ασύμμετρη: τα Λευκά με τα εναλλακτικά κομμάτια, τα Μαύρα κλασικά", hu: "Aszimmetrikus: világos a változatfigurákkal, sötét a klasszikusokkal", ru: "Асимметричная: у белых альтернативные фигуры, у чёрных классические" },
    "Front row of pawn alternatives": { el: "Εμπρός σειρά από εναλλακτικά πιόνια", hu: "Elülső sor a gyalogok változataiból", ru: "Передний ряд из альтернативных пешек" },
    "Tournament Jester: Black's Jester replaces the Magister, White mirrors": { el: "Γελωτοποιός τουρνουά: ο Γελωτοποιός των Μαύρων στη θέση του Μάγιστρου, τα Λευκά κατοπτρικά", hu: "Versenyszabály: sötét udvari bolondja a magiszter helyén, világos tükrözve", ru: "Турнирный Шут: Шут чёрных вместо Магистра, белые зеркально" },
    "Tournament Jester: the Jesters replace the queen-side Knights": { el: "Γελωτοποιός τουρνουά: οι Γελωτοποιοί στη θέση των ίππων της πλευράς της βασίλισσας", hu: "Versenyszabály: az udvari bolondok a vezérszárnyi huszárok helyén", ru: "Турнирный Шут: Шуты вместо коней ферзевого фланга" },
    "Article's array (extra swallows c4 / e4 swapped, AMB-TORI-2)": { el: "Η παράταξη του άρθρου (τα επιπλέον χελιδόνια c4 / e4 ανταλλαγμένα, AMB-TORI-2)", hu: "A cikk felállása (a c4 / e4 többletfecskék felcserélve, AMB-TORI-2)", ru: "Расстановка статьи (лишние ласточки c4 / e4 переставлены, AMB-TORI-2)" },
    "General queenside": { el: "Ο Στρατηγός στην πλευρά της βασίλισσας", hu: "A tábornok a vezérszárnyon", ru: "Генерал на ферзевом фланге" },
    "Queen's and king's orders (nd_small_army, A17-b)": { el: "Οι διατάξεις της βασίλισσας και του βασιλιά (nd_small_army, A17-b)", hu: "A vezér és a király rendje (nd_small_army, A17-b)", ru: "Порядки ферзя и короля (nd_small_army, A17-b)" },
    "Wide knights outside": { el: "Οι φαρδείς ίπποι έξω", hu: "Széles huszárok kívül", ru: "Широкие кони снаружи" },
    "Without pawns (gs_pawns = none)": { el: "Χωρίς πιόνια (gs_pawns = none)", hu: "Gyalogok nélkül (gs_pawns = none)", ru: "Без пешек (gs_pawns = none)" },
  },
};
