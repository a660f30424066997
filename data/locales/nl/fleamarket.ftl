# fleamarket: Nederlands (termen: glossary/fleamarket.ftl)
# identical to English by design: fleamarket-card, fleamarket-rules-page, fleamarket-rules-button_row, fleamarket-pic-total, fleamarket-pic-col-hand
#   alleen namen, getallen, ¥ en tekens.

game-fleamarket-name = Vlooienmarkt: { -fleamarket-price-war(vorm: "hoofd") }

phase-cut = { -fleamarket-price-cut(vorm: "hoofd") }

phase-display = { -fleamarket-display(vorm: "hoofd") }

phase-settle = { -fleamarket-settlement(vorm: "hoofd") }

phase-restock = { -fleamarket-restock(vorm: "hoofd") }

fleamarket-colour-red = Rood
fleamarket-colour-yellow = Geel
fleamarket-colour-blue = Blauw
fleamarket-colour-green = Groen
fleamarket-colour-brown = Bruin
fleamarket-colour-purple = Paars

fleamarket-card = { $colour } { $value }

fleamarket-status-round = **Ronde { $round }** · { -fleamarket-start-player }: **{ $start }**
fleamarket-status-cut = 🏷️ { -fleamarket-price-cut(vorm: "hoofd") }: **{ $player }** mag het totaal van deze ronde verlagen (eigen paneel: DM of **Mijn hand**).
fleamarket-status-display = 🛒 { -fleamarket-display(vorm: "hoofd") }: **{ $player }** speelt kaarten van één waarde of past.
fleamarket-status-settle = 📊 { -fleamarket-settlement(vorm: "hoofd") }: wacht op { $waiting } (onderhoud, gelijkspel, { -fleamarket-sale }en).
fleamarket-status-restock = 📦 { -fleamarket-restock(vorm: "hoofd") }: **{ $player }** trekt kaarten of zet er een { -fleamarket-stall } bij.

fleamarket-event-played = 🛒 **{ $player }** stalt uit: { $cards }.
fleamarket-event-price_war = 💥 **{ -fleamarket-price-war(vorm: "hoofd") }!** { $threshold } keer { $colours } op de { -fleamarket-stall(vorm: "meer") }: alle { $count } worden afgelegd.
fleamarket-event-passed = ✋ **{ $player }** past voor de rest van de ronde.
fleamarket-event-forced_pass = ✋ **{ $player }** moet passen (geen kaart in de hand of geen lege { -fleamarket-stall }).
fleamarket-event-all_colours = 🌈 Alle zes kleuren liggen er: het { -fleamarket-display } stopt meteen.
fleamarket-event-cut = 🏷️ **{ $player }** verlaagt de prijzen met { $amount } (¥{ $cost }).
fleamarket-event-cut_paid = 🏷️ **{ $player }** verlaagt de prijzen met { $amount } voor ¥{ $cost } en betaalt met { $cards }{ $change }.
fleamarket-event-no_cut = 🏷️ **{ $player }** doet geen { -fleamarket-price-cut }.
fleamarket-event-draw = 📦 **{ $player }** koopt { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    } in.
fleamarket-event-stall = 🏪 **{ $player }** zet er een { -fleamarket-stall } bij.
fleamarket-event-nothing = 📦 Er is geen kaart meer over die **{ $player }** kan inkopen.
fleamarket-event-extra = 📦 **{ $player }** koopt een extra kaart voor ¥{ $cost }.
fleamarket-event-extra_paid = 📦 **{ $player }** koopt een extra kaart voor ¥{ $cost } en betaalt met { $cards }{ $change }.
fleamarket-event-reshuffle = 🔀 De aflegstapel wordt geschud tot een nieuwe trekstapel ({ $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }).
fleamarket-event-tie = ⚖️ Iedereen gelijk: **{ $player }** wordt { $take }.
fleamarket-event-round = 🔔 **Ronde { $round }** begint: **{ $player }** is { -fleamarket-start-player }.

fleamarket-take-highest = hoogste ({ -fleamarket-money })
fleamarket-take-lowest = laagste ({ -fleamarket-popularity })

fleamarket-settlement-title = 📊 **{ -fleamarket-settlement(vorm: "hoofd") } — ronde { $round }**
fleamarket-settlement-highest = 💰 **{ $player }** was het hoogst ({ $total }) en nam { $cards } als { -fleamarket-money } (¥{ $money }).
fleamarket-settlement-lowest = ⭐ **{ $player }** was het laagst en nam { -fleamarket-popularity }.
fleamarket-settlement-sale_money = 🏷️ **{ $player }** ({ $total }) had een { -fleamarket-sale } en hield { $cards } als { -fleamarket-money } (¥{ $money }).
fleamarket-settlement-sale_popularity = 🏷️ **{ $player }** had een { -fleamarket-sale } en hield één kaart als { -fleamarket-popularity }.
fleamarket-settlement-none = 🗑️ **{ $player }** ({ $total }) kreeg niets: de waren worden afgelegd.
fleamarket-settlement-skip = 💤 **{ $player }** had geen waren en sloeg de { -fleamarket-settlement } over.
fleamarket-settlement-tie = ⚖️ Iedereen met waren stond gelijk; **{ $player }** koos voor { $take }.
fleamarket-settlement-maintenance = (onderhoud: { $count } afgelegd)
fleamarket-board_closed = 🛒 Bord gesloten: het huidige bord staat hieronder.

fleamarket-final-line = { $rank }. **{ $player }** — { $popularity } { -fleamarket-popularity } · ¥{ $money }
fleamarket-final-exhausted = De markt had geen kaarten meer.

fleamarket-me-popularity = ⭐ Je { -fleamarket-popularity }: **{ $popularity }** in { $cards } (iedereen ziet het aantal, alleen jij het totaal)
fleamarket-me-waiting = Wacht op { $waiting }.
fleamarket-me-cut = **{ -fleamarket-price-cut(vorm: "hoofd") } — ronde { $round }.** Verlaag het totaal van deze ronde: het 1e punt kost ¥1, het 2e ¥2, het 3e ¥3… Je betaalt met je geldkaarten (¥{ $money }) en krijgt geen wisselgeld; ze liggen gekanteld voor je { -fleamarket-stall(vorm: "meer") } en worden na de { -fleamarket-settlement } afgelegd.
fleamarket-me-display = **Jij mag uitstallen.** Speel zoveel kaarten van **één waarde** als je wilt op { $empty ->
        [one] je { $empty } lege { -fleamarket-stall }
       *[other] je { $empty } lege { -fleamarket-stall(vorm: "meer") }
    }, of pas voor de rest van de ronde. Een kleur die { $threshold } keer ligt, wordt overal afgelegd ({ -fleamarket-price-war }).
fleamarket-me-selection = **Waarde { $value }** ({ $chosen } van hoogstens { $empty }): { $cards }. Voeg nog een kaart met deze waarde toe, speel ze, of ga terug.
fleamarket-me-selection_empty = **Waarde { $value }:** kies de kaarten (hoogstens { $empty }).
fleamarket-me-discard = **Onderhoud.** Je { -fleamarket-stall(vorm: "meer") } hebben lege plekken: leg nog { $owed ->
        [one] { $owed } kaart
       *[other] { $owed } kaarten
    } uit je hand af.
fleamarket-me-tie = **Iedereen gelijk op { $total }.** Jij zit het dichtst bij de { -fleamarket-start-player }, dus jij kiest: de hoogste zijn (je kaarten worden { -fleamarket-money }) of de laagste (ze worden { -fleamarket-popularity }).
fleamarket-me-tie_other = { $player } krijgt de andere plek.
fleamarket-me-sale = **{ -fleamarket-sale(vorm: "hoofd") }!** Door een 5 op je { -fleamarket-stall(vorm: "meer") } mag je de kaart met de laagste knoop ({ $lowest }) houden: als { -fleamarket-money } of als { -fleamarket-popularity }.
fleamarket-me-restock = **{ -fleamarket-restock(vorm: "hoofd") }.** { $count ->
        [one] Trek { $count } kaart
       *[other] Trek { $count } kaarten
    }, één per { -fleamarket-stall }, of zet er een { -fleamarket-stall } bij (de bovenste kaart, gedekt).
fleamarket-me-extra = **Extra kaarten.** Koop nog een kaart voor ¥{ $cost }: je zou betalen met { $cards }{ $change }. Je hebt ¥{ $money }. Of rond je { -fleamarket-restock } af.
fleamarket-me-over = Het spel is voorbij.

fleamarket-control-cut_placeholder = { -fleamarket-price-cut(vorm: "hoofd") }…
fleamarket-control-no_cut = Geen { -fleamarket-price-cut }
fleamarket-control-cut = Verlaag met { $amount } · ¥{ $cost }
fleamarket-control-value = Speel waarde { $value }
fleamarket-control-pass = Passen ({ -fleamarket-stall } kantelen)
fleamarket-control-add = { $card } erbij
fleamarket-control-play = { $count ->
        [one] { $count } kaart spelen
       *[other] { $count } kaarten spelen
    }
fleamarket-control-back = Terug
fleamarket-control-discard_placeholder = Leg een kaart af (nog { $owed })…
fleamarket-control-discard_placeholder_more = Leg een kaart af (nog { $owed }): meer kaarten…
fleamarket-control-in_hand = { $count } in je hand
fleamarket-control-highest = Hoogste zijn ({ -fleamarket-money })
fleamarket-control-lowest = Laagste zijn ({ -fleamarket-popularity })
fleamarket-control-sale_money = { $card } houden als ¥{ $amount }
fleamarket-control-sale_popularity = { $card } houden als { $amount } { -fleamarket-popularity }
fleamarket-control-draw = { $count ->
        [one] { $count } kaart trekken
       *[other] { $count } kaarten trekken
    }
fleamarket-control-stall = { -fleamarket-stall(vorm: "hoofd") } erbij
fleamarket-control-extra = Nog 1 kaart kopen · ¥{ $cost }
fleamarket-control-done = Klaar

fleamarket-unknown_action = Dat is geen zet in Vlooienmarkt.

fleamarket-wrong_phase = Dat kan nu niet: het spel zit in een andere fase ({ $phase }).

fleamarket-cannot_afford = Dat kost ¥{ $cost }, maar je hebt ¥{ $money }.

fleamarket-no_value = Je hebt geen kaart met waarde { $value }.

fleamarket-finish_selection = Je kiest kaarten met waarde { $value } om te spelen: speel ze eerst, of ga terug.

fleamarket-choose_value = Kies eerst welke waarde je wilt spelen.

fleamarket-not_in_hand = Je kunt { $card } daar niet voor gebruiken.

fleamarket-stalls_full = Je hebt maar { $stalls ->
        [one] { $stalls } lege { -fleamarket-stall }
       *[other] { $stalls } lege { -fleamarket-stall(vorm: "meer") }
    } voor deze zet.

fleamarket-nothing_selected = Kies minstens één kaart voordat je speelt.

fleamarket-discard_first = Leg eerst nog { $owed ->
        [one] { $owed } kaart
       *[other] { $owed } kaarten
    } af voor onderhoud.

fleamarket-not_your_choice = Die keuze is niet aan jou.

fleamarket-restock_first = Trek eerst je kaarten of zet er een { -fleamarket-stall } bij.

fleamarket-event-start = 🎲 **{ $player }** is geloot als { -fleamarket-start-player }.

fleamarket-no_change = { " " }(waarde ¥{ $paid }: geen wisselgeld)

fleamarket-settlement-cut_discarded = Kaarten van de { -fleamarket-price-cut } afgelegd: { $cards }.

fleamarket-face_down_cards = { $n ->
        [one] { $n } gedekte kaart
       *[other] { $n } gedekte kaarten
    }

fleamarket-me-money = 💰 Je { -fleamarket-money }: **¥{ $money }** in open kaarten: { $cards }
fleamarket-me-no_money = 💰 Nog geen geldkaarten.

fleamarket-control-pays = Betaling: { $cards }{ $change }
fleamarket-control-pays_many = Betaling: { $n ->
        [one] { $n } geldkaart
       *[other] { $n } geldkaarten
    } ter waarde van ¥{ $paid }

fleamarket-rules-page = { $name } — { $page }
fleamarket-rules-round-title = { -fleamarket-price-cut(vorm: "hoofd") } en { -fleamarket-display }
fleamarket-rules-settle-title = { -fleamarket-settlement(vorm: "hoofd") }
fleamarket-rules-restock-title = { -fleamarket-restock(vorm: "hoofd") }, betalen, einde
fleamarket-rules-summary = 3–4 winkeliers verkopen tweedehands spullen. Verkoop duur voor { -fleamarket-money }, of heb de goedkoopste { -fleamarket-stall } om { -fleamarket-popularity } te verzamelen: na de eerste { -fleamarket-settlement } waarin iemand { $target } { -fleamarket-popularity } of meer heeft, wint de populairste winkelier.
fleamarket-rules-decks = { $players } spelers: { $decks } spellen kaarten
fleamarket-rules-components =
    { "*" }*Spelmateriaal**
    { $decks }, door elkaar geschud. Elk spel heeft { $cards } kaarten: { $colours } kleuren ({ $names } { $squares }) × waarden { $low }–{ $high }, van elk één kaart. De knopen per waarde:
fleamarket-rules-button_row = • **{ $values }**: { $money }, { $popularity }{ $sale }
fleamarket-rules-money_buttons = { $n ->
        [one] { $n } geldknoop
       *[other] { $n } geldknopen
    }
fleamarket-rules-popularity_buttons = { $n ->
        [one] { $n } populariteitsknoop
       *[other] { $n } populariteitsknopen
    }
fleamarket-rules-sale_mark = , { -fleamarket-sale }steken
fleamarket-rules-buttons_note = De waarde telt bij de { -fleamarket-settlement }. De geldknopen tellen zolang de kaart { -fleamarket-money } is, de populariteitsknopen zolang ze { -fleamarket-popularity } is. Door het { -fleamarket-sale }steken op elke { $sale } kan die { -fleamarket-stall } een { -fleamarket-sale } houden.
fleamarket-rules-setup =
    { "*" }*Voorbereiding**
    Schud de kaarten. Iedereen krijgt { $stalls } gedekte { -fleamarket-stall(vorm: "meer") } (kaarten die niemand bekijkt en die alleen als { -fleamarket-stall } tellen) en { $hand } handkaarten; de rest is de trekstapel. De { -fleamarket-start-player } wordt geloot en staat op het eerste bord.
fleamarket-rules-piles =
    { "*" }*{ -fleamarket-money(vorm: "hoofd") } en { -fleamarket-popularity }**
    Kaarten die je als { -fleamarket-money } neemt, liggen open: iedereen ziet ze, en elke kaart is zoveel waard als het aantal geldknopen erop. Kaarten die je als { -fleamarket-popularity } neemt, liggen gedekt: iedereen ziet hoeveel je er hebt, alleen jij weet wat ze waard zijn (tot het einde).
fleamarket-rules-round =
    { "*" }*Een ronde**
    1. { -fleamarket-price-cut(vorm: "hoofd") } (niet in ronde 1) → 2. { -fleamarket-display(vorm: "hoofd") } → 3. { -fleamarket-settlement(vorm: "hoofd") } → 4. { -fleamarket-restock(vorm: "hoofd") }. { -fleamarket-price-cut(vorm: "hoofd") }, { -fleamarket-display } en { -fleamarket-restock } gaan met de klok mee vanaf de { -fleamarket-start-player }; bij de { -fleamarket-settlement } is iedereen tegelijk aan de beurt.
fleamarket-rules-points = { $n ->
        [one] { $n } punt
       *[other] { $n } punten
    }
fleamarket-rules-cut =
    { "*" }*1. { -fleamarket-price-cut(vorm: "hoofd") }** (vanaf ronde 2)
    Vanaf de { -fleamarket-start-player } met de klok mee mag iedereen met { -fleamarket-money } het totaal van deze ronde verlagen; het k-de punt kost ¥k: { $costs }. Je betaalt met geldkaarten (zie „Betalen”, laatste pagina); ze liggen gekanteld voor je { -fleamarket-stall(vorm: "meer") } om te laten zien dat je korting geeft, en gaan na de { -fleamarket-settlement } naar de aflegstapel.
fleamarket-rules-threshold = { $players } bij { $players } spelers
fleamarket-rules-display =
    { "*" }*2. { -fleamarket-display(vorm: "hoofd") }**
    Om de beurt speel je zoveel kaarten van **één waarde** (kleuren mogen verschillen) uit je hand als je wilt op je lege { -fleamarket-stall(vorm: "meer") }, één kaart per { -fleamarket-stall }.
    • **{ -fleamarket-price-war(vorm: "hoofd") }:** na een zet wordt elke kleur die op alle { -fleamarket-stall(vorm: "meer") } samen zo vaak ligt als er spelers zijn ({ $thresholds }), overal afgelegd; die { -fleamarket-stall(vorm: "meer") } zijn weer vrij.
    • **Passen:** wil of kun je niet spelen (geen handkaart of geen lege { -fleamarket-stall }), dan pas je: kantel je eerste { -fleamarket-stall }; je doet deze ronde niet meer mee aan het { -fleamarket-display }. De anderen gaan om de beurt door; wie als laatste overblijft, speelt beurt na beurt.
    • Het { -fleamarket-display } eindigt als iedereen gepast heeft, of meteen als de { -fleamarket-stall(vorm: "meer") } alle { $colours } kleuren tonen (eerst wordt gekeken of er een { -fleamarket-price-war } is).
fleamarket-rules-settle =
    { "*" }*3. { -fleamarket-settlement(vorm: "hoofd") }** (iedereen tegelijk)
    • **Onderhoud:** leg per lege { -fleamarket-stall } een handkaart naar keuze af (je hele hand als die korter is).
    • **Totaal:** de waarden op je { -fleamarket-stall(vorm: "meer") } min je { -fleamarket-price-cut }.
    • **Hoogste** totaal: neemt alle kaarten van de eigen { -fleamarket-stall(vorm: "meer") } als **{ -fleamarket-money }** (open).
    • **Laagste** totaal: neemt alle kaarten van de eigen { -fleamarket-stall(vorm: "meer") } als **{ -fleamarket-popularity }** (gedekt).
    • **{ -fleamarket-sale(vorm: "hoofd") }:** ieder ander met een { $sale } op de { -fleamarket-stall(vorm: "meer") } houdt één kaart met de laagste losse knoop daar, als { -fleamarket-money } of { -fleamarket-popularity }, wat op die kaart het laagst is (eigen keuze als ze gelijk zijn), en legt de rest af.
    • Alle anderen leggen de kaarten van hun { -fleamarket-stall(vorm: "meer") } af. Wie geen kaart op de { -fleamarket-stall(vorm: "meer") } heeft, slaat de { -fleamarket-settlement } over: geen onderhoud, en nooit de laagste.
    • **Gelijkspel:** wie dichter bij de { -fleamarket-start-player } zit (met de klok mee, de { -fleamarket-start-player } eerst), wint, voor hoogste én voor laagste. Staat iedereen met kaarten gelijk, dan kiest de { -fleamarket-start-player } hoogste of laagste (heeft die geen kaarten, dan de eerste speler met kaarten daarna), en de volgende met de klok mee krijgt de andere plek.
    • Daarna gaan de kaarten van de { -fleamarket-price-cut } naar de aflegstapel. Heeft iemand nu { $target } { -fleamarket-popularity } of meer, dan is het spel voorbij.
fleamarket-rules-restock =
    { "*" }*4. { -fleamarket-restock(vorm: "hoofd") }** (vanaf de { -fleamarket-start-player }, met de klok mee)
    • Trek één kaart per { -fleamarket-stall } die je hebt, **of** zet er een { -fleamarket-stall } bij: de bovenste kaart van de trekstapel, gedekt.
    • Koop daarna zoveel **extra** kaarten als je wilt en kunt betalen, één tegelijk: { $extras }… (de n-de kost ¥n).
    • Is de trekstapel op, dan wordt de aflegstapel geschud tot een nieuwe trekstapel.
    • **Einde van de ronde:** gekantelde { -fleamarket-stall(vorm: "meer") } worden weer rechtgezet; de hoogste speler van de { -fleamarket-settlement } wordt { -fleamarket-start-player }, anders de laagste; is er geen van beide, dan blijft het zo.
fleamarket-rules-pay =
    { "*" }*Betalen met geldkaarten**
    Er zijn geen munten: je { -fleamarket-money } bestaat uit de open kaarten die je nam. Om ¥N te betalen (een { -fleamarket-price-cut }, een extra kaart) geef je kaarten ter waarde van minstens N: de combinatie met de kleinste overbetaling, dan met de minste kaarten, dan met de laagste kaarten. Je krijgt geen wisselgeld, en je kunt alleen kopen wat je geldkaarten dekken. De kaarten voor een extra kaart gaan meteen naar de aflegstapel (na het schudden kunnen ze terugkomen); die van een { -fleamarket-price-cut } na de { -fleamarket-settlement }.
fleamarket-rules-pay_example = Voorbeeld: met { $pile } ({ $worths }) betaal je ¥{ $first } met { $first_cards } en ¥{ $second } met { $second_cards }. Heb je alleen { $big }, dan geef je voor ¥1 de hele kaart (¥{ $big_worth }): geen wisselgeld.
fleamarket-rules-end =
    { "*" }*Einde**
    Het spel eindigt na een { -fleamarket-settlement } waarin iemand { $target } { -fleamarket-popularity } of meer heeft; de { -fleamarket-popularity } wordt onthuld. De meeste { -fleamarket-popularity } wint; bij gelijkspel het meeste { -fleamarket-money }; is het dan nog gelijk, dan delen de spelers de overwinning. (Vangnet: is er geen kaart meer om te spelen, met alle handen, de trekstapel en de aflegstapel leeg, dan eindigt het spel ook na die ronde, met dezelfde rangschikking.)

# Words drawn in the pictures (rendering/fleamarket.py)
fleamarket-pic-round = Ronde { $round }
fleamarket-pic-phase-cut = { -fleamarket-price-cut(vorm: "hoofd") }
fleamarket-pic-phase-display = { -fleamarket-display(vorm: "hoofd") }
fleamarket-pic-phase-settle = { -fleamarket-settlement(vorm: "hoofd") }
fleamarket-pic-phase-restock = { -fleamarket-restock(vorm: "hoofd") }
fleamarket-pic-phase-over = Spel afgelopen
fleamarket-pic-settle-waiting = wacht op { $names }
fleamarket-pic-settle-resolving = wordt afgehandeld
fleamarket-pic-start = { -fleamarket-start-player }: { $name }
fleamarket-pic-start_random = { -fleamarket-start-player } geloot: { $name }
fleamarket-pic-colours = KLEUREN IN BEELD  { $showing }/6 — alle zes beëindigen het { -fleamarket-display }
fleamarket-pic-war = { -fleamarket-price-war } bij { $n }
fleamarket-pic-cut = verlaging −{ $n }
fleamarket-pic-total = Σ { $total }
fleamarket-pic-passed = GEPAST
fleamarket-pic-playing = AAN DE BEURT
fleamarket-pic-cutting = VERLAAGT
fleamarket-pic-restocking = INKOOP
fleamarket-pic-discarding = LEGT { $n } AF
fleamarket-pic-choosing = KIEST
fleamarket-pic-player = Speler { $n }
fleamarket-pic-cut_discarded = { -fleamarket-price-cut } · afgelegd
fleamarket-pic-popularity = { -fleamarket-popularity(vorm: "hoofd") } { $n } in { $k ->
        [one] { $k } kaart
       *[other] { $k } kaarten
    } · alleen jij ziet het totaal
fleamarket-pic-table = DE ANDERE WINKELS
fleamarket-pic-hand_empty = Geen kaarten in je hand
fleamarket-pic-selecting = Waarde { $value }: { $n } gekozen
fleamarket-pic-your_stalls = JE KRAMEN
fleamarket-pic-hand_label = JE HAND  { $n }
fleamarket-pic-settlement_title = { -fleamarket-settlement(vorm: "hoofd") } — ronde { $round }
fleamarket-pic-role-highest = HOOGSTE
fleamarket-pic-role-lowest = LAAGSTE
fleamarket-pic-role-sale = AANBIEDING
fleamarket-pic-role-none = NIETS
fleamarket-pic-role-skip = GEEN KAARTEN
fleamarket-pic-took-money = nam ¥{ $money }
fleamarket-pic-took-sale_money = hield één kaart: ¥{ $money }
fleamarket-pic-took-sale_popularity = hield één kaart als { -fleamarket-popularity }
fleamarket-pic-took-none = kaarten afgelegd
fleamarket-pic-took-skip = sloeg de { -fleamarket-settlement } over
fleamarket-pic-maintenance = onderhoud: { $n } afgelegd
fleamarket-pic-tie = iedereen gelijk: { $name } koos { $choice }
fleamarket-pic-choice-highest = hoogste
fleamarket-pic-choice-lowest = laagste
fleamarket-pic-reason-exhausted = de markt had geen kaarten meer
fleamarket-pic-popularity_col = { -fleamarket-popularity(vorm: "hoofd") }
fleamarket-pic-money_col = { -fleamarket-money(vorm: "hoofd") }
fleamarket-pic-banner-yours = Jij bent aan de beurt
fleamarket-pic-banner-turn = { $name } is aan de beurt
fleamarket-pic-do-cut = Verlaag het totaal van deze ronde of niet: het k-de punt kost ¥k
fleamarket-pic-do-display = Speel kaarten van één waarde op lege { -fleamarket-stall(vorm: "meer") }, of pas
fleamarket-pic-do-restock = Trek één kaart per { -fleamarket-stall }, of neem er een { -fleamarket-stall } bij
fleamarket-pic-do-extra = Koop nog een kaart, of rond de { -fleamarket-restock } af
fleamarket-pic-do-discard = Onderhoud: leg { $n ->
        [one] { $n } kaart
       *[other] { $n } kaarten
    } af
fleamarket-pic-do-tie = Iedereen gelijk: kies hoogste of laagste
fleamarket-pic-do-sale = { -fleamarket-sale(vorm: "hoofd") }: houd één kaart als { -fleamarket-money } of { -fleamarket-popularity }
fleamarket-pic-piles = trekstapel { $deck } · aflegstapel { $discard }
fleamarket-pic-legend-money = { -fleamarket-money } als hoogste
fleamarket-pic-legend-popularity = { -fleamarket-popularity } als laagste
fleamarket-pic-legend-sale = { -fleamarket-sale } ({ $values })
fleamarket-pic-legend-empty = lege { -fleamarket-stall }
fleamarket-pic-legend-total = totaal na verlaging
fleamarket-pic-legend-hand = kaarten in de hand
fleamarket-pic-legend-pile = { -fleamarket-popularity }skaarten (gedekt)
fleamarket-pic-legend-cut = betaald voor de { -fleamarket-price-cut }
fleamarket-pic-col-total = Σ { -fleamarket-stall(vorm: "meer") }
fleamarket-pic-col-pile = ★ kaarten
fleamarket-pic-col-hand = Hand
fleamarket-pic-took-pop_cards = nam { $n ->
        [one] { $n } kaart als { -fleamarket-popularity }
       *[other] { $n } kaarten als { -fleamarket-popularity }
    }
fleamarket-pic-won-money = { $name } neemt ¥{ $money }
fleamarket-pic-won-popularity = { $name } neemt { $n ->
        [one] { $n } kaart als { -fleamarket-popularity }
       *[other] { $n } kaarten als { -fleamarket-popularity }
    }
fleamarket-pic-won-nothing = Niemand heeft iets verkocht
fleamarket-pic-wins = { $n ->
        [one] { $name } wint
       *[other] { $name } winnen
    }
fleamarket-pic-reason-reached = { $name } haalde { $target } { -fleamarket-popularity }
fleamarket-pic-in_n = { $value } in { $n ->
        [one] { $n } kaart
       *[other] { $n } kaarten
    }
fleamarket-pic-legend-war = nu gespeeld: { -fleamarket-price-war }
fleamarket-pic-legend-start = { -fleamarket-start-player }
fleamarket-pic-legend-kept = gehouden bij een { -fleamarket-sale }
fleamarket-pic-legend-discarded = afgelegd

# How moves read in the history and replays (cogs/fleamarket/history.py)
history-fleamarket-round = 🔔 Ronde { $round } begint: **{ $player }** is { -fleamarket-start-player }.
history-fleamarket-price_war = 💥 { -fleamarket-price-war(vorm: "hoofd") }: { $colours } — { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    } afgelegd.
history-fleamarket-settlement = 📊 { -fleamarket-settlement(vorm: "hoofd") } van ronde { $round }.
history-fleamarket-event-cut = 🏷️ **{ $player }** verlaagt de prijzen met { $amount } (¥{ $cost }).
history-fleamarket-event-no_cut = 🏷️ **{ $player }** doet geen { -fleamarket-price-cut }.
history-fleamarket-event-extra = 📦 **{ $player }** koopt een extra kaart voor ¥{ $cost }.
history-fleamarket-take-money = { -fleamarket-money }
history-fleamarket-take-popularity = { -fleamarket-popularity }
history-fleamarket-value = 🛒 **{ $player }** kiest waarde { $value } om uit te stallen.
history-fleamarket-card = 🛒 **{ $player }** legt { $card } klaar om uit te stallen.
history-fleamarket-back = ↩️ **{ $player }** gaat terug.
history-fleamarket-play = 🛒 **{ $player }** stalt de gekozen kaarten uit.
history-fleamarket-pass = ✋ **{ $player }** past.
history-fleamarket-discard = 🗑️ **{ $player }** legt { $card } af voor onderhoud.
history-fleamarket-tie = ⚖️ **{ $player }** kiest voor { $take }.
history-fleamarket-sale = 🏷️ **{ $player }** houdt een { -fleamarket-sale }skaart als { $take }.
history-fleamarket-cut = 🏷️ **{ $player }** verlaagt de prijzen met { $amount }.
history-fleamarket-draw = 📦 **{ $player }** koopt in.
history-fleamarket-stall = 🏪 **{ $player }** zet er een { -fleamarket-stall } bij.
history-fleamarket-extra = 📦 **{ $player }** koopt een extra kaart.
history-fleamarket-done = 📦 **{ $player }** is klaar met de { -fleamarket-restock }.

## Pictures round 2 (issue 24): complete decisions, the price war's trace, the final's total
fleamarket-pic-do-cut-short = { -fleamarket-price-cut(vorm: "hoofd") }: verlaag het totaal van je kramen deze ronde, of niet
fleamarket-pic-reason-total = { $name }: { $total } { -fleamarket-popularity } gehaald (doel { $target })
fleamarket-pic-no_stall_cards = geen kaarten op de kramen
fleamarket-pic-your-money = Je { -fleamarket-money } ¥{ $money }
fleamarket-pic-cut-row = { $n } omlaag = ¥{ $cost }
fleamarket-pic-cut-short = te weinig geldkaarten
fleamarket-pic-cut-effect = totaal −{ $n }
fleamarket-pic-cut-note = Een { -fleamarket-price-cut } maakt het totaal van je kramen deze ronde lager: het laagste totaal krijgt de kaarten als { -fleamarket-popularity }. De betaalde kaarten liggen voor je kramen en gaan na de { -fleamarket-settlement } naar de aflegstapel; je krijgt geen wisselgeld.
fleamarket-pic-sale-what = { -fleamarket-sale(vorm: "hoofd") }: je houdt één kaart; de rest van je kramen wordt afgelegd.
fleamarket-pic-sale-money = Houden als { -fleamarket-money }: ¥{ $money }
fleamarket-pic-sale-popularity = Houden als { -fleamarket-popularity }: ★{ $pop }
fleamarket-pic-sale-money-gives = open bij je geld: betaalt prijsverlagingen en extra kaarten
fleamarket-pic-sale-popularity-gives = gesloten op je stapel: telt mee voor { $target } { -fleamarket-popularity }
fleamarket-pic-tie-what = Iedereen met kaarten heeft Σ { $total }. De hoogste verkoopt zijn kramen voor { -fleamarket-money }; de laagste krijgt ze als { -fleamarket-popularity }.
fleamarket-pic-restock-what = Trek { $n ->
        [one] { $n } kaart (één per { -fleamarket-stall })
       *[other] { $n } kaarten (één per { -fleamarket-stall })
    }, of neem er een { -fleamarket-stall } bij: { $m ->
        [one] { $m } { -fleamarket-stall }
       *[other] { $m } { -fleamarket-stall(vorm: "meer") }
    }, nu geen kaart.
fleamarket-pic-extra-pays = Nog een kaart: ¥{ $cost }, betaald met
fleamarket-pic-tie-money = Evenveel { -fleamarket-popularity }: meer { -fleamarket-money } staat hoger.
fleamarket-pic-war-title = { -fleamarket-price-war(vorm: "hoofd") }: { $colours }
fleamarket-pic-war-detail = { $n } van één kleur op de kramen: { $count ->
        [one] { $count } kaart weggehaald
       *[other] { $count } kaarten weggehaald
    }
fleamarket-pic-war-lost = { $n ->
        [one] { $n } kaart weg
       *[other] { $n } kaarten weg
    }

## hints (issue 25): what Normal would play and why
fleamarket-hint-value = Speel je { $value }'s ({ $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }): je totaal wordt { $total }, met { $chance }% kans om het laagst te zijn en { $popularity } { -fleamarket-popularity } te krijgen.
fleamarket-hint-card = Leg { $colour_term } { $value } erbij: je beste zet met { $value }'s zet { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    } op je { -fleamarket-stall(vorm: "meer") }.
fleamarket-hint-play = Speel ze nu: je beste zet met { $value }'s is { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }, en nog een kaart erbij loont niet.
fleamarket-hint-pass = Passen: je { -fleamarket-stall(vorm: "meer") } blijven op { $total }, met { $chance }% kans om het laagst te zijn; geen enkele zet doet het beter.
fleamarket-hint-cut = Verlaag je prijzen met { $amount } voor ¥{ $cost }: { $rich ->
        [one] { $rich } kaart in je hand heeft
       *[other] { $rich } kaarten in je hand hebben
    } 2 of meer populariteitsknopen, dus het laagst zijn loont.
fleamarket-hint-no_cut = Geen { -fleamarket-price-cut }: die loont pas met { $need ->
        [one] { $need } kaart
       *[other] { $need } kaarten
    } met 2 of meer populariteitsknopen in je hand, en je hebt er { $rich }.
fleamarket-hint-no_cut_waste = Geen { -fleamarket-price-cut }: je geldkaarten (¥{ $money }) kunnen er geen betalen zonder meer dan ¥{ $waste } te verliezen (je krijgt geen wisselgeld).
fleamarket-hint-discard = Leg { $colour_term } { $value } af: { $popularity } { -fleamarket-popularity } voor een waarde van { $value } maakt het de minst nuttige kaart in je hand.
fleamarket-hint-tie = Kies { $take_term }: je { -fleamarket-stall(vorm: "meer") } leveren { $popularity } { -fleamarket-popularity } op tegenover ¥{ $money } aan { -fleamarket-money }.
fleamarket-hint-sale_popularity = Houd de kaart als { -fleamarket-popularity }: populariteit wint het spel (wie { $target } haalt, beëindigt het).
fleamarket-hint-sale_money = Houd de kaart als { -fleamarket-money }: daarmee betaal je prijsverlagingen en extra kaarten.
fleamarket-hint-draw = Trek { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }: met { $hand ->
        [one] { $hand } kaart
       *[other] { $hand } kaarten
    } in je hand heb je kaarten harder nodig dan een nieuwe { -fleamarket-stall }.
fleamarket-hint-stall = Neem een { -fleamarket-stall } erbij: je hebt al { $hand ->
        [one] { $hand } kaart
       *[other] { $hand } kaarten
    } in je hand, dus ruimte om meer uit te stallen is meer waard dan kaarten.
fleamarket-hint-extra = Koop nog 1 kaart voor ¥{ $cost }: je hebt maar { $hand ->
        [one] { $hand } kaart
       *[other] { $hand } kaarten
    } in je hand, en een extra kaart is nog goedkoop.
fleamarket-hint-done = Rond je { -fleamarket-restock } af: de volgende kaart kost ¥{ $cost } en je hebt al { $hand ->
        [one] { $hand } kaart
       *[other] { $hand } kaarten
    } in je hand.
