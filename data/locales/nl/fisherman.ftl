# fisherman: Nederlands (termen: glossary/fisherman.ftl)
# identical to English by design: game-fisherman-name, fisherman-species-aji, fisherman-species-fugu, fisherman-species-tai, fisherman-species-haze, fisherman-species-ika, fisherman-rule-target, fisherman-rule-order, fisherman-rule-size, fisherman-rule-junk, fisherman-card, fisherman-unset, fisherman-button-size, fisherman-play_item, fisherman-final-medals, fisherman-rules-example_card, fisherman-pic-shield_cell
#   de spelnaam (ook in Japan "Fisherman"); fisherman-species-* en fisherman-rule-* noemen alleen de
#   term (de tekst is Nederlands, de bron gelijk); de rest bevat alleen namen, getallen en tekens.

game-fisherman-name = Fisherman

fisherman-species-aji = { -fisherman-aji }
fisherman-species-fugu = { -fisherman-fugu }
fisherman-species-tai = { -fisherman-tai }
fisherman-species-haze = { -fisherman-haze }
fisherman-species-ika = { -fisherman-ika }

fisherman-species_long-aji = { -fisherman-aji } (Aji)
fisherman-species_long-fugu = { -fisherman-fugu } (Fugu)
fisherman-species_long-tai = { -fisherman-tai } (Tai)
fisherman-species_long-haze = { -fisherman-haze } (Haze)
fisherman-species_long-ika = { -fisherman-ika } (Ika)

fisherman-card = { $species } { $size }

fisherman-rule-target = { -fisherman-target } (本命)
fisherman-rule-order = { -fisherman-order } (評価)
fisherman-rule-size = { -fisherman-size } (サイズ)
fisherman-rule-junk = { -fisherman-junk } (外道)

fisherman-order-asc = { $low } is het sterkst
fisherman-order-desc = { $high } is het sterkst

fisherman-size_pair = { -fisherman-size(vorm: "meer") } { $low }–{ $high }

fisherman-unset = ?

fisherman-button-order-asc = Oplopend · { $low } sterkst
fisherman-button-order-desc = Aflopend · { $high } sterkst
fisherman-button-size = { $low }–{ $high }

fisherman-status-head = **{ -fisherman-tournament(vorm: "hoofd") } { $tournament }/{ $tournaments }** · { -fisherman-dealer }: **{ $dealer }**
fisherman-status-rules = Regels: 🎯 { $target } · ⚖️ { $order } · 📏 { $size } · 🗑️ { $junk }
fisherman-status-choose-target = 🎣 **{ $player }**, kies de **{ -fisherman-target }**: elke gevangen vis van die soort levert { $target } op.
fisherman-status-choose-order = ⚖️ **{ $player }**, kies de **{ -fisherman-order }**: zijn kleine of grote vissen sterker?
fisherman-status-choose-size = 📏 **{ $player }**, kies de twee **{ -fisherman-size(vorm: "meer") }**: gevangen vissen van die { -fisherman-size(vorm: "meer") } leveren { $size } op ({ $size_on_junk } als het { -fisherman-junk } is).
fisherman-status-choose-junk = 🗑️ **{ $player }** ({ -fisherman-dealer }), kies de **{ -fisherman-junk }**: die soort is troef, en elke gevangen vis ervan levert { $junk } op.
fisherman-status-lead = { -fisherman-trick(vorm: "hoofd") } { $trick }/{ $tricks }: **{ $player }** komt uit (kijk in je DM's of druk op **Mijn hand**).
fisherman-status-follow = { -fisherman-trick(vorm: "hoofd") } { $trick }/{ $tricks }: **{ $player }** is aan de beurt — { $species } bekennen als het kan.
fisherman-status-table = Op tafel: { $plays }
fisherman-status-last_trick = Vorige { -fisherman-trick }: **{ $player }** won met { $card } en hield { $kept }{ $aside }.
fisherman-status-over = De { -fisherman-tournament(vorm: "meer") } zijn voorbij.

fisherman-play_item = { $player } { $card }

fisherman-kept_nothing = niets


fisherman-event-rule-target = 🎯 **{ $player }** koos de { -fisherman-target }: **{ $value }**.
fisherman-event-rule-order = ⚖️ **{ $player }** koos de { -fisherman-order }: **{ $value }**.
fisherman-event-rule-size = 📏 **{ $player }** koos de { -fisherman-size }: **{ $value }**.
fisherman-event-rule-junk = 🗑️ **{ $player }** koos de { -fisherman-junk }: **{ $value }**.
fisherman-event-fishing = 🎣 De regels liggen vast — **{ $player }** komt uit in de eerste { -fisherman-trick }.
fisherman-event-trick = 🐟 **{ $player }** wint { -fisherman-trick } { $trick } met { $card } en houdt { $kept }{ $aside }.
fisherman-event-tournament = 🚩 { -fisherman-tournament(vorm: "hoofd") } { $tournament }/{ $tournaments }: **{ $dealer }** deelt.

fisherman-results-title =
    { "*" }*Uitslag { -fisherman-tournament } { $tournament }**
    { $rules }

fisherman-shield-gold = 🥇 gouden { -fisherman-shield } (+{ $points })
fisherman-shield-silver = 🥈 zilveren { -fisherman-shield } (+{ $points })
fisherman-shield-bronze = 🥉 bronzen { -fisherman-shield } (+{ $points })
fisherman-shield-none = geen { -fisherman-shield }

fisherman-final-line = { $rank }. **{ $player }** — { $score ->
        [one] { $score } { -fisherman-shield }punt
       *[other] { $score } { -fisherman-shield }punten
    } ({ $medals })
fisherman-final-medals = 🥇×{ $gold } 🥈×{ $silver } 🥉×{ $bronze }

fisherman-hand-turn = **Jij bent aan de beurt** — { -fisherman-tournament } { $tournament }/{ $tournaments }, { -fisherman-trick } { $trick }/{ $tricks }.
fisherman-hand-lead = Jij komt uit: speel een kaart naar keuze.
fisherman-hand-follow =
    { $plays }
    Je moet **{ $species }** bekennen.
fisherman-hand-void =
    { $plays }
    Je hebt geen { $species }: speel een kaart naar keuze.
fisherman-hand-waiting = { -fisherman-tournament(vorm: "hoofd") } { $tournament }/{ $tournaments }, { -fisherman-trick } { $trick }/{ $tricks } — wacht op **{ $player }**.
fisherman-hand-rules = { -fisherman-tournament(vorm: "hoofd") } { $tournament }/{ $tournaments } — **{ $player }** kiest de { $rule }. Je hand voor dit { -fisherman-tournament }:
fisherman-hand-worth = levert { $points } op als je hem vangt
fisherman-hand-trump = troef · levert { $points } op als je hem vangt

fisherman-unknown_action = Dat is geen zet in Fisherman.

fisherman-wrong_phase = Dat kan nu niet (het spel zit in een andere fase: { $phase }).

fisherman-wrong_rule = Nu wordt deze regel gekozen: { $rule }.

fisherman-unknown_species = Er bestaat geen vis { $species }.

fisherman-not_in_play = { $species } zit bij { $players } spelers niet in het spel.

fisherman-junk_is_target = { $species } is al de { -fisherman-target }; de { -fisherman-junk } moet een andere soort zijn.

fisherman-bad_order = De { -fisherman-order } moet oplopend of aflopend zijn (niet { $order }).

fisherman-bad_size = Kies de kleinste van twee opeenvolgende { -fisherman-size(vorm: "meer") }, 1 tot 9 (niet { $size }).

fisherman-not_in_hand = Je hebt { $card } niet in je hand.

fisherman-must_follow = Je moet { $species } bekennen zolang je er een hebt.

phase-setting = De regels van het { -fisherman-tournament } kiezen

phase-fishing = Vissen ({ -fisherman-trick(vorm: "meer") })

fisherman-status-first_dealer = 🎲 **{ $dealer }** is geloot als eerste { -fisherman-dealer }: de { -fisherman-dealer } kiest de { -fisherman-junk } en komt uit in de eerste { -fisherman-trick }. Elk { -fisherman-tournament } schuift de { -fisherman-dealer } een plek naar links.
fisherman-status-last_trick_set_aside = Vorige { -fisherman-trick }: **{ $player }** won en hield { $kept }{ $aside }.

fisherman-event-trick_set_aside = 🐟 **{ $player }** wint { -fisherman-trick } { $trick } en houdt { $kept }{ $aside }.

fisherman-aside = ; { $count ->
        [one] { $count } kaart gedekt opzij gelegd
       *[other] { $count } kaarten gedekt opzij gelegd
    }

fisherman-rules-title-overview = Fisherman · het spel en de kaarten
fisherman-rules-overview = Een slagenspel over een viswedstrijd voor { $low }–{ $high } spelers. Je speelt evenveel { -fisherman-tournament(vorm: "meer") } als er spelers zijn, dus iedereen deelt één keer. In elk { -fisherman-tournament } kiezen de spelers eerst de vier regels, en spelen ze daarna { -fisherman-trick(vorm: "meer") } om de vissen te vangen die die regels belonen. Elk { -fisherman-tournament } levert { -fisherman-shield(vorm: "meer") } op; wie na het laatste { -fisherman-tournament } de meeste { -fisherman-shield }punten heeft, wint.
fisherman-rules-cards-title = De kaarten
fisherman-rules-cards =
    Viskaarten van { $count } soorten, per soort één kaart van elke maat { $low }–{ $high }:
    { $species }
fisherman-rules-species-aji = • { -fisherman-aji } (Aji, アジ): blauw, □
fisherman-rules-species-fugu = • { -fisherman-fugu } (Fugu, フグ): groen, ○
fisherman-rules-species-tai = • { -fisherman-tai } (Tai, タイ): rood, ◇
fisherman-rules-species-haze = • { -fisherman-haze } (Haze, ハゼ): geel, ≡
fisherman-rules-species-ika = • { -fisherman-ika } (Ika, イカ): wit, △
fisherman-rules-decks-title = Per aantal spelers
fisherman-rules-deck_line = • { $players } spelers: { $cards } kaarten, { $each } per speler, { $unused } ongebruikt{ $without }
fisherman-rules-without = { " " }(zonder { $species })
fisherman-rules-decks =
    { $lines }
    De kaarten worden elk { -fisherman-tournament } opnieuw geschud en gedeeld. Ongebruikte kaarten blijven het hele { -fisherman-tournament } gedekt en geheim. Je ziet alleen je eigen hand.
fisherman-rules-dealer-title = { -fisherman-tournament(vorm: "meerhoofd") } en de { -fisherman-dealer }
fisherman-rules-dealer = Er zijn evenveel { -fisherman-tournament(vorm: "meer") } als spelers, dus iedereen deelt één keer. De eerste { -fisherman-dealer } wordt geloot als het spel begint en staat op het eerste bord; elk { -fisherman-tournament } schuift de { -fisherman-dealer } een plek naar links (naar de volgende speler met de klok mee). De { -fisherman-dealer } kiest altijd de { -fisherman-junk } en komt uit in de eerste { -fisherman-trick }.
fisherman-rules-title-setting = Fisherman · de regels kiezen
fisherman-rules-setting = Voordat er een kaart gespeeld wordt, worden de vier regels van het { -fisherman-tournament } in deze volgorde gekozen, door één speler tegelijk, te beginnen links van de { -fisherman-dealer } en dan met de klok mee. Ze blijven het hele { -fisherman-tournament } op de regelmat van het bord liggen. Alleen soorten die meedoen, kunnen gekozen worden.
fisherman-rules-target-title = 1. { -fisherman-target(vorm: "hoofd") } · 本命
fisherman-rules-target = Een soort. Elke { -fisherman-target }kaart die je vangt, levert { $target } op.
fisherman-rules-order-title = 2. { -fisherman-order(vorm: "hoofd") } · 評価
fisherman-rules-order = Welke { -fisherman-size(vorm: "meer") } binnen een soort sterk zijn. Oplopend: { $low } is het sterkst ({ $ascending } …). Aflopend: { $high } is het sterkst ({ $descending } …).
fisherman-rules-size-title = 3. { -fisherman-size(vorm: "hoofd") } · サイズ
fisherman-rules-size = Twee opeenvolgende { -fisherman-size(vorm: "meer") } ({ $first } … { $last }; nooit met een gat ertussen, en ook niet { $high } met { $low }). Elke gevangen kaart van die { -fisherman-size(vorm: "meer") } levert { $size } extra op, van welke soort ook, behalve een { -fisherman-junk }kaart: die levert voor zijn { -fisherman-size } { $size_on_junk } op.
fisherman-rules-junk-title = 4. { -fisherman-junk(vorm: "hoofd") } · 外道
fisherman-rules-junk = Een andere soort dan de { -fisherman-target }, altijd gekozen door de { -fisherman-dealer }. { -fisherman-junk(vorm: "hoofd") } is troef: elke { -fisherman-junk }kaart slaat alle kaarten van de andere soorten. Elke gevangen { -fisherman-junk }kaart levert { $junk } op.
fisherman-rules-setters-title = Wie kiest
fisherman-rules-setters_line = • { $players } spelers: { $who }
fisherman-rules-setter-dealer = { $rules }: de { -fisherman-dealer }
fisherman-rules-setter-left = { $rules }: de { $nth }e speler links van de { -fisherman-dealer }
fisherman-rules-title-fishing = Fisherman · vissen (de { -fisherman-trick(vorm: "meer") })
fisherman-rules-fishing = Een { -fisherman-tournament } heeft evenveel { -fisherman-trick(vorm: "meer") } als er kaarten in een hand zitten ({ $tricks }). De { -fisherman-dealer } komt uit in de eerste { -fisherman-trick }; wie een { -fisherman-trick } wint, komt uit in de volgende, tot de handen leeg zijn.
fisherman-rules-play-title = Een { -fisherman-trick } spelen
fisherman-rules-play = Wie uitkomt, speelt een kaart naar keuze. Daarna speelt iedereen met de klok mee één kaart: je moet de gevraagde soort bekennen als je die hebt; heb je die niet, dan speel je een kaart naar keuze (dan weet iedereen dat je die soort de rest van het { -fisherman-tournament } niet meer hebt). Voor het bekennen maakt de { -fisherman-size } van een kaart nooit uit.
fisherman-rules-wins-title = Wie wint de { -fisherman-trick }
fisherman-rules-wins = Is er { -fisherman-junk } gespeeld, dan wint de sterkste { -fisherman-junk }kaart: { -fisherman-junk } is troef. Anders wint de sterkste kaart van de gevraagde soort; andere soorten winnen nooit. Wat het sterkst is, volgt de { -fisherman-order }: oplopend slaat { $low } een { $second }; aflopend slaat { $high } een { $second_high }.
fisherman-rules-keeps-title = Wat de winnaar houdt
fisherman-rules-keeps = De winnaar houdt alleen de kaarten die punten opleveren ({ -fisherman-target }, de twee { -fisherman-size(vorm: "meer") }, { -fisherman-junk }) open voor zich; die tellen aan het einde van het { -fisherman-tournament }. De andere kaarten van de { -fisherman-trick } gaan gedekt opzij en blijven vanaf dan geheim: de volle { -fisherman-trick } blijft alleen op het bord liggen tot de volgende kaart gespeeld wordt, daarna zie je alleen de gehouden kaarten, en van de opzijgelegde alleen hoeveel het er zijn.
fisherman-rules-title-scoring = Fisherman · punten, { -fisherman-shield(vorm: "meer") } en het einde
fisherman-rules-scoring = Aan het einde van een { -fisherman-tournament } telt iedereen de punten van de gevangen kaarten op.
fisherman-rules-points-title = Punten per gevangen kaart
fisherman-rules-points =
    • { -fisherman-target }: { $target }
    • een van de twee { -fisherman-size(vorm: "meer") }: { $size } (op een { -fisherman-junk }kaart in plaats daarvan { $size_on_junk })
    • { -fisherman-junk }: { $junk }
    Ze tellen op: een { -fisherman-target }kaart in een gekozen { -fisherman-size } levert { $target_size } op, een { -fisherman-junk }kaart in een gekozen { -fisherman-size } { $junk_size }. Elke andere kaart levert 0 op en wordt nooit gehouden.
fisherman-rules-example-title = Voorbeeld (uit de spelregels)
fisherman-rules-example =
    { -fisherman-target(vorm: "hoofd") } { $target }, { -fisherman-size } { $size }, { -fisherman-junk } { $junk }:
    { $cards }
fisherman-rules-example_card = { $card } → { $points }
fisherman-rules-shields-title = { -fisherman-shield(vorm: "meerhoofd") }
fisherman-rules-shields = De spelers worden gerangschikt naar hun punten in het { -fisherman-tournament }: { $shields }, elke latere plaats niets. Gelijke spelers delen de plaats en de volgende plaatsen vallen weg: bij punten { $points } → plaatsen { $ranks } ({ $kinds }).
fisherman-rules-shield_item = { $rank }e { $kind } { $points }
fisherman-rules-end-title = Einde van het spel
fisherman-rules-end = Na het laatste { -fisherman-tournament } (iedereen heeft één keer gedeeld) wint wie de meeste { -fisherman-shield }punten heeft; bij gelijkspel delen de spelers de overwinning.
fisherman-rules-title-discord = Fisherman · spelen op Discord
fisherman-rules-discord = Zo werkt het spel op Discord.
fisherman-rules-board-title = Het bord
fisherman-rules-board = Eén bord in het kanaal toont de regelmat, de { -fisherman-trick } op tafel, de vorige { -fisherman-trick }, ieders vangst, punten en { -fisherman-shield(vorm: "meer") }. Wie een regel moet kiezen, doet dat met de knoppen van het bord.
fisherman-rules-hand-title = Je hand
fisherman-rules-hand = Je hand krijg je per DM (of met de knop **Mijn hand** op het bord als je DM's dicht staan). Als je aan de beurt bent, zie je alleen de kaarten die je mag spelen; op elke knop staat wat de kaart zou opleveren als je hem vangt, volgens de regels die tot nu toe gekozen zijn.
fisherman-rules-tricks_item = { $tricks } bij { $players } spelers
fisherman-rules-no_shield = niets

fisherman-board_closed = 🐟 Bord gesloten: de uitslag en het volgende bord staan hieronder.

fisherman-board_closed_over = 🐟 Bord gesloten: de eindstand staat hieronder.

fisherman-shield_name-gold = goud
fisherman-shield_name-silver = zilver
fisherman-shield_name-bronze = brons

# Words drawn in the pictures (rendering/fisherman.py)
fisherman-pic-tournament = { -fisherman-tournament(vorm: "hoofd") } { $n }/{ $total }
fisherman-pic-trick = { -fisherman-trick(vorm: "hoofd") } { $n }/{ $total }
fisherman-pic-over = Spel afgelopen
fisherman-pic-target = DOELVIS 本命
fisherman-pic-order = RANGORDE 評価
fisherman-pic-size = MAAT サイズ
fisherman-pic-junk = BIJVANGST 外道
fisherman-pic-rule_target = { -fisherman-target }
fisherman-pic-rule_order = { -fisherman-order }
fisherman-pic-rule_size = { -fisherman-size }
fisherman-pic-rule_junk = { -fisherman-junk }
fisherman-pic-target_note = { $target } per stuk
fisherman-pic-size_note = { $size } per stuk ({ $size_on_junk } bij { -fisherman-junk })
fisherman-pic-junk_note = troef · { $junk } per stuk
fisherman-pic-asc_note = { $low } is het sterkst
fisherman-pic-desc_note = { $high } is het sterkst
fisherman-pic-current_trick = SLAG { $n }/{ $total }
fisherman-pic-last_trick = VORIGE SLAG · { $n }
fisherman-pic-face_down = { $n } gedekt
fisherman-pic-set_aside = { $n } opzij
fisherman-pic-dealer_title = DELER · 大漁旗
fisherman-pic-dealer_drawn = geloot als eerste { -fisherman-dealer }
fisherman-pic-dealer_moved = de { -fisherman-dealer } schuift elk { -fisherman-tournament } naar links
fisherman-pic-dealer_does = kiest de { -fisherman-junk } · komt uit in de eerste { -fisherman-trick }
fisherman-pic-kept = houdt
fisherman-pic-nothing_kept = niets gehouden
fisherman-pic-points = punten
fisherman-pic-no_catch = nog geen vangst
fisherman-pic-your_turn = Jij bent aan de beurt
fisherman-pic-must_follow = { $species } bekennen
fisherman-pic-any_card = Speel een kaart naar keuze
fisherman-pic-worth_note = Onder de kaarten: wat elke kaart oplevert als je hem vangt (met de regels tot nu toe).
fisherman-pic-results_title = Uitslag { -fisherman-tournament } { $n }
fisherman-pic-final_title = Eindstand
fisherman-pic-winner = Winnaar
fisherman-pic-winners = Winnaars (gelijkspel)
fisherman-pic-total = Totaal
fisherman-pic-player = Speler { $n }
fisherman-pic-turn_of = { $name } is aan de beurt
fisherman-pic-choose = Kies de { $rule }
fisherman-pic-choose_on_board = Kies de { $rule } met de knoppen van het bord
fisherman-pic-trick_done = SLAG { $n }/{ $total } · GENOMEN
fisherman-pic-aside_mark = opzij
fisherman-pic-kept_count =
    { $n ->
        [one] { $n } kaart gehouden: { $points }
       *[other] { $n } kaarten gehouden: { $points }
    }
fisherman-pic-your_catch = Jouw vangst
fisherman-pic-caught_nothing = Niets gevangen
fisherman-pic-catches = Vangsten
fisherman-pic-col_player = Speler
fisherman-pic-col_points = Punten
fisherman-pic-col_shield = { -fisherman-shield(vorm: "hoofd") }
fisherman-pic-shield_cell = { $kind } +{ $points }
fisherman-pic-gold_to = Gouden { -fisherman-shield }: { $names }
fisherman-pic-legend_dealer = { -fisherman-dealer }
fisherman-pic-legend_turn = aan de beurt
fisherman-pic-legend_winning = neemt de slag
fisherman-pic-legend_back = gedekt opzij gelegd
fisherman-pic-legend_shield = { -fisherman-shield(vorm: "hoofd") } { $kind }: { $points }
fisherman-pic-legend_hand = kaarten in de hand
fisherman-pic-legend_lead = komt uit
fisherman-kept_points =
    { $count ->
        [one] { $cards } ({ $points } punt)
       *[other] { $cards } ({ $points } punten)
    }
fisherman-results-entry =
    { $count ->
        [one] { $rank }. **{ $player }** — { $points } punt → { $shield }
       *[other] { $rank }. **{ $player }** — { $points } punten → { $shield }
    }
fisherman-hand-catch =
    { $count ->
        [one] Jouw vangst: { $cards } — { $points } punt dit { -fisherman-tournament }.
       *[other] Jouw vangst: { $cards } — { $points } punten dit { -fisherman-tournament }.
    }
fisherman-hand-no_catch = Jouw vangst: nog niets.
fisherman-pic-col_shield_points = Schildpunten
fisherman-pic-legend_dim = nu niet speelbaar

# How moves read in the history and replays (cogs/fisherman/history.py)
history-fisherman-trick = 🐟 **{ $player }** wint { -fisherman-trick } { $trick } met { $card } en houdt { $kept }.
history-fisherman-played = 🎴 **{ $player }** speelt { $card }.
history-fisherman-play = 🎴 **{ $player }** speelt { $card }.
history-fisherman-tournament_end = 🚩 { -fisherman-tournament(vorm: "hoofd") } { $tournament } is voorbij: beste vangst { $players }.
history-fisherman-target = 🎯 **{ $player }** kiest de { -fisherman-target }: { $species }.
history-fisherman-junk = 🗑️ **{ $player }** kiest de { -fisherman-junk }: { $species }.
history-fisherman-order = ⚖️ **{ $player }** kiest de { -fisherman-order }.
history-fisherman-size = 📏 **{ $player }** kiest de { -fisherman-size }.

## Pictures round 2 (fisherman)
fisherman-pic-winner_named =
    { $count ->
        [one] Winnaar: { $names }
       *[other] Winnaars: { $names }
    }
fisherman-pic-legend_tournaments = { -fisherman-tournament(vorm: "hoofd") } { $first }, { $second }, …: de schildpunten van elk { -fisherman-tournament }
fisherman-pic-legend_total = Totaal: schildpunten tot nu toe

## Computer levels: hints (what Normal would play, and why)
fisherman-hint-target = 🎯 { -fisherman-target(vorm: "hoofd") } { $species_term }: je hebt { $count ->
        [one] één kaart
       *[other] { $count } kaarten
    } van die soort in je hand, dus je kunt ze zelf vangen.
fisherman-hint-order = ⚖️ { $order ->
        [asc] Oplopend
       *[desc] Aflopend
    }: { $count ->
        [one] één kaart in je hand heeft
       *[other] { $count } kaarten in je hand hebben
    } een { -fisherman-size } van { $low } tot { $high }, en deze { -fisherman-order } maakt die sterk.
fisherman-hint-size = 📏 { -fisherman-size(vorm: "meer") } { $low }–{ $high }: je hebt { $count ->
        [one] één kaart
       *[other] { $count } kaarten
    } van die { -fisherman-size(vorm: "meer") } in je hand.
fisherman-hint-junk = 🗑️ { -fisherman-junk(vorm: "hoofd") } { $species_term }: { $count ->
        [0] je hebt er geen, dus de minpunten komen bij de anderen terecht
        [one] je hebt er één om mee te troeven
       *[other] je hebt er { $count } om mee te troeven
    }.
fisherman-hint-play = 🎣 { $plan ->
        [lead] Kom uit met
       *[other] Speel
    } { $species_term } { $size }: { $plan ->
        [win] daarmee win je de { -fisherman-trick } zoals hij nu ligt, met { $points ->
            [one] { $points } punt
           *[other] { $points } punten
        } erin
        [lose] daarmee laat je deze { -fisherman-trick } gaan, met { $points ->
            [one] { $points } punt
           *[other] { $points } punten
        } erin
       *[lead] wie hem vangt, krijgt { $points ->
            [one] { $points } punt
           *[other] { $points } punten
        }
    }.
